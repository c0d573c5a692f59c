from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.provision_category import ProvisionCategory
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Provision")



@_attrs_define
class Provision:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            category (ProvisionCategory | Unset):
            clause (None | str | Unset): Where it sits in the letter: 4.2(b).
            summary (None | str | Unset):
            mfn_electable (bool | None | Unset): Other investors may elect it under their MFN clause. Default: False.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    category: ProvisionCategory | Unset = UNSET
    clause: None | str | Unset = UNSET
    summary: None | str | Unset = UNSET
    mfn_electable: bool | None | Unset = False





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        category: str | Unset = UNSET
        if not isinstance(self.category, Unset):
            category = self.category.value


        clause: None | str | Unset
        if isinstance(self.clause, Unset):
            clause = UNSET
        else:
            clause = self.clause

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary

        mfn_electable: bool | None | Unset
        if isinstance(self.mfn_electable, Unset):
            mfn_electable = UNSET
        else:
            mfn_electable = self.mfn_electable


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if category is not UNSET:
            field_dict["category"] = category
        if clause is not UNSET:
            field_dict["clause"] = clause
        if summary is not UNSET:
            field_dict["summary"] = summary
        if mfn_electable is not UNSET:
            field_dict["mfnElectable"] = mfn_electable

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        _category = d.pop("category", UNSET)
        category: ProvisionCategory | Unset
        if isinstance(_category,  Unset):
            category = UNSET
        else:
            category = ProvisionCategory(_category)




        def _parse_clause(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        clause = _parse_clause(d.pop("clause", UNSET))


        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        def _parse_mfn_electable(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        mfn_electable = _parse_mfn_electable(d.pop("mfnElectable", UNSET))


        provision = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            category=category,
            clause=clause,
            summary=summary,
            mfn_electable=mfn_electable,
        )

        return provision

