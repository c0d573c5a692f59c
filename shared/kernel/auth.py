"""Authentication: a bearer token becomes a Principal, or the call is 401.

Both kinds of token name their firm and person before anything is read: an API token in its text
(`rpk_<firm>.<user>.<secret>`, found by its SHA-256), a session token in its signed claims. So the
token (or session, and the sign-in's session it came from) and the membership are read in ONE strongly
consistent BatchGetItem, with any other item the pipeline needs at the same moment (the rate counter,
the Idempotency-Key's record) added to it. A token works only within the very membership it was issued
in (its `membershipId`): a removed member, a revoked token, a signed-out sign-in stop at the very next
call, and making the person a member again does not bring an old token back. The role's permissions
come from a short per-container cache: roles are created, never edited (the operator tool has no such
command).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import Any, NamedTuple

from kernel import api_tokens, aws, errors, session_tokens
from kernel.identity import (
    IdentityStore,
    Membership,
    Role,
    api_token_key,
    api_token_of,
    membership_key,
    membership_of,
    session_key,
    session_of,
)
from kernel.ids import Clock, system_clock
from kernel.policy import expand_scopes
from kernel.signing_keys import Keyring

ROLE_CACHE_SECONDS = 60
LAST_USED_INTERVAL = 300  # an API token's last-used time is recorded at most this often per container
_MAX_CREDENTIAL_LENGTH = 4096

Found = Mapping[tuple[str, str, str], dict[str, Any]]  # (table, pk, sk) -> item


class TokenKind(StrEnum):
    SESSION = "session"
    API_TOKEN = "api_token"  # noqa: S105 - the name of a kind of token, not a secret


class Principal(NamedTuple):
    user_id: str
    firm_id: str
    role_id: str
    permissions: frozenset[str]
    token_kind: TokenKind
    token_id: str  # the API token's id, or the session's id
    token_expires_at: int  # epoch seconds
    scopes: frozenset[str] = frozenset()  # API tokens only, as granted (before expansion)
    membership_id: str = ""  # the token's membership (a person made a member again has a new one)

    def has_scope(self, scope: str) -> bool:
        return scope in expand_scopes(self.scopes)


class Credential(NamedTuple):
    """A bearer token's claims before anything is read: whose it is, and where its item lives."""

    kind: TokenKind
    firm_id: str
    user_id: str
    token_key: tuple[str, str]  # the API token item, or the session item, in the identity table
    expires_at: int = 0  # sessions: from the signed claims
    token_hash: str = ""  # API tokens: the SHA-256 they are found (and rate-limited) by
    origin_key: tuple[str, str] | None = None  # a switched-to session: the sign-in's session item


class RoleCache:
    def __init__(self, clock: Clock = system_clock) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._entries: dict[tuple[str, str], tuple[float, Role | None]] = {}

    def get(self, identity: IdentityStore, firm_id: str, role_id: str) -> Role | None:
        key = (firm_id, role_id)
        with self._lock:
            cached = self._entries.get(key)
        if cached and self._clock() - cached[0] < ROLE_CACHE_SECONDS:
            return cached[1]
        role = identity.get_role(firm_id, role_id)
        with self._lock:
            self._entries[key] = (self._clock(), role)
        return role


