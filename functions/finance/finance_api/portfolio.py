"""The portfolio (spec 1.3, 5.2 `portfolio:read`): the companies the firm has invested in through a
fund. An investment (`POST /funds/{id}/investments`) keeps its company's entry in the same transaction:

    pk <firm>#PORTFOLIO   sk <company id>   firstInvestedOn, lastInvestedOn, investments, invested (per
                                            currency), funds {fund id: firstInvestedOn, invested}

written at the version read, so of two investments in one company at once the later one runs again on
a fresh read. A page of the portfolio is one Query of entries and one batch read of their companies,
their funds and their latest financials (the company screens keep a copy of each company's latest
period: records.layout.LATEST_FINANCIALS).
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Context, Decimal, Inexact
from typing import Any

from kernel import errors
from kernel.request import Request
from kernel.routing import Router
from kernel.unit_of_work import Update, Write
from kernel.wire import Outcome
from kit.fields import RECORD_ID, Documented, page_query
from kit.resource import Items
from records.layout import LATEST_FINANCIALS, live_partition

router = Router()
X = "/api/v1/x"
PORTFOLIO = "PORTFOLIO"
FUNDS_PARTITION = "KIT#funds"  # finance_api.funds.FUNDS.partition(None)
READ = {"scope": "portfolio:read", "permission": "portfolio.read", "body": None}
# Sums as DynamoDB keeps them: Python's default context rounds to 28 digits without a word; this one
# raises (decimal.Inexact) where DynamoDB's 38 could not hold a sum, which bounded amounts never reach.
EXACT = Context(prec=38, traps=[Inexact])


def entry_writes(
    items: Items, fund_id: str, investment: Mapping[str, Any], investment_id: str
) -> list[Write]:
    """The company's portfolio entry with this investment added, at the version read."""
    company_id, day = investment["companyId"], investment["date"]
    current = items.request.store.get(PORTFOLIO, company_id, consistent=True) or {}
    currency, amount = investment["currency"], Decimal(investment["amount"])
    funds = dict(current.get("funds") or {})
    fund = dict(funds.get(fund_id) or {"firstInvestedOn": day, "invested": {}})
    fund["firstInvestedOn"] = min(fund["firstInvestedOn"], day)
    fund["invested"] = _plus(fund["invested"], currency, amount)
    funds[fund_id] = fund
    entry = {
        "companyId": company_id,
        "firstInvestedOn": min(current.get("firstInvestedOn") or day, day),
        "lastInvestedOn": max(current.get("lastInvestedOn") or day, day),
        "investments": int(current.get("investments", 0)) + 1,
        "invested": _plus(current.get("invested") or {}, currency, amount),
        "funds": funds,
    }
    return [Update(PORTFOLIO, company_id, int(current.get("version", 0)), entry, addressed=False)]


def _plus(amounts: Mapping[str, Any], currency: str, amount: Decimal) -> dict[str, Decimal]:
    return {
        **{key: Decimal(value) for key, value in amounts.items()},
        currency: EXACT.add(Decimal(amounts.get(currency, 0)), amount),
    }


def _views(request: Request[Any, Any], entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each entry with its company's name, its funds' names and its latest financials: one batch read."""
    companies = [(live_partition("Company"), entry["companyId"]) for entry in entries]
    latest = [(LATEST_FINANCIALS, entry["companyId"]) for entry in entries]
    fund_ids = sorted({fund_id for entry in entries for fund_id in entry.get("funds", {})})
    funds = [(FUNDS_PARTITION, fund_id) for fund_id in fund_ids]
    found = request.store.get_many([*companies, *latest, *funds], consistent=True) if entries else {}
    return [_view(entry, found) for entry in entries]


def _view(entry: Mapping[str, Any], found: Mapping[tuple[str, str], Any]) -> dict[str, Any]:
    company = found.get((live_partition("Company"), entry["companyId"])) or {}
    financials = found.get((LATEST_FINANCIALS, entry["companyId"]))
    funds = [
        {
            "fundId": fund_id,
            "name": (found.get((FUNDS_PARTITION, fund_id)) or {}).get("name"),
            "firstInvestedOn": fund["firstInvestedOn"],
            "invested": fund["invested"],
        }
        for fund_id, fund in sorted(
            entry.get("funds", {}).items(), key=lambda pair: pair[1]["firstInvestedOn"]
        )
    ]
    latest = None
    if financials:
        latest = {key: value for key, value in financials.items() if key not in ("version",)}
    return {
        "companyId": entry["companyId"],
        "name": company.get("name"),
        "firstInvestedOn": entry["firstInvestedOn"],
        "lastInvestedOn": entry["lastInvestedOn"],
        "investments": int(entry["investments"]),
        "invested": entry["invested"],
        "funds": funds,
        "latestFinancials": latest,
    }


def _company_schema() -> dict[str, Any]:
    money = {
        "type": "object",
        "additionalProperties": {"type": "number"},
        "description": "Per currency, exact.",
    }
    return {
        "type": "object",
        "properties": {
            "companyId": {"type": "string"},
            "name": {"type": ["string", "null"]},
            "firstInvestedOn": {"type": "string", "format": "date"},
            "lastInvestedOn": {"type": "string", "format": "date"},
            "investments": {"type": "integer"},
            "invested": money,
            "funds": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "fundId": {"type": "string"},
                        "name": {"type": ["string", "null"]},
                        "firstInvestedOn": {"type": "string", "format": "date"},
                        "invested": money,
                    },
                },
            },
            "latestFinancials": {
                "type": ["object", "null"],
                "description": "The company's latest financials period.",
            },
        },
    }


COMPANY = Documented("PortfolioCompany", _company_schema)
PAGE = Documented(
    "PortfolioPage",
    lambda: {
        "type": "object",
        "properties": {
            "items": {"type": "array", "items": _company_schema()},
            "nextCursor": {"type": ["string", "null"]},
        },
    },
)


@router.get(
    f"{X}/portfolio",
    response=PAGE,
    query=page_query("PortfolioQuery"),
    **READ,
    summary="The companies the firm invested in through a fund, each with its funds, entry date, "
    "amounts invested and latest financials.",
)
def list_portfolio(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    query = request.query
    page = request.store.query(PORTFOLIO, limit=query["limit"], cursor=query.get("cursor"), consistent=True)
    return {"items": _views(request, page.items), "nextCursor": page.next_cursor}


@router.get(
    f"{X}/portfolio/{{companyId}}",
    response=COMPANY,
    query=None,
    etag=True,
    **READ,
    params={"companyId": {"description": "The Company record's id."}},
    summary="One portfolio company: its funds, entry date, amounts invested and latest financials.",
)
def get_portfolio_company(request: Request) -> Outcome:
    company_id = request.path_params["companyId"]
    entry = (
        request.store.get(PORTFOLIO, company_id, consistent=True) if RECORD_ID.fullmatch(company_id) else None
    )
    if entry is None:
        raise errors.not_found("No portfolio company with this id in your firm (no fund invested in it).")
    return Outcome(_views(request, [entry])[0], version=int(entry["version"]))
