"""Verifying id tokens from the firms' identity providers (auth_api.id_tokens).

Keys are generated once for the module; JWKS are served by a fake source that counts fetches, and any
attempt to open a URL fails the test: nothing here goes over the network.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import hmac
import io
import json
import time
import traceback
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.error import URLError

import jwt
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.x509.oid import NameOID
from jwt.algorithms import ECAlgorithm, RSAAlgorithm

from auth_api.id_tokens import (
    IdTokenVerifier,
    InvalidIdToken,
    PyJwtJwksSource,
    TrustedIssuer,
    VerifiedIdentity,
    parse_trusted_issuers,
)

NOW = 1_750_000_000  # June 2025: tokens built around it are long expired by the system clock

ENTERPRISE = TrustedIssuer(
    issuer="https://login.idp.example/tenant-1/v2.0",
    audience="records-enterprise-client",
    jwks_url="https://login.idp.example/tenant-1/discovery/keys",
    kind="enterprise",
)
CONSUMER = TrustedIssuer(
    issuer="https://accounts.consumer.example",
    audience="records-consumer-client",
    jwks_url="https://accounts.consumer.example/oauth2/certs",
    kind="consumer",
)

RSA_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
EC_KEY = ec.generate_private_key(ec.SECP256R1())
CONSUMER_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
ROTATED_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
ATTACKER_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)


def public_jwk(private_key: rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey) -> dict[str, Any]:
    public = private_key.public_key()
    if isinstance(public, rsa.RSAPublicKey):
        return dict(json.loads(RSAAlgorithm.to_jwk(public)))
    return dict(json.loads(ECAlgorithm.to_jwk(public)))


def published(
    private_key: rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey, kid: str, alg: str, use: str = "sig"
) -> jwt.PyJWK:
    return jwt.PyJWK.from_dict(public_jwk(private_key) | {"kid": kid, "alg": alg, "use": use})


def enterprise_keys() -> dict[str, jwt.PyJWK]:
    return {
        "rsa-1": published(RSA_KEY, "rsa-1", "RS256"),
        "ec-1": published(EC_KEY, "ec-1", "ES256"),
        # Published with algorithms we do not accept: only the allow-list stands between them and a token.
        "rsa-rs512": published(RSA_KEY, "rsa-rs512", "RS512"),
        "rsa-ps256": published(RSA_KEY, "rsa-ps256", "PS256"),
    }


def consumer_keys() -> dict[str, jwt.PyJWK]:
    # Same kid as the enterprise issuer's key, different key: kids are only unique within one JWKS.
    return {"rsa-1": published(CONSUMER_KEY, "rsa-1", "RS256")}


class FakeClock:
    def __init__(self, now: float = NOW) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class FakeJwks:
    """A JwksSource with a cache like PyJWKClient's: `fetches` counts every trip to the provider."""

    def __init__(self, keys: dict[str, jwt.PyJWK]) -> None:
        self.published = keys
        self.fail: Exception | None = None
        self.fetches = 0
        self.refreshes = 0
        self._cached: dict[str, jwt.PyJWK] | None = None

    def keys(self, *, refresh: bool) -> dict[str, jwt.PyJWK]:
        if refresh:
            self.refreshes += 1
        if refresh or self._cached is None:
            self.fetches += 1
            if self.fail is not None:
                raise self.fail
            self._cached = dict(self.published)
        return dict(self._cached)


@dataclass
class World:
    clock: FakeClock
    sources: dict[str, FakeJwks]
    created: list[str] = field(default_factory=list)  # the JWKS URLs the verifier asked a source for
    verifier: IdTokenVerifier = field(init=False)

    def __post_init__(self) -> None:
        def factory(issuer: TrustedIssuer) -> FakeJwks:
            self.created.append(issuer.jwks_url)
            return self.sources[issuer.issuer]

        self.verifier = IdTokenVerifier([ENTERPRISE, CONSUMER], jwks=factory, clock=self.clock)

    @property
    def enterprise(self) -> FakeJwks:
        return self.sources[ENTERPRISE.issuer]

    @property
    def consumer(self) -> FakeJwks:
        return self.sources[CONSUMER.issuer]


@pytest.fixture
def world() -> World:
    return World(
        clock=FakeClock(),
        sources={ENTERPRISE.issuer: FakeJwks(enterprise_keys()), CONSUMER.issuer: FakeJwks(consumer_keys())},
    )


