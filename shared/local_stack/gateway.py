"""API Gateway HTTP API (payload 2.0) as the local stack needs it: pure functions, no sockets.

Routes come from the functions' HttpApi events in template.yaml. The rules copy AWS, so a request that
works locally is routed the same way once deployed:
- a route is `METHOD /path`, `ANY /path` or `$default`; a path segment may be a `{param}`, and the last
  one may be a greedy `{proxy+}` (one or more segments);
- the most specific route wins: a route without a greedy variable over one with it, then segment by
  segment a literal over a `{param}` over a `{proxy+}`, then a method over ANY; `$default` comes last;
- no route at all: 404 {"message":"Not Found"}; a handler that raises:
  500 {"message":"Internal Server Error"}.
"""

from __future__ import annotations

import base64
import binascii
import json
import secrets
import sys
import time
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, unquote

MAX_BODY_BYTES = 10 * 1024 * 1024  # API Gateway's payload limit
ACCOUNT_ID = "123456789012"
API_ID = "local"
DEFAULT_ROUTE = "$default"
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

# Literal over {param} over {proxy+}, segment by segment.
_LITERAL, _PARAM, _GREEDY = 2, 1, 0


@dataclass(frozen=True)
class Request:
    """An HTTP request as the front received it (raw path, raw query, headers in arrival order)."""

    method: str
    raw_path: str
    raw_query: str = ""
    headers: Sequence[tuple[str, str]] = ()
    body: bytes = b""
    source_ip: str = "127.0.0.1"
    protocol: str = "HTTP/1.1"


@dataclass(frozen=True)
class Response:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""

    @classmethod
    def message(cls, status: int, message: str) -> Response:
        """API Gateway's own answers: a JSON body with one key, `message`."""
        body = json.dumps({"message": message}, separators=(",", ":")).encode()
        return cls(status, [("content-type", "application/json")], body)


# ---- routing ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Route:
    route_key: str
    target: str  # the logical id of the function behind the route
    method: str = ""  # "" for $default
    segments: tuple[str, ...] = ()

    @classmethod
    def parse(cls, route_key: str, target: str) -> Route:
        if route_key == DEFAULT_ROUTE:
            return cls(route_key, target)
        method, _, path = route_key.partition(" ")
        if not method or not path.startswith("/"):
            raise ValueError(f"bad route key {route_key!r}: expected 'METHOD /path' or '$default'")
        segments = tuple(path[1:].split("/"))
        if any(_is_greedy(segment) for segment in segments[:-1]):
            raise ValueError(f"bad route key {route_key!r}: a greedy variable must be the last segment")
        return cls(route_key, target, method.upper(), segments)

    @property
    def is_default(self) -> bool:
        return self.route_key == DEFAULT_ROUTE

    @property
    def is_greedy(self) -> bool:
        return bool(self.segments) and _is_greedy(self.segments[-1])

    def rank(self) -> tuple[bool, tuple[int, ...], bool]:
        """Higher is more specific; only compared between routes that match the same request."""
        kinds = tuple(_segment_kind(segment) for segment in self.segments)
        return (not self.is_greedy, kinds, self.method != "ANY")

    def match(self, method: str, segments: Sequence[str]) -> dict[str, str] | None:
        """Path parameters (URL-decoded, as API Gateway passes them) when the route matches, else None."""
        if self.is_default or self.method not in ("ANY", method):
            return None
        parameters: dict[str, str] = {}
        for index, pattern in enumerate(self.segments):
            if _is_greedy(pattern):
                rest = "/".join(segments[index:])
                if not rest:
                    return None
                parameters[pattern[1:-2]] = unquote(rest)
                return parameters
            if index >= len(segments):
                return None
            value = unquote(segments[index])
            if _segment_kind(pattern) == _PARAM:
                if not value:
                    return None
                parameters[pattern[1:-1]] = value
            elif value != pattern:
                return None
        return parameters if len(segments) == len(self.segments) else None


def _is_greedy(segment: str) -> bool:
    return segment.startswith("{") and segment.endswith("+}")


def _literal_prefix(segments: Sequence[str]) -> tuple[str, ...]:
    """The literal segments a route's path starts with, up to its first variable."""
    prefix: list[str] = []
    for segment in segments:
        if _segment_kind(segment) != _LITERAL:
            break
        prefix.append(segment)
    return tuple(prefix)


