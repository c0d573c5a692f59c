"""Portal hardening, under moto: an Investor that a portal grant or a
cap-table line names is not deleted (409 `record_in_use` naming them), however the writes
interleave; a grant racing its role's removal is an ordinary refusal, never a 500 nor a grant naming
a removed role; a role's capabilities are each named once.

The races run two writers (each in its own App: another Lambda container) and force the interleaving
a race may take: both read before either commits, then one commits before the other
(`CommitInOrder`), so the outcome is the same on every run."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

import kit.resource as kit_resource
from companies_api.handler import create_app as companies_app
from kernel.pipeline import App
from portal_api.handler import create_app as portal_app
from records import usage
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, call

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"
PORTAL = f"{X}/portal"


# ---- helpers -------------------------------------------------------------------------------------------


@pytest.fixture
def portal(stack: Stack) -> App:
    return stack.app(portal_app())


@pytest.fixture
def companies(stack: Stack) -> App:
    return stack.app(companies_app())


def investor(firm: Firm, name: str = "Fund I") -> str:
    return str(firm.create("Investor", name=name)["id"])


def company(firm: Firm, name: str = "Acme") -> str:
    return str(firm.create("Company", name=name, companyType="Portfolio")["id"])


def person(firm: Firm) -> str:
    return str(firm.create("Person", firstName="Lp", lastName="Contact")["id"])


def role(portal: App, firm: Firm, name: str = "LP viewer") -> str:
    made = call(portal, "POST", f"{PORTAL}/roles", token=firm.token,
                body={"name": name, "capabilities": ["documents.view"]})  # fmt: skip
    assert made.status == 201, made.body
    return str(made.body["id"])


def grant_body(person_id: str, investor_id: str, role_id: str) -> dict[str, Any]:
    return {"personId": person_id, "subjectKind": "investor", "subjectId": investor_id, "roleId": role_id}


def line_body(investor_id: str, share_class: str = "Series A Preferred") -> dict[str, Any]:
    return {"investorId": investor_id, "shareClass": share_class, "sharesHeld": 1000}


def cap_table(company_id: str) -> str:
    return f"{X}/companies/{company_id}/investors"


def delete_investor(firm: Firm, investor_id: str, **kwargs: Any) -> Result:
    return firm.call("DELETE", f"/records/Investor/{investor_id}", **kwargs)


def investor_is_live(firm: Firm, investor_id: str) -> bool:
    return firm.call("GET", f"/records/Investor/{investor_id}").status == 200


def grants_of(portal: App, firm: Firm) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = call(portal, "GET", f"{PORTAL}/access", token=firm.token).body["items"]
    return items


# ---- item 7: an Investor named by a grant or a cap-table line ----------------------------------------------


def test_an_investor_named_by_grants_and_cap_table_lines_is_409_naming_them(
    firm: Firm, portal: App, companies: App
) -> None:
    fund, acme, beta = investor(firm), company(firm, "Acme"), company(firm, "Beta")
    made = call(portal, "POST", f"{PORTAL}/access", token=firm.token,
                body=grant_body(person(firm), fund, role(portal, firm)))  # fmt: skip
    assert made.status == 201, made.body
    lines = [
        call(companies, "POST", cap_table(where), token=firm.token, body=line_body(fund, share)).body["id"]
        for where, share in ((acme, "Seed"), (acme, "Series A"), (beta, "Note"))
    ]
    refused = delete_investor(firm, fund)
    assert (refused.status, refused.code) == (409, "record_in_use"), refused.body
    error = refused.body["error"]
    assert error["uses"] == {"portalGrants": 1, "capTableLines": 3}
    assert error["message"].startswith("1 portal access grant and 3 cap-table lines name this Investor")
    said = [(d["field"], d["message"]) for d in error["details"]]
    assert said[0] == ("portalGrants", f"1 portal access grant: GET {PORTAL}/access?investorId={fund}")
    assert sorted(said[1:]) == sorted([
        ("capTableLines", f"2 cap-table lines of company {acme}: GET {cap_table(acme)}?investorId={fund}"),
        ("capTableLines", f"1 cap-table line of company {beta}: GET {cap_table(beta)}?investorId={fund}"),
    ])  # fmt: skip
    assert investor_is_live(firm, fund)

    assert call(portal, "DELETE", f"{PORTAL}/access/{made.body['id']}", token=firm.token).status == 200
    for line, where in zip(lines, (acme, acme, beta), strict=True):
        assert call(companies, "DELETE", f"{cap_table(where)}/{line}", token=firm.token).status == 200
        still = delete_investor(firm, fund)
        assert (still.status, still.code) == ((200, None) if line == lines[-1] else (409, "record_in_use"))
    assert not investor_is_live(firm, fund)


def test_nothing_names_a_deleted_investor_afterwards(firm: Firm, portal: App, companies: App) -> None:
    fund, acme = investor(firm), company(firm)
    assert delete_investor(firm, fund).status == 200
    granted = call(portal, "POST", f"{PORTAL}/access", token=firm.token,
                   body=grant_body(person(firm), fund, role(portal, firm)))  # fmt: skip
    assert (granted.status, granted.body["error"]["details"][0]["field"]) == (400, "subjectId")
    lined = call(companies, "POST", cap_table(acme), token=firm.token, body=line_body(fund))
    assert (lined.status, lined.body["error"]["details"][0]["field"]) == (400, "investorId")


def test_a_cap_table_line_moved_to_another_investor_frees_the_first(firm: Firm, companies: App) -> None:
    first, second, acme = investor(firm, "First"), investor(firm, "Second"), company(firm)
    line = call(companies, "POST", cap_table(acme), token=firm.token, body=line_body(first)).body["id"]
    moved = call(companies, "PUT", f"{cap_table(acme)}/{line}", token=firm.token, body=line_body(second))
    assert moved.status == 200, moved.body
    assert delete_investor(firm, second).code == "record_in_use"
    assert delete_investor(firm, first).status == 200
    edited = call(companies, "PUT", f"{cap_table(acme)}/{line}", token=firm.token,
                  body=line_body(second, "Series B"))  # fmt: skip
    assert edited.status == 200  # the same Investor: still counted once
    assert delete_investor(firm, second).body["error"]["uses"] == {"capTableLines": 1}


def test_another_firm_cannot_pin_an_investor_it_does_not_own(
    stack: Stack, firm: Firm, portal: App, companies: App
) -> None:
    fund = investor(firm)
    other = new_firm(stack, firm.app)
    granted = call(portal, "POST", f"{PORTAL}/access", token=other.token,
                   body=grant_body(person(other), fund, role(portal, other)))  # fmt: skip
    assert granted.status == 400
    lined = call(companies, "POST", cap_table(company(other)), token=other.token, body=line_body(fund))
    assert lined.status == 400
    assert delete_investor(other, fund).status == 404
    assert delete_investor(firm, fund).status == 200


@pytest.mark.parametrize("first", ["grant", "delete"])
def test_a_grant_made_while_its_investor_is_deleted_never_survives_it(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    """Both read before either commits: without the usage count the delete could not see the grant
    committed just before it, and the grant would name a deleted Investor."""
    fund, lp, role_id = investor(firm), person(firm), role(stack.app(portal_app()), firm)
    portal = stack.app(portal_app())
    deleting = firm.in_new_container()
    in_order(first, "delete" if first == "grant" else "grant")
    got = together({
        "grant": lambda: call(portal, "POST", f"{PORTAL}/access", token=firm.token,
                              body=grant_body(lp, fund, role_id)),
        "delete": lambda: delete_investor(deleting, fund),
    })  # fmt: skip
    outcome = {name: (result.status, result.code) for name, result in got.items()}
    if first == "grant":
        assert outcome == {"grant": (201, None), "delete": (409, "record_in_use")}, outcome
    else:
        assert outcome == {"grant": (400, "invalid_request"), "delete": (200, None)}, outcome
    named = [g for g in grants_of(portal, firm) if g["subjectId"] == fund]
    assert len(named) == (1 if investor_is_live(firm, fund) else 0)


@pytest.mark.parametrize("first", ["line", "delete"])
def test_a_cap_table_line_made_while_its_investor_is_deleted_never_survives_it(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    fund, acme = investor(firm), company(firm)
    companies, deleting = stack.app(companies_app()), firm.in_new_container()
    in_order(first, "delete" if first == "line" else "line")
    got = together({
        "line": lambda: call(companies, "POST", cap_table(acme), token=firm.token, body=line_body(fund)),
        "delete": lambda: delete_investor(deleting, fund),
    })  # fmt: skip
    outcome = {name: (result.status, result.code) for name, result in got.items()}
    if first == "line":
        assert outcome == {"line": (201, None), "delete": (409, "record_in_use")}, outcome
    else:
        assert outcome == {"line": (400, "invalid_request"), "delete": (200, None)}, outcome
    lines = call(companies, "GET", cap_table(acme), token=firm.token).body["items"]
    assert len(lines) == (1 if investor_is_live(firm, fund) else 0)


def test_a_line_moved_onto_an_investor_being_deleted_never_survives_it(
    stack: Stack, firm: Firm, companies: App, in_order: Callable[[str, str], None]
) -> None:
    kept, fund, acme = investor(firm, "Kept"), investor(firm, "Going"), company(firm)
    line = call(companies, "POST", cap_table(acme), token=firm.token, body=line_body(kept)).body["id"]
    moving, deleting = stack.app(companies_app()), firm.in_new_container()
    in_order("move", "delete")
    got = together({
        "move": lambda: call(moving, "PUT", f"{cap_table(acme)}/{line}", token=firm.token,
                             body=line_body(fund)),
        "delete": lambda: delete_investor(deleting, fund),
    })  # fmt: skip
    assert (got["move"].status, got["delete"].code) == (200, "record_in_use")
    assert investor_is_live(firm, fund)
    assert delete_investor(firm, kept).status == 200  # the line left it


def test_a_delete_naming_its_version_that_loses_to_a_grant_is_409_not_412(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    """With If-Match the delete is not run again: the Investor's version still matches, so the answer
    is the usage's conflict, and nothing is deleted."""
    fund, lp, role_id = investor(firm), person(firm), role(stack.app(portal_app()), firm)
    portal, deleting = stack.app(portal_app()), firm.in_new_container()
    in_order("grant", "delete")
    got = together({
        "grant": lambda: call(portal, "POST", f"{PORTAL}/access", token=firm.token,
                              body=grant_body(lp, fund, role_id)),
        "delete": lambda: delete_investor(deleting, fund, headers={"If-Match": '"1"'}),
    })  # fmt: skip
    assert got["grant"].status == 201
    assert (got["delete"].status, got["delete"].code) == (409, "record_in_use"), got["delete"].body
    assert investor_is_live(firm, fund)


