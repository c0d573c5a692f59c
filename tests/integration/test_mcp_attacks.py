"""The MCP endpoint from an attacker's side (POST /api/v1/x/mcp): another firm's ids through every kind
of argument, tenantId anywhere, hostile path and query values, header smuggling, scopes, roles and dead
tokens, idempotency keys, If-Match, hostile JSON, the rate limit, tools/list cursors and notifications.
Each finding of the probe that wrote them was fixed; the test that found it now holds it."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any
from urllib.parse import parse_qsl, quote

import pytest

from kernel import json_codec
from kernel.pipeline import App
from kernel.policy import SCOPES
from kernel.routing import RouteTable
from mcp_api.handler import McpEndpoint
from mcp_api.server import FamilyApps
from tests.integration.mcp_support import MCP, all_tools, mcp_endpoint, rpc, tool_call
from tests.integration.records_support import Firm, TickingClock, new_firm, records_app
from tests.support import Stack, api_event

__all__ = ["records_app"]

PROSPECT = {"name": "Acme", "companyType": "Prospect"}
LEAKS = ("Traceback", "test-DataTable", "test-ControlTable", "test-IdentityTable", "botocore", 'File "')


# ---- helpers -----------------------------------------------------------------------------------------


@dataclass
class Raw:
    """An answer of the endpoint as sent: its status, headers and the body's text (numbers exact)."""

    status: int
    headers: dict[str, str]
    text: str

    @property
    def body(self) -> Any:
        return json_codec.loads(self.text) if self.text else None

    @property
    def remaining(self) -> int:
        return left(self.headers)


def left(headers: dict[str, str]) -> int:
    """The RateLimit field's remaining calls."""
    return int(headers["RateLimit"].split("r=")[1].split(";")[0])


def post(
    endpoint: McpEndpoint,
    token: str | None,
    message: Any = None,
    *,
    text: str | None = None,
    headers: dict[str, str] | None = None,
    query: str = "",
    base64_body: bool = False,
) -> Raw:
    """One POST to the endpoint with the body as given (a message, or its raw text)."""
    body = text if text is not None else json.dumps(message)
    sent = {"content-type": "application/json", **(headers or {})}
    event = api_event(
        "POST", MCP, token=token, raw_body=body, headers=sent, query=query, base64_body=base64_body
    )
    answer = endpoint.lambda_handler(event, None)
    assert not any(leak in str(answer.get("body") or "") for leak in LEAKS), answer
    return Raw(answer["statusCode"], answer.get("headers") or {}, str(answer.get("body") or ""))


def message(name: str, arguments: dict[str, Any], request_id: Any = 1, **extra: Any) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "tools/call",
        "params": {"name": name, "arguments": arguments},
        **extra,
    }


def error_code(result: dict[str, Any]) -> str:
    assert result["isError"] is True, result
    assert not any(leak in result["content"][0]["text"] for leak in LEAKS), result
    code: str = result["structuredContent"]["error"]["code"]
    return code


def names(firm: Firm, record_type: str = "Company") -> list[str]:
    answer = firm.call("GET", f"/records/{record_type}")
    assert answer.status == 200, answer.body
    return sorted(item["name"] for item in answer.body["items"])


def counted(firm: Firm) -> int:
    """The calls left to the firm's token now (a direct call, which counts one itself)."""
    return left(firm.call("GET", "/records/Company").headers)


