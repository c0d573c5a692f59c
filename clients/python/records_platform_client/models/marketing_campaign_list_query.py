from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.marketing_campaign_list_query_status import MarketingCampaignListQueryStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MarketingCampaignListQuery")



@_attrs_define
class MarketingCampaignListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            list_id (None | str | Unset): Campaigns to this marketing list.
            status (MarketingCampaignListQueryStatus | Unset): Draft, Scheduled, Sent or Cancelled.
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    list_id: None | str | Unset = UNSET
    status: MarketingCampaignListQueryStatus | Unset = UNSET





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

        list_id: None | str | Unset
        if isinstance(self.list_id, Unset):
            list_id = UNSET
        else:
            list_id = self.list_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if list_id is not UNSET:
            field_dict["listId"] = list_id
        if status is not UNSET:
            field_dict["status"] = status

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


        def _parse_list_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        list_id = _parse_list_id(d.pop("listId", UNSET))


        _status = d.pop("status", UNSET)
        status: MarketingCampaignListQueryStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = MarketingCampaignListQueryStatus(_status)




        marketing_campaign_list_query = cls(
            limit=limit,
            cursor=cursor,
            list_id=list_id,
            status=status,
        )

        return marketing_campaign_list_query

