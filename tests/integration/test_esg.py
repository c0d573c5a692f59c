"""ESG (spec 3.4, 4.3) under moto: what the kit's contract suite does not cover. The request workflow
as a table (every state x every action), racing moves, bulk issues (idempotent per company, racing
runs), the scope preview, answers typed by their metric, the analytics counters against a seeded
period, required filters, the reference data, and another firm's ids."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from esg_api.handler import create_app
from esg_api.requests import MOVES
from kernel import json_codec
from kernel.pipeline import App
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, api_event

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"
STATES = ("draft", "issued", "in_progress", "submitted", "in_review", "approved", "waived")
# the actions that bring a new (draft) request to each state
PATH_TO = {
    "draft": [],
    "issued": ["issue"],
    "in_progress": ["issue", "start-progress"],
    "submitted": ["issue", "start-progress", "submit"],
    "in_review": ["issue", "start-progress", "submit", "start-review"],
    "approved": ["issue", "start-progress", "submit", "start-review", "approve"],
    "waived": ["issue", "waive"],
}
NOBODY = "esgr_" + "0" * 26


@pytest.fixture
def esg(stack: Stack, records_app: App) -> App:
    """After records_app: its ticking clock makes ids in the order things are made."""
    return stack.app(create_app())


class Esg:
    """One firm's ESG calls, and its records for the companies."""

    def __init__(self, app: App, firm: Firm) -> None:
        self.app, self.firm = app, firm

    def call(self, method: str, path: str, *, body: Any = None, **kwargs: Any) -> Result:
        """The call, with numbers exact both ways (a body's Decimal is sent digit for digit, an answer's
        numbers read as Decimal), so a test sees what a careful client sees."""
        kwargs.setdefault("token", self.firm.token)
        if body is not None:
            kwargs["raw_body"] = json_codec.dumps(body)
            kwargs["headers"] = {"content-type": "application/json", **kwargs.get("headers", {})}
        response = self.app.lambda_handler(api_event(method, f"{X}{path}", **kwargs), None)
        raw = response.get("body")
        return Result(
            response["statusCode"], response.get("headers", {}), json_codec.loads(raw) if raw else None
        )

    def company(self, name: str = "Acme", company_type: str = "Portfolio") -> str:
        return str(self.firm.create("Company", name=name, companyType=company_type)["id"])

    def period(self, **values: Any) -> str:
        body = {
            "name": "FY2025",
            "startDate": "2025-01-01",
            "endDate": "2025-12-31",
            "frameworkIds": ["gri"],
            **values,
        }
        made = self.call("POST", "/esg-periods", body=body)
        assert made.status == 201, made.body
        return str(made.body["id"])

    def request(self, period_id: str, company_id: str, **values: Any) -> dict[str, Any]:
        body = {"reportingPeriodId": period_id, "companyId": company_id, "dueDate": "2026-03-31", **values}
        made = self.call("POST", "/esg-requests", body=body)
        assert made.status == 201, made.body
        return dict(made.body)

    def move(self, request_id: str, *actions: str) -> Result:
        answer: Result | None = None
        for action in actions:
            answer = self.call("POST", f"/esg-requests/{request_id}/{action}")
            assert answer.status == 200, (action, answer.body)
        assert answer is not None
        return answer

    def counts(self, period_id: str) -> dict[str, Any]:
        answer = self.call("GET", "/esg-analytics/collection", query=f"reportingPeriodId={period_id}")
        assert answer.status == 200, answer.body
        return dict(answer.body)


@pytest.fixture
def on(esg: App, firm: Firm) -> Esg:
    return Esg(esg, firm)


def fields(answer: Result) -> list[str]:
    return [detail["field"] for detail in answer.body["error"]["details"]]


def in_state(on: Esg, state: str, metric_ids: list[str] | None = None) -> tuple[str, dict[str, Any]]:
    period = on.period()
    made = on.request(period, on.company(), **({"metricIds": metric_ids} if metric_ids else {}))
    if PATH_TO[state]:
        on.move(made["id"], *PATH_TO[state])
    return period, made


