"""The firm's catalog (spec 1.2, 9.2) under moto: custom fields join it and change its version, a stale
expectedCatalogVersion or a record write racing a field change is 409 catalog_conflict with nothing
written; attribute sets and saved views are checked against it, and a view lists records."""

from __future__ import annotations

from typing import Any

import pytest

from catalog import firm as firm_catalog
from kernel.errors import ApiError
from kernel.pipeline import App
from kernel.unit_of_work import Actor, ChangeSequence, Commit, commit
from platform_api.handler import create_app as create_platform_app
from records.service import RecordService
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Stack, call

__all__ = ["firm", "records_app"]

VINTAGE = {"recordType": "Deal", "key": "vintage", "label": "Vintage", "fieldType": "select",
           "options": ["2024", "2025"]}  # fmt: skip


@pytest.fixture
def platform(stack: Stack) -> App:
    return stack.app(create_platform_app())


def catalog(platform: App, firm: Firm) -> dict[str, Any]:
    answer = call(platform, "GET", "/api/v1/x/catalog", token=firm.token)
    assert answer.status == 200
    assert answer.headers["ETag"] == f'"{answer.body["catalogVersion"]}"'
    body: dict[str, Any] = answer.body
    return body


def deal_fields(document: dict[str, Any]) -> dict[str, Any]:
    deal = next(t for t in document["recordTypes"] if t["key"] == "Deal")
    return {f["key"]: f for f in deal["fields"]}


def add_field(firm: Firm, **overrides: Any) -> dict[str, Any]:
    created = firm.call("POST", "/custom-fields", body={**VINTAGE, **overrides})
    assert created.status == 201, created.body
    result: dict[str, Any] = created.body
    return result


# ---- custom fields -----------------------------------------------------------------------------------


def test_a_custom_field_joins_the_catalog_and_changes_its_version(platform: App, firm: Firm) -> None:
    before = catalog(platform, firm)
    created = add_field(firm)
    after = catalog(platform, firm)
    assert after["catalogVersion"] == created["catalogVersion"] != before["catalogVersion"]
    field = deal_fields(after)["vintage"]
    assert (field["source"], field["type"], field["allowedValues"]) == ("custom", "select", ["2024", "2025"])
    listed = firm.call("GET", "/custom-fields", query="recordType=Deal").body
    assert [f["key"] for f in listed["items"]] == ["vintage"]
    assert listed["catalogVersion"] == after["catalogVersion"]
    assert firm.call("GET", f"/custom-fields/{created['result']['id']}").body["result"]["label"] == "Vintage"


def test_records_take_a_custom_fields_values_checked_by_its_type(firm: Firm) -> None:
    add_field(firm)
    deal = firm.create("Deal", name="D", vintage="2024")
    assert deal["vintage"] == "2024"
    refused = firm.call("POST", "/records/Deal", body={"name": "D", "vintage": "1999"})
    assert refused.status == 400
    assert refused.body["error"]["details"][0]["field"] == "vintage"
    listed = firm.call("GET", "/records/Deal", query="vintage=2024").body["items"]
    assert [d["id"] for d in listed] == [deal["id"]]


@pytest.mark.parametrize("key", ["name", "companyId", "id", "createdAt", "expectedCatalogVersion", "vintage"])
def test_a_key_taken_by_a_product_field_a_system_key_or_another_custom_field_is_409(
    firm: Firm, key: str
) -> None:
    add_field(firm)
    taken = firm.call("POST", "/custom-fields", body={**VINTAGE, "key": key})
    assert (taken.status, taken.code) == (409, "field_key_taken")


def test_the_same_key_on_another_record_type_is_free(firm: Firm) -> None:
    add_field(firm)
    assert firm.call("POST", "/custom-fields", body={**VINTAGE, "recordType": "Investor"}).status == 201


