"""Bodies of the automation routes (spec 3.3, 4.9), camelCase on the wire. A tree's nodes are checked
against the firm's catalog (`nodeKinds`) in tree.py; here only their shape."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import ConfigDict, Field

from kernel.models import ApiModel, BodyModel
from kit.fields import StoredItem, Text, Title

MAX_STEPS = 25


class Node(BodyModel):
    kind: Annotated[str, Field(min_length=1, max_length=64)]
    config: dict[Annotated[str, Field(max_length=64)], Any] = Field(default_factory=dict, max_length=30)


class Tree(BodyModel):
    trigger: Node
    steps: list[Node] = Field(default_factory=list, max_length=MAX_STEPS)


class AutomationBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "name": "New deals start as sourced",
        "description": "Every deal created starts in the Sourcing stage.",
        "tree": {"trigger": {"kind": "recordCreated", "config": {"recordType": "Deal"}},
                 "steps": [{"kind": "updateField", "config": {"field": "stage", "value": "Sourced"}}]},
    }]})  # fmt: skip

    name: Title
    description: Text | None = None
    tree: Tree


class Automation(StoredItem):
    name: str
    description: str | None = None
    tree: dict[str, Any] = Field(description="The draft: what PUT saved last.")
    status: str = Field(description="draft (never published), active or paused")
    published: dict[str, Any] | None = Field(
        description="The published tree, with the connector revisions it is pinned to (pins), who "
        "published it and when."
    )


class StepOutcome(ApiModel):
    kind: str
    outcome: str = Field(description="done, skipped (a condition did not hold; the run ends) or failed")
    reason: str | None = Field(default=None, description="Why a step failed (a stable code).")
    detail: dict[str, Any] | None = None
    started_at: str
    ended_at: str


class Run(ApiModel):
    id: str
    automation_id: str
    trigger: dict[str, Any]
    status: str = Field(description="running, done, stopped (by a condition), failed or interrupted")
    reason: str | None = Field(default=None, description="Why a run failed before its steps.")
    steps: list[StepOutcome]
    started_at: str
    ended_at: str | None = None


class RunList(ApiModel):
    items: list[Run]
    next_cursor: str | None = None
