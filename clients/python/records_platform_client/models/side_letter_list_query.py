from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.side_letter_list_query_status import SideLetterListQueryStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SideLetterListQuery")



@_attrs_define
class SideLetterListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            investor_id (None | str | Unset): Only items whose investorId is this.
            status (SideLetterListQueryStatus | Unset): Only items whose status is this.
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    investor_id: None | str | Unset = UNSET
    status: SideLetterListQueryStatus | Unset = UNSET





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

        investor_id: None | str | Unset
        if isinstance(self.investor_id, Unset):
            investor_id = UNSET
        else:
            investor_id = self.investor_id

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
        if investor_id is not UNSET:
            field_dict["investorId"] = investor_id
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


        def _parse_investor_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        investor_id = _parse_investor_id(d.pop("investorId", UNSET))


        _status = d.pop("status", UNSET)
        status: SideLetterListQueryStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = SideLetterListQueryStatus(_status)




        side_letter_list_query = cls(
            limit=limit,
            cursor=cursor,
            investor_id=investor_id,
            status=status,
        )

        return side_letter_list_query

