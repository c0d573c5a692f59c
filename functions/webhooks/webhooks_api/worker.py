"""The delivery worker (template.yaml: WebhookDeliveryFunction): what the delivery queue holds, one
attempt per message, sent through the kernel's guarded outbound call, signed.

At least once, never two attempts at once. A message claims the delivery's next attempt (the item at
the version read, `claimedUntil` set) before calling out; a second message for it (a redelivery, a
duplicate) finds it claimed or done and is dropped. A worker that dies holding a claim leaves it to
expire: SQS brings its message back after the visibility timeout, and that message claims again. A
message early for its attempt (SQS delays at most 15 minutes) is sent on until it is due.

An attempt: 10 seconds at most, at most 64 KiB of the answer read, no redirect followed, the URL and
every address it resolves to checked at that moment. A 2xx is `delivered`; 410 fails the delivery and
pauses the endpoint (`endpoint_gone`); anything else, a timeout or a refused address is tried again
after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then `failed`. An endpoint whose every attempt
failed for 5 days is paused (`failing`). A paused or deleted endpoint is sent nothing more.

A batch's messages are sent side by side, each on its own thread: a slow endpoint holds up none of the
others (and SQS serves the endpoints fairly: queue.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from kernel.address_guard import Refused, check_url
from kernel.ids import iso
from kernel.outbound import CallFailed, Limits, Outbound
from kernel.ports import Ports
from kernel.queue_batch import handle_batch
from kernel.services import Services
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Actor, ChangeSequence, Commit, Delete, Update, Write, committed
from webhooks_api import deliveries, events
from webhooks_api.endpoints import WEBHOOKS, signing_secrets
from webhooks_api.queue import DeliveryQueue, Message
from webhooks_api.secrets import SecretUnavailable, WebhookSecrets

ATTEMPT_LIMITS = Limits(connect_seconds=5.0, read_seconds=10.0, total_seconds=10.0, max_response_bytes=65_536)
CLAIM_SECONDS = 30  # an attempt's longest, with room: a claim older than this was abandoned
UNSEEN_GRACE_SECONDS = 60  # a message whose delivery is not there may be ahead of its commit this long


class Attempt(NamedTuple):
    at: int
    status: int | None  # the HTTP status answered
    failure: str | None  # or why there was no answer that counts
    duration_ms: int

    @property
    def delivered(self) -> bool:
        return self.status is not None and 200 <= self.status < 300

    def stored(self) -> dict[str, Any]:
        return {"at": self.at, "status": self.status, "failure": self.failure, "durationMs": self.duration_ms}


class Worker:
    def __init__(self, ports: Ports) -> None:
        self._services = ports.get(Services)
        self._outbound = ports.get(Outbound)
        self._secrets = ports.get(WebhookSecrets)
        self._queue = ports.get(DeliveryQueue)
        self._sequence = ChangeSequence()

    def on_message(self, message: Message, sent_at: float) -> bool:
        """Handles one message; False when it should come back later (its delivery not committed yet)."""
        store = self._services.tenant_store(message.firm_id)
        delivery_key = (deliveries.partition(message.endpoint_id), message.delivery_id)
        endpoint_key = (WEBHOOKS.partition(None), message.endpoint_id)
        health_key = (deliveries.HEALTH, message.endpoint_id)
        found = store.get_many([delivery_key, endpoint_key, health_key], consistent=True)
        item, endpoint = found.get(delivery_key), found.get(endpoint_key)
        now = int(self._services.clock())
        if item is None:
            return now - sent_at > UNSEEN_GRACE_SECONDS  # its transaction lost, or has not committed yet
        if item["status"] in ("delivered", "failed"):
            return True
        if endpoint is None or not endpoint.get("enabled", True):
            reason = "endpoint_deleted" if endpoint is None else "endpoint_paused"
            self._write(
                store, [deliveries.moved(item, {"status": "failed", "failure": reason, "claimedUntil": None})]
            )
            return True
        due = int(item["nextAttemptAt"])
        if due > now:
            self._queue.send([message._replace(due=due)], now)  # early: SQS delays 15 minutes at most
            return True
        if float(item.get("claimedUntil") or 0) > now:
            return True  # another message holds this attempt; its worker queues what follows
        if not self._write(store, [deliveries.moved(item, {"claimedUntil": now + CLAIM_SECONDS})]):
            return True  # claimed meanwhile
        claimed = {**item, "version": int(item["version"]) + 1}
        attempt = self._attempt(message.firm_id, endpoint, claimed)
        self._settle(store, claimed, endpoint, found.get(health_key), attempt)
        return True

    # ---- an attempt

    def _attempt(self, firm_id: str, endpoint: Mapping[str, Any], item: Mapping[str, Any]) -> Attempt:
        started = self._services.clock()
        at = int(started)
        try:
            held = [self._secrets.get(firm_id, endpoint["id"], version)
                    for version in signing_secrets(endpoint, started)]  # fmt: skip
        except SecretUnavailable:
            return Attempt(at, None, "secret_unavailable", 0)
        body = str(item["body"])
        try:
            target = check_url(endpoint["url"], self._services.settings.service_hosts)
            signed = events.headers(item["id"], at, body, held)
            answer = self._outbound.call(
                target, "POST", _path(endpoint["url"], target.path), signed, body.encode()
            )
        except Refused as refused:
            return Attempt(at, None, refused.code, _ms_since(self._services.clock(), started))
        except CallFailed as failed:
            return Attempt(at, None, failed.code, _ms_since(self._services.clock(), started))
        return Attempt(at, answer.status, None, answer.duration_ms)

    def _settle(self, store: TenantStore, item: Mapping[str, Any], endpoint: Mapping[str, Any],
                health: Mapping[str, Any] | None, attempt: Attempt) -> None:  # fmt: skip
        """The attempt recorded on the delivery; the endpoint's health; the next attempt queued."""
        count = int(item.get("attemptCount", 0)) + 1
        state: dict[str, Any] = {"attempts": deliveries.attempts_after(item, attempt.stored()),
                                 "attemptCount": count, "claimedUntil": None}  # fmt: skip
        gone = attempt.status == 410
        delay = None if attempt.delivered or gone else deliveries.next_delay(count)
        if attempt.delivered:
            state["status"] = "delivered"
        elif delay is None:
            state |= {"status": "failed", "failure": "endpoint_gone" if gone else "attempts_exhausted"}
        else:
            state |= {"status": "retrying", "nextAttemptAt": attempt.at + delay}
        if not self._write(store, [deliveries.moved(item, state)]):
            self._add_attempt(store, item, attempt)  # sent again meanwhile: that request's message follows
            delay = None
        self._write(store, self._health_writes(endpoint, health, attempt, gone))
        if delay is not None:
            due = attempt.at + delay
            self._queue.send(
                [Message(store.firm_id, endpoint["id"], item["id"], due)], self._services.clock()
            )

    def _add_attempt(self, store: TenantStore, item: Mapping[str, Any], attempt: Attempt) -> None:
        now = store.get(deliveries.partition(item["endpointId"]), item["id"], consistent=True)
        if now is not None:
            self._write(
                store, [deliveries.moved(now, {"attempts": deliveries.attempts_after(now, attempt.stored())})]
            )

    def _health_writes(self, endpoint: Mapping[str, Any], health: Mapping[str, Any] | None,
                       attempt: Attempt, gone: bool) -> list[Write]:  # fmt: skip
        """Since when every attempt to the endpoint failed; pausing it at 410 or after 5 days of that."""
        key = (deliveries.HEALTH, endpoint["id"])
        if attempt.delivered:
            return [Delete(*key, must_exist=False)] if health else []
        failing_since = int(health["failingSince"]) if health else attempt.at
        if gone or attempt.at - failing_since >= deliveries.DISABLE_AFTER_FAILING_SECONDS:
            reason = "endpoint_gone" if gone else "failing"
            paused = {"enabled": False, "disabledReason": reason, "disabledAt": iso(attempt.at),
                      "updatedAt": attempt.at}  # fmt: skip
            writes: list[Write] = [
                Update(WEBHOOKS.partition(None), endpoint["id"], int(endpoint["version"]), paused)
            ]
            return writes + ([Delete(*key, must_exist=False)] if health else [])
        return [] if health else [Update(*key, 0, {"failingSince": attempt.at})]

    def _write(self, store: TenantStore, writes: list[Write]) -> bool:
        """Commits the writes; False when a condition lost (another writer moved the item first)."""
        if not writes:
            return True
        context = Commit(
            store, Actor("system", "system"), "webhooks-worker", self._services.clock, self._sequence
        )
        return committed(writes, context)


def _path(url: str, base: str) -> str:
    """The path the URL names, as the guard encoded it (without a trailing slash), with the trailing
    slash given back when the URL had one; `/` for a URL without a path."""
    path = base + "/" if urlsplit(url).path.endswith("/") else base
    return path or "/"


def _ms_since(now: float, started: float) -> int:
    return max(0, int((now - started) * 1000))


# ---- the Lambda entry ------------------------------------------------------------------------------


@cache
def _worker() -> Worker:
    return Worker(Ports({Services: Services.from_environment,
                         Outbound: lambda: Outbound(limits=ATTEMPT_LIMITS),
                         WebhookSecrets: WebhookSecrets.from_environment,
                         DeliveryQueue: DeliveryQueue.from_environment}))  # fmt: skip


def lambda_handler(event: Mapping[str, Any], context: Any, worker: Worker | None = None) -> dict[str, Any]:
    """A batch of messages, each on its own thread; the ones to see again are reported failed."""
    worker = worker or _worker()
    return handle_batch(event, lambda body, sent_at: worker.on_message(Message.read(body), sent_at), _log)


@cache
def _log() -> Any:
    from aws_lambda_powertools import Logger

    return Logger(service="webhooks-worker")
