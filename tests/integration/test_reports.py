"""Report templates and dashboards (spec 1.3) under moto: what the contract suite does not cover. A
template is checked against the catalog as a saved view is, and runs through the records lists, a page
at a time, with its columns; a dashboard's widgets show its own templates."""

from __future__ import annotations

from typing import Any

import pytest

from kernel.pipeline import App
from reporting_api.handler import create_app as reporting_app
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, call

__all__ = ["firm", "records_app"]
X = "/api/v1/x"
TEMPLATE = {
    "recordType": "Deal",
    "name": "Screening deals",
    "filters": [{"field": "stage", "op": "eq", "value": "Screening"}],
    "sort": [{"field": "createdAt", "direction": "asc"}],
    "columns": ["name", "stage"],
}


@pytest.fixture
def reporting(stack: Stack, records_app: App) -> App:
    return stack.app(reporting_app())


def on(app: App, firm: Firm, method: str, path: str, **kwargs: Any) -> Result:
    return call(app, method, f"{X}{path}", token=firm.token, **kwargs)


def test_a_template_is_checked_against_the_catalog_as_a_saved_view_is(reporting: App, firm: Firm) -> None:
    bad = {
        **TEMPLATE,
        "filters": [
            {"field": "colour", "op": "eq", "value": "red"},
            {"field": "stage", "op": "eq", "value": "Nowhere"},
        ],
        "columns": ["name", "shoeSize"],
    }
    refused = on(reporting, firm, "POST", "/report-templates", body=bad)
    assert refused.status == 400
    assert [d["field"] for d in refused.body["error"]["details"]] == [
        "filters[0].field",
        "filters[1].value",
        "columns[1]",
    ]
    assert on(reporting, firm, "GET", "/report-templates").body["items"] == []


def test_a_template_runs_through_the_records_lists_a_page_at_a_time(
    reporting: App, firm: Firm, stack: Stack
) -> None:
    screening = [firm.create("Deal", name=f"Deal {n}", stage="Screening")["id"] for n in range(3)]
    firm.create("Deal", name="Closed one", stage="Closed")
    template = on(reporting, firm, "POST", "/report-templates", body=TEMPLATE).body
    first = on(reporting, firm, "GET", f"/report-templates/{template['id']}/run", query="limit=2").body
    assert first["columns"] == ["name", "stage"]
    assert first["items"] == [
        {"id": screening[0], "name": "Deal 0", "stage": "Screening"},
        {"id": screening[1], "name": "Deal 1", "stage": "Screening"},
    ]
    rest = on(
        reporting,
        firm,
        "GET",
        f"/report-templates/{template['id']}/run",
        query=f"limit=2&cursor={first['nextCursor']}",
    ).body
    assert [row["id"] for row in rest["items"]] == [screening[2]]
    assert rest["nextCursor"] is None
    stranger = new_firm(stack, firm.app)
    assert on(reporting, stranger, "GET", f"/report-templates/{template['id']}/run").status == 404
    assert on(reporting, firm, "GET", "/report-templates/rpt_" + "0" * 26 + "/run").status == 404


def test_a_dashboards_widgets_show_its_own_templates(reporting: App, firm: Firm) -> None:
    template = on(reporting, firm, "POST", "/report-templates", body=TEMPLATE).body
    widget = {"title": "Screening", "kind": "table", "reportTemplateId": "rpt_" + "1" * 26}
    refused = on(
        reporting,
        firm,
        "POST",
        "/dashboards",
        body={"name": "Monday", "reportTemplateIds": [template["id"]], "widgets": [widget]},
    )
    assert [d["field"] for d in refused.body["error"]["details"]] == ["widgets[0].reportTemplateId"]
    made = on(
        reporting,
        firm,
        "POST",
        "/dashboards",
        body={
            "name": "Monday",
            "reportTemplateIds": [template["id"]],
            "widgets": [widget | {"reportTemplateId": template["id"]}],
        },
    )
    assert made.status == 201, made.body
