"""Likely duplicate records: the same normalized name, email address or website domain.

Index (committed with the record, in its transaction, as the search words are): one entry per key of
a record,

    pk <firm>#DUPES#<type>    sk <reason>#<key>#<recordId>    recordId, reason, value

where reason is `domain`, `email` or `name` and `<key>` the normalized value with `%` and `#` escaped,
so a key never holds the delimiter: the entries of one key are one contiguous run of the partition,
and two records share a run exactly when they share the key. The record keeps the sort keys of its
entries (`duplicateKeys`), so a patch or a delete removes the ones it no longer has, as with
`searchWords`.

A page of groups reads that partition in key order (Query, never a Scan) after the cursor's position,
at most MAX_ENTRIES_READ entries per call, keeps the runs of two records or more, and fetches those
records in BatchGetItems (both reads consistent: a record deleted a moment ago never shows); a record
deleted or changed between the two reads is left out, and a run left with one record is no group.
Records written before this index existed have no entry until their next write (a patch), which
writes all of their keys.
"""

from __future__ import annotations

import contextlib
import hashlib
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal, NamedTuple
from urllib.parse import urlsplit

from kernel import errors
from kernel.cursor import CursorCodec
from kernel.tenant_store import MAX_PAGE_SIZE, TenantStore
from kernel.text import folded
from kernel.unit_of_work import Add, Create, Delete, Write
from records.layout import live_partition

Reason = Literal["domain", "email", "name"]

PARTITION_PREFIX = "DUPES#"
CLAIM_PREFIX = "MATCH#"
KEYS = "duplicateKeys"  # the record's attribute listing the sort keys of its entries
MAX_KEY_CHARS = 200  # a longer normalized value is cut and suffixed with a digest of all of it
MAX_ENTRIES_READ = 600  # index entries one call reads, at most (so at most 6 BatchGetItems)
MAX_GROUP_RECORDS = 100  # records one group shows, at most (oldest first); `more` says there are others
_BATCH = 200
_AFTER_EVERY_ID = "\uffff"  # sorts after every record id: skips the rest of one key's run

# Which fields make each reason's key, per record type. A type's name is its name field (a Person's:
# first and last name); organisations' names lose their legal-form suffixes.
NAME_FIELDS: Mapping[str, tuple[str, ...]] = {
    "Company": ("name",),
    "Person": ("firstName", "lastName"),
    "Deal": ("name",),
    "Lead": ("name",),
    "Investor": ("name",),
}
EMAIL_FIELDS: Mapping[str, tuple[str, ...]] = {
    "Person": ("email",), "Lead": ("contactEmail",), "Investor": ("email",),
}  # fmt: skip
WEBSITE_FIELDS: Mapping[str, tuple[str, ...]] = {
    "Company": ("website",), "Lead": ("website",), "Investor": ("website",),
}  # fmt: skip
ORGANISATIONS = frozenset({"Company", "Lead", "Investor"})
TYPES = tuple(NAME_FIELDS)  # the record types /dedupe takes: each has a name, some an email or website

# Legal-form suffixes, as words after punctuation is removed ("S.A." is "sa", "Co., Ltd." is "co ltd")
SUFFIXES = frozenset({
    "ab", "ag", "as", "asa", "bv", "bvba", "co", "company", "corp", "corporation", "cv", "gmbh",
    "inc", "incorporated", "kg", "kk", "limited", "llc", "llp", "lp", "ltd", "ltda", "nv", "oy", "oyj",
    "plc", "pte", "pty", "sa", "sarl", "sas", "se", "sl", "spa", "srl",
})  # fmt: skip
_JOINING = re.compile(r"[.'\u2019`]")  # removed without a space: "A.C.M.E." is "acme", "O'Neil" "oneil"
_WORD = re.compile(r"[^\W_]+")


class Key(NamedTuple):
    reason: Reason
    value: str  # normalized, at most MAX_KEY_CHARS (a longer one is cut and ends in a digest)


# ---- normalization -------------------------------------------------------------------------------------


