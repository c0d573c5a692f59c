"""Research (spec 4.6) under moto: the rules beyond the kit's contract suite.

Lines under a kit item (an expert's engagements, a shortlist's items, a comparable set's comparables):
the parent is a live item of the caller's firm (404 otherwise), a shortlist keeps its order, a record
is on a shortlist once and a company in a comparable set once, an expert with engagements is not
deleted while a shortlist or a comparable set goes with its lines. Scorecards: template weights sum to
100, the weighted total is computed (never sent) from the template as it stood at the write.

The races run two writers (each in its own App: another Lambda container) and force the interleaving
a race may take: both read before either commits, then one commits before the other (`CommitInOrder`),
so the outcome is the same on every run."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest

from kernel import json_codec
from kernel.pipeline import App
from research_api import routes
from research_api.handler import create_app
from tests.integration.race_support import in_order
from tests.integration.race_support import together as all_at_once
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, api_event

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"
NOBODY = "exp_" + "0" * 26
HOSTILE_IDS = ("exp_" + "0" * 26, "not-an-id", "exp_" + "A" * 26, "..%2F..%2Fx", "exp_x%23y")


@pytest.fixture
def research(stack: Stack) -> App:
    return stack.app(create_app())


def on(app: App, firm: Firm, method: str, path: str, body: Any = None, **kwargs: Any) -> Result:
    """A call of the firm's member. Numbers travel exactly both ways: a Decimal is sent as its digits and
    a fraction in the answer reads back as a Decimal (never a float)."""
    if body is not None:
        kwargs["raw_body"] = json_codec.dumps(body)
        kwargs["headers"] = {"content-type": "application/json", **kwargs.get("headers", {})}
    response = app.lambda_handler(api_event(method, f"{X}{path}", token=firm.token, **kwargs), None)
    raw = response.get("body")
    return Result(response["statusCode"], response.get("headers", {}), json_codec.loads(raw) if raw else None)


def made(result: Result) -> dict[str, Any]:
    assert result.status == 201, result.body
    body: dict[str, Any] = result.body
    return body


def fields_named(result: Result) -> list[str]:
    return [detail["field"] for detail in result.body["error"]["details"]]


def company(firm: Firm, name: str = "Acme") -> str:
    return str(firm.create("Company", name=name, companyType="Prospect")["id"])


def deal(firm: Firm, name: str = "Project Fjord") -> str:
    return str(firm.create("Deal", name=name)["id"])


def stored(stack: Stack, firm: Firm, partition: str) -> list[dict[str, Any]]:
    """Everything a partition of the firm holds, as the table has it."""
    return (
        stack.services().tenant_store(firm.member.firm_id).query(partition, limit=200, consistent=True).items
    )


# ---- races -------------------------------------------------------------------------------------------


def together(writers: dict[str, Callable[[], Result]]) -> dict[str, tuple[int, str | None]]:
    """Runs each writer in its own thread, named as given: what each got (status, code)."""
    return {name: (result.status, result.code) for name, result in all_at_once(writers).items()}


# ---- experts and engagements -----------------------------------------------------------------------------


def expert(research: App, firm: Firm, name: str = "Dana Whitfield") -> str:
    return str(made(on(research, firm, "POST", "/experts", body={"name": name}))["id"])


def engagement(topic: str = "Freight margins", **more: Any) -> dict[str, Any]:
    return {"date": "2025-03-04", "topic": topic, **more}


def test_an_engagement_is_added_read_listed_replaced_and_deleted_under_its_expert(
    firm: Firm, research: App
) -> None:
    expert_id, deal_id = expert(research, firm), deal(firm)
    path = f"/experts/{expert_id}/engagements"
    body = engagement(
        dealId=deal_id, cost={"amount": Decimal("950.25"), "currency": "USD"}, durationMinutes=45
    )
    created = on(research, firm, "POST", path, body=body)
    first = made(created)
    assert created.headers["Location"] == f"{X}{path}/{first['id']}"
    assert (first["expertId"], first["status"], first["version"]) == (expert_id, "Scheduled", 1)
    assert first["cost"] == {"amount": Decimal("950.25"), "currency": "USD"}  # exact, not a float
    second = made(on(research, firm, "POST", path, body=engagement("Carrier churn")))
    got = on(research, firm, "GET", f"{path}/{first['id']}")
    assert (got.status, got.body, got.headers["ETag"]) == (200, first, '"1"')
    listed = on(research, firm, "GET", path).body
    assert [e["id"] for e in listed["items"]] == [second["id"], first["id"]]  # newest first

    follow_up = engagement("Freight margins, follow-up", status="Completed")
    replaced = on(research, firm, "PUT", f"{path}/{first['id']}", body=follow_up, headers={"If-Match": '"1"'})
    assert (replaced.status, replaced.headers["ETag"]) == (200, '"2"')
    assert (replaced.body["status"], replaced.body["expertId"]) == ("Completed", expert_id)
    assert [key for key in ("dealId", "cost") if key in replaced.body] == []  # every body key is replaced
    stale = on(research, firm, "PUT", f"{path}/{first['id']}", body=engagement(), headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert on(research, firm, "DELETE", f"{path}/{first['id']}", headers={"If-Match": '"1"'}).status == 412
    assert on(research, firm, "DELETE", f"{path}/{first['id']}").status == 200
    assert on(research, firm, "GET", f"{path}/{first['id']}").status == 404
    assert [e["id"] for e in on(research, firm, "GET", path).body["items"]] == [second["id"]]


def test_an_engagement_refuses_bad_input_naming_the_field_and_stores_nothing(
    stack: Stack, firm: Firm, research: App
) -> None:
    expert_id = expert(research, firm)
    theirs = deal(new_firm(stack, firm.app))
    path = f"/experts/{expert_id}/engagements"
    for body, field in (
        (engagement(date="2025-02-30"), "date"),
        (engagement(cost={"amount": -1, "currency": "USD"}), "cost.amount"),
        (engagement(cost={"amount": 10, "currency": "usd"}), "cost.currency"),
        (engagement(dealId=theirs), "dealId"),  # another firm's deal is no deal of yours
        (engagement(status="Done"), "status"),
        (engagement(expertId=expert_id), "expertId"),  # the path names the expert, never the body
        (engagement(tenantId="other"), None),
    ):
        refused = on(research, firm, "POST", path, body=body)
        assert refused.status == 400, (body, refused.body)
        if field is not None:
            assert fields_named(refused) == [field], refused.body
    assert on(research, firm, "GET", path).body["items"] == []


def test_an_expert_with_engagements_is_409_until_they_are_removed(firm: Firm, research: App) -> None:
    expert_id = expert(research, firm)
    path = f"/experts/{expert_id}/engagements"
    calls = [made(on(research, firm, "POST", path, body=engagement(f"Call {n}")))["id"] for n in range(2)]
    refused = on(research, firm, "DELETE", f"/experts/{expert_id}")
    assert (refused.status, refused.code) == (409, "expert_in_use")
    assert refused.body["error"]["message"] == "The expert has 2 engagements: remove them first."
    for engagement_id in calls:
        assert on(research, firm, "DELETE", f"{path}/{engagement_id}").status == 200
    assert on(research, firm, "DELETE", f"/experts/{expert_id}").status == 200
    for method, where in (("GET", path), ("POST", path), ("GET", f"{path}/{calls[0]}")):
        gone = on(research, firm, method, where, body=engagement() if method == "POST" else None)
        assert (gone.status, gone.code) == (404, "not_found"), (method, where)


@pytest.mark.parametrize("first", ["engagement", "delete"])
def test_an_engagement_made_while_its_expert_is_deleted_never_survives_it(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    """Both read before either commits: without the head they meet on, the delete could not see the
    engagement committed just before it, and the engagement would outlive its expert."""
    expert_id = expert(stack.app(create_app()), firm)
    adding, deleting = stack.app(create_app()), stack.app(create_app())
    in_order(first, "delete" if first == "engagement" else "engagement")
    got = together({
        "engagement": lambda: on(adding, firm, "POST", f"/experts/{expert_id}/engagements",
                                 body=engagement()),
        "delete": lambda: on(deleting, firm, "DELETE", f"/experts/{expert_id}"),
    })  # fmt: skip
    if first == "engagement":
        assert got == {"engagement": (201, None), "delete": (409, "expert_in_use")}
        assert len(stored(stack, firm, f"KIT#engagements#{expert_id}")) == 1
    else:
        assert got == {"engagement": (404, "not_found"), "delete": (200, None)}
        assert stored(stack, firm, f"KIT#engagements#{expert_id}") == []


def test_lines_of_another_parent_or_firm_are_404(stack: Stack, firm: Firm, research: App) -> None:
    mine, other_expert = expert(research, firm), expert(research, firm, "Other")
    line = made(on(research, firm, "POST", f"/experts/{mine}/engagements", body=engagement()))["id"]
    # Under another expert of the same firm: no such engagement there
    for method in ("GET", "PUT", "DELETE"):
        answer = on(research, firm, method, f"/experts/{other_expert}/engagements/{line}",
                    body=engagement() if method == "PUT" else None)  # fmt: skip
        assert (answer.status, answer.code) == (404, "not_found"), method
    # Another firm: neither the expert nor its engagement exists
    theirs = new_firm(stack, firm.app)
    for method, where in (
        ("GET", ""),
        ("POST", ""),
        ("GET", f"/{line}"),
        ("PUT", f"/{line}"),
        ("DELETE", f"/{line}"),
    ):
        body = engagement() if method in ("POST", "PUT") else None
        answer = on(research, theirs, method, f"/experts/{mine}/engagements{where}", body=body)
        assert (answer.status, answer.code) == (404, "not_found"), (method, where)
    for hostile in HOSTILE_IDS:
        answer = on(research, firm, "GET", f"/experts/{hostile}/engagements")
        assert (answer.status, answer.code) == (404, "not_found"), hostile
        answer = on(research, firm, "GET", f"/experts/{mine}/engagements/{hostile}")
        assert (answer.status, answer.code) == (404, "not_found"), hostile
    # A shortlist's id is not an expert's
    shortlist_id = made(on(research, firm, "POST", "/shortlists", body={"name": "Targets"}))["id"]
    assert on(research, firm, "GET", f"/experts/{shortlist_id}/engagements").status == 404
    assert on(research, firm, "GET", f"/experts/{mine}/engagements/{line}").status == 200  # untouched


def test_expertise_is_a_key_of_the_taxonomy_group_expertise(firm: Firm, research: App) -> None:
    refused = on(
        research, firm, "POST", "/experts", body={"name": "Kim", "expertise": ["finance", "astrology"]}
    )
    assert (refused.status, fields_named(refused)) == (400, ["expertise[1]"])
    kim = made(
        on(research, firm, "POST", "/experts", body={"name": "Kim", "expertise": ["finance", "legal"]})
    )
    made(on(research, firm, "POST", "/experts", body={"name": "Lee", "expertise": ["legal"]}))
    by_finance = on(research, firm, "GET", "/experts", query="expertise=finance").body["items"]
    assert [e["id"] for e in by_finance] == [kim["id"]]


def test_a_retried_line_create_is_replayed_and_stored_once(firm: Firm, research: App) -> None:
    path = f"/experts/{expert(research, firm)}/engagements"
    key = {"Idempotency-Key": "research-engagement-1"}
    first = on(research, firm, "POST", path, body=engagement(), headers=key)
    again = on(research, firm, "POST", path, body=engagement(), headers=key)
    assert (first.status, again.status, again.headers["Idempotent-Replayed"]) == (201, 201, "true")
    assert again.body == first.body
    assert len(on(research, firm, "GET", path).body["items"]) == 1
    changed = on(research, firm, "POST", path, body=engagement("Another topic"), headers=key)
    assert (changed.status, changed.code) == (409, "idempotency_conflict")


def test_research_writes_are_not_in_the_change_feed(firm: Firm, research: App) -> None:
    """Lines are no record's children, and the research items are not records (spec 6: the feed lists
    record changes)."""
    acme = company(firm)
    before = firm.call("GET", "/changes").body["items"]
    shortlist_id = made(on(research, firm, "POST", "/shortlists", body={"name": "Targets"}))["id"]
    made(on(research, firm, "POST", f"/shortlists/{shortlist_id}/items",
            body={"recordType": "Company", "recordId": acme}))  # fmt: skip
    assert firm.call("GET", "/changes").body["items"] == before


# ---- shortlists and their items ----------------------------------------------------------------------------


def shortlist(research: App, firm: Firm, name: str = "Nordic targets") -> str:
    return str(made(on(research, firm, "POST", "/shortlists", body={"name": name}))["id"])


def add(research: App, firm: Firm, shortlist_id: str, record_id: str, record_type: str = "Company") -> Result:
    return on(research, firm, "POST", f"/shortlists/{shortlist_id}/items",
              body={"recordType": record_type, "recordId": record_id})  # fmt: skip


def order_of(research: App, firm: Firm, shortlist_id: str) -> list[tuple[int, str]]:
    listed = on(research, firm, "GET", f"/shortlists/{shortlist_id}/items")
    assert listed.status == 200, listed.body
    return [(item["rank"], item["recordId"]) for item in listed.body["items"]]


def test_shortlist_items_keep_the_order_set_and_new_ones_go_last(firm: Firm, research: App) -> None:
    shortlist_id = shortlist(research, firm)
    a, b, c, d = (company(firm, name) for name in ("A", "B", "C", "D"))
    items = {record: made(add(research, firm, shortlist_id, record)) for record in (a, b, c)}
    assert [item["rank"] for item in items.values()] == [1, 2, 3]
    assert order_of(research, firm, shortlist_id) == [(1, a), (2, b), (3, c)]

    wanted = [items[c]["id"], items[a]["id"], items[b]["id"]]
    reordered = on(
        research, firm, "POST", f"/shortlists/{shortlist_id}/items/reorder", body={"itemIds": wanted}
    )
    assert reordered.status == 200, reordered.body
    assert [(i["rank"], i["id"]) for i in reordered.body["items"]] == [
        (1, wanted[0]),
        (2, wanted[1]),
        (3, wanted[2]),
    ]
    assert order_of(research, firm, shortlist_id) == [(1, c), (2, a), (3, b)]
    made(add(research, firm, shortlist_id, d))
    assert order_of(research, firm, shortlist_id) == [(1, c), (2, a), (3, b), (4, d)]
    assert on(research, firm, "GET", f"/shortlists/{shortlist_id}/items/{items[a]['id']}").body["rank"] == 2

    assert on(research, firm, "DELETE", f"/shortlists/{shortlist_id}/items/{items[a]['id']}").status == 200
    assert order_of(research, firm, shortlist_id) == [(1, c), (2, b), (3, d)]
    page = on(research, firm, "GET", f"/shortlists/{shortlist_id}/items", query="limit=2").body
    assert [i["recordId"] for i in page["items"]] == [c, b]
    rest = on(
        research,
        firm,
        "GET",
        f"/shortlists/{shortlist_id}/items",
        query=f"limit=2&cursor={page['nextCursor']}",
    )
    assert ([i["recordId"] for i in rest.body["items"]], rest.body["nextCursor"]) == ([d], None)
    other = shortlist(research, firm, "Other")
    forged = on(research, firm, "GET", f"/shortlists/{other}/items", query=f"cursor={page['nextCursor']}")
    assert (forged.status, forged.code) == (400, "invalid_cursor")  # a cursor is bound to its shortlist


def test_a_reorder_names_every_item_once_or_changes_nothing(firm: Firm, research: App) -> None:
    shortlist_id, other = shortlist(research, firm), shortlist(research, firm, "Other")
    a, b = (made(add(research, firm, shortlist_id, company(firm, n)))["id"] for n in ("A", "B"))
    elsewhere = made(add(research, firm, other, company(firm, "C")))["id"]
    path = f"/shortlists/{shortlist_id}/items/reorder"
    for ids, field in (
        ([b], "itemIds"),  # a missing
        ([b, a, a], "itemIds[2]"),  # twice
        ([b, a, elsewhere], "itemIds[2]"),  # another shortlist's item
        ([b, "shi_" + "0" * 26], "itemIds[1]"),
        ([b, a, "x#y"], "itemIds[2]"),
    ):
        refused = on(research, firm, "POST", path, body={"itemIds": ids})
        assert (refused.status, refused.code, fields_named(refused)) == (400, "invalid_request", [field]), ids
    listed = on(research, firm, "GET", f"/shortlists/{shortlist_id}/items").body["items"]
    assert [item["id"] for item in listed] == [a, b]  # unchanged
    assert on(research, firm, "POST", f"/shortlists/{NOBODY.replace('exp', 'shl')}/items/reorder",
              body={"itemIds": []}).status == 404  # fmt: skip


def test_a_record_is_on_a_shortlist_once(stack: Stack, firm: Firm, research: App) -> None:
    shortlist_id, acme, beta = shortlist(research, firm), company(firm, "Acme"), company(firm, "Beta")
    person = str(firm.create("Person", firstName="Pat", lastName="Lee")["id"])
    first = made(add(research, firm, shortlist_id, acme))
    again = add(research, firm, shortlist_id, acme)
    assert (again.status, again.code) == (409, "already_exists")
    second = made(add(research, firm, shortlist_id, beta))
    moved = on(research, firm, "PUT", f"/shortlists/{shortlist_id}/items/{second['id']}",
               body={"recordType": "Company", "recordId": acme})  # fmt: skip
    assert (moved.status, moved.code) == (409, "already_exists")
    # The type names what the id must be; another firm's record is none of yours
    assert fields_named(add(research, firm, shortlist_id, person, "Company")) == ["recordId"]
    assert fields_named(add(research, firm, shortlist_id, company(new_firm(stack, firm.app)))) == ["recordId"]
    made(add(research, firm, shortlist_id, person, "Person"))
    # Moving the first item to another record frees its record for a new item
    gamma = {"recordType": "Company", "recordId": company(firm, "Gamma"), "note": "swapped"}
    freed = on(research, firm, "PUT", f"/shortlists/{shortlist_id}/items/{first['id']}", body=gamma)
    assert (freed.status, freed.body["rank"], freed.body["note"]) == (200, 1, "swapped")
    made(add(research, firm, shortlist_id, acme))
    assert len(order_of(research, firm, shortlist_id)) == 4


def test_two_items_for_one_record_at_once_land_once(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    shortlist_id, acme = shortlist(stack.app(create_app()), firm), company(firm)
    one, two = stack.app(create_app()), stack.app(create_app())
    in_order("one", "two")
    got = together(
        {"one": lambda: add(one, firm, shortlist_id, acme), "two": lambda: add(two, firm, shortlist_id, acme)}
    )
    assert got == {"one": (201, None), "two": (409, "already_exists")}
    assert order_of(one, firm, shortlist_id) == [(1, acme)]


@pytest.mark.parametrize("first", ["reorder", "add"])
def test_a_reorder_racing_a_new_item_never_loses_it(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    """The reorder names the items it read: committed first, the new item goes after them; committed
    second, it runs again, sees the new item it did not name, and is refused."""
    research = stack.app(create_app())
    shortlist_id = shortlist(research, firm)
    a, b, c = company(firm, "A"), company(firm, "B"), company(firm, "C")
    ids = [made(add(research, firm, shortlist_id, record))["id"] for record in (a, b)]
    adding, ordering = stack.app(create_app()), stack.app(create_app())
    in_order(first, "add" if first == "reorder" else "reorder")
    got = together({
        "add": lambda: add(adding, firm, shortlist_id, c),
        "reorder": lambda: on(ordering, firm, "POST", f"/shortlists/{shortlist_id}/items/reorder",
                              body={"itemIds": ids[::-1]}),
    })  # fmt: skip
    if first == "reorder":
        assert got == {"reorder": (200, None), "add": (201, None)}
        assert order_of(research, firm, shortlist_id) == [(1, b), (2, a), (3, c)]
    else:
        assert got == {"add": (201, None), "reorder": (400, "invalid_request")}
        assert order_of(research, firm, shortlist_id) == [(1, a), (2, b), (3, c)]


def test_a_shortlist_is_deleted_with_its_items(stack: Stack, firm: Firm, research: App) -> None:
    shortlist_id = shortlist(research, firm)
    item = made(add(research, firm, shortlist_id, company(firm)))
    assert (
        on(research, firm, "DELETE", f"/shortlists/{shortlist_id}", headers={"If-Match": '"1"'}).status == 200
    )
    assert stored(stack, firm, f"KIT#shortlist-items#{shortlist_id}") == []
    for method, where in (("GET", ""), ("GET", f"/{item['id']}"), ("DELETE", f"/{item['id']}")):
        gone = on(research, firm, method, f"/shortlists/{shortlist_id}/items{where}")
        assert (gone.status, gone.code) == (404, "not_found"), (method, where)


@pytest.mark.parametrize(("first", "held"), [("add", 0), ("add", 1), ("delete", 0), ("delete", 1)])
def test_an_item_added_while_its_shortlist_is_deleted_never_survives_it(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str, held: int
) -> None:
    """`held`: items on the shortlist before (the delete meets the head it read, or its absence)."""
    research = stack.app(create_app())
    shortlist_id = shortlist(research, firm)
    for n in range(held):
        made(add(research, firm, shortlist_id, company(firm, f"Held {n}")))
    acme = company(firm)
    adding, deleting = stack.app(create_app()), stack.app(create_app())
    in_order(first, "delete" if first == "add" else "add")
    got = together({
        "add": lambda: add(adding, firm, shortlist_id, acme),
        "delete": lambda: on(deleting, firm, "DELETE", f"/shortlists/{shortlist_id}"),
    })  # fmt: skip
    expected_add = (201, None) if first == "add" else (404, "not_found")
    assert got == {"add": expected_add, "delete": (200, None)}
    assert stored(stack, firm, f"KIT#shortlist-items#{shortlist_id}") == []  # nothing outlives it


def test_a_full_shortlist_is_409_until_one_goes(firm: Firm, research: App) -> None:
    shortlist_id = shortlist(research, firm)
    lead_ids = [
        str(firm.create("Lead", name=f"Lead {n}")["id"]) for n in range(routes.MOST_SHORTLIST_ITEMS + 1)
    ]
    first = made(add(research, firm, shortlist_id, lead_ids[0], "Lead"))
    for lead_id in lead_ids[1:-1]:
        made(add(research, firm, shortlist_id, lead_id, "Lead"))
    full = add(research, firm, shortlist_id, lead_ids[-1], "Lead")
    assert (full.status, full.code, full.body["error"]["limit"]) == (409, "shortlist_full", 75)
    assert on(research, firm, "DELETE", f"/shortlists/{shortlist_id}/items/{first['id']}").status == 200
    made(add(research, firm, shortlist_id, lead_ids[-1], "Lead"))
    assert on(research, firm, "DELETE", f"/shortlists/{shortlist_id}").status == 200  # all 75 in one go


# ---- comparable sets and comparables ----------------------------------------------------------------------


def comparable_set(research: App, firm: Firm, deal_id: str, **more: Any) -> dict[str, Any]:
    body = {"name": "Fjord peers", "dealId": deal_id, "multiples": ["evRevenue", "evEbitda"], **more}
    return made(on(research, firm, "POST", "/comparable-sets", body=body))


def test_a_comparable_is_a_company_record_or_a_named_outside_company(
    stack: Stack, firm: Firm, research: App
) -> None:
    set_id = comparable_set(research, firm, deal(firm))["id"]
    path = f"/comparable-sets/{set_id}/comparables"
    acme = company(firm)
    multiples = {"evRevenue": Decimal("1.8500000000000000000000000000000001"), "evEbitda": 14}
    for body, field in (
        ({"multiples": {}}, "companyId"),
        ({"companyId": acme, "name": "Acme", "multiples": {}}, "name"),
        ({"companyId": company(new_firm(stack, firm.app)), "multiples": {}}, "companyId"),
        ({"name": "DSV", "multiples": {"evSales": 2}}, "multiples.evSales"),
        ({"name": "DSV", "multiples": {"evEbitda": "14x"}}, "multiples.evEbitda"),
    ):
        refused = on(research, firm, "POST", path, body=body)
        assert (refused.status, fields_named(refused)) == (400, [field]), body
    outside = made(on(research, firm, "POST", path, body={"name": "DSV A/S", "multiples": multiples}))
    inside = made(
        on(
            research,
            firm,
            "POST",
            path,
            body={"companyId": acme, "multiples": {"priceEarnings": Decimal("-3.5")}},
        )
    )
    got = on(research, firm, "GET", f"{path}/{outside['id']}").body
    assert got["multiples"] == {"evRevenue": Decimal("1.8500000000000000000000000000000001"), "evEbitda": 14}
    assert (got["comparableSetId"], inside["multiples"]) == (set_id, {"priceEarnings": Decimal("-3.5")})


def test_a_company_is_in_a_comparable_set_once(firm: Firm, research: App) -> None:
    set_id, other_set = (comparable_set(research, firm, deal(firm))["id"] for _ in range(2))
    path, acme = f"/comparable-sets/{set_id}/comparables", company(firm)
    made(on(research, firm, "POST", path, body={"companyId": acme, "multiples": {}}))
    dsv = made(on(research, firm, "POST", path, body={"name": "DSV A/S", "multiples": {}}))
    for body in ({"companyId": acme, "multiples": {}}, {"name": "  dsv a/s ", "multiples": {}}):
        again = on(research, firm, "POST", path, body=body)
        assert (again.status, again.code) == (409, "already_exists"), body
    kn = made(on(research, firm, "POST", path, body={"name": "Kuehne+Nagel", "multiples": {}}))
    renamed = on(research, firm, "PUT", f"{path}/{kn['id']}", body={"name": "DSV A/S", "multiples": {}})
    assert (renamed.status, renamed.code) == (409, "already_exists")
    # Another set holds its own companies
    made(
        on(
            research,
            firm,
            "POST",
            f"/comparable-sets/{other_set}/comparables",
            body={"companyId": acme, "multiples": {}},
        )
    )
    assert on(research, firm, "DELETE", f"{path}/{dsv['id']}").status == 200
    made(on(research, firm, "POST", path, body={"name": "DSV A/S", "multiples": {"evEbitda": 14}}))


def test_comparable_sets_are_listed_per_deal(stack: Stack, firm: Firm, research: App) -> None:
    fjord, other = deal(firm), deal(firm, "Project Other")
    mine = comparable_set(research, firm, fjord)
    comparable_set(research, firm, other)
    missing = on(research, firm, "GET", "/comparable-sets")
    assert (missing.status, fields_named(missing)) == (400, ["dealId"])
    theirs = on(research, firm, "GET", "/comparable-sets", query=f"dealId={deal(new_firm(stack, firm.app))}")
    assert (theirs.status, theirs.code) == (404, "not_found")
    listed = on(research, firm, "GET", "/comparable-sets", query=f"dealId={fjord}").body["items"]
    assert [s["id"] for s in listed] == [mine["id"]]


def test_a_set_naming_no_multiples_takes_its_templates(firm: Firm, research: App) -> None:
    template = made(on(research, firm, "POST", "/comparable-set-templates",
                       body={"name": "SaaS", "multiples": ["evArr", "evRevenue"]}))  # fmt: skip
    deal_id = deal(firm)
    neither = on(research, firm, "POST", "/comparable-sets", body={"name": "Peers", "dealId": deal_id})
    assert (neither.status, fields_named(neither)) == (400, ["multiples"])
    copied = comparable_set(research, firm, deal_id, multiples=None, templateId=template["id"])
    assert copied["multiples"] == ["evArr", "evRevenue"]
    chosen = comparable_set(research, firm, deal_id, multiples=["evEbitda"], templateId=template["id"])
    assert chosen["multiples"] == ["evEbitda"]
    unknown = on(research, firm, "POST", "/comparable-sets",
                 body={"name": "Peers", "dealId": deal_id, "templateId": "cstp_" + "0" * 26})  # fmt: skip
    assert (unknown.status, fields_named(unknown)) == (400, ["templateId"])


def test_a_comparable_set_is_deleted_with_its_comparables(stack: Stack, firm: Firm, research: App) -> None:
    set_id = comparable_set(research, firm, deal(firm))["id"]
    path = f"/comparable-sets/{set_id}/comparables"
    for name in ("DSV", "Kuehne+Nagel", "DHL"):
        made(on(research, firm, "POST", path, body={"name": name, "multiples": {"evEbitda": 12}}))
    assert on(research, firm, "DELETE", f"/comparable-sets/{set_id}").status == 200
    assert stored(stack, firm, f"KIT#comparables#{set_id}") == []
    assert on(research, firm, "GET", path).status == 404


# ---- scorecard templates and scorecards -----------------------------------------------------------------


def criteria(*weights: Any) -> list[dict[str, Any]]:
    return [{"key": f"c{n}", "name": f"Criterion {n}", "weight": weight} for n, weight in enumerate(weights)]


def scorecard_template(research: App, firm: Firm, *weights: Any, max_score: int = 5) -> dict[str, Any]:
    body = {"name": f"Screen {weights}", "maxScore": max_score, "criteria": criteria(*weights)}
    return made(on(research, firm, "POST", "/scorecard-templates", body=body))


def scores(*values: Any) -> list[dict[str, Any]]:
    return [{"criterion": f"c{n}", "score": value} for n, value in enumerate(values)]


def test_template_weights_sum_to_exactly_100(firm: Firm, research: App) -> None:
    for weights, field in (
        ((Decimal("33.33"), Decimal("33.33"), Decimal("33.33")), "criteria"),  # 99.99
        ((50, 50, 1), "criteria"),
        ((100, 0), "criteria[1].weight"),
        ((Decimal("33.333"), Decimal("33.333"), Decimal("33.334")), "criteria[0].weight"),
        ((101,), "criteria[0].weight"),
    ):
        body = {"name": "Screen", "criteria": criteria(*weights)}
        refused = on(research, firm, "POST", "/scorecard-templates", body=body)
        assert (refused.status, fields_named(refused)[0]) == (400, field), weights
    twice = [*criteria(60), {"key": "c0", "name": "Again", "weight": 40}]
    refused = on(research, firm, "POST", "/scorecard-templates", body={"name": "Screen", "criteria": twice})
    assert fields_named(refused) == ["criteria[1].key"]
    template = scorecard_template(research, firm, Decimal("33.33"), Decimal("33.33"), Decimal("33.34"))
    assert template["maxScore"] == 5  # the default scale
    assert on(research, firm, "GET", "/scorecard-templates").body["items"] == [template]


def test_a_scorecards_weighted_total_is_computed_from_its_template(firm: Firm, research: App) -> None:
    template = scorecard_template(research, firm, 40, 35, 25)
    acme = company(firm)
    body = {
        "companyId": acme,
        "templateId": template["id"],
        "scores": scores(4, Decimal("3.5"), Decimal("4.25")),
    }
    card = made(on(research, firm, "POST", "/scorecards", body=body))
    # 4 x 40 + 3.5 x 35 + 4.25 x 25 = 388.75, over 100
    assert (card["weightedTotal"], card["maxScore"], card["templateVersion"]) == (Decimal("3.8875"), 5, 1)
    assert [c["weight"] for c in card["criteria"]] == [40, 35, 25]
    assert on(research, firm, "GET", f"/scorecards/{card['id']}").body == card
    listed = on(research, firm, "GET", "/scorecards", query=f"companyId={acme}").body["items"]
    assert [c["id"] for c in listed] == [card["id"]]
    perfect = on(research, firm, "PUT", f"/scorecards/{card['id']}", body={**body, "scores": scores(5, 5, 5)})
    assert (perfect.status, perfect.body["weightedTotal"], perfect.body["version"]) == (200, 5, 2)


def test_a_body_carrying_the_weighted_total_is_400_and_nothing_is_stored(firm: Firm, research: App) -> None:
    template, acme = scorecard_template(research, firm, 100), company(firm)
    body = {"companyId": acme, "templateId": template["id"], "scores": scores(3)}
    for extra in ({"weightedTotal": 5}, {"criteria": []}, {"maxScore": 100}):
        refused = on(research, firm, "POST", "/scorecards", body={**body, **extra})
        assert (refused.status, fields_named(refused)) == (400, list(extra)), extra
    assert on(research, firm, "GET", "/scorecards", query=f"companyId={acme}").body["items"] == []
    card = made(on(research, firm, "POST", "/scorecards", body=body))
    refused = on(research, firm, "PUT", f"/scorecards/{card['id']}", body={**body, "weightedTotal": 5})
    assert refused.status == 400
    assert on(research, firm, "GET", f"/scorecards/{card['id']}").body["weightedTotal"] == 3


def test_scores_name_each_criterion_once_within_the_scale(firm: Firm, research: App) -> None:
    template, acme = scorecard_template(research, firm, 50, 50, max_score=10), company(firm)
    for given, field in (
        (scores(4), "scores"),  # c1 is not scored
        ([*scores(4, 5), {"criterion": "c1", "score": 6}], "scores[2].criterion"),
        ([*scores(4, 5), {"criterion": "growth", "score": 6}], "scores[2].criterion"),
        (scores(4, 11), "scores[1].score"),
        (scores(4, Decimal("5.125")), "scores[1].score"),
        (scores(4, -1), "scores[1].score"),
    ):
        body = {"companyId": acme, "templateId": template["id"], "scores": given}
        refused = on(research, firm, "POST", "/scorecards", body=body)
        assert (refused.status, fields_named(refused)) == (400, [field]), given
    assert on(research, firm, "GET", "/scorecards", query=f"companyId={acme}").body["items"] == []


def test_a_template_edit_changes_no_total_until_the_scorecard_is_written_again(
    firm: Firm, research: App
) -> None:
    template, acme = scorecard_template(research, firm, 50, 50), company(firm)
    body = {"companyId": acme, "templateId": template["id"], "scores": scores(5, 1)}
    card = made(on(research, firm, "POST", "/scorecards", body=body))
    assert card["weightedTotal"] == 3
    edited = {"name": template["name"], "criteria": criteria(80, 20)}
    assert on(research, firm, "PUT", f"/scorecard-templates/{template['id']}", body=edited).status == 200
    assert on(research, firm, "GET", f"/scorecards/{card['id']}").body["weightedTotal"] == 3
    again = on(research, firm, "PUT", f"/scorecards/{card['id']}", body=body).body
    assert (again["weightedTotal"], again["templateVersion"]) == (Decimal("4.2"), 2)
    # A deleted template leaves its scorecards as they were; writing one again needs a live template
    assert on(research, firm, "DELETE", f"/scorecard-templates/{template['id']}").status == 200
    assert on(research, firm, "GET", f"/scorecards/{card['id']}").body["weightedTotal"] == Decimal("4.2")
    orphan = on(research, firm, "PUT", f"/scorecards/{card['id']}", body=body)
    assert (orphan.status, fields_named(orphan)) == (400, ["templateId"])


def test_scorecards_of_another_firms_company_or_template_are_refused(
    stack: Stack, firm: Firm, research: App
) -> None:
    theirs = new_firm(stack, firm.app)
    their_template = scorecard_template(research, theirs, 100)
    acme = company(firm)
    mine = scorecard_template(research, firm, 100)
    for body, field in (
        ({"companyId": acme, "templateId": their_template["id"], "scores": scores(3)}, "templateId"),
        ({"companyId": company(theirs), "templateId": mine["id"], "scores": scores(3)}, "companyId"),
    ):
        refused = on(research, firm, "POST", "/scorecards", body=body)
        assert (refused.status, fields_named(refused)) == (400, [field])
    listed = on(research, firm, "GET", "/scorecards", query=f"companyId={company(theirs)}")
    assert (listed.status, listed.code) == (404, "not_found")


# ---- deal benchmarks --------------------------------------------------------------------------------------


def test_a_benchmarks_quartiles_surround_its_median_and_lists_filter_by_metric(
    firm: Firm, research: App
) -> None:
    base = {"name": "EU software", "metric": "entryEvEbitda", "median": Decimal("13.4")}
    for extra, field in (({"lowerQuartile": 14}, "lowerQuartile"), ({"upperQuartile": 12}, "upperQuartile")):
        refused = on(research, firm, "POST", "/deal-benchmarks", body={**base, **extra})
        assert (refused.status, fields_named(refused)) == (400, [field])
    quartiles = {"lowerQuartile": Decimal("11.2"), "upperQuartile": Decimal("16.1")}
    entry = made(on(research, firm, "POST", "/deal-benchmarks", body={**base, **quartiles}))
    made(
        on(
            research,
            firm,
            "POST",
            "/deal-benchmarks",
            body={**base, "metric": "grossMoic", "median": Decimal("2.4")},
        )
    )
    listed = on(research, firm, "GET", "/deal-benchmarks", query="metric=entryEvEbitda").body["items"]
    assert [(b["id"], b["median"]) for b in listed] == [(entry["id"], Decimal("13.4"))]
