"""Fund amounts are money (issue 36, item 8), under moto: an amount in any form within 15 digits before
the point and 9 after is stored normalised and totalled exactly; beyond it, a 400 naming the field and
nothing stored (it was a 500, or a total that lost digits); the largest totals a fund and a company can
reach stay exact; a fund's totals are the sums of its listed lines; and the local stack's moto adds
Numbers as DynamoDB does, refusing what DynamoDB refuses."""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable
from decimal import Decimal, localcontext
from typing import Any

import pytest
from boto3.dynamodb.types import TypeSerializer
from botocore.exceptions import ClientError

from finance_api.handler import create_app as finance_app
from kernel import json_codec
from kernel.pipeline import App
from tests.integration.records_support import Firm, firm, records_app
from tests.integration.test_finance import FUND, made, on
from tests.support import Stack

__all__ = ["firm", "records_app"]
LARGEST = Decimal("999999999999999.999999999")  # 15 digits before the point, 9 after
LINES = 10**14  # more lines than one DynamoDB item can take writes for in 3,000 years (1,000 a second)


@pytest.fixture
def finance(stack: Stack, records_app: App) -> App:
    return stack.app(finance_app())


@pytest.fixture
def token(stack: Stack, firm: Firm) -> str:
    return stack.api_token(firm.member, ["finance:write", "portfolio:read", "records:write"])


def exact_sum(amounts: list[Any]) -> Decimal:
    with localcontext(prec=200):
        return sum((Decimal(amount) for amount in amounts), Decimal(0))


def largest_times(count: int) -> Decimal:
    with localcontext(prec=200):
        return count * LARGEST


class Fund:
    """A fund of the test's firm, an Investor and a Company to make its lines with."""

    def __init__(self, finance: App, firm: Firm, token: str, **fund: Any) -> None:
        self.finance, self.token = finance, token
        self.id = made(on(finance, token, "POST", "/funds", {**FUND, **fund}))["id"]
        self.investor = firm.create("Investor", name="Nordic Pension")["id"]
        self.company = firm.create("Company", name="Acme", companyType="Portfolio")["id"]

    def commit(self, amount: Any, currency: str = "EUR") -> Any:
        body = {"investorId": self.investor, "amount": amount, "currency": currency, "date": "2025-06-30"}
        return on(self.finance, self.token, "POST", f"/funds/{self.id}/commitments", body)

    def invest(self, amount: Any, currency: str = "EUR") -> Any:
        body = {"companyId": self.company, "amount": amount, "currency": currency, "date": "2025-09-15"}
        return on(self.finance, self.token, "POST", f"/funds/{self.id}/investments", body)

    def shown(self) -> dict[str, Any]:
        return dict(on(self.finance, self.token, "GET", f"/funds/{self.id}").body)

    def listed(self, lines: str) -> list[dict[str, Any]]:
        return list(on(self.finance, self.token, "GET", f"/funds/{self.id}/{lines}").body["items"])

    def portfolio_entry(self) -> dict[str, Any]:
        return dict(on(self.finance, self.token, "GET", f"/portfolio/{self.company}").body)


def test_an_amount_in_exponent_form_is_stored_normalised_and_totalled_exactly(
    finance: App, firm: Firm, token: str
) -> None:
    """1e-7 was a 500: moto read "1E-7" with int() when it added it to the totals."""
    fund = Fund(finance, firm, token)
    sent = [json_codec.loads(text) for text in ("1e-7", "1.5E3", "2.50", "1E-9")]
    for amount in sent:
        made(fund.commit(amount))
        made(fund.invest(amount))
    stored = [Decimal("0.0000001"), 1500, Decimal("2.5"), Decimal("0.000000001")]
    assert [line["amount"] for line in reversed(fund.listed("commitments"))] == stored
    total = {"EUR": Decimal("1502.500000101")}
    assert (fund.shown()["committed"], fund.shown()["invested"]) == (total, total)
    assert fund.portfolio_entry()["invested"] == total


