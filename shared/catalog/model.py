"""The catalog's shape: record types and their fields, relations, record actions, automation nodes.

Every model is a frozen dataclass and every collection a tuple, so a cached catalog cannot be changed
by a caller; each checks itself when made (ValueError), and `Catalog` keeps every cross-reference
pointing at something that exists. No pydantic: the records and platform functions read the catalog
on their first request, and plain classes make that cheap. On the wire the keys are camelCase
(`wire()`, `from_wire()`), and `json_schema()` describes them for the OpenAPI document.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_origin

FieldType = Literal[
    "text",
    "longText",
    "number",
    "currency",
    "percent",
    "date",
    "boolean",
    "select",
    "multiSelect",
    "email",
    "url",
    "phone",
    "country",
    "reference",
]
"""Value types of record fields. The list is closed: a field of any other type cannot exist."""

# Items a product reference field may name beside records: a reference's target -> the partition of the
# kit collection holding them (kit.resource: KIT#<name>). A Deal names its strategy and its deal source.
ITEM_TARGETS: Mapping[str, str] = types.MappingProxyType(
    {"Strategy": "KIT#strategies", "DealSource": "KIT#deal-sources"}
)

FieldSource = Literal["product", "custom"]
"""``product``: shipped with the product. ``custom``: added by the firm."""

Cardinality = Literal["one", "many"]
RouteClass = Literal["Query", "Record", "Draft", "Commit"]
"""The route classes of spec 1.5."""

NodeCategory = Literal["trigger", "condition", "action"]

NodeConfigType = Literal[
    "text",
    "longText",
    "number",
    "boolean",
    "select",
    "recordType",
    "fieldKey",
    "fieldValue",
    "fieldValues",
    "cron",
    "userId",
    "connectorKey",
    "operationKey",
    "parameters",
]
"""Value types of automation node config. ``fieldKey`` names a field of the node's record type,
``fieldValues`` maps field keys to values, ``parameters`` maps connector parameter names to values."""

_CHOICE_TYPES: frozenset[str] = frozenset({"select", "multiSelect"})


_WIRE_NAMES = {"route_class": "class"}  # an attribute whose wire name is not its camelCase


def wire_name(name: str) -> str:
    first, *rest = name.split("_")
    return _WIRE_NAMES.get(name, first + "".join(word.capitalize() for word in rest))


class _Model:
    """Base of the catalog models: camelCase on the wire, checked when made."""

    def wire(self) -> dict[str, Any]:
        """JSON-ready, with wire names, nothing left out."""
        return {wire_name(f.name): _wired(getattr(self, f.name)) for f in dataclasses.fields(self)}  # type: ignore[arg-type]

    @classmethod
    def from_wire(cls, data: Mapping[str, Any]) -> Any:
        """The model from its wire form (unknown keys refused)."""
        hints = typing.get_type_hints(cls)
        names = {wire_name(f.name): f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        unknown = sorted(set(data) - set(names))
        if unknown:
            raise ValueError(f"{cls.__name__}: unknown keys {unknown}")
        return cls(**{names[key]: _unwired(hints[names[key]], value) for key, value in data.items()})

    def _text(self, *names: str) -> None:
        for name in names:
            if not getattr(self, name):
                raise ValueError(f"{type(self).__name__}.{name} must not be empty")

    def _one_of(self, name: str, values: tuple[str, ...]) -> None:
        if getattr(self, name) not in values:
            raise ValueError(f"{type(self).__name__}.{name} must be one of {', '.join(values)}")


def _wired(value: Any) -> Any:
    if isinstance(value, _Model):
        return value.wire()
    if isinstance(value, tuple):
        return [_wired(each) for each in value]
    return value


def _unwired(hint: Any, value: Any) -> Any:
    """A wire value as the attribute's type holds it: tuples of models for lists."""
    if get_origin(hint) in (types.UnionType, typing.Union):
        hint = next((arg for arg in get_args(hint) if arg is not type(None)), hint)
    if get_origin(hint) is tuple and isinstance(value, list):
        (item, _) = get_args(hint)
        return tuple(_unwired(item, each) for each in value)
    if isinstance(hint, type) and issubclass(hint, _Model) and isinstance(value, Mapping):
        return hint.from_wire(value)
    return value


def json_schema(cls: type[_Model]) -> dict[str, Any]:
    """The wire form's JSON Schema, nested models inline (for the OpenAPI document)."""
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    required = [wire_name(f.name) for f in fields if f.default is dataclasses.MISSING]
    properties = {wire_name(f.name): _schema_of(hints[f.name]) for f in fields}
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


def _schema_of(hint: Any) -> dict[str, Any]:
    origin, args = get_origin(hint), get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return {"anyOf": [_schema_of(arg) for arg in args]}
    if origin is Literal:
        return {"type": "string", "enum": list(args)}
    if origin is tuple:
        return {"type": "array", "items": _schema_of(args[0])}
    if isinstance(hint, type) and issubclass(hint, _Model):
        return json_schema(hint)
    simple = {str: "string", bool: "boolean", int: "integer", type(None): "null"}
    return {"type": simple[hint]}


def _check_allowed_values(values: tuple[str, ...] | None, owner: str) -> None:
    """A choice list must offer something and must not repeat itself."""
    if values is None:
        return
    if not values:
        raise ValueError(f"{owner}: allowedValues must not be empty")
    if len(set(values)) != len(values):
        raise ValueError(f"{owner}: allowedValues must be unique")