@pytest.mark.parametrize(
    "overrides",
    [
        {"options": None},
        {"options": []},
        {"options": ["a", "a"]},
        {"fieldType": "text"},  # options on a text field
        {"fieldType": "color", "options": None},
        {"recordType": "Fund"},
        {"key": "Has Space"},
        {"key": "1st"},
        {"fieldType": "reference", "options": None},
        {"fieldType": "reference", "options": None, "referenceType": "Fund"},
        {"label": "   "},
    ],
)
def test_a_malformed_custom_field_is_400_and_the_catalog_is_unchanged(
    platform: App, firm: Firm, overrides: dict[str, Any]
) -> None:
    before = catalog(platform, firm)["catalogVersion"]
    refused = firm.call("POST", "/custom-fields", body={**VINTAGE, **overrides})
    assert refused.status == 400, refused.body
    assert catalog(platform, firm)["catalogVersion"] == before


def test_a_custom_reference_field_points_at_live_records_of_its_type(firm: Firm) -> None:
    add_field(firm, key="leadInvestor", label="Lead investor", fieldType="reference", options=None,
              referenceType="Investor")  # fmt: skip
    investor = firm.create("Investor", name="Big LP")
    deal = firm.create("Deal", name="D", leadInvestor=investor["id"])
    listed = firm.call("GET", "/records/Deal", query=f"leadInvestor={investor['id']}").body["items"]
    assert [d["id"] for d in listed] == [deal["id"]]
    firm.call("DELETE", f"/records/Investor/{investor['id']}")
    refused = firm.call("POST", "/records/Deal", body={"name": "D2", "leadInvestor": investor["id"]})
    assert refused.status == 400


def test_update_changes_label_options_and_required_never_the_type(firm: Firm) -> None:
    field_id = add_field(firm)["result"]["id"]
    updated = firm.call(
        "PUT",
        f"/custom-fields/{field_id}",
        body={"label": "Fund vintage", "options": ["2026"], "required": True},
    )
    assert updated.status == 200
    assert (updated.body["result"]["label"], updated.body["result"]["options"]) == ("Fund vintage", ["2026"])
    assert firm.call("POST", "/records/Deal", body={"name": "D"}).status == 400  # now required
    assert (
        firm.call("PUT", f"/custom-fields/{field_id}", body={"label": "X", "fieldType": "text"}).status == 400
    )


def test_a_deleted_field_leaves_the_catalog_and_a_new_one_with_its_key_starts_empty(firm: Firm) -> None:
    field_id = add_field(firm)["result"]["id"]
    deal = firm.create("Deal", name="D", vintage="2024")
    assert firm.call("DELETE", f"/custom-fields/{field_id}").status == 200
    assert "vintage" not in firm.call("GET", f"/records/Deal/{deal['id']}").body
    assert firm.call("GET", f"/custom-fields/{field_id}").status == 404
    add_field(firm, fieldType="text", options=None)
    assert "vintage" not in firm.call("GET", f"/records/Deal/{deal['id']}").body


def test_a_stale_expected_catalog_version_is_409_catalog_conflict_and_nothing_is_written(firm: Firm) -> None:
    first = add_field(firm)["catalogVersion"]
    add_field(firm, key="region", label="Region", options=["EU", "US"])
    stale_record = firm.call("POST", "/records/Deal", body={"name": "D", "expectedCatalogVersion": first})
    assert (stale_record.status, stale_record.code) == (409, "catalog_conflict")
    stale_field = firm.call(
        "POST", "/custom-fields", body={**VINTAGE, "key": "third", "expectedCatalogVersion": first}
    )
    assert (stale_field.status, stale_field.code) == (409, "catalog_conflict")
    assert firm.call("GET", "/records/Deal").body["items"] == []
    assert [f["key"] for f in firm.call("GET", "/custom-fields").body["items"]] == ["vintage", "region"]
    current = firm.call("GET", "/custom-fields").body["catalogVersion"]
    assert (
        firm.call("POST", "/records/Deal", body={"name": "D", "expectedCatalogVersion": current}).status
        == 201
    )


def test_a_record_write_racing_a_field_change_is_refused_not_stored(stack: Stack, firm: Firm) -> None:
    store = stack.services().tenant_store(firm.member.firm_id)
    service = RecordService(store, firm_catalog.load(store), firm.member.user_id, stack.clock)
    change = service.create("Deal", {"name": "Checked against the old catalog"})
    add_field(firm, required=True)  # commits between the record's read and its commit
    context = Commit(store, Actor(firm.member.user_id, "api"), "req", stack.clock, ChangeSequence())
    with pytest.raises(ApiError) as refused:
        commit(change.writes, context)
    assert refused.value.code == "catalog_conflict"
    assert firm.call("GET", "/records/Deal").body["items"] == []


