"""The MCP endpoint against the local stack, through the official `mcp` SDK's Streamable HTTP client, as
an agent connects to it: list the tools, call a read, create a record with an idempotency key twice
(one record), a call the token's scopes do not allow, a stale ifMatch (412), another firm's id (404)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult

from tests.e2e.test_connectors_e2e import admin_token
from tests.e2e.test_local_stack import LocalStack

pytestmark = pytest.mark.e2e


def with_agent[T](stack: LocalStack, token: str, work: Callable[[Client], Awaitable[T]]) -> T:
    """Connects as an agent would (initialize, then requests) and runs `work` on the session."""

    async def session() -> T:
        headers = {"Authorization": f"Bearer {token}"}
        async with httpx2.AsyncClient(headers=headers, timeout=60) as http:
            transport = streamable_http_client(f"{stack.api_url}/api/v1/x/mcp", http_client=http)
            async with Client(transport) as client:
                return await work(client)

    return anyio.run(session)


async def tool_names(client: Client) -> list[str]:
    """Every page of tools/list, through nextCursor."""
    page = await client.list_tools()
    names = [tool.name for tool in page.tools]
    while page.next_cursor:
        page = await client.list_tools(cursor=page.next_cursor)
        names += [tool.name for tool in page.tools]
    return names


def error_code(result: CallToolResult) -> str:
    assert result.is_error, result
    code: str = json.loads(result.content[0].text)["error"]["code"]  # type: ignore[union-attr]
    return code


def test_an_agent_lists_reads_and_writes_once_with_its_key(local_stack: LocalStack) -> None:
    async def work(client: Client) -> dict[str, Any]:
        assert client.server_info is not None
        assert client.server_info.name == "records-platform"
        names = await tool_names(client)
        key = str(uuid.uuid4())
        arguments = {
            "type": "Company",
            "body": {"name": "Agent Co", "companyType": "Prospect"},
            "idempotencyKey": key,
        }
        first = await client.call_tool("create_record", arguments)
        again = await client.call_tool("create_record", arguments)
        record_id = first.structured_content["result"]["id"]  # type: ignore[index]
        read = await client.call_tool("get_record", {"type": "Company", "id": record_id})
        listed = await client.call_tool("list_records", {"type": "Company", "limit": 200})
        stale = await client.call_tool(
            "patch_record", {"type": "Company", "id": record_id, "ifMatch": '"7"', "body": {"name": "Lost"}}
        )
        catalog = await client.read_resource("records-platform://catalog")
        return {"names": names, "first": first, "again": again, "read": read, "listed": listed,
                "stale": stale, "catalog": catalog, "id": record_id}  # fmt: skip

    seen = with_agent(local_stack, local_stack.api_token, work)
    assert len(seen["names"]) > 400
    assert {"create_record", "get_record", "list_records", "list_changes"} <= set(seen["names"])
    assert seen["again"].structured_content["result"]["id"] == seen["id"]
    assert seen["again"].meta["idempotentReplayed"] == "true"
    assert seen["read"].structured_content["name"] == "Agent Co"
    mine = [item for item in seen["listed"].structured_content["items"] if item["name"] == "Agent Co"]
    assert [item["id"] for item in mine] == [seen["id"]]  # two calls with one key: one record
    assert error_code(seen["stale"]) == "version_conflict"
    assert seen["stale"].meta["status"] == 412
    assert "Company" in json.dumps(json.loads(seen["catalog"].contents[0].text)["recordTypes"])


def test_an_agent_is_held_to_its_tokens_scopes_and_its_firm(local_stack: LocalStack) -> None:
    reader = admin_token(local_stack, f"mcp-{uuid.uuid4().hex[:6]}@firm.example", "records:read")
    with httpx.Client(base_url=local_stack.api_url, timeout=30) as http:
        other_firm = local_stack.admin("create-firm", "--name", f"Other {uuid.uuid4().hex[:6]}")["firmId"]
        email = f"other-{uuid.uuid4().hex[:6]}@firm.example"
        user = local_stack.admin("create-user", "--email", email, "--name", "other")
        local_stack.admin("add-member", "--firm", other_firm, "--user", user["userId"], "--role", "admin")
        theirs_token = local_stack.admin(
            "issue-token", "--firm", other_firm, "--email", email, "--all-scopes"
        )["secret"]
        made = http.post("/api/v1/x/records/Company", json={"name": "Theirs", "companyType": "Prospect"},
                         headers={"Authorization": f"Bearer {theirs_token}"})  # fmt: skip
        assert made.status_code == 201, made.text
    theirs = made.json()["result"]["id"]

    async def work(client: Client) -> tuple[set[str], CallToolResult, CallToolResult]:
        tools = set(await tool_names(client))
        denied = await client.call_tool("create_record", {"type": "Company", "body": {"name": "Nope"}})
        foreign = await client.call_tool("get_record", {"type": "Company", "id": theirs})
        return tools, denied, foreign

    tools, denied, foreign = with_agent(local_stack, reader, work)
    assert "create_record" not in tools
    assert "get_record" in tools
    assert error_code(denied) == "scope_denied"
    assert error_code(foreign) == "not_found"
    assert foreign.meta["status"] == 404


def test_get_on_the_endpoint_is_405(local_stack: LocalStack) -> None:
    with httpx.Client(base_url=local_stack.api_url, timeout=30) as http:
        answer = http.get("/api/v1/x/mcp", headers={"Authorization": f"Bearer {local_stack.api_token}",
                                                    "Accept": "text/event-stream"})  # fmt: skip
    assert answer.status_code == 405
