from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.grant_list_items_item_subject_kind import GrantListItemsItemSubjectKind
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="GrantListItemsItem")



@_attrs_define
class GrantListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            person_id (None | str | Unset): The id of a Person.
            subject_kind (GrantListItemsItemSubjectKind | Unset):
            subject_id (None | str | Unset): The id of a record of the type subjectKind names.
            role_id (None | str | Unset): The id of a portal role.
            company_id (None | str | Unset): The id of a Company.
            investor_id (None | str | Unset): The id of a Investor.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    person_id: None | str | Unset = UNSET
    subject_kind: GrantListItemsItemSubjectKind | Unset = UNSET
    subject_id: None | str | Unset = UNSET
    role_id: None | str | Unset = UNSET
    company_id: None | str | Unset = UNSET
    investor_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        person_id: None | str | Unset
        if isinstance(self.person_id, Unset):
            person_id = UNSET
        else:
            person_id = self.person_id

        subject_kind: str | Unset = UNSET
        if not isinstance(self.subject_kind, Unset):
            subject_kind = self.subject_kind.value


        subject_id: None | str | Unset
        if isinstance(self.subject_id, Unset):
            subject_id = UNSET
        else:
            subject_id = self.subject_id

        role_id: None | str | Unset
        if isinstance(self.role_id, Unset):
            role_id = UNSET
        else:
            role_id = self.role_id

        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        investor_id: None | str | Unset
        if isinstance(self.investor_id, Unset):
            investor_id = UNSET
        else:
            investor_id = self.investor_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if person_id is not UNSET:
            field_dict["personId"] = person_id
        if subject_kind is not UNSET:
            field_dict["subjectKind"] = subject_kind
        if subject_id is not UNSET:
            field_dict["subjectId"] = subject_id
        if role_id is not UNSET:
            field_dict["roleId"] = role_id
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if investor_id is not UNSET:
            field_dict["investorId"] = investor_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_person_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        person_id = _parse_person_id(d.pop("personId", UNSET))


        _subject_kind = d.pop("subjectKind", UNSET)
        subject_kind: GrantListItemsItemSubjectKind | Unset
        if isinstance(_subject_kind,  Unset):
            subject_kind = UNSET
        else:
            subject_kind = GrantListItemsItemSubjectKind(_subject_kind)




        def _parse_subject_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subject_id = _parse_subject_id(d.pop("subjectId", UNSET))


        def _parse_role_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        role_id = _parse_role_id(d.pop("roleId", UNSET))


        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


        def _parse_investor_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        investor_id = _parse_investor_id(d.pop("investorId", UNSET))


        grant_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            person_id=person_id,
            subject_kind=subject_kind,
            subject_id=subject_id,
            role_id=role_id,
            company_id=company_id,
            investor_id=investor_id,
        )

        return grant_list_items_item

