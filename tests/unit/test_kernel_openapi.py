"""The OpenAPI 3.1 document built from the route registry, and its per-caller trim (spec 4.9 /openapi)."""

from __future__ import annotations

import enum
import json
from typing import Any

import pytest
from openapi_spec_validator import validate
from pydantic import Field

from kernel.auth import Principal, TokenKind
from kernel.models import ApiModel, BodyModel, PageQuery, QueryModel
from kernel.openapi import build_document, document_for, sample
from kernel.pipeline import App
from kernel.policy import DEFAULT_ROLES, SCOPES
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kit.fields import Text
from kit.resource import Resource, declare

NOW = 1_800_000_000


class Part(BodyModel):
    sku: str
    quantity: int = 1


class WidgetCreate(BodyModel):
    name: str
    parts: list[Part] = []


class Widget(ApiModel):
    widget_id: str
    name: str


class WidgetPage(ApiModel):
    items: list[Widget]
    next_cursor: str | None = None


class WidgetQuery(PageQuery):
    owner_module: str | None = Field(default=None, alias="ownerModule", description="Filter by module.")


class ConnectorCreate(BodyModel):
    name: str
    base_url: str = Field(alias="baseUrl")


class Connector(ApiModel):
    connector_id: str
    secret_set: bool


class Me(ApiModel):
    user_id: str
    firm_id: str


class Exemplified(BodyModel):
    model_config = {"json_schema_extra": {"examples": [{"name": "Acme"}]}}
    name: str


class SwitchTenant(BodyModel):
    firm_id: str = Field(alias="firmId")


def build_router() -> Router:
    router = Router()

    @router.get(
        "/api/v1/x/widgets",
        summary="List widgets",
        scope="records:read",
        permission="records.read",
        response=WidgetPage,
    )
    def list_widgets(request: Request[None, WidgetQuery]) -> None: ...

    @router.get(
        "/api/v1/x/widgets/{widgetId}",
        summary="One widget",
        scope="records:read",
        permission="records.read",
        response=Widget,
    )
    def get_widget(request: Request) -> None: ...

    @router.post(
        "/api/v1/x/widgets",
        route_class=RouteClass.RECORD,
        summary="Create a widget",
        scope="records:write",
        permission="records.write",
        response=Widget,
        success_status=201,
    )
    def create_widget(request: Request[WidgetCreate]) -> None: ...

    @router.post(
        "/api/v1/x/connectors",
        route_class=RouteClass.DRAFT,
        summary="Create a connector draft",
        scope="connectors:draft",
        permission="admin.connectors.manage",
        response=Connector,
    )
    def create_connector(request: Request[ConnectorCreate]) -> None: ...

    @router.post(
        "/api/v1/x/connectors/{id}/publish",
        route_class=RouteClass.COMMIT,
        summary="Publish a connector",
        scope="connectors:activate",
        permission="admin.connectors.manage",
    )
    def publish_connector(request: Request) -> None: ...

    @router.get("/api/v1/x/catalog", summary="The catalog")
    def catalog(request: Request) -> None: ...

    @router.get("/api/v1/auth/me", summary="Who am I", response=Me)
    def me(request: Request) -> None: ...

    @router.get("/api/v1/auth/tenants", summary="My firms")
    def tenants(request: Request) -> None: ...

    @router.post(
        "/api/v1/auth/switch-tenant",
        route_class=RouteClass.RECORD,
        summary="Switch firm",
    )
    def switch_tenant(request: Request[SwitchTenant]) -> None: ...

    @router.post(
        "/api/v1/auth/session",
        route_class=RouteClass.RECORD,
        summary="Sign in",
        authenticated=False,
    )
    def sign_in(request: Request) -> None: ...

    return router


ROUTER = build_router()
DOCUMENT = build_document(ROUTER.routes, title="Test API", version="1.0.0")


def api_token(*scopes: str, role: str = "admin") -> Principal:
    return Principal(
        user_id="usr_a",
        firm_id="frm_a",
        role_id=role,
        permissions=DEFAULT_ROLES[role][1],
        token_kind=TokenKind.API_TOKEN,
        token_id="tok_a",
        token_expires_at=NOW + 3600,
        scopes=frozenset(scopes),
    )


