"""Bodies and answers of the automation routes (spec 3.3, 4.9), as kit fields. A tree's nodes are
checked against the firm's catalog (`nodeKinds`) in tree.py; here only their shape."""

from __future__ import annotations

from kit.fields import Choice, DateTime, Fields, Json, ListOf, Object, Text

MAX_STEPS = 25

NODE = Object(fields={"kind": Text(max_length=64), "config": Json(most=30, required=False, default={})})
TREE = Object(fields={"trigger": NODE, "steps": ListOf(of=NODE, most=MAX_STEPS, unique=False, required=False,
                                                      default=[])})  # fmt: skip
FIELDS = {
    "name": Text(max_length=200),
    "description": Text(min_length=0, max_length=20_000, multiline=True, required=False),
    "tree": TREE,
}
STATE = {
    "status": Choice("draft", "active", "paused", default="draft",
                     description="draft (never published), active or paused"),
    "published": Json(required=False, description="The published tree, with the connector revisions it is "
                      "pinned to (pins), who published it and when."),
}  # fmt: skip
EXAMPLE = {
    "name": "New deals start as sourced",
    "description": "Every deal created starts in the Sourcing stage.",
    "tree": {"trigger": {"kind": "recordCreated", "config": {"recordType": "Deal"}},
             "steps": [{"kind": "updateField", "config": {"field": "stage", "value": "Sourced"}}]},
}  # fmt: skip

STEP_REASON = (
    "Why a step failed (a stable code), e.g. notification_limit (10 a minute per sender and "
    "recipient), budget_exceeded, connector_not_offered."
)
RUN_REASON = (
    "Why the run failed as a whole: publisher_not_member, publisher_not_permitted, "
    "record_not_found, budget_exceeded (its chain spent its 20 runs or 100 writing steps)."
)
STEP_OUTCOME = Object(fields={
    "kind": Text(max_length=64),
    "outcome": Choice("done", "skipped", "failed",
                      description="done, skipped (a condition did not hold; the run ends) or failed"),
    "reason": Text(max_length=64, required=False, description=STEP_REASON),
    "detail": Json(required=False),
    "startedAt": DateTime(), "endedAt": DateTime(),
})  # fmt: skip
RUN_FIELDS = {
    "id": Text(max_length=40), "automationId": Text(max_length=40), "trigger": Json(),
    "status": Choice("running", "done", "stopped", "failed", "interrupted",
                     description="running, done, stopped (by a condition), failed or interrupted"),
    "reason": Text(max_length=64, required=False, description=RUN_REASON),
    "steps": ListOf(of=STEP_OUTCOME, most=MAX_STEPS, unique=False),
    "startedAt": DateTime(), "endedAt": DateTime(required=False),
}  # fmt: skip
RUN = Fields("Run", RUN_FIELDS)
RUN_LIST = Fields("RunList", {"items": ListOf(of=Object(fields=RUN_FIELDS), most=200, unique=False),
                              "nextCursor": Text(max_length=4096, required=False)})  # fmt: skip
