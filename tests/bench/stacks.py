"""The stacks the benchmark measures: the families under moto, and the kernel with in-memory ports."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator, Sequence
from typing import Any

import boto3
from moto import mock_aws

from kernel import api_tokens, aws
from kernel.identity import api_token_key, membership_key
from kernel.ids import new_id
from kernel.pipeline import App
from kernel.services import Services
from kernel.settings import Settings, get_settings
from kernel.signing_keys import KeyringProvider
from kernel.tenant_store import DELIMITER
from local_stack import moto_fidelity
from local_stack.families import Family, families, put_on_path
from local_stack.template import (
    create_resources,
    functions,
    load_template,
    parameter_values,
    resolve_environment,
)
from tests.support import NOW, Stack, api_event


def family(name: str) -> Family:
    found = families()
    put_on_path(found)
    return next(candidate for candidate in found if candidate.name == name)


def catalog_event(token: str) -> dict[str, Any]:
    return api_event("GET", "/api/v1/x/catalog", token=token)


def forms_post_event(token: str, key: str) -> dict[str, Any]:
    body = {"name": f"Bench {key}", "sections": [{"key": "a", "label": "A", "fields": []}]}
    return api_event("POST", "/api/v1/x/forms", token=token, body=body, headers={"Idempotency-Key": key})


@contextlib.contextmanager
def moto_stack() -> Iterator[Stack]:
    """template.yaml's tables under moto, as the tests make them."""
    os.environ.update(
        {"AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench", "AWS_DEFAULT_REGION": "us-east-1"}
    )
    os.environ.pop("AWS_ENDPOINT_URL", None)
    moto_fidelity.install()
    with mock_aws():
        template = load_template()
        dynamodb = boto3.client("dynamodb")
        names = create_resources(
            template,
            "bench",
            dynamodb,
            boto3.client("secretsmanager"),
            boto3.client("scheduler"),
            boto3.client("s3"),
            boto3.client("sqs"),
        )
        for function in reversed(functions(template)):  # what each function sees (the first one's win)
            os.environ.update(resolve_environment(function, names, parameter_values(template)))
        os.environ["POWERTOOLS_METRICS_DISABLED"] = "true"  # none printed; see _log_to_devnull
        get_settings.cache_clear()
        aws.secretsmanager.cache_clear()
        yield Stack(settings=get_settings(), dynamodb=dynamodb)


def family_app(stack: Stack, name: str) -> App:
    app = stack.app(family(name).module().create_app())
    _log_to_devnull(app)
    return app


# ---- the kernel alone: every port in memory ---------------------------------------------------------

FirmItems = dict[tuple[str, str], dict[str, Any]]  # a firm's items by (partition, sort)


class InMemoryDynamoDB:
    """Answers what a warm API-token call asks of DynamoDB (one BatchGetItem, one counter ADD, the role
    once; a write's transactions, all taken, none kept), from memory, so the benchmark times the kernel
    and nothing else."""

    def __init__(self, items: dict[tuple[str, str], dict[str, Any]]) -> None:
        self._items = items
        self._calls = 0

    def batch_get_item(self, RequestItems: dict[str, Any]) -> dict[str, Any]:
        responses = {
            table: [item for key in request["Keys"] if (item := self._items.get(aws.key_of(key)))]
            for table, request in RequestItems.items()
        }
        return {"Responses": responses, "UnprocessedKeys": {}}

    def get_item(self, **request: Any) -> dict[str, Any]:
        item = self._items.get(aws.key_of(request["Key"]))
        return {"Item": item} if item else {}

    def query(self, **request: Any) -> dict[str, Any]:
        """One partition, by sort-key prefix (what GET /auth/me asks: the user's memberships)."""
        values = request["ExpressionAttributeValues"]
        partition, prefix = values[":pk"]["S"], values.get(":prefix", {}).get("S", "")
        found = [item for (pk, sk), item in sorted(self._items.items())
                 if pk == partition and sk.startswith(prefix)]  # fmt: skip
        return {"Items": found, "Count": len(found)}

    def update_item(self, **_: Any) -> dict[str, Any]:
        self._calls = self._calls % 250 + 1  # stays under the limit: the benchmark times accepted calls
        return {"Attributes": {"calls": {"N": str(self._calls)}}}

    def transact_write_items(self, **_: Any) -> dict[str, Any]:
        """Every transaction is taken (a new Idempotency-Key's reservation, the write's commit)."""
        return {}


