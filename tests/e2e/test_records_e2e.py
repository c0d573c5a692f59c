"""Records through the local stack over real HTTP: create, patch, list, search and the change feed, as
the guides' curl lines do them, with an API token made by records-admin."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from tests.e2e.test_forms_e2e import demo_firm_token, ok
from tests.e2e.test_local_stack import LocalStack, bearer

pytestmark = pytest.mark.e2e

X = "/api/v1/x"


def writer(local_stack: LocalStack, email: str) -> dict[str, str]:
    """Headers of a new member of the demo firm whose API token writes records and custom fields."""
    return bearer(demo_firm_token(local_stack, email, "records:write", "fields:write"))


def test_create_patch_list_search_and_follow_the_changes(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    token = writer(local_stack, "analyst@demo-capital.example")
    start = ok(client.get(f"{X}/changes", headers=token))["nextCursor"]

    company = client.post(
        f"{X}/records/Company",
        headers=token,
        json={
            "name": "Zyxel Acmé Holdings",
            "companyType": "Prospect",
            "website": "https://zyxelacme.example",
        },
    )
    acme = ok(company, 201)["result"]
    assert company.headers["etag"] == '"1"'
    assert company.headers["location"] == f"{X}/records/Company/{acme['id']}"
    exact = '{"name": "Zyxel deal", "companyId": "ACME", "amount": 1234567890.123456789}'.replace(
        "ACME", acme["id"]
    )
    created = client.post(
        f"{X}/records/Deal", headers={**token, "content-type": "application/json"}, content=exact
    )
    deal = ok(created, 201)["result"]
    assert '"amount":1234567890.123456789' in created.text

    stale = client.patch(
        f"{X}/records/Deal/{deal['id']}", headers={**token, "if-match": '"7"'}, json={"stage": "Closed"}
    )
    assert stale.status_code == 412
    patched = client.patch(
        f"{X}/records/Deal/{deal['id']}", headers={**token, "if-match": '"1"'}, json={"stage": "Screening"}
    )
    assert ok(patched)["result"]["version"] == 2
    assert patched.headers["etag"] == '"2"'

    deals = ok(client.get(f"{X}/records/Deal", headers=token, params={"companyId": acme["id"]}))
    assert [d["id"] for d in deals["items"]] == [deal["id"]]
    found = ok(client.get(f"{X}/search", headers=token, params={"q": "zyxel acme", "types": "Company"}))
    assert [r["id"] for r in found["items"]] == [acme["id"]]

    changes = ok(client.get(f"{X}/changes", headers=token, params={"cursor": start}))
    assert [(c["kind"], c["recordId"]) for c in changes["items"]] == [
        ("created", acme["id"]), ("created", deal["id"]), ("updated", deal["id"]),
    ]  # fmt: skip
    assert (
        ok(client.get(f"{X}/changes", headers=token, params={"cursor": changes["nextCursor"]}))["items"] == []
    )


def test_a_custom_field_shows_in_the_catalog_and_takes_values(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    token = writer(local_stack, "fields@demo-capital.example")
    before = ok(client.get(f"{X}/catalog", headers=token))["catalogVersion"]
    field = {
        "recordType": "Investor",
        "key": "e2eTier",
        "label": "Tier",
        "fieldType": "select",
        "options": ["A", "B"],
    }
    created = ok(client.post(f"{X}/custom-fields", headers=token, json=field), 201)
    catalog = ok(client.get(f"{X}/catalog", headers=token))
    assert catalog["catalogVersion"] == created["catalogVersion"] != before
    investor = ok(
        client.post(f"{X}/records/Investor", headers=token, json={"name": "LP", "e2eTier": "A"}), 201
    )
    assert investor["result"]["e2eTier"] == "A"
    refused = client.post(f"{X}/records/Investor", headers=token, json={"name": "LP", "e2eTier": "Z"})
    assert refused.status_code == 400
    assert json.loads(refused.text)["error"]["details"][0]["field"] == "e2eTier"
    removed: Any = ok(client.delete(f"{X}/custom-fields/{created['result']['id']}", headers=token))
    assert removed["catalogVersion"] == before
