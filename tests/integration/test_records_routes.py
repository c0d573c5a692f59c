"""Records (spec 1.2, 4.9, 9.2, 9.3) through the records handler under moto: create, read, patch, soft
delete, lists, validation, references, versions, firms and scopes."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from decimal import Decimal
from typing import Any

import pytest

from kernel.pipeline import App
from tests.integration.records_support import SCOPES, Firm, TickingClock, X, firm, new_firm, records_app  # noqa: F401
from tests.support import Stack, api_event

__all__ = ["firm", "records_app"]


def company(firm: Firm, name: str = "Acme", **values: Any) -> dict[str, Any]:
    return firm.create("Company", name=name, companyType="Prospect", **values)


def raw(firm: Firm, method: str, path: str, **kwargs: Any) -> tuple[int, str]:
    """The status and the body's very text (to see numbers as written, not as Python floats)."""
    kwargs.setdefault("token", firm.token)
    response = firm.app.lambda_handler(api_event(method, f"{X}{path}", **kwargs), None)
    return response["statusCode"], response.get("body", "")


def raw_create(firm: Firm, record_type: str, text: str) -> tuple[int, str]:
    return raw(
        firm, "POST", f"/records/{record_type}", raw_body=text, headers={"content-type": "application/json"}
    )


# ---- create and read ---------------------------------------------------------------------------------


def test_create_answers_201_the_record_its_etag_location_and_catalog_version(firm: Firm) -> None:
    created = firm.call("POST", "/records/Company", body={"name": "Acme", "companyType": "Prospect"})
    assert created.status == 201
    record = created.body["result"]
    assert record["id"].startswith("rec_")
    assert {k: record[k] for k in ("type", "version", "name", "companyType")} == {
        "type": "Company", "version": 1, "name": "Acme", "companyType": "Prospect",
    }  # fmt: skip
    assert record["createdBy"] == record["updatedBy"] == firm.member.user_id
    assert record["createdAt"].endswith("Z")
    assert created.headers["ETag"] == '"1"'
    assert created.headers["Location"] == f"{X}/records/Company/{record['id']}"
    catalog = firm.call("GET", "/catalog")
    assert created.body["catalogVersion"].startswith("cv_")
    got = firm.call("GET", f"/records/Company/{record['id']}")
    assert got.status == 200
    assert got.body == record
    assert got.headers["ETag"] == '"1"'
    assert catalog.status in (200, 404)  # the catalog route is the platform family's


@pytest.mark.parametrize(
    ("values", "field", "message"),
    [
        ({"name": "A", "companyType": "Prospect", "nickname": "x"}, "nickname", "not a field of Company"),
        ({"name": "A", "companyType": "Nope"}, "companyType", "one of"),
        ({"name": "A", "companyType": "Prospect", "foundedYear": "abc"}, "foundedYear", "must be a number"),
        ({"name": "A", "companyType": "Prospect", "foundedYear": True}, "foundedYear", "must be a number"),
        ({"name": "A", "companyType": "Prospect", "country": "gb"}, "country", "ISO-3166"),
        ({"name": "A", "companyType": "Prospect", "country": "XX"}, "country", "ISO-3166"),
        ({"name": "A", "companyType": "Prospect", "website": "ftp://a.example"}, "website", "http or https"),
        ({"name": "A", "companyType": "Prospect", "website": "acme"}, "website", "http or https"),
        ({"name": "A", "companyType": "Prospect", "id": "rec_x"}, "id", "set by the service"),
        ({"name": "A", "companyType": "Prospect", "version": 3}, "version", "set by the service"),
        ({"companyType": "Prospect"}, "name", "required"),
        ({"name": "   ", "companyType": "Prospect"}, "name", "required"),
        ({"name": "A", "companyType": "Prospect", "foundedYear": 1e130}, "foundedYear", "significant digits"),
    ],
)
def test_a_value_the_catalog_does_not_allow_is_400_naming_the_field_and_nothing_is_stored(
    firm: Firm, values: dict[str, Any], field: str, message: str
) -> None:
    refused = firm.call("POST", "/records/Company", body=values)
    assert refused.status == 400
    assert refused.code == "invalid_request"
    assert any(d["field"] == field and message in d["message"] for d in refused.body["error"]["details"])
    assert firm.call("GET", "/records/Company").body["items"] == []
    assert firm.call("GET", "/changes").body["items"] == []


