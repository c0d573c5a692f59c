"""The field types of the kit: what a declared resource's body may hold, each checked in the product's
words, each with its JSON Schema for the OpenAPI document. No pydantic: a kit route's cold start pays
for none (a hand-written route with a deep body keeps its pydantic model).

    fields = {
        "title": Text(max_length=200),
        "startsAt": DateTime(),
        "attendeeIds": Refs("Person", most=50),
        "companyId": Ref("Company", required=False),
        "budget": Money(minimum=0, required=False),
    }

A value arrives as JSON decodes it (str, int, Decimal, bool, list, dict; never a float) and is stored
as the type returns it: a date-time in UTC, an amount exactly. `null` for a field that is not required
means "not given" (nothing is stored); for a required one it is refused. Every problem names its field,
with the path inside lists and objects (`attendeeIds[2]`, `price.currency`).
"""

from __future__ import annotations

import copy
import datetime
import json
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any
from urllib.parse import urlsplit

from catalog.enums import COUNTRY_CODES, CURRENCY_CODES
from kernel.aws import storable_number
from kernel.parsing import Problems
from kernel.text import control_problem, text_problem

Problem = dict[str, str]
_DAY = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
_DATE_TIME = re.compile(
    r"^(?P<day>[0-9]{4}-[0-9]{2}-[0-9]{2})[Tt](?P<time>[0-9]{2}:[0-9]{2}:[0-9]{2})"
    r"(?:\.(?P<fraction>[0-9]{1,9}))?(?P<offset>[Zz]|[+-][0-9]{2}:[0-9]{2})$"
)
_EMAIL = re.compile(r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$")  # fmt: skip
_HOST = re.compile(
    r"^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$"
)
RECORD_ID = re.compile(r"^rec_[0-9a-z]{26}$")
ITEM_ID = re.compile(r"^[a-z]{2,5}_[0-9a-z]{26}$")
KEY = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,63}$")
MISSING: Any = object()  # a key the body did not send


class Invalid(ValueError):
    """Problems found inside a value: (path below the field, message) pairs."""

    def __init__(self, problems: Sequence[tuple[str, str]]) -> None:
        super().__init__("; ".join(message for _, message in problems))
        self.problems = list(problems)


def has_control_characters(text: str) -> bool:
    """Control characters other than line breaks and tabs, or bidi overrides: refused in any text a
    person reads (kernel.text)."""
    return control_problem(text, multiline=True) is not None


# ---- the types -----------------------------------------------------------------------------------


class FieldType(ABC):
    """A field's type: `check` turns a JSON value into what is stored (ValueError or Invalid when it
    cannot), `schema` describes it. `required`: a body must send it (a replace too); `default`: what
    is stored when a body leaves it out.

    Options are keywords naming the class's attributes (their class values are the defaults). Plain
    classes, not dataclasses: a kit family imports these at cold start, where a dataclass's generated
    methods cost a millisecond apiece. Never change a type in place: `optional()` and `copy.copy`."""

    required: bool = True
    default: Any = None
    description: str = ""

    def __init__(self, **options: Any) -> None:
        for name, value in options.items():
            if name.startswith("_") or not hasattr(type(self), name) or callable(getattr(type(self), name)):
                raise TypeError(f"{type(self).__name__} takes no option {name!r}")
            setattr(self, name, value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in vars(self).items())})"

    @abstractmethod
    def check(self, value: Any) -> Any: ...

    def from_text(self, text: str) -> Any:
        """A query string's value (always text) as this type's value."""
        return self.check(text)

    @abstractmethod
    def json_schema(self) -> dict[str, Any]: ...

    def schema(self) -> dict[str, Any]:
        described = {**self.json_schema(), **({"description": self.description} if self.description else {})}
        if self.default is not None:
            described["default"] = self.default
        return described

    def optional(self) -> Any:
        """The same type, not required."""
        made = copy.copy(self)
        made.required = False
        return made


