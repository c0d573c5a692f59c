from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.task_body_record_type import TaskBodyRecordType
from ..models.task_body_status import TaskBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="TaskBody")



@_attrs_define
class TaskBody:
    """ 
        Attributes:
            title (str):
            description (None | str | Unset):
            assignee_user_id (None | str | Unset): A member of your firm.
            due_date (datetime.date | None | Unset):
            task_type (None | str | Unset): A key of taxonomy group task_types.
            record_type (TaskBodyRecordType | Unset): With recordId: the record the task is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            status (TaskBodyStatus | Unset):  Default: TaskBodyStatus.OPEN.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str
    description: None | str | Unset = UNSET
    assignee_user_id: None | str | Unset = UNSET
    due_date: datetime.date | None | Unset = UNSET
    task_type: None | str | Unset = UNSET
    record_type: TaskBodyRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: TaskBodyStatus | Unset = TaskBodyStatus.OPEN
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        assignee_user_id: None | str | Unset
        if isinstance(self.assignee_user_id, Unset):
            assignee_user_id = UNSET
        else:
            assignee_user_id = self.assignee_user_id

        due_date: None | str | Unset
        if isinstance(self.due_date, Unset):
            due_date = UNSET
        elif isinstance(self.due_date, datetime.date):
            due_date = self.due_date.isoformat()
        else:
            due_date = self.due_date

        task_type: None | str | Unset
        if isinstance(self.task_type, Unset):
            task_type = UNSET
        else:
            task_type = self.task_type

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if assignee_user_id is not UNSET:
            field_dict["assigneeUserId"] = assignee_user_id
        if due_date is not UNSET:
            field_dict["dueDate"] = due_date
        if task_type is not UNSET:
            field_dict["taskType"] = task_type
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if status is not UNSET:
            field_dict["status"] = status
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_assignee_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        assignee_user_id = _parse_assignee_user_id(d.pop("assigneeUserId", UNSET))


        def _parse_due_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                due_date_type_0 = datetime.date.fromisoformat(data)



                return due_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        due_date = _parse_due_date(d.pop("dueDate", UNSET))


        def _parse_task_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        task_type = _parse_task_type(d.pop("taskType", UNSET))


        _record_type = d.pop("recordType", UNSET)
        record_type: TaskBodyRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = TaskBodyRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _status = d.pop("status", UNSET)
        status: TaskBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = TaskBodyStatus(_status)




        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        task_body = cls(
            title=title,
            description=description,
            assignee_user_id=assignee_user_id,
            due_date=due_date,
            task_type=task_type,
            record_type=record_type,
            record_id=record_id,
            status=status,
            expected_catalog_version=expected_catalog_version,
        )

        return task_body

