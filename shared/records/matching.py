"""Matching a record by a key, as imports and the records batch's upsert do (docs/guide/records.md
"Records in bulk").

A key is `id` (the value names the record) or a field the duplicates index keys: a name, an email, a
website, compared as duplicates compare them (records.duplicates: names folded, an email in lower
case, a website's domain).

Each key has a claim item, `MATCH#<type>` / `<key>`, written in the same transaction as every record
write that gains or loses the key (records.duplicates.index_writes): `count`, the live records that
hold it, `one`, the last record that gained it, and a `version` every such write moves. So the records
a whole import chunk or batch matches are read in one BatchGetItem of the claims (and one of the
records a claim names, to check that record still holds the key); a key several records hold (for
their ids), one whose named record lost it, and a firm's older records the claims never counted fall
back to a Query of the duplicates index for that key. A firm made since
claims exist holds `MATCH#<type>` / `COMPLETE` (records_api's seeder): there, a key without a claim
matches nothing, without a Query.

A create that must not race another create of the key (an upsert, an import row) writes the claim at
the version it read instead of adding to it: of two such creates at once one commits, the other is
refused (`MATCH_TAKEN`) and matches again, finding the record the first made.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, NamedTuple

from kernel import errors
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Add, Create, Update, Write
from records import duplicates
from records.layout import live_partition
from records.values import RECORD_ID

ID = "id"
COMPLETE = "COMPLETE"  # the claims of this firm's type count every record (it was made with them)
LOOKUP_THREADS = 16  # fallback lookups of a batch run side by side (one Query each)
# The answer a claimed create's transaction gives when another write of the key committed first
MATCH_TAKEN = errors.ApiError(409, "match_taken", "Another call wrote a record with this key meanwhile.")


class Match(NamedTuple):
    """What a key matches: how many live records hold it (`holders`) and their ids (all of them: a
    Query reads at most two), and the claim's version and count, for a claimed create."""

    ids: tuple[str, ...]
    holders: int
    claim_version: int = 0
    claim_holders: int = 0


class Claim(NamedTuple):
    """A create's claim on its key: written at the version the match read."""

    match_key: str
    version: int
    holders: int


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


def lookup(store: TenantStore, record_type: str, match_key: str, keys: Sequence[Any]) -> dict[Any, Match]:
    """key -> what it matches: claims in one batch read, the records they name in another."""
    distinct = list(dict.fromkeys(key for key in keys if key is not None))
    if not distinct:
        return {}
    if match_key == ID:
        return _by_id(store, record_type, distinct)
    claims = duplicates.claim_partition(record_type)
    read = store.get_many(
        [(claims, COMPLETE), *((claims, duplicates.key_run(k)) for k in distinct)], consistent=True
    )
    complete = (claims, COMPLETE) in read
    found: dict[Any, Match] = {}
    named: dict[Any, str] = {}
    for key in distinct:
        claim = read.get((claims, duplicates.key_run(key)))
        count, version = (int(claim.get("count", 0)), int(claim.get("version", 0))) if claim else (0, 0)
        # Claims count every holder only in a firm made with them: elsewhere an older record may hold
        # the key uncounted, and only the Query tells
        if complete and count == 1 and claim and claim.get("one"):
            named[key] = str(claim["one"])  # known once that record is seen to hold the key still
        elif complete and count <= 0:
            found[key] = Match((), 0, version, count)
        # else (several records, whose ids a Query tells, or a firm's older records) not known yet: -1
        found.setdefault(key, Match((), -1, version, count))
    holders = _holding(store, record_type, named)
    for key, record_id in named.items():
        if record_id in holders.get(key, ()):
            found[key] = found[key]._replace(ids=(record_id,), holders=1)
    unknown = [key for key, match in found.items() if match.holders < 0]
    for key, ids in _queried(store, record_type, unknown).items():
        found[key] = found[key]._replace(ids=tuple(ids), holders=len(ids))
    return found


def claimed(
    writes: Sequence[Write], record_type: str, key: duplicates.Key, claim: Claim, record_id: str
) -> list[Write]:
    """A create's writes with its key's claim written at the version read, not added to: a create or
    a change of the key committed meanwhile refuses it (MATCH_TAKEN)."""
    partition, run = duplicates.claim_partition(record_type), duplicates.key_run(key)
    update = Update(partition, run, claim.version, {"count": claim.holders + 1, "one": record_id},
                    conflict=MATCH_TAKEN, addressed=False)  # fmt: skip
    return [update if isinstance(w, Add) and (w.partition, w.sort) == (partition, run) else w for w in writes]


def complete_claims(now: int) -> list[Create]:
    """A new firm's claims count every record it will hold (a seeder of the records family)."""
    from catalog.enums import RECORD_TYPES

    return [
        Create(duplicates.claim_partition(record_type), COMPLETE, {"since": now})
        for record_type in RECORD_TYPES
    ]


def _by_id(store: TenantStore, record_type: str, keys: list[Any]) -> dict[Any, Match]:
    ids = [key for key in keys if isinstance(key, str) and RECORD_ID.fullmatch(key)]
    partition = live_partition(record_type)
    found = store.get_many([(partition, record_id) for record_id in ids], consistent=True) if ids else {}
    live = {sort for _, sort in found}
    return {key: Match((key,), 1) if key in live else Match((), 0) for key in keys}


def _holding(store: TenantStore, record_type: str, named: dict[Any, str]) -> dict[Any, set[str]]:
    """key -> the claim-named records that still hold it (a record's duplicateKeys list its entries)."""
    if not named:
        return {}
    partition = live_partition(record_type)
    read = store.get_many([(partition, record_id) for record_id in set(named.values())], consistent=True)
    holding: dict[Any, set[str]] = {}
    for key, record_id in named.items():
        item = read.get((partition, record_id))
        if item and duplicates.sort_keys([key], record_id)[0] in item.get(duplicates.KEYS, ()):
            holding.setdefault(key, set()).add(record_id)
    return holding


def _queried(store: TenantStore, record_type: str, keys: list[Any]) -> dict[Any, list[str]]:
    """The duplicates index's answer for keys the claims cannot tell: one Query each, side by side."""
    if not keys:
        return {}

    def query(key: duplicates.Key) -> list[str]:
        return duplicates.records_with_key(store, record_type, key, most=2)

    with ThreadPoolExecutor(max_workers=min(LOOKUP_THREADS, len(keys))) as pool:
        return dict(zip(keys, pool.map(query, keys), strict=True))
