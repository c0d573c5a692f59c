from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.duplicate_group_reason import DuplicateGroupReason
from typing import cast

if TYPE_CHECKING:
  from ..models.duplicate_record import DuplicateRecord





T = TypeVar("T", bound="DuplicateGroup")



@_attrs_define
class DuplicateGroup:
    """ 
        Attributes:
            reason (DuplicateGroupReason):
            value (str): The normalized name, email address or website domain they share.
            records (list[DuplicateRecord]): At least two, oldest first, at most 100.
            more (bool): The group holds more records than it shows.
     """

    reason: DuplicateGroupReason
    value: str
    records: list[DuplicateRecord]
    more: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.duplicate_record import DuplicateRecord # noqa: PLC0415
        reason = self.reason.value

        value = self.value

        records = []
        for records_item_data in self.records:
            records_item = records_item_data.to_dict()
            records.append(records_item)



        more = self.more


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "value": value,
            "records": records,
            "more": more,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.duplicate_record import DuplicateRecord # noqa: PLC0415
        d = dict(src_dict)
        reason = DuplicateGroupReason(d.pop("reason"))




        value = d.pop("value")

        records = []
        _records = d.pop("records")
        for records_item_data in (_records):
            records_item = DuplicateRecord.from_dict(records_item_data)



            records.append(records_item)


        more = d.pop("more")

        duplicate_group = cls(
            reason=reason,
            value=value,
            records=records,
            more=more,
        )


        duplicate_group.additional_properties = d
        return duplicate_group

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
