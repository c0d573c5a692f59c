from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgIssueForPeriodBody")



@_attrs_define
class EsgIssueForPeriodBody:
    """ 
        Attributes:
            reporting_period_id (str):
            due_date (datetime.date):
            metric_ids (list[str] | None | Unset): What to ask; default: the period's frameworks' metrics (library and the
                firm's own).
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    reporting_period_id: str
    due_date: datetime.date
    metric_ids: list[str] | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        reporting_period_id = self.reporting_period_id

        due_date = self.due_date.isoformat()

        metric_ids: list[str] | None | Unset
        if isinstance(self.metric_ids, Unset):
            metric_ids = UNSET
        elif isinstance(self.metric_ids, list):
            metric_ids = self.metric_ids


        else:
            metric_ids = self.metric_ids

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reportingPeriodId": reporting_period_id,
            "dueDate": due_date,
        })
        if metric_ids is not UNSET:
            field_dict["metricIds"] = metric_ids
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reporting_period_id = d.pop("reportingPeriodId")

        due_date = datetime.date.fromisoformat(d.pop("dueDate"))




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        esg_issue_for_period_body = cls(
            reporting_period_id=reporting_period_id,
            due_date=due_date,
            metric_ids=metric_ids,
            expected_catalog_version=expected_catalog_version,
        )

        return esg_issue_for_period_body

