"""ESG over real HTTP on the local stack (spec 4.3): a period, a scope preview, a bulk issue to the
period's portfolio companies, the company's answers (exact), submit, review, approve, and the period's
analytics and review queue along the way, as a client of `make run` would walk it."""

from __future__ import annotations

from decimal import Decimal

import httpx
import pytest

from tests.e2e.test_local_stack import LocalStack
from tests.e2e.test_sidebar_e2e import Member, answer, refused

pytestmark = pytest.mark.e2e


def test_a_period_from_issue_to_an_approved_request(local_stack: LocalStack, client: httpx.Client) -> None:
    me = Member(client, local_stack.api_token)
    companies = [me.record("Company", name=f"ESG Co {n}", companyType="Portfolio") for n in range(3)]
    period = me.post(
        "/esg-periods",
        {
            "name": f"FY2025 {companies[0]}",
            "startDate": "2025-01-01",
            "endDate": "2025-12-31",
            "frameworkIds": ["gri"],
        },
    )
    preview = me.post(
        "/esg-requests/scope-preview",
        {"reportingPeriodId": period["id"], "companyIds": companies},
        status=200,
    )
    assert preview["wouldCreate"] == 3
    issued = me.post(
        "/esg-requests/issue-for-companies",
        {
            "reportingPeriodId": period["id"],
            "dueDate": "2026-03-31",
            "companyIds": companies,
            "metricIds": ["lib_ghg_scope1", "lib_board_independence"],
        },
        status=200,
    )
    assert issued["created"] == 3
    request_id = issued["companies"][0]["requestId"]

    me.post(f"/esg-requests/{request_id}/start-progress", status=200)
    sent = me.call(
        "PUT",
        f"/esg-submissions/{request_id}/answers",
        content='{"answers": [{"metricId": "lib_ghg_scope1", "value": 1250.50},'
        ' {"metricId": "lib_board_independence", "value": 40}]}',
        headers={"Content-Type": "application/json"},
    )
    assert "1250.50" in sent.text  # the digits as sent, never through a float
    assert answer(sent)["answeredCount"] == 2
    me.post(f"/esg-requests/{request_id}/submit", status=200)
    refused(
        me.call(
            "PUT",
            f"/esg-submissions/{request_id}/answers",
            json={"answers": [{"metricId": "lib_ghg_scope1", "value": 1}]},
        ),
        409,
        "answers_locked",
    )
    queue = me.get("/esg-analytics/review-queue", reportingPeriodId=period["id"])
    assert [item["id"] for item in queue["items"]] == [request_id]
    me.post(f"/esg-requests/{request_id}/start-review", status=200)
    approved = me.post(f"/esg-requests/{request_id}/approve", status=200)
    assert approved["status"] == "approved"
    refused(me.call("POST", f"/esg-requests/{request_id}/waive"), 409, "invalid_transition")

    collection = me.get("/esg-analytics/collection", reportingPeriodId=period["id"])
    assert collection["byStatus"]["approved"] == 1
    assert collection["byStatus"]["issued"] == 2
    completion = me.get("/esg-analytics/completion", reportingPeriodId=period["id"])
    assert (completion["metricsRequested"], completion["metricsAnswered"]) == (6, 2)
    assert completion["answeredPercent"] == Decimal("33.33")
    assert me.get(f"/esg-submissions/{request_id}")["answers"][0]["value"] == Decimal("1250.50")