# ---- the workflow ------------------------------------------------------------------------------------


@pytest.mark.parametrize("action", list(MOVES))
@pytest.mark.parametrize("state", STATES)
def test_every_action_from_every_state_moves_as_the_table_says_or_is_409(
    on: Esg, state: str, action: str
) -> None:
    period, made = in_state(on, state)
    before = on.counts(period)["byStatus"]
    answer = on.call("POST", f"/esg-requests/{made['id']}/{action}")
    target = {
        "draft": {"issue": "issued"},
        "issued": {"start-progress": "in_progress", "waive": "waived"},
        "in_progress": {"submit": "submitted", "waive": "waived"},
        "submitted": {"start-review": "in_review", "waive": "waived"},
        "in_review": {"approve": "approved", "start-progress": "in_progress"},
    }.get(state, {}).get(action)
    after = on.counts(period)["byStatus"]
    if target is None:
        assert answer.status == 409, answer.body
        assert answer.code == "invalid_transition"
        assert f"is {state}" in answer.body["error"]["message"]
        assert answer.body["error"]["state"] == state
        assert after == before
    else:
        assert answer.status == 200, answer.body
        assert answer.body["status"] == target
        assert answer.headers["ETag"]
        assert answer.body["history"][-1] | {"at": None, "by": None} == {
            "action": action,
            "from": state,
            "to": target,
            "at": None,
            "by": None,
        }
        assert after == before | {state: before[state] - 1, target: before[target] + 1}


def test_two_moves_at_once_one_wins_the_other_meets_the_new_state(on: Esg, in_order: Any) -> None:
    period, made = in_state(on, "submitted")
    other = Esg(on.app, on.firm.in_new_container())
    in_order("review", "waive")
    answers = together(
        {
            "review": lambda: on.call("POST", f"/esg-requests/{made['id']}/start-review"),
            "waive": lambda: other.call("POST", f"/esg-requests/{made['id']}/waive"),
        }
    )
    assert answers["review"].status == 200
    assert answers["waive"].status == 409
    assert answers["waive"].code == "invalid_transition"
    assert answers["waive"].body["error"]["state"] == "in_review"
    assert on.counts(period)["byStatus"]["in_review"] == 1
    assert on.counts(period)["byStatus"]["waived"] == 0


def test_a_move_with_a_stale_if_match_is_412_and_moves_nothing(on: Esg) -> None:
    _, made = in_state(on, "draft")
    on.move(made["id"], "issue")
    stale = on.call("POST", f"/esg-requests/{made['id']}/start-progress", headers={"If-Match": '"1"'})
    assert stale.status == 412
    assert stale.code == "version_conflict"
    assert on.call("GET", f"/esg-requests/{made['id']}").body["status"] == "issued"


def test_moves_on_another_firms_request_or_a_hostile_id_are_404(on: Esg, stack: Stack, esg: App) -> None:
    _, made = in_state(on, "draft")
    stranger = Esg(esg, new_firm(stack, on.firm.app))
    assert stranger.call("POST", f"/esg-requests/{made['id']}/issue").status == 404
    assert stranger.call("GET", f"/esg-submissions/{made['id']}/answers").status == 404
    for hostile in (NOBODY, "not-an-id", "a%23b", "..%2F..%2Fx"):
        assert on.call("POST", f"/esg-requests/{hostile}/issue").status == 404
    assert on.call("GET", f"/esg-requests/{made['id']}").body["status"] == "draft"


# ---- making requests ---------------------------------------------------------------------------------


def test_a_request_asks_the_periods_framework_metrics_unless_it_names_them(on: Esg) -> None:
    period = on.period(frameworkIds=["gri"])
    library = on.call("GET", "/esg-metrics/library", query="frameworkId=gri").body
    gri = [m["id"] for p in library["frameworks"][0]["pillars"] for m in p["metrics"]]
    own = on.call(
        "POST",
        "/esg-metrics",
        body={
            "frameworkId": "gri",
            "pillar": "social",
            "name": "Volunteer days",
            "unit": "count",
            "valueType": "number",
        },
    )
    assert own.status == 201, own.body
    made = on.request(period, on.company())
    assert [m["metricId"] for m in made["metrics"]] == [*gri, own.body["id"]]
    assert made["metricCount"] == len(gri) + 1
    assert made["status"] == "draft"
    named = on.request(period, on.company("Beta"), metricIds=["lib_ghg_scope1", own.body["id"]])
    assert [m["metricId"] for m in named["metrics"]] == ["lib_ghg_scope1", own.body["id"]]


