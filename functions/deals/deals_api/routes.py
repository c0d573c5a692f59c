"""Deal screens (spec 2.4, 4.5) on /deals/{id}/...: resources under a Deal record, on the kit.
`{id}` is the Deal record's id; an unknown one, a deleted one or another firm's is 404.

Terms keep one rule across the deal's terms: `setActive: true` makes a term the deal's one active
term (the others become inactive in the same transaction). Every child write also moves the Deal
record's version, so two terms set active at once cannot both win: one runs again on a fresh read.
IC decisions keep their history: each POST records one (a deferred deal later approved keeps both);
GET answers the latest (nulls before any), `/ic-decision/history` all of them, newest first.
"""

from __future__ import annotations

from typing import Any

from deals_api import models
from kernel.ids import iso, new_id
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Update, Write
from kernel.wire import Outcome
from kit.fields import Boolean, page_query
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
# Not declared: an item per decision, written and read by the routes below with the kit's parent rules.
IC_DECISION = Resource(
    name="ic-decision", path=f"{DEAL}/ic-decision", parent="Deal", fields=models.IC_DECISION_BODY.fields,
    example=dict(models.IC_DECISION_BODY.example or {}), id_prefix="icd", noun="IC decision",
)  # fmt: skip
NO_DECISION = {"decision": None, "icDate": None, "conditions": None}

declare(router, NEXT_UPS)
declare(router, TERMS)


@router.get(IC_DECISION.path, scope="records:read", permission="records.read",
            response=models.IC_DECISION,
            summary="The latest IC decision: decision, icDate, conditions (null before any).")  # fmt: skip
def get_ic_decision(request: Request) -> dict[str, Any]:
    items = Items(IC_DECISION, request)
    items.parent()
    latest = request.store.query(items.partition, newest_first=True, limit=1, consistent=True).items
    return {key: (latest[0] if latest else NO_DECISION).get(key) for key in NO_DECISION}


@router.get(f"{IC_DECISION.path}/history", scope="records:read", permission="records.read",
            response=models.IC_DECISION_HISTORY, query=page_query(),
            summary="Every IC decision of the deal, newest first, with who and when.")  # fmt: skip
def list_ic_decisions(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    items = Items(IC_DECISION, request)
    items.parent()
    page = request.store.query(items.partition, newest_first=True, limit=request.query["limit"],
                               cursor=request.query.get("cursor"), consistent=True)  # fmt: skip
    return {"items": [_recorded(item) for item in page.items], "nextCursor": page.next_cursor}


@router.post(IC_DECISION.path, route_class=RouteClass.RECORD, scope="records:write",
             permission="records.write", response=models.IC_DECISION, body=models.IC_DECISION_BODY,
             last_write_wins=True,
             summary="Record an IC decision: the latest now; earlier ones stay in the history.")  # fmt: skip
def record_ic_decision(request: Request[dict[str, Any]]) -> Outcome:
    items = Items(IC_DECISION, request)
    parent = items.parent()
    decision = {**NO_DECISION, **request.body}
    decision_id = new_id(IC_DECISION.id_prefix, request.services.clock)
    stored = {
        **request.body,
        "id": decision_id,
        "recordedBy": request.caller.user_id,
        "recordedAt": request.now(),
    }
    return Outcome(
        decision, writes=[Create(items.partition, decision_id, stored), *items.touch(parent)], status=200
    )


def _recorded(item: dict[str, Any]) -> dict[str, Any]:
    return {"id": item["id"], **{key: item.get(key) for key in NO_DECISION}, "recordedBy": item["recordedBy"],
            "recordedAt": iso(item["recordedAt"])}  # fmt: skip
