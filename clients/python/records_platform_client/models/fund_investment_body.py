from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="FundInvestmentBody")



@_attrs_define
class FundInvestmentBody:
    """ 
        Attributes:
            company_id (str): The id of a Company.
            amount (float): Greater than 0. Exact: at most 15 digits before the decimal point and 9 after it.
            currency (str): ISO-4217 currency code.
            date (datetime.date):
            note (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    company_id: str
    amount: float
    currency: str
    date: datetime.date
    note: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        company_id = self.company_id

        amount = self.amount

        currency = self.currency

        date = self.date.isoformat()

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "companyId": company_id,
            "amount": amount,
            "currency": currency,
            "date": date,
        })
        if note is not UNSET:
            field_dict["note"] = note
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company_id = d.pop("companyId")

        amount = d.pop("amount")

        currency = d.pop("currency")

        date = datetime.date.fromisoformat(d.pop("date"))




        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        fund_investment_body = cls(
            company_id=company_id,
            amount=amount,
            currency=currency,
            date=date,
            note=note,
            expected_catalog_version=expected_catalog_version,
        )

        return fund_investment_body

