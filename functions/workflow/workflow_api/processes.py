"""Processes (spec 1.3, 5.2 `processes:read`, `processes:write`): a firm's named way of working, as
stages in order, each with an owner (a member of the firm) and its exit criteria. The workflow-health
and conformance screens read them. List, create, get, update; a process is archived, never deleted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog.enums import RECORD_TYPES
from kernel.request import Request
from kernel.routing import Router
from kernel.unit_of_work import Write
from kit.fields import Choice, Key, ListOf, Object, Text
from kit.resource import Items, ListFilter, Resource, declare

router = Router()
X = "/api/v1/x"
Problems = list[dict[str, str]]
STAGE = Object(fields={
    "key": Key(description="The stage's key, unique in the process."),
    "name": Text(max_length=120),
    "ownerUserId": Text(max_length=40, required=False,
                        description="A member of the firm who owns the stage; default: who saves it."),
    "exitCriteria": ListOf(of=Text(max_length=500), most=20, unique=True, required=False,
                           description="What must hold before a record leaves the stage."),
})  # fmt: skip


def _stages_check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    """Stage keys are unique; each owner is a member of the firm."""
    stages = values.get("stages") or []
    problems, seen = [], set()
    for index, stage in enumerate(stages):
        if stage["key"] in seen:
            problems.append({"field": f"stages[{index}].key", "message": "appears twice in the process"})
        seen.add(stage["key"])
    identity, firm_id = request.services.identity, request.caller.firm_id
    owners = {stage["ownerUserId"] for stage in stages if stage.get("ownerUserId")}
    members = {owner for owner in owners if identity.get_membership(firm_id, owner) is not None}
    problems += [
        {"field": f"stages[{index}].ownerUserId", "message": "not a member of your firm"}
        for index, stage in enumerate(stages)
        if stage.get("ownerUserId") and stage["ownerUserId"] not in members
    ]
    return problems


def _owners_default_to_sender(items: Items, values: dict[str, Any], process_id: str) -> list[Write]:
    sender = items.request.caller.user_id
    values["stages"] = [
        {**stage, "ownerUserId": stage.get("ownerUserId") or sender} for stage in values["stages"]
    ]
    return []


PROCESSES = Resource(
    name="processes",
    path=f"{X}/processes",
    id_prefix="proc",
    noun="process",
    fields={
        "name": Text(max_length=120),
        "description": Text(max_length=4000, multiline=True, required=False),
        "recordType": Choice(*RECORD_TYPES, required=False, description="The records it moves, if one type."),
        "stages": ListOf(of=STAGE, least=1, most=30, unique=False),
    },
    example={
        "name": "Deal screening",
        "recordType": "Deal",
        "stages": [
            {"key": "triage", "name": "Triage", "exitCriteria": ["Teaser read", "Fit with a strategy"]},
            {"key": "first_call", "name": "First call"},
        ],
    },
    item_param="id",
    unique=("name",),
    scope="processes",
    write_permission="processes.manage",
    check=_stages_check,
    prepare=_owners_default_to_sender,
    filters=(ListFilter("recordType"),),
    operations=frozenset({"list", "create", "get", "replace"}),
    archive=True,
)
declare(router, PROCESSES)
