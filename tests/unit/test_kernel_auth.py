"""Authentication (bearer token to Principal) and authorization (spec 5.1, 5.2; DESIGN.md 3 steps 2-3)."""

from __future__ import annotations

import hashlib
from typing import Any

import jwt
import pytest
from pydantic.alias_generators import to_camel

from kernel import api_tokens, aws, session_tokens
from kernel.auth import ROLE_CACHE_SECONDS, Authenticator, Credential, Principal, RoleCache, TokenKind
from kernel.errors import ApiError
from kernel.identity import (
    ApiTokenRecord,
    Membership,
    Role,
    Session,
    api_token_key,
    membership_key,
    session_key,
)
from kernel.pipeline import authorize
from kernel.policy import DEFAULT_ROLES, PERMISSIONS
from kernel.routing import RouteClass, RouteSpec
from kernel.signing_keys import Keyring, SigningKey

NOW = 1_800_000_000.0
KEYRING = Keyring(current=SigningKey("k2", b"s" * 32), previous=(SigningKey("k1", b"o" * 32),))
FIRM = "frm_a"
MEMBERSHIP = "mem_a"  # the membership every token and session of these tests was issued in
USER = "usr_a"
TABLE = "identity"

Reads = dict[str, tuple[bool, list[tuple[str, str]]]]  # table -> (consistent, keys), as one BatchGetItem asks


class FakeClock:
    def __init__(self, now: float = NOW) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def stored(record: ApiTokenRecord | Membership | Session) -> dict[str, Any]:
    """A record as the identity table holds it: camelCase attributes, sets as lists."""
    return {
        to_camel(name): sorted(value) if isinstance(value, frozenset) else value
        for name, value in record._asdict().items()
    }


class FakeIdentity:
    """What Authenticator uses of an IdentityStore, over in-memory data, recording every call: the
    table name, a client answering BatchGetItem (in DynamoDB's wire format), get_role and
    record_api_token_use."""

    table = TABLE

    def __init__(self) -> None:
        self.tokens: dict[str, ApiTokenRecord] = {}
        self.memberships: dict[tuple[str, str], Membership] = {}
        self.roles: dict[tuple[str, str], Role] = {}
        self.sessions: dict[str, Session] = {}
        self.other_items: dict[tuple[str, str, str], dict[str, Any]] = {}  # items of other tables
        self.calls: list[tuple[str, Any]] = []

    @property
    def client(self) -> FakeIdentity:
        return self

    def batch_get_item(self, RequestItems: dict[str, Any]) -> dict[str, Any]:
        reads: Reads = {
            table: (request["ConsistentRead"], [aws.key_of(key) for key in request["Keys"]])
            for table, request in RequestItems.items()
        }
        self.calls.append(("batch_get", reads))
        items = self._items()
        responses: dict[str, list[dict[str, Any]]] = {}
        for table, (_, keys) in reads.items():
            found = [items.get((table, pk, sk)) for pk, sk in keys]
            responses[table] = [aws.to_item(item) for item in found if item is not None]
        return {"Responses": responses}

    def _items(self) -> dict[tuple[str, str, str], dict[str, Any]]:
        items = dict(self.other_items)
        for token_hash, token in self.tokens.items():
            items[(TABLE, *api_token_key(token_hash))] = stored(token)
        for (firm_id, user_id), membership in self.memberships.items():
            items[(TABLE, *membership_key(firm_id, user_id))] = stored(membership)
        for session_id, session in self.sessions.items():
            items[(TABLE, *session_key(session_id))] = stored(session)
        return {key: {"pk": key[1], "sk": key[2], **item} for key, item in items.items()}

    def get_role(self, firm_id: str, role_id: str) -> Role | None:
        self.calls.append(("get_role", (firm_id, role_id)))
        return self.roles.get((firm_id, role_id))

    def record_api_token_use(self, firm_id: str, token_id: str, at: int) -> None:
        self.calls.append(("record_api_token_use", (token_id, at)))

    # setup helpers

    def add_member(self, firm_id: str = FIRM, user_id: str = USER, role_id: str = "member") -> None:
        name, permissions = DEFAULT_ROLES[role_id]
        self.roles[(firm_id, role_id)] = Role(role_id, name, permissions)
        self.memberships[(firm_id, user_id)] = Membership(firm_id, user_id, role_id, int(NOW), MEMBERSHIP)
        self.add_session(firm_id, user_id)

    def add_session(self, firm_id: str = FIRM, user_id: str = USER, session_id: str = "ses_a") -> None:
        expires = int(NOW) + session_tokens.LIFETIME_SECONDS
        self.sessions[session_id] = Session(
            session_id,
            user_id,
            firm_id,
            int(NOW),
            expires,
            None,
            origin_id=session_id,
            membership_id=MEMBERSHIP,
        )

    def add_token(
        self, *, named_firm: str | None = None, named_user: str | None = None, **overrides: Any
    ) -> str:
        """Stores a token record; its text names the record's firm and user unless told otherwise."""
        values: dict[str, Any] = {
            "token_id": "tok_a",
            "firm_id": FIRM,
            "user_id": USER,
            "scopes": frozenset({"records:write"}),
            "description": "",
            "created_at": int(NOW) - 60,
            "expires_at": int(NOW) + 3600,
            "revoked_at": None,
            "membership_id": MEMBERSHIP,
        }
        values.update(overrides)
        secret = api_tokens.generate(named_firm or values["firm_id"], named_user or values["user_id"])
        values.setdefault("display_prefix", api_tokens.display_prefix(secret))
        self.tokens[api_tokens.hash_token(secret)] = ApiTokenRecord(**values)
        return secret

    def names(self) -> list[str]:
        return [name for name, _ in self.calls]


