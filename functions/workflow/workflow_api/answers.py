"""Answers to a form version: what each field type of the forms family (spec 2.2) takes, checked field
by field with the kit's types, every problem naming its place (`answers.identity.commitment.amount`).

    {"<section key>": {"<field key>": <answer>, ...}, ...}

A draft takes any part of the answers, each of its type (a null is "not answered" and is not kept);
a submission takes the same and needs every `required` field answered.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from forms_store import FIELD_TYPES, FormField, FormVersion
from kernel import json_codec
from kernel.parsing import invalid_input
from kit.fields import (
    Amount,
    Boolean,
    Day,
    FieldType,
    Integer,
    Invalid,
    ListOf,
    Money,
    Object,
    Text,
    Url,
)
from kit.resource import MAX_BODY_JSON

Problems = list[dict[str, str]]
RATING_SCALE = (1, 5)
# Per field type of the forms family, what an answer is (the same list, or the import fails: a type the
# forms family adds must be given its answer here first).
ANSWER_TYPES: Mapping[str, FieldType] = {
    "Text": Text(max_length=2000, multiline=True),
    "RichText": Text(max_length=20_000, multiline=True),  # the editor's markup, stored as sent
    "Number": Amount(),
    "Currency": Money(),
    "Boolean": Boolean(),
    "Date": Day(),
    "Select": Text(max_length=200),
    "MultiSelect": ListOf(of=Text(max_length=200), least=1, most=50),
    "FileUpload": Object(fields={"fileName": Text(max_length=255), "url": Url()}),
    "Rating": Integer(minimum=RATING_SCALE[0], maximum=RATING_SCALE[1]),
}
if tuple(ANSWER_TYPES) != FIELD_TYPES:
    raise RuntimeError("workflow answers: every form field type needs its answer type, in spec order")


def checked_answers(
    version: FormVersion, answers: Mapping[str, Any], *, complete: bool, where: str = "body"
) -> dict[str, Any]:
    """The answers as stored (nulls and emptied sections left out), or 400 `invalid_request` naming
    every problem (`where` the answers came from). `complete`: every required field must be answered."""
    problems: Problems = []
    sections = {section.key: section for section in version.sections}
    kept: dict[str, dict[str, Any]] = {}
    for section_key, given in answers.items():
        section = sections.get(section_key)
        if section is None:
            problems.append(_problem(section_key, None, "not a section of this form version"))
            continue
        if not isinstance(given, dict):
            problems.append(_problem(section_key, None, "an object of answers by field key"))
            continue
        fields = {field.key: field for field in section.fields}
        for field_key, value in given.items():
            field = fields.get(field_key)
            if field is None:
                problems.append(_problem(section_key, field_key, "not a field of this section"))
            elif value is not None:
                problems += _answer_problems(section_key, field, value, kept)
    if complete:
        problems += [
            _problem(section.key, field.key, f"required: {field.label}")
            for section in version.sections
            for field in section.fields
            if field.required and field.key not in kept.get(section.key, {})
        ]
    if not problems and len(json_codec.dumps(kept, ascii_only=True)) > MAX_BODY_JSON:
        message = f"at most {MAX_BODY_JSON:,} bytes of answers as JSON"
        problems.append({"field": "answers", "message": message})
    if problems:
        raise invalid_input("invalid_request", where, problems)
    return kept


def _answer_problems(
    section_key: str, field: FormField, value: Any, kept: dict[str, dict[str, Any]]
) -> Problems:
    """Checks one answer by its field's type; a good one joins `kept`."""
    try:
        checked = ANSWER_TYPES[field.field_type].check(value)
    except Invalid as invalid:
        return [_problem(section_key, field.key, message, below) for below, message in invalid.problems]
    except ValueError as error:
        return [_problem(section_key, field.key, f"{field.field_type}: {error}")]
    kept.setdefault(section_key, {})[field.key] = checked
    return []


def _problem(section_key: str, field_key: str | None, message: str, below: str = "") -> dict[str, str]:
    path = f"answers.{section_key}" + (f".{field_key}" if field_key is not None else "") + below
    return {"field": path, "message": message}
