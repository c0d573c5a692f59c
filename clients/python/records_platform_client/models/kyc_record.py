from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kyc_record_record_type import KycRecordRecordType
from ..models.kyc_record_risk_tier import KycRecordRiskTier
from ..models.kyc_record_status import KycRecordStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="KycRecord")



@_attrs_define
class KycRecord:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            record_type (KycRecordRecordType | Unset): With recordId: whose KYC file.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            status (KycRecordStatus | Unset):  Default: KycRecordStatus.PENDING.
            jurisdiction (None | str | Unset): ISO-3166 alpha-2 country code.
            next_review_on (datetime.date | None | Unset): When the file is due for its periodic review.
            risk_tier (KycRecordRiskTier | Unset): Set by PUT .../risk-tier only (null until then).
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    record_type: KycRecordRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: KycRecordStatus | Unset = KycRecordStatus.PENDING
    jurisdiction: None | str | Unset = UNSET
    next_review_on: datetime.date | None | Unset = UNSET
    risk_tier: KycRecordRiskTier | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        jurisdiction: None | str | Unset
        if isinstance(self.jurisdiction, Unset):
            jurisdiction = UNSET
        else:
            jurisdiction = self.jurisdiction

        next_review_on: None | str | Unset
        if isinstance(self.next_review_on, Unset):
            next_review_on = UNSET
        elif isinstance(self.next_review_on, datetime.date):
            next_review_on = self.next_review_on.isoformat()
        else:
            next_review_on = self.next_review_on

        risk_tier: str | Unset = UNSET
        if not isinstance(self.risk_tier, Unset):
            risk_tier = self.risk_tier.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if status is not UNSET:
            field_dict["status"] = status
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction
        if next_review_on is not UNSET:
            field_dict["nextReviewOn"] = next_review_on
        if risk_tier is not UNSET:
            field_dict["riskTier"] = risk_tier

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        _record_type = d.pop("recordType", UNSET)
        record_type: KycRecordRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = KycRecordRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _status = d.pop("status", UNSET)
        status: KycRecordStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = KycRecordStatus(_status)




        def _parse_jurisdiction(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction", UNSET))


        def _parse_next_review_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_review_on_type_0 = datetime.date.fromisoformat(data)



                return next_review_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        next_review_on = _parse_next_review_on(d.pop("nextReviewOn", UNSET))


        _risk_tier = d.pop("riskTier", UNSET)
        risk_tier: KycRecordRiskTier | Unset
        if isinstance(_risk_tier,  Unset):
            risk_tier = UNSET
        else:
            risk_tier = KycRecordRiskTier(_risk_tier)




        kyc_record = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            record_type=record_type,
            record_id=record_id,
            status=status,
            jurisdiction=jurisdiction,
            next_review_on=next_review_on,
            risk_tier=risk_tier,
        )

        return kyc_record

