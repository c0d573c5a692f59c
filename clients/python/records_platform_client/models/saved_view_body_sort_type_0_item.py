from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saved_view_body_sort_type_0_item_direction import SavedViewBodySortType0ItemDirection
from ..models.saved_view_body_sort_type_0_item_field import SavedViewBodySortType0ItemField
from ..types import UNSET, Unset






T = TypeVar("T", bound="SavedViewBodySortType0Item")



@_attrs_define
class SavedViewBodySortType0Item:
    """ 
        Attributes:
            field (SavedViewBodySortType0ItemField):
            direction (SavedViewBodySortType0ItemDirection | Unset):  Default: SavedViewBodySortType0ItemDirection.DESC.
     """

    field: SavedViewBodySortType0ItemField
    direction: SavedViewBodySortType0ItemDirection | Unset = SavedViewBodySortType0ItemDirection.DESC





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
        field = SavedViewBodySortType0ItemField(d.pop("field"))




        _direction = d.pop("direction", UNSET)
        direction: SavedViewBodySortType0ItemDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = SavedViewBodySortType0ItemDirection(_direction)




        saved_view_body_sort_type_0_item = cls(
            field=field,
            direction=direction,
        )

        return saved_view_body_sort_type_0_item

