"""The catalog's shape: record types and their fields, relations, record actions, automation nodes.

Every model is frozen and every collection a tuple, so a cached catalog cannot be changed by a caller;
the `Catalog` validator keeps every cross-reference pointing at something that exists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic.alias_generators import to_camel

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


class _Model(BaseModel):
    """Base of the catalog models: frozen, camelCase on the wire, unknown keys refused."""

    model_config = ConfigDict(
        frozen=True,
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
        defer_build=True,
    )


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


class FieldDefinition(_Model):
    """One field of a record type; ``source`` tells product fields from the firm's custom fields."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    type: FieldType
    source: FieldSource
    required: bool = False
    allowed_values: tuple[str, ...] | None = None
    reference_type: str | None = None
    description: str | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        """Choices belong to choice types only, and a reference always names its target type."""
        _check_allowed_values(self.allowed_values, f"field {self.key}")
        if self.type in _CHOICE_TYPES and self.allowed_values is None:
            raise ValueError(f"field {self.key}: type {self.type} needs allowedValues")
        if self.type not in _CHOICE_TYPES and self.allowed_values is not None:
            raise ValueError(f"field {self.key}: allowedValues only apply to select and multiSelect")
        if (self.type == "reference") != (self.reference_type is not None):
            raise ValueError(f"field {self.key}: referenceType is required for, and only for, type reference")
        return self


class RecordType(_Model):
    """A record type (Company, Person, ...) and its fields, product fields first."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    plural_label: str = Field(min_length=1)
    fields: tuple[FieldDefinition, ...]

    @model_validator(mode="after")
    def _unique_fields(self) -> Self:
        """A field key names one field of the type."""
        dup = _duplicates([f.key for f in self.fields])
        if dup:
            raise ValueError(f"record type {self.key}: duplicate field keys {dup}")
        return self


class Relation(_Model):
    """A named link from one record type to another."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    from_type: str
    to_type: str
    cardinality: Cardinality


class RecordAction(_Model):
    """A record-level action of the product (spec 4.4, 4.5): the route that performs it and its route
    class (spec 1.5)."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    record_type: str
    description: str
    route_class: RouteClass = Field(alias="class")
    method: Literal["POST", "PUT", "PATCH", "DELETE"]
    path: str = Field(pattern=r"^/api/v1/x/")


class NodeConfigField(_Model):
    """One setting of an automation node."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    type: NodeConfigType
    required: bool = False
    allowed_values: tuple[str, ...] | None = None
    description: str

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        """Same rule as record fields: a choice list is non-empty and unique."""
        _check_allowed_values(self.allowed_values, f"node config {self.key}")
        return self


class NodeKind(_Model):
    """A kind of automation node (trigger, condition or action) and the config it takes."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    category: NodeCategory
    description: str
    config: tuple[NodeConfigField, ...]

    @model_validator(mode="after")
    def _unique_config(self) -> Self:
        """A config key names one setting of the node."""
        dup = _duplicates([c.key for c in self.config])
        if dup:
            raise ValueError(f"node kind {self.key}: duplicate config keys {dup}")
        return self


class Catalog(_Model):
    """The whole catalog. Its validator keeps every cross-reference pointing at something that exists."""

    record_types: tuple[RecordType, ...]
    relations: tuple[Relation, ...]
    actions: tuple[RecordAction, ...]
    node_kinds: tuple[NodeKind, ...]

    @model_validator(mode="after")
    def _integrity(self) -> Self:
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
                if fdef.reference_type is not None and fdef.reference_type not in types:
                    raise ValueError(
                        f"field {rtype.key}.{fdef.key}: unknown reference type {fdef.reference_type}"
                    )
        return self

    def record_type(self, key: str) -> RecordType | None:
        """The record type with this key, or None: callers check a type before storing under it."""
        return next((t for t in self.record_types if t.key == key), None)
