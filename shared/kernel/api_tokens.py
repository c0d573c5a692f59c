"""API tokens: `rpk_<firm id>.<user id>.<43 random characters>`. Only the SHA-256 of a token is stored.

The firm and the person are written in the token, in the clear, so that authentication reads the token
and its membership in one round trip (both keys are known before the first read). They grant nothing:
the token is found by the hash of all of it, and its stored firm and person must be the ones written.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from kernel import aws
from kernel.identity import ApiTokenRecord, Conflict, IdentityStore
from kernel.ids import Clock, new_id, system_clock
from kernel.policy import unknown_scopes

PREFIX = "rpk"
_RANDOM_BYTES = 32
_ID = r"[a-z]{2,8}_[0-9a-z]{1,40}"
_SHAPE = re.compile(rf"{PREFIX}_(?P<firm>{_ID})\.(?P<user>{_ID})\.[A-Za-z0-9_-]{{43}}")
DISPLAY_CHARACTERS = 8  # what lists show of the random part: enough to recognise, too little to use


class ParsedToken(NamedTuple):
    firm_id: str
    user_id: str
    token_hash: str


def generate(firm_id: str, user_id: str) -> str:
    token = f"{PREFIX}_{firm_id}.{user_id}.{secrets.token_urlsafe(_RANDOM_BYTES)}"
    if parse(token) is None:
        raise ValueError("firm and user ids must be ids of this service")
    return token


def looks_like_api_token(value: str) -> bool:
    return value.startswith(f"{PREFIX}_")


def parse(value: str) -> ParsedToken | None:
    """The firm, the person and the lookup hash of a well-formed token, or None."""
    match = _SHAPE.fullmatch(value)
    if match is None:
        return None
    return ParsedToken(match["firm"], match["user"], hash_token(value))


def hash_token(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def display_prefix(value: str) -> str:
    """How lists show a token: the prefix and the first characters of its random part (the ids
    between them are the same for every token of one person in one firm)."""
    return f"{PREFIX}_...{value.rsplit('.', 1)[-1][:DISPLAY_CHARACTERS]}"


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
    also: Callable[[str], Sequence[aws.Operation]] = lambda token_id: (),
) -> tuple[str, ApiTokenRecord]:
    """Creates a token for a member of the firm; returns the secret (shown once) and what is stored.
    `also`: more writes of the call for the new token's id, in the same transaction (its audit entry)."""
    scopes = frozenset(scopes)
    unknown = unknown_scopes(scopes)
    now = int(clock())
    if unknown:
        raise ValueError(f"unknown scopes: {', '.join(unknown)}")
    if not scopes:
        raise ValueError("a token needs at least one scope")
    if not now < expires_at <= now + MAX_LIFETIME_SECONDS:
        raise ValueError("the expiry must be in the future and at most a year away")
    membership = identity.get_membership(firm_id, user_id)
    if membership is None:
        raise Conflict(f"{user_id} is not a member of {firm_id}")
    secret = generate(firm_id, user_id)
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
        membership_id=membership.membership_id,
    )
    identity.store_api_token(record, hash_token(secret), also(record.token_id))
    return secret, record
