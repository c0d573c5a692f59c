from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MeetingListQuery")



@_attrs_define
class MeetingListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            company_id (None | str | Unset): Only this company's meetings (a live Company).
            deal_id (None | str | Unset): Only this deal's meetings (a live Deal).
            starts_atgte (datetime.datetime | None | Unset): Only meetings starting at or after this.
            starts_atgt (datetime.datetime | None | Unset): Only meetings starting after this.
            starts_atlte (datetime.datetime | None | Unset): Only meetings starting at or before this.
            starts_atlt (datetime.datetime | None | Unset): Only meetings starting before this.
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    company_id: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    starts_atgte: datetime.datetime | None | Unset = UNSET
    starts_atgt: datetime.datetime | None | Unset = UNSET
    starts_atlte: datetime.datetime | None | Unset = UNSET
    starts_atlt: datetime.datetime | None | Unset = UNSET





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

        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        starts_atgte: None | str | Unset
        if isinstance(self.starts_atgte, Unset):
            starts_atgte = UNSET
        elif isinstance(self.starts_atgte, datetime.datetime):
            starts_atgte = self.starts_atgte.isoformat()
        else:
            starts_atgte = self.starts_atgte

        starts_atgt: None | str | Unset
        if isinstance(self.starts_atgt, Unset):
            starts_atgt = UNSET
        elif isinstance(self.starts_atgt, datetime.datetime):
            starts_atgt = self.starts_atgt.isoformat()
        else:
            starts_atgt = self.starts_atgt

        starts_atlte: None | str | Unset
        if isinstance(self.starts_atlte, Unset):
            starts_atlte = UNSET
        elif isinstance(self.starts_atlte, datetime.datetime):
            starts_atlte = self.starts_atlte.isoformat()
        else:
            starts_atlte = self.starts_atlte

        starts_atlt: None | str | Unset
        if isinstance(self.starts_atlt, Unset):
            starts_atlt = UNSET
        elif isinstance(self.starts_atlt, datetime.datetime):
            starts_atlt = self.starts_atlt.isoformat()
        else:
            starts_atlt = self.starts_atlt


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if starts_atgte is not UNSET:
            field_dict["startsAt[gte]"] = starts_atgte
        if starts_atgt is not UNSET:
            field_dict["startsAt[gt]"] = starts_atgt
        if starts_atlte is not UNSET:
            field_dict["startsAt[lte]"] = starts_atlte
        if starts_atlt is not UNSET:
            field_dict["startsAt[lt]"] = starts_atlt

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


        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_starts_atgte(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                starts_atgte_type_0 = datetime.datetime.fromisoformat(data)



                return starts_atgte_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        starts_atgte = _parse_starts_atgte(d.pop("startsAt[gte]", UNSET))


        def _parse_starts_atgt(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                starts_atgt_type_0 = datetime.datetime.fromisoformat(data)



                return starts_atgt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        starts_atgt = _parse_starts_atgt(d.pop("startsAt[gt]", UNSET))


        def _parse_starts_atlte(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                starts_atlte_type_0 = datetime.datetime.fromisoformat(data)



                return starts_atlte_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        starts_atlte = _parse_starts_atlte(d.pop("startsAt[lte]", UNSET))


        def _parse_starts_atlt(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                starts_atlt_type_0 = datetime.datetime.fromisoformat(data)



                return starts_atlt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        starts_atlt = _parse_starts_atlt(d.pop("startsAt[lt]", UNSET))


        meeting_list_query = cls(
            limit=limit,
            cursor=cursor,
            company_id=company_id,
            deal_id=deal_id,
            starts_atgte=starts_atgte,
            starts_atgt=starts_atgt,
            starts_atlte=starts_atlte,
            starts_atlt=starts_atlt,
        )

        return meeting_list_query

