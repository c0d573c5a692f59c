from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.aml_case_list_query_status import AmlCaseListQueryStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AmlCaseListQuery")



@_attrs_define
class AmlCaseListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            record_id (None | str | Unset): Cases about this record.
            status (AmlCaseListQueryStatus | Unset): Only items whose status is this.
            owner_user_id (None | str | Unset): Cases this member owns.
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: AmlCaseListQueryStatus | Unset = UNSET
    owner_user_id: None | str | Unset = UNSET





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

        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        owner_user_id: None | str | Unset
        if isinstance(self.owner_user_id, Unset):
            owner_user_id = UNSET
        else:
            owner_user_id = self.owner_user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if status is not UNSET:
            field_dict["status"] = status
        if owner_user_id is not UNSET:
            field_dict["ownerUserId"] = owner_user_id

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


        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _status = d.pop("status", UNSET)
        status: AmlCaseListQueryStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = AmlCaseListQueryStatus(_status)




        def _parse_owner_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_user_id = _parse_owner_user_id(d.pop("ownerUserId", UNSET))


        aml_case_list_query = cls(
            limit=limit,
            cursor=cursor,
            record_id=record_id,
            status=status,
            owner_user_id=owner_user_id,
        )

        return aml_case_list_query

