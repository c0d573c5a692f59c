"""The HTTP front: a threading HTTP server on loopback that hands every request to the gateway."""

from __future__ import annotations

import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from local_stack.gateway import MAX_BODY_BYTES, Gateway, Request, Response


class BodyTooLarge(Exception):
    pass


class _Handler(BaseHTTPRequestHandler):
    """One request: read it (within API Gateway's size limit), ask the gateway, write the answer."""

    server: FrontServer
    protocol_version = "HTTP/1.1"  # keep-alive, as clients expect from API Gateway

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
                headers=list(self.headers.items()),
                body=body,
                source_ip=self.client_address[0],
                protocol=self.request_version,
            )
            response = self.server.gateway.handle(request)
        self._write(response)
        elapsed = (time.monotonic() - started) * 1000
        print(f"{self.command} {self.path} -> {response.status} ({elapsed:.0f} ms)", file=sys.stderr)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = _dispatch

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
        if self.command != "HEAD":
            self.wfile.write(response.body)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Silenced: _dispatch prints one line per request with its duration instead."""


class FrontServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, port: int, gateway: Gateway, host: str = "127.0.0.1"):
        super().__init__((host, port), _Handler)
        self.gateway = gateway

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host!s}:{port}"