def session(role: str) -> Principal:
    return Principal(
        user_id="usr_a",
        firm_id="frm_a",
        role_id=role,
        permissions=DEFAULT_ROLES[role][1],
        token_kind=TokenKind.SESSION,
        token_id="ses_a",
        token_expires_at=NOW + 3600,
    )


def operations(document: dict[str, Any]) -> set[tuple[str, str]]:
    return {(method.upper(), path) for path, ops in document["paths"].items() for method in ops}


def operation(document: dict[str, Any], method: str, path: str) -> dict[str, Any]:
    result: dict[str, Any] = document["paths"][path][method.lower()]
    return result


# ---- build_document ----------------------------------------------------------------------------


def test_built_document_is_valid_openapi_3_1() -> None:
    assert DOCUMENT["openapi"] == "3.1.0"
    validate(DOCUMENT)


def test_document_lists_every_route_once() -> None:
    assert operations(DOCUMENT) == {(route.method, route.path) for route in ROUTER.routes}


def test_every_operation_carries_its_route_class() -> None:
    for route in ROUTER.routes:
        assert operation(DOCUMENT, route.method, route.path)["x-route-class"] == route.route_class.value


def test_operations_carry_scope_permission_and_token_reach() -> None:
    create = operation(DOCUMENT, "POST", "/api/v1/x/connectors")
    assert create["x-required-scope"] == "connectors:draft"
    assert create["x-required-permission"] == "admin.connectors.manage"
    assert create["x-api-token"] is True
    assert operation(DOCUMENT, "GET", "/api/v1/auth/me")["x-api-token"] is True
    assert operation(DOCUMENT, "POST", "/api/v1/auth/switch-tenant")["x-api-token"] is False


def test_query_parameters_come_from_the_query_model() -> None:
    parameters = {p["name"]: p for p in operation(DOCUMENT, "GET", "/api/v1/x/widgets")["parameters"]}
    assert set(parameters) == {"limit", "cursor", "ownerModule"}
    assert all(p["in"] == "query" and p["required"] is False for p in parameters.values())
    assert parameters["limit"]["schema"]["maximum"] == 200
    assert parameters["limit"]["schema"]["minimum"] == 1
    assert parameters["limit"]["schema"]["default"] == 50
    assert parameters["ownerModule"]["description"] == "Filter by module."


def test_path_parameters_come_from_the_template() -> None:
    parameters = operation(DOCUMENT, "GET", "/api/v1/x/widgets/{widgetId}")["parameters"]
    assert parameters == [{"name": "widgetId", "in": "path", "required": True, "schema": {"type": "string"}}]


def test_body_and_response_reference_component_schemas() -> None:
    create = operation(DOCUMENT, "POST", "/api/v1/x/widgets")
    body_schema = create["requestBody"]["content"]["application/json"]["schema"]
    assert body_schema == {"$ref": "#/components/schemas/WidgetCreate"}
    assert create["requestBody"]["required"] is True
    assert create["responses"]["201"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/Widget"
    }
    assert response(create, "default")["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/Error"
    }


def response(operation: dict[str, Any], status: str) -> dict[str, Any]:
    """The operation's answer for this status, its $ref to components/responses followed."""
    answer: dict[str, Any] = operation["responses"][status]
    ref = answer.get("$ref")
    if ref:
        answer = DOCUMENT["components"]["responses"][ref.rsplit("/", 1)[1]]
    return answer


def headers_of(operation: dict[str, Any], status: str) -> set[str]:
    return set(response(operation, status).get("headers", {}))


@pytest.mark.parametrize(
    ("method", "path", "statuses"),
    [
        ("GET", "/api/v1/x/widgets", ["200", "400", "401", "403", "429", "503", "default"]),
        ("GET", "/api/v1/x/widgets/{widgetId}", ["200", "400", "401", "403", "404", "429", "503", "default"]),
        ("POST", "/api/v1/x/widgets",
         ["201", "400", "401", "403", "409", "413", "415", "429", "503", "default"]),
        ("POST", "/api/v1/auth/switch-tenant",
         ["200", "400", "401", "403", "409", "413", "415", "503", "default"]),
        ("POST", "/api/v1/auth/session", ["200", "400", "401", "403", "409", "503", "default"]),
    ],
)  # fmt: skip
def test_each_operation_declares_the_error_statuses_it_may_answer(
    method: str, path: str, statuses: list[str]
) -> None:
    answers = operation(DOCUMENT, method, path)["responses"]
    assert sorted(answers) == statuses
    for status in statuses[1:]:
        assert response(operation(DOCUMENT, method, path), status)["content"]["application/json"][
            "schema"
        ] == {"$ref": "#/components/schemas/Error"}


