from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="AiCreditLimit")



@_attrs_define
class AiCreditLimit:
    """ 
        Attributes:
            monthly_credits (int): AI credits a month, at most.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    monthly_credits: int
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        monthly_credits = self.monthly_credits

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monthlyCredits": monthly_credits,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monthly_credits = d.pop("monthlyCredits")

        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        ai_credit_limit = cls(
            monthly_credits=monthly_credits,
            expected_catalog_version=expected_catalog_version,
        )

        return ai_credit_limit

