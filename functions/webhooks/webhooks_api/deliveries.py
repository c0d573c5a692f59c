"""A delivery: one event for one endpoint, and every attempt to send it (kept 30 days).

Items (the data table, the firm's partitions):
    WEBHOOK_DELIVERIES#<endpoint id> / <delivery id>   the delivery: its body, status and attempts
    gsi1 WEBHOOK_DELIVERY_STATUS#<endpoint id>#<status>  the same item by status (?status=), newest first
    WEBHOOK_HEALTH / <endpoint id>                      since when every attempt to the endpoint failed

A delivery's id is the `webhook-id` a receiver sees. One made from a change-feed entry or an import
derives from the endpoint and what it delivers (with the event's time in front, so ids sort by time):
the stream redelivering that entry makes the same id, whose item exists already, so no second delivery
is made. Statuses: `pending` (not tried yet, or asked to be sent again), `retrying` (an attempt failed
and another is due at `nextAttemptAt`), `delivered`, `failed` (the schedule ran out, the endpoint
answered 410, or it was paused or deleted meanwhile).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from kernel import json_codec
from kernel.ids import iso, new_id
from kernel.unit_of_work import Create, Update

PARTITION = "WEBHOOK_DELIVERIES#"
STATUS_INDEX = "WEBHOOK_DELIVERY_STATUS#"
HEALTH = "WEBHOOK_HEALTH"
STATUSES = ("pending", "retrying", "delivered", "failed")
# Seconds to wait after each failed attempt (Svix's schedule): 8 attempts over about 28 hours.
RETRY_DELAYS = (5, 300, 1800, 7200, 18000, 36000, 36000)
MAX_ATTEMPTS = len(RETRY_DELAYS) + 1
ATTEMPTS_KEPT = 30  # the latest, on an item sent again many times
KEPT_SECONDS = 30 * 86400
DISABLE_AFTER_FAILING_SECONDS = 5 * 86400


def partition(endpoint_id: str) -> str:
    return f"{PARTITION}{endpoint_id}"


def status_partition(endpoint_id: str, status: str) -> str:
    return f"{STATUS_INDEX}{endpoint_id}#{status}"


def derived_id(endpoint_id: str, source: str, at: float) -> str:
    """The id of the delivery of `source` (a change's or an import's id) to the endpoint: the same
    every time it is made, sorted by the event's time."""
    digest = hashlib.sha256(f"{endpoint_id}|{source}".encode()).digest()
    return new_id("msg", lambda: at, entropy=int.from_bytes(digest[:10], "big"))


def creation(endpoint_id: str, delivery_id: str, event_type: str, body: str, now: int) -> Create:
    """The new delivery, `pending`: made only if new (a redelivered event finds it made)."""
    values = {
        "id": delivery_id, "endpointId": endpoint_id, "eventType": event_type, "body": body,
        "status": "pending", "attempts": [], "attemptCount": 0, "nextAttemptAt": now, "createdAt": now,
        "purgeAt": now + KEPT_SECONDS, **_indexed(endpoint_id, delivery_id, "pending"),
    }  # fmt: skip
    return Create(partition(endpoint_id), delivery_id, values)


def moved(item: Mapping[str, Any], state: Mapping[str, Any]) -> Update:
    """The delivery at the version read with `state` applied (and its status index following)."""
    status = state.get("status", item["status"])
    values = {**state, **_indexed(item["endpointId"], item["id"], status)}
    return Update(partition(item["endpointId"]), item["id"], int(item["version"]), values, addressed=False)


def sent_again(item: Mapping[str, Any], now: int) -> Update:
    """Asked to be sent again (the same body and id): pending, whatever it was, due now, or once the
    attempt in flight has ended (its claim is kept: never two attempts at once)."""
    claimed = int(item.get("claimedUntil") or 0)
    in_flight = claimed > now
    state = {"status": "pending", "nextAttemptAt": claimed if in_flight else now,
             "claimedUntil": claimed if in_flight else None, "failure": None}  # fmt: skip
    return moved(item, state)


def attempts_after(item: Mapping[str, Any], attempt: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [*item.get("attempts", []), dict(attempt)][-ATTEMPTS_KEPT:]


def next_delay(attempt_count: int) -> int | None:
    """Seconds until the next attempt after `attempt_count` failed ones since it was last asked for;
    None when the schedule is spent."""
    return RETRY_DELAYS[attempt_count - 1] if attempt_count <= len(RETRY_DELAYS) else None


def view(item: Mapping[str, Any], *, with_body: bool = False) -> dict[str, Any]:
    shown = {
        "id": item["id"],
        "webhookId": item["endpointId"],
        "eventType": item["eventType"],
        "status": item["status"],
        "attempts": [_attempt_view(attempt) for attempt in item.get("attempts", [])],
        "nextAttemptAt": iso(int(item["nextAttemptAt"]))
        if item["status"] in ("pending", "retrying")
        else None,
        "createdAt": iso(int(item["createdAt"])),
    }
    if item.get("failure"):
        shown["failure"] = item["failure"]
    if with_body:
        shown["payload"] = json_codec.loads(item["body"])
    return shown


def _attempt_view(attempt: Mapping[str, Any]) -> dict[str, Any]:
    shown = {"at": iso(int(attempt["at"])), "durationMs": int(attempt["durationMs"])}
    if attempt.get("status") is not None:
        shown["status"] = int(attempt["status"])
    if attempt.get("failure"):
        shown["failure"] = attempt["failure"]
    return shown


def _indexed(endpoint_id: str, delivery_id: str, status: str) -> dict[str, str]:
    return {"gsi1pk": status_partition(endpoint_id, status), "gsi1sk": delivery_id}
