"""Tasks of the firm's workspace: the body, the view, their storage as a kit resource, and the rules
that the workspace family (over HTTP) and the automation runner (`createTask`) both apply.

One item per task, in the firm's collection (a list is one Query of it):

    pk <firm>#KIT#tasks      sk <task id>      the body's values, id, version, createdAt, updatedAt,
                                               createdBy

A task may name a person of the firm (`assigneeUserId`), a key of taxonomy group `task_types`, and a
live record (`recordType` + `recordId`). It is not a record type: its writes are not in the change
feed, and linking a record does not touch that record.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field

from catalog import taxonomy
from catalog.product import product_catalog
from kernel.models import BodyModel
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Require, Write
from kit.fields import Day, RecordId, StoredItem, Title
from kit.resource import Items, ListFilter, Resource, stored_item
from records.layout import live_partition

TASK_TYPES = "task_types"  # the taxonomy group a task's `taskType` is a key of
Problems = list[dict[str, str]]
Name = Annotated[str, Field(min_length=1, max_length=64)]


class TaskBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "title": "Call the founder about Q3 numbers", "description": "Ask for the updated cash runway.",
        "dueDate": "2025-07-15", "taskType": "call", "recordType": "Company",
        "recordId": "rec_01jd0000000000000000000001", "status": "open",
    }]})  # fmt: skip

    title: Title
    description: Annotated[str, Field(max_length=5000)] | None = None
    assignee_user_id: Name | None = Field(default=None, description="A member of your firm.")
    due_date: Day | None = None
    task_type: Name | None = Field(default=None, description="A key of taxonomy group task_types.")
    record_type: Name | None = Field(default=None, description="With recordId: the record the task is about.")
    record_id: RecordId | None = None
    status: Literal["open", "done"] = "open"


class Task(StoredItem):
    title: str
    description: str | None = None
    assignee_user_id: str | None = None
    due_date: str | None = None
    task_type: str | None = None
    record_type: str | None = None
    record_id: str | None = None
    status: str


def task_problems(
    store: TenantStore, is_member: Callable[[str], bool], values: Mapping[str, Any]
) -> list[dict[str, str]]:
    """Every rule beyond the body model: the assignee is a member of the firm, the task type a key of
    `task_types`, the record a live one of a catalog type (the same answer whether it is unknown,
    deleted or another firm's). `is_member` is asked only when there is an assignee."""
    problems: Problems = []
    assignee = values.get("assigneeUserId")
    if assignee is not None and not is_member(assignee):
        problems.append({"field": "assigneeUserId", "message": "not a member of your firm"})
    task_type = values.get("taskType")
    if task_type is not None and task_type not in taxonomy.keys(store, TASK_TYPES):
        problems.append({"field": "taskType", "message": f"not a key of taxonomy group {TASK_TYPES}"})
    return problems + _record_problems(store, values)


def _record_problems(store: TenantStore, values: Mapping[str, Any]) -> Problems:
    record_type, record_id = values.get("recordType"), values.get("recordId")
    if (record_type is None) != (record_id is None):
        missing = "recordId" if record_id is None else "recordType"
        return [{"field": missing, "message": "recordType and recordId go together: send both or neither"}]
    if record_type is None:
        return []
    if product_catalog().record_type(record_type) is None:
        return [{"field": "recordType", "message": "not a record type of the catalog"}]
    if store.get(live_partition(record_type), str(record_id), consistent=True) is None:
        return [_no_record(record_type)]
    return []


def _no_record(record_type: str) -> dict[str, str]:
    return {"field": "recordId", "message": f"no {record_type} with this id"}


def task_guards(values: Mapping[str, Any]) -> list[Write]:
    """Conditions a task's write commits under: the record it names is still live (a record deleted
    between the check and the commit refuses the write, 400 like one deleted before)."""
    record_type = values.get("recordType")
    if record_type is None:
        return []
    refusal = invalid_input("invalid_request", "body", [_no_record(record_type)])
    return [Require(live_partition(record_type), values["recordId"], refusal, addressed=False)]


def task_item(values: Mapping[str, Any], *, task_id: str, created_by: str, now: int) -> dict[str, Any]:
    """The stored item exactly as the kit's create stores it, for `Create(TASKS.partition(None),
    task_id, task_item(...))`: the values pass the body model as an HTTP body does (defaults filled,
    None dropped; values it refuses raise pydantic.ValidationError, a ValueError). The rules beyond the
    model are `task_problems`, the commit's conditions `task_guards`: the caller applies them."""
    body = TaskBody.model_validate(dict(values))
    stored = body.model_dump(by_alias=True, mode="python", exclude_none=True)
    return stored_item(TASKS, stored, item_id=task_id, created_by=created_by, now=now)


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    firm_id, identity = request.caller.firm_id, request.services.identity
    return task_problems(
        request.store, lambda user_id: identity.get_membership(firm_id, user_id) is not None, values
    )


def _guard(items: Items, values: dict[str, Any], task_id: str) -> list[Write]:
    return task_guards(values)


TASKS = Resource(
    name="tasks", path="/api/v1/x/workspace/tasks", body=TaskBody, view=Task, id_prefix="task",
    noun="task", item_param="taskId", check=_check, prepare=_guard, example_ids={"recordId": "Company"},
    filters=(ListFilter("assigneeUserId", description="Tasks assigned to this user."),
             ListFilter("status", description="open or done."),
             ListFilter("recordId", description="Tasks about this record.")),
)  # fmt: skip
