"""Spec 1.3's named areas on the kit (agents, quick actions, processes, strategies, deal sources) under
moto: what the contract suite does not cover. Each new scope allows exactly its routes (a table), an
agent's scopes never exceed its author's and its connectors are the assistant's, a process's owners are
members, and a quick action sets fields the catalog has, with values they take."""

from __future__ import annotations

from typing import Any

import pytest

from agents_api.handler import create_app as agents_app
from automations_api.handler import create_app as automations_app
from connectors.definition import EXAMPLE as CONNECTOR
from connectors_api.handler import create_app as connectors_app
from deals_api.handler import create_app as deals_app
from kernel.pipeline import App
from tests.integration.records_support import firm, records_app
from tests.support import Member, Result, Stack, call
from workflow_api.handler import create_app as workflow_app

__all__ = ["firm", "records_app"]
X = "/api/v1/x"
NOBODY = "xxx_" + "0" * 26
AGENT = {"name": "Screener", "instructions": "Summarise each new deal.", "scopes": ["agents:read"]}
PROCESS = {"name": "Screening", "stages": [{"key": "triage", "name": "Triage"}]}
QUICK_ACTION = {"name": "Pass", "recordType": "Deal", "sets": [{"field": "stage", "value": "Passed"}]}
NAMED = {"name": "Growth"}
SOURCE = {"name": "Lincoln", "kind": "Intermediary"}
# (app, method, path, body) of every route of these areas; {id} is an item made beforehand
ROUTES = {
    "agents": [
        ("GET", "/agents", None),
        ("POST", "/agents", AGENT),
        ("GET", "/agents/{id}", None),
        ("PUT", "/agents/{id}", AGENT),
        ("POST", "/agents/{id}/archive", None),
        ("POST", "/agents/{id}/unarchive", None),
    ],
    "quick-actions": [
        ("GET", "/quick-actions", None),
        ("POST", "/quick-actions", QUICK_ACTION),
        ("GET", "/quick-actions/{id}", None),
        ("PUT", "/quick-actions/{id}", QUICK_ACTION),
        ("DELETE", "/quick-actions/{id}", None),
    ],
    "processes": [
        ("GET", "/processes", None),
        ("POST", "/processes", PROCESS),
        ("GET", "/processes/{id}", None),
        ("PUT", "/processes/{id}", PROCESS),
        ("POST", "/processes/{id}/archive", None),
    ],
    "strategies": [
        ("GET", "/strategies", None),
        ("POST", "/strategies", NAMED),
        ("GET", "/strategies/{id}", None),
        ("PUT", "/strategies/{id}", NAMED),
        ("POST", "/strategies/{id}/archive", None),
    ],
    "deal-sources": [
        ("GET", "/deal-sources", None),
        ("POST", "/deal-sources", SOURCE),
        ("GET", "/deal-sources/{id}", None),
        ("PUT", "/deal-sources/{id}", SOURCE),
    ],
}
APPS = {
    "agents": agents_app,
    "quick-actions": automations_app,
    "processes": workflow_app,
    "strategies": deals_app,
    "deal-sources": deals_app,
}
# scope -> the areas whose reads (r) or every route (rw) it allows
ALLOWS = {
    "agents:read": {"agents": "r"},
    "agents:draft": {"agents": "rw"},
    "quick-actions:read": {"quick-actions": "r"},
    "quick-actions:write": {"quick-actions": "rw"},
    "processes:read": {"processes": "r"},
    "processes:write": {"processes": "rw"},
    "records:read": {"strategies": "r", "deal-sources": "r"},
    "records:write": {"strategies": "rw", "deal-sources": "rw"},
}


def on(app: App, token: str, method: str, path: str, body: Any = None) -> Result:
    return call(app, method, f"{X}{path}", token=token, body=body)


