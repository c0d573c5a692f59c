from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.grant_body_subject_kind import GrantBodySubjectKind
from ..types import UNSET, Unset






T = TypeVar("T", bound="GrantBody")



@_attrs_define
class GrantBody:
    """ 
        Attributes:
            person_id (str): The id of a Person.
            subject_kind (GrantBodySubjectKind):
            subject_id (str): The id of a record of the type subjectKind names.
            role_id (str): The id of a portal role.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    person_id: str
    subject_kind: GrantBodySubjectKind
    subject_id: str
    role_id: str
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        person_id = self.person_id

        subject_kind = self.subject_kind.value

        subject_id = self.subject_id

        role_id = self.role_id

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "personId": person_id,
            "subjectKind": subject_kind,
            "subjectId": subject_id,
            "roleId": role_id,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        person_id = d.pop("personId")

        subject_kind = GrantBodySubjectKind(d.pop("subjectKind"))




        subject_id = d.pop("subjectId")

        role_id = d.pop("roleId")

        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        grant_body = cls(
            person_id=person_id,
            subject_kind=subject_kind,
            subject_id=subject_id,
            role_id=role_id,
            expected_catalog_version=expected_catalog_version,
        )

        return grant_body

