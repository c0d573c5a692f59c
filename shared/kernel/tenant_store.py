"""The data table, as a handler reads it: bound to one firm, every key prefixed with the firm's id.

No code path takes a firm id from the request: the store is built from the authenticated principal.
Keys are `<firm>#<partition>` / `<sort>`; ids never contain '#', so one firm's keys cannot reach
another's. Lists are Query with a signed cursor; there is no Scan. Writes do not happen here: a
handler returns them (kernel.unit_of_work) and the pipeline commits them.

The table has two global secondary indexes, `gsi1` and `gsi2` (template.yaml): another sort order of
the same items. An item joins one by carrying `gsi1pk`/`gsi1sk` (or `gsi2...`); the kernel prefixes the
index partition with the firm as it does `pk`, so an index is firm-bound like the table.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from kernel import aws
from kernel.cursor import CursorCodec

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient

DELIMITER = "#"
DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 200
# A filtered page that came back empty is read on in bigger pages, for this long at most: a filter
# that matches nothing in a big partition answers an empty page with a cursor rather than time out.
FILTERED_READ_PAGE = 1000
FILTERED_READ_SECONDS = 3.0
INDEXES = ("gsi1", "gsi2")
INDEX_PARTITIONS = tuple(f"{index}pk" for index in INDEXES)


class Page(NamedTuple):
    items: list[dict[str, Any]]
    next_cursor: str | None


class TenantStore:
    def __init__(
        self,
        firm_id: str,
        table: str,
        cursor_codec: Callable[[], CursorCodec],
        client: DynamoDBClient | None = None,
    ) -> None:
        if not firm_id or DELIMITER in firm_id:
            raise ValueError("a firm id is required and cannot contain the key delimiter")
        self.firm_id = firm_id
        self.table = table
        self._cursor_codec = cursor_codec
        self._client = client

    @property
    def client(self) -> DynamoDBClient:
        return self._client or aws.dynamodb()

    def partition_key(self, partition: str) -> str:
        if not partition or partition.startswith(DELIMITER):
            raise ValueError("partition names start with a name, not the delimiter")
        return f"{self.firm_id}{DELIMITER}{partition}"

    def owns(self, pk: str) -> bool:
        return pk.startswith(f"{self.firm_id}{DELIMITER}")

    def bind_indexes(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """The values with each index partition (`gsi1pk` ...) bound to this firm, as `pk` is."""
        return {
            name: self.partition_key(value) if name in INDEX_PARTITIONS and value is not None else value
            for name, value in values.items()
        }

    def get(self, partition: str, sort: str, *, consistent: bool = False) -> dict[str, Any] | None:
        item = aws.get(self.client, self.table, self.partition_key(partition), sort, consistent=consistent)
        return _strip_keys(item) if item else None

    def get_many(
        self, keys: list[tuple[str, str]], *, consistent: bool = False
    ) -> dict[tuple[str, str], Any]:
        """Several items in one round trip: (partition, sort) -> item, for those that exist."""
        wire_keys = tuple((self.partition_key(partition), sort) for partition, sort in keys)
        found = aws.batch_get(self.client, [aws.Read(self.table, wire_keys, consistent)])
        by_key = {(pk, sk): item for (_, pk, sk), item in found.items()}
        return {
            (partition, sort): _strip_keys(by_key[wire])
            for (partition, sort), wire in zip(keys, wire_keys, strict=True)
            if wire in by_key
        }

    def query(
        self,
        partition: str,
        *,
        sort_prefix: str = "",
        limit: int = DEFAULT_PAGE_SIZE,
        cursor: str | None = None,
        newest_first: bool = False,
        equals: Mapping[str, str | bool | int] | None = None,
        after: str | None = None,
        consistent: bool = False,
        index: str | None = None,
        between: tuple[str, str] | None = None,
    ) -> Page:
        """One page of a partition (or of an index partition) in sort-key order, with a cursor to the
        next page when there is one. With `equals`, DynamoDB drops non-matching items after reading a
        page, so a page may be short; an empty one is read on (in bigger pages, for at most
        FILTERED_READ_SECONDS), so a page is empty with a cursor only when that much found nothing."""
        if index is not None and index not in INDEXES:
            raise ValueError(f"unknown index {index}")
        limit = max(1, min(limit, MAX_PAGE_SIZE))
        filters = sorted((equals or {}).items())
        scope = f"{self.firm_id}|{index}|{partition}|{sort_prefix}|{after}|{between}|{newest_first}|{filters}"
        start = None
        if cursor:
            start = self._cursor_codec().decode(cursor, scope)
            if not self.owns(start.get("pk", {}).get("S", "")):
                raise ValueError("cursor outside this firm")  # unreachable unless the signing key leaked
        read_limit, deadline = limit, time.monotonic() + FILTERED_READ_SECONDS
        while True:
            items, last_key = aws.query(
                self.client,
                self.table,
                self.partition_key(partition),
                sort_prefix=sort_prefix,
                after=after,
                limit=read_limit,
                newest_first=newest_first,
                consistent=consistent,
                start=start,
                filter_equals=dict(filters),
                index=index,
                between=between,
            )
            if len(items) > limit:  # a big read found more than the page: the next page starts after it
                items = items[:limit]
                last_key = _wire_key(items[-1], index)
            if items or last_key is None or time.monotonic() > deadline:
                break
            start, read_limit = last_key, FILTERED_READ_PAGE
        next_cursor = self._cursor_codec().encode(dict(last_key), scope) if last_key else None
        return Page(items=[_strip_keys(item) for item in items], next_cursor=next_cursor)


_KEY_ATTRIBUTES = frozenset(("pk", "sk", *(f"{index}{part}" for index in INDEXES for part in ("pk", "sk"))))


def _wire_key(item: Mapping[str, Any], index: str | None) -> dict[str, Any]:
    """The key of an item as DynamoDB's LastEvaluatedKey writes it (with the index's, for an index)."""
    names = ["pk", "sk", *([f"{index}pk", f"{index}sk"] if index else [])]
    return {name: {"S": item[name]} for name in names}


def _strip_keys(item: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in item.items() if name not in _KEY_ATTRIBUTES}
