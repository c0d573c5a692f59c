"""One definition of a portfolio company (issue 36; records.portfolio) under moto: a live Company record
of the firm typed `Portfolio`, or one a fund of the firm invested in. The same companies are put to
every route that asks: the five kinds of item that belong to a portfolio company (made, and moved to
another company), `GET /portfolio/{id}`, `GET /portfolio` and the scope of an ESG period (Portfolio,
its default).

- a Prospect a fund invested in: a portfolio company;
- a company typed Portfolio that no fund invested in: a portfolio company;
- a Prospect nobody invested in: not one;
- another firm's company, typed Portfolio and invested in by that firm's fund: never one here."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from esg_api.handler import create_app as esg_app
from finance_api.handler import create_app as finance_app
from kernel.pipeline import App
from portfolio_api.handler import create_app as portfolio_app
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.integration.test_portfolio import bodies  # a valid body of each kind of item
from tests.support import Result, Stack, call

__all__ = ["firm", "records_app"]
X = "/api/v1/x"
SCOPES = ["records:write", "finance:write", "portfolio:read"]
IN, OUT = ("invested_prospect", "typed_portfolio"), ("plain_prospect", "theirs")


class Companies(NamedTuple):
    invested_prospect: str
    typed_portfolio: str
    plain_prospect: str
    theirs: str


class Apps:
    """The families a firm's portfolio company goes through, called with one token of the firm."""

    def __init__(self, stack: Stack, firm: Firm) -> None:
        self.stack, self.firm = stack, firm
        self.token = stack.api_token(firm.member, SCOPES)
        self.finance = stack.app(finance_app())
        self.portfolio = stack.app(portfolio_app())
        self.esg = stack.app(esg_app())

    def call(self, app: App, method: str, path: str, body: Any = None, **kwargs: Any) -> Result:
        return call(app, method, f"{X}{path}", token=self.token, body=body, **kwargs)

    def invest(self, company_id: str) -> None:
        fund = self.call(
            self.finance,
            "POST",
            "/funds",
            {"name": f"Fund {company_id}", "vintageYear": 2025, "currency": "EUR"},
        )
        assert fund.status == 201, fund.body
        body = {"companyId": company_id, "amount": 1000000, "currency": "EUR", "date": "2025-09-15"}
        made = self.call(self.finance, "POST", f"/funds/{fund.body['id']}/investments", body)
        assert made.status == 201, made.body


@pytest.fixture
def apps(stack: Stack, firm: Firm) -> Apps:
    return Apps(stack, firm)


@pytest.fixture
def companies(apps: Apps, stack: Stack, firm: Firm) -> Companies:
    invested = firm.create("Company", name="Invested Prospect", companyType="Prospect")["id"]
    apps.invest(invested)
    stranger = new_firm(stack, firm.app)
    theirs = stranger.create("Company", name="Theirs", companyType="Portfolio")["id"]
    Apps(stack, stranger).invest(theirs)
    return Companies(
        invested_prospect=invested,
        typed_portfolio=firm.create("Company", name="Typed Portfolio", companyType="Portfolio")["id"],
        plain_prospect=firm.create("Company", name="Plain Prospect", companyType="Prospect")["id"],
        theirs=theirs,
    )


PATHS = sorted(bodies("", ""))


def fields_of(answer: Result) -> list[str]:
    return [detail["field"] for detail in answer.body["error"]["details"]]


@pytest.mark.parametrize("path", PATHS)
def test_an_item_is_made_for_every_portfolio_company_and_refused_for_any_other(
    apps: Apps, firm: Firm, companies: Companies, path: str
) -> None:
    cleo = firm.create("Person", firstName="Cleo", lastName="Hart")["id"]
    for name in IN:
        company_id = getattr(companies, name)
        made = apps.call(apps.portfolio, "POST", path, bodies(company_id, cleo)[path])
        assert made.status == 201, (name, made.body)
        listed = apps.call(apps.portfolio, "GET", path, query=f"portfolioCompanyId={company_id}")
        assert [item["id"] for item in listed.body["items"]] == [made.body["id"]], name
    for name in OUT:
        refused = apps.call(apps.portfolio, "POST", path, bodies(getattr(companies, name), cleo)[path])
        assert (refused.status, refused.code, fields_of(refused)) == (
            400,
            "invalid_request",
            ["portfolioCompanyId"],
        ), name
    listed = apps.call(apps.portfolio, "GET", path, query=f"portfolioCompanyId={companies.plain_prospect}")
    assert listed.body["items"] == []


