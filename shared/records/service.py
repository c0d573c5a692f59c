"""Records (Company, Person, Deal, Lead, Investor): create, read, patch, soft delete, list, search.

Layout (through the TenantStore, so every key begins with the firm):

    pk REC#<type>            sk <recordId>   the live record: system keys, field values (custom ones under
                                             cf_<field id>), searchWords; gsi1 by updatedAt, gsi2 by name
    pk DELETED#<type>        sk <recordId>   a soft-deleted record, as it was (Lead and Investor only)
    pk REL#<targetId>        sk <type>#<fieldKey>#<recordId>   one per reference value: "deals of a company"
    pk SEARCH#<c>            sk <word>#<recordId>               records.search
    pk DUPES#<type>          sk <reason>#<key>#<recordId>       records.duplicates (name, email, domain)
    pk USES#<type>           sk <recordId>   what other families' items name it (records.usage): an
                                             Investor is not deleted while a grant or cap-table line does

A write returns the record's item write, its index writes, a guard on the firm's catalog and one on
each referenced record; the kernel commits them with the change entry and the idempotency answer in
one transaction. Ids are time-ordered, so a type's partition in key order is creation order.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from catalog.firm import FirmCatalog
from catalog.model import ITEM_TARGETS, FieldDefinition, RecordType
from kernel import errors, json_codec, tenant_store
from kernel.ids import Clock, iso, new_id
from kernel.parsing import invalid_input
from kernel.tenant_store import MAX_PAGE_SIZE, Page, TenantStore
from kernel.unit_of_work import Create, Delete, RecordChange, Require, Update, Write
from records import duplicates, matching, search, usage
from records.layout import deleted_partition, live_partition, relation_partition, relation_sort
from records.search import Candidate
from records.usage import RecordUsage
from records.values import (
    RECORD_ID,
    SYSTEM_KEYS,
    Filter,
    check_values,
    filter_value,
    holds,
    operator_problem,
)

DELETABLE_TYPES = frozenset({"Lead", "Investor"})  # spec 1.6: no route deletes a Company, Person or Deal
SORTS = {"createdAt": None, "updatedAt": "gsi1", "name": "gsi2"}  # the sort -> the index serving it
DEFAULT_SORT = "-createdAt"
MAX_SORT_NAME = 200
MAX_RELATED_PAGES = 10  # relation pages one call reads when other filters leave them empty
MAX_FILTERS = 20  # conditions in a list's query string, as in a saved view
# `field` is eq; `field[op]` any operator. Field keys hold letters and digits only, so no key has brackets.
_FILTER_PARAMETER = re.compile(r"(?P<field>[^\[\]]+)\[(?P<op>[^\[\]]*)\]")
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
        filters: Sequence[Filter],
        sort: str | None,
        limit: int,
        cursor: str | None,
    ) -> Page:
        """One page of a type's records, newest first unless `sort` says otherwise, meeting every
        filter. Equality filters alone are applied by DynamoDB to each page read; a reference filter
        reads that record's relation index instead of the type's partition; gt, gte, lt and lte are
        compared here on the records read (`_scanned`). Each way reads a bounded amount per call: a
        page is empty with a cursor only when that much reading found nothing."""
        rtype = self.record_type(record_type)
        sort = sort or DEFAULT_SORT
        descending, sort_key = sort.startswith("-"), sort.removeprefix("-")
        if sort_key not in SORTS:
            raise errors.invalid_request(
                "sort is createdAt, updatedAt or name, with - in front to sort descending.",
                [{"field": "sort", "message": "createdAt, updatedAt or name, optionally with a leading -"}],
            )
        conditions = self._conditions(rtype, filters)
        references = [condition for condition in conditions if condition.reference]
        if references:
            if sort_key != "createdAt":
                raise errors.invalid_request(
                    "A reference filter lists in creation order only: sort by createdAt or -createdAt.",
                    [{"field": "sort", "message": "only createdAt with a reference filter"}],
                )
            others = [condition for condition in conditions if condition is not references[0]]
            return self._related(rtype, references[0], others, descending, limit, cursor)
        if any(condition.op != "eq" for condition in conditions):
            return self._scanned(record_type, SORTS[sort_key], descending, conditions, limit, cursor)
        page = self._store.query(
            live_partition(record_type),
            index=SORTS[sort_key],
            newest_first=descending,
            equals={condition.stored: condition.value for condition in conditions},
            limit=limit,
            cursor=cursor,
        )
        return Page([self.view(record_type, item) for item in page.items], page.next_cursor)

    def _conditions(self, rtype: RecordType, filters: Sequence[Filter]) -> list[Condition]:
        """The filters checked against the catalog as it is now: each names a field of the type, an
        operator its type takes and a value it could hold, else 400 naming every one that does not
        (a saved view's too: a field deleted since it was saved, an option removed)."""
        fields = {f.key: f for f in rtype.fields}
        names = self._catalog.storage_names(rtype.key)
        conditions: list[Condition] = []
        problems = []
        for asked in filters:
            definition = fields.get(asked.field)
            if definition is None:
                unknown = "not a parameter, nor a field of" if asked.from_text else "no longer a field of"
                problems.append({"field": asked.where, "message": f"{unknown} {rtype.key}"})
                continue
            value, problem = None, operator_problem(definition, asked.op)
            if problem is None:
                value, problem = filter_value(definition, asked.value, from_text=asked.from_text)
            if problem:
                problems.append({"field": asked.where, "message": problem})
            else:
                reference = definition.type == "reference"
                conditions.append(Condition(asked.field, names[asked.field], asked.op, value, reference))
        if problems:
            raise invalid_input("invalid_request", "query", problems)
        return conditions

    def _scanned(
        self,
        record_type: str,
        index: str | None,
        descending: bool,
        conditions: Sequence[Condition],
        limit: int,
        cursor: str | None,
    ) -> Page:
        """Records meeting conditions DynamoDB is not asked to compare (a gt, gte, lt or lte among
        them), compared here, read as the kernel reads an equality-filtered list: `limit` records
        first, then, while none of those read meets them, on in pages of MAX_PAGE_SIZE for at most
        FILTERED_READ_SECONDS. A read that meets more than `limit` is read again up to the last
        record kept, for a cursor that goes on right after it."""
        deadline = time.monotonic() + tenant_store.FILTERED_READ_SECONDS
        size = limit
        while True:
            page, met = self._read_meeting(record_type, index, descending, conditions, size, cursor)
            while len(met) > limit:  # never more than a page: cut after the limit-th record met
                size = met[limit - 1][0] + 1
                page, met = self._read_meeting(record_type, index, descending, conditions, size, cursor)
            if met or page.next_cursor is None or time.monotonic() > deadline:
                return Page([self.view(record_type, item) for _, item in met], page.next_cursor)
            cursor, size = page.next_cursor, MAX_PAGE_SIZE

    def _read_meeting(
        self,
        record_type: str,
        index: str | None,
        descending: bool,
        conditions: Sequence[Condition],
        size: int,
        cursor: str | None,
    ) -> tuple[Page, list[tuple[int, dict[str, Any]]]]:
        """One Query of `size` records from `cursor`, and those meeting every condition, with their
        place in what was read."""
        page = self._store.query(
            live_partition(record_type), index=index, newest_first=descending, limit=size, cursor=cursor
        )
        met = [(place, item) for place, item in enumerate(page.items) if _meets(item, conditions)]
        return page, met

    def _related(
        self,
        rtype: RecordType,
        reference: Condition,
        others: Sequence[Condition],
        descending: bool,
        limit: int,
        cursor: str | None,
    ) -> Page:
        """Records whose reference field names a record: one page of that record's relation index, the
        records it lists fetched in one BatchGetItem, the other conditions compared on them. An empty
        page is read on, MAX_RELATED_PAGES at most per call."""
        for _ in range(MAX_RELATED_PAGES):
            page = self._store.query(
                relation_partition(reference.value),
                sort_prefix=f"{rtype.key}#{reference.key}#",
                newest_first=descending,
                limit=min(limit, 100),
                cursor=cursor,
            )
            keys = [(live_partition(rtype.key), entry["recordId"]) for entry in page.items]
            found = self._store.get_many(keys)
            items = [
                self.view(rtype.key, item)
                for item in (found.get(k) for k in keys)
                if item is not None and _meets(item, others)
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

    def create(
        self, record_type: str, values: Mapping[str, Any], claim: matching.Claim | None = None
    ) -> Change:
        """A new record; `claim`: its match key's claim (records.matching), written at the version the
        match read, so a create racing it with the same key is refused (MATCH_TAKEN) instead of making a
        second record."""
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
        duplicate_keys = duplicates.record_keys(record_type, checked)
        item[duplicates.KEYS] = duplicates.sort_keys(duplicate_keys, record_id)
        _check_size(item)
        change = RecordChange(record_type, record_id, tuple(sorted(checked)))
        writes: list[Write] = [
            Create(live_partition(record_type), record_id, item, change=change),
            self._catalog.guard(),
            *references,
            *self._relation_writes(rtype, record_id, {}, checked),
            *search.index_writes(record_type, record_id, (), record_words),
            *duplicates.index_writes(record_type, record_id, (), duplicate_keys),
        ]
        value = checked.get(claim.match_key) if claim else None
        key = (
            matching.match_value(record_type, claim.match_key, value)
            if claim and isinstance(value, str)
            else None
        )
        if claim and isinstance(key, duplicates.Key):
            writes = matching.claimed(writes, record_type, key, claim, record_id)
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
        duplicate_keys = duplicates.record_keys(record_type, fields)
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
            duplicates.KEYS: duplicates.sort_keys(duplicate_keys, record_id),
        }
        _check_size({**item, **updates})
        change = RecordChange(record_type, record_id, tuple(sorted(changed)))
        writes: list[Write] = [
            Update(live_partition(record_type), record_id, item["version"], updates, change=change),
            self._catalog.guard(),
            *references,
            *self._relation_writes(rtype, record_id, current, changed),
            *search.index_writes(record_type, record_id, item.get(WORDS, ()), record_words),
            *duplicates.index_writes(record_type, record_id, item.get(duplicates.KEYS, ()), duplicate_keys),
        ]
        shown = {**after, "version": item["version"] + 1, "updatedAt": iso(now), "updatedBy": self._user_id}
        return Change(shown, self._catalog.version, writes)

    def delete(self, record_type: str, record_id: str) -> Change:
        """A soft delete: the record moves to the deleted partition, leaves lists, search and relations,
        and the feed shows it. Company, Person and Deal are never deleted (405)."""
        rtype = self.record_type(record_type)
        if record_type not in DELETABLE_TYPES:
            raise errors.method_not_allowed(["GET", "PATCH"])
        item, uses = self._item_and_usage(record_type, record_id)
        refusal = uses.refusal() if uses is not None else None
        if refusal is not None:
            raise refusal
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
            *duplicates.index_writes(record_type, record_id, item.get(duplicates.KEYS, ()), ()),
            *([uses.released(now)] if uses is not None else []),
        ]
        return Change({**current, "version": item["version"] + 1}, self._catalog.version, writes)

    def _item_and_usage(self, record_type: str, record_id: str) -> tuple[dict[str, Any], RecordUsage | None]:
        """The record to delete and, for a type other families' items name (an Investor's portal
        grants and cap-table lines), its usage: read together, in one round trip."""
        if record_type not in usage.TRACKED_TYPES:
            return self._item(record_type, record_id), None
        if not RECORD_ID.fullmatch(record_id):
            raise record_not_found(record_type)
        record_key, usage_key = (live_partition(record_type), record_id), usage.key(record_type, record_id)
        found = self._store.get_many([record_key, usage_key], consistent=True)
        if record_key not in found:
            raise record_not_found(record_type)
        return found[record_key], usage.of_item(record_type, record_id, found.get(usage_key))

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
        keys = [(reference_partition(d), target) for d, target in targets]
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


