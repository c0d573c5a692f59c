"""The sender (template.yaml: EmailSenderFunction): what the send queue holds (integrations_api.
mail_queue), one email per message, sent through its mailbox's provider (integrations_api.mail_sending)
with the mailbox's credential (Secrets Manager, read only here), through the kernel's guarded outbound
call.

Never sent twice. The sender acts only on a message whose ticket the email holds, and claims the email
before the call (`queued` -> `sending`, at the version read): a redelivered message, or a second
worker with the same message, finds it claimed and does nothing. Before claiming it queues a `watch`
message, delayed by SENDING_TIMEOUT_SECONDS: a worker that dies between the provider's answer and its
own write leaves the email `sending`, and the watch makes it `unknown` (the provider may have sent
it; nothing sends it again on its own: `POST /emails/{id}/retry` is a person's call).

The outcome: `sent` (sentAt, the provider's id when it gives one); a failure worth another try (a
time-out, no connection, 429, 5xx) queues the email again with a new ticket, after BACKOFF_SECONDS or
the provider's Retry-After, until MAX_TRIES, then `failed`; 401 or 403 fail at once
(`mail_unauthorized`) and mark the mailbox (`credentialRejectedAt`, cleared by a new credential), so its
other emails fail without a call; any other failure is final. A mailbox disconnected (or gone) sends
nothing: its email fails with `mailbox_disconnected`. A message whose email is not there yet may be
ahead of its route's commit (the route queues it first): it comes back, for UNSEEN_GRACE_SECONDS.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from functools import cache
from typing import Any

from integrations_api import mail_providers, mail_sending
from integrations_api.mail_queue import MailMessage, SendQueue
from integrations_api.mail_sending import NotSent, Sent
from integrations_api.mailboxes import EMAILS, MAILBOXES, new_ticket, secret_name
from integrations_api.secrets import IntegrationSecrets
from kernel.address_guard import Refused
from kernel.ids import iso
from kernel.outbound import CallFailed, Limits, Outbound
from kernel.ports import Ports
from kernel.queue_batch import handle_batch
from kernel.services import Services
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Actor, ChangeSequence, Commit, Update, committed
from kit.resource import index_writes

SEND_LIMITS = Limits(connect_seconds=5.0, read_seconds=20.0, total_seconds=25.0, max_response_bytes=65_536)
SENDING_TIMEOUT_SECONDS = 300  # a claim still held this long was abandoned (the function has 60 s)
UNSEEN_GRACE_SECONDS = 60
MAX_TRIES = 5
BACKOFF_SECONDS = (30, 120, 600, 1800)  # before the 2nd, 3rd, 4th and 5th try
MOVE_ATTEMPTS = 3  # a write that lost to another (a link, a retry) is read and tried again


class Sender:
    def __init__(self, ports: Ports) -> None:
        self._services = ports.get(Services)
        self._outbound = ports.get(Outbound)
        self._secrets = ports.get(IntegrationSecrets)
        self._queue = ports.get(SendQueue)
        self._sequence = ChangeSequence()
        self._credentials: dict[
            tuple[str, str], str
        ] = {}  # (name, version) -> value: a version never changes
        self._lock = threading.Lock()

    def on_message(self, message: MailMessage, sent_at: float) -> bool:
        """Handles one message; False when it should come back later (its email not committed yet)."""
        store = self._services.tenant_store(message.firm_id)
        email_key = (EMAILS.partition(None), message.email_id)
        mailbox_key = (MAILBOXES.partition(None), message.mailbox_id)
        found = store.get_many([email_key, mailbox_key], consistent=True)
        email, mailbox = found.get(email_key), found.get(mailbox_key)
        now = int(self._services.clock())
        if email is None or email.get("mailboxId") != message.mailbox_id:
            return now - sent_at > UNSEEN_GRACE_SECONDS  # its transaction lost, or has not committed yet
        if email.get("ticket") != message.ticket:
            return True  # sent, failed, or queued again under another ticket
        if message.kind == "watch":
            self._watched(store, email, message)
        elif email["status"] == "queued":
            self._send_when_due(store, email, mailbox, message, now)
        return True

    def _watched(self, store: TenantStore, email: Mapping[str, Any], message: MailMessage) -> None:
        if email["status"] == "sending":
            failure = {
                "code": "send_unknown",
                "message": "The sender stopped before it recorded what the "
                "provider answered: the message may have been sent. Check the mailbox's sent items "
                "before you retry.",
            }
            self._move(store, email, message.ticket, "sending", {"status": "unknown", "failure": failure})

    def _send_when_due(
        self,
        store: TenantStore,
        email: Mapping[str, Any],
        mailbox: Mapping[str, Any] | None,
        message: MailMessage,
        now: int,
    ) -> None:
        if message.due > now:
            self._queue.send(message, now)  # early: SQS delays 15 minutes at most
            return
        refusal = _mailbox_refusal(mailbox)
        if refusal is not None:
            self._move(store, email, message.ticket, "queued", _failed(email, refusal, now, tried=False))
            return
        assert mailbox is not None  # a refusal otherwise
        self._queue.send(message._replace(kind="watch", due=now + SENDING_TIMEOUT_SECONDS), now)
        claimed = self._move(
            store, email, message.ticket, "queued", {"status": "sending", "sendingSince": now}
        )
        if claimed is None:
            return  # claimed by another message meanwhile
        result = self._send(store.firm_id, mailbox, claimed, now)
        self._settle(store, claimed, mailbox, message, result)

    # ---- the call

    def _send(
        self, firm_id: str, mailbox: Mapping[str, Any], email: Mapping[str, Any], now: int
    ) -> Sent | NotSent:
        try:
            secret = self._credential(firm_id, mailbox)
            if secret is None:
                return NotSent("secret_not_set", "The mailbox's credential was removed: set it again.", False)
            base = mail_providers.target(
                mailbox["provider"], mailbox.get("baseUrl"), self._services.settings.service_hosts
            )
            call = mail_sending.call_for(mailbox["provider"], base, secret, email, now)
            answer = self._outbound.call(base, "POST", call.path, call.headers, call.body)
        except Refused as refused:
            return NotSent(refused.code, str(refused), False)
        except CallFailed as failure:
            return mail_sending.call_failed(failure)
        except ValueError:
            return NotSent(
                "mail_invalid", "The message could not be written as the provider takes it.", False
            )
        result = mail_sending.outcome_of(answer, self._services.clock())
        if isinstance(result, Sent) and _shows_secret(result.provider_message_id, secret):
            return result._replace(provider_message_id=None)  # a hostile provider's answer
        return result

    def _credential(self, firm_id: str, mailbox: Mapping[str, Any]) -> str | None:
        key = (secret_name(self._secrets, firm_id, mailbox["id"]), str(mailbox["secretVersion"]))
        with self._lock:
            known = self._credentials.get(key)
        if known is None:
            known = self._secrets.read(*key)
            if known is not None:
                with self._lock:
                    self._credentials[key] = known
        return known

    # ---- what it did

    def _settle(
        self,
        store: TenantStore,
        email: Mapping[str, Any],
        mailbox: Mapping[str, Any],
        message: MailMessage,
        result: Sent | NotSent,
    ) -> None:
        now = int(self._services.clock())
        tries = int(email.get("attempts") or 0) + 1
        state: dict[str, Any]
        if isinstance(result, Sent):
            state = {
                "status": "sent",
                "sentAt": iso(now),
                "providerMessageId": result.provider_message_id,
                "attempts": tries,
                "failure": None,
                "nextAttemptAt": None,
                "sendingSince": None,
            }
            self._move(store, email, message.ticket, "sending", state)
            return
        if result.retry and tries < MAX_TRIES:
            due = now + max(BACKOFF_SECONDS[tries - 1], result.retry_after or 0)
            ticket = new_ticket()
            state = {
                "status": "queued",
                "ticket": ticket,
                "attempts": tries,
                "nextAttemptAt": iso(due),
                "failure": _failure(result),
                "sendingSince": None,
            }
            if self._move(store, email, message.ticket, "sending", state) is not None:
                self._queue.send(message._replace(ticket=ticket, kind="send", due=due), now)
            return
        self._move(store, email, message.ticket, "sending", _failed(email, result, now, tried=True))
        if result.code == "mail_unauthorized":
            self._credential_rejected(store, mailbox, now)

    def _credential_rejected(self, store: TenantStore, mailbox: Mapping[str, Any], now: int) -> None:
        """The mailbox needs a new credential: unless one was set since the call."""
        current: Mapping[str, Any] | None = mailbox
        for _ in range(MOVE_ATTEMPTS):
            if current is None or current.get("secretVersion") != mailbox.get("secretVersion"):
                return
            update = Update(
                MAILBOXES.partition(None),
                current["id"],
                int(current["version"]),
                {"credentialRejectedAt": iso(now), "updatedAt": now},
                addressed=False,
            )
            if self._write(store, [update]):
                return
            current = store.get(MAILBOXES.partition(None), mailbox["id"], consistent=True)

    def _move(
        self, store: TenantStore, email: Mapping[str, Any], ticket: str, status: str, state: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """The email moved on from `status` under `ticket` (at the version read, read again when another
        write came first, as a link does); None when it is no longer so: another worker moved it."""
        current: Mapping[str, Any] | None = email
        partition = EMAILS.partition(None)
        for _ in range(MOVE_ATTEMPTS):
            if current is None or current.get("status") != status or current.get("ticket") != ticket:
                return None
            now = int(self._services.clock())
            values = {**state, "updatedAt": now}
            after = {**current, **values}
            writes = [
                Update(partition, current["id"], int(current["version"]), values, addressed=False),
                *index_writes(EMAILS, partition, current, after),
            ]
            if self._write(store, writes):
                return {**after, "version": int(current["version"]) + 1}
            current = store.get(partition, email["id"], consistent=True)
        return None

    def _write(self, store: TenantStore, writes: list[Any]) -> bool:
        """Commits the writes; False when a condition lost (another writer moved the item first)."""
        context = Commit(
            store, Actor("system", "system"), "mail-sender", self._services.clock, self._sequence
        )
        return committed(writes, context)


SECRET_RUN = 12  # characters of the credential that an answered id may not hold


def _shows_secret(value: str | None, secret: str) -> bool:
    """Whether an id the provider answered holds the credential, or a run of it (it would be shown)."""
    if not value:
        return False
    if len(secret) < SECRET_RUN:
        return secret in value
    return any(secret[at : at + SECRET_RUN] in value for at in range(len(secret) - SECRET_RUN + 1))


def _mailbox_refusal(mailbox: Mapping[str, Any] | None) -> NotSent | None:
    """Why the mailbox sends nothing now, or None."""
    if mailbox is None or mailbox.get("status") == "disconnected":
        return NotSent(
            "mailbox_disconnected", "The mailbox was disconnected: nothing is sent from it.", False
        )
    if mailbox.get("credentialRejectedAt"):
        return NotSent(
            "mail_unauthorized",
            "The provider refused the mailbox's credential: set a new one "
            "(POST /mailboxes/{id}/credential), then retry.",
            False,
        )
    if not mailbox.get("secretSet"):
        return NotSent("secret_not_set", "The mailbox has no credential: set it, then retry.", False)
    return None


def _failure(result: NotSent) -> dict[str, Any]:
    return {"code": result.code, "message": result.message[:300]}


def _failed(email: Mapping[str, Any], result: NotSent, now: int, *, tried: bool) -> dict[str, Any]:
    attempts = int(email.get("attempts") or 0) + (1 if tried else 0)
    return {
        "status": "failed",
        "failure": _failure(result),
        "attempts": attempts,
        "failedAt": iso(now),
        "nextAttemptAt": None,
        "sendingSince": None,
    }


# ---- the Lambda entry ------------------------------------------------------------------------------


@cache
def _sender() -> Sender:
    return Sender(
        Ports(
            {
                Services: Services.from_environment,
                Outbound: lambda: Outbound(limits=SEND_LIMITS),
                IntegrationSecrets: IntegrationSecrets.from_environment,
                SendQueue: SendQueue.from_environment,
            }
        )
    )


def lambda_handler(event: Mapping[str, Any], context: Any, sender: Sender | None = None) -> dict[str, Any]:
    """A batch of messages, each on its own thread; the ones to see again are reported failed."""
    sender = sender or _sender()
    return handle_batch(event, lambda body, sent_at: sender.on_message(MailMessage.read(body), sent_at), _log)


@cache
def _log() -> Any:
    from aws_lambda_powertools import Logger

    return Logger(service="integrations-mail-sender")