@pytest.mark.parametrize("path", PATHS)
def test_an_item_moves_to_any_portfolio_company_and_to_no_other(
    apps: Apps, firm: Firm, companies: Companies, path: str
) -> None:
    cleo = firm.create("Person", firstName="Cleo", lastName="Hart")["id"]
    made = apps.call(apps.portfolio, "POST", path, bodies(companies.typed_portfolio, cleo)[path])
    assert made.status == 201, made.body
    item = f"{path}/{made.body['id']}"
    moved = apps.call(apps.portfolio, "PUT", item, bodies(companies.invested_prospect, cleo)[path])
    assert (moved.status, moved.body["portfolioCompanyId"]) == (200, companies.invested_prospect), moved.body
    for name in OUT:
        refused = apps.call(apps.portfolio, "PUT", item, bodies(getattr(companies, name), cleo)[path])
        assert (refused.status, fields_of(refused)) == (400, ["portfolioCompanyId"]), name
    back = apps.call(apps.portfolio, "PUT", item, bodies(companies.typed_portfolio, cleo)[path])
    assert (back.status, back.body["version"]) == (200, 3)


def test_get_portfolio_answers_every_portfolio_company_and_404_for_any_other(
    apps: Apps, companies: Companies
) -> None:
    invested = apps.call(apps.finance, "GET", f"/portfolio/{companies.invested_prospect}")
    assert invested.status == 200, invested.body
    assert (invested.body["name"], invested.body["investments"], invested.headers["ETag"]) == (
        "Invested Prospect",
        1,
        '"1"',
    )
    typed = apps.call(apps.finance, "GET", f"/portfolio/{companies.typed_portfolio}")
    assert typed.status == 200, typed.body
    assert typed.body == {
        "companyId": companies.typed_portfolio,
        "name": "Typed Portfolio",
        "firstInvestedOn": None,
        "lastInvestedOn": None,
        "investments": 0,
        "invested": {},
        "funds": [],
        "latestFinancials": None,
    }
    assert typed.headers["ETag"] == '"0"'  # no investment has moved its entry yet
    for name in OUT:
        answer = apps.call(apps.finance, "GET", f"/portfolio/{getattr(companies, name)}")
        assert (answer.status, answer.code) == (404, "not_found"), name


def test_the_portfolio_lists_every_portfolio_company_once_invested_first(
    apps: Apps, firm: Firm, companies: Companies
) -> None:
    both = firm.create("Company", name="Typed And Invested", companyType="Portfolio")["id"]
    apps.invest(both)
    whole = apps.call(apps.finance, "GET", "/portfolio").body
    listed = [item["companyId"] for item in whole["items"]]
    assert sorted(listed[:2]) == sorted([companies.invested_prospect, both])  # the entries, by company id
    assert listed[2:] == [companies.typed_portfolio]
    assert whole["nextCursor"] is None
    paged, cursor = [], ""
    for _ in range(10):  # one a page: across the end of the invested ones and into the typed ones
        page = apps.call(apps.finance, "GET", "/portfolio", query=f"limit=1{cursor}").body
        paged += [item["companyId"] for item in page["items"]]
        if page["nextCursor"] is None:
            break
        cursor = f"&cursor={page['nextCursor']}"
    assert paged == listed


def test_a_portfolio_cursor_is_the_firms_own(
    apps: Apps, stack: Stack, firm: Firm, companies: Companies
) -> None:
    cursor = apps.call(apps.finance, "GET", "/portfolio", query="limit=1").body["nextCursor"]
    assert cursor is not None
    other = Apps(stack, new_firm(stack, firm.app))
    answer = other.call(other.finance, "GET", "/portfolio", query=f"cursor={cursor}")
    assert (answer.status, answer.code) == (400, "invalid_cursor")


def test_a_portfolio_period_asks_every_portfolio_company_and_no_other(
    apps: Apps, companies: Companies
) -> None:
    period = {"name": "FY2025", "startDate": "2025-01-01", "endDate": "2025-12-31", "frameworkIds": ["gri"]}
    made = apps.call(apps.esg, "POST", "/esg-periods", period)
    assert (made.status, made.body["scopeCompanyType"]) == (201, "Portfolio"), made.body
    preview = apps.call(
        apps.esg, "POST", "/esg-requests/scope-preview", {"reportingPeriodId": made.body["id"]}
    )
    assert preview.status == 200, preview.body
    in_scope = [company["companyId"] for company in preview.body["companies"]]
    assert in_scope == [companies.typed_portfolio, companies.invested_prospect]  # typed first, then invested
    body = {"reportingPeriodId": made.body["id"], "dueDate": "2026-03-31"}
    issued = apps.call(apps.esg, "POST", "/esg-requests/issue-for-period", body)
    assert (issued.status, issued.body["created"]) == (200, 2), issued.body
    asked = apps.call(apps.esg, "GET", "/esg-requests", query=f"reportingPeriodId={made.body['id']}")
    assert sorted(request["companyId"] for request in asked.body["items"]) == sorted(in_scope)
