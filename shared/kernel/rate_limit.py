"""API-token rate limit (spec 8): 300 calls a minute per token, counted by one atomic conditional ADD.

A sliding minute: one counter item per token (keyed by the token's SHA-256, known before anything is
read) and clock minute, and a call counts against this minute's calls plus the previous minute's,
weighted by the part of it still inside the last 60 seconds. So 300 calls at 12:00:59 leave almost
none for 12:01:00 (fixed windows let 600 through in two seconds). Both counters are read in the same
BatchGetItem as the token: a token over its limit is refused without a write; otherwise the ADD
refuses the call by its condition (this minute's calls below what the previous minute leaves), so
there is no read-then-write race. The ADD runs on its own, or inside the transaction that reserves an
Idempotency-Key (one call for both).

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
    """The clock minute a call falls in: its start and end, the whole seconds until it ends, and how
    far into it the call is (seconds)."""

    start: int
    end: int
    reset_in: int
    elapsed: float = 0.0

    @property
    def previous(self) -> int:
        return self.start - WINDOW_SECONDS


class Budget(NamedTuple):
    """What a token may still do now: this minute's calls so far, and how many this minute may hold
    in all once the previous minute's weighted calls are counted."""

    previous: int
    seen: int
    allowed: int

    @classmethod
    def of(cls, previous: int, seen: int, window: Window) -> Budget:
        carried = math.ceil(previous * (WINDOW_SECONDS - window.elapsed) / WINDOW_SECONDS)
        return cls(previous, seen, max(0, LIMIT - carried))

    @property
    def spent(self) -> bool:
        return self.seen >= self.allowed

    def standing(self, window: Window) -> LimitState:
        """Where the token stands without counting a call."""
        if self.spent:
            return self.refused(window)
        return LimitState(self.allowed - self.seen, window.reset_in)

    def after_one(self, window: Window) -> LimitState:
        return LimitState(max(0, self.allowed - self.seen - 1), window.reset_in)

    def refused(self, window: Window) -> LimitState:
        return LimitState(0, retry_after(self.previous, self.seen, window))


class RateLimiter:
    def __init__(self, table: str, client: Callable[[], DynamoDBClient], clock: Clock = system_clock) -> None:
        self.table = table
        self._client = client
        self._clock = clock
        self._prepared: dict[tuple[int, int], aws.Operation] = {}

    def window(self) -> Window:
        now = self._clock()
        start = int(now // WINDOW_SECONDS) * WINDOW_SECONDS
        end = start + WINDOW_SECONDS
        return Window(start, end, max(1, math.ceil(end - now)), now - start)

    def counter_keys(self, token_hash: str, window: Window) -> tuple[tuple[str, str], tuple[str, str]]:
        """This minute's counter and the previous minute's."""
        return (f"RATE#{token_hash}#{window.start}", "RATE"), (f"RATE#{token_hash}#{window.previous}", "RATE")

    def operation(self, token_hash: str, window: Window, budget: Budget) -> aws.Operation:
        """ADD one call, refused (condition) when this minute already holds what the budget allows.
        The expressions are built once per minute and allowance (boto3's builder costs more than the
        rest of a warm request), then put on this token's counter."""
        prepared = self._prepared.get((window.start, budget.allowed))
        if prepared is None:
            if self._prepared and next(iter(self._prepared))[0] != window.start:
                self._prepared.clear()  # a new minute: the last one's are never used again
            prepared = aws.update(
                self.table,
                "",
                "",
                add={"calls": 1},
                set_if_absent={
                    "expiresAt": window.end + 2 * WINDOW_SECONDS
                },  # read as the next one's previous
                condition=Attr("calls").not_exists() | Attr("calls").lt(budget.allowed),
            )
            self._prepared[(window.start, budget.allowed)] = prepared
        return prepared.on(*self.counter_keys(token_hash, window)[0])

    def consume(self, token_hash: str, window: Window, budget: Budget) -> LimitState | None:
        """Counts one call on its own; raises 429 past the limit; None when the counter is unreachable."""
        try:
            counted = aws.write(self._client(), self.operation(token_hash, window, budget), return_new=True)
        except aws.ConditionFailed:  # others counted meanwhile: the minute is full now
            raise rate_limited(budget._replace(seen=budget.allowed).refused(window)) from None
        except (ClientError, BotoCoreError) as error:
            logger.warning(
                "rate-limit counter unreachable; call allowed", extra={"error": type(error).__name__}
            )
            return None
        return LimitState(max(0, budget.allowed - int(counted["calls"])), window.reset_in)


def calls_in(found: dict[str, Any] | None) -> int:
    """The calls a counter item read before the call holds (0 when there is none yet)."""
    return int(found["calls"]) if found else 0


def retry_after(previous: int, seen: int, window: Window) -> int:
    """Whole seconds until one more call fits: later in this minute, as the previous minute's weight
    fades, or else in the next one, once this minute's weight has faded enough."""
    room = LIMIT - 1 - seen  # what the previous minute's weighted calls may be for one more call to fit
    if room >= 0:
        fits_at = WINDOW_SECONDS - room * WINDOW_SECONDS / previous if previous else 0.0
        wait = fits_at - window.elapsed
        if wait < WINDOW_SECONDS - window.elapsed:
            return max(1, math.ceil(wait))
    fits_at = WINDOW_SECONDS - (LIMIT - 1) * WINDOW_SECONDS / seen if seen else 0.0
    return max(1, math.ceil(WINDOW_SECONDS - window.elapsed + max(0.0, fits_at)))