def test_a_second_request_for_one_company_and_period_is_409_and_nothing_is_stored(on: Esg) -> None:
    period, company = on.period(), on.company()
    on.request(period, company)
    again = on.call(
        "POST",
        "/esg-requests",
        body={"reportingPeriodId": period, "companyId": company, "dueDate": "2026-04-30"},
    )
    assert again.status == 409
    assert again.code == "already_exists"
    listed = on.call("GET", "/esg-requests", query=f"reportingPeriodId={period}").body["items"]
    assert len(listed) == 1
    assert on.counts(period)["requests"] == 1


def test_bad_request_bodies_are_400_naming_each_field(on: Esg, stack: Stack) -> None:
    period = on.period()
    stranger = new_firm(stack, on.firm.app)
    theirs = str(stranger.create("Company", name="Theirs", companyType="Portfolio")["id"])
    answer = on.call(
        "POST",
        "/esg-requests",
        body={
            "reportingPeriodId": period,
            "companyId": theirs,
            "dueDate": "2026-02-30",
            "metricIds": ["lib_ghg_scope1", "lib_nothing"],
        },
    )
    assert answer.status == 400
    assert "dueDate" in fields(answer)
    answer = on.call(
        "POST",
        "/esg-requests",
        body={
            "reportingPeriodId": period,
            "companyId": theirs,
            "dueDate": "2026-02-28",
            "metricIds": ["lib_ghg_scope1"],
        },
    )
    assert answer.status == 400
    assert fields(answer) == ["companyId"]
    answer = on.call(
        "POST",
        "/esg-requests",
        body={
            "reportingPeriodId": period,
            "companyId": on.company(),
            "dueDate": "2026-02-28",
            "metricIds": ["lib_ghg_scope1", "esgm_" + "0" * 26],
        },
    )
    assert answer.status == 400
    assert fields(answer) == ["metricIds[1]"]
    assert on.call("GET", "/esg-requests", query=f"reportingPeriodId={period}").body["items"] == []
    assert on.counts(period)["requests"] == 0


def test_lists_that_need_a_filter_say_so(on: Esg) -> None:
    for path in (
        "/esg-requests",
        "/esg-submissions",
        "/esg-metrics",
        "/esg-analytics/collection",
        "/esg-analytics/completion",
        "/esg-analytics/review-queue",
        "/emission-factors/search",
    ):
        answer = on.call("GET", path)
        assert answer.status == 400, (path, answer.body)
    assert fields(on.call("GET", "/esg-requests")) == ["reportingPeriodId"]
    assert fields(on.call("GET", "/esg-metrics")) == ["frameworkId"]
    assert fields(on.call("GET", "/emission-factors/search")) == ["q"]
    reports = on.call("GET", "/esg-reports", query="entityType=Company")
    assert reports.status == 400
    assert fields(reports) == ["entityId"]


# ---- periods and metrics -----------------------------------------------------------------------------


def test_a_period_ends_after_it_starts_and_names_known_frameworks(on: Esg) -> None:
    answer = on.call(
        "POST",
        "/esg-periods",
        body={
            "name": "Bad",
            "startDate": "2025-12-31",
            "endDate": "2025-01-01",
            "frameworkIds": ["gri", "nope"],
        },
    )
    assert answer.status == 400
    assert set(fields(answer)) >= {"endDate"}
    answer = on.call(
        "POST",
        "/esg-periods",
        body={
            "name": "Bad",
            "startDate": "2025-01-01",
            "endDate": "2025-12-31",
            "frameworkIds": ["gri", "nope"],
        },
    )
    assert answer.status == 400
    assert fields(answer) == ["frameworkIds[1]"]


