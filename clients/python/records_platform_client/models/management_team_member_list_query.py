from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ManagementTeamMemberListQuery")



@_attrs_define
class ManagementTeamMemberListQuery:
    """ 
        Attributes:
            portfolio_company_id (str): The portfolio company's items. Required.
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
     """

    portfolio_company_id: str
    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        portfolio_company_id = self.portfolio_company_id

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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "portfolioCompanyId": portfolio_company_id,
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        portfolio_company_id = d.pop("portfolioCompanyId")

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


        management_team_member_list_query = cls(
            portfolio_company_id=portfolio_company_id,
            limit=limit,
            cursor=cursor,
        )

        return management_team_member_list_query