class Recorder:
    """FamilyApps in front of the real one: keeps each event a tool call hands to its route."""

    def __init__(self, apps: Callable[[str], App]) -> None:
        self.apps = apps
        self.events: list[dict[str, Any]] = []

    def __call__(self, area: str) -> Any:
        app, events = self.apps(area), self.events

        class Front:
            routes = app.routes
            route_at = app.route_at

            def lambda_handler(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
                events.append(event)
                return app.lambda_handler(event, context)

        return Front()


@pytest.fixture
def endpoint(stack: Stack, records_app: App) -> McpEndpoint:
    return mcp_endpoint(stack)


@pytest.fixture
def recorded(endpoint: McpEndpoint) -> Recorder:
    recorder = Recorder(endpoint.app.ports.get(FamilyApps))
    endpoint.app.ports.override(FamilyApps, recorder)  # type: ignore[arg-type]
    return recorder


@pytest.fixture
def firm(stack: Stack, records_app: App) -> Firm:
    return new_firm(stack, records_app)


@pytest.fixture
def other(stack: Stack, records_app: App) -> Firm:
    return new_firm(stack, records_app)


# ---- another firm's ids ------------------------------------------------------------------------------


def test_another_firms_ids_in_path_arguments_reach_nothing_of_theirs(
    endpoint: McpEndpoint, firm: Firm, other: Firm
) -> None:
    theirs = other.create("Company", name="Theirs", companyType="Prospect")
    lead = other.create("Lead", name="Their lead")
    view = other.call("POST", "/views", body={"recordType": "Company", "name": "Their view"})
    assert view.status == 201, view.body
    calls: list[tuple[str, dict[str, Any]]] = [
        ("get_record", {"type": "Company", "id": theirs["id"]}),
        ("patch_record", {"type": "Company", "id": theirs["id"], "body": {"name": "Mine"}, "ifMatch": "*"}),
        ("delete_record", {"type": "Lead", "id": lead["id"]}),
        ("get_views", {"itemId": view.body["id"]}),
        ("replace_views", {"itemId": view.body["id"], "body": {"recordType": "Company", "name": "Mine"}}),
        ("delete_views", {"itemId": view.body["id"]}),
    ]
    for name, arguments in calls:
        result = tool_call(endpoint, firm.token, name, **arguments)
        assert error_code(result) == "not_found", (name, result)
        assert result["_meta"]["status"] == 404
        assert "Theirs" not in result["content"][0]["text"]
    kept = other.call("GET", f"/records/Company/{theirs['id']}")
    assert (kept.status, kept.body["name"], kept.body["version"]) == (200, "Theirs", 1)
    assert other.call("GET", f"/views/{view.body['id']}").body["name"] == "Their view"
    assert names(other, "Lead") == ["Their lead"]


def test_another_firms_ids_in_query_arguments_filter_nothing_of_theirs(
    endpoint: McpEndpoint, firm: Firm, other: Firm
) -> None:
    for n in range(3):
        other.create("Company", name=f"Secret {n}", companyType="Prospect")
    view = other.call("POST", "/views", body={"recordType": "Company", "name": "All theirs"})
    their_page = other.call("GET", "/records/Company", query="limit=1").body
    assert their_page["nextCursor"]
    by_view = tool_call(endpoint, firm.token, "list_records", type="Company", view=view.body["id"])
    assert error_code(by_view) == "not_found"
    by_cursor = tool_call(
        endpoint, firm.token, "list_records", type="Company", cursor=their_page["nextCursor"]
    )
    assert by_cursor["_meta"]["status"] == 400
    assert "Secret" not in by_cursor["content"][0]["text"]
    found_by_them = tool_call(endpoint, other.token, "search_records", q="Secret")
    assert found_by_them["structuredContent"]["items"], "the search must find what it is asked for"
    found_by_us = tool_call(endpoint, firm.token, "search_records", q="Secret")
    assert found_by_us["isError"] is False
    assert found_by_us["structuredContent"]["items"] == []
    changes = tool_call(endpoint, firm.token, "list_changes")
    assert "Secret" not in changes["content"][0]["text"]


def test_a_body_naming_another_firms_record_is_refused_as_one_naming_nobody(
    endpoint: McpEndpoint, firm: Firm, other: Firm
) -> None:
    theirs = other.create("Company", name="Theirs", companyType="Prospect")
    to_theirs = tool_call(
        endpoint, firm.token, "create_record", type="Deal", body={"name": "D", "companyId": theirs["id"]}
    )
    to_nobody = tool_call(
        endpoint, firm.token, "create_record", type="Deal", body={"name": "D", "companyId": "rec_" + "0" * 26}
    )
    assert error_code(to_theirs) == error_code(to_nobody) == "invalid_request"
    their_error, nobodys = to_theirs["structuredContent"]["error"], to_nobody["structuredContent"]["error"]
    assert their_error["details"] == nobodys["details"]
    assert their_error["message"] == nobodys["message"]
    mine = firm.create("Deal", name="Mine")
    moved = tool_call(
        endpoint, firm.token, "patch_record", type="Deal", id=mine["id"], body={"companyId": theirs["id"]}
    )
    assert error_code(moved) == "invalid_request"
    assert names(firm, "Deal") == ["Mine"]
    assert "companyId" not in firm.call("GET", f"/records/Deal/{mine['id']}").body


def test_resources_read_shows_only_the_callers_firm(endpoint: McpEndpoint, firm: Firm, other: Firm) -> None:
    field = {"recordType": "Deal", "key": "theirSecretField", "label": "Secret", "fieldType": "text"}
    assert other.call("POST", "/custom-fields", body=field).status == 201
    theirs = rpc(endpoint, other.token, "resources/read", {"uri": "records-platform://catalog"})
    assert "theirSecretField" in theirs.body["result"]["contents"][0]["text"]
    ours = rpc(endpoint, firm.token, "resources/read", {"uri": "records-platform://catalog"})
    assert "theirSecretField" not in ours.body["result"]["contents"][0]["text"]
    for uri in (
        "records-platform://catalog?tenantId=x",
        "records-platform://catalog/../openapi",
        "records-platform://CATALOG",
        "file:///proc/self/environ",
        {"uri": "x"},
        None,
    ):
        answer = rpc(endpoint, firm.token, "resources/read", {"uri": uri})
        assert answer.status == 200
        assert answer.body["error"]["code"] == -32002, uri


# ---- tenantId ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        {**PROSPECT, "tenantId": "frm_other"},
        {**PROSPECT, "address": {"lines": [{"TENANTID": "frm_other"}]}},
        {**PROSPECT, "tags": [[[{"tenantid": 1}]]]},
    ],
)
def test_tenant_id_anywhere_in_a_body_argument_is_refused(
    endpoint: McpEndpoint, firm: Firm, body: dict[str, Any]
) -> None:
    result = tool_call(endpoint, firm.token, "create_record", type="Company", body=body)
    assert error_code(result) == "tenant_in_request"
    assert names(firm) == []


@pytest.mark.parametrize("name", ["tenantId", "TenantID", "tenantid"])
def test_tenant_id_as_an_argument_name_is_refused(endpoint: McpEndpoint, firm: Firm, name: str) -> None:
    answer = post(
        endpoint, firm.token, message("create_record", {"type": "Company", "body": PROSPECT, name: "x"})
    )
    assert answer.status == 400
    assert answer.body["error"]["code"] == "tenant_in_request"
    assert names(firm) == []


def test_tenant_id_inside_a_query_value_stays_that_value(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm
) -> None:
    firm.create("Company", name="a&tenantId=x", companyType="Prospect")
    result = tool_call(endpoint, firm.token, "search_records", q="a&tenantId=x")
    assert result["isError"] is False, result
    event = recorded.events[-1]
    assert parse_qsl(event["rawQueryString"]) == [("q", "a&tenantId=x")]
    assert event["queryStringParameters"] == {"q": "a&tenantId=x"}


@pytest.mark.parametrize(
    "where",
    [
        pytest.param({"params": {"_meta": {"tenantId": "frm_other"}}}, id="params-meta"),
        pytest.param({"envelope": {"tenantId": "frm_other"}}, id="envelope"),
        pytest.param({"query": "tenantId=frm_other"}, id="mcp-url-query"),
    ],
)
def test_tenant_id_elsewhere_in_any_other_message_is_400(
    endpoint: McpEndpoint, firm: Firm, where: dict[str, Any]
) -> None:
    """The rule as the MCP route's own pipeline applies it (tools/list, ping: not a tool call)."""
    sent: dict[str, Any] = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/list",
        "params": where.get("params", {}),
        **where.get("envelope", {}),
    }
    answer = post(endpoint, firm.token, sent, query=where.get("query", ""))
    assert answer.status == 400
    assert answer.body["error"]["code"] == "tenant_in_request"