def test_concurrent_field_definitions_all_land(firm: Firm) -> None:
    from concurrent.futures import ThreadPoolExecutor

    def define(i: int) -> int:
        elsewhere = firm.in_new_container()
        return elsewhere.call("POST", "/custom-fields", body={**VINTAGE, "key": f"field{i}"}).status

    with ThreadPoolExecutor(max_workers=5) as pool:
        assert list(pool.map(define, range(5))) == [201] * 5
    assert len(firm.call("GET", "/custom-fields").body["items"]) == 5


def test_another_firm_sees_neither_the_field_nor_its_catalog(
    stack: Stack, records_app: App, platform: App, firm: Firm
) -> None:
    field_id = add_field(firm)["result"]["id"]
    other = new_firm(stack, records_app)
    assert other.call("GET", f"/custom-fields/{field_id}").status == 404
    assert other.call("DELETE", f"/custom-fields/{field_id}").status == 404
    assert "vintage" not in deal_fields(catalog(platform, other))
    assert other.call("POST", "/records/Deal", body={"name": "D", "vintage": "2024"}).status == 400


def test_a_token_without_fields_write_cannot_define_a_field(stack: Stack, records_app: App) -> None:
    reader = new_firm(stack, records_app, scopes=["records:write", "fields:read"])
    assert reader.call("POST", "/custom-fields", body=VINTAGE).code == "scope_denied"
    assert reader.call("GET", "/custom-fields").status == 200


# ---- attribute sets and saved views ------------------------------------------------------------------


def test_an_attribute_set_names_fields_of_its_type(firm: Firm) -> None:
    created = firm.call(
        "POST",
        "/attribute-sets",
        body={"recordType": "Company", "name": "Basics", "fieldKeys": ["name", "website"]},
    )
    assert created.status == 201
    assert created.headers["ETag"] == '"1"'
    set_id = created.body["id"]
    refused = firm.call(
        "POST",
        "/attribute-sets",
        body={"recordType": "Company", "name": "Bad", "fieldKeys": ["name", "stageName"]},
    )
    assert refused.status == 400
    assert refused.body["error"]["details"][0]["field"] == "fieldKeys[1]"
    replaced = firm.call(
        "PUT",
        f"/attribute-sets/{set_id}",
        body={"recordType": "Company", "name": "Basics", "fieldKeys": ["name"]},
        headers={"If-Match": '"1"'},
    )
    assert replaced.status == 200
    assert replaced.body["fieldKeys"] == ["name"]
    assert firm.call("GET", "/attribute-sets", query="recordType=Company").body["items"][0]["version"] == 2
    assert firm.call("DELETE", f"/attribute-sets/{set_id}").status == 200
    assert firm.call("GET", f"/attribute-sets/{set_id}").status == 404


@pytest.mark.parametrize(
    ("filters", "columns", "field"),
    [
        ([{"field": "nickname", "op": "eq", "value": "x"}], [], "filters[0].field"),
        ([{"field": "name", "op": "gt", "value": "x"}], [], "filters[0].op"),
        ([{"field": "stage", "op": "eq", "value": "Dreaming"}], [], "filters[0].value"),
        ([], ["name", "shoeSize"], "columns[1]"),
    ],
)
def test_a_view_is_checked_against_the_catalog(
    firm: Firm, filters: list[Any], columns: list[str], field: str
) -> None:
    refused = firm.call(
        "POST", "/views", body={"recordType": "Deal", "name": "V", "filters": filters, "columns": columns}
    )
    assert refused.status == 400
    assert refused.body["error"]["details"][0]["field"] == field


