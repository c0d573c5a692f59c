"""Lambda entry of the mcp family: the API's operations as MCP tools (README "Calling from an agent").

`McpEndpoint` looks at a POST before any pipeline runs. A `tools/call` of a known tool, with arguments
its route can take, goes straight to that route's family App, whose pipeline authenticates, counts and
runs it as if the caller had sent the HTTP request itself: one token read, one count, the route's
own AWS calls and nothing more. Every other message goes through this family's App (server.py).
"""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

from kernel import json_codec
from kernel.parsing import MAX_BODY_BYTES
from kernel.pipeline import App
from mcp_api import protocol
from mcp_api.calls import route_event, tool_result_json
from mcp_api.protocol import ProtocolError
from mcp_api.server import MCP_PATH, FamilyApps, router
from mcp_api.tools import ArgumentsInvalid, CallIndex, CallRoute, ToolCatalog

# The answer's headers a tool call's route set that the MCP POST's answer carries too.
_PASSED_HEADERS = ("ratelimit", "ratelimit-policy", "x-request-id")


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
        request_id, route, arguments = call
        inner = self.app.ports.get(FamilyApps)(route.area).lambda_handler(
            route_event(route, arguments, event), context
        )
        if inner.get("statusCode") == 401:  # the token: the transport's answer, as for any MCP message
            return inner
        result = tool_result_json(inner, structured=route.structured)
        headers = {name: value for name, value in (inner.get("headers") or {}).items()
                   if name.lower() in _PASSED_HEADERS}  # fmt: skip
        return {
            "statusCode": 200,
            "headers": {**headers, "Content-Type": "application/json", "Cache-Control": "no-store"},
            "body": f'{{"jsonrpc":"2.0","id":{json.dumps(request_id)},"result":{result}}}',
            "isBase64Encoded": False,
        }

    def _tool_call(
        self, event: dict[str, Any]
    ) -> tuple[protocol.RequestId, CallRoute, dict[str, Any]] | None:
        """The tool call this event carries, when it can go straight to its route; else None."""
        if (
            event.get("rawPath") != MCP_PATH
            or event.get("requestContext", {}).get("http", {}).get("method") != "POST"
        ):
            return None
        headers = {name.lower(): value for name, value in (event.get("headers") or {}).items()
                   if name.lower() in ("content-type", protocol.VERSION_HEADER)}  # fmt: skip
        body = _json_body(event, headers.get("content-type", ""))
        if not isinstance(body, dict) or body.get("method") != "tools/call":
            return None
        try:
            protocol.check_version_header(headers)
            message = protocol.read_message(body)
        except ProtocolError:
            return None
        route = self.app.ports.get(CallIndex).route(message.params.get("name"))
        if route is None or message.id is None:
            return None
        try:
            arguments = dict(route.check(message.params.get("arguments")))
        except ArgumentsInvalid:
            return None
        return message.id, route, arguments


def _json_body(event: dict[str, Any], content_type: str) -> Any:
    """The POST's JSON, or None where the pipeline should answer (no body, too big, not JSON)."""
    raw = event.get("body")
    if not raw or len(raw) > MAX_BODY_BYTES or not content_type.lower().startswith("application/json"):
        return None
    try:
        data = base64.b64decode(raw, validate=True) if event.get("isBase64Encoded") else raw
        return json_codec.loads(data)
    except (binascii.Error, ValueError):
        return None


app = create_app()
endpoint = McpEndpoint(app)
lambda_handler = endpoint.lambda_handler
