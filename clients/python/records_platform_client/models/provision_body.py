from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.provision_body_category import ProvisionBodyCategory
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ProvisionBody")



@_attrs_define
class ProvisionBody:
    """ 
        Attributes:
            category (ProvisionBodyCategory):
            summary (str):
            clause (None | str | Unset): Where it sits in the letter: 4.2(b).
            mfn_electable (bool | None | Unset): Other investors may elect it under their MFN clause. Default: False.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    category: ProvisionBodyCategory
    summary: str
    clause: None | str | Unset = UNSET
    mfn_electable: bool | None | Unset = False
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        summary = self.summary

        clause: None | str | Unset
        if isinstance(self.clause, Unset):
            clause = UNSET
        else:
            clause = self.clause

        mfn_electable: bool | None | Unset
        if isinstance(self.mfn_electable, Unset):
            mfn_electable = UNSET
        else:
            mfn_electable = self.mfn_electable

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "summary": summary,
        })
        if clause is not UNSET:
            field_dict["clause"] = clause
        if mfn_electable is not UNSET:
            field_dict["mfnElectable"] = mfn_electable
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = ProvisionBodyCategory(d.pop("category"))




        summary = d.pop("summary")

        def _parse_clause(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        clause = _parse_clause(d.pop("clause", UNSET))


        def _parse_mfn_electable(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        mfn_electable = _parse_mfn_electable(d.pop("mfnElectable", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        provision_body = cls(
            category=category,
            summary=summary,
            clause=clause,
            mfn_electable=mfn_electable,
            expected_catalog_version=expected_catalog_version,
        )

        return provision_body

