"""The data table, as a handler sees it: bound to one firm, every key prefixed with the firm's id.

No code path takes a firm id from the request: the store is built from the authenticated principal.
Keys are `<firm>#<partition>` / `<sort>`; ids never contain '#', so one firm's keys cannot reach
another's. Lists are Query with a signed cursor; there is no Scan.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kernel import aws
from kernel.cursor import CursorCodec

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient

DELIMITER = "#"
DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 200


class WriteConflict(Exception):
    """A transaction was cancelled; `reasons` has one code per operation ("None" where it was fine)."""

    def __init__(self, reasons: list[str], kernel_reasons: list[str]) -> None:
        super().__init__(", ".join(reasons + kernel_reasons))
        self.reasons = reasons
        self.kernel_reasons = kernel_reasons


@dataclass(frozen=True)
class Page:
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
        self._table = table
        self._cursor_codec = cursor_codec
        self._client = client

    @property
    def client(self) -> DynamoDBClient:
        if self._client is None:
            self._client = aws.dynamodb()
        return self._client

    def partition_key(self, partition: str) -> str:
        if not partition or partition.startswith(DELIMITER):
            raise ValueError("partition names start with a name, not the delimiter")
        return f"{self.firm_id}{DELIMITER}{partition}"

    def key(self, partition: str, sort: str) -> dict[str, Any]:
        return {"pk": {"S": self.partition_key(partition)}, "sk": {"S": sort}}

    def get(self, partition: str, sort: str, *, consistent: bool = False) -> dict[str, Any] | None:
        response = self.client.get_item(
            TableName=self._table, Key=self.key(partition, sort), ConsistentRead=consistent
        )
        item = response.get("Item")
        return _strip_keys(aws.from_item(item)) if item else None

    def put(self, partition: str, sort: str, values: dict[str, Any], *, only_if_new: bool = False) -> None:
        kwargs: dict[str, Any] = {"TableName": self._table, "Item": self.item(partition, sort, values)}
        if only_if_new:
            kwargs["ConditionExpression"] = "attribute_not_exists(pk)"
        self.client.put_item(**kwargs)

    def item(self, partition: str, sort: str, values: dict[str, Any]) -> dict[str, Any]:
        """A full DynamoDB item for this firm, for callers composing a transaction."""
        return aws.to_item({**values, "pk": self.partition_key(partition), "sk": sort})

    def transact(self, operations: list[dict[str, Any]], kernel_items: Sequence[dict[str, Any]] = ()) -> None:
        """Writes all or nothing: this firm's operations (keys built by `key`/`item`), plus items the
        kernel adds (the idempotency record's completion). WriteConflict names what was refused."""
        for operation in operations:
            body = next(iter(operation.values()))
            body.setdefault("TableName", self._table)
            key = body.get("Key") or body.get("Item") or {}
            if not key.get("pk", {}).get("S", "").startswith(f"{self.firm_id}{DELIMITER}"):
                raise ValueError("a transaction may only touch this firm's keys")
        items = [*operations, *kernel_items]
        try:
            self.client.transact_write_items(TransactItems=items)  # type: ignore[arg-type]
        except self.client.exceptions.TransactionCanceledException as error:
            reasons = [reason.get("Code", "None") for reason in error.response.get("CancellationReasons", [])]
            raise WriteConflict(reasons[: len(operations)], reasons[len(operations) :]) from error

    def query(
        self,
        partition: str,
        *,
        sort_prefix: str = "",
        limit: int = DEFAULT_PAGE_SIZE,
        cursor: str | None = None,
        newest_first: bool = False,
        equals: Mapping[str, str | bool | int] | None = None,
    ) -> Page:
        """One page of a partition in sort-key order, with a cursor to the next page when there is one."""
        limit = max(1, min(limit, MAX_PAGE_SIZE))
        filters = sorted((equals or {}).items())
        scope = f"{self.firm_id}|{partition}|{sort_prefix}|{newest_first}|{filters}"
        values: dict[str, Any] = {":pk": {"S": self.partition_key(partition)}}
        condition = "pk = :pk"
        if sort_prefix:  # DynamoDB refuses begins_with on an empty string
            condition += " AND begins_with(sk, :prefix)"
            values[":prefix"] = {"S": sort_prefix}
        kwargs: dict[str, Any] = {
            "TableName": self._table,
            "KeyConditionExpression": condition,
            "ExpressionAttributeValues": values,
            "Limit": limit,
            "ScanIndexForward": not newest_first,
        }
        if filters:  # applied after the page is read: a page may hold fewer than `limit` items
            kwargs["FilterExpression"] = " AND ".join(f"#f{i} = :f{i}" for i in range(len(filters)))
            kwargs["ExpressionAttributeNames"] = {f"#f{i}": name for i, (name, _) in enumerate(filters)}
            values.update(aws.to_item({f":f{i}": value for i, (_, value) in enumerate(filters)}))
        if cursor:
            start = self._cursor_codec().decode(cursor, scope)
            if not start.get("pk", {}).get("S", "").startswith(f"{self.firm_id}{DELIMITER}"):
                raise ValueError("cursor outside this firm")  # unreachable unless the signing key leaked
            kwargs["ExclusiveStartKey"] = start
        response = self.client.query(**kwargs)
        items = [_strip_keys(aws.from_item(item)) for item in response.get("Items", [])]
        last_key = response.get("LastEvaluatedKey")
        next_cursor = self._cursor_codec().encode(dict(last_key), scope) if last_key else None
        return Page(items=items, next_cursor=next_cursor)


def _strip_keys(item: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in item.items() if key not in ("pk", "sk")}
