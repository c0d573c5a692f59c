"""What each row of an import does: create a record, update the one its key matches, or nothing (its
errors). The dry-run and the worker plan rows with the same code, against the catalog and the records
as they are when they run.

A cell becomes the JSON value a body would send for its field (a number as a number, `true`/`yes`/`1`
as true, a multiSelect's choices split on `;`), then the records service's own checks judge it. An
empty cell sends nothing: a create leaves the field out, an update leaves it as it is.

The match key is `id` (the row names the record) or a field the duplicates index keys (a name, an
email, a website): a row whose key matches one live record updates it, none creates one (an `id`
that matches none is an error), several is an error. Two rows of one file with the same key: the
later one is an error (which of the two should win is the person's call, not the import's).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any, NamedTuple

from catalog.model import FieldDefinition, RecordType
from kernel.aws import storable_number
from kernel.tenant_store import TenantStore
from records import matching
from records.matching import ID, match_keys, match_value
from records.service import reference_partition
from records.values import check_values

TRUE, FALSE = frozenset({"true", "yes", "1"}), frozenset({"false", "no", "0"})
NUMBER_TYPES = frozenset({"number", "currency", "percent"})
MAX_ERRORS = 3  # per row, as stored and shown
MAX_MESSAGE = 200  # bytes
# A number cell as JSON writes one (leading zeros allowed), ASCII digits only: `Decimal` alone would
# also read "١٢٣", "1_000", "NaN" or " 5". A longer text cannot be a number DynamoDB holds (38 digits).
NUMBER_TEXT = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
MAX_NUMBER_TEXT = 100
NO_MATCH = matching.Match((), 0)


class RowPlan(NamedTuple):
    row: int  # 1: the first row after the header
    outcome: str  # create, update or error
    values: dict[str, Any]
    record_id: str | None = None
    errors: tuple[dict[str, str], ...] = ()
    claim: matching.Claim | None = None  # a create's claim on its key, at the version the plan read

    def shown(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"row": self.row, "outcome": self.outcome}
        if self.record_id:
            shown["recordId"] = self.record_id
        if self.errors:
            shown["errors"] = list(self.errors)
        return shown


def mapping_problems(rtype: RecordType, columns: Sequence[str], mapping: Mapping[str, str],
                     match_key: str | None) -> list[dict[str, str]]:  # fmt: skip
    """Every column the mapping names is in the CSV and maps to a field of the type (or to `id`, the
    match key), no two to the same one; the match key is mapped and is one a row can be matched on."""
    fields = {field.key: field for field in rtype.fields}
    problems = []
    for column, key in mapping.items():
        where = f"mapping.{column[:60]}"
        if column not in columns:
            problems.append({"field": where, "message": "no column of the CSV has this name"})
        elif key == ID and match_key != ID:
            problems.append({"field": where, "message": "`id` is mapped only as the match key"})
        elif key != ID and key not in fields:
            problems.append({"field": where, "message": f"{key[:64]!r} is no field of {rtype.key}"})
    mapped = list(mapping.values())
    repeated = sorted({key for key in mapped if mapped.count(key) > 1})
    if repeated:
        problems.append({"field": "mapping", "message": f"two columns map to {repeated[0][:64]!r}"})
    if match_key is not None:
        allowed = (ID, *match_keys(rtype.key))
        if match_key not in allowed:
            problems.append({"field": "matchKey", "message": f"one of {', '.join(allowed)}"})
        elif match_key not in mapped:
            problems.append({"field": "matchKey", "message": "a column must map to it"})
    return problems


class Planner:
    """Plans rows of one import: its catalog type, its mapping and its match key."""

    def __init__(self, store: TenantStore, rtype: RecordType, columns: Sequence[str],
                 mapping: Mapping[str, str], match_key: str | None) -> None:  # fmt: skip
        self._store = store
        self._rtype = rtype
        self._fields = {field.key: field for field in rtype.fields}
        self._positions = {key: columns.index(column) for column, key in mapping.items()}
        self._width = len(columns)
        self._match_key = match_key

    def plan(self, rows: Sequence[tuple[int, Sequence[str]]], repeats: Mapping[str, int]) -> list[RowPlan]:
        """Plans of rows given as (number, cells), 1 the first after the header; `repeats`: {row: the
        earlier row of the file with the same key} (the import's chunk keeps them)."""
        read = [self._values(number, cells) for number, cells in rows]
        keys = [self._key(plan) for plan in read]
        found = self._lookup([key for key in keys if key is not None])
        decided = [self._decide(plan, key, found, repeats) for plan, key in zip(read, keys, strict=True)]
        return self._with_references_checked(decided)

    # ---- one row

    def _values(self, number: int, row: Sequence[str]) -> RowPlan:
        if len(row) != self._width:
            return _error(number, "row", f"{len(row)} cells where the header has {self._width}")
        values: dict[str, Any] = {}
        problems: list[dict[str, str]] = []
        for key, position in self._positions.items():
            cell = row[position].strip()
            if not cell:
                continue
            if key == ID:
                values[ID] = cell
                continue
            field = self._fields.get(key)
            if field is None:  # a custom field deleted since the import was made
                problems.append({"field": key, "message": f"no longer a field of {self._rtype.key}"})
                continue
            try:
                values[key] = cell_value(field, cell)
            except ValueError as error:
                problems.append({"field": key, "message": str(error)})
        if problems:
            return RowPlan(number, "error", {}, errors=_bounded(problems))
        return RowPlan(number, "create", values)

    def _key(self, plan: RowPlan) -> Any:
        if plan.outcome == "error" or self._match_key is None:
            return None
        value = plan.values.get(self._match_key)
        return match_value(self._rtype.key, self._match_key, value) if isinstance(value, str) else None

    def _decide(
        self, plan: RowPlan, key: Any, found: Mapping[Any, matching.Match], repeats: Mapping[str, int]
    ) -> RowPlan:
        if plan.outcome == "error":
            return plan
        values = {k: v for k, v in plan.values.items() if k != ID}
        if key is not None and str(plan.row) in repeats:
            return _error(plan.row, self._match_key or ID, f"the same key as row {repeats[str(plan.row)]}")
        matched = found.get(key, NO_MATCH) if key is not None else NO_MATCH
        if matched.holders > 1:
            return _error(plan.row, self._match_key or ID, f"{matched.holders} records have this key")
        if self._match_key == ID and key is not None and not matched.holders:
            return _error(plan.row, ID, f"no {self._rtype.key} with this id in your firm")
        creating = not matched.holders
        checked, problems = check_values(self._rtype, values, creating=creating)
        if problems:
            return RowPlan(plan.row, "error", {}, errors=_bounded(problems))
        if creating and key is not None and self._match_key:  # two imports creating it at once make one
            claim = matching.Claim(self._match_key, matched.claim_version, matched.claim_holders)
            return RowPlan(plan.row, "create", checked, claim=claim)
        if creating:
            return RowPlan(plan.row, "create", checked)
        return RowPlan(plan.row, "update", checked, record_id=matched.ids[0])

    def _with_references_checked(self, planned: list[RowPlan]) -> list[RowPlan]:
        """A reference a row sets must name a live record (or item) of the firm, as the records service
        will require: every reference of these rows read in one batch, a missing one the row's error."""
        fields = [field for field in self._fields.values() if field.type == "reference"]
        named = {row.row: self._references(row, fields) for row in planned}
        wanted = sorted({key for keys in named.values() for _, key in keys})
        if not wanted:
            return planned
        found = self._store.get_many(wanted, consistent=True)
        checked = []
        for row in planned:
            missing = [{"field": field.key, "message": f"no {field.reference_type} with this id"}
                       for field, key in named[row.row] if key not in found]  # fmt: skip
            checked.append(RowPlan(row.row, "error", {}, errors=_bounded(missing)) if missing else row)
        return checked

    @staticmethod
    def _references(row: RowPlan, fields: Sequence[FieldDefinition]) -> list[tuple[FieldDefinition, Any]]:
        if row.outcome == "error":
            return []
        return [(field, (reference_partition(field), row.values[field.key]))
                for field in fields if row.values.get(field.key) is not None]  # fmt: skip

    # ---- the records the keys name

    def _lookup(self, keys: list[Any]) -> dict[Any, matching.Match]:
        return matching.lookup(self._store, self._rtype.key, self._match_key or ID, keys)


def cell_value(field: FieldDefinition, cell: str) -> Any:
    """The cell as the JSON value a body would send for the field (ValueError: it cannot be one)."""
    if field.type in NUMBER_TYPES:
        text = cell.replace(",", "") if _grouped(cell) else cell
        if len(text) > MAX_NUMBER_TEXT or not NUMBER_TEXT.fullmatch(text):  # ASCII digits, as JSON writes
            raise ValueError("must be a number (digits 0-9, a point, an exponent)")
        try:
            return storable_number(Decimal(text))  # a whole number as an int; exact, never rounded
        except (ValueError, ArithmeticError):
            raise ValueError("a number DynamoDB holds exactly (38 digits)") from None
    if field.type == "boolean":
        folded = cell.lower()
        if folded in TRUE or folded in FALSE:
            return folded in TRUE
        raise ValueError("true or false (yes or no, 1 or 0)")
    if field.type == "multiSelect":
        return [choice.strip() for choice in cell.split(";") if choice.strip()]
    return cell


def _grouped(cell: str) -> bool:
    """1,250,000 as a number: commas between groups of three digits only."""
    whole = cell.lstrip("-").split(".", 1)[0]
    groups = whole.split(",")
    return len(groups) > 1 and 1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:])


def _error(number: int, field: str, message: str) -> RowPlan:
    return RowPlan(number, "error", {}, errors=({"field": field, "message": message},))


def _bounded(problems: Sequence[Mapping[str, str]]) -> tuple[dict[str, str], ...]:
    """At most MAX_ERRORS problems, each cut to a number of bytes (not characters: a chunk's plan, 200
    rows of them, must fit one item whatever the messages quote)."""
    return tuple({"field": _cut(p["field"], 100), "message": _cut(p["message"], MAX_MESSAGE)}
                 for p in problems[:MAX_ERRORS])  # fmt: skip


def _cut(text: str, most_bytes: int) -> str:
    return text.encode("utf-8", "replace")[:most_bytes].decode("utf-8", "ignore")