@pytest.mark.parametrize("scope", list(ALLOWS))
@pytest.mark.parametrize("area", list(ROUTES))
def test_each_new_scope_allows_exactly_its_routes(stack: Stack, scope: str, area: str) -> None:
    admin = stack.member(stack.firm(), "admin")
    app = stack.app(APPS[area]())
    everything = stack.api_token(
        admin,
        [f"{area}:{'draft' if area == 'agents' else 'write'}"]
        if area in ("agents", "quick-actions", "processes")
        else ["records:write"],
    )
    item = on(app, everything, "POST", ROUTES[area][1][1], ROUTES[area][1][2])
    assert item.status == 201, item.body
    token = stack.api_token(admin, [scope])
    allowed = ALLOWS[scope].get(area, "")
    for method, path, body in ROUTES[area]:
        if method == "POST" and body is not None:  # another item: its name differs
            body = {**body, "name": f"{body['name']} 2"}
        answer = on(app, token, method, path.replace("{id}", item.body["id"]), body)
        if ("w" in allowed) or (method == "GET" and "r" in allowed):
            assert answer.status in (200, 201), (scope, method, path, answer.body)
        else:
            assert (answer.status, answer.code) == (403, "scope_denied"), (scope, method, path, answer.body)


# ---- agents ------------------------------------------------------------------------------------------


@pytest.fixture
def agents(stack: Stack) -> App:
    return stack.app(agents_app())


def test_an_agents_scopes_never_exceed_its_authors(stack: Stack, agents: App) -> None:
    admin = stack.member(stack.firm(), "admin")
    token = stack.api_token(admin, ["agents:draft", "records:read"])
    beyond = on(agents, token, "POST", "/agents", {**AGENT, "scopes": ["records:read", "records:write"]})
    assert beyond.status == 400
    assert [d["field"] for d in beyond.body["error"]["details"]] == ["scopes[1]"]
    assert on(agents, token, "GET", "/agents").body["items"] == []
    member = stack.member(admin.firm_id, "member", email="member@example.com")
    session = stack.session_token(member)  # the app: everything the role holds, not a connector scope
    refused = on(
        agents, session, "POST", "/agents", {**AGENT, "scopes": ["records:write", "connectors:read"]}
    )
    assert [d["field"] for d in refused.body["error"]["details"]] == ["scopes[1]"]
    made = on(agents, session, "POST", "/agents", {**AGENT, "scopes": ["records:write", "agents:draft"]})
    assert made.status == 201, made.body
    # a token narrower than its author's role edits it down, never up
    narrow = stack.api_token(member, ["agents:draft"])
    kept = on(agents, narrow, "PUT", f"/agents/{made.body['id']}", {**AGENT, "scopes": ["records:write"]})
    assert kept.status == 400


def test_an_agent_calls_only_connectors_offered_to_the_assistant(stack: Stack, agents: App) -> None:
    admin = stack.member(stack.firm(), "admin")
    token = stack.api_token(admin, ["agents:draft", "connectors:draft", "records:read"])
    connectors = stack.app(connectors_app())
    made = {}
    for surfaces in ("automations", "assistant", "both"):
        body = {**CONNECTOR, "connectorKey": f"crm_{surfaces}", "surfaces": surfaces}
        answer = on(connectors, token, "POST", "/connectors", body)
        assert answer.status == 201, answer.body
        made[surfaces] = answer.body["id"]
    refused = on(
        agents, token, "POST", "/agents", {**AGENT, "connectorIds": [made["assistant"], made["automations"]]}
    )
    assert [d["field"] for d in refused.body["error"]["details"]] == ["connectorIds[1]"]
    unknown = on(agents, token, "POST", "/agents", {**AGENT, "connectorIds": ["conn_" + "0" * 26]})
    assert unknown.status == 400
    fine = on(agents, token, "POST", "/agents", {**AGENT, "connectorIds": [made["assistant"], made["both"]]})
    assert fine.status == 201, fine.body


# ---- processes and quick actions ---------------------------------------------------------------------


