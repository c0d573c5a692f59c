from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.form_response_list_items_item_status import FormResponseListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.form_response_list_items_item_answers_type_0 import FormResponseListItemsItemAnswersType0





T = TypeVar("T", bound="FormResponseListItemsItem")



@_attrs_define
class FormResponseListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            form_id (str):
            form_version_id (str): The form version answered (the instance's).
            form_version_number (int):
            status (FormResponseListItemsItemStatus):  Default: FormResponseListItemsItemStatus.DRAFT.
            instance_id (None | str | Unset): The form instance this answers.
            answers (FormResponseListItemsItemAnswersType0 | None | Unset): By section key, then field key: {"identity":
                {"legalName": "..."}}.
            submitted_at (datetime.datetime | None | Unset):
            submitted_by (None | str | Unset): The member who submitted it.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    form_id: str
    form_version_id: str
    form_version_number: int
    status: FormResponseListItemsItemStatus = FormResponseListItemsItemStatus.DRAFT
    instance_id: None | str | Unset = UNSET
    answers: FormResponseListItemsItemAnswersType0 | None | Unset = UNSET
    submitted_at: datetime.datetime | None | Unset = UNSET
    submitted_by: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.form_response_list_items_item_answers_type_0 import FormResponseListItemsItemAnswersType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        form_id = self.form_id

        form_version_id = self.form_version_id

        form_version_number = self.form_version_number

        status = self.status.value

        instance_id: None | str | Unset
        if isinstance(self.instance_id, Unset):
            instance_id = UNSET
        else:
            instance_id = self.instance_id

        answers: dict[str, Any] | None | Unset
        if isinstance(self.answers, Unset):
            answers = UNSET
        elif isinstance(self.answers, FormResponseListItemsItemAnswersType0):
            answers = self.answers.to_dict()
        else:
            answers = self.answers

        submitted_at: None | str | Unset
        if isinstance(self.submitted_at, Unset):
            submitted_at = UNSET
        elif isinstance(self.submitted_at, datetime.datetime):
            submitted_at = self.submitted_at.isoformat()
        else:
            submitted_at = self.submitted_at

        submitted_by: None | str | Unset
        if isinstance(self.submitted_by, Unset):
            submitted_by = UNSET
        else:
            submitted_by = self.submitted_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "formId": form_id,
            "formVersionId": form_version_id,
            "formVersionNumber": form_version_number,
            "status": status,
        })
        if instance_id is not UNSET:
            field_dict["instanceId"] = instance_id
        if answers is not UNSET:
            field_dict["answers"] = answers
        if submitted_at is not UNSET:
            field_dict["submittedAt"] = submitted_at
        if submitted_by is not UNSET:
            field_dict["submittedBy"] = submitted_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.form_response_list_items_item_answers_type_0 import FormResponseListItemsItemAnswersType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        form_id = d.pop("formId")

        form_version_id = d.pop("formVersionId")

        form_version_number = d.pop("formVersionNumber")

        status = FormResponseListItemsItemStatus(d.pop("status"))




        def _parse_instance_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        instance_id = _parse_instance_id(d.pop("instanceId", UNSET))


        def _parse_answers(data: object) -> FormResponseListItemsItemAnswersType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                answers_type_0 = FormResponseListItemsItemAnswersType0.from_dict(data)



                return answers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FormResponseListItemsItemAnswersType0 | None | Unset, data)

        answers = _parse_answers(d.pop("answers", UNSET))


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


        def _parse_submitted_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        submitted_by = _parse_submitted_by(d.pop("submittedBy", UNSET))


        form_response_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            form_id=form_id,
            form_version_id=form_version_id,
            form_version_number=form_version_number,
            status=status,
            instance_id=instance_id,
            answers=answers,
            submitted_at=submitted_at,
            submitted_by=submitted_by,
        )

        return form_response_list_items_item

