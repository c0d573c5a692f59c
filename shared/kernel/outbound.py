"""Safe outbound HTTPS: one call to an outside system, at an address the guard checked, bounded.

The one way the service sends a request to an address a customer chose (a connector's test, an
automation's connector step). On every call:

- the target's name is resolved once, and every address it resolves to must pass the address guard;
  the connection goes to the first of them (pinned: no second lookup, so DNS rebinding cannot swap
  it), and TLS is verified against the host NAME (SNI and certificate check);
- redirects are not followed (a 30x is the answer, with where it pointed);
- nothing is read from the environment (no proxy variables, no netrc): httpcore has no such switches;
- the connect, each read, and the whole call are bounded in time, and at most `max_response_bytes`
  of the answer are read.

The resolver, the network backend and the TLS trust are ports (`Outbound(...)`): tests give a stub
resolver and a backend that reaches their loopback server; the deployed code has no switch that lets
a refused address through.

An allowed local origin (`address_guard.allow_local_origins`, which only the local stack calls) is
reached as its origin says: over plain http (no TLS, no SNI) when it is http, with the same bounds.
"""

from __future__ import annotations

import ssl
import time
from collections.abc import Sequence
from typing import Any, NamedTuple

from kernel.address_guard import Resolver, Target, resolve_checked, system_resolver


class Limits(NamedTuple):
    connect_seconds: float = 3.0
    read_seconds: float = 5.0
    total_seconds: float = 8.0  # under the function's 10 s timeout, with room to answer
    max_response_bytes: int = 1_048_576


DEFAULT_LIMITS = Limits()


class Answer(NamedTuple):
    """What the outside system answered."""

    status: int
    content_type: str
    body: bytes  # at most Limits.max_response_bytes
    truncated: bool  # the answer was longer (or slower) than the limits: only `body` was read
    duration_ms: int
    location: str | None  # where a 30x pointed (never followed)
    retry_after: str | None = None  # a 429's or 503's Retry-After, as sent (the caller reads it)