# ---- item 8: a grant racing its role's removal ---------------------------------------------------------


@pytest.mark.parametrize("first", ["grant", "remove"])
def test_a_grant_racing_its_roles_removal_is_a_refusal_and_never_names_a_removed_role(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    acme, lp = company(firm), person(firm)
    role_id = role(stack.app(portal_app()), firm)
    granting, removing = stack.app(portal_app()), stack.app(portal_app())
    in_order(first, "remove" if first == "grant" else "grant")
    body = {"personId": lp, "subjectKind": "company", "subjectId": acme, "roleId": role_id}
    got = together({
        "grant": lambda: call(granting, "POST", f"{PORTAL}/access", token=firm.token, body=body),
        "remove": lambda: call(removing, "DELETE", f"{PORTAL}/roles/{role_id}", token=firm.token),
    })  # fmt: skip
    outcome = {name: (result.status, result.code) for name, result in got.items()}
    if first == "grant":
        assert outcome == {"grant": (201, None), "remove": (409, "role_in_use")}, outcome
        assert call(granting, "GET", f"{PORTAL}/roles/{role_id}", token=firm.token).body["grants"] == 1
    else:
        assert outcome == {"grant": (400, "invalid_request"), "remove": (200, None)}, outcome
        assert got["grant"].body["error"]["details"] == [
            {"field": "roleId", "message": "no portal role with this id"}
        ]
        assert grants_of(granting, firm) == []


def test_a_role_removed_between_the_grants_check_and_its_count_is_a_400(
    stack: Stack, firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other interleaving: the role is removed (by another container's DELETE) after the kit
    checked the grant's references and before the grant reads the role to count on it."""
    acme, lp = company(firm), person(firm)
    role_id = role(stack.app(portal_app()), firm)
    granting, removing = stack.app(portal_app()), stack.app(portal_app())
    checked = kit_resource.reference_problems

    def check_then_let_the_role_go(*args: Any, **kwargs: Any) -> Any:
        problems = checked(*args, **kwargs)
        if threading.current_thread().name == "grant":
            removed = call(removing, "DELETE", f"{PORTAL}/roles/{role_id}", token=firm.token)
            assert removed.status == 200, removed.body
        return problems

    monkeypatch.setattr(kit_resource, "reference_problems", check_then_let_the_role_go)
    body = {"personId": lp, "subjectKind": "company", "subjectId": acme, "roleId": role_id}
    got = together({"grant": lambda: call(granting, "POST", f"{PORTAL}/access", token=firm.token, body=body)})
    assert (got["grant"].status, got["grant"].body["error"]["details"][0]["field"]) == (400, "roleId")
    assert grants_of(granting, firm) == []


# ---- item 12 (portal part): duplicate capabilities -----------------------------------------------------


def test_a_capability_named_twice_is_refused_naming_it_and_nothing_is_stored(firm: Firm, portal: App) -> None:
    twice = ["documents.view", "reports.view", "documents.view"]
    made = call(
        portal, "POST", f"{PORTAL}/roles", token=firm.token, body={"name": "Dup", "capabilities": twice}
    )
    details = made.body["error"]["details"]
    assert (made.status, [d["field"] for d in details]) == (400, ["capabilities[2]"])
    assert "twice" in details[0]["message"]
    listed = call(portal, "GET", f"{PORTAL}/roles", token=firm.token).body["items"]
    assert [r["name"] for r in listed] == []
    role_id = role(portal, firm, "Kept")
    replaced = call(portal, "PUT", f"{PORTAL}/roles/{role_id}", token=firm.token,
                    body={"name": "Kept", "capabilities": ["forms.submit", "forms.submit"]})  # fmt: skip
    assert (replaced.status, replaced.body["error"]["details"][0]["field"]) == (400, "capabilities[1]")
    kept = call(portal, "GET", f"{PORTAL}/roles/{role_id}", token=firm.token).body
    assert (kept["capabilities"], kept["version"]) == (["documents.view"], 1)


def test_a_refusal_names_at_most_twenty_places_and_counts_the_rest() -> None:
    """An Investor on many cap tables: the answer stays small and still says how many there are."""
    counts = {"portalGrants": 3, **{f"capTableLines#rec_{i:026d}": 1 for i in range(30)}}
    refusal = usage.of_item("Investor", "rec_" + "9" * 26, {"counts": counts, "version": 7}).refusal()
    assert refusal is not None
    assert refusal.extra["uses"] == {"portalGrants": 3, "capTableLines": 30}
    details = refusal.extra["details"]
    assert len(details) == usage.MOST_NAMED + 1
    assert details[0]["field"] == "portalGrants"
    assert details[-1] == {"field": "capTableLines", "message": "11 more places, not listed here"}
