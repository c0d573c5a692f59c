"""Attribute sets and saved views: plain resources of the firm, declared on the kit, checked against
the firm's catalog (which each of their routes reads with the token)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog import firm
from catalog.model import FieldDefinition
from kernel.request import Request
from kit.fields import Choice, ListOf, Object, Scalar, Text
from kit.resource import ListFilter, Resource
from records.values import OPERATORS, SYSTEM_KEYS, Filter, filter_value, operator_problem

Problems = list[dict[str, str]]
X = "/api/v1/x"
RECORD_TYPE = ListFilter("recordType", description="Only this record type's.")


def _fields_of(request: Request[Any, Any], record_type: str, problems: Problems) -> dict[str, Any] | None:
    rtype = firm.from_head(request.read(*firm.HEAD)).record_type(record_type)
    if rtype is None:
        problems.append({"field": "recordType", "message": "not a record type of the catalog"})
        return None
    return {f.key: f for f in rtype.fields}


def _check_attribute_set(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    problems: Problems = []
    fields = _fields_of(request, values["recordType"], problems)
    if fields is None:
        return problems
    keys = values["fieldKeys"]
    problems += [
        {"field": f"fieldKeys[{i}]", "message": f"not a field of {values['recordType']}"}
        for i, key in enumerate(keys)
        if key not in fields
    ]
    if len(set(keys)) != len(keys):
        problems.append({"field": "fieldKeys", "message": "each field at most once"})
    return problems


def _check_view(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    problems: Problems = []
    fields = _fields_of(request, values["recordType"], problems)
    if fields is None:
        return problems
    seen: set[tuple[str, str]] = set()
    for i, condition in enumerate(values["filters"]):
        where = f"filters[{i}]"
        if (condition["field"], condition["op"]) in seen:
            problems.append({"field": f"{where}.field", "message": "one condition per field and operator"})
        seen.add((condition["field"], condition["op"]))
        problems += _condition_problems(fields, condition, values, where)
    problems += [
        {"field": f"columns[{i}]", "message": f"not a field of {values['recordType']}"}
        for i, column in enumerate(values["columns"])
        if column not in fields and column not in SYSTEM_KEYS
    ]
    if len(set(values["columns"])) != len(values["columns"]):
        problems.append({"field": "columns", "message": "each column at most once"})
    return problems


def _condition_problems(
    fields: Mapping[str, FieldDefinition], condition: Mapping[str, Any], view: Mapping[str, Any], where: str
) -> Problems:
    """A view's condition as a list's: a field of the type, an operator it takes, a value it holds."""
    definition = fields.get(condition["field"])
    if definition is None:
        return [{"field": f"{where}.field", "message": f"not a field of {view['recordType']}"}]
    if (message := operator_problem(definition, condition["op"])) is not None:
        return [{"field": f"{where}.op", "message": message}]
    if (message := filter_value(definition, condition["value"], from_text=False)[1]) is not None:
        return [{"field": f"{where}.value", "message": message}]
    if definition.type == "reference" and any(o["field"] != "createdAt" for o in view["sort"]):
        return [{"field": "sort", "message": "a reference filter lists in creation order only"}]
    return []


RECORD_TYPE_KEY = Text(max_length=64)
VIEW_FIELDS = {
    "recordType": RECORD_TYPE_KEY,
    "name": Text(max_length=200),
    "filters": ListOf(of=Object(fields={"field": Text(max_length=64), "op": Choice(*OPERATORS),
                                        "value": Scalar()}),
                      most=20, unique=False, required=False, default=[]),
    "sort": ListOf(of=Object(fields={"field": Choice("createdAt", "updatedAt", "name"),
                                     "direction": Choice("asc", "desc", required=False, default="desc")}),
                   most=1, unique=False, required=False, default=[]),
    "columns": ListOf(of=Text(max_length=64), most=200, unique=False, required=False, default=[]),
}  # fmt: skip

ATTRIBUTE_SETS = Resource(
    name="attribute-sets", path=f"{X}/attribute-sets", id_prefix="aset", noun="attribute set",
    title="AttributeSetView", fields={"recordType": RECORD_TYPE_KEY, "name": Text(max_length=200),
                                      "fieldKeys": ListOf(of=Text(max_length=64), least=1, most=200,
                                                          unique=False)},
    example={"recordType": "Company", "name": "Basics", "fieldKeys": ["name", "website", "country"]},
    filters=(RECORD_TYPE,), scope="fields", write_permission="fields.manage", check=_check_attribute_set,
    reads=(firm.HEAD,),
)  # fmt: skip
VIEWS = Resource(
    name="views", path=f"{X}/views", id_prefix="view", noun="saved view", fields=VIEW_FIELDS,
    example={"recordType": "Deal", "name": "Live deals",
             "filters": [{"field": "stage", "op": "eq", "value": "Screening"}],
             "sort": [{"field": "updatedAt", "direction": "desc"}], "columns": ["name", "stage", "amount"]},
    filters=(RECORD_TYPE,), scope="views", write_permission="views.manage", check=_check_view,
    reads=(firm.HEAD,),
)  # fmt: skip


def view_query(saved: Mapping[str, Any]) -> tuple[list[Filter], str | None]:
    """A saved view as list parameters: its filters (checked again by the list against the catalog as
    it is then: a field may have gone since), its sort as `sort`."""
    filters = [
        Filter(condition["field"], condition["op"], condition["value"], f"view.filters[{i}]", from_text=False)
        for i, condition in enumerate(saved.get("filters", ()))
    ]
    sort = None
    for order in saved.get("sort", ())[:1]:
        sort = ("-" if order["direction"] == "desc" else "") + order["field"]
    return filters, sort
