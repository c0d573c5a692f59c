"""Writes the OpenAPI document of every family into the platform family (`make openapi`).

The platform function serves the document but must not import other families, so the document is
generated here from each function's route registry (found through template.yaml) and committed;
a test fails when it drifts from the code.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from kernel.openapi import build_document, dumps
from kernel.routing import RouteSpec
from local_stack.families import families
from local_stack.template import REPO_TEMPLATE

REPO = REPO_TEMPLATE.parent
DOCUMENT_PATH = REPO / "functions" / "platform" / "platform_api" / "openapi.json"
TITLE = "Records platform API"
API_VERSION = "v1"


def all_routes(template_path: Path = REPO_TEMPLATE) -> list[RouteSpec]:
    """The routes of every function in the template, read from each handler module's App."""
    return [route for family in families(template_path) for route in family.app.routes]


def current_document() -> dict[str, Any]:
    return build_document(all_routes(), title=TITLE, version=API_VERSION)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed document is stale")
    args = parser.parse_args(argv)
    text = dumps(current_document())
    if args.check:
        stale = not DOCUMENT_PATH.exists() or DOCUMENT_PATH.read_text(encoding="utf-8") != text
        if stale:
            print(f"{DOCUMENT_PATH} is stale: run `make openapi`", file=sys.stderr)
        return 1 if stale else 0
    DOCUMENT_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {DOCUMENT_PATH.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
