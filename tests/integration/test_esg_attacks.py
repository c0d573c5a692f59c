"""ESG (spec 4.3) probed as an attacker and as a careless client; the period's counters are checked after
every refusal."""

from __future__ import annotations

from typing import Any

import pytest

from kernel.pipeline import App
from tests.integration.race_support import in_order, together
from tests.integration.records_support import firm, new_firm, records_app
from tests.integration.test_esg import METRICS, Esg, answers, esg, fields, in_state, on
from tests.support import Result, Stack

__all__ = ["esg", "firm", "in_order", "on", "records_app"]
NOBODY_PERIOD = "esgp_" + "0" * 26
DUE = "2026-03-31"
SAMPLE = {"number": 1, "percent": 1, "boolean": True}  # a value each library value type takes
ONE = {"answers": [{"metricId": "lib_employees", "value": 1}]}
PERIOD = {"name": "T", "startDate": "2025-01-01", "endDate": "2025-12-31", "frameworkIds": ["gri"]}
METRIC = {"frameworkId": "gri", "pillar": "social"}
LISTS = ("/esg-requests", "/esg-submissions", "/esg-analytics/review-queue", "/emission-factors/search")


def own_metrics(on: Esg, count: int, value_type: str = "number") -> list[str]:
    unit, made = {"number": "count", "text": "text"}[value_type], []
    for n in range(count):
        body = METRIC | {"name": f"M{n}", "unit": unit, "valueType": value_type}
        answer = on.call("POST", "/esg-metrics", body=body)
        assert answer.status == 201, answer.body
        made.append(answer.body["id"])
    return made


def put_raw(on: Esg, request_id: str, metric_id: str, literal: str) -> Result:
    """One answer whose value is the JSON text given, as a client would send it."""
    text = '{"answers":[{"metricId":"' + metric_id + '","value":' + literal + "}]}"
    headers = {"content-type": "application/json"}
    return on.call("PUT", f"/esg-submissions/{request_id}/answers", raw_body=text, headers=headers)


def race(in_order: Any, **writers: Any) -> dict[str, Result]:
    """The writers at once (each through its own container); the first named commits first."""
    in_order(*list(writers)[:2])
    return together(writers)


def standing(on: Esg, period: str) -> tuple[Any, Any, list[Any]]:
    """What the period's analytics and request list say: compared before and after a refusal."""
    query = f"reportingPeriodId={period}"
    completion = on.call("GET", "/esg-analytics/completion", query=query).body
    listed = on.call("GET", "/esg-requests", query=f"{query}&limit=200").body["items"]
    return on.counts(period), completion, [(r["id"], r["status"], r["version"]) for r in listed]


def assert_counters_match_the_requests(on: Esg, period: str) -> None:
    listed = on.call("GET", "/esg-requests", query=f"reportingPeriodId={period}&limit=200").body["items"]
    counts = on.counts(period)
    assert counts["requests"] == len(listed)
    assert counts["byStatus"] == {s: sum(r["status"] == s for r in listed) for s in counts["byStatus"]}
    assert len({r["companyId"] for r in listed}) == len(listed)  # one request per company
    completion = on.call("GET", "/esg-analytics/completion", query=f"reportingPeriodId={period}").body
    assert completion["metricsRequested"] == sum(r["metricCount"] for r in listed)
    assert completion["metricsAnswered"] == sum(r["answeredCount"] for r in listed)


def test_answers_too_large_for_an_item_are_400_and_nothing_is_stored(on: Esg) -> None:
    library = on.call("GET", "/esg-metrics/library", query="frameworkId=gri").body["frameworks"][0]
    in_library = sum(len(pillar["metrics"]) for pillar in library["pillars"])
    texts, period = own_metrics(on, 100 - in_library, "text"), on.period()
    made = on.request(period, on.company())  # the period's metrics: the library's gri, then `texts`
    assert made["metricCount"] == 100
    on.move(made["id"], "issue", "start-progress")
    before = standing(on, period)
    wide, comment = "\U0001f600" * 1500, "\U0001f600" * 500  # four bytes each in UTF-8
    batch = [
        {"metricId": m["metricId"], "value": SAMPLE[m["valueType"]]} for m in made["metrics"][:in_library]
    ]
    batch = [each | {"comment": comment} for each in batch + [{"metricId": t, "value": wide} for t in texts]]
    refused = answers(on, made["id"], *batch)
    assert refused.status == 400, refused.body
    assert refused.code == "invalid_request"
    assert fields(refused) == ["answers"]
    assert standing(on, period) == before


