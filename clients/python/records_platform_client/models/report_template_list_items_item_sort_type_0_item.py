from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.report_template_list_items_item_sort_type_0_item_direction import ReportTemplateListItemsItemSortType0ItemDirection
from ..models.report_template_list_items_item_sort_type_0_item_field import ReportTemplateListItemsItemSortType0ItemField
from ..types import UNSET, Unset






T = TypeVar("T", bound="ReportTemplateListItemsItemSortType0Item")



@_attrs_define
class ReportTemplateListItemsItemSortType0Item:
    """ 
        Attributes:
            field (ReportTemplateListItemsItemSortType0ItemField):
            direction (ReportTemplateListItemsItemSortType0ItemDirection | Unset):  Default:
                ReportTemplateListItemsItemSortType0ItemDirection.DESC.
     """

    field: ReportTemplateListItemsItemSortType0ItemField
    direction: ReportTemplateListItemsItemSortType0ItemDirection | Unset = ReportTemplateListItemsItemSortType0ItemDirection.DESC





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
        field = ReportTemplateListItemsItemSortType0ItemField(d.pop("field"))




        _direction = d.pop("direction", UNSET)
        direction: ReportTemplateListItemsItemSortType0ItemDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = ReportTemplateListItemsItemSortType0ItemDirection(_direction)




        report_template_list_items_item_sort_type_0_item = cls(
            field=field,
            direction=direction,
        )

        return report_template_list_items_item_sort_type_0_item

