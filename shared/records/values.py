"""Field values checked against the catalog (spec 1.2): a field the catalog does not list, a value of the
wrong type, a missing required field are each a problem naming the field. Nothing here reads storage:
whether a reference names a live record is the service's question.
"""

from __future__ import annotations

import datetime
import operator
import re
from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from catalog.enums import COUNTRY_CODES
from catalog.model import ITEM_TARGETS, FieldDefinition, RecordType
from kernel.aws import storable_number
from kernel.text import text_problem

# The keys every record carries, set by the service: never a field key, never in a body.
SYSTEM_KEYS = frozenset({"id", "type", "version", "createdAt", "updatedAt", "createdBy", "updatedBy"})
CATALOG_GUARD = "expectedCatalogVersion"  # the one non-field key a record body may carry
RECORD_ID = re.compile(r"rec_[0-9a-z]{26}")
ITEM_ID = re.compile(r"[a-z]{2,5}_[0-9a-z]{26}")  # an item of a kit collection (kit.fields.ITEM_ID)

MAX_TEXT = 1_000
MAX_LONG_TEXT = 20_000
MAX_URL = 2_048
MAX_CHOICES = 100

_EMAIL = re.compile(
    r"[^@\s\x00-\x1f\x7f]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63})+"
)
_PHONE = re.compile(r"\+?[0-9 ()./-]{3,40}")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_NUMBER_TYPES = frozenset({"number", "currency", "percent"})
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")  # in a URL, not even a tab

Problem = dict[str, str]


def check_values(
    record_type: RecordType, values: Mapping[str, Any], *, creating: bool
) -> tuple[dict[str, Any], list[Problem]]:
    """The values to store (None means clear the field) and the problems, each naming its field.

    On create, a null is the same as leaving the field out and every required field must be given; on
    a patch, only the fields sent are checked, and a required field cannot be cleared."""
    fields = {field.key: field for field in record_type.fields}
    checked: dict[str, Any] = {}
    problems: list[Problem] = []
    for key, value in values.items():
        field = fields.get(key)
        if field is None:
            problems.append(_unknown_key(record_type, key))
        elif value is None:
            if field.required:
                problems.append({"field": key, "message": "required: it cannot be empty"})
            elif not creating:
                checked[key] = None
        else:
            message = value_problem(field, value)
            if message:
                problems.append({"field": key, "message": message})
            else:
                checked[key] = _as_stored(field, value)
    if creating:
        problems += [
            {"field": field.key, "message": "required"}
            for field in record_type.fields
            if field.required and values.get(field.key) is None
        ]
    return checked, problems


def _as_stored(field: FieldDefinition, value: Any) -> Any:
    """A number as DynamoDB will keep it (12.50 is 12.5), so the answer to a write shows what a read
    of it will; other values as sent."""
    return storable_number(value) if field.type in _NUMBER_TYPES else value


def _unknown_key(record_type: RecordType, key: str) -> Problem:
    if key in SYSTEM_KEYS:
        return {"field": key, "message": "set by the service, not by a request"}
    return {"field": key, "message": f"not a field of {record_type.key} (see /catalog)"}


def value_problem(field: FieldDefinition, value: Any) -> str | None:
    """Why a non-null value does not fit the field, or None when it does."""
    return _CHECKS[field.type](field, value)


def _text(limit: int) -> Callable[[FieldDefinition, Any], str | None]:
    def check(field: FieldDefinition, value: Any) -> str | None:
        if not isinstance(value, str):
            return "must be a string"
        if field.required and not value.strip():
            return "required: it cannot be empty"
        if len(value) > limit:
            return f"at most {limit} characters"
        return text_problem(value, multiline=field.type == "longText")

    return check


