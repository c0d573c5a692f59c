"""Idempotency keys on POST (spec 5.3), for every route, in the kernel.

A key is reserved with one conditional write before the handler runs; the response is stored when the
handler is done (in the same transaction as its writes, when it writes) and replayed for 24 hours.

Record (control table): pk IDEMPOTENCY#<firm>#<user>#<sha256(key)>, sk IDEMPOTENCY, with
`fingerprint` (method, path, query, body), `state` (in_progress | complete), `reservationId`,
`lockedUntil` (a reservation left by a call that died frees itself then), `response`, and
`expiresAt` (DynamoDB TTL, which deletes lazily: the conditions below treat an expired record as absent).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import secrets
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from botocore.exceptions import BotoCoreError, ClientError

from kernel import aws, errors
from kernel.http import NO_BODY, Response, to_json
from kernel.ids import Clock, system_clock

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient

HEADER = "idempotency-key"
MAX_KEY_LENGTH = 255
RETENTION_SECONDS = 24 * 3600
REPLAYED_HEADERS = ("Content-Type", "ETag", "Location")
IN_PROGRESS, COMPLETE = "in_progress", "complete"


def key_invalid(detail: str) -> errors.ApiError:
    return errors.ApiError(400, "idempotency_key_invalid", f"Idempotency-Key {detail}.")


def read_key(headers: Mapping[str, str]) -> str | None:
    """The request's key, or None. API Gateway joins repeated headers with ',', so a comma is refused:
    it would make two keys look like one."""
    value = headers.get(HEADER)
    if value is None:
        return None
    if "," in value:
        raise key_invalid("must be sent once, and may not contain a comma")
    if not 1 <= len(value) <= MAX_KEY_LENGTH:
        raise key_invalid(f"must be 1 to {MAX_KEY_LENGTH} characters")
    if any(ch.isspace() or unicodedata.category(ch).startswith("C") for ch in value):
        raise key_invalid("may not contain spaces or control characters")
    return value


def fingerprint(method: str, path: str, raw_query: str, body: Any) -> str:
    """What must match for a replay. The body is compared as JSON, so key order and white space do not
    matter; If-Match is not part of it (spec 5.3.3)."""
    query = sorted(parse_qsl(raw_query, keep_blank_values=True))
    canonical_body = "" if body is NO_BODY else json.dumps(body, sort_keys=True, separators=(",", ":"))
    text = "\n".join([method, path, json.dumps(query), canonical_body])
    return hashlib.sha256(text.encode()).hexdigest()


def unavailable() -> errors.ApiError:
    return errors.ApiError(
        503,
        "service_unavailable",
        "Idempotency keys cannot be checked right now; retry with the same key.",
        headers={"Retry-After": "1"},
    )


@dataclass(frozen=True)
class Reservation:
    pk: str
    reservation_id: str


class IdempotencyStore:
    def __init__(self, table: str, client: Callable[[], DynamoDBClient], clock: Clock = system_clock) -> None:
        self._table = table
        self._client = client
        self._clock = clock

    def begin(
        self, firm_id: str, user_id: str, key: str, request_fingerprint: str, lock_seconds: float
    ) -> Reservation | Response:
        """Reserves the key, or answers: the stored response (replay), or 409."""
        now = self._clock()
        pk = f"IDEMPOTENCY#{firm_id}#{user_id}#{hashlib.sha256(key.encode()).hexdigest()}"
        reservation = Reservation(pk, secrets.token_hex(16))
        try:
            self._client().put_item(
                TableName=self._table,
                Item=aws.to_item(
                    {
                        "pk": pk,
                        "sk": "IDEMPOTENCY",
                        "state": IN_PROGRESS,
                        "fingerprint": request_fingerprint,
                        "reservationId": reservation.reservation_id,
                        "lockedUntil": int(now + lock_seconds),
                        "expiresAt": int(now + RETENTION_SECONDS),
                    }
                ),
                # Free, expired, or left by a call that died: take it.
                ConditionExpression="attribute_not_exists(pk) OR expiresAt <= :now OR "
                "(#state = :in_progress AND lockedUntil <= :now)",
                ExpressionAttributeNames={"#state": "state"},
                ExpressionAttributeValues={":now": {"N": str(int(now))}, ":in_progress": {"S": IN_PROGRESS}},
                ReturnValuesOnConditionCheckFailure="ALL_OLD",
            )
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") != "ConditionalCheckFailedException":
                raise unavailable() from error
            existing: dict[str, Any] = error.response.get("Item", {})  # type: ignore[assignment]
            return self._answer_for(aws.from_item(existing), request_fingerprint)
        except BotoCoreError as error:
            raise unavailable() from error
        return reservation

    def _answer_for(self, existing: dict[str, Any], request_fingerprint: str) -> Response:
        if existing.get("fingerprint") != request_fingerprint:
            raise errors.ApiError(
                409,
                "idempotency_conflict",
                "This Idempotency-Key was used for another request (route, method, query or body).",
            )
        if existing.get("state") != COMPLETE:
            raise errors.ApiError(
                409, "idempotency_in_progress", "A request with this Idempotency-Key is still running."
            )
        stored = json.loads(existing["response"])
        headers = {**stored["headers"], "Idempotent-Replayed": "true"}
        return Response(stored["status"], stored["body"], headers)

    def completion(self, reservation: Reservation, response: Response) -> dict[str, Any]:
        """The transaction item that stores the response; fails if the reservation was lost."""
        stored = {
            "status": response.status,
            "body": response.body,
            "headers": {k: v for k, v in response.headers.items() if k in REPLAYED_HEADERS},
        }
        if response.body is not None:
            stored["headers"].setdefault("Content-Type", "application/json")
        return {
            "Update": {
                "TableName": self._table,
                "Key": {"pk": {"S": reservation.pk}, "sk": {"S": "IDEMPOTENCY"}},
                "UpdateExpression": "SET #state = :complete, #response = :response, expiresAt = :expires "
                "REMOVE lockedUntil",
                "ConditionExpression": "reservationId = :rid",
                "ExpressionAttributeNames": {"#state": "state", "#response": "response"},
                "ExpressionAttributeValues": {
                    ":complete": {"S": COMPLETE},
                    ":response": {"S": to_json(stored)},  # the encoder of first answers: same JSON
                    ":expires": {"N": str(int(self._clock() + RETENTION_SECONDS))},
                    ":rid": {"S": reservation.reservation_id},
                },
            }
        }

    def complete(self, reservation: Reservation, response: Response) -> None:
        update = self.completion(reservation, response)["Update"]
        try:
            self._client().update_item(**update)
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") != "ConditionalCheckFailedException":
                raise
            # The reservation expired and another call took the key over; its answer will stand.

    def release(self, reservation: Reservation) -> None:
        """Frees the key (after a 412 or a 5xx) so the same key can be sent again and run."""
        # If this fails the lock still expires on its own (lockedUntil); never mask the original answer.
        with contextlib.suppress(ClientError, BotoCoreError):
            self._client().delete_item(
                TableName=self._table,
                Key={"pk": {"S": reservation.pk}, "sk": {"S": "IDEMPOTENCY"}},
                ConditionExpression="reservationId = :rid",
                ExpressionAttributeValues={":rid": {"S": reservation.reservation_id}},
            )
