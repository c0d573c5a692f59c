"""The HTTP front: a threading HTTP server on loopback that hands every request to the gateway.

Every method reaches the gateway, as API Gateway passes any method to an ANY or $default route, so the
kernel answers TRACE or PROPFIND as it would deployed. Header values are read as UTF-8, as API Gateway
hands them to Lambda. What the front must refuse before the gateway sees a request (a malformed
request line, more than 100 header lines, an over-long line) is answered in the kernel's error
envelope, with X-Request-Id.
"""

from __future__ import annotations

import json
import sys
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from local_stack.gateway import MAX_BODY_BYTES, Gateway, Request, Response, new_request_id


class BodyTooLarge(Exception):
    pass


class _Handler(BaseHTTPRequestHandler):
    """One request: read it (within API Gateway's size limit), ask the gateway, write the answer."""

    server: FrontServer
    protocol_version = "HTTP/1.1"  # keep-alive, as clients expect from API Gateway
    # One send per answer, at once: headers and body written apart would wait out the client's delayed
    # ACK (about 40 ms on Linux) before the body left.
    wbufsize = -1
    disable_nagle_algorithm = True

    def version_string(self) -> str:
        return "records-local"

    def _dispatch(self) -> None:
        started = time.monotonic()
        raw_path, _, raw_query = self.path.partition("?")
        try:
            body = self._read_body()
        except BodyTooLarge:
            self.close_connection = True  # the rest of the body is still on the wire
            response = Response.message(413, "Request Entity Too Large")
        except ValueError:
            self.close_connection = True
            response = Response.message(400, "Bad Request")
        else:
            request = Request(
                method=self.command,
                raw_path=raw_path,
                raw_query=raw_query,
                headers=[(name, _as_utf8(value)) for name, value in self.headers.items()],
                body=body,
                source_ip=self.client_address[0],
                protocol=self.request_version,
            )
            response = self.server.gateway.handle(request)
        self._write(response)
        elapsed = (time.monotonic() - started) * 1000
        print(f"{self.command} {self.path} -> {response.status} ({elapsed:.0f} ms)", file=sys.stderr)

    def __getattr__(self, name: str) -> Any:
        """`do_<METHOD>` for every method: the gateway and the kernel decide what a method means."""
        if name.startswith("do_"):
            return self._dispatch
        raise AttributeError(name)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """The front's own refusals, in the kernel's error envelope rather than http.server's HTML."""
        status = HTTPStatus(code)
        request_id = new_request_id()
        envelope = {
            "error": {
                "code": status.phrase.lower().replace(" ", "_").replace("-", "_"),
                "message": f"{message or status.phrase}.",
                "requestId": request_id,
            }
        }
        body = json.dumps(envelope, separators=(",", ":")).encode()
        self.close_connection = True  # the rest of the request cannot be trusted
        self.request_version = self.protocol_version  # a status line even when the request line was bad
        headers = [
            ("Content-Type", "application/json"),
            ("X-Request-Id", request_id),
            ("apigw-requestid", request_id),
        ]
        self._write(Response(code, headers, body))
        print(f"refused before routing -> {code} ({message})", file=sys.stderr)

    def _read_body(self) -> bytes:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            return self._read_chunked()
        length = int(self.headers.get("Content-Length") or 0)
        if length < 0:
            raise ValueError("negative Content-Length")
        if length > MAX_BODY_BYTES:
            raise BodyTooLarge
        return self.rfile.read(length)

    def _read_chunked(self) -> bytes:
        body = bytearray()
        while True:
            size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
            if size == 0:
                while self.rfile.readline().strip():  # trailers, up to the empty line
                    pass
                return bytes(body)
            if len(body) + size > MAX_BODY_BYTES:
                raise BodyTooLarge
            body += self.rfile.read(size)
            self.rfile.readline()  # the CRLF after each chunk

    def _write(self, response: Response) -> None:
        self.send_response(response.status)
        for name, value in response.headers:
            if name.lower() not in ("content-length", "connection", "transfer-encoding"):
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(response.body)))
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if getattr(self, "command", None) != "HEAD":
            self.wfile.write(response.body)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Silenced: _dispatch prints one line per request with its duration instead."""


def _as_utf8(value: str) -> str:
    """http.server reads header bytes as Latin-1; API Gateway passes them on as UTF-8."""
    return value.encode("latin-1").decode("utf-8", "replace")


class FrontServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, port: int, gateway: Gateway, host: str = "127.0.0.1"):
        super().__init__((host, port), _Handler)
        self.gateway = gateway

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host!s}:{port}"
