from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.report_template_body_filters_type_0_item import ReportTemplateBodyFiltersType0Item
  from ..models.report_template_body_sort_type_0_item import ReportTemplateBodySortType0Item





T = TypeVar("T", bound="ReportTemplateBody")



@_attrs_define
class ReportTemplateBody:
    """ 
        Attributes:
            record_type (str):
            name (str):
            filters (list[ReportTemplateBodyFiltersType0Item] | None | Unset):
            sort (list[ReportTemplateBodySortType0Item] | None | Unset):
            columns (list[str] | None | Unset):
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: str
    name: str
    filters: list[ReportTemplateBodyFiltersType0Item] | None | Unset = UNSET
    sort: list[ReportTemplateBodySortType0Item] | None | Unset = UNSET
    columns: list[str] | None | Unset = UNSET
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.report_template_body_filters_type_0_item import ReportTemplateBodyFiltersType0Item # noqa: PLC0415
        from ..models.report_template_body_sort_type_0_item import ReportTemplateBodySortType0Item # noqa: PLC0415
        record_type = self.record_type

        name = self.name

        filters: list[dict[str, Any]] | None | Unset
        if isinstance(self.filters, Unset):
            filters = UNSET
        elif isinstance(self.filters, list):
            filters = []
            for filters_type_0_item_data in self.filters:
                filters_type_0_item = filters_type_0_item_data.to_dict()
                filters.append(filters_type_0_item)


        else:
            filters = self.filters

        sort: list[dict[str, Any]] | None | Unset
        if isinstance(self.sort, Unset):
            sort = UNSET
        elif isinstance(self.sort, list):
            sort = []
            for sort_type_0_item_data in self.sort:
                sort_type_0_item = sort_type_0_item_data.to_dict()
                sort.append(sort_type_0_item)


        else:
            sort = self.sort

        columns: list[str] | None | Unset
        if isinstance(self.columns, Unset):
            columns = UNSET
        elif isinstance(self.columns, list):
            columns = self.columns


        else:
            columns = self.columns

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recordType": record_type,
            "name": name,
        })
        if filters is not UNSET:
            field_dict["filters"] = filters
        if sort is not UNSET:
            field_dict["sort"] = sort
        if columns is not UNSET:
            field_dict["columns"] = columns
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.report_template_body_filters_type_0_item import ReportTemplateBodyFiltersType0Item # noqa: PLC0415
        from ..models.report_template_body_sort_type_0_item import ReportTemplateBodySortType0Item # noqa: PLC0415
        d = dict(src_dict)
        record_type = d.pop("recordType")

        name = d.pop("name")

        def _parse_filters(data: object) -> list[ReportTemplateBodyFiltersType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                filters_type_0 = []
                _filters_type_0 = data
                for filters_type_0_item_data in (_filters_type_0):
                    filters_type_0_item = ReportTemplateBodyFiltersType0Item.from_dict(filters_type_0_item_data)



                    filters_type_0.append(filters_type_0_item)

                return filters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportTemplateBodyFiltersType0Item] | None | Unset, data)

        filters = _parse_filters(d.pop("filters", UNSET))


        def _parse_sort(data: object) -> list[ReportTemplateBodySortType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sort_type_0 = []
                _sort_type_0 = data
                for sort_type_0_item_data in (_sort_type_0):
                    sort_type_0_item = ReportTemplateBodySortType0Item.from_dict(sort_type_0_item_data)



                    sort_type_0.append(sort_type_0_item)

                return sort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportTemplateBodySortType0Item] | None | Unset, data)

        sort = _parse_sort(d.pop("sort", UNSET))


        def _parse_columns(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                columns_type_0 = cast(list[str], data)

                return columns_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        columns = _parse_columns(d.pop("columns", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        report_template_body = cls(
            record_type=record_type,
            name=name,
            filters=filters,
            sort=sort,
            columns=columns,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return report_template_body

