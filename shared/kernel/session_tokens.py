"""Session tokens: the service's own JWTs (HS256 with a key from Secrets Manager, named by `kid`).

The token names the person, the firm and the session, never their permissions: those are read on
every call, so a removed membership or a changed role applies at once.
"""

from __future__ import annotations

from typing import NamedTuple

from kernel.ids import Clock, system_clock
from kernel.signing_keys import Keyring

ISSUER = "records-platform"
AUDIENCE = "records-platform-api"
ALGORITHM = "HS256"
LIFETIME_SECONDS = 12 * 3600
LEEWAY_SECONDS = 30
_REQUIRED_CLAIMS = ["iss", "aud", "sub", "exp", "iat", "firm", "sid"]


class SessionClaims(NamedTuple):
    user_id: str
    firm_id: str
    session_id: str
    expires_at: int
    origin_id: str  # the sign-in's session, which bounds this one (itself, for a sign-in)


class InvalidSessionToken(Exception):
    """Any reason a session token is not accepted; the reason is never shown to the caller."""


def mint(
    keyring: Keyring,
    *,
    user_id: str,
    firm_id: str,
    session_id: str,
    origin_id: str | None = None,
    expires_at: int | None = None,
    clock: Clock = system_clock,
    lifetime: int = LIFETIME_SECONDS,
) -> str:
    """A token for a stored session; it expires with the session (`expires_at`, else after `lifetime`)."""
    import jwt  # imported here: API-token calls never pay for it

    now = int(clock())
    claims = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": user_id,
        "firm": firm_id,
        "sid": session_id,
        "orig": origin_id or session_id,
        "iat": now,
        "exp": expires_at if expires_at is not None else now + lifetime,
    }
    key = keyring.current
    return jwt.encode(claims, key.secret, algorithm=ALGORITHM, headers={"kid": key.kid})


def verify(token: str, keyring: Keyring, clock: Clock = system_clock) -> SessionClaims:
    import jwt

    try:
        header = jwt.get_unverified_header(token)
        key = keyring.find(str(header.get("kid", "")))
        if key is None or header.get("alg") != ALGORITHM:
            raise InvalidSessionToken("unknown key or algorithm")
        claims = jwt.decode(
            token,
            key.secret,
            algorithms=[ALGORITHM],
            audience=AUDIENCE,
            issuer=ISSUER,
            # Time claims are checked below against the injected clock, not pyjwt's own.
            options={
                "require": _REQUIRED_CLAIMS,
                "verify_exp": False,
                "verify_iat": False,
                "verify_nbf": False,
            },
        )
    except jwt.PyJWTError as error:
        raise InvalidSessionToken(str(error)) from error
    now = clock()
    if not isinstance(claims["exp"], int) or not isinstance(claims["iat"], int):
        raise InvalidSessionToken("time claims must be integers")
    if claims["exp"] + LEEWAY_SECONDS < now or claims["iat"] - LEEWAY_SECONDS > now:
        raise InvalidSessionToken("outside its lifetime")
    return SessionClaims(
        user_id=str(claims["sub"]),
        firm_id=str(claims["firm"]),
        session_id=str(claims["sid"]),
        expires_at=int(claims["exp"]),
        origin_id=str(claims.get("orig") or claims["sid"]),
    )
