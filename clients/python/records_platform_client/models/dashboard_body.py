from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dashboard_body_widgets_type_0_item import DashboardBodyWidgetsType0Item





T = TypeVar("T", bound="DashboardBody")



@_attrs_define
class DashboardBody:
    """ 
        Attributes:
            name (str):
            report_template_ids (list[str]): The report templates it shows.
            description (None | str | Unset):
            widgets (list[DashboardBodyWidgetsType0Item] | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    report_template_ids: list[str]
    description: None | str | Unset = UNSET
    widgets: list[DashboardBodyWidgetsType0Item] | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dashboard_body_widgets_type_0_item import DashboardBodyWidgetsType0Item # noqa: PLC0415
        name = self.name

        report_template_ids = self.report_template_ids



        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        widgets: list[dict[str, Any]] | None | Unset
        if isinstance(self.widgets, Unset):
            widgets = UNSET
        elif isinstance(self.widgets, list):
            widgets = []
            for widgets_type_0_item_data in self.widgets:
                widgets_type_0_item = widgets_type_0_item_data.to_dict()
                widgets.append(widgets_type_0_item)


        else:
            widgets = self.widgets

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "reportTemplateIds": report_template_ids,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if widgets is not UNSET:
            field_dict["widgets"] = widgets
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dashboard_body_widgets_type_0_item import DashboardBodyWidgetsType0Item # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        report_template_ids = cast(list[str], d.pop("reportTemplateIds"))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_widgets(data: object) -> list[DashboardBodyWidgetsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                widgets_type_0 = []
                _widgets_type_0 = data
                for widgets_type_0_item_data in (_widgets_type_0):
                    widgets_type_0_item = DashboardBodyWidgetsType0Item.from_dict(widgets_type_0_item_data)



                    widgets_type_0.append(widgets_type_0_item)

                return widgets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DashboardBodyWidgetsType0Item] | None | Unset, data)

        widgets = _parse_widgets(d.pop("widgets", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        dashboard_body = cls(
            name=name,
            report_template_ids=report_template_ids,
            description=description,
            widgets=widgets,
            expected_catalog_version=expected_catalog_version,
        )

        return dashboard_body

