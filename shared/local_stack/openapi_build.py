"""Writes the OpenAPI document of every family into the platform family (`make openapi`), and the
table of the sidebar screens' paths in the sidebar guide (docs/guide/sidebar.md).

The platform function serves the document but must not import other families, so the document is
generated here from each function's route registry (found through template.yaml) and committed;
a test fails when it drifts from the code. The guide's table is written from the same document, so
it cannot say a path, a filter or a permission the code does not have.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from kernel.openapi import build_document, dumps
from kernel.routing import RouteSpec
from local_stack.families import families
from local_stack.template import REPO_TEMPLATE, load_template

REPO = REPO_TEMPLATE.parent
DOCUMENT_PATH = REPO / "functions" / "platform" / "platform_api" / "openapi.json"
# How each MCP tool call becomes its route's request (mcp_api.tools.CallIndex), from the same document
TOOL_CALLS_PATH = REPO / "functions" / "mcp" / "mcp_api" / "tool_calls.json"
# The guide that holds the sidebar table, between its <!-- sidebar-paths:start/end --> markers
README_PATH = REPO / "docs" / "guide" / "sidebar.md"
# The families of the sidebar screens (spec 4.6), in the sidebar guide's order.
SIDEBAR = ("communications", "calendar", "research", "portfolio", "reporting", "workflow", "compliance",
           "integrations", "documents")  # fmt: skip
TABLE = re.compile(r"(<!-- sidebar-paths:start -->\n).*?(<!-- sidebar-paths:end -->)", re.S)
PREFIX = "/api/v1/x"
METHODS = ("get", "post", "put", "patch", "delete")
TITLE = "Records platform API"
API_VERSION = "v1"


def all_routes(template_path: Path = REPO_TEMPLATE) -> list[RouteSpec]:
    """The routes of every function in the template, read from each handler module's App."""
    return [route for _, route in tagged_routes(template_path)]


def tagged_routes(template_path: Path = REPO_TEMPLATE) -> list[tuple[str, RouteSpec]]:
    """Each route with its area: the family that serves it."""
    return [(family.name, route) for family in families(template_path) for route in family.app.routes]


def area_descriptions(template_path: Path = REPO_TEMPLATE) -> dict[str, str]:
    """Each family's description, as template.yaml gives its function's."""
    resources = load_template(template_path)["Resources"]
    return {family.name: str(resources[family.spec.logical_id]["Properties"].get("Description", ""))
            for family in families(template_path)}  # fmt: skip


def current_document() -> dict[str, Any]:
    tagged = tagged_routes()
    routes, areas = [route for _, route in tagged], [area for area, _ in tagged]
    return build_document(routes, title=TITLE, version=API_VERSION, areas=areas,
                          area_descriptions=area_descriptions())  # fmt: skip


def operations_drift(template_path: Path = REPO_TEMPLATE, document_path: Path | None = None) -> list[str]:
    """The operations the families serve that the committed document lacks, or names that it lists
    and nothing serves (`METHOD path operationId`): empty when /openapi and MCP show what the stack
    serves. A cheap check (no document is built) the local stack runs at start; a test compares the
    whole document."""
    served = {f"{route.method} {route.path} {route.handler.__name__}" for route in all_routes(template_path)}
    document_path = document_path or template_path.resolve().parent / DOCUMENT_PATH.relative_to(REPO)
    document = json.loads(document_path.read_text(encoding="utf-8")) if document_path.exists() else {}
    listed = {
        f"{method.upper()} {path} {operation.get('operationId')}"
        for path, operations in document.get("paths", {}).items()
        for method, operation in operations.items()
        if method in METHODS
    }
    return [f"served, not in the document: {each}" for each in sorted(served - listed)] + [
        f"in the document, not served: {each}" for each in sorted(listed - served)
    ]


def sidebar_table(document: dict[str, Any], template_path: Path = REPO_TEMPLATE) -> str:
    """A markdown table: each sidebar path, its family, its methods, the query filters its GET
    requires, and the role permission of its reads and of its writes."""
    owner = {route.path: family.name for family in families(template_path) for route in family.app.routes}
    rows = [
        "| Family | Path | Methods | Required filters | Permission (read / write) |",
        "|---|---|---|---|---|",
    ]
    for family in SIDEBAR:
        for path, operations in document["paths"].items():
            if owner.get(path) == family:
                rows.append(_row(family, path, operations))
    return "\n".join(rows) + "\n"


def _row(family: str, path: str, operations: dict[str, Any]) -> str:
    methods = [method for method in METHODS if method in operations]
    parameters = operations.get("get", {}).get("parameters", [])
    required = [
        f"`{each['name']}`" for each in parameters if each.get("in") == "query" and each.get("required")
    ]
    reads = {operations[m]["x-required-permission"] for m in methods if m == "get"}
    writes = {operations[m]["x-required-permission"] for m in methods if m != "get"}
    permission = " / ".join(f"`{', '.join(sorted(each))}`" if each else "-" for each in (reads, writes))
    shown, filters = ", ".join(method.upper() for method in methods), ", ".join(required) or "-"
    return f"| {family} | `{path.removeprefix(PREFIX)}` | {shown} | {filters} | {permission} |"


def tool_calls(document: dict[str, Any]) -> str:
    """The MCP function's index of tool calls, one line per tool (a diff shows which changed)."""
    from mcp_api.tools import ToolCatalog  # the mcp family's own reading of the document

    lines = (json.dumps(each, separators=(",", ":")) for each in ToolCatalog(document).index())
    return "[\n" + ",\n".join(lines) + "\n]\n"


def readme_with_table(readme: str, document: dict[str, Any]) -> str:
    if not TABLE.search(readme):
        markers = "<!-- sidebar-paths:start --> ... :end -->"
        raise ValueError(f"{README_PATH.relative_to(REPO)} lost its {markers} markers")
    return TABLE.sub(lambda found: found.group(1) + sidebar_table(document) + found.group(2), readme)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed document is stale")
    args = parser.parse_args(argv)
    document = current_document()
    outputs = {
        DOCUMENT_PATH: dumps(document),
        TOOL_CALLS_PATH: tool_calls(document),
        README_PATH: readme_with_table(README_PATH.read_text(encoding="utf-8"), document),
    }
    if args.check:
        stale = [path for path, text in outputs.items()
                 if not path.exists() or path.read_text(encoding="utf-8") != text]  # fmt: skip
        for path in stale:
            print(f"{path} is stale: run `make openapi`", file=sys.stderr)
        return 1 if stale else 0
    for path, text in outputs.items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