@dataclass
class Network:
    """Stands in for urllib: `respond` answers a request; by default any request fails the test."""

    requests: list[str] = field(default_factory=list)
    respond: Callable[[str], io.BytesIO] | None = None


class NetworkUsedError(AssertionError):
    pass


@pytest.fixture(autouse=True)
def network(monkeypatch: pytest.MonkeyPatch) -> Network:
    fake = Network()

    def open_url(self: object, request: urllib.request.Request | str, *args: object, **kwargs: object) -> Any:
        url = request.full_url if isinstance(request, urllib.request.Request) else request
        fake.requests.append(url)
        if fake.respond is None:
            raise NetworkUsedError(f"a test tried to open {url}")
        return fake.respond(url)

    monkeypatch.setattr(urllib.request.OpenerDirector, "open", open_url)
    return fake


def claims(issuer: TrustedIssuer = ENTERPRISE, **overrides: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "iss": issuer.issuer,
        "aud": issuer.audience,
        "sub": "user-123",
        "email": "Alice@Example.com",
        "name": "Alice Example",
        "iat": NOW - 10,
        "exp": NOW + 3600,
    }
    if issuer.kind == "consumer":
        base["email_verified"] = True
    return base | overrides


def make_token(
    *,
    issuer: TrustedIssuer = ENTERPRISE,
    key: Any = RSA_KEY,
    alg: str = "RS256",
    kid: str | None = "rsa-1",
    headers: dict[str, Any] | None = None,
    drop: tuple[str, ...] = (),
    **overrides: Any,
) -> str:
    payload = claims(issuer, **overrides)
    for name in drop:
        del payload[name]
    all_headers = dict(headers or {})
    if kid is not None:
        all_headers["kid"] = kid
    return jwt.encode(payload, key, algorithm=alg, headers=all_headers)


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unsigned(header: dict[str, Any], payload: dict[str, Any]) -> str:
    """`header.payload`, for tokens pyjwt refuses to build."""
    return b64url(json.dumps(header).encode()) + "." + b64url(json.dumps(payload).encode())


def rejection(world: World, token: str) -> str:
    with pytest.raises(InvalidIdToken) as caught:
        world.verifier.verify(token)
    return caught.value.reason


# --- valid tokens -------------------------------------------------------------------------------------------


def test_valid_rs256_token_gives_the_identity_with_a_lower_cased_email(world: World) -> None:
    identity = world.verifier.verify(make_token(email="  Alice.Smith@Example.COM "))

    assert identity == VerifiedIdentity(
        email="alice.smith@example.com", subject="user-123", issuer=ENTERPRISE.issuer, name="Alice Example"
    )


def test_valid_es256_token_is_accepted(world: World) -> None:
    identity = world.verifier.verify(make_token(key=EC_KEY, alg="ES256", kid="ec-1"))

    assert identity.email == "alice@example.com"
    assert identity.issuer == ENTERPRISE.issuer


def test_valid_consumer_token_is_accepted_with_the_consumer_issuer(world: World) -> None:
    identity = world.verifier.verify(make_token(issuer=CONSUMER, key=CONSUMER_KEY))

    assert identity.issuer == CONSUMER.issuer
    assert identity.email == "alice@example.com"


def test_name_is_optional(world: World) -> None:
    assert world.verifier.verify(make_token(drop=("name",))).name is None


def test_time_claims_use_the_injected_clock_not_the_system_clock(world: World) -> None:
    real_now = int(time.time())
    valid_by_system_clock = make_token(iat=real_now, exp=real_now + 3600)
    assert world.verifier.verify(make_token()).subject == "user-123"  # valid by the fake clock only

    assert rejection(world, valid_by_system_clock) == "issued in the future (iat)"


# --- algorithms ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("alg", ["none", "None", "NONE"])
def test_alg_none_is_rejected(world: World, alg: str) -> None:
    token = unsigned({"alg": alg, "typ": "JWT", "kid": "rsa-1"}, claims()) + "."

    assert rejection(world, token) == "algorithm not allowed"