class Text(FieldType):
    """A string of `min_length` to `max_length` characters with no control characters (line breaks and
    tabs only when `multiline`); with min_length 1, not blank either."""

    min_length: int = 1
    max_length: int = 200
    multiline: bool = False
    pattern: str | None = None
    pattern_says: str = ""  # what the pattern means, in the message

    def check(self, value: Any) -> str:
        if not isinstance(value, str):
            raise ValueError("a string")
        if not self.min_length <= len(value) <= self.max_length:
            raise ValueError(f"{self.min_length} to {self.max_length} characters")
        if self.min_length and not value.strip():
            raise ValueError("must not be blank")
        problem = text_problem(value, multiline=self.multiline)
        if problem:
            raise ValueError(problem)
        if self.pattern is not None and not re.fullmatch(self.pattern, value):
            raise ValueError(self.pattern_says or f"must match {self.pattern}")
        return value

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {
            "type": "string",
            "minLength": self.min_length,
            "maxLength": self.max_length,
        }
        return schema | ({"pattern": self.pattern} if self.pattern else {})


def Key(**options: Any) -> Text:
    """A key: a letter, then letters, digits, _ and -, 64 at most."""
    return Text(max_length=64, pattern=KEY.pattern, pattern_says="a letter, then letters, digits, _ or -",
                **options)  # fmt: skip


class Choice(FieldType):
    """One of the given strings (an enum)."""

    values: tuple[str, ...] = ()

    def __init__(self, *values: str, **options: Any) -> None:
        super().__init__(values=tuple(values), **options)

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or value not in self.values:
            raise ValueError(f"one of {', '.join(self.values)}")
        return value

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "enum": list(self.values)}


class Boolean(FieldType):
    def check(self, value: Any) -> bool:
        if not isinstance(value, bool):
            raise ValueError("true or false")
        return value

    def from_text(self, text: str) -> bool:
        if text not in ("true", "false"):
            raise ValueError("true or false")
        return text == "true"

    def json_schema(self) -> dict[str, Any]:
        return {"type": "boolean"}


class Integer(FieldType):
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError("a whole number")
        if len(str(abs(value))) > 38:
            raise ValueError("a whole number of at most 38 digits")
        _within(value, self.minimum, self.maximum)
        return value

    def from_text(self, text: str) -> int:
        if not re.fullmatch(r"-?[0-9]{1,38}", text):
            raise ValueError("a whole number")
        return self.check(int(text))

    def json_schema(self) -> dict[str, Any]:
        return {"type": "integer", **_bounds(self.minimum, self.maximum)}


class Amount(FieldType):
    """An exact number (a JSON number, kept digit for digit as DynamoDB holds it: 38 digits), in any
    form: 1.5e3 is stored as 1500, 2.50 as 2.5. `digits=(before, after)`: at most that many digits
    before and after the decimal point, counted as stored (1.50e2 is 150: three before, none after)."""

    minimum: int | Decimal | None = None
    maximum: int | Decimal | None = None
    digits: tuple[int, int] | None = None

    def check(self, value: Any) -> int | Decimal:
        if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
            raise ValueError("a JSON number")
        number = storable_number(value)  # ValueError beyond what DynamoDB holds exactly
        if self.digits is not None:
            _digits_within(number, *self.digits)
        _within(number, self.minimum, self.maximum)
        return number

    def json_schema(self) -> dict[str, Any]:
        schema = {"type": "number", **_bounds(self.minimum, self.maximum)}
        if self.digits is not None:  # 10**before has one digit too many: the limit itself is refused
            limit = 10 ** self.digits[0]
            schema |= {} if self.maximum is not None else {"exclusiveMaximum": limit}
            schema |= {} if self.minimum is not None else {"exclusiveMinimum": -limit}
        return schema


def Percent(**options: Any) -> Amount:
    """A percentage, 0 to 100, exact."""
    return Amount(minimum=0, maximum=100, **options)


