"""The routes of the foundation through their real handlers under moto: catalog, openapi, auth/me."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import pytest
from openapi_spec_validator import validate

from auth_api.handler import create_app as create_auth_app
from kernel import json_codec
from kernel.parsing import validate_body
from kernel.policy import SCOPES
from kernel.services import Services
from local_stack.template import functions, load_template
from platform_api.handler import create_app as create_platform_app
from tests.support import Stack, call

EVENTS = Path(__file__).resolve().parents[2] / "events"


@pytest.fixture
def platform(stack: Stack) -> Any:
    return stack.app(create_platform_app())


@pytest.fixture
def auth(stack: Stack) -> Any:
    return stack.app(create_auth_app())


def test_catalog_needs_no_extra_scope_and_carries_its_version(stack: Stack, platform: Any) -> None:
    member = stack.member(stack.firm(), "viewer")
    token = stack.api_token(member, ["forms:read"])  # unrelated scope: the catalog needs none
    result = call(platform, "GET", "/api/v1/x/catalog", token=token)
    assert result.status == 200
    assert result.body["catalogVersion"].startswith("cv_")
    assert result.headers["ETag"] == f'"{result.body["catalogVersion"]}"'
    assert {t["key"] for t in result.body["recordTypes"]} == {"Company", "Person", "Deal", "Lead", "Investor"}
    assert result.body["relations"]
    # No record action is listed before its route exists; each one listed names its route.
    assert isinstance(result.body["actions"], list)
    for action in result.body["actions"]:
        assert action["method"] in {"POST", "PUT", "PATCH", "DELETE"}
        assert action["path"].startswith("/api/v1/x/")
    assert result.body["nodeKinds"]


def test_catalog_version_is_the_same_for_the_same_content(stack: Stack, platform: Any) -> None:
    member = stack.member(stack.firm())
    first = call(platform, "GET", "/api/v1/x/catalog", token=stack.api_token(member, ["records:read"]))
    other = stack.member(stack.firm())
    second = call(platform, "GET", "/api/v1/x/catalog", token=stack.session_token(other))
    assert first.body == second.body


def test_catalog_refuses_post_with_405(stack: Stack, platform: Any) -> None:
    token = stack.api_token(stack.member(stack.firm()), ["records:write"])
    result = call(platform, "POST", "/api/v1/x/catalog", token=token, body={})
    assert (result.status, result.code, result.headers["Allow"]) == (405, "method_not_allowed", "GET, HEAD")


def test_openapi_is_a_valid_3_1_document_with_route_classes(stack: Stack, platform: Any) -> None:
    token = stack.session_token(stack.member(stack.firm(), "admin"))
    document = call(platform, "GET", "/api/v1/x/openapi", token=token).body
    validate(document)
    assert document["openapi"] == "3.1.0"
    operations = [op for ops in document["paths"].values() for op in ops.values()]
    assert {op["x-route-class"] for op in operations} <= {"Query", "Record", "Draft", "Commit"}
    assert "/api/v1/x/catalog" in document["paths"]
    assert "/api/v1/auth/me" in document["paths"]


def test_openapi_does_not_list_the_firms_fields(stack: Stack, platform: Any) -> None:
    token = stack.session_token(stack.member(stack.firm()))
    text = json.dumps(call(platform, "GET", "/api/v1/x/openapi", token=token).body)
    # No schema or example has a catalog field as a key (a template's example may name one in its text).
    assert '"companyType":' not in text
    assert '"firstName":' not in text


def test_openapi_served_is_the_one_generated_from_the_code() -> None:
    from local_stack.openapi_build import DOCUMENT_PATH, current_document

    assert json.loads(DOCUMENT_PATH.read_text()) == current_document(), "run `make openapi`"


def test_the_mcp_functions_index_of_tool_calls_is_the_one_generated_from_the_document() -> None:
    from local_stack.openapi_build import DOCUMENT_PATH, TOOL_CALLS_PATH, tool_calls

    expected = tool_calls(json.loads(DOCUMENT_PATH.read_text()))
    assert TOOL_CALLS_PATH.read_text() == expected, "run `make openapi`"


def test_the_sidebar_guides_table_of_paths_is_the_one_generated_from_the_code() -> None:
    """docs/guide/sidebar.md holds the table between its markers (openapi_build.README_PATH)."""
    from local_stack.openapi_build import README_PATH, REPO, readme_with_table

    assert README_PATH == REPO / "docs" / "guide" / "sidebar.md"
    readme = README_PATH.read_text(encoding="utf-8")
    assert readme_with_table(readme, _full_document()) == readme, "run `make openapi`"
    assert "| compliance | `/restricted-lists` | GET, POST | - | `compliance.restricted` / " in readme
    assert (
        "| research | `/comparable-sets` | GET, POST | `dealId` | `records.read` / `records.write` |"
        in readme
    )


def _full_document() -> dict[str, Any]:
    from local_stack.openapi_build import current_document

    return current_document()


def test_every_request_body_has_an_example_its_model_accepts() -> None:
    from local_stack.openapi_build import all_routes

    routes = {(route.method.lower(), route.path): route for route in all_routes()}
    bodies = 0
    for path, operations in _full_document()["paths"].items():
        for method, operation in operations.items():
            if "requestBody" not in operation:
                continue
            bodies += 1
            [(media_type, content)] = operation["requestBody"]["content"].items()
            if media_type == "multipart/form-data":  # a form's file is sent as a file, not JSON
                assert routes[(method, path)].upload is not None
                continue
            example = content.get("example")
            assert example is not None, f"{method.upper()} {path} has no example"
            model = routes[(method, path)].body_model()
            assert model is not None
            sent = json_codec.loads(json.dumps(example))  # as a client sends it: JSON text, exact numbers
            assert validate_body(model, sent, "invalid_request") is not None, f"{method.upper()} {path}"
    assert bodies >= 5


def test_the_example_form_is_created_as_documented(stack: Stack) -> None:
    from forms_api.handler import create_app

    document = _full_document()
    example = document["paths"]["/api/v1/x/forms"]["post"]["requestBody"]["content"]["application/json"][
        "example"
    ]
    token = stack.session_token(stack.member(stack.firm(), "admin"))
    created = call(stack.app(create_app()), "POST", "/api/v1/x/forms", token=token, body=example)
    assert created.status == 201, created.body
    assert created.body["name"] == example["name"]


def test_scopes_are_an_enum_in_the_document() -> None:
    schemas = _full_document()["components"]["schemas"]
    scopes = schemas["IssueTokenRequest"]["properties"]["scopes"]["items"]
    assert scopes == {"type": "string", "enum": list(SCOPES)}


def test_the_openapi_route_declares_its_answer() -> None:
    operation = _full_document()["paths"]["/api/v1/x/openapi"]["get"]
    assert operation["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/OpenApiDocument"
    }


def test_auth_me_with_api_token_shows_user_firm_memberships_kind_and_scopes(stack: Stack, auth: Any) -> None:
    first_firm, second_firm = stack.firm("Alpha"), stack.firm("Beta")
    name = f"ada-{uuid.uuid4().hex[:8]}"  # the tables are shared by the session: an email of this test's own
    email = f"{name}@alpha.example"
    member = stack.member(first_firm, "member", email=email)
    stack.member(second_firm, "viewer", email=email)
    token = stack.api_token(member, ["records:read", "forms:draft"])
    me = call(auth, "GET", "/api/v1/auth/me", token=token)
    assert me.status == 200
    assert me.body["user"] == {"id": member.user_id, "email": email, "name": name}
    assert me.body["firm"] == {"id": first_firm, "name": "Alpha"}
    assert me.body["role"]["id"] == "member"
    assert me.body["token"]["kind"] == "api_token"
    assert me.body["token"]["scopes"] == ["forms:draft", "records:read"]
    assert "admin.connectors.manage" not in me.body["permissions"]
    # Spec 5.1: the memberships on this token. An API token acts in one firm: its other firms stay unseen.
    assert [(m["firm"]["name"], m["roleId"], m["current"]) for m in me.body["memberships"]] == [
        ("Alpha", "member", True)
    ]


def test_auth_me_with_a_session_lists_every_firm_of_the_person(stack: Stack, auth: Any) -> None:
    first_firm, second_firm = stack.firm("Alpha"), stack.firm("Beta")
    email = f"ada-{uuid.uuid4().hex[:8]}@alpha.example"
    member = stack.member(first_firm, "member", email=email)
    stack.member(second_firm, "viewer", email=email)
    me = call(auth, "GET", "/api/v1/auth/me", token=stack.session_token(member))
    assert {(m["firm"]["name"], m["roleId"], m["current"]) for m in me.body["memberships"]} == {
        ("Alpha", "member", True),
        ("Beta", "viewer", False),
    }


def test_auth_me_with_session_token_has_no_scopes(stack: Stack, auth: Any) -> None:
    member = stack.member(stack.firm())
    me = call(auth, "GET", "/api/v1/auth/me", token=stack.session_token(member))
    assert me.body["token"]["kind"] == "session"
    assert me.body["token"]["scopes"] is None


@pytest.mark.parametrize("family", sorted(path.stem for path in EVENTS.glob("*.json")))
def test_sample_event_of_each_function_is_answered_by_its_handler(stack: Stack, family: str) -> None:
    """events/<family>.json, as `sam local invoke` would send it, through the module Lambda imports.
    A screen's sample names a parent record no firm has: its family answers that it does not exist
    (not the route table's 404), which is as far as a sample can go without data."""
    import importlib

    module = importlib.import_module(f"{family}_api.handler")
    # module.app is the process's one App of the family (Lambda's, and what local_stack.families hands
    # out), so this override outlives the test and is not undone. It cannot leak into another test: it
    # names only this session's moto tables, and every test that calls module.app overrides Services
    # (its only port that reaches AWS) before use, as this one does.
    module.app.ports.override(Services, stack.services())
    event = json.loads((EVENTS / f"{family}.json").read_text())
    token = stack.api_token(stack.member(stack.firm()), list(SCOPES))
    event["headers"]["authorization"] = f"Bearer {token}"
    response = module.lambda_handler(event, None)
    if "/rec_" in event["rawPath"]:
        assert response["statusCode"] == 404, response["body"]
        assert "with this id in your firm" in json.loads(response["body"])["error"]["message"]
    else:
        assert response["statusCode"] == 200, response["body"]
    assert response["headers"]["X-Request-Id"] == event["requestContext"]["requestId"]


def test_every_function_has_a_sample_event() -> None:
    names = {spec.handler.split(".")[0].removesuffix("_api") for spec in functions(load_template())}
    samples = {path.stem for path in EVENTS.glob("*.json")}
    assert sorted(names - samples) == [], "add events/<family>.json, a sample API Gateway event (copy one)"
    assert sorted(samples - names) == [], "an event of no function in template.yaml"
