"""ESG analytics per reporting period (spec 4.3), from counters kept with every request write:

    pk <firm>#ESG#COUNTS   sk <period id>   requests, one count per state, metricsRequested, metricsAnswered

Every write that makes a request, moves it, or changes its answers adds to its period's item in the same
transaction (an ADD: writes at once all count), so `collection` and `completion` read one item however
many requests the period has. The review queue is a page of the period's requests in one state, read
through the requests' period index, oldest first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Any

from esg_api import models
from esg_api.resources import COUNTS, PERIODS
from kernel import errors
from kernel.request import Request
from kernel.routing import Router
from kernel.unit_of_work import Add
from kit.fields import Documented

router = Router()
X = "/api/v1/x"
HANDED_IN = ("submitted", "in_review", "approved")
HUNDREDTH = Decimal("0.01")


def count_new(period_id: str, requests: Iterable[tuple[str, int]]) -> Add:
    """New requests of a period, each (state, metrics asked): one ADD for all of them."""
    made = list(requests)
    amounts: Counter[str] = Counter(state for state, _ in made)
    amounts.update({"requests": len(made), "metricsRequested": sum(count for _, count in made)})
    return Add(COUNTS, period_id, dict(amounts))


def count_move(period_id: str, before: str, after: str) -> Add:
    return Add(COUNTS, period_id, {before: -1, after: 1})


def count_answers(period_id: str, delta: int) -> Add:
    return Add(COUNTS, period_id, {"metricsAnswered": delta})


def period_counts(request: Request[Any, Any], period_id: str) -> dict[str, int]:
    """The period's counters (404 for a period unknown, deleted or of another firm): one batch read."""
    period_key, counts_key = (PERIODS.partition(None), period_id), (COUNTS, period_id)
    found = request.store.get_many([period_key, counts_key], consistent=True)
    if period_key not in found:
        raise errors.not_found("No ESG reporting period with this id in your firm.")
    stored = found.get(counts_key, {})
    names = ("requests", *models.STATES, "metricsRequested", "metricsAnswered")
    return {name: int(stored.get(name, 0)) for name in names}


def share(part: int, whole: int) -> Decimal:
    """part of whole in percent, to the hundredth (half to even); 0 of nothing is 0."""
    if whole == 0:
        return Decimal("0.00")
    return (Decimal(part) * 100 / Decimal(whole)).quantize(HUNDREDTH, rounding=ROUND_HALF_EVEN)


def answer_schema(name: str, properties: Mapping[str, Any]) -> Documented:
    """An answer's JSON Schema for the OpenAPI document (answers are not validated)."""
    return Documented(name, lambda: {"type": "object", "properties": dict(properties)})


PERIOD_ID = {"reportingPeriodId": {"type": "string"}}
BY_STATUS = {"type": "object", "properties": {state: {"type": "integer"} for state in models.STATES}}
COLLECTION = answer_schema(
    "EsgCollection", {**PERIOD_ID, "requests": {"type": "integer"}, "byStatus": BY_STATUS}
)
PERCENT = {"type": "number", "description": "Percent, to the hundredth."}
COMPLETION = answer_schema(
    "EsgCompletion",
    {
        **PERIOD_ID,
        "requests": {"type": "integer"},
        "metricsRequested": {"type": "integer"},
        "metricsAnswered": {"type": "integer"},
        "answeredPercent": PERCENT,
        "handedIn": {"type": "integer"},
        "handedInPercent": PERCENT,
        "approved": {"type": "integer"},
        "approvedPercent": PERCENT,
    },
)


@router.get(
    f"{X}/esg-analytics/collection",
    scope="records:read",
    permission="records.read",
    response=COLLECTION,
    query=models.PERIOD_QUERY,
    body=None,
    summary="How many of the period's requests are in each state (one read, however many).",
)
def get_esg_collection(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    counts = period_counts(request, request.query["reportingPeriodId"])
    return {
        "reportingPeriodId": request.query["reportingPeriodId"],
        "requests": counts["requests"],
        "byStatus": {state: counts[state] for state in models.STATES},
    }


@router.get(
    f"{X}/esg-analytics/completion",
    scope="records:read",
    permission="records.read",
    response=COMPLETION,
    query=models.PERIOD_QUERY,
    body=None,
    summary="The share of the period's metrics answered, of its requests handed in and approved.",
)
def get_esg_completion(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    counts = period_counts(request, request.query["reportingPeriodId"])
    total, handed_in = counts["requests"], sum(counts[state] for state in HANDED_IN)
    return {
        "reportingPeriodId": request.query["reportingPeriodId"],
        "requests": total,
        "metricsRequested": counts["metricsRequested"],
        "metricsAnswered": counts["metricsAnswered"],
        "answeredPercent": share(counts["metricsAnswered"], counts["metricsRequested"]),
        "handedIn": handed_in,
        "handedInPercent": share(handed_in, total),
        "approved": counts["approved"],
        "approvedPercent": share(counts["approved"], total),
    }
