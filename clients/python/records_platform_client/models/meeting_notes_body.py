from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="MeetingNotesBody")



@_attrs_define
class MeetingNotesBody:
    """ 
        Attributes:
            notes (str): The meeting's notes, whole (an empty text clears them).
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    notes: str
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        notes = self.notes

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "notes": notes,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        notes = d.pop("notes")

        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        meeting_notes_body = cls(
            notes=notes,
            expected_catalog_version=expected_catalog_version,
        )

        return meeting_notes_body

