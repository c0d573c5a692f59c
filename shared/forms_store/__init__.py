"""Where the forms family keeps form definitions and their versions, and a read of one version's fields,
for the families that send a form to a person and check the answers (workflow). The forms family
writes these items; every other family only reads them, through this module.

Layout (keys through the TenantStore, so every pk starts with `<firm>#`):

    pk <firm>#FORMS            sk <formId>          one item per definition (`currentVersionId`,
                                                    `currentVersionNumber`: the version a new use takes)
    pk <firm>#FORM#<formId>    sk V#<number:010d>   one item per version: id, formId, number, sections

A version is never changed once written (spec 9.5), so a reader that holds a version's number may read
it at any later time and find the same fields.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from kernel.tenant_store import TenantStore

DEFINITIONS = "FORMS"
# A form's id: made ones are `form_<26>`, the system forms' are fixed names (form_system_kyc_...).
FORM_ID = re.compile(r"^[a-z0-9_]{1,64}$")
# Spec 2.2, exactly; forms_api.models.FieldType spells the same values for its body model.
FIELD_TYPES = (
    "Text", "RichText", "Number", "Currency", "Boolean", "Date",
    "Select", "MultiSelect", "FileUpload", "Rating",
)  # fmt: skip


def versions_partition(form_id: str) -> str:
    return f"FORM#{form_id}"


def version_sort_key(number: int) -> str:
    return f"V#{number:010d}"


class FormField(NamedTuple):
    """One field of a version, as a person answering it meets it."""

    key: str
    label: str
    field_type: str
    required: bool


class FormSection(NamedTuple):
    key: str
    label: str
    fields: tuple[FormField, ...]


class FormVersion(NamedTuple):
    form_id: str
    version_id: str
    number: int
    sections: tuple[FormSection, ...]


def read_definition(store: TenantStore, form_id: str) -> dict[str, Any] | None:
    """A form definition of the caller's firm, read consistently; None for an id that names none (also
    one of another firm's, or not shaped as an id)."""
    if not FORM_ID.fullmatch(form_id):
        return None
    return store.get(DEFINITIONS, form_id, consistent=True)


def read_version(store: TenantStore, form_id: str, number: int) -> FormVersion | None:
    """One version of a form of the caller's firm, read consistently (a version written a moment ago,
    with the definition that points at it, is found)."""
    if not FORM_ID.fullmatch(form_id):
        return None
    item = store.get(versions_partition(form_id), version_sort_key(number), consistent=True)
    return _version(item) if item else None


def _version(item: Mapping[str, Any]) -> FormVersion:
    sections = tuple(
        FormSection(
            section["key"],
            section["label"],
            tuple(
                FormField(field["key"], field["label"], field["fieldType"], bool(field.get("required")))
                for field in section["fields"]
            ),
        )
        for section in item["sections"]
    )
    return FormVersion(item["formId"], item["id"], int(item["number"]), sections)
