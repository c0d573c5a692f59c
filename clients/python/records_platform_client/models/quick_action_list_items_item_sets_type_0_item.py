from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="QuickActionListItemsItemSetsType0Item")



@_attrs_define
class QuickActionListItemsItemSetsType0Item:
    """ 
        Attributes:
            field (str): A field of the record type, as the catalog names it.
            value (bool | float | str): A value that field takes.
     """

    field: str
    value: bool | float | str





    def to_dict(self) -> dict[str, Any]:
        field = self.field

        value: bool | float | str
        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "field": field,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        def _parse_value(data: object) -> bool | float | str:
            return cast(bool | float | str, data)

        value = _parse_value(d.pop("value"))


        quick_action_list_items_item_sets_type_0_item = cls(
            field=field,
            value=value,
        )

        return quick_action_list_items_item_sets_type_0_item