def test_answer_values_are_typed_strictly_and_a_refused_batch_changes_nothing(on: Esg) -> None:
    text = own_metrics(on, 1, "text")[0]
    period, made = in_state(on, "in_progress", [*METRICS, text])
    path = f"/esg-submissions/{made['id']}/answers"
    before, etag = standing(on, period), on.call("GET", path).headers["ETag"]
    for metric_id, literal in [
        *[("lib_employees", x) for x in ("true", '"12"', "1000000000000000", "1.0000001", "1e-999999999")],
        ("lib_anti_corruption_policy", "1"),  # a number is no boolean
        *[("lib_renewable_energy_share", x) for x in ("100.000001", "-0.5")],
        *[(text, x) for x in ('"a\\u0000b"', '"\\u202eevil"', '"   "', '"' + "x" * 1501 + '"', "5")],
    ]:
        refused = put_raw(on, made["id"], metric_id, literal)
        assert refused.status == 400, (metric_id, literal[:20], refused.body)
        assert fields(refused) == ["answers[0].value"]
    assert put_raw(on, made["id"], "lib_employees", "NaN").code == "invalid_json"
    assert put_raw(on, made["id"], text, '"\\ud800"').code == "invalid_json"  # a lone surrogate
    once = {"metricId": "lib_employees", "value": 1}
    assert fields(answers(on, made["id"], once, once | {"value": 2})) == ["answers[1].metricId"]
    assert fields(answers(on, made["id"], once | {"comment": "x" * 501})) == ["answers[0].comment"]
    assert fields(answers(on, made["id"], once | {"answeredBy": "usr_x"})) == ["answers[0].answeredBy"]
    for body in ({"answers": []}, {"answers": {"lib_employees": 1}}):
        assert fields(on.call("PUT", path, body=body)) == ["answers"]
    assert on.call("GET", path).headers["ETag"] == etag
    assert standing(on, period) == before
    exact = put_raw(on, made["id"], "lib_ghg_scope1", "0.1")  # read exactly, never through a float
    assert str(exact.body["answers"][0]["value"]) == "0.1"


def test_a_number_beyond_the_decimal_range_is_400_not_500(on: Esg) -> None:
    period, made = in_state(on, "in_progress", METRICS)
    before = standing(on, period)
    for metric_id in ("lib_employees", "lib_renewable_energy_share"):
        refused = put_raw(on, made["id"], metric_id, "1e999999999")
        assert refused.status == 400, refused.body
        assert fields(refused) == ["answers[0].value"]
    assert standing(on, period) == before


@pytest.mark.parametrize(
    ("route", "companies"), [("", 1), ("/issue-for-companies", 16), ("/issue-for-period", 16)]
)
def test_requests_naming_the_firms_metrics_are_made_not_a_500(on: Esg, route: str, companies: int) -> None:
    mine = own_metrics(on, 3 if route else 100)  # bulk: a unit of 16 requests; single: 100 metrics
    picked, period = [on.company(f"Co {n}") for n in range(companies)], on.period()
    body = {"reportingPeriodId": period, "dueDate": DUE, "metricIds": mine}
    body |= {"companyId": picked[0]} if not route else {"companyIds": picked} if "companies" in route else {}
    made = on.call("POST", f"/esg-requests{route}", body=body)
    assert made.status == (200 if route else 201), made.body
    assert on.counts(period)["requests"] == companies
    assert_counters_match_the_requests(on, period)


def test_id_lists_with_repeats_or_too_many_entries_are_400_and_nothing_is_made(on: Esg) -> None:
    period, company = on.period(), on.company()
    before, many = standing(on, period), [f"rec_{n:026d}" for n in range(201)]
    base = {"reportingPeriodId": period, "dueDate": DUE}
    for route, body, field in [
        ("", {"companyId": company, "metricIds": ["lib_employees", "lib_employees"]}, "metricIds[1]"),
        ("", {"companyId": company, "metricIds": [f"lib_m{n}" for n in range(101)]}, "metricIds"),
        ("/issue-for-period", {"metricIds": METRICS * 26}, "metricIds"),
        ("/issue-for-companies", {"companyIds": [company, company]}, "companyIds[1]"),
        ("/issue-for-companies", {"companyIds": many}, "companyIds"),
    ]:
        refused = on.call("POST", f"/esg-requests{route}", body=base | body)
        assert refused.status == 400, (route, refused.body)
        assert fields(refused) == [field]
    preview = {"reportingPeriodId": period, "companyIds": many}
    assert fields(on.call("POST", "/esg-requests/scope-preview", body=preview)) == ["companyIds"]
    assert standing(on, period) == before


