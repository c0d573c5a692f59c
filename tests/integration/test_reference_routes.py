"""The reference page's routes without a browser (tests/e2e/test_reference_page.py has the browser):
no token needed, the page's Content-Security-Policy allows this origin only, the whole document and the
viewer's files are served as committed (gzip when accepted), cached, and nothing else is served."""

from __future__ import annotations

import base64
import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from platform_api.handler import create_app
from platform_api.reference import ASSETS, DOCS
from tests.support import Stack, api_event

PLATFORM = Path(__file__).parents[2] / "functions" / "platform" / "platform_api"


def get(stack: Stack, path: str, **kwargs: Any) -> dict[str, Any]:
    return dict(stack.app(create_app()).lambda_handler(api_event("GET", path, **kwargs), None))


def body_of(answer: dict[str, Any]) -> bytes:
    raw = base64.b64decode(answer["body"]) if answer["isBase64Encoded"] else answer["body"].encode()
    return gzip.decompress(raw) if answer["headers"].get("Content-Encoding") == "gzip" else raw


def test_the_page_needs_no_token_and_loads_only_from_its_origin(stack: Stack) -> None:
    page = get(stack, DOCS)
    assert page["statusCode"] == 200
    headers = page["headers"]
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    policy = dict(part.strip().split(" ", 1) for part in headers["Content-Security-Policy"].split(";"))
    assert policy["default-src"] == "'none'"
    assert (policy["script-src"], policy["connect-src"]) == ("'self'", "'self'")
    assert headers["Cache-Control"] == "public, max-age=300"
    html = body_of(page).decode()
    for name in ("swagger-ui-bundle.js", "swagger-ui.css", "reference.js"):
        assert f'"{DOCS}/assets/{name}"' in html
    assert "http" not in html.replace("http-equiv", "")  # no absolute URL: nothing from another host
    assert "<script>" not in html  # no inline script: the policy would refuse it


def test_the_whole_document_is_public_and_is_the_committed_one(stack: Stack) -> None:
    answer = get(stack, f"{DOCS}/openapi.json")
    assert (answer["statusCode"], answer["headers"]["Content-Type"]) == (200, "application/json")
    committed = json.loads((PLATFORM / "openapi.json").read_text(encoding="utf-8"))
    assert json.loads(body_of(answer)) == committed
    assert {tag["name"] for tag in committed["tags"]} >= {"records", "webhooks", "integrations"}


@pytest.mark.parametrize("name", sorted(ASSETS))
def test_each_asset_is_served_cached_and_compressed_when_accepted(stack: Stack, name: str) -> None:
    plain = get(stack, f"{DOCS}/assets/{name}")
    packed = get(stack, f"{DOCS}/assets/{name}", headers={"Accept-Encoding": "gzip, deflate, br"})
    assert (plain["statusCode"], packed["statusCode"]) == (200, 200)
    assert "Content-Encoding" not in plain["headers"]
    assert (packed["headers"]["Content-Encoding"], packed["isBase64Encoded"]) == ("gzip", True)
    assert body_of(packed) == body_of(plain) == (PLATFORM / ASSETS[name][0]).read_bytes()
    assert plain["headers"]["Cache-Control"] == "public, max-age=86400"
    assert plain["headers"]["Vary"] == "Accept-Encoding"
    assert plain["headers"]["Content-Type"] == ASSETS[name][1]


def test_gzip_refused_by_weight_is_not_sent(stack: Stack) -> None:
    answer = get(stack, f"{DOCS}/assets/reference.js", headers={"Accept-Encoding": "gzip;q=0, identity"})
    assert "Content-Encoding" not in answer["headers"]


@pytest.mark.parametrize("name", ["nope.js", "..%2Fopenapi.json", "viewer%2FLICENSE", "reference.py", "%00"])
def test_nothing_else_is_served(stack: Stack, name: str) -> None:
    answer = get(stack, f"{DOCS}/assets/{name}")
    assert answer["statusCode"] == 404
    assert json.loads(answer["body"])["error"]["code"] == "not_found"


def test_a_head_answers_the_pages_headers_without_its_body(stack: Stack) -> None:
    answer = dict(stack.app(create_app()).lambda_handler(api_event("HEAD", DOCS), None))
    assert (answer["statusCode"], answer["headers"]["Content-Type"]) == (200, "text/html; charset=utf-8")
    assert not answer.get("body")


def test_the_operations_are_in_the_document_as_pages_not_json(stack: Stack) -> None:
    committed = json.loads((PLATFORM / "openapi.json").read_text(encoding="utf-8"))
    page = committed["paths"][DOCS]["get"]
    assert list(page["responses"]["200"]["content"]) == ["text/html; charset=utf-8"]
    assert "security" not in page or page["security"] == []
