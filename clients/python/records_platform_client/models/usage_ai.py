from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UsageAi")



@_attrs_define
class UsageAi:
    """ 
        Attributes:
            credits_used (int): AI credits spent this month.
            monthly_limit (int | None | Unset): The monthly limit (null: none set).
            remaining (int | None | Unset): What is left this month (null: no limit).
     """

    credits_used: int
    monthly_limit: int | None | Unset = UNSET
    remaining: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        credits_used = self.credits_used

        monthly_limit: int | None | Unset
        if isinstance(self.monthly_limit, Unset):
            monthly_limit = UNSET
        else:
            monthly_limit = self.monthly_limit

        remaining: int | None | Unset
        if isinstance(self.remaining, Unset):
            remaining = UNSET
        else:
            remaining = self.remaining


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "creditsUsed": credits_used,
        })
        if monthly_limit is not UNSET:
            field_dict["monthlyLimit"] = monthly_limit
        if remaining is not UNSET:
            field_dict["remaining"] = remaining

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        credits_used = d.pop("creditsUsed")

        def _parse_monthly_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        monthly_limit = _parse_monthly_limit(d.pop("monthlyLimit", UNSET))


        def _parse_remaining(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        remaining = _parse_remaining(d.pop("remaining", UNSET))


        usage_ai = cls(
            credits_used=credits_used,
            monthly_limit=monthly_limit,
            remaining=remaining,
        )

        return usage_ai

