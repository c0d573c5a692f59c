from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kyc_risk_tier_history_risk_tier import KycRiskTierHistoryRiskTier
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.kyc_risk_tier_history_history_item import KycRiskTierHistoryHistoryItem





T = TypeVar("T", bound="KycRiskTierHistory")



@_attrs_define
class KycRiskTierHistory:
    """ 
        Attributes:
            history (list[KycRiskTierHistoryHistoryItem]):
            risk_tier (KycRiskTierHistoryRiskTier | Unset): The current tier; null before any.
            next_cursor (None | str | Unset): The history's next page; null at the end.
     """

    history: list[KycRiskTierHistoryHistoryItem]
    risk_tier: KycRiskTierHistoryRiskTier | Unset = UNSET
    next_cursor: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.kyc_risk_tier_history_history_item import KycRiskTierHistoryHistoryItem # noqa: PLC0415
        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)



        risk_tier: str | Unset = UNSET
        if not isinstance(self.risk_tier, Unset):
            risk_tier = self.risk_tier.value


        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "history": history,
        })
        if risk_tier is not UNSET:
            field_dict["riskTier"] = risk_tier
        if next_cursor is not UNSET:
            field_dict["nextCursor"] = next_cursor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kyc_risk_tier_history_history_item import KycRiskTierHistoryHistoryItem # noqa: PLC0415
        d = dict(src_dict)
        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = KycRiskTierHistoryHistoryItem.from_dict(history_item_data)



            history.append(history_item)


        _risk_tier = d.pop("riskTier", UNSET)
        risk_tier: KycRiskTierHistoryRiskTier | Unset
        if isinstance(_risk_tier,  Unset):
            risk_tier = UNSET
        else:
            risk_tier = KycRiskTierHistoryRiskTier(_risk_tier)




        def _parse_next_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_cursor = _parse_next_cursor(d.pop("nextCursor", UNSET))


        kyc_risk_tier_history = cls(
            history=history,
            risk_tier=risk_tier,
            next_cursor=next_cursor,
        )

        return kyc_risk_tier_history

