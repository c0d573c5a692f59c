"""The workflow settings a firm keeps (spec 4.6): approval types, workflow configs and checklist
templates. Plain kit resources (list, create, get, replace, delete), with the rules below.

- An approval type names the roles of the firm whose members approve, and how many approvals it needs.
- A workflow config is a firm's process for one record type: its stages in order and, optionally, the
  approval type a record needs to finish it (of the same record type). Each config moves its approval
  type's `workflowConfigCount` in its own transaction, at the version read, so an approval type is not
  deleted (nor moved to another record type) while a config asks for it: 409 `approval_type_in_use`,
  even when the config was saved a moment before; the two writes meet on the approval type's version.
- A checklist template is the list of things to do for a record (keys unique in the list).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog.enums import RECORD_TYPES
from kernel import errors
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.unit_of_work import Update, Write
from kit.fields import Boolean, Choice, Integer, Key, ListOf, Object, Ref, Text
from kit.resource import Items, ListFilter, Resource

Problems = list[dict[str, str]]
COUNT = "workflowConfigCount"  # on an approval type: how many workflow configs ask for it


def _description() -> Text:
    return Text(max_length=2000, multiline=True, required=False)


def distinct_keys(list_key: str) -> Any:
    """A rule: the `key` of each object of a list is unique in it (a stage, a checklist item)."""

    def rule(values: Mapping[str, Any]) -> Problems:
        seen: dict[str, int] = {}
        problems = []
        for index, each in enumerate(values.get(list_key) or []):
            first = seen.setdefault(each["key"], index)
            if first != index:
                message = f"the key {each['key']!r} is taken by {list_key}[{first}]"
                problems.append({"field": f"{list_key}[{index}].key", "message": message})
        return problems

    return rule


# ---- approval types --------------------------------------------------------------------------------


def approval_type_in_use(count: int, doing: str) -> errors.ApiError:
    return errors.ApiError(
        409,
        "approval_type_in_use",
        f"{count} workflow config(s) ask for this approval type: {doing} is refused; change them first.",
        extra={COUNT: count},
    )


def _roles_of_the_firm(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    roles = {role.role_id for role in request.services.identity.list_roles(request.caller.firm_id)}
    return [
        {"field": f"approverRoleIds[{index}]", "message": "not a role of your firm"}
        for index, role_id in enumerate(values.get("approverRoleIds") or [])
        if role_id not in roles
    ]


def _keep_record_type_while_used(items: Items, values: dict[str, Any], item_id: str) -> list[Write]:
    """A replace may not move an approval type that configs ask for to another record type (their
    approval would then approve the wrong records)."""
    current = items.request.store.get(items.partition, item_id, consistent=True)
    if current and current.get(COUNT, 0) and current["recordType"] != values["recordType"]:
        raise approval_type_in_use(current[COUNT], "changing its recordType")
    return []


def _refuse_delete_while_used(items: Items, approval_type: dict[str, Any]) -> list[Write]:
    if approval_type.get(COUNT, 0):
        raise approval_type_in_use(approval_type[COUNT], "deleting it")
    return []


APPROVAL_TYPES = Resource(
    name="approval-types", path="/api/v1/x/approval-types", id_prefix="apty", noun="approval type",
    fields={
        "name": Text(max_length=100),
        "description": _description(),
        "recordType": Choice(*RECORD_TYPES, description="The records it approves (an IC approval: Deal)."),
        "approverRoleIds": ListOf(of=Text(max_length=64), least=1, most=20,
                                  description="Roles of your firm whose members may approve."),
        "approvalsRequired": Integer(minimum=1, maximum=10, required=False, default=1,
                                     description="How many approvers must approve (1 to 10)."),
    },
    state={COUNT: Integer(default=0, description="How many workflow configs ask for this approval type.")},
    example={"name": "Investment committee", "description": "Final IC sign-off before a term sheet.",
             "recordType": "Deal", "approverRoleIds": ["admin"], "approvalsRequired": 2},
    unique=("name",), filters=(ListFilter("recordType"),), item_param="id",
    check=_roles_of_the_firm, prepare=_keep_record_type_while_used, on_delete=_refuse_delete_while_used,
)  # fmt: skip


# ---- workflow configs ------------------------------------------------------------------------------


def _count_on_approval_type(items: Items, values: dict[str, Any], config_id: str) -> list[Write]:
    """The config's approval type approves its record type, and counts it; a replace that names
    another approval type (or none) moves both counts, each at the version read."""
    store = items.request.store
    config_key = (items.partition, config_id)
    named = values.get("approvalTypeId")
    named_key = (APPROVAL_TYPES.partition(None), named) if named else None
    found = store.get_many([config_key, *([named_key] if named_key else [])], consistent=True)
    before = found.get(config_key, {}).get("approvalTypeId")  # nothing before: a create
    writes: list[Write] = []
    if named_key is not None:
        approval_type = found.get(named_key)
        if approval_type is None:  # removed since the kit's check, a moment ago
            raise _invalid("approvalTypeId", "no approval type with this id")
        if approval_type["recordType"] != values["recordType"]:
            approves, wanted = approval_type["recordType"], values["recordType"]
            message = f"approves {approves} records; this config is for {wanted}"
            raise _invalid("approvalTypeId", message)
        if before != named:
            writes.append(_counted(approval_type, +1))
    if before and before != named:
        writes += _uncounted(store, before)
    return writes


def _uncount_on_delete(items: Items, config: dict[str, Any]) -> list[Write]:
    named = config.get("approvalTypeId")
    return _uncounted(items.request.store, named) if named else []


def _uncounted(store: Any, approval_type_id: str) -> list[Write]:
    approval_type = store.get(APPROVAL_TYPES.partition(None), approval_type_id, consistent=True)
    return [_counted(approval_type, -1)] if approval_type else []


def _counted(approval_type: Mapping[str, Any], by: int) -> Update:
    count = max(0, int(approval_type.get(COUNT, 0)) + by)
    return Update(APPROVAL_TYPES.partition(None), approval_type["id"], approval_type["version"],
                  {COUNT: count}, addressed=False)  # fmt: skip


def _invalid(field: str, message: str) -> errors.ApiError:
    return invalid_input("invalid_request", "body", [{"field": field, "message": message}])


STAGE = Object(fields={
    "key": Key(),
    "label": Text(max_length=100),
    "targetDays": Integer(minimum=0, maximum=3650, required=False,
                          description="How many days a record should take in this stage."),
})  # fmt: skip
WORKFLOW_CONFIGS = Resource(
    name="workflow-configs", path="/api/v1/x/workflow-configs", id_prefix="wcfg", noun="workflow config",
    fields={
        "name": Text(max_length=100),
        "description": _description(),
        "recordType": Choice(*RECORD_TYPES, description="The records that go through this process."),
        "stages": ListOf(of=STAGE, least=1, most=30, unique=False, description="In order; keys unique."),
        "approvalTypeId": Ref(APPROVAL_TYPES, required=False,
                              description="The approval a record needs to finish the process."),
        "active": Boolean(required=False, default=True),
    },
    example={"name": "Deal pipeline", "recordType": "Deal", "stages": [
                 {"key": "screening", "label": "Screening", "targetDays": 14},
                 {"key": "diligence", "label": "Due diligence", "targetDays": 45},
                 {"key": "ic", "label": "Investment committee"}],
             "approvalTypeId": "apty_01jd0000000000000000000001", "active": True},
    rules=(distinct_keys("stages"),), unique=("name",), item_param="id",
    filters=(ListFilter("recordType"), ListFilter("approvalTypeId")),
    prepare=_count_on_approval_type, on_delete=_uncount_on_delete,
)  # fmt: skip


# ---- checklist templates ---------------------------------------------------------------------------

CHECKLIST_ITEM = Object(fields={
    "key": Key(),
    "label": Text(max_length=200),
    "required": Boolean(required=False, default=True, description="Must be ticked to complete the list."),
    "dueInDays": Integer(minimum=0, maximum=3650, required=False,
                         description="Due this many days after the checklist starts."),
})  # fmt: skip
CHECKLIST_TEMPLATES = Resource(
    name="checklist-templates", path="/api/v1/x/checklist-templates", id_prefix="chkt",
    noun="checklist template",
    fields={
        "name": Text(max_length=100),
        "description": _description(),
        "recordType": Choice(*RECORD_TYPES, required=False, description="The records it is for (any: none)."),
        "items": ListOf(of=CHECKLIST_ITEM, least=1, most=100, unique=False,
                        description="In order; keys unique."),
    },
    example={"name": "Closing checklist", "recordType": "Deal", "items": [
                 {"key": "kyc", "label": "KYC on every LP complete", "dueInDays": 5},
                 {"key": "spa", "label": "SPA signed"},
                 {"key": "press", "label": "Press release drafted", "required": False}]},
    rules=(distinct_keys("items"),), unique=("name",), item_param="id", filters=(ListFilter("recordType"),),
)  # fmt: skip
