"""Mailboxes under moto, in process, shared by the mailbox and the sending tests: HTTPS partners on
loopback standing in for Microsoft Graph, Gmail and a generic mail API (tests/connector_support.py: the
providers' real host names, resolved by a stub to public addresses the test backend maps to loopback;
never the internet), a member calling the integrations family, and the sender run through its Lambda
entry on a queue that keeps what it is sent, so a test moves the clock instead of waiting."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import boto3
import httpcore
import pytest
import trustme
from botocore.exceptions import ClientError

from integrations_api import mail_sender
from integrations_api.handler import create_app
from integrations_api.mail_queue import MailMessage, SendQueue
from integrations_api.mailboxes import EMAILS, MAILBOXES
from integrations_api.secrets import IntegrationSecrets
from kernel.outbound import Limits, Outbound
from kernel.ports import Ports
from kernel.services import Services
from kernel.unit_of_work import Actor, Commit, Update, commit
from records_api.handler import create_app as records_app
from tests.connector_support import (
    PARTNER_ADDRESS,
    PARTNER_HOST,
    PartnerSystem,
    Reply,
    Seen,
    StubResolver,
    outbound,
)
from tests.integration.records_support import TickingClock
from tests.support import Result, Stack, call


class KeptSendQueue(SendQueue):
    """The send queue's port, keeping each message instead of sending it to SQS."""

    def __init__(self) -> None:
        super().__init__("kept")
        self.messages: list[MailMessage] = []

    def send(self, message: MailMessage, now: float) -> None:
        self.messages.append(message)


def sqs_record(message: MailMessage, sent_at: float) -> dict[str, Any]:
    return {"messageId": f"m-{message.email_id}-{time.monotonic_ns()}", "body": message.body(),
            "attributes": {"SentTimestamp": str(int(sent_at * 1000))}, "eventSource": "aws:sqs"}  # fmt: skip


MAILBOXES_PATH = "/api/v1/x/mailboxes"
EMAILS_PATH = "/api/v1/x/emails"
PREFIX = "records-platform/test"
SECRET = "ya29.mail-UNIQUE-token-4471"
GRAPH, GMAIL = "graph.microsoft.com", "gmail.googleapis.com"
ADDRESSES = {PARTNER_HOST: PARTNER_ADDRESS, GRAPH: "93.184.216.35", GMAIL: "93.184.216.36"}
BASE_URL = f"https://{PARTNER_HOST}/mail/v1"
NOBODY = "mbx_" + "0" * 26


class Backend(httpcore.SyncBackend):
    """Connects each provider's public address to its loopback partner, and refuses anything else."""

    def __init__(self, ports: dict[str, int]) -> None:
        self.ports = ports
        self.connected: list[tuple[str, int]] = []

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None, socket_options: Any = None) -> Any:  # fmt: skip
        self.connected.append((host, port))
        if host not in self.ports:
            raise AssertionError(f"a call tried to reach {host}")
        return super().connect_tcp("127.0.0.1", self.ports[host], timeout, local_address, socket_options)


Partners = tuple[trustme.CA, dict[str, PartnerSystem]]


@pytest.fixture(scope="module")
def partners() -> Iterator[Partners]:
    ca = trustme.CA()
    systems = {host: PartnerSystem(ca, host=host) for host in ADDRESSES}
    try:
        yield ca, systems
    finally:
        for system in systems.values():
            system.close()


def graph_message(n: int, day: int = 1, **changes: Any) -> dict[str, Any]:
    return {
        "id": f"AAMk-{n}", "internetMessageId": f"<m{n}@target.example>", "subject": f"Subject {n}",
        "bodyPreview": f"Preview {n}", "receivedDateTime": f"2025-03-{day:02d}T09:00:00Z",
        "from": {"emailAddress": {"name": "CEO", "address": "ceo@target.example"}},
        "toRecipients": [{"emailAddress": {"address": "deals@acme.example"}}], "ccRecipients": [], **changes,
    }  # fmt: skip