def test_limits_outside_1_to_200_are_400(on: Esg) -> None:
    period = f"reportingPeriodId={on.period()}&"
    for path in LISTS:
        query = "q=gas&" if path.startswith("/emission") else period
        for limit in ("0", "201", "-1", "abc", "1e2"):
            refused = on.call("GET", path, query=f"{query}limit={limit}")
            assert refused.status == 400, (path, limit, refused.body)
            assert fields(refused) == ["limit"]
        assert on.call("GET", path, query=f"{query}limit=200").status == 200


def test_a_forged_emission_factor_cursor_is_400_invalid_cursor(on: Esg) -> None:
    total = len(on.call("GET", "/emission-factors/search", query="q=gas&limit=200").body["items"])
    for forged in ("0", "-1", "1.5", "abc", "%31", "eyJ4IjoxfQ", str(total), "9" * 7, "0" * 4095 + "1"):
        answer = on.call("GET", "/emission-factors/search", query=f"q=gas&cursor={forged}")
        assert answer.status == 400, (forged[:20], answer.body)
        assert answer.code == "invalid_cursor"


def test_a_cursor_of_unicode_digits_is_400_invalid_cursor(on: Esg) -> None:
    answer = on.call("GET", "/emission-factors/search", query="q=gas&cursor=\u00b2")
    assert answer.status == 400, answer.body
    assert answer.code == "invalid_cursor"


def test_another_firms_ids_are_404_or_400_and_none_of_theirs_shows(on: Esg, stack: Stack, esg: App) -> None:
    stranger = Esg(esg, new_firm(stack, on.firm.app))
    period, made = in_state(on, "in_progress", METRICS)
    mine, rid, cid = own_metrics(on, 1)[0], made["id"], made["companyId"]
    before = standing(on, period)
    theirs, their_company = stranger.period(name="Theirs"), stranger.company("Theirs")
    ask, of_period = {"reportingPeriodId": theirs, "dueDate": DUE}, f"reportingPeriodId={period}"
    bench = {"metricId": mine, "providerId": "edci", "year": 2024, "value": 1}
    for method, path, body, query, status in [
        *[("GET", p, None, "", 404) for p in (f"/esg-periods/{period}", f"/esg-requests/{rid}")],
        *[("GET", p, None, "", 404) for p in (f"/esg-submissions/{rid}/answers", f"/esg-metrics/{mine}")],
        *[("DELETE", p, None, "", 404) for p in (f"/esg-periods/{period}", f"/esg-metrics/{mine}")],
        ("PUT", f"/esg-submissions/{rid}/answers", ONE, "", 404),
        *[("GET", f"/esg-{p}", None, of_period, 404) for p in ("requests", "submissions")],
        ("GET", "/esg-requests", None, f"reportingPeriodId={theirs}&companyId={cid}", 404),
        ("GET", "/esg-reports", None, f"entityType=Company&entityId={cid}", 404),
        ("POST", "/esg-requests", ask | {"reportingPeriodId": period, "companyId": their_company}, "", 400),
        ("POST", "/esg-requests", ask | {"companyId": cid}, "", 400),
        ("POST", "/esg-requests", ask | {"companyId": their_company, "metricIds": [mine]}, "", 400),
        ("POST", "/esg-requests/issue-for-period", ask | {"reportingPeriodId": period}, "", 400),
        ("POST", "/esg-requests/scope-preview", {"reportingPeriodId": period}, "", 400),
        ("POST", "/esg-reports", {"title": "x", "entityType": "Company", "entityId": cid}, "", 400),
        ("POST", "/esg-benchmarks", bench, "", 400),
        ("POST", "/metric-mappings", {"sourceMetricId": mine, "targetMetricId": "lib_ghg_scope1"}, "", 400),
    ]:
        answer = stranger.call(method, path, body=body, query=query)
        assert answer.status == status, (method, path, answer.body)
        assert rid not in str(answer.body)
    assert standing(on, period) == before
    listed = stranger.call("GET", "/esg-metrics", query="frameworkId=gri").body["items"]
    assert [item for item in listed if item["source"] == "firm"] == []  # the library's, none of another firm
    assert [p["id"] for p in stranger.call("GET", "/esg-periods").body["items"]] == [theirs]


