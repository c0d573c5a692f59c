from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_report_entity_type import EsgReportEntityType
from ..models.esg_report_status import EsgReportStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgReport")



@_attrs_define
class EsgReport:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            title (None | str | Unset):
            entity_type (EsgReportEntityType | Unset): The record type the report is about.
            entity_id (None | str | Unset): The record the report is about.
            reporting_period_id (None | str | Unset): The ESG period it reports on.
            status (EsgReportStatus | Unset):  Default: EsgReportStatus.DRAFT.
            summary (None | str | Unset):
            published_on (datetime.date | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    title: None | str | Unset = UNSET
    entity_type: EsgReportEntityType | Unset = UNSET
    entity_id: None | str | Unset = UNSET
    reporting_period_id: None | str | Unset = UNSET
    status: EsgReportStatus | Unset = EsgReportStatus.DRAFT
    summary: None | str | Unset = UNSET
    published_on: datetime.date | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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

        entity_type: str | Unset = UNSET
        if not isinstance(self.entity_type, Unset):
            entity_type = self.entity_type.value


        entity_id: None | str | Unset
        if isinstance(self.entity_id, Unset):
            entity_id = UNSET
        else:
            entity_id = self.entity_id

        reporting_period_id: None | str | Unset
        if isinstance(self.reporting_period_id, Unset):
            reporting_period_id = UNSET
        else:
            reporting_period_id = self.reporting_period_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary

        published_on: None | str | Unset
        if isinstance(self.published_on, Unset):
            published_on = UNSET
        elif isinstance(self.published_on, datetime.date):
            published_on = self.published_on.isoformat()
        else:
            published_on = self.published_on


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
        if entity_type is not UNSET:
            field_dict["entityType"] = entity_type
        if entity_id is not UNSET:
            field_dict["entityId"] = entity_id
        if reporting_period_id is not UNSET:
            field_dict["reportingPeriodId"] = reporting_period_id
        if status is not UNSET:
            field_dict["status"] = status
        if summary is not UNSET:
            field_dict["summary"] = summary
        if published_on is not UNSET:
            field_dict["publishedOn"] = published_on

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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


        _entity_type = d.pop("entityType", UNSET)
        entity_type: EsgReportEntityType | Unset
        if isinstance(_entity_type,  Unset):
            entity_type = UNSET
        else:
            entity_type = EsgReportEntityType(_entity_type)




        def _parse_entity_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        entity_id = _parse_entity_id(d.pop("entityId", UNSET))


        def _parse_reporting_period_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reporting_period_id = _parse_reporting_period_id(d.pop("reportingPeriodId", UNSET))


        _status = d.pop("status", UNSET)
        status: EsgReportStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = EsgReportStatus(_status)




        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        def _parse_published_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                published_on_type_0 = datetime.date.fromisoformat(data)



                return published_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        published_on = _parse_published_on(d.pop("publishedOn", UNSET))


        esg_report = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            title=title,
            entity_type=entity_type,
            entity_id=entity_id,
            reporting_period_id=reporting_period_id,
            status=status,
            summary=summary,
            published_on=published_on,
        )

        return esg_report

