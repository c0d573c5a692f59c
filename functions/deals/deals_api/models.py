"""Bodies of the deal screens (spec 2.4), camelCase on the wire, each with an example."""

from __future__ import annotations

from pydantic import ConfigDict

from kernel.models import BodyModel
from kit.fields import Day, StoredItem, Title


class NextUpBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"title": "Send the term sheet", "dueDate": "2025-01-31"}
    ]})  # fmt: skip

    title: Title
    due_date: Day | None = None


class NextUp(StoredItem):
    title: str