def test_a_process_stage_is_owned_by_a_member_by_default_its_author(stack: Stack) -> None:
    admin = stack.member(stack.firm(), "admin")
    stranger = stack.member(stack.firm(), "admin")
    token = stack.api_token(admin, ["processes:write"])
    app = stack.app(workflow_app())
    stages = [{"key": "a", "name": "A", "ownerUserId": stranger.user_id}, {"key": "a", "name": "B"}]
    refused = on(app, token, "POST", "/processes", {"name": "P", "stages": stages})
    assert sorted(d["field"] for d in refused.body["error"]["details"]) == [
        "stages[0].ownerUserId",
        "stages[1].key",
    ]
    made = on(app, token, "POST", "/processes", PROCESS)
    assert made.body["stages"][0]["ownerUserId"] == admin.user_id


def test_a_quick_action_sets_fields_the_catalog_has_with_values_they_take(stack: Stack) -> None:
    admin = stack.member(stack.firm(), "admin")
    token = stack.api_token(admin, ["quick-actions:write"])
    app = stack.app(automations_app())
    sets = [
        {"field": "stage", "value": "Nowhere"},
        {"field": "colour", "value": "red"},
        {"field": "stage", "value": "Passed"},
    ]
    refused = on(app, token, "POST", "/quick-actions", {**QUICK_ACTION, "sets": sets})
    assert [d["field"] for d in refused.body["error"]["details"]] == [
        "sets[0].value",
        "sets[1].field",
        "sets[2].field",
    ]
    assert on(app, token, "GET", "/quick-actions").body["items"] == []
    assert on(app, token, "POST", "/quick-actions", QUICK_ACTION).status == 201


def test_strategies_and_deal_sources_are_archived_not_deleted(stack: Stack) -> None:
    admin: Member = stack.member(stack.firm(), "admin")
    token = stack.api_token(admin, ["records:write"])
    app = stack.app(deals_app())
    made = on(app, token, "POST", "/strategies", NAMED).body
    assert on(app, token, "DELETE", f"/strategies/{made['id']}").status == 405
    assert on(app, token, "POST", f"/strategies/{made['id']}/archive").status == 200
    assert on(app, token, "GET", "/strategies").body["items"] == []
    assert [
        s["id"] for s in call(app, "GET", f"{X}/strategies", token=token, query="archived=true").body["items"]
    ] == [made["id"]]


def test_a_deal_names_its_strategy_and_deal_source_and_lists_filter_on_them(
    stack: Stack, records_app: App
) -> None:
    admin: Member = stack.member(stack.firm(), "admin")
    token = stack.api_token(admin, ["records:write"])
    deals = stack.app(deals_app())
    strategy = on(deals, token, "POST", "/strategies", NAMED).body["id"]
    source = on(deals, token, "POST", "/deal-sources", SOURCE).body["id"]
    body = {"name": "Acme Series B", "strategyId": strategy, "dealSourceId": source}
    made = call(records_app, "POST", f"{X}/records/Deal", token=token, body=body)
    assert made.status == 201, made.body
    deal = made.body["result"]
    assert (deal["strategyId"], deal["dealSourceId"]) == (strategy, source)
    listed = call(records_app, "GET", f"{X}/records/Deal", token=token, query=f"strategyId={strategy}").body
    assert [each["id"] for each in listed["items"]] == [deal["id"]]

    other: Member = stack.member(stack.firm(), "admin")
    other_token = stack.api_token(other, ["records:write"])
    theirs = on(deals, other_token, "POST", "/strategies", NAMED).body["id"]
    for value in (theirs, NOBODY, "rec_" + "0" * 26, "not an id"):
        refused = call(
            records_app, "POST", f"{X}/records/Deal", token=token, body={"name": "X", "strategyId": value}
        )
        assert refused.status == 400, value
        assert refused.body["error"]["details"][0]["field"] == "strategyId"
    patched = call(
        records_app, "PATCH", f"{X}/records/Deal/{deal['id']}", token=token, body={"strategyId": None}
    )
    assert patched.status == 200, patched.body
    assert "strategyId" not in patched.body["result"]