def test_a_period_with_requests_is_not_deleted_one_without_is(on: Esg) -> None:
    period = on.period()
    on.request(period, on.company())
    refused = on.call("DELETE", f"/esg-periods/{period}")
    assert refused.status == 409
    assert refused.code == "period_in_use"
    assert on.call("GET", f"/esg-periods/{period}").status == 200
    empty = on.period(name="FY2026")
    assert on.call("DELETE", f"/esg-periods/{empty}").status == 200
    assert on.call("GET", f"/esg-periods/{empty}").status == 404


def test_a_request_made_while_its_period_is_deleted_one_of_them_loses(on: Esg, in_order: Any) -> None:
    period, company = on.period(), on.company()
    other = Esg(on.app, on.firm.in_new_container())
    in_order("delete", "request")
    answers = together(
        {
            "delete": lambda: on.call("DELETE", f"/esg-periods/{period}"),
            "request": lambda: other.call(
                "POST",
                "/esg-requests",
                body={"reportingPeriodId": period, "companyId": company, "dueDate": "2026-03-31"},
            ),
        }
    )
    assert answers["delete"].status == 200
    assert answers["request"].status == 400
    assert fields(answers["request"]) == ["reportingPeriodId"]


def test_a_metric_a_mapping_names_is_not_deleted(on: Esg) -> None:
    own = on.call(
        "POST",
        "/esg-metrics",
        body={
            "frameworkId": "gri",
            "pillar": "environmental",
            "name": "Refrigerants",
            "unit": "tCO2e",
            "valueType": "number",
        },
    ).body
    mapping = on.call(
        "POST", "/metric-mappings", body={"sourceMetricId": own["id"], "targetMetricId": "lib_ghg_scope1"}
    )
    assert mapping.status == 201, mapping.body
    refused = on.call("DELETE", f"/esg-metrics/{own['id']}")
    assert refused.status == 409
    assert refused.code == "metric_in_use"
    assert on.call("DELETE", f"/metric-mappings/{mapping.body['id']}").status == 200
    assert on.call("DELETE", f"/esg-metrics/{own['id']}").status == 200


def test_metric_units_fit_their_value_type_and_mappings_name_real_metrics(on: Esg) -> None:
    answer = on.call(
        "POST",
        "/esg-metrics",
        body={
            "frameworkId": "gri",
            "pillar": "social",
            "name": "Share",
            "unit": "count",
            "valueType": "percent",
        },
    )
    assert answer.status == 400
    assert fields(answer) == ["unit"]
    answer = on.call(
        "POST",
        "/metric-mappings",
        body={"sourceMetricId": "lib_ghg_scope1", "targetMetricId": "lib_ghg_scope1"},
    )
    assert answer.status == 400
    assert fields(answer) == ["targetMetricId"]
    answer = on.call(
        "POST",
        "/metric-mappings",
        body={"sourceMetricId": "esgm_" + "0" * 26, "targetMetricId": "lib_ghg_scope1", "factor": 0},
    )
    assert answer.status == 400
    assert set(fields(answer)) == {"sourceMetricId", "factor"}


# ---- bulk issue --------------------------------------------------------------------------------------


def test_issue_for_period_reaches_the_scope_once_and_says_so_per_company(on: Esg) -> None:
    portfolio = [on.company(f"Portfolio {n}") for n in range(5)]
    on.company("Prospect", company_type="Prospect")
    period = on.period()
    draft = on.request(period, portfolio[0])
    first = on.call(
        "POST", "/esg-requests/issue-for-period", body={"reportingPeriodId": period, "dueDate": "2026-03-31"}
    )
    assert first.status == 200, first.body
    assert (first.body["created"], first.body["issued"], first.body["existing"]) == (4, 1, 0)
    assert first.body["complete"] is True
    outcomes = {c["companyId"]: c for c in first.body["companies"]}
    assert set(outcomes) == set(portfolio)
    assert outcomes[portfolio[0]] == {
        "companyId": portfolio[0],
        "outcome": "issued",
        "requestId": draft["id"],
        "status": "issued",
    }
    second = on.call(
        "POST", "/esg-requests/issue-for-period", body={"reportingPeriodId": period, "dueDate": "2026-03-31"}
    )
    assert (second.body["created"], second.body["issued"], second.body["existing"]) == (0, 0, 5)
    assert {c["requestId"] for c in second.body["companies"]} == {
        c["requestId"] for c in first.body["companies"]
    }
    listed = on.call("GET", "/esg-requests", query=f"reportingPeriodId={period}&limit=50").body["items"]
    assert sorted(r["companyId"] for r in listed) == sorted(portfolio)
    assert all(r["status"] == "issued" for r in listed)
    assert on.counts(period)["byStatus"] | {} == {s: (5 if s == "issued" else 0) for s in STATES}


