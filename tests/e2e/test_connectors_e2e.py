"""Connectors over real HTTP on the local stack, as the guides' curl lines do it: create, set the
secret, test, publish, deactivate, each write in the feed. The stack's resolver is the system's, so
the test call goes nowhere on this machine: a name under `.invalid` never resolves (fail closed)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.e2e.test_forms_e2e import ok
from tests.e2e.test_local_stack import LocalStack, bearer

pytestmark = pytest.mark.e2e

CONNECTORS = "/api/v1/x/connectors"


def admin_token(stack: LocalStack, email: str, *scopes: str) -> str:
    user = stack.admin("create-user", "--email", email, "--name", email.split("@")[0])
    stack.admin("add-member", "--firm", stack.firm_id, "--user", user["userId"], "--role", "admin")
    scope_args = [arg for scope in scopes for arg in ("--scope", scope)]
    secret: str = stack.admin("issue-token", "--firm", stack.firm_id, "--email", email, *scope_args)["secret"]
    return secret


def definition(base_url: str) -> dict[str, Any]:
    return {
        "connectorKey": "partner", "name": "Partner", "baseUrl": base_url, "auth": "bearer",
        "surfaces": "automations", "useRoleIds": ["admin"],
        "operations": [{"key": "lookup", "label": "Look up", "method": "GET", "effect": "read",
                        "path": "/anything/{companyId}",
                        "parameters": [{"name": "companyId", "valueType": "string", "required": True,
                                        "in": "path"}],
                        "outputs": [{"name": "calledUrl", "path": "$.url"}]}],
    }  # fmt: skip


def test_a_connector_from_draft_to_deactivated(local_stack: LocalStack, client: httpx.Client) -> None:
    token = bearer(admin_token(local_stack, "integrator@demo-capital.example", "connectors:draft",
                               "connectors:activate", "records:read"))  # fmt: skip
    start = ok(client.get("/api/v1/x/changes", headers=token))["nextCursor"]

    refused = client.post(CONNECTORS, headers=token, json=definition("https://169.254.169.254"))
    assert (refused.status_code, refused.json()["error"]["code"]) == (400, "address_not_public")
    made = ok(client.post(CONNECTORS, headers=token, json=definition("https://partner-crm.invalid/v1")), 201)
    item = f"{CONNECTORS}/{made['id']}"
    assert (made["active"], made["definitionRevision"]) == (False, 0)

    secret = client.post(f"{item}/secret", headers=token, json={"secret": "partner-key-e2e"})
    assert ok(secret) == {"secretSet": True}
    tested = client.post(f"{item}/test", headers=token,
                         json={"operationKey": "lookup", "parameters": {"companyId": "42"}})  # fmt: skip
    assert (tested.status_code, tested.json()["error"]["code"]) == (400, "host_not_resolved")
    assert "partner-key-e2e" not in tested.text

    published = ok(client.post(f"{item}/publish", headers=token, json={}))
    assert (published["active"], published["definitionRevision"]) == (True, 1)
    stopped = ok(client.post(f"{item}/deactivate", headers=token))
    assert stopped["active"] is False
    shown = ok(client.get(item, headers=token))
    assert (shown["secretSet"], shown["published"]["baseUrl"]) == (True, "https://partner-crm.invalid/v1")
    assert "partner-key-e2e" not in str(shown)

    feed = ok(client.get("/api/v1/x/changes", headers=token, params={"cursor": start}))
    assert feed["items"] == []  # connectors are not records: their writes are not in the feed (spec 6)
