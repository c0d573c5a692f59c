"""A tool call as the HTTP request of its route, and the route's answer as the tool's result.

The request is an API Gateway (payload 2.0) event made from the MCP POST's own: the same bearer
token, the same request id, the route's path with the path arguments in it (each percent-encoded, so
an argument is always one segment), the query arguments, the body argument, and the Idempotency-Key
and If-Match headers from `idempotencyKey` and `ifMatch`. The route's family runs it through the
kernel pipeline, as if the caller had sent it: authentication, the rate limit, scopes, permissions,
the tenantId refusal, validation, idempotency and versions are the route's own.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote, urlencode

from kernel.errors import ApiError
from kernel.wire import to_json
from mcp_api.tools import BODY, IDEMPOTENCY_KEY, IF_MATCH, CallRoute

# Headers of the MCP POST that are not the inner request's: its own body, its transport, and the
# preconditions a tool call names in its arguments instead.
_OUTER_ONLY = frozenset({"content-length", "content-type", "idempotency-key", "if-match", "accept",
                         "mcp-protocol-version", "mcp-session-id", "last-event-id"})  # fmt: skip
_COMPACT = json.JSONEncoder(separators=(",", ":"))  # ASCII only, as every answer of the API
# What an agent needs of the answer's headers, in the result's _meta.
_SHOWN_HEADERS = {"etag": "etag", "location": "location", "idempotent-replayed": "idempotentReplayed",
                  "retry-after": "retryAfter"}  # fmt: skip


def route_event(route: CallRoute, arguments: Mapping[str, Any], outer: Mapping[str, Any]) -> dict[str, Any]:
    """The event the route's function would receive had the caller sent this request itself."""
    path = route.path
    for name in route.path_params:
        path = path.replace("{" + name + "}", quote(str(arguments[name]), safe=""))
    sent = (name for name, _ in route.query_params if arguments.get(name) is not None)
    query = {name: _query_value(arguments[name]) for name in sent}
    headers = {
        name: value for name, value in (outer.get("headers") or {}).items() if name.lower() not in _OUTER_ONLY
    }
    if IDEMPOTENCY_KEY in arguments:
        headers["idempotency-key"] = arguments[IDEMPOTENCY_KEY]
    if IF_MATCH in arguments:
        headers["if-match"] = arguments[IF_MATCH]
    route_key = f"{route.method} {route.path}"
    context = {**(outer.get("requestContext") or {}), "routeKey": route_key}
    context["http"] = {**(context.get("http") or {}), "method": route.method, "path": path}
    event: dict[str, Any] = {
        **outer,
        "routeKey": route_key,
        "rawPath": path,
        "rawQueryString": urlencode(query) if query else "",
        "queryStringParameters": query or None,
        "pathParameters": None,
        "headers": headers,
        "requestContext": context,
        "isBase64Encoded": False,
    }
    event.pop("cookies", None)
    if BODY in arguments:
        event["body"] = to_json(arguments[BODY])
        headers["content-type"] = "application/json"
    else:
        event.pop("body", None)
    return event


def _query_value(value: Any) -> str:
    """A query argument as the URL carries it: a number as written (str of a Decimal keeps its
    exponent: 1e999999999 stays short, and the route refuses it), a boolean as JSON writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def tool_result_json(result: Mapping[str, Any], structured: bool) -> str:
    """The route's answer as a CallToolResult, in JSON: the route's JSON as text and, where the tool
    declares an output schema, as structured content; an error answer (4xx, 5xx) is a result with
    isError and the error envelope, so the agent reads the code and the message and may correct its call.

    The route's JSON is the text its pipeline already wrote (to_json: an object when it begins with
    `{`); it is placed as it is, not parsed and written again, which would cost more than the route."""
    status = int(result["statusCode"])
    raw = str(result.get("body") or "")
    is_error = status >= 400
    meta: dict[str, Any] = {"status": status}
    for name, value in (result.get("headers") or {}).items():
        shown = _SHOWN_HEADERS.get(name.lower())
        if shown is not None:
            meta[shown] = str(value)
    text = raw or f"{status}: no content."
    # json.dumps escapes every non-ASCII character (ensure_ascii), as the API's answers do (to_json)
    parts = ['{"content":[{"type":"text","text":', json.dumps(text), "}]"]
    if raw.startswith("{") and (structured or is_error):
        parts += [',"structuredContent":', raw]
    parts += [
        ',"isError":',
        "true" if is_error else "false",
        ',"_meta":',
        _COMPACT.encode(meta),
        "}",
    ]
    return "".join(parts)


def refused(error: ApiError, request_id: str) -> dict[str, Any]:
    """A refusal made before the route ran (arguments it cannot take), as the route's would read."""
    envelope = error.envelope(request_id)
    return {
        "content": [{"type": "text", "text": to_json(envelope)}],
        "isError": True,
        "structuredContent": envelope,
        "_meta": {"status": error.status},
    }
