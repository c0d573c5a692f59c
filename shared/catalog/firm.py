"""A firm's catalog: the product catalog with the firm's custom fields, and its head item.

The head item (`CATALOG` / `HEAD` in the firm's data) holds the firm's custom fields and the
`catalogVersion` they make. A firm that never defined a field has no head item: its catalog is the
product's. Every record write reads the head (one consistent GetItem) and guards its transaction with
`FirmCatalog.guard()`: if a custom-field change committed meanwhile, the write is refused (409
`catalog_conflict`) instead of storing values checked against a catalog that no longer holds.

A custom field's values are stored under `cf_<field id>`, not under its key: a field deleted and later
defined again with the same key (perhaps of another type) starts empty, never with the old values.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from catalog.model import Catalog, FieldDefinition, RecordType
from catalog.product import build_catalog, catalog_version, product_catalog
from kernel import errors
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Require

HEAD_PARTITION = "CATALOG"
HEAD_SORT = "HEAD"
CUSTOM_PREFIX = "cf_"


def catalog_conflict(message: str | None = None) -> errors.ApiError:
    return errors.ApiError(
        409,
        "catalog_conflict",
        message or "The firm's catalog changed meanwhile; nothing was written. Read /catalog and retry.",
    )


class FirmCatalog(NamedTuple):
    catalog: Catalog
    version: str  # the catalogVersion fingerprint clients see
    custom_fields: tuple[dict[str, Any], ...]  # as stored in the head item
    head_version: int | None  # the head item's version; None when the firm has none

    def record_type(self, key: str) -> RecordType | None:
        return self.catalog.record_type(key)

    def storage_names(self, record_type: str) -> dict[str, str]:
        """Field key -> the attribute its values are stored under, for one record type."""
        rtype = self.catalog.record_type(record_type)
        names = {f.key: f.key for f in rtype.fields} if rtype else {}
        for field in self.custom_fields:
            if field["recordType"] == record_type:
                names[field["key"]] = f"{CUSTOM_PREFIX}{field['id']}"
        return names

    def check_expected(self, expected: str | None) -> None:
        """Spec 9.2: a stale expectedCatalogVersion is 409 catalog_conflict; omitted is allowed."""
        if expected is not None and expected != self.version:
            raise catalog_conflict(
                f"expectedCatalogVersion is {expected!r} but the catalog is now {self.version!r}; "
                "nothing was written. Read /catalog and retry."
            )

    def guard(self) -> Require:
        """The condition a write checked against this catalog commits under: the head is unchanged."""
        return Require(
            HEAD_PARTITION,
            HEAD_SORT,
            conflict=catalog_conflict(),
            exists=self.head_version is not None,
            version=self.head_version,
            addressed=False,
        )


HEAD = (HEAD_PARTITION, HEAD_SORT)  # a route that needs the catalog declares `reads=(HEAD,)`


def load(store: TenantStore) -> FirmCatalog:
    """The firm's catalog as of now (a consistent read: write guards compare against it)."""
    return from_head(store.get(HEAD_PARTITION, HEAD_SORT, consistent=True))


def from_head(head: Mapping[str, Any] | None) -> FirmCatalog:
    """The firm's catalog from its head item as read (None: the firm never defined a field)."""
    if head is None:
        return FirmCatalog(product_catalog(), _product_version(), (), None)
    fields, version = tuple(head.get("customFields", ())), head["catalogVersion"]
    return FirmCatalog(_built(version, fields), version, fields, head["version"])


def with_custom_fields(custom_fields: Sequence[Mapping[str, Any]]) -> tuple[Catalog, str]:
    """The catalog a set of custom fields makes, and its version (raises ValueError if invalid). The
    version fingerprints the content and the fields' ids: a field deleted and defined again alike is
    a new field (its old values are not shown), so the version is new too, never an earlier one."""
    catalog = build_catalog(_definitions(custom_fields))
    if not custom_fields:
        return catalog, catalog_version(catalog)
    ids = ",".join(sorted(str(field["id"]) for field in custom_fields))
    digest = hashlib.sha256(f"{catalog_version(catalog)}|{ids}".encode()).hexdigest()[:32]
    return catalog, f"cv_{digest}"


@cache
def _product_version() -> str:
    return catalog_version(product_catalog())


_BUILT: dict[str, Catalog] = {}
_BUILT_LIMIT = 256


def _built(version: str, custom_fields: Sequence[Mapping[str, Any]]) -> Catalog:
    """The catalog of a version, built once per warm container: the version fingerprints the whole
    content, so the same version is the same catalog, whichever firm holds it."""
    catalog = _BUILT.get(version)
    if catalog is None:
        if len(_BUILT) >= _BUILT_LIMIT:
            _BUILT.pop(next(iter(_BUILT)))  # the oldest entry: a rough LRU is enough here
        catalog = _BUILT[version] = build_catalog(_definitions(custom_fields))
    return catalog


def _definitions(custom_fields: Sequence[Mapping[str, Any]]) -> dict[str, list[FieldDefinition]]:
    by_type: dict[str, list[FieldDefinition]] = {}
    for field in custom_fields:
        by_type.setdefault(field["recordType"], []).append(
            FieldDefinition(
                key=field["key"],
                label=field["label"],
                type=field["fieldType"],
                source="custom",
                required=bool(field.get("required", False)),
                allowed_values=tuple(field["options"]) if field.get("options") else None,
                reference_type=field.get("referenceType"),
            )
        )
    return by_type
