from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.task_patch_record_type_type_1 import TaskPatchRecordTypeType1
from ..models.task_patch_record_type_type_2_type_1 import TaskPatchRecordTypeType2Type1
from ..models.task_patch_record_type_type_3_type_1 import TaskPatchRecordTypeType3Type1
from ..models.task_patch_status_type_1 import TaskPatchStatusType1
from ..models.task_patch_status_type_2_type_1 import TaskPatchStatusType2Type1
from ..models.task_patch_status_type_3_type_1 import TaskPatchStatusType3Type1
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="TaskPatch")



@_attrs_define
class TaskPatch:
    """ A JSON merge patch (RFC 7396): each key sent sets its field, null removes an optional one, an object is merged key
    by key; keys not sent keep their values. Also sent as application/merge-patch+json.

        Attributes:
            title (str | Unset):
            description (None | str | Unset):
            assignee_user_id (None | str | Unset): A member of your firm.
            due_date (datetime.date | None | Unset):
            task_type (None | str | Unset): A key of taxonomy group task_types.
            record_type (None | TaskPatchRecordTypeType1 | TaskPatchRecordTypeType2Type1 | TaskPatchRecordTypeType3Type1 |
                Unset): With recordId: the record the task is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            status (None | TaskPatchStatusType1 | TaskPatchStatusType2Type1 | TaskPatchStatusType3Type1 | Unset): null: back
                to its default, "open".
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str | Unset = UNSET
    description: None | str | Unset = UNSET
    assignee_user_id: None | str | Unset = UNSET
    due_date: datetime.date | None | Unset = UNSET
    task_type: None | str | Unset = UNSET
    record_type: None | TaskPatchRecordTypeType1 | TaskPatchRecordTypeType2Type1 | TaskPatchRecordTypeType3Type1 | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: None | TaskPatchStatusType1 | TaskPatchStatusType2Type1 | TaskPatchStatusType3Type1 | Unset = UNSET
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

        record_type: None | str | Unset
        if isinstance(self.record_type, Unset):
            record_type = UNSET
        elif isinstance(self.record_type, TaskPatchRecordTypeType1):
            record_type = self.record_type.value
        elif isinstance(self.record_type, TaskPatchRecordTypeType2Type1):
            record_type = self.record_type.value
        elif isinstance(self.record_type, TaskPatchRecordTypeType3Type1):
            record_type = self.record_type.value
        else:
            record_type = self.record_type

        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        status: None | str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, TaskPatchStatusType1):
            status = self.status.value
        elif isinstance(self.status, TaskPatchStatusType2Type1):
            status = self.status.value
        elif isinstance(self.status, TaskPatchStatusType3Type1):
            status = self.status.value
        else:
            status = self.status

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if title is not UNSET:
            field_dict["title"] = title
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
        title = d.pop("title", UNSET)

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


        def _parse_record_type(data: object) -> None | TaskPatchRecordTypeType1 | TaskPatchRecordTypeType2Type1 | TaskPatchRecordTypeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                record_type_type_1 = TaskPatchRecordTypeType1(data)



                return record_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                record_type_type_2_type_1 = TaskPatchRecordTypeType2Type1(data)



                return record_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                record_type_type_3_type_1 = TaskPatchRecordTypeType3Type1(data)



                return record_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaskPatchRecordTypeType1 | TaskPatchRecordTypeType2Type1 | TaskPatchRecordTypeType3Type1 | Unset, data)

        record_type = _parse_record_type(d.pop("recordType", UNSET))


        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        def _parse_status(data: object) -> None | TaskPatchStatusType1 | TaskPatchStatusType2Type1 | TaskPatchStatusType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = TaskPatchStatusType1(data)



                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2_type_1 = TaskPatchStatusType2Type1(data)



                return status_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_3_type_1 = TaskPatchStatusType3Type1(data)



                return status_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaskPatchStatusType1 | TaskPatchStatusType2Type1 | TaskPatchStatusType3Type1 | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        task_patch = cls(
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

        return task_patch

