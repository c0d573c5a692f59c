"""Webhooks under moto, in process: a firm's admin calling the webhooks family, the HTTPS receiver on
loopback (the connectors' partner system), and the dispatcher and the delivery worker run through their
Lambda entries on a queue that keeps what they send, so a test moves the clock instead of waiting."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import boto3
import trustme

from kernel.outbound import Outbound
from kernel.ports import Ports
from kernel.services import Services
from records_api.handler import create_app as records_app
from tests.connector_support import PARTNER_HOST, LoopbackBackend, PartnerSystem, StubResolver, outbound
from tests.support import Member, MovableClock, Result, Stack, call
from webhooks_api import dispatcher, worker
from webhooks_api.handler import create_app
from webhooks_api.queue import DeliveryQueue, Message
from webhooks_api.secrets import WebhookSecrets

PATH = "/api/v1/x/webhooks"
SCOPES = ["webhooks:write", "records:write"]
SECRETS_PREFIX = "records-platform/test"
HOOK_URL = f"https://{PARTNER_HOST}/hooks/records"


class KeptQueue(DeliveryQueue):
    """The delivery queue's port, keeping each message instead of sending it to SQS."""

    def __init__(self) -> None:
        super().__init__("kept")
        self.messages: list[Message] = []

    def send(self, messages: Any, now: float) -> None:
        self.messages += list(messages)


@dataclass
class Hooks:
    stack: Stack
    member: Member
    token: str
    app: Any
    system: PartnerSystem
    backend: LoopbackBackend
    resolver: StubResolver
    ca: trustme.CA
    clock: MovableClock
    queue: KeptQueue = field(default_factory=KeptQueue)
    stream_position: int = 0

    def call(self, method: str, path: str = "", **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.app, method, f"{PATH}{path}", **kwargs)

    def create(self, **changes: Any) -> dict[str, Any]:
        body = {"url": HOOK_URL, "events": ["record.created", "record.updated", "record.deleted"], **changes}
        made = self.call("POST", body=body)
        assert made.status == 201, made.body
        return dict(made.body)

    def records(self, method: str, path: str, **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.stack.app(records_app()), method, f"/api/v1/x{path}", **kwargs)

    def company(self, name: str = "Acme Holdings") -> dict[str, Any]:
        made = self.records("POST", "/records/Company", body={"name": name, "companyType": "Portfolio"})
        assert made.status == 201, made.body
        return dict(made.body["result"])

    # ---- the functions behind the routes

    def ports(self) -> Ports:
        services = Services(self.stack.settings, clock=self.clock, dynamodb=self.stack.dynamodb)
        return Ports({Services: lambda: services, DeliveryQueue: lambda: self.queue,
                      Outbound: lambda: outbound(self.ca, self.backend, self.resolver, worker.ATTEMPT_LIMITS),
                      WebhookSecrets: lambda: WebhookSecrets(SECRETS_PREFIX)})  # fmt: skip

    def stream(self, firm_id: str | None = None) -> list[dict[str, Any]]:
        """The stream's records of the firm's change entries not handed over yet."""
        firm_id = firm_id or self.member.firm_id
        items = self.stack.dynamodb.query(
            TableName=self.stack.settings.data_table, KeyConditionExpression="pk = :pk AND sk > :after",
            ExpressionAttributeValues={":pk": {"S": f"{firm_id}#CHANGES"},
                                       ":after": {"S": f"E#{self.stream_position:015d}"}},
            ConsistentRead=True,
        )["Items"]  # fmt: skip
        if items:
            self.stream_position = int(items[-1]["sequence"]["N"])
        return [stream_record(item) for item in items]

    def dispatch(self, records: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        batch = self.stream() if records is None else records
        made = dispatcher.Dispatcher(self.ports())
        return dispatcher.lambda_handler({"Records": batch}, None, dispatcher=made)

    def deliver(self, *, rounds: int = 1) -> dict[str, Any]:
        """Hands the kept messages that are due to the worker, as SQS would (one batch of up to 10)."""
        failures: list[Any] = []
        for _ in range(rounds):
            due = [m for m in self.queue.messages if m.due <= self.clock()][:10]
            if not due:
                break
            for message in due:
                self.queue.messages.remove(message)
            event = {"Records": [sqs_record(message, self.clock()) for message in due]}
            failures += worker.lambda_handler(event, None, worker=worker.Worker(self.ports()))[
                "batchItemFailures"
            ]
        return {"batchItemFailures": failures}

    def deliveries(self, endpoint_id: str, query: str = "") -> list[dict[str, Any]]:
        listed = self.call("GET", f"/{endpoint_id}/deliveries", query=query)
        assert listed.status == 200, listed.body
        return list(listed.body["items"])


def stream_record(
    item: Mapping[str, Any], name: str = "INSERT", old: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    change: dict[str, Any] = {"Keys": {"pk": item["pk"], "sk": item["sk"]}, "NewImage": dict(item),
                              "SequenceNumber": str(time.monotonic_ns())}  # fmt: skip
    if old is not None:
        change["OldImage"] = dict(old)
    return {"eventName": name, "eventSource": "aws:dynamodb", "dynamodb": change}


def sqs_record(message: Message, now: float) -> dict[str, Any]:
    return {"messageId": f"m-{message.delivery_id}-{time.monotonic_ns()}", "body": message.body(),
            "attributes": {"SentTimestamp": str(int(now * 1000))}, "eventSource": "aws:sqs"}  # fmt: skip


def hooks_for(stack: Stack, ca: trustme.CA, system: PartnerSystem, *, role: str = "admin",
              scopes: list[str] | None = None, firm_id: str | None = None) -> Hooks:  # fmt: skip
    clock = MovableClock(float(int(time.time())))
    stack = Stack(stack.settings, stack.dynamodb, clock)
    backend, resolver = LoopbackBackend(system.port), StubResolver()
    app = stack.app(create_app())
    app.ports.override(Outbound, outbound(ca, backend, resolver))
    app.ports.override(WebhookSecrets, WebhookSecrets(SECRETS_PREFIX))
    member = stack.member(firm_id or stack.firm(), role)
    token = stack.api_token(member, scopes or SCOPES, lifetime=30 * 86400)  # the tests move the clock by days
    hooks = Hooks(stack, member, token, app, system, backend, resolver, ca,
                  clock)  # fmt: skip
    app.ports.override(DeliveryQueue, hooks.queue)
    return hooks


def secret_value(firm_id: str, endpoint_id: str) -> list[str]:
    """Every version of the endpoint's secret, as Secrets Manager holds them."""
    client = boto3.client("secretsmanager", region_name="us-east-1")
    name = f"{SECRETS_PREFIX}/webhooks/{firm_id}/{endpoint_id}"
    versions = client.list_secret_version_ids(SecretId=name, IncludeDeprecated=True)["Versions"]
    return [
        client.get_secret_value(SecretId=name, VersionId=v["VersionId"])["SecretString"] for v in versions
    ]
