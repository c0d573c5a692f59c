"""Company and deal screens (spec 2.3, 2.4, 4.4, 4.5) beyond the kit's contract: one active term, the
IC decision's nulls and rule, exact amounts, enumerations and dates as the spec spells them, and
the children in the parent's change feed."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from companies_api.handler import create_app as create_companies_app
from deals_api.handler import create_app as create_deals_app
from kernel.pipeline import App
from tests.integration.records_support import Firm, firm, records_app
from tests.support import Result, Stack, api_event, call

__all__ = ["firm", "records_app"]


@pytest.fixture
def screens(stack: Stack) -> dict[str, App]:
    return {"companies": stack.app(create_companies_app()), "deals": stack.app(create_deals_app())}


def on(app: App, firm: Firm, method: str, path: str, **kwargs: Any) -> Result:
    return call(app, method, f"/api/v1/x{path}", token=firm.token, **kwargs)


def deal(firm: Firm) -> str:
    return str(firm.create("Deal", name="Series A")["id"])


def term(instrument: str = "Safe", **values: Any) -> dict[str, Any]:
    return {"instrumentType": instrument, **values}


def test_set_active_makes_a_term_the_deals_one_active_term(firm: Firm, screens: dict[str, App]) -> None:
    deal_id, deals = deal(firm), screens["deals"]
    first = on(deals, firm, "POST", f"/deals/{deal_id}/terms", body=term(setActive=True)).body
    second = on(deals, firm, "POST", f"/deals/{deal_id}/terms", body=term("Loan")).body
    assert (first["active"], second["active"]) == (True, False)
    assert "setActive" not in first
    on(deals, firm, "PUT", f"/deals/{deal_id}/terms/{second['id']}", body=term("Loan", setActive=True))
    listed = {t["id"]: t["active"] for t in on(deals, firm, "GET", f"/deals/{deal_id}/terms").body["items"]}
    assert listed == {first["id"]: False, second["id"]: True}
    renamed = on(deals, firm, "PUT", f"/deals/{deal_id}/terms/{second['id']}", body=term("Loan", notes="n"))
    assert renamed.body["active"] is True  # a change without setActive keeps the term's state


def test_terms_set_active_at_once_leave_one_active(firm: Firm, screens: dict[str, App], stack: Stack) -> None:
    deal_id = deal(firm)
    made = [on(screens["deals"], firm, "POST", f"/deals/{deal_id}/terms", body=term()).body for _ in range(5)]

    def activate(made_term: dict[str, Any]) -> int:
        app = stack.app(create_deals_app())  # each request in its own container, as Lambda runs them
        path = f"/deals/{deal_id}/terms/{made_term['id']}"
        return on(app, firm, "PUT", path, body=term(setActive=True)).status

    with ThreadPoolExecutor(max_workers=5) as pool:
        assert list(pool.map(activate, made)) == [200] * 5
    listed = on(screens["deals"], firm, "GET", f"/deals/{deal_id}/terms").body["items"]
    assert sum(t["active"] for t in listed) == 1


@pytest.mark.parametrize(
    "body",
    [
        {"instrumentType": "preferenceShares"},  # the spec's spelling, exactly
        {"instrumentType": "Equity"},
        {"instrumentType": "Safe", "stakePercent": 101},
        {"instrumentType": "Safe", "currencyCode": "eur"},
        {"instrumentType": "Safe", "amount": "5000000"},
    ],
)
def test_a_term_outside_the_spec_is_400(firm: Firm, screens: dict[str, App], body: dict[str, Any]) -> None:
    deal_id = deal(firm)
    assert on(screens["deals"], firm, "POST", f"/deals/{deal_id}/terms", body=body).status == 400
    assert on(screens["deals"], firm, "GET", f"/deals/{deal_id}/terms").body["items"] == []


def test_the_ic_decision_is_null_before_one_and_recorded_whole(firm: Firm, screens: dict[str, App]) -> None:
    deal_id, deals = deal(firm), screens["deals"]
    path = f"/deals/{deal_id}/ic-decision"
    assert on(deals, firm, "GET", path).body == {"decision": None, "icDate": None, "conditions": None}
    refused = on(
        deals, firm, "POST", path, body={"decision": "ApprovedWithConditions", "icDate": "2025-02-14"}
    )
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "conditions")
    conditional = {"decision": "ApprovedWithConditions", "icDate": "2025-02-14", "conditions": "Insurance"}
    recorded = on(deals, firm, "POST", path, body=conditional)
    assert recorded.status == 200
    on(deals, firm, "POST", path, body={"decision": "Approved", "icDate": "2025-03-01"})
    assert on(deals, firm, "GET", path).body == {
        "decision": "Approved",
        "icDate": "2025-03-01",
        "conditions": None,
    }
    assert on(deals, firm, "POST", path, body={"decision": "Maybe", "icDate": "2025-03-01"}).status == 400
    assert on(deals, firm, "POST", path, body={"decision": "Approved", "icDate": "2025-02-30"}).status == 400
    changes = firm.call("GET", "/changes").body["items"]
    assert [c["changedFields"] for c in changes if c["recordId"] == deal_id][-2:] == [["ic-decision"]] * 2


def test_the_ic_decision_of_another_firms_deal_is_404(
    stack: Stack, firm: Firm, screens: dict[str, App]
) -> None:
    theirs = deal(firm)
    from tests.integration.records_support import new_firm

    other = new_firm(stack, firm.app)
    for method, body in (("GET", None), ("POST", {"decision": "Approved", "icDate": "2025-03-01"})):
        answer = on(screens["deals"], other, method, f"/deals/{theirs}/ic-decision", body=body)
        assert (answer.status, answer.code) == (404, "not_found")


def test_financial_amounts_are_exact_and_a_period_label_is_unique(
    firm: Firm, screens: dict[str, App]
) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    text = '{"periodLabel": "FY2024", "revenue": 1234567890.123456789, "ebitda": -0.1, "currencyCode": "EUR"}'
    event = api_event("POST", f"/api/v1/x/companies/{acme}/financials", token=firm.token, raw_body=text,
                      headers={"content-type": "application/json"})  # fmt: skip
    answer = screens["companies"].lambda_handler(event, None)
    assert answer["statusCode"] == 201, answer["body"]
    assert '"revenue":1234567890.123456789' in answer["body"]
    assert '"ebitda":-0.1' in answer["body"]
    again = on(
        screens["companies"], firm, "POST", f"/companies/{acme}/financials", body={"periodLabel": "fy2024"}
    )
    assert (again.status, again.code) == (409, "already_exists")
    listed = screens["companies"].lambda_handler(
        api_event("GET", f"/api/v1/x/companies/{acme}/financials", token=firm.token), None
    )
    assert '"revenue":1234567890.123456789' in listed["body"]
    assert len(json.loads(listed["body"])["items"]) == 1


@pytest.mark.parametrize(
    "body",
    [
        {"name": "P", "status": "live"},
        {"name": "P", "status": "Live", "launchDate": "2024-3-1"},
        {"name": "P", "status": "Live", "launchDate": "2024-02-30"},
        {"name": "P", "status": "Live", "launchDate": "01/03/2024"},
        {"status": "Live"},
        {"name": "P"},
    ],
)
def test_a_product_outside_the_spec_is_400(firm: Firm, screens: dict[str, App], body: dict[str, Any]) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    assert on(screens["companies"], firm, "POST", f"/companies/{acme}/products", body=body).status == 400


def test_an_investor_on_the_cap_table_must_be_an_investor_record(firm: Firm, screens: dict[str, App]) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    path = f"/companies/{acme}/investors"
    lead = firm.create("Lead", name="Not an investor")["id"]
    assert on(screens["companies"], firm, "POST", path, body={"investorId": lead}).status == 400
    investor = firm.create("Investor", name="Big LP")["id"]
    first = on(
        screens["companies"], firm, "POST", path, body={"investorId": investor, "ownershipPercent": 12.5}
    )
    assert first.status == 201


def test_one_investor_may_hold_several_cap_table_lines(firm: Firm, screens: dict[str, App]) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    path = f"/companies/{acme}/investors"
    investor = firm.create("Investor", name="Big LP")["id"]
    lines = [
        on(screens["companies"], firm, "POST", path, body={"investorId": investor, "shareClass": share}).body
        for share in ("Seed preferred", "Series A preferred", "Convertible note")
    ]
    assert len({line["id"] for line in lines}) == 3
    listed = on(screens["companies"], firm, "GET", path, query=f"investorId={investor}").body["items"]
    assert [line["shareClass"] for line in listed] == [
        "Convertible note",
        "Series A preferred",
        "Seed preferred",
    ]
    one = on(screens["companies"], firm, "GET", f"{path}/{lines[1]['id']}")  # {investorId} is the line's id
    assert (one.status, one.body["shareClass"]) == (200, "Series A preferred")


def test_a_milestone_cannot_be_deleted_and_a_deleted_company_is_gone(
    firm: Firm, screens: dict[str, App]
) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    made = on(screens["companies"], firm, "POST", f"/companies/{acme}/milestones",
              body={"title": "Launch", "category": "ExitPreparation"}).body  # fmt: skip
    refused = on(screens["companies"], firm, "DELETE", f"/companies/{acme}/milestones/{made['id']}")
    assert refused.status == 405
    lead = firm.create("Lead", name="L")["id"]
    assert on(screens["companies"], firm, "GET", f"/companies/{lead}/milestones").status == 404


def test_addresses_are_created_corrected_and_replaced_with_their_history(
    firm: Firm, screens: dict[str, App]
) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    companies, path = screens["companies"], f"/companies/{acme}/addresses"
    registered = {"addressType": "Registered", "country": "GB", "line1": "1 King Street", "city": "London"}
    first = on(companies, firm, "POST", path, body={**registered, "mode": "create"})
    assert (first.status, first.body["current"], first.body["validTo"]) == (201, True, None)
    again = on(companies, firm, "POST", path, body={**registered, "mode": "create"})
    assert (again.status, again.code) == (409, "address_conflict")
    corrected = on(
        companies, firm, "POST", path, body={**registered, "mode": "correct", "line1": "2 King Street"}
    )
    assert (corrected.status, corrected.body["id"], corrected.body["line1"]) == (
        200,
        first.body["id"],
        "2 King Street",
    )
    moved = on(
        companies,
        firm,
        "POST",
        path,
        body={**registered, "mode": "replace", "city": "Leeds", "line1": "9 Park Row"},
    )
    assert (moved.status, moved.body["current"]) == (201, True)
    listed = {a["id"]: a for a in on(companies, firm, "GET", path).body["items"]}
    assert listed[first.body["id"]]["current"] is False
    assert listed[first.body["id"]]["validTo"] is not None
    assert listed[first.body["id"]]["line1"] == "2 King Street"  # the history keeps what it was
    assert listed[moved.body["id"]]["city"] == "Leeds"
    trading = on(
        companies, firm, "POST", path, body={"addressType": "Trading", "country": "FR", "mode": "correct"}
    )
    assert (trading.status, trading.code) == (409, "address_conflict")
    changes = [c for c in firm.call("GET", "/changes").body["items"] if c["recordId"] == acme]
    assert [c["changedFields"] for c in changes[1:]] == [["addresses"]] * 3


@pytest.mark.parametrize(
    "body",
    [
        {"addressType": "Registered", "country": "gb", "mode": "create"},
        {"addressType": "Registered", "country": "XX", "mode": "create"},
        {"addressType": "Home", "country": "GB", "mode": "create"},
        {"addressType": "Registered", "country": "GB", "mode": "upsert"},
        {"addressType": "Registered", "country": "GB"},
    ],
)
def test_an_address_outside_the_spec_is_400(
    firm: Firm, screens: dict[str, App], body: dict[str, Any]
) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    assert on(screens["companies"], firm, "POST", f"/companies/{acme}/addresses", body=body).status == 400
    assert on(screens["companies"], firm, "GET", f"/companies/{acme}/addresses").body["items"] == []


def test_industry_codes_are_sector_keys_and_put_replaces_the_list(
    firm: Firm, screens: dict[str, App], stack: Stack
) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    path = f"/companies/{acme}/industry-codes"
    assert on(screens["companies"], firm, "GET", path).body == {"codeIds": []}
    set_codes = on(screens["companies"], firm, "PUT", path, body={"codeIds": ["software", "saas"]})
    assert (set_codes.status, set_codes.body) == (200, {"codeIds": ["software", "saas"]})
    on(screens["companies"], firm, "PUT", path, body={"codeIds": ["fintech"]})
    assert on(screens["companies"], firm, "GET", path).body == {"codeIds": ["fintech"]}
    unknown = on(screens["companies"], firm, "PUT", path, body={"codeIds": ["fintech", "astrology"]})
    assert (unknown.status, unknown.body["error"]["details"][0]["field"]) == (400, "codeIds[1]")
    assert on(screens["companies"], firm, "PUT", path, body={"codeIds": ["saas", "saas"]}).status == 400
    assert on(screens["companies"], firm, "GET", path).body == {"codeIds": ["fintech"]}
    from taxonomy_api.handler import create_app as create_taxonomy_app

    taxonomy = stack.app(create_taxonomy_app())
    call(
        taxonomy,
        "POST",
        "/api/v1/x/taxonomy/sectors",
        token=firm.token,
        body={"key": "space", "label": "Space"},
    )
    assert on(screens["companies"], firm, "PUT", path, body={"codeIds": ["space"]}).status == 200
