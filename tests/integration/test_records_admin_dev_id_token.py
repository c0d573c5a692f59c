"""records-admin dev-id-token against the development identity provider, started in this process."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from typing import Any

import jwt
import pytest

from local_stack.dev_identity_provider import AUDIENCE, DevIdentityProvider
from records_admin.cli import main

Run = tuple[int, str, str]


@pytest.fixture(scope="module")
def provider() -> Iterator[DevIdentityProvider]:
    with DevIdentityProvider(0, log_requests=False) as running:
        yield running


@pytest.fixture
def admin(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Any:
    """Runs records-admin with argv and no AWS at all: dev-id-token needs none."""
    for name in ("DEV_IDP_URL", "IDENTITY_TABLE", "AWS_ENDPOINT_URL", "http_proxy", "HTTP_PROXY"):
        monkeypatch.delenv(name, raising=False)

    def run(*argv: str) -> Run:
        code = main(list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    return run


def verify(provider: DevIdentityProvider, token: str) -> dict[str, Any]:
    key = jwt.PyJWKClient(provider.jwks_url, cache_keys=False).get_signing_key_from_jwt(token)
    claims: dict[str, Any] = jwt.decode(
        token, key.key, algorithms=["RS256"], audience=AUDIENCE, issuer=provider.url
    )
    return claims


def test_json_output_is_a_token_that_verifies(provider: DevIdentityProvider, admin: Any) -> None:
    code, out, err = admin(
        "--json", "dev-id-token", "--email", "ana@alpha.example", "--name", "Ana", "--provider", provider.url
    )

    assert code == 0, err
    document = json.loads(out)
    assert list(document) == ["idToken"]
    claims = verify(provider, document["idToken"])
    assert (claims["email"], claims["name"], claims["email_verified"]) == ("ana@alpha.example", "Ana", True)


def test_the_provider_comes_from_dev_idp_url(
    provider: DevIdentityProvider, admin: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEV_IDP_URL", provider.url)

    code, out, err = admin("dev-id-token", "--email", "bo@beta.example", "--unverified")

    assert code == 0, err
    token = out.strip()
    assert out == f"{token}\n"  # plain output: the token alone, for $(...)
    claims = verify(provider, token)
    assert (claims["email"], claims["email_verified"]) == ("bo@beta.example", False)


def test_localhost_and_a_trailing_slash_are_accepted(provider: DevIdentityProvider, admin: Any) -> None:
    url = provider.url.replace("127.0.0.1", "localhost") + "/"
    code, out, err = admin("--json", "dev-id-token", "--email", "cy@gamma.example", "--provider", url)
    assert code == 0, err
    assert verify(provider, json.loads(out)["idToken"])["email"] == "cy@gamma.example"


@pytest.mark.parametrize(
    "url",
    [
        "http://example.com:4567",
        "http://10.0.0.8:4567",
        "http://0.0.0.0:4567",
        "http://127.0.0.1.nip.io:4567",
        "http://localhost.example.com:4567",
        "http://[2001:db8::1]:4567",
        "ftp://127.0.0.1:4567",
        "127.0.0.1:4567",
    ],
)
def test_a_provider_off_loopback_is_refused_with_exit_2(admin: Any, url: str) -> None:
    code, out, err = admin("dev-id-token", "--email", "ana@alpha.example", "--provider", url)
    assert code == 2
    assert out == ""
    assert "loopback" in err


def test_no_provider_at_all_is_exit_2_with_a_message(admin: Any) -> None:
    code, out, err = admin("dev-id-token", "--email", "ana@alpha.example")
    assert code == 2
    assert out == ""
    assert "DEV_IDP_URL" in err
    assert "--provider" in err


def test_the_providers_400_is_exit_2_with_its_message(provider: DevIdentityProvider, admin: Any) -> None:
    code, out, err = admin("dev-id-token", "--email", "not-an-email", "--provider", provider.url)
    assert code == 2
    assert out == ""
    assert "400 email" in err


def test_a_provider_that_is_not_running_is_exit_1(admin: Any) -> None:
    with socket.socket() as probe:  # a port nobody listens on once closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    code, out, err = admin(
        "dev-id-token", "--email", "ana@alpha.example", "--provider", f"http://127.0.0.1:{port}"
    )
    assert code == 1
    assert out == ""
    assert "is records-local running?" in err
