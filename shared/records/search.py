"""Search over records' name-like fields: words matched by prefix, case- and accent-insensitive.

Index (committed with the record, in its transaction): one item per distinct word of a record's
name-like fields,

    pk <firm>#SEARCH#<first character of the word>   sk <word>#<recordId>   recordId, recordType

so the records whose words begin with "acm" are one Query of `SEARCH#a` with `begins_with(sk, "acm")`,
in word order (shorter completions first). A search reads the index for its longest word (the most
selective), at most CANDIDATE_ENTRIES entries, fetches those records in one BatchGetItem, keeps the
ones that match every word, and ranks them. Its cost follows the page, not the firm's size.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Create, Delete, Write

PARTITION_PREFIX = "SEARCH#"
MAX_WORDS_PER_RECORD = 20
MAX_WORD_LENGTH = 64
MAX_QUERY_WORDS = 8
MAX_ANCHORS = 3  # query words whose index entries one search reads, longest first, until one matches
CANDIDATE_ENTRIES = 200  # index entries read for one search, at most
CANDIDATE_RECORDS = 100  # records fetched for one search, at most (one BatchGetItem)
_WORD = re.compile(r"[^\W_]+")
_IGNORED_URL_WORDS = frozenset({"www", "http", "https"})

# The fields a record is found by, primary first (a match there ranks higher).
NAME_FIELDS: Mapping[str, tuple[str, ...]] = {
    "Company": ("name", "website"),
    "Person": ("lastName", "firstName", "email"),
    "Deal": ("name",),
    "Lead": ("name", "companyName", "contactName", "contactEmail", "website"),
    "Investor": ("name", "email", "website"),
}
_URL_FIELDS = frozenset({"website"})


def fold(text: str) -> str:
    """Lower case without accents: "Acmé" -> "acme"."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def words(text: str) -> list[str]:
    return [word[:MAX_WORD_LENGTH] for word in _WORD.findall(fold(text))]


def record_words(record_type: str, values: Mapping[str, Any]) -> list[str]:
    """The distinct words a record is found by, primary field first, at most MAX_WORDS_PER_RECORD."""
    found: dict[str, None] = {}
    for key in NAME_FIELDS.get(record_type, ()):
        value = values.get(key)
        if isinstance(value, str):
            for word in _field_words(key, value):
                found.setdefault(word)
    return list(found)[:MAX_WORDS_PER_RECORD]


def _field_words(key: str, value: str) -> list[str]:
    if key in _URL_FIELDS:
        host = urlsplit(value).hostname or ""
        return [word for word in words(host) if word not in _IGNORED_URL_WORDS]
    return words(value)


def _partition(word: str) -> str:
    return f"{PARTITION_PREFIX}{word[0]}"


def _sort_key(word: str, record_id: str) -> str:
    return f"{word}#{record_id}"


def index_writes(
    record_type: str, record_id: str, before: Iterable[str], after: Iterable[str]
) -> list[Write]:
    """The index entries to add and remove when a record's words change from `before` to `after`."""
    old, new = set(before), set(after)
    writes: list[Write] = [Delete(_partition(word), _sort_key(word, record_id)) for word in sorted(old - new)]
    writes += [
        Create(
            _partition(word),
            _sort_key(word, record_id),
            {"recordId": record_id, "recordType": record_type},
        )
        for word in sorted(new - old)
    ]
    return writes


class Candidate(NamedTuple):
    record_type: str
    record_id: str


def candidates(store: TenantStore, anchor: str, types: frozenset[str]) -> list[Candidate]:
    """Records whose words may match: those with a word beginning with `anchor`, one of the query's."""
    found: dict[str, Candidate] = {}
    cursor: str | None = None
    read = 0
    while read < CANDIDATE_ENTRIES and len(found) < CANDIDATE_RECORDS:
        page = store.query(_partition(anchor), sort_prefix=anchor, limit=100, cursor=cursor)
        read += len(page.items)
        for entry in page.items:
            if entry["recordType"] in types:
                found.setdefault(entry["recordId"], Candidate(entry["recordType"], entry["recordId"]))
        if page.next_cursor is None:
            break
        cursor = page.next_cursor
    return list(found.values())[:CANDIDATE_RECORDS]


def score(record_type: str, values: Mapping[str, Any], query_words: list[str]) -> int | None:
    """How well a record matches (higher is better), or None when a query word matches none of its
    words. A word equal to the query word counts more than a longer one it begins; the primary name
    field counts more than the others."""
    fields = [
        _field_words(key, value)
        for key in NAME_FIELDS.get(record_type, ())
        if isinstance(value := values.get(key), str)
    ]
    total = 0
    for query_word in query_words:
        best = 0
        for position, field_words in enumerate(fields):
            for word in field_words:
                if word.startswith(query_word):
                    points = (4 if word == query_word else 2) + (1 if position == 0 else 0)
                    best = max(best, points)
        if best == 0:
            return None
        total += best
    return total
