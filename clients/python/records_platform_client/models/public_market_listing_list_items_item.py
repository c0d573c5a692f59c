from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="PublicMarketListingListItemsItem")



@_attrs_define
class PublicMarketListingListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            ticker (None | str | Unset): The symbol on its exchange, e.g. ACME or BRK.B (stored upper case).
            exchange (None | str | Unset): The exchange's ISO 10383 market identifier code (MIC), e.g. XNAS, XLON.
            company_id (None | str | Unset): The Company record of the firm that is listed.
            last_price (float | None | Unset): The last price the price feed stored (null: none).
            price_currency (None | str | Unset): ISO-4217 currency code.
            price_at (datetime.datetime | None | Unset): When that price was (null: no price yet).
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    ticker: None | str | Unset = UNSET
    exchange: None | str | Unset = UNSET
    company_id: None | str | Unset = UNSET
    last_price: float | None | Unset = UNSET
    price_currency: None | str | Unset = UNSET
    price_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        ticker: None | str | Unset
        if isinstance(self.ticker, Unset):
            ticker = UNSET
        else:
            ticker = self.ticker

        exchange: None | str | Unset
        if isinstance(self.exchange, Unset):
            exchange = UNSET
        else:
            exchange = self.exchange

        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        last_price: float | None | Unset
        if isinstance(self.last_price, Unset):
            last_price = UNSET
        else:
            last_price = self.last_price

        price_currency: None | str | Unset
        if isinstance(self.price_currency, Unset):
            price_currency = UNSET
        else:
            price_currency = self.price_currency

        price_at: None | str | Unset
        if isinstance(self.price_at, Unset):
            price_at = UNSET
        elif isinstance(self.price_at, datetime.datetime):
            price_at = self.price_at.isoformat()
        else:
            price_at = self.price_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if ticker is not UNSET:
            field_dict["ticker"] = ticker
        if exchange is not UNSET:
            field_dict["exchange"] = exchange
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if last_price is not UNSET:
            field_dict["lastPrice"] = last_price
        if price_currency is not UNSET:
            field_dict["priceCurrency"] = price_currency
        if price_at is not UNSET:
            field_dict["priceAt"] = price_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_ticker(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ticker = _parse_ticker(d.pop("ticker", UNSET))


        def _parse_exchange(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        exchange = _parse_exchange(d.pop("exchange", UNSET))


        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


        def _parse_last_price(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        last_price = _parse_last_price(d.pop("lastPrice", UNSET))


        def _parse_price_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        price_currency = _parse_price_currency(d.pop("priceCurrency", UNSET))


        def _parse_price_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                price_at_type_0 = datetime.datetime.fromisoformat(data)



                return price_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        price_at = _parse_price_at(d.pop("priceAt", UNSET))


        public_market_listing_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            ticker=ticker,
            exchange=exchange,
            company_id=company_id,
            last_price=last_price,
            price_currency=price_currency,
            price_at=price_at,
        )

        return public_market_listing_list_items_item