@pytest.mark.parametrize(
    "secret",
    [
        RSA_KEY.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        ),
        json.dumps(public_jwk(RSA_KEY)).encode(),
    ],
    ids=["pem", "jwk-json"],
)
def test_hs256_signed_with_the_issuers_rsa_public_key_is_rejected(world: World, secret: bytes) -> None:
    signing_input = unsigned({"alg": "HS256", "typ": "JWT", "kid": "rsa-1"}, claims())
    signature = hmac.new(secret, signing_input.encode(), hashlib.sha256).digest()

    assert rejection(world, f"{signing_input}.{b64url(signature)}") == "algorithm not allowed"


def test_hs256_with_any_secret_is_rejected(world: World) -> None:
    token = jwt.encode(
        claims(), "a-shared-secret-of-32-bytes-long!", algorithm="HS256", headers={"kid": "rsa-1"}
    )

    assert rejection(world, token) == "algorithm not allowed"


@pytest.mark.parametrize(("alg", "kid"), [("RS512", "rsa-rs512"), ("PS256", "rsa-ps256")])
def test_other_asymmetric_algorithms_are_rejected_even_when_the_jwks_publishes_them(
    world: World, alg: str, kid: str
) -> None:
    assert rejection(world, make_token(alg=alg, kid=kid)) == "algorithm not allowed"


def test_token_algorithm_must_match_the_algorithm_of_the_published_key(world: World) -> None:
    token = make_token(key=EC_KEY, alg="ES256", kid="rsa-1")

    assert rejection(world, token) == "algorithm does not match the published key"


# --- where the key comes from -------------------------------------------------------------------------------


def test_token_without_kid_is_rejected_without_fetching_keys(world: World) -> None:
    assert rejection(world, make_token(kid=None)) == "missing kid"
    assert world.enterprise.fetches == 0


def attacker_certificate() -> str:
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "login.idp.example")])
    start = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(ATTACKER_KEY.public_key())
        .serial_number(1)
        .not_valid_before(start)
        .not_valid_after(start + datetime.timedelta(days=365))
        .sign(ATTACKER_KEY, hashes.SHA256())
    )
    return base64.b64encode(certificate.public_bytes(serialization.Encoding.DER)).decode()


ATTACKER_HEADERS: dict[str, dict[str, Any]] = {
    "jwk": {"jwk": public_jwk(ATTACKER_KEY) | {"kid": "rsa-1", "alg": "RS256", "use": "sig"}},
    "jku": {"jku": "https://attacker.example/jwks.json"},
    "x5u": {"x5u": "https://attacker.example/cert.pem"},
    "x5c": {"x5c": [attacker_certificate()]},
}


@pytest.mark.parametrize("kid", ["rsa-1", "attacker-key"])
@pytest.mark.parametrize("header", sorted(ATTACKER_HEADERS))
def test_keys_named_in_the_token_header_are_ignored(
    world: World, network: Network, header: str, kid: str
) -> None:
    token = make_token(key=ATTACKER_KEY, kid=kid, headers=ATTACKER_HEADERS[header])

    assert rejection(world, token) in {"bad signature", "unknown kid"}
    assert world.created == [ENTERPRISE.jwks_url]
    assert network.requests == []


def test_a_genuine_token_carrying_jku_and_x5u_headers_is_verified_with_the_configured_key(
    world: World, network: Network
) -> None:
    token = make_token(
        headers={"jku": "https://attacker.example/jwks.json", "x5u": "https://attacker.example/c"}
    )

    assert world.verifier.verify(token).subject == "user-123"
    assert world.created == [ENTERPRISE.jwks_url]
    assert network.requests == []


def test_token_signed_by_an_untrusted_key_with_a_trusted_kid_is_rejected(world: World) -> None:
    assert rejection(world, make_token(key=ATTACKER_KEY, kid="rsa-1")) == "bad signature"


def test_tampered_payload_is_rejected(world: World) -> None:
    header, _, signature = make_token().split(".")
    forged = b64url(json.dumps(claims(email="ceo@example.com")).encode())

    assert rejection(world, f"{header}.{forged}.{signature}") == "bad signature"


