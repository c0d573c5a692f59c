"""What leaves the local stack, over real HTTP to a plain-http receiver on loopback (allowed through
LOCAL_OUTBOUND_ORIGINS), as `make run` runs it. Webhooks: a record created, and the stack's own
stream, dispatcher, delivery queue and worker sending it, signed; a receiver failing once sees the same
webhook-id again after the real 5 s queue delay; a test event on demand. Email: a generic mailbox's
message, queued by the send route and sent by the stack's own send queue and sender."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest
import standardwebhooks

from tests.e2e.test_forms_e2e import ok
from tests.e2e.test_local_stack import LocalStack, bearer

pytestmark = pytest.mark.e2e

WEBHOOKS = "/api/v1/x/webhooks"
PATIENCE_SECONDS = 20.0
SIGNED = ("webhook-id", "webhook-timestamp", "webhook-signature")


@dataclass(frozen=True)
class Seen:
    path: str
    headers: dict[str, str]  # names in lower case
    body: bytes
    at: float  # time.monotonic() on arrival

    def verified(self, secret: str) -> dict[str, Any]:
        """The body as a receiver using the reference library accepts it (raises when it would not)."""
        signed = {name: self.headers[name] for name in SIGNED}
        return dict(standardwebhooks.Webhook(secret).verify(self.body, signed))


@dataclass
class Receiver:
    """A webhook receiver on 127.0.0.1 over plain http: keeps each POST, answers 200, or 500 while a
    path has failures left."""

    server: ThreadingHTTPServer | None = None
    seen: list[Seen] = field(default_factory=list)
    failures: dict[str, int] = field(default_factory=dict)  # path -> how many 500s to answer first
    changed: threading.Condition = field(default_factory=threading.Condition)

    @property
    def origin(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def answer(self, path: str, headers: dict[str, str], body: bytes) -> int:
        with self.changed:
            self.seen.append(Seen(path, headers, body, time.monotonic()))
            self.changed.notify_all()
            if self.failures.get(path, 0) > 0:
                self.failures[path] -= 1
                return 500
            return 200

    def wait_for(self, path: str, wanted: Callable[[list[Seen]], bool]) -> list[Seen]:
        """The requests to `path` once `wanted` holds of them (PATIENCE_SECONDS at most)."""
        deadline = time.monotonic() + PATIENCE_SECONDS
        with self.changed:
            while not wanted(arrived := [each for each in self.seen if each.path == path]):
                left = deadline - time.monotonic()
                if left <= 0:
                    got = [(each.path, each.headers.get("webhook-id")) for each in self.seen]
                    pytest.fail(f"not what was awaited on {path} in {PATIENCE_SECONDS:.0f} s; it got {got}")
                self.changed.wait(left)
            return arrived


def _handler(receiver: Receiver) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            headers = {name.lower(): value for name, value in self.headers.items()}
            status = receiver.answer(self.path, headers, body)
            self.send_response(status)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return Handler


@pytest.fixture(scope="module", autouse=True)
def receiver() -> Iterator[Receiver]:
    """The receiver, started before the stack (autouse: before `local_stack` of the same scope), which
    inherits LOCAL_OUTBOUND_ORIGINS naming it from this process's environment."""
    made = Receiver()
    made.server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(made))
    thread = threading.Thread(target=made.server.serve_forever, name="webhook-receiver", daemon=True)
    thread.start()
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("LOCAL_OUTBOUND_ORIGINS", made.origin)
            yield made
    finally:
        made.server.shutdown()
        made.server.server_close()
        thread.join(timeout=5)


def _endpoint(client: httpx.Client, token: dict[str, str], url: str) -> dict[str, Any]:
    body = {"url": url, "events": ["record.created"]}
    made: dict[str, Any] = ok(client.post(WEBHOOKS, headers=token, json=body), 201)
    assert made["secret"].startswith("whsec_")
    assert made["url"] == url
    return made


def _company(client: httpx.Client, token: dict[str, str], name: str) -> str:
    body = {"name": name, "companyType": "Portfolio"}
    made = ok(client.post("/api/v1/x/records/Company", headers=token, json=body), 201)
    record_id: str = made["result"]["id"]
    return record_id


def _created(record_id: str) -> Callable[[list[Seen]], bool]:
    return lambda seen: any(b'"record.created"' in s.body and record_id.encode() in s.body for s in seen)


