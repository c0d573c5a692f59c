"""Sign-in trust and token lifetimes (spec 5.1, 5.2): a session cannot outlive its sign-in, a membership
made again does not revive old tokens, an enterprise provider signs people in only where firms chose
it, a provider's account is pinned to the person, and the token lists page like every list."""

from __future__ import annotations

from typing import Any

import pytest

from kernel import session_tokens
from records_admin.cli import main
from tests.integration.test_auth_routes import (
    CONSUMER,
    ENTERPRISE,
    auth_app,
    id_token,
    trust_enterprise_in_the_firms_of,
    unique_email,
)
from tests.support import NOW, MovableClock, Stack, call

SESSION = "/api/v1/auth/session"


@pytest.fixture
def clock(stack: Stack) -> MovableClock:
    stack.clock = clock = MovableClock()
    return clock


@pytest.fixture
def auth(stack: Stack, clock: MovableClock) -> Any:
    return auth_app(stack)


def sign_in(auth: Any, email: str, *, issuer: Any = ENTERPRISE, **body: Any) -> Any:
    claims = {"email_verified": True} if issuer is CONSUMER else {}
    return call(auth, "POST", SESSION, body={"idToken": id_token(email, issuer=issuer, **claims), **body})


@pytest.fixture
def person(stack: Stack, auth: Any) -> dict[str, Any]:
    """A person in two firms that both chose the enterprise provider, signed in to the first."""
    alpha, beta = stack.firm("Alpha"), stack.firm("Beta")
    email = unique_email("kim")
    member = stack.member(alpha, "admin", email=email)
    stack.member(beta, "viewer", email=email)
    trust_enterprise_in_the_firms_of(auth, email)
    signed = sign_in(auth, email, tenantId=alpha)
    assert signed.status == 200, signed.body
    return {
        "alpha": alpha,
        "beta": beta,
        "email": email,
        "member": member,
        "session": signed.body["accessToken"],
    }


def switch(auth: Any, session: str, firm: str) -> Any:
    return call(auth, "POST", "/api/v1/auth/switch-tenant", token=session, body={"tenantId": firm})


def me(auth: Any, token: str) -> Any:
    return call(auth, "GET", "/api/v1/auth/me", token=token)


# ---- 1. a session cannot be renewed forever ------------------------------------------------------------


def test_switching_never_extends_the_sign_in(auth: Any, person: dict[str, Any], clock: MovableClock) -> None:
    signed_exp = session_tokens.verify(person["session"], auth.services.keyring.get(), clock).expires_at
    clock.advance(11 * 3600)
    switched = switch(auth, person["session"], person["alpha"])  # even to the same firm
    assert switched.status == 200
    assert switched.body["expiresIn"] == 3600  # what is left of the sign-in, not a fresh 12 hours
    again = switch(auth, switched.body["accessToken"], person["beta"])
    assert session_tokens.verify(
        again.body["accessToken"], auth.services.keyring.get(), clock
    ).expires_at == (signed_exp)
    clock.advance(3601)
    for token in (person["session"], switched.body["accessToken"], again.body["accessToken"]):
        assert me(auth, token).status == 401


def test_signing_out_ends_every_session_switched_to_from_that_sign_in(
    auth: Any, person: dict[str, Any]
) -> None:
    switched = switch(auth, person["session"], person["beta"]).body["accessToken"]
    further = switch(auth, switched, person["alpha"]).body["accessToken"]
    assert call(auth, "DELETE", SESSION, token=person["session"]).status == 204
    for token in (person["session"], switched, further):
        assert me(auth, token).code == "unauthenticated"


def test_signing_out_of_a_switched_session_ends_its_sign_in_too(auth: Any, person: dict[str, Any]) -> None:
    switched = switch(auth, person["session"], person["beta"]).body["accessToken"]
    assert call(auth, "DELETE", SESSION, token=switched).status == 204
    assert me(auth, person["session"]).status == 401
    assert me(auth, switched).status == 401


# ---- 2. a membership made again does not revive old tokens ---------------------------------------------