@pytest.mark.parametrize(
    ("record_type", "values", "field"),
    [
        ("Deal", {"name": "D", "expectedCloseDate": "2026-13-01"}, "expectedCloseDate"),
        ("Deal", {"name": "D", "expectedCloseDate": "01/02/2026"}, "expectedCloseDate"),
        ("Deal", {"name": "D", "probability": 101}, "probability"),
        ("Person", {"firstName": "J", "lastName": "D", "email": "jane@"}, "email"),
        ("Person", {"firstName": "J", "lastName": "D", "phone": "call me"}, "phone"),
        ("Person", {"firstName": "J", "lastName": "D", "companyId": "acme"}, "companyId"),
    ],
)
def test_dates_percentages_emails_phones_and_reference_ids_are_checked(
    firm: Firm, record_type: str, values: dict[str, Any], field: str
) -> None:
    refused = firm.call("POST", f"/records/{record_type}", body=values)
    assert refused.status == 400
    assert [d["field"] for d in refused.body["error"]["details"]] == [field]


def test_every_problem_of_a_body_is_listed(firm: Firm) -> None:
    refused = firm.call("POST", "/records/Person", body={"email": "x", "shoeSize": 42})
    fields = {d["field"] for d in refused.body["error"]["details"]}
    assert fields == {"email", "shoeSize", "firstName", "lastName"}


def test_an_unknown_record_type_is_404(firm: Firm) -> None:
    assert firm.call("POST", "/records/Fund", body={"name": "F"}).status == 404
    assert firm.call("GET", "/records/company").status == 404


@pytest.mark.parametrize(
    "number", ["12.5", "0.1", "1e-7", "1234567890.123456789", "1234567.89", "-0.000001", "100"]
)
def test_numbers_come_back_as_the_same_json_number_from_create_get_list_and_search(
    firm: Firm, number: str
) -> None:
    status, text = raw_create(firm, "Deal", f'{{"name": "Exact deal", "amount": {number}}}')
    assert status == 201, text
    record_id = json.loads(text)["result"]["id"]
    expected = f'"amount":{json.dumps(json.loads(number))}' if "e" in number else f'"amount":{number}'
    if "e" in number:  # 1e-7 is written back as the same number in its own spelling: compare values
        for path in (f"/records/Deal/{record_id}", "/records/Deal", "/search?q=exact"):
            _, body = raw(firm, "GET", path.split("?")[0], query=path.partition("?")[2])
            assert json.loads(body, parse_float=str)  # parses
            assert "1E-7" in body or "1e-7" in body or "1e-07" in body
        return
    assert expected in text
    for path, query in ((f"/records/Deal/{record_id}", ""), ("/records/Deal", ""), ("/search", "q=exact")):
        _, body = raw(firm, "GET", path, query=query)
        assert expected in body, (path, body)


# ---- references --------------------------------------------------------------------------------------


def test_a_reference_links_records_and_deals_of_a_company_are_one_query(firm: Firm) -> None:
    acme, other = company(firm), company(firm, "Other")
    deals = [firm.create("Deal", name=f"D{i}", companyId=acme["id"]) for i in range(3)]
    firm.create("Deal", name="Elsewhere", companyId=other["id"])
    listed = firm.call("GET", "/records/Deal", query=f"companyId={acme['id']}")
    assert [d["id"] for d in listed.body["items"]] == [d["id"] for d in reversed(deals)]
    oldest_first = firm.call("GET", "/records/Deal", query=f"companyId={acme['id']}&sort=createdAt")
    assert [d["id"] for d in oldest_first.body["items"]] == [d["id"] for d in deals]
    moved = firm.call("PATCH", f"/records/Deal/{deals[0]['id']}", body={"companyId": other["id"]})
    assert moved.status == 200
    assert len(firm.call("GET", "/records/Deal", query=f"companyId={acme['id']}").body["items"]) == 2
    assert len(firm.call("GET", "/records/Deal", query=f"companyId={other['id']}").body["items"]) == 2


