"""One AWS call, as botocore is about to send it, turned into the authorization requests IAM evaluates
for it: each action, on each resource, with the condition keys IAM would see.

A call may need several: a TransactWriteItems is one request per item (its own action, its own
`dynamodb:LeadingKeys`); a write to a KMS-encrypted queue, secret or object also uses the key
(`kms:GenerateDataKey`, `kms:Decrypt`) through that service (`kms:ViaService`); a schedule that names a
role passes it (`iam:PassRole`, `iam:PassedToService`). A call this module does not know raises
UnknownCall: a new kind of call is taught here before the check can pass it, never waved through.

Every secret, queue and object of the stack is encrypted under the stack's one key (template.yaml:
DataKey), so that is the key each implied KMS request names. DynamoDB's own use of the key goes
through the grant the table holds, so a table read or write implies no KMS request of the caller's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tests.deploy.iam_policy import Request
from tests.deploy.stack_roles import ACCOUNT, REGION, secret_arn

_VIA = "kms:viaservice"
_SECURE = {"aws:securetransport": ("true",)}  # boto3 speaks HTTPS to AWS


class UnknownCall(Exception):
    """A call whose IAM requests this module cannot tell."""


@dataclass(frozen=True)
class Call:
    """An AWS call: the service's IAM prefix, the operation's name and its parameters."""

    service: str  # "dynamodb", "secretsmanager", "sqs", "s3", "scheduler", "kms", "lambda", "sns"
    operation: str  # "PutItem"
    params: Mapping[str, Any]

    def describe(self) -> str:
        return f"{self.service}:{self.operation}"


@dataclass(frozen=True)
class Stack:
    """What turning a call into requests needs to know of the stack: each table's partition key
    attribute (of the table and of each index) and the stack's key ARN."""

    partition_keys: Mapping[str, Mapping[str | None, str]]  # table name -> index (None: table) -> attr
    key_arn: str

    def partition_key(self, table: str, index: str | None = None) -> str:
        keys = self.partition_keys.get(table)
        if keys is None or index not in keys:
            raise UnknownCall(f"table {table!r} (index {index!r}) is not one of the stack's")
        return keys[index]


def requests_of(call: Call, stack: Stack) -> list[Request]:
    translate = _SERVICES.get(call.service)
    if translate is None:
        raise UnknownCall(f"{call.describe()}: no IAM translation for service {call.service!r}")
    return [Request(r.action, r.resource, {**_SECURE, **r.context}) for r in translate(call, stack)]


# ---- DynamoDB ----------------------------------------------------------------------------------------


def _table_arn(table: str, index: str | None = None) -> str:
    arn = table if table.startswith("arn:") else f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/{table}"
    return f"{arn}/index/{index}" if index else arn


def _table_name(table: str) -> str:
    return table.rsplit("/", 1)[-1] if table.startswith("arn:") else table


_WORDS = frozenset(
    ("set", "add", "remove", "delete", "and", "or", "not", "between", "in", "if_not_exists", "list_append",
     "attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains", "size")
)  # fmt: skip
# The first element of each document path: a #name (of ExpressionAttributeNames) or a bare name, not a
# :value, not a nested element (after "." or "]"), not a function (followed by "(").
_PATH_HEAD = re.compile(r"(?<![\w:#.\]])(#\w+|[A-Za-z_]\w*)(?!\w|\s*\()")


def _expression_attributes(params: Mapping[str, Any], *keys: str) -> set[str]:
    names = params.get("ExpressionAttributeNames") or {}
    found = set()
    for key in keys:
        for head in _PATH_HEAD.findall(params.get(key) or ""):
            if head.startswith("#"):
                found.add(names[head])
            elif head.lower() not in _WORDS:
                found.add(head)
    return found


def _item_request(action: str, params: Mapping[str, Any], stack: Stack, attributes: Iterable[str]) -> Request:
    """A request on one item (GetItem, PutItem, UpdateItem, DeleteItem, ConditionCheckItem)."""
    table = _table_name(params["TableName"])
    item = params.get("Key") or params["Item"]
    leading = item[stack.partition_key(table)]["S"]
    context: dict[str, tuple[str, ...]] = {
        "dynamodb:leadingkeys": (leading,),
        "dynamodb:attributes": tuple(sorted(set(attributes))),
    }
    if params.get("ReturnValues"):
        context["dynamodb:returnvalues"] = (params["ReturnValues"],)
    return Request(f"dynamodb:{action}", _table_arn(params["TableName"]), context)


def _get(params: Mapping[str, Any], stack: Stack) -> Request:
    return _item_request("GetItem", params, stack, _expression_attributes(params, "ProjectionExpression"))