def test_two_bulk_issues_at_once_make_one_request_per_company(on: Esg, in_order: Any) -> None:
    companies = [on.company(f"Co {n}") for n in range(20)]  # two units of UNIT_SIZE
    period = on.period()
    other = Esg(on.app, on.firm.in_new_container())
    in_order("first", "second")
    body = {"reportingPeriodId": period, "dueDate": "2026-03-31"}
    answers = together(
        {
            "first": lambda: on.call("POST", "/esg-requests/issue-for-period", body=body),
            "second": lambda: other.call(
                "POST", "/esg-requests/issue-for-companies", body=body | {"companyIds": companies}
            ),
        }
    )
    assert [answers["first"].status, answers["second"].status] == [200, 200], answers
    made = [c for answer in answers.values() for c in answer.body["companies"] if c["outcome"] == "created"]
    assert sorted(c["companyId"] for c in made) == sorted(companies)
    listed = on.call("GET", "/esg-requests", query=f"reportingPeriodId={period}&limit=50").body["items"]
    assert sorted(r["companyId"] for r in listed) == sorted(companies)
    assert on.counts(period)["requests"] == 20


def test_issue_for_companies_refuses_ids_not_of_the_firm_and_writes_nothing(on: Esg, stack: Stack) -> None:
    period, mine = on.period(), on.company()
    theirs = str(new_firm(stack, on.firm.app).create("Company", name="Theirs", companyType="Portfolio")["id"])
    answer = on.call(
        "POST",
        "/esg-requests/issue-for-companies",
        body={"reportingPeriodId": period, "dueDate": "2026-03-31", "companyIds": [mine, theirs]},
    )
    assert answer.status == 400
    assert fields(answer) == ["companyIds[1]"]
    assert on.counts(period)["requests"] == 0
    theirs_period = Esg(on.app, new_firm(stack, on.firm.app)).period()
    answer = on.call(
        "POST",
        "/esg-requests/issue-for-companies",
        body={"reportingPeriodId": theirs_period, "dueDate": "2026-03-31", "companyIds": [mine]},
    )
    assert answer.status == 400
    assert fields(answer) == ["reportingPeriodId"]


def test_scope_preview_says_who_would_get_what_and_writes_nothing(on: Esg) -> None:
    companies = [on.company(f"Co {n}") for n in range(3)]
    period = on.period()
    on.request(period, companies[0])
    issued = on.request(period, companies[1])
    on.move(issued["id"], "issue")
    preview = on.call("POST", "/esg-requests/scope-preview", body={"reportingPeriodId": period})
    assert preview.status == 200, preview.body
    assert (
        preview.body["inScope"],
        preview.body["wouldCreate"],
        preview.body["wouldIssue"],
        preview.body["existing"],
    ) == (3, 1, 1, 1)
    by_company = {c["companyId"]: c["outcome"] for c in preview.body["companies"]}
    assert by_company == {companies[0]: "would_issue", companies[1]: "existing", companies[2]: "would_create"}
    assert on.counts(period)["requests"] == 2
    picked = on.call(
        "POST",
        "/esg-requests/scope-preview",
        body={"reportingPeriodId": period, "companyIds": [companies[2]]},
    )
    assert picked.body["wouldCreate"] == 1
    assert picked.body["inScope"] == 1


