from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="IndustryCodesBody")



@_attrs_define
class IndustryCodesBody:
    """ 
        Attributes:
            code_ids (list[str]): Keys of the taxonomy group sectors.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    code_ids: list[str]
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        code_ids = self.code_ids



        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "codeIds": code_ids,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code_ids = cast(list[str], d.pop("codeIds"))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        industry_codes_body = cls(
            code_ids=code_ids,
            expected_catalog_version=expected_catalog_version,
        )

        return industry_codes_body

