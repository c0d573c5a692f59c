"""Funds, their commitments and their investments (spec 1.3, 5.2 `finance:read`, `finance:write`).

`finance:write` creates a fund, a commitment or an investment, and nothing else: no capital calls,
notices or transactions (spec 1.6), and nothing is changed or deleted once made. Writes need the role
permission `finance.manage` (administrators and the `finance` role); reads `finance.read`.

Each commitment and each investment adds to its fund's totals item in its own transaction (an ADD per
currency, exact), so `GET /funds/{id}` shows what is committed and invested without reading them all,
and commitments made at once all count:

    pk <firm>#FUND#TOTALS   sk <fund id>   commitments, committed:<currency>, investments, invested:<currency>

An amount is money (kit.fields.MoneyAmount: at most 15 digits before the point and 9 after), so a total
of as many lines as the totals item could ever take writes for stays exact in DynamoDB's 38 digits, and
always equals the sum of the lines listed.

An investment also keeps its company's portfolio entry (finance_api.portfolio) in the same transaction.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from finance_api import portfolio
from kernel.request import Request
from kernel.routing import Router
from kernel.unit_of_work import Add, Write
from kernel.wire import Outcome
from kit.fields import Currency, Day, Integer, Json, Money, MoneyAmount, Ref, Text
from kit.resource import ByHand, Items, ListFilter, Resource, declare

router = Router()
X = "/api/v1/x"
TOTALS = "FUND#TOTALS"
CREATE_ONLY = frozenset({"list", "create", "get"})
FINANCE: dict[str, Any] = {
    "scope": "finance",
    "read_permission": "finance.read",
    "write_permission": "finance.manage",
}
PER_CURRENCY = "Per ISO-4217 currency, exact."
Problems = list[dict[str, str]]


def _positive(values: Mapping[str, Any]) -> Problems:
    return [] if values["amount"] > 0 else [{"field": "amount", "message": "greater than 0"}]


FUNDS = Resource(
    name="funds",
    path=f"{X}/funds",
    id_prefix="fund",
    noun="fund",
    item_param="id",
    fields={
        "name": Text(max_length=120),
        "vintageYear": Integer(minimum=1950, maximum=2100),
        "currency": Currency(description="The fund's currency (ISO-4217)."),
        "targetSize": Money(minimum=0, required=False),
        "strategy": Text(max_length=200, required=False),
    },
    example={
        "name": "Growth Fund III",
        "vintageYear": 2025,
        "currency": "EUR",
        "targetSize": {"amount": 750000000, "currency": "EUR"},
        "strategy": "Growth equity, B2B software",
    },
    state={
        "commitments": Integer(default=0, description="Commitments made to the fund."),
        "committed": Json(default={}, description=f"Committed. {PER_CURRENCY}"),
        "investments": Integer(default=0, description="Investments made from the fund."),
        "invested": Json(default={}, description=f"Invested. {PER_CURRENCY}"),
    },
    unique=("name",),
    operations=CREATE_ONLY,
    **FINANCE,
)


assert FUNDS.partition(None) == portfolio.FUNDS_PARTITION  # the portfolio reads funds' names there


def _count(total: str, count: str) -> Any:
    """A `prepare` adding one line (and its amount, per currency) to its fund's totals."""

    def prepare(items: Items, values: dict[str, Any], line_id: str) -> list[Write]:
        fund_id = items.request.path_params["id"]
        amounts = {count: 1, f"{total}:{values['currency']}": values["amount"]}
        writes: list[Write] = [Add(TOTALS, fund_id, amounts)]
        if total == "invested":
            writes += portfolio.entry_writes(items, fund_id, values, line_id)
        return writes

    return prepare


def _line(name: str, segment: str, **declaration: Any) -> Resource:
    return Resource(
        name=name,
        path=f"{FUNDS.path}/{{id}}/{segment}",
        parent=FUNDS,
        operations=frozenset({"list", "create"}),
        rules=(_positive,),
        **FINANCE,
        **declaration,
    )


COMMITMENTS = _line(
    "fund-commitments",
    "commitments",
    id_prefix="fcmt",
    noun="commitment",
    title="FundCommitment",
    item_param="commitmentId",
    fields={
        "investorId": Ref("Investor"),
        "amount": MoneyAmount(minimum=0, description="Greater than 0."),
        "currency": Currency(),
        "date": Day(),
        "note": Text(max_length=1000, multiline=True, required=False),
    },
    example={
        "investorId": "rec_01jd0000000000000000000001",
        "amount": 25000000,
        "currency": "EUR",
        "date": "2025-06-30",
    },
    filters=(ListFilter("investorId", description="Commitments of this Investor record."),),
    prepare=_count("committed", "commitments"),
)
INVESTMENTS = _line(
    "fund-investments",
    "investments",
    id_prefix="finv",
    noun="investment",
    title="FundInvestment",
    item_param="investmentId",
    fields={
        "companyId": Ref("Company"),
        "amount": MoneyAmount(minimum=0, description="Greater than 0."),
        "currency": Currency(),
        "date": Day(),
        "note": Text(max_length=1000, multiline=True, required=False),
    },
    example={
        "companyId": "rec_01jd0000000000000000000001",
        "amount": 12000000,
        "currency": "EUR",
        "date": "2025-09-15",
    },
    filters=(ListFilter("companyId", description="Investments in this Company record."),),
    prepare=_count("invested", "investments"),
)


def fund_totals(stored: Mapping[str, Any] | None) -> dict[str, Any]:
    """The totals item as answers show it: per currency, exact."""
    stored = stored or {}

    def per_currency(prefix: str) -> dict[str, Decimal]:
        return {
            key.split(":", 1)[1]: Decimal(value)
            for key, value in sorted(stored.items())
            if key.startswith(f"{prefix}:")
        }

    return {
        "commitments": int(stored.get("commitments", 0)),
        "committed": per_currency("committed"),
        "investments": int(stored.get("investments", 0)),
        "invested": per_currency("invested"),
    }


def get_fund(request: Request) -> Outcome:
    items = Items(FUNDS, request)
    fund = items.current()
    totals = request.store.get(TOTALS, fund["id"], consistent=True)
    return Outcome(items.view(fund) | fund_totals(totals), version=fund["version"])


def list_funds(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    """The kit's page, each fund with its totals: one batch read beside the page's Query."""
    page = Items(FUNDS, request).page()
    keys = [(TOTALS, fund["id"]) for fund in page["items"]]
    found = request.store.get_many(keys, consistent=True) if keys else {}
    return page | {"items": [fund | fund_totals(found.get((TOTALS, fund["id"]))) for fund in page["items"]]}


get_fund.__name__ = get_fund.__qualname__ = "get_funds"
list_funds.__name__ = list_funds.__qualname__ = "list_funds"
declare(
    router,
    FUNDS,
    by_hand={
        "get": ByHand(
            get_fund, summary="One fund, with its ETag and its committed and invested totals per currency."
        ),
        "list": ByHand(
            list_funds, summary="The funds, newest first, each with its committed and invested totals."
        ),
    },
)
for line in (COMMITMENTS, INVESTMENTS):
    declare(router, line)
