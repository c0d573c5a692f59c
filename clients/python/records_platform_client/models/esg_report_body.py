from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_report_body_entity_type import EsgReportBodyEntityType
from ..models.esg_report_body_status import EsgReportBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgReportBody")



@_attrs_define
class EsgReportBody:
    """ 
        Attributes:
            title (str):
            entity_type (EsgReportBodyEntityType): The record type the report is about.
            entity_id (str): The record the report is about.
            reporting_period_id (None | str | Unset): The ESG period it reports on.
            status (EsgReportBodyStatus | Unset):  Default: EsgReportBodyStatus.DRAFT.
            summary (None | str | Unset):
            published_on (datetime.date | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str
    entity_type: EsgReportBodyEntityType
    entity_id: str
    reporting_period_id: None | str | Unset = UNSET
    status: EsgReportBodyStatus | Unset = EsgReportBodyStatus.DRAFT
    summary: None | str | Unset = UNSET
    published_on: datetime.date | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        entity_type = self.entity_type.value

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
            "entityType": entity_type,
            "entityId": entity_id,
        })
        if reporting_period_id is not UNSET:
            field_dict["reportingPeriodId"] = reporting_period_id
        if status is not UNSET:
            field_dict["status"] = status
        if summary is not UNSET:
            field_dict["summary"] = summary
        if published_on is not UNSET:
            field_dict["publishedOn"] = published_on
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        entity_type = EsgReportBodyEntityType(d.pop("entityType"))




        entity_id = d.pop("entityId")

        def _parse_reporting_period_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reporting_period_id = _parse_reporting_period_id(d.pop("reportingPeriodId", UNSET))


        _status = d.pop("status", UNSET)
        status: EsgReportBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = EsgReportBodyStatus(_status)




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        esg_report_body = cls(
            title=title,
            entity_type=entity_type,
            entity_id=entity_id,
            reporting_period_id=reporting_period_id,
            status=status,
            summary=summary,
            published_on=published_on,
            expected_catalog_version=expected_catalog_version,
        )

        return esg_report_body