def test_a_bulk_issue_replayed_with_its_key_answers_the_same(on: Esg) -> None:
    for n in range(3):
        on.company(f"Co {n}")
    period = on.period()
    body = {"reportingPeriodId": period, "dueDate": "2026-03-31"}
    first = on.call(
        "POST", "/esg-requests/issue-for-period", body=body, headers={"Idempotency-Key": "bulk-1"}
    )
    again = on.call(
        "POST", "/esg-requests/issue-for-period", body=body, headers={"Idempotency-Key": "bulk-1"}
    )
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert again.body == first.body
    assert first.body["created"] == 3


# ---- answers -----------------------------------------------------------------------------------------


METRICS = ["lib_ghg_scope1", "lib_renewable_energy_share", "lib_anti_corruption_policy", "lib_employees"]


def answers(on: Esg, request_id: str, *given: dict[str, Any], **kwargs: Any) -> Result:
    return on.call("PUT", f"/esg-submissions/{request_id}/answers", body={"answers": list(given)}, **kwargs)


def test_answers_are_typed_by_their_metric_exact_and_all_or_nothing(on: Esg) -> None:
    period, made = in_state(on, "in_progress", METRICS)
    written = answers(
        on,
        made["id"],
        {"metricId": "lib_ghg_scope1", "value": Decimal("1250.50")},
        {"metricId": "lib_anti_corruption_policy", "value": True, "comment": "Board-approved"},
    )
    assert written.status == 200, written.body
    shown = {a["metricId"]: a for a in written.body["answers"]}
    assert str(shown["lib_ghg_scope1"]["value"]) == "1250.50"  # digit for digit
    assert shown["lib_employees"]["value"] is None
    assert written.body["answeredCount"] == 2
    refused = answers(
        on,
        made["id"],
        {"metricId": "lib_renewable_energy_share", "value": Decimal("100.5")},
        {"metricId": "lib_employees", "value": True},
        {"metricId": "lib_ghg_total", "value": 1},
        {"metricId": "lib_ghg_scope1", "value": "12"},
    )
    assert refused.status == 400
    assert fields(refused) == [
        "answers[0].value",
        "answers[1].value",
        "answers[2].metricId",
        "answers[3].value",
    ]
    read = on.call("GET", f"/esg-submissions/{made['id']}/answers")
    assert read.body == written.body
    assert read.headers["ETag"] == written.headers["ETag"]
    cleared = answers(on, made["id"], {"metricId": "lib_ghg_scope1", "value": None})
    assert cleared.body["answeredCount"] == 1
    completion = on.call("GET", "/esg-analytics/completion", query=f"reportingPeriodId={period}").body
    assert (completion["metricsRequested"], completion["metricsAnswered"]) == (4, 1)
    assert completion["answeredPercent"] == Decimal("25.00")


@pytest.mark.parametrize("state", ["draft", "issued", "submitted", "in_review", "approved", "waived"])
def test_answers_outside_in_progress_are_409_answers_locked(on: Esg, state: str) -> None:
    _, made = in_state(on, state, METRICS)
    refused = answers(on, made["id"], {"metricId": "lib_employees", "value": 12})
    assert refused.status == 409
    assert refused.code == "answers_locked"
    assert on.call("GET", f"/esg-submissions/{made['id']}").body["answeredCount"] == 0


def test_answers_with_a_stale_if_match_are_412(on: Esg) -> None:
    _, made = in_state(on, "in_progress", METRICS)
    stale = answers(on, made["id"], {"metricId": "lib_employees", "value": 12}, headers={"If-Match": '"1"'})
    assert stale.status == 412
    assert on.call("GET", f"/esg-submissions/{made['id']}").body["answeredCount"] == 0


def test_a_reviewer_sends_back_and_the_company_answers_again(on: Esg) -> None:
    _, made = in_state(on, "in_progress", METRICS)
    answers(on, made["id"], {"metricId": "lib_employees", "value": 12})
    on.move(made["id"], "submit", "start-review", "start-progress")
    again = answers(on, made["id"], {"metricId": "lib_employees", "value": 14})
    assert again.status == 200
    assert again.body["answeredCount"] == 1
    submitted = on.move(made["id"], "submit")
    assert submitted.body["submittedAt"]  # the first hand-in's time is kept


