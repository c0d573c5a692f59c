from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.aml_case_body_record_type import AmlCaseBodyRecordType
from ..models.aml_case_body_risk import AmlCaseBodyRisk
from ..models.aml_case_body_status import AmlCaseBodyStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AmlCaseBody")



@_attrs_define
class AmlCaseBody:
    """ 
        Attributes:
            record_type (AmlCaseBodyRecordType): With recordId: whom the case is about.
            record_id (str): The id of a record of the type recordType names.
            risk (AmlCaseBodyRisk):
            status (AmlCaseBodyStatus | Unset): Reported: a suspicious-activity report was filed. Default:
                AmlCaseBodyStatus.OPEN.
            owner_user_id (None | str | Unset): A member of your firm; default: whoever sends the case.
            summary (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: AmlCaseBodyRecordType
    record_id: str
    risk: AmlCaseBodyRisk
    status: AmlCaseBodyStatus | Unset = AmlCaseBodyStatus.OPEN
    owner_user_id: None | str | Unset = UNSET
    summary: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        record_type = self.record_type.value

        record_id = self.record_id

        risk = self.risk.value

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        owner_user_id: None | str | Unset
        if isinstance(self.owner_user_id, Unset):
            owner_user_id = UNSET
        else:
            owner_user_id = self.owner_user_id

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recordType": record_type,
            "recordId": record_id,
            "risk": risk,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if owner_user_id is not UNSET:
            field_dict["ownerUserId"] = owner_user_id
        if summary is not UNSET:
            field_dict["summary"] = summary
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record_type = AmlCaseBodyRecordType(d.pop("recordType"))




        record_id = d.pop("recordId")

        risk = AmlCaseBodyRisk(d.pop("risk"))




        _status = d.pop("status", UNSET)
        status: AmlCaseBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = AmlCaseBodyStatus(_status)




        def _parse_owner_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_user_id = _parse_owner_user_id(d.pop("ownerUserId", UNSET))


        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        aml_case_body = cls(
            record_type=record_type,
            record_id=record_id,
            risk=risk,
            status=status,
            owner_user_id=owner_user_id,
            summary=summary,
            expected_catalog_version=expected_catalog_version,
        )

        return aml_case_body

