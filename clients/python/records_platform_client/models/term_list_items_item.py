from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.term_list_items_item_instrument_type import TermListItemsItemInstrumentType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="TermListItemsItem")



@_attrs_define
class TermListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            active (bool): The deal's one active term. Default: False.
            instrument_type (TermListItemsItemInstrumentType | Unset):
            amount (float | None | Unset):
            stake_percent (float | None | Unset):
            pre_money_valuation (float | None | Unset):
            post_money_valuation (float | None | Unset):
            currency_code (None | str | Unset): ISO-4217 currency code.
            notes (None | str | Unset):
            set_active (bool | None | Unset): true: this term becomes the deal's one active term. Default: False.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    active: bool = False
    instrument_type: TermListItemsItemInstrumentType | Unset = UNSET
    amount: float | None | Unset = UNSET
    stake_percent: float | None | Unset = UNSET
    pre_money_valuation: float | None | Unset = UNSET
    post_money_valuation: float | None | Unset = UNSET
    currency_code: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET
    set_active: bool | None | Unset = False





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        active = self.active

        instrument_type: str | Unset = UNSET
        if not isinstance(self.instrument_type, Unset):
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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "active": active,
        })
        if instrument_type is not UNSET:
            field_dict["instrumentType"] = instrument_type
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        active = d.pop("active")

        _instrument_type = d.pop("instrumentType", UNSET)
        instrument_type: TermListItemsItemInstrumentType | Unset
        if isinstance(_instrument_type,  Unset):
            instrument_type = UNSET
        else:
            instrument_type = TermListItemsItemInstrumentType(_instrument_type)




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


        term_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            active=active,
            instrument_type=instrument_type,
            amount=amount,
            stake_percent=stake_percent,
            pre_money_valuation=pre_money_valuation,
            post_money_valuation=post_money_valuation,
            currency_code=currency_code,
            notes=notes,
            set_active=set_active,
        )

        return term_list_items_item

