"""Fixtures shared by the integration tests: template.yaml's resources under moto."""

from __future__ import annotations

from collections.abc import Iterator

import boto3
import pytest
from moto import mock_aws

from kernel import aws
from kernel.settings import get_settings
from local_stack.template import (
    create_resources,
    functions,
    load_template,
    parameter_values,
    resolve_environment,
)
from tests.support import Stack


@pytest.fixture
def aws_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name, value in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_SESSION_TOKEN": "testing",
        "AWS_DEFAULT_REGION": "us-east-1",
    }.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("AWS_ENDPOINT_URL", raising=False)
    monkeypatch.delenv("AWS_PROFILE", raising=False)
    with mock_aws():
        yield


@pytest.fixture
def stack(aws_env: None, monkeypatch: pytest.MonkeyPatch) -> Iterator[Stack]:
    """Creates the tables and the signing secret from template.yaml; the env is what Lambda would see."""
    template = load_template()
    dynamodb = boto3.client("dynamodb")
    names = create_resources(template, "test", dynamodb, boto3.client("secretsmanager"))
    environment = resolve_environment(functions(template)[0], names, parameter_values(template))
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    _forget_cached_clients()
    yield Stack(settings=get_settings(), dynamodb=dynamodb)
    _forget_cached_clients()


def _forget_cached_clients() -> None:
    get_settings.cache_clear()
    aws.dynamodb.cache_clear()
    aws.secretsmanager.cache_clear()
