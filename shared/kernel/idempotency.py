"""Idempotency keys on POST (spec 5.3), for every route, in the kernel.

The key's record is read with the token (one BatchGetItem), so a replay costs no further read. A free
key is reserved by a conditional put (in one transaction with the rate-limit counter, for API tokens);
the answer is stored when the handler is done, in the same transaction as its writes, and replayed
for 24 hours.

Record (control table): pk IDEMPOTENCY#<firm>#<user>#<sha256(key)>, sk IDEMPOTENCY, with
`fingerprint` (method, path, query, body), `state` (in_progress | complete), `reservationId`,
`lockedUntil` (a reservation left by a call that died frees itself then), `response`, and
`expiresAt` (DynamoDB TTL, which deletes lazily: an expired record counts as absent everywhere).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import secrets
import unicodedata
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple
from urllib.parse import parse_qsl

from botocore.exceptions import BotoCoreError, ClientError

from kernel import aws, errors, json_codec
from kernel.aws import Attr
from kernel.ids import Clock, system_clock
from kernel.wire import NO_BODY, Response, to_json

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient

HEADER = "idempotency-key"
MAX_KEY_LENGTH = 255
RETENTION_SECONDS = 24 * 3600
REPLAYED_HEADERS = ("Content-Type", "ETag", "Location")
IN_PROGRESS, COMPLETE = "in_progress", "complete"
SORT_KEY = "IDEMPOTENCY"


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


def fingerprint(method: str, path: str, raw_query: str, body: Any, key: bytes | None = None) -> str:
    """What must match for a replay. The body is compared as JSON, so key order and white space do not
    matter; If-Match is not part of it (spec 5.3.3). With `key`, an HMAC: for a body holding a secret,
    whose plain digest could confirm a guessed value."""
    query = sorted(parse_qsl(raw_query, keep_blank_values=True))
    canonical_body = "" if body is NO_BODY else json_codec.dumps(body, canonical=True)
    text = "\n".join([method, path, json_codec.dumps(query), canonical_body]).encode("utf-8", "surrogatepass")
    if key is not None:
        return "hmac:" + hmac.new(key, text, hashlib.sha256).hexdigest()
    return hashlib.sha256(text).hexdigest()


def unavailable() -> errors.ApiError:
    return errors.service_unavailable(
        "Idempotency keys cannot be checked right now; retry with the same key."
    )


def conflict() -> errors.ApiError:
    return errors.ApiError(
        409,
        "idempotency_conflict",
        "This Idempotency-Key was used for another request (route, method, query or body).",
    )


def in_progress() -> errors.ApiError:
    return errors.ApiError(
        409, "idempotency_in_progress", "A request with this Idempotency-Key is still running."
    )


class Reservation(NamedTuple):
    pk: str
    reservation_id: str


class Refused(NamedTuple):
    """A reservation (or the operation beside it) whose condition did not hold."""

    position: int  # of the refused operation in the transaction
    item: dict[str, Any] | None  # the item as it is, when it exists


class IdempotencyStore:
    def __init__(self, table: str, client: Callable[[], DynamoDBClient], clock: Clock = system_clock) -> None:
        self.table = table
        self._client = client
        self._clock = clock

    def record_key(self, firm_id: str, user_id: str, key: str) -> tuple[str, str]:
        """Scoped to the firm and the person, not to a token (spec 5.3.1)."""
        digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()
        return f"IDEMPOTENCY#{firm_id}#{user_id}#{digest}", SORT_KEY

    def answer_for(self, record: dict[str, Any] | None, request_fingerprint: str) -> Response | None:
        """None when the key is free for this call; else the stored answer to replay, or a 409."""
        now = self._clock()
        if record is None or record.get("expiresAt", 0) <= now:
            return None
        if record.get("fingerprint") != request_fingerprint:
            raise conflict()
        if record.get("state") != COMPLETE:
            if record.get("lockedUntil", 0) <= now:  # left by a call that died: free
                return None
            raise in_progress()
        stored = json_codec.loads(record["response"])
        headers = {**stored["headers"], "Idempotent-Replayed": "true"}
        return Response(stored["status"], stored["body"], headers)

    def reservation(
        self, record_key: tuple[str, str], request_fingerprint: str, lock_seconds: float
    ) -> tuple[Reservation, aws.Operation]:
        """The put that takes the key: when free, expired, or left by a call that died."""
        now = self._clock()
        pk, sk = record_key
        reservation = Reservation(pk, secrets.token_hex(16))
        item = {
            "pk": pk,
            "sk": sk,
            "fingerprint": request_fingerprint,
            "state": IN_PROGRESS,
            "reservationId": reservation.reservation_id,
            "lockedUntil": int(now + lock_seconds),
            "expiresAt": int(now + RETENTION_SECONDS),
        }
        free = (
            Attr("pk").not_exists()
            | Attr("expiresAt").lte(int(now))
            | (Attr("state").eq(IN_PROGRESS) & Attr("lockedUntil").lte(int(now)))
        )
        return reservation, aws.put(self.table, item, condition=free, old_on_failure=True)

    def reserve(self, operations: list[aws.Operation]) -> Refused | None:
        """Runs the operations (the reservation last) in one transaction, or the reservation alone.
        None when they all held; else which one was refused, with the item as it is."""
        try:
            if len(operations) == 1:
                aws.write(self._client(), operations[0])
            else:
                aws.transact(self._client(), operations)
        except aws.ConditionFailed as failed:
            return Refused(0, failed.old)
        except aws.TransactionCancelled as cancelled:
            index = next((i for i, reason in enumerate(cancelled.reasons) if reason.condition_failed), None)
            if index is None:
                raise unavailable() from None
            return Refused(index, cancelled.reasons[index].old)
        except (ClientError, BotoCoreError) as error:
            raise unavailable() from error
        return None

    def completion(self, reservation: Reservation, response: Response) -> aws.Operation:
        """The operation that stores the answer; its condition fails if the reservation was lost."""
        stored = {
            "status": response.status,
            "body": response.body,
            "headers": {k: v for k, v in response.headers.items() if k in REPLAYED_HEADERS},
        }
        if response.body is not None:
            stored["headers"].setdefault("Content-Type", "application/json")
        return aws.update(
            self.table,
            reservation.pk,
            SORT_KEY,
            set={
                "state": COMPLETE,
                "response": to_json(stored),  # the encoder of first answers: the same JSON
                "expiresAt": int(self._clock() + RETENTION_SECONDS),
                "lockedUntil": None,
            },
            condition=Attr("reservationId").eq(reservation.reservation_id),
        )

    def release(self, reservation: Reservation) -> None:
        """Frees the key (after a 412 or a 5xx) so the same key can be sent again and run.

        Only while it is still in progress: when a commit's outcome is unknown (a timeout after
        DynamoDB applied it), a stored answer must stay, so that a retry replays it instead of writing
        again. If this fails the lock expires on its own (lockedUntil); it never masks the answer."""
        operation = aws.delete(
            self.table,
            reservation.pk,
            SORT_KEY,
            condition=Attr("reservationId").eq(reservation.reservation_id) & Attr("state").eq(IN_PROGRESS),
        )
        with contextlib.suppress(ClientError, BotoCoreError, aws.ConditionFailed):
            aws.write(self._client(), operation)
