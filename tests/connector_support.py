"""An outside system for the connector tests: an HTTPS server on loopback with a certificate for a
public-looking name, and the one way to reach it: an `Outbound` whose resolver stub answers a public
address for that name and whose network backend connects that address to the loopback port.

The deployed code has no switch for this: the address guard still checks every resolved address
(the stub answers a public one), and only the injected backend knows where it really goes.
"""

from __future__ import annotations

import json
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpcore
import trustme

from kernel.address_guard import Resolver
from kernel.outbound import DEFAULT_LIMITS, Limits, Outbound

PARTNER_HOST = "api.partner.example"
PARTNER_ADDRESS = "93.184.216.34"  # a public address: the guard lets it through; the backend maps it


@dataclass
class Seen:
    """A request the outside system received."""

    method: str
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Reply:
    status: int = 200
    body: bytes = b"{}"
    headers: dict[str, str] = field(default_factory=lambda: {"Content-Type": "application/json"})
    delay: float = 0.0  # seconds before answering (a slow system)
    trickle: float = 0.0  # seconds between the bytes of a header (a system that holds the call)


Responder = Callable[[Seen], Reply]


class PartnerSystem:
    """The HTTPS server; `respond` decides each answer, `seen` keeps each request."""

    def __init__(self, ca: trustme.CA, host: str = PARTNER_HOST) -> None:
        self.seen: list[Seen] = []
        self.respond: Responder = lambda request: Reply(body=json.dumps({"ok": True}).encode())
        certificate = ca.issue_cert(host)
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        certificate.configure_cert(context)
        system = self

        class Handler(BaseHTTPRequestHandler):
            def _any(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                seen = Seen(self.command, self.path, {k.lower(): v for k, v in self.headers.items()},
                            self.rfile.read(length))  # fmt: skip
                system.seen.append(seen)
                reply = system.respond(seen)
                time.sleep(reply.delay)
                if reply.trickle:
                    self.wfile.write(b"HTTP/1.1 200 OK\r\n")
                    for byte in b"X-Slow: " + b"z" * 40:
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        time.sleep(reply.trickle)
                    return
                self.send_response(reply.status)
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(reply.body)))
                self.end_headers()
                self.wfile.write(reply.body)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _any

            def log_message(self, format: str, *args: Any) -> None:
                return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._server.handle_error = lambda request, address: None  # type: ignore[method-assign]  # a client that gave up
        self._server.socket = context.wrap_socket(self._server.socket, server_side=True)
        self.port = int(self._server.server_address[1])
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


class LoopbackBackend(httpcore.SyncBackend):
    """Connects the partner's public address to the loopback server, and refuses anything else: a
    call that got past the guard to another address fails loudly here instead of leaving the box."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.connected: list[tuple[str, int]] = []

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None, socket_options: Any = None) -> Any:  # fmt: skip
        self.connected.append((host, port))
        if host != PARTNER_ADDRESS:
            raise AssertionError(f"a call tried to reach {host}")
        return super().connect_tcp("127.0.0.1", self.port, timeout, local_address, socket_options)


class StubResolver:
    """Answers from a table (a name -> its addresses), and counts the lookups."""

    def __init__(self, answers: dict[str, list[str]] | None = None) -> None:
        self.answers = answers if answers is not None else {PARTNER_HOST: [PARTNER_ADDRESS]}
        self.asked: list[str] = []

    def __call__(self, host: str, port: int) -> list[str]:
        self.asked.append(host)
        return list(self.answers.get(host, []))


def outbound(
    ca: trustme.CA, backend: LoopbackBackend, resolver: Resolver, limits: Limits = DEFAULT_LIMITS
) -> Outbound:
    context = ssl.create_default_context()
    ca.configure_trust(context)
    return Outbound(resolver=resolver, network_backend=backend, ssl_context=context, limits=limits)


def partner_system() -> Iterator[tuple[trustme.CA, PartnerSystem]]:
    ca = trustme.CA()
    system = PartnerSystem(ca)
    try:
        yield ca, system
    finally:
        system.close()
