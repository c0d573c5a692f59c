"""The API reference page (README "API reference"): `GET /api/v1/docs`, a page built from the whole
OpenAPI document by Swagger UI, every operation grouped by its area, with its parameters, bodies,
answers, errors and scopes, and a "Try it out" that calls this same API with a token pasted in the
page's Authorize box.

No token is needed for the page, its assets or `GET /api/v1/docs/openapi.json` (the whole document:
the API's shape is not a secret, docs/decisions.md); `GET /api/v1/x/openapi` still answers what the
caller may call. Everything the page loads comes from this origin: Swagger UI's distribution ships
with the function (make viewer: layers/viewer's lock), and the Content-Security-Policy allows this
origin only, so the page works offline and sends nothing elsewhere (Swagger UI's online validator is
off). Assets and the document are answered gzip-compressed when the browser accepts it (a 1.7 MB
script becomes about 0.5 MB), compressed once per container, and cached by the browser for a day.
"""

from __future__ import annotations

import gzip
from functools import cache
from importlib import resources
from typing import Any

from kernel import errors
from kernel.request import Request
from kernel.routing import Router
from kernel.wire import Document, Outcome
from platform_api.routes import OPENAPI_DOCUMENT

router = Router()
DOCS = "/api/v1/docs"
PAGE_SECONDS = 300  # the page itself: a new deploy shows within minutes
ASSET_SECONDS = 86_400
# What the page may load and send: this origin only. Swagger UI sets style attributes, hence
# 'unsafe-inline' for styles alone; its images are inline SVG (data:).
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
ASSETS = {  # name -> (file beside this module, media type)
    "swagger-ui-bundle.js": ("viewer/swagger-ui-bundle.js", "text/javascript; charset=utf-8"),
    "swagger-ui.css": ("viewer/swagger-ui.css", "text/css; charset=utf-8"),
    "reference.js": ("reference.js", "text/javascript; charset=utf-8"),
    "LICENSE": ("viewer/LICENSE", "text/plain; charset=utf-8"),
}
PAGE = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Records platform API reference</title>
<link rel="stylesheet" href="{DOCS}/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="{DOCS}/assets/swagger-ui-bundle.js"></script>
<script src="{DOCS}/assets/reference.js"></script>
</body>
</html>
"""
PAGE_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": f"public, max-age={PAGE_SECONDS}",
}


@router.get(
    DOCS,
    authenticated=False,
    query=None,
    answers="text/html; charset=utf-8",
    summary="The API reference page: every operation by area, with Try it out (no token).",
)
def reference_page(request: Request) -> Outcome:
    return Outcome(Document(PAGE, "text/html; charset=utf-8"), headers=dict(PAGE_HEADERS))


@router.get(
    f"{DOCS}/openapi.json",
    authenticated=False,
    query=None,
    response=OPENAPI_DOCUMENT,  # JSON, as GET /api/v1/x/openapi answers it (sent as the committed text)
    summary="The whole OpenAPI 3.1 document the reference page shows (no token needed).",
)
def whole_document(request: Request) -> Outcome:
    return _file(request, "openapi.json", "application/json", ASSET_SECONDS // 24)


@router.get(
    f"{DOCS}/assets/{{name}}",
    authenticated=False,
    query=None,
    answers="text/javascript",
    errors=(404,),
    params={"name": {"description": "A file the page loads: " + ", ".join(ASSETS)}},
    summary="A file the reference page loads (its viewer, its script).",
)
def asset(request: Request) -> Outcome:
    found = ASSETS.get(request.path_params["name"])
    if found is None:
        raise errors.not_found("No such file of the reference page.")
    path, media_type = found
    return _file(request, path, media_type, ASSET_SECONDS)


def _file(request: Request[Any, Any], path: str, media_type: str, seconds: int) -> Outcome:
    headers = {
        "Cache-Control": f"public, max-age={seconds}",
        "Vary": "Accept-Encoding",
        "X-Content-Type-Options": "nosniff",
    }
    if _accepts_gzip(request.headers.get("accept-encoding", "")):
        compressed = Document(_compressed(path), media_type)
        return Outcome(compressed, headers=headers | {"Content-Encoding": "gzip"})
    return Outcome(Document(_text(path), media_type), headers=headers)


def _accepts_gzip(accepted: str) -> bool:
    """Whether Accept-Encoding names gzip with a weight above zero."""
    for part in accepted.split(","):
        name, _, weight = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            return weight.replace(" ", "").lower() not in ("q=0", "q=0.0", "q=0.00", "q=0.000")
    return False


@cache
def _text(path: str) -> str:
    """A file beside this module (the viewer's: make viewer puts them there)."""
    try:
        return resources.files("platform_api").joinpath(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise errors.ApiError(
            503, "reference_unavailable", "The reference page's viewer is not installed here (make viewer)."
        ) from None


@cache
def _compressed(path: str) -> bytes:
    return gzip.compress(_text(path).encode("utf-8"), compresslevel=6, mtime=0)