def in_memory_app(
    app: App,
    firm_items: FirmItems | None = None,
    *,
    scopes: Sequence[str] = ("records:read",),
    permissions: Sequence[str] = ("records.read",),
) -> tuple[App, str]:
    """`app` on in-memory ports, and an API token it accepts (with `scopes`, in a role with
    `permissions`); `firm_items` are put in its firm's data."""
    firm_id, user_id = new_id("frm"), new_id("usr")
    token = api_tokens.generate(firm_id, user_id)
    record = {
        "tokenId": "tok_1", "firmId": firm_id, "userId": user_id, "scopes": list(scopes),
        "description": "", "displayPrefix": "rpk_...", "createdAt": int(NOW), "expiresAt": int(NOW) + 3600,
    }  # fmt: skip
    membership = {"firmId": firm_id, "userId": user_id, "roleId": "admin", "createdAt": int(NOW)}
    role = {"roleId": "admin", "name": "Administrator", "permissions": list(permissions)}
    items = {
        api_token_key(api_tokens.hash_token(token)): record,
        membership_key(firm_id, user_id): membership,
        (f"USER#{user_id}", f"MEMBERSHIP#{firm_id}"): membership,
        (f"FIRM#{firm_id}", "ROLE#admin"): role,
        (f"USER#{user_id}", "USER"): {
            "userId": user_id,
            "email": "bench@firm.example",
            "name": "Bench",
            "createdAt": int(NOW),
        },  # GET /auth/me reads the token's user
        **{  # as its TenantStore keys them
            (f"{firm_id}{DELIMITER}{partition}", sort): values
            for (partition, sort), values in (firm_items or {}).items()
        },
    }
    wire = {key: aws.to_item({"pk": key[0], "sk": key[1], **values}) for key, values in items.items()}
    settings = Settings("identity", "data", "control", "signing-key")
    keyring = KeyringProvider(lambda: json.dumps({"kid": "k1", "secret": "x" * 32}), lambda: NOW)
    services = Services(settings, clock=lambda: NOW, dynamodb=InMemoryDynamoDB(wire), keyring=keyring)  # type: ignore[arg-type]
    app.ports.override(Services, services)
    _log_to_devnull(app)
    return app, token


def _log_to_devnull(app: App) -> None:
    """The access log and the metrics line are formatted as in production (their cost is measured) but
    not printed."""
    app.logger.setLevel("INFO")
    devnull = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the benchmark
    for handler in app.logger.handlers:
        handler.setStream(devnull)
    app.metrics.disabled, app.metrics.stream = False, devnull


def bare_powertools_app(document: dict[str, Any]) -> Any:
    """The same route answering the same document, with nothing of the kernel around it."""
    from aws_lambda_powertools.event_handler import APIGatewayHttpResolver

    resolver = APIGatewayHttpResolver()
    resolver.route("/api/v1/x/catalog", ["GET"])(lambda: document)
    return resolver


def bare_powertools_create(path: str, model: Any, answer: dict[str, Any]) -> Any:
    """A create route with nothing of the kernel around it: the JSON body parsed and validated by the
    same pydantic model, then 201 and the same answer as the kernel's route."""
    from aws_lambda_powertools.event_handler import APIGatewayHttpResolver

    resolver = APIGatewayHttpResolver()

    def create() -> tuple[dict[str, Any], int]:
        model.model_validate(resolver.current_event.json_body)
        return answer, 201

    resolver.route(path, ["POST"])(create)
    return resolver
