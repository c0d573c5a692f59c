"""An exact evaluator of IAM policy statements for one same-account role (no SCPs, boundaries or sessions).

Tests check every AWS call a function makes against its role with it, so it errs towards raising:
anything it does not model (an unknown operator, a policy variable, an unknown statement key, a
resource-policy principal other than everyone) is a ValueError, never a silent allow or deny.
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

_Context = Mapping[str, tuple[str, ...]]
_Predicate = Callable[[str], bool]
_Test = Callable[[_Context], bool]

_STATEMENT_KEYS = {"Sid", "Effect", "Action", "NotAction", "Resource", "NotResource", "Condition"}
_SET_PREFIXES = ("", "ForAllValues", "ForAnyValue")


@dataclass(frozen=True)
class Request:
    """One authorization request as IAM sees it."""

    action: str
    resource: str
    # Condition key -> its values: a single-valued key has one, a multivalued key 0..n.
    context: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Decision:
    allowed: bool
    reason: str
    statement: Mapping[str, Any] | None


def statements(document: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """A policy document's statements (Statement may be one dict or a list)."""
    found = document.get("Statement")
    if isinstance(found, Mapping):
        return [found]
    if not isinstance(found, list):
        raise ValueError(f"policy document without a Statement list: {document!r}")
    return found


def decide(
    request: Request, allowing: Sequence[Mapping[str, Any]], denying: Sequence[Mapping[str, Any]] = ()
) -> Decision:
    """Explicit Deny anywhere wins; else an Allow whose Action, Resource and Condition all match; else
    implicit deny. `allowing`: the role's identity statements; `denying`: resource-policy statements,
    of which only Deny counts (in the same account their Allow adds nothing the role needs here)."""
    return Policy(allowing, denying).decide(request)


class Policy:
    """The statements a role is judged by, compiled once (a bad statement raises here, whatever the
    request), for the many requests the suites make of one role."""

    def __init__(
        self, allowing: Sequence[Mapping[str, Any]], denying: Sequence[Mapping[str, Any]] = ()
    ) -> None:
        self._compiled = [_compile(s, i, resource_policy=False) for i, s in enumerate(allowing)]
        self._compiled += [
            c for i, s in enumerate(denying) if (c := _compile(s, i, resource_policy=True)).deny
        ]

    def decide(self, request: Request) -> Decision:
        context = _lower_keys(request.context)
        applicable = [c for c in self._compiled if c.applies(request, context)]
        for c in applicable:
            if c.deny:
                return Decision(False, f"explicitly denied by {c.name}", c.raw)
        if applicable:  # no Deny among them, so each is an Allow
            return Decision(True, f"allowed by {applicable[0].name}", applicable[0].raw)
        return Decision(False, "no statement allows it", None)


@dataclass(frozen=True)
class _Compiled:
    name: str
    deny: bool
    actions: tuple[re.Pattern[str], ...]
    not_action: bool
    resources: tuple[_Predicate, ...]
    not_resource: bool
    conditions: tuple[_Test, ...]
    raw: Mapping[str, Any]

    def applies(self, request: Request, context: _Context) -> bool:
        action = any(p.fullmatch(request.action) for p in self.actions) != self.not_action
        resource = any(m(request.resource) for m in self.resources) != self.not_resource
        return action and resource and all(test(context) for test in self.conditions)


def _compile(stmt: Mapping[str, Any], index: int, *, resource_policy: bool) -> _Compiled:
    if not isinstance(stmt, Mapping):
        raise ValueError(f"statement #{index} is not a mapping: {stmt!r}")
    unknown = set(stmt) - _STATEMENT_KEYS - {"Principal"}
    if unknown:  # a misspelt "Conditions" would otherwise drop a restriction
        raise ValueError(f"statement #{index}: unsupported keys {sorted(unknown)}")
    effect = stmt.get("Effect")
    if effect not in ("Allow", "Deny"):
        raise ValueError(f"statement #{index}: unknown Effect {effect!r}")
    if resource_policy and effect == "Deny" and stmt.get("Principal") not in ("*", {"AWS": "*"}):
        raise ValueError(f"statement #{index}: only Principal '*' is supported: {stmt.get('Principal')!r}")
    action_key = _exactly_one(stmt, index, "Action", "NotAction")
    resource_key = _exactly_one(stmt, index, "Resource", "NotResource")
    conditions = stmt.get("Condition", {})
    if not isinstance(conditions, Mapping):
        raise ValueError(f"statement #{index}: Condition is not a mapping")
    return _Compiled(
        name=stmt.get("Sid") or f"#{index}",
        deny=effect == "Deny",
        actions=tuple(_wildcard(a, ignore_case=True) for a in _values(stmt[action_key])),
        not_action=action_key == "NotAction",
        resources=tuple(_arn_matcher(r) for r in _values(stmt[resource_key])),
        not_resource=resource_key == "NotResource",
        conditions=tuple(_condition(op, conditions[op]) for op in conditions),
        raw=stmt,
    )


def _exactly_one(stmt: Mapping[str, Any], index: int, positive: str, negative: str) -> str:
    present = [k for k in (positive, negative) if k in stmt]
    if len(present) != 1:
        raise ValueError(f"statement #{index} needs exactly one of {positive} or {negative}")
    return present[0]


def _values(value: object) -> tuple[str, ...]:
    """A policy value or list as strings (JSON true -> "true"); policy variables are not modelled."""
    items = value if isinstance(value, list | tuple) else [value]
    if not items:  # an empty NotAction or NotResource would match everything
        raise ValueError("empty value list in a policy")
    out: list[str] = []
    for item in items:
        if isinstance(item, bool):
            out.append("true" if item else "false")
        elif isinstance(item, str | int | float):
            out.append(str(item))
        else:
            raise ValueError(f"unsupported policy value {item!r}")
        if "${" in out[-1]:
            raise ValueError(f"policy variables are not supported: {out[-1]!r}")
    return tuple(out)


