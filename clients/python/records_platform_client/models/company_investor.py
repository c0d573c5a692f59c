from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="CompanyInvestor")



@_attrs_define
class CompanyInvestor:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            investor_id (None | str | Unset): An Investor record of your firm.
            share_class (None | str | Unset):
            shares_held (float | None | Unset):
            ownership_percent (float | None | Unset):
            amount_invested (float | None | Unset):
            currency_code (None | str | Unset): ISO-4217 currency code.
            invested_on (datetime.date | None | Unset):
            board_seat (bool | None | Unset):  Default: False.
            notes (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    investor_id: None | str | Unset = UNSET
    share_class: None | str | Unset = UNSET
    shares_held: float | None | Unset = UNSET
    ownership_percent: float | None | Unset = UNSET
    amount_invested: float | None | Unset = UNSET
    currency_code: None | str | Unset = UNSET
    invested_on: datetime.date | None | Unset = UNSET
    board_seat: bool | None | Unset = False
    notes: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        investor_id: None | str | Unset
        if isinstance(self.investor_id, Unset):
            investor_id = UNSET
        else:
            investor_id = self.investor_id

        share_class: None | str | Unset
        if isinstance(self.share_class, Unset):
            share_class = UNSET
        else:
            share_class = self.share_class

        shares_held: float | None | Unset
        if isinstance(self.shares_held, Unset):
            shares_held = UNSET
        else:
            shares_held = self.shares_held

        ownership_percent: float | None | Unset
        if isinstance(self.ownership_percent, Unset):
            ownership_percent = UNSET
        else:
            ownership_percent = self.ownership_percent

        amount_invested: float | None | Unset
        if isinstance(self.amount_invested, Unset):
            amount_invested = UNSET
        else:
            amount_invested = self.amount_invested

        currency_code: None | str | Unset
        if isinstance(self.currency_code, Unset):
            currency_code = UNSET
        else:
            currency_code = self.currency_code

        invested_on: None | str | Unset
        if isinstance(self.invested_on, Unset):
            invested_on = UNSET
        elif isinstance(self.invested_on, datetime.date):
            invested_on = self.invested_on.isoformat()
        else:
            invested_on = self.invested_on

        board_seat: bool | None | Unset
        if isinstance(self.board_seat, Unset):
            board_seat = UNSET
        else:
            board_seat = self.board_seat

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if investor_id is not UNSET:
            field_dict["investorId"] = investor_id
        if share_class is not UNSET:
            field_dict["shareClass"] = share_class
        if shares_held is not UNSET:
            field_dict["sharesHeld"] = shares_held
        if ownership_percent is not UNSET:
            field_dict["ownershipPercent"] = ownership_percent
        if amount_invested is not UNSET:
            field_dict["amountInvested"] = amount_invested
        if currency_code is not UNSET:
            field_dict["currencyCode"] = currency_code
        if invested_on is not UNSET:
            field_dict["investedOn"] = invested_on
        if board_seat is not UNSET:
            field_dict["boardSeat"] = board_seat
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_investor_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        investor_id = _parse_investor_id(d.pop("investorId", UNSET))


        def _parse_share_class(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        share_class = _parse_share_class(d.pop("shareClass", UNSET))


        def _parse_shares_held(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        shares_held = _parse_shares_held(d.pop("sharesHeld", UNSET))


        def _parse_ownership_percent(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ownership_percent = _parse_ownership_percent(d.pop("ownershipPercent", UNSET))


        def _parse_amount_invested(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        amount_invested = _parse_amount_invested(d.pop("amountInvested", UNSET))


        def _parse_currency_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency_code = _parse_currency_code(d.pop("currencyCode", UNSET))


        def _parse_invested_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invested_on_type_0 = datetime.date.fromisoformat(data)



                return invested_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        invested_on = _parse_invested_on(d.pop("investedOn", UNSET))


        def _parse_board_seat(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        board_seat = _parse_board_seat(d.pop("boardSeat", UNSET))


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        company_investor = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            investor_id=investor_id,
            share_class=share_class,
            shares_held=shares_held,
            ownership_percent=ownership_percent,
            amount_invested=amount_invested,
            currency_code=currency_code,
            invested_on=invested_on,
            board_seat=board_seat,
            notes=notes,
        )

        return company_investor

