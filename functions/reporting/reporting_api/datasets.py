"""Report datasets (spec 4.6): a record type, the columns a report shows of it and the filters that
pick its records, checked against the firm's catalog as saved views are (records.values), and what
their components use of them.

    pk <firm>#KIT#datasets        sk <dataset id>   the dataset (the kit's item)
    pk <firm>#KIT#datasets#USE    sk <dataset id>   {components: n, columns: {<column>: n}}: versioned

Every component write moves its dataset's use item at the version it read; replacing or deleting a
dataset moves it too, after checking it. So the two serialize on one item (whichever commits second
runs again on a fresh read): a dataset is never deleted while a component shows it (409
`dataset_in_use`), nor moved to another record type (409 `dataset_in_use`), nor loses a column a
component shows (409 `column_in_use`), however the writes interleave. A query of the components'
index could find them, but a transaction cannot hold a condition on a query: a component committed
between the query and the delete would outlive it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from catalog import firm
from catalog.model import FieldDefinition, RecordType
from kernel import errors
from kernel.request import Request
from kernel.unit_of_work import Update, Write
from kit.fields import Choice, ListOf, Object, Scalar, Text
from kit.resource import Items, ListFilter, Resource
from records.values import OPERATORS, SYSTEM_KEYS, filter_value, operator_problem

Problems = list[dict[str, str]]
RELEASED_KEPT_SECONDS = 24 * 3600  # a deleted dataset's use item: TTL (purgeAt) removes it after a day


def record_type_of(request: Request[Any, Any], key: str) -> RecordType | None:
    """The record type as the firm's catalog has it now (the head is read with the token)."""
    return firm.from_head(request.read(*firm.HEAD)).record_type(key)


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    """The record type is the catalog's; each column one of its fields (or a system key); each filter
    a condition a list of that type takes (a field, an operator it filters with, a value it holds),
    one per field and operator."""
    rtype = record_type_of(request, values["recordType"])
    if rtype is None:
        return [{"field": "recordType", "message": "not a record type of the catalog (see /catalog)"}]
    fields = {f.key: f for f in rtype.fields}
    problems = [
        {"field": f"columns[{i}]", "message": f"not a field of {rtype.key}"}
        for i, column in enumerate(values["columns"])
        if column not in fields and column not in SYSTEM_KEYS
    ]
    seen: set[tuple[str, str]] = set()
    for i, condition in enumerate(values["filters"]):
        where, pair = f"filters[{i}]", (condition["field"], condition["op"])
        if pair in seen:
            problems.append({"field": f"{where}.field", "message": "one condition per field and operator"})
        seen.add(pair)
        problems += _condition_problems(fields.get(condition["field"]), condition, rtype.key, where)
    return problems


def _condition_problems(
    definition: FieldDefinition | None, condition: Mapping[str, Any], record_type: str, where: str
) -> Problems:
    if definition is None:
        return [{"field": f"{where}.field", "message": f"not a field of {record_type}"}]
    if (message := operator_problem(definition, condition["op"])) is not None:
        return [{"field": f"{where}.op", "message": message}]
    if (message := filter_value(definition, condition["value"], from_text=False)[1]) is not None:
        return [{"field": f"{where}.value", "message": message}]
    return []


def _keeps_used_columns(items: Items, values: dict[str, Any], dataset_id: str) -> list[Write]:
    """A replace keeps every column a component shows, and moves the use item at the version read (a
    component written meanwhile makes the replace run again and see it)."""
    if "id" not in items.request.path_params:
        return []  # a new dataset: nothing uses it yet
    use = read_use(items.request, dataset_id)
    if use.components and values["recordType"] != items.current()["recordType"]:
        # Its components' columns and measures were checked against this record type: a column of the
        # same key on another type may be of another kind (a sum over a text field).
        raise errors.ApiError(
            409, "dataset_in_use",
            f"{use.components} component(s) show this dataset: its recordType stays while they do; "
            "nothing was written.",
            extra={"components": use.components},
        )  # fmt: skip
    dropped = sorted(column for column, n in use.columns.items() if n > 0 and column not in values["columns"])
    if dropped:
        details = [{"field": "columns", "message": f"{column} is shown by {use.columns[column]} component(s)"}
                   for column in dropped]  # fmt: skip
        raise errors.ApiError(
            409, "column_in_use",
            f"Components show {', '.join(dropped)}: change them first; nothing was written.",
            extra={"details": details},
        )  # fmt: skip
    return [use.write()]


