"""Portfolio operations and projections (spec 4.6) under moto: the rules beyond the kit's
CRUD, which the contract suite covers (tests/integration/test_kit_contract.py).

- `portfolioCompanyId` names a portfolio company when an item is made or moved; an item keeps an
  exited company.
- Cross-field rules of the bodies (end after start, lane names, scores).
- Planner slots under their scenario: CRUD, firm and scenario isolation, a bounded count, and a
  scenario's delete taking its slots, however a slot create interleaves with it.
- Projections: a model copies its template's grid, keeps its template, and the template stays while a
  model names it (raced too); cells are exact, checked against the model, all or nothing, versioned,
  and a full grid fits its one item.

Races run two writers, each in its own App (another Lambda container), and force the interleaving:
both read before either commits, then one commits first (`CommitInOrder`)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest

from kernel import json_codec
from kernel.pipeline import App
from portfolio_api import planner
from portfolio_api.handler import create_app
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, api_event

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"


@pytest.fixture
def portfolio(stack: Stack, records_app: App) -> App:
    """The family's App, on the ticking clock records_app sets: items made one after another get ids
    in that order, so newest first is well defined."""
    return stack.app(create_app())


def on(app: App, firm: Firm, method: str, path: str, body: Any = None, **kwargs: Any) -> Result:
    """A call as a client makes it, numbers exact both ways (a Decimal is sent, and read, digit for digit)."""
    if body is not None:
        kwargs["raw_body"] = json_codec.dumps(body)
        kwargs["headers"] = {"content-type": "application/json", **kwargs.get("headers", {})}
    response = app.lambda_handler(api_event(method, f"{X}{path}", token=firm.token, **kwargs), None)
    raw = response.get("body")
    return Result(response["statusCode"], response.get("headers", {}), json_codec.loads(raw) if raw else None)


def made(app: App, firm: Firm, path: str, body: dict[str, Any]) -> dict[str, Any]:
    answer = on(app, firm, "POST", path, body=body)
    assert answer.status == 201, answer.body
    item: dict[str, Any] = answer.body
    return item


def company(firm: Firm, company_type: str = "Portfolio", name: str = "Acme") -> str:
    return str(firm.create("Company", name=name, companyType=company_type)["id"])


def person(firm: Firm) -> str:
    return str(firm.create("Person", firstName="Cleo", lastName="Finance")["id"])


def fields_of(answer: Result) -> list[str]:
    return [detail["field"] for detail in answer.body["error"]["details"]]


def listed(app: App, firm: Firm, path: str, query: str) -> list[str]:
    answer = on(app, firm, "GET", path, query=query)
    assert answer.status == 200, answer.body
    return [item["id"] for item in answer.body["items"]]


def bodies(company_id: str, person_id: str) -> dict[str, dict[str, Any]]:
    """A valid body of each resource that belongs to a portfolio company."""
    return {
        "/board-events": {"portfolioCompanyId": company_id, "title": "Q3 board", "eventType": "BoardMeeting",
                          "startsAt": "2025-10-14T09:00:00Z", "attendeeIds": [person_id]},
        "/board-cadences": {"portfolioCompanyId": company_id, "name": "Quarterly board",
                            "frequency": "Quarterly", "firstMeetingOn": "2025-01-21"},
        "/portfolio-requests": {"portfolioCompanyId": company_id, "title": "Q3 accounts",
                                "dueDate": "2025-10-31"},
        "/materiality": {"portfolioCompanyId": company_id, "topic": "Scope 2 emissions",
                         "pillar": "Environmental", "impactScore": 4, "likelihoodScore": 3},
        "/management-team": {"portfolioCompanyId": company_id, "personId": person_id, "title": "CFO",
                             "startDate": "2024-02-01"},
    }  # fmt: skip


PORTFOLIO_PATHS = sorted(bodies("", ""))


# ---- portfolioCompanyId ---------------------------------------------------------------------------------


@pytest.mark.parametrize("path", PORTFOLIO_PATHS)
def test_an_item_must_name_a_portfolio_company_and_nothing_is_stored_otherwise(
    portfolio: App, firm: Firm, path: str
) -> None:
    prospect, cleo = company(firm, "Prospect", "Prospect Co"), person(firm)
    refused = on(portfolio, firm, "POST", path, body=bodies(prospect, cleo)[path])
    assert (refused.status, refused.code, fields_of(refused)) == (
        400,
        "invalid_request",
        ["portfolioCompanyId"],
    )
    assert listed(portfolio, firm, path, f"portfolioCompanyId={prospect}") == []
    held = company(firm)
    item = made(portfolio, firm, path, bodies(held, cleo)[path])
    assert listed(portfolio, firm, path, f"portfolioCompanyId={held}") == [item["id"]]


@pytest.mark.parametrize("path", PORTFOLIO_PATHS)
def test_an_item_keeps_a_company_that_left_the_portfolio_but_cannot_move_to_a_non_portfolio_one(
    portfolio: App, firm: Firm, path: str
) -> None:
    exited, cleo = company(firm), person(firm)
    item = made(portfolio, firm, path, bodies(exited, cleo)[path])
    assert firm.call("PATCH", f"/records/Company/{exited}", body={"companyType": "Other"}).status == 200
    kept = on(portfolio, firm, "PUT", f"{path}/{item['id']}", body=bodies(exited, cleo)[path])
    assert kept.status == 200, kept.body
    assert listed(portfolio, firm, path, f"portfolioCompanyId={exited}") == [item["id"]]
    prospect = company(firm, "Prospect", "Prospect Co")
    moved = on(portfolio, firm, "PUT", f"{path}/{item['id']}", body=bodies(prospect, cleo)[path])
    assert (moved.status, fields_of(moved)) == (400, ["portfolioCompanyId"])
    assert on(portfolio, firm, "GET", f"{path}/{item['id']}").body["portfolioCompanyId"] == exited


def test_another_firms_company_is_refused_in_a_body_and_404_as_a_filter(
    stack: Stack, portfolio: App, firm: Firm
) -> None:
    theirs = company(new_firm(stack, firm.app))
    body = bodies(theirs, person(firm))["/board-events"]
    refused = on(portfolio, firm, "POST", "/board-events", body=body)
    assert (refused.status, fields_of(refused)) == (400, ["portfolioCompanyId"])
    answer = on(portfolio, firm, "GET", "/board-events", query=f"portfolioCompanyId={theirs}")
    assert (answer.status, answer.code) == (404, "not_found")


# ---- the bodies' own rules ------------------------------------------------------------------------------


def test_ends_come_after_starts(portfolio: App, firm: Firm) -> None:
    acme, cleo = company(firm), person(firm)
    cases = {
        "/board-events": ({"endsAt": "2025-10-14T08:59:59Z"}, "endsAt"),
        "/board-cadences": ({"endsOn": "2025-01-20"}, "endsOn"),
        "/management-team": ({"endDate": "2024-01-31"}, "endDate"),
    }
    for path, (change, field) in cases.items():
        refused = on(portfolio, firm, "POST", path, body={**bodies(acme, cleo)[path], **change})
        assert (refused.status, fields_of(refused)) == (400, [field]), path
    same_day = {**bodies(acme, cleo)["/management-team"], "endDate": "2024-02-01"}  # a one-day post
    assert on(portfolio, firm, "POST", "/management-team", body=same_day).status == 201


def test_materiality_scores_run_from_1_to_5(portfolio: App, firm: Firm) -> None:
    body = bodies(company(firm), person(firm))["/materiality"]
    for field, score in (("impactScore", 0), ("likelihoodScore", 6), ("impactScore", "4")):
        refused = on(portfolio, firm, "POST", "/materiality", body={**body, field: score})
        assert (refused.status, fields_of(refused)) == (400, [field])


def test_a_request_starts_open_and_lists_by_status(portfolio: App, firm: Firm) -> None:
    acme = company(firm)
    body = bodies(acme, person(firm))["/portfolio-requests"]
    opened = made(portfolio, firm, "/portfolio-requests", body)
    submitted = made(portfolio, firm, "/portfolio-requests", {**body, "status": "Submitted"})
    assert opened["status"] == "Open"
    query = f"portfolioCompanyId={acme}&status="
    assert listed(portfolio, firm, "/portfolio-requests", query + "Open") == [opened["id"]]
    assert listed(portfolio, firm, "/portfolio-requests", query + "Submitted") == [submitted["id"]]
    assert on(portfolio, firm, "GET", "/portfolio-requests", query=query + "Late").status == 400


def test_a_roadmap_has_distinct_lanes_of_items_that_end_after_they_start(portfolio: App, firm: Firm) -> None:
    acme = company(firm, "Prospect")  # a roadmap names any company (a 100-day plan before closing)
    item = {"title": "Close in 10 days", "startsOn": "2025-01-06"}
    lanes = [{"name": "Finance", "items": [item]}, {"name": " finance ", "items": []},
             {"name": "Ops", "items": [{**item, "endsOn": "2025-01-05"}]}]  # fmt: skip
    refused = on(
        portfolio, firm, "POST", "/roadmaps", body={"companyId": acme, "name": "100 days", "lanes": lanes}
    )
    assert (refused.status, fields_of(refused)) == (400, ["lanes[1].name", "lanes[2].items[0].endsOn"])
    too_many = [{"name": f"Lane {i}"} for i in range(13)]
    refused = on(
        portfolio, firm, "POST", "/roadmaps", body={"companyId": acme, "name": "x", "lanes": too_many}
    )
    assert (refused.status, fields_of(refused)) == (400, ["lanes"])
    roadmap = made(portfolio, firm, "/roadmaps", {"companyId": acme, "name": "100 days", "lanes": lanes[:1]})
    assert roadmap["lanes"] == [{"name": "Finance", "items": [{**item, "status": "Planned"}]}]
    assert listed(portfolio, firm, "/roadmaps", f"companyId={acme}") == [roadmap["id"]]


# ---- planner: scenarios and their slots --------------------------------------------------------------------


def scenario(app: App, firm: Firm, name: str = "Fund III base case") -> str:
    return str(
        made(app, firm, "/planner", {"name": name, "budget": {"amount": 250000000, "currency": "EUR"}})["id"]
    )


def slot_body(title: str = "Series B lead", **more: Any) -> dict[str, Any]:
    amount = {"amount": Decimal("20000000.5"), "currency": "EUR"}
    return {"title": title, "plannedOn": "2026-03-31", "amount": amount} | more


def slots(scenario_id: str) -> str:
    return f"/planner/{scenario_id}/slots"


def test_a_scenarios_slots_are_listed_read_replaced_and_removed(portfolio: App, firm: Firm) -> None:
    plan, acme = scenario(portfolio, firm), company(firm)
    first = on(portfolio, firm, "POST", slots(plan), body=slot_body(companyId=acme))
    assert (first.status, first.headers["ETag"]) == (201, '"1"'), first.body
    assert first.headers["Location"] == f"{X}{slots(plan)}/{first.body['id']}"
    assert first.body["amount"] == {"amount": Decimal("20000000.5"), "currency": "EUR"}
    assert first.body["status"] == "Planned"
    second = made(portfolio, firm, slots(plan), slot_body("Add-on"))
    assert listed(portfolio, firm, slots(plan), "") == [second["id"], first.body["id"]]
    slot = f"{slots(plan)}/{first.body['id']}"
    got = on(portfolio, firm, "GET", slot)
    assert (got.status, got.body, got.headers["ETag"]) == (200, first.body, '"1"')
    replaced = on(portfolio, firm, "PUT", slot, body=slot_body("Series B", status="Committed"),
                  headers={"If-Match": '"1"'})  # fmt: skip
    assert (replaced.status, replaced.headers["ETag"], replaced.body["status"]) == (200, '"2"', "Committed")
    assert "companyId" not in replaced.body  # a key the body leaves out is cleared
    stale = on(portfolio, firm, "PUT", slot, body=slot_body("Lost"), headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert on(portfolio, firm, "DELETE", slot, headers={"If-Match": '"1"'}).status == 412
    assert on(portfolio, firm, "DELETE", slot, headers={"If-Match": '"2"'}).status == 200
    assert on(portfolio, firm, "GET", slot).status == 404
    assert listed(portfolio, firm, slots(plan), "") == [second["id"]]


def test_a_slot_body_is_checked_and_nothing_is_stored_when_refused(
    stack: Stack, portfolio: App, firm: Firm
) -> None:
    plan = scenario(portfolio, firm)
    theirs = company(new_firm(stack, firm.app))
    for body, fields in (
        (slot_body(amount={"amount": "20000000.5", "currency": "EUR"}), ["amount.amount"]),  # not a number
        (slot_body(companyId=theirs), ["companyId"]),
        (slot_body(dealId=company(firm)), ["dealId"]),  # a Company is not a Deal
        ({**slot_body(), "tenantId": "x"}, None),
        ({**slot_body(), "position": 1}, ["position"]),
    ):
        refused = on(portfolio, firm, "POST", slots(plan), body=body)
        assert refused.status == 400, body
        if fields is not None:
            assert fields_of(refused) == fields
    assert listed(portfolio, firm, slots(plan), "") == []


def test_slots_are_only_reached_through_their_own_scenario_and_firm(
    stack: Stack, portfolio: App, firm: Firm
) -> None:
    plan, other_plan = scenario(portfolio, firm), scenario(portfolio, firm, "Downside")
    slot = made(portfolio, firm, slots(plan), slot_body())
    assert on(portfolio, firm, "GET", f"{slots(other_plan)}/{slot['id']}").status == 404
    assert on(portfolio, firm, "DELETE", f"{slots(other_plan)}/{slot['id']}").status == 404
    them = new_firm(stack, firm.app)
    for method, path, body in (
        ("GET", slots(plan), None),
        ("POST", slots(plan), slot_body()),
        ("GET", f"{slots(plan)}/{slot['id']}", None),
        ("PUT", f"{slots(plan)}/{slot['id']}", slot_body("Theirs now")),
        ("DELETE", f"{slots(plan)}/{slot['id']}", None),
    ):
        answer = on(portfolio, them, method, path, body=body)
        assert (answer.status, answer.code) == (404, "not_found"), (method, path)
    for hostile in ("plan_" + "0" * 26, "not-an-id", "a%23b", "..%2Fx"):
        assert on(portfolio, firm, "GET", slots(hostile)).status == 404, hostile
        assert on(portfolio, firm, "GET", f"{slots(plan)}/{hostile}").status == 404, hostile
    assert on(portfolio, firm, "GET", f"{slots(plan)}/{slot['id']}").body["title"] == "Series B lead"


def test_a_retried_slot_create_is_replayed_and_stored_once(portfolio: App, firm: Firm) -> None:
    plan = scenario(portfolio, firm)
    key = {"Idempotency-Key": "slot-1"}
    first = on(portfolio, firm, "POST", slots(plan), body=slot_body(), headers=key)
    again = on(portfolio, firm, "POST", slots(plan), body=slot_body(), headers=key)
    assert (first.status, again.status, again.body) == (201, 201, first.body)
    assert again.headers["Idempotent-Replayed"] == "true"
    assert listed(portfolio, firm, slots(plan), "") == [first.body["id"]]


def test_a_scenario_holds_a_bounded_number_of_slots(
    monkeypatch: pytest.MonkeyPatch, portfolio: App, firm: Firm
) -> None:
    monkeypatch.setattr(planner, "MOST_SLOTS", 2)
    plan = scenario(portfolio, firm)
    kept = [made(portfolio, firm, slots(plan), slot_body(f"Slot {i}"))["id"] for i in range(2)]
    refused = on(portfolio, firm, "POST", slots(plan), body=slot_body("One too many"))
    assert (refused.status, refused.code) == (409, "slot_limit")
    assert on(portfolio, firm, "DELETE", f"{slots(plan)}/{kept[0]}").status == 200
    assert on(portfolio, firm, "POST", slots(plan), body=slot_body("Room again")).status == 201


def test_deleting_a_scenario_deletes_its_slots(stack: Stack, portfolio: App, firm: Firm) -> None:
    plan = scenario(portfolio, firm)
    made_ids = [made(portfolio, firm, slots(plan), slot_body(f"Slot {i}"))["id"] for i in range(3)]
    assert on(portfolio, firm, "DELETE", f"/planner/{plan}").status == 200
    assert on(portfolio, firm, "GET", slots(plan)).status == 404
    assert on(portfolio, firm, "POST", slots(plan), body=slot_body()).status == 404
    for slot_id in made_ids:
        assert on(portfolio, firm, "GET", f"{slots(plan)}/{slot_id}").status == 404
    assert stored_slots(stack, firm, plan) == []


def stored_slots(stack: Stack, firm: Firm, scenario_id: str) -> list[str]:
    """The slots the table holds for a scenario, whatever the routes answer."""
    store = stack.services().tenant_store(firm.member.firm_id)
    return [item["id"] for item in store.query(planner.SLOTS.partition(scenario_id), limit=200).items]


# ---- races -------------------------------------------------------------------------------------------------


def container(stack: Stack) -> App:
    return stack.app(create_app())


@pytest.mark.parametrize("first", ["delete", "slot"])
def test_no_slot_outlives_its_scenario_whichever_commits_first(
    stack: Stack, portfolio: App, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    plan = scenario(portfolio, firm)
    made(portfolio, firm, slots(plan), slot_body("Already there"))
    in_order(first, "slot" if first == "delete" else "delete")
    apps = {"delete": container(stack), "slot": container(stack)}
    got = together({
        "delete": lambda: on(apps["delete"], firm, "DELETE", f"/planner/{plan}"),
        "slot": lambda: on(apps["slot"], firm, "POST", slots(plan), body=slot_body("Racing")),
    })  # fmt: skip
    assert got["delete"].status == 200, got["delete"].body
    assert got["slot"].status == (404 if first == "delete" else 201), got["slot"].body
    assert stored_slots(stack, firm, plan) == []


def test_two_slots_made_at_once_never_pass_the_bound(
    monkeypatch: pytest.MonkeyPatch,
    stack: Stack,
    portfolio: App,
    firm: Firm,
    in_order: Callable[[str, str], None],
) -> None:
    monkeypatch.setattr(planner, "MOST_SLOTS", 1)
    plan = scenario(portfolio, firm)
    in_order("a", "b")
    apps = {"a": container(stack), "b": container(stack)}

    def create(name: str) -> Callable[[], Result]:
        return lambda: on(apps[name], firm, "POST", slots(plan), body=slot_body(name))

    got = together({name: create(name) for name in apps})
    assert (got["a"].status, got["b"].status, got["b"].code) == (201, 409, "slot_limit")
    assert stored_slots(stack, firm, plan) == [got["a"].body["id"]]


# ---- projections -------------------------------------------------------------------------------------------

TEMPLATE = {
    "name": "SaaS plan",
    "rows": [{"key": "revenue", "label": "Revenue"}, {"key": "ebitda", "label": "EBITDA"}],
    "periods": ["FY2025", "FY2026"],
}


def template(app: App, firm: Firm, **changes: Any) -> str:
    return str(made(app, firm, "/projection-templates", {**TEMPLATE, **changes})["id"])


def model(app: App, firm: Firm, template_id: str, company_id: str, name: str = "Base case") -> dict[str, Any]:
    body = {"name": name, "companyId": company_id, "templateId": template_id, "currency": "EUR"}
    return made(app, firm, "/projection-models", body)


def cells(model_id: str) -> str:
    return f"/projection-models/{model_id}/cells"


def test_template_rows_have_distinct_keys(portfolio: App, firm: Firm) -> None:
    rows = [{"key": "revenue", "label": "Revenue"}, {"key": "revenue", "label": "Sales"}]
    refused = on(portfolio, firm, "POST", "/projection-templates", body={**TEMPLATE, "rows": rows})
    assert (refused.status, fields_of(refused)) == (400, ["rows[1].key"])
    twice = on(
        portfolio, firm, "POST", "/projection-templates", body={**TEMPLATE, "periods": ["FY25", "FY25"]}
    )
    assert (twice.status, fields_of(twice)) == (400, ["periods[1]"])


def test_a_model_copies_its_templates_grid_which_later_edits_leave_alone(portfolio: App, firm: Firm) -> None:
    template_id = template(portfolio, firm)
    acme = company(firm, "Prospect")  # a model projects any company (one in diligence too)
    made_model = model(portfolio, firm, template_id, acme)
    assert (made_model["rows"], made_model["periods"]) == (TEMPLATE["rows"], TEMPLATE["periods"])
    edited = {**TEMPLATE, "rows": [{"key": "arr", "label": "ARR"}], "periods": ["2025-Q1"]}
    assert on(portfolio, firm, "PUT", f"/projection-templates/{template_id}", body=edited).status == 200
    got = on(portfolio, firm, "GET", f"/projection-models/{made_model['id']}").body
    assert (got["rows"], got["periods"]) == (TEMPLATE["rows"], TEMPLATE["periods"])
    later = model(portfolio, firm, template_id, acme, "Made after the edit")
    assert (later["rows"], later["periods"]) == (edited["rows"], edited["periods"])
    assert listed(portfolio, firm, "/projection-models", f"templateId={template_id}") == [
        later["id"],
        made_model["id"],
    ]


def test_a_model_keeps_its_template(portfolio: App, firm: Firm) -> None:
    acme, template_id, other = (
        company(firm),
        template(portfolio, firm),
        template(portfolio, firm, name="Other"),
    )
    made_model = model(portfolio, firm, template_id, acme)
    body = {"name": "Renamed", "companyId": acme, "templateId": other, "currency": "USD"}
    refused = on(portfolio, firm, "PUT", f"/projection-models/{made_model['id']}", body=body)
    assert (refused.status, fields_of(refused)) == (400, ["templateId"])
    kept = on(
        portfolio,
        firm,
        "PUT",
        f"/projection-models/{made_model['id']}",
        body={**body, "templateId": template_id},
    )
    assert (kept.status, kept.body["name"], kept.body["rows"]) == (200, "Renamed", TEMPLATE["rows"])


def test_a_models_grid_goes_with_the_model(portfolio: App, firm: Firm) -> None:
    made_model = model(portfolio, firm, template(portfolio, firm), company(firm))
    assert on(portfolio, firm, "DELETE", f"/projection-models/{made_model['id']}").status == 200
    assert on(portfolio, firm, "GET", cells(made_model["id"])).status == 404


@pytest.mark.parametrize("first", ["delete", "model"])
def test_a_template_and_a_model_made_from_it_never_part_whichever_commits_first(
    stack: Stack, portfolio: App, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    template_id, acme = template(portfolio, firm), company(firm)
    in_order(first, "model" if first == "delete" else "delete")
    apps = {"delete": container(stack), "model": container(stack)}
    body = {"name": "Racing", "companyId": acme, "templateId": template_id, "currency": "EUR"}
    got = together({
        "delete": lambda: on(apps["delete"], firm, "DELETE", f"/projection-templates/{template_id}"),
        "model": lambda: on(apps["model"], firm, "POST", "/projection-models", body=body),
    })  # fmt: skip
    if first == "delete":
        assert got["delete"].status == 200
        assert (got["model"].status, fields_of(got["model"])) == (400, ["templateId"])
        assert listed(portfolio, firm, "/projection-models", "") == []
    else:  # the model keeps its copy of the rows and periods (spec 4.6: a template may be deleted)
        assert (got["model"].status, got["delete"].status) == (201, 200)
        made = on(portfolio, firm, "GET", f"/projection-models/{got['model'].body['id']}")
        assert (made.status, made.body["templateId"]) == (200, template_id)


def test_cells_are_exact_set_and_cleared_in_batches_and_versioned(portfolio: App, firm: Firm) -> None:
    made_model = model(portfolio, firm, template(portfolio, firm), company(firm))
    path = cells(made_model["id"])
    empty = on(portfolio, firm, "GET", path)
    assert (empty.status, empty.body["cells"], empty.headers["ETag"]) == (200, [], '"1"')
    big = Decimal("1234567890123456789012345678.0123456789")  # 38 digits
    batch = [{"row": "ebitda", "period": "FY2026", "value": Decimal("-0.000001")},
             {"row": "revenue", "period": "FY2026", "value": big},
             {"row": "revenue", "period": "FY2025", "value": 12500000}]  # fmt: skip
    put = on(portfolio, firm, "PUT", path, body={"cells": batch}, headers={"If-Match": '"1"'})
    assert (put.status, put.headers["ETag"], put.body["version"]) == (200, '"2"', 2), put.body
    in_order = [batch[2], batch[1], batch[0]]  # row, then period, as the model orders them
    assert put.body["cells"] == in_order
    assert on(portfolio, firm, "GET", path).body["cells"] == in_order
    stale = on(portfolio, firm, "PUT", path, body={"cells": [batch[0]]}, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    cleared = on(
        portfolio, firm, "PUT", path, body={"cells": [{"row": "revenue", "period": "FY2026", "value": None}]}
    )
    assert (cleared.status, cleared.body["cells"]) == (200, [batch[2], batch[0]])
    assert on(portfolio, firm, "GET", path).headers["ETag"] == '"3"'


def test_a_batch_with_one_bad_cell_stores_none_of_it(portfolio: App, firm: Firm) -> None:
    made_model = model(portfolio, firm, template(portfolio, firm), company(firm))
    path, good = cells(made_model["id"]), {"row": "revenue", "period": "FY2025", "value": 1}
    for batch, fields in (
        ([good, {"row": "capex", "period": "FY2025", "value": 1}], ["cells[1].row"]),
        ([good, {"row": "revenue", "period": "FY2031", "value": 1}], ["cells[1].period"]),
        ([good, {**good, "value": 2}], ["cells[1]"]),
        ([good, {**good, "period": "FY2026", "value": Decimal("1.5E+400")}], ["cells[1].value"]),
        ([good, {**good, "period": "FY2026", "value": "7"}], ["cells[1].value"]),
        ([], ["cells"]),
    ):
        refused = on(portfolio, firm, "PUT", path, body={"cells": batch})
        assert (refused.status, refused.code, fields_of(refused)) == (400, "invalid_request", fields), batch
    got = on(portfolio, firm, "GET", path)
    assert (got.body["cells"], got.headers["ETag"]) == ([], '"1"')


def test_two_batches_at_once_both_land(
    stack: Stack, portfolio: App, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    made_model = model(portfolio, firm, template(portfolio, firm), company(firm))
    path = cells(made_model["id"])
    in_order("a", "b")
    apps = {"a": container(stack), "b": container(stack)}
    batches = {"a": [{"row": "revenue", "period": "FY2025", "value": 1}],
               "b": [{"row": "ebitda", "period": "FY2025", "value": 2}]}  # fmt: skip

    def put(name: str) -> Callable[[], Result]:
        return lambda: on(apps[name], firm, "PUT", path, body={"cells": batches[name]})

    got = together({name: put(name) for name in batches})
    assert (got["a"].status, got["b"].status) == (200, 200)
    final = on(portfolio, firm, "GET", path)
    assert (final.body["cells"], final.headers["ETag"]) == (batches["a"] + batches["b"], '"3"')


def test_a_full_grid_of_the_largest_values_fits_one_batch(portfolio: App, firm: Firm) -> None:
    """The bound the storage rests on: 100 rows x 40 periods, the longest keys and 38-digit values, set
    in one batch (one item, one update) and read back exactly."""
    rows = [{"key": f"r{i:02d}" + "x" * 61, "label": f"Row {i}"} for i in range(100)]
    periods = [f"P{i:02d}" + "y" * 13 for i in range(40)]
    template_id = template(portfolio, firm, rows=rows, periods=periods)
    made_model = model(portfolio, firm, template_id, company(firm))
    value = Decimal("-99999999999999999999.999999999999999999")  # 38 digits
    batch = [{"row": row["key"], "period": period, "value": value} for row in rows for period in periods]
    put = on(portfolio, firm, "PUT", cells(made_model["id"]), body={"cells": batch})
    assert put.status == 200, put.body
    assert on(portfolio, firm, "GET", cells(made_model["id"])).body["cells"] == batch
    one_more = [*batch, batch[0]]
    refused = on(portfolio, firm, "PUT", cells(made_model["id"]), body={"cells": one_more})
    assert (refused.status, fields_of(refused)) == (400, ["cells"])


def test_another_firms_or_an_unknown_models_cells_are_404(stack: Stack, portfolio: App, firm: Firm) -> None:
    made_model = model(portfolio, firm, template(portfolio, firm), company(firm))
    them = new_firm(stack, firm.app)
    batch = {"cells": [{"row": "revenue", "period": "FY2025", "value": 1}]}
    for answer in (on(portfolio, them, "GET", cells(made_model["id"])),
                   on(portfolio, them, "PUT", cells(made_model["id"]), body=batch)):  # fmt: skip
        assert (answer.status, answer.code) == (404, "not_found")
    for hostile in ("pmod_" + "0" * 26, "not-an-id", "a%23b"):
        assert on(portfolio, firm, "GET", cells(hostile)).status == 404
        assert on(portfolio, firm, "PUT", cells(hostile), body=batch).status == 404
    assert on(portfolio, firm, "GET", cells(made_model["id"])).body["cells"] == []
