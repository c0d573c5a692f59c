from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kyc_record_body_record_type import KycRecordBodyRecordType
from ..models.kyc_record_body_status import KycRecordBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="KycRecordBody")



@_attrs_define
class KycRecordBody:
    """ 
        Attributes:
            record_type (KycRecordBodyRecordType): With recordId: whose KYC file.
            record_id (str): The id of a record of the type recordType names.
            status (KycRecordBodyStatus | Unset):  Default: KycRecordBodyStatus.PENDING.
            jurisdiction (None | str | Unset): ISO-3166 alpha-2 country code.
            next_review_on (datetime.date | None | Unset): When the file is due for its periodic review.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: KycRecordBodyRecordType
    record_id: str
    status: KycRecordBodyStatus | Unset = KycRecordBodyStatus.PENDING
    jurisdiction: None | str | Unset = UNSET
    next_review_on: datetime.date | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        record_type = self.record_type.value

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recordType": record_type,
            "recordId": record_id,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction
        if next_review_on is not UNSET:
            field_dict["nextReviewOn"] = next_review_on
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record_type = KycRecordBodyRecordType(d.pop("recordType"))




        record_id = d.pop("recordId")

        _status = d.pop("status", UNSET)
        status: KycRecordBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = KycRecordBodyStatus(_status)




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        kyc_record_body = cls(
            record_type=record_type,
            record_id=record_id,
            status=status,
            jurisdiction=jurisdiction,
            next_review_on=next_review_on,
            expected_catalog_version=expected_catalog_version,
        )

        return kyc_record_body

