"""The MCP endpoint (issue: agents call the API through MCP) under moto: the caller's operations as
tools, each call run through its own route's pipeline; every message checked against the official
SDK's wire types (mcp_types)."""

from __future__ import annotations

import json
from typing import Any

import mcp_types
import pytest
from jsonschema import Draft202012Validator

from kernel.pipeline import App
from kernel.policy import SCOPES
from mcp_api.handler import McpEndpoint
from tests.integration.mcp_support import MCP, all_tools, mcp_endpoint, rpc, tool_call
from tests.integration.records_support import Firm, new_firm, records_app
from tests.support import Stack, api_event, call

__all__ = ["records_app"]
READ_ONLY = ["records:read"]


@pytest.fixture
def endpoint(stack: Stack, records_app: App) -> McpEndpoint:
    return mcp_endpoint(stack)


@pytest.fixture
def firm(stack: Stack, records_app: App) -> Firm:
    return new_firm(stack, records_app)


def openapi_operations(stack: Stack, token: str) -> set[str]:
    from platform_api.handler import create_app as platform_app

    document = call(stack.app(platform_app()), "GET", "/api/v1/x/openapi", token=token).body
    return {op["operationId"] for ops in document["paths"].values() for op in ops.values()}


# ---- the handshake and the transport -------------------------------------------------------------


def test_initialize_answers_the_revision_and_what_the_server_offers(
    endpoint: McpEndpoint, firm: Firm
) -> None:
    answer = rpc(
        endpoint,
        firm.token,
        "initialize",
        {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}},
    )
    assert answer.status == 200, answer.body
    mcp_types.JSONRPCResponse.model_validate(answer.body)
    result = mcp_types.InitializeResult.model_validate(answer.body["result"])
    assert result.protocol_version == "2025-11-25"
    assert result.capabilities.tools is not None
    assert result.capabilities.resources is not None
    assert "Mcp-Session-Id" not in answer.headers  # stateless: no session is held
    older = rpc(endpoint, firm.token, "initialize", {"protocolVersion": "2025-06-18"})
    assert older.body["result"]["protocolVersion"] == "2025-06-18"
    unknown = rpc(endpoint, firm.token, "initialize", {"protocolVersion": "1999-01-01"})
    assert unknown.body["result"]["protocolVersion"] == "2025-11-25"


def test_notifications_are_taken_without_an_answer(endpoint: McpEndpoint, firm: Firm) -> None:
    note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    answer = call(endpoint, "POST", MCP, token=firm.token, body=note)  # type: ignore[arg-type]
    assert (answer.status, answer.body) == (202, None)


def test_get_is_405_and_names_post(endpoint: McpEndpoint, firm: Firm) -> None:
    answer = call(endpoint, "GET", MCP, token=firm.token)  # type: ignore[arg-type]
    assert answer.status == 405
    assert "POST" in answer.headers["Allow"]


def test_ping_and_unknown_methods(endpoint: McpEndpoint, firm: Firm) -> None:
    assert rpc(endpoint, firm.token, "ping").body["result"] == {}
    for method in ("server/discover", "prompts/list", "sampling/createMessage"):
        answer = rpc(endpoint, firm.token, method)
        assert answer.status == 200
        mcp_types.JSONRPCError.model_validate(answer.body)
        assert answer.body["error"]["code"] == -32601


@pytest.mark.parametrize(
    "body",
    [
        [{"jsonrpc": "2.0", "id": 1, "method": "ping"}],
        {"id": 1, "method": "ping"},
        {"jsonrpc": "2.0", "id": True, "method": "ping"},
        {"jsonrpc": "2.0", "id": 1, "method": 7},
        {"jsonrpc": "2.0", "id": 1, "method": "ping", "params": [1]},
    ],
)
def test_a_message_that_is_not_one_json_rpc_request_is_400_with_a_json_rpc_error(
    endpoint: McpEndpoint, firm: Firm, body: Any
) -> None:
    answer = call(endpoint, "POST", MCP, token=firm.token, body=body)  # type: ignore[arg-type]
    assert answer.status == 400, answer.body
    assert answer.body["error"]["code"] == "invalid_message"
    assert answer.body["error"]["requestId"] == answer.headers["X-Request-Id"]


def test_an_unspoken_protocol_version_header_is_400(endpoint: McpEndpoint, firm: Firm) -> None:
    answer = rpc(endpoint, firm.token, "ping", headers={"MCP-Protocol-Version": "2001-01-01"})
    assert answer.status == 400
    assert answer.body["error"]["code"] == "unsupported_protocol_version"
    assert answer.body["error"]["supported"][0] == "2025-11-25"


