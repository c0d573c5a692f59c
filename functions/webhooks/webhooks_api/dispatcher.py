"""The webhook dispatcher (template.yaml: WebhookDispatcherFunction): from the data table's stream to
one delivery per matching endpoint and event, each with its message on the delivery queue.

It reads what the stream's filter lets through: each new change-feed entry (`record.created`,
`record.updated`, `record.deleted`) and each import that became `applied` (`import.completed`). For
every enabled endpoint of the firm whose `events` and `recordTypes` take the event, it makes the
delivery under an id derived from the endpoint and the event, only if new, then queues its message.
A stream record delivered again finds its deliveries made: none is made twice; one made but never
tried (the message was lost with a crash between the two) is queued again. A failure is reported
for its own record only (ReportBatchItemFailures), so the others are not redone.

An event costs a conditional put per matching endpoint; a batch of events, one Query of each firm's
endpoints (at most 20) and one SendMessageBatch per ten deliveries.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, NamedTuple

from kernel import aws
from kernel.errors import ApiError
from kernel.ports import Ports
from kernel.services import Services
from kernel.tenant_store import DELIMITER, TenantStore
from kernel.unit_of_work import CHANGES, ENTRY_PREFIX, Actor, ChangeSequence, Commit, commit
from webhooks_api import deliveries, events
from webhooks_api.endpoints import WEBHOOKS
from webhooks_api.queue import DeliveryQueue, Message

IMPORTS_PARTITION = "KIT#imports"  # where an import lives (the imports family's kit resource)


class Event(NamedTuple):
    firm_id: str
    type: str
    source: str  # what it delivers: a change's id or an import's id
    at: int
    record_type: str | None
    data: dict[str, Any]


def event_of(record: Mapping[str, Any]) -> Event | None:
    """The event a stream record carries, or None (the filter should have kept it out)."""
    change = record.get("dynamodb", {})
    if record.get("eventName") == "INSERT" and change.get("NewImage"):
        return _of_entry(aws.from_item(change["NewImage"]))
    if record.get("eventName") == "MODIFY" and change.get("NewImage") and change.get("OldImage"):
        return _of_import(aws.from_item(change["NewImage"]), aws.from_item(change["OldImage"]))
    return None


def _of_entry(item: Mapping[str, Any]) -> Event | None:
    firm_id, _, partition = str(item.get("pk", "")).partition(DELIMITER)
    if partition != CHANGES or not str(item.get("sk", "")).startswith(ENTRY_PREFIX):
        return None
    event_type, data = events.of_change(item)
    return Event(firm_id, event_type, data["changeId"], int(item["at"]), str(item["recordType"]), data)


def _of_import(new: Mapping[str, Any], old: Mapping[str, Any]) -> Event | None:
    firm_id, _, partition = str(new.get("pk", "")).partition(DELIMITER)
    if partition != IMPORTS_PARTITION or new.get("status") != "applied" or old.get("status") == "applied":
        return None
    data = events.of_import(new, new.get("progress") or {})
    return Event(firm_id, events.IMPORT_COMPLETED, str(new["id"]), int(new.get("updatedAt") or 0),
                 str(new.get("recordType") or ""), data)  # fmt: skip


def takes(endpoint: Mapping[str, Any], event: Event) -> bool:
    """Whether the endpoint is sent the event: on, subscribed to its type, and (for a record event)
    to its record type."""
    if not endpoint.get("enabled", True) or event.type not in endpoint.get("events", ()):
        return False
    record_types = endpoint.get("recordTypes") or []
    return event.type not in events.RECORD_EVENTS or not record_types or event.record_type in record_types


class Dispatcher:
    def __init__(self, ports: Ports) -> None:
        self._services = ports.get(Services)
        self._queue = ports.get(DeliveryQueue)
        self._sequence = ChangeSequence()

    def dispatch(self, event: Event, endpoints: list[dict[str, Any]]) -> list[Message]:
        """The deliveries of the event to the endpoints that take it, made; the messages to queue."""
        store = self._services.tenant_store(event.firm_id)
        body = events.envelope(event.type, event.at, event.data)
        now = int(self._services.clock())
        messages = []
        for endpoint in endpoints:
            if not takes(endpoint, event):
                continue
            delivery_id = deliveries.derived_id(endpoint["id"], event.source, event.at)
            made = deliveries.creation(endpoint["id"], delivery_id, event.type, body, now)
            if self._made(store, made) or self._never_tried(store, endpoint["id"], delivery_id):
                messages.append(Message(event.firm_id, endpoint["id"], delivery_id, now))
        return messages

    def queue(self, messages: list[Message]) -> None:
        self._queue.send(messages, self._services.clock())

    def endpoints(self, firm_id: str) -> list[dict[str, Any]]:
        store = self._services.tenant_store(firm_id)
        return store.query(WEBHOOKS.partition(None), limit=200, consistent=True).items

    def _made(self, store: TenantStore, made: Any) -> bool:
        context = Commit(store, Actor("system", "system"), "webhooks-dispatcher", self._services.clock,
                         self._sequence)  # fmt: skip
        try:
            commit([made], context)
        except ApiError as error:
            if error.status == 409:  # made by an earlier delivery of this stream record
                return False
            raise
        return True

    @staticmethod
    def _never_tried(store: TenantStore, endpoint_id: str, delivery_id: str) -> bool:
        item = store.get(deliveries.partition(endpoint_id), delivery_id, consistent=True)
        return item is not None and item["status"] == "pending" and not item.get("attempts")


def handle(dispatcher: Dispatcher, records: list[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Dispatches each record's event (the firm's endpoints read once per batch), then queues the
    batch's messages together (ten to a call); the records that failed. When the queue refuses, every
    record that made a message fails: its retry finds the deliveries made, never tried, and queues them."""
    endpoints: dict[str, list[dict[str, Any]]] = {}
    failed, queued = [], []
    messages: list[Message] = []
    for record in records:
        try:
            event = event_of(record)
            if event is None:
                continue
            if event.firm_id not in endpoints:
                endpoints[event.firm_id] = dispatcher.endpoints(event.firm_id)
            made = dispatcher.dispatch(event, endpoints[event.firm_id])
        except Exception:  # reported for this record alone: Lambda retries it
            _log().exception("a stream record failed; it is retried", extra={"record": _where(record)})
            failed.append(record)
            continue
        messages += made
        queued += [record] if made else []
    try:
        if messages:
            dispatcher.queue(messages)
    except Exception:
        _log().exception("the deliveries' messages were not queued; their records are retried")
        failed += queued
    return failed


@cache
def _dispatcher() -> Dispatcher:
    return Dispatcher(
        Ports({Services: Services.from_environment, DeliveryQueue: DeliveryQueue.from_environment})
    )


def lambda_handler(
    event: Mapping[str, Any], context: Any, dispatcher: Dispatcher | None = None
) -> dict[str, Any]:
    failed = handle(dispatcher or _dispatcher(), list(event.get("Records", [])))
    return {"batchItemFailures": [{"itemIdentifier": record.get("dynamodb", {}).get("SequenceNumber", "")}
                                  for record in failed]}  # fmt: skip


def _where(record: Mapping[str, Any]) -> dict[str, Any]:
    keys = record.get("dynamodb", {}).get("Keys", {})
    return {"pk": keys.get("pk", {}).get("S"), "sk": keys.get("sk", {}).get("S")}


@cache
def _log() -> Any:
    from aws_lambda_powertools import Logger

    return Logger(service="webhooks-dispatcher")
