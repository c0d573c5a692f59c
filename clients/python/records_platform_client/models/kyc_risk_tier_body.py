from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kyc_risk_tier_body_risk_tier import KycRiskTierBodyRiskTier
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="KycRiskTierBody")



@_attrs_define
class KycRiskTierBody:
    """ 
        Attributes:
            risk_tier (KycRiskTierBodyRiskTier):
            reason (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    risk_tier: KycRiskTierBodyRiskTier
    reason: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        risk_tier = self.risk_tier.value

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "riskTier": risk_tier,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        risk_tier = KycRiskTierBodyRiskTier(d.pop("riskTier"))




        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        kyc_risk_tier_body = cls(
            risk_tier=risk_tier,
            reason=reason,
            expected_catalog_version=expected_catalog_version,
        )

        return kyc_risk_tier_body

