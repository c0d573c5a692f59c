from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.run_list_items_item_steps_item_outcome import RunListItemsItemStepsItemOutcome
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.run_list_items_item_steps_item_detail_type_0 import RunListItemsItemStepsItemDetailType0





T = TypeVar("T", bound="RunListItemsItemStepsItem")



@_attrs_define
class RunListItemsItemStepsItem:
    """ 
        Attributes:
            kind (str):
            outcome (RunListItemsItemStepsItemOutcome): done, skipped (a condition did not hold; the run ends) or failed
            started_at (datetime.datetime):
            ended_at (datetime.datetime):
            reason (None | str | Unset): Why a step failed (a stable code), e.g. notification_limit (10 a minute per sender
                and recipient), budget_exceeded, connector_not_offered.
            detail (None | RunListItemsItemStepsItemDetailType0 | Unset):
     """

    kind: str
    outcome: RunListItemsItemStepsItemOutcome
    started_at: datetime.datetime
    ended_at: datetime.datetime
    reason: None | str | Unset = UNSET
    detail: None | RunListItemsItemStepsItemDetailType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.run_list_items_item_steps_item_detail_type_0 import RunListItemsItemStepsItemDetailType0 # noqa: PLC0415
        kind = self.kind

        outcome = self.outcome.value

        started_at = self.started_at.isoformat()

        ended_at = self.ended_at.isoformat()

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        detail: dict[str, Any] | None | Unset
        if isinstance(self.detail, Unset):
            detail = UNSET
        elif isinstance(self.detail, RunListItemsItemStepsItemDetailType0):
            detail = self.detail.to_dict()
        else:
            detail = self.detail


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "outcome": outcome,
            "startedAt": started_at,
            "endedAt": ended_at,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_list_items_item_steps_item_detail_type_0 import RunListItemsItemStepsItemDetailType0 # noqa: PLC0415
        d = dict(src_dict)
        kind = d.pop("kind")

        outcome = RunListItemsItemStepsItemOutcome(d.pop("outcome"))




        started_at = datetime.datetime.fromisoformat(d.pop("startedAt"))




        ended_at = datetime.datetime.fromisoformat(d.pop("endedAt"))




        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        def _parse_detail(data: object) -> None | RunListItemsItemStepsItemDetailType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                detail_type_0 = RunListItemsItemStepsItemDetailType0.from_dict(data)



                return detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunListItemsItemStepsItemDetailType0 | Unset, data)

        detail = _parse_detail(d.pop("detail", UNSET))


        run_list_items_item_steps_item = cls(
            kind=kind,
            outcome=outcome,
            started_at=started_at,
            ended_at=ended_at,
            reason=reason,
            detail=detail,
        )

        return run_list_items_item_steps_item

