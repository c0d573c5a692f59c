"""The sidebar families (communications, calendar, research, portfolio, reporting, workflow,
compliance) probed as an attacker would: another firm's ids in paths, bodies and filters, hostile
strings and numbers, oversized batches, races, permission gaps, `tenantId`, stale If-Match, and what
is left behind by a refused write (nothing, on a 400, 409 or 412).

Each test states the behaviour it guards. Races run two writers, each in its own App (another Lambda
container), in a forced interleaving (tests.integration.race_support)."""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest

from calendar_api.handler import create_app as calendar_app
from communications_api.handler import create_app as communications_app
from compliance_api.handler import create_app as compliance_app
from forms_api.handler import create_app as forms_app
from kernel import json_codec
from kernel.pipeline import App
from kernel.policy import SCOPES
from portfolio_api.handler import create_app as portfolio_app
from reporting_api.handler import create_app as reporting_app
from research_api.handler import create_app as research_app
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, api_event
from workflow_api.handler import create_app as workflow_app

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"
FAMILIES: dict[str, Callable[[], App]] = {
    "communications": communications_app, "calendar": calendar_app, "research": research_app,
    "portfolio": portfolio_app, "reporting": reporting_app, "workflow": workflow_app,
    "compliance": compliance_app,
}  # fmt: skip
SOME_ID = "abc_" + "0" * 26  # shaped as an item id, naming nothing


# ---- helpers -------------------------------------------------------------------------------------------


def on(app: App, firm: Firm, method: str, path: str, body: Any = None, **kwargs: Any) -> Result:
    """A call of the firm's member; numbers travel exactly both ways (Decimal in, Decimal out)."""
    headers = dict(kwargs.pop("headers", {}))
    if body is not None:
        kwargs["raw_body"] = json_codec.dumps(body)
        headers.setdefault("content-type", "application/json")
    if "raw_body" in kwargs:
        headers.setdefault("content-type", "application/json")
    kwargs.setdefault("token", firm.token)
    event = api_event(method, path if path.startswith("/api/") else f"{X}{path}", headers=headers, **kwargs)
    answer = app.lambda_handler(event, None)
    raw = answer.get("body")
    return Result(answer["statusCode"], answer.get("headers", {}), json_codec.loads(raw) if raw else None)


def ok(answer: Result, status: int = 201) -> dict[str, Any]:
    assert answer.status == status, answer.body
    body: dict[str, Any] = answer.body
    return body


def refused(answer: Result, status: int, code: str | None = None) -> None:
    assert answer.status == status, answer.body
    if code is not None:
        assert answer.code == code, answer.body


def fields_named(answer: Result) -> list[str]:
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    return [detail["field"] for detail in answer.body["error"]["details"]]


def stored(stack: Stack, firm: Firm, partition: str) -> list[dict[str, Any]]:
    return (
        stack.services().tenant_store(firm.member.firm_id).query(partition, limit=200, consistent=True).items
    )


def company(firm: Firm, name: str = "Acme", company_type: str = "Portfolio") -> str:
    return str(firm.create("Company", name=name, companyType=company_type)["id"])


def person(firm: Firm, last: str = "Doe") -> str:
    return str(firm.create("Person", firstName="Ada", lastName=last)["id"])


def deal(firm: Firm, name: str = "Project Fjord") -> str:
    return str(firm.create("Deal", name=name)["id"])


def investor(firm: Firm, name: str = "Nordic Pension Fund") -> str:
    return str(firm.create("Investor", name=name)["id"])


@pytest.fixture
def apps(stack: Stack, records_app: App) -> dict[str, App]:
    return {name: stack.app(make()) for name, make in FAMILIES.items()}


def with_every_scope(stack: Stack, firm: Firm) -> Firm:
    """The firm's admin with every scope: a family may hold routes of other scopes than records'
    (the workflow family's processes)."""
    return Firm(firm.app, firm.member, stack.api_token(firm.member, list(SCOPES)), firm.container)


def colleague(stack: Stack, firm: Firm, role: str = "member", scopes: list[str] | None = None) -> Firm:
    member = stack.member(firm.member.firm_id, role)
    return Firm(firm.app, member, stack.api_token(member, scopes or ["records:write"]), firm.container)


# ---- sweeps over every route of the seven families ----------------------------------------------------


def filled(path: str) -> str:
    """A route's path with an id that names nothing in each parameter."""
    return re.sub(r"\{[A-Za-z]+\}", SOME_ID, path)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_read_only_token_is_refused_on_every_write_route(stack: Stack, firm: Firm, family: str) -> None:
    app = stack.app(FAMILIES[family]())
    reader = colleague(stack, firm, "admin", ["records:read"])
    writes = [route for route in app.routes if route.method != "GET"]
    assert writes
    for route in writes:
        answer = on(app, reader, route.method, filled(route.path), body={})
        assert (answer.status, answer.code) == (403, "scope_denied"), (route.method, route.path, answer.body)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_tenant_id_is_400_on_every_route(stack: Stack, firm: Firm, family: str) -> None:
    app, firm = stack.app(FAMILIES[family]()), with_every_scope(stack, firm)
    for route in app.routes:
        if route.method == "GET":
            answer = on(app, firm, "GET", filled(route.path), query="tenantId=other")
        else:
            body = {"nested": [{"TenantId": "other"}]}
            answer = on(app, firm, route.method, filled(route.path), body=body)
        assert answer.status == 400, (route.method, route.path, answer.body)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_viewer_is_refused_on_every_write_route(stack: Stack, firm: Firm, family: str) -> None:
    app = stack.app(FAMILIES[family]())
    viewer = colleague(stack, firm, "viewer", list(SCOPES))
    for route in (route for route in app.routes if route.method != "GET"):
        answer = on(app, viewer, route.method, filled(route.path), body={})
        assert (answer.status, answer.code) == (403, "permission_denied"), (route.method, route.path)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_an_oversized_or_too_deep_body_is_refused_before_any_read(
    stack: Stack, firm: Firm, family: str
) -> None:
    app, firm = stack.app(FAMILIES[family]()), with_every_scope(stack, firm)
    huge = json_codec.dumps({"name": "x" * 1_100_000})
    deep = "[" * 101 + "]" * 101
    for route in (route for route in app.routes if route.method != "GET"):
        path = filled(route.path)
        refused(on(app, firm, route.method, path, raw_body=huge), 413, "payload_too_large")
        refused(on(app, firm, route.method, path, raw_body=deep), 400, "invalid_json")
        refused(on(app, firm, route.method, path, raw_body='{"a": NaN}'), 400, "invalid_json")


