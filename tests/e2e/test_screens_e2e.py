"""The product screens over real HTTP on the local stack: a walk through a company's and a deal's
screens, the taxonomy and the portal, as the guides' curl lines do it, each write in the feed."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.e2e.test_connectors_e2e import admin_token
from tests.e2e.test_forms_e2e import demo_firm_token, ok
from tests.e2e.test_local_stack import LocalStack, bearer

pytestmark = pytest.mark.e2e

X = "/api/v1/x"


def test_a_walk_through_the_company_deal_taxonomy_and_portal_screens(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    token = bearer(demo_firm_token(local_stack, "screens@demo-capital.example", "records:write"))

    def post(path: str, body: dict[str, Any], status: int = 201) -> Any:
        return ok(client.post(f"{X}{path}", headers=token, json=body), status)

    start = ok(client.get(f"{X}/changes", headers=token))["nextCursor"]
    acme = post("/records/Company", {"name": "Walkthrough Co", "companyType": "Portfolio"})["result"]["id"]
    deal = post("/records/Deal", {"name": "Walkthrough A", "companyId": acme})["result"]["id"]
    investor = post("/records/Investor", {"name": "Walkthrough LP"})["result"]["id"]
    person = post("/records/Person", {"firstName": "Walk", "lastName": "Through"})["result"]["id"]

    product = post(
        f"/companies/{acme}/products", {"name": "Walk Cloud", "status": "Beta", "launchDate": "2025-01-15"}
    )
    assert product["status"] == "Beta"
    post(
        f"/companies/{acme}/investors",
        {"investorId": investor, "ownershipPercent": 10, "currencyCode": "USD"},
    )
    post(
        f"/companies/{acme}/addresses",
        {"addressType": "Trading", "country": "DE", "mode": "create", "city": "Berlin"},
    )
    sectors = [item["key"] for item in ok(client.get(f"{X}/taxonomy/sectors", headers=token))["items"]]
    assert "fintech" in sectors
    codes = ok(
        client.put(f"{X}/companies/{acme}/industry-codes", headers=token, json={"codeIds": ["fintech"]})
    )
    assert codes == {"codeIds": ["fintech"]}

    term = post(f"/deals/{deal}/terms", {"instrumentType": "Safe", "amount": 750000.50, "setActive": True})
    assert term["active"] is True
    decision = {"decision": "Approved", "icDate": "2025-02-14"}
    assert post(f"/deals/{deal}/ic-decision", decision, 200) == {**decision, "conditions": None}

    # The portal is an administrator's: a member's write is 403, an admin's goes through.
    refused = client.post(f"{X}/portal/roles", headers=token, json={"name": "Walk viewer"})
    assert (refused.status_code, refused.json()["error"]["permission"]) == (403, "portal.manage")
    boss = bearer(admin_token(local_stack, "portal@demo-capital.example", "records:write"))
    viewer_role = {"name": "Walk viewer", "capabilities": ["reports.view"]}
    role = ok(client.post(f"{X}/portal/roles", headers=boss, json=viewer_role), 201)["id"]
    grant = {"personId": person, "subjectKind": "investor", "subjectId": investor, "roleId": role}
    ok(client.post(f"{X}/portal/access", headers=boss, json=grant), 201)
    removing = client.delete(f"{X}/portal/roles/{role}", headers=boss)
    assert (removing.status_code, removing.json()["error"]["code"]) == (409, "role_in_use")

    unknown_parent = client.get(f"{X}/companies/rec_{'0' * 26}/products", headers=token)
    assert unknown_parent.status_code == 404
    changes = ok(client.get(f"{X}/changes", headers=token, params={"cursor": start, "limit": 50}))["items"]
    children = [(c["recordId"], c["changedFields"]) for c in changes if c["kind"] == "updated"]
    assert children == [
        (acme, ["products"]), (acme, ["investors"]), (acme, ["addresses"]), (acme, ["industry-codes"]),
        (deal, ["terms"]), (deal, ["ic-decision"]),
    ]  # fmt: skip