# ---- analytics ---------------------------------------------------------------------------------------


def test_analytics_of_a_seeded_period(on: Esg) -> None:
    period = on.period()
    seeded = {
        "draft": 2,
        "issued": 1,
        "in_progress": 1,
        "submitted": 2,
        "in_review": 1,
        "approved": 1,
        "waived": 1,
    }
    made: dict[str, list[str]] = {}
    for state, count in seeded.items():
        for n in range(count):
            request = on.request(period, on.company(f"{state} {n}"), metricIds=METRICS[:2])
            on.move(request["id"], *PATH_TO[state]) if PATH_TO[state] else None
            made.setdefault(state, []).append(request["id"])
    in_progress = made["in_progress"][0]
    answers(on, in_progress, {"metricId": "lib_ghg_scope1", "value": 5})
    assert on.counts(period) == {"reportingPeriodId": period, "requests": 9, "byStatus": seeded}
    completion = on.call("GET", "/esg-analytics/completion", query=f"reportingPeriodId={period}").body
    assert completion | {"reportingPeriodId": None} == {
        "reportingPeriodId": None,
        "requests": 9,
        "metricsRequested": 18,
        "metricsAnswered": 1,
        "answeredPercent": Decimal("5.56"),
        "handedIn": 4,
        "handedInPercent": Decimal("44.44"),
        "approved": 1,
        "approvedPercent": Decimal("11.11"),
    }
    queue = on.call("GET", "/esg-analytics/review-queue", query=f"reportingPeriodId={period}").body
    assert [item["id"] for item in queue["items"]] == made["submitted"]  # oldest first
    reviewing = on.call(
        "GET", "/esg-analytics/review-queue", query=f"reportingPeriodId={period}&status=in_review"
    )
    assert [item["id"] for item in reviewing.body["items"]] == made["in_review"]
    submissions = on.call("GET", "/esg-submissions", query=f"reportingPeriodId={period}&status=in_progress")
    assert [(s["id"], s["answeredCount"], s["answeredPercent"]) for s in submissions.body["items"]] == [
        (in_progress, 1, Decimal("50.00"))
    ]


def test_analytics_of_another_firms_period_are_404(on: Esg, stack: Stack) -> None:
    theirs = Esg(on.app, new_firm(stack, on.firm.app)).period()
    for path in (
        "/esg-analytics/collection",
        "/esg-analytics/completion",
        "/esg-analytics/review-queue",
        "/esg-submissions",
    ):
        assert on.call("GET", path, query=f"reportingPeriodId={theirs}").status == 404, path


# ---- reference data ----------------------------------------------------------------------------------


def test_the_library_groups_by_framework_then_pillar(on: Esg) -> None:
    library = on.call("GET", "/esg-metrics/library").body["frameworks"]
    assert [f["frameworkId"] for f in library] == ["sfdr", "tcfd", "gri", "sasb", "un_sdg"][: len(library)]
    gri = next(f for f in library if f["frameworkId"] == "gri")
    metrics = {m["id"]: m for p in gri["pillars"] for m in p["metrics"]}
    for wanted in (
        "lib_ghg_scope1",
        "lib_ghg_scope2_location",
        "lib_ghg_scope3",
        "lib_energy_consumption",
        "lib_water_withdrawal",
        "lib_waste_total",
        "lib_board_independence",
    ):
        assert wanted in metrics or any(
            wanted in {m["id"] for p in f["pillars"] for m in p["metrics"]} for f in library
        ), wanted
    assert metrics["lib_ghg_scope1"]["unit"] == "tCO2e"
    assert metrics["lib_ghg_scope1"]["reference"] == "305-1"
    social = on.call("GET", "/esg-metrics/library", query="pillar=social").body["frameworks"]
    assert {p["pillar"] for f in social for p in f["pillars"]} == {"social"}