@pytest.mark.parametrize(
    "where",
    [
        pytest.param({"params": {"_meta": {"tenantId": "frm_other"}}}, id="params-meta"),
        pytest.param({"envelope": {"tenantId": "frm_other"}}, id="envelope"),
        pytest.param({"query": "tenantId=frm_other"}, id="mcp-url-query"),
    ],
)
def test_tenant_id_outside_the_arguments_of_a_tool_call_is_400_and_nothing_runs(
    endpoint: McpEndpoint, firm: Firm, where: dict[str, Any]
) -> None:
    sent = message("create_record", {"type": "Company", "body": PROSPECT}, **where.get("envelope", {}))
    sent["params"].update(where.get("params", {}))
    answer = post(endpoint, firm.token, sent, query=where.get("query", ""))
    assert names(firm) == []
    assert answer.status == 400
    assert answer.body["error"]["code"] == "tenant_in_request"


# ---- hostile path and query values -------------------------------------------------------------------

HOSTILE_SEGMENTS = [
    "../../auth/me",
    "..",
    ".",
    "a/b",
    "/",
    "%2F",
    "%2e%2e%2fauth%2fme",
    "x?limit=1",
    "x#frag",
    "x;y",
    "\x00",
    "\r\nX-Injected: 1",
    "caf\u00e9",
    "\u202egnp.exe",
    "\ufeff",
    " ",
    "x" * 4000,
    "Company",
]


@pytest.mark.parametrize("hostile", HOSTILE_SEGMENTS)
def test_a_hostile_path_argument_stays_one_segment_of_its_own_route(
    endpoint: McpEndpoint, recorded: Recorder, records_app: App, firm: Firm, hostile: str
) -> None:
    firm.create("Company", name="Acme", companyType="Prospect")
    result = tool_call(endpoint, firm.token, "get_record", type="Company", id=hostile)
    assert result["_meta"]["status"] in (400, 404), result
    event = recorded.events[-1]
    assert event["rawPath"] == f"/api/v1/x/records/Company/{quote(hostile, safe='')}"
    found = RouteTable(records_app.routes).find("GET", event["rawPath"])
    assert found is not None
    route, params = found
    assert route.path == "/api/v1/x/records/{type}/{id}"
    assert params == {"type": "Company", "id": quote(hostile, safe="")}
    assert event["rawQueryString"] == ""
    assert not set(event["headers"]) & {"x-injected", "idempotency-key", "if-match"}


@pytest.mark.parametrize("hostile", ["Company/rec_x", "Company?x=1", "..", "Company%2F..", "\u202eynapmoC"])
def test_a_hostile_type_argument_never_reaches_another_route(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm, hostile: str
) -> None:
    result = tool_call(endpoint, firm.token, "list_records", type=hostile)
    assert result["isError"] is True, result
    assert result["_meta"]["status"] in (400, 404)
    assert recorded.events[-1]["rawPath"] == f"/api/v1/x/records/{quote(hostile, safe='')}"


@pytest.mark.parametrize(
    "value",
    ["a&types=Deal", "a=b", "a\nb", "a\r\nX-Injected: 1", "a#b", "a+b", "%26types%3DDeal", "\u00e9\u202e"],
)
def test_a_hostile_query_argument_stays_one_value(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm, value: str
) -> None:
    result = tool_call(endpoint, firm.token, "search_records", q=value)
    assert result["_meta"]["status"] in (200, 400), result
    event = recorded.events[-1]
    assert parse_qsl(event["rawQueryString"], keep_blank_values=True) == [("q", value)]
    assert event["queryStringParameters"] == {"q": value}
    assert event["rawPath"] == "/api/v1/x/search"
    assert "x-injected" not in event["headers"]


def test_a_path_argument_never_turns_a_tool_into_another_route(endpoint: McpEndpoint, firm: Firm) -> None:
    unknown = tool_call(endpoint, firm.token, "get_esg_metrics", id="no_such_metric")
    assert unknown["_meta"]["status"] == 404  # what the tool answers for an id it does not know
    library = tool_call(endpoint, firm.token, "get_esg_metrics", id="library")
    assert library["isError"] is True, str(library)[:300]  # not GET /esg-metrics/library's answer
    assert library["structuredContent"]["error"]["code"] == "invalid_arguments"
    assert library["structuredContent"]["error"]["details"] == [
        {"field": "id", "message": "names another operation's path"}
    ]


# ---- headers -----------------------------------------------------------------------------------------


def test_outer_headers_never_become_the_tool_calls_preconditions(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm
) -> None:
    outer = {
        "Idempotency-Key": "outer-key",
        "If-Match": '"999"',
        "Content-Type": "application/json",
        "MCP-Session-Id": "forged",
        "Last-Event-ID": "7",
        "Accept": "text/event-stream",
    }
    first = post(
        endpoint, firm.token, message("create_record", {"type": "Company", "body": PROSPECT}), headers=outer
    )
    second = post(
        endpoint,
        firm.token,
        message("create_record", {"type": "Company", "body": {**PROSPECT, "name": "B"}}),
        headers=outer,
    )
    assert first.body["result"]["_meta"]["status"] == second.body["result"]["_meta"]["status"] == 201
    assert "idempotentReplayed" not in second.body["result"]["_meta"]
    assert names(firm) == ["Acme", "B"]
    made = first.body["result"]["structuredContent"]["result"]
    patched = post(
        endpoint,
        firm.token,
        message("patch_record", {"type": "Company", "id": made["id"], "body": {"name": "Acme 2"}}),
        headers=outer,
    )
    assert patched.body["result"]["_meta"]["status"] == 200, patched.text
    for event in recorded.events:
        headers = {name.lower() for name in event["headers"]}
        assert not headers & {"idempotency-key", "if-match", "mcp-session-id", "last-event-id", "accept"}
        assert event["headers"]["content-type"] == "application/json"
        assert event["headers"]["authorization"] == f"Bearer {firm.token}"


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ({"idempotencyKey": "k\r\nAuthorization: Bearer rpk_forged"}, "idempotency_key_invalid"),
        ({"idempotencyKey": "k\nX-Forwarded-For: 10.0.0.1"}, "idempotency_key_invalid"),
        ({"ifMatch": '"1"'}, "invalid_arguments"),  # a create honours no If-Match: no such argument
    ],
)
def test_header_arguments_cannot_inject_headers(
    endpoint: McpEndpoint, firm: Firm, arguments: dict[str, str], code: str
) -> None:
    result = tool_call(endpoint, firm.token, "create_record", type="Company", body=PROSPECT, **arguments)
    assert error_code(result) == code
    assert names(firm) == []