def test_hostile_ids_in_paths_and_queries_are_4xx_never_500(on: Esg) -> None:
    period, _ = in_state(on, "in_progress", METRICS)
    before = standing(on, period)
    for hostile in ("%23", "..%2F..%2Fx", "a" * 5000, "\u00e9\U0001f600" * 20, "%00", "ESGP_" + "A" * 26):
        of_period = f"reportingPeriodId={hostile}"
        for method, path in [
            *[("GET", f"/{kind}/{hostile}") for kind in ("esg-periods", "esg-submissions", "esg-metrics")],
            ("GET", f"/esg-reports/{hostile}"),
            ("DELETE", f"/esg-periods/{hostile}"),
            ("PUT", f"/esg-submissions/{hostile}/answers"),
        ]:
            assert on.call(method, path, body=ONE if method == "PUT" else None).status == 404, path[:60]
        for path, query in [
            *[(f"/esg-{p}", of_period) for p in ("requests", "submissions", "analytics/collection")],
            ("/esg-analytics/review-queue", of_period),
            ("/esg-requests", f"reportingPeriodId={period}&companyId={hostile}"),
            ("/esg-reports", f"entityType=Company&entityId={hostile}"),
            ("/esg-benchmarks", f"metricId={hostile}"),
            ("/metric-mappings", f"sourceMetricId={hostile}"),
        ]:
            assert on.call("GET", path, query=query).status == 400, (path, query[:60])
    for q in ("%23", "..%2F", "\U0001f600", ".*"):
        assert on.call("GET", "/emission-factors/search", query=f"q={q}").body["items"] == []
    assert fields(on.call("GET", "/emission-factors/search", query="q=" + "a" * 101)) == ["q"]
    assert standing(on, period) == before


def test_tenant_id_or_a_field_the_server_keeps_in_a_body_is_400_and_nothing_is_stored(on: Esg) -> None:
    period, made = in_state(on, "in_progress", METRICS)
    company, before = on.company("Other"), standing(on, period)
    create = {"reportingPeriodId": period, "companyId": company, "dueDate": DUE}
    answers_path = f"/esg-submissions/{made['id']}/answers"
    for method, path, body in [
        ("POST", "/esg-requests", create),
        ("POST", "/esg-requests/issue-for-companies", create | {"companyIds": [company]}),
        ("PUT", answers_path, ONE),
        ("POST", "/esg-periods", PERIOD),
    ]:
        refused = on.call(method, path, body=body | {"tenantId": "frm_other"})
        assert refused.status == 400, (path, refused.body)
        assert refused.code == "tenant_in_request"
    kept = {"status": "approved", "metrics": [], "metricCount": 0, "answeredCount": 9, "answers": {}}
    kept |= {"history": [], "id": "esgr_" + "1" * 26, "version": 9, "createdBy": "usr_x"}
    for key, value in kept.items():
        assert fields(on.call("POST", "/esg-requests", body=create | {key: value})) == [key]
    assert fields(on.call("PUT", answers_path, body=ONE | {"answeredCount": 4})) == ["answeredCount"]
    assert "answers" not in on.call("GET", f"/esg-requests/{made['id']}").body  # answers stay hidden
    assert standing(on, period) == before
    assert [p["id"] for p in on.call("GET", "/esg-periods").body["items"]] == [period]


def test_an_esg_report_names_only_a_period_of_the_firm(on: Esg, stack: Stack, esg: App) -> None:
    theirs, company = Esg(esg, new_firm(stack, on.firm.app)).period(), on.company()
    for period in (theirs, NOBODY_PERIOD, "../x#y"):
        body = {"title": "FY", "entityType": "Company", "entityId": company, "reportingPeriodId": period}
        refused = on.call("POST", "/esg-reports", body=body)
        assert refused.status == 400, (period, refused.body)
        assert fields(refused) == ["reportingPeriodId"]
    assert on.call("GET", "/esg-reports", query=f"entityType=Company&entityId={company}").body["items"] == []


@pytest.mark.parametrize("first", ["single", "bulk"])
def test_bulk_racing_single_create_leaves_one_request_per_company(on: Esg, in_order: Any, first: str) -> None:
    companies, period = [on.company(f"Co {n}") for n in range(3)], on.period()
    other, body = Esg(on.app, on.firm.in_new_container()), {"reportingPeriodId": period, "dueDate": DUE}
    bulk = body | {"companyIds": companies}
    writers = {
        "single": lambda: on.call("POST", "/esg-requests", body=body | {"companyId": companies[1]}),
        "bulk": lambda: other.call("POST", "/esg-requests/issue-for-companies", body=bulk),
    }
    second = "bulk" if first == "single" else "single"
    raced = race(in_order, **{first: writers[first], second: writers[second]})
    assert raced["bulk"].status == 200, raced["bulk"].body
    if first == "single":  # the bulk issue meets the new draft and issues it
        assert raced["single"].status == 201
        assert [c["outcome"] for c in raced["bulk"].body["companies"]] == ["created", "issued", "created"]
    else:
        assert raced["single"].code == "already_exists"
    assert on.counts(period)["requests"] == 3
    assert_counters_match_the_requests(on, period)