def test_re_adding_a_removed_member_does_not_revive_their_tokens_or_sessions(
    stack: Stack, auth: Any, person: dict[str, Any]
) -> None:
    member = person["member"]
    old_token = stack.api_token(member, ["records:read"])
    old_session = stack.session_token(member)
    assert me(auth, old_token).status == 200
    stack.identity.remove_membership(member.firm_id, member.user_id)
    stack.identity.add_membership(member.firm_id, member.user_id, "viewer")
    for token in (old_token, old_session, person["session"]):
        assert me(auth, token).status == 401
    fresh = stack.api_token(member, ["records:read"])
    assert me(auth, fresh).body["role"]["id"] == "viewer"


# ---- 3. enterprise providers only where firms chose them; subjects pinned ------------------------------


def test_an_enterprise_provider_no_firm_chose_signs_nobody_in(stack: Stack, auth: Any) -> None:
    email = unique_email("lee")
    stack.member(stack.firm("Gamma"), "admin", email=email)
    result = sign_in(auth, email)
    assert (result.status, result.code) == (403, "no_membership")


def test_an_enterprise_provider_opens_only_the_firms_that_chose_it(stack: Stack, auth: Any) -> None:
    chose, did_not = stack.firm("Chose"), stack.firm("DidNot")
    email = unique_email("ray")
    stack.member(chose, "admin", email=email)
    stack.member(did_not, "admin", email=email)
    auth.services.identity.trust_issuer(chose, ENTERPRISE.issuer)
    signed = sign_in(auth, email)  # only one firm accepts it: no tenantId needed, no other firm named
    assert (signed.status, signed.body["firm"]["id"]) == (200, chose)
    assert sign_in(auth, email, tenantId=did_not).code == "no_membership"
    refused = switch(auth, signed.body["accessToken"], did_not)
    assert (refused.status, refused.code) == (403, "no_membership")


def test_firms_named_in_the_template_accept_their_enterprise_provider(stack: Stack) -> None:
    from auth_api.handler import create_app
    from auth_api.id_tokens import IdTokenVerifier, TrustedIssuer
    from tests.integration.test_auth_routes import StaticJwks

    firm = stack.firm("Configured")
    email = unique_email("ida")
    stack.member(firm, "admin", email=email)
    configured = TrustedIssuer(
        ENTERPRISE.issuer, ENTERPRISE.audience, ENTERPRISE.jwks_url, "enterprise", (firm,)
    )
    app = stack.app(create_app())
    app.ports.override(
        IdTokenVerifier, IdTokenVerifier([configured], jwks=lambda _: StaticJwks(), clock=stack.clock)
    )
    assert sign_in(app, email).status == 200


def test_a_consumer_provider_opens_every_firm_of_a_verified_email(stack: Stack, auth: Any) -> None:
    email = unique_email("zoe")
    firm = stack.firm("AnyFirm")
    stack.member(firm, "admin", email=email)
    assert sign_in(auth, email, issuer=CONSUMER).status == 200
    unverified = call(auth, "POST", SESSION, body={"idToken": id_token(email, issuer=CONSUMER)})
    assert unverified.status == 401


def test_a_second_account_claiming_a_pinned_email_is_refused(stack: Stack, auth: Any, capsys: Any) -> None:
    email = unique_email("max")
    firm = stack.firm("Pinned")
    member = stack.member(firm, "admin", email=email)
    auth.services.identity.trust_issuer(firm, ENTERPRISE.issuer)
    assert sign_in(auth, email).status == 200  # pins sub-<email> for this provider
    impostor = call(auth, "POST", SESSION, body={"idToken": id_token(email, sub="another-account")})
    assert (impostor.status, impostor.code) == (401, "unauthenticated")
    assert "tenants" not in str(impostor.body)
    # The provider recreated the person's account: the operator unpins, the new subject is pinned.
    assert main(["--json", "forget-subject", "--user", member.user_id, "--issuer", ENTERPRISE.issuer]) == 0
    capsys.readouterr()
    assert call(auth, "POST", SESSION, body={"idToken": id_token(email, sub="another-account")}).status == 200
    assert sign_in(auth, email).status == 401  # and now the old one is the stranger


