"""What `portfolioCompanyId` names: a live Company record of the firm whose `companyType` is
`Portfolio`.

The kit checks that the id names a live Company (400 otherwise, and again when the write commits). The
type is checked here, when an item is made or moved to another company: a board event of a prospect
is a mistake caught early. An item whose company has since left the portfolio (exited, its type
changed) stays readable, listable and editable as long as it keeps naming that company, so a firm's
history of an exited company can still be corrected. For the same reason a list filter accepts any
live Company.
"""

from __future__ import annotations

from typing import Any

from kernel.parsing import invalid_input
from kernel.unit_of_work import Write
from kit.resource import Items
from records.layout import live_partition

FIELD = "portfolioCompanyId"
PORTFOLIO = "Portfolio"


def must_be_in_portfolio(items: Items, values: dict[str, Any], item_id: str) -> list[Write]:
    """A kit `prepare`: 400 naming portfolioCompanyId when a new item, or one moved to another company,
    names a Company that is not a portfolio company. The company and the item (absent on a create)
    are read together."""
    company_id = values[FIELD]
    company_key = (live_partition("Company"), company_id)
    item_key = (items.partition, item_id)
    found = items.request.store.get_many([company_key, item_key], consistent=True)
    current = found.get(item_key)
    if current is not None and current.get(FIELD) == company_id:
        return []  # it keeps its company: what that company has become since does not matter
    company = found.get(company_key)
    if company is not None and company.get("companyType") != PORTFOLIO:
        problem = {"field": FIELD, "message": "not a portfolio company (its companyType is not Portfolio)"}
        raise invalid_input("invalid_request", "body", [problem])
    return []  # a company deleted since the kit's check: the write's own requirement refuses it
