"""LOCAL_OUTBOUND_ORIGINS: the local stack alone lets outbound calls reach a developer's own origins.

The kernel allows exactly the origins `allow_local_origins` was given (plain http and loopback pass the
guard for them, every other rule holds); anything else is refused as before; a fresh process allows
nothing whatever its environment holds; the local stack installs the variable's origins at start and
refuses to start on a malformed one; `Outbound` reaches an allowed http origin without TLS and an https
one with it, within the same bounds.
"""

from __future__ import annotations

import ipaddress
import json
import os
import ssl
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpcore
import pytest
import trustme

from kernel.address_guard import (
    Origin,
    Refused,
    Resolver,
    Target,
    allow_local_origins,
    check_url,
    local_origins,
    parse_origin,
    resolve_checked,
)
from kernel.outbound import CallFailed, Limits, Outbound
from local_stack import __main__ as records_local
from tests.connector_support import PartnerSystem

SHARED = Path(__file__).resolve().parents[2] / "shared"
LOOPBACK = ipaddress.ip_address("127.0.0.1")


@pytest.fixture(autouse=True)
def allowance() -> Iterator[None]:
    """Each test starts with nothing allowed and leaves the allowance as it found it."""
    before = [str(origin) for origin in local_origins()]
    allow_local_origins(())
    yield
    allow_local_origins(before)


def refusal(url: str) -> str:
    with pytest.raises(Refused) as refused:
        check_url(url)
    return refused.value.code


def answering(*addresses: str) -> Resolver:
    return lambda host, port: list(addresses)


def never_asked(host: str, port: int) -> list[str]:
    raise AssertionError(f"{host} was looked up")


# ---- the guard ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "code"),
    [
        ("http://127.0.0.1:9000/x", "url_not_https"),
        ("https://127.0.0.1:9000/x", "address_not_public"),
        ("https://localhost:8443", "address_not_public"),
        ("http://localhost:8443", "url_not_https"),
    ],
)
def test_with_nothing_allowed_loopback_and_plain_http_are_refused(url: str, code: str) -> None:
    assert refusal(url) == code


def test_an_allowed_origin_passes_with_plain_http_and_loopback() -> None:
    allow_local_origins(["http://127.0.0.1:9000", "https://localhost:8443"])
    assert check_url("http://127.0.0.1:9000/hook/") == Target(
        "127.0.0.1", 9000, LOOPBACK, "/hook", scheme="http", local=True
    )
    assert check_url("https://LOCALHOST.:8443/v1") == Target(
        "localhost", 8443, None, "/v1", scheme="https", local=True
    )
    # another spelling of the same address is the same origin (the guard normalises both)
    assert check_url("http://127.1:9000").host == "127.0.0.1"


@pytest.mark.parametrize(
    ("url", "code"),
    [
        ("http://127.0.0.1:9001/x", "url_not_https"),  # another port
        ("http://127.0.0.1/x", "url_not_https"),  # http's own port, 80
        ("https://127.0.0.1:9000/x", "address_not_public"),  # another scheme
        ("http://localhost:9000", "url_not_https"),  # the name is another origin than the address
        ("http://10.0.0.1:9000", "url_not_https"),  # another host
        ("http://localhost:8443", "url_not_https"),
        ("https://localhost:8444", "address_not_public"),
        ("https://app.localhost:8443", "address_not_public"),
        ("http://user:pass@127.0.0.1:9000", "url_has_userinfo"),
        ("http://evil.example@127.0.0.1:9000", "url_has_userinfo"),
        ("http://127.0.0.1:9000@evil.example/", "url_not_https"),
        ("http://127.0.0.1:9000/x?y=1", "url_has_query"),
        ("http://127.0.0.1:9000/x#part", "url_has_query"),
        ("http://127.0.0.1:9000/a b", "url_invalid"),
        ("http://127.0.0.1:9000/\x00", "url_invalid"),
        ("http://127.0.0.1:9000/" + "a" * 2048, "url_invalid"),
    ],
)
def test_only_exactly_an_allowed_origin_passes_and_its_other_rules_hold(url: str, code: str) -> None:
    allow_local_origins(["http://127.0.0.1:9000", "https://localhost:8443"])
    assert refusal(url) == code


def test_an_allowed_origin_is_called_at_its_literal_or_the_first_address_its_name_resolves_to() -> None:
    allow_local_origins(["http://127.0.0.1:9000", "https://localhost:8443"])
    assert resolve_checked(check_url("http://127.0.0.1:9000"), never_asked) == LOOPBACK
    named = check_url("https://localhost:8443")
    assert resolve_checked(named, answering("::1", "127.0.0.1")) == ipaddress.ip_address("::1")
    with pytest.raises(Refused, match="does not resolve") as refused:
        resolve_checked(named, answering())
    assert refused.value.code == "host_not_resolved"