def test_a_reference_to_another_firms_record_reads_exactly_like_one_to_nobody(
    stack: Stack, records_app: App, firm: Firm
) -> None:
    theirs = company(new_firm(stack, records_app))
    to_theirs = firm.call(
        "POST", "/records/Person", body={"firstName": "J", "lastName": "D", "companyId": theirs["id"]}
    )
    nobody = "rec_" + "0" * 26
    to_nobody = firm.call(
        "POST", "/records/Person", body={"firstName": "J", "lastName": "D", "companyId": nobody}
    )
    assert to_theirs.status == to_nobody.status == 400
    assert to_theirs.body["error"]["message"] == to_nobody.body["error"]["message"]
    assert to_theirs.body["error"]["details"] == to_nobody.body["error"]["details"]
    assert firm.call("GET", "/records/Person").body["items"] == []


def test_a_reference_must_name_a_record_of_the_fields_type(firm: Firm) -> None:
    lead = firm.create("Lead", name="L")
    refused = firm.call("POST", "/records/Deal", body={"name": "D", "companyId": lead["id"]})
    assert refused.status == 400
    assert refused.body["error"]["details"][0]["field"] == "companyId"


def test_a_reference_filter_with_a_name_sort_is_400(firm: Firm) -> None:
    acme = company(firm)
    refused = firm.call("GET", "/records/Deal", query=f"companyId={acme['id']}&sort=name")
    assert refused.status == 400


# ---- patch and versions ------------------------------------------------------------------------------


def test_patch_sets_the_fields_sent_and_null_clears_an_optional_one(firm: Firm) -> None:
    acme = company(firm, city="Paris", country="FR")
    patched = firm.call("PATCH", f"/records/Company/{acme['id']}", body={"city": None, "status": "Active"})
    assert patched.status == 200
    result = patched.body["result"]
    assert "city" not in result
    assert (result["status"], result["country"], result["version"]) == ("Active", "FR", 2)
    assert patched.headers["ETag"] == '"2"'
    assert firm.call("GET", f"/records/Company/{acme['id']}").body == result
    changes = firm.call("GET", "/changes").body["items"]
    assert changes[-1]["kind"] == "updated"
    assert changes[-1]["changedFields"] == ["city", "status"]


def test_patch_cannot_clear_a_required_field_and_a_patch_that_changes_nothing_writes_nothing(
    firm: Firm,
) -> None:
    acme = company(firm)
    refused = firm.call("PATCH", f"/records/Company/{acme['id']}", body={"name": None})
    assert refused.status == 400
    same = firm.call("PATCH", f"/records/Company/{acme['id']}", body={"name": "Acme"})
    assert same.status == 200
    assert same.body["result"]["version"] == 1
    assert len(firm.call("GET", "/changes").body["items"]) == 1


def test_a_stale_if_match_is_412_version_conflict_and_nothing_is_written(firm: Firm) -> None:
    acme = company(firm)
    assert firm.call("PATCH", f"/records/Company/{acme['id']}", body={"city": "Lyon"}).status == 200
    stale = firm.call(
        "PATCH", f"/records/Company/{acme['id']}", body={"city": "Nice"}, headers={"If-Match": '"1"'}
    )
    assert stale.status == 412
    assert stale.code == "version_conflict"
    assert firm.call("GET", f"/records/Company/{acme['id']}").body["city"] == "Lyon"
    fresh = firm.call(
        "PATCH", f"/records/Company/{acme['id']}", body={"city": "Nice"}, headers={"If-Match": '"2"'}
    )
    assert fresh.status == 200