def authenticator(identity: FakeIdentity, clock: FakeClock | None = None) -> Authenticator:
    return Authenticator(identity, lambda: KEYRING, clock or FakeClock())  # type: ignore[arg-type]


def principal_of(auth: Authenticator, authorization: str | None) -> Principal:
    """What the pipeline does: the credential's shape or signature first, then one read."""
    found_principal, _ = auth.authenticate(auth.credential(authorization))
    return found_principal


def authenticate(
    identity: FakeIdentity, authorization: str | None, clock: FakeClock | None = None
) -> Principal:
    return principal_of(authenticator(identity, clock), authorization)


def one_read(token_key: tuple[str, str], firm_id: str = FIRM, user_id: str = USER) -> tuple[str, Reads]:
    """The one strongly consistent BatchGetItem of a token (or session) item and its membership."""
    return ("batch_get", {TABLE: (True, [token_key, membership_key(firm_id, user_id)])})


def session_token(firm_id: str = FIRM, user_id: str = USER, keyring: Keyring = KEYRING) -> str:
    return session_tokens.mint(
        keyring, user_id=user_id, firm_id=firm_id, session_id="ses_a", clock=lambda: NOW
    )


def assert_unauthenticated(error: ApiError) -> None:
    assert error.status == 401
    assert error.code == "unauthenticated"
    assert error.headers["WWW-Authenticate"].startswith("Bearer")


@pytest.fixture
def identity() -> FakeIdentity:
    store = FakeIdentity()
    store.add_member()
    return store


# ---- Authenticator: what is refused ------------------------------------------------------------


@pytest.mark.parametrize(
    "authorization",
    [
        None,
        "",
        "Basic dXNlcjpwYXNz",
        "Basic x",
        "Bearer",
        "Bearer ",
        "Bearer    ",
        "Token abc",
        "Bearer garbage",
        "Bearer a.b.c",
        "Bearer " + "x" * 5000,
    ],
    ids=[
        "missing",
        "empty",
        "basic",
        "basic-x",
        "bearer-alone",
        "bearer-space",
        "bearer-spaces",
        "other-scheme",
        "garbage",
        "garbage-jwt-shape",
        "oversized",
    ],
)
def test_missing_or_unusable_authorization_is_401(identity: FakeIdentity, authorization: str | None) -> None:
    with pytest.raises(ApiError) as caught:
        authenticate(identity, authorization)
    assert_unauthenticated(caught.value)
    assert identity.calls == []