@pytest.mark.parametrize(
    "amount", ["1e-30", "1e38", "1e15", "1e-10", "1000000000000000.000000001", "-1e38", "1e-130"]
)
def test_an_amount_beyond_15_digits_before_the_point_or_9_after_is_400_naming_it_and_nothing_is_stored(
    finance: App, firm: Firm, token: str, amount: str
) -> None:
    fund = Fund(finance, firm, token)
    beyond = json_codec.loads(amount)
    target = {"name": "Too big", "targetSize": {"amount": beyond, "currency": "EUR"}}
    for refused, field in (
        (fund.commit(beyond), "amount"),
        (fund.invest(beyond), "amount"),
        (on(finance, token, "POST", "/funds", {**FUND, **target}), "targetSize.amount"),
    ):
        assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
        details = refused.body["error"]["details"]
        assert details == [
            {"field": field, "message": "at most 15 digits before the decimal point and 9 after it"}
        ]
    shown = fund.shown()
    assert [shown[key] for key in ("commitments", "committed", "investments", "invested")] == [0, {}, 0, {}]
    assert fund.listed("commitments") == fund.listed("investments") == []
    assert [item["id"] for item in on(finance, token, "GET", "/funds").body["items"]] == [fund.id]
    held = on(finance, token, "GET", "/portfolio").body["items"]  # typed Portfolio, no investment stored
    assert [(item["investments"], item["invested"]) for item in held] == [(0, {})]


def test_the_largest_totals_a_fund_and_a_company_can_reach_stay_exact(
    finance: App, firm: Firm, stack: Stack, token: str
) -> None:
    """The totals as if LINES - 2 lines of the largest amount had been made, then one more through the
    API: 38 significant digits, every one kept (moto's ADD and the portfolio's sum rounded to 28)."""
    fund = Fund(finance, firm, token)
    made(fund.commit(LARGEST))
    made(fund.invest(LARGEST))
    so_far = largest_times(LINES - 2)
    store = stack.services().tenant_store(firm.member.firm_id)
    table = stack.settings.data_table

    def seed(partition: str, sort: str, expression: str, names: dict[str, str]) -> None:
        stack.dynamodb.update_item(
            TableName=table,
            Key={"pk": {"S": store.partition_key(partition)}, "sk": {"S": sort}},
            UpdateExpression=expression,
            ExpressionAttributeNames=names,
            ExpressionAttributeValues={":total": TypeSerializer().serialize(so_far)},
        )

    both = {"#c": "committed:EUR", "#i": "invested:EUR"}
    seed("FUND#TOTALS", fund.id, "SET #c = :total, #i = :total", both)
    seed(
        "PORTFOLIO",
        fund.company,
        "SET #invested.#eur = :total, #funds.#fund.#invested.#eur = :total",
        {"#invested": "invested", "#eur": "EUR", "#funds": "funds", "#fund": fund.id},
    )
    made(fund.commit(LARGEST))
    made(fund.invest(LARGEST))
    largest = largest_times(LINES - 1)
    assert len(largest.as_tuple().digits) == 38
    assert fund.shown()["committed"] == fund.shown()["invested"] == {"EUR": largest}
    entry = fund.portfolio_entry()
    assert entry["invested"] == entry["funds"][0]["invested"] == {"EUR": largest}


