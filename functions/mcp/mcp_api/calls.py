"""A tool call as the HTTP request of its route, and the route's answer as the tool's result.

The request is an API Gateway (payload 2.0) event made from the MCP POST's own: the same bearer
token, the same request id, the route's path with the path arguments in it (each percent-encoded, so
an argument is always one segment), the query arguments, the body argument, and the Idempotency-Key
and If-Match headers from `idempotencyKey` and `ifMatch`. The route's family runs it through the
kernel pipeline, as if the caller had sent it: authentication, the rate limit, scopes, permissions,
the tenantId refusal, validation, idempotency and versions are the route's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any
from urllib.parse import quote, urlencode

from kernel import json_codec
from kernel.errors import ApiError
from kernel.wire import to_json
from mcp_api.tools import BODY, IDEMPOTENCY_KEY, IF_MATCH, ToolRoute

# Headers of the MCP POST that are not the inner request's: its own body, its transport, and the
# preconditions a tool call names in its arguments instead.
_OUTER_ONLY = frozenset({"content-length", "content-type", "idempotency-key", "if-match", "accept",
                         "mcp-protocol-version", "mcp-session-id", "last-event-id"})  # fmt: skip
# What an agent needs of the answer's headers, in the result's _meta.
_SHOWN_HEADERS = {"etag": "etag", "location": "location", "idempotent-replayed": "idempotentReplayed",
                  "retry-after": "retryAfter"}  # fmt: skip


def route_event(route: ToolRoute, arguments: Mapping[str, Any], outer: Mapping[str, Any]) -> dict[str, Any]:
    """The event the route's function would receive had the caller sent this request itself."""
    path = route.path
    for name in route.path_params:
        path = path.replace("{" + name + "}", quote(str(arguments[name]), safe=""))
    query = {
        name: _query_value(arguments[name]) for name in route.query_params if arguments.get(name) is not None
    }
    headers = {
        name: value
        for name, value in (outer.get("headers") or {}).items()
        if str(name).lower() not in _OUTER_ONLY
    }
    if IDEMPOTENCY_KEY in arguments:
        headers["idempotency-key"] = arguments[IDEMPOTENCY_KEY]
    if IF_MATCH in arguments:
        headers["if-match"] = arguments[IF_MATCH]
    context = dict(outer.get("requestContext") or {})
    context["http"] = {**(context.get("http") or {}), "method": route.method, "path": path}
    context["routeKey"] = f"{route.method} {route.path}"
    event: dict[str, Any] = {
        **{key: value for key, value in outer.items() if key not in ("body", "cookies")},
        "routeKey": context["routeKey"],
        "rawPath": path,
        "rawQueryString": urlencode(query),
        "queryStringParameters": query or None,
        "pathParameters": None,
        "headers": headers,
        "requestContext": context,
        "isBase64Encoded": False,
    }
    if BODY in arguments:
        event["body"] = to_json(arguments[BODY])
        headers["content-type"] = "application/json"
    return event


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Decimal):
        return format(value, "f")
    return str(value)


def tool_result(result: Mapping[str, Any], structured: bool) -> dict[str, Any]:
    """The route's answer as a CallToolResult: its JSON as text and, where the tool declares an output
    schema, as structured content; an error answer (4xx, 5xx) is a result with isError and the error
    envelope, so the agent reads the code and message and may correct its call."""
    status = int(result["statusCode"])
    headers = {str(name).lower(): str(value) for name, value in (result.get("headers") or {}).items()}
    raw = result.get("body") or ""
    payload = json_codec.loads(raw) if raw else None
    is_error = status >= 400
    meta: dict[str, Any] = {"status": status}
    meta.update({shown: headers[name] for name, shown in _SHOWN_HEADERS.items() if name in headers})
    answer: dict[str, Any] = {
        "content": [{"type": "text", "text": raw or f"{status}: no content."}],
        "isError": is_error,
        "_meta": meta,
    }
    if isinstance(payload, dict) and (structured or is_error):
        answer["structuredContent"] = payload
    return answer


def refused(error: ApiError, request_id: str) -> dict[str, Any]:
    """A refusal made before the route ran (arguments it cannot take), as the route's would read."""
    envelope = error.envelope(request_id)
    return {
        "content": [{"type": "text", "text": to_json(envelope)}],
        "isError": True,
        "structuredContent": envelope,
        "_meta": {"status": error.status},
    }
