"""API-token rate limit (spec 8): 300 calls a minute per token, counted by one atomic conditional ADD.

Fixed one-minute windows aligned to the clock's minutes: one counter item per token (keyed by the
token's SHA-256, known before anything is read) and window. The counter is read in the same
BatchGetItem as the token, so a token already over its limit is refused without a write; otherwise
the ADD refuses the 301st call by its condition, so there is no read-then-write race. The ADD runs on
its own, or inside the transaction that reserves an Idempotency-Key (one call for both).

If the control table cannot be reached the call goes through (fail open, logged): the limit protects
capacity, and refusing every call because the counter is down would be worse.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from aws_lambda_powertools import Logger
from botocore.exceptions import BotoCoreError, ClientError

from kernel import aws, errors
from kernel.aws import Attr
from kernel.ids import Clock, system_clock

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient

LIMIT = 300
WINDOW_SECONDS = 60
POLICY_HEADER = f'"default";q={LIMIT};w={WINDOW_SECONDS}'

logger = Logger(child=True)


class LimitState(NamedTuple):
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


class Window(NamedTuple):
    start: int
    end: int
    reset_in: int


class RateLimiter:
    def __init__(self, table: str, client: Callable[[], DynamoDBClient], clock: Clock = system_clock) -> None:
        self.table = table
        self._client = client
        self._clock = clock
        self._prepared: tuple[Window, aws.Operation] | None = None  # the window's ADD, built once

    def window(self) -> Window:
        now = self._clock()
        start = int(now // WINDOW_SECONDS) * WINDOW_SECONDS
        return Window(start, start + WINDOW_SECONDS, max(1, math.ceil(start + WINDOW_SECONDS - now)))

    def counter_key(self, token_hash: str, window: Window) -> tuple[str, str]:
        return f"RATE#{token_hash}#{window.start}", "RATE"

    def operation(self, token_hash: str, window: Window) -> aws.Operation:
        """ADD one call, refused (condition) when the window already holds LIMIT calls."""
        prepared = self._prepared
        if prepared is None or prepared[0].start != window.start:
            add = aws.update(
                self.table,
                *self.counter_key("", window),
                add={"calls": 1},
                set_if_absent={"expiresAt": window.end + WINDOW_SECONDS},
                condition=Attr("calls").not_exists() | Attr("calls").lt(LIMIT),
            )
            self._prepared = prepared = (window, add)
        return prepared[1].on(*self.counter_key(token_hash, window))

    def consume(self, token_hash: str, window: Window) -> LimitState | None:
        """Counts one call on its own; raises 429 past the limit; None when the counter is unreachable."""
        try:
            counted = aws.write(self._client(), self.operation(token_hash, window), return_new=True)
        except aws.ConditionFailed:
            raise rate_limited(LimitState(0, window.reset_in)) from None
        except (ClientError, BotoCoreError) as error:
            logger.warning(
                "rate-limit counter unreachable; call allowed", extra={"error": type(error).__name__}
            )
            return None
        return LimitState(max(0, LIMIT - int(counted["calls"])), window.reset_in)


def calls_in(found: dict[str, Any] | None) -> int:
    """The calls a counter item read before the call holds (0 when there is none yet)."""
    return int(found["calls"]) if found else 0