def test_every_answer_declares_x_request_id_and_api_token_routes_the_rate_limit() -> None:
    for path, operations_of_path in DOCUMENT["paths"].items():
        for method, declared in operations_of_path.items():
            for status in declared["responses"]:
                headers = headers_of(declared, status)
                assert "X-Request-Id" in headers, (method, path, status)
                counted = declared["x-api-token"] and declared["security"]
                assert ({"RateLimit", "RateLimit-Policy"} <= headers) == bool(counted), (method, path, status)
    assert "Retry-After" in headers_of(operation(DOCUMENT, "GET", "/api/v1/x/widgets"), "429")
    assert "Retry-After" in headers_of(operation(DOCUMENT, "GET", "/api/v1/x/widgets"), "503")


def test_a_create_declares_location_and_the_idempotency_key() -> None:
    create = operation(DOCUMENT, "POST", "/api/v1/x/widgets")
    assert {"Location", "Idempotent-Replayed"} <= headers_of(create, "201")
    assert "Idempotent-Replayed" in headers_of(create, "400")  # a stored refusal is replayed too
    assert {"$ref": "#/components/parameters/Idempotency-Key"} in create["parameters"]
    sign_in = operation(DOCUMENT, "POST", "/api/v1/auth/session")  # public: no caller to scope a key to
    assert {"$ref": "#/components/parameters/Idempotency-Key"} not in sign_in["parameters"]


def test_a_versioned_route_declares_etag_if_match_and_412() -> None:
    router = Router()

    @router.get("/api/v1/x/things/{id}", summary="One thing", etag=True)
    def get_thing(request: Request) -> None: ...

    @router.post("/api/v1/x/things/{id}/close", route_class=RouteClass.COMMIT, summary="Close", etag=True)
    def close_thing(request: Request) -> None: ...

    document = build_document(router.routes, title="t", version="1")
    validate(document)
    read = document["paths"]["/api/v1/x/things/{id}"]["get"]
    close = document["paths"]["/api/v1/x/things/{id}/close"]["post"]
    assert "ETag" in read["responses"]["200"]["headers"]
    assert "412" not in read["responses"]
    assert "ETag" in close["responses"]["200"]["headers"]
    assert "412" in close["responses"]
    assert {"$ref": "#/components/parameters/If-Match"} in close["parameters"]
    assert {"$ref": "#/components/parameters/If-Match"} not in read["parameters"]


def test_a_handler_declares_its_own_error_statuses() -> None:
    router = Router()

    @router.get("/api/v1/x/gone", summary="Maybe gone", errors=(404, 410))
    def gone(request: Request) -> None: ...

    answers = build_document(router.routes, title="t", version="1")["paths"]["/api/v1/x/gone"]["get"][
        "responses"
    ]
    assert {"404", "410"} <= set(answers)


def test_a_request_body_carries_its_models_example() -> None:
    router = Router()

    @router.post("/api/v1/x/examples", route_class=RouteClass.RECORD, summary="With an example")
    def with_example(request: Request[Exemplified]) -> None: ...

    document = build_document(router.routes, title="t", version="1")
    body = document["paths"]["/api/v1/x/examples"]["post"]["requestBody"]["content"]["application/json"]
    assert body["example"] == {"name": "Acme"}


def test_response_schemas_use_the_wire_names() -> None:
    widget = DOCUMENT["components"]["schemas"]["Widget"]
    assert set(widget["properties"]) == {"widgetId", "name"}
    assert "nextCursor" in DOCUMENT["components"]["schemas"]["WidgetPage"]["properties"]


def test_unauthenticated_operations_have_no_security() -> None:
    assert operation(DOCUMENT, "POST", "/api/v1/auth/session")["security"] == []
    assert operation(DOCUMENT, "GET", "/api/v1/x/catalog")["security"] == [{"bearer": []}]