class Condition(NamedTuple):
    """A filter checked against the catalog: the field's key and stored attribute, the operator and
    the value as stored; `reference`: an eq on a reference field, which a relation index serves."""

    key: str
    stored: str
    op: str
    value: Any
    reference: bool


def _meets(item: Mapping[str, Any], conditions: Iterable[Condition]) -> bool:
    return all(holds(item.get(c.stored), c.op, c.value) for c in conditions)


def _check_size(item: Mapping[str, Any]) -> None:
    size = len(json_codec.dumps(item).encode("utf-8"))
    if size > MAX_RECORD_BYTES:
        message = f"the record would hold {size:,} bytes; at most {MAX_RECORD_BYTES:,}"
        raise invalid_input("invalid_request", "body", [{"field": "body", "message": message}])


def _target_type(definition: FieldDefinition) -> str:
    assert definition.reference_type is not None
    return definition.reference_type


def reference_partition(definition: FieldDefinition) -> str:
    """Where a reference's target lives: a live record of its type, or an item (a Deal's strategy)."""
    target = _target_type(definition)
    return ITEM_TARGETS.get(target) or live_partition(target)


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


def query_filters(parameters: Mapping[str, str]) -> list[Filter]:
    """A list's other query parameters as filters: `city=Lisbon` (eq) or `amount[gte]=1000000`. Which
    fields and operators the type takes is the service's question; here, at most MAX_FILTERS, and
    one per field and operator (`city` and `city[eq]` are the same one)."""
    filters: list[Filter] = []
    problems: list[dict[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for name, text in parameters.items():
        bracketed = _FILTER_PARAMETER.fullmatch(name)
        field_key, op = (bracketed["field"], bracketed["op"]) if bracketed else (name, "eq")
        if (field_key, op) in seen:
            problems.append({"field": name, "message": f"{field_key} is filtered with {op} twice"})
        seen.add((field_key, op))
        filters.append(Filter(field_key, op, text, name))
    if len(filters) > MAX_FILTERS:
        problems.append({"field": "query", "message": f"at most {MAX_FILTERS} filters"})
    if problems:
        raise invalid_input("invalid_request", "query", problems)
    return filters


def with_view(saved: Sequence[Filter], asked: Sequence[Filter]) -> list[Filter]:
    """A saved view's filters and the query's: the query's replaces the view's on the same field and
    operator (`?stage=Closed` on a view of stage eq Screening lists Closed deals)."""
    return list({(f.field, f.op): f for f in [*saved, *asked]}.values())


def words_of_query(q: str) -> list[str]:
    found = list(dict.fromkeys(search.words(q)))
    if not found:
        raise errors.invalid_request(
            "q needs at least one letter or digit.", [{"field": "q", "message": "no word to search for"}]
        )
    return found[: search.MAX_QUERY_WORDS]