def test_without_a_valid_token_every_message_is_401(endpoint: McpEndpoint, firm: Firm) -> None:
    for token in (None, "rp_not_a_token"):
        assert rpc(endpoint, token, "tools/list").status == 401
        called = rpc(
            endpoint, token, "tools/call", {"name": "list_records", "arguments": {"type": "Company"}}
        )
        assert called.status == 401, called.body
        assert called.body["error"]["code"] == "unauthenticated"


# ---- tools/list ----------------------------------------------------------------------------------


def test_tools_are_exactly_the_operations_of_the_callers_openapi(stack: Stack, endpoint: McpEndpoint) -> None:
    for scopes in (READ_ONLY, ["records:write", "finance:read"], list(SCOPES)):
        member = stack.member(stack.firm(), "admin")
        token = stack.api_token(member, scopes)
        names = [tool["name"] for tool in all_tools(endpoint, token)]
        assert len(names) == len(set(names))
        expected = openapi_operations(stack, token) - {"mcp_message", "upload_document"}
        assert set(names) == expected, scopes
    assert len(names) > 400  # every scope: every operation, through the pages


def test_a_viewer_sees_no_write_tools(stack: Stack, endpoint: McpEndpoint) -> None:
    member = stack.member(stack.firm(), "viewer")
    tools = all_tools(endpoint, stack.api_token(member, list(SCOPES)))
    assert tools
    assert not any(tool["name"] in ("create_record", "delete_record") for tool in tools)
    assert {tool["name"] for tool in tools} == openapi_operations(
        stack, stack.api_token(member, list(SCOPES))
    ) - {"mcp_message"}


def test_each_tool_is_a_valid_mcp_tool_with_self_contained_schemas(
    stack: Stack, endpoint: McpEndpoint
) -> None:
    token = stack.api_token(stack.member(stack.firm(), "admin"), list(SCOPES))
    first = rpc(endpoint, token, "tools/list")
    page = mcp_types.ListToolsResult.model_validate(first.body["result"])
    assert len(page.tools) == 100
    assert page.next_cursor
    for tool in all_tools(endpoint, token):
        mcp_types.Tool.model_validate(tool)
        Draft202012Validator.check_schema(tool["inputSchema"])
        assert "#/components/" not in json.dumps(tool)  # every reference resolves inside the tool
        if "outputSchema" in tool:
            Draft202012Validator.check_schema(tool["outputSchema"])
            assert tool["outputSchema"]["type"] == "object"
    tools = {tool["name"]: tool for tool in all_tools(endpoint, token)}
    create = tools["create_record"]
    assert {"type", "body", "idempotencyKey"} <= set(create["inputSchema"]["properties"])
    assert create["inputSchema"]["required"] == ["type", "body"]
    assert create["annotations"] == {
        "title": create["title"],
        "readOnlyHint": False,
        "destructiveHint": False,
        "idempotentHint": False,
    }
    assert "ifMatch" in tools["patch_record"]["inputSchema"]["properties"]
    assert tools["list_records"]["annotations"]["readOnlyHint"] is True
    assert tools["delete_record"]["annotations"]["destructiveHint"] is True


def test_a_cursor_not_issued_by_tools_list_is_invalid_params(endpoint: McpEndpoint, firm: Firm) -> None:
    for cursor in ("nonsense", "eyJhZnRlciI6ICJub3BlIn0", 7):
        answer = rpc(endpoint, firm.token, "tools/list", {"cursor": cursor})
        assert answer.body["error"]["code"] == -32602, cursor


# ---- tools/call ----------------------------------------------------------------------------------


def test_a_read_tool_answers_what_the_route_answers(endpoint: McpEndpoint, firm: Firm) -> None:
    made = firm.create("Company", name="Acme", companyType="Prospect")
    result = tool_call(endpoint, firm.token, "get_record", type="Company", id=made["id"])
    mcp_types.CallToolResult.model_validate(result)
    direct = firm.call("GET", f"/records/Company/{made['id']}")
    assert result["isError"] is False
    assert result["structuredContent"] == direct.body
    assert json.loads(result["content"][0]["text"]) == direct.body
    assert result["_meta"]["etag"] == direct.headers["ETag"]


