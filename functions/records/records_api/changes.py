"""The change feed's read route: entries after a cursor, oldest first (kernel.unit_of_work numbers them
in commit order, so a reader that resumes from its cursor never misses one and never sees one twice).

The cursor is the last entry number the reader has passed, signed for this firm's feed: a client
cannot forge one or carry it to another firm. It is never null: with nothing new, the same position
comes back, to be asked again later.
"""

from __future__ import annotations

from typing import Any

from kernel import errors
from kernel.cursor import CursorCodec
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import change_id, change_number, changes_after

MAX_ENTRIES_READ = 2_000  # per call with a types filter: the cursor moves past what was read anyway
FILTERED_BATCH = 500  # entries read per Query when a types filter may skip most of them


class ChangeFeed:
    def __init__(self, store: TenantStore, codec: CursorCodec) -> None:
        self._store = store
        self._codec = codec
        self._scope = f"{store.firm_id}|changes"

    def page(self, cursor: str | None, limit: int, types: frozenset[str] | None,
             after: str | None = None) -> tuple[list[Any], str]:  # fmt: skip
        """Entries after the cursor's position, or after the change `after` names (chg_<number>: a
        position in this firm's own feed, which its reader may name as well as a cursor does)."""
        if after is not None and cursor is not None:
            raise invalid_input("invalid_request", "query", [
                {"field": "after", "message": "give either after or cursor, not both"}
            ])  # fmt: skip
        position = change_number(after) if after is not None else self._position(cursor)
        shown: list[dict[str, Any]] = []
        read = 0
        batch = limit if types is None else max(limit, FILTERED_BATCH)
        while len(shown) < limit and read < MAX_ENTRIES_READ:
            entries = changes_after(self._store, position, batch)
            if not entries:
                break
            read += len(entries)
            for entry in entries:
                position = int(entry["sequence"])
                if types is None or entry["recordType"] in types:
                    shown.append(_entry(entry))
                if len(shown) == limit:
                    break
            if len(entries) < batch:
                break
        return shown, self._codec.encode({"after": position}, self._scope)

    def _position(self, cursor: str | None) -> int:
        if cursor is None:
            return 0
        position = self._codec.decode(cursor, self._scope).get("after")
        if not isinstance(position, int) or position < 0:
            raise errors.invalid_cursor()
        return position


def _entry(entry: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": change_id(entry),
        "kind": entry["kind"],
        "recordType": entry["recordType"],
        "recordId": entry["recordId"],
        "version": entry["version"],
        "changedFields": entry["changedFields"],
        "at": iso(entry["at"]),
        "actor": entry["actor"],
    }
