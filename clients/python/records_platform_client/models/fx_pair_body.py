from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="FxPairBody")



@_attrs_define
class FxPairBody:
    """ 
        Attributes:
            base (str): The currency one unit of which is priced (ISO 4217, upper case).
            quote (str): The currency the price is in (ISO 4217, another than base).
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    base: str
    quote: str
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        base = self.base

        quote = self.quote

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "base": base,
            "quote": quote,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base = d.pop("base")

        quote = d.pop("quote")

        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        fx_pair_body = cls(
            base=base,
            quote=quote,
            expected_catalog_version=expected_catalog_version,
        )

        return fx_pair_body