def test_records_admin_chooses_and_drops_an_enterprise_provider_for_a_firm(
    stack: Stack, auth: Any, capsys: Any
) -> None:
    email = unique_email("ola")
    firm = stack.firm("Operated")
    stack.member(firm, "admin", email=email)
    assert main(["trust-issuer", "--firm", firm, "--issuer", ENTERPRISE.issuer]) == 0
    assert sign_in(auth, email).status == 200
    assert main(["distrust-issuer", "--firm", firm, "--issuer", ENTERPRISE.issuer]) == 0
    capsys.readouterr()
    assert sign_in(auth, email).code == "no_membership"


# ---- 5. expiresAt is RFC 3339 with a zone, nothing else ------------------------------------------------


@pytest.mark.parametrize(
    "expires_at", [int(NOW) + 86400, str(int(NOW) + 86400), "2027-01-01T00:00:00", "2027-01-01"]
)
def test_an_expiry_that_is_not_rfc_3339_with_a_zone_is_400(
    auth: Any, person: dict[str, Any], expires_at: Any
) -> None:
    body = {"scopes": ["records:read"], "expiresAt": expires_at}
    result = call(auth, "POST", "/api/v1/auth/tokens", token=person["session"], body=body)
    assert (result.status, result.code) == (400, "invalid_request")
    assert result.body["error"]["details"][0]["field"] == "expiresAt"


def test_an_rfc_3339_expiry_with_an_offset_is_taken(auth: Any, person: dict[str, Any]) -> None:
    body = {"scopes": ["records:read"], "expiresAt": "2027-06-30T02:00:00+02:00"}  # NOW is 2027-01-15
    issued = call(auth, "POST", "/api/v1/auth/tokens", token=person["session"], body=body)
    assert (issued.status, issued.body["expiresAt"]) == (201, "2027-06-30T00:00:00Z")


# ---- 14. the token and firm lists page like every list -------------------------------------------------


def test_api_tokens_page_newest_first_with_a_cursor(
    auth: Any, person: dict[str, Any], clock: MovableClock
) -> None:
    session = person["session"]
    body = {"scopes": ["records:read"], "expiresAt": "2027-06-30T00:00:00Z"}
    made = []
    for index in range(3):
        clock.advance(1)  # token ids sort by the moment they were made
        made.append(
            call(
                auth, "POST", "/api/v1/auth/tokens", token=session, body={**body, "description": f"t{index}"}
            )
        )
    seen, cursor = [], None
    while True:
        query = "limit=2" + (f"&cursor={cursor}" if cursor else "")
        page = call(auth, "GET", "/api/v1/auth/tokens", token=session, query=query).body
        assert len(page["items"]) <= 2
        seen += [item["id"] for item in page["items"]]
        cursor = page["nextCursor"]
        if cursor is None:
            break
    assert seen == [token.body["id"] for token in reversed(made)]


def test_the_firms_page_with_a_cursor_that_only_their_person_can_use(
    stack: Stack, auth: Any, person: dict[str, Any]
) -> None:
    first = call(auth, "GET", "/api/v1/auth/tenants", token=person["session"], query="limit=1").body
    assert len(first["items"]) == 1
    second = call(auth, "GET", "/api/v1/auth/tenants", token=person["session"],
                  query=f"limit=1&cursor={first['nextCursor']}").body  # fmt: skip
    assert {item["firm"]["id"] for item in first["items"] + second["items"]} == {
        person["alpha"],
        person["beta"],
    }
    stranger = stack.session_token(stack.member(stack.firm("Elsewhere")))
    stolen = call(
        auth, "GET", "/api/v1/auth/tenants", token=stranger, query=f"limit=1&cursor={first['nextCursor']}"
    )
    assert (stolen.status, stolen.code) == (400, "invalid_cursor")
