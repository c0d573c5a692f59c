"""Request and response bodies of the records family, camelCase on the wire.

A record body is flat: field values by catalog key (spec 4.9: `{"name": "Acme", "companyType": ...}`)
plus an optional `expectedCatalogVersion`. Its keys depend on the firm's catalog, so the model takes
any key and the service checks each against the catalog (records.values).
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    ConfigDict,
    Field,
    JsonValue,
    SerializerFunctionWrapHandler,
    model_serializer,
)
from pydantic.alias_generators import to_camel

from catalog.model import FieldType
from kernel.models import ApiModel, BodyModel, PageQuery, QueryModel

_KEY = re.compile(r"^[a-z][A-Za-z0-9]{0,63}$")


def _field_key(value: str) -> str:
    if not _KEY.fullmatch(value):
        raise ValueError("a camelCase key: a lower-case letter, then letters and digits, 64 at most")
    return value


def _visible(value: str) -> str:
    if not value.strip() or any(ord(c) < 32 for c in value):
        raise ValueError("must not be blank or hold control characters")
    return value


FieldKey = Annotated[str, AfterValidator(_field_key)]
Label = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_visible)]
Name = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_visible)]
Option = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_visible)]
CatalogVersion = Annotated[str | None, Field(max_length=100)]

# ---- records -----------------------------------------------------------------------------------------


class RecordBody(BodyModel):
    """Field values by catalog key, and optionally the catalog version the client read."""

    # The example names no field beyond `name`: /openapi does not list the firm's fields (spec 4.9);
    # GET /catalog does.
    model_config = ConfigDict(extra="allow", strict=False, json_schema_extra={"examples": [{"name": "Acme"}]})

    expected_catalog_version: CatalogVersion = None

    def values(self) -> dict[str, Any]:
        return dict(self.model_extra or {})


class RecordListQuery(PageQuery):
    """Any other parameter filters by a field: `city=Lisbon` (eq, any scalar field) or `amount[gte]=5`
    (gt, gte, lt, lte on numbers and dates)."""

    model_config = ConfigDict(extra="allow")

    sort: str | None = Field(
        default=None,
        description="createdAt, updatedAt or name; a leading - sorts descending. Default -createdAt.",
    )
    view: str | None = Field(default=None, description="A saved view's id: its filters and sort apply.")

    def filters(self) -> dict[str, str]:
        return {name: str(value) for name, value in (self.model_extra or {}).items()}


class RecordView(ApiModel):
    """A record: the system keys, then its field values by catalog key."""

    model_config = ConfigDict(extra="allow")

    id: str
    type: str
    version: int
    created_at: str
    updated_at: str
    created_by: str
    updated_by: str


class RecordResult(ApiModel):
    result: RecordView
    catalog_version: str


class RecordList(ApiModel):
    items: list[RecordView]
    next_cursor: str | None


class SearchQuery(QueryModel):
    q: str = Field(min_length=1, max_length=200, description="Words to find, each matched by prefix.")
    types: str | None = Field(default=None, description="Comma-separated record types (default all).")
    limit: int = Field(default=20, ge=1, le=50, description="At most this many results (default 20).")


class SearchList(ApiModel):
    items: list[RecordView]


# ---- the change feed ---------------------------------------------------------------------------------


class ChangesQuery(QueryModel):
    cursor: str | None = Field(default=None, description="The nextCursor of the previous page.")
    limit: int = Field(default=100, ge=1, le=500, description="Page size (default 100, at most 500).")
    types: str | None = Field(default=None, description="Comma-separated record types (default all).")


class ChangeActor(ApiModel):
    user_id: str
    via: Literal["api", "product", "automation", "import", "system"]
    automation_id: str | None = Field(default=None, description="The automation whose run wrote it.")
    depth: int | None = Field(default=None, description="An automation's write: its depth in a chain.")

    @model_serializer(mode="wrap")
    def _only_what_applies(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """A person's write shows userId and via; an automation's adds automationId and depth."""
        shown: dict[str, Any] = handler(self)
        return {key: value for key, value in shown.items() if value is not None}


class ChangeEntry(ApiModel):
    id: str
    kind: Literal["created", "updated", "deleted"]
    record_type: str
    record_id: str
    version: int
    changed_fields: list[str]
    at: str
    actor: ChangeActor


class ChangeList(ApiModel):
    items: list[ChangeEntry]
    next_cursor: str = Field(description="Never null: store it and ask again later for what follows.")


# ---- custom fields -----------------------------------------------------------------------------------


class CustomFieldCreate(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "recordType": "Deal", "key": "fundVintage", "label": "Fund vintage", "fieldType": "select",
        "options": ["2024", "2025"], "required": False,
    }]})  # fmt: skip

    record_type: str = Field(max_length=64)
    key: FieldKey
    label: Label
    field_type: FieldType
    options: list[Option] | None = Field(default=None, max_length=200)
    reference_type: str | None = Field(default=None, max_length=64)
    required: bool = False
    expected_catalog_version: CatalogVersion = None


class CustomFieldUpdate(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"label": "Vintage", "required": True}]})

    label: Label
    options: list[Option] | None = Field(default=None, max_length=200)
    required: bool = False
    expected_catalog_version: CatalogVersion = None


class CatalogChange(BodyModel):
    """The body a custom-field delete may carry."""

    expected_catalog_version: CatalogVersion = None


class ExpectedCatalogQuery(QueryModel):
    expected_catalog_version: str | None = Field(
        default=None, max_length=100, description="The catalogVersion the client read (stale: 409)."
    )


class CustomFieldListQuery(QueryModel):
    record_type: str | None = Field(default=None, description="Only this record type's fields.")


class CustomFieldView(ApiModel):
    id: str
    record_type: str
    key: str
    label: str
    field_type: str
    options: list[str] | None = None
    reference_type: str | None = None
    required: bool
    created_at: str
    updated_at: str


class CustomFieldResult(ApiModel):
    result: CustomFieldView
    catalog_version: str


class CustomFieldList(ApiModel):
    items: list[CustomFieldView]
    catalog_version: str


# ---- attribute sets and saved views ------------------------------------------------------------------


class AttributeSetBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"recordType": "Company", "name": "Basics", "fieldKeys": ["name", "website", "country"]}
    ]})  # fmt: skip

    record_type: str = Field(max_length=64)
    name: Name
    field_keys: list[str] = Field(min_length=1, max_length=200)


class AttributeSetView(ApiModel):
    id: str
    record_type: str
    name: str
    field_keys: list[str]
    version: int
    created_at: str
    updated_at: str


class ViewFilter(BodyModel):
    field: str = Field(max_length=64)
    op: Literal["eq"]
    value: JsonValue


class ViewSort(BodyModel):
    field: Literal["createdAt", "updatedAt", "name"]
    direction: Literal["asc", "desc"] = "desc"


class ViewBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "recordType": "Deal", "name": "Live deals",
        "filters": [{"field": "stage", "op": "eq", "value": "Screening"}],
        "sort": [{"field": "updatedAt", "direction": "desc"}], "columns": ["name", "stage", "amount"],
    }]})  # fmt: skip

    record_type: str = Field(max_length=64)
    name: Name
    filters: list[ViewFilter] = Field(default_factory=list, max_length=20)
    sort: list[ViewSort] = Field(default_factory=list, max_length=1)
    columns: list[str] = Field(default_factory=list, max_length=200)


class SavedView(ApiModel):
    id: str
    record_type: str
    name: str
    filters: list[dict[str, Any]]
    sort: list[dict[str, str]]
    columns: list[str]
    version: int
    created_at: str
    updated_at: str
    created_by: str


# ---- duplicates --------------------------------------------------------------------------------------


class DuplicateRecord(ApiModel):
    """A record of a group: its id, a display name, the values compared, when it was made and changed."""

    model_config = ConfigDict(extra="allow")

    id: str
    name: str
    created_at: str
    updated_at: str


class DuplicateGroup(ApiModel):
    reason: Literal["name", "email", "domain"]
    value: str = Field(description="The normalized name, email address or website domain they share.")
    records: list[DuplicateRecord] = Field(description="At least two, oldest first, at most 100.")
    more: bool = Field(description="The group holds more records than it shows.")


class DuplicateGroupList(ApiModel):
    items: list[DuplicateGroup]
    next_cursor: str | None


# ---- records in bulk (records_api.batch) --------------------------------------------------------------

MAX_BATCH = 100


_MATCH_KEY = "id, or a name, email or website field of the type: upsert updates the record with this value."
_IF_MATCH = "The version the update was computed from (an ETag, quotes optional): stale is its 412."


class BatchOperation(BodyModel):
    """One operation of a batch: create (`values`), update (`id`, `values`, `ifMatch`?), upsert
    (`matchKey`, `values`) or delete (`id`)."""

    op: Literal["create", "update", "upsert", "delete"]
    id: Annotated[str | None, Field(max_length=40)] = None
    values: dict[str, Any] | None = None
    match_key: Annotated[str | None, Field(max_length=64, description=_MATCH_KEY)] = None
    if_match: Annotated[str | None, Field(max_length=20, description=_IF_MATCH)] = None


class RecordBatchBody(BodyModel):
    """1 to 100 operations on records of the path's type, each committed on its own, in order."""

    model_config = ConfigDict(
        # As RecordBody's, the example names no field beyond `name` (spec 4.9: GET /catalog lists them)
        json_schema_extra={"examples": [{"operations": [
            {"op": "create", "values": {"name": "Acme"}},
            {"op": "upsert", "matchKey": "name", "values": {"name": "Globex"}},
        ]}]}
    )  # fmt: skip

    operations: Annotated[list[BatchOperation], Field(min_length=1, max_length=MAX_BATCH)]
    expected_catalog_version: CatalogVersion = None

    def problems(self) -> list[dict[str, str]]:
        """What the types cannot say: which keys each op takes, and no record named twice."""
        found: list[dict[str, str]] = []
        named: dict[str, int] = {}
        for index, operation in enumerate(self.operations):
            where = f"operations[{index}]"
            for key, wanted in _OP_KEYS[operation.op].items():
                if (getattr(operation, key) is not None) != wanted:
                    said = f"{'required' if wanted else 'not taken'} by {operation.op}"
                    found.append({"field": f"{where}.{to_camel(key)}", "message": said})
            if operation.id is not None and operation.id in named:
                message = f"the record operations[{named[operation.id]}] names: one operation per record"
                found.append({"field": f"{where}.id", "message": message})
            if operation.id is not None:
                named.setdefault(operation.id, index)
        return found


# op -> (key -> required: True, refused: False); ifMatch is optional on update, refused elsewhere
_OP_KEYS: dict[str, dict[str, bool]] = {
    "create": {"id": False, "values": True, "match_key": False, "if_match": False},
    "update": {"id": True, "values": True, "match_key": False},
    "upsert": {"id": False, "values": True, "match_key": True, "if_match": False},
    "delete": {"id": True, "values": False, "match_key": False, "if_match": False},
}


class BatchResult(ApiModel):
    index: int
    op: str
    status: int = Field(
        description="The single route's: 201 created, 200 updated or deleted, or the error's."
    )
    result: RecordView | None = None
    error: dict[str, JsonValue] | None = Field(default=None, description="The error envelope's error.")


class BatchCounts(ApiModel):
    created: int
    updated: int
    deleted: int
    failed: int


class RecordBatchResult(ApiModel):
    results: list[BatchResult]
    counts: BatchCounts