def _segment_kind(segment: str) -> int:
    if _is_greedy(segment):
        return _GREEDY
    return _PARAM if segment.startswith("{") and segment.endswith("}") else _LITERAL


@dataclass(frozen=True)
class Match:
    route: Route
    path_parameters: dict[str, str]


class Router:
    def __init__(self, routes: Iterable[Route]):
        self.routes = list(routes)
        keys = [route.route_key for route in self.routes]
        duplicates = sorted({key for key in keys if keys.count(key) > 1})
        if duplicates:
            raise ValueError(f"routes declared twice: {', '.join(duplicates)}")
        self._default = next((route for route in self.routes if route.is_default), None)
        # Every route under the literal segments it starts with: a request can only match a route whose
        # leading literals are its own first segments, so only those routes are tried (in their order).
        self._by_prefix: dict[int, dict[tuple[str, ...], list[tuple[int, Route]]]] = {}
        for order, route in enumerate(self.routes):
            if not route.is_default:
                prefix = _literal_prefix(route.segments)
                self._by_prefix.setdefault(len(prefix), {}).setdefault(prefix, []).append((order, route))

    @classmethod
    def from_route_keys(cls, route_keys: Mapping[str, Iterable[str]]) -> Router:
        """From target -> its route keys (see template.FunctionSpec.route_keys)."""
        return cls(Route.parse(key, target) for target, keys in route_keys.items() for key in keys)

    def select(self, method: str, raw_path: str) -> Match | None:
        segments = raw_path[1:].split("/") if raw_path.startswith("/") else raw_path.split("/")
        decoded = [unquote(segment) for segment in segments]
        tried: list[tuple[int, Route]] = []
        for length, routes in self._by_prefix.items():
            if length <= len(decoded):
                tried += routes.get(tuple(decoded[:length]), ())
        candidates = []
        for _, route in sorted(tried, key=lambda each: each[0]):
            parameters = route.match(method.upper(), segments)
            if parameters is not None:
                candidates.append(Match(route, parameters))
        if candidates:
            return max(candidates, key=lambda candidate: candidate.route.rank())
        return Match(self._default, {}) if self._default else None


# ---- the payload 2.0 event -------------------------------------------------------------------------


def new_request_id() -> str:
    """Unique per request, shaped like API Gateway's (16 base64 characters)."""
    return base64.b64encode(secrets.token_bytes(11)).decode()


def build_event(request: Request, match: Match, request_id: str, now: float) -> dict[str, Any]:
    headers, cookies = _headers_and_cookies(request)
    event: dict[str, Any] = {
        "version": "2.0",
        "routeKey": match.route.route_key,
        "rawPath": request.raw_path,
        "rawQueryString": request.raw_query,
    }
    if cookies:
        event["cookies"] = cookies
    event["headers"] = headers
    query = _joined(parse_qsl(request.raw_query, keep_blank_values=True))
    if query:
        event["queryStringParameters"] = query
    event["requestContext"] = _request_context(request, match, headers, request_id, now)
    if match.path_parameters:
        event["pathParameters"] = match.path_parameters
    if request.body:
        try:
            event["body"], event["isBase64Encoded"] = request.body.decode("utf-8"), False
        except UnicodeDecodeError:
            event["body"], event["isBase64Encoded"] = base64.b64encode(request.body).decode(), True
    else:
        event["isBase64Encoded"] = False
    return event


def _headers_and_cookies(request: Request) -> tuple[dict[str, str], list[str]]:
    """Lower-cased headers, repeats joined by ','; the Cookie header moves to the cookies list."""
    pairs = [(name.lower(), value) for name, value in request.headers]
    cookies = [
        cookie.strip()
        for name, value in pairs
        if name == "cookie"
        for cookie in value.split(";")
        if cookie.strip()
    ]
    headers = _joined([(name, value) for name, value in pairs if name != "cookie"])
    forwarded = headers.get("x-forwarded-for")
    headers["x-forwarded-for"] = f"{forwarded}, {request.source_ip}" if forwarded else request.source_ip
    headers.setdefault("x-forwarded-proto", "http")
    headers.setdefault("x-forwarded-port", _host_and_port(headers.get("host", ""))[1])
    headers.setdefault("x-amzn-trace-id", f"Root=1-{int(time.time()):08x}-{secrets.token_hex(12)}")
    return headers, cookies