@pytest.mark.parametrize(
    "credential",
    [
        "rpk_",
        "rpk_short",
        "rpk_" + "a" * 43,  # the former shape: no firm, no user
        f"rpk_{FIRM}." + "a" * 43,
        f"rpk_{FIRM}.{USER}." + "a" * 42,
        f"rpk_{FIRM}.{USER}." + "a" * 44,
        f"rpk_{FIRM}.{USER}." + "a" * 42 + "!",
        f"rpk_{FIRM}.{USER}." + "a" * 42 + "=",
        f"rpk_frm#a.{USER}." + "a" * 43,
        f"rpk_{FIRM}.USR_A." + "a" * 43,
    ],
)
def test_malformed_api_token_is_401_without_a_lookup(identity: FakeIdentity, credential: str) -> None:
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {credential}")
    assert_unauthenticated(caught.value)
    assert identity.calls == []


def test_api_token_credential_names_its_firm_user_and_hash_before_any_read(identity: FakeIdentity) -> None:
    token = api_tokens.generate(FIRM, USER)
    token_hash = hashlib.sha256(token.encode()).hexdigest()
    credential = authenticator(identity).credential(f"Bearer {token}")
    assert credential == Credential(
        TokenKind.API_TOKEN, FIRM, USER, api_token_key(token_hash), token_hash=token_hash
    )
    assert identity.calls == []


def test_session_credential_names_its_session_and_expiry_before_any_read(identity: FakeIdentity) -> None:
    credential = authenticator(identity).credential(f"Bearer {session_token()}")
    assert credential == Credential(
        TokenKind.SESSION, FIRM, USER, session_key("ses_a"), int(NOW) + session_tokens.LIFETIME_SECONDS
    )
    assert identity.calls == []


def test_unknown_well_formed_api_token_is_401(identity: FakeIdentity) -> None:
    unknown = api_tokens.generate(FIRM, USER)
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {unknown}")
    assert_unauthenticated(caught.value)
    assert identity.calls == [one_read(api_token_key(api_tokens.hash_token(unknown)))]


def test_expired_api_token_is_401(identity: FakeIdentity) -> None:
    secret = identity.add_token(expires_at=int(NOW))
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {secret}")
    assert_unauthenticated(caught.value)
    assert identity.names() == ["batch_get"]  # nothing after the one read: no role, no use recorded


def test_api_token_is_usable_until_its_expiry() -> None:
    identity = FakeIdentity()
    identity.add_member()
    secret = identity.add_token(expires_at=int(NOW) + 1)
    assert authenticate(identity, f"Bearer {secret}").token_id == "tok_a"


def test_revoked_api_token_is_401(identity: FakeIdentity) -> None:
    secret = identity.add_token(revoked_at=int(NOW) - 1)
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {secret}")
    assert_unauthenticated(caught.value)


def test_api_token_of_a_user_without_membership_is_401() -> None:
    identity = FakeIdentity()
    secret = identity.add_token()
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {secret}")
    assert_unauthenticated(caught.value)
    assert identity.calls == [one_read(api_token_key(api_tokens.hash_token(secret)), FIRM, USER)]


def test_api_token_whose_user_is_a_member_of_another_firm_only_is_401() -> None:
    identity = FakeIdentity()
    identity.add_member(firm_id="frm_b")
    secret = identity.add_token(firm_id=FIRM)
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {secret}")
    assert_unauthenticated(caught.value)