def test_a_record_created_reaches_the_receiver_signed(
    local_stack: LocalStack, client: httpx.Client, receiver: Receiver
) -> None:
    token = bearer(local_stack.api_token)
    endpoint = _endpoint(client, token, f"{receiver.origin}/hooks/created")
    record_id = _company(client, token, "Webhook Holdings")

    [seen] = receiver.wait_for("/hooks/created", _created(record_id))

    assert seen.headers["content-type"] == "application/json"
    event = seen.verified(endpoint["secret"])
    assert event["type"] == "record.created"
    assert (event["data"]["recordType"], event["data"]["recordId"]) == ("Company", record_id)
    assert b"Webhook Holdings" not in seen.body  # ids, never field values


def test_a_receiver_failing_once_gets_the_same_webhook_id_again_five_seconds_later(
    local_stack: LocalStack, client: httpx.Client, receiver: Receiver
) -> None:
    token = bearer(local_stack.api_token)
    receiver.failures["/hooks/flaky"] = 1
    endpoint = _endpoint(client, token, f"{receiver.origin}/hooks/flaky")
    record_id = _company(client, token, "Flaky Receiver Ltd")

    first, second = receiver.wait_for("/hooks/flaky", lambda seen: len(seen) >= 2)

    assert first.headers["webhook-id"] == second.headers["webhook-id"]
    assert first.body == second.body
    assert first.verified(endpoint["secret"]) == second.verified(endpoint["secret"])
    assert second.verified(endpoint["secret"])["data"]["recordId"] == record_id
    assert 3.5 <= second.at - first.at <= 9.0, second.at - first.at  # 5 s on the queue, whole seconds stamped
    deadline = time.monotonic() + PATIENCE_SECONDS
    while True:
        [delivery] = ok(client.get(f"{WEBHOOKS}/{endpoint['id']}/deliveries", headers=token))["items"]
        if delivery["status"] == "delivered" or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert (delivery["id"], delivery["status"]) == (first.headers["webhook-id"], "delivered"), delivery
    assert [attempt["status"] for attempt in delivery["attempts"]] == [500, 200]
    assert delivery["nextAttemptAt"] is None


def test_a_test_event_arrives_as_webhook_test(
    local_stack: LocalStack, client: httpx.Client, receiver: Receiver
) -> None:
    token = bearer(local_stack.api_token)
    endpoint = _endpoint(client, token, f"{receiver.origin}/hooks/test")

    queued = ok(client.post(f"{WEBHOOKS}/{endpoint['id']}/test", headers=token), 202)
    [seen] = receiver.wait_for("/hooks/test", lambda seen: len(seen) >= 1)

    assert (queued["eventType"], queued["status"]) == ("webhook.test", "pending")
    assert seen.headers["webhook-id"] == queued["id"]
    event = seen.verified(endpoint["secret"])
    assert (event["type"], event["data"]["webhookId"]) == ("webhook.test", endpoint["id"])
    shown = ok(client.get(f"{WEBHOOKS}/{endpoint['id']}/deliveries/{queued['id']}", headers=token))
    assert shown["payload"] == event


def test_an_email_from_a_generic_mailbox_reaches_the_receiver(
    local_stack: LocalStack, client: httpx.Client, receiver: Receiver
) -> None:
    token = bearer(local_stack.api_token)
    body = {"provider": "generic", "address": "deals@local.example", "baseUrl": f"{receiver.origin}/mail",
            "credential": "local-mail-token"}  # fmt: skip
    mailbox = ok(client.post("/api/v1/x/mailboxes", headers=token, json=body), 201)
    message = {"to": ["ceo@target.example"], "subject": "Hello", "text": "Sent from the local stack."}
    email = ok(client.post(f"/api/v1/x/mailboxes/{mailbox['id']}/send", headers=token, json=message), 201)
    assert email["status"] == "queued"

    [seen] = receiver.wait_for("/mail/messages", lambda seen: len(seen) >= 1)

    assert seen.headers["authorization"] == "Bearer local-mail-token"
    assert seen.headers["idempotency-key"] == email["id"]
    sent = json.loads(seen.body)
    assert (sent["id"], sent["from"], sent["to"], sent["subject"]) == (
        email["id"], "deals@local.example", ["ceo@target.example"], "Hello")  # fmt: skip
    deadline = time.monotonic() + PATIENCE_SECONDS
    while (shown := ok(client.get(f"/api/v1/x/emails/{email['id']}", headers=token)))["status"] != "sent":
        assert time.monotonic() < deadline, shown
        time.sleep(0.2)
    assert shown["attempts"] == 1