class CallFailed(Exception):
    """No answer: `code` is timeout, connect_failed, tls_failed or protocol_error."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Outbound:
    """The port: `Outbound().call(target, "GET", "/v1/items?x=1", headers, None)`."""

    def __init__(
        self,
        resolver: Resolver = system_resolver,
        network_backend: Any = None,
        ssl_context: ssl.SSLContext | None = None,
        limits: Limits = DEFAULT_LIMITS,
    ) -> None:
        self.resolver = resolver  # a save checks names with it too, so a test's stub serves both
        self._backend = network_backend
        self._ssl_context = ssl_context
        self.limits = limits

    def call(
        self,
        target: Target,
        method: str,
        path: str,
        headers: Sequence[tuple[str, str]],
        body: bytes | None,
    ) -> Answer:
        """One request to `target` (checked again here: the guard decides at every call). Raises
        address_guard.Refused before any packet is sent, or CallFailed when no answer came."""
        import httpcore

        address = resolve_checked(target, self.resolver)
        plain = target.scheme == "http"  # an allowed local origin's: resolve_checked refuses any other
        started = time.monotonic()
        deadline = started + self.limits.total_seconds
        pool = httpcore.ConnectionPool(
            ssl_context=self._ssl_context or _default_ssl_context(),
            network_backend=_Deadline(self._backend or httpcore.SyncBackend(), deadline),  # type: ignore[arg-type]
            max_connections=1,
            retries=0,
            http1=True,
            http2=False,
        )
        url = httpcore.URL(scheme=b"http" if plain else b"https", host=str(address).encode("ascii"),
                           port=target.port, target=path.encode("ascii"))  # fmt: skip
        sent_headers = [("Host", _host_header(target)), *headers]
        if body is not None:
            sent_headers.append(("Content-Length", str(len(body))))
        limits = self.limits
        timeouts = {"connect": limits.connect_seconds, "read": limits.read_seconds,
                    "write": limits.read_seconds, "pool": limits.connect_seconds}  # fmt: skip
        extensions: dict[str, Any] = {"timeout": timeouts}
        if not plain:
            extensions["sni_hostname"] = target.host  # TLS checks the NAME, though the address is pinned
        try:
            with (
                pool,
                pool.stream(
                    method,
                    url,
                    headers=sent_headers,
                    content=body,
                    extensions=extensions,
                ) as response,
            ):
                received, truncated = _read_bounded(response, limits, started)
                return Answer(
                    status=response.status,
                    content_type=_header(response.headers, b"content-type") or "",
                    body=received,
                    truncated=truncated,
                    duration_ms=int((time.monotonic() - started) * 1000),
                    location=_header(response.headers, b"location") if 300 <= response.status < 400 else None,
                    retry_after=_header(response.headers, b"retry-after"),
                )
        except (httpcore.TimeoutException, TimeoutError):
            raise CallFailed("timeout", "The outside system did not answer in time.") from None
        except httpcore.ConnectError as error:
            if "CERTIFICATE" in str(error).upper() or "SSL" in str(error).upper():
                raise CallFailed(
                    "tls_failed", "The outside system's TLS certificate was not accepted."
                ) from None
            raise CallFailed("connect_failed", "The outside system could not be reached.") from None
        except (httpcore.ProtocolError, httpcore.NetworkError, ssl.SSLError):
            raise CallFailed("protocol_error", "The outside system's answer could not be read.") from None


class _Deadline:
    """The network backend with the call's deadline on every socket operation: a system that trickles
    its status line or headers a byte at a time cannot hold the call past its total time either."""

    def __init__(self, inner: Any, deadline: float) -> None:
        self._inner = inner
        self._deadline = deadline

    def left(self, timeout: float | None) -> float:
        remaining = self._deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("the call's total time is up")
        return remaining if timeout is None else min(timeout, remaining)

    def connect_tcp(
        self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
        socket_options: Any = None,
    ) -> _DeadlineStream:  # fmt: skip
        stream = self._inner.connect_tcp(host, port, self.left(timeout), local_address, socket_options)
        return _DeadlineStream(stream, self)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


class _DeadlineStream:
    def __init__(self, stream: Any, owner: _Deadline) -> None:
        self._stream = stream
        self._owner = owner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        data: bytes = self._stream.read(max_bytes, self._owner.left(timeout))
        return data

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._stream.write(buffer, self._owner.left(timeout))

    def close(self) -> None:
        self._stream.close()

    def start_tls(self, ssl_context: ssl.SSLContext, server_hostname: str | None = None,
                  timeout: float | None = None) -> _DeadlineStream:  # fmt: skip
        return _DeadlineStream(
            self._stream.start_tls(ssl_context, server_hostname, self._owner.left(timeout)), self._owner
        )

    def get_extra_info(self, info: str) -> Any:
        return self._stream.get_extra_info(info)


def _read_bounded(response: Any, limits: Limits, started: float) -> tuple[bytes, bool]:
    """At most max_response_bytes, and nothing after the call's total time: a server that trickles
    bytes cannot hold the function past its budget."""
    received = bytearray()
    for chunk in response.iter_stream():
        received += chunk
        if len(received) > limits.max_response_bytes:
            return bytes(received[: limits.max_response_bytes]), True
        if time.monotonic() - started > limits.total_seconds:
            return bytes(received), True
    return bytes(received), False


def _host_header(target: Target) -> str:
    host = f"[{target.host}]" if ":" in target.host else target.host
    default_port = 80 if target.scheme == "http" else 443
    return host if target.port == default_port else f"{host}:{target.port}"


def _header(headers: Sequence[tuple[bytes, bytes]], name: bytes) -> str | None:
    for key, value in headers:
        if key.lower() == name:
            return value.decode("latin-1")  # h11 bounds a header; the report cuts it, after redacting
    return None


def _default_ssl_context() -> ssl.SSLContext:
    """The public web's trust (certifi, as httpx uses), TLS 1.2 at least, the host name checked."""
    import certifi

    context = ssl.create_default_context(cafile=certifi.where())
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context
