"""Deal screens (spec 2.4, 4.5) on /deals/{id}/...: resources under a Deal record, on the kit.
`{id}` is the Deal record's id; an unknown one, a deleted one or another firm's is 404.

Terms keep one rule across the deal's terms: `setActive: true` makes a term the deal's one active
term (the others become inactive in the same transaction). Every child write also moves the Deal
record's version, so two terms set active at once cannot both win: one runs again on a fresh read.
The IC decision is one item per deal, written whole by POST, read by GET (nulls before any).
"""

from __future__ import annotations

from typing import Any

from deals_api import models
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Update, Write
from kernel.wire import Outcome
from kit.fields import Boolean
from kit.resource import Items, Resource, declare

router = Router()
DEAL = "/api/v1/x/deals/{id}"


def _one_active_term(items: Items, values: dict[str, Any], term_id: str) -> list[Write]:
    """`setActive` is not stored: `active` is (state the kit keeps beside the body). Setting it makes
    every other term inactive."""
    if not values.pop("setActive", False):
        values["active"] = any(t["id"] == term_id and t.get("active") for t in items.siblings())
        return []
    values["active"] = True
    return [
        Update(items.partition, term["id"], term["version"], {"active": False}, addressed=False)
        for term in items.siblings()
        if term.get("active") and term["id"] != term_id
    ]


NEXT_UPS = Resource(
    name="next-ups", path=f"{DEAL}/next-ups", parent="Deal", fields=models.NEXT_UP,
    example=models.NEXT_UP_EXAMPLE, id_prefix="nxt", noun="next-up", title="NextUp",
    operations=frozenset({"list", "create", "get"}), item_param="nextUpId",
)  # fmt: skip
TERMS = Resource(
    name="terms", path=f"{DEAL}/terms", parent="Deal", fields=models.TERM, example=models.TERM_EXAMPLE,
    state={"active": Boolean(default=False, description="The deal's one active term.")},
    id_prefix="term", noun="term", operations=frozenset({"list", "create", "get", "replace"}),
    item_param="termId", prepare=_one_active_term,
)  # fmt: skip
# Not declared: one item per deal, read and written by the two routes below with the kit's parent rules.
IC_DECISION = Resource(
    name="ic-decision", path=f"{DEAL}/ic-decision", parent="Deal", fields=models.IC_DECISION_BODY.fields,
    example=dict(models.IC_DECISION_BODY.example or {}), id_prefix="icd", noun="IC decision",
)  # fmt: skip
NO_DECISION = {"decision": None, "icDate": None, "conditions": None}

declare(router, NEXT_UPS)
declare(router, TERMS)


@router.get(IC_DECISION.path, scope="records:read", permission="records.read", response=models.IC_DECISION,
            summary="The deal's IC decision: decision, icDate, conditions (null before one).")  # fmt: skip
def get_ic_decision(request: Request) -> dict[str, Any]:
    items = Items(IC_DECISION, request)
    items.parent()
    found = items.single()
    return {key: (found or NO_DECISION).get(key) for key in NO_DECISION}


@router.post(IC_DECISION.path, route_class=RouteClass.RECORD, scope="records:write",
             permission="records.write", response=models.IC_DECISION, body=models.IC_DECISION_BODY,
             last_write_wins=True,
             summary="Record the IC decision (conditions required for ApprovedWithConditions).")  # fmt: skip
def record_ic_decision(request: Request[dict[str, Any]]) -> Outcome:
    items = Items(IC_DECISION, request)
    parent = items.parent()
    decision = {**NO_DECISION, **request.body}
    stored = {**decision, "recordedBy": request.caller.user_id, "recordedAt": request.now()}
    return Outcome(decision, writes=items.put_single(stored, parent), status=200)
