"""Authentication: a bearer token becomes a Principal, or the call is 401.

API tokens are looked up by SHA-256; session tokens are verified JWTs. Either way the membership is
read on every call (a removed member stops at once) and the role's permissions come from a short
per-container cache (roles are created, never edited, by the operator tool).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from kernel import api_tokens, errors, session_tokens
from kernel.identity import IdentityStore, Membership, Role
from kernel.ids import Clock, system_clock
from kernel.policy import expand_scopes
from kernel.signing_keys import Keyring

ROLE_CACHE_SECONDS = 60
LAST_USED_INTERVAL = 300  # an API token's last-used time is recorded at most this often per container


class TokenKind(StrEnum):
    SESSION = "session"
    API_TOKEN = "api_token"  # noqa: S105 - the name of a kind of token, not a secret


@dataclass(frozen=True)
class Principal:
    user_id: str
    firm_id: str
    role_id: str
    permissions: frozenset[str]
    token_kind: TokenKind
    token_id: str  # the API token's id, or the session's id
    token_expires_at: int  # epoch seconds
    scopes: frozenset[str] = frozenset()  # API tokens only, as granted (before expansion)

    def has_scope(self, scope: str) -> bool:
        return scope in expand_scopes(self.scopes)


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

    def authenticate(self, authorization: str | None) -> Principal:
        credential = _bearer_credential(authorization)
        if api_tokens.looks_like_api_token(credential):
            return self._from_api_token(credential)
        return self._from_session_token(credential)

    def _from_api_token(self, credential: str) -> Principal:
        if not api_tokens.is_well_formed(credential):
            raise errors.unauthenticated()
        record = self._identity.find_api_token(api_tokens.hash_token(credential))
        if record is None or not record.is_usable(self._clock()):
            raise errors.unauthenticated()
        membership = self._identity.get_membership(record.firm_id, record.user_id)
        principal = self._principal(
            membership, TokenKind.API_TOKEN, record.token_id, record.expires_at, record.scopes
        )
        self._record_use(record.firm_id, record.token_id)
        return principal

    def _record_use(self, firm_id: str, token_id: str) -> None:
        """Keeps the token's last-used time to within LAST_USED_INTERVAL without a write per call."""
        now = self._clock()
        if now - self._last_use_recorded.get(token_id, float("-inf")) < LAST_USED_INTERVAL:
            return
        self._identity.record_api_token_use(firm_id, token_id, int(now))
        self._last_use_recorded[token_id] = now

    def _from_session_token(self, credential: str) -> Principal:
        try:
            claims = session_tokens.verify(credential, self._keyring(), self._clock)
        except session_tokens.InvalidSessionToken:
            raise errors.unauthenticated() from None
        session, membership = self._identity.session_and_membership(
            claims.session_id, claims.firm_id, claims.user_id
        )
        if session is None or not session.is_live(self._clock()):  # signed out, or never issued here
            raise errors.unauthenticated()
        if (session.user_id, session.firm_id) != (claims.user_id, claims.firm_id):
            raise errors.unauthenticated()
        return self._principal(membership, TokenKind.SESSION, claims.session_id, claims.expires_at)

    def _principal(
        self,
        membership: Membership | None,
        kind: TokenKind,
        token_id: str,
        expires_at: int,
        scopes: frozenset[str] = frozenset(),
    ) -> Principal:
        if membership is None:  # the membership ended: every token of it stops at once
            raise errors.unauthenticated()
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
        )


_MAX_CREDENTIAL_LENGTH = 4096


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
