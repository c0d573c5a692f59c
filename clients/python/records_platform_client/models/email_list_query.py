from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.email_list_query_status import EmailListQueryStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EmailListQuery")



@_attrs_define
class EmailListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            mailbox_id (None | str | Unset): The emails of this mailbox.
            record_id (None | str | Unset): The emails linked to this record.
            status (EmailListQueryStatus | Unset): received (inbound), or queued, sending, sent, failed, unknown (outbound).
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    mailbox_id: None | str | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: EmailListQueryStatus | Unset = UNSET





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

        mailbox_id: None | str | Unset
        if isinstance(self.mailbox_id, Unset):
            mailbox_id = UNSET
        else:
            mailbox_id = self.mailbox_id

        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

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
        if mailbox_id is not UNSET:
            field_dict["mailboxId"] = mailbox_id
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
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


        def _parse_mailbox_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        mailbox_id = _parse_mailbox_id(d.pop("mailboxId", UNSET))


        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _status = d.pop("status", UNSET)
        status: EmailListQueryStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = EmailListQueryStatus(_status)




        email_list_query = cls(
            limit=limit,
            cursor=cursor,
            mailbox_id=mailbox_id,
            record_id=record_id,
            status=status,
        )

        return email_list_query