def test_tampered_signature_is_rejected(world: World) -> None:
    header, payload, signature = make_token().split(".")
    raw = bytearray(base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4)))
    raw[len(raw) // 2] ^= 0x01

    assert rejection(world, f"{header}.{payload}.{b64url(bytes(raw))}") == "bad signature"


# --- claims -------------------------------------------------------------------------------------------------


def test_token_expired_beyond_the_leeway_is_rejected(world: World) -> None:
    assert rejection(world, make_token(iat=NOW - 3600, exp=NOW - 61)) == "expired"


def test_token_expired_within_the_leeway_is_accepted(world: World) -> None:
    assert world.verifier.verify(make_token(iat=NOW - 3600, exp=NOW - 59)).subject == "user-123"


def test_token_not_yet_valid_beyond_the_leeway_is_rejected(world: World) -> None:
    assert rejection(world, make_token(nbf=NOW + 61)) == "not yet valid (nbf)"


def test_token_not_yet_valid_within_the_leeway_is_accepted(world: World) -> None:
    assert world.verifier.verify(make_token(nbf=NOW + 59)).subject == "user-123"


def test_token_issued_in_the_future_beyond_the_leeway_is_rejected(world: World) -> None:
    assert rejection(world, make_token(iat=NOW + 61)) == "issued in the future (iat)"


def test_token_issued_in_the_future_within_the_leeway_is_accepted(world: World) -> None:
    assert world.verifier.verify(make_token(iat=NOW + 59)).subject == "user-123"


@pytest.mark.parametrize(
    "overrides",
    [{"exp": str(NOW + 3600)}, {"exp": True}, {"iat": "yesterday"}, {"nbf": [NOW]}],
    ids=["exp-string", "exp-bool", "iat-string", "nbf-list"],
)
def test_time_claims_that_are_not_numbers_are_rejected(world: World, overrides: dict[str, Any]) -> None:
    assert rejection(world, make_token(**overrides)).endswith("must be a number of seconds")


def test_wrong_audience_is_rejected(world: World) -> None:
    assert rejection(world, make_token(aud="someone-elses-client")) == "wrong audience"


def test_audience_of_another_trusted_issuer_is_rejected(world: World) -> None:
    assert rejection(world, make_token(aud=CONSUMER.audience)) == "wrong audience"


def test_missing_audience_is_rejected(world: World) -> None:
    assert rejection(world, make_token(drop=("aud",))) == "missing claim: aud"


def test_audience_list_holding_only_our_client_is_accepted(world: World) -> None:
    assert world.verifier.verify(make_token(aud=[ENTERPRISE.audience])).subject == "user-123"


def test_audience_list_naming_another_client_too_is_rejected(world: World) -> None:
    assert rejection(world, make_token(aud=[ENTERPRISE.audience, "other-client"])) == "wrong audience"


def test_token_signed_with_one_issuers_key_claiming_another_trusted_issuer_is_rejected(world: World) -> None:
    token = make_token(
        key=RSA_KEY, kid="rsa-1", iss=CONSUMER.issuer, aud=CONSUMER.audience, email_verified=True
    )

    assert rejection(world, token) == "bad signature"


def test_untrusted_issuer_is_rejected_without_fetching_any_keys(world: World) -> None:
    assert rejection(world, make_token(iss="https://attacker.example")) == "untrusted issuer"
    assert world.created == []


@pytest.mark.parametrize("claim", ["iss", "aud", "exp", "iat", "sub", "email"])
def test_each_required_claim_must_be_present(world: World, claim: str) -> None:
    assert rejection(world, make_token(drop=(claim,))) == f"missing claim: {claim}"


@pytest.mark.parametrize("email", ["", "   ", "not-an-email", 42], ids=["empty", "blank", "no-at", "number"])
def test_email_must_be_an_address(world: World, email: object) -> None:
    assert rejection(world, make_token(email=email)).startswith("email must be")


def test_subject_must_be_a_non_empty_string(world: World) -> None:
    assert rejection(world, make_token(sub="")) == "sub must be a non-empty string"


@pytest.mark.parametrize(
    "email_verified",
    [None, False, "true", "TRUE", 1],
    ids=["missing", "false", "string-true", "string-TRUE", "one"],
)
def test_consumer_token_needs_email_verified_to_be_the_boolean_true(
    world: World, email_verified: object
) -> None:
    if email_verified is None:
        token = make_token(issuer=CONSUMER, key=CONSUMER_KEY, drop=("email_verified",))
    else:
        token = make_token(issuer=CONSUMER, key=CONSUMER_KEY, email_verified=email_verified)

    assert rejection(world, token) == "email not verified"


def test_enterprise_token_without_email_verified_is_accepted(world: World) -> None:
    assert "email_verified" not in claims(ENTERPRISE)
    assert world.verifier.verify(make_token()).email == "alice@example.com"


@pytest.mark.parametrize("email_verified", [False, "false"])
def test_enterprise_token_saying_the_email_is_not_verified_is_rejected(
    world: World, email_verified: object
) -> None:
    assert rejection(world, make_token(email_verified=email_verified)) == "email not verified"


# --- malformed input ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "token",
    [
        "",
        "garbage",
        "a.b.c",
        "..",
        "a.b",
        "a.b.c.d",
        "é.é.é",
        "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOg.sig",
        unsigned({"alg": "RS256", "kid": "rsa-1"}, claims())[:-3] + ".c2ln",
        b64url(b"[1,2]") + "." + b64url(b"{}") + ".c2ln",
        b64url(json.dumps({"alg": "RS256", "kid": "rsa-1"}).encode()) + "." + b64url(b"[1]") + ".c2ln",
        b64url(json.dumps({"alg": "RS256", "kid": 7}).encode()) + "." + b64url(b"{}") + ".c2ln",
        b64url(json.dumps({"alg": "RS256", "kid": "rsa-1", "crit": ["b64x"]}).encode())
        + "."
        + b64url(json.dumps(claims()).encode())
        + ".c2ln",
    ],
)
def test_garbage_is_an_invalid_token_not_a_crash(world: World, token: str) -> None:
    rejection(world, token)