def test_other_targets_keep_every_rule_while_origins_are_allowed() -> None:
    allow_local_origins(["http://127.0.0.1:9000"])
    with pytest.raises(Refused) as refused:
        resolve_checked(check_url("https://api.partner.example"), answering("93.184.216.34", "127.0.0.1"))
    assert refused.value.code == "address_not_public"
    forged = Target("127.0.0.1", 9000, LOOPBACK, "", scheme="http")  # not made by check_url: not local
    with pytest.raises(Refused) as refused:
        resolve_checked(forged, never_asked)
    assert refused.value.code == "url_not_https"


def test_a_target_checked_while_allowed_is_refused_at_the_call_once_the_allowance_ends() -> None:
    allow_local_origins(["http://127.0.0.1:9000", "https://localhost:8443"])
    plain, named = check_url("http://127.0.0.1:9000"), check_url("https://localhost:8443")
    allow_local_origins(())
    with pytest.raises(Refused) as refused:
        resolve_checked(plain, never_asked)
    assert refused.value.code == "url_not_https"
    with pytest.raises(Refused) as refused:
        resolve_checked(named, answering("127.0.0.1"))
    assert refused.value.code == "address_not_public"


# ---- origins -----------------------------------------------------------------------------------------


def test_an_origin_is_read_with_its_default_port_and_its_host_normalised() -> None:
    assert allow_local_origins(["HTTPS://LocalHost", "http://[::1]:9000", "http://127.1:9000"]) == {
        Origin("https", "localhost", 443),
        Origin("http", "::1", 9000),
        Origin("http", "127.0.0.1", 9000),
    }
    assert sorted(map(str, local_origins())) == [
        "http://127.0.0.1:9000",
        "http://[::1]:9000",
        "https://localhost:443",
    ]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "expected http://host:port"),
        ("127.0.0.1:9000", "expected http://host:port"),
        ("ftp://127.0.0.1:21", "expected http://host:port"),
        ("http:/127.0.0.1:9000", "expected http://host:port"),
        ("http://127.0.0.1:9000/", "no user name, path"),
        ("http://127.0.0.1:9000/hook", "no user name, path"),
        ("http://user@127.0.0.1:9000", "no user name, path"),
        ("http://127.0.0.1:9000?x=1", "no user name, path"),
        ("http://127.0.0.1:9000#x", "no user name, path"),
        ("http://127.0.0.1:0", "port must be 1 to 65535"),
        ("http://127.0.0.1:", "port must be 1 to 65535"),
        ("http://127.0.0.1:99999", "port or its brackets"),
        ("http://127.0.0.1:web", "port or its brackets"),
        ("http://[::1:9000", "port or its brackets"),
        ("http://:9000", "names no host"),
        ("http://dev_box:9000", "neither a valid name nor an IP address"),
        ("http://256.0.0.1:9000", "out of range"),
        (" http://127.0.0.1:9000", "spaces, control characters"),
    ],
)
def test_a_malformed_origin_is_a_value_error_and_changes_nothing(text: str, says: str) -> None:
    allow_local_origins(["http://127.0.0.1:9000"])
    with pytest.raises(ValueError, match=says) as error:
        allow_local_origins(["https://localhost:8443", text])
    assert repr(text) in str(error.value)
    assert local_origins() == {parse_origin("http://127.0.0.1:9000")}


