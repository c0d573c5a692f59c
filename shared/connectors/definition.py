"""A connector's definition (spec 2.1): its body, its view, its storage as a kit resource, and the
rules that the connectors family and the automation runner both apply.

One item per connector holds the draft (the body's keys, replaced by PUT) and, beside it, what the
connector's own routes keep: the published call (`published`, a copy of the draft taken on publish),
`active`, `definitionRevision`, `secretSet`, `draftSecretSet` and the Secrets Manager versions of the
secrets with the origins they were set for (hidden; connectors.secrets).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit

from connectors.calls import saved_target
from kernel import json_codec
from kernel.outbound import Outbound
from kernel.request import Request
from kernel.routing import RouteClass
from kit.fields import Boolean, Choice, Integer, Json, Key, ListOf, Object, Text
from kit.resource import Resource

MAX_DEFINITION_BYTES = 60_000
_OUTPUT_PATH = r"^\$(?:\.[A-Za-z_][A-Za-z0-9_-]{0,63}|\[[0-9]{1,4}\]){1,16}$"
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
# An operation's path: a path only (no query, fragment, authority or encoded bytes), so a parameter
# can fill a placeholder but never change where the call goes.
_OPERATION_PATH = r"^/[A-Za-z0-9\-._~!$&'()*+,;=:@/{}]{0,999}$"
Problems = list[dict[str, str]]

PARAMETER = Object(fields={
    "name": Key(),
    "valueType": Choice("string", "number", "integer", "boolean"),
    "required": Boolean(required=False, default=False),
    "in": Choice("path", "query", "body"),
})  # fmt: skip
OUTPUT = Object(fields={
    "name": Key(),
    "path": Text(max_length=200, pattern=_OUTPUT_PATH,
                 pattern_says="a JSON path of the form $.field, $.field.inner or $.items[0].id"),
})  # fmt: skip
OPERATION = Object(fields={
    "key": Key(),
    "label": Text(max_length=200),
    "description": Text(max_length=2000, multiline=True, required=False),
    "method": Choice("GET", "POST", "PUT", "PATCH", "DELETE"),
    "effect": Choice("read", "write", "destructive"),
    "path": Text(max_length=1000, pattern=_OPERATION_PATH,
                 pattern_says="a path beginning with /, of letters, digits and -._~!$&'()*+,;=:@ and {name}"),
    "parameters": ListOf(of=PARAMETER, most=30, unique=False, required=False, default=[]),
    "outputs": ListOf(of=OUTPUT, most=30, unique=False, required=False, default=[]),
})  # fmt: skip
FIELDS = {
    "connectorKey": Key(),
    "name": Text(max_length=200),
    "baseUrl": Text(min_length=9, max_length=2048),
    "auth": Choice("none", "api_key", "bearer"),
    "surfaces": Choice("automations", "assistant", "both"),
    "useRoleIds": ListOf(of=Text(max_length=64), least=1, most=50,
                         description="Roles of your firm who may run it."),
    "operations": ListOf(of=OPERATION, most=50, unique=False, required=False, default=[]),
}  # fmt: skip
STATE = {
    "active": Boolean(default=False, description="Whether the published call is on."),
    "definitionRevision": Integer(default=0,
                                  description="Rises on publish when the call changed (0: never published)."),
    "secretSet": Boolean(default=False, description="The published call's secret is set (before the first "
                         "publish: the one publish carries)."),
    "draftSecretSet": Boolean(default=False, description="A secret is kept for a host the draft named "
                              "other than the published call's; publishing that host makes it live."),
    "published": Json(required=False, description="The published call (the draft as last published)."),
    "publishedAt": Text(max_length=40, required=False),
}  # fmt: skip
EXAMPLE = {
    "connectorKey": "crm", "name": "Partner CRM", "baseUrl": "https://api.partner-crm.example.com/v2",
    "auth": "bearer", "surfaces": "automations", "useRoleIds": ["admin"],
    "operations": [{
        "key": "findCompany", "label": "Find a company", "method": "GET", "effect": "read",
        "path": "/companies/{companyId}",
        "parameters": [{"name": "companyId", "valueType": "string", "required": True, "in": "path"}],
        "outputs": [{"name": "employees", "path": "$.employees"}],
    }],
}  # fmt: skip


def definition_problems(values: Mapping[str, Any]) -> Problems:
    """What the field types cannot say: keys unique, placeholders named by path parameters, the size."""
    problems = _duplicates("operations", [o["key"] for o in values["operations"]], "key")
    for index, operation in enumerate(values["operations"]):
        problems += _operation_problems(operation, f"operations[{index}]")
    # As answers spell it (non-ASCII escaped): the draft and its published copy, in an answer an
    # Idempotency-Key stores, stay inside an item's 400 KB.
    if len(json_codec.dumps(dict(values), ascii_only=True)) > MAX_DEFINITION_BYTES:
        problems.append(
            {"field": "body", "message": f"a connector holds at most {MAX_DEFINITION_BYTES} bytes"}
        )
    return problems


def _operation_problems(operation: Mapping[str, Any], where: str) -> Problems:
    parameters, path = operation["parameters"], operation["path"]
    problems = _duplicates(f"{where}.parameters", [p["name"] for p in parameters], "name")
    problems += _duplicates(f"{where}.outputs", [o["name"] for o in operation["outputs"]], "name")
    bare = _PLACEHOLDER.sub("", path)
    if "{" in bare or "}" in bare:
        problems.append({"field": f"{where}.path", "message": "braces only around a parameter name: {name}"})
    if any(segment in (".", "..") for segment in _PLACEHOLDER.sub("x", path).split("/")) or "//" in path:
        problems.append({"field": f"{where}.path", "message": "no empty, . or .. segments"})
    in_path = {p["name"]: p for p in parameters if p["in"] == "path"}
    named = _PLACEHOLDER.findall(path)
    problems += [
        {"field": f"{where}.path", "message": f"{{{name}}} is not a parameter with in: path"}
        for name in named
        if name not in in_path
    ]
    problems += [
        {"field": f"{where}.parameters", "message": f"{name} (in: path) is required and used in the path"}
        for name, parameter in in_path.items()
        if name not in named or not parameter["required"]
    ]
    if operation["method"] == "GET" and any(p["in"] == "body" for p in parameters):
        problems.append({"field": f"{where}.parameters", "message": "a GET sends no body parameters"})
    return problems


def _duplicates(where: str, values: list[str], what: str) -> Problems:
    seen: set[str] = set()
    problems = []
    for value in values:
        if value in seen:
            problems.append({"field": where, "message": f"the {what} {value!r} appears twice"})
        seen.add(value)
    return problems


def service_hosts(request: Request[Any, Any]) -> tuple[str, ...]:
    """The service's own host names: the deployment's (ServiceHostNames) and the one this request
    reached (the API Gateway domain, or a custom one)."""
    try:
        reached = urlsplit(f"//{request.headers.get('host', '')}").hostname or ""
    except ValueError:  # a Host API Gateway would not pass; the event's own names still count
        reached = ""
    return (*request.services.settings.service_hosts, *request.api_hosts, reached)


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    """On save: the base URL and what its name resolves to now pass the address guard (400 with its
    code), each role is the firm's."""
    saved_target(values["baseUrl"], service_hosts(request), request.port(Outbound))
    roles = {role.role_id for role in request.services.identity.list_roles(request.caller.firm_id)}
    return [
        {"field": f"useRoleIds[{index}]", "message": "not a role of your firm"}
        for index, role_id in enumerate(values["useRoleIds"])
        if role_id not in roles
    ]


