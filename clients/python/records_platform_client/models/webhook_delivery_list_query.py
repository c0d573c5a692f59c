from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_delivery_list_query_status import WebhookDeliveryListQueryStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookDeliveryListQuery")



@_attrs_define
class WebhookDeliveryListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            status (WebhookDeliveryListQueryStatus | Unset): Only deliveries in this status.
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    status: WebhookDeliveryListQueryStatus | Unset = UNSET





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


        _status = d.pop("status", UNSET)
        status: WebhookDeliveryListQueryStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = WebhookDeliveryListQueryStatus(_status)




        webhook_delivery_list_query = cls(
            limit=limit,
            cursor=cursor,
            status=status,
        )

        return webhook_delivery_list_query

