"""The local stack's development identity provider, served in this process on a free port."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from typing import Any

import httpx
import jwt
import pytest

from local_stack.__main__ import function_environments, with_issuer
from local_stack.aws_endpoint import PortBusy
from local_stack.dev_identity_provider import (
    AUDIENCE,
    DevIdentityProvider,
    start_provider,
    subject_of,
)
from local_stack.template import (
    BUCKET,
    QUEUE,
    SCHEDULE_GROUP,
    SECRET,
    TABLE,
    TemplateError,
    functions,
    load_template,
    local_arns,
    parameter_values,
    resources_of_type,
)

NOW = 1_800_000_000


@pytest.fixture(scope="module")
def provider() -> Iterator[DevIdentityProvider]:
    with DevIdentityProvider(0, log_requests=False) as running:
        yield running


@pytest.fixture(scope="module")
def http(provider: DevIdentityProvider) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=provider.url, timeout=10) as client:
        yield client


def mint(http: httpx.Client, **body: Any) -> str:
    response = http.post("/dev/id-token", json=body)
    assert response.status_code == 200, response.text
    token: str = response.json()["idToken"]
    return token


def verify(provider: DevIdentityProvider, token: str) -> dict[str, Any]:
    """As the API verifies: the key from the served JWKS, RS256 only, audience and issuer required."""
    key = jwt.PyJWKClient(provider.jwks_url, cache_keys=False).get_signing_key_from_jwt(token)
    claims: dict[str, Any] = jwt.decode(
        token,
        key.key,
        algorithms=["RS256"],
        audience=AUDIENCE,
        issuer=provider.url,
        options={"require": ["iss", "aud", "exp", "iat", "sub", "email"]},
    )
    return claims


# ---- documents -----------------------------------------------------------------------------------------


def test_the_issuer_is_the_loopback_url_of_the_port_it_listens_on(provider: DevIdentityProvider) -> None:
    host, _, port = provider.url.removeprefix("http://").partition(":")
    assert (host, provider.issuer) == ("127.0.0.1", provider.url)
    assert int(port) > 0


def test_openid_configuration_names_the_issuer_jwks_and_rs256(
    provider: DevIdentityProvider, http: httpx.Client
) -> None:
    response = http.get("/.well-known/openid-configuration")
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    document = response.json()
    assert document["issuer"] == provider.url
    assert document["jwks_uri"] == f"{provider.url}/jwks.json"
    assert document["id_token_signing_alg_values_supported"] == ["RS256"]


def test_jwks_has_one_public_rsa_signing_key(http: httpx.Client) -> None:
    response = http.get("/jwks.json")
    assert response.status_code == 200
    (key,) = response.json()["keys"]
    assert {key["kty"], key["kid"], key["alg"], key["use"]} == {"RSA", "dev-1", "RS256", "sig"}
    assert {"n", "e"} <= set(key)
    assert not {"d", "p", "q", "dp", "dq", "qi"} & set(key)  # never the private parts
    modulus = jwt.utils.base64url_decode(key["n"])
    assert len(modulus) * 8 == 2048


def test_trusted_issuer_is_the_entry_for_the_apis_trusted_issuers(provider: DevIdentityProvider) -> None:
    assert provider.trusted_issuer() == {
        "issuer": provider.url,
        "audience": "records-platform-local",
        "jwksUrl": f"{provider.url}/jwks.json",
        "kind": "consumer",  # vouches for every email it is asked for: accepted by every firm, if verified
    }


# ---- minting -------------------------------------------------------------------------------------------


def test_a_minted_token_verifies_against_the_served_jwks(
    provider: DevIdentityProvider, http: httpx.Client
) -> None:
    token = mint(http, email="ana@alpha.example", name="Ana Alves")

    claims = verify(provider, token)

    assert jwt.get_unverified_header(token)["kid"] == "dev-1"
    assert claims["iss"] == provider.url
    assert claims["aud"] == "records-platform-local"
    assert claims["email"] == "ana@alpha.example"
    assert claims["email_verified"] is True
    assert claims["name"] == "Ana Alves"
    assert claims["sub"] == subject_of("ana@alpha.example")
    assert claims["exp"] - claims["iat"] == 3600


def test_email_verified_false_is_honoured(provider: DevIdentityProvider, http: httpx.Client) -> None:
    claims = verify(provider, mint(http, email="bo@beta.example", emailVerified=False))
    assert claims["email_verified"] is False


def test_name_defaults_to_the_local_part_of_the_email(
    provider: DevIdentityProvider, http: httpx.Client
) -> None:
    assert verify(provider, mint(http, email="cy@gamma.example"))["name"] == "cy"


def test_the_subject_is_stable_per_email_and_differs_between_emails(
    provider: DevIdentityProvider, http: httpx.Client
) -> None:
    first = verify(provider, mint(http, email="Ana@Alpha.example"))["sub"]
    again = verify(provider, mint(http, email="ana@alpha.example"))["sub"]
    other = verify(provider, mint(http, email="bo@beta.example"))["sub"]
    assert first == again != other
    assert first.startswith("dev|")
    assert len(first) == len("dev|") + 16


def test_another_audience_is_minted_but_fails_the_apis_audience(
    provider: DevIdentityProvider, http: httpx.Client
) -> None:
    token = mint(http, email="ana@alpha.example", audience="someone-else")
    assert jwt.decode(token, options={"verify_signature": False})["aud"] == "someone-else"
    with pytest.raises(jwt.InvalidAudienceError):
        verify(provider, token)


def test_each_provider_has_its_own_key(provider: DevIdentityProvider) -> None:
    with DevIdentityProvider(0, log_requests=False) as other:
        foreign = other.mint({"email": "ana@alpha.example"})
    key = jwt.PyJWKClient(provider.jwks_url, cache_keys=False).get_signing_key("dev-1")
    with pytest.raises(jwt.InvalidSignatureError):
        jwt.decode(foreign, key.key, algorithms=["RS256"], audience=AUDIENCE)


def test_tokens_use_the_clock(provider: DevIdentityProvider) -> None:
    with DevIdentityProvider(0, clock=lambda: NOW, log_requests=False) as fixed:
        claims = jwt.decode(fixed.mint({"email": "ana@alpha.example"}), options={"verify_signature": False})
    assert (claims["iat"], claims["exp"]) == (NOW, NOW + 3600)


@pytest.mark.parametrize(
    "body",
    [
        b"",
        b"not json",
        b"[]",
        b'"ana@alpha.example"',
        b"{}",
        b'{"email": ""}',
        b'{"email": "not-an-email"}',
        b'{"email": 42}',
        b'{"email": "ana@alpha.example", "emailVerified": "false"}',
        b'{"email": "ana@alpha.example", "emailVerified": 0}',
        b'{"email": "ana@alpha.example", "name": "  "}',
        b'{"email": "ana@alpha.example", "name": 7}',
        b'{"email": "ana@alpha.example", "audience": ""}',
        b'{"email": "ana@alpha.example", "email_verified": false}',  # a typo is not silently ignored
        b"\xff\xfe",
    ],
)
def test_a_bad_body_is_400_invalid_request(http: httpx.Client, body: bytes) -> None:
    response = http.post("/dev/id-token", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == "invalid_request"
    assert error["message"]


def test_a_body_too_large_is_400(http: httpx.Client) -> None:
    body = json.dumps({"email": "ana@alpha.example", "name": "x" * 70_000}).encode()
    response = http.post("/dev/id-token", content=body)
    assert response.status_code == 400


def test_wrong_method_is_405_and_unknown_path_404(http: httpx.Client) -> None:
    assert http.get("/dev/id-token").status_code == 405
    assert http.post("/jwks.json", json={}).status_code == 405
    assert http.get("/authorize").status_code == 404


# ---- starting --------------------------------------------------------------------------------------------


def test_start_provider_reads_dev_idp_port(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEV_IDP_PORT", "0")
    running = start_provider()
    try:
        assert httpx.get(f"{running.url}/jwks.json", timeout=10).status_code == 200
    finally:
        running.stop()
    with pytest.raises(httpx.TransportError):
        httpx.get(f"{running.url}/jwks.json", timeout=2)


def test_a_bad_dev_idp_port_is_a_value_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEV_IDP_PORT", "http")
    with pytest.raises(ValueError, match="DEV_IDP_PORT"):
        start_provider()


def test_a_busy_port_is_port_busy() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        with pytest.raises(PortBusy, match="DEV_IDP_PORT=0"):
            DevIdentityProvider(taken.getsockname()[1])


# ---- how the local stack makes the functions trust it ------------------------------------------------------

ENTRY = {
    "issuer": "http://127.0.0.1:4567",
    "audience": "records-platform-local",
    "jwksUrl": "http://127.0.0.1:4567/jwks.json",
    "kind": "consumer",
}
CORPORATE = {
    "issuer": "https://login.example.com",
    "audience": "api",
    "jwksUrl": "https://login.example.com/keys",
    "kind": "enterprise",
}


def _template(*, declared: bool, passed: bool) -> dict[str, Any]:
    auth_env: dict[str, Any] = {"POWERTOOLS_SERVICE_NAME": "auth"}
    if passed:
        auth_env["TRUSTED_ISSUERS"] = {"Ref": "TrustedIssuers"}
    function = {"Type": "AWS::Serverless::Function", "Properties": {"CodeUri": "x/", "Handler": "h.f"}}
    return {
        "Parameters": {"TrustedIssuers": {"Type": "String", "Default": "[]"}} if declared else {},
        "Resources": {
            "AuthFunction": {
                **function,
                "Properties": {**function["Properties"], "Environment": {"Variables": auth_env}},
            },
            "PlatformFunction": function,
        },
    }


def _environments(template: dict[str, Any], overrides: dict[str, str] | None = None) -> Any:
    names = {
        logical_id: f"test-{logical_id}"
        for kind in (TABLE, SECRET, SCHEDULE_GROUP, BUCKET, QUEUE)
        for logical_id in resources_of_type(template, kind)
    } | local_arns(template, "test")
    return function_environments(template, functions(template), names, overrides or {}, ENTRY)


def test_through_the_template_parameter_when_the_template_declares_it() -> None:
    environments = _environments(_template(declared=True, passed=True))
    assert json.loads(environments["AuthFunction"]["TRUSTED_ISSUERS"]) == [ENTRY]
    assert "TRUSTED_ISSUERS" not in environments["PlatformFunction"]


def test_an_operators_trusted_issuers_are_kept_next_to_the_dev_provider() -> None:
    given = json.dumps([CORPORATE, {**ENTRY, "kind": "consumer"}])
    environments = _environments(_template(declared=True, passed=True), {"TrustedIssuers": given})
    assert json.loads(environments["AuthFunction"]["TRUSTED_ISSUERS"]) == [CORPORATE, ENTRY]


def test_directly_in_the_environment_while_the_template_passes_it_to_no_function() -> None:
    for template in (_template(declared=False, passed=False), _template(declared=True, passed=False)):
        environments = _environments(template)
        for environment in environments.values():
            assert json.loads(environment["TRUSTED_ISSUERS"]) == [ENTRY]


def test_a_trusted_issuers_value_that_is_not_a_json_list_is_refused() -> None:
    with pytest.raises(TemplateError, match="TrustedIssuers"):
        _environments(_template(declared=True, passed=True), {"TrustedIssuers": "{}"})
    with pytest.raises(TemplateError, match="TrustedIssuers"):
        with_issuer("not json", ENTRY)


def test_the_repo_template_trusts_the_dev_provider_locally_and_nobody_by_default() -> None:
    template = load_template()
    environments = _environments(template)
    trusting = [env for env in environments.values() if "TRUSTED_ISSUERS" in env]
    assert trusting
    for environment in trusting:
        assert ENTRY in json.loads(environment["TRUSTED_ISSUERS"])
    assert parameter_values(template).get("TrustedIssuers", "[]") == "[]"  # what a deployment gets
