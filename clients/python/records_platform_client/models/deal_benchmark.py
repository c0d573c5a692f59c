from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deal_benchmark_metric import DealBenchmarkMetric
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="DealBenchmark")



@_attrs_define
class DealBenchmark:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            metric (DealBenchmarkMetric | Unset):
            median (float | None | Unset): The benchmark's value (its median), exact.
            lower_quartile (float | None | Unset):
            upper_quartile (float | None | Unset):
            sample_size (int | None | Unset):
            segment (None | str | Unset): The market the benchmark describes.
            deal_id (None | str | Unset): The deal it is held against, if one.
            as_of (datetime.date | None | Unset):
            source (None | str | Unset): Where the figures come from (a data provider).
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    metric: DealBenchmarkMetric | Unset = UNSET
    median: float | None | Unset = UNSET
    lower_quartile: float | None | Unset = UNSET
    upper_quartile: float | None | Unset = UNSET
    sample_size: int | None | Unset = UNSET
    segment: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    as_of: datetime.date | None | Unset = UNSET
    source: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        metric: str | Unset = UNSET
        if not isinstance(self.metric, Unset):
            metric = self.metric.value


        median: float | None | Unset
        if isinstance(self.median, Unset):
            median = UNSET
        else:
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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if metric is not UNSET:
            field_dict["metric"] = metric
        if median is not UNSET:
            field_dict["median"] = median
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        _metric = d.pop("metric", UNSET)
        metric: DealBenchmarkMetric | Unset
        if isinstance(_metric,  Unset):
            metric = UNSET
        else:
            metric = DealBenchmarkMetric(_metric)




        def _parse_median(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        median = _parse_median(d.pop("median", UNSET))


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


        deal_benchmark = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
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
        )

        return deal_benchmark

