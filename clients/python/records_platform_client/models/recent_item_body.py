from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.recent_item_body_record_type import RecentItemBodyRecordType
from ..types import UNSET, Unset






T = TypeVar("T", bound="RecentItemBody")



@_attrs_define
class RecentItemBody:
    """ 
        Attributes:
            record_type (RecentItemBodyRecordType):
            record_id (str): A live record of that type.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: RecentItemBodyRecordType
    record_id: str
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        record_type = self.record_type.value

        record_id = self.record_id

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recordType": record_type,
            "recordId": record_id,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record_type = RecentItemBodyRecordType(d.pop("recordType"))




        record_id = d.pop("recordId")

        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        recent_item_body = cls(
            record_type=record_type,
            record_id=record_id,
            expected_catalog_version=expected_catalog_version,
        )

        return recent_item_body