# The draft's keys; publish copies them onto `published`.
DRAFT_KEYS = ("connectorKey", "name", "baseUrl", "auth", "surfaces", "useRoleIds", "operations")

CONNECTORS = Resource(
    name="connectors", path="/api/v1/x/connectors", fields=FIELDS, state=STATE, example=EXAMPLE,
    rules=(definition_problems,), id_prefix="conn", noun="connector", unique=("connectorKey",),
    item_param="id", scope="connectors",
    read_permission="admin.connectors.manage", write_permission="admin.connectors.manage",
    scopes={"create": "connectors:draft", "replace": "connectors:draft", "delete": "connectors:activate"},
    # Spec 1.5: a draft is stored, not live (Draft); DELETE removes the connector at once (Record).
    classes={"create": RouteClass.DRAFT, "replace": RouteClass.DRAFT},
    check=_check, hidden=("secretVersion", "secretOrigin", "draftSecretVersion", "draftSecretOrigin"),
)  # fmt: skip


def call_definition(definition: Mapping[str, Any]) -> Any:
    """What `definitionRevision` follows (spec 3.1, 9.4): the base URL, the auth, and each operation's
    method, path, effect, parameter schema and outputs; not names, labels, descriptions, surfaces or
    who may run it. Order-free: operations by key, parameters and outputs by name."""
    operations = {
        op["key"]: {
            "method": op["method"], "path": op["path"], "effect": op["effect"],
            "parameters": sorted((p["name"], p["valueType"], bool(p.get("required")), p["in"])
                                 for p in op.get("parameters", [])),
            "outputs": sorted((o["name"], o["path"]) for o in op.get("outputs", [])),
        }
        for op in definition.get("operations", [])
    }  # fmt: skip
    return {"baseUrl": definition["baseUrl"], "auth": definition["auth"], "operations": operations}


def next_revision(connector: Mapping[str, Any]) -> int:
    """The revision publishing the draft gives: the same unless the call itself changed."""
    revision = int(connector.get("definitionRevision") or 0)
    published = connector.get("published")
    if published is None:
        return revision + 1
    return revision if call_definition(published) == call_definition(connector) else revision + 1


def may_run(connector: Mapping[str, Any], role_id: str) -> bool:
    """Running (not authoring): the published call is on and the person's role is among its roles."""
    published = connector.get("published")
    return bool(connector.get("active")) and published is not None and role_id in published["useRoleIds"]


def operation(definition: Mapping[str, Any], key: str) -> dict[str, Any] | None:
    return next((op for op in definition.get("operations", []) if op["key"] == key), None)


def draft_of(connector: Mapping[str, Any]) -> dict[str, Any]:
    return {key: connector[key] for key in DRAFT_KEYS if key in connector}
