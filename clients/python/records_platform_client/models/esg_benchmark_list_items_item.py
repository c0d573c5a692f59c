from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_benchmark_list_items_item_statistic import EsgBenchmarkListItemsItemStatistic
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgBenchmarkListItemsItem")



@_attrs_define
class EsgBenchmarkListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            metric_id (None | str | Unset): A metric id: lib_... or esgm_...
            provider_id (None | str | Unset): One of GET /esg-benchmarks/providers.
            year (int | None | Unset):
            statistic (EsgBenchmarkListItemsItemStatistic | Unset):  Default: EsgBenchmarkListItemsItemStatistic.MEDIAN.
            sector (None | str | Unset): A sector key, or all. Default: 'all'.
            region (None | str | Unset): A region, or global. Default: 'global'.
            value (float | None | Unset): Exact, in the metric's unit.
            note (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    metric_id: None | str | Unset = UNSET
    provider_id: None | str | Unset = UNSET
    year: int | None | Unset = UNSET
    statistic: EsgBenchmarkListItemsItemStatistic | Unset = EsgBenchmarkListItemsItemStatistic.MEDIAN
    sector: None | str | Unset = 'all'
    region: None | str | Unset = 'global'
    value: float | None | Unset = UNSET
    note: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        metric_id: None | str | Unset
        if isinstance(self.metric_id, Unset):
            metric_id = UNSET
        else:
            metric_id = self.metric_id

        provider_id: None | str | Unset
        if isinstance(self.provider_id, Unset):
            provider_id = UNSET
        else:
            provider_id = self.provider_id

        year: int | None | Unset
        if isinstance(self.year, Unset):
            year = UNSET
        else:
            year = self.year

        statistic: str | Unset = UNSET
        if not isinstance(self.statistic, Unset):
            statistic = self.statistic.value


        sector: None | str | Unset
        if isinstance(self.sector, Unset):
            sector = UNSET
        else:
            sector = self.sector

        region: None | str | Unset
        if isinstance(self.region, Unset):
            region = UNSET
        else:
            region = self.region

        value: float | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if metric_id is not UNSET:
            field_dict["metricId"] = metric_id
        if provider_id is not UNSET:
            field_dict["providerId"] = provider_id
        if year is not UNSET:
            field_dict["year"] = year
        if statistic is not UNSET:
            field_dict["statistic"] = statistic
        if sector is not UNSET:
            field_dict["sector"] = sector
        if region is not UNSET:
            field_dict["region"] = region
        if value is not UNSET:
            field_dict["value"] = value
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_metric_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        metric_id = _parse_metric_id(d.pop("metricId", UNSET))


        def _parse_provider_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        provider_id = _parse_provider_id(d.pop("providerId", UNSET))


        def _parse_year(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        year = _parse_year(d.pop("year", UNSET))


        _statistic = d.pop("statistic", UNSET)
        statistic: EsgBenchmarkListItemsItemStatistic | Unset
        if isinstance(_statistic,  Unset):
            statistic = UNSET
        else:
            statistic = EsgBenchmarkListItemsItemStatistic(_statistic)




        def _parse_sector(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sector = _parse_sector(d.pop("sector", UNSET))


        def _parse_region(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        region = _parse_region(d.pop("region", UNSET))


        def _parse_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))


        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        esg_benchmark_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            metric_id=metric_id,
            provider_id=provider_id,
            year=year,
            statistic=statistic,
            sector=sector,
            region=region,
            value=value,
            note=note,
        )

        return esg_benchmark_list_items_item

