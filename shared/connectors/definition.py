"""A connector's definition (spec 2.1): its body, its view, its storage as a kit resource, and the
rules that the connectors family and the automation runner both apply.

One item per connector holds the draft (the body's keys, replaced by PUT) and, beside it, what the
connector's own routes keep: the published call (`published`, a copy of the draft taken on publish),
`active`, `definitionRevision`, `secretSet` and the Secrets Manager version of the secret (hidden).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

from pydantic import AfterValidator, ConfigDict, Field

from connectors.calls import checked_target
from kernel import json_codec
from kernel.models import BodyModel
from kernel.request import Request
from kit.fields import StoredItem, Title
from kit.resource import Resource

MAX_DEFINITION_BYTES = 60_000
_KEY = r"^[A-Za-z][A-Za-z0-9_-]{0,63}$"
_OUTPUT_PATH = re.compile(r"^\$(?:\.[A-Za-z_][A-Za-z0-9_-]{0,63}|\[[0-9]{1,4}\]){1,16}$")
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
# An operation's path: a path only (no query, fragment, authority or encoded bytes), so a parameter
# can fill a placeholder but never change where the call goes.
_OPERATION_PATH = re.compile(r"^/[A-Za-z0-9\-._~!$&'()*+,;=:@/{}]{0,999}$")

Key = Annotated[str, Field(pattern=_KEY)]
Auth = Literal["none", "api_key", "bearer"]
Surfaces = Literal["automations", "assistant", "both"]
Effect = Literal["read", "write", "destructive"]
Method = Literal["GET", "POST", "PUT", "PATCH", "DELETE"]
ValueType = Literal["string", "number", "integer", "boolean"]


def _operation_path(value: str) -> str:
    if not _OPERATION_PATH.fullmatch(value):
        raise ValueError("a path beginning with /, of letters, digits and -._~!$&'()*+,;=:@ and {name}")
    segments = _PLACEHOLDER.sub("x", value).split("/")
    if "{" in _PLACEHOLDER.sub("", value) or "}" in _PLACEHOLDER.sub("", value):
        raise ValueError("braces only around a parameter name: {name}")
    if any(segment in (".", "..") for segment in segments) or "//" in value:
        raise ValueError("no empty, . or .. segments")
    return value


def _output_path(value: str) -> str:
    if not _OUTPUT_PATH.fullmatch(value):
        raise ValueError("a JSON path of the form $.field, $.field.inner or $.items[0].id")
    return value


class Parameter(BodyModel):
    name: Key
    value_type: ValueType
    required: bool = False
    in_: Literal["path", "query", "body"] = Field(alias="in")


class Output(BodyModel):
    name: Key
    path: Annotated[str, Field(max_length=200), AfterValidator(_output_path)]


class Operation(BodyModel):
    key: Key
    label: Title
    description: Annotated[str, Field(max_length=2000)] | None = None
    method: Method
    effect: Effect
    path: Annotated[str, AfterValidator(_operation_path)]
    parameters: list[Parameter] = Field(default_factory=list, max_length=30)
    outputs: list[Output] = Field(default_factory=list, max_length=30)

    def problems_at(self, where: str) -> list[dict[str, str]]:
        problems = _duplicates(f"{where}.parameters", [p.name for p in self.parameters], "name")
        problems += _duplicates(f"{where}.outputs", [o.name for o in self.outputs], "name")
        in_path = {p.name: p for p in self.parameters if p.in_ == "path"}
        named = _PLACEHOLDER.findall(self.path)
        problems += [
            {"field": f"{where}.path", "message": f"{{{name}}} is not a parameter with in: path"}
            for name in named
            if name not in in_path
        ]
        problems += [
            {"field": f"{where}.parameters", "message": f"{name} (in: path) is required and used in the path"}
            for name, parameter in in_path.items()
            if name not in named or not parameter.required
        ]
        if self.method == "GET" and any(p.in_ == "body" for p in self.parameters):
            problems.append({"field": f"{where}.parameters", "message": "a GET sends no body parameters"})
        return problems


class ConnectorBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "connectorKey": "crm", "name": "Partner CRM", "baseUrl": "https://api.partner-crm.example.com/v2",
        "auth": "bearer", "surfaces": "automations", "useRoleIds": ["admin"],
        "operations": [{
            "key": "findCompany", "label": "Find a company", "method": "GET", "effect": "read",
            "path": "/companies/{companyId}",
            "parameters": [{"name": "companyId", "valueType": "string", "required": True, "in": "path"}],
            "outputs": [{"name": "employees", "path": "$.employees"}],
        }],
    }]})  # fmt: skip

    connector_key: Key
    name: Title
    base_url: Annotated[str, Field(min_length=9, max_length=2048)]
    auth: Auth
    surfaces: Surfaces
    use_role_ids: list[Annotated[str, Field(min_length=1, max_length=64)]] = Field(
        min_length=1, max_length=50
    )
    operations: list[Operation] = Field(default_factory=list, max_length=50)

    def problems(self) -> list[dict[str, str]]:
        problems = _duplicates("operations", [o.key for o in self.operations], "key")
        problems += _duplicates("useRoleIds", self.use_role_ids, "role id")
        for index, operation in enumerate(self.operations):
            problems += operation.problems_at(f"operations[{index}]")
        # As answers spell it (non-ASCII escaped): the draft and its published copy, in an answer an
        # Idempotency-Key stores, stay inside an item's 400 KB.
        size = len(json_codec.dumps(self.model_dump(by_alias=True, exclude_none=True), ascii_only=True))
        if size > MAX_DEFINITION_BYTES:
            problems.append(
                {"field": "body", "message": f"a connector holds at most {MAX_DEFINITION_BYTES} bytes"}
            )
        return problems


def _duplicates(where: str, values: list[str], what: str) -> list[dict[str, str]]:
    seen: set[str] = set()
    problems = []
    for value in values:
        if value in seen:
            problems.append({"field": where, "message": f"the {what} {value!r} appears twice"})
        seen.add(value)
    return problems


class Connector(StoredItem):
    connector_key: str
    name: str
    base_url: str
    auth: str
    surfaces: str
    use_role_ids: list[str]
    operations: list[dict[str, Any]]
    active: bool = Field(description="Whether the published call is on.")
    definition_revision: int = Field(
        description="Rises on publish when the call changed (0: never published)."
    )
    secret_set: bool
    published: dict[str, Any] | None = Field(description="The published call (the draft as last published).")
    published_at: str | None = None


def service_hosts(request: Request[Any, Any]) -> tuple[str, ...]:
    """The service's own host names: the deployment's (ServiceHostNames) and the one this request
    reached (the API Gateway domain, or a custom one)."""
    try:
        reached = urlsplit(f"//{request.headers.get('host', '')}").hostname or ""
    except ValueError:  # a Host API Gateway would not pass; the event's own names still count
        reached = ""
    return (*request.services.settings.service_hosts, *request.api_hosts, reached)


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    """On save: the base URL passes the address guard (400 with its code), each role is the firm's."""
    checked_target(values["baseUrl"], service_hosts(request))
    roles = {role.role_id for role in request.services.identity.list_roles(request.caller.firm_id)}
    return [
        {"field": f"useRoleIds[{index}]", "message": "not a role of your firm"}
        for index, role_id in enumerate(values["useRoleIds"])
        if role_id not in roles
    ]


# The draft's keys; publish copies them onto `published`.
DRAFT_KEYS = ("connectorKey", "name", "baseUrl", "auth", "surfaces", "useRoleIds", "operations")
INITIAL_STATE = {"active": False, "definitionRevision": 0, "secretSet": False, "published": None}

CONNECTORS = Resource(
    name="connectors", path="/api/v1/x/connectors", body=ConnectorBody, view=Connector, id_prefix="conn",
    noun="connector", unique=("connectorKey",), item_param="id", scope="connectors",
    read_permission="admin.connectors.manage", write_permission="admin.connectors.manage",
    scopes={"create": "connectors:draft", "replace": "connectors:draft", "delete": "connectors:activate"},
    check=_check, feed_type="Connector", hidden=("secretVersion", "secretOrigin"), initial=INITIAL_STATE,
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
