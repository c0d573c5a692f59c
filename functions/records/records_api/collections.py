"""Attribute sets and saved views: plain resources of the firm, declared on the kit, checked against
the firm's catalog (which each of their routes reads with the token). A saved view's shape and check
are records.saved_views, shared with the reporting family's report templates."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog import firm
from kernel.request import Request
from kit.fields import ListOf, Text
from kit.resource import ListFilter, Resource
from records.saved_views import RECORD_TYPE_KEY, VIEW_FIELDS, check_view, fields_of

Problems = list[dict[str, str]]
X = "/api/v1/x"
RECORD_TYPE = ListFilter("recordType", description="Only this record type's.")


def _check_attribute_set(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    problems: Problems = []
    fields = fields_of(request, values["recordType"], problems)
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
    filters=(RECORD_TYPE,), scope="views", write_permission="views.manage", check=check_view,
    reads=(firm.HEAD,),
)  # fmt: skip