@pytest.mark.parametrize(
    "named",
    [{"named_firm": "frm_b"}, {"named_user": "usr_b"}, {"named_firm": "frm_b", "named_user": "usr_b"}],
    ids=["another-firm", "another-user", "both"],
)
def test_api_token_whose_text_names_another_member_than_its_record_is_401(named: dict[str, str]) -> None:
    identity = FakeIdentity()
    identity.add_member()
    identity.add_member(firm_id="frm_b")
    identity.add_member(user_id="usr_b")
    identity.add_member(firm_id="frm_b", user_id="usr_b")
    secret = identity.add_token(**named)  # the record is FIRM's and USER's
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {secret}")
    assert_unauthenticated(caught.value)
    assert identity.names() == ["batch_get"]


@pytest.mark.parametrize(("part", "edited"), [(FIRM, "frm_b"), (USER, "usr_b")], ids=["firm", "user"])
def test_api_token_with_an_edited_firm_or_user_is_401(part: str, edited: str) -> None:
    identity = FakeIdentity()
    identity.add_member()
    identity.add_member(firm_id="frm_b")
    identity.add_member(user_id="usr_b")
    secret = identity.add_token()
    assert authenticate(identity, f"Bearer {secret}").firm_id == FIRM
    forged = secret.replace(part, edited, 1)
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {forged}")
    assert_unauthenticated(caught.value)


def test_the_401_message_does_not_say_why(identity: FakeIdentity) -> None:
    revoked = identity.add_token(revoked_at=int(NOW) - 1)
    messages = set()
    for authorization in (
        None,
        "Bearer garbage",
        f"Bearer {revoked}",
        f"Bearer {api_tokens.generate(FIRM, USER)}",
        f"Bearer {identity.add_token(token_id='tok_b', named_firm='frm_b')}",
    ):
        with pytest.raises(ApiError) as caught:
            authenticate(identity, authorization)
        messages.add(caught.value.message)
    assert len(messages) == 1


# ---- Authenticator: what is accepted -----------------------------------------------------------


def test_valid_api_token_becomes_an_api_token_principal(identity: FakeIdentity) -> None:
    secret = identity.add_token(scopes=frozenset({"records:write", "forms:read"}))
    principal = authenticate(identity, f"Bearer {secret}")
    assert principal == Principal(
        user_id=USER,
        firm_id=FIRM,
        role_id="member",
        permissions=DEFAULT_ROLES["member"][1],
        token_kind=TokenKind.API_TOKEN,
        token_id="tok_a",
        token_expires_at=int(NOW) + 3600,
        scopes=frozenset({"records:write", "forms:read"}),
        membership_id=MEMBERSHIP,
    )
    assert principal.has_scope("records:read")
    assert not principal.has_scope("forms:draft")
    assert identity.calls[0] == one_read(api_token_key(api_tokens.hash_token(secret)))


def test_bearer_scheme_is_case_insensitive(identity: FakeIdentity) -> None:
    secret = identity.add_token()
    principal = authenticate(identity, f"bearer {secret}")
    assert principal.token_kind is TokenKind.API_TOKEN


def test_other_items_are_read_in_the_same_round_trip(identity: FakeIdentity) -> None:
    secret = identity.add_token()
    identity.other_items[("control", "IDEM#k", "IDEM")] = {"state": "done"}
    also = aws.Read("control", (("IDEM#k", "IDEM"), ("IDEM#absent", "IDEM")))
    auth = authenticator(identity)
    principal, found = auth.authenticate(auth.credential(f"Bearer {secret}"), also=[also])
    assert principal.token_id == "tok_a"
    assert found[("control", "IDEM#k", "IDEM")] == {"pk": "IDEM#k", "sk": "IDEM", "state": "done"}
    assert ("control", "IDEM#absent", "IDEM") not in found
    token_read = one_read(api_token_key(api_tokens.hash_token(secret)))[1]
    assert identity.calls[0] == (
        "batch_get",
        {**token_read, "control": (True, [("IDEM#k", "IDEM"), ("IDEM#absent", "IDEM")])},
    )
    assert identity.names().count("batch_get") == 1


