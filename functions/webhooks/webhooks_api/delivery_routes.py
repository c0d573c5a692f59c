"""A webhook endpoint's deliveries: the log (newest first, by status), one delivery with its body, a
test event, and sending one again now (the same body and `webhook-id`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from kernel import errors
from kernel.ids import new_id
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Write
from kernel.wire import Outcome
from kit.fields import Choice, DateTime, Fields, Integer, Json, ListOf, Object, Text, page_query
from kit.resource import Items
from webhooks_api import deliveries, events
from webhooks_api.endpoints import ITEM, MANAGE, WEBHOOKS
from webhooks_api.queue import DeliveryQueue, Message

router = Router()

DELIVERY = f"{ITEM}/deliveries/{{deliveryId}}"
DELIVERY_ID = re.compile(r"msg_[0-9a-z]{26}")
DISABLED = errors.ApiError(409, "webhook_disabled", "The webhook endpoint is paused: turn it on (PATCH "
                           "enabled: true) to send to it.")  # fmt: skip

ATTEMPT = Object(fields={
    "at": DateTime(), "status": Integer(required=False, description="The HTTP status it answered."),
    "failure": Text(required=False, description="Why no answer counted: timeout, connect_failed, "
                    "tls_failed, protocol_error, or the address guard's code."),
    "durationMs": Integer(),
})  # fmt: skip
VIEW = {
    "id": Text(description="The webhook-id header's value, the same on every attempt."),
    "webhookId": Text(), "eventType": Text(),
    "status": Choice(*deliveries.STATUSES),
    "attempts": ListOf(of=ATTEMPT, most=deliveries.ATTEMPTS_KEPT, unique=False),
    "nextAttemptAt": DateTime(required=False, description="When it is tried next (pending, retrying)."),
    "createdAt": DateTime(),
    "failure": Text(required=False, description="Why it failed for good: endpoint_gone, "
                    "attempts_exhausted, endpoint_paused, endpoint_deleted."),
}  # fmt: skip
DELIVERY_VIEW = Fields("WebhookDelivery", {**VIEW, "payload": Json(required=False,
                       description="The body sent (on GET of one delivery).")})  # fmt: skip
DELIVERY_LIST = Fields("WebhookDeliveryList", {
    "items": ListOf(of=Object(fields=VIEW), most=200, unique=False),
    "nextCursor": Text(max_length=4096, required=False),
})  # fmt: skip
LIST_QUERY = page_query("WebhookDeliveryListQuery", status=Choice(*deliveries.STATUSES, required=False,
                        description="Only deliveries in this status."))  # fmt: skip
PARAMS = {"deliveryId": {"description": "The delivery's id (msg_...), its webhook-id."}}


@router.get(f"{ITEM}/deliveries", scope="webhooks:read", permission=MANAGE, response=DELIVERY_LIST,
            query=LIST_QUERY, summary="The endpoint's deliveries, newest first (kept 30 days).")  # fmt: skip
def list_deliveries(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    endpoint = Items(WEBHOOKS, request).current()
    query, store = request.query, request.store
    status = query.get("status")
    if status is None:
        page = store.query(deliveries.partition(endpoint["id"]), newest_first=True, limit=query["limit"],
                           cursor=query.get("cursor"), consistent=True)  # fmt: skip
    else:  # the status index (eventually consistent, as any index)
        by_status = deliveries.status_partition(endpoint["id"], status)
        page = store.query(by_status, index="gsi1", newest_first=True, limit=query["limit"],
                           cursor=query.get("cursor"))  # fmt: skip
    return {"items": [deliveries.view(item) for item in page.items], "nextCursor": page.next_cursor}


@router.get(DELIVERY, scope="webhooks:read", permission=MANAGE, response=DELIVERY_VIEW, query=None,
            params=PARAMS, summary="One delivery: its attempts and the body sent.")  # fmt: skip
def get_delivery(request: Request[None, None]) -> dict[str, Any]:
    return deliveries.view(_delivery(request, Items(WEBHOOKS, request).current()), with_body=True)


@router.post(f"{ITEM}/test", route_class=RouteClass.RECORD, scope="webhooks:write", permission=MANAGE,
             response=DELIVERY_VIEW, body=None, query=None, success_status=202, location=False,
             errors=(409,), summary="Queue a webhook.test event to this endpoint now.")  # fmt: skip
def send_test(request: Request[None, None]) -> Outcome:
    endpoint = _enabled(Items(WEBHOOKS, request).current())
    now = request.now()
    delivery_id = new_id("msg", request.services.clock)
    body = events.envelope(events.TEST_EVENT, now, events.of_test(endpoint["id"]))
    made = deliveries.creation(endpoint["id"], delivery_id, events.TEST_EVENT, body, now)
    return _queued(request, endpoint, {**made.values, "version": 1}, [made])


@router.post(f"{DELIVERY}/redeliver", route_class=RouteClass.RECORD, scope="webhooks:write",
             permission=MANAGE, response=DELIVERY_VIEW, body=None, query=None, success_status=202,
             params=PARAMS, last_write_wins=True, if_match=False, errors=(409,),
             summary="Send this delivery again now: the same body and webhook-id.")  # fmt: skip
def redeliver(request: Request[None, None]) -> Outcome:
    endpoint = _enabled(Items(WEBHOOKS, request).current())
    item = _delivery(request, endpoint)
    write = deliveries.sent_again(item, request.now())
    after = {**item, **{k: v for k, v in write.set.items() if v is not None}, "version": write.version + 1}
    after.pop("failure", None)
    return _queued(request, endpoint, after, [write])


def _queued(request: Request[Any, Any], endpoint: Mapping[str, Any], item: Mapping[str, Any],
            writes: list[Write]) -> Outcome:  # fmt: skip
    """The delivery's writes, its message sent right before they commit (a message that finds no
    delivery, its transaction lost, is dropped by the worker)."""
    queue, now = request.port(DeliveryQueue), request.now()
    message = Message(request.caller.firm_id, endpoint["id"], item["id"], int(item["nextAttemptAt"]))
    return Outcome(deliveries.view(item, with_body=True), writes=writes,
                   before_commit=[lambda: queue.send([message], now)])  # fmt: skip


def _delivery(request: Request[Any, Any], endpoint: Mapping[str, Any]) -> dict[str, Any]:
    delivery_id = request.path_params["deliveryId"]
    found = (
        request.store.get(deliveries.partition(endpoint["id"]), delivery_id, consistent=True)
        if DELIVERY_ID.fullmatch(delivery_id)
        else None
    )
    if found is None:
        raise errors.not_found("No delivery with this id for this webhook endpoint.")
    return found


def _enabled(endpoint: dict[str, Any]) -> dict[str, Any]:
    if not endpoint.get("enabled", True):
        raise DISABLED
    return endpoint
