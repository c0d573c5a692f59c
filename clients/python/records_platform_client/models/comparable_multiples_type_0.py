from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ComparableMultiplesType0")



@_attrs_define
class ComparableMultiplesType0:
    """ Each multiple as an exact decimal (leave one out when not meaningful).

        Attributes:
            ev_revenue (float | None | Unset):
            ev_gross_profit (float | None | Unset):
            ev_ebitda (float | None | Unset):
            ev_ebit (float | None | Unset):
            ev_arr (float | None | Unset):
            price_earnings (float | None | Unset):
            price_book (float | None | Unset):
     """

    ev_revenue: float | None | Unset = UNSET
    ev_gross_profit: float | None | Unset = UNSET
    ev_ebitda: float | None | Unset = UNSET
    ev_ebit: float | None | Unset = UNSET
    ev_arr: float | None | Unset = UNSET
    price_earnings: float | None | Unset = UNSET
    price_book: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        ev_revenue: float | None | Unset
        if isinstance(self.ev_revenue, Unset):
            ev_revenue = UNSET
        else:
            ev_revenue = self.ev_revenue

        ev_gross_profit: float | None | Unset
        if isinstance(self.ev_gross_profit, Unset):
            ev_gross_profit = UNSET
        else:
            ev_gross_profit = self.ev_gross_profit

        ev_ebitda: float | None | Unset
        if isinstance(self.ev_ebitda, Unset):
            ev_ebitda = UNSET
        else:
            ev_ebitda = self.ev_ebitda

        ev_ebit: float | None | Unset
        if isinstance(self.ev_ebit, Unset):
            ev_ebit = UNSET
        else:
            ev_ebit = self.ev_ebit

        ev_arr: float | None | Unset
        if isinstance(self.ev_arr, Unset):
            ev_arr = UNSET
        else:
            ev_arr = self.ev_arr

        price_earnings: float | None | Unset
        if isinstance(self.price_earnings, Unset):
            price_earnings = UNSET
        else:
            price_earnings = self.price_earnings

        price_book: float | None | Unset
        if isinstance(self.price_book, Unset):
            price_book = UNSET
        else:
            price_book = self.price_book


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if ev_revenue is not UNSET:
            field_dict["evRevenue"] = ev_revenue
        if ev_gross_profit is not UNSET:
            field_dict["evGrossProfit"] = ev_gross_profit
        if ev_ebitda is not UNSET:
            field_dict["evEbitda"] = ev_ebitda
        if ev_ebit is not UNSET:
            field_dict["evEbit"] = ev_ebit
        if ev_arr is not UNSET:
            field_dict["evArr"] = ev_arr
        if price_earnings is not UNSET:
            field_dict["priceEarnings"] = price_earnings
        if price_book is not UNSET:
            field_dict["priceBook"] = price_book

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_ev_revenue(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ev_revenue = _parse_ev_revenue(d.pop("evRevenue", UNSET))


        def _parse_ev_gross_profit(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ev_gross_profit = _parse_ev_gross_profit(d.pop("evGrossProfit", UNSET))


        def _parse_ev_ebitda(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ev_ebitda = _parse_ev_ebitda(d.pop("evEbitda", UNSET))


        def _parse_ev_ebit(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ev_ebit = _parse_ev_ebit(d.pop("evEbit", UNSET))


        def _parse_ev_arr(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ev_arr = _parse_ev_arr(d.pop("evArr", UNSET))


        def _parse_price_earnings(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        price_earnings = _parse_price_earnings(d.pop("priceEarnings", UNSET))


        def _parse_price_book(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        price_book = _parse_price_book(d.pop("priceBook", UNSET))


        comparable_multiples_type_0 = cls(
            ev_revenue=ev_revenue,
            ev_gross_profit=ev_gross_profit,
            ev_ebitda=ev_ebitda,
            ev_ebit=ev_ebit,
            ev_arr=ev_arr,
            price_earnings=price_earnings,
            price_book=price_book,
        )

        return comparable_multiples_type_0