def test_a_create_with_an_idempotency_key_sent_twice_writes_one_record(
    endpoint: McpEndpoint, firm: Firm
) -> None:
    arguments = {
        "type": "Company",
        "body": {"name": "Once Ltd", "companyType": "Prospect"},
        "idempotencyKey": "agent-retry-1",
    }
    first = tool_call(endpoint, firm.token, "create_record", **arguments)
    again = tool_call(endpoint, firm.token, "create_record", **arguments)
    assert first["_meta"]["status"] == again["_meta"]["status"] == 201
    assert again["structuredContent"]["result"]["id"] == first["structuredContent"]["result"]["id"]
    assert again["_meta"]["idempotentReplayed"] == "true"
    listed = firm.call("GET", "/records/Company").body["items"]
    assert [item["name"] for item in listed] == ["Once Ltd"]
    other = tool_call(endpoint, firm.token, "create_record", **{**arguments, "body": {"name": "Twice"}})
    assert other["isError"]
    assert other["structuredContent"]["error"]["code"] == "idempotency_conflict"


def test_a_scope_the_token_lacks_is_an_error_result_and_nothing_is_written(
    stack: Stack, endpoint: McpEndpoint, firm: Firm
) -> None:
    reader = stack.api_token(firm.member, READ_ONLY)
    answer = rpc(
        endpoint,
        reader,
        "tools/call",
        {"name": "create_record", "arguments": {"type": "Company", "body": {"name": "No"}}},
    )
    assert answer.status == 200
    result = answer.body["result"]
    assert result["isError"] is True
    assert result["_meta"]["status"] == 403
    assert result["structuredContent"]["error"]["code"] == "scope_denied"
    assert result["structuredContent"]["error"]["requestId"] == answer.headers["X-Request-Id"]
    assert firm.call("GET", "/records/Company").body["items"] == []


def test_a_stale_if_match_is_412_and_nothing_is_written(endpoint: McpEndpoint, firm: Firm) -> None:
    made = firm.create("Company", name="Acme", companyType="Prospect")
    ok = tool_call(
        endpoint,
        firm.token,
        "patch_record",
        type="Company",
        id=made["id"],
        ifMatch='"1"',
        body={"name": "Acme 2"},
    )
    assert ok["isError"] is False
    assert ok["_meta"]["etag"] == '"2"'
    stale = tool_call(
        endpoint,
        firm.token,
        "patch_record",
        type="Company",
        id=made["id"],
        ifMatch='"1"',
        body={"name": "Lost"},
    )
    assert stale["isError"] is True
    assert stale["_meta"]["status"] == 412
    assert stale["structuredContent"]["error"]["code"] == "version_conflict"
    kept = firm.call("GET", f"/records/Company/{made['id']}")
    assert kept.body["name"] == "Acme 2", kept.body


def test_another_firms_id_is_404_inside_the_result(
    stack: Stack, endpoint: McpEndpoint, firm: Firm, records_app: App
) -> None:
    other = new_firm(stack, records_app)
    company = other.create("Company", name="Theirs", companyType="Prospect")
    lead = other.create("Lead", name="Their lead")
    for name, kind, made, extra in (
        ("get_record", "Company", company, {}),
        ("delete_record", "Lead", lead, {}),
        ("patch_record", "Company", company, {"body": {"name": "Mine"}}),
    ):
        result = tool_call(endpoint, firm.token, name, type=kind, id=made["id"], **extra)
        assert result["isError"] is True, name
        assert result["_meta"]["status"] == 404, name
        assert result["structuredContent"]["error"]["code"] == "not_found"


@pytest.mark.parametrize("hostile", ["../../auth/me", "a/b", "%2e%2e", "x?y=1", "\u202e"])
def test_a_path_argument_is_one_segment_whatever_it_holds(
    endpoint: McpEndpoint, firm: Firm, hostile: str
) -> None:
    result = tool_call(endpoint, firm.token, "get_record", type="Company", id=hostile)
    assert result["isError"] is True
    assert result["_meta"]["status"] in (400, 404), result


def test_tenant_id_is_refused_in_a_body_or_query_argument_and_as_an_argument(
    endpoint: McpEndpoint, firm: Firm
) -> None:
    in_body = tool_call(
        endpoint, firm.token, "create_record", type="Company", body={"name": "T", "tenantId": "other-firm"}
    )
    assert in_body["structuredContent"]["error"]["code"] == "tenant_in_request"
    as_argument = rpc(
        endpoint,
        firm.token,
        "tools/call",
        {"name": "list_records", "arguments": {"type": "Company", "tenantId": "x"}},
    )
    assert as_argument.status == 400
    assert as_argument.body["error"]["code"] == "tenant_in_request"
    assert firm.call("GET", "/records/Company").body["items"] == []