def test_a_token_that_is_not_a_string_is_rejected(world: World) -> None:
    with pytest.raises(InvalidIdToken, match="not a string"):
        world.verifier.verify(make_token().encode())  # type: ignore[arg-type]


def test_an_oversized_token_is_rejected_before_parsing(world: World) -> None:
    assert rejection(world, make_token(padding="x" * 20_000)) == "token too long"
    assert world.created == []


# --- JWKS caching and refresh -------------------------------------------------------------------------------


def test_keys_are_fetched_once_and_then_served_from_the_cache(world: World) -> None:
    for _ in range(5):
        world.verifier.verify(make_token())

    assert world.enterprise.fetches == 1
    assert world.enterprise.refreshes == 0


def test_unknown_kid_triggers_one_refresh_and_is_rejected(world: World) -> None:
    world.verifier.verify(make_token())

    assert rejection(world, make_token(kid="not-published")) == "unknown kid"
    assert world.enterprise.refreshes == 1


def test_unknown_kids_within_a_minute_of_a_refresh_are_rejected_without_fetching(world: World) -> None:
    rejection(world, make_token(kid="unknown-0"))
    for second in range(1, 60, 10):
        world.clock.now = NOW + second
        assert rejection(world, make_token(kid=f"unknown-{second}")).startswith("unknown kid (refreshed")

    assert world.enterprise.refreshes == 1
    assert world.enterprise.fetches == 2  # the first fill of the cache and the one refresh


def test_a_refresh_is_allowed_again_a_minute_after_the_last(world: World) -> None:
    rejection(world, make_token(kid="unknown-1"))
    world.clock.now = NOW + 60

    assert rejection(world, make_token(kid="unknown-2")) == "unknown kid"
    assert world.enterprise.refreshes == 2


def test_rotated_key_is_found_after_one_refresh(world: World) -> None:
    world.verifier.verify(make_token())  # the cached set predates the rotation
    world.enterprise.published = enterprise_keys() | {"rsa-2": published(ROTATED_KEY, "rsa-2", "RS256")}

    assert world.verifier.verify(make_token(key=ROTATED_KEY, kid="rsa-2")).subject == "user-123"
    assert world.verifier.verify(make_token(key=ROTATED_KEY, kid="rsa-2")).subject == "user-123"
    assert world.enterprise.refreshes == 1


def test_refresh_cooldown_is_per_issuer(world: World) -> None:
    rejection(world, make_token(kid="unknown"))
    rejection(world, make_token(issuer=CONSUMER, key=CONSUMER_KEY, kid="unknown"))

    assert world.enterprise.refreshes == 1
    assert world.consumer.refreshes == 1


