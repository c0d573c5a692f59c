from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ic_decision_decision import IcDecisionDecision
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="IcDecision")



@_attrs_define
class IcDecision:
    """ 
        Attributes:
            decision (IcDecisionDecision | Unset):
            ic_date (datetime.date | None | Unset):
            conditions (None | str | Unset):
     """

    decision: IcDecisionDecision | Unset = UNSET
    ic_date: datetime.date | None | Unset = UNSET
    conditions: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        decision: str | Unset = UNSET
        if not isinstance(self.decision, Unset):
            decision = self.decision.value


        ic_date: None | str | Unset
        if isinstance(self.ic_date, Unset):
            ic_date = UNSET
        elif isinstance(self.ic_date, datetime.date):
            ic_date = self.ic_date.isoformat()
        else:
            ic_date = self.ic_date

        conditions: None | str | Unset
        if isinstance(self.conditions, Unset):
            conditions = UNSET
        else:
            conditions = self.conditions


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if decision is not UNSET:
            field_dict["decision"] = decision
        if ic_date is not UNSET:
            field_dict["icDate"] = ic_date
        if conditions is not UNSET:
            field_dict["conditions"] = conditions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _decision = d.pop("decision", UNSET)
        decision: IcDecisionDecision | Unset
        if isinstance(_decision,  Unset):
            decision = UNSET
        else:
            decision = IcDecisionDecision(_decision)




        def _parse_ic_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ic_date_type_0 = datetime.date.fromisoformat(data)



                return ic_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        ic_date = _parse_ic_date(d.pop("icDate", UNSET))


        def _parse_conditions(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conditions = _parse_conditions(d.pop("conditions", UNSET))


        ic_decision = cls(
            decision=decision,
            ic_date=ic_date,
            conditions=conditions,
        )

        return ic_decision

