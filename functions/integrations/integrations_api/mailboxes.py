"""Mailboxes and the inbox (spec 4.6): `/mailboxes` (connect, credential, test, sync, disconnect, send,
reply) and `/emails` (the inbox, newest first; link a message to a record). API tokens need
`records:read` for a GET and `records:write` otherwise; the role `records.read` / `records.write`.

A mailbox is connected in two calls, as an integration's credential is set (integrations_api.
credentials): `POST /mailboxes` (provider, address, and for the generic provider its baseUrl) makes it
`pending`; `POST /mailboxes/{id}/credential` puts the token in Secrets Manager (integrations_api.secrets:
staged before the item's write, current once it is in, never stored in DynamoDB, never answered) and
makes it `connected`. Provider, address and baseUrl are fixed once made: the secret only ever goes to
the host it was connected for. One mailbox per address is connected or pending at a time (409
`already_exists`).

`test` makes one guarded call (the provider's profile) and answers a report; it stores nothing.
`sync` makes one guarded GET of the newest messages (Gmail: a list, then up to 10 reads of messages not
stored yet), reads them as hostile input (integrations_api.mail_providers) and stores each new one as
an email, once: by a marker keyed by the SHA-256 of the provider's message id, created in the same
transaction as the email; the mailbox's last-sync state is written at the version read, so two syncs at
once store each message once (the later one is 409 `sync_conflict`, storing nothing), and a disconnect
during a sync refuses the sync. A sync stores at most MAX_NEW new messages, the newest; `notYetStored`
counts the rest, which the next sync takes. Whatever the provider answers, the route answers a report
(`outcome` stored or failed, `failure.code` saying why); an address the guard refuses is 400 with its
code, and nothing is sent.

`disconnect` marks the mailbox `disconnected` (for good: connect it again as a new mailbox), frees its
address, and deletes its secret from Secrets Manager at once (no recovery window) once that is in; its
emails stay. A disconnected mailbox's credential, test, sync, send and reply are 409
`mailbox_disconnected`; a pending one's test, sync, send and reply are 409 `secret_not_set`.

`send` and `reply` store an outbound email with `status: queued` in /emails and queue one message for
the sender (integrations_api.mail_sender, its own function), which sends it through the mailbox's
provider: `queued` -> `sending` -> `sent`, or `failed` (`failure.code`), or `unknown` when the sender
stopped between the provider's answer and its own write. The message is queued before the email's
transaction (`before_commit`): a queue that refuses it fails the call and nothing is stored, and a
message whose email never committed is dropped by the sender, so no queued email lacks its message.
`POST /emails/{id}/retry` queues a `failed` or `unknown` email again. Each recipient is kept once,
compared without case, in the first list naming it (`each_recipient_once`); the limit of 100
recipients counts what is kept. No attachments: docs/decisions.md says why.

Storage: kit items `KIT#emails` (ids ordered by when the message was received, or queued: the inbox
lists newest first); index partitions per mailboxId, recordId and status; `MAILBOX#<id>#SEEN` /
<SHA-256 of the provider's id> the marker of a message stored. None of this is a record: no write shows
in the change feed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import secrets
import time
from collections.abc import Callable, Mapping
from typing import Any

from catalog.enums import RECORD_TYPES
from connectors.calls import refused as refused_url
from connectors.calls import saved_target
from connectors.definition import service_hosts
from integrations_api import mail_providers
from integrations_api.mail_providers import PROVIDERS, MailFailure, Message
from integrations_api.mail_queue import MailMessage, SendQueue
from integrations_api.secrets import IntegrationSecrets, SecretValue, new_version
from kernel import errors
from kernel.address_guard import Refused, Target
from kernel.ids import iso, new_id
from kernel.outbound import CallFailed, Outbound
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Update, Write
from kernel.wire import Outcome
from kit.fields import (
    ITEM_ID,
    Boolean,
    Choice,
    DateTime,
    Email,
    Fields,
    Integer,
    ListOf,
    Object,
    Ref,
    Text,
    together,
)
from kit.resource import (
    ByHand,
    Items,
    ListFilter,
    Resource,
    declare,
    index_writes,
    reference_requirements,
    stored_item,
    unique_writes,
)
from kit.resource import reference_problems as kit_reference_problems

router = Router()
X = "/api/v1/x"
MAX_NEW = 20  # emails a sync stores: four writes each (item, two index entries, marker), in one transaction
TEXT_CHARS = 20_000  # an outbound message's text
STATES = ("pending", "connected", "disconnected")


def sync_conflict() -> errors.ApiError:
    return errors.ApiError(409, "sync_conflict", "The mailbox changed while it was synced (another sync, a "
                           "credential or a disconnect); nothing was stored. Sync again.")  # fmt: skip


def disconnected() -> errors.ApiError:
    return errors.ApiError(409, "mailbox_disconnected", "The mailbox is disconnected; its emails stay. "
                           "Connect the address again as a new mailbox.")  # fmt: skip


def secret_not_set() -> errors.ApiError:
    return errors.ApiError(409, "secret_not_set", "Set the mailbox's credential first: "
                           "POST /mailboxes/{id}/credential.")  # fmt: skip


# ---- /mailboxes -------------------------------------------------------------------------------------


def _base_url_rule(values: Mapping[str, Any]) -> list[dict[str, str]]:
    """The generic provider needs its baseUrl; the others have theirs fixed and take none."""
    provider, base_url = values.get("provider"), values.get("baseUrl")
    if provider == "generic" and base_url is None:
        return [{"field": "baseUrl", "message": "required for the generic provider"}]
    if provider in PROVIDERS and provider != "generic" and base_url is not None:
        return [{"field": "baseUrl", "message": f"{provider} has its own fixed address: send none"}]
    return []


def _base_url_passes_the_guard(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    """On connect: the baseUrl and what its name resolves to now (400 with the guard's code otherwise)."""
    if values.get("baseUrl") is not None:
        saved_target(values["baseUrl"], service_hosts(request), request.port(Outbound))
    return []


def _credential_taken_out(items: Items, values: dict[str, Any], mailbox_id: str) -> list[Write]:
    """A credential never joins the stored values: connect_mailbox sends it to Secrets Manager."""
    values.pop("credential", None)
    return []


MAILBOXES = Resource(
    name="mailboxes", path=f"{X}/mailboxes", id_prefix="mbx", noun="mailbox", title="Mailbox",
    fields={
        "provider": Choice(*PROVIDERS, description=f"The mail API: {mail_providers.described()}."),
        "address": Email(description="The mailbox's address (one connected or pending mailbox per address)."),
        "baseUrl": Text(max_length=2048, required=False, description=(
            "The generic provider's https base URL (the connectors' address rules); none for the others.")),
        "credential": SecretValue(required=False, description=(
            "The access or API token (write-only: to Secrets Manager, never stored here or answered); "
            "without it the mailbox is pending until POST .../credential.")),
    },
    state={
        "status": Choice(*STATES, default="pending",
                         description="pending (no credential yet), connected, or disconnected (for good)."),
        "secretSet": Boolean(default=False, description="A credential is stored (it is never shown)."),
        "connectedAt": DateTime(required=False),
        "disconnectedAt": DateTime(required=False),
        "lastSyncAt": DateTime(required=False, description="When the last sync ran (null: never)."),
        "lastSyncOutcome": Choice("stored", "failed", required=False),
        "lastSyncFailure": Text(max_length=40, required=False, description="The last sync's failure.code."),
        "lastNewMessages": Integer(required=False, description="Emails the last sync stored."),
        "messagesStored": Integer(default=0, description="Emails syncs stored in all."),
        "credentialRejectedAt": DateTime(required=False, description=(
            "When the provider last refused the credential on a send (null: never, or a new credential was "
            "set since): its emails fail with mail_unauthorized until POST .../credential.")),
    },
    rules=(_base_url_rule,), check=_base_url_passes_the_guard, unique=("address",),
    operations=frozenset({"list", "create", "get"}), item_param="id", item_description="The mailbox's id.",
    hidden=("secretVersion", "credential"), prepare=_credential_taken_out,
    example={"provider": "microsoft365", "address": "deals@acme.example"},
)  # fmt: skip


def connect_mailbox(request: Request[dict[str, Any]]) -> Outcome:
    """The kit's create; with a credential, the mailbox is connected in the same call: the value goes to
    Secrets Manager before the item's write, which names its version (as POST .../credential does)."""
    credential = request.body.get("credential")
    items = Items(MAILBOXES, request)
    if credential is None:
        return items.create()
    version = new_version()
    state = {
        "secretSet": True,
        "secretVersion": version,
        "status": "connected",
        "connectedAt": iso(request.now()),
    }
    outcome = items.create(state)
    port, firm_id, mailbox_id = request.port(IntegrationSecrets), request.caller.firm_id, outcome.body["id"]
    name = secret_name(port, firm_id, mailbox_id)
    store, partition = request.store, items.partition

    def named() -> bool:
        return (store.get(partition, mailbox_id, consistent=True) or {}).get("secretVersion") == version

    def stage() -> None:
        port.stage(name, credential, version, exists=False, tags={"firm": firm_id, "mailbox": mailbox_id},
                   named=named)  # fmt: skip

    after = [lambda: port.confirm(name), lambda: port.promote(name, version)]
    return dataclasses.replace(outcome, before_commit=[stage], after_commit=after)


declare(router, MAILBOXES, by_hand={"create": ByHand(
    connect_mailbox, secret_body=True,
    summary="Connect a mailbox (with its credential: connected; without: pending until POST .../credential).",
)})  # fmt: skip
MAILBOX = MAILBOXES.item_path
MAILBOX_PARAM = {"id": {"description": "The mailbox's id."}}


def _mailbox(request: Request[Any, Any], *, connected: bool = True) -> tuple[Items, dict[str, Any]]:
    items = Items(MAILBOXES, request)
    mailbox = items.current()
    if mailbox.get("status") == "disconnected":
        raise disconnected()
    if connected and not mailbox.get("secretSet"):
        raise secret_not_set()
    return items, mailbox


def secret_name(port: IntegrationSecrets, firm_id: str, mailbox_id: str) -> str:
    return port.setting_name(firm_id, "mailboxes", mailbox_id)


CREDENTIAL_BODY = Fields(
    "MailboxCredential",
    {"value": SecretValue(description="The mailbox's access token (OAuth) or API token; write-only.")},
    example={"value": "<SECRET>"},
)


@router.post(
    f"{MAILBOX}/credential",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=MAILBOXES.view_schema,
    body=CREDENTIAL_BODY,
    secret_body=True,
    last_write_wins=True,
    etag=True,
    errors=(409,),
    params=MAILBOX_PARAM,
    summary="Set or replace the mailbox's credential (write-only): the mailbox is connected.",
)
def set_mailbox_credential(request: Request[dict[str, Any]]) -> Outcome:
    items, mailbox = _mailbox(request, connected=False)
    port = request.port(IntegrationSecrets)
    firm_id = request.caller.firm_id
    name = secret_name(port, firm_id, mailbox["id"])
    version = new_version()
    store, partition, mailbox_id = request.store, items.partition, mailbox["id"]

    def named() -> bool:
        return (store.get(partition, mailbox_id, consistent=True) or {}).get("secretVersion") == version

    def stage() -> None:
        port.stage(name, request.body["value"], version, exists=bool(mailbox.get("secretVersion")),
                   tags={"firm": firm_id, "mailbox": mailbox_id}, named=named)  # fmt: skip

    state: dict[str, Any] = {
        "secretSet": True,
        "secretVersion": version,
        "status": "connected",
        "credentialRejectedAt": None,
    }
    if mailbox.get("status") != "connected":
        state["connectedAt"] = iso(request.now())
    writes = items.state_write(mailbox, state, changed=("secret",))
    assert isinstance(writes[0], Update)
    after = {**mailbox, **writes[0].set, "version": mailbox["version"] + 1}
    return Outcome(
        items.view(after),
        writes=writes,
        version=after["version"],
        before_commit=[stage],
        after_commit=[lambda: port.confirm(name), lambda: port.promote(name, version)],
    )


@router.post(
    f"{MAILBOX}/disconnect",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=MAILBOXES.view_schema,
    body=None,
    etag=True,
    last_write_wins=True,
    params=MAILBOX_PARAM,
    summary="Disconnect the mailbox for good: its credential is deleted, its emails stay.",
)
def disconnect_mailbox(request: Request) -> Outcome:
    items = Items(MAILBOXES, request)
    mailbox = items.current()
    if mailbox.get("status") == "disconnected":
        return Outcome(items.view(mailbox), version=mailbox["version"])
    port = request.port(IntegrationSecrets)
    name = secret_name(port, request.caller.firm_id, mailbox["id"])
    state = {"status": "disconnected", "secretSet": False, "secretVersion": None,
             "disconnectedAt": iso(request.now())}  # fmt: skip
    writes = items.state_write(mailbox, state)
    assert isinstance(writes[0], Update)
    writes += unique_writes(MAILBOXES, items.partition, mailbox, {})  # the address is free again
    after = {**mailbox, **writes[0].set, "version": mailbox["version"] + 1}
    return Outcome(items.view(after), writes=writes, version=after["version"],
                   after_commit=[lambda: port.delete(name)])  # fmt: skip


# ---- test and sync: one guarded call (or a bounded few) ---------------------------------------------

FAILURE = Object(required=False, fields={"code": Text(max_length=40), "message": Text(max_length=300)},
                 description="Why: timeout, connect_failed, tls_failed, protocol_error, mail_redirected, "
                 "mail_unauthorized, mail_status, mail_too_large or mail_invalid.")  # fmt: skip
TEST_REPORT = Fields("MailboxTest", {
    "mailboxId": Text(max_length=40),
    "testedAt": DateTime(),
    "ok": Boolean(description="The provider answered the profile call with the mailbox's credential."),
    "status": Integer(required=False, description="The HTTP status the provider answered (null: no answer)."),
    "durationMs": Integer(required=False),
    "account": Email(required=False, description="The address the provider says the credential opens."),
    "failure": FAILURE,
})  # fmt: skip
SYNC_REPORT = Fields("MailboxSync", {
    "mailboxId": Text(max_length=40),
    "syncedAt": DateTime(),
    "outcome": Choice("stored", "failed"),
    "status": Integer(required=False, description="The HTTP status of the last call (null: no answer)."),
    "durationMs": Integer(required=False),
    "messagesRead": Integer(description=f"Messages listed (the newest {mail_providers.PAGE_SIZE})."),
    "newMessages": Integer(description="Emails this sync stored."),
    "notYetStored": Integer(description=f"New messages beyond this sync's {MAX_NEW}: the next takes them."),
    "skipped": Integer(description="Messages that were not well-formed (never stored)."),
    "failure": FAILURE,
})  # fmt: skip


class _Caller:
    """One route's calls to the mailbox's provider: its checked target, the secret, the time left."""

    def __init__(self, request: Request[Any, Any], mailbox: Mapping[str, Any]) -> None:
        try:
            self.base: Target = mail_providers.target(mailbox["provider"], mailbox.get("baseUrl"),
                                                      service_hosts(request))  # fmt: skip
        except Refused as error:  # the guard decides again on every call
            raise refused_url(error) from None
        self.provider = mailbox["provider"]
        self._outbound = request.port(Outbound)
        port = request.port(IntegrationSecrets)
        self._secret = _read_secret(port, secret_name(port, request.caller.firm_id, mailbox["id"]),
                                    mailbox["secretVersion"])  # fmt: skip
        self._deadline = time.monotonic() + mail_providers.SYNC_SECONDS
        self.status: int | None = None
        self.duration_ms = 0

    def seconds_left(self) -> float:
        return self._deadline - time.monotonic()

    def get(self, path: str) -> dict[str, Any]:
        """One guarded GET: its JSON object, or MailFailure (CallFailed is one too)."""
        outbound = mail_providers.bounded(self._outbound, max(self.seconds_left(), 0.1))
        try:
            answer = outbound.call(self.base, "GET", path, mail_providers.headers(self._secret), None)
        except Refused as error:
            raise refused_url(error) from None
        except CallFailed as failure:
            raise MailFailure(failure.code, failure.message) from None
        self.status, self.duration_ms = answer.status, self.duration_ms + answer.duration_ms
        return mail_providers.json_of(answer, outbound.limits)


def _read_secret(port: IntegrationSecrets, name: str, version: str) -> str:
    """The version of the secret the mailbox names (never logged, stored or answered)."""
    value = port.read(name, version)
    if value is None:  # removed by hand: the mailbox needs its credential again
        raise secret_not_set()
    return value


@router.post(
    f"{MAILBOX}/test",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=TEST_REPORT,
    body=None,
    query=None,
    errors=(409,),
    params=MAILBOX_PARAM,
    summary="Call the provider once with the mailbox's credential (its profile); stores nothing.",
)
def test_mailbox(request: Request) -> Outcome:
    _, mailbox = _mailbox(request)
    provider = _Caller(request, mailbox)
    report: dict[str, Any] = {
        "mailboxId": mailbox["id"],
        "testedAt": iso(request.now()),
        "ok": False,
        "status": None,
        "durationMs": None,
        "account": None,
        "failure": None,
    }
    try:
        body = provider.get(mail_providers.profile_path(provider.provider, provider.base))
        report |= {"ok": True, "account": mail_providers.account_of(provider.provider, body)}
    except MailFailure as failure:
        report["failure"] = {"code": failure.code, "message": failure.message}
    report |= {"status": provider.status, "durationMs": provider.duration_ms if provider.status else None}
    return Outcome(report)


@router.post(
    f"{MAILBOX}/sync",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=SYNC_REPORT,
    body=None,
    query=None,
    errors=(409,),
    params=MAILBOX_PARAM,
    summary="Fetch the newest messages once (guarded) and store the new ones as emails.",
)
def sync_mailbox(request: Request) -> Outcome:
    items, mailbox = _mailbox(request)
    provider = _Caller(request, mailbox)
    now = request.now()
    report: dict[str, Any] = {
        "mailboxId": mailbox["id"], "syncedAt": iso(now), "outcome": "failed", "status": None,
        "durationMs": None, "messagesRead": 0, "newMessages": 0, "notYetStored": 0, "skipped": 0,
        "failure": None,
    }  # fmt: skip
    seen = seen_partition(mailbox["id"])
    try:
        listed = provider.get(mail_providers.list_path(provider.provider, provider.base))
        if provider.provider == "gmail":
            new, read, skipped, not_yet = _gmail_messages(request, provider, listed, seen, now)
        else:
            page = mail_providers.page_of(provider.provider, listed, now)
            new, read, skipped, not_yet = _unseen(request, page.messages, seen), page.read, page.skipped, 0
    except MailFailure as failure:
        report |= {"status": provider.status, "durationMs": provider.duration_ms or None,
                   "failure": {"code": failure.code, "message": failure.message}}  # fmt: skip
        state = {"lastSyncOutcome": "failed", "lastSyncFailure": failure.code, "lastNewMessages": 0}
        return Outcome(report, writes=[_state_write(items, mailbox, now, state)])
    stored = sorted(new, key=lambda message: message.received, reverse=True)[:MAX_NEW]
    writes: list[Write] = []
    for message in stored:
        writes += _inbound_writes(request, mailbox, message, now)
    report |= {"outcome": "stored", "status": provider.status, "durationMs": provider.duration_ms,
               "messagesRead": read, "newMessages": len(stored),
               "notYetStored": not_yet + len(new) - len(stored),
               "skipped": skipped}  # fmt: skip
    state = {"lastSyncOutcome": "stored", "lastSyncFailure": None, "lastNewMessages": len(stored),
             "messagesStored": int(mailbox.get("messagesStored") or 0) + len(stored)}  # fmt: skip
    return Outcome(report, writes=[*writes, _state_write(items, mailbox, now, state)])


def _gmail_messages(
    request: Request[Any, Any], provider: _Caller, listed: Mapping[str, Any], seen: str, now: int
) -> tuple[list[Message], int, int, int]:
    """Gmail lists ids only: each id not stored yet is read (format=metadata), up to MAX_MESSAGE_GETS
    and while the sync's time lasts. (new messages, listed, skipped, new ones left for the next sync)"""
    ids, held = mail_providers.gmail_ids(listed)
    known = request.store.get_many([(seen, _key(each)) for each in ids], consistent=True) if ids else {}
    unseen = [each for each in ids if (seen, _key(each)) not in known]
    messages: list[Message] = []
    skipped = 0
    asked = 0
    for message_id in unseen[: mail_providers.MAX_MESSAGE_GETS]:
        if provider.seconds_left() < 0.5:
            break
        asked += 1
        message = mail_providers.gmail_message(
            provider.get(mail_providers.gmail_message_path(provider.base, message_id)), now
        )
        if message is None or message.provider_id != message_id:
            skipped += 1
        else:
            messages.append(message)
    return messages, held, skipped + (held - len(ids)), len(unseen) - asked


def _unseen(request: Request[Any, Any], messages: list[Message], seen: str) -> list[Message]:
    keys = [(seen, message.key) for message in messages]
    known = request.store.get_many(keys, consistent=True) if keys else {}
    return [message for message in messages if (seen, message.key) not in known]


def _key(provider_id: str) -> str:
    return hashlib.sha256(provider_id.encode("ascii")).hexdigest()


def seen_partition(mailbox_id: str) -> str:
    return f"MAILBOX#{mailbox_id}#SEEN"


def _state_write(items: Items, mailbox: Mapping[str, Any], now: int, state: Mapping[str, Any]) -> Update:
    """The last sync, on the mailbox, at the version read: another sync, a credential or a disconnect
    meanwhile refuses the whole sync (409 sync_conflict)."""
    values = {**state, "lastSyncAt": iso(now), "updatedAt": now}
    return Update(items.partition, mailbox["id"], mailbox["version"], values, conflict=sync_conflict(),
                  addressed=False)  # fmt: skip


def _inbound_writes(
    request: Request[Any, Any], mailbox: Mapping[str, Any], message: Message, now: int
) -> list[Write]:
    """The email, its index entries and its marker: a marker already there (a sync that raced this one)
    refuses them all. Its id orders it by when it was received."""
    email_id = new_id("eml", lambda: float(message.received))
    values = {
        "mailboxId": mailbox["id"], "direction": "inbound", "status": "received",
        "providerMessageId": message.provider_id, "providerThreadId": message.thread_id,
        "messageId": message.message_id, "from": message.sender,
        "to": message.to, "cc": message.cc, "subject": message.subject, "text": message.preview,
        "receivedAt": iso(message.received),
    }  # fmt: skip
    item = _item(values, email_id, request.caller.user_id, now)
    return [
        Create(EMAILS.partition(None), email_id, item, conflict=sync_conflict()),
        *index_writes(EMAILS, EMAILS.partition(None), None, item),
        Create(seen_partition(mailbox["id"]), message.key, {"emailId": email_id}, conflict=sync_conflict()),
    ]


def _item(values: Mapping[str, Any], email_id: str, user_id: str, now: int) -> dict[str, Any]:
    kept = {key: value for key, value in values.items() if value is not None}
    return stored_item(EMAILS, kept, item_id=email_id, created_by=user_id, now=now)


# ---- /emails: the inbox -----------------------------------------------------------------------------

EMAIL_STATES = ("received", "queued", "sending", "sent", "failed", "unknown")
SEND_FAILURES = (
    "mailbox_disconnected, mail_unauthorized, mail_rejected, mail_redirected, mail_status, timeout, "
    "connect_failed, tls_failed, protocol_error, mail_invalid, secret_not_set, send_unknown, or an "
    "address refused now (the guard's code)"
)
FAILURE_FIELDS = {"code": Text(max_length=40), "message": Text(max_length=300)}

ADDRESSES = ListOf(of=Email(), most=50, required=False, description="Addresses, each once, 50 at most.")
EMAILS = Resource(
    name="emails", path=f"{X}/emails", id_prefix="eml", noun="email", title="Email",
    fields={
        "mailboxId": Ref(MAILBOXES, description="The mailbox it came to, or goes from."),
        "direction": Choice("inbound", "outbound"),
        "status": Choice(*EMAIL_STATES, description=(
            "received (inbound); outbound: queued (waiting for the sender, or for its next try), sending, "
            "then sent or failed (see failure), or unknown (the sender stopped before it recorded the "
            "provider's answer: it may have been sent; POST /emails/{id}/retry sends it again).")),
        "providerMessageId": Text(max_length=mail_providers.ID_CHARS, required=False, description=(
            "The provider's id of the message: of an inbound one; of a sent one when the provider answers "
            "one (Gmail, a generic server; Microsoft Graph answers none).")),
        "providerThreadId": Text(max_length=mail_providers.ID_CHARS, required=False,
                                 description="Gmail's thread id of an inbound message (a reply joins it)."),
        "messageId": Text(max_length=mail_providers.MESSAGE_ID_CHARS, required=False, description=(
            "The RFC 5322 Message-ID: an inbound message's, when the provider gave one; an outbound one's "
            "as this service wrote it (Gmail, generic; Microsoft Graph writes its own).")),
        "from": Email(),
        "to": ListOf(of=Email(), most=mail_providers.MAX_RECIPIENTS, unique=False),
        "cc": ListOf(of=Email(), most=mail_providers.MAX_RECIPIENTS, unique=False, required=False),
        "subject": Text(max_length=mail_providers.SUBJECT_CHARS, required=False),
        "text": Text(max_length=TEXT_CHARS, multiline=True, required=False, description=(
            "Plain text: an inbound message's preview (2,000 characters at most), an outbound one's text.")),
        "receivedAt": DateTime(required=False, description="Inbound: when the provider received it."),
        "queuedAt": DateTime(required=False, description="Outbound: when it was queued."),
        "attempts": Integer(required=False, description="Outbound: the provider calls made for it so far."),
        "nextAttemptAt": DateTime(required=False, description="Queued again after a failure: tried then."),
        "sentAt": DateTime(required=False, description="Outbound: when the provider accepted it."),
        "failedAt": DateTime(required=False, description="Outbound: when it failed for good."),
        "failure": Object(required=False, fields=FAILURE_FIELDS,
                          description=f"Outbound: why it failed, or the last try did ({SEND_FAILURES})."),
        "inReplyToId": Text(max_length=40, required=False, description="A reply: the email it answers."),
        "recordType": Choice(*RECORD_TYPES, required=False, description="With recordId: what it is about."),
        "recordId": Ref(type_field="recordType", required=False),
    },
    rules=(together("recordType", "recordId"),),
    filters=(ListFilter("mailboxId", description="The emails of this mailbox."),
             ListFilter("recordId", description="The emails linked to this record."),
             ListFilter("status", description=(
                 "received (inbound), or queued, sending, sent, failed, unknown (outbound)."))),
    operations=frozenset({"list", "get"}), item_param="id", item_description="The email's id.",
    hidden=("ticket", "replying", "sendingSince"),
    example={"mailboxId": "mbx_01jd0000000000000000000001", "direction": "inbound", "status": "received",
             "from": "ceo@target.example", "to": ["deals@acme.example"], "subject": "Q3 numbers",
             "text": "Attached are the Q3 numbers.", "receivedAt": "2025-03-04T09:00:00Z",
             "recordType": "Company", "recordId": "rec_01jd0000000000000000000001"},
)  # fmt: skip
declare(router, EMAILS)
EMAIL = EMAILS.item_path

SEND_BODY = Fields("MailboxSend", {
    "to": ListOf(of=Email(), least=1, most=50, description="1 to 50 addresses, each once."),
    "cc": ADDRESSES,
    "subject": Text(max_length=mail_providers.SUBJECT_CHARS),
    "text": Text(max_length=TEXT_CHARS, multiline=True, description="Plain text."),
    "recordType": Choice(*RECORD_TYPES, required=False, description="With recordId: the record it is about."),
    "recordId": Ref(type_field="recordType", required=False),
}, rules=(together("recordType", "recordId"),), example={
    "to": ["ceo@target.example"], "subject": "Next steps", "text": "Thank you for the call.\nBest, Ada",
})  # fmt: skip
REPLY_BODY = Fields("MailboxReply", {
    "to": ListOf(of=Email(), least=1, most=50, required=False,
                 description="Default: the sender of the email answered (of an outbound one: its to)."),
    "cc": ADDRESSES,
    "text": Text(max_length=TEXT_CHARS, multiline=True, description="Plain text."),
}, example={"text": "Thanks, received."})  # fmt: skip


# The recipient lists, in the order that decides where an address named in two of them stays.
RECIPIENT_LISTS = ("to", "cc")


def each_recipient_once(values: Mapping[str, Any]) -> dict[str, Any]:
    """The values with each recipient once, compared without case (a mailbox does not tell `Ada@x` from
    `ada@x`): the first spelling is kept, in the first list naming it (to, then cc), so a person named
    in to and cc gets the message once, as a to. (An exact repeat within one list of the body is 400
    naming it before this, as the schema's `uniqueItems` says; this takes what a schema cannot say.)"""
    seen: set[str] = set()
    distinct = dict(values)
    for name in RECIPIENT_LISTS:
        if values.get(name) is not None:
            distinct[name] = _not_seen_yet(values[name], seen)
    return distinct


def _not_seen_yet(addresses: list[str], seen: set[str]) -> list[str]:
    """The addresses not in `seen` (lower-cased: an address is ASCII), each added to it as it is kept."""
    kept = []
    for address in addresses:
        if address.lower() not in seen:
            seen.add(address.lower())
            kept.append(address)
    return kept


def _queued(
    request: Request[Any, Any], items: Items, mailbox: Mapping[str, Any], values: dict[str, Any]
) -> Outcome:
    """An outbound email, queued: stored with its index entries, the mailbox counted at the version read
    (a disconnect meanwhile: the call runs again on a fresh read and is 409 mailbox_disconnected)."""
    now = request.now()
    values = each_recipient_once(values)
    if len(values["to"]) + len(values.get("cc") or []) > mail_providers.MAX_RECIPIENTS:
        message = f"to and cc hold {mail_providers.MAX_RECIPIENTS} distinct addresses at most together"
        raise invalid_input("invalid_request", "body", [{"field": "cc", "message": message}])
    if problems := [*_encoded_words(values), *kit_reference_problems(EMAILS, request.store, values)]:
        raise invalid_input("invalid_request", "body", problems)
    if ENCODED_WORD_MARK in mailbox["address"]:
        raise errors.ApiError(409, "mailbox_address_unsendable", "The mailbox's address holds '=?', read "
                              "by mail programs as an encoded word: nothing is sent from it.")  # fmt: skip
    email_id = new_id("eml", request.services.clock)
    ticket = new_ticket()
    values = {**values, "mailboxId": mailbox["id"], "direction": "outbound", "status": "queued",
              "from": mailbox["address"], "queuedAt": iso(now), "attempts": 0, "ticket": ticket,
              "messageId": _message_id(mailbox, email_id)}  # fmt: skip
    item = _item(values, email_id, request.caller.user_id, now)
    counted = Update(items.partition, mailbox["id"], mailbox["version"], {"updatedAt": now}, addressed=False)
    referenced = {k: v for k, v in values.items() if k not in ("mailboxId", "replying")}
    writes: list[Write] = [
        Create(EMAILS.partition(None), email_id, item),
        *index_writes(EMAILS, EMAILS.partition(None), None, item),
        *reference_requirements(EMAILS, referenced),
        counted,
    ]
    to_sender = MailMessage(request.caller.firm_id, mailbox["id"], email_id, ticket)
    shown = Items(EMAILS, request).view({**item, "version": 1})
    return Outcome(shown, writes=writes, version=1, status=201, location=f"{EMAILS.path}/{email_id}",
                   before_commit=[_queueing(request, to_sender)])  # fmt: skip


ENCODED_WORD_MARK = "=?"  # how an RFC 2047 encoded word begins
_ENCODED_WORD = re.compile(r"=\?[^?\s]*\?[bBqQ]\?[^?\s]*\?=")


def _encoded_words(values: Mapping[str, Any]) -> list[dict[str, str]]:
    """What a mail program would not show as it is stored: an address holding '=?' (decoded, it can
    name other recipients) or a subject holding an RFC 2047 encoded word (shown decoded)."""
    problems = [{"field": name, "message": "an address with '=?' (read as an encoded word) is not sent"}
                for name in RECIPIENT_LISTS
                if any(ENCODED_WORD_MARK in address for address in values.get(name) or [])]  # fmt: skip
    if _ENCODED_WORD.search(values.get("subject") or ""):
        problems.append({"field": "subject", "message": "an encoded word (=?charset?q?...?=) would be "
                         "shown decoded: write the text itself"})  # fmt: skip
    return problems


def new_ticket() -> str:
    """The token one queueing of an email is for (integrations_api.mail_queue)."""
    return secrets.token_urlsafe(12)


def _queueing(request: Request[Any, Any], message: MailMessage) -> Callable[[], None]:
    """The sender's message, sent before the email's transaction: when SQS refuses it the call fails and
    nothing is stored; when the transaction fails after it, the sender finds no email and drops it."""
    queue = request.port(SendQueue)
    return lambda: queue.send(message, request.services.clock())


def _message_id(mailbox: Mapping[str, Any], email_id: str) -> str | None:
    """The Message-ID this service writes (Gmail, generic), in the sender's domain; Graph writes its own."""
    if mailbox["provider"] == "microsoft365":
        return None
    return f"<{email_id}@{str(mailbox['address']).rsplit('@', 1)[1]}>"


@router.post(
    f"{MAILBOX}/send",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=EMAILS.view_schema,
    body=SEND_BODY,
    success_status=201,
    etag=True,
    last_write_wins=True,
    errors=(409,),
    params=MAILBOX_PARAM,
    summary="Send a new message from the mailbox: stored queued, then sent by the sender (status follows).",
)
def send_from_mailbox(request: Request[dict[str, Any]]) -> Outcome:
    items, mailbox = _mailbox(request)
    return _queued(request, items, mailbox, dict(request.body))


@router.post(
    f"{MAILBOX}/messages/{{messageId}}/reply",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=EMAILS.view_schema,
    body=REPLY_BODY,
    success_status=201,
    etag=True,
    last_write_wins=True,
    errors=(409,),
    params={**MAILBOX_PARAM, "messageId": {"description": "The email answered (eml_...), of this mailbox."}},
    summary="Reply to an email of the mailbox: stored queued, then sent by the sender (status follows).",
)
def reply_from_mailbox(request: Request[dict[str, Any]]) -> Outcome:
    items, mailbox = _mailbox(request)
    original = _email_of(request, mailbox["id"], request.path_params["messageId"])
    subject = original.get("subject") or ""
    if not subject.lower().startswith("re:"):
        subject = f"Re: {subject}".rstrip()
    default_to = [original["from"]] if original["direction"] == "inbound" else list(original["to"])
    values = {
        "to": request.body.get("to") or default_to, "cc": request.body.get("cc"),
        "subject": subject[: mail_providers.SUBJECT_CHARS], "text": request.body["text"],
        "inReplyToId": original["id"], "recordType": original.get("recordType"),
        "recordId": original.get("recordId"), "replying": _replying(original) or None,
    }  # fmt: skip
    return _queued(request, items, mailbox, {k: v for k, v in values.items() if v is not None})


def _replying(original: Mapping[str, Any]) -> dict[str, str]:
    """What the sender threads a reply with (hidden): the original's ids at its provider and its
    Message-ID."""
    inbound = original["direction"] == "inbound"
    kept = {"providerMessageId": original.get("providerMessageId") if inbound else None,
            "threadId": original.get("providerThreadId"), "messageId": original.get("messageId")}  # fmt: skip
    return {key: value for key, value in kept.items() if value}


def _email_of(request: Request[Any, Any], mailbox_id: str, email_id: str) -> dict[str, Any]:
    """An email of this mailbox in the caller's firm: 404 otherwise (another mailbox's, another firm's)."""
    found = request.store.get(EMAILS.partition(None), email_id, consistent=True) if ITEM_ID.fullmatch(
        email_id) else None  # fmt: skip
    if found is None or found.get("mailboxId") != mailbox_id:
        raise errors.not_found("No email with this id in this mailbox.")
    return found


LINK_BODY = Fields("EmailLink", {
    "recordType": Choice(*RECORD_TYPES, required=False, description="With recordId; both null: unlink."),
    "recordId": Ref(type_field="recordType", required=False),
}, rules=(together("recordType", "recordId"),), example={
    "recordType": "Company", "recordId": "rec_01jd0000000000000000000001"})  # fmt: skip


@router.put(
    f"{EMAIL}/link",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=EMAILS.view_schema,
    body=LINK_BODY,
    etag=True,
    last_write_wins=True,
    params={"id": {"description": "The email's id."}},
    summary="Link the email to a live record of the firm (recordType and recordId), or unlink it.",
)
def link_email(request: Request[dict[str, Any]]) -> Outcome:
    items = Items(EMAILS, request)
    email = items.current()
    values = {"recordType": request.body.get("recordType"), "recordId": request.body.get("recordId")}
    if problems := kit_reference_problems(EMAILS, request.store, values):
        raise invalid_input("invalid_request", "body", problems)
    outcome = items.set_state(email, values)
    if not outcome.writes:  # linked so already
        return outcome
    writes = [*outcome.writes, *reference_requirements(EMAILS, values)]  # the record still lives at commit
    shown = {key: value for key, value in outcome.body.items() if key not in values or value is not None}
    return Outcome(
        shown, writes=writes, version=outcome.version
    )  # unlinked: as GET shows it, without the keys


def not_retryable() -> errors.ApiError:
    return errors.ApiError(409, "email_not_retryable", "Only an outbound email that failed, or whose sending "
                           "is unknown, can be sent again.")  # fmt: skip


@router.post(
    f"{EMAIL}/retry",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=EMAILS.view_schema,
    body=None,
    etag=True,
    last_write_wins=True,
    errors=(409,),
    params={"id": {"description": "The email's id."}},
    summary="Send a failed or unknown outbound email again (queued anew, five tries). An unknown one may "
    "have been sent: check the mailbox's sent items first.",
)
def retry_email(request: Request) -> Outcome:
    items = Items(EMAILS, request)
    email = items.current()
    if email.get("direction") != "outbound" or email.get("status") not in ("failed", "unknown"):
        raise not_retryable()
    mailbox = request.store.get(MAILBOXES.partition(None), email["mailboxId"], consistent=True)
    if mailbox is None or mailbox.get("status") == "disconnected":
        raise disconnected()
    ticket = new_ticket()
    state = {"status": "queued", "ticket": ticket, "attempts": 0, "queuedAt": iso(request.now()),
             "failure": None, "failedAt": None, "nextAttemptAt": None, "sendingSince": None}  # fmt: skip
    outcome = items.set_state(email, state)
    message = MailMessage(request.caller.firm_id, mailbox["id"], email["id"], ticket)
    return dataclasses.replace(outcome, before_commit=[_queueing(request, message)])
