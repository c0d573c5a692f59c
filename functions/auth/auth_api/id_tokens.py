"""Id tokens from the firms' identity providers: which issuers are trusted, and verifying a token.

Sign-in (`POST /api/v1/auth/session`) hands the id token to `IdTokenVerifier.verify`, which either returns
the verified identity or raises `InvalidIdToken`; the route answers every `InvalidIdToken` with 401
`unauthenticated`, and the reason only goes to the logs.

What is checked, in this order:
1. the header: `alg` is RS256 or ES256 (nothing symmetric, never `none`) and there is a `kid`;
2. the unverified `iss` picks one of the trusted issuers (configuration: `TRUSTED_ISSUERS`);
3. the key is the one with that `kid` in the issuer's configured JWKS. The `jku`, `x5u`, `x5c` and `jwk`
   headers are never read: a key only ever comes from the configured JWKS URL;
4. the signature, with the algorithm the published key is bound to;
5. the claims: `iss`, `aud`, `exp`, `iat`, `nbf` (when present) against the injected clock with 60 seconds
   of leeway, `sub`, `email`, and for a consumer issuer `email_verified`.

JWKS caching: the key set of an issuer is cached (10 minutes in `PyJwtJwksSource`). A `kid` missing from
the cached set forces one refresh, at most one per issuer per 60 seconds, so a flood of tokens with made-up
`kid`s costs the identity provider at most one fetch a minute; a key the provider has just rotated in is
found by that refresh.

Nothing here logs, and no exception message carries the token or any part of it.
"""

from __future__ import annotations

import json
import math
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast
from urllib.parse import urlsplit

from kernel.net import is_loopback_host

if TYPE_CHECKING:
    import jwt  # imported where a token is verified: a call that verifies none never loads it

ALLOWED_ALGORITHMS = frozenset({"RS256", "ES256"})
LEEWAY_SECONDS = 60
REFRESH_COOLDOWN_SECONDS = 60
JWKS_CACHE_SECONDS = 600
JWKS_TIMEOUT_SECONDS = 3
# Far above any real id token (even with many group claims); bounds the work done on garbage input.
MAX_TOKEN_LENGTH = 16 * 1024

IssuerKind = Literal["enterprise", "consumer"]
_KINDS: tuple[IssuerKind, ...] = ("enterprise", "consumer")
_ISSUER_FIELDS = ("issuer", "audience", "jwksUrl", "kind")
_OPTIONAL_FIELDS = ("firms",)
_REQUIRED_CLAIMS = ("iss", "aud", "exp", "iat", "sub", "email")

# Signature only: every claim is checked by `_identity` below, time claims against the injected clock.
_SIGNATURE_ONLY: jwt.types.Options = {
    "verify_signature": True,
    "require": [],
    "verify_aud": False,
    "verify_iss": False,
    "verify_exp": False,
    "verify_iat": False,
    "verify_nbf": False,
}
_UNVERIFIED: jwt.types.Options = {"verify_signature": False}


@dataclass(frozen=True)
class TrustedIssuer:
    issuer: str  # the exact `iss` value
    audience: str  # the `aud` our client id has at that provider
    jwks_url: str  # https URL of its JWKS (http only for loopback hosts: the local development provider)
    kind: Literal["enterprise", "consumer"]
    # Enterprise only: the firms that accept this provider, besides those that chose it through the
    # operator tool (`records-admin trust-issuer`). A consumer provider is accepted by every firm.
    firms: tuple[str, ...] = ()


