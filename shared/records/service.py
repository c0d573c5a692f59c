"""Records (Company, Person, Deal, Lead, Investor): create, read, patch, soft delete, list, search.

Layout (through the TenantStore, so every key begins with the firm):

    pk REC#<type>            sk <recordId>   the live record: system keys, field values (custom ones under
                                             cf_<field id>), searchWords; gsi1 by updatedAt, gsi2 by name
    pk DELETED#<type>        sk <recordId>   a soft-deleted record, as it was (Lead and Investor only)
    pk REL#<targetId>        sk <type>#<fieldKey>#<recordId>   one per reference value: "deals of a company"
    pk SEARCH#<c>            sk <word>#<recordId>               records.search

A write returns the record's item write, its index writes, a guard on the firm's catalog and one on
each referenced record; the kernel commits them with the change entry and the idempotency answer in
one transaction. Ids are time-ordered, so a type's partition in key order is creation order.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from catalog.firm import FirmCatalog
from catalog.model import FieldDefinition, RecordType
from kernel import errors, json_codec
from kernel.ids import Clock, iso, new_id
from kernel.parsing import invalid_input
from kernel.tenant_store import Page, TenantStore
from kernel.unit_of_work import Create, Delete, RecordChange, Require, Update, Write
from records import search
from records.layout import deleted_partition, live_partition, relation_partition, relation_sort
from records.search import Candidate
from records.values import RECORD_ID, SYSTEM_KEYS, check_values, parse_filter

DELETABLE_TYPES = frozenset({"Lead", "Investor"})  # spec 1.6: no route deletes a Company, Person or Deal
SORTS = {"createdAt": None, "updatedAt": "gsi1", "name": "gsi2"}  # the sort -> the index serving it
DEFAULT_SORT = "-createdAt"
MAX_SORT_NAME = 200
MAX_RELATED_PAGES = 10  # relation pages one call reads when other filters leave them empty
# A DynamoDB item holds at most 400 KB (names and values); a record stays well below, with room for
# its system keys and the index keys, so it is refused here rather than failed by DynamoDB.
MAX_RECORD_BYTES = 200_000
WORDS = "searchWords"


def record_not_found(record_type: str) -> errors.ApiError:
    return errors.not_found(f"No {record_type} with this id in your firm.")


def unknown_type(record_type: str) -> errors.ApiError:
    shown = record_type if len(record_type) <= 64 else record_type[:61] + "..."
    return errors.not_found(f"{shown!r} is not a record type of this firm's catalog (see /catalog).")


@dataclass
class Change:
    """What a write decided: the record as it will be, and the writes for the kernel to commit."""

    record: dict[str, Any]
    catalog_version: str
    writes: list[Write] = field(default_factory=list)


class RecordService:
    """The records of one firm, as one person sees them. Reads run here; writes are returned."""

    def __init__(self, store: TenantStore, catalog: FirmCatalog, user_id: str, clock: Clock) -> None:
        self._store = store
        self._catalog = catalog
        self._user_id = user_id
        self._clock = clock

    @property
    def catalog(self) -> FirmCatalog:
        return self._catalog

    # ---- reads -----------------------------------------------------------------------------------------

    def record_type(self, key: str) -> RecordType:
        rtype = self._catalog.record_type(key)
        if rtype is None:
            raise unknown_type(key)
        return rtype

    def get(self, record_type: str, record_id: str) -> dict[str, Any]:
        """The record as the API shows it (404 for a deleted one, another type's or another firm's)."""
        return self.view(record_type, self._item(record_type, record_id))

    def view(self, record_type: str, item: Mapping[str, Any]) -> dict[str, Any]:
        """A stored item as the API shows it: system keys, then field values by catalog key."""
        shown = {
            "id": item["id"],
            "type": record_type,
            "version": item["version"],
            "createdAt": iso(item["createdAt"]),
            "updatedAt": iso(item["updatedAt"]),
            "createdBy": item["createdBy"],
            "updatedBy": item["updatedBy"],
        }
        for key, stored in self._catalog.storage_names(record_type).items():
            if stored in item:
                shown[key] = item[stored]
        return shown

    def page(
        self,
        record_type: str,
        *,
        filters: Mapping[str, str],
        sort: str | None,
        limit: int,
        cursor: str | None,
    ) -> Page:
        """One page of a type's records, newest first unless `sort` says otherwise; equality filters on
        select and boolean fields are applied by DynamoDB to each page read, a reference filter reads
        that record's relation index instead of the type's partition."""
        rtype = self.record_type(record_type)
        sort = sort or DEFAULT_SORT
        descending, sort_key = sort.startswith("-"), sort.removeprefix("-")
        if sort_key not in SORTS:
            raise errors.invalid_request(
                "sort is createdAt, updatedAt or name, with - in front to sort descending.",
                [{"field": "sort", "message": "createdAt, updatedAt or name, optionally with a leading -"}],
            )
        equals, references = self._filters(rtype, filters)
        if references:
            if sort_key != "createdAt":
                raise errors.invalid_request(
                    "A reference filter lists in creation order only: sort by createdAt or -createdAt.",
                    [{"field": "sort", "message": "only createdAt with a reference filter"}],
                )
            return self._related(rtype, references, equals, descending, limit, cursor)
        page = self._store.query(
            live_partition(record_type),
            index=SORTS[sort_key],
            newest_first=descending,
            equals=equals,
            limit=limit,
            cursor=cursor,
        )
        return Page([self.view(record_type, item) for item in page.items], page.next_cursor)

    def _filters(
        self, rtype: RecordType, filters: Mapping[str, str]
    ) -> tuple[dict[str, Any], list[tuple[str, str]]]:
        """(equality filters by stored attribute, [(reference field key, record id)])."""
        fields = {f.key: f for f in rtype.fields}
        names = self._catalog.storage_names(rtype.key)
        equals: dict[str, Any] = {}
        references: list[tuple[str, str]] = []
        problems = []
        for key, text in filters.items():
            definition = fields.get(key)
            if definition is None:
                problems.append({"field": key, "message": f"not a parameter, nor a field of {rtype.key}"})
                continue
            value, problem = parse_filter(definition, text)
            if problem:
                problems.append({"field": key, "message": problem})
            elif definition.type == "reference":
                references.append((key, value))
            else:
                equals[names[key]] = value
        if problems:
            raise invalid_input("invalid_request", "query", problems)
        return equals, references

    def _related(
        self,
        rtype: RecordType,
        references: list[tuple[str, str]],
        equals: Mapping[str, Any],
        descending: bool,
        limit: int,
        cursor: str | None,
    ) -> Page:
        """Records whose reference field names a record: one page of that record's relation index, the
        records it lists fetched in one BatchGetItem, the other filters applied to them. An empty
        page is read on, MAX_RELATED_PAGES at most per call."""
        (key, target), *others = references
        wanted = {(stored, value) for stored, value in equals.items()}
        wanted |= {(self._catalog.storage_names(rtype.key)[k], v) for k, v in others}
        for _ in range(MAX_RELATED_PAGES):
            page = self._store.query(
                relation_partition(target),
                sort_prefix=f"{rtype.key}#{key}#",
                newest_first=descending,
                limit=min(limit, 100),
                cursor=cursor,
            )
            keys = [(live_partition(rtype.key), entry["recordId"]) for entry in page.items]
            found = self._store.get_many(keys)
            items = [
                self.view(rtype.key, item)
                for item in (found.get(k) for k in keys)
                if item is not None and all(item.get(stored) == value for stored, value in wanted)
            ]
            if items or page.next_cursor is None:
                return Page(items, page.next_cursor)
            cursor = page.next_cursor
        return Page([], cursor)  # read enough for one call: the cursor goes on from here

    def search(self, query_words: list[str], types: frozenset[str], limit: int) -> list[dict[str, Any]]:
        """Records matching every word by prefix, best first (then the shorter name, then the newest)."""
        ranked: list[tuple[Any, ...]] = []
        for anchor in sorted(query_words, key=len, reverse=True)[: search.MAX_ANCHORS]:
            ranked = self._ranked(search.candidates(self._store, anchor, types), query_words)
            if ranked:
                break  # else the anchor was crowded out by other records: try the next longest word
        return [record for *_, record in ranked[:limit]]

    def _ranked(self, found: list[Candidate], query_words: list[str]) -> list[tuple[Any, ...]]:
        keys = [(live_partition(c.record_type), c.record_id) for c in found]
        items = self._store.get_many(keys)
        ranked: list[tuple[Any, ...]] = []
        for (partition, record_id), candidate in zip(keys, found, strict=True):
            item = items.get((partition, record_id))
            if item is None:  # the index is committed with the record: only a moment's lag shows here
                continue
            record = self.view(candidate.record_type, item)
            points = search.score(candidate.record_type, record, query_words)
            if points is not None:
                ranked.append(
                    (-points, len(_sort_name(candidate.record_type, record)), _newest(record_id), record)
                )
        ranked.sort(key=lambda entry: entry[:3])
        return ranked

    # ---- writes ----------------------------------------------------------------------------------------

    def create(self, record_type: str, values: Mapping[str, Any]) -> Change:
        rtype = self.record_type(record_type)
        checked, problems = check_values(rtype, values, creating=True)
        references = self._reference_writes(rtype, checked, problems)
        if problems:
            raise invalid_input("invalid_request", "body", problems)
        now = int(self._clock())
        record_id = new_id("rec", self._clock)
        item = {
            "id": record_id,
            "type": record_type,
            "createdAt": now,
            "updatedAt": now,
            "createdBy": self._user_id,
            "updatedBy": self._user_id,
            **self._stored(record_type, checked),
        }
        item |= self._index_keys(record_type, record_id, checked, now)
        record_words = search.record_words(record_type, checked)
        item[WORDS] = record_words
        _check_size(item)
        change = RecordChange(record_type, record_id, tuple(sorted(checked)))
        writes: list[Write] = [
            Create(live_partition(record_type), record_id, item, change=change),
            self._catalog.guard(),
            *references,
            *self._relation_writes(rtype, record_id, {}, checked),
            *search.index_writes(record_type, record_id, (), record_words),
        ]
        return Change(self.view(record_type, {**item, "version": 1}), self._catalog.version, writes)

    def patch(
        self,
        record_type: str,
        record_id: str,
        values: Mapping[str, Any],
        stored: Mapping[str, Any] | None = None,
    ) -> Change:
        """Sets the fields sent (null clears one). Nothing changes, nothing is written: same version.
        `stored`: the item as just read (`item`), not read again; the write's version check still holds."""
        rtype = self.record_type(record_type)
        item = dict(stored) if stored is not None else self._item(record_type, record_id)
        checked, problems = check_values(rtype, values, creating=False)
        current = self.view(record_type, item)
        changed = {key: value for key, value in checked.items() if current.get(key) != value}
        references = self._reference_writes(rtype, changed, problems)
        if problems:
            raise invalid_input("invalid_request", "body", problems)
        if not changed:
            return Change(current, self._catalog.version)
        now = int(self._clock())
        after = {key: value for key, value in {**current, **changed}.items() if value is not None}
        fields = {key: value for key, value in after.items() if key not in SYSTEM_KEYS}
        record_words = search.record_words(record_type, fields)
        updates: dict[str, Any] = {
            **{
                stored: changed.get(key)
                for key, stored in self._catalog.storage_names(record_type).items()
                if key in changed
            },
            **self._index_keys(record_type, record_id, fields, now),
            "updatedAt": now,
            "updatedBy": self._user_id,
            WORDS: record_words,
        }
        _check_size({**item, **updates})
        change = RecordChange(record_type, record_id, tuple(sorted(changed)))
        writes: list[Write] = [
            Update(live_partition(record_type), record_id, item["version"], updates, change=change),
            self._catalog.guard(),
            *references,
            *self._relation_writes(rtype, record_id, current, changed),
            *search.index_writes(record_type, record_id, item.get(WORDS, ()), record_words),
        ]
        shown = {**after, "version": item["version"] + 1, "updatedAt": iso(now), "updatedBy": self._user_id}
        return Change(shown, self._catalog.version, writes)

    def delete(self, record_type: str, record_id: str) -> Change:
        """A soft delete: the record moves to the deleted partition, leaves lists, search and relations,
        and the feed shows it. Company, Person and Deal are never deleted (405)."""
        rtype = self.record_type(record_type)
        if record_type not in DELETABLE_TYPES:
            raise errors.method_not_allowed(["GET", "PATCH"])
        item = self._item(record_type, record_id)
        current = self.view(record_type, item)
        now = int(self._clock())
        tombstone = {
            key: value for key, value in item.items() if not key.startswith("gsi") and key != "version"
        }
        tombstone |= {"deletedAt": now, "deletedBy": self._user_id}
        change = RecordChange(record_type, record_id, ())
        writes: list[Write] = [
            Delete(live_partition(record_type), record_id, item["version"], change=change),
            Create(deleted_partition(record_type), record_id, tombstone),
            *self._relation_writes(rtype, record_id, current, dict.fromkeys(current)),
            *search.index_writes(record_type, record_id, item.get(WORDS, ()), ()),
        ]
        return Change({**current, "version": item["version"] + 1}, self._catalog.version, writes)

    # ---- helpers ---------------------------------------------------------------------------------------

    def item(self, record_type: str, record_id: str) -> dict[str, Any]:
        """The stored item (`view` shows it), for a caller that reads once and patches after."""
        return self._item(record_type, record_id)

    def _item(self, record_type: str, record_id: str) -> dict[str, Any]:
        self.record_type(record_type)
        if not RECORD_ID.fullmatch(record_id):
            raise record_not_found(record_type)
        item = self._store.get(live_partition(record_type), record_id, consistent=True)
        if item is None:
            raise record_not_found(record_type)
        return item

    def _stored(self, record_type: str, values: Mapping[str, Any]) -> dict[str, Any]:
        names = self._catalog.storage_names(record_type)
        return {names[key]: value for key, value in values.items() if value is not None}

    def _index_keys(
        self, record_type: str, record_id: str, fields: Mapping[str, Any], now: int
    ) -> dict[str, Any]:
        partition = live_partition(record_type)
        return {
            "gsi1pk": partition,
            "gsi1sk": f"{now:012d}#{record_id}",
            "gsi2pk": partition,
            "gsi2sk": f"{_sort_name(record_type, fields)}#{record_id}",
        }

    def _reference_writes(
        self, rtype: RecordType, values: Mapping[str, Any], problems: list[dict[str, str]]
    ) -> list[Write]:
        """Each reference set must name a live record of its type in this firm: checked now (a problem
        otherwise, worded the same whether the id is another firm's or nobody's) and again by the
        transaction, so a record deleted meanwhile is not referenced."""
        targets = [
            (definition, values[definition.key])
            for definition in rtype.fields
            if definition.type == "reference" and values.get(definition.key) is not None
        ]
        if not targets:
            return []
        keys = [(live_partition(_target_type(d)), target) for d, target in targets]
        found = self._store.get_many(keys, consistent=True)
        writes: list[Write] = []
        for (definition, _), key in zip(targets, keys, strict=True):
            problem = {"field": definition.key, "message": f"no {_target_type(definition)} with this id"}
            if key not in found:
                problems.append(problem)
            else:
                conflict = invalid_input("invalid_request", "body", [problem])
                writes.append(Require(*key, conflict=conflict, addressed=False))
        return writes

    def _relation_writes(
        self, rtype: RecordType, record_id: str, before: Mapping[str, Any], changes: Mapping[str, Any]
    ) -> list[Write]:
        """Relation index entries to remove (old reference values) and add (new ones)."""
        writes: list[Write] = []
        for definition in rtype.fields:
            if definition.type != "reference" or definition.key not in changes:
                continue
            old, new = before.get(definition.key), changes.get(definition.key)
            sort = relation_sort(rtype.key, definition.key, record_id)
            if old is not None:
                writes.append(Delete(relation_partition(old), sort))
            if new is not None:
                writes.append(Create(relation_partition(new), sort, {"recordId": record_id}))
        return writes