def name_key(text: str, *, organisation: bool) -> str:
    """A name as duplicates compare it: NFKC, format characters removed, case folded (kernel.text
    `folded`), accents removed, punctuation a space (but `.` and apostrophes, removed), spaces
    collapsed; an organisation's also loses trailing legal-form suffixes ("Acme, Inc." is "acme") and
    a leading "the", never down to nothing. Empty when nothing is left."""
    decomposed = unicodedata.normalize("NFKD", folded(text))
    plain = unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))
    words = _WORD.findall(_JOINING.sub("", plain))
    if organisation:
        while len(words) > 1 and words[-1] in SUFFIXES:
            words.pop()
        if len(words) > 1 and words[0] == "the":
            words.pop(0)
    return " ".join(words)


def email_key(text: str) -> str:
    """The whole address, lower case, surrounding space removed."""
    return text.strip().lower()


def domain_key(url: str) -> str:
    """A website's host: scheme, user, port, path, query dropped; lower case; an internationalized name
    in its ASCII (IDNA) form; a leading `www.` and a trailing dot removed. Other subdomains are kept
    (no public suffix list: `blog.acme.com` is not `acme.com`). Empty when the URL has no host."""
    try:
        host = (urlsplit(url.strip()).hostname or "").rstrip(".")
    except ValueError:
        return ""
    with contextlib.suppress(UnicodeError):  # a label IDNA 2003 refuses: compared as written
        host = host.encode("idna").decode("ascii")
    host = host.lower()
    if host.startswith("www.") and "." in host[4:]:
        host = host[4:]
    return host


def _bounded(value: str) -> str:
    if len(value) <= MAX_KEY_CHARS:
        return value
    digest = hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return f"{value[: MAX_KEY_CHARS - 17]}~{digest}"


def record_keys(record_type: str, values: Mapping[str, Any]) -> list[Key]:
    """The keys a record is compared by, each once: its name, then its emails, then its domains."""
    found: dict[Key, None] = {}
    parts = [values.get(name) for name in NAME_FIELDS.get(record_type, ())]
    name = " ".join(part for part in parts if isinstance(part, str))
    if name_value := name_key(name, organisation=record_type in ORGANISATIONS):
        found.setdefault(Key("name", _bounded(name_value)))
    for reason, fields, normalize in (
        ("email", EMAIL_FIELDS, email_key),
        ("domain", WEBSITE_FIELDS, domain_key),
    ):
        for field in fields.get(record_type, ()):
            value = values.get(field)
            if isinstance(value, str) and (normal := normalize(value)):
                found.setdefault(Key(reason, _bounded(normal)))  # type: ignore[arg-type]
    return list(found)


# ---- the index -----------------------------------------------------------------------------------------


def partition(record_type: str) -> str:
    return f"{PARTITION_PREFIX}{record_type}"


def _escaped(value: str) -> str:
    return value.replace("%", "%25").replace("#", "%23")


def key_run(key: Key) -> str:
    """The sort-key prefix of one key's entries (without the record id); a claim's sort key."""
    return f"{key.reason}#{_escaped(key.value)}#"


def claim_partition(record_type: str) -> str:
    """Where creates that must not race claim their keys (records.matching)."""
    return f"{CLAIM_PREFIX}{record_type}"


def sort_keys(keys: Iterable[Key], record_id: str) -> list[str]:
    return [f"{key_run(key)}{record_id}" for key in keys]


def index_writes(record_type: str, record_id: str, before: Iterable[str], keys: Sequence[Key]) -> list[Write]:
    """The entries to remove (sort keys in `before` no longer made) and to add, for the record's keys
    becoming `keys`. Pass the record's `duplicateKeys` as `before` (none for a record written before
    this index: its keys are all added)."""
    after = dict(zip(sort_keys(keys, record_id), keys, strict=True))
    old = set(before)
    lost = sorted(old - after.keys())
    writes: list[Write] = [Delete(partition(record_type), sort, must_exist=False) for sort in lost]
    # Each key's claim counts the records holding it (records.matching): a loss takes one off
    writes += [Add(claim_partition(record_type), sort.removesuffix(record_id), {"count": -1, "version": 1})
               for sort in lost]  # fmt: skip
    gained = [(sort, key) for sort, key in sorted(after.items()) if sort not in old]
    writes += [
        Create(
            partition(record_type), sort, {"recordId": record_id, "reason": key.reason, "value": key.value}
        )
        for sort, key in gained
    ]
    claims = claim_partition(record_type)
    writes += [
        Add(claims, key_run(key), {"count": 1, "version": 1}, set={"one": record_id}) for _, key in gained
    ]
    return writes