HOSTILE_TEXTS = ("x%23y", "%00", "a" * 300, "%E2%80%AE", "1e999", "NaN", "-1", "true", "rec_" + "0" * 26)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_hostile_list_parameters_are_400_or_404_never_a_failure(
    stack: Stack, firm: Firm, family: str
) -> None:
    app = stack.app(FAMILIES[family]())
    session = Firm(firm.app, firm.member, stack.session_token(firm.member), firm.container)  # no rate limit
    for route in (route for route in app.routes if route.method == "GET" and route.query is not None):
        names = sorted(set(route.query.json_schema().get("properties", {})) - {"limit", "cursor"})
        for name in names:
            for text in HOSTILE_TEXTS:
                answer = on(app, session, "GET", filled(route.path), query=f"{name}={text}")
                assert answer.status in (200, 400, 404), (route.path, name, text, answer.body)


def test_every_route_under_conflicts_and_restricted_lists_needs_the_compliance_permission(
    stack: Stack,
) -> None:
    app = stack.app(compliance_app())
    guarded = [r for r in app.routes if r.path.startswith((f"{X}/conflicts", f"{X}/restricted-lists"))]
    assert len(guarded) >= 10
    assert {r.permission for r in guarded} == {"compliance.restricted"}
    for family, make in FAMILIES.items():
        for route in stack.app(make()).routes:
            if "conflict" in route.path or "restricted" in route.path:
                assert route.permission == "compliance.restricted", (family, route.path)


# ---- reporting ------------------------------------------------------------------------------------------

PIPELINE = {"name": "Pipeline", "recordType": "Deal", "columns": ["name", "stage", "amount"], "filters": []}


def test_an_exponent_filter_value_reads_back_as_the_same_number(firm: Firm, apps: dict[str, App]) -> None:
    reporting = apps["reporting"]
    for sent, kept in ((Decimal("1E+6"), 1000000), (Decimal("1500.50"), Decimal("1500.5"))):
        body = {
            **PIPELINE,
            "name": f"Over {sent}",
            "filters": [{"field": "amount", "op": "gte", "value": sent}],
        }
        made = ok(on(reporting, firm, "POST", "/datasets", body=body))
        read = ok(on(reporting, firm, "GET", f"/datasets/{made['id']}"), 200)
        assert read["filters"][0]["value"] == kept
        assert made["filters"] == read["filters"], (made["filters"], read["filters"])


@pytest.mark.parametrize("value", [Decimal("1E+999"), Decimal("1E-999"), "1000", True])
def test_a_dataset_filter_number_out_of_reach_is_400_and_nothing_is_stored(
    firm: Firm, apps: dict[str, App], value: Any
) -> None:
    reporting = apps["reporting"]
    body = {**PIPELINE, "filters": [{"field": "amount", "op": "gte", "value": value}]}
    assert fields_named(on(reporting, firm, "POST", "/datasets", body=body)) == ["filters[0].value"]
    assert ok(on(reporting, firm, "GET", "/datasets"), 200)["items"] == []


def test_a_dataset_shown_by_a_component_keeps_its_record_type(firm: Firm, apps: dict[str, App]) -> None:
    reporting = apps["reporting"]
    for record_type, field_type in (("Deal", "number"), ("Company", "text")):
        body = {"recordType": record_type, "key": "score", "label": "Score", "fieldType": field_type}
        assert firm.call("POST", "/custom-fields", body=body).status == 201
    made = ok(on(reporting, firm, "POST", "/datasets", body={**PIPELINE, "columns": ["name", "score"]}))
    metric = {"name": "Total score", "kind": "Metric", "datasetId": made["id"],
              "measure": {"aggregate": "sum", "field": "score"}}  # fmt: skip
    ok(on(reporting, firm, "POST", "/components", body=metric))
    moved = {**PIPELINE, "recordType": "Company", "columns": ["name", "score"]}
    refused(on(reporting, firm, "PUT", f"/datasets/{made['id']}", body=moved), 409, "dataset_in_use")
    assert ok(on(reporting, firm, "GET", f"/datasets/{made['id']}"), 200)["recordType"] == "Deal"
    component_id = ok(on(reporting, firm, "GET", "/components"), 200)["items"][0]["id"]
    ok(on(reporting, firm, "DELETE", f"/components/{component_id}"), 200)
    assert (
        ok(on(reporting, firm, "PUT", f"/datasets/{made['id']}", body=moved), 200)["recordType"] == "Company"
    )


@pytest.mark.parametrize("first", ["component", "replace"])
def test_a_component_racing_a_move_of_its_dataset_to_another_record_type(
    stack: Stack, firm: Firm, apps: dict[str, App], in_order: Callable[[str, str], None], first: str
) -> None:
    reporting = apps["reporting"]
    made = ok(on(reporting, firm, "POST", "/datasets", body=PIPELINE))["id"]
    metric = {
        "name": "Total",
        "kind": "Metric",
        "datasetId": made,
        "measure": {"aggregate": "sum", "field": "amount"},
    }
    moved = {**PIPELINE, "recordType": "Company", "columns": ["name"]}
    in_order(first, "replace" if first == "component" else "component")
    got = together({
        "component": lambda: on(stack.app(reporting_app()), firm, "POST", "/components", body=metric),
        "replace": lambda: on(stack.app(reporting_app()), firm, "PUT", f"/datasets/{made}", body=moved),
    })  # fmt: skip
    if first == "component":
        assert got["component"].status == 201
        refused(got["replace"], 409, "dataset_in_use")
    else:
        assert got["replace"].status == 200
        assert fields_named(got["component"]) == ["measure.field"]  # amount is no column of it now
    dataset_now = ok(on(reporting, firm, "GET", f"/datasets/{made}"), 200)
    shown = ok(on(reporting, firm, "GET", "/components"), 200)["items"]
    assert (dataset_now["recordType"], len(shown)) == (
        ("Deal", 1) if first == "component" else ("Company", 0)
    )


