from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kyc_risk_tier_change_previous_tier import KycRiskTierChangePreviousTier
from ..models.kyc_risk_tier_change_risk_tier import KycRiskTierChangeRiskTier
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="KycRiskTierChange")



@_attrs_define
class KycRiskTierChange:
    """ 
        Attributes:
            id (str):
            risk_tier (KycRiskTierChangeRiskTier):
            changed_by (str):
            changed_at (datetime.datetime):
            previous_tier (KycRiskTierChangePreviousTier | Unset): null: the first tier set.
            reason (None | str | Unset):
     """

    id: str
    risk_tier: KycRiskTierChangeRiskTier
    changed_by: str
    changed_at: datetime.datetime
    previous_tier: KycRiskTierChangePreviousTier | Unset = UNSET
    reason: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        risk_tier = self.risk_tier.value

        changed_by = self.changed_by

        changed_at = self.changed_at.isoformat()

        previous_tier: str | Unset = UNSET
        if not isinstance(self.previous_tier, Unset):
            previous_tier = self.previous_tier.value


        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "riskTier": risk_tier,
            "changedBy": changed_by,
            "changedAt": changed_at,
        })
        if previous_tier is not UNSET:
            field_dict["previousTier"] = previous_tier
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        risk_tier = KycRiskTierChangeRiskTier(d.pop("riskTier"))




        changed_by = d.pop("changedBy")

        changed_at = datetime.datetime.fromisoformat(d.pop("changedAt"))




        _previous_tier = d.pop("previousTier", UNSET)
        previous_tier: KycRiskTierChangePreviousTier | Unset
        if isinstance(_previous_tier,  Unset):
            previous_tier = UNSET
        else:
            previous_tier = KycRiskTierChangePreviousTier(_previous_tier)




        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        kyc_risk_tier_change = cls(
            id=id,
            risk_tier=risk_tier,
            changed_by=changed_by,
            changed_at=changed_at,
            previous_tier=previous_tier,
            reason=reason,
        )

        return kyc_risk_tier_change

