"""Where moto spends time that answers nothing, cut for the local stack (`install()`, idempotent).

The local stack's throughput is moto's: once its calls skip the loopback hop (local_stack.in_process),
about half of a request's time is moto's own. What is cut here is work moto repeats without need, each
cut answering exactly what moto answers:

1. Every call lists its handler class's methods (inspect.getmembers) to check that the action exists:
   the list of a class is kept.
2. A condition expression (and the names and values it uses) is parsed again for every check, twice in
   every UpdateItem and in every write of a transaction: the parse of the same text, names and values
   is kept (a small LRU; the parsed tree is only read when evaluated).
3. An UpdateItem, and each Update of a transaction, parses its update expression once just to list
   the names and values it uses: that read-only parse is kept too (the one that is applied, and
   changed while applied, is parsed anew as before).
4. GetRecords answers are serialized by walking botocore's shapes attribute by attribute, for every
   image of every record, as DynamoDB answers were (moto_fidelity's fast answers): here the records
   are written as JSON directly, with the record time in epoch seconds to the millisecond and binaries
   in base64, as moto's serializer writes them.
"""

from __future__ import annotations

import base64
import calendar
import functools
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Collection
from datetime import datetime
from typing import Any

CACHED = 512  # parsed expressions kept
active = True  # False: moto's own way again (the patches stay, and step aside), to compare against
_installed = False


def install() -> None:
    global _installed
    if _installed:
        return
    import moto.core.responses as core_responses
    import moto.dynamodb.responses as dynamodb_responses
    from moto.dynamodb import comparisons

    # setattr: moto's module attributes and methods, replaced as moto_fidelity replaces them
    names = core_responses.method_names_from_class  # type: ignore[attr-defined]
    setattr(core_responses, "method_names_from_class", _method_names(names))  # noqa: B010
    parser = comparisons.ConditionExpressionParser
    setattr(parser, "parse", _kept_parse(parser.parse))  # noqa: B010
    update_parser = _ReadOnlyUpdateParser(dynamodb_responses.UpdateExpressionParser)  # type: ignore[attr-defined]
    setattr(dynamodb_responses, "UpdateExpressionParser", update_parser)  # noqa: B010
    result = core_responses.ActionResult
    setattr(result, "execute_result", _records_as_json(result.execute_result))  # noqa: B010
    _installed = True


def _method_names(method_names: Callable[[object], list[str]]) -> Callable[[object], Collection[str]]:
    kept_names = functools.cache(lambda clazz: frozenset(method_names(clazz)))

    def kept(clazz: object) -> Collection[str]:
        return kept_names(clazz) if active else method_names(clazz)

    return kept


def _kept_parse(parse: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """The parse of (expression, names, values), with the names and values it found, kept."""
    kept: OrderedDict[str, tuple[Any, list[str], list[str]]] = OrderedDict()
    lock = threading.Lock()

    def kept_parse(self: Any) -> Any:
        if not active:
            return parse(self)
        try:
            key = json.dumps(
                [
                    self.condition_expression,
                    self.expression_attribute_names,
                    self.expression_attribute_values,
                ],
                sort_keys=True,
            )
        except (TypeError, ValueError):  # not JSON: parsed each time, as moto does
            return parse(self)
        with lock:
            found = kept.get(key)
            if found is not None:
                kept.move_to_end(key)
        if found is None:
            tree = parse(self)  # an invalid expression raises here, each time
            found = (tree, list(self.expr_attr_names_found), list(self.expr_attr_values_found))
            with lock:
                kept[key] = found
                while len(kept) > CACHED:
                    kept.popitem(last=False)
            return tree
        tree, names, values = found
        self.expr_attr_names_found = list(names)
        self.expr_attr_values_found = list(values)
        return tree

    return kept_parse


class _ReadOnlyUpdateParser:
    """moto.dynamodb.responses' UpdateExpressionParser: its parses are only read there (the names and
    values they use), so the same expression's parse is shared. Anything else is the parser's own."""

    def __init__(self, parser: Any) -> None:
        self._parser = parser
        self._kept: OrderedDict[str, Any] = OrderedDict()
        self._lock = threading.Lock()

    def make(self, expression: str) -> Any:
        if not active:
            return self._parser.make(expression)
        with self._lock:
            tree = self._kept.get(expression)
            if tree is not None:
                self._kept.move_to_end(expression)
        if tree is None:
            tree = self._parser.make(expression)
            with self._lock:
                self._kept[expression] = tree
                while len(self._kept) > CACHED:
                    self._kept.popitem(last=False)
        return tree

    def __getattr__(self, name: str) -> Any:
        return getattr(self._parser, name)


def _records_as_json(execute_result: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    def execute(self: Any, context: Any) -> Any:
        if (
            not active
            or context.service_model.service_name != "dynamodbstreams"
            or context.operation_model.name != "GetRecords"
            or not isinstance(self.result, dict)
        ):
            return execute_result(self, context)
        try:
            body = json.dumps(self.result, default=_record_value)
        except TypeError:  # something a stream record does not hold: moto's serializer knows it
            return execute_result(self, context)
        return 200, {"Content-Type": "application/x-amz-json-1.0"}, body

    return execute


def _record_value(value: Any) -> str | int | float:
    """What moto's serializer writes for a binary (base64) and for a time: epoch seconds in UTC (a
    naive time is UTC), truncated to the millisecond."""
    if isinstance(value, bytes):
        return base64.b64encode(value).decode()
    if not isinstance(value, datetime):
        raise TypeError(f"{type(value).__name__} is not part of a stream record")
    seconds = calendar.timegm(value.utctimetuple())
    return seconds + (value.microsecond // 1000) / 1000.0 if value.microsecond else seconds
