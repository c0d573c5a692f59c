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
3. ClientRequestToken is ignored. botocore sends one with every TransactWriteItems and sends it again
   when it retries (after a read timeout, say); AWS then answers the retry without applying it twice,
   but moto applies it again, fails its own conditions and reports a conflict for a write that
   happened. Here a token that committed within ten minutes answers success again, as AWS does.
4. Answers are serialized by walking botocore's shapes, attribute by attribute: about 0.3 ms per
   stored attribute, so a page of 50 items takes longer than the whole request around it. For the
   item operations the answer is already DynamoDB's JSON, so it is written as is (a test compares it
   with moto's own serializer).
5. Every item moto ever makes is kept: its models append each new instance to a class-wide list (for
   its dashboard), and a query deep-copies the items it answers, so a list of 50 forms leaves 50 items
   behind and a local stack grows by tens of MB per thousand requests. Items and stream records are
   not tracked here; tables and indexes still are.
6. A Query reads the whole table. moto gathers and sorts every item of the table for each Query, then
   keeps the partition asked for, so a page costs what the table holds: a session of tests or a local
   stack slows down as it fills, and a small firm's list is as slow as the biggest firm's. Here a
   Query of the table reads its partition only, and a Query of an index the items that carry the
   index's partition key, unsorted, before moto sorts what it kept, as AWS reads only the partition.
   Those are found through a map of each index key's values to the keys of the items holding them,
   made on the index's first Query and kept as items are written (`_IndexKeys`), each entry checked
   against the item when read: finding them by reading every item made a late test of a session, or
   a long-running local stack, pay for every item written before it.
7. Numbers are added with the wrong precision. moto's `+` and `-` of Numbers (ADD, SET a = a + :v) read
   a number without a point with int() ("1E-7", as boto3 writes Decimal("1e-7"), fails: a 500), add
   with Python's 28-digit context (rounding without a word) or as unbounded ints. DynamoDB adds exactly
   to 38 significant digits and magnitudes 1e-130 to 1e125 and refuses what needs more: a
   ValidationException, in a transaction a cancellation reason `ValidationError`, nothing written.

