"""The AWS port: boto3 clients created once per process, and everything that knows DynamoDB's wire format.

Every other module describes writes as `Operation`s built here (put, update, delete, check) with
conditions written as boto3's `Attr(...)` expressions, and reads items back as plain Python values:
str, bool, int, Decimal (never a float), list, dict. boto3 honours AWS_ENDPOINT_URL, so the same code
talks to moto, LocalStack or AWS.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

import boto3
from boto3.dynamodb.conditions import (
    Attr,
    AttributeBase,
    BuiltConditionExpression,
    ConditionBase,
    ConditionExpressionBuilder,
)
from boto3.dynamodb.types import TypeDeserializer, TypeSerializer
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient
    from mypy_boto3_secretsmanager.client import SecretsManagerClient

__all__ = ["Attr", "ConditionBase"]

# Short timeouts: a Lambda waiting on a stuck connection is worse than a quick retry.
_CLIENT_CONFIG = Config(
    connect_timeout=2,
    read_timeout=5,
    retries={"mode": "standard", "max_attempts": 3},
    tcp_keepalive=True,
)

_serializer = TypeSerializer()
_deserializer = TypeDeserializer()

# Codes that mean "not now", not "wrong": the caller may retry the same request.
_UNAVAILABLE_CODES = frozenset(
    {
        "ProvisionedThroughputExceededException",
        "ThrottlingException",
        "RequestLimitExceeded",
        "InternalServerError",
        "ServiceUnavailable",
    }
)
BATCH_GET_ATTEMPTS = 5


class Unavailable(Exception):
    """DynamoDB kept some keys of a batch unprocessed (throttling) after every retry."""


def is_unavailable(error: BaseException) -> bool:
    """Whether an error of an AWS call means the service cannot answer now (network, throttling)."""
    if isinstance(error, ClientError):
        return error.response.get("Error", {}).get("Code") in _UNAVAILABLE_CODES
    return isinstance(error, (BotoCoreError, Unavailable))


@cache
def dynamodb() -> DynamoDBClient:
    return boto3.client("dynamodb", config=_CLIENT_CONFIG)


@cache
def secretsmanager() -> SecretsManagerClient:
    return boto3.client("secretsmanager", config=_CLIENT_CONFIG)


@cache
def client(service: str) -> Any:
    """Another AWS service's client (a family's port: Scheduler), with the same short timeouts."""
    return boto3.client(service, config=_CLIENT_CONFIG)  # type: ignore[call-overload]


# ---- the item codec ----------------------------------------------------------------------------------


def to_item(values: Mapping[str, Any]) -> dict[str, Any]:
    """Python values to DynamoDB attribute values. None at the top level is left out rather than
    stored; a float is refused (TypeError): numbers are int or Decimal, so they stay exact."""
    return {name: to_attribute(value) for name, value in values.items() if value is not None}


_MAX_INT = 10**38  # DynamoDB's 38 digits: a longer int is boto3's to refuse


def to_attribute(value: Any) -> dict[str, Any]:
    """One value in DynamoDB's wire format, as boto3's TypeSerializer writes it. Every write of every
    request comes through here, so the common types skip its chain of isinstance checks; any other
    (Decimal, a set, bytes, a float to refuse) is its to serialize."""
    kind = type(value)
    if kind is str:
        return {"S": value}
    if kind is int and -_MAX_INT < value < _MAX_INT:
        return {"N": str(value)}
    if kind is bool:
        return {"BOOL": value}
    if value is None:
        return {"NULL": True}
    if kind is dict:
        return {"M": {name: to_attribute(item) for name, item in value.items()}}
    if kind is list:
        return {"L": [to_attribute(item) for item in value]}
    return dict(_serializer.serialize(value))


def from_item(item: Mapping[str, Any]) -> dict[str, Any]:
    """DynamoDB attribute values to Python values; numbers as int when whole, else Decimal (every read
    of every request comes through here, so the common types are decoded without boto3's generality)."""
    # A string, the most common attribute, without a call.
    return {name: value["S"] if "S" in value else _value(value) for name, value in item.items()}


def _value(attribute: Mapping[str, Any]) -> Any:
    ((kind, raw),) = attribute.items()
    if kind == "S":
        return raw
    if kind == "N":
        return _number(raw)
    if kind == "BOOL":
        return raw
    if kind == "M":
        return {name: _value(value) for name, value in raw.items()}
    if kind == "L":
        return [_value(value) for value in raw]
    if kind == "NULL":
        return None
    if kind == "NS":
        return sorted(_number(number) for number in raw)
    if kind == "SS":
        return sorted(raw)
    return _deserializer.deserialize(dict(attribute))  # type: ignore[arg-type]  # binary: not used here


MAX_NUMBER_DIGITS = 38  # DynamoDB: 38 significant digits, magnitude 1e-130 to 1e125
MIN_MAGNITUDE, MAX_MAGNITUDE = -130, 125


def storable_number(value: int | Decimal) -> int | Decimal:
    """The number as DynamoDB keeps it, exactly: trailing zeros dropped (12.50 is 12.5, 0e99 is 0), a
    whole number of at most 38 digits as an int. ValueError when DynamoDB cannot hold it exactly; no
    step rounds (no decimal context is involved)."""
    sign, digits, exponent = Decimal(value).as_tuple()
    if not isinstance(exponent, int):
        raise ValueError("not a finite number")
    kept = list(digits)
    while len(kept) > 1 and kept[-1] == 0:
        kept.pop()
        exponent += 1
    if kept == [0]:
        return 0
    magnitude = exponent + len(kept) - 1
    if len(kept) > MAX_NUMBER_DIGITS or not MIN_MAGNITUDE <= magnitude <= MAX_MAGNITUDE:
        limits = f"magnitude 1e{MIN_MAGNITUDE} to 1e{MAX_MAGNITUDE}"
        raise ValueError(f"at most {MAX_NUMBER_DIGITS} significant digits, {limits}")
    exact = Decimal((sign, tuple(kept), exponent))
    return int(exact) if exponent >= 0 and magnitude < MAX_NUMBER_DIGITS else exact


def _number(text: str) -> int | Decimal:
    """A DynamoDB number: whole numbers as int, the rest as the exact Decimal."""
    if text.isdigit() or (text[:1] == "-" and text[1:].isdigit()):
        return int(text)
    number = Decimal(text)
    return int(number) if number == number.to_integral_value() else number


def key(pk: str, sk: str) -> dict[str, Any]:
    """Every table of the service is keyed by a string `pk` and a string `sk`."""
    return {"pk": {"S": pk}, "sk": {"S": sk}}


def key_of(item: Mapping[str, Any]) -> tuple[str, str]:
    """The (pk, sk) of a wire item or key."""
    return item["pk"]["S"], item["sk"]["S"]


# ---- writes ------------------------------------------------------------------------------------------

Kind = Literal["Put", "Update", "Delete", "ConditionCheck"]


class Operation(NamedTuple):
    """One write, ready for a transaction (`transact_item`) or for a call of its own (`write`)."""

    kind: Kind
    request: dict[str, Any]  # TableName, Key or Item, and the expressions, in wire format

    @property
    def table(self) -> str:
        return str(self.request["TableName"])

    @property
    def key(self) -> tuple[str, str]:
        return key_of(self.request.get("Key") or self.request["Item"])

    def transact_item(self) -> dict[str, Any]:
        return {self.kind: self.request}

    def on(self, pk: str, sk: str) -> Operation:
        """The same write on another item (a prepared write reused: its expressions are built once)."""
        return Operation(self.kind, {**self.request, "Key": key(pk, sk)})


def put(
    table: str,
    item: Mapping[str, Any],
    *,
    condition: ConditionBase | None = None,
    old_on_failure: bool = False,
) -> Operation:
    """Puts `item` (a mapping with pk and sk among its values)."""
    request: dict[str, Any] = {"TableName": table, "Item": to_item(item)}
    _add_condition(request, condition, old_on_failure)
    return Operation("Put", request)


def update(
    table: str,
    pk: str,
    sk: str,
    *,
    set: Mapping[str, Any] | None = None,
    set_if_absent: Mapping[str, Any] | None = None,
    add: Mapping[str, int | Decimal] | None = None,
    remove: Iterable[str] = (),
    condition: ConditionBase | None = None,
    old_on_failure: bool = False,
) -> Operation:
    """SET, SET if_not_exists, ADD and REMOVE on one item; None values in `set` are removed."""
    names: dict[str, str] = {}
    values: dict[str, Any] = {}

    def name(attribute: str) -> str:
        placeholder = f"#u{len(names)}"
        names[placeholder] = attribute
        return placeholder

    def value(python_value: Any) -> str:
        placeholder = f":u{len(values)}"
        values[placeholder] = python_value
        return placeholder

    set_values = dict(set or {})
    removed = [*remove, *(attribute for attribute, v in set_values.items() if v is None)]
    assignments = [f"{name(a)} = {value(v)}" for a, v in set_values.items() if v is not None]
    for attribute, v in (set_if_absent or {}).items():
        placeholder = name(attribute)
        assignments.append(f"{placeholder} = if_not_exists({placeholder}, {value(v)})")
    clauses = [f"SET {', '.join(assignments)}"] if assignments else []
    if add:
        clauses.append("ADD " + ", ".join(f"{name(a)} {value(v)}" for a, v in add.items()))
    if removed:
        clauses.append("REMOVE " + ", ".join(name(a) for a in removed))
    if not clauses:
        raise ValueError("an update must change something")
    request: dict[str, Any] = {
        "TableName": table,
        "Key": key(pk, sk),
        "UpdateExpression": " ".join(clauses),
        "ExpressionAttributeNames": names,
    }
    if values:
        request["ExpressionAttributeValues"] = {p: to_attribute(v) for p, v in values.items()}
    _add_condition(request, condition, old_on_failure)
    return Operation("Update", request)


def delete(table: str, pk: str, sk: str, *, condition: ConditionBase | None = None) -> Operation:
    request: dict[str, Any] = {"TableName": table, "Key": key(pk, sk)}
    _add_condition(request, condition, False)
    return Operation("Delete", request)


def check(table: str, pk: str, sk: str, condition: ConditionBase) -> Operation:
    """A condition on an item that the transaction does not write."""
    request: dict[str, Any] = {"TableName": table, "Key": key(pk, sk)}
    _add_condition(request, condition, False)
    return Operation("ConditionCheck", request)


def _add_condition(request: dict[str, Any], condition: ConditionBase | None, old_on_failure: bool) -> None:
    if condition is None:
        return
    built = _built(condition)
    request["ConditionExpression"] = built.condition_expression
    request["ExpressionAttributeNames"] = {
        **request.get("ExpressionAttributeNames", {}),
        **built.attribute_name_placeholders,
    }
    if built.attribute_value_placeholders:
        request["ExpressionAttributeValues"] = {
            **request.get("ExpressionAttributeValues", {}),
            **{p: to_attribute(v) for p, v in built.attribute_value_placeholders.items()},
        }
    if old_on_failure:
        request["ReturnValuesOnConditionCheckFailure"] = "ALL_OLD"


_PREPARED: dict[Any, BuiltConditionExpression] = {}  # by a condition's shape: see _built
_PREPARED_KEPT = 256
_VALUE = ("value",)  # where a shape holds a value (an attribute name is a str)


def _built(condition: ConditionBase) -> BuiltConditionExpression:
    """boto3's expression of the condition. It depends only on the condition's shape (its operators
    and attribute names), the values each taking the next placeholder; and writes repeat a few shapes
    (an item that must not exist yet, a version to match), whose building costs more than the rest of
    a put. So a shape's expression is built once per container and takes each call's values."""
    values: list[Any] = []
    shape = _shape(condition, values)
    prepared = _PREPARED.get(shape) if shape is not None else None
    if prepared is None or len(prepared.attribute_value_placeholders) != len(values):
        prepared = ConditionExpressionBuilder().build_expression(condition)
        if shape is not None:
            if len(_PREPARED) >= _PREPARED_KEPT:
                _PREPARED.clear()  # conditions on names from data: start over rather than grow
            _PREPARED[shape] = prepared
        return prepared
    placeholders = dict(zip(prepared.attribute_value_placeholders, values, strict=True))
    return prepared._replace(attribute_value_placeholders=placeholders)


def _shape(node: Any, values: list[Any]) -> Any:
    """The condition's operators and attribute names, walked as boto3's builder walks them, its values
    appended to `values` in that order; None for a shape whose values are grouped (IN: one placeholder
    per element)."""
    if isinstance(node, ConditionBase):
        if node.has_grouped_values:
            return None
        parts = [_shape(value, values) for value in node.get_expression()["values"]]
        return None if None in parts else (type(node), *parts)
    if isinstance(node, AttributeBase):
        return node.name
    values.append(node)
    return _VALUE


class ConditionFailed(Exception):
    """A single write's condition did not hold; `old` is the item as it was, when it was asked for."""

    def __init__(self, old: dict[str, Any] | None) -> None:
        super().__init__("the condition of the write did not hold")
        self.old = old


class Reason(NamedTuple):
    """Why DynamoDB cancelled a transaction, for one of its operations ("None" when that one was fine)."""

    code: str
    old: dict[str, Any] | None = None

    @property
    def condition_failed(self) -> bool:
        return self.code == "ConditionalCheckFailed"


class TransactionCancelled(Exception):
    """Nothing was written; `reasons` has one entry per operation, in order."""

    def __init__(self, reasons: list[Reason]) -> None:
        super().__init__(", ".join(reason.code for reason in reasons))
        self.reasons = reasons


def write(client: DynamoDBClient, operation: Operation, *, return_new: bool = False) -> dict[str, Any]:
    """Runs one operation on its own; the updated attributes when `return_new`; ConditionFailed."""
    request = dict(operation.request)
    if return_new:
        request["ReturnValues"] = "UPDATED_NEW"
    if operation.kind == "Put" and "ConditionExpression" in request:
        request["ReturnValuesOnConditionCheckFailure"] = "ALL_OLD"  # free, and needed by _own_put
    try:
        if operation.kind == "Put":
            client.put_item(**request)
            return {}
        if operation.kind == "Update":
            return from_item(client.update_item(**request).get("Attributes", {}))
        if operation.kind == "Delete":
            client.delete_item(**request)
            return {}
    except ClientError as error:
        if error.response.get("Error", {}).get("Code") != "ConditionalCheckFailedException":
            raise
        old: Any = error.response.get("Item")
        if _own_put(operation, error, old):
            return {}
        raise ConditionFailed(from_item(old) if old else None) from None
    raise ValueError(f"a {operation.kind} runs only inside a transaction")


def _own_put(operation: Operation, error: ClientError, old: Mapping[str, Any] | None) -> bool:
    """Whether a put-if-new failed only because botocore sent it again (its answer lost to a timeout)
    and the first attempt stored it: the item found is, attribute for attribute, the one we put.
    Single updates and deletes need no such check: theirs are conditioned on the item existing or
    being ours, which a second attempt still finds (the rate counter's ADD may count a call twice)."""
    retried = error.response.get("ResponseMetadata", {}).get("RetryAttempts", 0) > 0
    return (
        retried
        and operation.kind == "Put"
        and old is not None
        and from_item(old) == from_item(operation.request["Item"])
    )


def transact(client: DynamoDBClient, operations: Sequence[Operation]) -> None:
    """All the operations or none (TransactWriteItems takes up to 100); TransactionCancelled says why."""
    try:
        client.transact_write_items(TransactItems=[op.transact_item() for op in operations])  # type: ignore[misc]
    except client.exceptions.TransactionCanceledException as error:
        reasons = [
            Reason(reason.get("Code", "None"), from_item(reason["Item"]) if reason.get("Item") else None)
            for reason in error.response.get("CancellationReasons", [])
        ]
        raise TransactionCancelled(reasons) from None


# ---- reads -------------------------------------------------------------------------------------------


class Read(NamedTuple):
    """Items to read from one table in a BatchGetItem, strongly consistent or not."""

    table: str
    keys: tuple[tuple[str, str], ...]
    consistent: bool = True


BATCH_GET_KEYS = 100  # DynamoDB's most keys in one BatchGetItem


def batch_get(client: DynamoDBClient, reads: Sequence[Read]) -> dict[tuple[str, str, str], dict[str, Any]]:
    """Items from any tables, 100 keys a round trip (more only for keys DynamoDB left unprocessed);
    the found items by (table, pk, sk)."""
    wanted = [(read, keyed) for read in reads for keyed in dict.fromkeys(read.keys)]
    found: dict[tuple[str, str, str], dict[str, Any]] = {}
    for start in range(0, len(wanted), BATCH_GET_KEYS):
        request: dict[str, Any] = {}
        for read, (pk, sk) in wanted[start : start + BATCH_GET_KEYS]:
            table = request.get(read.table)
            if table is None:
                table = request[read.table] = {"Keys": [], "ConsistentRead": False}
            table["Keys"].append(key(pk, sk))
            table["ConsistentRead"] |= read.consistent  # a table's keys read alike: consistently, if any asks
        found |= _batch_get_all(client, request)
    return found


def _batch_get_all(
    client: DynamoDBClient, request: dict[str, Any]
) -> dict[tuple[str, str, str], dict[str, Any]]:
    found: dict[tuple[str, str, str], dict[str, Any]] = {}
    for attempt in range(BATCH_GET_ATTEMPTS):
        if attempt:
            time.sleep(0.01 * 2**attempt)  # unprocessed keys mean throttling: back off before asking again
        response = client.batch_get_item(RequestItems=request)
        for table, items in response.get("Responses", {}).items():
            for item in items:
                found[(table, *key_of(item))] = from_item(item)
        request = dict(response.get("UnprocessedKeys") or {})
        if not request:
            return found
    raise Unavailable("keys left unprocessed")


def get(
    client: DynamoDBClient, table: str, pk: str, sk: str, *, consistent: bool = False
) -> dict[str, Any] | None:
    item = client.get_item(TableName=table, Key=key(pk, sk), ConsistentRead=consistent).get("Item")
    return from_item(item) if item else None


def query(
    client: DynamoDBClient,
    table: str,
    pk: str,
    *,
    sort_prefix: str = "",
    after: str | None = None,
    limit: int | None = None,
    newest_first: bool = False,
    consistent: bool = False,
    start: Mapping[str, Any] | None = None,
    filter_equals: Mapping[str, Any] | None = None,
    index: str | None = None,
    between: tuple[str, str] | None = None,
) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """One page of a partition in sort-key order: (items, LastEvaluatedKey in wire format or None).

    `sort_prefix` keeps sort keys that begin with it; `after` keeps those greater than it; `between`
    those from its first to its second (both included; it wins over the other two); `start` is
    the LastEvaluatedKey of the previous page; `filter_equals` drops items (after the read) whose
    attributes differ, so a page may hold fewer than `limit` items. `index` queries a global secondary
    index instead, whose keys are `<index>pk` and `<index>sk` (never read consistently)."""
    key_prefix = index or ""
    condition = "#pk = :pk"
    names = {"#pk": f"{key_prefix}pk"}
    values: dict[str, Any] = {":pk": {"S": pk}}
    if between is not None:
        condition += " AND #sk BETWEEN :low AND :high"
        values[":low"], values[":high"] = {"S": between[0]}, {"S": between[1]}
    elif after is not None:
        condition += " AND #sk > :after"
        values[":after"] = {"S": after}
    elif sort_prefix:  # DynamoDB refuses begins_with on an empty string
        condition += " AND begins_with(#sk, :prefix)"
        values[":prefix"] = {"S": sort_prefix}
    if "#sk" in condition:
        names["#sk"] = f"{key_prefix}sk"
    request: dict[str, Any] = {
        "TableName": table,
        "KeyConditionExpression": condition,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": values,
        "ScanIndexForward": not newest_first,
        "ConsistentRead": consistent and index is None,
    }
    if index is not None:
        request["IndexName"] = index
    if limit is not None:
        request["Limit"] = limit
    if start is not None:
        request["ExclusiveStartKey"] = dict(start)
    filters = sorted((filter_equals or {}).items())
    if filters:
        request["FilterExpression"] = " AND ".join(f"#f{i} = :f{i}" for i in range(len(filters)))
        names.update({f"#f{i}": attribute for i, (attribute, _) in enumerate(filters)})
        values.update({f":f{i}": to_attribute(v) for i, (_, v) in enumerate(filters)})
    response = client.query(**request)
    items = [from_item(item) for item in response.get("Items", [])]
    return items, response.get("LastEvaluatedKey")


def query_all(
    client: DynamoDBClient, table: str, pk: str, *, sort_prefix: str = ""
) -> Iterable[dict[str, Any]]:
    """Every item of a partition (for small partitions, such as a firm's roles)."""
    start: Mapping[str, Any] | None = None
    while True:
        items, start = query(client, table, pk, sort_prefix=sort_prefix, start=start)
        yield from items
        if start is None:
            return