def test_twenty_concurrent_patches_with_the_same_if_match_exactly_one_wins(firm: Firm) -> None:
    acme = company(firm)

    def patch(i: int) -> int:
        return (
            firm.in_new_container()
            .call(
                "PATCH",
                f"/records/Company/{acme['id']}",
                body={"city": f"City {i}"},
                headers={"If-Match": '"1"'},
            )
            .status
        )

    with ThreadPoolExecutor(max_workers=20) as pool:
        statuses = sorted(pool.map(patch, range(20)))
    assert statuses == [200] + [412] * 19
    record = firm.call("GET", f"/records/Company/{acme['id']}").body
    assert record["version"] == 2
    assert sum(c["kind"] == "updated" for c in firm.call("GET", "/changes").body["items"]) == 1


def test_without_if_match_concurrent_patches_all_apply_and_the_later_wins(firm: Firm) -> None:
    acme = company(firm)

    def patch(i: int) -> int:
        patcher = firm.in_new_container()
        return patcher.call("PATCH", f"/records/Company/{acme['id']}", body={"city": f"City {i}"}).status

    with ThreadPoolExecutor(max_workers=6) as pool:
        statuses = list(pool.map(patch, range(6)))
    assert statuses == [200] * 6
    record = firm.call("GET", f"/records/Company/{acme['id']}").body
    assert record["version"] == 7
    assert sum(c["kind"] == "updated" for c in firm.call("GET", "/changes").body["items"]) == 6


# ---- soft delete -------------------------------------------------------------------------------------


@pytest.mark.parametrize("record_type", ["Company", "Person", "Deal"])
def test_no_route_deletes_a_company_a_person_or_a_deal(firm: Firm, record_type: str) -> None:
    values = {"Company": {"name": "A", "companyType": "Prospect"},
              "Person": {"firstName": "A", "lastName": "B"}, "Deal": {"name": "D"}}[record_type]  # fmt: skip
    record = firm.create(record_type, **values)
    refused = firm.call("DELETE", f"/records/{record_type}/{record['id']}")
    assert refused.status == 405
    assert refused.headers["Allow"] == "GET, PATCH"
    assert firm.call("GET", f"/records/{record_type}/{record['id']}").status == 200


def test_a_deleted_lead_is_404_leaves_lists_and_search_and_is_in_the_feed(firm: Firm) -> None:
    lead = firm.create("Lead", name="Zephyr Lead")
    kept = firm.create("Lead", name="Zephyr Kept")
    deleted = firm.call("DELETE", f"/records/Lead/{lead['id']}")
    assert deleted.status == 200
    assert firm.call("GET", f"/records/Lead/{lead['id']}").status == 404
    assert [r["id"] for r in firm.call("GET", "/records/Lead").body["items"]] == [kept["id"]]
    assert [r["id"] for r in firm.call("GET", "/search", query="q=zephyr").body["items"]] == [kept["id"]]
    last = firm.call("GET", "/changes").body["items"][-1]
    assert (last["kind"], last["recordId"], last["version"]) == ("deleted", lead["id"], 2)
    assert firm.call("DELETE", f"/records/Lead/{lead['id']}").status == 404
    assert firm.call("PATCH", f"/records/Lead/{lead['id']}", body={"name": "Back"}).status == 404


# ---- lists -------------------------------------------------------------------------------------------