def records_with_key(store: TenantStore, record_type: str, key: Key, *, most: int) -> list[str]:
    """The ids of (at most `most` of) the live records of the type that have this key: one Query."""
    found = store.query(partition(record_type), sort_prefix=key_run(key), limit=most, consistent=True)
    return [str(entry["recordId"]) for entry in found.items]


# ---- reading groups --------------------------------------------------------------------------------------


class Group(NamedTuple):
    key: Key
    record_ids: list[str]
    more: bool  # the run holds more records than MAX_GROUP_RECORDS


class DuplicateGroups:
    """Pages of a type's groups of likely duplicates, for one firm (the store is bound to it)."""

    def __init__(self, store: TenantStore, codec: CursorCodec, record_type: str) -> None:
        self._store = store
        self._codec = codec
        self._type = record_type
        self._scope = f"{store.firm_id}|dedupe|{record_type}"

    def page(self, limit: int, cursor: str | None) -> tuple[list[Group], str | None]:
        """Up to `limit` groups after the cursor's position, and the cursor after the last run decided
        (None at the end of the index). A page may be short, even empty with a cursor, when
        MAX_ENTRIES_READ entries held fewer groups; the run being read when they ran out is read again
        by the next call (it holds at most MAX_GROUP_RECORDS + 1 entries, so every call moves on)."""
        limit = max(1, min(limit, MAX_PAGE_SIZE))
        position = decided = self._position(cursor)  # read after `position`; all is decided to `decided`
        groups: list[Group] = []
        run: list[dict[str, Any]] = []  # entries of the key being read, oldest record first
        read = 0
        while read < MAX_ENTRIES_READ:
            page = self._store.query(partition(self._type), after=position, limit=_BATCH, consistent=True)
            read += len(page.items)
            for entry in page.items:
                if run and _entry_key(entry) != _entry_key(run[0]):
                    _close(run, groups)
                    decided, run = _entry_sort(run[-1]), []
                    if len(groups) == limit:
                        return groups, self._cursor(decided)
                run.append(entry)
                if len(run) > MAX_GROUP_RECORDS:  # enough to show: skip the rest of this key's run
                    _close(run, groups)
                    decided, run = f"{key_run(_entry_key(run[0]))}{_AFTER_EVERY_ID}", []
                    if len(groups) == limit:
                        return groups, self._cursor(decided)
                    break
            else:
                if page.next_cursor is None:  # the end of the index: the last run is complete
                    _close(run, groups)
                    return groups, None
            position = _entry_sort(run[-1]) if run else decided
        return groups, self._cursor(decided)

    def _cursor(self, decided: str | None) -> str | None:
        return None if decided is None else self._codec.encode({"after": decided}, self._scope)

    def _position(self, cursor: str | None) -> str | None:
        if cursor is None:
            return None
        after = self._codec.decode(cursor, self._scope).get("after")
        if not isinstance(after, str) or not after:
            raise errors.invalid_cursor()
        return after

    def records(self, groups: Sequence[Group]) -> dict[str, dict[str, Any]]:
        """The live records the groups name, by id (one consistent BatchGetItem per 100)."""
        ids = list(dict.fromkeys(record_id for group in groups for record_id in group.record_ids))
        found: dict[str, dict[str, Any]] = {}
        for start in range(0, len(ids), 100):
            keys = [(live_partition(self._type), record_id) for record_id in ids[start : start + 100]]
            for (_, record_id), item in self._store.get_many(keys, consistent=True).items():
                found[record_id] = item
        return found


def _close(run: Sequence[Mapping[str, Any]], groups: list[Group]) -> None:
    """A run of two records or more is a group (its first MAX_GROUP_RECORDS records)."""
    if len(run) >= 2:
        ids = [entry["recordId"] for entry in run[:MAX_GROUP_RECORDS]]
        groups.append(Group(_entry_key(run[0]), ids, len(run) > MAX_GROUP_RECORDS))


def _entry_key(entry: Mapping[str, Any]) -> Key:
    return Key(entry["reason"], entry["value"])


def _entry_sort(entry: Mapping[str, Any]) -> str:
    return f"{key_run(_entry_key(entry))}{entry['recordId']}"
