from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deal_benchmark_body_metric import DealBenchmarkBodyMetric
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="DealBenchmarkBody")



@_attrs_define
class DealBenchmarkBody:
    """ 
        Attributes:
            name (str):
            metric (DealBenchmarkBodyMetric):
            median (float): The benchmark's value (its median), exact.
            lower_quartile (float | None | Unset):
            upper_quartile (float | None | Unset):
            sample_size (int | None | Unset):
            segment (None | str | Unset): The market the benchmark describes.
            deal_id (None | str | Unset): The deal it is held against, if one.
            as_of (datetime.date | None | Unset):
            source (None | str | Unset): Where the figures come from (a data provider).
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    metric: DealBenchmarkBodyMetric
    median: float
    lower_quartile: float | None | Unset = UNSET
    upper_quartile: float | None | Unset = UNSET
    sample_size: int | None | Unset = UNSET
    segment: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    as_of: datetime.date | None | Unset = UNSET
    source: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        metric = self.metric.value

        median = self.median

        lower_quartile: float | None | Unset
        if isinstance(self.lower_quartile, Unset):
            lower_quartile = UNSET
        else:
            lower_quartile = self.lower_quartile

        upper_quartile: float | None | Unset
        if isinstance(self.upper_quartile, Unset):
            upper_quartile = UNSET
        else:
            upper_quartile = self.upper_quartile

        sample_size: int | None | Unset
        if isinstance(self.sample_size, Unset):
            sample_size = UNSET
        else:
            sample_size = self.sample_size

        segment: None | str | Unset
        if isinstance(self.segment, Unset):
            segment = UNSET
        else:
            segment = self.segment

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        as_of: None | str | Unset
        if isinstance(self.as_of, Unset):
            as_of = UNSET
        elif isinstance(self.as_of, datetime.date):
            as_of = self.as_of.isoformat()
        else:
            as_of = self.as_of

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "metric": metric,
            "median": median,
        })
        if lower_quartile is not UNSET:
            field_dict["lowerQuartile"] = lower_quartile
        if upper_quartile is not UNSET:
            field_dict["upperQuartile"] = upper_quartile
        if sample_size is not UNSET:
            field_dict["sampleSize"] = sample_size
        if segment is not UNSET:
            field_dict["segment"] = segment
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if as_of is not UNSET:
            field_dict["asOf"] = as_of
        if source is not UNSET:
            field_dict["source"] = source
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        metric = DealBenchmarkBodyMetric(d.pop("metric"))




        median = d.pop("median")

        def _parse_lower_quartile(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        lower_quartile = _parse_lower_quartile(d.pop("lowerQuartile", UNSET))


        def _parse_upper_quartile(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        upper_quartile = _parse_upper_quartile(d.pop("upperQuartile", UNSET))


        def _parse_sample_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        sample_size = _parse_sample_size(d.pop("sampleSize", UNSET))


        def _parse_segment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        segment = _parse_segment(d.pop("segment", UNSET))


        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_as_of(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                as_of_type_0 = datetime.date.fromisoformat(data)



                return as_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        as_of = _parse_as_of(d.pop("asOf", UNSET))


        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        deal_benchmark_body = cls(
            name=name,
            metric=metric,
            median=median,
            lower_quartile=lower_quartile,
            upper_quartile=upper_quartile,
            sample_size=sample_size,
            segment=segment,
            deal_id=deal_id,
            as_of=as_of,
            source=source,
            expected_catalog_version=expected_catalog_version,
        )

        return deal_benchmark_body