def test_two_routes_with_one_handler_name_are_refused() -> None:
    router = Router()

    def duplicate(request: Request) -> None: ...

    router.get("/api/v1/x/a", summary="a")(duplicate)
    router.get("/api/v1/x/b", summary="b")(duplicate)
    clash = r"'duplicate' is taken twice: by GET /api/v1/x/a and by GET /api/v1/x/b"
    with pytest.raises(ValueError, match=clash):
        build_document(router.routes, title="t", version="1")
    with pytest.raises(ValueError, match=clash):  # when the family's App is built, before any request
        App([router], service="test")


def test_a_kit_operation_named_as_a_hand_route_is_refused_naming_both() -> None:
    """`name="meeting-notes"` makes `get_meeting_notes`, which a hand-written route may already be."""
    router = Router()

    def get_meeting_notes(request: Request) -> None: ...

    router.get("/api/v1/x/meetings/{id}/notes", summary="notes")(get_meeting_notes)
    notes = Resource(name="meeting-notes", path="/api/v1/x/meeting-notes", id_prefix="mtn",
                     noun="meeting note", fields={"title": Text()}, example={"title": "Minutes"})  # fmt: skip
    declare(router, notes)
    with pytest.raises(ValueError, match="'get_meeting_notes' is taken twice: by GET /api/v1/x/meetings/"):
        App([router], service="calendar")


class Colour(enum.StrEnum):
    RED = "red"
    BLUE = "blue"


class ColourQuery(QueryModel):
    colour: Colour | None = None


def test_query_model_with_an_enum_still_gives_a_valid_document() -> None:
    router = Router()

    @router.get("/api/v1/x/paint", summary="Paint by colour")
    def paint(request: Request[None, ColourQuery]) -> None: ...

    validate(build_document(router.routes, title="t", version="1"))


# ---- document_for ------------------------------------------------------------------------------


def test_api_token_without_a_scope_does_not_see_the_scoped_operation() -> None:
    visible = operations(document_for(DOCUMENT, api_token("records:read")))
    assert ("GET", "/api/v1/x/widgets") in visible
    assert ("GET", "/api/v1/x/widgets/{widgetId}") in visible
    assert ("POST", "/api/v1/x/widgets") not in visible
    assert ("POST", "/api/v1/x/connectors") not in visible


def test_api_token_with_a_write_scope_sees_the_read_operations_too() -> None:
    visible = operations(document_for(DOCUMENT, api_token("records:write")))
    assert {("GET", "/api/v1/x/widgets"), ("POST", "/api/v1/x/widgets")} <= visible


def test_api_token_with_a_draft_scope_does_not_see_the_publish_operation() -> None:
    visible = operations(document_for(DOCUMENT, api_token("connectors:draft")))
    assert ("POST", "/api/v1/x/connectors") in visible
    assert ("POST", "/api/v1/x/connectors/{id}/publish") not in visible


def test_api_token_sees_unscoped_platform_operations() -> None:
    assert ("GET", "/api/v1/x/catalog") in operations(document_for(DOCUMENT, api_token("finance:read")))


def test_api_token_never_sees_non_platform_operations_other_than_auth_me() -> None:
    visible = operations(document_for(DOCUMENT, api_token(*SCOPES)))
    outside = {(method, path) for method, path in visible if not path.startswith("/api/v1/x/")}
    assert outside == {("GET", "/api/v1/auth/me")}


def test_session_principal_without_a_permission_does_not_see_that_operation() -> None:
    member = operations(document_for(DOCUMENT, session("member")))
    assert ("POST", "/api/v1/x/connectors") not in member
    assert ("POST", "/api/v1/x/connectors/{id}/publish") not in member
    assert ("POST", "/api/v1/x/widgets") in member
    viewer = operations(document_for(DOCUMENT, session("viewer")))
    assert ("POST", "/api/v1/x/widgets") not in viewer
    assert ("GET", "/api/v1/x/widgets") in viewer


def test_session_principal_sees_session_routes_and_is_not_limited_by_scopes() -> None:
    assert operations(document_for(DOCUMENT, session("admin"))) == operations(DOCUMENT)


