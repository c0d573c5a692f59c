from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_metric_list_query_pillar import EsgMetricListQueryPillar
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgMetricListQuery")



@_attrs_define
class EsgMetricListQuery:
    """ 
        Attributes:
            framework_id (str): The framework (taxonomy esg_fw key).
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            pillar (EsgMetricListQueryPillar | Unset): Only items whose pillar is this.
     """

    framework_id: str
    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    pillar: EsgMetricListQueryPillar | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        framework_id = self.framework_id

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

        pillar: str | Unset = UNSET
        if not isinstance(self.pillar, Unset):
            pillar = self.pillar.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "frameworkId": framework_id,
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if pillar is not UNSET:
            field_dict["pillar"] = pillar

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        framework_id = d.pop("frameworkId")

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


        _pillar = d.pop("pillar", UNSET)
        pillar: EsgMetricListQueryPillar | Unset
        if isinstance(_pillar,  Unset):
            pillar = UNSET
        else:
            pillar = EsgMetricListQueryPillar(_pillar)




        esg_metric_list_query = cls(
            framework_id=framework_id,
            limit=limit,
            cursor=cursor,
            pillar=pillar,
        )

        return esg_metric_list_query

