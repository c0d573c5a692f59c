from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.recent_item_list_items_item_record_type import RecentItemListItemsItemRecordType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RecentItemListItemsItem")



@_attrs_define
class RecentItemListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            record_type (RecentItemListItemsItemRecordType | Unset):
            record_id (None | str | Unset): A live record of that type.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    record_type: RecentItemListItemsItemRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        _record_type = d.pop("recordType", UNSET)
        record_type: RecentItemListItemsItemRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = RecentItemListItemsItemRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        recent_item_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            record_type=record_type,
            record_id=record_id,
        )

        return recent_item_list_items_item

