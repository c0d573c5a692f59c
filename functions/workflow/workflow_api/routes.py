"""The workflow family's routes (spec 4.6): work in flight.

- Settings, plain kit resources: /approval-types, /workflow-configs, /checklist-templates
  (workflow_api.settings).
- Forms a person fills: /form-instances and /form-responses on the kit, and beside them
  PUT /form-responses/{id}/draft and POST /form-responses/{id}/submit (workflow_api.filling).
- Read-only, computed on each read from tasks and form instances: /lifecycles, /workflow-health,
  /conformance (workflow_api.in_flight).

API tokens need `records:read` (GET) or `records:write`; roles `records.read` or `records.write`.
"""

from __future__ import annotations

from typing import Any

from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.fields import (
    RECORD_ID,
    Amount,
    Boolean,
    Choice,
    DateTime,
    Day,
    Fields,
    Integer,
    ListOf,
    Object,
    Text,
)
from kit.resource import declare
from workflow_api import filling, in_flight
from workflow_api.filling import FORM_INSTANCES, FORM_RESPONSES
from workflow_api.settings import APPROVAL_TYPES, CHECKLIST_TEMPLATES, WORKFLOW_CONFIGS

router = Router()
for resource in (APPROVAL_TYPES, WORKFLOW_CONFIGS, CHECKLIST_TEMPLATES, FORM_INSTANCES, FORM_RESPONSES):
    declare(router, resource)

READ = {"scope": "records:read", "permission": "records.read"}
WRITE = {"scope": "records:write", "permission": "records.write"}
RESPONSE_ID = {"id": {"description": "The form response's id."}}

# ---- a response's draft and its submission -----------------------------------------------------------

DRAFT_BODY = Fields(
    "FormResponseDraft",
    {"answers": filling.answers_field(required=True)},
    example={"answers": {"identity": {"legalName": "Northwind Pension Fund",
                                      "commitment": {"amount": 25000000, "currency": "USD"}}}},
)  # fmt: skip


@router.put(f"{FORM_RESPONSES.item_path}/draft", route_class=RouteClass.DRAFT, body=DRAFT_BODY, query=None,
            response=FORM_RESPONSES.view_schema, etag=True, last_write_wins=True, params=RESPONSE_ID,
            errors=(409,), **WRITE,
            summary="Save a draft's answers (replaced whole); each must be of its field's type.")  # fmt: skip
def save_form_response_draft(request: Request[dict[str, Any]]) -> Outcome:
    return filling.save_draft(request)


@router.post(f"{FORM_RESPONSES.item_path}/submit", route_class=RouteClass.COMMIT, body=None, query=None,
             response=FORM_RESPONSES.view_schema, etag=True, last_write_wins=True, params=RESPONSE_ID,
             errors=(400, 409), **WRITE,
             summary="Submit: each answer of its type, every required one given; then frozen.")  # fmt: skip
def submit_form_response(request: Request) -> Outcome:
    return filling.submit(request)


# ---- work in flight: computed on each read ----------------------------------------------------------

COMPLETE = Boolean(description="false: more items are in this state than one page; the numbers cover a page.")
LIFECYCLES = Fields("Lifecycles", {
    "asOf": DateTime(),
    "recordId": Text(max_length=30, required=False, description="The record asked about, if one was."),
    "lifecycles": ListOf(unique=False, most=2, of=Object(fields={
        "kind": Choice("task", "formInstance"),
        "states": ListOf(unique=False, most=3, of=Object(fields={
            "state": Choice("open", "done", "Sent", "InProgress", "Submitted"),
            "count": Integer(minimum=0), "complete": COMPLETE})),
    })),
})  # fmt: skip
LIFECYCLES_QUERY = Fields("LifecyclesQuery", {
    "recordId": Text(max_length=30, pattern=RECORD_ID.pattern, pattern_says="a record id (rec_...)",
                     required=False, description="Only the work about this record (a live one of yours)."),
}, from_text=True)  # fmt: skip


@router.get("/api/v1/x/lifecycles", response=LIFECYCLES, query=LIFECYCLES_QUERY, **READ,
            summary="How many tasks and form instances are in each state (or about one record).")  # fmt: skip
def get_lifecycles(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    record_id = request.query.get("recordId")
    if record_id is not None:
        in_flight.require_live_record(request.store, record_id)
    return in_flight.lifecycles(request.store, request.now(), record_id)


def _counts(*names: str) -> dict[str, Integer]:
    return {name: Integer(minimum=0) for name in names}


SINCE = DateTime(required=False, description="When the oldest of them was created.")
PROCESS_SUMMARY = Object(
    fields={
        **_counts("active", "stages", "stagesWithoutExitCriteria", "owners"),
        "complete": COMPLETE,
    },
    description="The firm's processes (/processes, not archived): stages, and those with no exit criteria.",
)
HEALTH = Fields("WorkflowHealth", {
    "asOf": DateTime(), "today": Day(description="The UTC day due dates are compared with."),
    "tasks": Object(fields={**_counts("open", "overdue", "dueSoon", "noDueDate", "unassigned"),
                            "oldestOpenSince": SINCE, "complete": COMPLETE}),
    "formInstances": Object(fields={**_counts("waiting", "notStarted", "inProgress", "overdue", "dueSoon",
                                              "noDueDate"),
                                    "oldestWaitingSince": SINCE, "complete": COMPLETE}),
    "processes": PROCESS_SUMMARY,
})  # fmt: skip


@router.get("/api/v1/x/workflow-health", response=HEALTH, query=None, **READ,
            summary="Open tasks and form instances waiting for a response: how many, how late.")  # fmt: skip
def get_workflow_health(request: Request) -> dict[str, Any]:
    return in_flight.health(request.store, request.now())


RATE = Amount(
    minimum=0,
    maximum=1,
    required=False,
    description="onTime / (onTime + late + openOverdue), exact to four places; null: none counted.",
)
CONFORMANCE_PART = Object(fields={**_counts("finished", "onTime", "late", "noDueDate", "openOverdue"),
                                  "onTimeRate": RATE, "complete": COMPLETE})  # fmt: skip
CONFORMANCE = Fields("Conformance", {
    "asOf": DateTime(), "today": Day(description="The UTC day due dates are compared with."),
    "tasks": CONFORMANCE_PART, "formInstances": CONFORMANCE_PART, "processes": PROCESS_SUMMARY,
})  # fmt: skip


@router.get("/api/v1/x/conformance", response=CONFORMANCE, query=None, **READ,
            summary="How often tasks and form instances are finished by their due date.")  # fmt: skip
def get_conformance(request: Request) -> dict[str, Any]:
    return in_flight.conformance(request.store, request.now())
