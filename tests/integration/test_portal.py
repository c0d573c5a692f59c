"""Portal (spec 2.5, 4.2) under moto: what a grant must name, the list's filters, one grant per person
and subject, a role in use cannot go, and settings that have defaults until saved."""

from __future__ import annotations

from typing import Any

import pytest

from kernel.pipeline import App
from portal_api.handler import create_app
from tests.integration.records_support import Firm, firm, records_app
from tests.support import Result, Stack, call

__all__ = ["firm", "records_app"]
PORTAL = "/api/v1/x/portal"


@pytest.fixture
def portal(stack: Stack) -> App:
    return stack.app(create_app())


def on(portal: App, firm: Firm, method: str, path: str, **kwargs: Any) -> Result:
    return call(portal, method, f"{PORTAL}{path}", token=firm.token, **kwargs)


def role(portal: App, firm: Firm, name: str = "LP viewer") -> str:
    made = on(portal, firm, "POST", "/roles", body={"name": name, "capabilities": ["documents.view"]})
    assert made.status == 201, made.body
    return str(made.body["id"])


def grant(person: str, kind: str, subject: str, role_id: str) -> dict[str, Any]:
    return {"personId": person, "subjectKind": kind, "subjectId": subject, "roleId": role_id}


def test_a_grant_names_a_person_a_subject_of_its_kind_and_a_role(firm: Firm, portal: App) -> None:
    person = firm.create("Person", firstName="Lp", lastName="Contact")["id"]
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    fund = firm.create("Investor", name="Fund I")["id"]
    role_id = role(portal, firm)
    for body, field in (
        (grant(acme, "company", acme, role_id), "personId"),  # a Company is not a Person
        (grant(person, "investor", acme, role_id), "subjectId"),  # the kind says Investor
        (grant(person, "company", acme, "prol_" + "0" * 26), "roleId"),
    ):
        refused = on(portal, firm, "POST", "/access", body=body)
        assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, field)
    assert on(portal, firm, "POST", "/access", body=grant(person, "fund", acme, role_id)).status == 400
    made = on(portal, firm, "POST", "/access", body=grant(person, "company", acme, role_id))
    assert made.status == 201
    again = on(portal, firm, "POST", "/access", body=grant(person, "company", acme, role_id))
    assert (again.status, again.code) == (409, "already_exists")
    on(portal, firm, "POST", "/access", body=grant(person, "investor", fund, role_id))
    by_company = on(portal, firm, "GET", "/access", query=f"companyId={acme}").body["items"]
    by_investor = on(portal, firm, "GET", "/access", query=f"investorId={fund}").body["items"]
    by_person = on(portal, firm, "GET", "/access", query=f"personId={person}").body["items"]
    assert ([g["subjectId"] for g in by_company], [g["subjectId"] for g in by_investor]) == ([acme], [fund])
    assert len(by_person) == 2


def test_a_role_named_by_a_grant_cannot_be_removed_until_revoked(firm: Firm, portal: App) -> None:
    person = firm.create("Person", firstName="Lp", lastName="Contact")["id"]
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    role_id = role(portal, firm)
    made = on(portal, firm, "POST", "/access", body=grant(person, "company", acme, role_id)).body
    assert on(portal, firm, "GET", f"/roles/{role_id}").body["grants"] == 1
    refused = on(portal, firm, "DELETE", f"/roles/{role_id}")
    assert (refused.status, refused.code) == (409, "role_in_use")
    assert on(portal, firm, "DELETE", f"/access/{made['id']}").status == 200
    assert on(portal, firm, "GET", f"/roles/{role_id}").body["grants"] == 0
    assert on(portal, firm, "DELETE", f"/roles/{role_id}").status == 200
    assert on(portal, firm, "POST", "/access", body=grant(person, "company", acme, role_id)).status == 400


def test_role_names_are_unique_and_capabilities_closed(firm: Firm, portal: App) -> None:
    role(portal, firm, "Board")
    assert on(portal, firm, "POST", "/roles", body={"name": "board"}).code == "already_exists"
    assert on(portal, firm, "POST", "/roles", body={"name": "X", "capabilities": ["admin"]}).status == 400


def test_settings_have_defaults_until_saved(firm: Firm, portal: App) -> None:
    assert on(portal, firm, "GET", "/settings").body == {
        "portalAddress": None,
        "guestVisibility": {
            "companyProfiles": False,
            "fundOverview": False,
            "news": False,
            "contactForm": False,
        },
        "updatedAt": None,
    }
    body = {"portalAddress": "investors.demo-capital.example", "guestVisibility": {"news": True}}
    saved = on(portal, firm, "PUT", "/settings", body=body)
    assert saved.status == 200
    got = on(portal, firm, "GET", "/settings").body
    assert got["portalAddress"] == "investors.demo-capital.example"
    assert got["guestVisibility"] == {"companyProfiles": False, "fundOverview": False, "news": True,
                                      "contactForm": False}  # fmt: skip
    for bad in ({"portalAddress": "https://x.example/path"}, {"portalAddress": "UPPER.example"},
                {"guestVisibility": {"everything": True}}):  # fmt: skip
        assert on(portal, firm, "PUT", "/settings", body=bad).status == 400


def test_another_firm_sees_neither_grants_roles_nor_settings(stack: Stack, firm: Firm, portal: App) -> None:
    from tests.integration.records_support import new_firm

    role_id = role(portal, firm)
    on(portal, firm, "PUT", "/settings", body={"portalAddress": "portal.firm-a.example"})
    other = new_firm(stack, firm.app)
    assert on(portal, other, "GET", f"/roles/{role_id}").status == 404
    assert on(portal, other, "DELETE", f"/roles/{role_id}").status == 404
    assert on(portal, other, "GET", "/settings").body["portalAddress"] is None
    person = other.create("Person", firstName="B", lastName="B")["id"]
    acme = other.create("Company", name="B", companyType="Portfolio")["id"]
    refused = on(portal, other, "POST", "/access", body=grant(person, "company", acme, role_id))
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "roleId")


def test_renaming_a_role_keeps_its_grant_count(firm: Firm, portal: App) -> None:
    person = firm.create("Person", firstName="Lp", lastName="Contact")["id"]
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    role_id = role(portal, firm)
    on(portal, firm, "POST", "/access", body=grant(person, "company", acme, role_id))
    renamed = on(portal, firm, "PUT", f"/roles/{role_id}", body={"name": "LP reader"})
    assert (renamed.status, renamed.body["grants"]) == (200, 1)
    refused = on(portal, firm, "DELETE", f"/roles/{role_id}")
    assert (refused.status, refused.code) == (409, "role_in_use")
