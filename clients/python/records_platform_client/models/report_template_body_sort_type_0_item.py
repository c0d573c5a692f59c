from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.report_template_body_sort_type_0_item_direction import ReportTemplateBodySortType0ItemDirection
from ..models.report_template_body_sort_type_0_item_field import ReportTemplateBodySortType0ItemField
from ..types import UNSET, Unset






T = TypeVar("T", bound="ReportTemplateBodySortType0Item")



@_attrs_define
class ReportTemplateBodySortType0Item:
    """ 
        Attributes:
            field (ReportTemplateBodySortType0ItemField):
            direction (ReportTemplateBodySortType0ItemDirection | Unset):  Default:
                ReportTemplateBodySortType0ItemDirection.DESC.
     """

    field: ReportTemplateBodySortType0ItemField
    direction: ReportTemplateBodySortType0ItemDirection | Unset = ReportTemplateBodySortType0ItemDirection.DESC





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
        field = ReportTemplateBodySortType0ItemField(d.pop("field"))




        _direction = d.pop("direction", UNSET)
        direction: ReportTemplateBodySortType0ItemDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = ReportTemplateBodySortType0ItemDirection(_direction)




        report_template_body_sort_type_0_item = cls(
            field=field,
            direction=direction,
        )

        return report_template_body_sort_type_0_item

