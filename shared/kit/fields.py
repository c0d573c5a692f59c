"""Field types the product screens share, for the kit's body models: each refuses what the spec does
not allow with a message naming the rule (dates strictly yyyy-MM-dd, ISO codes, exact amounts)."""

from __future__ import annotations

import datetime
import re
from decimal import Decimal
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, ConfigDict, Field, WithJsonSchema

from catalog.enums import COUNTRY_CODES, CURRENCY_CODES
from kernel.aws import storable_number
from kernel.models import ApiModel

_DAY = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
_RECORD_ID = re.compile(r"^rec_[0-9a-z]{26}$")


def _day(value: str) -> str:
    if not _DAY.fullmatch(value):
        raise ValueError("a date as yyyy-MM-dd")
    datetime.date.fromisoformat(value)  # raises ValueError for a day that does not exist
    return value


def _amount(value: Any) -> Decimal | int:
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise ValueError("a JSON number")
    return storable_number(value)  # raises ValueError beyond what DynamoDB holds exactly


def _code(codes: frozenset[str], what: str) -> Any:
    def check(value: str) -> str:
        if value not in codes:
            raise ValueError(f"an {what} code (upper case)")
        return value

    return check


def _record_id(value: str) -> str:
    if not _RECORD_ID.fullmatch(value):
        raise ValueError("a record id (rec_...)")
    return value


def has_control_characters(text: str) -> bool:
    """Control characters other than line breaks and tabs: refused in any text a person reads."""
    return any(ord(c) < 32 and c not in "\n\t" for c in text)


def _visible(value: str) -> str:
    if not value.strip() or has_control_characters(value):
        raise ValueError("must not be blank or hold control characters")
    return value


Day = Annotated[str, AfterValidator(_day), WithJsonSchema({"type": "string", "format": "date"})]
Amount = Annotated[Decimal | int, BeforeValidator(_amount), WithJsonSchema({"type": "number"})]
Percent = Annotated[Amount, Field(ge=0, le=100)]
CountryCode = Annotated[str, AfterValidator(_code(COUNTRY_CODES, "ISO-3166 alpha-2 country"))]
CurrencyCode = Annotated[str, AfterValidator(_code(CURRENCY_CODES, "ISO-4217 currency"))]
RecordId = Annotated[str, AfterValidator(_record_id)]
Title = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_visible)]
Text = Annotated[str, Field(max_length=20_000)]
LongText = Annotated[str, Field(min_length=1, max_length=5000), AfterValidator(_visible)]  # a message


class StoredItem(ApiModel):
    """What the kit adds to every stored body, as views show it: its id, version and times. A
    resource's view model extends it with the body's keys."""

    model_config = ConfigDict(extra="allow")

    id: str
    version: int
    created_at: str
    updated_at: str
    created_by: str