# Money: at most 15 digits before the point and 9 after (24 in all), so that a sum of up to 10**14
# amounts (more lines than one DynamoDB item can take writes for in 3,000 years) stays exact within
# DynamoDB's 38 digits. Why these two: docs/decisions.md, "Money is bounded".
MONEY_DIGITS = (15, 9)


def MoneyAmount(**options: Any) -> Amount:
    """An amount of money: exact, at most 15 digits before the decimal point and 9 after it."""
    said = f"Exact: at most {MONEY_DIGITS[0]} digits before the decimal point and {MONEY_DIGITS[1]} after it."
    description = f"{options.pop('description', '')} {said}".strip()
    return Amount(digits=MONEY_DIGITS, description=description, **options)


class Money(FieldType):
    """`{"amount": <amount of money>, "currency": <ISO-4217 code>}`, stored as sent (amount exact,
    bounded as `MoneyAmount`)."""

    minimum: int | Decimal | None = None

    def check(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ValueError('an object {"amount": number, "currency": ISO-4217 code}')
        return _object(value, self._fields())

    def json_schema(self) -> dict[str, Any]:
        return _object_schema(self._fields())

    def _fields(self) -> dict[str, FieldType]:
        return {"amount": MoneyAmount(minimum=self.minimum), "currency": Currency()}


class Day(FieldType):
    """A calendar day, strictly yyyy-MM-dd."""

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or not _DAY.fullmatch(value):
            raise ValueError("a date as yyyy-MM-dd")
        try:
            datetime.date.fromisoformat(value)
        except ValueError:
            raise ValueError("a date that exists") from None
        return value

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "format": "date"}


class DateTime(FieldType):
    """An instant, RFC 3339 with its offset (2025-03-01T09:30:00+01:00 or ...Z), stored in UTC
    (2025-03-01T08:30:00Z), to the microsecond."""

    def check(self, value: Any) -> str:
        return utc_text(parse_date_time(value))

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "format": "date-time"}


def parse_date_time(value: Any) -> datetime.datetime:
    """An RFC 3339 date-time with a required offset, as an aware datetime (ValueError otherwise)."""
    found = _DATE_TIME.fullmatch(value) if isinstance(value, str) else None
    if found is None:
        raise ValueError("a date-time in RFC 3339 with its offset, e.g. 2025-03-01T09:30:00Z")
    fraction = found["fraction"] or ""
    if len(fraction) > 6:
        raise ValueError("at most microseconds (6 digits after the second)")
    offset = found["offset"].upper().replace("Z", "+00:00")
    text = f"{found['day']}T{found['time']}{'.' + fraction.ljust(6, '0') if fraction else ''}{offset}"
    try:
        return datetime.datetime.fromisoformat(text)
    except ValueError:
        raise ValueError("a date-time that exists") from None


def utc_text(moment: datetime.datetime) -> str:
    try:
        utc = moment.astimezone(datetime.UTC)
    except OverflowError:
        raise ValueError("a date-time in the years 1 to 9999, in UTC too") from None
    spec = "microseconds" if utc.microsecond else "seconds"
    return utc.isoformat(timespec=spec).replace("+00:00", "Z")


class Url(FieldType):
    """An https URL with a host name (a link a person opens: no credentials in it)."""

    max_length: int = 2048

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or not 8 < len(value) <= self.max_length:
            raise ValueError(f"an https URL of at most {self.max_length} characters")
        if any(c.isspace() or ord(c) < 32 for c in value):
            raise ValueError("an https URL without spaces or control characters")
        try:
            parts = urlsplit(value)
            host = parts.hostname or ""
            parts.port  # noqa: B018 - raises ValueError for a port that is not one
        except ValueError:
            raise ValueError("an https URL") from None
        if parts.scheme != "https" or not _HOST.fullmatch(host) or host.rsplit(".", 1)[-1].isdigit():
            raise ValueError("an https URL with a host name, e.g. https://example.com/page")
        if parts.username is not None or parts.password is not None:
            raise ValueError("an https URL without user name or password")
        return value

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "format": "uri", "pattern": "^https://", "maxLength": self.max_length}


