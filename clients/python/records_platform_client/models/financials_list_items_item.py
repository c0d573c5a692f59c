from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="FinancialsListItemsItem")



@_attrs_define
class FinancialsListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            period_label (None | str | Unset):
            period_date (datetime.date | None | Unset):
            revenue (float | None | Unset):
            arr (float | None | Unset):
            ebitda (float | None | Unset):
            currency_code (None | str | Unset): ISO-4217 currency code.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    period_label: None | str | Unset = UNSET
    period_date: datetime.date | None | Unset = UNSET
    revenue: float | None | Unset = UNSET
    arr: float | None | Unset = UNSET
    ebitda: float | None | Unset = UNSET
    currency_code: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        period_label: None | str | Unset
        if isinstance(self.period_label, Unset):
            period_label = UNSET
        else:
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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if period_label is not UNSET:
            field_dict["periodLabel"] = period_label
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_period_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        period_label = _parse_period_label(d.pop("periodLabel", UNSET))


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


        financials_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            period_label=period_label,
            period_date=period_date,
            revenue=revenue,
            arr=arr,
            ebitda=ebitda,
            currency_code=currency_code,
        )

        return financials_list_items_item