def test_a_saved_view_lists_records_by_its_filters_and_sort(firm: Firm) -> None:
    firm.create("Deal", name="Beta", stage="Screening")
    firm.create("Deal", name="Alpha", stage="Screening")
    firm.create("Deal", name="Gamma", stage="Closed")
    view = firm.call("POST", "/views", body={
        "recordType": "Deal", "name": "Screening by name",
        "filters": [{"field": "stage", "op": "eq", "value": "Screening"}],
        "sort": [{"field": "name", "direction": "asc"}], "columns": ["name", "stage", "updatedAt"],
    })  # fmt: skip
    assert view.status == 201
    listed = firm.call("GET", "/records/Deal", query=f"view={view.body['id']}").body["items"]
    assert [d["name"] for d in listed] == ["Alpha", "Beta"]
    assert firm.call("GET", "/records/Company", query=f"view={view.body['id']}").status == 400
    assert firm.call("GET", "/records/Deal", query="view=view_" + "0" * 26).status == 404


def test_views_need_the_views_scopes_and_are_firm_bound(stack: Stack, records_app: App, firm: Firm) -> None:
    view = firm.call("POST", "/views", body={"recordType": "Deal", "name": "All"})
    assert view.status == 201
    other = new_firm(stack, records_app)
    assert other.call("GET", f"/views/{view.body['id']}").status == 404
    assert other.call("GET", "/records/Deal", query=f"view={view.body['id']}").status == 404
    no_views = new_firm(stack, records_app, scopes=["records:write"])
    assert no_views.call("POST", "/views", body={"recordType": "Deal", "name": "All"}).code == "scope_denied"


def test_custom_fields_too_big_for_the_catalog_item_are_400(platform: App, firm: Firm) -> None:
    options = [f"{'o' * 190}{n:03d}" for n in range(200)]  # about 40 KB of options per field
    statuses = [
        firm.call("POST", "/custom-fields", body={**VINTAGE, "key": f"big{i}", "options": options}).status
        for i in range(6)
    ]
    assert statuses == [201] * 5 + [400]  # the sixth would pass 200 KB
    assert len(firm.call("GET", "/custom-fields").body["items"]) == 5
    assert sum(key.startswith("big") for key in deal_fields(catalog(platform, firm))) == 5


def test_a_view_that_could_never_list_is_refused(firm: Firm) -> None:
    acme = firm.create("Company", name="A", companyType="Other")
    base = {"recordType": "Deal", "name": "V"}
    by_reference_and_name = {**base, "filters": [{"field": "companyId", "op": "eq", "value": acme["id"]}],
                             "sort": [{"field": "name", "direction": "asc"}]}  # fmt: skip
    twice = {**base, "filters": [{"field": "stage", "op": "eq", "value": "Screening"},
                                 {"field": "stage", "op": "eq", "value": "Closed"}]}  # fmt: skip
    for body in (by_reference_and_name, twice, {**base, "columns": ["name", "name"]}):
        assert firm.call("POST", "/views", body=body).status == 400, body


def test_a_field_deleted_and_defined_again_gives_a_new_catalog_version(firm: Firm) -> None:
    first = add_field(firm)
    firm.call("DELETE", f"/custom-fields/{first['result']['id']}")
    again = add_field(firm)
    assert again["catalogVersion"] != first["catalogVersion"]
    stale = firm.call(
        "POST", "/records/Deal", body={"name": "D", "expectedCatalogVersion": first["catalogVersion"]}
    )
    assert stale.code == "catalog_conflict"


@pytest.mark.parametrize("key", ["tenantid", "tenantID", "nAME", "expectedcatalogversion"])
def test_a_key_that_differs_from_a_taken_one_only_in_case_is_taken(firm: Firm, key: str) -> None:
    taken = firm.call("POST", "/custom-fields", body={**VINTAGE, "key": key})
    assert (taken.status, taken.code) == (409, "field_key_taken")


def test_if_match_on_a_custom_field_is_not_compared_with_the_catalogs_head(firm: Firm) -> None:
    field_id = add_field(firm)["result"]["id"]
    changed = firm.call("PUT", f"/custom-fields/{field_id}", body={"label": "V", "options": ["2024"]},
                        headers={"If-Match": '"1"'})  # fmt: skip
    assert changed.status == 200, changed.body
