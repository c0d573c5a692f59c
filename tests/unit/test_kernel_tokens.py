"""API tokens, session tokens and the signing keyring (spec 5.1, 5.2; DESIGN.md 3 step 2)."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from typing import Any

import jwt
import pytest

from kernel import api_tokens, session_tokens
from kernel.identity import ApiTokenRecord, Membership
from kernel.ids import new_id
from kernel.session_tokens import InvalidSessionToken
from kernel.signing_keys import CACHE_SECONDS, Keyring, KeyringProvider, SigningKey, parse_keyring

NOW = 1_800_000_000.0
SECRET = b"s" * 32
OLD_SECRET = b"o" * 32
KEYRING = Keyring(current=SigningKey("k2", SECRET), previous=(SigningKey("k1", OLD_SECRET),))


def clock() -> float:
    return NOW


class RecordingIdentity:
    """The IdentityStore methods api_tokens.issue calls: the membership it issues in, and the store,
    recording what would be stored."""

    def __init__(self) -> None:
        self.stored: list[tuple[ApiTokenRecord, str]] = []

    def get_membership(self, firm_id: str, user_id: str) -> Membership:
        return Membership(firm_id, user_id, "admin", int(NOW), "mem_current")

    def store_api_token(self, record: ApiTokenRecord, token_hash: str, also: Any = ()) -> None:
        self.stored.append((record, token_hash))


def issue(identity: RecordingIdentity, **overrides: Any) -> tuple[str, ApiTokenRecord]:
    arguments: dict[str, Any] = {
        "firm_id": "frm_a",
        "user_id": "usr_a",
        "scopes": ["records:read"],
        "expires_at": int(NOW) + 3600,
        "description": "nightly sync",
        "clock": clock,
    }
    arguments.update(overrides)
    return api_tokens.issue(identity, **arguments)  # type: ignore[arg-type]


def claims(**overrides: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "iss": session_tokens.ISSUER,
        "aud": session_tokens.AUDIENCE,
        "sub": "usr_a",
        "firm": "frm_a",
        "sid": "ses_a",
        "iat": int(NOW),
        "exp": int(NOW) + 3600,
    }
    base.update(overrides)
    return {key: value for key, value in base.items() if value is not None}


def sign(
    payload: dict[str, Any], *, secret: bytes = SECRET, kid: str = "k2", algorithm: str = "HS256"
) -> str:
    return jwt.encode(payload, secret, algorithm=algorithm, headers={"kid": kid})


def b64url_json(value: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()


def mint(keyring: Keyring = KEYRING, at: float = NOW) -> str:
    return session_tokens.mint(
        keyring, user_id="usr_a", firm_id="frm_a", session_id="ses_a", clock=lambda: at
    )


def verify(token: str, at: float = NOW, keyring: Keyring = KEYRING) -> session_tokens.SessionClaims:
    return session_tokens.verify(token, keyring, lambda: at)


# ---- api_tokens: shape, hash, display prefix ---------------------------------------------------

FIRM = "frm_01j9zq8k2m3n4p5r6s7t8v9w0x"
USER = "usr_01j9zq8k2m3n4p5r6s7t8v9w0y"


def test_generated_token_is_rpk_prefix_firm_user_and_43_url_safe_characters() -> None:
    token = api_tokens.generate(FIRM, USER)
    assert re.fullmatch(rf"rpk_{FIRM}\.{USER}\.[A-Za-z0-9_-]{{43}}", token)


def test_generated_tokens_are_unique() -> None:
    tokens = {api_tokens.generate(FIRM, USER) for _ in range(2000)}
    assert len(tokens) == 2000
    assert len({token.rsplit(".", 1)[1] for token in tokens}) == 2000  # the random parts differ


def test_generated_token_parses_back_to_its_firm_and_user() -> None:
    token = api_tokens.generate(FIRM, USER)
    assert api_tokens.parse(token) == api_tokens.ParsedToken(FIRM, USER, api_tokens.hash_token(token))
    with_ids_of_this_service = api_tokens.generate(new_id("frm"), new_id("usr"))
    assert api_tokens.parse(with_ids_of_this_service) is not None


def test_hash_is_sha256_hex_of_the_whole_token() -> None:
    token = api_tokens.generate(FIRM, USER)
    assert api_tokens.hash_token(token) == hashlib.sha256(token.encode()).hexdigest()
    assert api_tokens.hash_token(token) != hashlib.sha256(token[4:].encode()).hexdigest()
    assert api_tokens.hash_token(token) != hashlib.sha256(token.rsplit(".", 1)[1].encode()).hexdigest()


@pytest.mark.parametrize(
    ("part", "edited"), [(FIRM, FIRM[:-1] + "z"), (USER, USER[:-1] + "z")], ids=["firm", "user"]
)
def test_a_token_with_an_edited_firm_or_user_does_not_find_its_record(part: str, edited: str) -> None:
    identity = RecordingIdentity()
    secret, _ = issue(identity, firm_id=FIRM, user_id=USER)
    stored_hashes = {token_hash for _, token_hash in identity.stored}
    original = api_tokens.parse(secret)
    assert original is not None
    assert original.token_hash in stored_hashes

    forged = api_tokens.parse(secret.replace(part, edited, 1))
    assert forged is not None  # still well formed: it names the edited firm or user...
    assert edited in (forged.firm_id, forged.user_id)
    assert forged.token_hash != original.token_hash  # ...but its hash finds no record
    assert forged.token_hash not in stored_hashes


@pytest.mark.parametrize(
    ("firm_id", "user_id"),
    [
        ("", USER),
        (FIRM, ""),
        ("frm", USER),
        ("frm_", USER),
        ("_01abc", USER),
        ("FRM_01ABC", USER),
        ("frm_01ABC", USER),
        ("frm#01abc", USER),
        ("frm_01abc#x", USER),
        ("frm_01abc.usr_01abc", USER),
        ("frm_01 abc", USER),
        ("frm_01abc\n", USER),
        ("frm_01abcé", USER),
        ("frm_" + "a" * 41, USER),
        (FIRM, "usr_01abc.x"),
        (FIRM, "usr_01-abc"),
        (FIRM, "USR_01abc"),
    ],
)
def test_generate_refuses_ids_that_are_not_ids_of_this_service(firm_id: str, user_id: str) -> None:
    with pytest.raises(ValueError, match="ids"):
        api_tokens.generate(firm_id, user_id)


def test_display_prefix_shows_the_prefix_and_8_characters_of_the_random_part() -> None:
    token = api_tokens.generate(FIRM, USER)
    random_part = token.rsplit(".", 1)[1]
    assert api_tokens.display_prefix(token) == "rpk_..." + random_part[:8]
    assert len(api_tokens.display_prefix(token)) == len("rpk_...") + 8
    assert FIRM not in api_tokens.display_prefix(token)


RANDOM = "a" * 43


@pytest.mark.parametrize(
    "value",
    [
        "",
        "rpk_",
        "rpk_" + RANDOM,  # the former shape, without firm and user
        f"rpx_{FIRM}.{USER}.{RANDOM}",
        f"RPK_{FIRM}.{USER}.{RANDOM}",
        f"rpk-{FIRM}.{USER}.{RANDOM}",
        f"rpk{FIRM}.{USER}.{RANDOM}",
        f"rpk_{FIRM}.{RANDOM}",
        f"rpk_{FIRM}.{USER}",
        f"rpk_{FIRM}.{USER}.",
        f"rpk_{FIRM}..{RANDOM}",
        f"rpk_.{USER}.{RANDOM}",
        f"rpk_{FIRM}.{USER}.{USER}.{RANDOM}",
        f"rpk_{FIRM}#{USER}.{RANDOM}",
        f"rpk_{FIRM}.{USER}." + "a" * 42,
        f"rpk_{FIRM}.{USER}." + "a" * 44,
        f"rpk_{FIRM}.{USER}." + "a" * 42 + "+",
        f"rpk_{FIRM}.{USER}." + "a" * 42 + "/",
        f"rpk_{FIRM}.{USER}." + "a" * 42 + "=",
        f"rpk_{FIRM}.{USER}." + "a" * 42 + " ",
        f"rpk_{FIRM}.{USER}." + "a" * 42 + "é",
        f"rpk_{FIRM}.{USER}." + "a" * 42 + ".",
        f" rpk_{FIRM}.{USER}.{RANDOM}",
        f"rpk_{FIRM.upper()}.{USER}.{RANDOM}",
    ],
)
def test_parse_rejects_wrong_prefix_parts_length_or_characters(value: str) -> None:
    assert api_tokens.parse(value) is None


def test_parse_rejects_a_trailing_newline() -> None:
    assert api_tokens.parse(api_tokens.generate(FIRM, USER) + "\n") is None


def test_parse_accepts_the_well_formed_baseline() -> None:
    # The values the rejections above differ from.
    assert api_tokens.parse(f"rpk_{FIRM}.{USER}.{RANDOM}") == api_tokens.ParsedToken(
        FIRM, USER, hashlib.sha256(f"rpk_{FIRM}.{USER}.{RANDOM}".encode()).hexdigest()
    )


# ---- api_tokens.issue --------------------------------------------------------------------------


def test_issue_with_an_unknown_scope_raises_and_stores_nothing() -> None:
    identity = RecordingIdentity()
    with pytest.raises(ValueError, match="records:delete"):
        issue(identity, scopes=["records:read", "records:delete"])
    assert identity.stored == []


def test_issue_without_scopes_raises_and_stores_nothing() -> None:
    identity = RecordingIdentity()
    with pytest.raises(ValueError, match="scope"):
        issue(identity, scopes=[])
    assert identity.stored == []


@pytest.mark.parametrize(
    "expires_at",
    [
        int(NOW) - 1,
        int(NOW),
        int(NOW) + api_tokens.MAX_LIFETIME_SECONDS + 1,
    ],
    ids=["past", "now", "beyond-max-lifetime"],
)
def test_issue_with_expiry_outside_the_allowed_window_raises_and_stores_nothing(expires_at: int) -> None:
    identity = RecordingIdentity()
    with pytest.raises(ValueError, match="expiry"):
        issue(identity, expires_at=expires_at)
    assert identity.stored == []


def test_issue_accepts_an_expiry_of_exactly_the_max_lifetime() -> None:
    identity = RecordingIdentity()
    _, record = issue(identity, expires_at=int(NOW) + api_tokens.MAX_LIFETIME_SECONDS)
    assert record.expires_at == int(NOW) + api_tokens.MAX_LIFETIME_SECONDS
    assert len(identity.stored) == 1


def test_issue_stores_the_hash_and_never_the_secret() -> None:
    identity = RecordingIdentity()
    secret, record = issue(identity, scopes=["records:write", "forms:read"])

    assert api_tokens.parse(secret) == api_tokens.ParsedToken("frm_a", "usr_a", api_tokens.hash_token(secret))
    assert len(identity.stored) == 1
    stored_record, stored_hash = identity.stored[0]
    assert stored_hash == hashlib.sha256(secret.encode()).hexdigest()
    assert stored_record == record
    assert secret not in repr(identity.stored)
    assert secret[len("rpk_") :] not in repr(identity.stored)
    assert secret.rsplit(".", 1)[1] not in repr(identity.stored)
    assert record.display_prefix == "rpk_..." + secret.rsplit(".", 1)[1][:8]
    assert record.firm_id == "frm_a"
    assert record.user_id == "usr_a"
    assert record.scopes == frozenset({"records:write", "forms:read"})
    assert record.created_at == int(NOW)
    assert record.revoked_at is None
    assert record.description == "nightly sync"


def test_issue_returns_a_new_secret_each_time() -> None:
    identity = RecordingIdentity()
    first, _ = issue(identity)
    second, _ = issue(identity)
    assert first != second
    assert identity.stored[0][1] != identity.stored[1][1]


# ---- session_tokens ----------------------------------------------------------------------------


def test_minted_session_token_verifies_to_its_claims() -> None:
    result = verify(mint())
    assert result == session_tokens.SessionClaims(
        user_id="usr_a",
        firm_id="frm_a",
        session_id="ses_a",
        expires_at=int(NOW) + session_tokens.LIFETIME_SECONDS,
        origin_id="ses_a",  # a sign-in's own session is its origin
    )


def test_a_switched_session_token_names_its_sign_in_and_expires_with_it() -> None:
    token = session_tokens.mint(
        Keyring(SigningKey("k2", b"k" * 32)),
        user_id="usr_a",
        firm_id="frm_b",
        session_id="ses_b",
        origin_id="ses_a",
        expires_at=int(NOW) + 600,
        clock=lambda: NOW,
    )
    claims = session_tokens.verify(token, Keyring(SigningKey("k2", b"k" * 32)), lambda: NOW)
    assert (claims.session_id, claims.origin_id, claims.expires_at) == ("ses_b", "ses_a", int(NOW) + 600)


def test_minted_session_token_names_the_current_kid_and_hs256() -> None:
    header = jwt.get_unverified_header(mint())
    assert header["kid"] == "k2"
    assert header["alg"] == "HS256"


def test_session_token_is_accepted_until_the_leeway_after_expiry() -> None:
    token = mint()
    expires = NOW + session_tokens.LIFETIME_SECONDS
    assert verify(token, at=expires + session_tokens.LEEWAY_SECONDS).user_id == "usr_a"


def test_session_token_expired_beyond_the_leeway_is_rejected() -> None:
    token = mint()
    expires = NOW + session_tokens.LIFETIME_SECONDS
    with pytest.raises(InvalidSessionToken):
        verify(token, at=expires + session_tokens.LEEWAY_SECONDS + 1)


def test_session_token_issued_in_the_future_is_rejected() -> None:
    token = mint(at=NOW + session_tokens.LEEWAY_SECONDS + 1)
    with pytest.raises(InvalidSessionToken):
        verify(token, at=NOW)


def test_session_token_issued_within_the_leeway_of_now_is_accepted() -> None:
    token = mint(at=NOW + session_tokens.LEEWAY_SECONDS)
    assert verify(token, at=NOW).session_id == "ses_a"


@pytest.mark.parametrize("algorithm", ["none", "None", "NONE"])
def test_unsigned_alg_none_token_is_rejected(algorithm: str) -> None:
    token = f"{b64url_json({'alg': algorithm, 'typ': 'JWT', 'kid': 'k2'})}.{b64url_json(claims())}."
    with pytest.raises(InvalidSessionToken):
        verify(token)


def test_token_signed_with_another_secret_is_rejected() -> None:
    token = sign(claims(), secret=b"x" * 32, kid="k2")
    with pytest.raises(InvalidSessionToken):
        verify(token)


@pytest.mark.filterwarnings("ignore:The HMAC key")
def test_token_signed_with_another_hmac_algorithm_is_rejected() -> None:
    token = sign(claims(), algorithm="HS512")
    with pytest.raises(InvalidSessionToken):
        verify(token)


def test_token_with_an_unknown_kid_is_rejected_even_with_a_valid_signature() -> None:
    stranger = Keyring(current=SigningKey("k9", SECRET))
    with pytest.raises(InvalidSessionToken):
        verify(mint(keyring=stranger))


def test_token_without_a_kid_is_rejected() -> None:
    token = jwt.encode(claims(), SECRET, algorithm="HS256")
    with pytest.raises(InvalidSessionToken):
        verify(token)


def test_token_with_a_non_ascii_kid_is_rejected() -> None:
    token = sign(claims(), kid="clé")
    with pytest.raises(InvalidSessionToken):
        verify(token)


def test_token_signed_with_a_previous_key_is_accepted_after_rotation() -> None:
    before_rotation = Keyring(current=SigningKey("k1", OLD_SECRET))
    token = mint(keyring=before_rotation)
    assert verify(token, keyring=KEYRING).firm_id == "frm_a"


def test_token_signed_with_a_key_dropped_from_the_keyring_is_rejected() -> None:
    token = mint(keyring=Keyring(current=SigningKey("k1", OLD_SECRET)))
    with pytest.raises(InvalidSessionToken):
        verify(token, keyring=Keyring(current=SigningKey("k2", SECRET)))


def test_new_tokens_are_signed_with_the_current_key_not_a_previous_one() -> None:
    token = mint()
    assert jwt.get_unverified_header(token)["kid"] == "k2"
    jwt.decode(
        token,
        SECRET,
        algorithms=["HS256"],
        audience=session_tokens.AUDIENCE,
        options={"verify_exp": False, "verify_iat": False},
    )


@pytest.mark.parametrize(
    "overrides",
    [
        {"aud": "another-api"},
        {"iss": "someone-else"},
        {"aud": None},
        {"iss": None},
        {"sub": None},
        {"sid": None},
        {"firm": None},
        {"exp": None},
        {"iat": None},
        {"exp": float(NOW) + 3600.5},
        {"iat": "1800000000"},
    ],
    ids=[
        "wrong-aud",
        "wrong-iss",
        "missing-aud",
        "missing-iss",
        "missing-sub",
        "missing-sid",
        "missing-firm",
        "missing-exp",
        "missing-iat",
        "float-exp",
        "string-iat",
    ],
)
def test_token_with_wrong_or_missing_claims_is_rejected(overrides: dict[str, Any]) -> None:
    with pytest.raises(InvalidSessionToken):
        verify(sign(claims(**overrides)))


def test_correctly_signed_handmade_claims_are_accepted() -> None:
    # The baseline the claim tests above differ from in one claim each.
    assert verify(sign(claims())).firm_id == "frm_a"


def test_tampered_payload_is_rejected() -> None:
    header, _, signature = mint().split(".")
    forged = b64url_json(claims(firm="frm_other", exp=int(NOW) + session_tokens.LIFETIME_SECONDS))
    with pytest.raises(InvalidSessionToken):
        verify(f"{header}.{forged}.{signature}")


def test_tampered_signature_is_rejected() -> None:
    header, payload, signature = mint().split(".")
    flipped = ("A" if signature[0] != "A" else "B") + signature[1:]
    with pytest.raises(InvalidSessionToken):
        verify(f"{header}.{payload}.{flipped}")


@pytest.mark.parametrize("garbage", ["", "x", "a.b.c", "e30.e30.", "rpk_notajwt", "..."])
def test_garbage_is_rejected_as_an_invalid_session_token(garbage: str) -> None:
    with pytest.raises(InvalidSessionToken):
        verify(garbage)


# ---- signing_keys ------------------------------------------------------------------------------


def keyring_json(**document: Any) -> str:
    return json.dumps(document)


def test_parse_keyring_reads_the_current_and_previous_keys() -> None:
    keyring = parse_keyring(
        keyring_json(
            kid="k3",
            secret="c" * 32,
            previous=[{"kid": "k2", "secret": "b" * 40}, {"kid": "k1", "secret": "a" * 32}],
        )
    )
    assert keyring.current == SigningKey("k3", b"c" * 32)
    assert keyring.previous == (SigningKey("k2", b"b" * 40), SigningKey("k1", b"a" * 32))
    assert keyring.find("k1") == SigningKey("k1", b"a" * 32)
    assert keyring.find("k4") is None


def test_parse_keyring_without_previous_keys_has_none() -> None:
    keyring = parse_keyring(keyring_json(kid="k1", secret="a" * 32))
    assert keyring.previous == ()


def test_current_secret_shorter_than_32_bytes_is_refused() -> None:
    with pytest.raises(ValueError, match="32 bytes"):
        parse_keyring(keyring_json(kid="k1", secret="a" * 31))


def test_previous_secret_shorter_than_32_bytes_is_refused() -> None:
    with pytest.raises(ValueError, match="32 bytes"):
        parse_keyring(keyring_json(kid="k2", secret="b" * 32, previous=[{"kid": "k1", "secret": "short"}]))


def test_derived_keys_differ_by_purpose_and_from_the_signing_secret() -> None:
    cursor_key = KEYRING.derive("list-cursor-v1")
    assert cursor_key != KEYRING.derive("other-purpose")
    assert cursor_key != SECRET
    assert len(cursor_key) == 32


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def test_keyring_provider_caches_for_cache_seconds_then_refetches() -> None:
    fetched: list[float] = []
    fake_clock = Clock(NOW)
    secrets = iter([keyring_json(kid="k1", secret="a" * 32), keyring_json(kid="k2", secret="b" * 32)])

    def fetch() -> str:
        fetched.append(fake_clock())
        return next(secrets)

    provider = KeyringProvider(fetch, clock=fake_clock)
    assert provider.get().current.kid == "k1"
    fake_clock.now = NOW + CACHE_SECONDS
    assert provider.get().current.kid == "k1"
    assert fetched == [NOW]

    fake_clock.now = NOW + CACHE_SECONDS + 1
    assert provider.get().current.kid == "k2"
    assert fetched == [NOW, NOW + CACHE_SECONDS + 1]
    assert provider.get().current.kid == "k2"
    assert len(fetched) == 2


def test_keyring_provider_fetches_nothing_until_asked() -> None:
    calls: list[int] = []
    KeyringProvider(lambda: calls.append(1) or "", clock=clock)  # type: ignore[func-returns-value]
    assert calls == []