def test_lists_are_newest_first_and_sort_by_name_or_update(firm: Firm, stack: Stack) -> None:
    clock = stack.clock
    assert isinstance(clock, TickingClock)
    names = ["beta", "Álpha", "gamma"]
    made = [company(firm, name) for name in names]
    newest = firm.call("GET", "/records/Company").body["items"]
    assert [r["name"] for r in newest] == ["gamma", "Álpha", "beta"]
    by_name = firm.call("GET", "/records/Company", query="sort=name").body["items"]
    assert [r["name"] for r in by_name] == ["Álpha", "beta", "gamma"]
    by_name_desc = firm.call("GET", "/records/Company", query="sort=-name").body["items"]
    assert [r["name"] for r in by_name_desc] == ["gamma", "beta", "Álpha"]
    clock.advance(5)  # updatedAt counts seconds: this patch is the latest update
    firm.call("PATCH", f"/records/Company/{made[0]['id']}", body={"city": "Oslo"})
    by_update = firm.call("GET", "/records/Company", query="sort=-updatedAt")
    assert by_update.body["items"][0]["id"] == made[0]["id"], by_update.body
    oldest_update = firm.call("GET", "/records/Company", query="sort=updatedAt").body["items"]
    assert oldest_update[-1]["id"] == made[0]["id"]


def test_pages_follow_their_cursor_and_filters_by_select_and_boolean(firm: Firm) -> None:
    for i in range(5):
        company(firm, f"C{i}", status="Active" if i % 2 else "Inactive")
    first = firm.call("GET", "/records/Company", query="limit=2")
    second = firm.call("GET", "/records/Company", query=f"limit=2&cursor={first.body['nextCursor']}")
    assert [r["name"] for r in first.body["items"] + second.body["items"]] == ["C4", "C3", "C2", "C1"]
    active = firm.call("GET", "/records/Company", query="status=Active").body["items"]
    assert [r["name"] for r in active] == ["C3", "C1"]


def test_a_filtered_page_is_never_empty_while_a_cursor_follows(firm: Firm) -> None:
    company(firm, "Rare", status="Exited")
    for i in range(6):
        company(firm, f"Common {i}", status="Active")
    page = firm.call("GET", "/records/Company", query="status=Exited&limit=1").body
    assert [r["name"] for r in page["items"]] == ["Rare"]
    while page["nextCursor"]:
        page = firm.call(
            "GET", "/records/Company", query=f"status=Exited&limit=1&cursor={page['nextCursor']}"
        ).body
        assert page["items"] or page["nextCursor"] is None


@pytest.mark.parametrize(
    "query", ["sort=size", "status=Bogus", "website[gt]=https://a.example", "nope=1", "limit=0", "limit=201"]
)
def test_a_list_query_the_type_does_not_support_is_400(firm: Firm, query: str) -> None:
    refused = firm.call("GET", "/records/Company", query=query)
    assert refused.status == 400
    assert refused.code == "invalid_request"


def test_a_cursor_of_another_list_or_firm_is_refused(stack: Stack, records_app: App, firm: Firm) -> None:
    for i in range(3):
        company(firm, f"C{i}")
    cursor = firm.call("GET", "/records/Company", query="limit=1").body["nextCursor"]
    assert (
        firm.call("GET", "/records/Company", query=f"sort=name&limit=1&cursor={cursor}").code
        == "invalid_cursor"
    )
    other = new_firm(stack, records_app)
    assert other.call("GET", "/records/Company", query=f"limit=1&cursor={cursor}").code == "invalid_cursor"


# ---- firms, scopes, permissions, idempotency ---------------------------------------------------------


def test_another_firms_record_is_404_on_every_route(stack: Stack, records_app: App, firm: Firm) -> None:
    theirs = new_firm(stack, records_app).create("Lead", name="Theirs")
    path = f"/records/Lead/{theirs['id']}"
    assert firm.call("GET", path).status == 404
    assert firm.call("PATCH", path, body={"name": "Mine"}).status == 404
    assert firm.call("DELETE", path).status == 404
    assert firm.call("GET", "/search", query="q=theirs").body["items"] == []


def test_a_read_token_cannot_write_and_a_viewer_cannot_either(stack: Stack, records_app: App) -> None:
    reader = new_firm(stack, records_app, scopes=["records:read"])
    refused = reader.call("POST", "/records/Lead", body={"name": "L"})
    assert (refused.status, refused.code) == (403, "scope_denied")
    assert reader.call("GET", "/records/Lead").status == 200
    viewer = new_firm(stack, records_app, role="viewer")
    assert viewer.call("POST", "/records/Lead", body={"name": "L"}).code == "permission_denied"
    assert viewer.call("GET", "/records/Lead").status == 200


