from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.conflict_party_list_items_item_record_type import ConflictPartyListItemsItemRecordType
from ..models.conflict_party_list_items_item_role import ConflictPartyListItemsItemRole
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ConflictPartyListItemsItem")



@_attrs_define
class ConflictPartyListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            record_type (ConflictPartyListItemsItemRecordType | Unset): With recordId: the party.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            role (ConflictPartyListItemsItemRole | Unset):
            interest (None | str | Unset): What the party stands to gain.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    record_type: ConflictPartyListItemsItemRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    role: ConflictPartyListItemsItemRole | Unset = UNSET
    interest: None | str | Unset = UNSET





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

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value


        interest: None | str | Unset
        if isinstance(self.interest, Unset):
            interest = UNSET
        else:
            interest = self.interest


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
        if role is not UNSET:
            field_dict["role"] = role
        if interest is not UNSET:
            field_dict["interest"] = interest

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
        record_type: ConflictPartyListItemsItemRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = ConflictPartyListItemsItemRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _role = d.pop("role", UNSET)
        role: ConflictPartyListItemsItemRole | Unset
        if isinstance(_role,  Unset):
            role = UNSET
        else:
            role = ConflictPartyListItemsItemRole(_role)




        def _parse_interest(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        interest = _parse_interest(d.pop("interest", UNSET))


        conflict_party_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            record_type=record_type,
            record_id=record_id,
            role=role,
            interest=interest,
        )

        return conflict_party_list_items_item

