from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.email_link_record_type import EmailLinkRecordType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EmailLink")



@_attrs_define
class EmailLink:
    """ 
        Attributes:
            record_type (EmailLinkRecordType | Unset): With recordId; both null: unlink.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: EmailLinkRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _record_type = d.pop("recordType", UNSET)
        record_type: EmailLinkRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = EmailLinkRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        email_link = cls(
            record_type=record_type,
            record_id=record_id,
            expected_catalog_version=expected_catalog_version,
        )

        return email_link