def parse_trusted_issuers(text: str) -> tuple[TrustedIssuer, ...]:
    """Reads `TRUSTED_ISSUERS`: a JSON list of `{"issuer", "audience", "jwksUrl", "kind", "firms"?}`.

    Empty text or `[]` trusts nobody. Anything malformed is a `ValueError` naming the entry and the field:
    not JSON, not a list, an entry that is not an object, a missing or unknown key, a value that is not a
    non-empty string without surrounding whitespace, a kind other than `enterprise` or `consumer`, a JWKS
    URL that is not https (plain http only for a loopback host), or the same issuer twice (the issuer is
    what picks the entry, so it has one audience and one JWKS).
    """
    if not text.strip():
        return ()
    try:
        entries = json.loads(text)
    except ValueError as error:
        raise ValueError(f"TRUSTED_ISSUERS is not valid JSON: {error}") from None
    if not isinstance(entries, list):
        raise ValueError("TRUSTED_ISSUERS must be a JSON list of issuer objects")
    issuers: list[TrustedIssuer] = []
    for index, entry in enumerate(entries):
        where = f"TRUSTED_ISSUERS[{index}]"
        if not isinstance(entry, dict):
            raise ValueError(f"{where} must be an object with keys {', '.join(_ISSUER_FIELDS)}")
        missing = [name for name in _ISSUER_FIELDS if name not in entry]
        if missing:
            raise ValueError(f"{where} is missing {', '.join(missing)}")
        unknown = sorted(str(name) for name in entry if name not in (*_ISSUER_FIELDS, *_OPTIONAL_FIELDS))
        if unknown:
            raise ValueError(f"{where} has unknown keys {', '.join(unknown)}")
        for name in _ISSUER_FIELDS:
            value = entry[name]
            if not isinstance(value, str) or not value or value != value.strip():
                raise ValueError(f"{where}.{name} must be a non-empty string without surrounding spaces")
        kind = entry["kind"]
        if kind not in _KINDS:
            raise ValueError(f"{where}.kind must be one of {', '.join(_KINDS)}, not {kind!r}")
        _check_jwks_url(entry["jwksUrl"], f"{where}.jwksUrl")
        if any(known.issuer == entry["issuer"] for known in issuers):
            raise ValueError(f"{where}.issuer {entry['issuer']!r} is listed twice")
        firms = entry.get("firms", [])
        if not isinstance(firms, list) or not all(
            isinstance(firm, str) and firm.strip() == firm != "" for firm in firms
        ):
            raise ValueError(f"{where}.firms must be a list of firm ids")
        if firms and kind != "enterprise":
            raise ValueError(
                f"{where}.firms applies to enterprise issuers only: every firm accepts a consumer one"
            )
        issuers.append(
            TrustedIssuer(
                issuer=entry["issuer"],
                audience=entry["audience"],
                jwks_url=entry["jwksUrl"],
                kind=cast(IssuerKind, kind),
                firms=tuple(firms),
            )
        )
    return tuple(issuers)


def _check_jwks_url(url: str, where: str) -> None:
    try:
        parts = urlsplit(url)
        host = parts.hostname
    except ValueError:
        raise ValueError(f"{where} is not a valid URL: {url!r}") from None
    if not host:
        raise ValueError(f"{where} has no host: {url!r}")
    if parts.scheme == "https":
        return
    if parts.scheme == "http" and is_loopback_host(host):
        return
    raise ValueError(f"{where} must be an https URL (plain http only for a loopback host): {url!r}")


@dataclass(frozen=True)
class VerifiedIdentity:
    email: str  # lower-cased, stripped
    subject: str
    issuer: str
    name: str | None
    kind: IssuerKind = "enterprise"
    firms: tuple[str, ...] = ()  # the firms the template's configuration says accept an enterprise issuer


class InvalidIdToken(Exception):
    """Any reason an id token is not accepted. The reason is for logs only, never shown to a caller, and
    never contains the token."""

    @property
    def reason(self) -> str:
        return str(self.args[0]) if self.args else ""


class JwksSource(Protocol):
    """The published signing keys of one issuer, by `kid`; `refresh=True` bypasses any cache.

    May raise `jwt.PyJWTError` (PyJWKClientError, PyJWKClientConnectionError, PyJWKSetError), `OSError`
    (timeouts) or `ValueError` (a body that is not JSON); the verifier turns each into `InvalidIdToken`.
    """

    def keys(self, *, refresh: bool) -> dict[str, jwt.PyJWK]: ...


