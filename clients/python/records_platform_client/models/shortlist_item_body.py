from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shortlist_item_body_record_type import ShortlistItemBodyRecordType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ShortlistItemBody")



@_attrs_define
class ShortlistItemBody:
    """ 
        Attributes:
            record_type (ShortlistItemBodyRecordType):
            record_id (str): A live record of that type in your firm.
            note (None | str | Unset): Why it is on the list.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: ShortlistItemBodyRecordType
    record_id: str
    note: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        record_type = self.record_type.value

        record_id = self.record_id

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recordType": record_type,
            "recordId": record_id,
        })
        if note is not UNSET:
            field_dict["note"] = note
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record_type = ShortlistItemBodyRecordType(d.pop("recordType"))




        record_id = d.pop("recordId")

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        shortlist_item_body = cls(
            record_type=record_type,
            record_id=record_id,
            note=note,
            expected_catalog_version=expected_catalog_version,
        )

        return shortlist_item_body

