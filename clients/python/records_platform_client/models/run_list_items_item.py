from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.run_list_items_item_status import RunListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.run_list_items_item_steps_item import RunListItemsItemStepsItem
  from ..models.run_list_items_item_trigger import RunListItemsItemTrigger





T = TypeVar("T", bound="RunListItemsItem")



@_attrs_define
class RunListItemsItem:
    """ 
        Attributes:
            id (str):
            automation_id (str):
            trigger (RunListItemsItemTrigger):
            status (RunListItemsItemStatus): running, done, stopped (by a condition), failed or interrupted
            steps (list[RunListItemsItemStepsItem]):
            started_at (datetime.datetime):
            reason (None | str | Unset): Why the run failed as a whole: publisher_not_member, publisher_not_permitted,
                record_not_found, budget_exceeded (its chain spent its 20 runs or 100 writing steps).
            ended_at (datetime.datetime | None | Unset):
     """

    id: str
    automation_id: str
    trigger: RunListItemsItemTrigger
    status: RunListItemsItemStatus
    steps: list[RunListItemsItemStepsItem]
    started_at: datetime.datetime
    reason: None | str | Unset = UNSET
    ended_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.run_list_items_item_steps_item import RunListItemsItemStepsItem # noqa: PLC0415
        from ..models.run_list_items_item_trigger import RunListItemsItemTrigger # noqa: PLC0415
        id = self.id

        automation_id = self.automation_id

        trigger = self.trigger.to_dict()

        status = self.status.value

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)



        started_at = self.started_at.isoformat()

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        elif isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "automationId": automation_id,
            "trigger": trigger,
            "status": status,
            "steps": steps,
            "startedAt": started_at,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if ended_at is not UNSET:
            field_dict["endedAt"] = ended_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_list_items_item_steps_item import RunListItemsItemStepsItem # noqa: PLC0415
        from ..models.run_list_items_item_trigger import RunListItemsItemTrigger # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        automation_id = d.pop("automationId")

        trigger = RunListItemsItemTrigger.from_dict(d.pop("trigger"))




        status = RunListItemsItemStatus(d.pop("status"))




        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = RunListItemsItemStepsItem.from_dict(steps_item_data)



            steps.append(steps_item)


        started_at = datetime.datetime.fromisoformat(d.pop("startedAt"))




        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        def _parse_ended_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)



                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        ended_at = _parse_ended_at(d.pop("endedAt", UNSET))


        run_list_items_item = cls(
            id=id,
            automation_id=automation_id,
            trigger=trigger,
            status=status,
            steps=steps,
            started_at=started_at,
            reason=reason,
            ended_at=ended_at,
        )

        return run_list_items_item

