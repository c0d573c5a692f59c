"""The kernel pipeline through a handler under moto: every status and code of the foundation."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest

from kernel.parsing import MAX_BODY_BYTES
from tests.integration.routes_for_tests import PARTITION, router
from tests.support import NOW, Stack, call


@pytest.fixture
def app(stack: Stack) -> Any:
    return stack.app([router])


@pytest.fixture
def admin(stack: Stack) -> Any:
    return stack.member(stack.firm("Alpha Partners"), "admin")


@pytest.fixture
def token(stack: Stack, admin: Any) -> str:
    return stack.api_token(admin, ["records:write"])


def stored_items(stack: Stack, firm_id: str) -> list[dict[str, Any]]:
    return stack.services().tenant_store(firm_id).query(PARTITION, limit=200).items


# ---- 401 -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "authorization",
    [None, "Basic dXNlcjpwYXNz", "Bearer", "Bearer    ", "bearer garbage.garbage.garbage", "Token rpk_x",
     "Bearer rpk_short", "Bearer rpk_" + "A" * 43, "Bearer " + "x" * 5000],
    ids=["missing", "basic", "empty", "blank", "garbage-jwt", "other-scheme", "malformed-api-token",
         "unknown-api-token", "oversized"],
)  # fmt: skip
def test_rejected_credentials_are_401_unauthenticated(app: Any, authorization: str | None) -> None:
    headers = {"authorization": authorization} if authorization is not None else {}
    result = call(app, "GET", "/api/v1/x/test-items", headers=headers)
    assert result.status == 401
    assert result.code == "unauthenticated"
    assert result.headers["WWW-Authenticate"].startswith("Bearer")


def test_expired_api_token_is_401(stack: Stack, app: Any, admin: Any) -> None:
    expired = stack.api_token(admin, ["records:read"], lifetime=60)
    stack.clock = lambda: NOW + 61
    later_app = stack.app([router])
    assert call(later_app, "GET", "/api/v1/x/test-items", token=expired).status == 401


def test_revoked_api_token_is_401(stack: Stack, app: Any, admin: Any) -> None:
    secret = stack.api_token(admin, ["records:read"])
    assert call(app, "GET", "/api/v1/x/test-items", token=secret).status == 200
    token_id = stack.identity.api_tokens_of_firm(admin.firm_id)[-1].token_id
    stack.identity.revoke_api_token(admin.firm_id, token_id)
    assert call(app, "GET", "/api/v1/x/test-items", token=secret).code == "unauthenticated"


def test_token_stops_when_membership_ends(stack: Stack, app: Any, admin: Any, token: str) -> None:
    stack.identity.remove_membership(admin.firm_id, admin.user_id)
    assert call(app, "GET", "/api/v1/x/test-items", token=token).status == 401


def test_session_token_is_accepted_and_expired_one_is_401(stack: Stack, app: Any, admin: Any) -> None:
    session = stack.session_token(admin)
    assert call(app, "GET", "/api/v1/x/test-items", token=session).status == 200
    old = stack.session_token(admin, clock=lambda: NOW - 13 * 3600)
    assert call(app, "GET", "/api/v1/x/test-items", token=old).code == "unauthenticated"


def test_session_token_of_removed_member_is_401(stack: Stack, app: Any, admin: Any) -> None:
    session = stack.session_token(admin)
    stack.identity.remove_membership(admin.firm_id, admin.user_id)
    assert call(app, "GET", "/api/v1/x/test-items", token=session).status == 401


# ---- 403 -------------------------------------------------------------------------------------------


def test_api_token_on_auth_route_other_than_me_is_403_token_route(app: Any, token: str) -> None:
    result = call(app, "GET", "/api/v1/auth/test-session-only", token=token)
    assert (result.status, result.code) == (403, "token_route")


def test_session_token_may_call_auth_routes(stack: Stack, app: Any, admin: Any) -> None:
    assert call(app, "GET", "/api/v1/auth/test-session-only", token=stack.session_token(admin)).status == 200


def test_missing_scope_is_403_scope_denied(stack: Stack, app: Any, admin: Any) -> None:
    forms_only = stack.api_token(admin, ["forms:read"])
    result = call(app, "GET", "/api/v1/x/test-items", token=forms_only)
    assert (result.status, result.code) == (403, "scope_denied")


def test_read_only_token_cannot_write(stack: Stack, app: Any, admin: Any) -> None:
    reader = stack.api_token(admin, ["records:read"])
    result = call(app, "POST", "/api/v1/x/test-items", token=reader, body={"name": "x"})
    assert result.code == "scope_denied"
    assert stored_items(stack, admin.firm_id) == []


def test_write_scope_includes_read(app: Any, token: str) -> None:
    assert call(app, "GET", "/api/v1/x/test-items", token=token).status == 200


def test_missing_role_permission_is_403_permission_denied(stack: Stack, app: Any) -> None:
    viewer = stack.member(stack.firm(), "viewer")
    session = stack.session_token(viewer)
    result = call(app, "POST", "/api/v1/x/test-items", token=session, body={"name": "x"})
    assert (result.status, result.code) == (403, "permission_denied")


def test_scope_never_adds_a_permission_the_user_lacks(stack: Stack, app: Any) -> None:
    viewer = stack.member(stack.firm(), "viewer")
    writer_token = stack.api_token(viewer, ["records:write"])
    result = call(app, "POST", "/api/v1/x/test-items", token=writer_token, body={"name": "x"})
    assert result.code == "permission_denied"
    assert stored_items(stack, viewer.firm_id) == []


# ---- 400 tenant_in_request ------------------------------------------------------------------------


def test_tenant_id_in_query_is_400_and_names_the_token(app: Any, token: str) -> None:
    result = call(app, "GET", "/api/v1/x/test-items", token=token, query="tenantId=frm_other")
    assert (result.status, result.code) == (400, "tenant_in_request")
    assert "firm comes from the token" in result.body["error"]["message"]


def test_tenant_id_nested_in_body_is_400_and_nothing_is_stored(
    stack: Stack, app: Any, admin: Any, token: str
) -> None:
    body = {"name": "x", "details": {"owner": {"links": [{"tenantId": "frm_other"}]}}}
    result = call(app, "POST", "/api/v1/x/test-items", token=token, body=body)
    assert result.code == "tenant_in_request"
    assert stored_items(stack, admin.firm_id) == []


# ---- 404, 405, 413, 415, invalid_json, invalid_request ---------------------------------------------


def test_unknown_path_is_404_not_found(app: Any, token: str) -> None:
    result = call(app, "GET", "/api/v1/x/no-such-thing", token=token)
    assert (result.status, result.code) == (404, "not_found")


def test_unknown_record_is_404(app: Any, token: str) -> None:
    assert call(app, "GET", "/api/v1/x/test-items/itm_missing", token=token).code == "not_found"


def test_wrong_method_is_405_with_allow(app: Any, token: str) -> None:
    result = call(app, "DELETE", "/api/v1/x/test-items", token=token)
    assert (result.status, result.code) == (405, "method_not_allowed")
    assert result.headers["Allow"] == "GET, HEAD, POST"  # HEAD wherever GET (RFC 9110)


def test_body_over_the_limit_is_413(stack: Stack, app: Any, admin: Any, token: str) -> None:
    body = {"name": "x", "tags": ["a" * 1000] * (MAX_BODY_BYTES // 1000)}
    result = call(app, "POST", "/api/v1/x/test-items", token=token, body=body)
    assert (result.status, result.code) == (413, "payload_too_large")
    assert stored_items(stack, admin.firm_id) == []


def test_non_json_content_type_is_415(app: Any, token: str) -> None:
    result = call(app, "POST", "/api/v1/x/test-items", token=token, raw_body="name=x",
                  headers={"content-type": "application/x-www-form-urlencoded"})  # fmt: skip
    assert (result.status, result.code) == (415, "unsupported_media_type")


def test_body_that_is_not_json_is_400_invalid_json(app: Any, token: str) -> None:
    result = call(app, "POST", "/api/v1/x/test-items", token=token, raw_body='{"name": ',
                  headers={"content-type": "application/json"})  # fmt: skip
    assert (result.status, result.code) == (400, "invalid_json")


def test_body_that_does_not_validate_is_400_invalid_request_with_fields(
    stack: Stack, app: Any, admin: Any, token: str
) -> None:
    result = call(app, "POST", "/api/v1/x/test-items", token=token, body={"name": 7, "tags": "x", "extra": 1})
    assert (result.status, result.code) == (400, "invalid_request")
    assert {d["field"] for d in result.body["error"]["details"]} == {"name", "tags", "extra"}
    assert stored_items(stack, admin.firm_id) == []


def test_route_without_body_refuses_a_body_but_accepts_empty_object(app: Any, token: str) -> None:
    path = "/api/v1/x/test-items/itm_1/touch"
    assert call(app, "POST", path, token=token).status == 200
    assert call(app, "POST", path, token=token, body={}).status == 200
    assert call(app, "POST", path, token=token, body={"x": 1}).code == "invalid_request"


def test_unknown_query_parameter_is_400(app: Any, token: str) -> None:
    result = call(app, "GET", "/api/v1/x/test-items", token=token, query="limt=5")
    assert result.code == "invalid_request"
    assert result.body["error"]["details"][0]["field"] == "limt"


# ---- lists and cursors -----------------------------------------------------------------------------


def create(app: Any, token: str, name: str) -> dict[str, Any]:
    result = call(app, "POST", "/api/v1/x/test-items", token=token, body={"name": name})
    assert result.status == 201, result.body
    return result.body


def test_list_pages_with_cursor_until_the_end(app: Any, token: str) -> None:
    created = {create(app, token, f"item {i}")["id"] for i in range(5)}
    seen, cursor = [], None
    while True:
        query = "limit=2" + (f"&cursor={cursor}" if cursor else "")
        page = call(app, "GET", "/api/v1/x/test-items", token=token, query=query).body
        seen += [item["id"] for item in page["items"]]
        cursor = page["nextCursor"]
        if cursor is None:
            break
    assert sorted(seen) == sorted(created)


def test_tampered_cursor_is_400_invalid_cursor(app: Any, token: str) -> None:
    for i in range(3):
        create(app, token, f"item {i}")
    cursor = call(app, "GET", "/api/v1/x/test-items", token=token, query="limit=1").body["nextCursor"]
    tampered = cursor[:-2] + ("A" if cursor[-2] != "A" else "B") + cursor[-1]
    for bad in (tampered, "not-a-cursor", cursor + "x", cursor[:20], "A" * 5000):
        result = call(app, "GET", "/api/v1/x/test-items", token=token, query=f"cursor={bad}")
        assert (result.status, result.code) == (400, "invalid_cursor")


def test_a_cursor_is_opaque_and_never_the_same_twice(app: Any, token: str) -> None:
    """nothing of the key layout shows, sealed or decoded as base64."""
    import base64

    for i in range(3):
        create(app, token, f"item {i}")
    cursors = [
        call(app, "GET", "/api/v1/x/test-items", token=token, query="limit=1").body["nextCursor"]
        for _ in range(2)
    ]
    assert cursors[0] != cursors[1]  # a fresh nonce each time
    for cursor in cursors:
        decoded = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        for layout in (b'"pk"', b'"sk"', b'{"S"', b"frm_"):  # long enough not to occur by chance
            assert layout not in decoded
        assert "." not in cursor
    page = call(app, "GET", "/api/v1/x/test-items", token=token, query=f"limit=1&cursor={cursors[1]}")
    assert page.status == 200
    assert len(page.body["items"]) == 1


def test_cursor_of_another_firm_is_400(stack: Stack, app: Any, token: str) -> None:
    for i in range(3):
        create(app, token, f"item {i}")
    cursor = call(app, "GET", "/api/v1/x/test-items", token=token, query="limit=1").body["nextCursor"]
    other = stack.api_token(stack.member(stack.firm("Other"), "admin"), ["records:read"])
    assert (
        call(app, "GET", "/api/v1/x/test-items", token=other, query=f"cursor={cursor}").code
        == "invalid_cursor"
    )


# ---- isolation -------------------------------------------------------------------------------------


def test_a_firm_token_never_reads_another_firms_data(stack: Stack, app: Any, token: str) -> None:
    mine = create(app, token, "mine")
    other_token = stack.api_token(stack.member(stack.firm("Beta Capital"), "admin"), ["records:write"])
    theirs = create(app, other_token, "theirs")
    assert call(app, "GET", f"/api/v1/x/test-items/{theirs['id']}", token=token).status == 404
    listed = call(app, "GET", "/api/v1/x/test-items", token=token).body["items"]
    assert [item["id"] for item in listed] == [mine["id"]]


# ---- 500, request ids, logs ------------------------------------------------------------------------


class JsonLines(logging.Handler):
    """Every line the function logs, as CloudWatch gets it: records formatted with the function's JSON
    formatter, and lines written straight to the handler's stream (the access log)."""

    def __init__(self, app: Any) -> None:
        super().__init__()
        self.setFormatter(app.logger.registered_formatter)
        self.lines: list[dict[str, Any]] = []
        self.stream = self

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))

    def write(self, text: str) -> None:
        self.lines += [json.loads(line) for line in text.splitlines() if line]


