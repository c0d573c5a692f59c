"""What a webhook sends: the events, their envelope and its signature (Standard Webhooks).

An event is `{"type", "timestamp", "data"}`. `record.created`, `record.updated` and `record.deleted`
come one per change-feed entry, with the record's type, id and version, the fields that changed, the
actor and the entry's id (`changeId`: a receiver that missed some resumes with `GET /changes?after=`);
never a field's value, which a receiver reads with its own token. `import.completed` comes once per
import applied; `webhook.test` when asked for.

A request carries `webhook-id` (the delivery's id, the same on every attempt), `webhook-timestamp`
(the attempt's time in epoch seconds: receivers refuse old ones) and `webhook-signature`: `v1,<base64
of HMAC-SHA256 over "<id>.<timestamp>.<body>">` under each secret the endpoint holds, space-separated.
A secret is `whsec_<base64 of its key>`.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from collections.abc import Iterable, Mapping
from typing import Any

from kernel import json_codec
from kernel.ids import iso
from kernel.unit_of_work import change_id

RECORD_EVENTS = ("record.created", "record.updated", "record.deleted")
IMPORT_COMPLETED = "import.completed"
TEST_EVENT = "webhook.test"
SUBSCRIBABLE = (*RECORD_EVENTS, IMPORT_COMPLETED)  # what an endpoint's `events` may name
SECRET_PREFIX = "whsec_"  # noqa: S105 - the prefix every secret starts with, not a secret
SECRET_BYTES = 32  # Standard Webhooks asks for 24 to 64
USER_AGENT = "records-platform-webhooks/1"


def new_secret() -> str:
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode("ascii")


def signature(secret: str, message_id: str, timestamp: int, body: str) -> str:
    """`v1,<base64 HMAC-SHA256>` of the message under the secret's key."""
    key = base64.b64decode(secret.removeprefix(SECRET_PREFIX))
    signed = f"{message_id}.{timestamp}.{body}".encode()
    return "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode("ascii")


def headers(message_id: str, timestamp: int, body: str, secrets_held: Iterable[str]) -> list[tuple[str, str]]:
    signatures = " ".join(signature(secret, message_id, timestamp, body) for secret in secrets_held)
    return [
        ("Content-Type", "application/json"),
        ("User-Agent", USER_AGENT),
        ("webhook-id", message_id),
        ("webhook-timestamp", str(timestamp)),
        ("webhook-signature", signatures),
    ]


def envelope(event_type: str, at: int, data: Mapping[str, Any]) -> str:
    """The body, as the exact text signed and sent on every attempt."""
    return json_codec.dumps({"type": event_type, "timestamp": iso(at), "data": dict(data)}, ascii_only=True)


def of_change(entry: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """A change-feed entry's event: its type and data (as GET /changes shows the entry)."""
    data = {
        "recordType": entry["recordType"],
        "recordId": entry["recordId"],
        "version": entry.get("version"),
        "changedFields": list(entry.get("changedFields", ())),
        "actor": dict(entry.get("actor") or {}),
        "changeId": change_id(entry),
    }
    return f"record.{entry['kind']}", data


def of_import(item: Mapping[str, Any], counts: Mapping[str, Any]) -> dict[str, Any]:
    """An applied import's event data: its id, record type and what it wrote."""
    return {"importId": item["id"], "recordType": item.get("recordType"),
            "counts": {key: int(value) for key, value in counts.items()}}  # fmt: skip


def of_test(endpoint_id: str) -> dict[str, Any]:
    return {"webhookId": endpoint_id, "message": "A test event, sent because you asked for one."}