class Email(FieldType):
    def check(self, value: Any) -> str:
        if not isinstance(value, str) or len(value) > 254 or not _EMAIL.fullmatch(value):
            raise ValueError("an email address, e.g. name@example.com")
        return value

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "format": "email", "maxLength": 254}


class Code(FieldType):
    """A code of a standard list (upper case): `Country()` and `Currency()`."""

    codes: frozenset[str] = frozenset()
    standard: str = ""
    length: int = 2

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or value not in self.codes:
            raise ValueError(f"an {self.standard} code (upper case)")
        return value

    def json_schema(self) -> dict[str, Any]:
        pattern = f"^[A-Z]{{{self.length}}}$"
        return {"type": "string", "pattern": pattern, "description": f"{self.standard} code."}


def Country(**options: Any) -> Code:
    return Code(codes=COUNTRY_CODES, standard="ISO-3166 alpha-2 country", length=2, **options)


def Currency(**options: Any) -> Code:
    return Code(codes=CURRENCY_CODES, standard="ISO-4217 currency", length=3, **options)


class ListOf(FieldType):
    """A list of at most `most` values of one type; `unique`: no value twice."""

    of: FieldType = Text()
    most: int = 50
    least: int = 0
    unique: bool = True

    def check(self, value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise ValueError("a list")
        if not self.least <= len(value) <= self.most:
            raise ValueError(f"{self.least} to {self.most} values")
        checked, problems = _each(value, self.of.check)
        if self.unique:
            problems += [(f"[{i}]", "appears twice in the list") for i in _repeated(value)]
        if problems:
            raise Invalid(problems)
        return checked

    def json_schema(self) -> dict[str, Any]:
        schema = {"type": "array", "items": self.of.schema(), "minItems": self.least, "maxItems": self.most}
        return schema | ({"uniqueItems": True} if self.unique else {})


def Tags(*, most: int = 20, max_length: int = 64, **options: Any) -> ListOf:
    """A list of short strings (labels), each at most once."""
    return ListOf(of=Text(max_length=max_length), most=most, **options)


class Object(FieldType):
    """A JSON object of named fields (no other keys), checked as a body is."""

    fields: Mapping[str, FieldType] = {}

    def check(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ValueError("an object")
        return _object(value, self.fields)

    def json_schema(self) -> dict[str, Any]:
        return _object_schema(self.fields)


class File(FieldType):
    """A file part of a multipart/form-data body (a route with an `Upload`): the kernel hands on its
    description (file name, content type, size, SHA-256), the route takes its bytes from
    `request.files`. Documented as binary, as OpenAPI describes a form's file."""

    min_bytes: int = 1

    def check(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict) or not {"filename", "contentType", "size", "sha256"} <= value.keys():
            raise ValueError("a file part (Content-Disposition: form-data; name=...; filename=...)")
        if value["size"] < self.min_bytes:
            raise ValueError(f"a file of at least {self.min_bytes} byte(s)")
        return value

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "format": "binary"}


class Json(FieldType):
    """Any JSON object of at most `most` keys (what it holds is checked by the resource's rules), as
    deep and with numbers as DynamoDB holds them: at most 30 levels, numbers of 38 digits."""

    most: int = 30
    key_length: int = 64
    DEPTH = 30

    def check(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict) or len(value) > self.most:
            raise ValueError(f"an object of at most {self.most} keys")
        long = [key for key in value if len(key) > self.key_length]
        if long:
            raise Invalid([(f".{long[0][:64]}", f"keys of at most {self.key_length} characters")])
        stored: dict[str, Any] = _storable(value, self.DEPTH)
        return stored

    def json_schema(self) -> dict[str, Any]:
        return {"type": "object", "maxProperties": self.most}


class Scalar(FieldType):
    """Any JSON string (at most `max_length`), number or boolean (what it means is the resource's rules')."""

    max_length: int = 2000

    def check(self, value: Any) -> Any:
        if isinstance(value, str) and len(value) <= self.max_length:
            return value
        if isinstance(value, (bool, int, Decimal)):
            return value
        raise ValueError(f"a string of at most {self.max_length} characters, a number or true/false")

    def json_schema(self) -> dict[str, Any]:
        return {"type": ["string", "number", "boolean"]}


# ---- references ----------------------------------------------------------------------------------


class Ref(FieldType):
    """The id of a live record of the firm (`Ref("Company")`), or of an item of another parentless
    resource (`Ref(PORTAL_ROLES)`). With `type_field`, the record type is another field's value
    (`Ref(type_field="recordType")`), mapped through `types` when given ({"company": "Company"})."""

    target: Any = None  # str | Resource | None
    type_field: str | None = None
    types: Mapping[str, str] | None = None

    def __init__(
        self,
        target: Any = None,
        *,
        type_field: str | None = None,
        types: Mapping[str, str] | None = None,
        required: bool = True,
        description: str = "",
    ) -> None:
        super().__init__(target=target, type_field=type_field, types=types, required=required,
                         description=description)  # fmt: skip
        if (target is None) == (type_field is None):
            raise TypeError("a Ref names its target, or the field that holds the record type")

    def check(self, value: Any) -> str:
        shape = ITEM_ID if self.target is not None and not isinstance(self.target, str) else RECORD_ID
        if not isinstance(value, str) or not shape.fullmatch(value):
            raise ValueError("a record id (rec_...)" if shape is RECORD_ID else "an id")
        return value

    def json_schema(self) -> dict[str, Any]:
        pattern = (
            RECORD_ID.pattern if self.target is None or isinstance(self.target, str) else ITEM_ID.pattern
        )
        return {"type": "string", "pattern": pattern, "description": f"The id of {self.names()}."}

    def names(self) -> str:
        if self.type_field is not None:
            return f"a record of the type {self.type_field} names"
        return f"a {self.target}" if isinstance(self.target, str) else f"a {self.target.noun}"

    def target_of(self, values: Mapping[str, Any]) -> Any:
        """What this id must name, given the body's values (a typed reference reads its type)."""
        if self.type_field is None:
            return self.target
        kind = str(values.get(self.type_field))
        return self.types.get(kind, kind) if self.types is not None else kind


class Refs(ListOf):
    """A list of ids, each naming a live record of the type (or item of the resource), each at most
    once, at most `most` of them: checked in one batch read, and again when the write commits."""

    target: Any = None

    def __init__(
        self, target: Any, *, most: int = 50, least: int = 0, required: bool = True, description: str = ""
    ) -> None:
        super().__init__(target=target, of=Ref(target), most=most, least=least, required=required,
                         description=description)  # fmt: skip


# ---- a flat body, checked whole ------------------------------------------------------------------

Rule = Callable[[Mapping[str, Any]], list[Problem]]


def after(later: str, earlier: str, *, inclusive: bool = False) -> Rule:
    """`later` is after `earlier` (or the same, `inclusive`: date-times or days) when both are given;
    the problem names `later`."""

    def rule(values: Mapping[str, Any]) -> list[Problem]:
        first, second = values.get(earlier), values.get(later)
        if first is None or second is None:
            return []
        key = parse_date_time if "T" in str(first) else datetime.date.fromisoformat
        ok = key(second) >= key(first) if inclusive else key(second) > key(first)
        message = f"must not be before {earlier}" if inclusive else f"must be after {earlier}"
        return [] if ok else [{"field": later, "message": message}]

    return rule


def required_if(name: str, **when: Any) -> Rule:
    """`name` is required when every other field named has the value given
    (`required_if("conditions", decision="ApprovedWithConditions")`)."""

    def rule(values: Mapping[str, Any]) -> list[Problem]:
        if all(values.get(key) == value for key, value in when.items()) and values.get(name) is None:
            said = ", ".join(f"{key} is {value}" for key, value in when.items())
            return [{"field": name, "message": f"required when {said}"}]
        return []

    return rule


def together(*names: str) -> Rule:
    """The fields go together: all of them, or none."""

    def rule(values: Mapping[str, Any]) -> list[Problem]:
        given = [name for name in names if values.get(name) is not None]
        if not given or len(given) == len(names):
            return []
        missing = next(name for name in names if name not in given)
        return [{"field": missing, "message": f"{' and '.join(names)} go together: send all or none"}]

    return rule


class Fields:
    """A JSON object of declared fields: the body of a kit resource (or a query string, read as text).
    `validate` answers the values to store, or raises the kernel's Problems naming each field.
    `from_text`: a query string, every value arrives as text; `extra`: other keys are kept as text
    (a query's filters on the firm's own fields)."""

    def __init__(
        self,
        name: str,
        fields: Mapping[str, FieldType],
        rules: tuple[Rule, ...] = (),
        example: Mapping[str, Any] | None = None,
        *,
        from_text: bool = False,
        extra: bool = False,
    ) -> None:
        self.name, self.fields, self.rules, self.example = name, fields, rules, example
        self.from_text, self.extra = from_text, extra

    def validate(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise Problems([{"field": "body", "message": "a JSON object"}])
        try:
            values = _object(data, self.fields, from_text=self.from_text, extra=self.extra)
        except Invalid as invalid:
            raise Problems([_problem(path, message) for path, message in invalid.problems]) from None
        problems = [problem for rule in self.rules for problem in rule(values)]
        if problems:
            raise Problems(problems)
        return values

    def json_schema(self) -> dict[str, Any]:
        schema = _object_schema(self.fields)
        if self.example is not None:
            schema["examples"] = [dict(self.example)]
        return schema | ({"additionalProperties": {"type": "string"}} if self.extra else {})


class Documented:
    """An answer described by a JSON Schema built when the OpenAPI document is (never validated)."""

    def __init__(self, name: str, schema: Callable[[], dict[str, Any]]) -> None:
        self.name, self.schema = name, schema

    def validate(self, data: Any) -> Any:
        return data

    def json_schema(self) -> dict[str, Any]:
        return self.schema()


PAGE = {
    "limit": Integer(minimum=1, maximum=200, default=50, required=False,
                     description="Page size (default 50, at most 200)."),
    "cursor": Text(max_length=4096, required=False, description="The nextCursor of the previous page."),
}  # fmt: skip


def page_query(name: str = "Page", **more: FieldType) -> Fields:
    """A list route's query: limit, cursor and `more` parameters, read from text."""
    return Fields(name, {**PAGE, **more}, from_text=True)


def _problem(path: str, message: str) -> Problem:
    return {"field": path.lstrip("."), "message": message}


def _object(
    data: Mapping[str, Any], fields: Mapping[str, FieldType], *, from_text: bool = False, extra: bool = False
) -> dict[str, Any]:
    problems: list[tuple[str, str]] = []
    values: dict[str, Any] = {}
    for key in data:
        if key not in fields and not extra:
            problems.append((f".{str(key)[:64]}", "not a field here"))
    for key, kind in fields.items():
        given = data.get(key, MISSING)
        if given is MISSING or given is None:
            if kind.required:
                problems.append((f".{key}", "required"))
            elif kind.default is not None:
                values[key] = kind.default
            continue
        try:
            values[key] = kind.from_text(given) if from_text and isinstance(given, str) else kind.check(given)
        except Invalid as invalid:
            problems += [(f".{key}{path}", message) for path, message in invalid.problems]
        except ValueError as error:
            problems.append((f".{key}", str(error)))
    if extra:
        values |= {key: value for key, value in data.items() if key not in fields}
    if problems:
        raise Invalid(problems)
    return values


def _storable(value: Any, depth: int, path: str = "") -> Any:
    """A JSON value with its numbers as DynamoDB keeps them: Invalid for nesting deeper than `depth`
    (naming the field), or for a number it cannot hold (naming where below the field, each key cut to
    64 characters so a hostile key cannot make the answer long)."""
    if depth < 0:
        raise Invalid([("", "nested too deep (30 levels at most)")])
    if isinstance(value, dict):
        return {key: _storable(inner, depth - 1, f"{path}.{key[:64]}") for key, inner in value.items()}
    if isinstance(value, list):
        return [_storable(inner, depth - 1, f"{path}[{index}]") for index, inner in enumerate(value)]
    if isinstance(value, (int, Decimal)) and not isinstance(value, bool):
        try:
            return storable_number(value)
        except ValueError as error:
            raise Invalid([(path, str(error))]) from None
    return value


def _object_schema(fields: Mapping[str, FieldType]) -> dict[str, Any]:
    required = [key for key, kind in fields.items() if kind.required]
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            key: kind.schema() if kind.required else _nullable(kind.schema()) for key, kind in fields.items()
        },
        "additionalProperties": False,
    }
    return schema | ({"required": required} if required else {})


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    """A field that is not required may be sent, and shown, as null. An object's default is said in its
    description instead (client generators cannot give a nullable object a default of its own)."""
    if isinstance(schema.get("default"), dict):
        said = f"Default: {json.dumps(schema['default'], sort_keys=True)}."
        schema = {key: value for key, value in schema.items() if key != "default"}
        schema["description"] = f"{schema['description']} {said}" if schema.get("description") else said
    kind = schema.get("type")
    if isinstance(kind, str):
        return {**schema, "type": [kind, "null"]}
    if isinstance(kind, list):
        return {**schema, "type": [*kind, "null"]}
    described: dict[str, Any] = {key: schema[key] for key in ("description", "default") if key in schema}
    return {"anyOf": [{k: v for k, v in schema.items() if k not in described}, {"type": "null"}], **described}


