from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.form_instance_record_type import FormInstanceRecordType
from ..models.form_instance_status import FormInstanceStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="FormInstance")



@_attrs_define
class FormInstance:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            form_version_id (str): The form version sent (pinned when sent).
            form_version_number (int):
            status (FormInstanceStatus):  Default: FormInstanceStatus.SENT.
            form_id (None | str | Unset): The form to fill: its current version is sent.
            person_id (None | str | Unset): The person asked to fill it.
            record_type (FormInstanceRecordType | Unset): With recordId: what it is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            due_date (datetime.date | None | Unset):
            message (None | str | Unset): A note to the person.
            response_id (None | str | Unset): Its response, once one is started.
            submitted_at (datetime.datetime | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    form_version_id: str
    form_version_number: int
    status: FormInstanceStatus = FormInstanceStatus.SENT
    form_id: None | str | Unset = UNSET
    person_id: None | str | Unset = UNSET
    record_type: FormInstanceRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    due_date: datetime.date | None | Unset = UNSET
    message: None | str | Unset = UNSET
    response_id: None | str | Unset = UNSET
    submitted_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        form_version_id = self.form_version_id

        form_version_number = self.form_version_number

        status = self.status.value

        form_id: None | str | Unset
        if isinstance(self.form_id, Unset):
            form_id = UNSET
        else:
            form_id = self.form_id

        person_id: None | str | Unset
        if isinstance(self.person_id, Unset):
            person_id = UNSET
        else:
            person_id = self.person_id

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        due_date: None | str | Unset
        if isinstance(self.due_date, Unset):
            due_date = UNSET
        elif isinstance(self.due_date, datetime.date):
            due_date = self.due_date.isoformat()
        else:
            due_date = self.due_date

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        response_id: None | str | Unset
        if isinstance(self.response_id, Unset):
            response_id = UNSET
        else:
            response_id = self.response_id

        submitted_at: None | str | Unset
        if isinstance(self.submitted_at, Unset):
            submitted_at = UNSET
        elif isinstance(self.submitted_at, datetime.datetime):
            submitted_at = self.submitted_at.isoformat()
        else:
            submitted_at = self.submitted_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "formVersionId": form_version_id,
            "formVersionNumber": form_version_number,
            "status": status,
        })
        if form_id is not UNSET:
            field_dict["formId"] = form_id
        if person_id is not UNSET:
            field_dict["personId"] = person_id
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if due_date is not UNSET:
            field_dict["dueDate"] = due_date
        if message is not UNSET:
            field_dict["message"] = message
        if response_id is not UNSET:
            field_dict["responseId"] = response_id
        if submitted_at is not UNSET:
            field_dict["submittedAt"] = submitted_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        form_version_id = d.pop("formVersionId")

        form_version_number = d.pop("formVersionNumber")

        status = FormInstanceStatus(d.pop("status"))




        def _parse_form_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        form_id = _parse_form_id(d.pop("formId", UNSET))


        def _parse_person_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        person_id = _parse_person_id(d.pop("personId", UNSET))


        _record_type = d.pop("recordType", UNSET)
        record_type: FormInstanceRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = FormInstanceRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


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


        def _parse_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message = _parse_message(d.pop("message", UNSET))


        def _parse_response_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        response_id = _parse_response_id(d.pop("responseId", UNSET))


        def _parse_submitted_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                submitted_at_type_0 = datetime.datetime.fromisoformat(data)



                return submitted_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        submitted_at = _parse_submitted_at(d.pop("submittedAt", UNSET))


        form_instance = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            form_version_id=form_version_id,
            form_version_number=form_version_number,
            status=status,
            form_id=form_id,
            person_id=person_id,
            record_type=record_type,
            record_id=record_id,
            due_date=due_date,
            message=message,
            response_id=response_id,
            submitted_at=submitted_at,
        )

        return form_instance

