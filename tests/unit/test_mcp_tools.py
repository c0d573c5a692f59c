"""The MCP family's pieces without AWS: operations as tools, a call as its route's event, the route's
answer as a tool result, and the JSON-RPC messages, each checked against the official SDK's types."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import mcp_types
import pytest

from kernel.auth import Principal, TokenKind
from local_stack.families import families, put_on_path

put_on_path(families())

from kernel import json_codec  # noqa: E402
from mcp_api import protocol  # noqa: E402 - the family's folder is on the path from here
from mcp_api.calls import route_event, tool_result_json  # noqa: E402
from mcp_api.protocol import ProtocolError  # noqa: E402
from mcp_api.tools import ArgumentsInvalid, CallRoute, CursorInvalid, ToolCatalog  # noqa: E402

THING = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "part": {"$ref": "#/components/schemas/Part"}},
}


def operation(operation_id: str, **more: Any) -> dict[str, Any]:
    return {
        "operationId": operation_id,
        "summary": f"{operation_id} summary",
        "tags": ["things"],
        "x-route-class": "Record",
        "x-required-scope": "records:write",
        "x-required-permission": "records.write",
        "x-api-token": True,
        "security": [{"bearer": []}],
        "responses": {
            "200": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}
        },
        **more,
    }


DOCUMENT = {
    "paths": {
        "/api/v1/x/things/{id}": {
            "get": operation(
                "get_thing",
                **{
                    "x-route-class": "Query",
                    "x-required-scope": "records:read",
                    "x-required-permission": "records.read",
                    "parameters": [
                        {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
                    ],
                },
            ),
            "patch": operation(
                "patch_thing",
                parameters=[
                    {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
                    {"$ref": "#/components/parameters/If-Match"},
                ],
                requestBody={
                    "required": True,
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}},
                },
            ),
        },
        "/api/v1/x/things": {
            "post": operation(
                "create_thing",
                parameters=[
                    {"$ref": "#/components/parameters/Idempotency-Key"},
                    {"name": "dryRun", "in": "query", "schema": {"type": ["boolean", "null"]}},
                ],
                requestBody={
                    "required": True,
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}},
                },
            ),
        },
        "/api/v1/x/things/{id}/archive": {
            "post": operation(
                "archive_thing",
                parameters=[{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
            ),
        },
        "/api/v1/x/things/{id}/file": {
            "post": operation(
                "upload_thing", requestBody={"content": {"multipart/form-data": {"schema": {}}}}
            ),
        },
        "/api/v1/x/mcp": {"post": operation("mcp_message", tags=["mcp"])},
    },
    "components": {"schemas": {"Thing": THING, "Part": {"type": "object"}, "Unused": {"type": "object"}}},
}


def principal(*scopes: str, permissions: tuple[str, ...] = ("records.read", "records.write")) -> Principal:
    return Principal(
        firm_id="frm_1",
        user_id="usr_1",
        role_id="admin",
        permissions=frozenset(permissions),
        token_kind=TokenKind.API_TOKEN,
        token_id="tok_1",
        token_expires_at=2_000_000_000,
        scopes=frozenset(scopes),
    )


def test_each_json_operation_is_a_tool_with_its_schemas_under_its_own_defs() -> None:
    catalog = ToolCatalog(DOCUMENT)
    tools = {route.name: catalog.tool(route) for route in catalog.visible(principal("records:write"))}
    assert sorted(tools) == ["archive_thing", "create_thing", "get_thing", "patch_thing"]  # no upload, no mcp
    create = tools["create_thing"]
    mcp_types.Tool.model_validate(create)
    assert create["inputSchema"]["required"] == ["body"]
    assert set(create["inputSchema"]["properties"]) == {"body", "dryRun", "idempotencyKey"}
    assert create["inputSchema"]["properties"]["body"]["$ref"] == "#/$defs/Thing"
    assert set(create["inputSchema"]["$defs"]) == {"Thing", "Part"}  # what it uses, not every schema
    assert create["inputSchema"]["$defs"]["Thing"]["properties"]["part"] == {"$ref": "#/$defs/Part"}
    assert create["outputSchema"]["type"] == "object"
    assert "ifMatch" in tools["patch_thing"]["inputSchema"]["properties"]
    assert tools["archive_thing"]["annotations"]["destructiveHint"] is True
    assert tools["get_thing"]["annotations"]["readOnlyHint"] is True
    assert tools["patch_thing"]["annotations"] == {
        "title": "patch_thing summary",
        "readOnlyHint": False,
        "destructiveHint": False,
        "idempotentHint": False,
    }
    assert DOCUMENT["components"]["schemas"]["Thing"]["properties"]["part"]["$ref"].startswith(
        "#/components/"
    )


def test_a_token_sees_the_tools_its_scopes_and_role_allow() -> None:
    catalog = ToolCatalog(DOCUMENT)
    assert [route.name for route in catalog.visible(principal("records:read"))] == ["get_thing"]
    assert catalog.visible(principal("records:write", permissions=())) == []


def test_tools_are_paged_through_a_cursor_that_names_the_last_one_shown() -> None:
    catalog = ToolCatalog(DOCUMENT)
    caller = principal("records:write")
    first, cursor = catalog.page(caller, None, size=3)
    rest, end = catalog.page(caller, cursor, size=3)
    assert [tool["name"] for tool in first + rest] == [route.name for route in catalog.visible(caller)]
    assert len(rest) == 1
    assert end is None
    for forged in ("not base64!", "e30", cursor + "x", 12):
        with pytest.raises(CursorInvalid):
            catalog.page(principal("records:read"), forged if forged != cursor else cursor)
    with pytest.raises(CursorInvalid):  # a cursor naming a tool this caller does not see
        catalog.page(principal("records:read"), cursor)


def test_the_index_of_calls_reads_back_as_it_was_written() -> None:
    catalog = ToolCatalog(DOCUMENT)
    for each in catalog.index():
        route = CallRoute.from_json(json.loads(json.dumps(each)))
        assert route == catalog.route(each["name"]).call  # type: ignore[union-attr]


def call_route(name: str) -> CallRoute:
    route = ToolCatalog(DOCUMENT).route(name)
    assert route is not None
    return route.call


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({}, "body"),
        ({"body": {}, "nope": 1}, "nope"),
        ({"body": {}, "dryRun": {"a": 1}}, "dryRun"),
        ({"body": {}, "idempotencyKey": 7}, "idempotencyKey"),
        ([], "arguments"),
    ],
)
def test_arguments_the_route_cannot_take_are_named(arguments: Any, field: str) -> None:
    with pytest.raises(ArgumentsInvalid) as refused:
        call_route("create_thing").check(arguments)
    assert field in [problem["field"] for problem in refused.value.problems]


OUTER = {
    "version": "2.0",
    "rawPath": "/api/v1/x/mcp",
    "body": "{...}",
    "cookies": ["a=b"],
    "headers": {
        "authorization": "Bearer t",
        "content-type": "application/json",
        "idempotency-key": "outer",
        "if-match": '"9"',
        "mcp-protocol-version": "2025-11-25",
    },
    "requestContext": {"requestId": "req-1", "http": {"method": "POST", "path": "/api/v1/x/mcp"}},
}


def test_a_call_is_the_routes_own_request_with_the_callers_token() -> None:
    event = route_event(
        call_route("create_thing"),
        {"body": {"name": "A", "amount": Decimal("0.10")}, "dryRun": True, "idempotencyKey": "k-1"},
        OUTER,
    )
    assert event["rawPath"] == "/api/v1/x/things"
    assert event["requestContext"]["http"] == {"method": "POST", "path": "/api/v1/x/things"}
    assert event["requestContext"]["requestId"] == "req-1"
    assert (event["rawQueryString"], event["queryStringParameters"]) == ("dryRun=true", {"dryRun": "true"})
    assert event["body"] == '{"name":"A","amount":0.10}'  # the number as sent
    assert event["headers"] == {
        "authorization": "Bearer t",
        "idempotency-key": "k-1",
        "content-type": "application/json",
    }
    assert "cookies" not in event
    read = route_event(call_route("get_thing"), {"id": "../../auth/me?x=1#y"}, OUTER)
    assert (
        read["rawPath"] == "/api/v1/x/things/..%2F..%2Fauth%2Fme%3Fx%3D1%23y"
    )  # one segment, whatever it holds
    assert "body" not in read
    assert "if-match" not in read["headers"]  # the MCP POST's own header is not the route's


def tool_result(answer: dict[str, Any], structured: bool) -> Any:
    """The result as a client reads it (numbers exact, as the kernel's JSON reads them)."""
    return json_codec.loads(tool_result_json(answer, structured))


def test_the_routes_answer_is_the_tool_result_written_once() -> None:
    body = '{"id":"t_1","amount":0.10,"name":"\\u00e9t\\u00e9"}'
    answer = {"statusCode": 201, "headers": {"ETag": '"1"', "Location": "/x/1"}, "body": body}
    text = tool_result_json(answer, structured=True)
    result = tool_result(answer, structured=True)
    mcp_types.CallToolResult.model_validate(json.loads(text))
    assert text.isascii()
    assert result["structuredContent"] == {"id": "t_1", "amount": Decimal("0.10"), "name": "été"}
    assert result["content"][0]["text"] == body
    assert result["_meta"] == {"status": 201, "etag": '"1"', "location": "/x/1"}
    assert result["isError"] is False
    assert "structuredContent" not in tool_result(answer, structured=False)
    refused = tool_result(
        {"statusCode": 412, "headers": {}, "body": '{"error":{"code":"version_conflict"}}'}, False
    )
    assert refused["isError"] is True
    assert refused["structuredContent"]["error"]["code"] == "version_conflict"
    empty = tool_result({"statusCode": 204, "headers": {}}, structured=False)
    assert empty["content"][0]["text"] == "204: no content."


@pytest.mark.parametrize(
    "body",
    [
        '{"name":"say \\"hi\\"","path":"C:\\\\x","note":"\\u00e9\\n"}',  # as to_json writes it
        '{\n  "name": "pretty",\n\t"at": "1\\r"\n}',  # JSON's whitespace: the escaper's way
        '{"name":"\u00e9t\u00e9","del":"\x7f"}',  # raw non-ASCII and DEL, valid JSON text too
    ],
)
def test_the_text_block_is_the_routes_json_text_whatever_it_holds(body: str) -> None:
    answer = {"statusCode": 200, "headers": {}, "body": body}
    text = tool_result_json(answer, structured=True)
    assert text.isascii() == body.isascii()  # the structured content is the body as it is
    assert json.loads(text)["content"][0]["text"] == body
    assert tool_result(answer, structured=True)["structuredContent"] == json_codec.loads(body)


@pytest.mark.parametrize(
    "message",
    [
        [],
        "ping",
        {"jsonrpc": "1.0", "method": "ping", "id": 1},
        {"jsonrpc": "2.0", "id": 1},
        {"jsonrpc": "2.0", "method": "", "id": 1},
        {"jsonrpc": "2.0", "method": "ping", "id": 1.5},
        {"jsonrpc": "2.0", "method": "ping", "id": False},
        {"jsonrpc": "2.0", "method": "ping", "params": 3},
    ],
)
def test_a_message_that_is_not_json_rpc_is_refused(message: Any) -> None:
    with pytest.raises(ProtocolError):
        protocol.read_message(message)


def test_requests_notifications_and_responses_are_told_apart() -> None:
    assert protocol.read_message({"jsonrpc": "2.0", "id": "a", "method": "ping"}).is_request
    assert not protocol.read_message({"jsonrpc": "2.0", "method": "notifications/initialized"}).is_request
    assert not protocol.read_message({"jsonrpc": "2.0", "id": 3, "result": {}}).is_request
    answer = protocol.answer(1, {})
    mcp_types.JSONRPCResponse.model_validate(answer)
    mcp_types.JSONRPCError.model_validate(protocol.refusal(1, ProtocolError(protocol.METHOD_NOT_FOUND, "no")))