def _each(values: list[Any], check: Callable[[Any], Any]) -> tuple[list[Any], list[tuple[str, str]]]:
    checked, problems = [], []
    for index, value in enumerate(values):
        try:
            checked.append(check(value))
        except Invalid as invalid:
            problems += [(f"[{index}]{path}", message) for path, message in invalid.problems]
        except ValueError as error:
            problems.append((f"[{index}]", str(error)))
    return checked, problems


def _repeated(values: Iterable[Any]) -> list[int]:
    seen: list[Any] = []
    repeated = []
    for index, value in enumerate(values):
        if value in seen:
            repeated.append(index)
        seen.append(value)
    return repeated


def _digits_within(number: int | Decimal, before: int, after: int) -> None:
    """`number` as storable_number leaves it (no trailing zeros) has at most `before` digits before the
    decimal point and `after` after it."""
    exponent = Decimal(number).as_tuple().exponent
    if abs(number) >= 10**before or -int(exponent) > after:
        raise ValueError(f"at most {before} digits before the decimal point and {after} after it")


def _within(number: int | Decimal, minimum: int | Decimal | None, maximum: int | Decimal | None) -> None:
    if minimum is not None and number < minimum:
        raise ValueError(f"at least {minimum}")
    if maximum is not None and number > maximum:
        raise ValueError(f"at most {maximum}")


def _bounds(minimum: Any, maximum: Any) -> dict[str, Any]:
    return {**({"minimum": minimum} if minimum is not None else {}),
            **({"maximum": maximum} if maximum is not None else {})}  # fmt: skip
