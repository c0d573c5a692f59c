"""The OpenAPI 3.1 document, generated from the route registry: the routes' pydantic models and the
kit's schemas (kernel.parsing.Schema), each a component under its name.

`build_document` runs at build time over every family (`make openapi`); `document_for` trims the
result at request time to the operations one caller may call (without pydantic).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from kernel.auth import Principal, TokenKind
from kernel.body_guards import declares
from kernel.idempotency import MAX_KEY_LENGTH
from kernel.parsing import MAX_BODY_BYTES, is_pydantic
from kernel.rate_limit import LIMIT, POLICY_HEADER
from kernel.routing import RouteSpec, check_operation_names

REF_PREFIX = "#/components/schemas/"
RESPONSES_PREFIX = "#/components/responses/"
type SchemaRefs = dict[Any, dict[str, Any]]  # (model, mode) -> {"$ref": ...}
_ERROR_SCHEMA = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message", "requestId"],
            "properties": {
                "code": {"type": "string", "description": "Stable, machine-readable error code."},
                "message": {"type": "string"},
                "requestId": {"type": "string", "description": "Also sent as the X-Request-Id header."},
            },
            "additionalProperties": True,
        }
    },
}


_HEADERS: dict[str, dict[str, Any]] = {
    "X-Request-Id": {
        "description": "This call's id, on every answer; an error envelope carries it as requestId.",
        "schema": {"type": "string"},
    },
    "RateLimit": {
        "description": 'API tokens: calls left this minute, seconds until it ends: "default";r=299;t=41.',
        "schema": {"type": "string"},
    },
    "RateLimit-Policy": {
        "description": f"API tokens: the limit, {POLICY_HEADER} ({LIMIT} calls a minute).",
        "schema": {"type": "string"},
    },
    "Retry-After": {
        "description": "Seconds to wait before sending the call again.",
        "schema": {"type": "integer", "minimum": 0},
    },
    "ETag": {
        "description": 'The version as a strong entity-tag, e.g. "3" (the catalog\'s is a fingerprint).',
        "schema": {"type": "string"},
    },
    "Location": {"description": "The path of the resource this call created.", "schema": {"type": "string"}},
    "Idempotent-Replayed": {
        "description": "Present when this is the stored answer of an earlier call with this Idempotency-Key.",
        "schema": {"type": "string", "enum": ["true"]},
    },
}
_PARAMETERS: dict[str, dict[str, Any]] = {
    "Idempotency-Key": {
        "name": "Idempotency-Key",
        "in": "header",
        "required": False,
        "description": "Makes a retry safe: the same key and request within 24 hours replays the first "
        "answer instead of running again; another request under the key is 409 idempotency_conflict.",
        "schema": {"type": "string", "minLength": 1, "maxLength": MAX_KEY_LENGTH, "pattern": "^[^,\\s]+$"},
    },
    "If-Match": {
        "name": "If-Match",
        "in": "header",
        "required": False,
        "description": 'The ETag read before (e.g. "3"), or *: if the resource changed since, 412 and '
        "nothing is written.",
        "schema": {"type": "string"},
    },
}
# Why the kernel may refuse a call, whatever the route: the statuses every operation declares.
_STATUS_DESCRIPTIONS: dict[str, str] = {
    "400": "The request is malformed: JSON, body, query parameters or headers (error.details says where).",
    "401": "No valid token, or an id token that was not accepted.",
    "403": "The token's scopes, the role's permissions or the token kind do not allow this call.",
    "404": "No such resource in this firm.",
    "409": "An Idempotency-Key reused or still running, or a concurrent write; nothing was written.",
    "412": "If-Match no longer matches the resource's version; nothing was written.",
    "413": f"The body exceeds {MAX_BODY_BYTES} bytes.",
    "415": "The body is not application/json.",
    "429": f"This API token made {LIMIT} calls this minute; retry after Retry-After seconds.",
    "503": "A dependency cannot answer now; retry after Retry-After seconds (with the same Idempotency-Key).",
}


def build_document(
    routes: Sequence[RouteSpec],
    *,
    title: str,
    version: str,
    areas: Sequence[str] | None = None,
    area_descriptions: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """`areas[i]`: the tag of routes[i] (its family), so clients and viewers group operations by area."""
    from pydantic.json_schema import models_json_schema  # build time only: functions never pay for it

    # Query models join too: their nested types ($defs) must land in components like the bodies'.
    inputs = [
        (model, "validation") for route in routes for model in (route.body_model(), route.query_model())
    ]
    inputs += [(route.response_model(), "serialization") for route in routes]
    pydantic_inputs: list[Any] = list(
        dict.fromkeys((model, mode) for model, mode in inputs if is_pydantic(model))
    )
    found, definitions = models_json_schema(
        pydantic_inputs, ref_template=REF_PREFIX + "{model}", by_alias=True
    )
    refs: SchemaRefs = dict(found)
    schemas = {**definitions.get("$defs", {}), "Error": _ERROR_SCHEMA}
    for model, mode in inputs:
        if model is not None and not is_pydantic(model):
            refs[(model, mode)] = _schema_component(model, schemas)
    for route in routes:
        _admit_guarded_keys(route, refs, schemas)
    check_operation_names(routes)  # across families too: one document, one MCP tool list
    paths: dict[str, dict[str, Any]] = {}
    responses: dict[str, Any] = {}
    hints = _body_examples(routes)
    tag_of = {id(route): area for route, area in zip(routes, areas, strict=True)} if areas else {}
    for route in sorted(routes, key=lambda r: (r.path, r.method)):
        operation = _operation(route, refs, responses)
        if id(route) in tag_of:
            operation["tags"] = [tag_of[id(route)]]
        _add_response_example(operation, route, schemas, hints)
        paths.setdefault(route.path, {})[route.method.lower()] = operation
    described = area_descriptions or {}
    tags = [{"name": area, **({"description": described[area]} if area in described else {})}
            for area in sorted(set(areas or ()))]  # fmt: skip
    return {
        "openapi": "3.1.0",
        "info": {"title": title, "version": version},
        **({"tags": tags} if tags else {}),
        "paths": paths,
        "components": {
            "schemas": dict(sorted(schemas.items())),
            "responses": dict(sorted(responses.items())),
            "headers": _HEADERS,
            "parameters": _PARAMETERS,
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
    }


def _admit_guarded_keys(route: RouteSpec, refs: SchemaRefs, schemas: dict[str, Any]) -> None:
    """A guarded write body also lists the keys the kernel checks for it (kernel.body_guards)."""
    body = route.body_model()
    if body is None or not route.guards:
        return
    component = schemas[refs[(body, "validation")]["$ref"].removeprefix(REF_PREFIX)]
    for guard in route.guards:
        if not declares(route, guard.key):
            component.setdefault("properties", {})[guard.key] = guard.schema()


def _schema_component(schema: Any, schemas: dict[str, Any]) -> dict[str, Any]:
    """A kit schema as a component under its name (two different schemas may not share one)."""
    described = schema.json_schema()
    if schemas.setdefault(schema.name, described) != described:
        raise ValueError(f"two different schemas are named {schema.name}")
    return {"$ref": REF_PREFIX + schema.name}


def _examples(model: Any) -> list[Any]:
    found = model.model_json_schema(by_alias=True) if is_pydantic(model) else model.json_schema()
    return list(found.get("examples") or [])


def _operation(route: RouteSpec, refs: SchemaRefs, responses: dict[str, Any]) -> dict[str, Any]:
    operation: dict[str, Any] = {
        "operationId": route.handler.__name__,
        "summary": route.summary,
        "x-route-class": route.route_class.value,
        "x-required-scope": route.scope if not isinstance(route.scope, tuple) else list(route.scope),
        "x-required-permission": route.permission,
        "x-api-token": route.api_token_allowed,
        "security": [{"bearer": []}] if route.authenticated else [],
        "parameters": _parameters(route),
        "responses": _responses(route, refs, responses),
    }
    body = route.body_model()
    if body is not None:
        media: dict[str, Any] = {"schema": refs[(body, "validation")]}
        examples = _examples(body)
        if examples:
            media["example"] = examples[0]
        media_type = "multipart/form-data" if route.upload is not None else "application/json"
        operation["requestBody"] = {"required": True, "content": {media_type: media}}
    return operation


# ---- response examples: the route's own, else one made from its schema (with the values of the
# resource's body example where the keys match), so every operation shows what it answers

_SAMPLE_TEXT = {"date-time": "2026-01-15T09:30:00Z", "date": "2026-01-15", "email": "ada@example.com",
                "uri": "https://example.com/", "binary": "<file>"}  # fmt: skip
_SAMPLE_DEPTH = 8


def _body_examples(routes: Sequence[RouteSpec]) -> dict[str, dict[str, Any]]:
    """Path -> the body example a write on it documents (a collection's create, an item's replace)."""
    found: dict[str, dict[str, Any]] = {}
    for route in routes:
        body = route.body_model()
        examples = _examples(body) if body is not None else []
        if examples and isinstance(examples[0], dict):
            found.setdefault(route.path, examples[0])
    return found


def _hint(route: RouteSpec, hints: Mapping[str, dict[str, Any]]) -> dict[str, Any]:
    """The body example nearest the route: its own path's, else its parents' (an item's collection)."""
    path = route.path
    while path:
        if path in hints:
            return hints[path]
        path = path.rpartition("/")[0]
    return {}


def _add_response_example(operation: dict[str, Any], route: RouteSpec, schemas: Mapping[str, Any],
                          hints: Mapping[str, dict[str, Any]]) -> None:  # fmt: skip
    success = operation["responses"][str(route.success_status)]
    media = success.get("content", {}).get("application/json")
    if media is None or "example" in media:
        return
    response = route.response_model()
    given = _examples(response) if response is not None else []
    media["example"] = given[0] if given else sample(media["schema"], schemas, _hint(route, hints))


def sample(schema: Any, schemas: Mapping[str, Any], hint: Any = None, depth: int = 0) -> Any:
    """A value the JSON schema describes: an example it carries, the hint where it fits, else a plain
    value of its type (objects with every property, arrays of one element)."""
    if not isinstance(schema, dict) or depth > _SAMPLE_DEPTH:
        return None
    if "$ref" in schema:
        return sample(schemas.get(schema["$ref"].removeprefix(REF_PREFIX)), schemas, hint, depth + 1)
    if schema.get("examples"):
        return schema["examples"][0]
    for key in ("anyOf", "oneOf", "allOf"):
        options = [o for o in schema.get(key, []) if o.get("type") != "null"]
        if options:
            return sample(options[0], schemas, hint, depth + 1)
    if "enum" in schema:
        return hint if hint in schema["enum"] else schema["enum"][0]
    if "const" in schema:
        return schema["const"]
    kind = schema.get("type")
    kind = next((k for k in kind if k != "null"), None) if isinstance(kind, list) else kind
    if hint is not None and _fits(kind, hint):
        return hint
    return _plain(kind, schema, schemas, hint, depth)


def _fits(kind: str | None, value: Any) -> bool:
    """A hint stands for a scalar or a list of its type; an object is always walked key by key."""
    kinds: dict[str, type | tuple[type, ...]] = {
        "array": list, "string": str, "boolean": bool, "integer": int, "number": (int, float),
    }  # fmt: skip
    python = kinds.get(kind or "")
    return python is not None and isinstance(value, python) and (kind == "boolean") == isinstance(value, bool)


def _plain(
    kind: str | None, schema: dict[str, Any], schemas: Mapping[str, Any], hint: Any, depth: int
) -> Any:
    hints = hint if isinstance(hint, dict) else {}
    if kind == "object" or "properties" in schema:
        properties = schema.get("properties", {})
        # a page's items and a write's result show the resource the hint is a body of
        inner = {key: hints.get(key, hints if key in ("items", "result") else None) for key in properties}
        return {key: sample(part, schemas, inner[key], depth + 1) for key, part in properties.items()}
    if kind == "array":
        if schema.get("maxItems") == 0:
            return []
        return [sample(schema.get("items", {}), schemas, hint, depth + 1)]
    if kind == "string":
        return _SAMPLE_TEXT.get(schema.get("format", ""), "text")
    if kind in ("integer", "number"):
        return schema.get("minimum", 1) if schema.get("minimum", 1) >= 0 else 0
    if kind == "boolean":
        return True
    return None


def _parameters(route: RouteSpec) -> list[dict[str, Any]]:
    parameters: list[dict[str, Any]] = [
        {
            "name": name,
            "in": "path",
            "required": True,
            "schema": {"type": "string"},
            **route.params.get(name, {}),
        }
        for name in route.path_parameters
    ]
    query = route.query_model()
    if query is not None:
        schema = (
            query.model_json_schema(by_alias=True, ref_template=REF_PREFIX + "{model}")
            if is_pydantic(query)
            else query.json_schema()
        )
        required = set(schema.get("required", []))
        for name, property_schema in schema.get("properties", {}).items():
            description = property_schema.pop("description", None)
            parameter = {"name": name, "in": "query", "required": name in required, "schema": property_schema}
            if description:
                parameter["description"] = description
            parameters.append(parameter)
    if _takes_idempotency_key(route):
        parameters.append({"$ref": "#/components/parameters/Idempotency-Key"})
    if honours_if_match(route):
        parameters.append({"$ref": "#/components/parameters/If-Match"})
    return parameters


def _takes_idempotency_key(route: RouteSpec) -> bool:
    return route.method == "POST" and route.authenticated and route.replayable


def honours_if_match(route: RouteSpec) -> bool:
    """Whether a stale If-Match is 412 here: what the route says (`if_match`), else a delete, or a write
    answering the resource's version (ETag) that is not a create. tests/if_match_check.py holds every
    route to it by what the route does while the suites run."""
    if route.if_match is not None:
        return route.if_match
    if route.method == "GET":
        return False
    return route.method == "DELETE" or (route.etag and route.success_status != 201)


def error_statuses(route: RouteSpec) -> list[int]:
    """The error statuses a route may answer: the kernel's for what the route is, and its own."""
    statuses = {400, 401, 403, 503, *route.errors}
    if route.path_parameters:
        statuses.add(404)
    if route.method != "GET":
        statuses.add(409)
    if honours_if_match(route):
        statuses.add(412)
    if route.body_model() is not None:
        statuses |= {413, 415}
    if route.authenticated and route.api_token_allowed:
        statuses.add(429)
    return sorted(statuses)


def _responses(route: RouteSpec, refs: SchemaRefs, shared: dict[str, Any]) -> dict[str, Any]:
    """The success answer, then each error status as a shared response (components/responses) named
    for its status and the headers it carries, e.g. Error429ApiToken."""
    common = _header_refs("X-Request-Id")
    variant = ""
    if route.authenticated and route.api_token_allowed:
        common |= _header_refs("RateLimit", "RateLimit-Policy")
        variant += "ApiToken"
    if _takes_idempotency_key(route):
        common |= _header_refs("Idempotent-Replayed")  # a stored answer, success or refusal
        variant += "Replayable"
    success: dict[str, Any] = {"description": "Success", "headers": dict(common)}
    if route.etag:
        success["headers"] |= _header_refs("ETag")
    if route.success_status == 201 and route.location:
        success["headers"] |= _header_refs("Location")
    response = route.response_model()
    if route.answers is not None:  # a page or a script, not JSON
        success["content"] = {route.answers: {"schema": {"type": "string"}}}
    elif response is not None:
        success["content"] = {"application/json": {"schema": refs[(response, "serialization")]}}
    responses = {str(route.success_status): success}
    for empty in route.empty_answers:
        responses[str(empty)] = {"description": "Taken; nothing to answer.", "headers": dict(common)}
    for status in [*map(str, error_statuses(route)), "default"]:
        name = f"Error{status.capitalize()}{variant}"
        if name not in shared:
            headers = dict(common)
            if status in ("429", "503"):
                headers |= _header_refs("Retry-After")
            description = _STATUS_DESCRIPTIONS.get(status, "Any other error, in the same envelope.")
            shared[name] = _error(description, headers)
        responses[status] = {"$ref": RESPONSES_PREFIX + name}
    return responses


def _error(description: str, headers: dict[str, Any]) -> dict[str, Any]:
    return {
        "description": description,
        "headers": headers,
        "content": {"application/json": {"schema": {"$ref": REF_PREFIX + "Error"}}},
    }


def _header_refs(*names: str) -> dict[str, Any]:
    return {name: {"$ref": f"#/components/headers/{name}"} for name in names}


def may_call(operation: dict[str, Any], principal: Principal) -> bool:
    if principal.token_kind is TokenKind.API_TOKEN:
        scope = operation.get("x-required-scope")
        scopes = [scope] if isinstance(scope, str) else scope or []
        if not operation.get("x-api-token") or (scopes and not any(map(principal.has_scope, scopes))):
            return False
    permission = operation.get("x-required-permission")
    return permission is None or permission in principal.permissions


def document_for(document: dict[str, Any], principal: Principal) -> dict[str, Any]:
    """The document holding only what this caller may call, and the schemas those operations use."""
    trimmed = copy.deepcopy(document)
    paths: dict[str, Any] = {}
    for path, operations in trimmed["paths"].items():
        kept = {method: op for method, op in operations.items() if may_call(op, principal)}
        if kept:
            paths[path] = kept
    trimmed["paths"] = paths
    components = trimmed["components"]
    responses = {name: components["responses"][name] for name in _refs(paths, RESPONSES_PREFIX)}
    components["responses"] = dict(sorted(responses.items()))
    schemas = components["schemas"]
    used = referenced_schemas([paths, responses], schemas)
    components["schemas"] = {name: schema for name, schema in schemas.items() if name in used}
    return trimmed


def referenced_schemas(root: Any, schemas: dict[str, Any]) -> set[str]:
    seen: set[str] = set()
    pending = list(_refs(root))
    while pending:
        name = pending.pop()
        if name not in seen and name in schemas:
            seen.add(name)
            pending.extend(_refs(schemas[name]))
    return seen


def _refs(node: Any, prefix: str = REF_PREFIX) -> Iterator[str]:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(prefix):
            yield ref[len(prefix) :]
        for value in node.values():
            yield from _refs(value, prefix)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value, prefix)


def dumps(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, sort_keys=False, ensure_ascii=False) + "\n"