def test_valid_session_token_becomes_a_session_principal(identity: FakeIdentity) -> None:
    principal = authenticate(identity, f"Bearer {session_token()}")
    assert principal == Principal(
        user_id=USER,
        firm_id=FIRM,
        role_id="member",
        permissions=DEFAULT_ROLES["member"][1],
        token_kind=TokenKind.SESSION,
        token_id="ses_a",
        token_expires_at=int(NOW) + session_tokens.LIFETIME_SECONDS,
        scopes=frozenset(),
        membership_id=MEMBERSHIP,
    )
    assert identity.calls[0] == one_read(session_key("ses_a"))


def test_session_token_signed_with_a_previous_key_is_accepted(identity: FakeIdentity) -> None:
    old = Keyring(current=SigningKey("k1", b"o" * 32))
    principal = authenticate(identity, f"Bearer {session_token(keyring=old)}")
    assert principal.token_kind is TokenKind.SESSION


def test_session_token_after_the_membership_was_removed_is_401(identity: FakeIdentity) -> None:
    token = session_token()
    auth = authenticator(identity)
    assert principal_of(auth, f"Bearer {token}").firm_id == FIRM
    del identity.memberships[(FIRM, USER)]
    with pytest.raises(ApiError) as caught:
        principal_of(auth, f"Bearer {token}")
    assert_unauthenticated(caught.value)


def test_session_token_for_another_firm_without_membership_is_401(identity: FakeIdentity) -> None:
    identity.add_session(firm_id="frm_b")  # even with a session item naming that firm
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {session_token(firm_id='frm_b')}")
    assert_unauthenticated(caught.value)


def test_expired_session_token_is_401(identity: FakeIdentity) -> None:
    late = FakeClock(NOW + session_tokens.LIFETIME_SECONDS + session_tokens.LEEWAY_SECONDS + 1)
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {session_token()}", late)
    assert_unauthenticated(caught.value)
    assert identity.calls == []


def test_session_token_signed_with_an_unknown_key_is_401(identity: FakeIdentity) -> None:
    stranger = Keyring(current=SigningKey("k9", b"z" * 32))
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {session_token(keyring=stranger)}")
    assert_unauthenticated(caught.value)


def test_session_token_with_a_non_ascii_kid_is_401(identity: FakeIdentity) -> None:
    claims = {
        "iss": session_tokens.ISSUER,
        "aud": session_tokens.AUDIENCE,
        "sub": USER,
        "firm": FIRM,
        "sid": "ses_a",
        "iat": int(NOW),
        "exp": int(NOW) + 60,
    }
    token = jwt.encode(claims, b"z" * 32, algorithm="HS256", headers={"kid": "clé"})
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {token}")
    assert_unauthenticated(caught.value)


def test_member_whose_role_is_missing_gets_no_permissions() -> None:
    identity = FakeIdentity()
    identity.memberships[(FIRM, USER)] = Membership(FIRM, USER, "ghost", int(NOW), MEMBERSHIP)
    identity.add_session()
    principal = authenticate(identity, f"Bearer {session_token()}")
    assert principal.permissions == frozenset()


# ---- RoleCache ---------------------------------------------------------------------------------


def test_role_cache_reads_a_role_once_within_the_cache_time_and_again_after(identity: FakeIdentity) -> None:
    clock = FakeClock()
    auth = authenticator(identity, clock)
    token = f"Bearer {session_token()}"

    principal_of(auth, token)
    clock.now = NOW + ROLE_CACHE_SECONDS - 1
    principal_of(auth, token)
    assert identity.names().count("get_role") == 1
    reads = [call for call in identity.calls if call[0] == "batch_get"]
    assert reads == [one_read(session_key("ses_a"))] * 2  # the membership is read on every call

    clock.now = NOW + ROLE_CACHE_SECONDS
    principal_of(auth, token)
    assert identity.names().count("get_role") == 2


