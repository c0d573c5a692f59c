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
from json.encoder import encode_basestring, encode_basestring_ascii
from typing import Any
from urllib.parse import quote, urlencode

from kernel.errors import ApiError
from kernel.wire import to_json
from mcp_api.protocol import RequestId
from mcp_api.tools import BODY, IDEMPOTENCY_KEY, IF_MATCH, CallRoute

# Headers of the MCP POST that are not the inner request's: its own body, its transport, and the
# preconditions a tool call names in its arguments instead.
_OUTER_ONLY = frozenset({"content-length", "content-type", "idempotency-key", "if-match", "accept",
                         "mcp-protocol-version", "mcp-session-id", "last-event-id"})  # fmt: skip
# What an agent needs of the answer's headers, in the result's _meta.
_SHOWN_HEADERS = {"etag": "etag", "location": "location", "idempotent-replayed": "idempotentReplayed",
                  "retry-after": "retryAfter"}  # fmt: skip
# The answer's headers a tool call's route set that the MCP POST's answer carries too.
_PASSED_HEADERS = ("ratelimit", "ratelimit-policy", "x-request-id")


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


def tool_answer(request_id: RequestId, inner: Mapping[str, Any], structured: bool) -> dict[str, Any]:
    """The MCP POST's answer to a tool call its route answered (`inner`): the JSON-RPC response holding
    the tool's result, written in one join (the route's JSON is copied once), with the route's
    rate-limit and request-id headers."""
    headers = {name: value for name, value in (inner.get("headers") or {}).items()
               if name.lower() in _PASSED_HEADERS}  # fmt: skip
    headers |= {"Content-Type": "application/json", "Cache-Control": "no-store"}
    # an id is a string or an integer (protocol.read_message)
    written_id = json_string(request_id) if isinstance(request_id, str) else str(request_id)
    result = tool_result_parts(inner, structured)
    body = "".join(['{"jsonrpc":"2.0","id":', written_id, ',"result":', *result, "}"])
    return {"statusCode": 200, "headers": headers, "body": body, "isBase64Encoded": False}


def tool_result_json(result: Mapping[str, Any], structured: bool) -> str:
    """The route's answer as a CallToolResult, in JSON."""
    return "".join(tool_result_parts(result, structured))


def tool_result_parts(result: Mapping[str, Any], structured: bool) -> list[str]:
    """The route's answer as a CallToolResult, in pieces of JSON to join: the route's JSON as text and,
    where the tool declares an output schema, as structured content; an error answer (4xx, 5xx) is a
    result with isError and the error envelope, so the agent reads the code and the message and may
    correct its call.

    The route's JSON is the text its pipeline already wrote (to_json: ASCII, an object when it begins
    with `{`). It is never parsed: the structured content is that text as it is, the text block that
    text as one JSON string. Parsing it and writing it again would cost more than the route."""
    status = int(result["statusCode"])
    raw = str(result.get("body") or "")
    is_error = status >= 400
    is_object = raw.startswith("{")
    text = _json_text_string(raw) if is_object else json_string(raw or f"{status}: no content.")
    parts = ['{"content":[{"type":"text","text":', text, "}]"]
    if is_object and (structured or is_error):
        parts += [',"structuredContent":', raw]
    meta = _meta_json(status, result.get("headers") or {})
    parts += [',"isError":', "true" if is_error else "false", ',"_meta":', meta, "}"]
    return parts


def json_string(text: str) -> str:
    """`text` as a JSON string, in ASCII as every answer of the API (to_json)."""
    return encode_basestring(text) if text.isascii() else encode_basestring_ascii(text)


def _json_text_string(raw: str) -> str:
    """The route's JSON text as one JSON string: the largest part of a tool call's own cost, as long as
    the answer. JSON text (which the structured content takes it to be) holds no control character but
    its whitespace (\\n \\r \\t), which to_json never writes; in ASCII and without whitespace, only `"`
    and `\\` need escaping, which two replaces (C, a memchr per quote) do faster than the escaper, which
    reads every character twice: 53 us for the 19 KB catalog, not 82."""
    if not raw.isascii() or "\n" in raw or "\r" in raw or "\t" in raw:
        return json_string(raw)
    if "\\" in raw:
        raw = raw.replace("\\", "\\\\")
    return '"' + raw.replace('"', '\\"') + '"'


def _meta_json(status: int, headers: Mapping[str, Any]) -> str:
    """The result's _meta: the route's status and what an agent needs of its answer's headers."""
    parts = [f'{{"status":{status}']
    for name, value in headers.items():
        shown = _SHOWN_HEADERS.get(name.lower())
        if shown is not None:
            parts.append(f',"{shown}":{json_string(str(value))}')
    return "".join(parts) + "}"


def refused(error: ApiError, request_id: str) -> dict[str, Any]:
    """A refusal made before the route ran (arguments it cannot take), as the route's would read."""
    envelope = error.envelope(request_id)
    return {
        "content": [{"type": "text", "text": to_json(envelope)}],
        "isError": True,
        "structuredContent": envelope,
        "_meta": {"status": error.status},
    }
