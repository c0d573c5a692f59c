"""The tools an agent sees: one per operation of the API's OpenAPI document, read at run time.

The document is the one `/openapi` serves (generated from every family's route registry by
`make openapi`), and a caller sees exactly the tools whose operations `/openapi` shows it: the same
`kernel.openapi.may_call`. A tool takes the operation's path and query parameters as arguments of
the same names, its JSON body as `body`, and, where the route honours them, `idempotencyKey` and
`ifMatch` (sent as the Idempotency-Key and If-Match headers).
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass
from decimal import Decimal
from functools import cached_property
from importlib import resources
from typing import Any

from kernel.auth import Principal
from kernel.idempotency import MAX_KEY_LENGTH
from kernel.openapi import REF_PREFIX, may_call, referenced_schemas

DEFS_PREFIX = "#/$defs/"
INDEX_FILE = "tool_calls.json"
PAGE_SIZE = 100
MAX_CURSOR_CHARS = 400  # an operationId is at most a few dozen characters
BODY = "body"
IDEMPOTENCY_KEY = "idempotencyKey"
IF_MATCH = "ifMatch"
# Areas whose operations are not tools: the MCP endpoint itself.
NOT_TOOLS = frozenset({"mcp"})
# Actions that end or hide something (besides DELETE): their tools say destructiveHint.
DESTRUCTIVE_ACTIONS = frozenset({"archive", "deactivate", "disconnect"})
_IDEMPOTENCY_PARAMETER = "#/components/parameters/Idempotency-Key"
_IF_MATCH_PARAMETER = "#/components/parameters/If-Match"


class ArgumentsInvalid(ValueError):
    """What is wrong with a call's arguments, one {field, message} each, as the API's 400 says it."""

    def __init__(self, problems: list[dict[str, str]]) -> None:
        super().__init__(problems[0]["message"])
        self.problems = problems


@dataclass(frozen=True)
class CallRoute:
    """What a call of a tool needs: how its arguments become the HTTP request its route takes. The
    MCP function reads these from the index `make openapi` writes beside this module (a tool call
    then never parses the whole OpenAPI document, 2.9 MB, on a cold start)."""

    name: str
    method: str
    path: str
    area: str  # the route's family
    path_params: tuple[str, ...]
    query_params: tuple[tuple[str, bool], ...]  # (name, required)
    takes_body: bool
    body_required: bool
    takes_idempotency_key: bool
    honours_if_match: bool
    structured: bool  # its results carry structured content (the tool declares an output schema)

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "path_params": list(self.path_params),
                "query_params": [list(each) for each in self.query_params]}  # fmt: skip

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CallRoute:
        query = tuple((name, bool(required)) for name, required in data["query_params"])
        return cls(**{**data, "path_params": tuple(data["path_params"]), "query_params": query})

    @cached_property
    def argument_names(self) -> frozenset[str]:
        names = {*self.path_params, *(name for name, _ in self.query_params)}
        names |= {BODY} if self.takes_body else set()
        names |= {IDEMPOTENCY_KEY} if self.takes_idempotency_key else set()
        names |= {IF_MATCH} if self.honours_if_match else set()
        return frozenset(names)

    def check(self, arguments: Any) -> Mapping[str, Any]:
        """The arguments when they can make this route's request; the route itself validates values."""
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            raise ArgumentsInvalid([{"field": "arguments", "message": "must be an object"}])
        problems = [
            {"field": name[:80], "message": "not an argument of this tool"}
            for name in sorted(arguments)
            if name not in self.argument_names
        ]
        for name in self.path_params:
            value = arguments.get(name)
            if not isinstance(value, str) or not value:
                problems.append({"field": name, "message": "required: a non-empty string"})
        for name, required in self.query_params:
            value = arguments.get(name)
            if value is None and required:
                problems.append({"field": name, "message": "required"})
            elif not (value is None or isinstance(value, str | int | float | Decimal | bool)):
                problems.append({"field": name, "message": "must be a string, a number or a boolean"})
        if self.body_required and BODY not in arguments:
            problems.append({"field": BODY, "message": "required: the request body"})
        for name in (IDEMPOTENCY_KEY, IF_MATCH):
            if name in arguments and not isinstance(arguments[name], str):
                problems.append({"field": name, "message": "must be a string"})
        if problems:
            raise ArgumentsInvalid(problems)
        return arguments