class PyJwtJwksSource:
    """The default `JwksSource`: pyjwt's `PyJWKClient`, which caches the whole key set for `lifespan`
    seconds, fetches with a short timeout and does not follow redirects."""

    def __init__(
        self,
        jwks_url: str,
        *,
        lifespan: float = JWKS_CACHE_SECONDS,
        timeout: float = JWKS_TIMEOUT_SECONDS,
    ) -> None:
        import jwt

        self.client = jwt.PyJWKClient(jwks_url, cache_jwk_set=True, lifespan=lifespan, timeout=timeout)

    def keys(self, *, refresh: bool) -> dict[str, jwt.PyJWK]:
        key_set = self.client.get_jwk_set(refresh=refresh)
        return {key.key_id: key for key in key_set.keys if key.key_id and key.public_key_use in ("sig", None)}


def default_jwks_source(issuer: TrustedIssuer) -> JwksSource:
    return PyJwtJwksSource(issuer.jwks_url)


class _IssuerKeys:
    """The JWKS source of one issuer (created on first use) and when its last forced refresh happened."""

    def __init__(self, issuer: TrustedIssuer) -> None:
        self.issuer = issuer
        self.source: JwksSource | None = None
        self.last_refresh: float | None = None
        self.lock = threading.Lock()


class IdTokenVerifier:
    def __init__(
        self,
        issuers: Sequence[TrustedIssuer],
        *,
        jwks: Callable[[TrustedIssuer], JwksSource] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._issuers: dict[str, _IssuerKeys] = {}
        for issuer in issuers:
            if issuer.issuer in self._issuers:
                raise ValueError(f"issuer {issuer.issuer!r} is listed twice")
            self._issuers[issuer.issuer] = _IssuerKeys(issuer)
        self._jwks = jwks or default_jwks_source
        self._clock = clock

    def trusted(self, issuer: str) -> TrustedIssuer | None:
        """The configuration of a trusted issuer, or None when it is not (or no longer) trusted."""
        state = self._issuers.get(issuer)
        return state.issuer if state else None

    def verify(self, id_token: str) -> VerifiedIdentity:
        """The identity in a valid id token of a trusted issuer; anything else is `InvalidIdToken`."""
        import jwt

        if not isinstance(id_token, str):
            raise InvalidIdToken("not a string")
        if len(id_token) > MAX_TOKEN_LENGTH:
            raise InvalidIdToken("token too long")
        try:
            header = jwt.get_unverified_header(id_token)
            unverified = jwt.decode(id_token, options=_UNVERIFIED)
        except jwt.PyJWTError as error:
            raise InvalidIdToken(f"malformed token ({type(error).__name__})") from None
        algorithm = header.get("alg")
        if algorithm not in ALLOWED_ALGORITHMS:
            raise InvalidIdToken("algorithm not allowed")
        kid = header.get("kid")
        if not isinstance(kid, str) or not kid:
            raise InvalidIdToken("missing kid")
        iss = unverified.get("iss")
        if not isinstance(iss, str) or not iss:
            raise InvalidIdToken("missing claim: iss")
        state = self._issuers.get(iss)
        if state is None:
            raise InvalidIdToken("untrusted issuer")

        key = self._key(state, kid)
        if key.algorithm_name != algorithm:
            raise InvalidIdToken("algorithm does not match the published key")
        try:
            claims = jwt.decode(id_token, key=key, algorithms=[algorithm], options=_SIGNATURE_ONLY)
        except jwt.InvalidSignatureError:
            raise InvalidIdToken("bad signature") from None
        except jwt.PyJWTError as error:
            raise InvalidIdToken(f"rejected by pyjwt ({type(error).__name__})") from None
        return _identity(claims, state.issuer, self._clock())

    def _key(self, state: _IssuerKeys, kid: str) -> jwt.PyJWK:
        import jwt

        with state.lock:
            try:
                if state.source is None:
                    state.source = self._jwks(state.issuer)
                key = state.source.keys(refresh=False).get(kid)
                if key is not None:
                    return key
                now = self._clock()
                if state.last_refresh is not None and now - state.last_refresh < REFRESH_COOLDOWN_SECONDS:
                    raise InvalidIdToken("unknown kid (refreshed less than a minute ago)")
                # Recorded before the fetch: a failing JWKS endpoint is not retried more than once a minute.
                state.last_refresh = now
                key = state.source.keys(refresh=True).get(kid)
            except (jwt.PyJWTError, OSError, ValueError) as error:
                # The cause names the JWKS URL and the network error, never the token.
                raise InvalidIdToken(f"JWKS unavailable ({type(error).__name__})") from error
            if key is None:
                raise InvalidIdToken("unknown kid")
            return key


def _identity(claims: Mapping[str, Any], issuer: TrustedIssuer, now: float) -> VerifiedIdentity:
    for claim in _REQUIRED_CLAIMS:
        if claims.get(claim) is None:
            raise InvalidIdToken(f"missing claim: {claim}")
    # Cannot differ today (the issuer was picked by this same `iss`); kept so these checks stand on their own.
    if claims["iss"] != issuer.issuer:
        raise InvalidIdToken("wrong issuer")
    _check_audience(claims["aud"], issuer.audience)

    exp = _numeric_date(claims, "exp")
    iat = _numeric_date(claims, "iat")
    nbf = _numeric_date(claims, "nbf") if "nbf" in claims else None
    if exp <= now - LEEWAY_SECONDS:
        raise InvalidIdToken("expired")
    if iat > now + LEEWAY_SECONDS:
        raise InvalidIdToken("issued in the future (iat)")
    if nbf is not None and nbf > now + LEEWAY_SECONDS:
        raise InvalidIdToken("not yet valid (nbf)")

    subject = claims["sub"]
    if not isinstance(subject, str) or not subject:
        raise InvalidIdToken("sub must be a non-empty string")
    raw_email = claims["email"]
    email = raw_email.strip().lower() if isinstance(raw_email, str) else ""
    if "@" not in email:
        raise InvalidIdToken("email must be a string with an @")
    _check_email_verified(claims.get("email_verified"), issuer.kind)
    name = claims.get("name")
    return VerifiedIdentity(
        email=email,
        subject=subject,
        issuer=issuer.issuer,
        name=(name.strip() or None) if isinstance(name, str) else None,
        kind=issuer.kind,
        firms=issuer.firms,
    )


def _check_audience(aud: object, audience: str) -> None:
    """`aud` is our client id: the string itself, or a list holding only it.

    OpenID Connect allows a list, but says to reject a token that also names audiences the client does not
    trust; we trust no other, so a longer list is rejected.
    """
    if aud == audience or aud == [audience]:
        return
    raise InvalidIdToken("wrong audience")


def _numeric_date(claims: Mapping[str, Any], name: str) -> float:
    value = claims[name]
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidIdToken(f"{name} must be a number of seconds")
    return float(value)


def _check_email_verified(value: object, kind: IssuerKind) -> None:
    """A consumer issuer must say `email_verified: true`, the JSON boolean.

    Strict on purpose: OpenID Connect defines the claim as a boolean, the providers we trust send one, and an
    email is what maps a person to their firms, so `"true"` (a string) is rejected rather than guessed at.
    Enterprise providers often omit the claim (the directory owns the address), so for them it is not
    required; but an issuer that itself says the address is not verified (`false` or `"false"`) is believed.
    """
    if kind == "consumer":
        if value is not True:
            raise InvalidIdToken("email not verified")
        return
    if value is False or (isinstance(value, str) and value.strip().lower() == "false"):
        raise InvalidIdToken("email not verified")
