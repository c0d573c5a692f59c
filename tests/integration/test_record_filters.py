"""List filters on ordinary fields: `eq` on every scalar field, `gt`/`gte`/`lt`/`lte`
on numbers and dates, in `GET /records/{type}` (`city=Lisbon`, `amount[gte]=1000000`) and in saved
views alike; each checked per field type, read within the bound the filtered lists had, and saying
when a page stopped early the way they did (no records, a `nextCursor`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from kernel import tenant_store
from kernel.pipeline import App
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Stack

__all__ = ["firm", "records_app"]


def company(firm: Firm, name: str, **values: Any) -> dict[str, Any]:
    return firm.create("Company", name=name, companyType="Prospect", **values)


def names(firm: Firm, record_type: str, query: str) -> list[str]:
    answer = firm.call("GET", f"/records/{record_type}", query=query)
    assert answer.status == 200, answer.body
    return [record["name"] for record in answer.body["items"]]


def every_page(firm: Firm, record_type: str, query: str) -> Iterator[dict[str, Any]]:
    """Each page of a list, following nextCursor to its end."""
    cursor = None
    while True:
        answer = firm.call(
            "GET", f"/records/{record_type}", query=query + (f"&cursor={cursor}" if cursor else "")
        )
        assert answer.status == 200, answer.body
        yield answer.body
        cursor = answer.body["nextCursor"]
        if cursor is None:
            return


def refused(firm: Firm, record_type: str, query: str) -> list[dict[str, str]]:
    """The details of a list refused as invalid_request (400)."""
    answer = firm.call("GET", f"/records/{record_type}", query=query)
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    details: list[dict[str, str]] = answer.body["error"]["details"]
    return details


def add_field(firm: Firm, record_type: str, key: str, field_type: str, **more: Any) -> dict[str, Any]:
    body = {"recordType": record_type, "key": key, "label": key, "fieldType": field_type, **more}
    created = firm.call("POST", "/custom-fields", body=body)
    assert created.status == 201, created.body
    result: dict[str, Any] = created.body["result"]
    return result


def save_view(firm: Firm, record_type: str, *filters: dict[str, Any], **more: Any) -> str:
    body = {"recordType": record_type, "name": "V", "filters": list(filters), **more}
    saved = firm.call("POST", "/views", body=body)
    assert saved.status == 201, saved.body
    view_id: str = saved.body["id"]
    return view_id


class QueryCount:
    """The DynamoDB Query calls made while it is open."""

    def __init__(self, stack: Stack) -> None:
        self.stack, self.calls = stack, 0

    def _note(self, **_: Any) -> None:
        self.calls += 1

    def __enter__(self) -> QueryCount:
        self.stack.dynamodb.meta.events.register("before-call.dynamodb.Query", self._note)
        return self

    def __exit__(self, *_: object) -> None:
        self.stack.dynamodb.meta.events.unregister("before-call.dynamodb.Query", self._note)


# ---- the case, and eq on every scalar field ------------------------------------------------


def test_a_view_of_companies_in_lisbon_is_saved_and_lists_them(firm: Firm) -> None:
    company(firm, "Tagus", city="Lisbon")
    company(firm, "Douro", city="Porto")
    company(firm, "Belem", city="Lisbon")
    view_id = save_view(firm, "Company", {"field": "city", "op": "eq", "value": "Lisbon"})
    assert names(firm, "Company", f"view={view_id}") == ["Belem", "Tagus"]
    assert names(firm, "Company", "city=Lisbon") == ["Belem", "Tagus"]
    assert names(firm, "Company", "city[eq]=Porto") == ["Douro"]


def test_text_eq_compares_exactly_as_stored_so_case_and_spaces_count(firm: Firm) -> None:
    company(firm, "Tagus", city="Lisbon")
    assert names(firm, "Company", "city=lisbon") == []
    assert names(firm, "Company", "city=Lisbon ") == []
    assert names(firm, "Company", "city=Lisb") == []
    assert names(firm, "Company", "name=Tagus") == ["Tagus"]


@pytest.mark.parametrize(
    ("values", "query"),
    [
        ({"foundedYear": 2015}, "foundedYear=2015"),
        ({"website": "https://tagus.example"}, "website=https://tagus.example"),
        ({"country": "PT"}, "country=PT"),
        ({"status": "Active"}, "status=Active"),
        ({"sector": "fintech"}, "sector=fintech"),
        ({"description": "Line one\nline two"}, "description=Line one\nline two"),
    ],
)
def test_eq_filters_every_scalar_product_field(firm: Firm, values: dict[str, Any], query: str) -> None:
    company(firm, "Tagus", **values)
    company(firm, "Other")
    assert names(firm, "Company", query) == ["Tagus"]


def test_eq_filters_person_email_phone_and_a_deal_date(firm: Firm) -> None:
    firm.create("Person", firstName="Ana", lastName="Silva", email="ana@tagus.example", phone="+351 21 000")
    firm.create("Person", firstName="Rui", lastName="Costa", email="rui@tagus.example")
    people = firm.call("GET", "/records/Person", query="email=ana@tagus.example").body["items"]
    assert [p["firstName"] for p in people] == ["Ana"]
    people = firm.call("GET", "/records/Person", query="phone=+351 21 000").body["items"]
    assert [p["firstName"] for p in people] == ["Ana"]
    firm.create("Deal", name="Soon", expectedCloseDate="2026-03-31")
    firm.create("Deal", name="Later", expectedCloseDate="2026-09-30")
    assert names(firm, "Deal", "expectedCloseDate=2026-03-31") == ["Soon"]


def test_eq_filters_custom_text_number_date_and_boolean_fields(firm: Firm) -> None:
    add_field(firm, "Deal", "partner", "text")
    add_field(firm, "Deal", "ticket", "number")
    add_field(firm, "Deal", "signedOn", "date")
    add_field(firm, "Deal", "coInvest", "boolean")
    firm.create("Deal", name="A", partner="Maria", ticket=250000, signedOn="2025-06-01", coInvest=True)
    firm.create("Deal", name="B", partner="João", ticket=500000, signedOn="2025-07-01", coInvest=False)
    assert names(firm, "Deal", "partner=Maria") == ["A"]
    assert names(firm, "Deal", "ticket=500000") == ["B"]
    assert names(firm, "Deal", "signedOn=2025-06-01") == ["A"]
    assert names(firm, "Deal", "coInvest=false") == ["B"]
    assert names(firm, "Deal", "ticket[gt]=300000") == ["B"]


def test_a_number_eq_matches_the_number_not_its_spelling(firm: Firm) -> None:
    exact = '{"name": "Exact", "amount": 1234567890.123456789}'  # as text: a Python float would round it
    created = firm.call("POST", "/records/Deal", raw_body=exact, headers={"content-type": "application/json"})
    assert created.status == 201, created.body
    firm.create("Deal", name="Round", amount=12.50)
    assert names(firm, "Deal", "amount=1234567890.123456789") == ["Exact"]
    assert names(firm, "Deal", "amount=12.5") == ["Round"]
    assert names(firm, "Deal", "amount=12.500") == ["Round"]
    assert names(firm, "Deal", "amount=1.25e1") == ["Round"]
    assert names(firm, "Deal", "amount=1234567890.12345678") == []  # one digit short is another number


# ---- ranges on numbers and dates -------------------------------------------------------------------


def test_numbers_filter_by_range_and_a_between_takes_both_ends(firm: Firm) -> None:
    for name, amount in [("Seed", 500_000), ("A", 5_000_000), ("B", 20_000_000), ("Growth", 80_000_000)]:
        firm.create("Deal", name=name, amount=amount)
    firm.create("Deal", name="Unpriced")
    assert names(firm, "Deal", "amount[gte]=5000000") == ["Growth", "B", "A"]
    assert names(firm, "Deal", "amount[gt]=5000000") == ["Growth", "B"]
    assert names(firm, "Deal", "amount[lt]=5000000") == ["Seed"]
    assert names(firm, "Deal", "amount[lte]=5e6") == ["A", "Seed"]
    assert names(firm, "Deal", "amount[gte]=1000000&amount[lte]=20000000") == ["B", "A"]
    assert names(firm, "Deal", "amount[gte]=-1") == ["Growth", "B", "A", "Seed"]  # no amount: never met


def test_dates_filter_by_range_in_calendar_order(firm: Firm) -> None:
    for name, day in [
        ("Q1", "2026-03-31"),
        ("Q2", "2026-06-30"),
        ("Q4", "2026-12-31"),
        ("Next", "2027-01-15"),
    ]:
        firm.create("Deal", name=name, expectedCloseDate=day)
    second_half = "expectedCloseDate[gte]=2026-06-30&expectedCloseDate[lt]=2027-01-01"
    assert names(firm, "Deal", second_half) == ["Q4", "Q2"]
    assert names(firm, "Deal", "expectedCloseDate[gt]=2026-12-31") == ["Next"]


def test_a_range_combines_with_equality_sort_and_a_reference_filter(firm: Firm) -> None:
    acme = company(firm, "Acme")
    other = company(firm, "Other")
    firm.create("Deal", name="Zeta", companyId=acme["id"], stage="Screening", amount=3_000_000)
    firm.create("Deal", name="Alpha", companyId=acme["id"], stage="Screening", amount=9_000_000)
    firm.create("Deal", name="Beta", companyId=acme["id"], stage="Closed", amount=9_000_000)
    firm.create("Deal", name="Gamma", companyId=other["id"], stage="Screening", amount=9_000_000)
    assert names(firm, "Deal", "stage=Screening&amount[gte]=5000000&sort=name") == ["Alpha", "Gamma"]
    assert names(firm, "Deal", "amount[gte]=5000000&sort=-name") == ["Gamma", "Beta", "Alpha"]
    assert names(firm, "Deal", f"companyId={acme['id']}&amount[gte]=5000000") == ["Beta", "Alpha"]
    by_acme = f"companyId={acme['id']}&amount[gte]=5000000&stage=Screening"
    assert names(firm, "Deal", by_acme) == ["Alpha"]
    assert refused(firm, "Deal", f"companyId={acme['id']}&amount[gte]=1&sort=name")[0]["field"] == "sort"


# ---- refused: operators, values, fields --------------------------------------------------------------


@pytest.mark.parametrize(
    ("record_type", "parameter", "message"),
    [
        ("Company", "city[gt]=Lisbon", "a text field filters with eq only"),
        ("Company", "status[lte]=Active", "a select field filters with eq only"),
        ("Company", "website[gte]=https://a.example", "a url field filters with eq only"),
        ("Deal", "companyId[gt]=rec_00000000000000000000000000", "a reference field filters with eq only"),
        ("Deal", "amount[ne]=5", "the operator is one of eq, gt, gte, lt, lte"),
        ("Deal", "amount[]=5", "the operator is one of eq, gt, gte, lt, lte"),
        ("Deal", "amount[GTE]=5", "the operator is one of eq, gt, gte, lt, lte"),
    ],
)
def test_an_operator_the_field_type_does_not_take_is_400_naming_the_parameter(
    firm: Firm, record_type: str, parameter: str, message: str
) -> None:
    [problem] = refused(firm, record_type, parameter)
    assert problem["field"] == parameter.split("=")[0]
    assert problem["message"].startswith(message)


def test_a_multi_select_field_does_not_filter_a_list(firm: Firm) -> None:
    add_field(firm, "Deal", "tags", "multiSelect", options=["ai", "climate"])
    [problem] = refused(firm, "Deal", "tags=ai")
    assert problem == {"field": "tags", "message": "a multiSelect field does not filter a list"}
    refused_view = firm.call(
        "POST", "/views", body={"recordType": "Deal", "name": "V",
                                "filters": [{"field": "tags", "op": "eq", "value": "ai"}]},
    )  # fmt: skip
    assert refused_view.body["error"]["details"][0]["field"] == "filters[0].op"


@pytest.mark.parametrize(
    "parameter",
    [
        "amount[gte]=abc",
        "amount[gte]=NaN",
        "amount[gte]=Infinity",
        "amount[gte]= 5",
        "amount[gte]=1_000",
        "amount[gte]=0x10",
        "amount[gte]=1e999999999",
        "amount[gte]=" + "9" * 39,
        "amount[gte]=" + "9" * 5000,
        "probability[gt]=150",
        "expectedCloseDate[gte]=2026-02-30",
        "expectedCloseDate[gte]=tomorrow",
        "expectedCloseDate=2026-1-5",
        "name=",
        "name=   ",
        "name=" + "x" * 1001,
        "name=bell\x07",
        "stage=Dreaming",
        "companyId=acme",
    ],
)
def test_a_value_the_field_could_not_hold_is_400_naming_the_parameter(firm: Firm, parameter: str) -> None:
    [problem] = refused(firm, "Deal", parameter)
    assert problem["field"] == parameter.split("=")[0]


def test_a_filter_on_another_types_field_is_400(firm: Firm) -> None:
    add_field(firm, "Deal", "vintage", "select", options=["2024", "2025"])
    assert refused(firm, "Company", "amount[gte]=1")[0] == {
        "field": "amount[gte]",
        "message": "not a parameter, nor a field of Company",
    }
    assert refused(firm, "Company", "vintage=2024")[0]["field"] == "vintage"


def test_a_field_and_operator_asked_twice_or_too_many_filters_are_400(firm: Firm) -> None:
    assert refused(firm, "Company", "city=Lisbon&city[eq]=Porto")[0]["field"] == "city[eq]"
    many = "&".join(f"nope{i}=1" for i in range(21))
    assert any(problem["field"] == "query" for problem in refused(firm, "Company", many))


def test_a_hostile_parameter_name_is_refused_and_not_echoed_in_full(firm: Firm) -> None:
    for name in ["city[gt][lt]", "[gt]", "city[gt", "a" * 5000 + "[gte]", "city[" + "g" * 5000 + "]"]:
        answer = firm.call("GET", "/records/Company", query=f"{name}=1")
        assert (answer.status, answer.code) == (400, "invalid_request"), name
        assert len(answer.body["error"]["message"]) < 600


def test_a_custom_field_deleted_no_longer_filters(firm: Firm) -> None:
    field = add_field(firm, "Deal", "ticket", "number")
    firm.create("Deal", name="A", ticket=5)
    assert names(firm, "Deal", "ticket[gte]=1") == ["A"]
    assert firm.call("DELETE", f"/custom-fields/{field['id']}").status == 200
    assert refused(firm, "Deal", "ticket[gte]=1")[0]["field"] == "ticket[gte]"
    add_field(firm, "Deal", "ticket", "number")  # the same key again: a new field, empty
    assert names(firm, "Deal", "ticket[gte]=1") == []


def test_another_firms_records_never_meet_a_filter(stack: Stack, records_app: App, firm: Firm) -> None:
    theirs = new_firm(stack, records_app)
    their_company = company(theirs, "Theirs", city="Lisbon", foundedYear=2000)
    theirs.create("Deal", name="Their deal", companyId=their_company["id"], amount=10)
    company(firm, "Ours", city="Lisbon", foundedYear=2000)
    assert names(firm, "Company", "city=Lisbon") == ["Ours"]
    assert names(firm, "Company", "foundedYear[lte]=2000") == ["Ours"]
    assert names(firm, "Deal", f"companyId={their_company['id']}&amount[gte]=1") == []


# ---- saved views -------------------------------------------------------------------------------------


def test_a_view_saves_range_filters_and_the_query_narrows_or_replaces_them(firm: Firm) -> None:
    for name, amount in [("Small", 1_000_000), ("Mid", 4_000_000), ("Big", 9_000_000)]:
        firm.create("Deal", name=name, amount=amount, stage="Screening")
    view_id = save_view(
        firm, "Deal",
        {"field": "amount", "op": "gte", "value": 2_000_000},
        {"field": "amount", "op": "lte", "value": 10_000_000},
        sort=[{"field": "name", "direction": "asc"}],
    )  # fmt: skip
    assert names(firm, "Deal", f"view={view_id}") == ["Big", "Mid"]
    assert names(firm, "Deal", f"view={view_id}&amount[lte]=5000000") == ["Mid"]  # replaces the view's lte
    assert names(firm, "Deal", f"view={view_id}&amount[gte]=500000") == ["Big", "Mid", "Small"]
    assert names(firm, "Deal", f"view={view_id}&stage=Closed") == []  # adds to the view's
    saved = firm.call("GET", f"/views/{view_id}").body
    assert [c["op"] for c in saved["filters"]] == ["gte", "lte"]


@pytest.mark.parametrize(
    ("condition", "field"),
    [
        ({"field": "name", "op": "lt", "value": "M"}, "filters[0].op"),
        ({"field": "stage", "op": "gt", "value": "Screening"}, "filters[0].op"),
        ({"field": "amount", "op": "ne", "value": 5}, "filters[0].op"),
        ({"field": "amount", "op": "gte", "value": "5000000"}, "filters[0].value"),
        ({"field": "amount", "op": "gte", "value": True}, "filters[0].value"),
        ({"field": "expectedCloseDate", "op": "lt", "value": "31/12/2026"}, "filters[0].value"),
        ({"field": "name", "op": "eq", "value": ""}, "filters[0].value"),
        ({"field": "name", "op": "eq", "value": 5}, "filters[0].value"),
        ({"field": "aum", "op": "gte", "value": 5}, "filters[0].field"),  # an Investor field
    ],
)
def test_a_view_condition_is_checked_per_operator_and_value_type(
    firm: Firm, condition: dict[str, Any], field: str
) -> None:
    answer = firm.call("POST", "/views", body={"recordType": "Deal", "name": "V", "filters": [condition]})
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    assert answer.body["error"]["details"][0]["field"] == field
    assert firm.call("GET", "/views", query="recordType=Deal").body["items"] == []


def test_a_view_takes_one_condition_per_field_and_operator(firm: Firm) -> None:
    conditions = [{"field": "amount", "op": "gte", "value": 1}, {"field": "amount", "op": "gte", "value": 2}]
    twice = {"recordType": "Deal", "name": "V", "filters": conditions}
    assert firm.call("POST", "/views", body=twice).body["error"]["details"][0]["field"] == "filters[1].field"


def test_a_view_whose_field_was_deleted_or_changed_type_is_400_naming_its_filter(firm: Firm) -> None:
    field = add_field(firm, "Deal", "ticket", "number")
    firm.create("Deal", name="A", ticket=5)
    view_id = save_view(firm, "Deal", {"field": "ticket", "op": "gte", "value": 1})
    assert names(firm, "Deal", f"view={view_id}") == ["A"]
    assert firm.call("DELETE", f"/custom-fields/{field['id']}").status == 200
    assert refused(firm, "Deal", f"view={view_id}") == [
        {"field": "view.filters[0]", "message": "no longer a field of Deal"}
    ]
    add_field(firm, "Deal", "ticket", "text")  # the key again, as text: gte no longer applies
    [problem] = refused(firm, "Deal", f"view={view_id}")
    assert problem["field"] == "view.filters[0]"
    assert problem["message"].startswith("a text field filters with eq only")


def test_a_view_whose_select_option_was_removed_is_400_not_an_empty_list(firm: Firm) -> None:
    field = add_field(firm, "Deal", "vintage", "select", options=["2024", "2025"])
    view_id = save_view(firm, "Deal", {"field": "vintage", "op": "eq", "value": "2024"})
    put = firm.call("PUT", f"/custom-fields/{field['id']}", body={"label": "Vintage", "options": ["2025"]})
    assert put.status == 200, put.body
    assert refused(firm, "Deal", f"view={view_id}")[0]["field"] == "view.filters[0]"


# ---- reads stay bounded; a page that stopped early says so ------------------------------------------


def test_a_rare_range_match_reads_on_in_big_pages_and_the_cursor_skips_nothing(
    firm: Firm, stack: Stack
) -> None:
    for i in range(40):
        company(firm, f"C{i}", foundedYear=1990 if i in (3, 30, 31, 32) else 2020)
    with QueryCount(stack) as queries:
        pages = [page["items"] for page in every_page(firm, "Company", "foundedYear[lt]=2000&limit=2")]
    assert [r["name"] for page in pages for r in page] == ["C32", "C31", "C30", "C3"]
    assert all(pages)
    assert queries.calls <= 2 * len(pages) + 1  # an empty read goes on in big pages, not one at a time


def test_a_big_read_that_meets_more_than_a_page_is_cut_and_goes_on_after_it(firm: Firm) -> None:
    for i in range(30):
        company(firm, f"C{i:02d}", foundedYear=2020 if i < 20 else 1990)  # the newest ten do not meet
    pages = [page["items"] for page in every_page(firm, "Company", "foundedYear[gte]=2000&limit=3")]
    listed = [r["name"] for page in pages for r in page]
    assert listed == [f"C{i:02d}" for i in reversed(range(20))]
    assert all(len(page) <= 3 for page in pages)


@pytest.mark.parametrize("query", ["foundedYear[lt]=2000&limit=2", "city=Faro&limit=2"])
def test_a_page_that_stopped_at_the_read_bound_is_empty_with_a_cursor(
    firm: Firm, monkeypatch: pytest.MonkeyPatch, query: str
) -> None:
    """The bound is FILTERED_READ_SECONDS of reading, for equality filters (DynamoDB's) and ranges
    (compared here) alike; at 0 every call stops after its first read."""
    company(firm, "Match", foundedYear=1990, city="Faro")
    for i in range(8):
        company(firm, f"C{i}", foundedYear=2020, city="Braga")
    monkeypatch.setattr(tenant_store, "FILTERED_READ_SECONDS", 0.0)
    pages = list(every_page(firm, "Company", query))
    assert pages[0]["items"] == []  # stopped early, and says so: no records, and a cursor to go on
    assert pages[0]["nextCursor"] is not None
    assert [r["name"] for page in pages for r in page["items"]] == ["Match"]  # the cursor missed nothing
    assert len(pages) >= 3


def test_a_range_filtered_cursor_is_bound_to_the_firm(stack: Stack, records_app: App, firm: Firm) -> None:
    for i in range(3):
        company(firm, f"C{i}", foundedYear=2020)
    cursor = firm.call("GET", "/records/Company", query="foundedYear[gte]=2000&limit=1").body["nextCursor"]
    assert cursor is not None
    other = new_firm(stack, records_app)
    answer = other.call("GET", "/records/Company", query=f"foundedYear[gte]=2000&limit=1&cursor={cursor}")
    assert (answer.status, answer.code) == (400, "invalid_cursor")