def test_a_retried_create_with_its_idempotency_key_makes_one_record(firm: Firm) -> None:
    headers = {"Idempotency-Key": "create-acme-1"}
    body = {"name": "Acme", "companyType": "Prospect"}
    first = firm.call("POST", "/records/Company", body=body, headers=headers)
    again = firm.call("POST", "/records/Company", body=body, headers=headers)
    assert first.status == again.status == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.body == first.body
    assert len(firm.call("GET", "/records/Company").body["items"]) == 1
    assert len(firm.call("GET", "/changes").body["items"]) == 1


def test_a_tenant_id_in_a_record_body_is_refused(firm: Firm) -> None:
    refused = firm.call("POST", "/records/Lead", body={"name": "L", "tenantId": "frm_other"})
    assert refused.status == 400
    assert firm.call("GET", "/records/Lead").body["items"] == []


def test_hostile_strings_are_stored_as_given_and_huge_ones_refused(firm: Firm) -> None:
    hostile = "Robert'); DROP TABLE records;-- <script>alert(1)</script> #REC# \u00e9\u200d"
    lead = firm.create("Lead", name=hostile)
    assert firm.call("GET", f"/records/Lead/{lead['id']}").body["name"] == hostile
    assert firm.call("POST", "/records/Lead", body={"name": "evil\u202egpj.exe"}).status == 400
    refused = firm.call("POST", "/records/Lead", body={"name": "x" * 1001})
    assert refused.status == 400
    assert firm.call("GET", "/records/Lead/rec_..%2F..%2Fx").status == 404


def test_a_record_too_big_for_one_item_is_400_not_a_failed_write(firm: Firm) -> None:
    """Long texts fit the 1 MiB body but not DynamoDB's 400 KB item: refused with a clear answer."""
    assert firm.call("POST", "/records/Lead", body={"name": "Big", "notes": "n" * 20_000}).status == 201
    for i in range(15):
        field = {"recordType": "Lead", "key": f"essay{i}", "label": f"Essay {i}", "fieldType": "longText"}
        assert firm.call("POST", "/custom-fields", body=field).status == 201
    essays = {f"essay{i}": "e" * 15_000 for i in range(15)}
    refused = firm.call("POST", "/records/Lead", body={"name": "Too big", **essays})
    assert refused.status == 400
    assert "at most 200,000" in refused.body["error"]["details"][0]["message"]
    lead = firm.create("Lead", name="Grows")
    for i in range(13):
        assert (
            firm.call("PATCH", f"/records/Lead/{lead['id']}", body={f"essay{i}": "e" * 15_000}).status == 200
        )
    grown = firm.call("PATCH", f"/records/Lead/{lead['id']}", body={"essay14": "e" * 15_000})
    assert grown.status == 400
    assert "essay14" not in firm.call("GET", f"/records/Lead/{lead['id']}").body


# ---- found by probing as an attacker ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "stored"),
    [
        ("1." + "0" * 40, "1"),  # trailing zeros are not significant digits
        ("1" + "0" * 50, "1E+50"),
        ("0e99999999999", "0"),
        ("0.0e5", "0"),
        ("-0.0", "0"),
        ("12.50", "12.5"),
    ],
)
def test_a_number_dynamodb_holds_exactly_is_stored_and_answered_as_a_read_shows_it(
    firm: Firm, number: str, stored: str
) -> None:
    status, text = raw_create(
        firm, "Company", f'{{"name": "N", "companyType": "Other", "foundedYear": {number}}}'
    )
    assert status == 201, text
    created = json.loads(text, parse_float=str, parse_int=str)["result"]
    _, read = raw(firm, "GET", f"/records/Company/{created['id']}")
    shown = json.loads(read, parse_float=str, parse_int=str)["foundedYear"]
    assert Decimal(created["foundedYear"]) == Decimal(shown) == Decimal(stored)  # the same number


