from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dataset_body_filters_type_0_item import DatasetBodyFiltersType0Item





T = TypeVar("T", bound="DatasetBody")



@_attrs_define
class DatasetBody:
    """ 
        Attributes:
            name (str):
            record_type (str): A record type of the catalog (Company, Deal, ...).
            columns (list[str]): Fields of the record type (or system keys: createdAt), each once.
            filters (list[DatasetBodyFiltersType0Item] | None | Unset): Which records: conditions as a saved view's, all of
                which hold.
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    record_type: str
    columns: list[str]
    filters: list[DatasetBodyFiltersType0Item] | None | Unset = UNSET
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dataset_body_filters_type_0_item import DatasetBodyFiltersType0Item # noqa: PLC0415
        name = self.name

        record_type = self.record_type

        columns = self.columns



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

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "recordType": record_type,
            "columns": columns,
        })
        if filters is not UNSET:
            field_dict["filters"] = filters
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dataset_body_filters_type_0_item import DatasetBodyFiltersType0Item # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        record_type = d.pop("recordType")

        columns = cast(list[str], d.pop("columns"))


        def _parse_filters(data: object) -> list[DatasetBodyFiltersType0Item] | None | Unset:
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
                    filters_type_0_item = DatasetBodyFiltersType0Item.from_dict(filters_type_0_item_data)



                    filters_type_0.append(filters_type_0_item)

                return filters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DatasetBodyFiltersType0Item] | None | Unset, data)

        filters = _parse_filters(d.pop("filters", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        dataset_body = cls(
            name=name,
            record_type=record_type,
            columns=columns,
            filters=filters,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return dataset_body

