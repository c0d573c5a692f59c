"""API-token rate limit (spec 8): 300 calls a minute per token, counted by one atomic update.

Fixed one-minute windows aligned to the clock's minutes: one counter item per token and window,
incremented by a conditional ADD that refuses the 301st call, so there is no read-then-write race. A
token found over its limit is remembered in memory until its window ends, so a flood costs no
further writes. If the control table cannot be reached the call goes through (fail open, logged):
the limit protects capacity, and refusing every call because the counter is down would be worse.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aws_lambda_powertools import Logger
from botocore.exceptions import BotoCoreError, ClientError

from kernel import errors
from kernel.ids import Clock, system_clock

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient

LIMIT = 300
WINDOW_SECONDS = 60
POLICY_HEADER = f'"default";q={LIMIT};w={WINDOW_SECONDS}'

logger = Logger(child=True)


@dataclass(frozen=True)
class LimitState:
    remaining: int
    reset_in: int  # whole seconds until the window ends

    def headers(self) -> dict[str, str]:
        """The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers)."""
        return {
            "RateLimit-Policy": POLICY_HEADER,
            "RateLimit": f'"default";r={self.remaining};t={self.reset_in}',
        }


def rate_limited(state: LimitState) -> errors.ApiError:
    return errors.ApiError(
        429,
        "rate_limited",
        f"This API token made {LIMIT} calls in this minute; retry in {state.reset_in} s.",
        headers={"Retry-After": str(state.reset_in), **state.headers()},
    )


class RateLimiter:
    def __init__(self, table: str, client: Callable[[], DynamoDBClient], clock: Clock = system_clock) -> None:
        self._table = table
        self._client = client
        self._clock = clock
        self._lock = threading.Lock()
        self._over_until: dict[str, float] = {}

    def consume(self, token_id: str) -> LimitState | None:
        """Counts one call; raises 429 past the limit; None when the counter could not be reached."""
        now = self._clock()
        window_start = int(now // WINDOW_SECONDS) * WINDOW_SECONDS
        window_end = window_start + WINDOW_SECONDS
        reset_in = max(1, math.ceil(window_end - now))
        with self._lock:
            if self._over_until.get(token_id, 0.0) > now:
                raise rate_limited(LimitState(0, reset_in))
        try:
            count = self._increment(token_id, window_start, window_end)
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") != "ConditionalCheckFailedException":
                self._log_fail_open(error)
                return None
            with self._lock:
                self._over_until[token_id] = window_end
            raise rate_limited(LimitState(0, reset_in)) from None
        except BotoCoreError as error:
            self._log_fail_open(error)
            return None
        return LimitState(LIMIT - count, reset_in)

    def _increment(self, token_id: str, window_start: int, window_end: int) -> int:
        response = self._client().update_item(
            TableName=self._table,
            Key={"pk": {"S": f"RATE#{token_id}#{window_start}"}, "sk": {"S": "RATE"}},
            UpdateExpression="ADD calls :one SET expiresAt = if_not_exists(expiresAt, :expires)",
            ConditionExpression="attribute_not_exists(calls) OR calls < :limit",
            ExpressionAttributeValues={
                ":one": {"N": "1"},
                ":limit": {"N": str(LIMIT)},
                ":expires": {"N": str(window_end + WINDOW_SECONDS)},
            },
            ReturnValues="UPDATED_NEW",
        )
        return int(response["Attributes"]["calls"]["N"])

    def _log_fail_open(self, error: Exception) -> None:
        logger.warning("rate-limit counter unreachable; call allowed", extra={"error": type(error).__name__})
        return
