"""An automation tree, checked against the firm's catalog (`nodeKinds`) and the firm itself.

A tree is one trigger, then conditions and actions that run in order. Every node's kind is a node
kind of the catalog in the right place, and its config holds exactly that kind's settings, each of
its type: a record type of the catalog, a field of the record type the node works on, a value that
fits that field, a user of the firm, a connector of the firm and one of its operations, parameters
that fit that operation, a five-field cron. Nodes that work on "the record" (conditions, updateField,
createTask) need a record trigger; `fieldChanged` needs `recordUpdated`.

A string parameter of a connector step may be `{{record.<fieldKey>}}`: the triggering record's value
of that field, filled in at run time. A connector step without `parameters` is checked as `{}`, so a
required parameter is never left out. To a caller who may not read the firm's connectors, a connector
step's problems are one: the step is invalid (its problems would name connectors, operations and
parameters, and tell which exist).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from typing import Any, NamedTuple

from automations_api import cron
from catalog.model import Catalog, NodeConfigField, NodeKind, RecordType
from connectors.calls import parameter_problems
from connectors.definition import operation as operation_of
from kit.fields import has_control_characters
from records.values import check_values, value_problem

Problems = list[dict[str, str]]
RECORD_TRIGGERS = ("recordCreated", "recordUpdated")
ON_THE_RECORD = ("fieldEquals", "fieldChanged", "updateField", "createTask")
TEMPLATE = re.compile(r"^\{\{record\.([A-Za-z][A-Za-z0-9_]{0,63})\}\}$")


class Firm(NamedTuple):
    """What a tree is checked against beside the catalog: who the users are, which connectors exist."""

    catalog: Catalog
    is_member: Callable[[str], bool]
    connector: Callable[[str], Mapping[str, Any] | None]  # by connectorKey
    task_types: Callable[[], Collection[str]]  # keys of taxonomy group task_types
    describes_connectors: bool = True  # False: the caller may not read connectors (one problem a step)


def problems(tree: Mapping[str, Any], firm: Firm) -> Problems:
    kinds = {kind.key: kind for kind in firm.catalog.node_kinds}
    trigger = tree["trigger"]
    found = _kind(kinds, trigger, "tree.trigger", ("trigger",))
    if isinstance(found, list):
        return found
    subject = (
        firm.catalog.record_type(trigger["config"].get("recordType", ""))
        if trigger["kind"] in RECORD_TRIGGERS
        else None
    )
    checker = _Checker(firm, trigger["kind"], subject)
    found_problems = checker.node(found, trigger, "tree.trigger")
    for index, step in enumerate(tree["steps"]):
        where = f"tree.steps[{index}]"
        kind = _kind(kinds, step, where, ("condition", "action"))
        if isinstance(kind, list):
            found_problems += kind
            continue
        step_problems = checker.context(step["kind"], where) + checker.node(kind, step, where)
        if step_problems and step["kind"] == "callConnector" and not firm.describes_connectors:
            step_problems = [{"field": where, "message": "this step is invalid"}]
        found_problems += step_problems
    return found_problems


def _kind(
    kinds: Mapping[str, NodeKind], node: Mapping[str, Any], where: str, categories: tuple[str, ...]
) -> NodeKind | Problems:
    kind = kinds.get(node["kind"])
    if kind is None:
        return [{"field": f"{where}.kind", "message": "not a node kind of the catalog (see nodeKinds)"}]
    if kind.category not in categories:
        return [{"field": f"{where}.kind", "message": f"a {kind.category} cannot stand here"}]
    return kind


class _Checker:
    def __init__(self, firm: Firm, trigger: str, subject: RecordType | None) -> None:
        self._firm = firm
        self._trigger = trigger
        self._subject = subject  # the record type of the triggering record, if any

    def context(self, kind: str, where: str) -> Problems:
        if kind in ON_THE_RECORD and self._trigger not in RECORD_TRIGGERS:
            return [
                {
                    "field": f"{where}.kind",
                    "message": "works on the triggering record: needs a record trigger",
                }
            ]
        if kind == "fieldChanged" and self._trigger != "recordUpdated":
            return [{"field": f"{where}.kind", "message": "needs the recordUpdated trigger"}]
        return []

    def node(self, kind: NodeKind, node: Mapping[str, Any], where: str) -> Problems:
        config = node["config"]
        settings = {setting.key: setting for setting in kind.config}
        found = [{"field": f"{where}.config.{key}", "message": f"not a setting of {kind.key}"}
                 for key in config if key not in settings]  # fmt: skip
        for key, setting in settings.items():
            field = f"{where}.config.{key}"
            # No parameters at all are none given: the operation's required ones are still required.
            value = {} if config.get(key) is None and setting.type == "parameters" else config.get(key)
            if value is None:
                if setting.required:
                    found.append({"field": field, "message": "required"})
                continue
            message = self._setting(setting, value, config, field)
            if isinstance(message, str):
                found.append({"field": field, "message": message})
            else:
                found += message
        return found

    def _setting(
        self, setting: NodeConfigField, value: Any, config: Mapping[str, Any], field: str
    ) -> str | Problems:
        kind = setting.type
        if kind == "text" and setting.key == "taskType":
            ok = isinstance(value, str) and value in self._firm.task_types()
            return [] if ok else "not a key of taxonomy group task_types"
        if kind in ("text", "longText"):
            limit = 200 if kind == "text" else 5000
            ok = (isinstance(value, str) and bool(value.strip()) and len(value) <= limit
                  and not has_control_characters(value))  # as the fields the text lands in  # fmt: skip
            return [] if ok else f"a text of 1 to {limit} characters, without control characters"
        if kind == "number":  # days (dueInDays): whole ones, as the kit's Integer takes them
            ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3650
            return [] if ok else "a whole number from 0 to 3650"
        if kind == "boolean":
            return [] if isinstance(value, bool) else "true or false"
        if kind in ("select", "recordType"):
            return (
                []
                if value in (setting.allowed_values or ())
                else f"one of {', '.join(setting.allowed_values or ())}"
            )
        if kind == "fieldKey":
            return [] if self._field(value) is not None else f"not a field of {self._subject_name()}"
        if kind == "fieldValue":
            definition = self._field(config.get("field"))
            if definition is None:
                return []  # the field itself is reported
            return value_problem(definition, value) or []
        if kind == "fieldValues":
            return self._field_values(value, config, field)
        if kind == "cron":
            try:
                cron.parse(value if isinstance(value, str) else "")
            except cron.CronError as error:
                return str(error)
            return []
        if kind == "userId":
            ok = isinstance(value, str) and len(value) <= 64 and self._firm.is_member(value)
            return [] if ok else "not a user of your firm"
        if kind == "connectorKey":
            return self._connector_key(value)
        if kind == "operationKey":
            connector = self._connector(config)
            if connector is None:
                return []  # the connector itself is reported
            return [] if _operation(connector, value) is not None else "not an operation of this connector"
        if kind == "parameters":
            return self._parameters(value, config, field)
        return f"settings of type {kind} are not supported"

    def _field(self, key: Any) -> Any:
        if self._subject is None or not isinstance(key, str):
            return None
        return next((f for f in self._subject.fields if f.key == key), None)

    def _subject_name(self) -> str:
        return self._subject.key if self._subject else "the triggering record"

    def _field_values(self, value: Any, config: Mapping[str, Any], field: str) -> str | Problems:
        if not isinstance(value, dict):
            return "an object of field values by field key"
        record_type = self._firm.catalog.record_type(config.get("recordType", ""))
        if record_type is None:
            return []  # the record type itself is reported
        _, found = check_values(record_type, value, creating=True)
        return [{"field": f"{field}.{p['field']}", "message": p["message"]} for p in found]

    def _connector_key(self, value: Any) -> str | Problems:
        connector = self._firm.connector(value) if isinstance(value, str) else None
        if connector is None:
            return "not a connector of your firm"
        if connector["surfaces"] not in ("automations", "both"):
            return "this connector is not offered to automations (surfaces)"
        return []

    def _connector(self, config: Mapping[str, Any]) -> Mapping[str, Any] | None:
        key = config.get("connectorKey")
        return self._firm.connector(key) if isinstance(key, str) else None

    def _parameters(self, value: Any, config: Mapping[str, Any], field: str) -> str | Problems:
        if not isinstance(value, dict):
            return "an object of parameter values by name"
        connector = self._connector(config)
        operation = _operation(connector, config.get("operationKey")) if connector else None
        if operation is None:
            return []  # the connector or the operation is reported
        types = {p["name"]: p["valueType"] for p in operation.get("parameters", [])}
        sample: dict[str, Any] = {}
        found: Problems = []
        for name, given in value.items():
            template = TEMPLATE.fullmatch(given) if isinstance(given, str) else None
            if template is None:
                sample[name] = given
            elif types.get(name) != "string" or self._field(template[1]) is None:
                message = "{{record.<field>}} names a field of the triggering record, for a string parameter"
                found.append({"field": f"{field}.{name}", "message": message})
            else:
                sample[name] = "x"
        return found + parameter_problems(operation, sample, field)[1]


def _operation(connector: Mapping[str, Any], key: Any) -> dict[str, Any] | None:
    """The operation of the connector's published call, or of its draft before the first publish."""
    definition = connector.get("published") or connector
    return operation_of(definition, key) if isinstance(key, str) else None


def fill_templates(parameters: Mapping[str, Any], record: Mapping[str, Any] | None) -> dict[str, Any]:
    """Parameters with each `{{record.<field>}}` replaced by the record's value (text; null if unset)."""
    filled: dict[str, Any] = {}
    for name, value in parameters.items():
        template = TEMPLATE.fullmatch(value) if isinstance(value, str) else None
        if template is None:
            filled[name] = value
        else:
            found = (record or {}).get(template[1])
            filled[name] = None if found is None else str(found)
    return filled
