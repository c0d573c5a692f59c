"""Sign-in, sessions, firm switching and API tokens through the auth handler under moto.

Id tokens are real RS256 tokens signed by a key the test holds, served through an in-memory JWKS.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa

from auth_api.handler import create_app
from auth_api.id_tokens import IdTokenVerifier, TrustedIssuer
from kernel import api_tokens
from platform_api.handler import create_app as create_platform_app
from tests.support import NOW, Stack, call

ENTERPRISE = TrustedIssuer(
    "https://login.firm.example", "records-api", "https://login.firm.example/jwks", "enterprise"
)
CONSUMER = TrustedIssuer("https://accounts.consumer.example", "records-api", "https://accounts.consumer.example/jwks",
                         "consumer")  # fmt: skip
SIGNING_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)


class StaticJwks:
    def __init__(self) -> None:
        public = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(SIGNING_KEY.public_key()))
        self._keys = {"idp-1": jwt.PyJWK.from_dict({**public, "kid": "idp-1", "alg": "RS256", "use": "sig"})}

    def keys(self, *, refresh: bool) -> dict[str, jwt.PyJWK]:
        return self._keys


def unique_email(name: str, domain: str = "alpha.example") -> str:
    """The tables are shared by the whole session: each test signs in with emails of its own."""
    return f"{name}-{uuid.uuid4().hex[:8]}@{domain}"


def id_token(email: str, issuer: TrustedIssuer = ENTERPRISE, **claims: Any) -> str:
    payload = {"iss": issuer.issuer, "aud": issuer.audience, "sub": f"sub-{email}", "email": email,
               "iat": int(NOW), "exp": int(NOW) + 600, **claims}  # fmt: skip
    return jwt.encode(payload, SIGNING_KEY, algorithm="RS256", headers={"kid": "idp-1"})


def auth_app(stack: Stack) -> Any:
    """The auth family's own App on the test stack, its id tokens checked against the test's issuers."""
    app = stack.app(create_app())
    verifier = IdTokenVerifier([ENTERPRISE, CONSUMER], jwks=lambda issuer: StaticJwks(), clock=stack.clock)
    app.ports.override(IdTokenVerifier, verifier)
    return app


@pytest.fixture
def apps(stack: Stack) -> tuple[Any, Any]:
    return auth_app(stack), stack.app(create_platform_app())


@pytest.fixture
def auth(apps: tuple[Any, Any]) -> Any:
    return apps[0]


@pytest.fixture
def platform(apps: tuple[Any, Any]) -> Any:
    return apps[1]


def sign_in(auth: Any, email: str, **body: Any) -> Any:
    """Signs in with the enterprise provider, which the email's firms have chosen (records-admin
    trust-issuer): enterprise trust is per firm (docs/decisions.md)."""
    trust_enterprise_in_the_firms_of(auth, email)
    return call(auth, "POST", "/api/v1/auth/session", body={"idToken": id_token(email), **body})


def trust_enterprise_in_the_firms_of(auth: Any, email: str) -> None:
    identity = auth.services.identity
    user = identity.find_user_by_email(email)
    for membership in identity.memberships_of_user(user.user_id) if user else []:
        identity.trust_issuer(membership.firm_id, ENTERPRISE.issuer)


# ---- sign-in ----------------------------------------------------------------------------------------


def test_sign_in_with_one_firm_gives_a_session_token_for_it(stack: Stack, auth: Any, platform: Any) -> None:
    firm = stack.firm("Alpha")
    suffix = uuid.uuid4().hex[:8]
    member = stack.member(firm, "member", email=f"ada-{suffix}@alpha.example")
    result = sign_in(auth, f"Ada-{suffix}@Alpha.example")  # emails are compared case-insensitively
    assert result.status == 200, result.body
    grant = result.body
    assert grant["tokenType"] == "Bearer"
    assert grant["expiresIn"] == 12 * 3600
    assert grant["user"]["id"] == member.user_id
    assert grant["firm"] == {"id": firm, "name": "Alpha"}
    me = call(auth, "GET", "/api/v1/auth/me", token=grant["accessToken"]).body
    assert (me["token"]["kind"], me["firm"]["id"]) == ("session", firm)
    assert call(platform, "GET", "/api/v1/x/catalog", token=grant["accessToken"]).status == 200


def test_session_token_names_its_kid(stack: Stack, auth: Any) -> None:
    email = unique_email("kid")
    stack.member(stack.firm(), email=email)
    token = sign_in(auth, email).body["accessToken"]
    assert jwt.get_unverified_header(token)["kid"] == "k1"


def test_several_firms_without_tenant_id_is_409_listing_them(stack: Stack, auth: Any) -> None:
    alpha, beta = stack.firm("Alpha"), stack.firm("Beta")
    email = unique_email("two", "firms.example")
    stack.member(alpha, email=email)
    stack.member(beta, email=email)
    result = sign_in(auth, email)
    assert (result.status, result.code) == (409, "tenant_required")
    assert result.body["error"]["tenants"] == [{"id": alpha, "name": "Alpha"}, {"id": beta, "name": "Beta"}]
    chosen = sign_in(auth, email, tenantId=beta)
    assert chosen.body["firm"]["id"] == beta


def test_tenant_id_the_email_does_not_belong_to_is_403_no_membership(stack: Stack, auth: Any) -> None:
    email = unique_email("one")
    stack.member(stack.firm("Alpha"), email=email)
    other = stack.firm("Other")
    result = sign_in(auth, email, tenantId=other)
    assert (result.status, result.code) == (403, "no_membership")


@pytest.mark.parametrize("who", ["nobody", "orphan"])
def test_email_without_membership_is_403_no_membership(stack: Stack, auth: Any, who: str) -> None:
    orphan = unique_email("orphan")
    stack.identity.create_user(orphan, "Orphan")  # a user without any membership
    email = orphan if who == "orphan" else unique_email("nobody", "nowhere.example")
    result = sign_in(auth, email)
    assert (result.status, result.code) == (403, "no_membership")


@pytest.mark.parametrize(
    "token_for",
    [
        lambda email: "garbage",
        lambda email: id_token(email, aud="someone-else"),
        lambda email: id_token(email, exp=int(NOW) - 3600),
        lambda email: id_token(email, iss="https://evil.example"),
        lambda email: id_token(email, issuer=CONSUMER),  # consumer without email_verified
    ],
    ids=["garbage", "wrong-aud", "expired", "unknown-iss", "consumer-unverified"],
)
def test_anything_wrong_with_the_id_token_is_401_without_detail(
    stack: Stack, auth: Any, token_for: Callable[[str], str]
) -> None:
    email = unique_email("x")
    stack.member(stack.firm(), email=email)
    result = call(auth, "POST", "/api/v1/auth/session", body={"idToken": token_for(email)})
    assert (result.status, result.code) == (401, "unauthenticated")
    assert result.body["error"]["message"] == "The id token was not accepted."


def test_consumer_with_verified_email_signs_in(stack: Stack, auth: Any) -> None:
    email = unique_email("c", "consumer.example")
    stack.member(stack.firm(), email=email)
    token = id_token(email, issuer=CONSUMER, email_verified=True)
    assert call(auth, "POST", "/api/v1/auth/session", body={"idToken": token}).status == 200


def test_sign_in_body_is_validated(auth: Any) -> None:
    result = call(auth, "POST", "/api/v1/auth/session", body={"id_token": "x"})
    assert result.code == "invalid_request"


# ---- tenants, switching, sign-out --------------------------------------------------------------------


@pytest.fixture
def two_firm_person(stack: Stack, auth: Any) -> dict[str, Any]:
    alpha, beta = stack.firm("Alpha"), stack.firm("Beta")
    email = unique_email("sam", "two.example")
    stack.member(alpha, "admin", email=email)
    member = stack.member(beta, "viewer", email=email)
    session = sign_in(auth, email, tenantId=alpha).body["accessToken"]
    return {"alpha": alpha, "beta": beta, "user_id": member.user_id, "session": session}


def test_tenants_lists_the_firms_with_the_role_in_each(auth: Any, two_firm_person: dict[str, Any]) -> None:
    result = call(auth, "GET", "/api/v1/auth/tenants", token=two_firm_person["session"])
    assert result.status == 200
    expected = {
        two_firm_person["alpha"]: ("Alpha", "admin", "Administrator", True),
        two_firm_person["beta"]: ("Beta", "viewer", "Viewer", False),
    }
    assert [
        (t["firm"]["name"], t["role"]["id"], t["role"]["name"], t["current"]) for t in result.body["items"]
    ] == [expected[firm_id] for firm_id in sorted(expected)]  # in the order of the firms' ids
    assert result.body["nextCursor"] is None


def test_switch_tenant_gives_a_token_for_the_other_firm(auth: Any, two_firm_person: dict[str, Any]) -> None:
    switched = call(auth, "POST", "/api/v1/auth/switch-tenant", token=two_firm_person["session"],
                    body={"tenantId": two_firm_person["beta"]})  # fmt: skip
    assert switched.status == 200
    me = call(auth, "GET", "/api/v1/auth/me", token=switched.body["accessToken"]).body
    assert (me["firm"]["id"], me["role"]["id"]) == (two_firm_person["beta"], "viewer")


def test_switch_to_a_firm_the_email_is_not_in_is_403(
    stack: Stack, auth: Any, two_firm_person: dict[str, Any]
) -> None:
    result = call(auth, "POST", "/api/v1/auth/switch-tenant", token=two_firm_person["session"],
                  body={"tenantId": stack.firm("Stranger")})  # fmt: skip
    assert (result.status, result.code) == (403, "no_membership")


def test_switch_checks_membership_at_the_time_of_the_call(
    stack: Stack, auth: Any, two_firm_person: dict[str, Any]
) -> None:
    stack.identity.remove_membership(two_firm_person["beta"], two_firm_person["user_id"])
    result = call(auth, "POST", "/api/v1/auth/switch-tenant", token=two_firm_person["session"],
                  body={"tenantId": two_firm_person["beta"]})  # fmt: skip
    assert result.code == "no_membership"


def test_sign_out_ends_the_session(auth: Any, two_firm_person: dict[str, Any]) -> None:
    session = two_firm_person["session"]
    assert call(auth, "DELETE", "/api/v1/auth/session", token=session).status == 204
    assert call(auth, "GET", "/api/v1/auth/me", token=session).code == "unauthenticated"


def test_removed_membership_stops_a_live_session_token(
    stack: Stack, auth: Any, two_firm_person: dict[str, Any]
) -> None:
    stack.identity.remove_membership(two_firm_person["alpha"], two_firm_person["user_id"])
    assert call(auth, "GET", "/api/v1/auth/me", token=two_firm_person["session"]).status == 401


def test_role_change_applies_to_a_live_session_on_the_next_call(
    stack: Stack, auth: Any, two_firm_person: dict[str, Any]
) -> None:
    before = call(auth, "GET", "/api/v1/auth/me", token=two_firm_person["session"]).body
    assert "admin.connectors.manage" in before["permissions"]
    stack.identity.set_member_role(two_firm_person["alpha"], two_firm_person["user_id"], "viewer")
    after = call(auth, "GET", "/api/v1/auth/me", token=two_firm_person["session"]).body
    assert after["role"]["id"] == "viewer"
    assert "admin.connectors.manage" not in after["permissions"]


# ---- API tokens ---------------------------------------------------------------------------------------


def rfc3339(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, tz=UTC).isoformat()


def issue(auth: Any, session: str, **overrides: Any) -> Any:
    body = {
        "scopes": ["records:read"],
        "description": "nightly sync",
        "expiresAt": rfc3339(NOW + 86400),
        **overrides,
    }
    return call(auth, "POST", "/api/v1/auth/tokens", token=session, body=body)


def test_issue_token_shows_the_secret_once_and_it_works(
    auth: Any, platform: Any, two_firm_person: dict[str, Any]
) -> None:
    issued = issue(auth, two_firm_person["session"])
    assert issued.status == 201, issued.body
    token = issued.body
    parsed = api_tokens.parse(token["secret"])  # rpk_<firm>.<user>.<43 random characters>
    assert parsed is not None
    assert (parsed.firm_id, parsed.user_id) == (two_firm_person["alpha"], two_firm_person["user_id"])
    random_part = token["secret"].rsplit(".", 1)[1]
    assert len(random_part) == 43
    assert token["prefix"] == f"rpk_...{random_part[:8]}"  # enough to recognise it, too little to use
    assert (token["scopes"], token["description"], token["status"]) == (
        ["records:read"],
        "nightly sync",
        "active",
    )
    me = call(auth, "GET", "/api/v1/auth/me", token=token["secret"]).body
    assert (me["token"]["kind"], me["firm"]["id"]) == ("api_token", two_firm_person["alpha"])
    assert call(platform, "GET", "/api/v1/x/catalog", token=token["secret"]).status == 200
    listed = call(auth, "GET", "/api/v1/auth/tokens", token=two_firm_person["session"]).body["items"]
    assert [t["id"] for t in listed] == [token["id"]]
    assert "secret" not in listed[0]
    assert token["secret"] not in json.dumps(listed)
    assert listed[0]["lastUsedAt"] is not None


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"scopes": ["records:read", "records:admin"]}, "scopes"),
        ({"scopes": []}, "scopes"),
        ({"expiresAt": rfc3339(NOW - 60)}, "expiresAt"),
        ({"expiresAt": rfc3339(NOW + 400 * 86400)}, "expiresAt"),
        ({"expiresAt": "2030-01-01T00:00:00"}, "expiresAt"),  # no zone: ambiguous
        ({"expiresAt": "soon"}, "expiresAt"),
    ],
    ids=["unknown-scope", "no-scope", "past", "beyond-a-year", "no-zone", "not-a-time"],
)
def test_bad_token_request_is_400_and_stores_nothing(
    stack: Stack, auth: Any, two_firm_person: dict[str, Any], overrides: dict[str, Any], field: str
) -> None:
    result = issue(auth, two_firm_person["session"], **overrides)
    assert (result.status, result.code) == (400, "invalid_request")
    assert field in {d["field"] for d in result.body["error"]["details"]}
    assert stack.identity.api_tokens_of_firm(two_firm_person["alpha"]) == []


def test_revoked_token_is_401_on_its_next_call(auth: Any, two_firm_person: dict[str, Any]) -> None:
    token = issue(auth, two_firm_person["session"]).body
    assert (
        call(auth, "DELETE", f"/api/v1/auth/tokens/{token['id']}", token=two_firm_person["session"]).status
        == 204
    )
    assert call(auth, "GET", "/api/v1/auth/me", token=token["secret"]).code == "unauthenticated"
    listed = call(auth, "GET", "/api/v1/auth/tokens", token=two_firm_person["session"]).body["items"]
    assert listed[0]["status"] == "revoked"


def test_another_users_token_is_404(stack: Stack, auth: Any, two_firm_person: dict[str, Any]) -> None:
    colleague = stack.member(two_firm_person["alpha"], "admin", email=unique_email("col", "two.example"))
    theirs = stack.api_token(colleague, ["records:read"])
    their_id = stack.identity.api_tokens_of_user(two_firm_person["alpha"], colleague.user_id)[0].token_id
    result = call(auth, "DELETE", f"/api/v1/auth/tokens/{their_id}", token=two_firm_person["session"])
    assert (result.status, result.code) == (404, "not_found")
    assert call(auth, "GET", "/api/v1/auth/me", token=theirs).status == 200
    assert call(auth, "GET", "/api/v1/auth/tokens", token=two_firm_person["session"]).body["items"] == []


def test_token_stops_when_its_users_membership_ends(
    stack: Stack, auth: Any, two_firm_person: dict[str, Any]
) -> None:
    token = issue(auth, two_firm_person["session"]).body["secret"]
    stack.identity.remove_membership(two_firm_person["alpha"], two_firm_person["user_id"])
    assert call(auth, "GET", "/api/v1/auth/me", token=token).status == 401


def test_role_change_applies_to_an_api_token_at_once(
    stack: Stack, auth: Any, two_firm_person: dict[str, Any]
) -> None:
    token = issue(auth, two_firm_person["session"]).body["secret"]
    stack.identity.set_member_role(two_firm_person["alpha"], two_firm_person["user_id"], "viewer")
    assert call(auth, "GET", "/api/v1/auth/me", token=token).body["role"]["id"] == "viewer"


def test_expired_api_token_is_401(stack: Stack, auth: Any, two_firm_person: dict[str, Any]) -> None:
    token = issue(auth, two_firm_person["session"], expiresAt=rfc3339(NOW + 60)).body["secret"]
    stack.clock = lambda: NOW + 61
    later = auth_app(stack)
    assert call(later, "GET", "/api/v1/auth/me", token=token).status == 401


AUTH_ROUTES_CLOSED_TO_TOKENS = [
    ("POST", "/api/v1/auth/session", {"idToken": "x"}),
    ("DELETE", "/api/v1/auth/session", None),
    ("GET", "/api/v1/auth/tenants", None),
    ("POST", "/api/v1/auth/switch-tenant", {"tenantId": "frm_x"}),
    ("POST", "/api/v1/auth/tokens", {"scopes": ["records:read"], "expiresAt": "2030-01-01T00:00:00Z"}),
    ("GET", "/api/v1/auth/tokens", None),
    ("DELETE", "/api/v1/auth/tokens/tok_x", None),
]


@pytest.mark.parametrize(("method", "path", "body"), AUTH_ROUTES_CLOSED_TO_TOKENS)
def test_api_token_on_each_auth_route_but_me_is_403_token_route(
    stack: Stack, auth: Any, two_firm_person: dict[str, Any], method: str, path: str, body: Any
) -> None:
    token = issue(auth, two_firm_person["session"]).body["secret"]
    result = call(auth, method, path, token=token, body=body)
    assert (result.status, result.code) == (403, "token_route")
    assert stack.identity.api_tokens_of_firm(two_firm_person["alpha"])[0].revoked_at is None


def test_every_auth_route_is_listed_in_the_token_route_test() -> None:
    declared = [r for r in create_app().routes if (r.method, r.path) != ("GET", "/api/v1/auth/me")]
    tested = {(m, p) for m, p, _ in AUTH_ROUTES_CLOSED_TO_TOKENS}
    assert len(declared) == len(tested)
    assert all(any(m == r.method and r.match(p) is not None for m, p in tested) for r in declared)
