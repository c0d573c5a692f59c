"""Identifiers and time: the two outside facts almost every write needs, behind swappable ports."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from datetime import UTC, datetime

_CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz"
_PAIRS = [first + second for first in _CROCKFORD for second in _CROCKFORD]  # 10 bits: two characters

Clock = Callable[[], float]
"""Returns the current time as epoch seconds; tests pass a fake."""

system_clock: Clock = time.time


def new_id(prefix: str, clock: Clock = system_clock, entropy: int | None = None) -> str:
    """A sortable id: prefix, underscore, 48 bits of milliseconds and 80 random bits in Crockford base32.
    `entropy`: the 80 bits given instead (an id derived from what it names, the same each time).

    Ids hold only [0-9a-z_], so '#' (the key delimiter) can never occur in one.
    """
    bits = secrets.randbits(80) if entropy is None else entropy & ((1 << 80) - 1)
    value = (int(clock() * 1000) << 80) | bits
    # 26 characters of 5 bits, taken 10 bits at a time from the top (half the time of one at a time)
    return f"{prefix}_{''.join([_PAIRS[(value >> shift) & 1023] for shift in range(120, -1, -10)])}"


def iso(epoch_seconds: float) -> str:
    """RFC 3339 timestamp in UTC with a Z suffix, as every response shows time."""
    moment = datetime.fromtimestamp(epoch_seconds, tz=UTC)
    return moment.isoformat(timespec="seconds").replace("+00:00", "Z")
