"""Matching a record by a key, as imports and the records batch's upsert do (README "Records in bulk").

A key is `id` (the value names the record) or a field the duplicates index keys: a name, an email, a
website, compared as duplicates compare them (records.duplicates: names folded, an email in lower
case, a website's domain). The records a key matches are read from the duplicates index (one Query
per key, strongly consistent).

A create that must not race another create of the same key (an upsert: ten callers upserting one
email make one record) carries a claim on the key: an item `MATCH#<type>` / `<key>` put only if new,
in the create's own transaction. Of two such creates at once one commits; the other's transaction is
refused (`MATCH_TAKEN`), and it matches again, finding the record the first made. A record that loses
the key (changed, or deleted) removes the claim in its own transaction (records.duplicates), so the
key can be claimed again by a later create.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from kernel import errors
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Create
from records import duplicates
from records.layout import live_partition
from records.values import RECORD_ID

ID = "id"
LOOKUP_THREADS = 16  # key lookups of a batch run side by side (one Query each)
# The answer a claimed create's transaction gives when another create of the key committed first
MATCH_TAKEN = errors.ApiError(409, "match_taken", "Another call created a record with this key meanwhile.")


def match_keys(record_type: str) -> tuple[str, ...]:
    """The fields a record may be matched on, besides `id`."""
    names = duplicates.NAME_FIELDS.get(record_type, ())
    single_name = names if len(names) == 1 else ()
    return (*single_name, *duplicates.EMAIL_FIELDS.get(record_type, ()),
            *duplicates.WEBSITE_FIELDS.get(record_type, ()))  # fmt: skip


def match_value(record_type: str, match_key: str, text: str) -> Any:
    """What two values are matched by: the id as written, or the field's duplicates key."""
    if match_key == ID:
        return text.strip() or None
    keys = duplicates.record_keys(record_type, {match_key: text.strip()})
    return keys[0] if keys else None


def matched(
    store: TenantStore, record_type: str, match_key: str, keys: Sequence[Any]
) -> dict[Any, list[str]]:
    """key -> the ids of (at most two of) the live records of the type it matches."""
    distinct = list(dict.fromkeys(key for key in keys if key is not None))
    if not distinct:
        return {}
    if match_key == ID:
        ids = [key for key in distinct if RECORD_ID.fullmatch(key)]
        partition = live_partition(record_type)
        found = store.get_many([(partition, record_id) for record_id in ids], consistent=True) if ids else {}
        return {sort: [sort] for _, sort in found}

    def lookup(key: duplicates.Key) -> list[str]:
        return duplicates.records_with_key(store, record_type, key, most=2)

    with ThreadPoolExecutor(max_workers=min(LOOKUP_THREADS, len(distinct))) as pool:
        return dict(zip(distinct, pool.map(lookup, distinct), strict=True))


def claim(record_type: str, key: duplicates.Key, record_id: str) -> Create:
    """The create's claim on the key: refused (MATCH_TAKEN) when another create claimed it first."""
    return Create(duplicates.claim_partition(record_type), duplicates.key_run(key), {"recordId": record_id},
                  conflict=MATCH_TAKEN)  # fmt: skip