def test_role_cache_keeps_firms_apart(identity: FakeIdentity) -> None:
    identity.add_member(firm_id="frm_b", role_id="viewer")
    identity.roles[("frm_b", "member")] = Role("member", "Member", frozenset({"records.read"}))
    cache = RoleCache(FakeClock())
    first = cache.get(identity, FIRM, "member")  # type: ignore[arg-type]
    second = cache.get(identity, "frm_b", "member")  # type: ignore[arg-type]
    assert first is not None
    assert second is not None
    assert first.permissions != second.permissions
    assert identity.names().count("get_role") == 2


# ---- pipeline.authorize ------------------------------------------------------------------------


def route(method: str, path: str, *, scope: str | None = None, permission: str | None = None) -> RouteSpec:
    route_class = RouteClass.QUERY if method == "GET" else RouteClass.RECORD
    return RouteSpec(method, path, route_class, "test route", lambda request: None, scope, permission)


def principal(
    kind: TokenKind,
    *,
    scopes: frozenset[str] = frozenset(),
    permissions: frozenset[str] = frozenset(PERMISSIONS),
) -> Principal:
    return Principal(
        user_id=USER,
        firm_id=FIRM,
        role_id="member",
        permissions=permissions,
        token_kind=kind,
        token_id="tok_a",
        token_expires_at=int(NOW) + 3600,
        scopes=scopes,
    )


ALL_SCOPES_TOKEN = principal(TokenKind.API_TOKEN, scopes=frozenset({"records:write", "forms:publish"}))


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("POST", "/api/v1/auth/session"),
        ("GET", "/api/v1/auth/tenants"),
        ("POST", "/api/v1/auth/switch-tenant"),
        ("POST", "/api/v1/auth/me"),
        ("POST", "/api/v1/auth/tokens"),
        ("GET", "/api/v1/xyz"),
    ],
)
def test_api_token_outside_the_platform_routes_is_403_token_route(method: str, path: str) -> None:
    with pytest.raises(ApiError) as caught:
        authorize(route(method, path), ALL_SCOPES_TOKEN)
    assert caught.value.status == 403
    assert caught.value.code == "token_route"


def test_api_token_may_call_get_auth_me() -> None:
    authorize(route("GET", "/api/v1/auth/me"), ALL_SCOPES_TOKEN)


def test_session_token_may_call_auth_routes() -> None:
    authorize(route("POST", "/api/v1/auth/switch-tenant"), principal(TokenKind.SESSION))


def test_api_token_without_the_route_scope_is_403_scope_denied() -> None:
    token = principal(TokenKind.API_TOKEN, scopes=frozenset({"records:read"}))
    with pytest.raises(ApiError) as caught:
        authorize(route("POST", "/api/v1/x/records/{type}", scope="records:write"), token)
    assert caught.value.status == 403
    assert caught.value.code == "scope_denied"
    assert caught.value.extra["scope"] == "records:write"


def test_draft_scope_does_not_satisfy_a_publish_route() -> None:
    token = principal(TokenKind.API_TOKEN, scopes=frozenset({"forms:draft"}))
    with pytest.raises(ApiError) as caught:
        authorize(route("POST", "/api/v1/x/forms/{id}/activate", scope="forms:publish"), token)
    assert caught.value.code == "scope_denied"


def test_write_scope_satisfies_a_read_scoped_route() -> None:
    token = principal(TokenKind.API_TOKEN, scopes=frozenset({"records:write"}))
    authorize(route("GET", "/api/v1/x/records/{type}", scope="records:read"), token)


def test_api_token_needs_no_scope_for_a_route_without_one() -> None:
    token = principal(TokenKind.API_TOKEN, scopes=frozenset({"finance:read"}))
    authorize(route("GET", "/api/v1/x/catalog"), token)


def test_session_token_is_not_limited_by_scopes() -> None:
    authorize(route("POST", "/api/v1/x/records/{type}", scope="records:write"), principal(TokenKind.SESSION))