class CallIndex:
    """Each tool's CallRoute by name, read from the index `make openapi` writes (tool_calls.json)."""

    def __init__(self, routes: Sequence[CallRoute]) -> None:
        self._routes = {route.name: route for route in routes}

    @classmethod
    def load(cls) -> CallIndex:
        text = resources.files("mcp_api").joinpath(INDEX_FILE).read_text(encoding="utf-8")
        return cls([CallRoute.from_json(each) for each in json.loads(text)])

    def route(self, name: Any) -> CallRoute | None:
        return self._routes.get(name) if isinstance(name, str) else None


@dataclass(frozen=True)
class ToolRoute:
    """One operation as a tool: its call, and the operation its description and filter come from."""

    call: CallRoute
    operation: Mapping[str, Any]
    body: Mapping[str, Any] | None  # the JSON body's schema, when the route takes one

    @property
    def name(self) -> str:
        return self.call.name

    @property
    def method(self) -> str:
        return self.call.method

    @property
    def path(self) -> str:
        return self.call.path

    @classmethod
    def of(cls, method: str, path: str, operation: Mapping[str, Any], structured: bool) -> ToolRoute | None:
        """None for what a tool cannot carry: a multipart upload (a file is not a JSON argument), and
        for a route that takes no token."""
        content = operation.get("requestBody", {}).get("content", {})
        if content and "application/json" not in content:
            return None
        if not operation.get("security"):  # a public route (sign-in): the endpoint serves a token's holder
            return None
        parameters = operation.get("parameters", [])
        refs = {parameter.get("$ref") for parameter in parameters}
        body = content.get("application/json", {}).get("schema")
        call = CallRoute(
            name=operation["operationId"],
            method=method.upper(),
            path=path,
            area=(operation.get("tags") or [""])[0],
            path_params=tuple(p["name"] for p in parameters if p.get("in") == "path"),
            query_params=tuple(
                (p["name"], bool(p.get("required"))) for p in parameters if p.get("in") == "query"
            ),
            takes_body=body is not None,
            body_required=bool(operation.get("requestBody", {}).get("required")),
            takes_idempotency_key=_IDEMPOTENCY_PARAMETER in refs,
            honours_if_match=_IF_MATCH_PARAMETER in refs,
            structured=structured,
        )
        return cls(call, operation, body)

    @property
    def annotations(self) -> dict[str, Any]:
        """MCP tool annotations from the route: its class, its method, what its action does."""
        read_only = self.operation.get("x-route-class") == "Query"
        action = self.path.rstrip("/").rsplit("/", 1)[-1]
        hints: dict[str, Any] = {"title": self.operation.get("summary", self.name), "readOnlyHint": read_only}
        if not read_only:
            hints["destructiveHint"] = self.method == "DELETE" or action in DESTRUCTIVE_ACTIONS
        hints["idempotentHint"] = self.method in ("GET", "PUT", "DELETE")
        return hints


