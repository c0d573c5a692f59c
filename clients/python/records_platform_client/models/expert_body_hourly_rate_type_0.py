from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ExpertBodyHourlyRateType0")



@_attrs_define
class ExpertBodyHourlyRateType0:
    """ 
        Attributes:
            amount (float): Exact: at most 15 digits before the decimal point and 9 after it.
            currency (str): ISO-4217 currency code.
     """

    amount: float
    currency: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency = self.currency


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = d.pop("currency")

        expert_body_hourly_rate_type_0 = cls(
            amount=amount,
            currency=currency,
        )

        return expert_body_hourly_rate_type_0

