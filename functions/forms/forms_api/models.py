"""Request and response bodies of the forms family (spec 2.2), camelCase on the wire.

Every fault in a form body is 400 `form_invalid` (spec 7): the routes declare
`invalid_body_code="form_invalid"`, so the kernel answers field errors, and the rules stated in
`problems()` (duplicate keys, the size of a version), with that code, the first offending path
(`sections[1].fields[0].fieldType`) in the message and every problem in `details`. Nothing is stored.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    Field,
    JsonValue,
    field_validator,
)
from pydantic_core import PydanticCustomError

from kernel.models import ApiModel, BodyModel, PageQuery
from kernel.text import control_problem, invisible, text_problem

# Spec 2.2: the exact values, case-sensitive (`text` is not `Text`).
FieldType = Literal[
    "Text", "RichText", "Number", "Currency", "Boolean", "Date",
    "Select", "MultiSelect", "FileUpload", "Rating",
]  # fmt: skip

MAX_SECTIONS = 100
MAX_FIELDS_PER_SECTION = 200
# A version is one DynamoDB item (400 KB at most); its sections as JSON stay well below that.
MAX_SECTIONS_BYTES = 256 * 1024


def _not_blank(value: str) -> str:
    """Something a person can see: not only spaces or invisible characters, no control character and
    no bidi override (kernel.text)."""
    if control_problem(value):
        raise PydanticCustomError("control_character", control_problem(value) or "")
    if invisible(value):
        raise PydanticCustomError("blank_string", "must not be blank")
    return value


def _readable(value: str) -> str:
    """Longer text (help, descriptions): tabs and line breaks too, empty allowed (kernel.text)."""
    problem = text_problem(value, multiline=True)
    if problem:
        raise PydanticCustomError("unreadable_text", problem)
    return value


Key = Annotated[str, Field(min_length=1, max_length=64), AfterValidator(_not_blank)]
Label = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_not_blank)]
Text = Annotated[str, Field(max_length=2000), AfterValidator(_readable)]
Tag = Annotated[str, Field(min_length=1, max_length=100), AfterValidator(_not_blank)]


# ---- request bodies ----------------------------------------------------------------------------------


class FieldInput(BodyModel):
    key: Key
    label: Label
    field_type: FieldType
    required: bool = False
    description: Text = ""


class SectionInput(BodyModel):
    key: Key
    label: Label
    description: Text = ""
    fields: list[FieldInput] = Field(max_length=MAX_FIELDS_PER_SECTION)


Sections = Annotated[list[SectionInput], Field(min_length=1, max_length=MAX_SECTIONS)]


_SECTIONS_EXAMPLE: list[JsonValue] = [
    {
        "key": "identity",
        "label": "Identity",
        "fields": [
            {"key": "legalName", "label": "Legal name", "fieldType": "Text", "required": True},
            {"key": "commitment", "label": "Commitment", "fieldType": "Currency"},
        ],
    }
]


class CreateFormRequest(BodyModel):
    model_config = {
        "json_schema_extra": {
            "examples": [
                {"name": "Investor onboarding", "ownerModule": "investors", "sections": _SECTIONS_EXAMPLE}
            ]
        }
    }

    name: Label
    description: Text | None = None
    owner_module: Tag | None = None
    category: Tag | None = None
    is_system_definition: bool = Field(
        default=False, description="Only the product ships system definitions: true is form_invalid."
    )
    sections: Sections | None = Field(default=None, description="When given, the first version (number 1).")

    @field_validator("is_system_definition")
    @classmethod
    def _not_system(cls, value: bool) -> bool:
        if value:
            raise PydanticCustomError(
                "system_definition", "system definitions ship with the product; send false or leave it out"
            )
        return value

    def problems(self) -> list[dict[str, str]]:
        return section_problems(self.sections or [])


class AddVersionRequest(BodyModel):
    model_config = {"json_schema_extra": {"examples": [{"sections": _SECTIONS_EXAMPLE}]}}

    sections: Sections

    def problems(self) -> list[dict[str, str]]:
        return section_problems(self.sections)


class FormListQuery(PageQuery):
    owner_module: str | None = Field(
        default=None, min_length=1, max_length=100, description="Only this module's."
    )


def section_problems(sections: Sequence[SectionInput]) -> list[dict[str, str]]:
    """Duplicate section keys in a version, duplicate field keys in a section, and the size limit."""
    problems = _duplicates([section.key for section in sections], "sections[{}].key", "section key")
    for index, section in enumerate(sections):
        problems += _duplicates(
            [field.key for field in section.fields], f"sections[{index}].fields[{{}}].key", "field key"
        )
    if not problems and len(json.dumps(dump_sections(sections))) > MAX_SECTIONS_BYTES:
        problems.append(
            {"field": "sections", "message": f"a version may hold at most {MAX_SECTIONS_BYTES} bytes"}
        )
    return problems


def _duplicates(keys: list[str], path: str, what: str) -> list[dict[str, str]]:
    first: dict[str, int] = {}
    problems = []
    for index, key in enumerate(keys):
        if key in first:
            message = f"duplicate {what} '{key}' (first at {path.format(first[key])})"
            problems.append({"field": path.format(index), "message": message})
        else:
            first[key] = index
    return problems


def dump_sections(sections: Sequence[SectionInput]) -> list[dict[str, Any]]:
    """The sections in the shape posted (camelCase, defaults filled in), as stored and returned."""
    return [section.model_dump(mode="json", by_alias=True) for section in sections]


# ---- responses ---------------------------------------------------------------------------------------


class FieldView(ApiModel):
    key: str
    label: str
    field_type: FieldType
    required: bool
    description: str


class SectionView(ApiModel):
    key: str
    label: str
    description: str
    fields: list[FieldView]


class FormSummary(ApiModel):
    """A definition as a list shows it (spec 2.2: without the version keys and sections)."""

    id: str
    name: str
    description: str | None
    owner_module: str | None
    category: str | None
    is_system_definition: bool
    active: bool
    created_at: str
    updated_at: str


class FormState(FormSummary):
    """A definition after activate or deactivate: which version is current."""

    current_version_id: str | None
    current_version_number: int | None


class FormDetail(FormState):
    """One definition: the current version's sections in the shape posted, [] when it has none."""

    sections: list[SectionView]


class FormList(ApiModel):
    items: list[FormSummary]
    next_cursor: str | None


class VersionCreated(ApiModel):
    """The new version, whether it is current (inactive form) or a draft waiting for activate."""

    form_id: str
    version_id: str
    version_number: int
    status: Literal["current", "draft"]
    current_version_id: str | None
    current_version_number: int | None
