from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CustomFieldListQuery")



@_attrs_define
class CustomFieldListQuery:
    """ 
        Attributes:
            record_type (None | str | Unset): Only this record type's fields.
     """

    record_type: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        record_type: None | str | Unset
        if isinstance(self.record_type, Unset):
            record_type = UNSET
        else:
            record_type = self.record_type


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_record_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_type = _parse_record_type(d.pop("recordType", UNSET))


        custom_field_list_query = cls(
            record_type=record_type,
        )

        return custom_field_list_query

