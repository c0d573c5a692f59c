"""What `portfolioCompanyId` names: a portfolio company of the firm, by the product's one rule
(records.portfolio: a live Company record typed `Portfolio`, or one a fund of the firm invested in).

The kit checks that the id names a live Company (400 otherwise, and again when the write commits). The
rule is checked here, when an item is made or moved to another company: a board event of a prospect
nobody invested in is a mistake caught early. An item whose company has since left the portfolio (its
type changed, no fund in it) stays readable, listable and editable as long as it keeps naming that
company, so a firm's history of an exited company can still be corrected. For the same reason a list
filter accepts any live Company.
"""

from __future__ import annotations

from typing import Any

from kernel.parsing import invalid_input
from kernel.unit_of_work import Write
from kit.resource import Items
from records.portfolio import is_portfolio_company, portfolio_keys

FIELD = "portfolioCompanyId"
NOT_IN_PORTFOLIO = (
    "not a portfolio company (its companyType is not Portfolio and no fund of yours invested in it)"
)


def must_be_in_portfolio(items: Items, values: dict[str, Any], item_id: str) -> list[Write]:
    """A kit `prepare`: 400 naming portfolioCompanyId when a new item, or one moved to another company,
    names a Company that is not a portfolio company. The item (absent on a create), the company and
    its investments' entry are read together."""
    company_id = values[FIELD]
    company_key, entry_key = portfolio_keys(company_id)
    item_key = (items.partition, item_id)
    found = items.request.store.get_many([item_key, company_key, entry_key], consistent=True)
    current = found.get(item_key)
    if current is not None and current.get(FIELD) == company_id:
        return []  # it keeps its company: what that company has become since does not matter
    company = found.get(company_key)
    if company is None:
        return []  # gone since the kit's check: the write's own requirement refuses it
    if not is_portfolio_company(company, found.get(entry_key)):
        raise invalid_input("invalid_request", "body", [{"field": FIELD, "message": NOT_IN_PORTFOLIO}])
    return []
