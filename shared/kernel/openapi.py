"""The OpenAPI 3.1 document, generated from the route registry and the routes' pydantic models.

`build_document` runs at build time over every family (`make openapi`); `document_for` trims the
result at request time to the operations one caller may call.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator, Sequence
from typing import Any, TypeAlias

from pydantic import BaseModel

from kernel.auth import Principal, TokenKind
from kernel.routing import RouteSpec

REF_PREFIX = "#/components/schemas/"
SchemaRefs: TypeAlias = dict[Any, dict[str, Any]]  # (model, mode) -> {"$ref": ...}
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


def build_document(routes: Sequence[RouteSpec], *, title: str, version: str) -> dict[str, Any]:
    from pydantic.json_schema import models_json_schema  # build time only: functions never pay for it

    # Query models join too: their nested types ($defs) must land in components like the bodies'.
    body_models = {model for route in routes for model in (route.body, route.query) if model}
    response_models = {route.response for route in routes if route.response}
    inputs: list[tuple[type[BaseModel], Any]] = [(model, "validation") for model in body_models]
    inputs += [(model, "serialization") for model in response_models]
    refs: SchemaRefs
    refs, definitions = models_json_schema(inputs, ref_template=REF_PREFIX + "{model}", by_alias=True)
    schemas = {**definitions.get("$defs", {}), "Error": _ERROR_SCHEMA}
    operation_ids = [route.handler.__name__ for route in routes]
    if len(set(operation_ids)) != len(operation_ids):
        raise ValueError("two routes share a handler name; operationIds must be unique")
    paths: dict[str, dict[str, Any]] = {}
    for route in sorted(routes, key=lambda r: (r.path, r.method)):
        paths.setdefault(route.path, {})[route.method.lower()] = _operation(route, refs)
    return {
        "openapi": "3.1.0",
        "info": {"title": title, "version": version},
        "paths": paths,
        "components": {
            "schemas": dict(sorted(schemas.items())),
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
    }


def _operation(route: RouteSpec, refs: SchemaRefs) -> dict[str, Any]:
    operation: dict[str, Any] = {
        "operationId": route.handler.__name__,
        "summary": route.summary,
        "x-route-class": route.route_class.value,
        "x-required-scope": route.scope,
        "x-required-permission": route.permission,
        "x-api-token": route.api_token_allowed,
        "security": [{"bearer": []}] if route.authenticated else [],
        "parameters": _parameters(route),
        "responses": _responses(route, refs),
    }
    if route.body is not None:
        schema = refs[(route.body, "validation")]
        operation["requestBody"] = {"required": True, "content": {"application/json": {"schema": schema}}}
    return operation


def _parameters(route: RouteSpec) -> list[dict[str, Any]]:
    parameters = [
        {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}
        for name in route.path_parameters
    ]
    if route.query is not None:
        schema = route.query.model_json_schema(by_alias=True, ref_template=REF_PREFIX + "{model}")
        required = set(schema.get("required", []))
        for name, property_schema in schema.get("properties", {}).items():
            description = property_schema.pop("description", None)
            parameter = {"name": name, "in": "query", "required": name in required, "schema": property_schema}
            if description:
                parameter["description"] = description
            parameters.append(parameter)
    return parameters


def _responses(route: RouteSpec, refs: SchemaRefs) -> dict[str, Any]:
    error = {
        "description": "Error",
        "content": {"application/json": {"schema": {"$ref": REF_PREFIX + "Error"}}},
    }
    success: dict[str, Any] = {"description": "Success"}
    if route.response is not None:
        success["content"] = {"application/json": {"schema": refs[(route.response, "serialization")]}}
    return {str(route.success_status): success, "default": error}


def may_call(operation: dict[str, Any], principal: Principal) -> bool:
    if principal.token_kind is TokenKind.API_TOKEN:
        scope = operation.get("x-required-scope")
        if not operation.get("x-api-token") or (scope and not principal.has_scope(scope)):
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
    schemas = trimmed["components"]["schemas"]
    used = _referenced_schemas(paths, schemas)
    trimmed["components"]["schemas"] = {name: schema for name, schema in schemas.items() if name in used}
    return trimmed


def _referenced_schemas(root: Any, schemas: dict[str, Any]) -> set[str]:
    seen: set[str] = set()
    pending = list(_refs(root))
    while pending:
        name = pending.pop()
        if name not in seen and name in schemas:
            seen.add(name)
            pending.extend(_refs(schemas[name]))
    return seen


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF_PREFIX):
            yield ref[len(REF_PREFIX) :]
        for value in node.values():
            yield from _refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value)


def dumps(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, sort_keys=False, ensure_ascii=False) + "\n"