def generic_message(n: int, day: int = 1, **changes: Any) -> dict[str, Any]:
    return {"id": f"g-{n}", "from": "ceo@target.example", "to": ["deals@acme.example"], "cc": [],
            "subject": f"Subject {n}", "text": f"Text {n}", "receivedAt": f"2025-03-{day:02d}T09:00:00Z",
            **changes}  # fmt: skip


def as_json(value: Any, status: int = 200) -> Reply:
    return Reply(status=status, body=json.dumps(value).encode())


@dataclass
class Mail:
    stack: Stack
    firm_id: str
    user_id: str
    token: str
    app: Any
    ca: trustme.CA
    systems: dict[str, PartnerSystem]
    backend: Backend
    resolver: StubResolver
    answers: list[str] = field(default_factory=list)
    queue: KeptSendQueue = field(default_factory=KeptSendQueue)

    def call(self, method: str, path: str, **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        result = call(self.app, method, path, **kwargs)
        self.answers.append(json.dumps(result.body) + json.dumps(result.headers))
        return result

    def mailboxes(self, method: str, path: str = "", **kwargs: Any) -> Result:
        return self.call(method, f"{MAILBOXES_PATH}{path}", **kwargs)

    def emails(self, query: str = "", **kwargs: Any) -> list[dict[str, Any]]:
        listed = self.call("GET", EMAILS_PATH, query=query, **kwargs)
        assert listed.status == 200, listed.body
        return list(listed.body["items"])

    def connect(self, provider: str = "generic", address: str = "deals@acme.example", secret: str = SECRET,
                **more: Any) -> dict[str, Any]:  # fmt: skip
        body = {"provider": provider, "address": address, **more}
        if provider == "generic":
            body.setdefault("baseUrl", BASE_URL)
        made = self.mailboxes("POST", body=body)
        assert made.status == 201, made.body
        set_ = self.mailboxes("POST", f"/{made.body['id']}/credential", body={"value": secret})
        assert set_.status == 200, set_.body
        return dict(set_.body)

    def serve(self, host: str, respond: Callable[[Seen], Reply]) -> None:
        self.systems[host].respond = respond

    def sync(self, mailbox_id: str, **kwargs: Any) -> Result:
        return self.mailboxes("POST", f"/{mailbox_id}/sync", **kwargs)

    def seen(self) -> list[Seen]:
        return [each for system in self.systems.values() for each in system.seen]

    def limit(self, limits: Limits) -> None:
        self.app.ports.override(Outbound, outbound(self.ca, self.backend, self.resolver, limits))

    def record(self, record_type: str = "Company", **values: Any) -> str:
        values = values or {"name": "Target Co", "companyType": "Prospect"}
        path = f"/api/v1/x/records/{record_type}"
        made = call(self.stack.app(records_app()), "POST", path, token=self.token, body=values)
        assert made.status == 201, made.body
        return str(made.body["result"]["id"])

    def secret_name(self, mailbox_id: str) -> str:
        return f"{PREFIX}/integrations/{self.firm_id}/mailboxes/{mailbox_id}"

    def stored_mailbox(self, mailbox_id: str) -> dict[str, Any]:
        store = self.stack.services().tenant_store(self.firm_id)
        return dict(store.get(MAILBOXES.partition(None), mailbox_id, consistent=True) or {})

    def set_base_url(self, mailbox_id: str, url: str) -> None:
        """The baseUrl as stored, past the connect's checks: as if the guard's rules grew since."""
        services = self.stack.services()
        store = services.tenant_store(self.firm_id)
        current = self.stored_mailbox(mailbox_id)
        writes = [Update(MAILBOXES.partition(None), mailbox_id, current["version"], {"baseUrl": url})]
        commit(writes, Commit(store, Actor(self.user_id, "system"), "test", services.clock,
                              services.change_sequence))  # fmt: skip

    # ---- the sender

    def sender(
        self,
        limits: Limits = mail_sender.SEND_LIMITS,
        kind: type[mail_sender.Sender] = mail_sender.Sender,
        queue: SendQueue | None = None,
    ) -> mail_sender.Sender:
        services = self.stack.services()
        made = outbound(self.ca, self.backend, self.resolver, limits)
        return kind(Ports({Services: lambda: services, Outbound: lambda: made,
                           IntegrationSecrets: lambda: IntegrationSecrets(PREFIX),
                           SendQueue: lambda: queue or self.queue}))  # fmt: skip

    def deliver(self, *, rounds: int = 10, sender: mail_sender.Sender | None = None) -> list[Any]:
        """Hands the kept messages that are due to the sender's Lambda entry, as SQS would (batches of up
        to 10), until none is due; the batch item failures come back to the queue, as SQS brings them."""
        failures: list[Any] = []
        sender = sender or self.sender()
        for _ in range(rounds):
            now = self.stack.clock()
            due = [each for each in self.queue.messages if each.due <= now and each.kind == "send"]
            due = due or [each for each in self.queue.messages if each.due <= now]
            if not due:
                break
            batch = due[:10]
            for message in batch:
                self.queue.messages.remove(message)
            records = [sqs_record(message, now) for message in batch]
            answer = mail_sender.lambda_handler({"Records": records}, None, sender=sender)
            failed = answer["batchItemFailures"]
            failures += failed
            again = {each["itemIdentifier"] for each in failed}
            self.queue.messages += [m for m, r in zip(batch, records, strict=True) if r["messageId"] in again]
            if failed:
                break
        return failures

    def send(self, mailbox_id: str, **body: Any) -> dict[str, Any]:
        body = {"to": ["ceo@target.example"], "subject": "Next steps", "text": "Thank you.", **body}
        sent = self.mailboxes("POST", f"/{mailbox_id}/send", body=body)
        assert sent.status == 201, sent.body
        return dict(sent.body)

    def email(self, email_id: str) -> dict[str, Any]:
        got = self.call("GET", f"{EMAILS_PATH}/{email_id}")
        assert got.status == 200, got.body
        return dict(got.body)

    def stored_email(self, email_id: str) -> dict[str, Any]:
        store = self.stack.services().tenant_store(self.firm_id)
        return dict(store.get(EMAILS.partition(None), email_id, consistent=True) or {})

    def never_shown(self, value: str = SECRET) -> None:
        for text in self.answers:
            assert value not in text
            assert value[:8] not in text


def mail_for(stack: Stack, partners: Partners, role: str = "member", scopes: list[str] | None = None,
             firm_id: str | None = None) -> Mail:  # fmt: skip
    ca, systems = partners
    backend = Backend({ADDRESSES[host]: system.port for host, system in systems.items()})
    resolver = StubResolver({host: [address] for host, address in ADDRESSES.items()})
    app = stack.app(create_app())
    app.ports.override(Outbound, outbound(ca, backend, resolver))
    app.ports.override(IntegrationSecrets, IntegrationSecrets(PREFIX))
    member = stack.member(firm_id or stack.firm(), role)
    token = stack.api_token(member, scopes or ["records:write"], lifetime=30 * 86400)  # tests move the clock
    mail = Mail(stack, member.firm_id, member.user_id, token, app, ca, systems, backend, resolver)
    app.ports.override(SendQueue, mail.queue)
    return mail


@pytest.fixture
def m(stack: Stack, partners: Partners) -> Mail:
    stack.clock = TickingClock()
    for system in partners[1].values():
        system.seen.clear()
        system.respond = lambda seen: as_json({"messages": []})
    return mail_for(stack, partners)


def sm() -> Any:
    return boto3.client("secretsmanager", region_name="us-east-1")


def exists(name: str) -> bool:
    try:
        sm().describe_secret(SecretId=name)
    except ClientError as error:
        if error.response["Error"]["Code"] != "ResourceNotFoundException":
            raise
        return False
    return True
