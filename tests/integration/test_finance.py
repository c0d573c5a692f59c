"""Funds, commitments, investments and the portfolio (spec 1.3, 5.2) under moto: what the contract suite
does not cover. Totals per currency, exact, under commitments made at once; each finance scope allows
exactly its routes; the role permission writes need; the portfolio an investment makes, with its
company's latest financials; and nothing is ever changed or deleted."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest

from companies_api.handler import create_app as companies_app
from finance_api.handler import create_app as finance_app
from kernel import json_codec
from kernel.pipeline import App
from tests.integration.race_support import together
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, api_event

__all__ = ["firm", "records_app"]
X = "/api/v1/x"
FUND = {"name": "Growth Fund III", "vintageYear": 2025, "currency": "EUR"}


@pytest.fixture
def finance(stack: Stack, records_app: App) -> App:
    return stack.app(finance_app())


@pytest.fixture
def token(stack: Stack, firm: Firm) -> str:
    """The firm's admin, with the finance and portfolio scopes beside the records ones."""
    return stack.api_token(firm.member, ["finance:write", "portfolio:read", "records:write"])


def on(app: App, token: str, method: str, path: str, body: Any = None) -> Result:
    """A call with exact numbers both ways."""
    extra: dict[str, Any] = {}
    if body is not None:
        extra = {"raw_body": json_codec.dumps(body), "headers": {"content-type": "application/json"}}
    response = app.lambda_handler(api_event(method, f"{X}{path}", token=token, **extra), None)
    raw = response.get("body")
    return Result(response["statusCode"], response.get("headers", {}), json_codec.loads(raw) if raw else None)


def made(answer: Result) -> dict[str, Any]:
    assert answer.status == 201, answer.body
    return dict(answer.body)


def test_a_funds_totals_are_per_currency_and_exact(finance: App, firm: Firm, token: str) -> None:
    fund = made(on(finance, token, "POST", "/funds", FUND))
    lp = firm.create("Investor", name="Nordic Pension")["id"]
    for amount, currency in (
        (Decimal("25000000.10"), "EUR"),
        (Decimal("5000000"), "USD"),
        (Decimal("0.90"), "EUR"),
    ):
        body = {"investorId": lp, "amount": amount, "currency": currency, "date": "2025-06-30"}
        made(on(finance, token, "POST", f"/funds/{fund['id']}/commitments", body))
    shown = on(finance, token, "GET", f"/funds/{fund['id']}")
    assert shown.body["committed"] == {"EUR": Decimal("25000001.00"), "USD": Decimal("5000000")}
    assert shown.body["commitments"] == 3
    assert shown.headers["ETag"] == '"1"'
    listed = on(finance, token, "GET", f"/funds/{fund['id']}/commitments")
    assert sorted(line["amount"] for line in listed.body["items"]) == [
        Decimal("0.90"),
        Decimal("5000000"),
        Decimal("25000000.10"),
    ]


def test_commitments_made_at_once_all_count(finance: App, firm: Firm, stack: Stack, token: str) -> None:
    fund = made(on(finance, token, "POST", "/funds", FUND))
    lp = firm.create("Investor", name="Nordic Pension")["id"]
    body = {"investorId": lp, "amount": Decimal("1000000.01"), "currency": "EUR", "date": "2025-06-30"}

    def commit_in(app: App) -> Callable[[], Result]:
        return lambda: on(app, token, "POST", f"/funds/{fund['id']}/commitments", body)

    writers = {f"lp{n}": commit_in(stack.app(finance_app())) for n in range(8)}
    answers = together(writers)
    assert sorted(answer.status for answer in answers.values()) == [201] * 8
    totals = on(finance, token, "GET", f"/funds/{fund['id']}").body
    assert (totals["commitments"], totals["committed"]) == (8, {"EUR": Decimal("8000000.08")})


def test_bad_lines_are_400_and_another_firms_fund_is_404(
    finance: App, firm: Firm, stack: Stack, token: str
) -> None:
    fund = made(on(finance, token, "POST", "/funds", FUND))
    theirs = new_firm(stack, firm.app)
    their_lp = theirs.create("Investor", name="Theirs")["id"]
    body = {"investorId": their_lp, "amount": 0, "currency": "EUR", "date": "2025-06-30"}
    for wrong, field in (({"date": "2025-06-31"}, "date"), ({}, "amount"), ({"amount": 1}, "investorId")):
        refused = on(finance, token, "POST", f"/funds/{fund['id']}/commitments", {**body, **wrong})
        assert refused.status == 400
        assert [d["field"] for d in refused.body["error"]["details"]] == [field]
    their_token = stack.api_token(theirs.member, ["finance:write"])
    other = on(finance, their_token, "POST", f"/funds/{fund['id']}/commitments", {**body, "amount": 1})
    assert other.status == 404
    assert on(finance, token, "GET", f"/funds/{fund['id']}").body["commitments"] == 0
    for method in ("PUT", "DELETE", "PATCH"):
        assert on(finance, token, method, f"/funds/{fund['id']}", FUND).status == 405


