"""The MCP endpoint on a test stack, and JSON-RPC calls to it."""

from __future__ import annotations

import itertools
from importlib import import_module
from typing import Any

from kernel.pipeline import App
from mcp_api.handler import McpEndpoint, create_app
from mcp_api.server import FamilyApps
from tests.support import Result, Stack, call

MCP = "/api/v1/x/mcp"
_ids = itertools.count(1)


def mcp_endpoint(stack: Stack) -> McpEndpoint:
    """The endpoint with every family's App on this stack (as the function imports them)."""
    app = stack.app(create_app())

    def family(area: str) -> App:
        return stack.app(import_module(f"{area}_api.handler").create_app())

    app.ports.override(FamilyApps, FamilyApps(family))
    return McpEndpoint(app)


def rpc(endpoint: McpEndpoint, token: str | None, method: str, params: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None) -> Result:  # fmt: skip
    """One JSON-RPC request over the endpoint's POST."""
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": next(_ids), "method": method}
    if params is not None:
        message["params"] = params
    return call(endpoint, "POST", MCP, token=token, body=message, headers=headers)  # type: ignore[arg-type]


def tool_call(endpoint: McpEndpoint, token: str, name: str, **arguments: Any) -> dict[str, Any]:
    """The CallToolResult of one tools/call (the POST itself answers 200)."""
    answer = rpc(endpoint, token, "tools/call", {"name": name, "arguments": arguments})
    assert answer.status == 200, answer.body
    assert "result" in answer.body, answer.body
    result: dict[str, Any] = answer.body["result"]
    return result


def all_tools(endpoint: McpEndpoint, token: str) -> list[dict[str, Any]]:
    """Every page of tools/list, through nextCursor."""
    tools: list[dict[str, Any]] = []
    cursor = None
    while True:
        answer = rpc(endpoint, token, "tools/list", {"cursor": cursor} if cursor else {})
        assert answer.status == 200, answer.body
        tools += answer.body["result"]["tools"]
        cursor = answer.body["result"].get("nextCursor")
        if cursor is None:
            return tools