def test_an_if_match_argument_cannot_inject_headers(endpoint: McpEndpoint, firm: Firm) -> None:
    made = firm.create("Company", name="Acme", companyType="Prospect")
    forged = '"1"\r\nAuthorization: Bearer rpk_forged'
    result = tool_call(endpoint, firm.token, "patch_record", type="Company", id=made["id"],
                       body={"name": "Forged"}, ifMatch=forged)  # fmt: skip
    assert error_code(result) == "invalid_request"
    assert names(firm) == ["Acme"]


@pytest.mark.parametrize("name", ["Authorization", "authorization", "headers", "X-Forwarded-For", "_meta"])
def test_no_argument_names_a_header(endpoint: McpEndpoint, recorded: Recorder, firm: Firm, name: str) -> None:
    arguments = {"type": "Company", "body": PROSPECT, name: "Bearer rpk_forged"}
    answer = rpc(endpoint, firm.token, "tools/call", {"name": "create_record", "arguments": arguments})
    assert error_code(answer.body["result"]) == "invalid_arguments"
    assert recorded.events == []  # never handed to the route
    assert names(firm) == []


# ---- another way in: a +json media type --------------------------------------------------------------


def test_a_tool_call_counts_once_whatever_json_media_type_it_names(endpoint: McpEndpoint, firm: Firm) -> None:
    before = counted(firm)
    answer = post(
        endpoint,
        firm.token,
        message("list_records", {"type": "Company"}),
        headers={"content-type": "application/vnd.api+json"},
    )
    assert answer.body["result"]["isError"] is False
    after = counted(firm)
    assert before - after == 2  # the tool call, and the direct call that reads the count


def test_an_outer_idempotency_key_never_replays_a_tool_call_whatever_the_media_type(
    endpoint: McpEndpoint, firm: Firm
) -> None:
    sent = message("create_record", {"type": "Company", "body": PROSPECT})
    headers = {"content-type": "application/vnd.api+json", "idempotency-key": "outer-key"}
    first = post(endpoint, firm.token, sent, headers=headers)
    second = post(endpoint, firm.token, sent, headers=headers)
    assert first.body["result"]["_meta"]["status"] == 201, first.text
    assert "Idempotent-Replayed" not in second.headers
    assert names(firm) == ["Acme", "Acme"]


# ---- scopes, roles, tokens ---------------------------------------------------------------------------


def test_a_tool_the_scopes_hide_is_refused_and_never_runs(
    stack: Stack, endpoint: McpEndpoint, firm: Firm
) -> None:
    reader = stack.api_token(firm.member, ["records:read"])
    visible = {tool["name"] for tool in all_tools(endpoint, reader)}
    assert "list_records" in visible
    field = {"recordType": "Deal", "key": "hidden", "label": "Hidden", "fieldType": "text"}
    for name, arguments in (
        ("create_custom_field", {"body": field}),
        ("create_record", {"type": "Company", "body": PROSPECT}),
        ("create_views", {"body": {"recordType": "Company", "name": "V"}}),
    ):
        assert name not in visible
        result = tool_call(endpoint, reader, name, **arguments)
        assert error_code(result) == "scope_denied", name
        assert result["_meta"]["status"] == 403
    assert firm.call("GET", "/custom-fields").body["items"] == []
    assert names(firm) == []
    assert firm.call("GET", "/views").body["items"] == []


def test_a_viewer_calling_write_tools_is_permission_denied(
    stack: Stack, endpoint: McpEndpoint, firm: Firm, records_app: App
) -> None:
    made = firm.create("Company", name="Acme", companyType="Prospect")
    viewer = stack.member(firm.member.firm_id, "viewer")
    for token in (stack.api_token(viewer, list(SCOPES)), stack.session_token(viewer)):
        for name, arguments in (
            ("create_record", {"type": "Company", "body": PROSPECT}),
            ("patch_record", {"type": "Company", "id": made["id"], "body": {"name": "Viewer's"}}),
            ("delete_record", {"type": "Company", "id": made["id"]}),
        ):
            result = tool_call(endpoint, token, name, **arguments)
            assert error_code(result) == "permission_denied", (name, result)
        assert tool_call(endpoint, token, "get_record", type="Company", id=made["id"])["isError"] is False
    assert names(firm) == ["Acme"]


def test_an_api_token_cannot_reach_the_session_only_auth_routes_through_tools(
    stack: Stack, endpoint: McpEndpoint, firm: Firm, other: Firm
) -> None:
    before = len(stack.identity.api_tokens_of_firm(firm.member.firm_id))
    for name, arguments in (
        ("issue_token", {"body": {"scopes": ["records:write"], "description": "minted by an agent"}}),
        ("list_tokens", {}),
        ("switch_tenant", {"body": {"tenantId": other.member.firm_id}}),
        ("end_session", {}),
    ):
        answer = rpc(endpoint, firm.token, "tools/call", {"name": name, "arguments": arguments})
        assert answer.status == 200, (name, answer.body)
        assert error_code(answer.body["result"]) == "token_route", name
    assert len(stack.identity.api_tokens_of_firm(firm.member.firm_id)) == before
    sign_in = {"name": "create_session", "arguments": {"body": {"idToken": "x.y.z"}}}
    assert rpc(endpoint, None, "tools/call", sign_in).status == 401  # every MCP message needs a token
    assert rpc(endpoint, firm.token, "tools/call", sign_in).body["error"]["code"] == -32602  # not a tool
    me = tool_call(endpoint, firm.token, "get_me")
    assert me["isError"] is False
    assert other.member.firm_id not in me["content"][0]["text"]