ROUTES = [
    ("GET", "/funds", None, "finance:read"),
    ("POST", "/funds", FUND, "finance:write"),
    ("GET", "/funds/{fund}", None, "finance:read"),
    ("GET", "/funds/{fund}/commitments", None, "finance:read"),
    ("GET", "/funds/{fund}/investments", None, "finance:read"),
    ("GET", "/portfolio", None, "portfolio:read"),
    ("GET", "/portfolio/{company}", None, "portfolio:read"),
]


@pytest.mark.parametrize("scope", ["finance:read", "finance:write", "portfolio:read", "records:write"])
def test_each_finance_scope_allows_exactly_its_routes(
    finance: App, firm: Firm, stack: Stack, scope: str
) -> None:
    everything = stack.api_token(firm.member, ["finance:write", "portfolio:read", "records:write"])
    fund = made(on(finance, everything, "POST", "/funds", FUND))
    company = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    made(
        on(
            finance,
            everything,
            "POST",
            f"/funds/{fund['id']}/investments",
            {"companyId": company, "amount": 1, "currency": "EUR", "date": "2025-01-01"},
        )
    )
    token = stack.api_token(firm.member, [scope])
    allowed = {
        "finance:read": {"finance:read"},
        "finance:write": {"finance:read", "finance:write"},
        "portfolio:read": {"portfolio:read"},
        "records:write": set(),
    }[scope]
    for n, (method, path, body, needs) in enumerate(ROUTES):
        path = path.replace("{fund}", fund["id"]).replace("{company}", company)
        answer = on(finance, token, method, path, {**body, "name": f"Fund {n}"} if body else None)
        if needs in allowed:
            assert answer.status in (200, 201), (scope, path, answer.body)
        else:
            assert (answer.status, answer.code) == (403, "scope_denied"), (scope, path, answer.body)
    commit = {
        "investorId": firm.create("Investor", name="LP")["id"],
        "amount": 1,
        "currency": "EUR",
        "date": "2025-01-01",
    }
    answer = on(finance, token, "POST", f"/funds/{fund['id']}/commitments", commit)
    assert answer.status == (201 if scope == "finance:write" else 403)


@pytest.mark.parametrize(
    ("role", "writes"), [("admin", True), ("finance", True), ("member", False), ("viewer", False)]
)
def test_writes_need_finance_manage_reads_finance_read(
    finance: App, stack: Stack, role: str, writes: bool
) -> None:
    member = stack.member(stack.firm(), role)
    token = stack.api_token(member, ["finance:write", "portfolio:read"])
    answer = on(finance, token, "POST", "/funds", FUND)
    assert answer.status == (201 if writes else 403)
    if not writes:
        assert answer.code == "permission_denied"
    assert on(finance, token, "GET", "/funds").status == 200
    assert on(finance, token, "GET", "/portfolio").status == 200


def test_investments_make_the_portfolio_with_latest_financials(
    finance: App, firm: Firm, stack: Stack, token: str
) -> None:
    companies = stack.app(companies_app())
    one = made(on(finance, token, "POST", "/funds", FUND))
    two = made(on(finance, token, "POST", "/funds", {**FUND, "name": "Opportunities I", "currency": "USD"}))
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    firm.create("Company", name="Never invested", companyType="Prospect")
    for fund, amount, currency, day in (
        (one, "12000000.5", "EUR", "2025-09-15"),
        (two, "3000000", "USD", "2024-03-01"),
        (one, "2000000", "EUR", "2026-01-10"),
    ):
        body = {"companyId": acme, "amount": Decimal(amount), "currency": currency, "date": day}
        made(on(finance, token, "POST", f"/funds/{fund['id']}/investments", body))
    for label, day in (("FY2024", "2024-12-31"), ("FY2023", "2023-12-31")):  # the later period stays latest
        financials = {"periodLabel": label, "periodDate": day, "revenue": 1000, "currencyCode": "EUR"}
        answer = on(companies, token, "POST", f"/companies/{acme}/financials", financials)
        assert answer.status == 201, answer.body
    page = on(finance, token, "GET", "/portfolio").body
    assert [entry["companyId"] for entry in page["items"]] == [acme]
    entry = page["items"][0]
    assert (entry["name"], entry["firstInvestedOn"], entry["lastInvestedOn"], entry["investments"]) == (
        "Acme",
        "2024-03-01",
        "2026-01-10",
        3,
    )
    assert entry["invested"] == {"EUR": Decimal("14000000.5"), "USD": Decimal("3000000")}
    assert [(f["name"], f["firstInvestedOn"]) for f in entry["funds"]] == [
        ("Opportunities I", "2024-03-01"),
        ("Growth Fund III", "2025-09-15"),
    ]
    assert entry["latestFinancials"]["periodLabel"] == "FY2024"
    one_company = on(finance, token, "GET", f"/portfolio/{acme}")
    assert one_company.body == entry
    assert on(finance, token, "GET", f"/funds/{one['id']}").body["invested"] == {"EUR": Decimal("14000000.5")}
    stranger = new_firm(stack, firm.app)
    their_token = stack.api_token(stranger.member, ["portfolio:read"])
    assert on(finance, their_token, "GET", f"/portfolio/{acme}").status == 404
    assert on(finance, their_token, "GET", "/portfolio").body["items"] == []
    for hostile in ("rec_" + "0" * 26, "not-an-id", "a%23b"):
        assert on(finance, token, "GET", f"/portfolio/{hostile}").status == 404