def _put(params: Mapping[str, Any], stack: Stack) -> Request:
    attributes = set(params["Item"]) | _expression_attributes(params, "ConditionExpression")
    return _item_request("PutItem", params, stack, attributes)


def _update(params: Mapping[str, Any], stack: Stack) -> Request:
    attributes = set(params["Key"]) | _expression_attributes(
        params, "UpdateExpression", "ConditionExpression"
    )
    return _item_request("UpdateItem", params, stack, attributes)


def _delete(params: Mapping[str, Any], stack: Stack) -> Request:
    attributes = set(params["Key"]) | _expression_attributes(params, "ConditionExpression")
    return _item_request("DeleteItem", params, stack, attributes)


def _check(params: Mapping[str, Any], stack: Stack) -> Request:
    attributes = set(params["Key"]) | _expression_attributes(params, "ConditionExpression")
    return _item_request("ConditionCheckItem", params, stack, attributes)


def _query(params: Mapping[str, Any], stack: Stack) -> Request:
    """A Query's leading key is the partition key value its key condition names (of the index, for an
    index query), read from `<#name or bare name> = :value`."""
    table, index = _table_name(params["TableName"]), params.get("IndexName")
    attribute = stack.partition_key(table, index)
    names = params.get("ExpressionAttributeNames") or {}
    values = params.get("ExpressionAttributeValues") or {}
    leading = None
    for left, value in re.findall(r"(#?\w+)\s*=\s*(:\w+)", params["KeyConditionExpression"]):
        if names.get(left, left) == attribute:
            leading = values[value]["S"]
    if leading is None:
        raise UnknownCall(f"Query on {table}: no equality on {attribute} in its key condition")
    context = {
        "dynamodb:leadingkeys": (leading,),
        "dynamodb:attributes": tuple(sorted(_expression_attributes(params, "ProjectionExpression"))),
    }
    return Request("dynamodb:Query", _table_arn(params["TableName"], index), context)


def _batch_get(params: Mapping[str, Any], stack: Stack) -> list[Request]:
    """One request per table, every partition key asked of it as its leading keys."""
    requests = []
    for table, asked in params["RequestItems"].items():
        attribute = stack.partition_key(_table_name(table))
        leading = tuple(sorted({key[attribute]["S"] for key in asked["Keys"]}))
        requests.append(
            Request("dynamodb:BatchGetItem", _table_arn(table), {"dynamodb:leadingkeys": leading})
        )
    return requests


def _batch_write(params: Mapping[str, Any], stack: Stack) -> list[Request]:
    requests = []
    for table, writes in params["RequestItems"].items():
        attribute = stack.partition_key(_table_name(table))
        items = [w.get("PutRequest", {}).get("Item") or w["DeleteRequest"]["Key"] for w in writes]
        leading = tuple(sorted({item[attribute]["S"] for item in items}))
        requests.append(
            Request("dynamodb:BatchWriteItem", _table_arn(table), {"dynamodb:leadingkeys": leading})
        )
    return requests


_TRANSACT_ITEM: dict[str, Callable[[Mapping[str, Any], Stack], Request]] = {
    "Put": _put,
    "Update": _update,
    "Delete": _delete,
    "ConditionCheck": _check,
    "Get": _get,
}


def _transact(params: Mapping[str, Any], stack: Stack) -> list[Request]:
    """IAM authorizes each item of a transaction as the single call of its kind."""
    return [_TRANSACT_ITEM[kind](request, stack) for item in params["TransactItems"]
            for kind, request in item.items()]  # fmt: skip


_DYNAMODB: dict[str, Callable[[Mapping[str, Any], Stack], Request | list[Request]]] = {
    "GetItem": _get,
    "PutItem": _put,
    "UpdateItem": _update,
    "DeleteItem": _delete,
    "Query": _query,
    "BatchGetItem": _batch_get,
    "BatchWriteItem": _batch_write,
    "TransactWriteItems": _transact,
    "TransactGetItems": _transact,
    "Scan": lambda params, _: Request(
        "dynamodb:Scan", _table_arn(params["TableName"], params.get("IndexName"))
    ),
    "DescribeTable": lambda params, _: Request("dynamodb:DescribeTable", _table_arn(params["TableName"])),
}


def _dynamodb(call: Call, stack: Stack) -> list[Request]:
    translate = _DYNAMODB.get(call.operation)
    if translate is None:
        raise UnknownCall(f"{call.describe()}: no IAM translation")
    found = translate(call.params, stack)
    return found if isinstance(found, list) else [found]


# ---- what uses the stack's key through another service ----------------------------------------------


def _through(service: str, stack: Stack, *actions: str) -> list[Request]:
    via = {_VIA: (f"{service}.{REGION}.amazonaws.com",)}
    return [Request(f"kms:{action}", stack.key_arn, via) for action in actions]


