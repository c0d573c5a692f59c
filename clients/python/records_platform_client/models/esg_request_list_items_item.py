from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_request_list_items_item_status import EsgRequestListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.esg_request_list_items_item_history_type_0_item import EsgRequestListItemsItemHistoryType0Item
  from ..models.esg_request_list_items_item_metrics_item import EsgRequestListItemsItemMetricsItem





T = TypeVar("T", bound="EsgRequestListItemsItem")



@_attrs_define
class EsgRequestListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            status (EsgRequestListItemsItemStatus): Where the request is in its workflow. Default:
                EsgRequestListItemsItemStatus.DRAFT.
            metrics (list[EsgRequestListItemsItemMetricsItem]): What the request asks, as the metrics read when it was made.
            metric_count (int):  Default: 0.
            answered_count (int): Metrics with an answer. Default: 0.
            reporting_period_id (None | str | Unset): The id of a ESG reporting period.
            company_id (None | str | Unset): The id of a Company.
            due_date (datetime.date | None | Unset):
            metric_ids (list[str] | None | Unset): What to ask; default: the period's frameworks' metrics (library and the
                firm's own).
            issued_at (datetime.datetime | None | Unset):
            submitted_at (datetime.datetime | None | Unset):
            status_changed_at (datetime.datetime | None | Unset):
            status_changed_by (None | str | Unset):
            history (list[EsgRequestListItemsItemHistoryType0Item] | None | Unset): The moves, oldest first (the last 50).
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    metrics: list[EsgRequestListItemsItemMetricsItem]
    status: EsgRequestListItemsItemStatus = EsgRequestListItemsItemStatus.DRAFT
    metric_count: int = 0
    answered_count: int = 0
    reporting_period_id: None | str | Unset = UNSET
    company_id: None | str | Unset = UNSET
    due_date: datetime.date | None | Unset = UNSET
    metric_ids: list[str] | None | Unset = UNSET
    issued_at: datetime.datetime | None | Unset = UNSET
    submitted_at: datetime.datetime | None | Unset = UNSET
    status_changed_at: datetime.datetime | None | Unset = UNSET
    status_changed_by: None | str | Unset = UNSET
    history: list[EsgRequestListItemsItemHistoryType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_request_list_items_item_history_type_0_item import EsgRequestListItemsItemHistoryType0Item # noqa: PLC0415
        from ..models.esg_request_list_items_item_metrics_item import EsgRequestListItemsItemMetricsItem # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        status = self.status.value

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)



        metric_count = self.metric_count

        answered_count = self.answered_count

        reporting_period_id: None | str | Unset
        if isinstance(self.reporting_period_id, Unset):
            reporting_period_id = UNSET
        else:
            reporting_period_id = self.reporting_period_id

        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        due_date: None | str | Unset
        if isinstance(self.due_date, Unset):
            due_date = UNSET
        elif isinstance(self.due_date, datetime.date):
            due_date = self.due_date.isoformat()
        else:
            due_date = self.due_date

        metric_ids: list[str] | None | Unset
        if isinstance(self.metric_ids, Unset):
            metric_ids = UNSET
        elif isinstance(self.metric_ids, list):
            metric_ids = self.metric_ids


        else:
            metric_ids = self.metric_ids

        issued_at: None | str | Unset
        if isinstance(self.issued_at, Unset):
            issued_at = UNSET
        elif isinstance(self.issued_at, datetime.datetime):
            issued_at = self.issued_at.isoformat()
        else:
            issued_at = self.issued_at

        submitted_at: None | str | Unset
        if isinstance(self.submitted_at, Unset):
            submitted_at = UNSET
        elif isinstance(self.submitted_at, datetime.datetime):
            submitted_at = self.submitted_at.isoformat()
        else:
            submitted_at = self.submitted_at

        status_changed_at: None | str | Unset
        if isinstance(self.status_changed_at, Unset):
            status_changed_at = UNSET
        elif isinstance(self.status_changed_at, datetime.datetime):
            status_changed_at = self.status_changed_at.isoformat()
        else:
            status_changed_at = self.status_changed_at

        status_changed_by: None | str | Unset
        if isinstance(self.status_changed_by, Unset):
            status_changed_by = UNSET
        else:
            status_changed_by = self.status_changed_by

        history: list[dict[str, Any]] | None | Unset
        if isinstance(self.history, Unset):
            history = UNSET
        elif isinstance(self.history, list):
            history = []
            for history_type_0_item_data in self.history:
                history_type_0_item = history_type_0_item_data.to_dict()
                history.append(history_type_0_item)


        else:
            history = self.history


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "status": status,
            "metrics": metrics,
            "metricCount": metric_count,
            "answeredCount": answered_count,
        })
        if reporting_period_id is not UNSET:
            field_dict["reportingPeriodId"] = reporting_period_id
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if due_date is not UNSET:
            field_dict["dueDate"] = due_date
        if metric_ids is not UNSET:
            field_dict["metricIds"] = metric_ids
        if issued_at is not UNSET:
            field_dict["issuedAt"] = issued_at
        if submitted_at is not UNSET:
            field_dict["submittedAt"] = submitted_at
        if status_changed_at is not UNSET:
            field_dict["statusChangedAt"] = status_changed_at
        if status_changed_by is not UNSET:
            field_dict["statusChangedBy"] = status_changed_by
        if history is not UNSET:
            field_dict["history"] = history

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_request_list_items_item_history_type_0_item import EsgRequestListItemsItemHistoryType0Item # noqa: PLC0415
        from ..models.esg_request_list_items_item_metrics_item import EsgRequestListItemsItemMetricsItem # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        status = EsgRequestListItemsItemStatus(d.pop("status"))




        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in (_metrics):
            metrics_item = EsgRequestListItemsItemMetricsItem.from_dict(metrics_item_data)



            metrics.append(metrics_item)


        metric_count = d.pop("metricCount")

        answered_count = d.pop("answeredCount")

        def _parse_reporting_period_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reporting_period_id = _parse_reporting_period_id(d.pop("reportingPeriodId", UNSET))


        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


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


        def _parse_metric_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                metric_ids_type_0 = cast(list[str], data)

                return metric_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        metric_ids = _parse_metric_ids(d.pop("metricIds", UNSET))


        def _parse_issued_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                issued_at_type_0 = datetime.datetime.fromisoformat(data)



                return issued_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        issued_at = _parse_issued_at(d.pop("issuedAt", UNSET))


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


        def _parse_status_changed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_changed_at_type_0 = datetime.datetime.fromisoformat(data)



                return status_changed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        status_changed_at = _parse_status_changed_at(d.pop("statusChangedAt", UNSET))


        def _parse_status_changed_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        status_changed_by = _parse_status_changed_by(d.pop("statusChangedBy", UNSET))


        def _parse_history(data: object) -> list[EsgRequestListItemsItemHistoryType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                history_type_0 = []
                _history_type_0 = data
                for history_type_0_item_data in (_history_type_0):
                    history_type_0_item = EsgRequestListItemsItemHistoryType0Item.from_dict(history_type_0_item_data)



                    history_type_0.append(history_type_0_item)

                return history_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EsgRequestListItemsItemHistoryType0Item] | None | Unset, data)

        history = _parse_history(d.pop("history", UNSET))


        esg_request_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            status=status,
            metrics=metrics,
            metric_count=metric_count,
            answered_count=answered_count,
            reporting_period_id=reporting_period_id,
            company_id=company_id,
            due_date=due_date,
            metric_ids=metric_ids,
            issued_at=issued_at,
            submitted_at=submitted_at,
            status_changed_at=status_changed_at,
            status_changed_by=status_changed_by,
            history=history,
        )

        return esg_request_list_items_item