def test_api_token_whose_role_lacks_the_permission_does_not_see_the_operation() -> None:
    visible = operations(document_for(DOCUMENT, api_token("records:write", role="viewer")))
    assert ("POST", "/api/v1/x/widgets") not in visible
    assert ("GET", "/api/v1/x/widgets") in visible


def test_trimmed_document_prunes_unused_schemas_and_still_validates() -> None:
    trimmed = document_for(DOCUMENT, api_token("records:read"))
    assert set(trimmed["components"]["schemas"]) == {"Widget", "WidgetPage", "Me", "Error"}
    validate(trimmed)


def test_trimmed_document_keeps_schemas_referenced_only_through_other_schemas() -> None:
    trimmed = document_for(DOCUMENT, api_token("records:write", role="member"))
    schemas = set(trimmed["components"]["schemas"])
    assert {"WidgetCreate", "Part", "Widget", "WidgetPage"} <= schemas
    assert not {"ConnectorCreate", "Connector", "SwitchTenant"} & schemas
    validate(trimmed)


def test_trimming_leaves_the_full_document_untouched() -> None:
    before = build_document(ROUTER.routes, title="Test API", version="1.0.0")
    document_for(DOCUMENT, api_token("records:read"))
    assert before == DOCUMENT


def test_document_for_a_caller_who_may_call_nothing_is_still_valid() -> None:
    nobody = api_token("finance:read", role="viewer")
    trimmed = document_for(DOCUMENT, nobody)
    assert operations(trimmed) == {("GET", "/api/v1/x/catalog"), ("GET", "/api/v1/auth/me")}
    validate(trimmed)


def test_a_response_example_is_made_from_its_schema_with_the_body_examples_values() -> None:
    item = {
        "id": {"type": "string"},
        "name": {"type": "string"},
        "at": {"type": "string", "format": "date-time"},
        "kind": {"enum": ["a", "b"]},
        "tags": {"type": "array", "items": {"type": "string"}},
        "none": {"type": "array", "maxItems": 0},
        "size": {"anyOf": [{"type": "null"}, {"type": "integer"}]},
    }
    items = {"type": "array", "items": {"$ref": "#/components/schemas/Item"}}
    schemas = {
        "Item": {"type": "object", "properties": item},
        "Page": {
            "type": "object",
            "properties": {"items": items, "nextCursor": {"type": ["string", "null"]}},
        },
    }
    body = {"name": "Acme", "kind": "b", "tags": ["x", "y"], "size": "not an integer"}
    page = sample({"$ref": "#/components/schemas/Page"}, schemas, body)
    shown = {"id": "text", "name": "Acme", "at": "2026-01-15T09:30:00Z", "kind": "b", "tags": ["x", "y"]}
    assert page == {"items": [shown | {"none": [], "size": 1}], "nextCursor": "text"}


def test_every_operation_of_the_served_document_shows_its_body_and_answer_by_example() -> None:
    from local_stack.openapi_build import DOCUMENT_PATH

    document = json.loads(DOCUMENT_PATH.read_text())
    missing = []
    for path, item in document["paths"].items():
        for method, operation in item.items():
            body = operation.get("requestBody", {}).get("content", {})
            if any("example" not in media for media in body.values()):
                missing.append(f"{method} {path} body")
            for status, answer in operation["responses"].items():
                if status.startswith("2") and "example" not in answer.get("content", {}).get(
                    "application/json", {"example": 0}
                ):
                    missing.append(f"{method} {path} {status}")
    assert missing == []


def test_every_operation_of_the_served_document_names_its_area_by_a_declared_tag() -> None:
    from local_stack.openapi_build import DOCUMENT_PATH

    document = json.loads(DOCUMENT_PATH.read_text())
    declared = {tag["name"] for tag in document["tags"]}
    assert {"records", "imports", "esg", "finance", "auth"} <= declared
    operations = [
        (f"{method} {path}", op) for path, item in document["paths"].items() for method, op in item.items()
    ]
    untagged = [
        name for name, op in operations if len(op.get("tags", [])) != 1 or op["tags"][0] not in declared
    ]
    assert untagged == []
    assert document["paths"]["/api/v1/x/imports"]["post"]["tags"] == ["imports"]
