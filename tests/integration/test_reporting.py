"""Reporting (spec 4.6) under moto: what the kit's contract suite does not cover. A dataset's
columns and filters are checked against the firm's catalog as a saved view's are; a component's
columns against its dataset's (and its measure against the fields' types); a dataset is never deleted
while a component shows it, nor loses a column one shows, however the writes interleave."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from kernel.pipeline import App
from reporting_api.handler import create_app
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, call

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"
DATASETS = f"{X}/datasets"
COMPONENTS = f"{X}/components"
PIPELINE = {
    "name": "Pipeline", "recordType": "Deal", "columns": ["name", "stage", "amount", "expectedCloseDate"],
    "filters": [{"field": "stage", "op": "eq", "value": "Screening"}],
}  # fmt: skip


@pytest.fixture
def reporting(stack: Stack) -> App:
    return stack.app(create_app())


def on(app: App, firm: Firm, method: str, path: str, **kwargs: Any) -> Result:
    kwargs.setdefault("token", firm.token)
    return call(app, method, path, **kwargs)


def dataset(reporting: App, firm: Firm, **change: Any) -> dict[str, Any]:
    made = on(reporting, firm, "POST", DATASETS, body={**PIPELINE, **change})
    assert made.status == 201, made.body
    return dict(made.body)


def bar(dataset_id: str, **change: Any) -> dict[str, Any]:
    return {"name": "Value by stage", "kind": "Bar", "datasetId": dataset_id, "groupBy": "stage",
            "measure": {"aggregate": "sum", "field": "amount"}, **change}  # fmt: skip


def component(reporting: App, firm: Firm, body: dict[str, Any]) -> dict[str, Any]:
    made = on(reporting, firm, "POST", COMPONENTS, body=body)
    assert made.status == 201, made.body
    return dict(made.body)


def fields_named(answer: Result) -> list[str]:
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    return [d["field"] for d in answer.body["error"]["details"]]


def datasets_of(reporting: App, firm: Firm) -> list[str]:
    return [d["id"] for d in on(reporting, firm, "GET", DATASETS).body["items"]]


# ---- datasets: checked against the catalog ---------------------------------------------------------


def test_a_dataset_s_columns_and_filters_are_checked_against_the_catalog(firm: Firm, reporting: App) -> None:
    refusals = [
        ({"recordType": "Widget"}, ["recordType"]),
        ({"recordType": "deal"}, ["recordType"]),
        ({"columns": ["name", "ebitda", "createdAt"]}, ["columns[1]"]),
        ({"columns": ["name", "name"]}, ["columns[1]"]),
        ({"columns": []}, ["columns"]),
        ({"filters": [{"field": "stage", "op": "eq", "value": "Won big"}]}, ["filters[0].value"]),
        ({"filters": [{"field": "name", "op": "gt", "value": "A"}]}, ["filters[0].op"]),
        ({"filters": [{"field": "amount", "op": "gte", "value": "a lot"}]}, ["filters[0].value"]),
        ({"filters": [{"field": "expectedCloseDate", "op": "lt", "value": "2025-02-30"}]},
         ["filters[0].value"]),
        ({"filters": [{"field": "ebitda", "op": "eq", "value": 1}]}, ["filters[0].field"]),
        ({"filters": [{"field": "amount", "op": "like", "value": 1}]}, ["filters[0].op"]),
        ({"filters": [{"field": "amount", "op": "gte", "value": 1},
                      {"field": "amount", "op": "gte", "value": 2}]}, ["filters[1].field"]),
        ({"filters": [{"field": "amount", "op": "gte", "value": {"not": "scalar"}}]}, ["filters[0].value"]),
        ({"tenantId": "frm_x"}, None),
    ]  # fmt: skip
    for change, fields in refusals:
        refused = on(reporting, firm, "POST", DATASETS, body={**PIPELINE, **change})
        assert refused.status == 400, (change, refused.body)
        if fields is not None:
            assert fields_named(refused) == fields, change
    assert datasets_of(reporting, firm) == []
    between = [{"field": "amount", "op": "gte", "value": 1000000},
               {"field": "amount", "op": "lt", "value": 5000000.5}]  # fmt: skip
    ranged = dataset(reporting, firm, filters=between)
    assert ranged["filters"][1]["value"] == 5000000.5  # exact, as sent
    assert dataset(reporting, firm, name="Companies", recordType="Company", columns=["name", "createdAt"],
                   filters=[])["recordType"] == "Company"  # fmt: skip


def test_a_custom_field_is_a_column_once_the_firm_defines_it(firm: Firm, reporting: App) -> None:
    with_vintage = {**PIPELINE, "columns": ["name", "vintage"],
                    "filters": [{"field": "vintage", "op": "eq", "value": "2024"}]}  # fmt: skip
    assert fields_named(on(reporting, firm, "POST", DATASETS, body=with_vintage)) == [
        "columns[1]", "filters[0].field"
    ]  # fmt: skip
    vintage = {"recordType": "Deal", "key": "vintage", "label": "Vintage", "fieldType": "select",
               "options": ["2024", "2025"]}  # fmt: skip
    defined = firm.call("POST", "/custom-fields", body=vintage)
    assert defined.status == 201, defined.body
    assert on(reporting, firm, "POST", DATASETS, body=with_vintage).status == 201


def test_dataset_names_are_unique_and_lists_filter_by_record_type(firm: Firm, reporting: App) -> None:
    deals = dataset(reporting, firm)
    taken = on(reporting, firm, "POST", DATASETS, body={**PIPELINE, "name": " pipeline "})
    assert (taken.status, taken.code) == (409, "already_exists")
    companies = dataset(reporting, firm, name="Portfolio", recordType="Company", columns=["name"], filters=[])
    listed = on(reporting, firm, "GET", DATASETS, query="recordType=Company").body["items"]
    assert [d["id"] for d in listed] == [companies["id"]]
    assert datasets_of(reporting, firm) == [companies["id"], deals["id"]]


# ---- components: over their dataset ------------------------------------------------------------------


def test_a_component_shows_columns_of_its_dataset_and_a_measure_that_fits_them(
    firm: Firm, reporting: App
) -> None:
    pipeline = dataset(reporting, firm)["id"]
    table = {"name": "Deals", "kind": "Table", "datasetId": pipeline}
    refusals = [
        (bar(pipeline, groupBy="sector"), ["groupBy"]),
        (bar(pipeline, measure={"aggregate": "sum", "field": "probability"}), ["measure.field"]),
        (bar(pipeline, measure={"aggregate": "sum", "field": "stage"}), ["measure.field"]),
        (bar(pipeline, measure={"aggregate": "average", "field": "expectedCloseDate"}), ["measure.field"]),
        (bar(pipeline, measure={"aggregate": "max", "field": "name"}), ["measure.field"]),
        (bar(pipeline, measure={"aggregate": "sum"}), ["measure.field"]),
        (bar(pipeline, measure={"aggregate": "median", "field": "amount"}), ["measure.aggregate"]),
        ({**table, "columns": ["name", "website"]}, ["columns[1]"]),
        ({**table, "columns": ["name", "name"]}, ["columns[1]"]),
    ]  # fmt: skip
    for body, fields in refusals:
        assert fields_named(on(reporting, firm, "POST", COMPONENTS, body=body)) == fields, body
    assert on(reporting, firm, "GET", COMPONENTS).body["items"] == []
    fine = [
        bar(pipeline),
        bar(pipeline, kind="Pie", measure={"aggregate": "count"}),
        bar(pipeline, kind="Line", groupBy="expectedCloseDate",
            measure={"aggregate": "average", "field": "amount"}),
        {"name": "Latest close", "kind": "Metric", "datasetId": pipeline,
         "measure": {"aggregate": "max", "field": "expectedCloseDate"}},
        {"name": "Deals", "kind": "Table", "datasetId": pipeline, "columns": ["name", "amount"]},
        {"name": "Everything", "kind": "Table", "datasetId": pipeline},
    ]  # fmt: skip
    for body in fine:
        assert on(reporting, firm, "POST", COMPONENTS, body=body).status == 201, body


def test_each_kind_of_component_takes_its_own_settings(firm: Firm, reporting: App) -> None:
    pipeline = dataset(reporting, firm)["id"]
    count = {"aggregate": "count"}
    refusals = [
        ({"kind": "Bar", "measure": count}, ["groupBy"]),
        ({"kind": "Pie", "groupBy": "stage"}, ["measure"]),
        ({"kind": "Metric", "groupBy": "stage", "measure": count}, ["groupBy"]),
        ({"kind": "Table", "measure": count}, ["measure"]),
        ({"kind": "Line", "groupBy": "stage", "measure": count, "columns": ["name"]}, ["columns"]),
        ({"kind": "Donut", "groupBy": "stage", "measure": count}, ["kind"]),
    ]
    for settings, fields in refusals:
        body = {"name": "A component", "datasetId": pipeline, **settings}
        assert fields_named(on(reporting, firm, "POST", COMPONENTS, body=body)) == fields, settings


def test_components_list_by_dataset_and_a_dataset_of_nobody_is_404(
    stack: Stack, firm: Firm, reporting: App, records_app: App
) -> None:
    first, second = dataset(reporting, firm)["id"], dataset(reporting, firm, name="Other")["id"]
    on_first = component(reporting, firm, bar(first))["id"]
    component(reporting, firm, bar(second))
    listed = on(reporting, firm, "GET", COMPONENTS, query=f"datasetId={first}").body["items"]
    assert [c["id"] for c in listed] == [on_first]
    theirs = new_firm(stack, records_app)
    their_dataset = dataset(reporting, theirs)["id"]
    for dataset_id in (their_dataset, "dset_" + "0" * 26):
        answer = on(reporting, firm, "GET", COMPONENTS, query=f"datasetId={dataset_id}")
        assert (answer.status, answer.code) == (404, "not_found"), dataset_id
        assert fields_named(on(reporting, firm, "POST", COMPONENTS, body=bar(dataset_id))) == ["datasetId"]


# ---- a dataset while components show it ----------------------------------------------------------------


def test_a_dataset_shown_by_components_is_not_deleted_until_they_go(firm: Firm, reporting: App) -> None:
    pipeline = dataset(reporting, firm)["id"]
    shown = [component(reporting, firm, bar(pipeline, name=f"Chart {n}"))["id"] for n in range(2)]
    refused = on(reporting, firm, "DELETE", f"{DATASETS}/{pipeline}")
    assert (refused.status, refused.code, refused.body["error"]["components"]) == (409, "dataset_in_use", 2)
    assert on(reporting, firm, "GET", f"{DATASETS}/{pipeline}").status == 200
    for component_id in shown:
        assert on(reporting, firm, "DELETE", f"{COMPONENTS}/{component_id}").status == 200
    assert on(reporting, firm, "DELETE", f"{DATASETS}/{pipeline}").status == 200
    assert fields_named(on(reporting, firm, "POST", COMPONENTS, body=bar(pipeline))) == ["datasetId"]


def test_a_dataset_keeps_the_columns_its_components_show(firm: Firm, reporting: App) -> None:
    pipeline = dataset(reporting, firm)["id"]
    chart = component(reporting, firm, bar(pipeline))
    without_stage = {**PIPELINE, "columns": ["name", "amount"], "filters": []}
    refused = on(reporting, firm, "PUT", f"{DATASETS}/{pipeline}", body=without_stage)
    assert (refused.status, refused.code) == (409, "column_in_use")
    assert refused.body["error"]["details"] == [
        {"field": "columns", "message": "stage is shown by 1 component(s)"}
    ]
    unused_gone = {**PIPELINE, "columns": ["stage", "amount"]}
    kept = on(reporting, firm, "PUT", f"{DATASETS}/{pipeline}", body=unused_gone, headers={"If-Match": '"1"'})
    assert (kept.status, kept.body["version"]) == (200, 2)  # name and expectedCloseDate were unused
    by_count = bar(pipeline, groupBy="amount", measure={"aggregate": "count"})
    moved = on(reporting, firm, "PUT", f"{COMPONENTS}/{chart['id']}", body=by_count)
    assert moved.status == 200, moved.body
    assert (
        on(reporting, firm, "PUT", f"{DATASETS}/{pipeline}", body={**PIPELINE, "columns": ["amount"]}).status
        == 200
    )


def test_a_component_moved_to_another_dataset_frees_the_first(firm: Firm, reporting: App) -> None:
    first, second = dataset(reporting, firm)["id"], dataset(reporting, firm, name="Other")["id"]
    chart = component(reporting, firm, bar(first))["id"]
    assert on(reporting, firm, "PUT", f"{COMPONENTS}/{chart}", body=bar(second)).status == 200
    assert on(reporting, firm, "DELETE", f"{DATASETS}/{second}").code == "dataset_in_use"
    assert on(reporting, firm, "DELETE", f"{DATASETS}/{first}").status == 200
    edited = on(reporting, firm, "PUT", f"{COMPONENTS}/{chart}", body=bar(second, name="Renamed"))
    assert edited.status == 200  # the same dataset: still counted once
    assert on(reporting, firm, "DELETE", f"{DATASETS}/{second}").body["error"]["components"] == 1


@pytest.mark.parametrize("first", ["component", "delete"])
def test_a_component_made_while_its_dataset_is_deleted_never_outlives_it(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    pipeline = dataset(stack.app(create_app()), firm)["id"]
    making, deleting = stack.app(create_app()), stack.app(create_app())
    in_order(first, "delete" if first == "component" else "component")
    got = together({
        "component": lambda: on(making, firm, "POST", COMPONENTS, body=bar(pipeline)),
        "delete": lambda: on(deleting, firm, "DELETE", f"{DATASETS}/{pipeline}"),
    })  # fmt: skip
    outcome = {name: (result.status, result.code) for name, result in got.items()}
    if first == "component":
        assert outcome == {"component": (201, None), "delete": (409, "dataset_in_use")}, outcome
    else:
        assert outcome == {"component": (400, "invalid_request"), "delete": (200, None)}, outcome
    reporting = stack.app(create_app())
    live = on(reporting, firm, "GET", f"{DATASETS}/{pipeline}").status == 200
    assert len(on(reporting, firm, "GET", COMPONENTS).body["items"]) == (1 if live else 0)


def test_a_delete_naming_its_version_that_loses_to_a_component_is_409(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    pipeline = dataset(stack.app(create_app()), firm)["id"]
    making, deleting = stack.app(create_app()), stack.app(create_app())
    in_order("component", "delete")
    got = together({
        "component": lambda: on(making, firm, "POST", COMPONENTS, body=bar(pipeline)),
        "delete": lambda: on(deleting, firm, "DELETE", f"{DATASETS}/{pipeline}", headers={"If-Match": '"1"'}),
    })  # fmt: skip
    assert got["component"].status == 201
    assert (got["delete"].status, got["delete"].code) == (409, "dataset_in_use"), got["delete"].body
    assert on(making, firm, "GET", f"{DATASETS}/{pipeline}").status == 200


@pytest.mark.parametrize("first", ["component", "replace"])
def test_a_component_racing_the_removal_of_its_column_never_shows_a_missing_one(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    pipeline = dataset(stack.app(create_app()), firm)["id"]
    making, replacing = stack.app(create_app()), stack.app(create_app())
    in_order(first, "replace" if first == "component" else "component")
    without_stage = {**PIPELINE, "columns": ["name", "amount"], "filters": []}
    got = together({
        "component": lambda: on(making, firm, "POST", COMPONENTS, body=bar(pipeline)),
        "replace": lambda: on(replacing, firm, "PUT", f"{DATASETS}/{pipeline}", body=without_stage),
    })  # fmt: skip
    outcome = {name: (result.status, result.code) for name, result in got.items()}
    if first == "component":
        assert outcome == {"component": (201, None), "replace": (409, "column_in_use")}, outcome
    else:
        assert outcome == {"component": (400, "invalid_request"), "replace": (200, None)}, outcome
        assert got["component"].body["error"]["details"][0]["field"] == "groupBy"
    reporting = stack.app(create_app())
    columns = on(reporting, firm, "GET", f"{DATASETS}/{pipeline}").body["columns"]
    for shown in on(reporting, firm, "GET", COMPONENTS).body["items"]:
        assert shown["groupBy"] in columns


def test_two_components_made_at_once_are_both_counted(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    pipeline = dataset(stack.app(create_app()), firm)["id"]
    one, two = stack.app(create_app()), stack.app(create_app())
    in_order("one", "two")
    got = together({
        "one": lambda: on(one, firm, "POST", COMPONENTS, body=bar(pipeline, name="One")),
        "two": lambda: on(two, firm, "POST", COMPONENTS, body=bar(pipeline, name="Two")),
    })  # fmt: skip
    assert (got["one"].status, got["two"].status) == (201, 201)  # the second ran again on a fresh count
    refused = on(stack.app(create_app()), firm, "DELETE", f"{DATASETS}/{pipeline}")
    assert refused.body["error"]["components"] == 2


def test_reading_needs_records_read_and_writing_records_write(
    stack: Stack, firm: Firm, reporting: App
) -> None:
    pipeline = dataset(reporting, firm)["id"]
    viewer = stack.api_token(stack.member(firm.member.firm_id, "viewer"), ["records:write"])
    assert call(reporting, "GET", f"{DATASETS}/{pipeline}", token=viewer).status == 200
    denied = call(reporting, "POST", COMPONENTS, token=viewer, body=bar(pipeline))
    assert (denied.status, denied.code) == (403, "permission_denied")
    reader = stack.api_token(stack.member(firm.member.firm_id, "member"), ["records:read"])
    refused = call(reporting, "DELETE", f"{DATASETS}/{pipeline}", token=reader)
    assert (refused.status, refused.code) == (403, "scope_denied")
