"""Where moto's DynamoDB differs from AWS in ways the service depends on, mended in one place for the
tests and the local stack (`install()`, idempotent).

1. Transactions cost time in proportion to the whole table. moto deep-copies every table a
   TransactWriteItems touches, to roll back a cancelled one: about 50 µs per stored item, so with
   20,000 items every transaction takes a second, and a test session or a local stack that keeps its
   data slows down as it grows. Here only the items the transaction touches are copied, and only those
   are put back when it is cancelled; what a caller sees (conditions, cancellation reasons with
   ALL_OLD items, stream records) is unchanged.
2. Writes are not atomic. moto checks a write's condition and then applies it with no lock between, so
   two threads can both pass `attribute_not_exists`, and a read can see an item half updated (an ADD
   creates the item before it sets the attribute). AWS guarantees both, and the idempotency reservation,
   every put-if-new and the rate counter rely on them: one lock around the backend's reads and writes
   gives that back.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from typing import Any

_LOCK = threading.RLock()  # re-entrant: a transaction calls the other write methods
_OPERATIONS = (
    "put_item",
    "update_item",
    "delete_item",
    "transact_write_items",
    "get_item",
    "batch_get_item",
    "query",
    "scan",
)


def install() -> None:
    from moto.dynamodb.models import DynamoDBBackend

    if getattr(DynamoDBBackend, "_records_platform_fidelity", False):
        return
    DynamoDBBackend.transact_write_items = _transact_write_items  # type: ignore[method-assign]
    for name in _OPERATIONS:
        setattr(DynamoDBBackend, name, _atomic(getattr(DynamoDBBackend, name)))
    DynamoDBBackend._records_platform_fidelity = True  # type: ignore[attr-defined]


def _atomic(method: Callable[..., Any]) -> Callable[..., Any]:
    def atomic(self: Any, *args: Any, **kwargs: Any) -> Any:
        with _LOCK:
            return method(self, *args, **kwargs)

    return atomic


def _transact_write_items(self: Any, transact_items: list[dict[str, Any]]) -> None:
    from moto.dynamodb.exceptions import (
        MockValidationException,
        MultipleTransactionsException,
        TooManyTransactionsException,
        TransactionCanceledException,
        TransactWriteSingleOpException,
    )

    if len(transact_items) > 100:
        raise TooManyTransactionsException()
    undo = _Undo()
    reasons: list[tuple[Any, Any, Any]] = []
    try:
        for entry in transact_items:
            if len(entry) > 1:
                raise TransactWriteSingleOpException
            op_type, op = next(iter(entry.items()))
            undo.remember(self, op_type, op)
            reasons.append(_apply(self, op_type, op))
    except (MultipleTransactionsException, MockValidationException, TransactWriteSingleOpException):
        undo.restore()
        raise
    if any(code is not None for code, _, _ in reasons):
        undo.restore()
        raise TransactionCanceledException(reasons)


class _Undo:
    """The items a transaction touched, as they were, and where each table's stream stood."""

    def __init__(self) -> None:
        self.items: dict[tuple[str, Any, Any], tuple[Any, Any]] = {}
        self.streams: dict[str, tuple[Any, int]] = {}

    def remember(self, backend: Any, op_type: str, op: dict[str, Any]) -> None:
        from moto.dynamodb.exceptions import MultipleTransactionsException
        from moto.dynamodb.models.dynamo_type import DynamoType

        if op_type not in {"ConditionCheck", "Put", "Delete", "Update"}:
            raise ValueError("Unsupported transaction operation")
        table = backend.get_table(op["TableName"])
        attributes = op["Item"] if op_type == "Put" else op["Key"]
        hash_value = DynamoType(attributes[table.hash_key_attr])
        range_value = DynamoType(attributes[table.range_key_attr]) if table.range_key_attr else None
        identity = (table.name, hash_value, range_value)
        if identity in self.items:
            raise MultipleTransactionsException()
        current = table.get_item(hash_value, range_value)
        self.items[identity] = (table, copy.deepcopy(current))
        if table.stream_shard is not None and table.name not in self.streams:
            self.streams[table.name] = (table.stream_shard, len(table.stream_shard.items))

    def restore(self) -> None:
        for (_, hash_value, range_value), (table, original) in self.items.items():
            if range_value is None:
                if original is None:
                    table.items.pop(hash_value, None)
                else:
                    table.items[hash_value] = original
            elif original is None:
                table.items[hash_value].pop(range_value, None)
            else:
                table.items[hash_value][range_value] = original
        for shard, length in self.streams.values():
            del shard.items[length:]


def _apply(backend: Any, op_type: str, op: dict[str, Any]) -> tuple[Any, Any, Any]:
    """One operation as moto applies it inside a transaction: (None, None, None), or why it failed."""
    from moto.dynamodb.comparisons import get_filter_expression
    from moto.dynamodb.exceptions import (
        ConditionalCheckFailed,
        MockValidationException,
        MultipleTransactionsException,
    )

    table_name = op["TableName"]
    names = op.get("ExpressionAttributeNames")
    values = op.get("ExpressionAttributeValues")
    condition = op.get("ConditionExpression")
    original: Any = None
    try:
        key = op["Key"] if op_type != "Put" else _key_of(backend.get_table(table_name), op["Item"])
        current = backend.get_item(table_name, key)
        if condition is not None and not get_filter_expression(condition, names, values).expr(current):
            if op.get("ReturnValuesOnConditionCheckFailure") == "ALL_OLD" and current:
                original = current.to_json()["Attributes"]
            raise ConditionalCheckFailed(item=original)
        if op_type == "Put":
            backend.put_item(
                table_name,
                op["Item"],
                condition_expression=condition,
                expression_attribute_names=names,
                expression_attribute_values=values,
            )
        elif op_type == "Delete":
            backend.delete_item(
                table_name,
                key,
                condition_expression=condition,
                expression_attribute_names=names,
                expression_attribute_values=values,
            )
        elif op_type == "Update":
            backend.update_item(
                table_name,
                key,
                update_expression=op["UpdateExpression"],
                condition_expression=condition,
                expression_attribute_names=names,
                expression_attribute_values=values,
            )
    except (MultipleTransactionsException, MockValidationException):
        raise
    except ConditionalCheckFailed as failed:
        return "ConditionalCheckFailed", str(failed.message), original
    except Exception as error:  # moto reports any other failure as that operation's reason
        return type(error).__name__, str(error), original
    return None, None, None


def _key_of(table: Any, item: dict[str, Any]) -> dict[str, Any]:
    key = {table.hash_key_attr: item[table.hash_key_attr]}
    if table.range_key_attr is not None:
        key[table.range_key_attr] = item[table.range_key_attr]
    return key
