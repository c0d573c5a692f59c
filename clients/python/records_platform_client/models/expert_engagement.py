from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.expert_engagement_status import ExpertEngagementStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.expert_engagement_cost_type_0 import ExpertEngagementCostType0





T = TypeVar("T", bound="ExpertEngagement")



@_attrs_define
class ExpertEngagement:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            expert_id (str): The expert's id.
            date (datetime.date | None | Unset): The day of the call.
            topic (None | str | Unset):
            deal_id (None | str | Unset): The deal the call informed.
            cost (ExpertEngagementCostType0 | None | Unset): What the call cost (the network's invoice).
            duration_minutes (int | None | Unset):
            status (ExpertEngagementStatus | Unset):  Default: ExpertEngagementStatus.SCHEDULED.
            notes (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    expert_id: str
    date: datetime.date | None | Unset = UNSET
    topic: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    cost: ExpertEngagementCostType0 | None | Unset = UNSET
    duration_minutes: int | None | Unset = UNSET
    status: ExpertEngagementStatus | Unset = ExpertEngagementStatus.SCHEDULED
    notes: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.expert_engagement_cost_type_0 import ExpertEngagementCostType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        expert_id = self.expert_id

        date: None | str | Unset
        if isinstance(self.date, Unset):
            date = UNSET
        elif isinstance(self.date, datetime.date):
            date = self.date.isoformat()
        else:
            date = self.date

        topic: None | str | Unset
        if isinstance(self.topic, Unset):
            topic = UNSET
        else:
            topic = self.topic

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        cost: dict[str, Any] | None | Unset
        if isinstance(self.cost, Unset):
            cost = UNSET
        elif isinstance(self.cost, ExpertEngagementCostType0):
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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "expertId": expert_id,
        })
        if date is not UNSET:
            field_dict["date"] = date
        if topic is not UNSET:
            field_dict["topic"] = topic
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.expert_engagement_cost_type_0 import ExpertEngagementCostType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        expert_id = d.pop("expertId")

        def _parse_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_type_0 = datetime.date.fromisoformat(data)



                return date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        date = _parse_date(d.pop("date", UNSET))


        def _parse_topic(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        topic = _parse_topic(d.pop("topic", UNSET))


        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_cost(data: object) -> ExpertEngagementCostType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cost_type_0 = ExpertEngagementCostType0.from_dict(data)



                return cost_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExpertEngagementCostType0 | None | Unset, data)

        cost = _parse_cost(d.pop("cost", UNSET))


        def _parse_duration_minutes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_minutes = _parse_duration_minutes(d.pop("durationMinutes", UNSET))


        _status = d.pop("status", UNSET)
        status: ExpertEngagementStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = ExpertEngagementStatus(_status)




        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        expert_engagement = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            expert_id=expert_id,
            date=date,
            topic=topic,
            deal_id=deal_id,
            cost=cost,
            duration_minutes=duration_minutes,
            status=status,
            notes=notes,
        )

        return expert_engagement