def test_a_session_token_runs_tools_as_its_member(stack: Stack, endpoint: McpEndpoint, firm: Firm) -> None:
    session = stack.session_token(firm.member)
    made = tool_call(endpoint, session, "create_record", type="Company", body=PROSPECT)
    assert made["_meta"]["status"] == 201
    assert names(firm) == ["Acme"]
    assert (
        "RateLimit"
        not in rpc(
            endpoint, session, "tools/call", {"name": "list_records", "arguments": {"type": "Company"}}
        ).headers
    )


def test_expired_revoked_and_orphaned_tokens_are_401_and_nothing_runs(
    stack: Stack, endpoint: McpEndpoint, firm: Firm
) -> None:
    assert isinstance(stack.clock, TickingClock)
    short = stack.api_token(firm.member, ["records:write"], lifetime=60)
    revoked = stack.api_token(firm.member, ["records:write"])
    token_id = stack.identity.api_tokens_of_firm(firm.member.firm_id)[-1].token_id
    stack.identity.revoke_api_token(firm.member.firm_id, token_id)
    leaver = stack.member(firm.member.firm_id, "admin")
    orphaned = stack.api_token(leaver, ["records:write"])
    stack.identity.remove_membership(firm.member.firm_id, leaver.user_id)
    stack.clock.advance(120)
    for token in (short, revoked, orphaned, firm.token[:-2] + "xx"):
        created = post(endpoint, token, message("create_record", {"type": "Company", "body": PROSPECT}))
        assert created.status == 401, created.text
        assert created.body["error"]["code"] == "unauthenticated"
        assert "result" not in created.body
        assert rpc(endpoint, token, "tools/list").status == 401
        assert rpc(endpoint, token, "resources/read", {"uri": "records-platform://catalog"}).status == 401
    assert names(firm) == []


# ---- idempotency -------------------------------------------------------------------------------------


def test_a_replay_never_writes_twice(endpoint: McpEndpoint, firm: Firm) -> None:
    arguments = {"type": "Company", "body": PROSPECT, "idempotencyKey": "replay-1"}
    answers = [tool_call(endpoint, firm.token, "create_record", **arguments) for _ in range(3)]
    ids = {answer["structuredContent"]["result"]["id"] for answer in answers}
    assert len(ids) == 1
    assert [answer["_meta"].get("idempotentReplayed") for answer in answers] == [None, "true", "true"]
    assert names(firm) == ["Acme"]
    changes = tool_call(endpoint, firm.token, "list_changes")["structuredContent"]["items"]
    assert [change["kind"] for change in changes if change["recordId"] in ids] == ["created"]


def test_the_same_key_with_other_arguments_or_another_tool_is_a_conflict(
    endpoint: McpEndpoint, firm: Firm
) -> None:
    first = tool_call(
        endpoint, firm.token, "create_record", type="Company", body=PROSPECT, idempotencyKey="k1"
    )
    assert first["_meta"]["status"] == 201
    for name, arguments in (
        ("create_record", {"type": "Company", "body": {**PROSPECT, "name": "Other"}}),
        ("create_record", {"type": "Lead", "body": {"name": "Acme"}}),
        ("create_views", {"body": {"recordType": "Company", "name": "V"}}),
        ("create_strategies", {"body": {"name": "S"}}),
    ):
        result = tool_call(endpoint, firm.token, name, idempotencyKey="k1", **arguments)
        assert error_code(result) == "idempotency_conflict", (name, result)
        assert result["_meta"]["status"] == 409
    assert names(firm) == ["Acme"]
    assert names(firm, "Lead") == []
    assert firm.call("GET", "/views").body["items"] == []


def test_a_key_is_shared_with_the_direct_route_but_never_with_another_member(
    stack: Stack, endpoint: McpEndpoint, firm: Firm, other: Firm
) -> None:
    direct = firm.call("POST", "/records/Company", body=PROSPECT, headers={"Idempotency-Key": "shared"})
    assert direct.status == 201
    again = tool_call(
        endpoint, firm.token, "create_record", type="Company", body=PROSPECT, idempotencyKey="shared"
    )
    assert again["_meta"]["idempotentReplayed"] == "true"
    assert again["structuredContent"]["result"]["id"] == direct.body["result"]["id"]
    colleague = stack.member(firm.member.firm_id, "admin")
    theirs = tool_call(
        endpoint,
        stack.api_token(colleague, ["records:write"]),
        "create_record",
        type="Company",
        body=PROSPECT,
        idempotencyKey="shared",
    )
    assert theirs["_meta"]["status"] == 201
    assert "idempotentReplayed" not in theirs["_meta"]
    assert theirs["structuredContent"]["result"]["id"] != direct.body["result"]["id"]
    stranger = tool_call(
        endpoint, other.token, "create_record", type="Company", body=PROSPECT, idempotencyKey="shared"
    )
    assert "idempotentReplayed" not in stranger["_meta"]
    assert names(firm) == ["Acme", "Acme"]
    assert names(other) == ["Acme"]


@pytest.mark.parametrize(
    ("key", "code"),
    [
        ("two words", "idempotency_key_invalid"),
        ("a,b", "idempotency_key_invalid"),
        ("x" * 256, "idempotency_key_invalid"),
        ("x" * 300, "idempotency_key_invalid"),
        ("", "idempotency_key_invalid"),
        ("tab\there", "idempotency_key_invalid"),
        ("nul\x00", "idempotency_key_invalid"),
        ("\u200b", "idempotency_key_invalid"),
    ],
)
def test_an_invalid_idempotency_key_is_refused_and_nothing_is_written(
    endpoint: McpEndpoint, firm: Firm, key: str, code: str
) -> None:
    result = tool_call(
        endpoint, firm.token, "create_record", type="Company", body=PROSPECT, idempotencyKey=key
    )
    assert error_code(result) == code
    assert result["_meta"]["status"] == 400
    assert names(firm) == []