class ToolCatalog:
    """Every operation of the document as a tool; each tool's JSON built once per warm container."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self._schemas: Mapping[str, Any] = document.get("components", {}).get("schemas", {})
        routes = (
            ToolRoute.of(method, path, operation, self._output_schema(operation) is not None)
            for path, operations in document.get("paths", {}).items()
            for method, operation in operations.items()
        )
        self._routes = {route.name: route for route in routes if route and route.call.area not in NOT_TOOLS}
        self._tools: dict[str, dict[str, Any]] = {}

    @classmethod
    def load(cls) -> ToolCatalog:
        """The document `make openapi` writes (the platform family serves the same file)."""
        text = resources.files("platform_api").joinpath("openapi.json").read_text(encoding="utf-8")
        return cls(json.loads(text))

    def index(self) -> list[dict[str, Any]]:
        """What tool_calls.json holds: each tool's CallRoute."""
        return [route.call.as_json() for route in self._routes.values()]

    def route(self, name: Any) -> ToolRoute | None:
        return self._routes.get(name) if isinstance(name, str) else None

    def visible(self, principal: Principal) -> list[ToolRoute]:
        """The tools of the operations this caller's `/openapi` shows, in the document's order."""
        return [route for route in self._routes.values() if may_call(dict(route.operation), principal)]

    def page(
        self, principal: Principal, cursor: Any, size: int = PAGE_SIZE
    ) -> tuple[list[dict[str, Any]], str | None]:
        """One page of the caller's tools and the cursor of the next (None after the last)."""
        visible = self.visible(principal)
        start = _position(cursor, visible)
        shown = visible[start : start + size]
        more = start + size < len(visible)
        return [self.tool(route) for route in shown], _cursor(shown[-1].name) if more and shown else None

    def tool(self, route: ToolRoute) -> dict[str, Any]:
        tool = self._tools.get(route.name)
        if tool is None:
            tool = self._tools[route.name] = self._build(route)
        return tool

    def _build(self, route: ToolRoute) -> dict[str, Any]:
        operation = route.operation
        summary = str(operation.get("summary") or route.name)
        tool: dict[str, Any] = {
            "name": route.name,
            "title": summary,
            "description": f"{summary}\n\n{route.method} {route.path} ({route.call.area}).",
            "inputSchema": self._self_contained(self._input_schema(route)),
            "annotations": route.annotations,
        }
        output = self._output_schema(operation)
        if output is not None:
            tool["outputSchema"] = self._self_contained(output)
        return tool

    def _input_schema(self, route: ToolRoute) -> dict[str, Any]:
        properties: dict[str, Any] = {}
        required: list[str] = []
        for parameter in route.operation.get("parameters", []):
            if parameter.get("in") in ("path", "query"):
                described = {**parameter.get("schema", {})}
                described.setdefault(
                    "description", parameter.get("description") or f"{parameter['in']} parameter"
                )
                properties[parameter["name"]] = described
                if parameter.get("required"):
                    required.append(parameter["name"])
        if route.body is not None:
            properties[BODY] = {**route.body, "description": "The request body (JSON)."}
            if route.call.body_required:
                required.append(BODY)
        if route.call.takes_idempotency_key:
            properties[IDEMPOTENCY_KEY] = {
                "type": "string", "minLength": 1, "maxLength": MAX_KEY_LENGTH, "pattern": "^[^,\\s]+$",
                "description": "Makes a retry safe: the same key and arguments within 24 hours give the "
                "first answer again instead of writing twice (the Idempotency-Key header).",
            }  # fmt: skip
        if route.call.honours_if_match:
            properties[IF_MATCH] = {
                "type": "string",
                "description": 'The version read before, as its ETag (e.g. "3"): if the resource changed '
                "since, the call is refused with version_conflict and nothing is written (If-Match).",
            }
        return {
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        }

    def _output_schema(self, operation: Mapping[str, Any]) -> dict[str, Any] | None:
        """The success answer's schema, when it is an object (MCP's structured content is one)."""
        responses = operation.get("responses", {})
        success = sorted(status for status in responses if status.startswith("2"))
        schema = (
            responses[success[0]].get("content", {}).get("application/json", {}).get("schema")
            if success
            else None
        )
        if not schema:
            return None
        resolved = self._schemas.get(schema["$ref"][len(REF_PREFIX) :], {}) if "$ref" in schema else schema
        if resolved.get("type") != "object":
            return None
        return {"type": "object", **schema}

    def _self_contained(self, schema: dict[str, Any]) -> dict[str, Any]:
        """The schema with the components it uses under its own `$defs` (a tool's schema stands alone)."""
        names = sorted(referenced_schemas(schema, dict(self._schemas)))
        contained: dict[str, Any] = _rewritten(schema)
        if names:
            contained["$defs"] = {name: _rewritten(self._schemas[name]) for name in names}
        return contained


def _rewritten(schema: Any) -> Any:
    """A deep copy with each component reference pointing into `$defs`."""
    copied = copy.deepcopy(schema)
    for node in _objects(copied):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF_PREFIX):
            node["$ref"] = DEFS_PREFIX + ref[len(REF_PREFIX) :]
    return copied


def _objects(root: Any) -> Iterator[dict[str, Any]]:
    pending = [root]
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            yield node
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)


def _cursor(last_name: str) -> str:
    return base64.urlsafe_b64encode(json.dumps({"after": last_name}).encode()).decode().rstrip("=")


class CursorInvalid(ValueError):
    pass


def _position(cursor: Any, visible: Sequence[ToolRoute]) -> int:
    """Where the page after `cursor` starts. The cursor names the last tool shown; one that names no
    tool of this caller is refused (it was not issued to it)."""
    if cursor is None:
        return 0
    if not isinstance(cursor, str) or len(cursor) > MAX_CURSOR_CHARS:
        raise CursorInvalid("cursor was not issued by tools/list")
    try:
        text = base64.urlsafe_b64decode(str(cursor) + "=" * (-len(str(cursor)) % 4)).decode()
        after = json.loads(text)["after"]
    except (ValueError, KeyError, TypeError, RecursionError, binascii.Error, UnicodeDecodeError):
        raise CursorInvalid("cursor was not issued by tools/list") from None
    names = [route.name for route in visible]
    if after not in names:
        raise CursorInvalid("cursor was not issued by tools/list")
    return names.index(after) + 1
