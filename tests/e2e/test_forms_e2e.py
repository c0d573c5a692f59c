"""Form routes through the local stack over real HTTP, with API tokens made by records-admin."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from catalog.enums import RECORD_TYPES
from forms_api.system_forms import KYC_QUESTIONNAIRE, SYSTEM_FORMS
from tests.e2e.test_local_stack import LocalStack, bearer

pytestmark = pytest.mark.e2e

FORMS = "/api/v1/x/forms"
SECTIONS = [
    {"key": "deal", "label": "Deal", "description": "The opportunity", "fields": [
        {"key": "company", "label": "Company", "fieldType": "Text", "required": True, "description": ""},
        {"key": "ticket", "label": "Ticket", "fieldType": "Currency", "required": False,
         "description": "EUR"},
    ]},
]  # fmt: skip


def demo_firm_token(stack: LocalStack, email: str, *scopes: str) -> str:
    """A member of the demo firm, and an API token of theirs with these scopes only."""
    user = stack.admin("create-user", "--email", email, "--name", email.split("@")[0])
    stack.admin("add-member", "--firm", stack.firm_id, "--user", user["userId"], "--role", "member")
    scope_args = [arg for scope in scopes for arg in ("--scope", scope)]
    issued = stack.admin("issue-token", "--firm", stack.firm_id, "--email", email, *scope_args)
    secret: str = issued["secret"]
    return secret


def ok(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def test_a_read_only_token_lists_and_reads_the_system_forms_but_cannot_create(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    reader = bearer(demo_firm_token(local_stack, "reader@demo-capital.example", "forms:read"))

    listed = ok(client.get(FORMS, headers=reader))
    system = {item["id"]: item for item in listed["items"] if item["id"] in {f.id for f in SYSTEM_FORMS}}
    assert len(system) == len(SYSTEM_FORMS)
    assert all(item["isSystemDefinition"] and item["active"] for item in system.values())

    kyc = client.get(f"{FORMS}/{KYC_QUESTIONNAIRE.id}", headers=reader)
    assert ok(kyc)["sections"] == list(KYC_QUESTIONNAIRE.sections)
    assert kyc.json()["currentVersionNumber"] == 1
    assert kyc.headers["etag"] == '"1"'

    refused = client.post(FORMS, headers=reader, json={"name": "Not allowed"})
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "scope_denied"
    assert len(ok(client.get(FORMS, headers=reader))["items"]) == len(listed["items"])


def test_a_draft_and_publish_token_creates_versions_activates_and_reads_back(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    author = bearer(
        demo_firm_token(local_stack, "author@demo-capital.example", "forms:draft", "forms:publish")
    )

    created = ok(client.post(FORMS, headers=author, json={"name": "Deal intake", "sections": SECTIONS}), 201)
    form = f"{FORMS}/{created['id']}"
    assert (created["active"], created["currentVersionNumber"]) == (False, 1)

    second = [{**SECTIONS[0], "description": "v2"}]
    version = ok(client.post(f"{form}/versions", headers=author, json={"sections": second}), 201)
    assert (version["versionNumber"], version["status"]) == (2, "current")

    activated = ok(client.post(f"{form}/activate", headers=author))
    assert (activated["active"], activated["currentVersionNumber"]) == (True, 2)

    third = [{**SECTIONS[0], "description": "v3"}]
    draft = ok(client.post(f"{form}/versions", headers=author, json={"sections": third}), 201)
    assert (draft["versionNumber"], draft["status"]) == (3, "draft")
    assert ok(client.get(form, headers=author))["sections"] == second

    assert ok(client.post(f"{form}/activate", headers=author))["currentVersionNumber"] == 3
    read_back = ok(client.get(form, headers=author))
    assert (read_back["active"], read_back["currentVersionNumber"], read_back["sections"]) == (True, 3, third)

    invalid = client.post(
        f"{form}/versions", headers=author, json={"sections": [{**SECTIONS[0], "fields": [
            {"key": "x", "label": "X", "fieldType": "text"}]}]},
    )  # fmt: skip
    assert invalid.status_code == 400
    assert invalid.json()["error"]["code"] == "form_invalid"
    assert "sections[0].fields[0].fieldType" in invalid.json()["error"]["message"]

    locked = client.post(f"{FORMS}/{KYC_QUESTIONNAIRE.id}/deactivate", headers=author)
    assert locked.status_code == 409
    assert locked.json()["error"]["code"] == "system_form_locked"


def test_a_firm_made_with_records_admin_starts_with_the_system_forms(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    firm = local_stack.admin("create-firm", "--name", "Forms Partners")
    # a definition and a version 1 each; each record type's key claims marked complete
    assert firm["seeded"] == {"forms": 2 * len(SYSTEM_FORMS), "records": len(RECORD_TYPES)}
    user = local_stack.admin("create-user", "--email", "ops@forms.example", "--name", "Ops")
    local_stack.admin("add-member", "--firm", firm["firmId"], "--user", user["userId"], "--role", "admin")
    token = local_stack.admin(
        "issue-token", "--firm", firm["firmId"], "--email", "ops@forms.example", "--scope", "forms:read"
    )["secret"]

    listed = ok(client.get(FORMS, headers=bearer(token)))

    assert sorted(item["id"] for item in listed["items"]) == sorted(form.id for form in SYSTEM_FORMS)