@pytest.fixture
def logs(app: Any) -> Iterator[list[dict[str, Any]]]:
    handler = JsonLines(app)
    app.logger.addHandler(handler)
    yield handler.lines
    app.logger.removeHandler(handler)


def test_unhandled_error_is_500_without_internals(app: Any, token: str, logs: list[dict[str, Any]]) -> None:
    result = call(app, "GET", "/api/v1/x/test-boom", token=token)
    assert (result.status, result.code) == (500, "internal_error")
    text = json.dumps(result.body)
    for leak in ("arn:aws", "identity-secret", "Traceback", "RuntimeError"):
        assert leak not in text
    logged = next(line for line in logs if line["message"] == "unhandled error")
    assert "RuntimeError" in logged["exception"]  # logged with its stack, for the operators


def test_every_response_carries_x_request_id(app: Any, token: str) -> None:
    for method, path in [
        ("GET", "/api/v1/x/test-items"),
        ("GET", "/nowhere"),
        ("GET", "/api/v1/x/test-boom"),
    ]:
        result = call(app, method, path, token=token)
        assert result.headers["X-Request-Id"]
        if result.body and "error" in result.body:
            assert result.body["error"]["requestId"] == result.headers["X-Request-Id"]


def test_logs_carry_request_firm_user_route_status_and_never_the_token(
    app: Any, admin: Any, token: str, logs: list[dict[str, Any]]
) -> None:
    call(app, "GET", "/api/v1/x/test-items", token=token)
    lines = logs
    access = next(line for line in lines if line["message"] == "request")
    assert access["firm_id"] == admin.firm_id
    assert access["user_id"] == admin.user_id
    assert access["status"] == 200
    assert {"request_id", "route", "duration_ms"} <= set(access)
    assert token not in json.dumps(lines)