@pytest.mark.parametrize("kind", [TokenKind.SESSION, TokenKind.API_TOKEN])
def test_missing_permission_is_403_permission_denied_for_every_token_kind(kind: TokenKind) -> None:
    member = principal(
        kind,
        scopes=frozenset({"connectors:draft"}),
        permissions=DEFAULT_ROLES["member"][1],
    )
    with pytest.raises(ApiError) as caught:
        authorize(
            route(
                "POST", "/api/v1/x/connectors", scope="connectors:draft", permission="admin.connectors.manage"
            ),
            member,
        )
    assert caught.value.status == 403
    assert caught.value.code == "permission_denied"
    assert caught.value.extra["permission"] == "admin.connectors.manage"


def test_a_scope_never_adds_a_permission_the_role_lacks() -> None:
    viewer_token = principal(
        TokenKind.API_TOKEN,
        scopes=frozenset({"records:write"}),
        permissions=DEFAULT_ROLES["viewer"][1],
    )
    write = route("POST", "/api/v1/x/records/{type}", scope="records:write", permission="records.write")
    with pytest.raises(ApiError) as caught:
        authorize(write, viewer_token)
    assert caught.value.code == "permission_denied"


def test_token_route_is_checked_before_scope_and_permission() -> None:
    token = principal(TokenKind.API_TOKEN, scopes=frozenset(), permissions=frozenset())
    with pytest.raises(ApiError) as caught:
        authorize(route("POST", "/api/v1/auth/switch-tenant", permission="records.read"), token)
    assert caught.value.code == "token_route"


def test_scope_is_checked_before_permission() -> None:
    token = principal(TokenKind.API_TOKEN, scopes=frozenset(), permissions=frozenset())
    with pytest.raises(ApiError) as caught:
        authorize(route("GET", "/api/v1/x/funds", scope="finance:read", permission="finance.read"), token)
    assert caught.value.code == "scope_denied"


def test_holding_scope_and_permission_is_allowed() -> None:
    token = principal(
        TokenKind.API_TOKEN,
        scopes=frozenset({"connectors:draft"}),
        permissions=DEFAULT_ROLES["admin"][1],
    )
    authorize(
        route("POST", "/api/v1/x/connectors", scope="connectors:draft", permission="admin.connectors.manage"),
        token,
    )


def test_signed_out_session_is_401(identity: FakeIdentity) -> None:
    identity.add_member()
    ended = identity.sessions["ses_a"]
    identity.sessions["ses_a"] = ended._replace(ended_at=int(NOW) - 1)
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {session_token()}")
    assert caught.value.status == 401


def test_session_token_naming_a_session_that_was_never_issued_is_401(identity: FakeIdentity) -> None:
    identity.add_member()
    identity.sessions.clear()
    with pytest.raises(ApiError) as caught:
        authenticate(identity, f"Bearer {session_token()}")
    assert caught.value.status == 401


def test_session_of_another_user_cannot_be_borrowed(identity: FakeIdentity) -> None:
    identity.add_member()
    identity.add_member(user_id="usr_b")
    identity.add_session(user_id="usr_b", session_id="ses_a")  # ses_a now belongs to usr_b
    with pytest.raises(ApiError):
        authenticate(identity, f"Bearer {session_token()}")


def test_api_token_use_is_recorded_once_per_interval(identity: FakeIdentity) -> None:
    from kernel.auth import LAST_USED_INTERVAL

    identity.add_member()
    secret = identity.add_token()
    clock = FakeClock(NOW)
    auth = authenticator(identity, clock)
    for _ in range(3):
        principal_of(auth, f"Bearer {secret}")
    clock.now = NOW + LAST_USED_INTERVAL
    principal_of(auth, f"Bearer {secret}")
    recorded = [args for name, args in identity.calls if name == "record_api_token_use"]
    assert recorded == [("tok_a", int(NOW)), ("tok_a", int(NOW + LAST_USED_INTERVAL))]
