"""Exact numbers end to end (kernel.json_codec, kernel.aws's item codec): a JSON number comes back as the
same number, never through a binary float."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from kernel import aws
from kernel.json_codec import MAX_INTEGER_DIGITS, JsonError, dumps, loads
from kernel.wire import to_json

EXACT = ["12.5", "0.1", "1e-7", "1234567890.123456789", "-0.000001", "99999999999999999999999999.99"]


@pytest.mark.parametrize("text", EXACT)
def test_a_fraction_is_read_as_a_decimal_and_written_as_the_same_number(text: str) -> None:
    value = loads(f'{{"amount": {text}}}')["amount"]
    assert isinstance(value, Decimal)
    assert value == Decimal(text)
    written = dumps({"amount": value})
    assert Decimal(json.loads(written, parse_float=str)["amount"]) == Decimal(text)
    assert loads(written) == {"amount": Decimal(text)}


def test_the_digits_are_kept_where_a_float_would_lose_them() -> None:
    assert dumps(loads("[1234567890.123456789, 0.1]")) == "[1234567890.123456789,0.1]"
    assert float("1234567890.123456789") != Decimal("1234567890.123456789")  # what a float would do


def test_integers_stay_integers_of_any_size_up_to_the_limit() -> None:
    big = "9" * 60
    assert loads(big) == int(big)
    assert dumps(loads(big)) == big
    assert isinstance(loads("12"), int)


def test_an_integer_over_the_digit_limit_is_refused_in_the_products_words() -> None:
    with pytest.raises(JsonError) as refused:
        loads("1" * (MAX_INTEGER_DIGITS + 1))
    assert "more than 4300 digits" in str(refused.value)
    assert "sys.set_int_max_str_digits" not in str(refused.value)


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "[NaN]"])
def test_non_numbers_are_refused(text: str) -> None:
    with pytest.raises(JsonError):
        loads(text)


def test_a_repeated_key_is_refused_naming_it_as_json() -> None:
    with pytest.raises(JsonError) as refused:
        loads('{"a": 1, "a": 2}')
    assert str(refused.value) == 'the key "a" appears twice in one object'


def test_canonical_text_sorts_keys_at_every_depth_with_or_without_decimals() -> None:
    plain = {"b": 1, "a": {"d": [1, {"z": 0, "y": 1}], "c": None}}
    assert dumps(plain, canonical=True) == '{"a":{"c":null,"d":[1,{"y":1,"z":0}]},"b":1}'
    with_decimal = {"b": Decimal("1.5"), "a": {"d": [Decimal("0.1")], "c": "é"}}
    assert dumps(with_decimal, canonical=True) == '{"a":{"c":"é","d":[0.1]},"b":1.5}'


def test_the_slow_path_writes_what_the_fast_path_writes() -> None:
    document = {"s": 'q"\\\n\u2028é', "n": None, "t": True, "i": -3, "l": [[], {}], "f": 2.5}
    assert dumps({**document, "d": Decimal("1")}) == dumps({**document, "d": 1})


def test_a_model_in_an_answer_keeps_its_decimal() -> None:
    from kernel.models import ApiModel

    class Figure(ApiModel):
        revenue_total: Decimal

    assert (
        to_json({"result": Figure(revenue_total=Decimal("1234567.89"))})
        == '{"result":{"revenueTotal":1234567.89}}'
    )


@pytest.mark.parametrize("text", EXACT)
def test_dynamodb_items_keep_the_number_exactly(text: str) -> None:
    value = loads(text)
    stored = aws.to_item({"amount": value, "nested": {"list": [value]}})
    assert stored["amount"] == {"N": str(Decimal(text))}
    back = aws.from_item(stored)
    assert back == {"amount": Decimal(text), "nested": {"list": [Decimal(text)]}}
    assert dumps(back) == dumps({"amount": value, "nested": {"list": [value]}})


def test_whole_numbers_come_back_from_dynamodb_as_int() -> None:
    assert aws.from_item(aws.to_item({"n": 12, "m": Decimal("40")})) == {"n": 12, "m": 40}


def test_a_float_is_refused_by_the_item_codec() -> None:
    with pytest.raises(TypeError):
        aws.to_item({"amount": 0.1})


def test_nesting_deeper_than_the_limit_is_refused_even_where_the_parser_copes() -> None:
    from kernel.json_codec import MAX_DEPTH

    assert loads("[" * MAX_DEPTH + "0.5" + "]" * MAX_DEPTH) is not None
    for depth in (MAX_DEPTH + 1, 900, 5000):
        with pytest.raises(JsonError) as refused:
            loads('{"n":' + "[" * depth + "0.5" + "]" * depth + "}")
        assert "nested more than 100 levels" in str(refused.value)


@pytest.mark.parametrize("text", ['{"\\ud800": 1}', '["\\udfff"]', '{"a": {"b": ["x\\ud83d"]}}'])
def test_a_lone_surrogate_anywhere_is_refused(text: str) -> None:
    with pytest.raises(JsonError) as refused:
        loads(text)
    assert "lone surrogate" in str(refused.value)


def test_a_surrogate_pair_is_an_ordinary_character() -> None:
    assert loads('{"a": "\\ud83d\\ude00"}') == {"a": "\U0001f600"}