@pytest.mark.parametrize("key", [7, True, None, ["k"], {"k": 1}])
def test_an_idempotency_key_that_is_not_a_string_is_an_invalid_argument(
    endpoint: McpEndpoint, firm: Firm, key: Any
) -> None:
    arguments = {"type": "Company", "body": PROSPECT, "idempotencyKey": key}
    answer = rpc(endpoint, firm.token, "tools/call", {"name": "create_record", "arguments": arguments})
    assert error_code(answer.body["result"]) == "invalid_arguments"
    assert names(firm) == []


# ---- If-Match ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "status", "code"),
    [
        ("abc", 400, "invalid_request"),
        ('"1', 400, "invalid_request"),
        ("", 400, "invalid_request"),
        ("W/", 400, "invalid_request"),
        ("-1", 400, "invalid_request"),
        ("1.0", 400, "invalid_request"),
        ('"1"; DROP', 400, "invalid_request"),
        ('W/"1"', 412, "version_conflict"),
        ('"01"', 412, "version_conflict"),
        ('"1 "', 412, "version_conflict"),
        ('"99999999999999999999999"', 412, "version_conflict"),
    ],
)
def test_a_malformed_or_weak_if_match_writes_nothing(
    endpoint: McpEndpoint, firm: Firm, value: str, status: int, code: str
) -> None:
    made = firm.create("Company", name="Acme", companyType="Prospect")
    result = tool_call(
        endpoint,
        firm.token,
        "patch_record",
        type="Company",
        id=made["id"],
        body={"name": "Changed"},
        ifMatch=value,
    )
    assert error_code(result) == code
    assert result["_meta"]["status"] == status
    kept = firm.call("GET", f"/records/Company/{made['id']}").body
    assert (kept["name"], kept["version"]) == ("Acme", 1)


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("get_record", {"type": "Company", "id": "rec_x"}),
        ("list_records", {"type": "Company"}),
        ("create_views", {"body": {"recordType": "Company", "name": "V"}}),
    ],
)
def test_if_match_on_a_tool_that_does_not_take_it_is_an_unknown_argument(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm, name: str, arguments: dict[str, Any]
) -> None:
    answer = rpc(
        endpoint, firm.token, "tools/call", {"name": name, "arguments": {**arguments, "ifMatch": '"1"'}}
    )
    result = answer.body["result"]
    assert error_code(result) == "invalid_arguments"
    assert {"field": "ifMatch", "message": "not an argument of this tool"} in result["structuredContent"][
        "error"
    ]["details"]
    assert recorded.events == []
    assert firm.call("GET", "/views").body["items"] == []


# ---- hostile JSON ------------------------------------------------------------------------------------


@pytest.mark.parametrize("base64_body", [False, True])
def test_a_message_over_one_mib_is_413_and_nothing_runs(
    endpoint: McpEndpoint, firm: Firm, base64_body: bool
) -> None:
    sent = message("create_record", {"type": "Company", "body": PROSPECT})
    sent["params"]["_meta"] = {"pad": "x" * 1_100_000}
    answer = post(endpoint, firm.token, sent, base64_body=base64_body)
    assert answer.status == 413
    assert answer.body["error"]["code"] == "payload_too_large"
    assert names(firm) == []


def test_a_message_over_one_mib_of_utf8_is_413_and_nothing_runs(endpoint: McpEndpoint, firm: Firm) -> None:
    sent = message("create_record", {"type": "Company", "body": PROSPECT})
    sent["params"]["_meta"] = {"pad": "\u00e9" * 600_000}
    text = json.dumps(sent, ensure_ascii=False)
    assert len(text) < 1_048_576 < len(text.encode())
    answer = post(endpoint, firm.token, text=text)
    assert names(firm) == []
    assert answer.status == 413


@pytest.mark.parametrize("depth", [101, 1000, 50_000])
def test_deeply_nested_arguments_are_400_invalid_json(endpoint: McpEndpoint, firm: Firm, depth: int) -> None:
    nested = "[" * depth + "]" * depth
    text = (
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_record","arguments":'
        '{"type":"Company","body":{"name":"Acme","companyType":"Prospect","tags":' + nested + "}}}}"
    )
    answer = post(endpoint, firm.token, text=text)
    assert answer.status == 400, answer.text[:300]
    assert answer.body["error"]["code"] == "invalid_json"
    assert names(firm) == []


@pytest.mark.parametrize(
    "text",
    [
        '{"jsonrpc":"2.0","id":1,"method":"ping","method":"tools/call","params":{"name":"create_record",'
        '"arguments":{"type":"Company","body":{"name":"Acme","companyType":"Prospect"}}}}',
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_record","arguments":'
        '{"type":"Lead","type":"Company","body":{"name":"Acme","companyType":"Prospect"}}}}',
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_record","arguments":'
        '{"type":"Company","body":{"name":"Acme","companyType":"Prospect","name":"Other"}}}}',
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_record","arguments":'
        '{"type":"Company","body":{"name":"Acme","companyType":"Prospect","tenantId":"a","tenantId":"b"}}}}',
    ],
    ids=["method", "argument", "body-field", "tenant-id"],
)
def test_duplicate_keys_anywhere_are_400_and_nothing_runs(
    endpoint: McpEndpoint, firm: Firm, text: str
) -> None:
    answer = post(endpoint, firm.token, text=text)
    assert answer.status == 400
    assert answer.body["error"]["code"] == "invalid_json"
    assert names(firm) == names(firm, "Lead") == []