def test_a_funds_totals_are_the_sums_of_its_listed_lines(finance: App, firm: Firm, token: str) -> None:
    """Amounts from the edges of the bound, in several forms and currencies: each total, and each
    company's portfolio amount, is exactly the sum of the lines listed."""
    fund = Fund(finance, firm, token)
    draw = random.Random(36)
    forms: list[Callable[[], str]] = [
        lambda: str(LARGEST),
        lambda: "1e-9",
        lambda: f"{draw.randrange(1, 10**15)}.{draw.randrange(0, 10**9):09d}",
        lambda: f"{draw.randrange(1, 10**6)}e{draw.randrange(-9, 9)}",
        lambda: f"{draw.randrange(1, 10**24)}e-9",
    ]
    for n in range(16):
        amount, currency = json_codec.loads(draw.choice(forms)()), ("EUR", "USD", "JPY")[n % 3]
        made(fund.commit(amount, currency) if n % 2 else fund.invest(amount, currency))
    shown = fund.shown()
    for lines, total in (("commitments", "committed"), ("investments", "invested")):
        listed = fund.listed(lines)
        expected = {
            currency: exact_sum([line["amount"] for line in listed if line["currency"] == currency])
            for currency in {line["currency"] for line in listed}
        }
        assert shown[total] == expected
        assert shown[lines] == len(listed) == 8
    assert fund.portfolio_entry()["invested"] == shown["invested"]


# ---- the local stack's moto, as DynamoDB (local_stack.moto_fidelity, 7) -----------------------------


def test_moto_refuses_an_add_beyond_38_digits_and_writes_nothing(stack: Stack) -> None:
    table, pk = stack.settings.data_table, f"moto-numbers#{uuid.uuid4().hex}"

    def add(sort: str, count: str, total: str) -> None:
        stack.dynamodb.update_item(
            TableName=table,
            Key={"pk": {"S": pk}, "sk": {"S": sort}},
            UpdateExpression="ADD #count :count, #total :total",
            ExpressionAttributeNames={"#count": "count", "#total": "total"},
            ExpressionAttributeValues={":count": {"N": count}, ":total": {"N": total}},
        )

    def stored(sort: str) -> dict[str, Any] | None:
        item = stack.dynamodb.get_item(TableName=table, Key={"pk": {"S": pk}, "sk": {"S": sort}},
                                       ConsistentRead=True).get("Item")  # fmt: skip
        return None if item is None else {name: value["N"] for name, value in item.items() if "N" in value}

    add("held", "1", "99999999999997999999999900000.000000002")
    add("held", "1", "999999999999999.999999999")
    assert stored("held") == {"count": "2", "total": "99999999999998999999999900000.000000001"}
    for sort, total in (("held", "1E+38"), ("new", "1E+126")):
        with pytest.raises(ClientError) as refused:
            add(sort, "1", total)
        assert refused.value.response["Error"]["Code"] == "ValidationException"
        assert "Number overflow" in refused.value.response["Error"]["Message"]
    assert stored("held") == {"count": "2", "total": "99999999999998999999999900000.000000001"}
    assert stored("new") is None  # moto had stored the new item's key, and the count, before refusing


def test_moto_cancels_a_transaction_whose_add_dynamodb_would_refuse(stack: Stack) -> None:
    table, pk = stack.settings.data_table, f"moto-numbers#{uuid.uuid4().hex}"
    key = {"pk": {"S": pk}, "sk": {"S": "total"}}
    stack.dynamodb.put_item(TableName=table, Item={**key, "total": {"N": "1E+37"}})
    with pytest.raises(ClientError) as refused:
        stack.dynamodb.transact_write_items(
            TransactItems=[
                {"Put": {"TableName": table, "Item": {"pk": {"S": pk}, "sk": {"S": "line"}}}},
                {
                    "Update": {
                        "TableName": table,
                        "Key": key,
                        "UpdateExpression": "ADD #total :amount",
                        "ExpressionAttributeNames": {"#total": "total"},
                        "ExpressionAttributeValues": {":amount": {"N": "0.5"}},
                    }
                },
            ]
        )
    assert refused.value.response["Error"]["Code"] == "TransactionCanceledException"
    reasons = [reason["Code"] for reason in refused.value.response["CancellationReasons"]]
    assert reasons == ["None", "ValidationError"]
    lines = stack.dynamodb.get_item(TableName=table, Key={"pk": {"S": pk}, "sk": {"S": "line"}})
    assert "Item" not in lines
    assert Decimal(stack.dynamodb.get_item(TableName=table, Key=key)["Item"]["total"]["N"]) == 10**37
