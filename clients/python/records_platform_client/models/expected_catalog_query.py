from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ExpectedCatalogQuery")



@_attrs_define
class ExpectedCatalogQuery:
    """ 
        Attributes:
            expected_catalog_version (None | str | Unset): The catalogVersion the client read (stale: 409).
     """

    expected_catalog_version: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        expected_catalog_version: None | str | Unset
        if isinstance(self.expected_catalog_version, Unset):
            expected_catalog_version = UNSET
        else:
            expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_expected_catalog_version(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_catalog_version = _parse_expected_catalog_version(d.pop("expectedCatalogVersion", UNSET))


        expected_catalog_query = cls(
            expected_catalog_version=expected_catalog_version,
        )

        return expected_catalog_query