@pytest.mark.parametrize(
    "arguments",
    [
        '{"type":"\\ud800Company","body":{"name":"Acme","companyType":"Prospect"}}',
        '{"type":"Company","body":{"name":"\\udfff","companyType":"Prospect"}}',
        '{"type":"Company","body":{"name":"Acme","companyType":"Prospect","\\ud800":1}}',
        '{"type":"Company","body":{"name":"Acme","companyType":"Prospect"},"idempotencyKey":"k\\udc00"}',
    ],
    ids=["path", "body-value", "body-key", "idempotency-key"],
)
def test_a_lone_surrogate_anywhere_is_400_invalid_json(
    endpoint: McpEndpoint, firm: Firm, arguments: str
) -> None:
    text = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_record","arguments":'
    answer = post(endpoint, firm.token, text=text + arguments + "}}")
    assert answer.status == 400, answer.text[:300]
    assert answer.body["error"]["code"] == "invalid_json"
    assert names(firm) == []


def test_numbers_stay_exact_through_a_tool_call(endpoint: McpEndpoint, firm: Firm) -> None:
    text = (
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_record","arguments":'
        '{"type":"Deal","body":{"name":"Exact","amount":12345678901234567890.123456789,"probability":0.1}}}}'
    )
    answer = post(endpoint, firm.token, text=text)
    result = answer.body["result"]
    assert result["isError"] is False, answer.text
    assert "12345678901234567890.123456789" in result["content"][0]["text"]
    made = result["structuredContent"]["result"]
    assert made["amount"] == Decimal("12345678901234567890.123456789")
    assert made["probability"] == Decimal("0.1")
    read = post(endpoint, firm.token, message("get_record", {"type": "Deal", "id": made["id"]}))
    assert read.body["result"]["structuredContent"]["amount"] == Decimal("12345678901234567890.123456789")
    assert '"amount":12345678901234567890.123456789' in read.text.replace("\\", "")


@pytest.mark.parametrize(
    "number", ["1e400", "-1e400", "1e-400", "1E+126", "123456789012345678901234567890123456789"]
)
def test_numbers_out_of_range_are_refused_by_the_route(
    endpoint: McpEndpoint, firm: Firm, number: str
) -> None:
    head = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":'
    in_body = post(
        endpoint,
        firm.token,
        text=head
        + '"create_record","arguments":{"type":"Deal","body":{"name":"Big","amount":'
        + number
        + "}}}}",
    )
    assert in_body.status == 200
    assert error_code(in_body.body["result"]) == "invalid_request"
    in_query = post(
        endpoint,
        firm.token,
        text=head + '"list_records","arguments":{"type":"Deal","limit":' + number + "}}}",
    )
    assert in_query.status == 200
    assert error_code(in_query.body["result"]) == "invalid_request"
    assert names(firm, "Deal") == []


@pytest.mark.parametrize("with_token", [False, True], ids=["no-token", "token"])
def test_a_huge_exponent_in_a_query_argument_is_answered_not_raised(
    endpoint: McpEndpoint, firm: Firm, with_token: bool
) -> None:
    text = (
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_records","arguments":'
        '{"type":"Company","limit":1e999999999999999999}}}'
    )
    answer = post(endpoint, firm.token if with_token else None, text=text)
    if with_token:
        assert error_code(answer.body["result"]) == "invalid_request"
    else:
        assert answer.status == 401


@pytest.mark.parametrize(
    "body",
    [
        [message("create_record", {"type": "Company", "body": PROSPECT})],
        [
            message("create_record", {"type": "Company", "body": PROSPECT}),
            {"jsonrpc": "2.0", "id": 2, "method": "ping"},
        ],
        [],
        "tools/call",
        None,
    ],
    ids=["batch-of-one", "batch-of-two", "empty-batch", "string", "null"],
)
def test_a_batch_or_a_non_object_is_400_and_runs_nothing(
    endpoint: McpEndpoint, firm: Firm, body: Any
) -> None:
    answer = post(endpoint, firm.token, body)
    assert answer.status == 400
    assert answer.body["error"]["code"] in ("invalid_message", "invalid_request")
    assert names(firm) == []


@pytest.mark.parametrize("request_id", [0, -1, 2**63, int("9" * 4000), "", "\u202e\u0000id", "x" * 10_000])
def test_odd_but_valid_ids_are_echoed_exactly(endpoint: McpEndpoint, firm: Firm, request_id: Any) -> None:
    for sent in (
        message("list_records", {"type": "Company"}, request_id),
        {"jsonrpc": "2.0", "id": request_id, "method": "ping"},
    ):
        answer = post(endpoint, firm.token, sent)
        assert answer.status == 200, answer.text[:300]
        assert answer.body["id"] == request_id


@pytest.mark.parametrize("request_id", [1.5, 1.0, True, False, [1], {"id": 1}, 1e400])
def test_ids_of_other_types_are_400_and_run_nothing(
    endpoint: McpEndpoint, firm: Firm, request_id: Any
) -> None:
    sent = message("create_record", {"type": "Company", "body": PROSPECT}, request_id)
    text = json.dumps(sent).replace("Infinity", "1e400")
    answer = post(endpoint, firm.token, text=text)
    assert answer.status == 400
    assert answer.body["error"]["code"] == "invalid_message"
    assert names(firm) == []


# ---- notifications -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sent",
    [
        {
            "jsonrpc": "2.0",
            "method": "tools/call",
            "params": {"name": "create_record", "arguments": {"type": "Company", "body": PROSPECT}},
        },
        {
            "jsonrpc": "2.0",
            "method": "tools/call",
            "params": {
                "name": "create_record",
                "arguments": {"type": "Company", "body": PROSPECT, "idempotencyKey": "note"},
            },
        },
        {"jsonrpc": "2.0", "method": "tools/call", "params": {"name": "delete_record", "arguments": "nope"}},
    ],
    ids=["no-id", "with-key", "bad-arguments"],  # "id": null is an invalid request (test_third_pass_small)
)
def test_a_tool_call_notification_is_202_and_never_runs(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm, sent: dict[str, Any]
) -> None:
    answer = post(endpoint, firm.token, sent)
    assert (answer.status, answer.text) == (202, "")
    assert recorded.events == []
    assert names(firm) == []


