"""Tasks of the firm's workspace: their fields, their storage as a kit resource, and the rules that the
workspace family (over HTTP) and the automation runner (`createTask`) both apply.

One item per task, in the firm's collection, with an index entry per filter value:

    pk <firm>#KIT#tasks                          sk <task id>   the body's values, id, version, ...
    pk <firm>#KIT#tasks#BY#<filter>#<value>      sk <task id>   the index of each filter

A task may name a person of the firm (`assigneeUserId`), a key of taxonomy group `task_types`, and a
live record (`recordType` + `recordId`, a typed reference the kit checks). It is not a record type: its
writes are not in the change feed, and linking a record does not touch that record.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from catalog import taxonomy
from catalog.enums import RECORD_TYPES
from kernel.request import Request
from kernel.tenant_store import TenantStore
from kit.fields import Choice, Day, Key, Ref, Text, together
from kit.resource import DEFAULT_OPERATIONS, ListFilter, Resource

TASK_TYPES = "task_types"  # the taxonomy group a task's `taskType` is a key of
Problems = list[dict[str, str]]

FIELDS = {
    "title": Text(max_length=200),
    "description": Text(max_length=5000, multiline=True, required=False),
    "assigneeUserId": Text(max_length=64, required=False, description="A member of your firm."),
    "dueDate": Day(required=False),
    "taskType": Key(required=False, description="A key of taxonomy group task_types."),
    "recordType": Choice(*RECORD_TYPES, required=False,
                         description="With recordId: the record the task is about."),
    "recordId": Ref(type_field="recordType", required=False),
    "status": Choice("open", "done", required=False, default="open"),
}  # fmt: skip
EXAMPLE = {
    "title": "Call the founder about Q3 numbers", "description": "Ask for the updated cash runway.",
    "dueDate": "2025-07-15", "taskType": "call", "recordType": "Company",
    "recordId": "rec_01jd0000000000000000000001", "status": "open",
}  # fmt: skip


def task_problems(
    store: TenantStore, is_member: Callable[[str], bool], values: Mapping[str, Any]
) -> list[dict[str, str]]:
    """The rules that read the firm beyond the kit's (which checks the record): the assignee is a
    member of the firm, the task type a key of `task_types`. `is_member` is asked only when there is an
    assignee."""
    problems: Problems = []
    assignee = values.get("assigneeUserId")
    if assignee is not None and not is_member(assignee):
        problems.append({"field": "assigneeUserId", "message": "not a member of your firm"})
    task_type = values.get("taskType")
    if task_type is not None and task_type not in taxonomy.keys(store, TASK_TYPES):
        problems.append({"field": "taskType", "message": f"not a key of taxonomy group {TASK_TYPES}"})
    return problems


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    firm_id, identity = request.caller.firm_id, request.services.identity
    return task_problems(
        request.store, lambda user_id: identity.get_membership(firm_id, user_id) is not None, values
    )


TASKS = Resource(
    name="tasks", path="/api/v1/x/workspace/tasks", fields=FIELDS, example=EXAMPLE, id_prefix="task",
    noun="task", item_param="taskId", check=_check, rules=(together("recordType", "recordId"),),
    filters=(ListFilter("assigneeUserId", description="Tasks assigned to this user."),
             ListFilter("status", description="open or done."),
             ListFilter("recordId", description="Tasks about this record.")),
    operations=DEFAULT_OPERATIONS | {"patch"},  # a task is ticked done, reassigned, moved: a field at a time
)  # fmt: skip
