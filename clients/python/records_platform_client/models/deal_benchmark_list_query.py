from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deal_benchmark_list_query_metric import DealBenchmarkListQueryMetric
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DealBenchmarkListQuery")



@_attrs_define
class DealBenchmarkListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            deal_id (None | str | Unset): Only items whose dealId is this.
            metric (DealBenchmarkListQueryMetric | Unset): Only items whose metric is this.
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    metric: DealBenchmarkListQueryMetric | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        cursor: None | str | Unset
        if isinstance(self.cursor, Unset):
            cursor = UNSET
        else:
            cursor = self.cursor

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        metric: str | Unset = UNSET
        if not isinstance(self.metric, Unset):
            metric = self.metric.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if metric is not UNSET:
            field_dict["metric"] = metric

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))


        def _parse_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cursor = _parse_cursor(d.pop("cursor", UNSET))


        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        _metric = d.pop("metric", UNSET)
        metric: DealBenchmarkListQueryMetric | Unset
        if isinstance(_metric,  Unset):
            metric = UNSET
        else:
            metric = DealBenchmarkListQueryMetric(_metric)




        deal_benchmark_list_query = cls(
            limit=limit,
            cursor=cursor,
            deal_id=deal_id,
            metric=metric,
        )

        return deal_benchmark_list_query