def test_the_access_line_names_the_call_and_follows_the_log_level(
    app: Any, admin: Any, token: str, logs: list[dict[str, Any]]
) -> None:
    call(app, "GET", "/api/v1/x/test-items", token=token)
    access = [line for line in logs if line["message"] == "request"]
    assert len(access) == 1
    assert access[0]["level"] == "INFO"
    assert access[0]["service"] == "test"
    assert (access[0]["token_kind"], access[0]["method"], access[0]["path"]) == (
        "api_token",
        "GET",
        "/api/v1/x/test-items",
    )
    app.logger.setLevel("WARNING")
    call(app, "GET", "/api/v1/x/test-items", token=token)
    assert len([line for line in logs if line["message"] == "request"]) == 1


# ---- units of a bulk call (Request.commit_unit) ---------------------------------------------------------


def test_units_commit_one_by_one_and_those_before_a_refused_one_stay(
    app: Any, stack: Stack, admin: Any, token: str
) -> None:
    assert call(app, "POST", "/api/v1/x/test-items/bulk", token=token, body={"names": ["b"]}).status == 200
    refused = call(app, "POST", "/api/v1/x/test-items/bulk", token=token, body={"names": ["a", "b", "c"]})
    assert (refused.status, refused.code) == (409, "already_exists")
    names = sorted(item["name"] for item in stored_items(stack, admin.firm_id))
    assert names == ["a", "b"]  # a went in before b was refused; c never ran


def test_a_call_of_several_units_writes_one_audit_entry(
    app: Any, stack: Stack, admin: Any, token: str
) -> None:
    made = call(app, "POST", "/api/v1/x/test-items/bulk", token=token, body={"names": ["x", "y", "z"]})
    assert made.status == 200
    store = stack.services().tenant_store(admin.firm_id)
    entries = store.query("AUDIT", limit=10, consistent=True).items
    assert [(entry["method"], entry["path"], entry["status"]) for entry in entries] == [
        ("POST", "/api/v1/x/test-items/bulk", 200)
    ]