@pytest.mark.parametrize("rival", ["answers", "submit"])
def test_racing_answer_batches_both_land_racing_a_submit_is_locked(
    on: Esg, in_order: Any, rival: str
) -> None:
    period, made = in_state(on, "in_progress", METRICS)
    other = Esg(on.app, on.firm.in_new_container())
    rivals = {
        "answers": lambda: answers(other, made["id"], {"metricId": "lib_ghg_scope1", "value": 2}),
        "submit": lambda: other.call("POST", f"/esg-requests/{made['id']}/submit"),
    }
    raced = race(in_order, **{rival: rivals[rival], "mine": lambda: answers(on, made["id"], *ONE["answers"])})
    assert raced[rival].status == 200
    if rival == "answers":  # the later batch runs again on a fresh read: both answers stay
        assert raced["mine"].status == 200
        assert raced["mine"].body["answeredCount"] == 2
    else:
        assert raced["mine"].code == "answers_locked"
    assert_counters_match_the_requests(on, period)


def test_a_bulk_issue_racing_its_periods_delete_writes_nothing(on: Esg, in_order: Any) -> None:
    companies, period = [on.company(f"Co {n}") for n in range(3)], on.period()
    other, body = Esg(on.app, on.firm.in_new_container()), {"reportingPeriodId": period, "dueDate": DUE}
    raced = race(
        in_order,
        delete=lambda: on.call("DELETE", f"/esg-periods/{period}"),
        bulk=lambda: other.call("POST", "/esg-requests/issue-for-period", body=body),
    )
    assert raced["delete"].status == 200
    assert fields(raced["bulk"]) == ["reportingPeriodId"]
    assert on.call("GET", "/esg-analytics/collection", query=f"reportingPeriodId={period}").status == 404
    again = on.call("POST", "/esg-requests/issue-for-companies", body=body | {"companyIds": companies})
    assert fields(again) == ["reportingPeriodId"]


def test_a_report_on_a_record_being_deleted_is_refused_and_companies_are_kept(on: Esg, in_order: Any) -> None:
    period, made = in_state(on, "issued")
    assert on.firm.call("DELETE", f"/records/Company/{made['companyId']}").status == 405
    lead = on.firm.create("Lead", name="Lead")["id"]
    as_company = {"reportingPeriodId": period, "companyId": lead, "dueDate": DUE}
    assert fields(on.call("POST", "/esg-requests", body=as_company)) == ["companyId"]  # a Lead is no Company
    other = Esg(on.app, on.firm.in_new_container())
    report = {"title": "FY", "entityType": "Lead", "entityId": lead}
    raced = race(
        in_order,
        delete=lambda: on.firm.call("DELETE", f"/records/Lead/{lead}"),
        report=lambda: other.call("POST", "/esg-reports", body=report),
    )
    assert raced["delete"].status == 200
    assert fields(raced["report"]) == ["entityId"]
    assert_counters_match_the_requests(on, period)


def test_a_waived_requests_answers_stay_readable_and_frozen_and_its_period_stays(on: Esg) -> None:
    period, made = in_state(on, "in_progress", METRICS)
    answers(on, made["id"], {"metricId": "lib_employees", "value": 12, "comment": "FTE"})
    on.move(made["id"], "waive")
    sheet, before = on.call("GET", f"/esg-submissions/{made['id']}/answers"), standing(on, period)
    for value in (13, None):
        assert answers(on, made["id"], {"metricId": "lib_employees", "value": value}).code == "answers_locked"
    for action in ("start-progress", "submit", "waive"):
        assert on.call("POST", f"/esg-requests/{made['id']}/{action}").code == "invalid_transition"
    assert on.call("DELETE", f"/esg-periods/{period}").code == "period_in_use"
    assert on.call("GET", f"/esg-submissions/{made['id']}/answers").body == sheet.body
    assert standing(on, period) == before
    assert_counters_match_the_requests(on, period)