def test_another_firms_dataset_is_refused_in_a_component_and_404_as_a_filter(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    reporting = apps["reporting"]
    theirs = new_firm(stack, firm.app)
    their_dataset = ok(on(reporting, theirs, "POST", "/datasets", body=PIPELINE))["id"]
    table = {"name": "Deals", "kind": "Table", "datasetId": their_dataset}
    assert fields_named(on(reporting, firm, "POST", "/components", body=table)) == ["datasetId"]
    refused(on(reporting, firm, "GET", "/components", query=f"datasetId={their_dataset}"), 404, "not_found")
    for method in ("GET", "PUT", "DELETE"):
        answer = on(
            reporting, firm, method, f"/datasets/{their_dataset}", body=PIPELINE if method == "PUT" else None
        )
        refused(answer, 404, "not_found")
    assert ok(on(reporting, theirs, "GET", f"/datasets/{their_dataset}"), 200)["version"] == 1


# ---- research -------------------------------------------------------------------------------------------


def shortlist_with(research: App, firm: Firm, count: int) -> tuple[str, list[str]]:
    made = ok(on(research, firm, "POST", "/shortlists", body={"name": f"Targets {count}"}))["id"]
    items = [
        ok(on(research, firm, "POST", f"/shortlists/{made}/items",
              body={"recordType": "Company", "recordId": company(firm, f"C{n}")}))["id"]
        for n in range(count)
    ]  # fmt: skip
    return made, items


def test_a_reorder_of_more_ids_than_a_shortlist_holds_is_400(firm: Firm, apps: dict[str, App]) -> None:
    research = apps["research"]
    shortlist_id, items = shortlist_with(research, firm, 2)
    path = f"/shortlists/{shortlist_id}/items/reorder"
    huge = [items[0]] * 76
    assert fields_named(on(research, firm, "POST", path, body={"itemIds": huge})) == ["itemIds"]
    for hostile in ([items[1], items[0], None], [items[1], {"id": items[0]}], "x", [items[1], 7]):
        assert on(research, firm, "POST", path, body={"itemIds": hostile}).status == 400, hostile
    listed = ok(on(research, firm, "GET", f"/shortlists/{shortlist_id}/items"), 200)["items"]
    assert [item["id"] for item in listed] == items


def test_two_reorders_at_once_both_land_and_the_later_order_stands(
    stack: Stack, firm: Firm, apps: dict[str, App], in_order: Callable[[str, str], None]
) -> None:
    research = apps["research"]
    shortlist_id, (a, b, c) = shortlist_with(research, firm, 3)
    path = f"/shortlists/{shortlist_id}/items/reorder"
    in_order("first", "second")
    got = together({
        "first": lambda: on(stack.app(research_app()), firm, "POST", path, body={"itemIds": [c, b, a]}),
        "second": lambda: on(stack.app(research_app()), firm, "POST", path, body={"itemIds": [b, a, c]}),
    })  # fmt: skip
    assert [got[name].status for name in ("first", "second")] == [200, 200], got
    listed = ok(on(research, firm, "GET", f"/shortlists/{shortlist_id}/items"), 200)["items"]
    assert [(item["rank"], item["id"]) for item in listed] == [(1, b), (2, a), (3, c)]


def test_a_line_is_reached_only_through_its_own_kind_of_parent(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    research = apps["research"]
    shortlist_id, (item,) = shortlist_with(research, firm, 1)
    expert = ok(on(research, firm, "POST", "/experts", body={"name": "Dana"}))["id"]
    for path in (f"/experts/{shortlist_id}/engagements", f"/experts/{shortlist_id}/engagements/{item}",
                 f"/shortlists/{expert}/items", f"/experts/{expert}/engagements/{item}"):  # fmt: skip
        refused(on(research, firm, "GET", path), 404, "not_found")
    theirs = new_firm(stack, firm.app)
    for method, body in (("GET", None), ("PUT", {"recordType": "Company", "recordId": company(theirs)}),
                         ("DELETE", None)):  # fmt: skip
        refused(on(research, theirs, method, f"/shortlists/{shortlist_id}/items/{item}", body=body), 404)
    reorder = on(
        research, theirs, "POST", f"/shortlists/{shortlist_id}/items/reorder", body={"itemIds": [item]}
    )
    refused(reorder, 404, "not_found")


def test_a_full_shortlist_goes_in_one_delete_and_the_76th_item_is_refused(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    research = apps["research"]
    shortlist_id, items = shortlist_with(research, firm, 75)
    one_more = {"recordType": "Company", "recordId": company(firm, "C75")}
    refused(
        on(research, firm, "POST", f"/shortlists/{shortlist_id}/items", body=one_more), 409, "shortlist_full"
    )
    reordered = on(research, firm, "POST", f"/shortlists/{shortlist_id}/items/reorder",
                   body={"itemIds": items[::-1]})  # fmt: skip
    assert [item["id"] for item in ok(reordered, 200)["items"]] == items[::-1]
    ok(on(research, firm, "DELETE", f"/shortlists/{shortlist_id}"), 200)
    assert stored(stack, firm, f"KIT#shortlist-items#{shortlist_id}") == []


@pytest.mark.parametrize(
    "multiples",
    [{"evEbitda": Decimal("1E+999")}, {"evEbitda": Decimal("-1E-999")}, {"evEbitda": "14.2"},
     {"evEbitda": True}, {"evEbitda": Decimal("1" * 39)}, {"evRevenue": 1.5, "unknown": 2}],
)  # fmt: skip
def test_hostile_multiples_are_400_and_nothing_is_stored(
    stack: Stack, firm: Firm, apps: dict[str, App], multiples: dict[str, Any]
) -> None:
    research = apps["research"]
    body = {"name": "Peers", "dealId": deal(firm), "multiples": ["evRevenue", "evEbitda"]}
    set_id = ok(on(research, firm, "POST", "/comparable-sets", body=body))["id"]
    comparable = {"name": "DSV A/S", "multiples": multiples}
    answer = on(research, firm, "POST", f"/comparable-sets/{set_id}/comparables", body=comparable)
    assert answer.status == 400, answer.body
    assert stored(stack, firm, f"KIT#comparables#{set_id}") == []
    assert stored(stack, firm, "KIT#comparables#H") == []


def test_an_exponent_multiple_is_kept_exactly(firm: Firm, apps: dict[str, App]) -> None:
    research = apps["research"]
    peers = {"name": "Peers", "dealId": deal(firm), "multiples": ["evEbitda"]}
    set_id = ok(on(research, firm, "POST", "/comparable-sets", body=peers))["id"]
    body = {"name": "DSV A/S", "multiples": {"evEbitda": Decimal("1.42E+1")},
            "enterpriseValue": {"amount": Decimal("5.2E+10"), "currency": "EUR"}}  # fmt: skip
    made = ok(on(research, firm, "POST", f"/comparable-sets/{set_id}/comparables", body=body))
    read = ok(on(research, firm, "GET", f"/comparable-sets/{set_id}/comparables/{made['id']}"), 200)
    assert str(read["multiples"]["evEbitda"]) == "14.2"
    assert read["enterpriseValue"]["amount"] == 52000000000
    assert made["multiples"] == read["multiples"]


@pytest.mark.parametrize("score", ['"4"', "4.001", "1E+1", "NaN", "-1", "Infinity"])
def test_a_hostile_score_is_400_and_nothing_is_stored(firm: Firm, apps: dict[str, App], score: str) -> None:
    research = apps["research"]
    criteria = [{"key": "team", "name": "Team", "weight": 100}]
    template = {"name": "T", "criteria": criteria}
    template_id = ok(on(research, firm, "POST", "/scorecard-templates", body=template))["id"]
    acme = company(firm)
    raw = (f'{{"companyId": "{acme}", "templateId": "{template_id}", '
           f'"scores": [{{"criterion": "team", "score": {score}}}]}}')  # fmt: skip
    answer = on(research, firm, "POST", "/scorecards", raw_body=raw)
    assert answer.status == 400, answer.body
    assert ok(on(research, firm, "GET", "/scorecards", query=f"companyId={acme}"), 200)["items"] == []


# ---- portfolio ------------------------------------------------------------------------------------------

GRID = {
    "name": "SaaS plan",
    "rows": [{"key": "revenue", "label": "Revenue"}],
    "periods": ["FY2025", "FY2026"],
}


def projection_model(portfolio: App, firm: Firm) -> str:
    template_id = ok(on(portfolio, firm, "POST", "/projection-templates", body=GRID))["id"]
    body = {"name": "Base", "companyId": company(firm), "templateId": template_id, "currency": "EUR"}
    return str(ok(on(portfolio, firm, "POST", "/projection-models", body=body))["id"])


@pytest.mark.parametrize(
    "cell",
    [{"row": "revenue", "period": "FY2025", "value": Decimal("1E+999")},
     {"row": "revenue", "period": "FY2025", "value": Decimal("1E-131")},
     {"row": "revenue", "period": "FY2025", "value": "12.5"},
     {"row": "revenue", "period": "FY2025", "value": True},
     {"row": "revenue", "period": "FY2025", "value": {"amount": 1}},
     {"row": "revenue", "period": "FY2025\u202e", "value": 1},
     {"row": "revenue#x", "period": "FY2025", "value": 1},
     {"row": "revenue", "period": "FY2025", "value": 1, "tenant": "x"}],
)  # fmt: skip
def test_a_hostile_cell_refuses_the_whole_batch(
    firm: Firm, apps: dict[str, App], cell: dict[str, Any]
) -> None:
    portfolio = apps["portfolio"]
    model_id = projection_model(portfolio, firm)
    path = f"/projection-models/{model_id}/cells"
    good = {"row": "revenue", "period": "FY2026", "value": 10}
    answer = on(portfolio, firm, "PUT", path, body={"cells": [good, cell]})
    assert answer.status == 400, answer.body
    grid = ok(on(portfolio, firm, "GET", path), 200)
    assert (grid["cells"], grid["version"]) == ([], 1)


def test_cells_as_not_a_number_are_invalid_json_and_a_batch_over_the_grid_is_400(
    firm: Firm, apps: dict[str, App]
) -> None:
    portfolio = apps["portfolio"]
    model_id = projection_model(portfolio, firm)
    path = f"/projection-models/{model_id}/cells"
    for constant in ("NaN", "Infinity", "-Infinity"):
        raw = f'{{"cells": [{{"row": "revenue", "period": "FY2025", "value": {constant}}}]}}'
        refused(on(portfolio, firm, "PUT", path, raw_body=raw), 400, "invalid_json")
    too_many = [{"row": "revenue", "period": "FY2025", "value": n} for n in range(4001)]
    assert fields_named(on(portfolio, firm, "PUT", path, body={"cells": too_many})) == ["cells"]
    assert ok(on(portfolio, firm, "GET", path), 200)["version"] == 1


def test_a_stale_if_match_on_cells_is_412_and_writes_nothing(firm: Firm, apps: dict[str, App]) -> None:
    portfolio = apps["portfolio"]
    path = f"/projection-models/{projection_model(portfolio, firm)}/cells"
    batch = {"cells": [{"row": "revenue", "period": "FY2025", "value": 1}]}
    assert ok(on(portfolio, firm, "PUT", path, body=batch, headers={"If-Match": '"1"'}), 200)["version"] == 2
    refused(
        on(portfolio, firm, "PUT", path, body=batch, headers={"If-Match": '"1"'}), 412, "version_conflict"
    )
    assert ok(on(portfolio, firm, "GET", path), 200)["version"] == 2


@pytest.mark.parametrize("first", ["delete", "cells"])
def test_cells_written_while_their_model_is_deleted_never_outlive_it(
    stack: Stack, firm: Firm, apps: dict[str, App], in_order: Callable[[str, str], None], first: str
) -> None:
    portfolio = apps["portfolio"]
    model_id = projection_model(portfolio, firm)
    batch = {"cells": [{"row": "revenue", "period": "FY2025", "value": 1}]}
    in_order(first, "cells" if first == "delete" else "delete")
    got = together({
        "delete": lambda: on(stack.app(portfolio_app()), firm, "DELETE", f"/projection-models/{model_id}"),
        "cells": lambda: on(stack.app(portfolio_app()), firm, "PUT", f"/projection-models/{model_id}/cells",
                            body=batch),
    })  # fmt: skip
    assert got["delete"].status == 200, got["delete"].body
    assert got["cells"].status == (404 if first == "delete" else 200), got["cells"].body
    assert stack.services().tenant_store(firm.member.firm_id).get(
        "KIT#projection-models#CELLS", model_id, consistent=True) is None  # fmt: skip


def test_a_slot_naming_another_firms_records_is_400_and_nothing_is_stored(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    portfolio = apps["portfolio"]
    scenario = ok(on(portfolio, firm, "POST", "/planner", body={"name": "Base"}))["id"]
    theirs = new_firm(stack, firm.app)
    body = {"title": "Series B", "plannedOn": "2026-03-31", "amount": {"amount": 1, "currency": "EUR"},
            "companyId": company(theirs), "dealId": deal(theirs)}  # fmt: skip
    assert fields_named(on(portfolio, firm, "POST", f"/planner/{scenario}/slots", body=body)) == [
        "companyId", "dealId"]  # fmt: skip
    money = {
        **body,
        "companyId": None,
        "dealId": None,
        "amount": {"amount": Decimal("1E+999"), "currency": "EUR"},
    }
    assert fields_named(on(portfolio, firm, "POST", f"/planner/{scenario}/slots", body=money)) == [
        "amount.amount"]  # fmt: skip
    assert stored(stack, firm, f"KIT#planner-slots#{scenario}") == []
    their_scenario = ok(on(portfolio, theirs, "POST", "/planner", body={"name": "Theirs"}))["id"]
    mine = {**body, "companyId": None, "dealId": None}
    refused(on(portfolio, firm, "POST", f"/planner/{their_scenario}/slots", body=mine), 404, "not_found")
    assert stored(stack, theirs, f"KIT#planner-slots#{their_scenario}") == []


# ---- calendar -------------------------------------------------------------------------------------------

MEETING = {"title": "Management presentation", "startsAt": "2025-03-04T09:00:00Z",
           "endsAt": "2025-03-04T10:00:00Z", "attendeeIds": []}  # fmt: skip


@pytest.mark.parametrize(
    "notes",
    ["a\x00b", "bidi \u202e override", "x" * 50_001, 7, None, ["list"]],
    ids=["nul", "bidi", "huge", "number", "null", "list"],
)
def test_hostile_notes_are_400_and_leave_the_notes_as_they_were(
    firm: Firm, apps: dict[str, App], notes: Any
) -> None:
    calendar = apps["calendar"]
    meeting = ok(on(calendar, firm, "POST", "/meetings", body=MEETING))["id"]
    path = f"/meetings/{meeting}/body"
    ok(on(calendar, firm, "PUT", path, body={"notes": "Kept."}), 200)
    answer = on(calendar, firm, "PUT", path, body={"notes": notes})
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    kept = ok(on(calendar, firm, "GET", path), 200)
    assert (kept["notes"], kept["version"]) == ("Kept.", 2)


def test_stale_if_match_on_notes_is_412_and_a_colleague_without_write_reads_only(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    calendar = apps["calendar"]
    meeting = ok(on(calendar, firm, "POST", "/meetings", body=MEETING))["id"]
    path = f"/meetings/{meeting}/body"
    ok(on(calendar, firm, "PUT", path, body={"notes": "v2"}, headers={"If-Match": '"1"'}), 200)
    refused(on(calendar, firm, "PUT", path, body={"notes": "lost"}, headers={"If-Match": '"1"'}), 412)
    viewer = colleague(stack, firm, "viewer")
    refused(on(calendar, viewer, "PUT", path, body={"notes": "viewer"}), 403, "permission_denied")
    assert ok(on(calendar, firm, "GET", path), 200)["notes"] == "v2"


def test_meetings_naming_another_firms_records_are_400_and_their_filters_404(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    calendar = apps["calendar"]
    theirs = new_firm(stack, firm.app)
    their_company, their_person, their_deal = company(theirs), person(theirs), deal(theirs)
    body = {**MEETING, "attendeeIds": [person(firm), their_person], "companyId": their_company,
            "dealId": their_deal}  # fmt: skip
    assert fields_named(on(calendar, firm, "POST", "/meetings", body=body)) == [
        "attendeeIds[1]", "companyId", "dealId"]  # fmt: skip
    for name, value in (("companyId", their_company), ("dealId", their_deal)):
        refused(on(calendar, firm, "GET", "/meetings", query=f"{name}={value}"), 404, "not_found")
    assert ok(on(calendar, firm, "GET", "/meetings"), 200)["items"] == []
    assert stored(stack, firm, "KIT#meetings#STARTS") == []


def test_a_meetings_cursor_does_not_carry_to_another_list(firm: Firm, apps: dict[str, App]) -> None:
    calendar = apps["calendar"]
    acme = company(firm)
    for hour in range(3):
        times = {"startsAt": f"2025-03-04T1{hour}:00:00Z", "endsAt": f"2025-03-04T1{hour}:30:00Z"}
        ok(on(calendar, firm, "POST", "/meetings", body={**MEETING, **times, "companyId": acme}))
    first = ok(on(calendar, firm, "GET", "/meetings", query="limit=1"), 200)
    assert first["nextCursor"]
    for query in (f"companyId={acme}", "startsAt[lt]=2025-03-04T12:00:00Z"):
        carried = on(
            calendar, firm, "GET", "/meetings", query=f"{query}&limit=1&cursor={first['nextCursor']}"
        )
        refused(carried, 400, "invalid_cursor")


def test_a_time_block_of_another_member_is_never_changed_whatever_the_body_says(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    calendar = apps["calendar"]
    block = {"startsAt": "2025-03-04T13:00:00Z", "endsAt": "2025-03-04T15:00:00Z", "label": "Mine"}
    mine = ok(on(calendar, firm, "POST", "/time-blocks", body=block))
    other = colleague(stack, firm)
    path = f"/time-blocks/{mine['id']}"
    for method, body in (("PUT", {**block, "label": "Theirs"}), ("DELETE", None), ("POST", block),
                         ("PUT", {**block, "userId": other.member.user_id})):  # fmt: skip
        answer = on(calendar, other, method, path, body=body)
        assert answer.status in (400, 403, 405), (method, body, answer.body)
    key = {"Idempotency-Key": "block-1"}
    made_by_other = ok(on(calendar, other, "POST", "/time-blocks", body=block, headers=key))
    replay_by_owner = ok(on(calendar, firm, "POST", "/time-blocks", body=block, headers=key))
    assert made_by_other["id"] != replay_by_owner["id"]  # a key is the caller's own
    assert replay_by_owner["userId"] == firm.member.user_id
    assert ok(on(calendar, firm, "GET", path), 200) == mine


# ---- communications -------------------------------------------------------------------------------------


def test_hostile_template_texts_are_400_and_nothing_is_stored(firm: Firm, apps: dict[str, App]) -> None:
    comms = apps["communications"]
    base = {"name": "LP update", "subject": "Q3 update", "body": "Dear {{Person.firstName}}",
            "category": "investor_update", "recordTypes": ["Person"]}  # fmt: skip
    hostile = [
        ({"name": "a\x07b"}, "name"),
        ({"subject": "line\nbreak"}, "subject"),
        ({"subject": "\u202eevil"}, "subject"),
        ({"body": "x" * 50_001}, "body"),
        ({"body": "{{" * 20_000}, "body"),
        ({"body": "Dear {{Person.firstName}, hello"}, "body"),
        ({"body": "{{ {{Person.firstName}} }}"}, "body"),
        ({"body": "{{Person." + "a" * 40_000 + "}}"}, "body"),
        ({"category": "../x"}, "category"),
        ({"recordTypes": ["Person", "Person"]}, "recordTypes[1]"),
        ({"name": "\u200b\u200b"}, "name"),
    ]
    for change, field in hostile:
        answer = on(comms, firm, "POST", "/email-templates", body={**base, **change})
        assert fields_named(answer)[0] == field, change
        assert len(json_codec.dumps(answer.body)) < 10_000  # what a request sent is echoed cut short
    assert ok(on(comms, firm, "GET", "/email-templates"), 200)["items"] == []


def test_a_marketing_campaign_naming_another_firms_list_or_template_is_400(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    comms = apps["communications"]
    theirs = new_firm(stack, firm.app)
    their_list = ok(on(comms, theirs, "POST", "/marketing-lists", body={"name": "Theirs"}))["id"]
    template = {"name": "T", "subject": "S", "body": "B", "category": "investor_update"}
    their_template = ok(on(comms, theirs, "POST", "/email-templates", body=template))["id"]
    body = {"name": "M", "listId": their_list, "templateId": their_template, "status": "Draft"}
    assert fields_named(on(comms, firm, "POST", "/marketing-campaigns", body=body)) == [
        "listId",
        "templateId",
    ]
    refused(on(comms, firm, "GET", "/marketing-campaigns", query=f"listId={their_list}"), 404, "not_found")
    for path in (f"/marketing-lists/{their_list}", f"/email-templates/{their_template}"):
        assert ok(on(comms, theirs, "GET", path), 200)["marketingCampaigns"] == 0
    investors = {"name": "C", "investorIds": [investor(theirs)], "status": "Draft"}
    assert fields_named(on(comms, firm, "POST", "/campaigns", body=investors)) == ["investorIds[0]"]


def test_an_audience_over_the_limit_is_400(firm: Firm, apps: dict[str, App]) -> None:
    comms = apps["communications"]
    many = [f"rec_{n:026d}" for n in range(51)]
    body = {"name": "C", "investorIds": many, "status": "Draft"}
    assert fields_named(on(comms, firm, "POST", "/campaigns", body=body)) == ["investorIds"]


def test_a_subscriber_removed_with_a_stale_if_match_stays(firm: Firm, apps: dict[str, App]) -> None:
    comms = apps["communications"]
    list_id = ok(on(comms, firm, "POST", "/marketing-lists", body={"name": "News"}))["id"]
    pat = person(firm)
    ok(on(comms, firm, "POST", f"/marketing-lists/{list_id}/subscribers", body={"personId": pat}))
    one = f"/marketing-lists/{list_id}/subscribers/{pat}"
    refused(on(comms, firm, "DELETE", one, headers={"If-Match": '"9"'}), 412, "version_conflict")
    assert ok(on(comms, firm, "GET", one), 200)["personId"] == pat


# ---- workflow -------------------------------------------------------------------------------------------

FIELDS = [
    {"key": "legalName", "label": "Legal name", "fieldType": "Text", "required": True},
    {"key": "headcount", "label": "Headcount", "fieldType": "Number"},
    {"key": "commitment", "label": "Commitment", "fieldType": "Currency"},
    {"key": "closingDate", "label": "Closing date", "fieldType": "Date"},
    {"key": "accounts", "label": "Accounts", "fieldType": "FileUpload"},
    {"key": "fit", "label": "Fit", "fieldType": "Rating"},
]


@pytest.fixture
def forms(stack: Stack, records_app: App) -> App:
    return stack.app(forms_app())


def sent_form(workflow: App, forms: App, firm: Firm) -> dict[str, Any]:
    body = {"name": "LP onboarding", "sections": [{"key": "lp", "label": "The LP", "fields": FIELDS}]}
    form_id = ok(on(forms, firm, "POST", "/forms", body=body))["id"]
    return ok(
        on(workflow, firm, "POST", "/form-instances", body={"formId": form_id, "personId": person(firm)})
    )


def started(workflow: App, forms: App, firm: Firm) -> tuple[dict[str, Any], dict[str, Any]]:
    instance = sent_form(workflow, forms, firm)
    body = {"instanceId": instance["id"], "answers": {"lp": {"legalName": "Kept"}}}
    response = ok(on(workflow, firm, "POST", "/form-responses", body=body))
    return instance, response


def nested(depth: int) -> Any:
    value: Any = "deep"
    for _ in range(depth):
        value = {"x": value}
    return value


@pytest.mark.parametrize(
    ("answers", "field"),
    [
        ({"lp": {"headcount": "12"}}, "answers.lp.headcount"),
        # A number no DynamoDB number holds is refused as the body's JSON is read (kit.fields.Json)
        ({"lp": {"headcount": Decimal("1E+999")}}, "answers"),
        ({"lp": {"commitment": {"amount": Decimal("-1E-999"), "currency": "USD"}}}, "answers"),
        ({"lp": {"commitment": {"amount": "25000000", "currency": "USD"}}}, "answers.lp.commitment.amount"),
        ({"lp": {"closingDate": "2025-02-30"}}, "answers.lp.closingDate"),
        (
            {"lp": {"accounts": {"fileName": "a.pdf", "url": "http://x.example.com/a.pdf"}}},
            "answers.lp.accounts.url",
        ),
        ({"lp": {"fit": 6}}, "answers.lp.fit"),
        ({"lp": {"fit": True}}, "answers.lp.fit"),
        ({"lp": {"legalName": "a\x00b"}}, "answers.lp.legalName"),
        ({"lp": {"legalName": "\u202eevil"}}, "answers.lp.legalName"),
        ({"lp": {"legalName": "x" * 2001}}, "answers.lp.legalName"),
        ({"lp": {"x" * 100_000: 1}}, "answers.lp." + "x" * 180),
        ({"lp": ["legalName"]}, "answers.lp"),
        ({"other": {}}, "answers.other"),
        ({"lp": nested(40)}, "answers"),
        ({f"s{n}": {} for n in range(101)}, "answers"),
        ("not an object", "answers"),
    ],
    ids=lambda value: str(value)[:40],
)
def test_a_hostile_draft_is_400_naming_the_answer_and_keeps_the_draft(
    firm: Firm, apps: dict[str, App], forms: App, answers: Any, field: str
) -> None:
    workflow = apps["workflow"]
    _, response = started(workflow, forms, firm)
    path = f"/form-responses/{response['id']}"
    answer = on(workflow, firm, "PUT", f"{path}/draft", body={"answers": answers})
    assert fields_named(answer)[0].startswith(field), answer.body
    assert len(json_codec.dumps(answer.body)) < 10_000
    kept = ok(on(workflow, firm, "GET", path), 200)
    assert (kept["answers"], kept["version"]) == ({"lp": {"legalName": "Kept"}}, 1)


def test_a_form_of_another_firm_is_never_sent_nor_listed(
    stack: Stack, firm: Firm, apps: dict[str, App], forms: App
) -> None:
    workflow = apps["workflow"]
    theirs = new_firm(stack, firm.app)
    form = {"name": "Theirs", "sections": [{"key": "a", "label": "A", "fields": FIELDS}]}
    their_form = ok(on(forms, theirs, "POST", "/forms", body=form))["id"]
    body = {"formId": their_form, "personId": person(firm)}
    assert fields_named(on(workflow, firm, "POST", "/form-instances", body=body)) == ["formId"]
    refused(on(workflow, firm, "GET", "/form-instances", query=f"formId={their_form}"), 404, "not_found")
    assert ok(on(workflow, firm, "GET", "/form-instances"), 200)["items"] == []


def test_what_the_service_keeps_of_an_instance_or_response_is_never_taken_from_a_body(
    firm: Firm, apps: dict[str, App], forms: App
) -> None:
    workflow = apps["workflow"]
    instance, response = started(workflow, forms, firm)
    body = {"formId": instance["formId"], "personId": instance["personId"]}
    for key, value in (("status", "Submitted"), ("responseId", response["id"]), ("formVersionNumber", 9),
                       ("formVersionId", "x"), ("submittedAt", "2027-01-01T00:00:00Z")):  # fmt: skip
        assert fields_named(on(workflow, firm, "PUT", f"/form-instances/{instance['id']}",
                               body={**body, key: value})) == [key]  # fmt: skip
        assert fields_named(on(workflow, firm, "POST", "/form-responses",
                               body={"instanceId": instance["id"], key: value})) == [key]  # fmt: skip
    assert ok(on(workflow, firm, "GET", f"/form-instances/{instance['id']}"), 200)["version"] == 2


def test_a_stale_if_match_on_submit_is_412_and_nothing_is_frozen(
    firm: Firm, apps: dict[str, App], forms: App
) -> None:
    workflow = apps["workflow"]
    instance, response = started(workflow, forms, firm)
    path = f"/form-responses/{response['id']}"
    refused(
        on(workflow, firm, "POST", f"{path}/submit", headers={"If-Match": '"7"'}), 412, "version_conflict"
    )
    assert ok(on(workflow, firm, "GET", path), 200)["status"] == "Draft"
    assert ok(on(workflow, firm, "GET", f"/form-instances/{instance['id']}"), 200)["status"] == "InProgress"
    ok(on(workflow, firm, "POST", f"{path}/submit", headers={"If-Match": '"1"'}), 200)
    for method, suffix, body in (
        ("POST", "/submit", None),
        ("PUT", "/draft", {"answers": {}}),
        ("DELETE", "", None),
    ):
        refused(on(workflow, firm, method, f"{path}{suffix}", body=body), 409, "response_submitted")
    assert ok(on(workflow, firm, "GET", f"/form-instances/{instance['id']}"), 200)["status"] == "Submitted"


def test_two_responses_started_at_once_on_one_instance_leave_one(
    stack: Stack, firm: Firm, apps: dict[str, App], forms: App, in_order: Callable[[str, str], None]
) -> None:
    workflow = apps["workflow"]
    instance = sent_form(workflow, forms, firm)
    body = {"instanceId": instance["id"]}
    in_order("one", "two")
    got = together({
        "one": lambda: on(stack.app(workflow_app()), firm, "POST", "/form-responses", body=body),
        "two": lambda: on(stack.app(workflow_app()), firm, "POST", "/form-responses", body=body),
    })  # fmt: skip
    assert got["one"].status == 201
    refused(got["two"], 409, "already_exists")
    listed = ok(on(workflow, firm, "GET", "/form-responses"), 200)["items"]
    assert [each["id"] for each in listed] == [got["one"].body["id"]]


@pytest.mark.parametrize("first", ["config", "move"])
def test_a_config_racing_a_move_of_its_approval_type_to_another_record_type(
    stack: Stack, firm: Firm, apps: dict[str, App], in_order: Callable[[str, str], None], first: str
) -> None:
    workflow = apps["workflow"]
    approval = {"name": "IC", "recordType": "Deal", "approverRoleIds": ["admin"]}
    approval_id = ok(on(workflow, firm, "POST", "/approval-types", body=approval))["id"]
    config = {"name": "Pipeline", "recordType": "Deal", "stages": [{"key": "s", "label": "S"}],
              "approvalTypeId": approval_id}  # fmt: skip
    in_order(first, "move" if first == "config" else "config")
    got = together({
        "config": lambda: on(stack.app(workflow_app()), firm, "POST", "/workflow-configs", body=config),
        "move": lambda: on(stack.app(workflow_app()), firm, "PUT", f"/approval-types/{approval_id}",
                           body={**approval, "recordType": "Company"}),
    })  # fmt: skip
    kept = ok(on(workflow, firm, "GET", f"/approval-types/{approval_id}"), 200)
    if first == "config":
        assert got["config"].status == 201
        refused(got["move"], 409, "approval_type_in_use")
        assert (kept["recordType"], kept["workflowConfigCount"]) == ("Deal", 1)
    else:
        assert got["move"].status == 200
        assert fields_named(got["config"]) == ["approvalTypeId"]
        assert (kept["recordType"], kept["workflowConfigCount"]) == ("Company", 0)


@pytest.mark.parametrize("first", ["start", "replace"])
def test_a_response_racing_a_replace_of_its_instance_answers_the_version_it_names(
    stack: Stack,
    firm: Firm,
    apps: dict[str, App],
    forms: App,
    in_order: Callable[[str, str], None],
    first: str,
) -> None:
    workflow = apps["workflow"]
    instance = sent_form(workflow, forms, firm)
    moved = {"formId": instance["formId"], "personId": person(firm, "Other")}
    in_order(first, "replace" if first == "start" else "start")
    got = together({
        "start": lambda: on(stack.app(workflow_app()), firm, "POST", "/form-responses",
                            body={"instanceId": instance["id"]}),
        "replace": lambda: on(stack.app(workflow_app()), firm, "PUT", f"/form-instances/{instance['id']}",
                              body=moved),
    })  # fmt: skip
    assert got["start"].status == 201, got["start"].body
    now = ok(on(workflow, firm, "GET", f"/form-instances/{instance['id']}"), 200)
    assert now["responseId"] == got["start"].body["id"]
    if first == "start":
        refused(got["replace"], 409, "form_instance_answered")
        assert now["personId"] == instance["personId"]
    else:
        assert got["replace"].status == 200
        assert now["personId"] == moved["personId"]


# ---- compliance -----------------------------------------------------------------------------------------

QUESTIONNAIRE = {
    "title": "ILPA DDQ", "status": "InProgress",
    "sections": [{"sectionId": "governance", "title": "Governance", "questions": [
        {"questionId": "q1", "text": "ESG policy?", "answerType": "YesNo"},
        {"questionId": "q2", "text": "Headcount", "answerType": "Number"},
        {"questionId": "q3", "text": "Valuation policy", "answerType": "Text"},
        {"questionId": "q4", "text": "Last exam", "answerType": "Date"}]}],
}  # fmt: skip


def answers_of(stack: Stack, firm: Firm, ddq_id: str) -> list[dict[str, Any]]:
    return stored(stack, firm, f"KIT#ddq-answers#{ddq_id}#governance")


@pytest.mark.parametrize(
    "batch",
    [
        [{"questionId": "q1", "answer": "true"}],
        [{"questionId": "q1", "answer": 1}],
        [{"questionId": "q2", "answer": "14"}],
        [{"questionId": "q2", "answer": Decimal("1E+999")}],
        [{"questionId": "q2", "answer": True}],
        [{"questionId": "q3", "answer": "a\x00b"}],
        [{"questionId": "q3", "answer": "x" * 10_001}],
        [{"questionId": "q3", "answer": {"a": 1}}],
        [{"questionId": "q4", "answer": "2025-13-01"}],
        [{"questionId": "q9", "answer": True}],
        [{"questionId": "q1", "answer": True}, {"questionId": "q1", "answer": False}],
        [{"questionId": "q1", "answer": True}] * 51,
        [],
        [{"questionId": "q1#x", "answer": True}],
    ],
    ids=lambda batch: json_codec.dumps(batch)[:40],
)
def test_a_hostile_ddq_batch_is_400_and_answers_none_of_it(
    stack: Stack, firm: Firm, apps: dict[str, App], batch: list[dict[str, Any]]
) -> None:
    compliance = apps["compliance"]
    ddq = ok(on(compliance, firm, "POST", "/ddq", body=QUESTIONNAIRE))["id"]
    good = {"questionId": "q3", "answer": "Fair value, quarterly."}
    answer = on(compliance, firm, "PUT", f"/ddq/{ddq}/sections/governance/answers",
                body={"answers": [*([good] if batch and len(batch) < 50 else []), *batch]})  # fmt: skip
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    assert answers_of(stack, firm, ddq) == []


@pytest.mark.parametrize("first", ["delete", "answers"])
def test_answers_racing_their_questionnaires_deletion_never_outlive_it(
    stack: Stack, firm: Firm, apps: dict[str, App], in_order: Callable[[str, str], None], first: str
) -> None:
    ddq = ok(on(apps["compliance"], firm, "POST", "/ddq", body=QUESTIONNAIRE))["id"]
    in_order(first, "answers" if first == "delete" else "delete")
    path = f"/ddq/{ddq}/sections/governance/answers"
    got = together({
        "delete": lambda: on(stack.app(compliance_app()), firm, "DELETE", f"/ddq/{ddq}"),
        "answers": lambda: on(stack.app(compliance_app()), firm, "PUT", path,
                              body={"answers": [{"questionId": "q1", "answer": True}]}),
    })  # fmt: skip
    assert got["delete"].status == 200, got["delete"].body
    if first == "delete":
        refused(got["answers"], 404, "not_found")
        assert answers_of(stack, firm, ddq) == []
    else:
        assert got["answers"].status == 200, got["answers"].body
    refused(on(apps["compliance"], firm, "GET", path), 404, "not_found")


def kyc_record(compliance: App, firm: Firm) -> str:
    body = {"recordType": "Investor", "recordId": investor(firm)}
    return str(ok(on(compliance, firm, "POST", "/kyc", body=body))["id"])


def test_a_risk_tier_refused_for_any_reason_records_no_history(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    compliance = apps["compliance"]
    kyc = kyc_record(compliance, firm)
    path = f"/kyc/{kyc}/risk-tier"
    for body in ({"riskTier": "low"}, {"riskTier": "Critical"}, {"riskTier": ["High"]}, {"riskTier": None},
                 {"riskTier": "High", "reason": "a\x1bb"},
                 {"riskTier": "High", "changedBy": "usr_x"}):  # fmt: skip
        refused(on(compliance, firm, "PUT", path, body=body), 400, "invalid_request")
    refused(on(compliance, firm, "PUT", path, body={"riskTier": "High"}, headers={"If-Match": '"2"'}), 412)
    reader = colleague(stack, firm, "viewer", ["records:write"])
    refused(on(compliance, reader, "PUT", path, body={"riskTier": "High"}), 403, "permission_denied")
    read_token = colleague(stack, firm, "admin", ["records:read"])
    refused(on(compliance, read_token, "PUT", path, body={"riskTier": "High"}), 403, "scope_denied")
    shown = ok(on(compliance, firm, "GET", path), 200)
    assert (shown["riskTier"], shown["history"]) == (None, [])
    assert stored(stack, firm, f"KIT#kyc-risk-tiers#{kyc}") == []


@pytest.mark.parametrize("first", ["delete", "tier"])
def test_a_risk_tier_racing_its_kyc_records_deletion(
    stack: Stack, firm: Firm, apps: dict[str, App], in_order: Callable[[str, str], None], first: str
) -> None:
    kyc = kyc_record(apps["compliance"], firm)
    in_order(first, "tier" if first == "delete" else "delete")
    got = together({
        "delete": lambda: on(stack.app(compliance_app()), firm, "DELETE", f"/kyc/{kyc}"),
        "tier": lambda: on(stack.app(compliance_app()), firm, "PUT", f"/kyc/{kyc}/risk-tier",
                           body={"riskTier": "High"}),
    })  # fmt: skip
    assert got["delete"].status == 200, got["delete"].body
    if first == "delete":
        refused(got["tier"], 404, "not_found")
        assert stored(stack, firm, f"KIT#kyc-risk-tiers#{kyc}") == []
    else:
        assert got["tier"].status == 200
        kept = stack.services().tenant_store(firm.member.firm_id).get("KIT#kyc#D", kyc, consistent=True)
        assert kept is not None
        assert kept["riskTier"] == "High"


def test_a_member_without_the_compliance_permission_never_reaches_a_conflict(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    compliance = apps["compliance"]
    key = {"Idempotency-Key": "conflict-1"}
    body = {"title": "Partner on the target's board", "dealId": deal(firm)}
    conflict = ok(on(compliance, firm, "POST", "/conflicts", body=body, headers=key))
    listed = ok(on(compliance, firm, "POST", "/restricted-lists", body={"name": "Main", "listType": "Watch"}))
    member = colleague(stack, firm, "member")
    for method, path, sent in (
        ("POST", "/conflicts", body),  # the same key and body: never the administrator's stored answer
        ("GET", f"/conflicts?dealId={body['dealId']}", None),
        ("GET", f"/conflicts/{conflict['id']}/parties", None),
        ("GET", f"/restricted-lists/{listed['id']}/entries?companyId={company(firm)}", None),
        ("DELETE", f"/conflicts/{conflict['id']}", None),
    ):
        path, _, query = path.partition("?")
        answer = on(compliance, member, method, path, body=sent, query=query, headers=key if sent else {})
        refused(answer, 403, "permission_denied")
        assert "Idempotent-Replayed" not in answer.headers
    assert ok(on(compliance, firm, "GET", f"/conflicts/{conflict['id']}"), 200)["version"] == 1


def test_notes_of_a_deleted_kyc_record_are_out_of_reach(
    stack: Stack, firm: Firm, apps: dict[str, App]
) -> None:
    compliance = apps["compliance"]
    kyc = kyc_record(compliance, firm)
    ok(on(compliance, firm, "POST", f"/kyc/{kyc}/notes", body={"text": "Passport received."}))
    ok(on(compliance, firm, "DELETE", f"/kyc/{kyc}"), 200)
    refused(on(compliance, firm, "POST", f"/kyc/{kyc}/notes", body={"text": "Late."}), 404, "not_found")
    refused(on(compliance, firm, "GET", f"/kyc/{kyc}/notes"), 404, "not_found")
    refused(on(compliance, firm, "GET", f"/kyc/{kyc}/risk-tier"), 404, "not_found")
    assert len(stored(stack, firm, f"KIT#kyc-notes#{kyc}")) == 1


# ---- names that differ only by what does not display ---------------------------------------------------


def test_a_name_with_a_zero_width_character_is_the_same_name(firm: Firm, apps: dict[str, App]) -> None:
    calendar, research, portfolio = apps["calendar"], apps["research"], apps["portfolio"]
    booking = {"name": "Intro call", "durationMinutes": 30, "locationType": "Video"}
    ok(on(calendar, firm, "POST", "/booking-types", body=booking))
    again = on(calendar, firm, "POST", "/booking-types", body={**booking, "name": "Intro\u200b call\ufeff"})
    refused(again, 409, "already_exists")
    peers = {"name": "Peers", "dealId": deal(firm), "multiples": ["evEbitda"]}
    set_id = ok(on(research, firm, "POST", "/comparable-sets", body=peers))["id"]
    path = f"/comparable-sets/{set_id}/comparables"
    ok(on(research, firm, "POST", path, body={"name": "DSV A/S", "multiples": {}}))
    twin = on(research, firm, "POST", path, body={"name": "DSV\u200d A/S", "multiples": {}})
    assert twin.status == 409, twin.body
    lanes = [{"name": "Commercial", "items": []}, {"name": "Commer\u200bcial", "items": []}]
    roadmap = {"name": "Value creation", "companyId": company(firm), "lanes": lanes}
    answer = on(portfolio, firm, "POST", "/roadmaps", body=roadmap)
    assert (answer.status, fields_named(answer)) == (400, ["lanes[1].name"]), answer.body
