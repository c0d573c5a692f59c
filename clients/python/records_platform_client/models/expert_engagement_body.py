from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.expert_engagement_body_status import ExpertEngagementBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.expert_engagement_body_cost_type_0 import ExpertEngagementBodyCostType0





T = TypeVar("T", bound="ExpertEngagementBody")



@_attrs_define
class ExpertEngagementBody:
    """ 
        Attributes:
            date (datetime.date): The day of the call.
            topic (str):
            deal_id (None | str | Unset): The deal the call informed.
            cost (ExpertEngagementBodyCostType0 | None | Unset): What the call cost (the network's invoice).
            duration_minutes (int | None | Unset):
            status (ExpertEngagementBodyStatus | Unset):  Default: ExpertEngagementBodyStatus.SCHEDULED.
            notes (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    date: datetime.date
    topic: str
    deal_id: None | str | Unset = UNSET
    cost: ExpertEngagementBodyCostType0 | None | Unset = UNSET
    duration_minutes: int | None | Unset = UNSET
    status: ExpertEngagementBodyStatus | Unset = ExpertEngagementBodyStatus.SCHEDULED
    notes: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.expert_engagement_body_cost_type_0 import ExpertEngagementBodyCostType0 # noqa: PLC0415
        date = self.date.isoformat()

        topic = self.topic

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        cost: dict[str, Any] | None | Unset
        if isinstance(self.cost, Unset):
            cost = UNSET
        elif isinstance(self.cost, ExpertEngagementBodyCostType0):
            cost = self.cost.to_dict()
        else:
            cost = self.cost

        duration_minutes: int | None | Unset
        if isinstance(self.duration_minutes, Unset):
            duration_minutes = UNSET
        else:
            duration_minutes = self.duration_minutes

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "date": date,
            "topic": topic,
        })
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if cost is not UNSET:
            field_dict["cost"] = cost
        if duration_minutes is not UNSET:
            field_dict["durationMinutes"] = duration_minutes
        if status is not UNSET:
            field_dict["status"] = status
        if notes is not UNSET:
            field_dict["notes"] = notes
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.expert_engagement_body_cost_type_0 import ExpertEngagementBodyCostType0 # noqa: PLC0415
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))




        topic = d.pop("topic")

        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_cost(data: object) -> ExpertEngagementBodyCostType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cost_type_0 = ExpertEngagementBodyCostType0.from_dict(data)



                return cost_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExpertEngagementBodyCostType0 | None | Unset, data)

        cost = _parse_cost(d.pop("cost", UNSET))


        def _parse_duration_minutes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_minutes = _parse_duration_minutes(d.pop("durationMinutes", UNSET))


        _status = d.pop("status", UNSET)
        status: ExpertEngagementBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = ExpertEngagementBodyStatus(_status)




        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        expert_engagement_body = cls(
            date=date,
            topic=topic,
            deal_id=deal_id,
            cost=cost,
            duration_minutes=duration_minutes,
            status=status,
            notes=notes,
            expected_catalog_version=expected_catalog_version,
        )

        return expert_engagement_body

