from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ddq_body_record_type import DdqBodyRecordType
from ..models.ddq_body_status import DdqBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.ddq_body_sections_item import DdqBodySectionsItem





T = TypeVar("T", bound="DdqBody")



@_attrs_define
class DdqBody:
    """ 
        Attributes:
            title (str):
            sections (list[DdqBodySectionsItem]):
            record_type (DdqBodyRecordType | Unset): With recordId: the investor who sent it, or the company it is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            status (DdqBodyStatus | Unset): Completed: its answers are frozen until the status moves back. Default:
                DdqBodyStatus.DRAFT.
            due_date (datetime.date | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str
    sections: list[DdqBodySectionsItem]
    record_type: DdqBodyRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: DdqBodyStatus | Unset = DdqBodyStatus.DRAFT
    due_date: datetime.date | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ddq_body_sections_item import DdqBodySectionsItem # noqa: PLC0415
        title = self.title

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
            "sections": sections,
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if status is not UNSET:
            field_dict["status"] = status
        if due_date is not UNSET:
            field_dict["dueDate"] = due_date
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ddq_body_sections_item import DdqBodySectionsItem # noqa: PLC0415
        d = dict(src_dict)
        title = d.pop("title")

        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = DdqBodySectionsItem.from_dict(sections_item_data)



            sections.append(sections_item)


        _record_type = d.pop("recordType", UNSET)
        record_type: DdqBodyRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = DdqBodyRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _status = d.pop("status", UNSET)
        status: DdqBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = DdqBodyStatus(_status)




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        ddq_body = cls(
            title=title,
            sections=sections,
            record_type=record_type,
            record_id=record_id,
            status=status,
            due_date=due_date,
            expected_catalog_version=expected_catalog_version,
        )

        return ddq_body