def _joined(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    joined: dict[str, str] = {}
    for name, value in pairs:
        joined[name] = f"{joined[name]},{value}" if name in joined else value
    return joined


def _host_and_port(host: str) -> tuple[str, str]:
    name, _, port = host.rpartition(":") if host.count(":") == 1 else (host, "", "")
    return name, port or "80"


def _request_context(
    request: Request, match: Match, headers: Mapping[str, str], request_id: str, now: float
) -> dict[str, Any]:
    domain = _host_and_port(headers.get("host", "localhost"))[0]
    return {
        "accountId": ACCOUNT_ID,
        "apiId": API_ID,
        "domainName": domain,
        "domainPrefix": domain.split(".")[0],
        "http": {
            "method": request.method.upper(),
            "path": request.raw_path,
            "protocol": request.protocol,
            "sourceIp": request.source_ip,
            "userAgent": headers.get("user-agent", ""),
        },
        "requestId": request_id,
        "routeKey": match.route.route_key,
        "stage": "$default",
        "time": _clf_time(now),
        "timeEpoch": int(now * 1000),
    }


def _clf_time(now: float) -> str:
    """'22/Nov/2025:01:58:00 +0000', without depending on the process locale."""
    moment = time.gmtime(now)
    return f"{moment.tm_mday:02d}/{_MONTHS[moment.tm_mon - 1]}/{time.strftime('%Y:%H:%M:%S', moment)} +0000"


# ---- the Lambda result -----------------------------------------------------------------------------


class MalformedResult(Exception):
    """The handler returned something API Gateway cannot turn into a response (it answers 500)."""


def to_response(result: Any) -> Response:
    """Payload 2.0 response rules: a dict with statusCode is a response; anything else is a JSON body."""
    if not (isinstance(result, dict) and "statusCode" in result):
        return Response(200, [("content-type", "application/json")], json.dumps(result).encode())
    try:
        status = int(result["statusCode"])
        headers = [(str(k), _header_value(v)) for k, v in (result.get("headers") or {}).items()]
        for name, values in (result.get("multiValueHeaders") or {}).items():
            headers += [(str(name), _header_value(value)) for value in values]
        headers += [("set-cookie", str(cookie)) for cookie in result.get("cookies") or []]
        body = result.get("body") or ""
        if not isinstance(body, str):
            raise MalformedResult("body must be a string")
        raw = base64.b64decode(body, validate=True) if result.get("isBase64Encoded") else body.encode()
    except (TypeError, ValueError, AttributeError, binascii.Error) as error:
        raise MalformedResult(str(error)) from error
    if not 100 <= status <= 599:
        raise MalformedResult(f"statusCode {status} is not an HTTP status")
    return Response(status, headers, raw)


def _header_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)):
        return str(value)
    raise MalformedResult(f"header value {value!r} is not a string")


# ---- the gateway -----------------------------------------------------------------------------------

Invoke = Callable[[str, dict[str, Any]], Any]
"""Calls the function with this logical id with the event; returns what its handler returned."""


class Gateway:
    def __init__(self, router: Router, invoke: Invoke, clock: Callable[[], float] = time.time):
        self.router = router
        self._invoke = invoke
        self._clock = clock

    def handle(self, request: Request) -> Response:
        request_id = new_request_id()
        response = self._respond(request, request_id)
        return Response(response.status, [*response.headers, ("apigw-requestid", request_id)], response.body)

    def _respond(self, request: Request, request_id: str) -> Response:
        if len(request.body) > MAX_BODY_BYTES:
            return Response.message(413, "Request Entity Too Large")
        match = self.router.select(request.method, request.raw_path)
        if match is None:
            return Response.message(404, "Not Found")
        event = build_event(request, match, request_id, self._clock())
        try:
            return to_response(self._invoke(match.route.target, event))
        except MalformedResult as error:
            print(f"{match.route.target} returned a malformed response: {error}", file=sys.stderr)
        except Exception:
            print(f"{match.route.target} raised on {match.route.route_key}:", file=sys.stderr)
            traceback.print_exc()
        return Response.message(500, "Internal Server Error")
