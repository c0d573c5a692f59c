from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dashboard_list_items_item_widgets_type_0_item_kind import DashboardListItemsItemWidgetsType0ItemKind






T = TypeVar("T", bound="DashboardListItemsItemWidgetsType0Item")



@_attrs_define
class DashboardListItemsItemWidgetsType0Item:
    """ 
        Attributes:
            title (str):
            kind (DashboardListItemsItemWidgetsType0ItemKind):
            report_template_id (str): One of reportTemplateIds.
     """

    title: str
    kind: DashboardListItemsItemWidgetsType0ItemKind
    report_template_id: str





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        kind = self.kind.value

        report_template_id = self.report_template_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
            "kind": kind,
            "reportTemplateId": report_template_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        kind = DashboardListItemsItemWidgetsType0ItemKind(d.pop("kind"))




        report_template_id = d.pop("reportTemplateId")

        dashboard_list_items_item_widgets_type_0_item = cls(
            title=title,
            kind=kind,
            report_template_id=report_template_id,
        )

        return dashboard_list_items_item_widgets_type_0_item

