from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_benchmark_body_statistic import EsgBenchmarkBodyStatistic
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgBenchmarkBody")



@_attrs_define
class EsgBenchmarkBody:
    """ 
        Attributes:
            metric_id (str): A metric id: lib_... or esgm_...
            provider_id (str): One of GET /esg-benchmarks/providers.
            year (int):
            value (float): Exact, in the metric's unit.
            statistic (EsgBenchmarkBodyStatistic | Unset):  Default: EsgBenchmarkBodyStatistic.MEDIAN.
            sector (None | str | Unset): A sector key, or all. Default: 'all'.
            region (None | str | Unset): A region, or global. Default: 'global'.
            note (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    metric_id: str
    provider_id: str
    year: int
    value: float
    statistic: EsgBenchmarkBodyStatistic | Unset = EsgBenchmarkBodyStatistic.MEDIAN
    sector: None | str | Unset = 'all'
    region: None | str | Unset = 'global'
    note: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        metric_id = self.metric_id

        provider_id = self.provider_id

        year = self.year

        value = self.value

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

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "metricId": metric_id,
            "providerId": provider_id,
            "year": year,
            "value": value,
        })
        if statistic is not UNSET:
            field_dict["statistic"] = statistic
        if sector is not UNSET:
            field_dict["sector"] = sector
        if region is not UNSET:
            field_dict["region"] = region
        if note is not UNSET:
            field_dict["note"] = note
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        metric_id = d.pop("metricId")

        provider_id = d.pop("providerId")

        year = d.pop("year")

        value = d.pop("value")

        _statistic = d.pop("statistic", UNSET)
        statistic: EsgBenchmarkBodyStatistic | Unset
        if isinstance(_statistic,  Unset):
            statistic = UNSET
        else:
            statistic = EsgBenchmarkBodyStatistic(_statistic)




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


        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        esg_benchmark_body = cls(
            metric_id=metric_id,
            provider_id=provider_id,
            year=year,
            value=value,
            statistic=statistic,
            sector=sector,
            region=region,
            note=note,
            expected_catalog_version=expected_catalog_version,
        )

        return esg_benchmark_body