@functools.lru_cache(maxsize=2048)
def _wildcard(pattern: str, *, ignore_case: bool = False) -> re.Pattern[str]:
    """`*` any run of characters, `?` one character, everything else literal; use with fullmatch."""
    body = "".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in pattern)
    return re.compile(body, re.DOTALL | (re.IGNORECASE if ignore_case else 0))


def _arn_matcher(pattern: str) -> _Predicate:
    """ARN matching as IAM does it: six colon-separated segments, each matched on its own, so a `*` in
    the region or account never swallows a colon; the sixth (resource) segment keeps its own colons."""
    if pattern == "*":
        return lambda arn: True
    segments = pattern.split(":", 5)
    if len(segments) < 6:
        return lambda arn: False
    compiled = [_wildcard(s) for s in segments]

    def match(arn: str) -> bool:
        parts = arn.split(":", 5)
        return len(parts) == 6 and all(c.fullmatch(p) for c, p in zip(compiled, parts, strict=True))

    return match


def _true_false(value: str) -> str:
    if value.lower() not in ("true", "false"):
        raise ValueError(f"expected 'true' or 'false', got {value!r}")
    return value.lower()


def _number(value: str) -> Decimal:
    try:
        return Decimal(value)
    except InvalidOperation:
        raise ValueError(f"not a number: {value!r}") from None


def _numeric(compare: Callable[[Decimal, Decimal], bool]) -> Callable[[str], _Predicate]:
    def factory(policy: str) -> _Predicate:
        bound = _number(policy)
        return lambda value: compare(_number(value), bound)

    return factory


def _like(policy: str) -> _Predicate:
    pattern = _wildcard(policy)
    return lambda value: pattern.fullmatch(value) is not None


def _equals(policy: str) -> _Predicate:
    return lambda value: value == policy


def _equals_ignore_case(policy: str) -> _Predicate:
    return lambda value: value.casefold() == policy.casefold()


def _bool(policy: str) -> _Predicate:
    expected = _true_false(policy)
    return lambda value: value.lower() == expected


# Base operator -> (negated, policy value -> predicate on one request value). A negated operator is the
# negation of its positive twin over all policy values (NOR, as AWS documents), applied per request value.
_OPERATORS: dict[str, tuple[bool, Callable[[str], _Predicate]]] = {
    "StringEquals": (False, _equals),
    "StringNotEquals": (True, _equals),
    "StringEqualsIgnoreCase": (False, _equals_ignore_case),
    "StringNotEqualsIgnoreCase": (True, _equals_ignore_case),
    "StringLike": (False, _like),
    "StringNotLike": (True, _like),
    "ArnEquals": (False, _arn_matcher),  # ArnEquals takes wildcards too, exactly like ArnLike
    "ArnLike": (False, _arn_matcher),
    "ArnNotEquals": (True, _arn_matcher),
    "ArnNotLike": (True, _arn_matcher),
    "Bool": (False, _bool),
    "NumericEquals": (False, _numeric(operator.eq)),
    "NumericNotEquals": (True, _numeric(operator.eq)),
    "NumericLessThan": (False, _numeric(operator.lt)),
    "NumericLessThanEquals": (False, _numeric(operator.le)),
    "NumericGreaterThan": (False, _numeric(operator.gt)),
    "NumericGreaterThanEquals": (False, _numeric(operator.ge)),
}


def _condition(op: str, block: object) -> _Test:
    """One operator's block: its keys AND together."""
    if not isinstance(block, Mapping) or not block:
        raise ValueError(f"condition {op!r} needs a non-empty mapping of keys")
    tests = [_key_test(op, str(key), _values(values)) for key, values in block.items()]
    return lambda context: all(test(context) for test in tests)


def _key_test(op: str, key: str, policy: tuple[str, ...]) -> _Test:
    prefix, _, base = op.rpartition(":")
    if_exists = base.endswith("IfExists")
    base = base.removesuffix("IfExists")
    key = key.lower()
    if prefix not in _SET_PREFIXES or (base not in _OPERATORS and base != "Null"):
        raise ValueError(f"unsupported condition operator {op!r}")
    if base == "Null":
        if prefix or if_exists:
            raise ValueError(f"{op!r}: Null takes neither a set prefix nor IfExists")
        wanted = {_true_false(p) == "true" for p in policy}
        return lambda context: (not context.get(key)) in wanted
    negated, factory = _OPERATORS[base]
    predicates = [factory(p) for p in policy]

    def one(value: str) -> bool:
        return any(p(value) for p in predicates) != negated

    def test(context: _Context) -> bool:
        values = context.get(key)
        if not values:  # absent, or a multivalued key with no values: the same thing to IAM
            return if_exists or prefix == "ForAllValues"
        if prefix == "ForAllValues":
            return all(one(v) for v in values)
        # ForAnyValue, and also a single-valued operator given a multivalued key (a choice: it matches
        # when any one value matches, the negation applied per value).
        return any(one(v) for v in values)

    return test


def _lower_keys(context: _Context) -> dict[str, tuple[str, ...]]:
    """Condition key names are case-insensitive; values must be tuples (a bare str would split)."""
    lowered: dict[str, tuple[str, ...]] = {}
    for key, values in context.items():
        if not isinstance(values, tuple | list) or key.lower() in lowered:
            raise ValueError(f"context key {key!r}: values must be a tuple, each key given once")
        lowered[key.lower()] = tuple(values)
    return lowered
