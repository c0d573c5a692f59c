from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.task_list_query_status import TaskListQueryStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TaskListQuery")



@_attrs_define
class TaskListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            assignee_user_id (None | str | Unset): Tasks assigned to this user.
            status (TaskListQueryStatus | Unset): open or done.
            record_id (None | str | Unset): Tasks about this record.
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    assignee_user_id: None | str | Unset = UNSET
    status: TaskListQueryStatus | Unset = UNSET
    record_id: None | str | Unset = UNSET





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

        assignee_user_id: None | str | Unset
        if isinstance(self.assignee_user_id, Unset):
            assignee_user_id = UNSET
        else:
            assignee_user_id = self.assignee_user_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if assignee_user_id is not UNSET:
            field_dict["assigneeUserId"] = assignee_user_id
        if status is not UNSET:
            field_dict["status"] = status
        if record_id is not UNSET:
            field_dict["recordId"] = record_id

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


        def _parse_assignee_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        assignee_user_id = _parse_assignee_user_id(d.pop("assigneeUserId", UNSET))


        _status = d.pop("status", UNSET)
        status: TaskListQueryStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = TaskListQueryStatus(_status)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        task_list_query = cls(
            limit=limit,
            cursor=cursor,
            assignee_user_id=assignee_user_id,
            status=status,
            record_id=record_id,
        )

        return task_list_query