def test_arguments_a_route_cannot_take_are_an_error_result(endpoint: McpEndpoint, firm: Firm) -> None:
    cases: list[dict[str, Any]] = [
        {},
        {"type": "Company", "nope": 1},
        {"type": 5},
        {"type": "Company", "body": None, "idempotencyKey": 5},
    ]
    for arguments in cases:
        answer = rpc(endpoint, firm.token, "tools/call", {"name": "create_record", "arguments": arguments})
        result = answer.body["result"]
        mcp_types.CallToolResult.model_validate(result)
        assert result["isError"] is True
        assert result["structuredContent"]["error"]["code"] == "invalid_arguments"
    invalid_body = tool_call(endpoint, firm.token, "create_record", type="Company", body={"name": 7})
    assert invalid_body["isError"]
    assert invalid_body["structuredContent"]["error"]["code"] == "invalid_request"
    assert firm.call("GET", "/records/Company").body["items"] == []


def test_an_unknown_tool_is_a_json_rpc_error(endpoint: McpEndpoint, firm: Firm) -> None:
    for name in ("no_such_tool", "mcp_message", "upload_document", None):
        answer = rpc(endpoint, firm.token, "tools/call", {"name": name, "arguments": {}})
        assert answer.body["error"]["code"] == -32602, name


def test_each_tool_call_counts_once_against_the_tokens_limit(endpoint: McpEndpoint, firm: Firm) -> None:
    def left(headers: dict[str, str]) -> int:
        return int(headers["RateLimit"].split("r=")[1].split(";")[0])

    first = rpc(
        endpoint, firm.token, "tools/call", {"name": "list_records", "arguments": {"type": "Company"}}
    )
    second = rpc(
        endpoint, firm.token, "tools/call", {"name": "list_records", "arguments": {"type": "Company"}}
    )
    listed = rpc(endpoint, firm.token, "tools/list")
    assert left(first.headers) - left(second.headers) == 1
    assert left(second.headers) - left(listed.headers) == 1


def test_query_arguments_reach_the_route_typed_as_the_schema_says(endpoint: McpEndpoint, firm: Firm) -> None:
    for name in ("A", "B", "C"):
        firm.create("Company", name=name, companyType="Prospect")
    page = tool_call(endpoint, firm.token, "list_records", type="Company", limit=2)
    assert len(page["structuredContent"]["items"]) == 2
    rest = tool_call(
        endpoint,
        firm.token,
        "list_records",
        type="Company",
        limit=2,
        cursor=page["structuredContent"]["nextCursor"],
    )
    assert len(rest["structuredContent"]["items"]) == 1
    too_many = tool_call(endpoint, firm.token, "list_records", type="Company", limit=5000)
    assert too_many["isError"]
    assert too_many["structuredContent"]["error"]["code"] == "invalid_request"


def test_an_oversized_message_is_413(endpoint: McpEndpoint, firm: Firm) -> None:
    body = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {
            "name": "create_record",
            "arguments": {"type": "Company", "body": {"name": "x" * 1_100_000}},
        },
    }
    answer = endpoint.lambda_handler(api_event("POST", MCP, token=firm.token, body=body), None)
    assert answer["statusCode"] == 413


# ---- resources -----------------------------------------------------------------------------------


def test_resources_are_the_firms_catalog_and_the_callers_openapi(
    stack: Stack, endpoint: McpEndpoint, firm: Firm
) -> None:
    listed = mcp_types.ListResourcesResult.model_validate(
        rpc(endpoint, firm.token, "resources/list").body["result"]
    )
    assert {str(resource.uri) for resource in listed.resources} == {
        "records-platform://catalog",
        "records-platform://openapi",
    }
    catalog = rpc(endpoint, firm.token, "resources/read", {"uri": "records-platform://catalog"}).body[
        "result"
    ]
    mcp_types.ReadResourceResult.model_validate(catalog)
    from platform_api.handler import create_app as platform_app

    direct = call(stack.app(platform_app()), "GET", "/api/v1/x/catalog", token=firm.token).body
    assert json.loads(catalog["contents"][0]["text"]) == direct
    document = rpc(endpoint, firm.token, "resources/read", {"uri": "records-platform://openapi"}).body[
        "result"
    ]
    operations = {
        op["operationId"]
        for ops in json.loads(document["contents"][0]["text"])["paths"].values()
        for op in ops.values()
    }
    assert operations == openapi_operations(stack, firm.token)
    missing = rpc(endpoint, firm.token, "resources/read", {"uri": "file:///etc/passwd"})
    assert missing.body["error"]["code"] == -32002