`purge(now)` is what AWS does in the background and moto never does: it deletes items whose TTL
attribute has passed, and drops stream records older than a day (DynamoDB Streams keeps 24 hours).
The local stack calls it every minute.
"""

from __future__ import annotations

import base64
import copy
import functools
import hashlib
import inspect
import json
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Collection, Mapping
from datetime import UTC, datetime
from decimal import Context, Decimal, Inexact
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from moto.dynamodb.exceptions import MockValidationException

_LOCK = threading.RLock()  # re-entrant: a transaction calls the other write methods
TOKEN_SECONDS = 600  # how long AWS remembers a ClientRequestToken
STREAM_SECONDS = 24 * 3600  # how long DynamoDB Streams keeps a record
_ITEM_OPERATIONS = frozenset(
    {"GetItem", "BatchGetItem", "Query", "Scan", "PutItem", "UpdateItem", "DeleteItem", "TransactGetItems"}
)
_request = threading.local()  # the ClientRequestToken of the call this thread is serving, in_transaction
_query = threading.local()  # the partition this thread's Query reads: (table, attribute or None, value)
_committed_tokens: OrderedDict[str, tuple[str, float]] = OrderedDict()  # token -> (request digest, when)
# DynamoDB's Numbers: 38 significant digits (an inexact sum is refused), magnitudes 1e-130 to 1e125.
_NUMBERS = Context(prec=38, traps=[Inexact])
SMALLEST_MAGNITUDE, LARGEST_MAGNITUDE = -130, 125
# What DynamoDB answers; it says "overflow" for a sum that needs more than 38 digits too.
_ATTEMPTING = "Attempting to store a number with magnitude"
NUMBER_OVERFLOW = f"Number overflow. {_ATTEMPTING} larger than supported range"
NUMBER_UNDERFLOW = f"Number underflow. {_ATTEMPTING} smaller than supported range"
fast_answers = True  # False: moto's own serializer, to compare against
partition_reads = True  # False: moto's own whole-table Query, to compare against
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
    from moto.dynamodb.models.dynamo_type import DynamoType, Item
    from moto.dynamodb.models.table import StreamRecord, Table
    from moto.dynamodb.responses import DynamoHandler, DynamoResult

    if getattr(DynamoDBBackend, "_records_platform_fidelity", False):
        return
    DynamoDBBackend.transact_write_items = _transact_write_items  # type: ignore[method-assign]
    DynamoDBBackend.update_item = _whole_update(DynamoDBBackend.update_item)  # type: ignore[method-assign]
    for name in _OPERATIONS:  # after _whole_update: what it copies and puts back is read under the lock
        setattr(DynamoDBBackend, name, _atomic(getattr(DynamoDBBackend, name)))
    for model in (Item, StreamRecord):
        model.__new__ = staticmethod(_untracked_new)  # type: ignore[method-assign]
    setattr(DynamoHandler, "transact_write_items", _with_token(DynamoHandler.transact_write_items))  # noqa: B010
    # moto's UpdateItem answer copies the item it read outside the backend's lock: a write to the same
    # item meanwhile (an API token's last use, from two calls at once) broke the copy. The whole call
    # holds the lock, as DynamoDB applies an update atomically.
    setattr(DynamoHandler, "update_item", _atomic(DynamoHandler.update_item))  # noqa: B010
    setattr(DynamoResult, "execute_result", _as_json(DynamoResult.execute_result))  # noqa: B010
    Table.query = _partition_query(Table.query)  # type: ignore[method-assign]
    Table.all_items = _partition_items(Table.all_items)  # type: ignore[method-assign,assignment]
    Table.put_item = _noting_puts(Table.put_item)  # type: ignore[method-assign]
    DynamoType.__add__ = _exact_numbers(DynamoType.__add__, negate=False)  # type: ignore[method-assign]
    DynamoType.__sub__ = _exact_numbers(DynamoType.__sub__, negate=True)  # type: ignore[method-assign]
    DynamoDBBackend._records_platform_fidelity = True  # type: ignore[attr-defined]


def _exact_numbers(operation: Callable[[Any, Any], Any], *, negate: bool) -> Callable[[Any, Any], Any]:
    """`+` (or, `negate`, `-`) of two Numbers as DynamoDB computes it; anything else as moto does."""

    def exact(self: Any, other: Any) -> Any:
        if not (self.is_number() and other.is_number()):
            return operation(self, other)
        added = Decimal(other.value)  # from text: exact, whatever the context
        return type(self)({"N": _dynamodb_sum(Decimal(self.value), added.copy_negate() if negate else added)})

    return exact


def _dynamodb_sum(first: Decimal, second: Decimal) -> str:
    """The sum as DynamoDB stores it (plain digits, no exponent, no trailing zeros), or its refusal."""
    try:
        total = _NUMBERS.add(first, second)
    except Inexact:
        raise _number_refused()(NUMBER_OVERFLOW) from None
    if not total:
        return "0"
    if total.adjusted() > LARGEST_MAGNITUDE:
        raise _number_refused()(NUMBER_OVERFLOW)
    if total.adjusted() < SMALLEST_MAGNITUDE:
        raise _number_refused()(NUMBER_UNDERFLOW)
    return f"{total.normalize(_NUMBERS):f}"


@functools.cache
def _number_refused() -> type[MockValidationException]:
    """moto's ValidationException, marked so that a transaction reports it as DynamoDB does: as the
    cancellation reason of its item (made here: moto is imported only when installed)."""
    from moto.dynamodb.exceptions import MockValidationException

    class NumberRefused(MockValidationException):
        pass

    return NumberRefused


def _whole_update(update_item: Callable[..., Any]) -> Callable[..., Any]:
    """moto applies an update expression clause by clause onto the stored item (a new item's key first):
    a sum refused halfway leaves the clauses before it applied. DynamoDB writes all or nothing. (In a
    transaction, the transaction puts back every item it touched.)"""

    def update(self: Any, table_name: str, key: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        table = self.get_table(table_name)
        whole_key = all(name in key for name in (table.hash_key_attr, table.range_key_attr) if name)
        if getattr(_request, "in_transaction", False) or not whole_key:  # moto refuses a partial key
            try:
                return update_item(self, table_name, key, *args, **kwargs)
            finally:
                _IndexKeys.note_key(table, key)
        undo = _Undo()
        undo.remember(self, "Update", {"TableName": table_name, "Key": key})
        try:
            return update_item(self, table_name, key, *args, **kwargs)
        except _number_refused():
            undo.restore()
            raise
        finally:
            _IndexKeys.note_key(table, key)

    return update


def _partition_query(query: Callable[..., Any]) -> Callable[..., Any]:
    """Marks, for the items lookup below, which partition this Query reads."""
    signature = inspect.signature(query)

    def partition_query(*args: Any, **kwargs: Any) -> Any:
        arguments = signature.bind(*args, **kwargs).arguments
        table, conditions = arguments["self"], arguments.get("hash_key_conditions") or []
        if arguments.get("index_name") is None:
            _query.partition = (table, None, arguments["hash_key"])
        elif len(conditions) == 1:
            _query.partition = (table, *conditions[0])
        try:
            return query(*args, **kwargs)
        finally:
            _query.partition = None

    return partition_query


def _partition_items(all_items: Callable[[Any], list[Any]]) -> Callable[[Any], list[Any]]:
    """The items of the partition a Query reads, when one is marked; else every item, as moto does."""

    def partition_items(table: Any) -> list[Any]:
        marked = getattr(_query, "partition", None)
        if marked is None or not partition_reads or marked[0] is not table or not table.range_key_attr:
            return all_items(table)
        _, attribute, value = marked
        if attribute is None:
            return list(table.items.get(value, {}).values())
        return _IndexKeys.of(table).items_holding(attribute, value)

    return partition_items


def _noting_puts(put_item: Callable[..., Any]) -> Callable[..., Any]:
    def noted_put_item(table: Any, *args: Any, **kwargs: Any) -> Any:
        item = put_item(table, *args, **kwargs)
        _IndexKeys.note(table, item)
        return item

    return noted_put_item


class _IndexKeys:
    """A table's index partition keys: attribute -> value -> the keys of the items that held it when
    written. Every put and update notes its item, so an item holding a value is always listed under
    it; an entry the item no longer matches (updated since, deleted, put back by a cancelled
    transaction) is dropped when read. Only string values are mapped (every index key of the
    template's tables); a Query of another type reads every item, as moto does."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.by_attribute: dict[str, dict[Any, set[tuple[Any, Any]]]] = {}

    @staticmethod
    def of(table: Any) -> _IndexKeys:
        keys: _IndexKeys | None = table.__dict__.get("_index_keys")
        if keys is None:
            keys = table._index_keys = _IndexKeys(table)
        return keys

    @staticmethod
    def note(table: Any, item: Any) -> None:
        keys: _IndexKeys | None = table.__dict__.get("_index_keys")
        if keys is None or item is None:
            return
        for attribute, values in keys.by_attribute.items():
            value = item.attrs.get(attribute)
            if value is not None and value.type == "S":
                values.setdefault(value.value, set()).add((item.hash_key, item.range_key))

    @staticmethod
    def note_key(table: Any, key: Mapping[str, Any]) -> None:
        from moto.dynamodb.models.dynamo_type import DynamoType

        if table.__dict__.get("_index_keys") is None or table.range_key_attr not in key:
            return
        hash_value, range_value = DynamoType(key[table.hash_key_attr]), DynamoType(key[table.range_key_attr])
        _IndexKeys.note(table, table.items.get(hash_value, {}).get(range_value))

    def items_holding(self, attribute: str, value: Any) -> list[Any]:
        if value.type != "S":
            return [item for item in self._every_item() if item.attrs.get(attribute) == value]
        values = self.by_attribute.get(attribute)
        if values is None:
            values = self.by_attribute[attribute] = {}
            for item in self._every_item():
                found = item.attrs.get(attribute)
                if found is not None and found.type == "S":
                    values.setdefault(found.value, set()).add((item.hash_key, item.range_key))
        keys = values.get(value.value, set())
        holding = []
        for key in list(keys):
            item = self.table.items.get(key[0], {}).get(key[1])
            if item is not None and item.attrs.get(attribute) == value:
                holding.append(item)
            else:
                keys.discard(key)
        return holding

    def _every_item(self) -> list[Any]:
        return [item for partition in self.table.items.values() for item in partition.values()]


def _untracked_new(cls: type, *args: Any, **kwargs: Any) -> Any:
    return object.__new__(cls)


def _atomic(method: Callable[..., Any]) -> Callable[..., Any]:
    def atomic(self: Any, *args: Any, **kwargs: Any) -> Any:
        with _LOCK:
            return method(self, *args, **kwargs)

    return atomic


def _with_token(handle: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """Hands the request's ClientRequestToken to the backend, which moto does not."""

    def transact_write_items(self: Any) -> Any:
        _request.token = self.body.get("ClientRequestToken")
        try:
            return handle(self)
        finally:
            _request.token = None

    return transact_write_items


def _as_json(serialize: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    def execute_result(self: Any, context: Any) -> Any:
        if not fast_answers or context.operation_model.name not in _ITEM_OPERATIONS:
            return serialize(self, context)
        body = json.dumps(self.result, default=_blob, separators=(",", ":"))
        return 200, {"Content-Type": "application/x-amz-json-1.0"}, body

    return execute_result


def _blob(value: Any) -> str:
    if isinstance(value, bytes):
        return base64.b64encode(value).decode()
    raise TypeError(f"{type(value).__name__} is not part of an item answer")


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
    token = getattr(_request, "token", None)
    request = hashlib.sha256(json.dumps(transact_items, sort_keys=True, default=str).encode()).hexdigest()
    if token is not None and _already_committed(token, request):
        return
    undo = _Undo()
    reasons: list[tuple[Any, Any, Any]] = []
    _request.in_transaction = True
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
    finally:
        _request.in_transaction = False
    if any(code is not None for code, _, _ in reasons):
        undo.restore()
        raise TransactionCanceledException(reasons)
    if token is not None:
        _committed_tokens[token] = (request, time.monotonic())


def _already_committed(token: str, request: str) -> bool:
    """Whether this token committed in the last ten minutes; the same token with another request is
    AWS's IdempotentParameterMismatchException."""
    from moto.dynamodb.exceptions import DynamodbException

    horizon = time.monotonic() - TOKEN_SECONDS
    while _committed_tokens and next(iter(_committed_tokens.values()))[1] < horizon:
        _committed_tokens.popitem(last=False)
    committed = _committed_tokens.get(token)
    if committed is None:
        return False
    if committed[0] != request:
        raise DynamodbException(
            "com.amazonaws.dynamodb.v20120810#IdempotentParameterMismatchException",
            "The request uses the same client token as a previous, but non-identical request.",
        )
    return True


def purge(now: float | None = None, tables: Collection[str] | None = None) -> int:
    """Deletes every item whose TTL attribute is before `now` (epoch seconds) in every table with TTL
    on (or in `tables`), and stream records older than a day; how many items went."""
    from moto.dynamodb.models import dynamodb_backends

    now = time.time() if now is None else now
    purged = 0
    with _LOCK:
        for account in dynamodb_backends.values():
            for backend in account.values():
                for name, table in backend.tables.items():
                    if tables is None or name in tables:
                        purged += _purge_table(table, now)
    return purged


def _purge_table(table: Any, now: float) -> int:
    attribute = table.ttl.get("AttributeName") if table.ttl.get("TimeToLiveStatus") == "ENABLED" else None
    expired = []
    if attribute:
        for item in table.all_items():
            value = item.attrs.get(attribute)
            if value is not None and value.type == "N" and float(value.value) < now:
                expired.append(item)
    for item in expired:
        table.delete_item(item.hash_key, item.range_key)
    shard = table.stream_shard
    if shard is not None:
        horizon = datetime.fromtimestamp(now - STREAM_SECONDS, UTC).replace(tzinfo=None)  # as moto's: naive
        old = next(
            (i for i, record in enumerate(shard.items) if _created(record) >= horizon), len(shard.items)
        )
        del shard.items[:old]
        shard.starting_sequence_number += old  # sequence numbers of the records kept stay as they were
    return len(expired)


def _created(record: Any) -> datetime:
    created: datetime = record.record["dynamodb"]["ApproximateCreationDateTime"]
    return created


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
                _IndexKeys.note(table, original)
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
    except _number_refused() as refused:  # the item's reason, as DynamoDB cancels for a refused sum
        return "ValidationError", refused.message, original
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
