from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ic_decision_history_items_item_decision import IcDecisionHistoryItemsItemDecision
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="IcDecisionHistoryItemsItem")



@_attrs_define
class IcDecisionHistoryItemsItem:
    """ 
        Attributes:
            id (str):
            decision (IcDecisionHistoryItemsItemDecision):
            ic_date (datetime.date):
            recorded_by (str):
            recorded_at (datetime.datetime):
            conditions (None | str | Unset):
     """

    id: str
    decision: IcDecisionHistoryItemsItemDecision
    ic_date: datetime.date
    recorded_by: str
    recorded_at: datetime.datetime
    conditions: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        decision = self.decision.value

        ic_date = self.ic_date.isoformat()

        recorded_by = self.recorded_by

        recorded_at = self.recorded_at.isoformat()

        conditions: None | str | Unset
        if isinstance(self.conditions, Unset):
            conditions = UNSET
        else:
            conditions = self.conditions


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "decision": decision,
            "icDate": ic_date,
            "recordedBy": recorded_by,
            "recordedAt": recorded_at,
        })
        if conditions is not UNSET:
            field_dict["conditions"] = conditions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        decision = IcDecisionHistoryItemsItemDecision(d.pop("decision"))




        ic_date = datetime.date.fromisoformat(d.pop("icDate"))




        recorded_by = d.pop("recordedBy")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recordedAt"))




        def _parse_conditions(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conditions = _parse_conditions(d.pop("conditions", UNSET))


        ic_decision_history_items_item = cls(
            id=id,
            decision=decision,
            ic_date=ic_date,
            recorded_by=recorded_by,
            recorded_at=recorded_at,
            conditions=conditions,
        )

        return ic_decision_history_items_item