def _number(field: FieldDefinition, value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        return "must be a number"
    try:
        exact = storable_number(value)
    except ValueError as error:
        return str(error)
    if field.type == "percent" and not 0 <= exact <= 100:  # Decimal comparison is exact
        return "a percentage from 0 to 100"
    return None


def _date(field: FieldDefinition, value: Any) -> str | None:
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        return "a date as yyyy-MM-dd"
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return "not a calendar date"
    return None


def _boolean(field: FieldDefinition, value: Any) -> str | None:
    return None if isinstance(value, bool) else "must be true or false"


def _select(field: FieldDefinition, value: Any) -> str | None:
    allowed = field.allowed_values or ()
    if not isinstance(value, str) or value not in allowed:
        return f"one of {', '.join(allowed)}"
    return None


def _multi_select(field: FieldDefinition, value: Any) -> str | None:
    allowed = field.allowed_values or ()
    if not isinstance(value, list) or len(value) > MAX_CHOICES:
        return f"a list of at most {MAX_CHOICES} of {', '.join(allowed)}"
    if any(not isinstance(choice, str) or choice not in allowed for choice in value):
        return f"each one of {', '.join(allowed)}"
    if len(set(value)) != len(value):
        return "each choice at most once"
    return None


def _email(field: FieldDefinition, value: Any) -> str | None:
    if not isinstance(value, str) or len(value) > 254 or not _EMAIL.fullmatch(value):
        return "an email address such as jane@example.com"
    return None


def _url(field: FieldDefinition, value: Any) -> str | None:
    if not isinstance(value, str) or len(value) > MAX_URL or any(c.isspace() for c in value):
        return "an http or https URL"
    if _CONTROL.search(value):
        return "an http or https URL, without control characters"
    try:
        parts = urlsplit(value)
        _ = parts.port  # a port out of range is a ValueError here
    except ValueError:
        return "an http or https URL"
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return "an http or https URL"
    return None


def _phone(field: FieldDefinition, value: Any) -> str | None:
    if not isinstance(value, str) or not _PHONE.fullmatch(value) or sum(c.isdigit() for c in value) < 3:
        return "a phone number: digits, spaces, + ( ) . - only"
    return None


def _country(field: FieldDefinition, value: Any) -> str | None:
    if not isinstance(value, str) or value not in COUNTRY_CODES:
        return "an ISO-3166 alpha-2 country code, such as GB"
    return None


def _reference(field: FieldDefinition, value: Any) -> str | None:
    if field.reference_type in ITEM_TARGETS:
        if not isinstance(value, str) or not ITEM_ID.fullmatch(value):
            return f"the id of a {field.reference_type}"
        return None
    if not isinstance(value, str) or not RECORD_ID.fullmatch(value):
        return f"the id of a {field.reference_type} record"
    return None


_CHECKS: dict[str, Callable[[FieldDefinition, Any], str | None]] = {
    "text": _text(MAX_TEXT),
    "longText": _text(MAX_LONG_TEXT),
    "number": _number,
    "currency": _number,
    "percent": _number,
    "date": _date,
    "boolean": _boolean,
    "select": _select,
    "multiSelect": _multi_select,
    "email": _email,
    "url": _url,
    "phone": _phone,
    "country": _country,
    "reference": _reference,
}


# ---- list filters ----------------------------------------------------------------------------------

OPERATORS = ("eq", "gt", "gte", "lt", "lte")
_ORDERED_TYPES = _NUMBER_TYPES | {"date"}  # a date as yyyy-MM-dd orders as its text does
_UNFILTERED_TYPES = frozenset({"multiSelect"})  # a list, not a scalar: no one value to compare
# A number in a query string, as JSON writes one (Decimal() alone would also take " 5", "1_000", "NaN"),
# and short: a longer text cannot be a number DynamoDB holds (38 digits), and Decimal refuses huge ones.
_NUMBER_TEXT = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
MAX_NUMBER_TEXT = 100
_COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    "eq": operator.eq,
    "gt": operator.gt,
    "gte": operator.ge,
    "lt": operator.lt,
    "lte": operator.le,
}


class Filter(NamedTuple):
    """One condition a list is asked for, before the catalog is consulted: `value` is a query
    parameter's text (`from_text`) or a saved view's JSON value; `where` is what a problem names
    (the parameter as sent, `amount[gte]`, or the view's `view.filters[0]`)."""

    field: str
    op: str
    value: Any
    where: str
    from_text: bool = True


def operators(field: FieldDefinition) -> tuple[str, ...]:
    """The operators a field filters with: eq on every scalar field; gt, gte, lt and lte also on a
    number (number, currency, percent) and a date; none on a multiSelect."""
    if field.type in _UNFILTERED_TYPES:
        return ()
    return OPERATORS if field.type in _ORDERED_TYPES else ("eq",)


def operator_problem(field: FieldDefinition, op: str) -> str | None:
    """Why the field does not filter with `op`, or None when it does."""
    allowed = operators(field)
    if op in allowed:
        return None
    if op not in OPERATORS:
        return f"the operator is one of {', '.join(OPERATORS)}"
    if not allowed:
        return f"a {field.type} field does not filter a list"
    return f"a {field.type} field filters with eq only (gt, gte, lt, lte: numbers and dates)"


def filter_value(field: FieldDefinition, given: Any, *, from_text: bool) -> tuple[Any, str | None]:
    """A filter's value as the field stores it (a query parameter's text read as the field's type),
    or the problem: a value the field could not hold, or a blank one."""
    value = _from_text(field, given) if from_text else given
    if isinstance(value, str) and not value.strip():
        return None, "a value to compare with, not blank"
    problem = value_problem(field, value)
    return (None, problem) if problem else (_as_stored(field, value), None)


def _from_text(field: FieldDefinition, text: str) -> Any:
    """The query text as the JSON value a body would send; text that is none stays text, for
    value_problem to refuse with the field's own words."""
    if field.type == "boolean" and text in ("true", "false"):
        return text == "true"
    if field.type in _NUMBER_TYPES and len(text) <= MAX_NUMBER_TEXT and _NUMBER_TEXT.fullmatch(text):
        return Decimal(text)
    return text


def holds(stored: Any, op: str, wanted: Any) -> bool:
    """Whether a stored value meets a condition, compared as DynamoDB compares: only a value of the
    wanted one's kind can (a missing value, or true against 1, never does)."""
    kind = _kind(wanted)
    return kind is not None and _kind(stored) == kind and _COMPARISONS[op](stored, wanted)


def _kind(value: Any) -> str | None:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, Decimal)):
        return "number"
    return "text" if isinstance(value, str) else None
