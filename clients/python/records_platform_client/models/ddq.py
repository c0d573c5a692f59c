from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ddq_record_type import DdqRecordType
from ..models.ddq_status import DdqStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.ddq_sections_type_0_item import DdqSectionsType0Item





T = TypeVar("T", bound="Ddq")



@_attrs_define
class Ddq:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            title (None | str | Unset):
            record_type (DdqRecordType | Unset): With recordId: the investor who sent it, or the company it is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            status (DdqStatus | Unset): Completed: its answers are frozen until the status moves back. Default:
                DdqStatus.DRAFT.
            due_date (datetime.date | None | Unset):
            sections (list[DdqSectionsType0Item] | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    title: None | str | Unset = UNSET
    record_type: DdqRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: DdqStatus | Unset = DdqStatus.DRAFT
    due_date: datetime.date | None | Unset = UNSET
    sections: list[DdqSectionsType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ddq_sections_type_0_item import DdqSectionsType0Item # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

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


        due_date: None | str | Unset
        if isinstance(self.due_date, Unset):
            due_date = UNSET
        elif isinstance(self.due_date, datetime.date):
            due_date = self.due_date.isoformat()
        else:
            due_date = self.due_date

        sections: list[dict[str, Any]] | None | Unset
        if isinstance(self.sections, Unset):
            sections = UNSET
        elif isinstance(self.sections, list):
            sections = []
            for sections_type_0_item_data in self.sections:
                sections_type_0_item = sections_type_0_item_data.to_dict()
                sections.append(sections_type_0_item)


        else:
            sections = self.sections


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if title is not UNSET:
            field_dict["title"] = title
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if status is not UNSET:
            field_dict["status"] = status
        if due_date is not UNSET:
            field_dict["dueDate"] = due_date
        if sections is not UNSET:
            field_dict["sections"] = sections

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ddq_sections_type_0_item import DdqSectionsType0Item # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        _record_type = d.pop("recordType", UNSET)
        record_type: DdqRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = DdqRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _status = d.pop("status", UNSET)
        status: DdqStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = DdqStatus(_status)




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


        def _parse_sections(data: object) -> list[DdqSectionsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sections_type_0 = []
                _sections_type_0 = data
                for sections_type_0_item_data in (_sections_type_0):
                    sections_type_0_item = DdqSectionsType0Item.from_dict(sections_type_0_item_data)



                    sections_type_0.append(sections_type_0_item)

                return sections_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DdqSectionsType0Item] | None | Unset, data)

        sections = _parse_sections(d.pop("sections", UNSET))


        ddq = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            title=title,
            record_type=record_type,
            record_id=record_id,
            status=status,
            due_date=due_date,
            sections=sections,
        )

        return ddq

