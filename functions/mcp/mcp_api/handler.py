"""Lambda entry of the mcp family: the API's operations as MCP tools (docs/guide/agents-and-mcp.md).

`McpEndpoint` looks at a POST before any pipeline runs. A `tools/call` of a known tool, with arguments
its route can take, goes straight to that route's family App, whose pipeline authenticates, counts and
runs it as if the caller had sent the HTTP request itself: one token read, one count, the route's
own AWS calls and nothing more. Every other message goes through this family's App (server.py).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from kernel.errors import ApiError
from kernel.parsing import read_json_body, reject_tenant_id
from kernel.pipeline import App
from mcp_api import protocol
from mcp_api.calls import tool_answer
from mcp_api.protocol import ProtocolError
from mcp_api.server import MCP_PATH, FamilyApps, call_event, router
from mcp_api.tools import ArgumentsInvalid, CallIndex, CallRoute, ToolCatalog


class ToolCall(NamedTuple):
    """A tool call that goes straight to its route: the route's App and the event it is handed."""

    request_id: protocol.RequestId
    route: CallRoute
    app: App
    event: dict[str, Any]


def create_app() -> App:
    app = App([router], service="mcp", ports={ToolCatalog: ToolCatalog.load, CallIndex: CallIndex.load})
    app.ports.provide(FamilyApps, lambda: FamilyApps(services=lambda: app.services))
    return app


class McpEndpoint:
    """The function's handler: a dispatchable tool call to its route, anything else to the App."""

    def __init__(self, app: App) -> None:
        self.app = app

    def lambda_handler(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        call = self._tool_call(event)
        if call is None:
            return self.app.lambda_handler(event, context)
        inner = call.app.lambda_handler(call.event, context)
        if inner.get("statusCode") == 401:  # the token: the transport's answer, as for any MCP message
            return inner
        return tool_answer(call.request_id, inner, structured=call.route.structured)

    def _tool_call(self, event: dict[str, Any]) -> ToolCall | None:
        """The tool call this event carries, with its route's App and event, when it can go straight
        to its route; else None, and the MCP route answers (after its pipeline: a refusal, a 400)."""
        http = event.get("requestContext", {}).get("http", {})
        if event.get("rawPath") != MCP_PATH or http.get("method") != "POST" or event.get("rawQueryString"):
            return None
        headers = {name.lower(): value for name, value in (event.get("headers") or {}).items()
                   if name.lower() in ("content-type", protocol.VERSION_HEADER)}  # fmt: skip
        body = _json_body(event, headers)
        if not isinstance(body, dict) or body.get("method") != "tools/call" or _names_a_firm(event, body):
            return None
        try:
            protocol.check_version_header(headers)
            message = protocol.read_message(body)
        except ProtocolError:
            return None
        route = self.app.ports.get(CallIndex).route(message.params.get("name"))
        if route is None or message.id is None:
            return None
        route_app = self.app.ports.get(FamilyApps)(route.area)
        try:
            arguments = route.check(message.params.get("arguments"))
            return ToolCall(message.id, route, route_app, call_event(route_app, route, arguments, event))
        except ArgumentsInvalid:
            return None


def _names_a_firm(event: dict[str, Any], message: dict[str, Any]) -> bool:
    """A tenantId outside the tool's arguments (the envelope, params, _meta): the MCP route refuses it
    (400, as every route does); inside them, the tool's route refuses it in the tool's result."""
    raw = str(event.get("body"))
    if not event.get("isBase64Encoded") and "\\u" not in raw and "tenantid" not in raw.lower():
        return False  # not written anywhere, escaped or not: nothing to look for
    params = message.get("params")
    outside = (
        {**message, "params": {k: v for k, v in params.items() if k != "arguments"}}
        if isinstance(params, dict)
        else message
    )
    try:
        reject_tenant_id("", outside)
    except ApiError:
        return True
    return False


def _json_body(event: dict[str, Any], headers: dict[str, str]) -> Any:
    """The POST's JSON, as the pipeline reads it; None where the pipeline should answer instead (no
    body, too big, not JSON)."""
    try:
        return read_json_body(event, headers)  # NO_BODY for none: not a dict, so not a tool call
    except ApiError:
        return None


app = create_app()
endpoint = McpEndpoint(app)
lambda_handler = endpoint.lambda_handler