@pytest.mark.parametrize(
    "error",
    [
        jwt.PyJWKClientConnectionError("Fail to fetch data from the url"),
        jwt.PyJWKClientError("The JWKS endpoint did not return a JSON object"),
        jwt.PyJWKSetError("The JWK Set did not contain any usable keys"),
        TimeoutError("timed out"),
        URLError("connection refused"),
        json.JSONDecodeError("Expecting value", "<html>", 0),
    ],
    ids=lambda error: type(error).__name__,
)
def test_jwks_errors_are_invalid_tokens(world: World, error: Exception) -> None:
    world.enterprise.fail = error

    assert rejection(world, make_token()).startswith("JWKS unavailable")


def test_a_failed_refresh_counts_against_the_cooldown(world: World) -> None:
    world.verifier.verify(make_token())
    world.enterprise.fail = jwt.PyJWKClientConnectionError("down")
    assert rejection(world, make_token(kid="unknown-1")).startswith("JWKS unavailable")
    world.clock.now = NOW + 30

    rejection(world, make_token(kid="unknown-2"))
    assert world.enterprise.fetches == 2


def test_jwks_source_is_created_lazily_once_per_issuer(world: World) -> None:
    assert world.created == []

    world.verifier.verify(make_token())
    world.verifier.verify(make_token(key=EC_KEY, alg="ES256", kid="ec-1"))
    assert world.created == [ENTERPRISE.jwks_url]

    world.verifier.verify(make_token(issuer=CONSUMER, key=CONSUMER_KEY))
    assert world.created == [ENTERPRISE.jwks_url, CONSUMER.jwks_url]


# --- the default source: pyjwt's PyJWKClient, with urllib faked ---------------------------------------------


def jwks_document(*keys: dict[str, Any]) -> Callable[[str], io.BytesIO]:
    return lambda _url: io.BytesIO(json.dumps({"keys": list(keys)}).encode())


def test_default_source_caches_the_set_for_ten_minutes_with_a_three_second_timeout() -> None:
    source = PyJwtJwksSource(ENTERPRISE.jwks_url)

    assert source.client.uri == ENTERPRISE.jwks_url
    assert source.client.timeout == 3
    assert source.client.jwk_set_cache is not None
    assert source.client.jwk_set_cache.lifespan == 600


def test_default_source_fetches_the_configured_url_once(network: Network) -> None:
    network.respond = jwks_document(public_jwk(RSA_KEY) | {"kid": "rsa-1", "alg": "RS256", "use": "sig"})
    verifier = IdTokenVerifier([ENTERPRISE], clock=FakeClock())

    for _ in range(3):
        assert verifier.verify(make_token()).email == "alice@example.com"
    assert network.requests == [ENTERPRISE.jwks_url]


def test_default_source_ignores_encryption_keys(network: Network) -> None:
    network.respond = jwks_document(
        public_jwk(RSA_KEY) | {"kid": "rsa-1", "alg": "RS256", "use": "enc"},
        public_jwk(EC_KEY) | {"kid": "ec-1", "alg": "ES256", "use": "sig"},
    )

    assert set(PyJwtJwksSource(ENTERPRISE.jwks_url).keys(refresh=False)) == {"ec-1"}


@pytest.mark.parametrize(
    "failure",
    [URLError("name resolution failed"), TimeoutError("timed out"), ConnectionResetError("reset")],
    ids=lambda error: type(error).__name__,
)
def test_default_source_network_failures_are_invalid_tokens(network: Network, failure: Exception) -> None:
    def fail(_url: str) -> io.BytesIO:
        raise failure

    network.respond = fail
    verifier = IdTokenVerifier([ENTERPRISE], clock=FakeClock())

    with pytest.raises(InvalidIdToken, match="JWKS unavailable"):
        verifier.verify(make_token())


@pytest.mark.parametrize(
    "body", [b"<html>sign in</html>", b"[]", b'{"keys": []}'], ids=["html", "list", "empty"]
)
def test_default_source_unusable_jwks_documents_are_invalid_tokens(network: Network, body: bytes) -> None:
    network.respond = lambda _url: io.BytesIO(body)
    verifier = IdTokenVerifier([ENTERPRISE], clock=FakeClock())

    with pytest.raises(InvalidIdToken, match="JWKS unavailable"):
        verifier.verify(make_token())


# --- nothing leaks the token --------------------------------------------------------------------------------


