"""What a portfolio company is: the product's one rule, for every route that asks (docs/decisions.md,
"One definition of a portfolio company").

A portfolio company is a live Company record of the firm whose `companyType` is `Portfolio`, or that
one of the firm's funds has invested in. The type is how a firm marks its portfolio in its records (the
only way, for a firm that keeps no funds here); an investment is the ledger's word that the company
joined the portfolio, whatever its type says yet. Either alone would turn away a company its users
hold to be in the portfolio.

The investments in a company are summed in its entry, which the finance family keeps in the
investment's own transaction (finance_api.portfolio):

    pk <firm>#PORTFOLIO   sk <company id>   firstInvestedOn, lastInvestedOn, investments, invested, funds

so the rule reads two items, the company and its entry, in one batch (`portfolio_keys`), and decides
with `is_portfolio_company`. Investments are never deleted: only a change of type takes a company no
fund invested in out of the portfolio.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple, TypeGuard

from kernel.tenant_store import TenantStore
from records.layout import live_partition
from records.values import RECORD_ID

ENTRIES = "PORTFOLIO"  # one entry per company a fund of the firm invested in (sort key: the company's id)
PORTFOLIO_TYPE = "Portfolio"  # the companyType that makes a company a portfolio company by itself

Key = tuple[str, str]


class PortfolioCompany(NamedTuple):
    company: dict[str, Any]  # the live Company record, as stored
    entry: dict[str, Any] | None  # what the firm's funds invested in it; None: no fund did (yet)


def portfolio_keys(company_id: str) -> tuple[Key, Key]:
    """Where the rule looks for one company: its record, and its investments' entry."""
    return (live_partition("Company"), company_id), (ENTRIES, company_id)


def is_portfolio_company(
    company: Mapping[str, Any] | None, entry: Mapping[str, Any] | None
) -> TypeGuard[Mapping[str, Any]]:
    """The rule, on the two items `portfolio_keys` names (None: not there): no record, no portfolio
    company, whatever an entry says."""
    if company is None:
        return False
    return company.get("companyType") == PORTFOLIO_TYPE or entry is not None


def find_portfolio_company(store: TenantStore, company_id: str) -> PortfolioCompany | None:
    """The company and its entry when it is a portfolio company of the caller's firm, else None (the
    same for an unknown id, another firm's company and one that is not in the portfolio)."""
    if not RECORD_ID.fullmatch(company_id):
        return None
    company_key, entry_key = portfolio_keys(company_id)
    found = store.get_many([company_key, entry_key], consistent=True)
    company, entry = found.get(company_key), found.get(entry_key)
    if not is_portfolio_company(company, entry):
        return None
    return PortfolioCompany(dict(company), entry)
