from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="AiCreditLimitView")



@_attrs_define
class AiCreditLimitView:
    """ 
        Attributes:
            monthly_credits (int): AI credits a month, at most.
            version (int):
            updated_at (datetime.datetime):
            updated_by (str):
     """

    monthly_credits: int
    version: int
    updated_at: datetime.datetime
    updated_by: str





    def to_dict(self) -> dict[str, Any]:
        monthly_credits = self.monthly_credits

        version = self.version

        updated_at = self.updated_at.isoformat()

        updated_by = self.updated_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monthlyCredits": monthly_credits,
            "version": version,
            "updatedAt": updated_at,
            "updatedBy": updated_by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monthly_credits = d.pop("monthlyCredits")

        version = d.pop("version")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        updated_by = d.pop("updatedBy")

        ai_credit_limit_view = cls(
            monthly_credits=monthly_credits,
            version=version,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        return ai_credit_limit_view

