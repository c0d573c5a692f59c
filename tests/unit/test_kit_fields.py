"""The kit's field types, rules and declaration checks, without AWS: what each accepts, what it stores,
and the problem it names for what it refuses."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from kernel.parsing import Problems
from kernel.routing import Router
from kit.fields import (
    Amount,
    Boolean,
    Choice,
    Country,
    Currency,
    DateTime,
    Day,
    Email,
    Fields,
    Integer,
    Json,
    Key,
    ListOf,
    Money,
    Object,
    Percent,
    Ref,
    Refs,
    Scalar,
    Tags,
    Text,
    Url,
    after,
    page_query,
    required_if,
    together,
)
from kit.resource import REGISTRY, ListFilter, Resource, declare


def problems(schema: Fields, body: Any) -> list[dict[str, str]]:
    with pytest.raises(Problems) as refused:
        schema.validate(body)
    return refused.value.problems


def fields(*rules: Any, **kinds: Any) -> Fields:
    return Fields("Test", kinds, rules)


@pytest.mark.parametrize(
    ("kind", "sent", "stored"),
    [
        (DateTime(), "2025-03-01T09:30:00+01:00", "2025-03-01T08:30:00Z"),
        (DateTime(), "2025-03-01t09:30:00.5z", "2025-03-01T09:30:00.500000Z"),
        (DateTime(), "2024-12-31T23:30:00-01:00", "2025-01-01T00:30:00Z"),
        (Day(), "2024-02-29", "2024-02-29"),
        (Amount(), Decimal("1234567890.123456789"), Decimal("1234567890.123456789")),
        (Amount(), Decimal("12.50"), Decimal("12.5")),
        (Percent(), 100, 100),
        (
            Money(),
            {"amount": Decimal("0.1"), "currency": "EUR"},
            {"amount": Decimal("0.1"), "currency": "EUR"},
        ),
        (Url(), "https://example.com/a?b=c", "https://example.com/a?b=c"),
        (Email(), "first.last+tag@example.co.uk", "first.last+tag@example.co.uk"),
        (Country(), "GB", "GB"),
        (Currency(), "JPY", "JPY"),
        (Choice("a", "b"), "b", "b"),
        (Tags(), ["x", "y"], ["x", "y"]),
        (Key(), "fund_vintage-2", "fund_vintage-2"),
        (Text(multiline=True, max_length=20), "two\nlines", "two\nlines"),
        (Scalar(), True, True),
    ],
)
def test_a_type_stores_what_it_accepts_as_the_product_keeps_it(kind: Any, sent: Any, stored: Any) -> None:
    assert fields(value=kind).validate({"value": sent}) == {"value": stored}


@pytest.mark.parametrize(
    ("kind", "sent", "field", "says"),
    [
        (DateTime(), "2025-03-01T09:30:00", "value", "offset"),  # no offset: not an instant
        (DateTime(), "2025-03-01 09:30:00Z", "value", "RFC 3339"),
        (DateTime(), "2025-02-30T09:30:00Z", "value", "exists"),
        (DateTime(), "2025-03-01T09:30:60Z", "value", "exists"),  # a leap second Python cannot hold
        (DateTime(), "2025-03-01T09:30:00.1234567Z", "value", "microseconds"),
        (DateTime(), "\uff12\uff10\uff12\uff15-03-01T09:30:00Z", "value", "RFC 3339"),  # full-width digits
        (Day(), "2025-3-1", "value", "yyyy-MM-dd"),
        (Day(), "2023-02-29", "value", "exists"),
        (Amount(), "12", "value", "number"),
        (Amount(), True, "value", "number"),
        (Amount(minimum=0), -1, "value", "at least 0"),
        (Percent(), Decimal("100.01"), "value", "at most 100"),
        (Money(), {"amount": 1}, "value.currency", "required"),
        (Money(), {"amount": 1, "currency": "eur"}, "value.currency", "ISO-4217"),
        (Money(), {"amount": "1", "currency": "EUR"}, "value.amount", "number"),
        (Money(), 12, "value", "object"),
        (Url(), "http://example.com", "value", "https"),
        (Url(), "https://user:pw@example.com", "value", "user name"),
        (Url(), "https:///nohost", "value", "host name"),
        (Url(), "https://exa mple.com", "value", "spaces"),
        (Email(), "no-at.example.com", "value", "email"),
        (Country(), {"GB": 1}, "value", "ISO-3166"),
        (Choice("a", "b"), "c", "value", "one of a, b"),
        (Tags(most=2), ["a", "b", "c"], "value", "0 to 2"),
        (Tags(), ["a", "a"], "value[1]", "twice"),
        (Tags(), ["a", ""], "value[1]", "characters"),
        (Text(), "line\nbreak", "value", "control"),
        (Text(), "\x1b[2J", "value", "control"),
        (Text(), "   ", "value", "blank"),
        (Text(max_length=3), "four", "value", "1 to 3"),
        (Integer(maximum=5), 6, "value", "at most 5"),
        (Boolean(), "true", "value", "true or false"),
        (Ref("Company"), "rec_short", "value", "record id"),
        (Refs("Person", most=2), ["rec_" + "0" * 26, "x"], "value[1]", "record id"),
        (Object(fields={"a": Integer()}), {"a": 1, "b": 2}, "value.b", "not a field"),
        (
            ListOf(of=Object(fields={"a": Integer()}), unique=False),
            [{"a": "x"}],
            "value[0].a",
            "whole number",
        ),
        (Json(most=1), {"a": 1, "b": 2}, "value", "at most 1"),
        (Json(), {"lp": {"sizes": [1, Decimal("1E+999")]}}, "value.lp.sizes[1]", ""),
    ],
)
def test_a_type_refuses_naming_the_field_and_the_rule(kind: Any, sent: Any, field: str, says: str) -> None:
    [problem] = problems(fields(value=kind), {"value": sent})
    assert problem["field"] == field
    assert says in problem["message"]


def test_null_is_not_given_missing_required_is_named_and_unknown_keys_too() -> None:
    schema = fields(title=Text(), note=Text(required=False), status=Choice("open", "done", required=False,
                                                                           default="open"))  # fmt: skip
    assert schema.validate({"title": "T", "note": None}) == {"title": "T", "status": "open"}
    assert problems(schema, {"title": None, "extra": 1}) == [
        {"field": "extra", "message": "not a field here"},
        {"field": "title", "message": "required"},
    ]
    assert problems(schema, []) == [{"field": "body", "message": "a JSON object"}]


def test_cross_field_rules_name_the_field_they_judge() -> None:
    schema = fields(
        after("endsAt", "startsAt"),
        required_if("conditions", decision="WithConditions"),
        together("recordType", "recordId"),
        startsAt=DateTime(), endsAt=DateTime(), decision=Choice("Approved", "WithConditions"),
        conditions=Text(required=False), recordType=Text(required=False), recordId=Text(required=False),
    )  # fmt: skip
    body = {"startsAt": "2025-03-01T10:00:00+01:00", "endsAt": "2025-03-01T09:00:00Z", "decision": "Approved"}
    assert problems(schema, body) == [{"field": "endsAt", "message": "must be after startsAt"}]
    assert schema.validate({**body, "endsAt": "2025-03-01T09:00:01Z"})["endsAt"] == "2025-03-01T09:00:01Z"
    refused = problems(schema, {**body, "endsAt": "2025-03-02T00:00:00Z", "decision": "WithConditions",
                                "recordId": "rec_x"})  # fmt: skip
    assert [p["field"] for p in refused] == ["conditions", "recordType"]


def test_a_query_reads_text_as_the_declared_types() -> None:
    query = page_query(active=Boolean(required=False), minimum=Integer(required=False))
    assert query.validate({"limit": "20", "active": "false"}) == {"limit": 20, "active": False}
    assert query.validate({}) == {"limit": 50}
    refused = problems(query, {"limit": "500", "active": "yes", "minimum": "1.5", "other": "x"})
    assert [p["field"] for p in refused] == ["other", "limit", "active", "minimum"]


def test_each_type_describes_itself_in_json_schema_and_optional_ones_may_be_null() -> None:
    schema = fields(when=DateTime(), price=Money(required=False), tags=Tags()).json_schema()
    assert schema["required"] == ["when", "tags"]
    assert schema["properties"]["when"] == {"type": "string", "format": "date-time"}
    assert schema["properties"]["price"]["type"] == ["object", "null"]
    assert schema["properties"]["tags"]["items"]["maxLength"] == 64
    assert schema["additionalProperties"] is False


# ---- declarations that cannot work fail at import ------------------------------------------------


def declaration(**changes: Any) -> Resource:
    options: dict[str, Any] = {
        "name": "kit-declaration-test", "path": "/api/v1/x/kit-declaration-test", "id_prefix": "kdt",
        "noun": "thing", "fields": {"title": Text(), "ownerIds": Refs("Person", most=5)},
        "example": {"title": "T", "ownerIds": []},
    }  # fmt: skip
    return Resource(**{**options, **changes})


@pytest.mark.parametrize(
    ("changes", "says"),
    [
        ({"example": {"title": "", "ownerIds": []}}, "1 to 200 characters"),
        ({"id_prefix": "TOOLONG"}, "id prefixes"),
        ({"operations": frozenset({"list", "upsert"})}, "unknown operations"),
        (
            {
                "filters": (ListFilter("notes"),),
                "fields": {
                    "title": Text(),
                    "notes": Text(max_length=5000, required=False),
                    "ownerIds": Refs("Person"),
                },
            },
            "not a short text",
        ),
        (
            {
                "fields": {"title": Text(), "ownerIds": Refs("Person", most=30)},
                "filters": (ListFilter("ownerId", key="ownerIds"),),
            },
            "operations",
        ),
        ({"unique": ("missing",)}, "unique key"),
        ({"parent": "Company"}, "names its parent"),
    ],
)
def test_a_declaration_that_cannot_work_is_refused_at_import(changes: dict[str, Any], says: str) -> None:
    with pytest.raises((ValueError, Problems)) as refused:
        declare(Router(), declaration(**changes))
    assert says in str(refused.value) or says in str(getattr(refused.value, "problems", ""))
    assert all(resource.name != "kit-declaration-test" for resource in REGISTRY)


def test_an_inclusive_after_allows_the_same_day_and_says_so_when_refusing() -> None:
    schema = fields(after("endsOn", "startsOn", inclusive=True), startsOn=Day(), endsOn=Day())
    assert schema.validate({"startsOn": "2025-03-01", "endsOn": "2025-03-01"})["endsOn"] == "2025-03-01"
    refused = problems(schema, {"startsOn": "2025-03-02", "endsOn": "2025-03-01"})
    assert refused == [{"field": "endsOn", "message": "must not be before startsOn"}]
