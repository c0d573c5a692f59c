"""Report templates and dashboards (spec 1.3, 5.2 `records:*`).

A report template is a saved view with a name: a record type, its filters, a sort and the columns to
show, checked against the firm's catalog as saved views are (records.saved_views). `GET
/report-templates/{id}/run` answers its rows, a page at a time, through the records lists (the filters
checked again against the catalog as it is then), each row the record's id and the template's columns.
A dashboard names report templates to show together. Both are archived, never deleted.
"""

from __future__ import annotations

from typing import Any

from catalog import firm
from kernel import errors
from kernel.request import Request
from kernel.routing import Router
from kit.fields import Choice, Documented, ListOf, Object, Refs, Text, page_query
from kit.resource import ListFilter, Resource, declare, find
from records.saved_views import VIEW_FIELDS, check_view, view_query
from records.service import RecordService

router = Router()
X = "/api/v1/x"
KEEP = frozenset({"list", "create", "get", "replace"})

REPORT_TEMPLATES = Resource(
    name="report-templates",
    path=f"{X}/report-templates",
    id_prefix="rpt",
    noun="report template",
    fields={**VIEW_FIELDS, "description": Text(max_length=2000, multiline=True, required=False)},
    example={
        "recordType": "Deal",
        "name": "Pipeline by stage",
        "filters": [{"field": "stage", "op": "eq", "value": "Screening"}],
        "sort": [{"field": "updatedAt", "direction": "desc"}],
        "columns": ["name", "stage", "amount"],
    },
    item_param="id",
    unique=("name",),
    check=check_view,
    reads=(firm.HEAD,),
    filters=(ListFilter("recordType", description="Only templates of this record type."),),
    operations=KEEP,
    archive=True,
)
WIDGET = Object(
    fields={
        "title": Text(max_length=120),
        "kind": Choice("table", "count", "bar", "line", "pie"),
        "reportTemplateId": Text(max_length=40, description="One of reportTemplateIds."),
    }
)
DASHBOARDS = Resource(
    name="dashboards",
    path=f"{X}/dashboards",
    id_prefix="dash",
    noun="dashboard",
    fields={
        "name": Text(max_length=120),
        "description": Text(max_length=2000, multiline=True, required=False),
        "reportTemplateIds": Refs(REPORT_TEMPLATES, most=20, description="The report templates it shows."),
        "widgets": ListOf(of=WIDGET, most=20, unique=False, required=False, default=[]),
    },
    example={"name": "Monday pipeline", "reportTemplateIds": ["rpt_01jd0000000000000000000001"]},
    item_param="id",
    unique=("name",),
    rules=(
        lambda values: [
            {"field": f"widgets[{i}].reportTemplateId", "message": "not one of reportTemplateIds"}
            for i, widget in enumerate(values.get("widgets") or [])
            if widget["reportTemplateId"] not in (values.get("reportTemplateIds") or [])
        ],
    ),
    operations=KEEP,
    archive=True,
)
for resource in (REPORT_TEMPLATES, DASHBOARDS):
    declare(router, resource)

ROWS = Documented(
    "ReportRows",
    lambda: {
        "type": "object",
        "properties": {
            "reportTemplateId": {"type": "string"},
            "recordType": {"type": "string"},
            "columns": {"type": "array", "items": {"type": "string"}},
            "items": {
                "type": "array",
                "items": {"type": "object", "description": "id and the template's columns."},
            },
            "nextCursor": {"type": ["string", "null"]},
        },
    },
)


@router.get(
    f"{REPORT_TEMPLATES.item_path}/run",
    scope="records:read",
    permission="records.read",
    response=ROWS,
    query=page_query("ReportRunQuery"),
    body=None,
    reads=(firm.HEAD,),
    params={"id": {"description": "The report template's id."}},
    summary="The template's rows, a page at a time: its records, filtered and sorted as it says, "
    "each with its id and the template's columns.",
)
def run_report_template(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    template = find(REPORT_TEMPLATES, request, request.path_params["id"])
    if template is None:
        raise errors.not_found("No report template with this id in your firm.")
    catalog = firm.from_head(request.read(*firm.HEAD))
    service = RecordService(request.store, catalog, request.caller.user_id, request.services.clock)
    filters, sort = view_query(template)
    query = request.query
    page = service.page(
        template["recordType"], filters=filters, sort=sort, limit=query["limit"], cursor=query.get("cursor")
    )
    columns = template.get("columns") or []
    rows = [
        {"id": record["id"], **{column: record.get(column) for column in columns}} for record in page.items
    ]
    return {
        "reportTemplateId": template["id"],
        "recordType": template["recordType"],
        "columns": columns,
        "items": rows,
        "nextCursor": page.next_cursor,
    }