def test_a_fresh_process_allows_nothing_whatever_its_environment_holds() -> None:
    program = (
        "from kernel import address_guard, outbound\n"
        "try:\n"
        "    address_guard.check_url('http://127.0.0.1:9000/x')\n"
        "except address_guard.Refused as refused:\n"
        "    print(refused.code)\n"
    )
    environment = {**os.environ, "LOCAL_OUTBOUND_ORIGINS": "http://127.0.0.1:9000", "PYTHONPATH": str(SHARED)}
    done = subprocess.run(  # noqa: S603 (this interpreter, a fixed program)
        [sys.executable, "-c", program], env=environment, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "url_not_https", done.stderr


# ---- the local stack ---------------------------------------------------------------------------------


def test_the_local_stack_allows_the_origins_its_variable_names() -> None:
    environ = {"LOCAL_OUTBOUND_ORIGINS": " https://localhost:8443 , http://127.0.0.1:9000,"}
    allowed = records_local.allow_outbound_origins(environ)
    assert allowed == ("http://127.0.0.1:9000", "https://localhost:8443")
    assert check_url("http://127.0.0.1:9000/x").local
    assert records_local.allow_outbound_origins({}) == ()
    assert refusal("http://127.0.0.1:9000/x") == "url_not_https"


def test_the_local_stack_does_not_start_on_a_malformed_origin(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def started() -> None:
        raise AssertionError("the stack started")

    monkeypatch.setattr(records_local, "start_endpoint", started)
    monkeypatch.setenv("LOCAL_OUTBOUND_ORIGINS", "http://127.0.0.1:9000,http://127.0.0.1:9000/hook")
    assert records_local.main(["--port", "0"]) == 2
    error = capsys.readouterr().err
    assert "LOCAL_OUTBOUND_ORIGINS: 'http://127.0.0.1:9000/hook' is not an origin" in error
    assert local_origins() == frozenset()


def test_the_announcement_names_the_allowed_origins(capsys: pytest.CaptureFixture[str]) -> None:
    ready = records_local.Ready(
        api_url="http://127.0.0.1:3000", aws_endpoint="http://127.0.0.1:4566", stack_name="local",
        firm_id="firm_1", firm_name="Demo", user_id="usr_1", user_email="demo@example.com",
        demo_created=True, api_token="rpk_x", dev_identity_provider="http://127.0.0.1:4567",
        admin_environment={}, outbound_origins=("http://127.0.0.1:9000",),
    )  # fmt: skip
    records_local.announce(ready, as_json=False)
    assert "  outbound      http://127.0.0.1:9000 (LOCAL_OUTBOUND_ORIGINS" in capsys.readouterr().out
    records_local.announce(ready, as_json=True)
    assert json.loads(capsys.readouterr().out)["outboundOrigins"] == ["http://127.0.0.1:9000"]


# ---- the outbound call -------------------------------------------------------------------------------


class PlainServer:
    """A plain-http server on loopback: /hook answers JSON, /big more than a call reads, /moved a 302."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str, str, bytes]] = []  # method, path, Host, body
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                server.seen.append((self.command, self.path, self.headers["Host"], body))
                reply = {"/big": b"x" * 5000, "/moved": b""}.get(self.path, b'{"ok": true}')
                self.send_response(302 if self.path == "/moved" else 200)
                if self.path == "/moved":
                    self.send_header("Location", "/hook")
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, format: str, *args: Any) -> None:
                return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.port = int(self._server.server_address[1])
        self.origin = f"http://127.0.0.1:{self.port}"
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


class CountingBackend(httpcore.SyncBackend):
    """The real network, counting the connections opened."""

    def __init__(self) -> None:
        self.connected: list[tuple[str, int]] = []

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None, socket_options: Any = None) -> Any:  # fmt: skip
        self.connected.append((host, port))
        return super().connect_tcp(host, port, timeout, local_address, socket_options)


@pytest.fixture
def plain() -> Iterator[PlainServer]:
    server = PlainServer()
    yield server
    server.close()


def test_an_allowed_http_origin_is_reached_without_tls_and_refused_once_the_allowance_ends(
    plain: PlainServer,
) -> None:
    backend = CountingBackend()
    allow_local_origins([plain.origin])
    target = check_url(f"{plain.origin}/hook")
    call = Outbound(network_backend=backend).call
    answer = call(target, "POST", "/hook", [("Content-Type", "application/json")], b"{}")
    assert (answer.status, answer.body, answer.truncated) == (200, b'{"ok": true}', False)
    assert plain.seen == [("POST", "/hook", f"127.0.0.1:{plain.port}", b"{}")]

    allow_local_origins(())
    with pytest.raises(Refused) as refused:
        call(target, "POST", "/hook", [("Content-Type", "application/json")], b"{}")
    assert refused.value.code == "url_not_https"
    assert refusal(f"{plain.origin}/hook") == "url_not_https"
    assert (len(backend.connected), len(plain.seen)) == (1, 1)  # nothing was sent the second time


def test_an_allowed_http_origin_keeps_the_bounds_of_a_call(plain: PlainServer) -> None:
    allow_local_origins([plain.origin])
    outbound = Outbound(limits=Limits(max_response_bytes=100))
    big = outbound.call(check_url(plain.origin), "POST", "/big", [], b"{}")
    assert (big.status, len(big.body), big.truncated) == (200, 100, True)
    moved = outbound.call(check_url(plain.origin), "POST", "/moved", [], b"{}")
    assert (moved.status, moved.location) == (302, "/hook")
    assert [path for _, path, _, _ in plain.seen] == ["/big", "/moved"]  # the redirect was not followed


def test_an_allowed_https_origin_is_reached_over_tls_checked_against_its_name() -> None:
    ca = trustme.CA()
    system = PartnerSystem(ca, host="localhost")
    try:
        context = ssl.create_default_context()
        ca.configure_trust(context)
        allow_local_origins([f"https://localhost:{system.port}", f"https://127.0.0.1:{system.port}"])
        outbound = Outbound(resolver=answering("127.0.0.1"), ssl_context=context)
        answer = outbound.call(check_url(f"https://localhost:{system.port}/v1"), "GET", "/v1/items", [], None)
        assert (answer.status, [seen.path for seen in system.seen]) == (200, ["/v1/items"])
        with pytest.raises(CallFailed) as failed:  # the certificate names localhost, not the address
            outbound.call(check_url(f"https://127.0.0.1:{system.port}"), "GET", "/", [], None)
        assert failed.value.code == "tls_failed"
    finally:
        system.close()