def _check_size(item: Mapping[str, Any]) -> None:
    size = len(json_codec.dumps(item).encode("utf-8"))
    if size > MAX_RECORD_BYTES:
        message = f"the record would hold {size:,} bytes; at most {MAX_RECORD_BYTES:,}"
        raise invalid_input("invalid_request", "body", [{"field": "body", "message": message}])


def _target_type(definition: FieldDefinition) -> str:
    assert definition.reference_type is not None
    return definition.reference_type


def _sort_name(record_type: str, fields: Mapping[str, Any]) -> str:
    """What `sort=name` orders by: the type's name fields, folded (case and accents ignored)."""
    parts = [fields.get(key) for key in search.NAME_FIELDS.get(record_type, ("name",))[:2]]
    text = " ".join(part for part in parts if isinstance(part, str))
    return search.fold(text)[:MAX_SORT_NAME].replace("#", " ")


def _newest(record_id: str) -> str:
    """A key that sorts newer ids first (ids are time-ordered base32)."""
    return "".join(chr(255 - ord(c)) for c in record_id)


def parse_types(text: str | None, known: Iterable[str]) -> frozenset[str]:
    """`types=Company,Person` -> the set; every known type when absent; 400 for an unknown one."""
    known_types = frozenset(known)
    if text is None:
        return known_types
    names = [name.strip() for name in text.split(",") if name.strip()]
    unknown = sorted(set(names) - known_types)
    if unknown or not names:
        raise errors.invalid_request(
            f"types names record types of the catalog, comma separated: {', '.join(sorted(known_types))}.",
            [
                {
                    "field": "types",
                    "message": f"unknown record types: {', '.join(unknown)}" if unknown else "empty",
                }
            ],
        )
    return frozenset(names)


def words_of_query(q: str) -> list[str]:
    found = list(dict.fromkeys(search.words(q)))
    if not found:
        raise errors.invalid_request(
            "q needs at least one letter or digit.", [{"field": "q", "message": "no word to search for"}]
        )
    return found[: search.MAX_QUERY_WORDS]
