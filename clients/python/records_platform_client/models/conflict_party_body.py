from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.conflict_party_body_record_type import ConflictPartyBodyRecordType
from ..models.conflict_party_body_role import ConflictPartyBodyRole
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ConflictPartyBody")



@_attrs_define
class ConflictPartyBody:
    """ 
        Attributes:
            record_type (ConflictPartyBodyRecordType): With recordId: the party.
            record_id (str): The id of a record of the type recordType names.
            role (ConflictPartyBodyRole):
            interest (None | str | Unset): What the party stands to gain.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: ConflictPartyBodyRecordType
    record_id: str
    role: ConflictPartyBodyRole
    interest: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        record_type = self.record_type.value

        record_id = self.record_id

        role = self.role.value

        interest: None | str | Unset
        if isinstance(self.interest, Unset):
            interest = UNSET
        else:
            interest = self.interest

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recordType": record_type,
            "recordId": record_id,
            "role": role,
        })
        if interest is not UNSET:
            field_dict["interest"] = interest
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record_type = ConflictPartyBodyRecordType(d.pop("recordType"))




        record_id = d.pop("recordId")

        role = ConflictPartyBodyRole(d.pop("role"))




        def _parse_interest(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        interest = _parse_interest(d.pop("interest", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        conflict_party_body = cls(
            record_type=record_type,
            record_id=record_id,
            role=role,
            interest=interest,
            expected_catalog_version=expected_catalog_version,
        )

        return conflict_party_body