def test_a_response_shaped_message_runs_nothing(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm
) -> None:
    for sent in (
        {"jsonrpc": "2.0", "id": 1, "result": {"name": "create_record"}},
        {"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": "x"}},
    ):
        answer = post(endpoint, firm.token, sent)
        assert (answer.status, answer.text) == (202, "")
    assert recorded.events == []


# ---- the rate limit ----------------------------------------------------------------------------------


def test_every_kind_of_tool_call_counts_exactly_once(endpoint: McpEndpoint, firm: Firm) -> None:
    made = firm.create("Company", name="Acme", companyType="Prospect")
    calls: list[dict[str, Any]] = [
        {"name": "list_records", "arguments": {"type": "Company"}},
        {"name": "get_record", "arguments": {"type": "Company", "id": "rec_nobody"}},  # 404
        {"name": "create_record", "arguments": {"type": "Company", "body": {"name": 7}}},  # 400 by the route
        {"name": "create_custom_field", "arguments": {"body": {}}},  # 400 by the route
        {"name": "create_record", "arguments": {"type": "Company", "nope": 1}},  # refused before the route
        {"name": "no_such_tool", "arguments": {}},  # JSON-RPC error
        {
            "name": "patch_record",
            "arguments": {"type": "Company", "id": made["id"], "ifMatch": '"9"', "body": {"name": "x"}},
        },  # 412
    ]
    before = counted(firm)
    seen = []
    for params in calls:
        answer = rpc(endpoint, firm.token, "tools/call", params)
        assert answer.status == 200, answer.body
        seen.append(left(answer.headers))
    after = counted(firm)
    assert seen == list(range(before - 1, before - 1 - len(calls), -1))
    assert after == before - len(calls) - 1


def test_a_refused_call_counts_too(stack: Stack, endpoint: McpEndpoint, firm: Firm) -> None:
    reader = stack.api_token(firm.member, ["records:read"])
    first = rpc(
        endpoint,
        reader,
        "tools/call",
        {"name": "create_record", "arguments": {"type": "Company", "body": PROSPECT}},
    )
    second = rpc(
        endpoint,
        reader,
        "tools/call",
        {"name": "create_record", "arguments": {"type": "Company", "body": PROSPECT}},
    )
    assert error_code(second.body["result"]) == "scope_denied"
    assert left(first.headers) - left(second.headers) == 1


def test_beyond_300_calls_a_minute_a_tool_call_is_rate_limited_and_never_runs(
    stack: Stack, endpoint: McpEndpoint, firm: Firm
) -> None:
    token = stack.api_token(firm.member, ["records:write"])
    for n in range(298):
        assert rpc(endpoint, token, "ping").status == 200, n
    made = post(endpoint, token, message("create_record", {"type": "Company", "body": PROSPECT}))
    assert made.body["result"]["_meta"]["status"] == 201
    assert made.remaining == 1
    last = post(endpoint, token, message("list_records", {"type": "Company"}))
    assert (last.body["result"]["isError"], last.remaining) == (False, 0)
    late = post(
        endpoint, token, message("create_record", {"type": "Company", "body": {**PROSPECT, "name": "Late"}})
    )
    assert late.status == 200
    result = late.body["result"]
    assert error_code(result) == "rate_limited"
    assert result["_meta"]["status"] == 429
    assert int(result["_meta"]["retryAfter"]) >= 1
    assert late.remaining == 0
    assert rpc(endpoint, token, "ping").status == 429
    assert names(firm) == ["Acme"]
    assert firm.call("GET", "/records/Company").status == 200  # another token keeps its own 300


# ---- tools/list cursors ------------------------------------------------------------------------------


def cursor(payload: Any) -> str:
    return base64.urlsafe_b64encode(json.dumps(payload).encode()).decode().rstrip("=")


def test_a_cursor_naming_a_tool_the_caller_cannot_see_is_refused(stack: Stack, endpoint: McpEndpoint) -> None:
    member = stack.member(stack.firm(), "admin")
    reader = stack.api_token(member, ["records:read"])
    admin = stack.api_token(member, list(SCOPES))
    mine = [tool["name"] for tool in all_tools(endpoint, reader)]
    assert "create_custom_field" not in mine
    hidden = rpc(endpoint, reader, "tools/list", {"cursor": cursor({"after": "create_custom_field"})})
    assert hidden.body["error"]["code"] == -32602
    assert "create_custom_field" not in json.dumps(hidden.body)
    theirs = rpc(endpoint, admin, "tools/list").body["result"]["nextCursor"]
    replayed = rpc(endpoint, reader, "tools/list", {"cursor": theirs})
    if "error" in replayed.body:
        assert replayed.body["error"]["code"] == -32602
    else:
        assert {tool["name"] for tool in replayed.body["result"]["tools"]} <= set(mine)
    forged = rpc(endpoint, reader, "tools/list", {"cursor": cursor({"after": mine[0]})})
    assert [tool["name"] for tool in forged.body["result"]["tools"]] == mine[1:101]
    for odd in (
        cursor([1]),
        cursor("after"),
        cursor(None),
        cursor({"after": ["x"]}),
        cursor({"after": {}}),
        cursor({}),
        "",
        "====",
        "\u00e9",
        base64.b64encode(b"\xff\xfe").decode(),
        {"after": "x"},
        [],
        True,
    ):
        answer = rpc(endpoint, reader, "tools/list", {"cursor": odd})
        assert answer.status == 200, (odd, answer.body)
        assert answer.body["error"]["code"] == -32602, odd


def test_a_deeply_nested_cursor_is_invalid_params_not_500(endpoint: McpEndpoint, firm: Firm) -> None:
    forged = base64.urlsafe_b64encode(b"[" * 200_000).decode()
    answer = rpc(endpoint, firm.token, "tools/list", {"cursor": forged})
    assert answer.status == 200, answer.body
    assert answer.body["error"]["code"] == -32602
