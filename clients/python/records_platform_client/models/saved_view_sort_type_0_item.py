from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saved_view_sort_type_0_item_direction import SavedViewSortType0ItemDirection
from ..models.saved_view_sort_type_0_item_field import SavedViewSortType0ItemField
from ..types import UNSET, Unset






T = TypeVar("T", bound="SavedViewSortType0Item")



@_attrs_define
class SavedViewSortType0Item:
    """ 
        Attributes:
            field (SavedViewSortType0ItemField):
            direction (SavedViewSortType0ItemDirection | Unset):  Default: SavedViewSortType0ItemDirection.DESC.
     """

    field: SavedViewSortType0ItemField
    direction: SavedViewSortType0ItemDirection | Unset = SavedViewSortType0ItemDirection.DESC





    def to_dict(self) -> dict[str, Any]:
        field = self.field.value

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "field": field,
        })
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = SavedViewSortType0ItemField(d.pop("field"))




        _direction = d.pop("direction", UNSET)
        direction: SavedViewSortType0ItemDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = SavedViewSortType0ItemDirection(_direction)




        saved_view_sort_type_0_item = cls(
            field=field,
            direction=direction,
        )

        return saved_view_sort_type_0_item

