"""The MCP endpoint's route: `POST /api/v1/x/mcp`, one JSON-RPC message per call.

A `tools/call` of a tool the caller may name, with arguments its route can take, never reaches this
route: `McpEndpoint` (handler.py) hands it to the tool's route before any pipeline runs, so the route's
own pipeline authenticates and counts it once. Everything else is served here, behind the kernel
pipeline like any route: `initialize`, `ping`, `tools/list`, `resources/*`, notifications, and the
refusals (an unknown tool, arguments the route cannot take, a message that is not JSON-RPC).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from importlib import import_module
from typing import Any

from kernel.errors import ApiError
from kernel.openapi import document_for
from kernel.pipeline import App
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.services import Services
from kernel.wire import Outcome, to_json
from kit.fields import Documented
from mcp_api import calls, protocol
from mcp_api.protocol import Message, NullRequestId, ProtocolError
from mcp_api.tools import ArgumentsInvalid, CallIndex, CallRoute, CursorInvalid, ToolCatalog

MCP_PATH = "/api/v1/x/mcp"
SERVER_NAME = "records-platform"
SERVER_VERSION = "v1"
CATALOG_URI = "records-platform://catalog"
OPENAPI_URI = "records-platform://openapi"
INSTRUCTIONS = (
    "Tools are the Records platform API's operations this token may call, grouped by area (records, "
    "deals, funds...). Write tools take idempotencyKey (a retry with the same key never writes twice) "
    "and, where a resource has a version, ifMatch (the ETag from _meta.etag of the last read). An API "
    "error is a tool result with isError and the error envelope (code, message, requestId). The firm "
    "is the token's: never send tenantId."
)
RESOURCES = [
    {"uri": CATALOG_URI, "name": "catalog", "title": "The firm's catalog", "mimeType": "application/json",
     "description": "Record types, fields (the firm's custom fields too), relations, actions: GET /catalog."},
    {"uri": OPENAPI_URI, "name": "openapi", "title": "OpenAPI document", "mimeType": "application/json",
     "description": "OpenAPI 3.1 document of the operations this caller may call: GET /openapi."},
]  # fmt: skip

router = Router()


class FamilyApps:
    """The App of each route family, by area (the OpenAPI tag naming the family): its handler module,
    `<area>_api.handler`, imported on the area's first call. The MCP function ships every family.

    `services`: the AWS clients and settings to lend a family App that has built none of its own, so
    a warm MCP container makes its clients once, not once per family."""

    def __init__(
        self, find: Callable[[str], App] | None = None, services: Callable[[], Services] | None = None
    ) -> None:
        self._find = find or _imported_app
        self._services = services
        self._apps: dict[str, App] = {}

    def __call__(self, area: str) -> App:
        app = self._apps.get(area)
        if app is None:
            app = self._apps[area] = self._find(area)
            if self._services is not None:
                app.ports.provide(Services, self._services)  # a port already built keeps its own
        return app


def _imported_app(area: str) -> App:
    app: App = import_module(f"{area}_api.handler").app
    return app


def _message_schema() -> dict[str, Any]:
    return {"type": "object", "description": "One JSON-RPC 2.0 message of MCP (revision 2025-11-25).",
            "required": ["jsonrpc"], "properties": {"jsonrpc": {"type": "string", "enum": ["2.0"]},
            "id": {"type": ["string", "integer"]}, "method": {"type": "string"},
                           "params": {"type": "object"}},
            "examples": [{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}]}  # fmt: skip


def _answer_schema() -> dict[str, Any]:
    return {"type": "object", "description": "The JSON-RPC answer: a result or an error.",
            "required": ["jsonrpc", "id"], "properties": {"jsonrpc": {"type": "string", "enum": ["2.0"]},
            "id": {"type": ["string", "integer", "null"]}, "result": {"type": "object"},
            "error": {"type": "object"}}}  # fmt: skip


MESSAGE = Documented("McpMessage", _message_schema)
ANSWER = Documented("McpAnswer", _answer_schema)


@router.post(MCP_PATH, route_class=RouteClass.QUERY, body=MESSAGE, query=None, response=ANSWER,
             empty_answers=(202,),  # a notification, or a response to the server: taken, nothing to answer
             summary="MCP (Streamable HTTP, stateless JSON): this caller's operations as tools.")  # fmt: skip
def mcp_message(request: Request[Any, None]) -> Outcome:
    try:
        protocol.check_version_header(request.headers)
        message = protocol.read_message(request.body)
    except NullRequestId as error:  # a request, so a JSON-RPC answer, with the only id it can carry
        return Outcome(protocol.refusal(None, error))
    except ProtocolError as error:  # Streamable HTTP: 400, here with the API's envelope like every 400
        extra = error.data if isinstance(error.data, dict) else None
        raise ApiError(400, error.api_code, error.message, extra=extra) from None
    if not message.is_request:
        return Outcome(status=202)  # a notification or a response: taken, nothing to answer
    try:
        return Outcome(protocol.answer(message.id, _serve(request, message)))
    except ProtocolError as error:
        return Outcome(protocol.refusal(message.id, error))


def _serve(request: Request[Any, None], message: Message) -> Mapping[str, Any]:
    params = message.params
    match message.method:
        case "initialize":
            return _initialized(params)
        case "ping":
            return {}
        case "tools/list":
            return _tools(request, params)
        case "tools/call":
            return _call(request, params)
        case "resources/list":
            return {"resources": RESOURCES}
        case "resources/templates/list":
            return {"resourceTemplates": []}
        case "resources/read":
            return _read(request, params)
    raise ProtocolError(protocol.METHOD_NOT_FOUND, f"Method not found: {str(message.method)[:80]}")


def _initialized(params: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "protocolVersion": protocol.negotiated(params.get("protocolVersion")),
        "capabilities": {
            "tools": {"listChanged": False},
            "resources": {"subscribe": False, "listChanged": False},
        },
        "serverInfo": {"name": SERVER_NAME, "title": "Records platform API", "version": SERVER_VERSION},
        "instructions": INSTRUCTIONS,
    }


def _tools(request: Request[Any, None], params: Mapping[str, Any]) -> dict[str, Any]:
    try:
        tools, next_cursor = request.port(ToolCatalog).page(request.caller, params.get("cursor"))
    except CursorInvalid as error:
        raise ProtocolError(protocol.INVALID_PARAMS, str(error)) from None
    return {"tools": tools, **({"nextCursor": next_cursor} if next_cursor else {})}


def _call(request: Request[Any, None], params: Mapping[str, Any]) -> dict[str, Any]:
    """What reaches this route of a tools/call: an unknown tool, or arguments its route cannot take.
    A call its route can take never does: McpEndpoint hands it to the route before any pipeline, so it
    is authenticated and counted once, by the route."""
    route = request.port(CallIndex).route(params.get("name"))
    if route is None:
        raise ProtocolError(protocol.INVALID_PARAMS, f"Unknown tool: {str(params.get('name'))[:80]}")
    try:
        arguments = route.check(params.get("arguments"))
        call_event(request.port(FamilyApps)(route.area), route, arguments, {})
    except ArgumentsInvalid as error:
        refusal = ApiError(400, "invalid_arguments", f"The tool's arguments are not valid: {error}",
                           extra={"details": error.problems})  # fmt: skip
        return calls.refused(refusal, request.request_id)
    raise RuntimeError("a tool call its route can take runs through McpEndpoint, not this route")


def call_event(
    app: App, route: CallRoute, arguments: Mapping[str, Any], outer: Mapping[str, Any]
) -> dict[str, Any]:
    """The route's event for this call, when its path reaches the tool's own route: a path argument
    equal to a sibling's literal segment (`/esg-metrics/library`) would reach that sibling instead."""
    event = calls.route_event(route, arguments, outer)
    if not any(arguments[name] in _literal_segments(app) for name in route.path_params):
        return event  # no literal segment of the family's paths: only the tool's own route can match
    reached = app.route_at(route.method, event["rawPath"])
    if reached is None or reached.path != route.path:
        named = [{"field": name, "message": "names another operation's path"} for name in route.path_params]
        raise ArgumentsInvalid(named)
    return event


@cache
def _literal_segments(app: App) -> frozenset[str]:
    """Every segment of the family's route paths that is not a parameter."""
    return frozenset(
        part for route in app.routes for part in route.path.split("/") if not part.startswith("{")
    )


def _read(request: Request[Any, None], params: Mapping[str, Any]) -> dict[str, Any]:
    uri = params.get("uri")
    if uri == CATALOG_URI:
        from catalog import firm  # the catalog's models: only for this resource

        loaded = firm.load(request.store)
        text = to_json({"catalogVersion": loaded.version, **loaded.catalog.wire()})
    elif uri == OPENAPI_URI:
        text = to_json(document_for(request.port(ToolCatalog).document, request.caller))
    else:
        raise ProtocolError(protocol.RESOURCE_NOT_FOUND, "Resource not found", {"uri": str(uri)[:200]})
    return {"contents": [{"uri": uri, "mimeType": "application/json", "text": text}]}