def _secretsmanager(call: Call, stack: Stack) -> list[Request]:
    params = call.params
    name = params.get("Name") or params["SecretId"]
    arn = name if name.startswith("arn:") else secret_arn(name)
    requests = [Request(f"secretsmanager:{call.operation}", arn)]
    if call.operation == "CreateSecret" and params.get("Tags"):
        requests.append(Request("secretsmanager:TagResource", arn))
    writes_value = call.operation in ("PutSecretValue", "UpdateSecret") or (
        call.operation == "CreateSecret" and ("SecretString" in params or "SecretBinary" in params)
    )
    if writes_value:
        requests += _through("secretsmanager", stack, "GenerateDataKey", "Decrypt")
    elif call.operation == "GetSecretValue":
        requests += _through("secretsmanager", stack, "Decrypt")
    return requests


def _queue_arn(params: Mapping[str, Any]) -> str:
    if "QueueUrl" in params:
        account, name = params["QueueUrl"].rstrip("/").split("/")[-2:]
        return f"arn:aws:sqs:{REGION}:{account}:{name}"
    return f"arn:aws:sqs:{REGION}:{ACCOUNT}:{params['QueueName']}"


def _sqs(call: Call, stack: Stack) -> list[Request]:
    action = call.operation.removesuffix("Batch")  # a batch needs the single action
    requests = [Request(f"sqs:{action}", _queue_arn(call.params))]
    if action == "SendMessage":
        requests += _through("sqs", stack, "GenerateDataKey", "Decrypt")
    elif action == "ReceiveMessage":
        requests += _through("sqs", stack, "Decrypt")
    return requests


def _object_arn(bucket: str, key: str) -> str:
    return f"arn:aws:s3:::{bucket}/{key}"


def _s3(call: Call, stack: Stack) -> list[Request]:
    params, operation = call.params, call.operation
    if operation in (
        "PutObject",
        "CreateMultipartUpload",
        "UploadPart",
        "CompleteMultipartUpload",
        "PresignedPost",
    ):
        arn = _object_arn(params["Bucket"], params["Key"])
        return [Request("s3:PutObject", arn), *_through("s3", stack, "GenerateDataKey", "Decrypt")]
    if operation in ("GetObject", "HeadObject"):
        action = "s3:GetObjectVersion" if params.get("VersionId") else "s3:GetObject"
        requests = [Request(action, _object_arn(params["Bucket"], params["Key"]))]
        return requests + (_through("s3", stack, "Decrypt") if operation == "GetObject" else [])
    if operation == "DeleteObject":
        action = "s3:DeleteObjectVersion" if params.get("VersionId") else "s3:DeleteObject"
        return [Request(action, _object_arn(params["Bucket"], params["Key"]))]
    if operation == "CopyObject":
        source = params["CopySource"]
        bucket, key = (
            (source["Bucket"], source["Key"])
            if isinstance(source, dict)
            else source.lstrip("/").split("/", 1)
        )
        return [
            Request("s3:GetObject", _object_arn(bucket, key)),
            Request("s3:PutObject", _object_arn(params["Bucket"], params["Key"])),
            *_through("s3", stack, "GenerateDataKey", "Decrypt"),
        ]
    raise UnknownCall(f"{call.describe()}: no IAM translation")


def _scheduler(call: Call, stack: Stack) -> list[Request]:
    params = call.params
    group = params.get("GroupName") or "default"
    arn = f"arn:aws:scheduler:{REGION}:{ACCOUNT}:schedule/{group}/{params['Name']}"
    requests = [Request(f"scheduler:{call.operation}", arn)]
    role = (params.get("Target") or {}).get("RoleArn")
    if role:  # Scheduler will act as this role: handing it over is iam:PassRole
        requests.append(Request("iam:PassRole", role, {"iam:passedtoservice": ("scheduler.amazonaws.com",)}))
    return requests


def _kms(call: Call, stack: Stack) -> list[Request]:
    return [Request(f"kms:{call.operation}", stack.key_arn)]


def _lambda(call: Call, stack: Stack) -> list[Request]:
    name = call.params["FunctionName"]
    arn = name if name.startswith("arn:") else f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{name}"
    return [
        Request(
            f"lambda:{call.operation}Function" if call.operation == "Invoke" else f"lambda:{call.operation}",
            arn,
        )
    ]


_SERVICES: dict[str, Callable[[Call, Stack], list[Request]]] = {
    "dynamodb": _dynamodb,
    "secretsmanager": _secretsmanager,
    "sqs": _sqs,
    "s3": _s3,
    "scheduler": _scheduler,
    "kms": _kms,
    "lambda": _lambda,
}
