"""ESG: the AWS calls of issue-for-period for a period of 200 companies beside one of 20 (writes in
units, not a call per company per item), and of one analytics read beside the same read when the period
has ten times the requests (a counter item, not a read of the period), counted under moto."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any

from tests.bench.stacks import family_app
from tests.support import Stack, api_event

X = "/api/v1/x"
SMALL, BIG = 20, 200
Counting = Callable[..., AbstractContextManager[Any]]


def aws_calls(stack: Stack, counted: Counting) -> Iterator[tuple[str, Any]]:
    """(label, calls) of each measured request, warm: the same container has answered before."""
    esg, records = family_app(stack, "esg"), family_app(stack, "records")
    periods = {}
    for size in (SMALL, BIG):
        member = stack.member(stack.firm(f"Bench ESG {size}"), "admin")
        token = stack.api_token(member, ["records:write"])
        for n in range(size):
            body = {"name": f"Portfolio {n}", "companyType": "Portfolio"}
            _answer(records, api_event("POST", f"{X}/records/Company", token=token, body=body))
        period = {
            "name": "FY2025",
            "startDate": "2025-01-01",
            "endDate": "2025-12-31",
            "frameworkIds": ["gri"],
        }
        periods[size] = (
            token,
            _answer(esg, api_event("POST", f"{X}/esg-periods", token=token, body=period))["id"],
        )
    _answer(esg, api_event("GET", f"{X}/esg-metrics/library", token=periods[SMALL][0]))  # warm
    for size, (token, period_id) in periods.items():
        body = {"reportingPeriodId": period_id, "dueDate": "2026-03-31"}
        event = api_event("POST", f"{X}/esg-requests/issue-for-period", token=token, body=body)
        with counted() as calls:
            issued = _answer(esg, event)
        assert issued["created"] == size, issued
        yield f"POST /esg-requests/issue-for-period ({size} companies)", calls
    for size, (token, period_id) in periods.items():
        event = api_event(
            "GET", f"{X}/esg-analytics/collection", token=token, query=f"reportingPeriodId={period_id}"
        )
        with counted() as calls:
            assert _answer(esg, event)["requests"] == size
        yield f"GET /esg-analytics/collection ({size} requests)", calls
        event = api_event(
            "GET", f"{X}/esg-analytics/completion", token=token, query=f"reportingPeriodId={period_id}"
        )
        with counted() as calls:
            _answer(esg, event)
        yield f"GET /esg-analytics/completion ({size} requests)", calls


def _answer(app: Any, event: dict[str, Any]) -> dict[str, Any]:
    response = app.lambda_handler(event, None)
    assert response["statusCode"] in (200, 201), response
    answer: dict[str, Any] = json.loads(response["body"])
    return answer
