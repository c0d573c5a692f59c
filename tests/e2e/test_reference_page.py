"""The API reference page in a real browser: the local stack's `GET /api/v1/docs` opened in headless
Chromium (Debian's package, driven by Playwright with its executable path: Playwright's own browser
download is never used). It renders every area of the OpenAPI document and a sample of operations,
loads nothing from another origin, and "Try it out" with a pasted API token creates a record (201),
shown on the page. A screenshot is saved in the test's output folder.

Without Chromium the test is skipped, saying so; with REQUIRE_BROWSER=1 (CI's .ci/run, which installs
Chromium from Debian's packages) it fails instead.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from tests.e2e.test_local_stack import LocalStack

pytestmark = pytest.mark.e2e

DOCS = "/api/v1/docs"
WAIT_MS = 60_000
# Chromium as root in a container with no network beyond loopback: no sandbox, no GPU, and none of
# its own background connections (they would be refused, many at a time).
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync",
                 "--disable-background-networking", "--disable-component-update"]  # fmt: skip
SAMPLE = [  # (area, method, path) a reader looks for
    ("records", "post", "/api/v1/x/records/{type}"),
    ("platform", "get", "/api/v1/x/catalog"),
    ("webhooks", "post", "/api/v1/x/webhooks"),
    ("integrations", "post", "/api/v1/x/mailboxes/{id}/send"),
]


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    found = chromium()
    if found is None:
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail("REQUIRE_BROWSER=1 but no chromium on PATH (apt-get install chromium)")
        pytest.skip("no Chromium here: apt-get install chromium to run the reference page in a browser")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=found, headless=True, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


def test_the_reference_page_renders_every_area_and_tries_a_create(
    local_stack: LocalStack, browser: Any, tmp_path: Path
) -> None:
    document = httpx.get(f"{local_stack.api_url}{DOCS}/openapi.json", timeout=30).json()
    areas = [tag["name"] for tag in document["tags"]]
    origin = urlsplit(local_stack.api_url)
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(f"{local_stack.api_url}{DOCS}", wait_until="load")
    page.wait_for_selector(".opblock-tag-section", timeout=WAIT_MS)

    shown = [each.strip() for each in page.locator(".opblock-tag-section h3 .nostyle span").all_inner_texts()]
    assert shown == areas, shown
    page.screenshot(path=str(tmp_path / "reference-areas.png"))
    for area, method, path in SAMPLE:
        assert method in document["paths"][path]
        section = page.locator(f'.opblock-tag-section:has(h3[data-tag="{area}"])')
        if not section.locator(".opblock").count():
            section.locator("h3").click()
        operation = section.locator(f'.opblock-{method}:has([data-path="{path}"])')
        operation.first.wait_for(timeout=WAIT_MS)

    made = _try_a_create(page, local_stack.api_token)
    assert made["result"]["name"] == "Reference Page Holdings"
    page.screenshot(path=str(tmp_path / "reference-page.png"))
    elsewhere = [url for url in requested if urlsplit(url)[:2] != origin[:2]]
    assert elsewhere == [], elsewhere
    assert any(url.endswith(f"{DOCS}/openapi.json") for url in requested)
    assert any("/api/v1/x/records/Company" in url for url in requested)
    page.close()


def _try_a_create(page: Any, token: str) -> dict[str, Any]:
    """Authorize with the token, then POST /api/v1/x/records/{type} through "Try it out"."""
    page.locator(".auth-wrapper .authorize").first.click()
    page.locator(".auth-container input").first.fill(token)
    page.locator(".auth-btn-wrapper .authorize").first.click()
    page.locator(".btn-done").first.click()
    section = page.locator('.opblock-tag-section:has(h3[data-tag="records"])')
    if not section.locator(".opblock").count():
        section.locator("h3").click()
    operation = section.locator('.opblock-post:has([data-path="/api/v1/x/records/{type}"])').first
    operation.locator(".opblock-summary").first.click()
    operation.locator(".try-out__btn").first.click()
    operation.locator('tr[data-param-name="type"] input').first.fill("Company")
    body = json.dumps({"name": "Reference Page Holdings", "companyType": "Prospect"})
    operation.locator("textarea.body-param__text").first.fill(body)
    operation.locator(".execute").first.click()
    status = operation.locator(".live-responses-table tbody .response-col_status").first
    status.wait_for(timeout=WAIT_MS)
    assert status.inner_text().strip().startswith("201"), status.inner_text()
    answer = operation.locator(".live-responses-table tbody .response-col_description pre").first.inner_text()
    return dict(json.loads(answer))
