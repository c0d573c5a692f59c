from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_submission_query_status import EsgSubmissionQueryStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgSubmissionQuery")



@_attrs_define
class EsgSubmissionQuery:
    """ 
        Attributes:
            reporting_period_id (str): The period. Required.
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            status (EsgSubmissionQueryStatus | Unset):
     """

    reporting_period_id: str
    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    status: EsgSubmissionQueryStatus | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        reporting_period_id = self.reporting_period_id

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
            "reportingPeriodId": reporting_period_id,
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
        reporting_period_id = d.pop("reportingPeriodId")

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
        status: EsgSubmissionQueryStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = EsgSubmissionQueryStatus(_status)




        esg_submission_query = cls(
            reporting_period_id=reporting_period_id,
            limit=limit,
            cursor=cursor,
            status=status,
        )

        return esg_submission_query

