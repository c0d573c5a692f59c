from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.form_instance_body_record_type import FormInstanceBodyRecordType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="FormInstanceBody")



@_attrs_define
class FormInstanceBody:
    """ 
        Attributes:
            form_id (str): The form to fill: its current version is sent.
            person_id (None | str | Unset): The person asked to fill it.
            record_type (FormInstanceBodyRecordType | Unset): With recordId: what it is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            due_date (datetime.date | None | Unset):
            message (None | str | Unset): A note to the person.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    form_id: str
    person_id: None | str | Unset = UNSET
    record_type: FormInstanceBodyRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    due_date: datetime.date | None | Unset = UNSET
    message: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "formId": form_id,
        })
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
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        form_id = d.pop("formId")

        def _parse_person_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        person_id = _parse_person_id(d.pop("personId", UNSET))


        _record_type = d.pop("recordType", UNSET)
        record_type: FormInstanceBodyRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = FormInstanceBodyRecordType(_record_type)




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        form_instance_body = cls(
            form_id=form_id,
            person_id=person_id,
            record_type=record_type,
            record_id=record_id,
            due_date=due_date,
            message=message,
            expected_catalog_version=expected_catalog_version,
        )

        return form_instance_body

