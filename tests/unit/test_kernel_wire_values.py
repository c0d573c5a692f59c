"""The kernel writes DynamoDB's wire format and condition expressions itself on the hot path
(kernel.aws.to_attribute, kernel.aws._built): each must answer exactly what boto3 answers."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from boto3.dynamodb.conditions import Attr, ConditionExpressionBuilder
from boto3.dynamodb.types import TypeSerializer

from kernel import aws

VALUES: list[Any] = [
    "", "text", "ünïcode ✓", 0, -1, 10**37, -(10**37) + 1, 10**38 - 1, True, False, None,
    {}, [], {"a": [1, "b", {"c": None}]}, [True, [False, ""]], Decimal("1.50"), Decimal("-1e-7"),
    {"x", "y"}, {1, 2}, b"bytes", {b"a"},
]  # fmt: skip


@pytest.mark.parametrize("value", VALUES, ids=[f"{type(v).__name__}-{n}" for n, v in enumerate(VALUES)])
def test_a_value_is_written_as_boto3_writes_it(value: Any) -> None:
    assert aws.to_attribute(value) == TypeSerializer().serialize(value)


REFUSED = {"float": 1.5, "1e38": 10**38, "-1e38": -(10**38), "nested float": {"a": 0.1}, "object": [object()]}


@pytest.mark.parametrize("value", REFUSED.values(), ids=REFUSED.keys())
def test_what_boto3_refuses_is_refused_the_same_way(value: Any) -> None:
    with pytest.raises((TypeError, ValueError, ArithmeticError)) as expected:  # as boto3 refuses it
        TypeSerializer().serialize(value)
    with pytest.raises(type(expected.value)):
        aws.to_attribute(value)


def _conditions(n: int) -> list[Any]:
    return [
        Attr("pk").not_exists(),
        Attr("version").eq(n),
        Attr("version").eq(n) & Attr("state").ne(f"s{n}"),
        Attr("pk").not_exists() | Attr("expiresAt").lt(n),
        ~Attr("a.b").begins_with(f"p{n}"),
        Attr("count").between(n, n + 5) & Attr("tags").contains("x"),
        Attr("state").is_in([f"a{n}", "b", "c"]),
        Attr("items").size().gte(n),
    ]


@pytest.mark.parametrize("index", range(len(_conditions(0))))
def test_a_condition_built_again_with_other_values_is_what_boto3_builds(index: int) -> None:
    """The second and later builds of one shape reuse its expression: each binds its own values."""
    for n in (1, 2, 3):
        condition = _conditions(n)[index]
        assert aws._built(condition) == ConditionExpressionBuilder().build_expression(condition)