def _released(items: Items, dataset: dict[str, Any]) -> list[Write]:
    use = read_use(items.request, dataset["id"])
    if use.components > 0:
        raise in_use(use.components)
    return [use.released(items.request.now())]


def in_use(components: int) -> errors.ApiError:
    return errors.ApiError(
        409, "dataset_in_use",
        f"{components} component(s) show this dataset: remove them or point them at another dataset "
        "first; nothing was deleted.",
        extra={"components": components},
    )  # fmt: skip


def _shown_meanwhile() -> errors.ApiError:
    """The answer when a component began showing the dataset between the delete's read and its commit,
    and the delete is not run again (it named the dataset's version in If-Match)."""
    return errors.ApiError(
        409, "dataset_in_use", "A component began showing this dataset meanwhile; nothing was deleted."
    )


CONDITION = Object(fields={"field": Text(max_length=64), "op": Choice(*OPERATORS), "value": Scalar()})
DATASETS = Resource(
    name="datasets", path="/api/v1/x/datasets", id_prefix="dset", noun="dataset", item_param="id",
    fields={
        "name": Text(max_length=200),
        "recordType": Text(max_length=64, description="A record type of the catalog (Company, Deal, ...)."),
        "columns": ListOf(of=Text(max_length=64), least=1, most=50,
                          description="Fields of the record type (or system keys: createdAt), each once."),
        "filters": ListOf(of=CONDITION, most=20, unique=False, required=False, default=[],
                          description="Which records: conditions as a saved view's, all of which hold."),
        "description": Text(max_length=1000, multiline=True, required=False),
    },
    unique=("name",),
    filters=(ListFilter("recordType", description="Only this record type's datasets."),),
    example={"name": "Pipeline over 1m", "recordType": "Deal",
             "columns": ["name", "stage", "amount", "expectedCloseDate"],
             "filters": [{"field": "amount", "op": "gte", "value": 1000000}],
             "description": "Live deals of at least one million, for the pipeline report."},
    check=_check, reads=(firm.HEAD,), prepare=_keeps_used_columns, on_delete=_released,
)  # fmt: skip


# ---- what components use of a dataset ---------------------------------------------------------------


def use_key(dataset_id: str) -> tuple[str, str]:
    return f"{DATASETS.partition(None)}#USE", dataset_id


class DatasetUse(NamedTuple):
    """How many components show a dataset, and how many show each of its columns, at the use item's
    version (0: never written)."""

    dataset_id: str
    components: int
    columns: dict[str, int]
    version: int

    @classmethod
    def of(cls, dataset_id: str, item: Mapping[str, Any] | None) -> DatasetUse:
        if item is None:
            return cls(dataset_id, 0, {}, 0)
        columns = {str(key): int(count) for key, count in dict(item.get("columns") or {}).items()}
        return cls(dataset_id, int(item.get("components", 0)), columns, int(item["version"]))

    def moved(self, columns: Iterable[str], by: int) -> DatasetUse:
        """One component more (`by` 1) or fewer (-1), showing `columns`."""
        counts = dict(self.columns)
        for column in columns:
            counts[column] = counts.get(column, 0) + by
        kept = {column: count for column, count in counts.items() if count > 0}
        return self._replace(components=max(0, self.components + by), columns=kept)

    def write(self) -> Update:
        """The use item as it now stands, on condition nobody moved it since it was read."""
        return Update(*use_key(self.dataset_id), self.version,
                      {"components": self.components, "columns": self.columns}, addressed=False)  # fmt: skip

    def released(self, now: int) -> Update:
        """A delete's write: moved at the version read (a component counted meanwhile makes the delete
        run again, and refuse), kept a day for a slow writer to lose against, then purged."""
        return Update(*use_key(self.dataset_id), self.version,
                      {"components": 0, "columns": {}, "purgeAt": now + RELEASED_KEPT_SECONDS},
                      addressed=False, conflict=_shown_meanwhile())  # fmt: skip


def read_use(request: Request[Any, Any], dataset_id: str) -> DatasetUse:
    return DatasetUse.of(dataset_id, request.store.get(*use_key(dataset_id), consistent=True))
