"""GET /api/v1/x/dedupe?entityType= under moto: groups of likely duplicates by normalized name, email and
website domain, read through the duplicates index the records' writes keep (never a Scan), paged with
a sealed cursor; deleted records and other firms' records never show."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kernel.pipeline import App
from records import duplicates
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.integration.test_records_feed_and_search import CallCounter
from tests.support import Stack

__all__ = ["firm", "records_app"]


def dedupe(firm: Firm, query: str) -> dict[str, Any]:
    answer = firm.call("GET", "/dedupe", query=query)
    assert answer.status == 200, answer.body
    body: dict[str, Any] = answer.body
    return body


def groups(firm: Firm, entity_type: str) -> dict[tuple[str, str], list[str]]:
    """(reason, value) -> the names of its records, over every page."""
    found: dict[tuple[str, str], list[str]] = {}
    cursor = None
    for _ in range(50):  # a cursor that stops moving fails here rather than hang
        query = f"entityType={entity_type}&limit=200" + (f"&cursor={cursor}" if cursor else "")
        page = dedupe(firm, query)
        for group in page["items"]:
            assert (group["reason"], group["value"]) not in found, "a group on two pages"
            assert len(group["records"]) >= 2
            found[(group["reason"], group["value"])] = [record["name"] for record in group["records"]]
        cursor = page["nextCursor"]
        if cursor is None:
            return found
    raise AssertionError("the cursor did not reach the end in 50 pages")


def company(firm: Firm, name: str, **values: Any) -> dict[str, Any]:
    return firm.create("Company", name=name, companyType="Prospect", **values)


# ---- what is a duplicate -------------------------------------------------------------------------------


def test_companies_group_by_name_whatever_the_case_accents_width_and_legal_suffix(firm: Firm) -> None:
    for name in (
        "Acme, Inc.",
        "ACME Ltd",
        "\uff21\uff43\uff4d\uff45 Corporation",
        "Acmé GmbH",
        "The Acme Co.",
    ):
        company(firm, name)
    company(firm, "Acme Holdings")  # another word, not a suffix: another name
    company(firm, "Northwind")
    assert groups(firm, "Company") == {
        ("name", "acme"): [
            "Acme, Inc.",
            "ACME Ltd",
            "\uff21\uff43\uff4d\uff45 Corporation",
            "Acmé GmbH",
            "The Acme Co.",
        ]
    }


def test_a_group_shows_each_record_with_what_it_was_compared_by(firm: Firm) -> None:
    one = company(firm, "Globex", website="https://globex.com")
    two = company(firm, "GLOBEX")
    [group] = dedupe(firm, "entityType=Company")["items"]
    assert group == {
        "reason": "name",
        "value": "globex",
        "records": [
            {"id": one["id"], "name": "Globex", "website": "https://globex.com",
             "createdAt": one["createdAt"], "updatedAt": one["updatedAt"]},
            {"id": two["id"], "name": "GLOBEX", "createdAt": two["createdAt"], "updatedAt": two["updatedAt"]},
        ],
        "more": False,
    }  # fmt: skip


def test_people_group_by_whole_email_address_lower_cased_and_by_first_and_last_name(firm: Firm) -> None:
    firm.create("Person", firstName="Jane", lastName="Doe", email="Jane.Doe@Example.com")
    firm.create("Person", firstName="J", lastName="Doe", email="jane.doe@EXAMPLE.COM")
    firm.create("Person", firstName="Jane", lastName="Doe", email="jane.doe@example.org")
    firm.create("Person", firstName="John", lastName="Doe", email="john.doe@example.com")
    assert groups(firm, "Person") == {
        ("email", "jane.doe@example.com"): ["Jane Doe", "J Doe"],
        ("name", "jane doe"): ["Jane Doe", "Jane Doe"],
    }


def test_websites_group_by_host_whatever_the_scheme_www_path_port_and_case(firm: Firm) -> None:
    for n, website in enumerate(
        (
            "https://www.initech.com/about",
            "http://initech.com:8080",
            "HTTPS://INITECH.COM",
            "https://initech.com/?q=1",
        )
    ):
        company(firm, f"Initech {n}", website=website)
    company(firm, "Initech blog", website="https://blog.initech.com")  # a subdomain is another host
    company(firm, "Bücher A", website="https://bücher.example/shop")
    company(firm, "Bücher B", website="https://www.xn--bcher-kva.example")
    assert groups(firm, "Company") == {
        ("domain", "initech.com"): ["Initech 0", "Initech 1", "Initech 2", "Initech 3"],
        ("domain", "xn--bcher-kva.example"): ["Bücher A", "Bücher B"],
    }


def test_a_record_sharing_two_keys_is_in_both_groups(firm: Firm) -> None:
    lead = firm.create("Lead", name="Hooli", contactEmail="gavin@hooli.com", website="https://hooli.com")
    firm.create("Lead", name="Hooli LLC", website="https://www.hooli.com/")
    firm.create("Lead", name="Other", contactEmail="GAVIN@hooli.com")
    items = dedupe(firm, "entityType=Lead")["items"]
    assert [(g["reason"], g["value"]) for g in items] == [
        ("domain", "hooli.com"), ("email", "gavin@hooli.com"), ("name", "hooli"),
    ]  # fmt: skip
    assert all(lead["id"] in [r["id"] for r in group["records"]] for group in items)


def test_no_group_of_one_and_a_renamed_record_leaves_its_group(firm: Firm) -> None:
    company(firm, "Alone")
    one = company(firm, "Pair")
    company(firm, "pair")
    assert groups(firm, "Company") == {("name", "pair"): ["Pair", "pair"]}
    renamed = firm.call("PATCH", f"/records/Company/{one['id']}", body={"name": "Solo"})
    assert renamed.status == 200
    assert dedupe(firm, "entityType=Company") == {"items": [], "nextCursor": None}
    firm.call("PATCH", f"/records/Company/{one['id']}", body={"name": "PAIR inc"})
    assert groups(firm, "Company") == {("name", "pair"): ["PAIR inc", "pair"]}


# ---- what never shows ----------------------------------------------------------------------------------


def test_a_deleted_record_is_in_no_group_and_leaves_no_index_entry(stack: Stack, firm: Firm) -> None:
    first = firm.create("Investor", name="Sequoia", email="ir@sequoia.com")
    firm.create("Investor", name="Sequoia Capital LP", email="IR@sequoia.com")
    firm.create("Investor", name="sequoia")
    assert groups(firm, "Investor") == {
        ("email", "ir@sequoia.com"): ["Sequoia", "Sequoia Capital LP"],
        ("name", "sequoia"): ["Sequoia", "sequoia"],
    }
    assert firm.call("DELETE", f"/records/Investor/{first['id']}").status == 200
    assert dedupe(firm, "entityType=Investor") == {"items": [], "nextCursor": None}
    store = stack.services().tenant_store(firm.member.firm_id)
    entries = store.query(duplicates.partition("Investor"), limit=200).items
    assert first["id"] not in {entry["recordId"] for entry in entries}


def test_another_firms_records_never_show(stack: Stack, records_app: App, firm: Firm) -> None:
    other = new_firm(stack, records_app)
    company(firm, "Umbrella")
    company(other, "Umbrella")
    company(other, "UMBRELLA Corp")
    assert dedupe(firm, "entityType=Company") == {"items": [], "nextCursor": None}
    assert groups(other, "Company") == {("name", "umbrella"): ["Umbrella", "UMBRELLA Corp"]}
    cursor = dedupe(other, "entityType=Company&limit=1")["nextCursor"]
    company(other, "Vandelay")
    company(other, "Vandelay")
    cursor = dedupe(other, "entityType=Company&limit=1")["nextCursor"]
    assert cursor is not None
    carried = firm.call("GET", "/dedupe", query=f"entityType=Company&cursor={cursor}")
    assert (carried.status, carried.code) == (400, "invalid_cursor")


# ---- the query -----------------------------------------------------------------------------------------


def test_entity_type_is_required_and_one_of_the_types_with_a_name(firm: Firm) -> None:
    missing = firm.call("GET", "/dedupe")
    assert (missing.status, missing.code) == (400, "invalid_request")
    assert missing.body["error"]["details"] == [{"field": "entityType", "message": "required"}]
    unknown = firm.call("GET", "/dedupe", query="entityType=Fund")
    assert (unknown.status, unknown.code) == (400, "invalid_request")
    assert unknown.body["error"]["details"] == [
        {"field": "entityType", "message": "one of Company, Person, Deal, Lead, Investor"}
    ]
    assert firm.call("GET", "/dedupe", query="entityType=company").status == 400  # types are case-exact
    for entity_type in duplicates.TYPES:
        assert dedupe(firm, f"entityType={entity_type}") == {"items": [], "nextCursor": None}


def test_a_read_token_and_a_viewer_may_list_and_another_scope_may_not(stack: Stack, records_app: App) -> None:
    assert new_firm(stack, records_app, scopes=["records:read"]).call(
        "GET", "/dedupe", query="entityType=Deal"
    ).status == 200  # fmt: skip
    assert new_firm(stack, records_app, role="viewer").call(
        "GET", "/dedupe", query="entityType=Deal"
    ).status == 200  # fmt: skip
    refused = new_firm(stack, records_app, scopes=["views:read"]).call(
        "GET", "/dedupe", query="entityType=Deal"
    )
    assert (refused.status, refused.code) == (403, "scope_denied")


def test_pages_by_limit_with_a_cursor_until_null(firm: Firm) -> None:
    for n in range(5):
        firm.create("Deal", name=f"Project {n}")
        firm.create("Deal", name=f"project {n}")
    firm.create("Deal", name="Single")
    values, cursor, pages = [], None, 0
    while True:
        query = "entityType=Deal&limit=2" + (f"&cursor={cursor}" if cursor else "")
        page = dedupe(firm, query)
        assert len(page["items"]) <= 2
        values += [group["value"] for group in page["items"]]
        cursor, pages = page["nextCursor"], pages + 1
        if cursor is None:
            break
    assert values == [f"project {n}" for n in range(5)]
    assert pages == 3
    assert len(dedupe(firm, "entityType=Deal")["items"]) == 5  # default limit 50
    too_many = firm.call("GET", "/dedupe", query="entityType=Deal&limit=201")
    assert (too_many.status, too_many.code) == (400, "invalid_request")


def test_a_tampered_cursor_or_one_of_another_type_is_400_invalid_cursor(firm: Firm) -> None:
    for name in ("A", "a", "B", "b"):
        firm.create("Deal", name=name)
        firm.create("Lead", name=name)
    cursor = dedupe(firm, "entityType=Deal&limit=1")["nextCursor"]
    assert cursor
    tampered = cursor[:-3] + ("AAA" if not cursor.endswith("AAA") else "BBB")
    for query in (
        f"entityType=Deal&cursor={tampered}",
        "entityType=Deal&cursor=bm90LWEtY3Vyc29yLWJ1dC1sb25nLWVub3VnaA",
        f"entityType=Lead&cursor={cursor}",
    ):
        refused = firm.call("GET", "/dedupe", query=query)
        assert (refused.status, refused.code) == (400, "invalid_cursor"), query
    assert [g["value"] for g in dedupe(firm, f"entityType=Deal&cursor={cursor}")["items"]] == ["b"]


def test_pages_cut_inside_a_read_resume_without_losing_or_repeating_a_group(
    firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(duplicates, "_BATCH", 2)
    monkeypatch.setattr(duplicates, "MAX_ENTRIES_READ", 6)
    monkeypatch.setattr(duplicates, "MAX_GROUP_RECORDS", 3)
    expected: dict[tuple[str, str], list[str]] = {}
    for n, copies in enumerate((2, 1, 5, 3, 1, 2, 4, 8)):  # 8: more than one call reads
        names = [f"Deal {n}"] + [f"DEAL {n}"] * (copies - 1)
        for name in names:
            firm.create("Deal", name=name)
        if copies >= 2:
            expected[("name", f"deal {n}")] = names[:3]
    assert groups(firm, "Deal") == expected
    more, cursor = {}, None
    for _ in range(50):  # five records of "deal 2": three shown, and `more`
        page = dedupe(firm, "entityType=Deal" + (f"&cursor={cursor}" if cursor else ""))
        more |= {group["value"]: group["more"] for group in page["items"]}
        if (cursor := page["nextCursor"]) is None:
            break
    assert more == {
        "deal 0": False,
        "deal 2": True,
        "deal 3": False,
        "deal 5": False,
        "deal 6": True,
        "deal 7": True,
    }


# ---- hostile text ----------------------------------------------------------------------------------------


def test_long_names_invisible_marks_and_refused_controls_do_not_break_it(firm: Firm) -> None:
    long = "Ω" * 999
    company(firm, long + "a")
    company(firm, long.lower() + "A")  # the same name, folded
    company(firm, long + "b")  # the same first 999 characters: another name
    company(firm, "Hooli\u200f")  # a right-to-left mark does not display: removed
    company(firm, "\u200bHOOLI")
    for hostile in ("Hooli\u202e", "Hoo\x00li", "Hooli\x1b[31m", "Hooli\nInc"):
        refused = firm.call("POST", "/records/Company", body={"name": hostile, "companyType": "Prospect"})
        assert (refused.status, refused.code) == (400, "invalid_request"), hostile
    items = dedupe(firm, "entityType=Company")["items"]
    by_value = {g["value"]: [r["name"] for r in g["records"]] for g in items}
    assert by_value["hooli"] == ["Hooli\u200f", "\u200bHOOLI"]
    [long_value] = [value for value in by_value if value != "hooli"]
    assert len(long_value) == duplicates.MAX_KEY_CHARS
    assert by_value[long_value] == [long + "a", long.lower() + "A"]


def test_emails_differing_by_an_escaped_character_are_not_one_group(firm: Firm) -> None:
    firm.create("Person", firstName="A", lastName="One", email="a#b@example.com")
    firm.create("Person", firstName="B", lastName="Two", email="a%23b@example.com")
    firm.create("Person", firstName="C", lastName="Three", email="A#B@example.com")
    assert groups(firm, "Person") == {("email", "a#b@example.com"): ["A One", "C Three"]}


# ---- records written before the index -------------------------------------------------------------------


def test_a_record_written_before_the_index_joins_its_group_at_its_next_write(
    stack: Stack, firm: Firm
) -> None:
    old = company(firm, "Contoso")
    company(firm, "Contoso Ltd")
    store = stack.services().tenant_store(firm.member.firm_id)
    for entry in store.query(duplicates.partition("Company"), limit=200).items:  # as before the index
        if entry["recordId"] == old["id"]:
            sort = f"{entry['reason']}#{entry['value']}#{entry['recordId']}"
            pk = store.partition_key(duplicates.partition("Company"))
            stack.dynamodb.delete_item(TableName=store.table, Key={"pk": {"S": pk}, "sk": {"S": sort}})
    stack.dynamodb.update_item(TableName=store.table, Key={
        "pk": {"S": store.partition_key("REC#Company")}, "sk": {"S": old["id"]}},
        UpdateExpression="REMOVE duplicateKeys")  # fmt: skip
    assert dedupe(firm, "entityType=Company")["items"] == []
    assert firm.call("PATCH", f"/records/Company/{old['id']}", body={"city": "Lisbon"}).status == 200
    assert groups(firm, "Company") == {("name", "contoso"): ["Contoso", "Contoso Ltd"]}


# ---- cost --------------------------------------------------------------------------------------------------


def test_no_scan_and_a_page_reads_the_index_once_and_its_records_in_one_batch(
    stack: Stack, firm: Firm
) -> None:
    for n in range(30):
        company(firm, f"Company {n}")
    company(firm, "Company 7 Inc")
    counter = CallCounter(stack.dynamodb)
    records_read: list[str] = []

    def note(params: dict[str, Any], **_: Any) -> None:
        for table in json.loads(params["body"])["RequestItems"].values():
            records_read.extend(key["sk"]["S"] for key in table["Keys"] if "#REC#" in key["pk"]["S"])

    stack.dynamodb.meta.events.register("before-call.dynamodb.BatchGetItem", note)
    try:
        page = dedupe(firm, "entityType=Company")
        assert [g["value"] for g in page["items"]] == ["company 7"]
        assert "Scan" not in counter.operations
        assert counter.operations.count("Query") == 1, counter.operations
        # the token and membership, then the group's records (only those of groups: no singleton)
        assert counter.operations.count("BatchGetItem") == 2, counter.operations
        assert sorted(records_read) == sorted(r["id"] for r in page["items"][0]["records"])
    finally:
        counter.close()
        stack.dynamodb.meta.events.unregister("before-call.dynamodb.BatchGetItem", note)
