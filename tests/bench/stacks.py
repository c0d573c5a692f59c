"""The stacks the benchmark measures: one under moto, one with in-memory ports."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any

import boto3
from moto import mock_aws

from kernel import aws
from kernel.auth import Authenticator
from kernel.identity import ApiTokenRecord, Membership, Role
from kernel.pipeline import App
from kernel.rate_limit import RateLimiter
from kernel.settings import get_settings
from kernel.signing_keys import Keyring, SigningKey
from local_stack.template import (
    create_resources,
    functions,
    load_template,
    parameter_values,
    resolve_environment,
)
from platform_api.routes import _product_catalog
from platform_api.routes import router as platform_router
from tests.support import NOW, Stack, api_event


def catalog_event(token: str) -> dict[str, Any]:
    return api_event("GET", "/api/v1/x/catalog", token=token)


def forms_post_event(token: str, key: str) -> dict[str, Any]:
    body = {"name": f"Bench {key}", "sections": [{"key": "a", "label": "A", "fields": []}]}
    return api_event("POST", "/api/v1/x/forms", token=token, body=body, headers={"Idempotency-Key": key})


@contextlib.contextmanager
def moto_forms_stack() -> Iterator[tuple[Stack, App, str]]:
    from forms_api.routes import router as forms_router

    with moto_stack(scopes=["forms:draft", "forms:read"]) as (stack, _, token):
        app = stack.app([forms_router])
        _log_to_devnull(app)
        yield stack, app, token


@contextlib.contextmanager
def moto_stack(scopes: tuple[str, ...] | list[str] = ("records:read",)) -> Iterator[tuple[Stack, App, str]]:
    fake_credentials = {
        "AWS_ACCESS_KEY_ID": "bench",
        "AWS_SECRET_ACCESS_KEY": "bench",
        "AWS_DEFAULT_REGION": "us-east-1",
    }
    os.environ.update(fake_credentials)
    os.environ.pop("AWS_ENDPOINT_URL", None)
    with mock_aws():
        template = load_template()
        dynamodb = boto3.client("dynamodb")
        names = create_resources(template, "bench", dynamodb, boto3.client("secretsmanager"))
        os.environ.update(resolve_environment(functions(template)[0], names, parameter_values(template)))
        get_settings.cache_clear()
        aws.secretsmanager.cache_clear()
        stack = Stack(settings=get_settings(), dynamodb=dynamodb)
        member = stack.member(stack.firm("Bench"), "admin")
        token = stack.api_token(member, list(scopes))
        app = stack.app([platform_router])
        _log_to_devnull(app)
        yield stack, app, token


class InMemoryIdentity:
    """Answers the two reads authentication makes, from memory."""

    def __init__(self, record: ApiTokenRecord, role: Role) -> None:
        self._record, self._role = record, role

    def find_api_token(self, token_hash: str) -> ApiTokenRecord:
        return self._record

    def get_membership(self, firm_id: str, user_id: str) -> Membership:
        return Membership(firm_id, user_id, self._role.role_id, int(NOW))

    def get_role(self, firm_id: str, role_id: str) -> Role:
        return self._role

    def record_api_token_use(self, firm_id: str, token_id: str, at: int) -> None:
        return None


class InMemoryCounter:
    """Stands in for the control table's rate-limit counter: one ADD per call, in memory."""

    def __init__(self) -> None:
        self.calls = 0

    def update_item(self, **_: Any) -> dict[str, Any]:
        self.calls = self.calls % 250 + 1  # stays under the limit: the bench measures accepted calls
        return {"Attributes": {"calls": {"N": str(self.calls)}}}


class InMemoryServices:
    def __init__(self, identity: InMemoryIdentity) -> None:
        keyring = Keyring(SigningKey("k1", b"x" * 32))
        self.authenticator = Authenticator(identity, lambda: keyring, clock=lambda: NOW)  # type: ignore[arg-type]
        counter = InMemoryCounter()
        self.rate_limiter = RateLimiter("control", lambda: counter, clock=lambda: NOW)  # type: ignore[arg-type,return-value]


def in_memory_app() -> tuple[App, str]:
    token = "rpk_" + "b" * 43
    record = ApiTokenRecord("tok_1", "frm_1", "usr_1", frozenset({"records:read"}), "", token[:12],
                            int(NOW), int(NOW) + 3600, None)  # fmt: skip
    services = InMemoryServices(InMemoryIdentity(record, Role("admin", "Administrator", frozenset())))
    app = App([platform_router], service="bench-memory", services=lambda: services)  # type: ignore[arg-type,return-value]
    _log_to_devnull(app)
    return app, token


def _log_to_devnull(app: App) -> None:
    """The access log is formatted as in production (its cost is measured) but not printed."""
    app.logger.setLevel("INFO")
    for handler in app.logger.handlers:
        handler.setStream(open(os.devnull, "w"))  # noqa: SIM115 - lives as long as the benchmark


def bare_powertools_app() -> Any:
    """The same route answering the same document, with nothing of the kernel around it."""
    from aws_lambda_powertools.event_handler import APIGatewayHttpResolver

    resolver = APIGatewayHttpResolver()
    resolver.route("/api/v1/x/catalog", ["GET"])(_product_catalog)
    return resolver
