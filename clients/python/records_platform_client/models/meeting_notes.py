from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MeetingNotes")



@_attrs_define
class MeetingNotes:
    """ 
        Attributes:
            meeting_id (str):
            notes (str):
            version (int): The notes' own version (their ETag), not the meeting's.
            updated_at (datetime.datetime | None | Unset): When they were last written (made with the meeting).
            updated_by (None | str | Unset): Who wrote them last.
     """

    meeting_id: str
    notes: str
    version: int
    updated_at: datetime.datetime | None | Unset = UNSET
    updated_by: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        meeting_id = self.meeting_id

        notes = self.notes

        version = self.version

        updated_at: None | str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        elif isinstance(self.updated_at, datetime.datetime):
            updated_at = self.updated_at.isoformat()
        else:
            updated_at = self.updated_at

        updated_by: None | str | Unset
        if isinstance(self.updated_by, Unset):
            updated_by = UNSET
        else:
            updated_by = self.updated_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "meetingId": meeting_id,
            "notes": notes,
            "version": version,
        })
        if updated_at is not UNSET:
            field_dict["updatedAt"] = updated_at
        if updated_by is not UNSET:
            field_dict["updatedBy"] = updated_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        meeting_id = d.pop("meetingId")

        notes = d.pop("notes")

        version = d.pop("version")

        def _parse_updated_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_at_type_0 = datetime.datetime.fromisoformat(data)



                return updated_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        updated_at = _parse_updated_at(d.pop("updatedAt", UNSET))


        def _parse_updated_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        updated_by = _parse_updated_by(d.pop("updatedBy", UNSET))


        meeting_notes = cls(
            meeting_id=meeting_id,
            notes=notes,
            version=version,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        return meeting_notes