def test_rejections_never_carry_the_token(world: World, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level("DEBUG")
    header, payload, signature = make_token().split(".")
    tokens = [
        f"{header}.{payload}.{signature[:-4]}AAAA",  # bad signature
        make_token(iat=NOW - 7200, exp=NOW - 3600),  # expired
        make_token(kid="unknown"),  # unknown kid
        f"{header}.{payload}",  # malformed
        make_token(issuer=CONSUMER, key=CONSUMER_KEY, drop=("email_verified",)),
    ]
    world.consumer.fail = jwt.PyJWKClientConnectionError("down")  # and one JWKS failure
    for token in tokens:
        with pytest.raises(InvalidIdToken) as caught:
            world.verifier.verify(token)
        rendered = "".join(traceback.format_exception(caught.value)) + repr(caught.value)
        for part in token.split("."):
            assert part not in rendered
    assert not [record for record in caplog.records if record.name.startswith("auth_api")]


# --- configuration ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "  ", "[]", " [ ] "])
def test_no_trusted_issuers_configured(text: str) -> None:
    assert parse_trusted_issuers(text) == ()


def test_trusted_issuers_are_parsed_from_json() -> None:
    text = json.dumps(
        [
            {
                "issuer": ENTERPRISE.issuer,
                "audience": ENTERPRISE.audience,
                "jwksUrl": ENTERPRISE.jwks_url,
                "kind": "enterprise",
            },
            {
                "issuer": CONSUMER.issuer,
                "audience": CONSUMER.audience,
                "jwksUrl": CONSUMER.jwks_url,
                "kind": "consumer",
            },
        ]
    )

    assert parse_trusted_issuers(text) == (ENTERPRISE, CONSUMER)


@pytest.mark.parametrize(
    "url",
    [
        "http://localhost:8765/jwks",
        "http://127.0.0.1:8765/jwks",
        "http://[::1]:8765/jwks",
        "http://127.8.0.1/k",
    ],
)
def test_plain_http_jwks_is_allowed_for_loopback_hosts(url: str) -> None:
    text = json.dumps(
        [{"issuer": "http://127.0.0.1:8765", "audience": "local", "jwksUrl": url, "kind": "consumer"}]
    )

    assert parse_trusted_issuers(text)[0].jwks_url == url


def entry(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "issuer": ENTERPRISE.issuer,
        "audience": ENTERPRISE.audience,
        "jwksUrl": ENTERPRISE.jwks_url,
        "kind": "enterprise",
    }
    return {name: value for name, value in (base | changes).items() if value is not None}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("{not json", "not valid JSON"),
        ({"issuer": ENTERPRISE.issuer}, "must be a JSON list"),
        ('"https://login.idp.example"', "must be a JSON list"),
        (["https://login.idp.example"], r"TRUSTED_ISSUERS\[0\] must be an object"),
        ([entry(jwksUrl=None)], r"TRUSTED_ISSUERS\[0\] is missing jwksUrl"),
        ([entry(), entry(issuer="https://b.example", kind=None)], r"TRUSTED_ISSUERS\[1\] is missing kind"),
        ([entry(jwks_url="https://x.example/k")], "unknown keys jwks_url"),
        ([entry(audience="")], r"\.audience must be a non-empty string"),
        ([entry(audience=42)], r"\.audience must be a non-empty string"),
        ([entry(issuer=" https://login.idp.example ")], r"\.issuer must be a non-empty string"),
        ([entry(kind="social")], r"\.kind must be one of enterprise, consumer"),
        ([entry(jwksUrl="http://login.idp.example/keys")], "must be an https URL"),
        ([entry(jwksUrl="http://localhost.attacker.example/keys")], "must be an https URL"),
        ([entry(jwksUrl="http://127.0.0.1.nip.io/keys")], "must be an https URL"),
        ([entry(jwksUrl="ftp://login.idp.example/keys")], "must be an https URL"),
        ([entry(jwksUrl="file:///etc/passwd")], "has no host"),
        ([entry(jwksUrl="https://")], "has no host"),
        ([entry(), entry(audience="another-client")], "is listed twice"),
    ],
)
def test_malformed_trusted_issuers_are_a_clear_error(value: object, message: str) -> None:
    text = value if isinstance(value, str) else json.dumps(value)

    with pytest.raises(ValueError, match=message):
        parse_trusted_issuers(text)


def test_verifier_refuses_the_same_issuer_twice() -> None:
    with pytest.raises(ValueError, match="listed twice"):
        IdTokenVerifier([ENTERPRISE, ENTERPRISE])
