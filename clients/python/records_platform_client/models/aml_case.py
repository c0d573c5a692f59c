from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.aml_case_record_type import AmlCaseRecordType
from ..models.aml_case_risk import AmlCaseRisk
from ..models.aml_case_status import AmlCaseStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="AmlCase")



@_attrs_define
class AmlCase:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            record_type (AmlCaseRecordType | Unset): With recordId: whom the case is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            status (AmlCaseStatus | Unset): Reported: a suspicious-activity report was filed. Default: AmlCaseStatus.OPEN.
            risk (AmlCaseRisk | Unset):
            owner_user_id (None | str | Unset): A member of your firm; default: whoever sends the case.
            summary (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    record_type: AmlCaseRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: AmlCaseStatus | Unset = AmlCaseStatus.OPEN
    risk: AmlCaseRisk | Unset = UNSET
    owner_user_id: None | str | Unset = UNSET
    summary: None | str | Unset = UNSET





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


        risk: str | Unset = UNSET
        if not isinstance(self.risk, Unset):
            risk = self.risk.value


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
        if risk is not UNSET:
            field_dict["risk"] = risk
        if owner_user_id is not UNSET:
            field_dict["ownerUserId"] = owner_user_id
        if summary is not UNSET:
            field_dict["summary"] = summary

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
        record_type: AmlCaseRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = AmlCaseRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _status = d.pop("status", UNSET)
        status: AmlCaseStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = AmlCaseStatus(_status)




        _risk = d.pop("risk", UNSET)
        risk: AmlCaseRisk | Unset
        if isinstance(_risk,  Unset):
            risk = UNSET
        else:
            risk = AmlCaseRisk(_risk)




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


        aml_case = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            record_type=record_type,
            record_id=record_id,
            status=status,
            risk=risk,
            owner_user_id=owner_user_id,
            summary=summary,
        )

        return aml_case