def test_emission_factors_are_searched_by_word_prefix(on: Esg) -> None:
    found = on.call("GET", "/emission-factors/search", query="q=natural").body["items"]
    assert found
    assert all("natural gas" in f["name"].lower() for f in found)
    assert {f["providerId"] for f in found} == {"desnz_2023", "epa_2024"}
    assert all(isinstance(f["factor"], Decimal) for f in found)
    only = on.call("GET", "/emission-factors/search", query="q=nat&providerId=epa_2024").body["items"]
    assert only
    assert {f["providerId"] for f in only} == {"epa_2024"}
    assert on.call("GET", "/emission-factors/search", query="q=zzz").body == {"items": [], "nextCursor": None}
    paged = on.call("GET", "/emission-factors/search", query="q=nat&limit=1")
    assert len(paged.body["items"]) == 1
    assert paged.body["nextCursor"] == "1"
    assert on.call("GET", "/emission-factors/search", query="q=nat&cursor=9999").code == "invalid_cursor"
    providers = on.call("GET", "/emission-factors/providers").body["items"]
    assert {p["id"] for p in providers} == {"desnz_2023", "epa_2024"}
    assert on.call("GET", "/emission-factors/search", query="q=nat&providerId=nobody").status == 400


def test_benchmarks_name_a_known_provider_and_metric(on: Esg) -> None:
    providers = {p["id"] for p in on.call("GET", "/esg-benchmarks/providers").body["items"]}
    assert "edci" in providers
    answer = on.call(
        "POST",
        "/esg-benchmarks",
        body={"metricId": "lib_ghg_scope1", "providerId": "nobody", "year": 2024, "value": 1},
    )
    assert answer.status == 400
    assert fields(answer) == ["providerId"]
    made = on.call(
        "POST",
        "/esg-benchmarks",
        body={"metricId": "lib_ghg_scope1", "providerId": "edci", "year": 2024, "value": Decimal("112.50")},
    )
    assert made.status == 201
    assert made.body["value"] == Decimal("112.50")
    assert made.body["statistic"] == "median"
    listed = on.call("GET", "/esg-benchmarks", query="metricId=lib_ghg_scope1").body["items"]
    assert [b["id"] for b in listed] == [made.body["id"]]


def test_answers_too_large_for_the_requests_item_are_400_and_nothing_is_stored(on: Esg) -> None:
    own = []
    for n in range(40):  # text metrics of the firm's own: long answers in four-byte characters
        made = on.call(
            "POST",
            "/esg-metrics",
            body={
                "frameworkId": "gri",
                "pillar": "governance",
                "name": f"Narrative {n}",
                "unit": "text",
                "valueType": "text",
            },
        )
        own.append(made.body["id"])
    _, made = in_state(on, "in_progress", own)
    huge = [{"metricId": each, "value": "\U0001f600" * 1500, "comment": "\U0001f600" * 500} for each in own]
    refused = answers(on, made["id"], *huge)
    assert refused.status == 400
    assert fields(refused) == ["answers"]
    assert on.call("GET", f"/esg-submissions/{made['id']}").body["answeredCount"] == 0


def test_a_scope_beyond_one_calls_share_is_issued_over_several_calls(on: Esg, monkeypatch: Any) -> None:
    from esg_api import issuing

    monkeypatch.setattr(issuing, "MOST_PER_CALL", 2)
    companies = [on.company(f"Co {n}") for n in range(5)]
    period = on.period()
    body = {"reportingPeriodId": period, "dueDate": "2026-03-31"}
    preview = on.call("POST", "/esg-requests/scope-preview", body={"reportingPeriodId": period}).body
    assert (preview["wouldCreate"], preview["complete"]) == (5, False)
    made: list[str] = []
    for expected in ((2, False), (2, False), (1, True)):
        answer = on.call("POST", "/esg-requests/issue-for-period", body=body).body
        assert (answer["created"], answer["complete"]) == expected
        made += [c["companyId"] for c in answer["companies"] if c["outcome"] == "created"]
    assert made == companies  # in the scope's order, each once
    again = on.call("POST", "/esg-requests/issue-for-period", body=body).body
    assert (again["created"], again["existing"], again["complete"]) == (0, 5, True)
