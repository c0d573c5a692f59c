"""API tokens: `rpk_` followed by 32 random bytes (base64url). Only the SHA-256 of a token is stored."""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterable

from kernel.identity import ApiTokenRecord, IdentityStore
from kernel.ids import Clock, new_id, system_clock
from kernel.policy import unknown_scopes

PREFIX = "rpk"
_RANDOM_BYTES = 32
_SHAPE = re.compile(rf"{PREFIX}_[A-Za-z0-9_-]{{43}}")
DISPLAY_LENGTH = len(PREFIX) + 1 + 8  # what lists show: enough to recognise, too little to use


def generate() -> str:
    return f"{PREFIX}_{secrets.token_urlsafe(_RANDOM_BYTES)}"


def looks_like_api_token(value: str) -> bool:
    return value.startswith(f"{PREFIX}_")


def is_well_formed(value: str) -> bool:
    return bool(_SHAPE.fullmatch(value))


def hash_token(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def display_prefix(value: str) -> str:
    return value[:DISPLAY_LENGTH]


MAX_LIFETIME_SECONDS = 366 * 24 * 3600  # a year (and a leap day): long-lived secrets should be rotated


def issue(
    identity: IdentityStore,
    *,
    firm_id: str,
    user_id: str,
    scopes: Iterable[str],
    expires_at: int,
    description: str = "",
    clock: Clock = system_clock,
) -> tuple[str, ApiTokenRecord]:
    """Creates a token for a member of the firm; returns the secret (shown once) and what is stored."""
    scopes = frozenset(scopes)
    unknown = unknown_scopes(scopes)
    now = int(clock())
    if unknown:
        raise ValueError(f"unknown scopes: {', '.join(unknown)}")
    if not scopes:
        raise ValueError("a token needs at least one scope")
    if not now < expires_at <= now + MAX_LIFETIME_SECONDS:
        raise ValueError("the expiry must be in the future and at most a year away")
    secret = generate()
    record = ApiTokenRecord(
        token_id=new_id("tok", clock),
        firm_id=firm_id,
        user_id=user_id,
        scopes=scopes,
        description=description,
        display_prefix=display_prefix(secret),
        created_at=now,
        expires_at=expires_at,
        revoked_at=None,
    )
    identity.store_api_token(record, hash_token(secret))
    return secret, record