@pytest.mark.parametrize(
    "number",
    [
        "1" * 39,
        "1." + "1" * 38,
        "123456789012345678901234567890123456789e10",
        "1e999999999999999999",
        "1e-131",
    ],
)
def test_a_number_dynamodb_cannot_hold_exactly_is_400_not_a_failed_write(firm: Firm, number: str) -> None:
    status, text = raw_create(
        firm, "Company", f'{{"name": "N", "companyType": "Other", "foundedYear": {number}}}'
    )
    assert status == 400, text
    assert json.loads(text)["error"]["details"][0]["field"] == "foundedYear"


def test_a_percentage_just_above_100_is_refused_however_many_digits(firm: Firm) -> None:
    status, _ = raw_create(firm, "Deal", '{"name": "d", "probability": 100.0000000000000000000000000000001}')
    assert status == 400


def test_two_references_to_one_record_and_a_record_naming_itself_are_written(firm: Firm) -> None:
    for key in ("acquirerId", "parentId"):
        record_type = "Deal" if key == "acquirerId" else "Company"
        field = {
            "recordType": record_type,
            "key": key,
            "label": key,
            "fieldType": "reference",
            "referenceType": "Company",
        }
        assert firm.call("POST", "/custom-fields", body=field).status == 201
    acme = company(firm)
    both = firm.call(
        "POST", "/records/Deal", body={"name": "d", "companyId": acme["id"], "acquirerId": acme["id"]}
    )
    assert both.status == 201, both.body
    itself = firm.call("PATCH", f"/records/Company/{acme['id']}", body={"parentId": acme["id"]})
    assert itself.status == 200, itself.body


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("email", "a@b.example\n"),
        ("email", "a\u0000b@b.example"),
        ("phone", "+44 20 7946 0958\n"),
        ("title", "x\u001b[31mred"),
        ("title", "two\nlines"),
        ("linkedinUrl", "https://a\u0000b.example"),
        ("linkedinUrl", "http://localhost:99999"),
    ],
)
def test_control_characters_and_trailing_line_breaks_are_refused(firm: Firm, field: str, value: str) -> None:
    refused = firm.call("POST", "/records/Person", body={"firstName": "A", "lastName": "B", field: value})
    assert refused.status == 400
    assert refused.body["error"]["details"][0]["field"] == field


def test_long_text_keeps_its_line_breaks(firm: Firm) -> None:
    person = firm.create("Person", firstName="A", lastName="B", notes="line one\nline two\ttabbed")
    assert person["notes"] == "line one\nline two\ttabbed"


def test_an_unknown_record_type_is_not_echoed_in_full(firm: Firm) -> None:
    answer = firm.call("GET", "/records/" + "C" * 5000)
    assert answer.status == 404
    assert len(answer.body["error"]["message"]) < 200


def test_a_filter_that_matches_rarely_reads_big_pages_and_the_cursor_skips_nothing(
    firm: Firm, stack: Stack
) -> None:
    for i in range(40):
        company(firm, f"C{i}", status="Exited" if i in (3, 30, 31, 32) else "Active")
    queries: list[str] = []

    def note(model: Any, **_: Any) -> None:
        queries.append(model.name)

    stack.dynamodb.meta.events.register("before-call.dynamodb.Query", note)
    try:
        pages, cursor = [], None
        while True:
            query = "status=Exited&limit=2" + (f"&cursor={cursor}" if cursor else "")
            page = firm.call("GET", "/records/Company", query=query).body
            pages.append([record["name"] for record in page["items"]])
            cursor = page["nextCursor"]
            if cursor is None:
                break
    finally:
        stack.dynamodb.meta.events.unregister("before-call.dynamodb.Query", note)
    assert [name for page in pages for name in page] == ["C32", "C31", "C30", "C3"]
    assert all(page for page in pages)
    assert len(queries) <= 2 * len(pages)  # an empty read goes on in big pages, not one item at a time