class Authenticator:
    def __init__(
        self,
        identity: IdentityStore,
        keyring: Callable[[], Keyring],
        clock: Clock = system_clock,
        roles: RoleCache | None = None,
    ) -> None:
        self._identity = identity
        self._keyring = keyring
        self._clock = clock
        self._roles = roles or RoleCache(clock)
        self._last_use_recorded: dict[str, float] = {}

    def credential(self, authorization: str | None) -> Credential:
        """What the token claims, checked for shape (API token) or signature and lifetime (session)."""
        token = _bearer_credential(authorization)
        if api_tokens.looks_like_api_token(token):
            parsed = api_tokens.parse(token)
            if parsed is None:
                raise errors.unauthenticated()
            return Credential(
                TokenKind.API_TOKEN,
                parsed.firm_id,
                parsed.user_id,
                api_token_key(parsed.token_hash),
                token_hash=parsed.token_hash,
            )
        try:
            claims = session_tokens.verify(token, self._keyring(), self._clock)
        except session_tokens.InvalidSessionToken:
            raise errors.unauthenticated() from None
        origin = session_key(claims.origin_id) if claims.origin_id != claims.session_id else None
        return Credential(
            TokenKind.SESSION,
            claims.firm_id,
            claims.user_id,
            session_key(claims.session_id),
            claims.expires_at,
            origin_key=origin,
        )

    def authenticate(self, credential: Credential, also: Sequence[aws.Read] = ()) -> tuple[Principal, Found]:
        """The Principal behind a credential, and the items of `also`, read in the same round trip."""
        table = self._identity.table
        membership = membership_key(credential.firm_id, credential.user_id)
        keys = [credential.token_key, membership]
        if credential.origin_key is not None:
            keys.append(credential.origin_key)
        reads = [aws.Read(table, tuple(keys)), *also]
        found = aws.batch_get(self._identity.client, reads)
        token_item = found.get((table, *credential.token_key))
        membership_item = found.get((table, *membership))
        if token_item is None or membership_item is None:  # unknown token, or the membership ended
            raise errors.unauthenticated()
        if credential.kind is TokenKind.API_TOKEN:
            principal = self._from_api_token(credential, token_item, membership_of(membership_item))
        else:
            origin = found.get((table, *credential.origin_key)) if credential.origin_key else token_item
            if origin is None or not session_of(origin).is_live(self._clock()):  # the sign-in ended
                raise errors.unauthenticated()
            principal = self._from_session(credential, token_item, membership_of(membership_item))
        return principal, found

    def _from_api_token(
        self, credential: Credential, item: dict[str, Any], membership: Membership
    ) -> Principal:
        record = api_token_of(item)
        if not record.is_usable(self._clock()) or (record.firm_id, record.user_id) != (
            credential.firm_id,
            credential.user_id,
        ):
            raise errors.unauthenticated()
        if record.membership_id != membership.membership_id:  # issued in a membership that ended
            raise errors.unauthenticated()
        self._record_use(record.firm_id, record.token_id)
        return self._principal(
            membership, TokenKind.API_TOKEN, record.token_id, record.expires_at, record.scopes
        )

    def _from_session(
        self, credential: Credential, item: dict[str, Any], membership: Membership
    ) -> Principal:
        session = session_of(item)
        if not session.is_live(self._clock()):  # signed out or expired
            raise errors.unauthenticated()
        if (session.user_id, session.firm_id) != (credential.user_id, credential.firm_id):
            raise errors.unauthenticated()
        if session.membership_id != membership.membership_id:  # opened in a membership that ended
            raise errors.unauthenticated()
        return self._principal(membership, TokenKind.SESSION, session.session_id, credential.expires_at)

    def _record_use(self, firm_id: str, token_id: str) -> None:
        """Keeps the token's last-used time to within LAST_USED_INTERVAL without a write per call."""
        now = self._clock()
        if now - self._last_use_recorded.get(token_id, float("-inf")) < LAST_USED_INTERVAL:
            return
        self._identity.record_api_token_use(firm_id, token_id, int(now))
        self._last_use_recorded[token_id] = now

    def _principal(
        self,
        membership: Membership,
        kind: TokenKind,
        token_id: str,
        expires_at: int,
        scopes: frozenset[str] = frozenset(),
    ) -> Principal:
        role = self._roles.get(self._identity, membership.firm_id, membership.role_id)
        return Principal(
            user_id=membership.user_id,
            firm_id=membership.firm_id,
            role_id=membership.role_id,
            permissions=role.permissions if role else frozenset(),
            token_kind=kind,
            token_id=token_id,
            token_expires_at=expires_at,
            scopes=scopes,
            membership_id=membership.membership_id,
        )


def presents_api_token(authorization: str | None) -> bool:
    """Whether the header carries something shaped as an API token (valid or not)."""
    scheme, _, credential = (authorization or "").strip().partition(" ")
    return scheme.lower() == "bearer" and api_tokens.looks_like_api_token(credential.strip())


def _bearer_credential(authorization: str | None) -> str:
    if not authorization:
        raise errors.unauthenticated()
    scheme, _, credential = authorization.strip().partition(" ")
    credential = credential.strip()
    if scheme.lower() != "bearer" or not credential or len(credential) > _MAX_CREDENTIAL_LENGTH:
        raise errors.unauthenticated()
    return credential
