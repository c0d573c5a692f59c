"""The portfolio (spec 1.3, 5.2 `portfolio:read`): the firm's portfolio companies, by the product's one
rule (records.portfolio: a live Company record typed `Portfolio`, or one a fund of the firm invested
in), each with what its funds invested. An investment (`POST /funds/{id}/investments`) keeps its
company's entry in the same transaction:

    pk <firm>#PORTFOLIO   sk <company id>   firstInvestedOn, lastInvestedOn, investments, invested (per
                                            currency), funds {fund id: firstInvestedOn, invested}

written at the version read, so of two investments in one company at once the later one runs again on
a fresh read. The list goes through two sources, one after the other: the entries (one Query a page,
and one batch read of their companies, their funds and their latest financials: the company screens
keep a copy of each company's latest period, records.layout.LATEST_FINANCIALS), then the companies
typed `Portfolio` that no fund invested in (one Query of the companies, filtered by type, and one batch
read). Its cursor says which source it is in, sealed for the firm.
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
from kit.fields import Documented, page_query
from kit.resource import Items
from records.layout import LATEST_FINANCIALS, live_partition
from records.portfolio import ENTRIES, PORTFOLIO_TYPE, find_portfolio_company, is_portfolio_company

router = Router()
X = "/api/v1/x"
FUNDS_PARTITION = "KIT#funds"  # finance_api.funds.FUNDS.partition(None)
READ = {"scope": "portfolio:read", "permission": "portfolio.read", "body": None}
# Sums as DynamoDB keeps them: Python's default context rounds to 28 digits without a word; this one
# raises (decimal.Inexact) where DynamoDB's 38 could not hold a sum, which bounded amounts never reach.
EXACT = Context(prec=38, traps=[Inexact])
# The list's two sources, in the order it goes through them
INVESTED, TYPED = "invested", "typed"


def entry_writes(
    items: Items, fund_id: str, investment: Mapping[str, Any], investment_id: str
) -> list[Write]:
    """The company's portfolio entry with this investment added, at the version read."""
    company_id, day = investment["companyId"], investment["date"]
    current = items.request.store.get(ENTRIES, company_id, consistent=True) or {}
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
    return [Update(ENTRIES, company_id, int(current.get("version", 0)), entry, addressed=False)]


def _plus(amounts: Mapping[str, Any], currency: str, amount: Decimal) -> dict[str, Decimal]:
    return {
        **{key: Decimal(value) for key, value in amounts.items()},
        currency: EXACT.add(Decimal(amounts.get(currency, 0)), amount),
    }


