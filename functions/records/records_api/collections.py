"""Attribute sets and saved views: named, catalog-checked collections of the firm, one partition each.

    pk ATTRIBUTE_SETS | VIEWS    sk <id>    the body's values, recordType, version, times, createdBy

Both are plain resources (list, get, create, replace, delete, with versions and ETags); what differs
is how a body is checked against the firm's catalog, given as the collection's `check`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from catalog.firm import FirmCatalog
from kernel import errors
from kernel.ids import Clock, iso, new_id
from kernel.parsing import invalid_input
from kernel.tenant_store import Page, TenantStore
from kernel.unit_of_work import Create, Delete, Update, Write
from records.values import SYSTEM_KEYS, parse_filter, value_problem

_ID = re.compile(r"^[a-z]{2,4}_[0-9a-z]{26}$")
Problems = list[dict[str, str]]


@dataclass(frozen=True)
class Collection:
    partition: str
    id_prefix: str
    noun: str  # "saved view": in messages
    check: Callable[[FirmCatalog, Mapping[str, Any]], Problems]


class Items:
    """One collection of one firm, as one person sees it."""

    def __init__(
        self, collection: Collection, store: TenantStore, catalog: FirmCatalog, user_id: str, clock: Clock
    ) -> None:
        self._collection = collection
        self._store = store
        self._catalog = catalog
        self._user_id = user_id
        self._clock = clock

    def page(self, record_type: str | None, limit: int, cursor: str | None) -> Page:
        equals = {"recordType": record_type} if record_type is not None else None
        page = self._store.query(self._collection.partition, equals=equals, limit=limit, cursor=cursor)
        return Page([view(item) for item in page.items], page.next_cursor)

    def get(self, item_id: str) -> dict[str, Any]:
        return view(self.item(item_id))

    def item(self, item_id: str) -> dict[str, Any]:
        found = (
            self._store.get(self._collection.partition, item_id, consistent=True)
            if _ID.match(item_id)
            else None
        )
        if found is None:
            raise errors.not_found(f"No {self._collection.noun} with this id in your firm.")
        return found

    def create(self, values: Mapping[str, Any]) -> tuple[dict[str, Any], list[Write]]:
        self._check(values)
        now = int(self._clock())
        item_id = new_id(self._collection.id_prefix, self._clock)
        item = {**values, "id": item_id, "createdAt": now, "updatedAt": now, "createdBy": self._user_id}
        return view({**item, "version": 1}), [Create(self._collection.partition, item_id, item)]

    def replace(self, item_id: str, values: Mapping[str, Any]) -> tuple[dict[str, Any], list[Write]]:
        current = self.item(item_id)
        self._check(values)
        now = int(self._clock())
        write = Update(self._collection.partition, item_id, current["version"], {**values, "updatedAt": now})
        return view({**current, **values, "updatedAt": now, "version": current["version"] + 1}), [write]

    def delete(self, item_id: str) -> tuple[dict[str, Any], list[Write]]:
        current = self.item(item_id)
        return view(current), [Delete(self._collection.partition, item_id, current["version"])]

    def _check(self, values: Mapping[str, Any]) -> None:
        problems = self._collection.check(self._catalog, values)
        if problems:
            raise invalid_input("invalid_request", "body", problems)


def view(item: Mapping[str, Any]) -> dict[str, Any]:
    shown = {key: value for key, value in item.items() if key not in ("createdAt", "updatedAt")}
    return {**shown, "createdAt": iso(item["createdAt"]), "updatedAt": iso(item["updatedAt"])}


# ---- the two collections -----------------------------------------------------------------------------


def _fields_of(catalog: FirmCatalog, record_type: str, problems: Problems) -> dict[str, Any] | None:
    rtype = catalog.record_type(record_type)
    if rtype is None:
        problems.append({"field": "recordType", "message": "not a record type of the catalog"})
        return None
    return {f.key: f for f in rtype.fields}


def _check_attribute_set(catalog: FirmCatalog, values: Mapping[str, Any]) -> Problems:
    problems: Problems = []
    fields = _fields_of(catalog, values["recordType"], problems)
    if fields is None:
        return problems
    keys = values["fieldKeys"]
    problems += [
        {"field": f"fieldKeys[{i}]", "message": f"not a field of {values['recordType']}"}
        for i, key in enumerate(keys)
        if key not in fields
    ]
    if len(set(keys)) != len(keys):
        problems.append({"field": "fieldKeys", "message": "each field at most once"})
    return problems


def _check_view(catalog: FirmCatalog, values: Mapping[str, Any]) -> Problems:
    problems: Problems = []
    fields = _fields_of(catalog, values["recordType"], problems)
    if fields is None:
        return problems
    for i, condition in enumerate(values["filters"]):
        definition = fields.get(condition["field"])
        where = f"filters[{i}]"
        if definition is None:
            problems.append({"field": f"{where}.field", "message": f"not a field of {values['recordType']}"})
        elif definition.type not in ("select", "boolean", "reference"):
            problems.append(
                {"field": f"{where}.field", "message": "only select, boolean and reference fields filter"}
            )
        elif (message := value_problem(definition, condition["value"])) is not None:
            problems.append({"field": f"{where}.value", "message": message})
    problems += [
        {"field": f"columns[{i}]", "message": f"not a field of {values['recordType']}"}
        for i, column in enumerate(values["columns"])
        if column not in fields and column not in SYSTEM_KEYS
    ]
    return problems


ATTRIBUTE_SETS = Collection("ATTRIBUTE_SETS", "aset", "attribute set", _check_attribute_set)
VIEWS = Collection("VIEWS", "view", "saved view", _check_view)


def view_query(saved: Mapping[str, Any]) -> tuple[dict[str, str], str | None]:
    """A saved view as list parameters: its filters as query values, its sort as `sort`."""
    filters = {
        condition["field"]: _as_query_text(condition["value"]) for condition in saved.get("filters", ())
    }
    sort = None
    for order in saved.get("sort", ())[:1]:
        sort = ("-" if order["direction"] == "desc" else "") + order["field"]
    return filters, sort


def _as_query_text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


__all__ = ["ATTRIBUTE_SETS", "VIEWS", "Collection", "Items", "parse_filter", "view", "view_query"]
