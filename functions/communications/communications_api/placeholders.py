"""Placeholders of an email template: `{{RecordType.field}}` in its subject and body, filled when the
firm sends it (`{{Person.firstName}}`, `{{Investor.name}}`). Each names one of the record types the
template declares (`recordTypes`) and a field that type has in the firm's catalog, custom fields
included. Spaces inside the braces are allowed (`{{ Person.firstName }}`); a `{{` without its `}}`,
or braces inside one, is refused rather than sent to an investor as it stands.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator, Sequence

Problems = list[dict[str, str]]
FieldsOf = Callable[[str], Collection[str] | None]  # a record type's field keys (None: no such type)

# A whole placeholder, or a `{{` that starts none (the scan reports it).
_TOKEN = re.compile(r"\{\{([^{}]*)\}\}|\{\{")
_NAME = re.compile(r"([A-Z][A-Za-z0-9]*)\.([A-Za-z][A-Za-z0-9_]*)")
MOST_PLACEHOLDERS = 100  # distinct ones in a template
EXAMPLE = "{{Person.firstName}}"


def placeholders(texts: Sequence[str]) -> list[str]:
    """The distinct placeholders of the texts, as `Type.field`, in the order they first appear."""
    found: dict[str, None] = {}
    for text in texts:
        for inner in _scan(text):
            if inner is not None and _NAME.fullmatch(inner):
                found.setdefault(inner)
    return list(found)


def problems(field: str, text: str, record_types: Collection[str], fields_of: FieldsOf) -> Problems:
    """Each placeholder of `text` that names no field of a declared record type, named by `field`."""
    found: Problems = []
    seen: set[str | None] = set()
    for inner in _scan(text):
        if inner in seen:
            continue
        seen.add(inner)
        message = _problem(inner, record_types, fields_of)
        if message is not None:
            found.append({"field": field, "message": message})
    return found


def too_many(texts: Sequence[str]) -> Problems:
    count = len(placeholders(texts))
    if count <= MOST_PLACEHOLDERS:
        return []
    message = f"at most {MOST_PLACEHOLDERS} distinct placeholders in a template, not {count}"
    return [{"field": "body", "message": message}]


def _scan(text: str) -> Iterator[str | None]:
    """Each placeholder's inner text, stripped; None for a `{{` that starts no placeholder."""
    for match in _TOKEN.finditer(text):
        inner = match.group(1)
        yield None if inner is None else inner.strip()


def _problem(inner: str | None, record_types: Collection[str], fields_of: FieldsOf) -> str | None:
    if inner is None:
        return f"a '{{{{' without its '}}}}' (a placeholder is {{{{RecordType.field}}}}, e.g. {EXAMPLE})"
    shown = f"{{{{{inner[:64]}}}}}"
    name = _NAME.fullmatch(inner)
    if name is None:
        return f"{shown}: a placeholder is {{{{RecordType.field}}}}, e.g. {EXAMPLE}"
    record_type, key = name.groups()
    if record_type not in record_types:
        return f"{shown}: {record_type} is not one of the template's recordTypes"
    keys = fields_of(record_type)
    if keys is None:
        return f"{shown}: {record_type} is not a record type of your catalog"
    if key not in keys:
        return f"{shown}: {record_type} has no field {key}"
    return None
