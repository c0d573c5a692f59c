"""JSON in and out with exact numbers: a fraction is a Decimal inside and the same number outside.

`loads` reads integers as int and every other number as Decimal, so `0.1` or `1234567890.123456789`
never passes through a binary float; `dumps` writes a Decimal back as its own digits. The standard
library's C encoder does the work; only a document that holds a Decimal takes the slower path.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from decimal import Decimal
from functools import lru_cache
from typing import Any

MAX_INTEGER_DIGITS = 4300  # Python's own limit on int(str); said here in the product's words
MAX_DEPTH = 100  # far deeper than any document of this API, far shallower than Python's stack
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")  # how a lone surrogate can enter JSON text


class JsonError(ValueError):
    """The text is not JSON this API accepts; the message says why, in a sentence fragment."""


def loads(text: str | bytes) -> Any:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise JsonError("it is not UTF-8") from None
    try:
        document = json.loads(
            text,
            parse_float=Decimal,
            parse_int=_integer,
            parse_constant=_reject_constant,
            object_pairs_hook=_object_without_repeated_keys,
        )
    except json.JSONDecodeError as error:
        raise JsonError(f"{error.msg} at line {error.lineno} column {error.colno}") from None
    except RecursionError:
        raise JsonError(f"it is nested more than {MAX_DEPTH} levels deep") from None
    if text.count("[") + text.count("{") > MAX_DEPTH and _depth(document) > MAX_DEPTH:
        # Shallower than the parser's limit can still be too deep to write back (a fingerprint, an
        # answer that echoes it): refuse it here, while it is still only a bad request.
        raise JsonError(f"it is nested more than {MAX_DEPTH} levels deep")
    if _SURROGATE_ESCAPE.search(text) and not _all_text_encodable(document):
        # "\ud800" alone is valid JSON but no Unicode text: it cannot be stored, nor echoed in UTF-8.
        raise JsonError("a string holds a lone surrogate (\\ud800 to \\udfff without its pair)")
    return document


def _depth(document: Any) -> int:
    """How many arrays and objects deep the document goes (walked without recursion)."""
    deepest = 0
    pending: list[tuple[Any, int]] = [(document, 0)]
    while pending:
        node, depth = pending.pop()
        if isinstance(node, dict):
            pending.extend((value, depth + 1) for value in node.values())
        elif isinstance(node, list):
            pending.extend((value, depth + 1) for value in node)
        else:
            continue
        deepest = max(deepest, depth + 1)
    return deepest


def _all_text_encodable(document: Any) -> bool:
    """Whether every key and string of the document is valid Unicode (walked without recursion)."""
    pending = [document]
    while pending:
        node = pending.pop()
        if isinstance(node, str):
            texts: list[str] = [node]
        elif isinstance(node, dict):
            texts = list(node)
            pending.extend(node.values())
        elif isinstance(node, list):
            texts = []
            pending.extend(node)
        else:
            continue
        for text in texts:
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                return False
    return True


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise JsonError(f"a number has more than {MAX_INTEGER_DIGITS} digits")
    return int(digits)


def _reject_constant(name: str) -> Any:
    raise JsonError(f"{name} is not a JSON number")


def _object_without_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # A repeated key is ambiguous (which one wins?) and can hide a second value from checks.
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:  # json.dumps escapes what cannot be printed, a lone surrogate included
            raise JsonError(f"the key {json.dumps(key)} appears twice in one object")
        result[key] = value
    return result


class _HasDecimal(Exception):
    pass


def dumps(
    value: Any,
    *,
    canonical: bool = False,
    ascii_only: bool = False,
    default: Callable[[Any], Any] | None = None,
) -> str:
    """Compact JSON text. `canonical` sorts keys (for fingerprints); `ascii_only` escapes every non-ASCII
    character (the text is then valid whatever strings it holds); `default` converts other types
    (models, sets) into JSON values, as json.dumps's own `default` does."""
    try:
        return _encoder(canonical, ascii_only, default).encode(value)
    except _HasDecimal:
        return "".join(_chunks(value, canonical, ascii_only, default))


@lru_cache(maxsize=32)  # a few combinations (callers pass module-level functions as `default`)
def _encoder(canonical: bool, ascii_only: bool, default: Callable[[Any], Any] | None) -> json.JSONEncoder:
    """Built once per combination: json.dumps with any option builds an encoder on every call."""

    def fast_default(other: Any) -> Any:
        if isinstance(other, Decimal):
            raise _HasDecimal
        if default is None:
            raise TypeError(f"{type(other).__name__} is not JSON serializable")
        return default(other)

    return json.JSONEncoder(
        separators=(",", ":"), ensure_ascii=ascii_only, sort_keys=canonical, default=fast_default
    )


def _chunks(
    value: Any, canonical: bool, ascii_only: bool, default: Callable[[Any], Any] | None
) -> Iterator[str]:
    """The slow path: the same text as json.dumps, with each Decimal written as its digits."""
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"{value} is not a JSON number")
        yield str(value)
    elif isinstance(value, Mapping):
        yield "{"
        items = sorted(value.items()) if canonical else value.items()
        for index, (key, item) in enumerate(items):
            yield ("," if index else "") + json.dumps(key, ensure_ascii=ascii_only) + ":"
            yield from _chunks(item, canonical, ascii_only, default)
        yield "}"
    elif isinstance(value, (list, tuple)):
        yield "["
        for index, item in enumerate(value):
            yield "," if index else ""
            yield from _chunks(item, canonical, ascii_only, default)
        yield "]"
    elif isinstance(value, (str, int, float, bool)) or value is None:
        yield json.dumps(value, ensure_ascii=ascii_only)
    elif default is not None:
        yield from _chunks(default(value), canonical, ascii_only, default)
    else:
        raise TypeError(f"{type(value).__name__} is not JSON serializable")
