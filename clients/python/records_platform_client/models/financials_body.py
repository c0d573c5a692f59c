from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="FinancialsBody")



@_attrs_define
class FinancialsBody:
    """ 
        Attributes:
            period_label (str):
            period_date (datetime.date | None | Unset):
            revenue (float | None | Unset):
            arr (float | None | Unset):
            ebitda (float | None | Unset):
            currency_code (None | str | Unset): ISO-4217 currency code.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    period_label: str
    period_date: datetime.date | None | Unset = UNSET
    revenue: float | None | Unset = UNSET
    arr: float | None | Unset = UNSET
    ebitda: float | None | Unset = UNSET
    currency_code: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        period_label = self.period_label

        period_date: None | str | Unset
        if isinstance(self.period_date, Unset):
            period_date = UNSET
        elif isinstance(self.period_date, datetime.date):
            period_date = self.period_date.isoformat()
        else:
            period_date = self.period_date

        revenue: float | None | Unset
        if isinstance(self.revenue, Unset):
            revenue = UNSET
        else:
            revenue = self.revenue

        arr: float | None | Unset
        if isinstance(self.arr, Unset):
            arr = UNSET
        else:
            arr = self.arr

        ebitda: float | None | Unset
        if isinstance(self.ebitda, Unset):
            ebitda = UNSET
        else:
            ebitda = self.ebitda

        currency_code: None | str | Unset
        if isinstance(self.currency_code, Unset):
            currency_code = UNSET
        else:
            currency_code = self.currency_code

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "periodLabel": period_label,
        })
        if period_date is not UNSET:
            field_dict["periodDate"] = period_date
        if revenue is not UNSET:
            field_dict["revenue"] = revenue
        if arr is not UNSET:
            field_dict["arr"] = arr
        if ebitda is not UNSET:
            field_dict["ebitda"] = ebitda
        if currency_code is not UNSET:
            field_dict["currencyCode"] = currency_code
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        period_label = d.pop("periodLabel")

        def _parse_period_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_date_type_0 = datetime.date.fromisoformat(data)



                return period_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        period_date = _parse_period_date(d.pop("periodDate", UNSET))


        def _parse_revenue(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        revenue = _parse_revenue(d.pop("revenue", UNSET))


        def _parse_arr(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        arr = _parse_arr(d.pop("arr", UNSET))


        def _parse_ebitda(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ebitda = _parse_ebitda(d.pop("ebitda", UNSET))


        def _parse_currency_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency_code = _parse_currency_code(d.pop("currencyCode", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        financials_body = cls(
            period_label=period_label,
            period_date=period_date,
            revenue=revenue,
            arr=arr,
            ebitda=ebitda,
            currency_code=currency_code,
            expected_catalog_version=expected_catalog_version,
        )

        return financials_body

