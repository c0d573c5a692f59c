from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dataset_list_items_item_filters_type_0_item_op import DatasetListItemsItemFiltersType0ItemOp
from typing import cast






T = TypeVar("T", bound="DatasetListItemsItemFiltersType0Item")



@_attrs_define
class DatasetListItemsItemFiltersType0Item:
    """ 
        Attributes:
            field (str):
            op (DatasetListItemsItemFiltersType0ItemOp):
            value (bool | float | str):
     """

    field: str
    op: DatasetListItemsItemFiltersType0ItemOp
    value: bool | float | str





    def to_dict(self) -> dict[str, Any]:
        field = self.field

        op = self.op.value

        value: bool | float | str
        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "field": field,
            "op": op,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        op = DatasetListItemsItemFiltersType0ItemOp(d.pop("op"))




        def _parse_value(data: object) -> bool | float | str:
            return cast(bool | float | str, data)

        value = _parse_value(d.pop("value"))


        dataset_list_items_item_filters_type_0_item = cls(
            field=field,
            op=op,
            value=value,
        )

        return dataset_list_items_item_filters_type_0_item

