"""Quick actions (spec 1.3, 5.2 `quick-actions:read`, `quick-actions:write`): a named button on a
record type that sets fields. This API lists and changes them; it never runs one (spec 1.6). Each field
it sets is a field of the record type in the firm's catalog, with a value that field takes, checked
as a record write checks it, when the quick action is saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog import firm
from catalog.enums import RECORD_TYPES
from kernel.request import Request
from kernel.routing import Router
from kit.fields import Choice, Key, ListOf, Object, Scalar, Text
from kit.resource import ListFilter, Resource, declare
from records.values import value_problem

router = Router()
X = "/api/v1/x"
Problems = list[dict[str, str]]
SETS = ListOf(of=Object(fields={
    "field": Key(description="A field of the record type, as the catalog names it."),
    "value": Scalar(max_length=2000, description="A value that field takes."),
}), least=1, most=30, unique=False)  # fmt: skip


def _fields_of_the_catalog(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    """Each field set is one of the record type's (the firm's catalog as it is now), once, with a
    value it takes."""
    catalog = firm.from_head(request.read(*firm.HEAD))
    record_type = catalog.record_type(values["recordType"])
    if record_type is None:
        return [{"field": "recordType", "message": "not a record type of your firm's catalog"}]
    fields = {field.key: field for field in record_type.fields}
    problems, seen = [], set()
    for index, each in enumerate(values["sets"]):
        definition = fields.get(each["field"])
        if definition is None or each["field"] in seen:
            said = "set twice" if each["field"] in seen else f"not a field of {record_type.key}"
            problems.append({"field": f"sets[{index}].field", "message": said})
            continue
        seen.add(each["field"])
        problem = value_problem(definition, each["value"])
        if problem:
            problems.append({"field": f"sets[{index}].value", "message": problem})
    return problems


QUICK_ACTIONS = Resource(
    name="quick-actions",
    path=f"{X}/quick-actions",
    id_prefix="qact",
    noun="quick action",
    fields={
        "name": Text(max_length=80),
        "recordType": Choice(*RECORD_TYPES),
        "sets": SETS,
        "description": Text(max_length=1000, multiline=True, required=False),
    },
    example={"name": "Mark as passed", "recordType": "Deal", "sets": [{"field": "stage", "value": "Passed"}]},
    item_param="id",
    unique=(("name", "recordType"),),
    scope="quick-actions",
    write_permission="quick-actions.manage",
    check=_fields_of_the_catalog,
    reads=(firm.HEAD,),
    filters=(ListFilter("recordType"),),
    operations=frozenset({"list", "create", "get", "replace", "delete"}),
)
declare(router, QUICK_ACTIONS)
