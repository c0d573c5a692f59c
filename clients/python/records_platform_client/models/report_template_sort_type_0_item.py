from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.report_template_sort_type_0_item_direction import ReportTemplateSortType0ItemDirection
from ..models.report_template_sort_type_0_item_field import ReportTemplateSortType0ItemField
from ..types import UNSET, Unset






T = TypeVar("T", bound="ReportTemplateSortType0Item")



@_attrs_define
class ReportTemplateSortType0Item:
    """ 
        Attributes:
            field (ReportTemplateSortType0ItemField):
            direction (ReportTemplateSortType0ItemDirection | Unset):  Default: ReportTemplateSortType0ItemDirection.DESC.
     """

    field: ReportTemplateSortType0ItemField
    direction: ReportTemplateSortType0ItemDirection | Unset = ReportTemplateSortType0ItemDirection.DESC





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
        field = ReportTemplateSortType0ItemField(d.pop("field"))




        _direction = d.pop("direction", UNSET)
        direction: ReportTemplateSortType0ItemDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = ReportTemplateSortType0ItemDirection(_direction)




        report_template_sort_type_0_item = cls(
            field=field,
            direction=direction,
        )

        return report_template_sort_type_0_item

