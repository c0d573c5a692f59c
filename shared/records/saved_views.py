"""A saved view's shape and its check against the firm's catalog: the records family's saved views and
the reporting family's report templates are both "a record type, its filters, a sort and columns", and
both are checked and run as a list of records is."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog import firm
from catalog.model import FieldDefinition
from kernel.request import Request
from kit.fields import Choice, ListOf, Object, Scalar, Text
from records.values import OPERATORS, SYSTEM_KEYS, Filter, filter_value, operator_problem

Problems = list[dict[str, str]]


def fields_of(request: Request[Any, Any], record_type: str, problems: Problems) -> dict[str, Any] | None:
    rtype = firm.from_head(request.read(*firm.HEAD)).record_type(record_type)
    if rtype is None:
        problems.append({"field": "recordType", "message": "not a record type of the catalog"})
        return None
    return {f.key: f for f in rtype.fields}


def check_view(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    problems: Problems = []
    fields = fields_of(request, values["recordType"], problems)
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
