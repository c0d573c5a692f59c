"""The AWS port: boto3 clients created once per process, and the DynamoDB item codec.

boto3 honours AWS_ENDPOINT_URL, so the same code talks to moto, LocalStack or AWS.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from functools import cache
from typing import TYPE_CHECKING, Any

import boto3
from boto3.dynamodb.types import TypeDeserializer, TypeSerializer
from botocore.config import Config

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient
    from mypy_boto3_secretsmanager.client import SecretsManagerClient

# Short timeouts: a Lambda waiting on a stuck connection is worse than a quick retry.
_CLIENT_CONFIG = Config(
    connect_timeout=2,
    read_timeout=5,
    retries={"mode": "standard", "max_attempts": 3},
    tcp_keepalive=True,
)

_serializer = TypeSerializer()
_deserializer = TypeDeserializer()


@cache
def dynamodb() -> DynamoDBClient:
    return boto3.client("dynamodb", config=_CLIENT_CONFIG)


@cache
def secretsmanager() -> SecretsManagerClient:
    return boto3.client("secretsmanager", config=_CLIENT_CONFIG)


def to_item(values: Mapping[str, Any]) -> dict[str, Any]:
    """Python values to DynamoDB attribute values; None values are left out rather than stored."""
    return {key: _serializer.serialize(value) for key, value in values.items() if value is not None}


def from_item(item: Mapping[str, Any]) -> dict[str, Any]:
    return {key: _plain(_deserializer.deserialize(value)) for key, value in item.items()}


def _plain(value: Any) -> Any:
    """DynamoDB numbers come back as Decimal; the API speaks int and float."""
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, set):
        return sorted(_plain(v) for v in value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value