def _invested_views(request: Request[Any, Any], entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each entry with its company, its funds' names and its company's latest financials: one batch
    read. An entry whose company is no portfolio company by the rule (no live record) is left out."""
    if not entries:
        return []
    company_ids = [entry["companyId"] for entry in entries]
    fund_ids = sorted({fund_id for entry in entries for fund_id in entry.get("funds", {})})
    found = request.store.get_many(
        [
            *[(live_partition("Company"), company_id) for company_id in company_ids],
            *[(LATEST_FINANCIALS, company_id) for company_id in company_ids],
            *[(FUNDS_PARTITION, fund_id) for fund_id in fund_ids],
        ],
        consistent=True,
    )
    held = [(found.get((live_partition("Company"), entry["companyId"])), entry) for entry in entries]
    return [_view(company, entry, found) for company, entry in held if is_portfolio_company(company, entry)]


def _typed_views(request: Request[Any, Any], companies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Companies typed Portfolio, with their latest financials, but those a fund invested in: the
    entries listed them already (their entries and latest financials: one batch read)."""
    if not companies:
        return []
    ids = [company["id"] for company in companies]
    found = request.store.get_many(
        [*[(ENTRIES, each) for each in ids], *[(LATEST_FINANCIALS, each) for each in ids]], consistent=True
    )
    return [_view(company, None, found) for company in companies if (ENTRIES, company["id"]) not in found]


def _view(
    company: Mapping[str, Any], entry: Mapping[str, Any] | None, found: Mapping[tuple[str, str], Any]
) -> dict[str, Any]:
    """A portfolio company as the API shows it; without an entry (typed Portfolio, no fund invested
    yet) it has no dates, no investments and no funds."""
    entry = entry or {}
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
    financials = found.get((LATEST_FINANCIALS, company["id"]))
    latest = None
    if financials:
        latest = {key: value for key, value in financials.items() if key not in ("version",)}
    return {
        "companyId": company["id"],
        "name": company.get("name"),
        "firstInvestedOn": entry.get("firstInvestedOn"),
        "lastInvestedOn": entry.get("lastInvestedOn"),
        "investments": int(entry.get("investments", 0)),
        "invested": entry.get("invested", {}),
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
            "firstInvestedOn": {
                "type": ["string", "null"],
                "format": "date",
                "description": "Null: no fund yet.",
            },
            "lastInvestedOn": {
                "type": ["string", "null"],
                "format": "date",
                "description": "Null: no fund yet.",
            },
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
    summary="The portfolio companies (typed Portfolio, or invested in by a fund), each with its funds, "
    "entry date, amounts invested and latest financials: first those a fund invested in, then the others.",
)
def list_portfolio(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    limit, cursor = request.query["limit"], request.query.get("cursor")
    source, after = _position(request, cursor) if cursor else (INVESTED, None)
    if source == TYPED:
        return _typed_page(request, [], limit, after)
    entries = request.store.query(ENTRIES, limit=limit, cursor=after, consistent=True)
    items = _invested_views(request, entries.items)
    if entries.next_cursor is not None:
        return {"items": items, "nextCursor": _sealed(request, INVESTED, entries.next_cursor)}
    if len(entries.items) == limit:  # the page is full: the companies typed Portfolio start the next one
        return {"items": items, "nextCursor": _sealed(request, TYPED, None)}
    return _typed_page(request, items, limit - len(entries.items), None)


def _typed_page(
    request: Request[Any, Any], before: list[dict[str, Any]], limit: int, after: str | None
) -> dict[str, Any]:
    """`before`, then a page of the companies typed Portfolio that no fund invested in, in id order: the
    companies filtered by type (a page may come out short: the invested ones are left out)."""
    typed = request.store.query(
        live_partition("Company"), equals={"companyType": PORTFOLIO_TYPE}, limit=limit, cursor=after,
        consistent=True,
    )  # fmt: skip
    more = _sealed(request, TYPED, typed.next_cursor) if typed.next_cursor else None
    return {"items": before + _typed_views(request, typed.items), "nextCursor": more}


def _cursor_scope(request: Request[Any, Any]) -> str:
    return f"{request.caller.firm_id}|portfolio"


def _sealed(request: Request[Any, Any], source: str, after: str | None) -> str:
    """The next page's cursor: which source it reads, and that source's own cursor (None: its start)."""
    return request.services.cursor_codec().encode({"source": source, "after": after}, _cursor_scope(request))


def _position(request: Request[Any, Any], cursor: str) -> tuple[str, str | None]:
    opened = request.services.cursor_codec().decode(cursor, _cursor_scope(request))
    source, after = opened.get("source"), opened.get("after")
    if source not in (INVESTED, TYPED) or not (after is None or isinstance(after, str)):
        raise errors.invalid_cursor()
    return source, after


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
    held = find_portfolio_company(request.store, request.path_params["companyId"])
    if held is None:
        raise errors.not_found(
            "No portfolio company with this id in your firm (not typed Portfolio, no fund invested in it)."
        )
    company_id, entry = held.company["id"], held.entry or {}
    keys = [(LATEST_FINANCIALS, company_id), *[(FUNDS_PARTITION, fund) for fund in entry.get("funds", {})]]
    found = request.store.get_many(keys, consistent=True)
    # The entry's version (0 before any investment): each investment in the company moves it
    return Outcome(_view(held.company, held.entry, found), version=int(entry.get("version", 0)))
