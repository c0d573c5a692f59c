"""Report components (spec 4.6): a chart or a table over a dataset.

A component names a dataset of the firm (`datasetId`, a reference the kit checks, and requires again
when the write commits) and shows some of its columns: a table the `columns` it lists (all of them
when it lists none); a chart (Bar, Line, Pie) one `measure` per value of its `groupBy` column; a
Metric one `measure`. Each column it names must be one of its dataset's, and a measure that adds up
(sum, average) must be of a number field, one that orders (min, max) of a number or a date. Every
write counts what it shows on the dataset's use item (reporting_api.datasets), at the version read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog import firm
from catalog.model import RecordType
from kernel.parsing import invalid_input
from kernel.unit_of_work import Write
from kit.fields import Choice, ListOf, Object, Ref, Text
from kit.resource import Items, ListFilter, Resource
from reporting_api.datasets import DATASETS, DatasetUse, record_type_of, use_key

Problems = list[dict[str, str]]
CHARTS = ("Bar", "Line", "Pie")
ADDING_UP = ("sum", "average")
NUMBER_TYPES = frozenset({"number", "currency", "percent"})
ORDERED_SYSTEM_KEYS = frozenset({"createdAt", "updatedAt"})


def _shape(values: Mapping[str, Any]) -> Problems:
    """What each kind takes: a table columns, a chart groupBy and a measure, a metric a measure; a
    measure names its field unless it counts records."""
    kind, problems = values["kind"], []
    wanted = {"columns": kind == "Table", "groupBy": kind in CHARTS, "measure": kind != "Table"}
    for key, takes in wanted.items():
        if not takes and values.get(key) is not None:
            problems.append({"field": key, "message": f"a {kind} component takes no {key}"})
        elif takes and key != "columns" and values.get(key) is None:
            problems.append({"field": key, "message": f"required for a {kind} component"})
    measure = values.get("measure")
    if measure is not None and measure["aggregate"] != "count" and measure.get("field") is None:
        problems.append({"field": "measure.field", "message": f"required to {measure['aggregate']}"})
    return problems


def shown_columns(component: Mapping[str, Any]) -> set[str]:
    """The dataset columns a component names (what its dataset must keep)."""
    measure = component.get("measure") or {}
    named = [*(component.get("columns") or ()), component.get("groupBy"), measure.get("field")]
    return {column for column in named if column is not None}


def _over_dataset(items: Items, values: dict[str, Any], component_id: str) -> list[Write]:
    """The columns are the dataset's and fit the measure; the component is counted on its dataset (and
    uncounted on the one a replace leaves), each use item at the version read."""
    request = items.request
    before = items.current() if "id" in request.path_params else None
    dataset_id = values["datasetId"]
    dataset_key = (DATASETS.partition(None), dataset_id)
    left = before["datasetId"] if before is not None and before["datasetId"] != dataset_id else None
    keys = [dataset_key, use_key(dataset_id), *([use_key(left)] if left else [])]
    found = request.store.get_many(keys, consistent=True)
    dataset = found.get(dataset_key)
    if dataset is None:  # removed since the kit's check, a moment ago
        raise invalid_input(
            "invalid_request", "body", [{"field": "datasetId", "message": "no dataset with this id"}]
        )
    problems = _column_problems(values, dataset, record_type_of(request, dataset["recordType"]))
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    use = DatasetUse.of(dataset_id, found.get(use_key(dataset_id)))
    if before is None:
        return [use.moved(shown_columns(values), +1).write()]
    if left is None:
        return [use.moved(shown_columns(before), -1).moved(shown_columns(values), +1).write()]
    old = DatasetUse.of(left, found.get(use_key(left)))
    return [old.moved(shown_columns(before), -1).write(), use.moved(shown_columns(values), +1).write()]


def _column_problems(
    values: Mapping[str, Any], dataset: Mapping[str, Any], rtype: RecordType | None
) -> Problems:
    columns = set(dataset["columns"])
    named = [(f"columns[{i}]", column) for i, column in enumerate(values.get("columns") or ())]
    named += [("groupBy", values["groupBy"])] if values.get("groupBy") is not None else []
    measure = values.get("measure") or {}
    named += [("measure.field", measure["field"])] if measure.get("field") is not None else []
    problems = [{"field": where, "message": "not a column of the dataset"} for where, column in named
                if column not in columns]  # fmt: skip
    if problems or measure.get("field") is None or measure["aggregate"] == "count":
        return problems
    return _measure_problems(measure, rtype)


def _measure_problems(measure: Mapping[str, Any], rtype: RecordType | None) -> Problems:
    """sum and average add numbers; min and max order numbers, dates and the record's times."""
    field, aggregate = measure["field"], measure["aggregate"]
    definition = next((f for f in rtype.fields if f.key == field), None) if rtype else None
    if field in ORDERED_SYSTEM_KEYS and aggregate not in ADDING_UP:
        return []
    if definition is None:
        return [{"field": "measure.field", "message": f"cannot {aggregate}: not a number or date field"}]
    if definition.type in NUMBER_TYPES or (definition.type == "date" and aggregate not in ADDING_UP):
        return []
    needs = "a number" if aggregate in ADDING_UP else "a number or a date"
    return [
        {
            "field": "measure.field",
            "message": f"to {aggregate}, {needs} field (this one is {definition.type})",
        }
    ]


def _uncounted(items: Items, component: dict[str, Any]) -> list[Write]:
    found = items.request.store.get(*use_key(component["datasetId"]), consistent=True)
    return [DatasetUse.of(component["datasetId"], found).moved(shown_columns(component), -1).write()]


MEASURE = {
    "aggregate": Choice("count", "sum", "average", "min", "max"),
    "field": Text(
        max_length=64, required=False, description="A column of the dataset; none to count records."
    ),
}
COMPONENTS = Resource(
    name="components", path="/api/v1/x/components", id_prefix="rcmp", noun="report component",
    title="Component", item_param="id",
    fields={
        "name": Text(max_length=200),
        "kind": Choice("Table", *CHARTS, "Metric"),
        "datasetId": Ref(DATASETS, description="The dataset it shows: a dataset of your firm."),
        "columns": ListOf(of=Text(max_length=64), least=1, most=50, required=False,
                          description="Table: the dataset's columns it shows, in order (none: all of them)."),
        "groupBy": Text(max_length=64, required=False,
                        description="Bar, Line, Pie: the column whose values are the bars, points, slices."),
        "measure": Object(fields=MEASURE, required=False,
                          description="Charts and Metric: what each value shows."),
    },
    rules=(_shape,),
    filters=(ListFilter("datasetId", description="Only the components over this dataset."),),
    example={"name": "Pipeline value by stage", "kind": "Bar", "datasetId": "dset_01jd0000000000000000000001",
             "groupBy": "stage", "measure": {"aggregate": "sum", "field": "amount"}},
    reads=(firm.HEAD,), prepare=_over_dataset, on_delete=_uncounted,
)  # fmt: skip
