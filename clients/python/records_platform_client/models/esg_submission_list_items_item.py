from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_submission_list_items_item_status import EsgSubmissionListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgSubmissionListItemsItem")



@_attrs_define
class EsgSubmissionListItemsItem:
    """ 
        Attributes:
            id (str | Unset):
            request_id (str | Unset):
            reporting_period_id (str | Unset):
            company_id (str | Unset):
            status (EsgSubmissionListItemsItemStatus | Unset):
            due_date (datetime.date | Unset):
            metric_count (int | Unset):
            answered_count (int | Unset):
            answered_percent (float | Unset):
            submitted_at (datetime.datetime | None | Unset):
            version (int | Unset):
     """

    id: str | Unset = UNSET
    request_id: str | Unset = UNSET
    reporting_period_id: str | Unset = UNSET
    company_id: str | Unset = UNSET
    status: EsgSubmissionListItemsItemStatus | Unset = UNSET
    due_date: datetime.date | Unset = UNSET
    metric_count: int | Unset = UNSET
    answered_count: int | Unset = UNSET
    answered_percent: float | Unset = UNSET
    submitted_at: datetime.datetime | None | Unset = UNSET
    version: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        request_id = self.request_id

        reporting_period_id = self.reporting_period_id

        company_id = self.company_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        due_date: str | Unset = UNSET
        if not isinstance(self.due_date, Unset):
            due_date = self.due_date.isoformat()

        metric_count = self.metric_count

        answered_count = self.answered_count

        answered_percent = self.answered_percent

        submitted_at: None | str | Unset
        if isinstance(self.submitted_at, Unset):
            submitted_at = UNSET
        elif isinstance(self.submitted_at, datetime.datetime):
            submitted_at = self.submitted_at.isoformat()
        else:
            submitted_at = self.submitted_at

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if id is not UNSET:
            field_dict["id"] = id
        if request_id is not UNSET:
            field_dict["requestId"] = request_id
        if reporting_period_id is not UNSET:
            field_dict["reportingPeriodId"] = reporting_period_id
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if status is not UNSET:
            field_dict["status"] = status
        if due_date is not UNSET:
            field_dict["dueDate"] = due_date
        if metric_count is not UNSET:
            field_dict["metricCount"] = metric_count
        if answered_count is not UNSET:
            field_dict["answeredCount"] = answered_count
        if answered_percent is not UNSET:
            field_dict["answeredPercent"] = answered_percent
        if submitted_at is not UNSET:
            field_dict["submittedAt"] = submitted_at
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        request_id = d.pop("requestId", UNSET)

        reporting_period_id = d.pop("reportingPeriodId", UNSET)

        company_id = d.pop("companyId", UNSET)

        _status = d.pop("status", UNSET)
        status: EsgSubmissionListItemsItemStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = EsgSubmissionListItemsItemStatus(_status)




        _due_date = d.pop("dueDate", UNSET)
        due_date: datetime.date | Unset
        if isinstance(_due_date,  Unset):
            due_date = UNSET
        else:
            due_date = datetime.date.fromisoformat(_due_date)




        metric_count = d.pop("metricCount", UNSET)

        answered_count = d.pop("answeredCount", UNSET)

        answered_percent = d.pop("answeredPercent", UNSET)

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


        version = d.pop("version", UNSET)

        esg_submission_list_items_item = cls(
            id=id,
            request_id=request_id,
            reporting_period_id=reporting_period_id,
            company_id=company_id,
            status=status,
            due_date=due_date,
            metric_count=metric_count,
            answered_count=answered_count,
            answered_percent=answered_percent,
            submitted_at=submitted_at,
            version=version,
        )


        esg_submission_list_items_item.additional_properties = d
        return esg_submission_list_items_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
