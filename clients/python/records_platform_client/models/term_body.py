from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.term_body_instrument_type import TermBodyInstrumentType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TermBody")



@_attrs_define
class TermBody:
    """ 
        Attributes:
            instrument_type (TermBodyInstrumentType):
            amount (float | None | Unset):
            stake_percent (float | None | Unset):
            pre_money_valuation (float | None | Unset):
            post_money_valuation (float | None | Unset):
            currency_code (None | str | Unset): ISO-4217 currency code.
            notes (None | str | Unset):
            set_active (bool | None | Unset): true: this term becomes the deal's one active term. Default: False.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    instrument_type: TermBodyInstrumentType
    amount: float | None | Unset = UNSET
    stake_percent: float | None | Unset = UNSET
    pre_money_valuation: float | None | Unset = UNSET
    post_money_valuation: float | None | Unset = UNSET
    currency_code: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET
    set_active: bool | None | Unset = False
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        instrument_type = self.instrument_type.value

        amount: float | None | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        stake_percent: float | None | Unset
        if isinstance(self.stake_percent, Unset):
            stake_percent = UNSET
        else:
            stake_percent = self.stake_percent

        pre_money_valuation: float | None | Unset
        if isinstance(self.pre_money_valuation, Unset):
            pre_money_valuation = UNSET
        else:
            pre_money_valuation = self.pre_money_valuation

        post_money_valuation: float | None | Unset
        if isinstance(self.post_money_valuation, Unset):
            post_money_valuation = UNSET
        else:
            post_money_valuation = self.post_money_valuation

        currency_code: None | str | Unset
        if isinstance(self.currency_code, Unset):
            currency_code = UNSET
        else:
            currency_code = self.currency_code

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        set_active: bool | None | Unset
        if isinstance(self.set_active, Unset):
            set_active = UNSET
        else:
            set_active = self.set_active

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "instrumentType": instrument_type,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if stake_percent is not UNSET:
            field_dict["stakePercent"] = stake_percent
        if pre_money_valuation is not UNSET:
            field_dict["preMoneyValuation"] = pre_money_valuation
        if post_money_valuation is not UNSET:
            field_dict["postMoneyValuation"] = post_money_valuation
        if currency_code is not UNSET:
            field_dict["currencyCode"] = currency_code
        if notes is not UNSET:
            field_dict["notes"] = notes
        if set_active is not UNSET:
            field_dict["setActive"] = set_active
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        instrument_type = TermBodyInstrumentType(d.pop("instrumentType"))




        def _parse_amount(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))


        def _parse_stake_percent(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        stake_percent = _parse_stake_percent(d.pop("stakePercent", UNSET))


        def _parse_pre_money_valuation(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        pre_money_valuation = _parse_pre_money_valuation(d.pop("preMoneyValuation", UNSET))


        def _parse_post_money_valuation(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        post_money_valuation = _parse_post_money_valuation(d.pop("postMoneyValuation", UNSET))


        def _parse_currency_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency_code = _parse_currency_code(d.pop("currencyCode", UNSET))


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        def _parse_set_active(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        set_active = _parse_set_active(d.pop("setActive", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        term_body = cls(
            instrument_type=instrument_type,
            amount=amount,
            stake_percent=stake_percent,
            pre_money_valuation=pre_money_valuation,
            post_money_valuation=post_money_valuation,
            currency_code=currency_code,
            notes=notes,
            set_active=set_active,
            expected_catalog_version=expected_catalog_version,
        )

        return term_body

