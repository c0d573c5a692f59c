from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.report_template_filters_type_0_item import ReportTemplateFiltersType0Item
  from ..models.report_template_sort_type_0_item import ReportTemplateSortType0Item





T = TypeVar("T", bound="ReportTemplate")



@_attrs_define
class ReportTemplate:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            archived (bool): Archived: listed only with ?archived=true.
            record_type (None | str | Unset):
            name (None | str | Unset):
            filters (list[ReportTemplateFiltersType0Item] | None | Unset):
            sort (list[ReportTemplateSortType0Item] | None | Unset):
            columns (list[str] | None | Unset):
            description (None | str | Unset):
            archived_at (datetime.datetime | None | Unset): When it was archived.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    archived: bool
    record_type: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    filters: list[ReportTemplateFiltersType0Item] | None | Unset = UNSET
    sort: list[ReportTemplateSortType0Item] | None | Unset = UNSET
    columns: list[str] | None | Unset = UNSET
    description: None | str | Unset = UNSET
    archived_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.report_template_filters_type_0_item import ReportTemplateFiltersType0Item # noqa: PLC0415
        from ..models.report_template_sort_type_0_item import ReportTemplateSortType0Item # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        archived = self.archived

        record_type: None | str | Unset
        if isinstance(self.record_type, Unset):
            record_type = UNSET
        else:
            record_type = self.record_type

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
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

        archived_at: None | str | Unset
        if isinstance(self.archived_at, Unset):
            archived_at = UNSET
        elif isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "archived": archived,
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if name is not UNSET:
            field_dict["name"] = name
        if filters is not UNSET:
            field_dict["filters"] = filters
        if sort is not UNSET:
            field_dict["sort"] = sort
        if columns is not UNSET:
            field_dict["columns"] = columns
        if description is not UNSET:
            field_dict["description"] = description
        if archived_at is not UNSET:
            field_dict["archivedAt"] = archived_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.report_template_filters_type_0_item import ReportTemplateFiltersType0Item # noqa: PLC0415
        from ..models.report_template_sort_type_0_item import ReportTemplateSortType0Item # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        archived = d.pop("archived")

        def _parse_record_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_type = _parse_record_type(d.pop("recordType", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_filters(data: object) -> list[ReportTemplateFiltersType0Item] | None | Unset:
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
                    filters_type_0_item = ReportTemplateFiltersType0Item.from_dict(filters_type_0_item_data)



                    filters_type_0.append(filters_type_0_item)

                return filters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportTemplateFiltersType0Item] | None | Unset, data)

        filters = _parse_filters(d.pop("filters", UNSET))


        def _parse_sort(data: object) -> list[ReportTemplateSortType0Item] | None | Unset:
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
                    sort_type_0_item = ReportTemplateSortType0Item.from_dict(sort_type_0_item_data)



                    sort_type_0.append(sort_type_0_item)

                return sort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportTemplateSortType0Item] | None | Unset, data)

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


        def _parse_archived_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                archived_at_type_0 = datetime.datetime.fromisoformat(data)



                return archived_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        archived_at = _parse_archived_at(d.pop("archivedAt", UNSET))


        report_template = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            archived=archived,
            record_type=record_type,
            name=name,
            filters=filters,
            sort=sort,
            columns=columns,
            description=description,
            archived_at=archived_at,
        )

        return report_template