def _duplicates(keys: Sequence[str]) -> list[str]:
    """The keys that occur more than once, in first-seen order."""
    seen: set[str] = set()
    dup: list[str] = []
    for key in keys:
        if key in seen and key not in dup:
            dup.append(key)
        seen.add(key)
    return dup


@dataclass(frozen=True)
class FieldDefinition(_Model):
    """One field of a record type; ``source`` tells product fields from the firm's custom fields."""

    key: str
    label: str
    type: FieldType
    source: FieldSource
    required: bool = False
    allowed_values: tuple[str, ...] | None = None
    reference_type: str | None = None
    description: str | None = None

    def __post_init__(self) -> None:
        """Choices belong to choice types only, and a reference always names its target type."""
        self._text("key", "label")
        self._one_of("type", get_args(FieldType))
        self._one_of("source", get_args(FieldSource))
        _check_allowed_values(self.allowed_values, f"field {self.key}")
        if self.type in _CHOICE_TYPES and self.allowed_values is None:
            raise ValueError(f"field {self.key}: type {self.type} needs allowedValues")
        if self.type not in _CHOICE_TYPES and self.allowed_values is not None:
            raise ValueError(f"field {self.key}: allowedValues only apply to select and multiSelect")
        if (self.type == "reference") != (self.reference_type is not None):
            raise ValueError(f"field {self.key}: referenceType is required for, and only for, type reference")


@dataclass(frozen=True)
class RecordType(_Model):
    """A record type (Company, Person, ...) and its fields, product fields first."""

    key: str
    label: str
    plural_label: str
    fields: tuple[FieldDefinition, ...]

    def __post_init__(self) -> None:
        """A field key names one field of the type."""
        self._text("key", "label", "plural_label")
        dup = _duplicates([f.key for f in self.fields])
        if dup:
            raise ValueError(f"record type {self.key}: duplicate field keys {dup}")


@dataclass(frozen=True)
class Relation(_Model):
    """A named link from one record type to another."""

    key: str
    label: str
    from_type: str
    to_type: str
    cardinality: Cardinality

    def __post_init__(self) -> None:
        self._text("key", "label")
        self._one_of("cardinality", get_args(Cardinality))


@dataclass(frozen=True)
class RecordAction(_Model):
    """A record-level action of the product (spec 4.4, 4.5): the route that performs it and its route
    class (spec 1.5)."""

    key: str
    label: str
    record_type: str
    description: str
    route_class: RouteClass
    method: Literal["POST", "PUT", "PATCH", "DELETE"]
    path: str

    def __post_init__(self) -> None:
        self._text("key", "label")
        self._one_of("route_class", get_args(RouteClass))
        self._one_of("method", ("POST", "PUT", "PATCH", "DELETE"))
        if not self.path.startswith("/api/v1/x/"):
            raise ValueError(f"action {self.key}: its path is under /api/v1/x/")


@dataclass(frozen=True)
class NodeConfigField(_Model):
    """One setting of an automation node."""

    key: str
    label: str
    type: NodeConfigType
    description: str
    required: bool = False
    allowed_values: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        """Same rule as record fields: a choice list is non-empty and unique."""
        self._text("key", "label")
        self._one_of("type", get_args(NodeConfigType))
        _check_allowed_values(self.allowed_values, f"node config {self.key}")


@dataclass(frozen=True)
class NodeKind(_Model):
    """A kind of automation node (trigger, condition or action) and the config it takes."""

    key: str
    label: str
    category: NodeCategory
    description: str
    config: tuple[NodeConfigField, ...]

    def __post_init__(self) -> None:
        """A config key names one setting of the node."""
        self._text("key", "label")
        self._one_of("category", get_args(NodeCategory))
        dup = _duplicates([c.key for c in self.config])
        if dup:
            raise ValueError(f"node kind {self.key}: duplicate config keys {dup}")


@dataclass(frozen=True)
class Catalog(_Model):
    """The whole catalog. Its check keeps every cross-reference pointing at something that exists."""

    record_types: tuple[RecordType, ...]
    relations: tuple[Relation, ...]
    actions: tuple[RecordAction, ...]
    node_kinds: tuple[NodeKind, ...]

    def __post_init__(self) -> None:
        """Keys are unique per collection; relations, actions and references name existing types."""
        for name, keys in (
            ("record type", [t.key for t in self.record_types]),
            ("relation", [r.key for r in self.relations]),
            ("action", [a.key for a in self.actions]),
            ("node kind", [n.key for n in self.node_kinds]),
        ):
            dup = _duplicates(keys)
            if dup:
                raise ValueError(f"duplicate {name} keys {dup}")
        types = {t.key for t in self.record_types}
        for rel in self.relations:
            for end in (rel.from_type, rel.to_type):
                if end not in types:
                    raise ValueError(f"relation {rel.key}: unknown record type {end}")
        for action in self.actions:
            if action.record_type not in types:
                raise ValueError(f"action {action.key}: unknown record type {action.record_type}")
        for rtype in self.record_types:
            for fdef in rtype.fields:
                if fdef.reference_type is not None and fdef.reference_type not in types | ITEM_TARGETS.keys():
                    raise ValueError(
                        f"field {rtype.key}.{fdef.key}: unknown reference type {fdef.reference_type}"
                    )

    def record_type(self, key: str) -> RecordType | None:
        """The record type with this key, or None: callers check a type before storing under it."""
        return next((t for t in self.record_types if t.key == key), None)
