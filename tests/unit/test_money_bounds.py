"""Money's bound and why it keeps totals exact, without AWS: an amount of money (kit.fields.MoneyAmount,
the amount of every Money) has at most 15 digits before the point and 9 after, in whatever form it is
sent; the largest total a fund can reach fits DynamoDB's 38 digits; and the local stack's moto adds
Numbers as DynamoDB does (local_stack.moto_fidelity, 7)."""

from __future__ import annotations

from decimal import Decimal, Inexact, localcontext
from typing import Any

import pytest

from kernel import json_codec
from kernel.aws import MAX_NUMBER_DIGITS, storable_number
from kernel.parsing import Problems
from kit.fields import MONEY_DIGITS, Fields, Money, MoneyAmount
from local_stack import moto_fidelity

LARGEST = Decimal("999999999999999.999999999")  # 15 digits before the point, 9 after
SMALLEST = Decimal("0.000000001")
# DynamoDB takes at most 1,000 writes a second on one item (a partition's limit, and an item is never
# split): 10**14 lines into one fund's totals item would take over 3,000 years.
LINES_AN_ITEM_CAN_TAKE = 10**14


def number(text: str) -> Any:
    """A JSON number as the API reads it (int, or the exact Decimal)."""
    return json_codec.loads(text)


def checked(amount: Any, **options: Any) -> Any:
    price = {"amount": amount, "currency": "EUR"}
    return Fields("Test", {"price": Money(**options)}).validate({"price": price})


@pytest.mark.parametrize(
    ("sent", "stored"),
    [
        ("1.5e3", 1500),
        ("2.50", Decimal("2.5")),
        ("1e-7", Decimal("0.0000001")),
        ("1E-9", SMALLEST),
        ("1.000000000000", 1),
        ("999999999999999.999999999", LARGEST),
        ("-999999999999999.999999999", -LARGEST),
        ("9.99999999999999999999999e14", LARGEST),
        ("0e99", 0),
    ],
)
def test_money_in_any_form_within_the_bound_is_stored_normalised(sent: str, stored: Any) -> None:
    assert checked(number(sent))["price"]["amount"] == stored


@pytest.mark.parametrize(
    "sent",
    ["1e-10", "1e-30", "1e-130", "1e15", "-1e15", "1000000000000000.5", "1e38", "1e125", "0.1234567891"],
)
def test_money_beyond_15_digits_before_the_point_or_9_after_is_refused_naming_it(sent: str) -> None:
    with pytest.raises(Problems) as refused:
        checked(number(sent))
    assert refused.value.problems == [
        {"field": "price.amount", "message": "at most 15 digits before the decimal point and 9 after it"}
    ]


def test_the_bound_is_checked_before_the_minimum_and_documented_in_the_schema() -> None:
    with pytest.raises(Problems) as refused:
        checked(number("-1e-30"), minimum=0)
    assert "digits" in refused.value.problems[0]["message"]
    amount = Money(minimum=0).schema()["properties"]["amount"]
    assert amount == {
        "type": "number",
        "minimum": 0,
        "exclusiveMaximum": 10**15,
        "description": "Exact: at most 15 digits before the decimal point and 9 after it.",
    }
    either_sign = MoneyAmount(description="Greater than 0.").schema()
    assert (either_sign["exclusiveMinimum"], either_sign["exclusiveMaximum"]) == (-(10**15), 10**15)
    assert either_sign["description"].startswith("Greater than 0. Exact: at most 15 digits")


def test_the_largest_total_a_fund_can_reach_is_exact_within_dynamodbs_38_digits() -> None:
    """Every line at the largest amount, as many lines as one item could ever take writes for: the
    total still has at most 38 significant digits, so DynamoDB's ADD keeps it exactly. The same holds
    for a line of the smallest amount on top."""
    before, after = MONEY_DIGITS
    assert before + after + len(str(LINES_AN_ITEM_CAN_TAKE)) - 1 == MAX_NUMBER_DIGITS
    with localcontext(prec=1000) as exact:
        exact.clear_flags()  # a copy of this thread's context: an earlier test's flags come with it
        largest_total = LARGEST * LINES_AN_ITEM_CAN_TAKE
        with_the_smallest = largest_total - LARGEST + SMALLEST
        assert not exact.flags[Inexact]
    for total in (largest_total, with_the_smallest, -largest_total):
        assert storable_number(total) == total  # ValueError beyond 38 digits; equal: nothing rounded
    assert len(with_the_smallest.as_tuple().digits) == MAX_NUMBER_DIGITS


# ---- moto's numbers, as DynamoDB's (local_stack.moto_fidelity, 7) ----------------------------------


def dynamodb_number(text: str) -> Any:
    moto_fidelity.install()
    from moto.dynamodb.models.dynamo_type import DynamoType

    return DynamoType({"N": text})


@pytest.mark.parametrize(
    ("first", "second", "total"),
    [
        ("0", "1E-7", "0.0000001"),  # moto read "1E-7" with int(): a ValueError, a 500
        ("0", "1E+38", "1" + "0" * 38),
        ("123456789012345678901234567890123456.78", "0.01", "123456789012345678901234567890123456.79"),
        ("99999999999997999999999900000.000000002", "999999999999999.999999999",
         "99999999999998999999999900000.000000001"),  # 38 digits: moto's 28-digit context rounded
        ("0.1", "1E-38", "0.10000000000000000000000000000000000001"),  # 38 digits: held
        ("5", "-5.00", "0"),
        ("1.10", "2", "3.1"),
        ("9.9E+125", "-9.9E+125", "0"),
    ],
)  # fmt: skip
def test_moto_adds_numbers_exactly_as_dynamodb_writes_them(first: str, second: str, total: str) -> None:
    assert (dynamodb_number(first) + dynamodb_number(second)).value == total
    difference = (dynamodb_number(total) - dynamodb_number(second)).value
    assert Decimal(difference) == Decimal(first)
    assert "E" not in difference


@pytest.mark.parametrize(
    ("first", "second", "refusal"),
    [
        ("1E+38", "1", moto_fidelity.NUMBER_OVERFLOW),  # 39 significant digits
        ("1E+50", "-1", moto_fidelity.NUMBER_OVERFLOW),  # DynamoDB says overflow for lost digits too
        ("0.1", "1E-39", moto_fidelity.NUMBER_OVERFLOW),  # 0.1000...0001: 39 digits
        ("9E+125", "9E+125", moto_fidelity.NUMBER_OVERFLOW),
        ("1E-130", "-9E-131", moto_fidelity.NUMBER_UNDERFLOW),
    ],
)
def test_moto_refuses_a_sum_dynamodb_cannot_hold(first: str, second: str, refusal: str) -> None:
    from moto.dynamodb.exceptions import MockValidationException

    with pytest.raises(MockValidationException) as refused:
        dynamodb_number(first) + dynamodb_number(second)
    assert refused.value.message == refusal


def test_moto_still_refuses_adding_a_number_to_a_string() -> None:
    moto_fidelity.install()
    from moto.dynamodb.models.dynamo_type import DynamoType

    with pytest.raises(TypeError):
        DynamoType({"N": "1"}) + DynamoType({"S": "1"})
