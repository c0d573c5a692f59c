"""The API reference page's first visit, as the platform function answers it (no AWS call: the page,
its three files and the whole OpenAPI document are files beside the code): the bytes a browser that
accepts gzip receives beside the bytes of the files, and the time of a container's first answers
(which read and compress each file) beside a warm container's (which answer from memory)."""

from __future__ import annotations

import base64
import contextlib
import io
import statistics
import time
from typing import Any

ROUNDS = 11
VISIT = ["/api/v1/docs", "/api/v1/docs/assets/swagger-ui.css", "/api/v1/docs/assets/swagger-ui-bundle.js",
         "/api/v1/docs/assets/reference.js", "/api/v1/docs/openapi.json"]  # fmt: skip


def _visit(app: Any) -> tuple[int, int]:
    """(bytes sent, bytes of the answers once decoded) for one first visit, gzip accepted."""
    from tests.support import api_event

    sent = plain = 0
    for path in VISIT:
        answer = app.lambda_handler(api_event("GET", path, headers={"Accept-Encoding": "gzip, br"}), None)
        assert answer["statusCode"] == 200, (path, answer["statusCode"])
        body = answer["body"]
        raw = base64.b64decode(body) if answer["isBase64Encoded"] else body.encode()
        sent += len(raw)
        plain += len(_decoded(raw, answer["headers"]))
    return sent, plain


def _decoded(raw: bytes, headers: dict[str, str]) -> bytes:
    import gzip

    return gzip.decompress(raw) if headers.get("Content-Encoding") == "gzip" else raw


def lines() -> list[str]:
    with contextlib.redirect_stdout(io.StringIO()):  # the access log and metrics lines of each answer
        return _measured()


def _measured() -> list[str]:
    from local_stack.families import families, put_on_path

    put_on_path(families())
    from platform_api import reference
    from platform_api.handler import create_app

    cold: list[float] = []
    warm: list[float] = []
    for _ in range(ROUNDS):
        reference._text.cache_clear()
        reference._compressed.cache_clear()
        app = create_app()
        started = time.perf_counter()
        sent, plain = _visit(app)  # reads and compresses each file
        cold.append(time.perf_counter() - started)
        started = time.perf_counter()
        _visit(app)
        warm.append(time.perf_counter() - started)
    first, again = statistics.median(cold), statistics.median(warm)
    return [
        f"bytes of a first visit, gzip     {sent / 1e6:.2f} MB sent for {plain / 1e6:.2f} MB of page, files "
        f"and document ({sent / plain:.2f}x)",
        f"a container's first visit        {first * 1000:.0f} ms beside a warm one's {again * 1000:.0f} ms "
        f"({first / again:.1f}x: reading and compressing, once per container)",
    ]
