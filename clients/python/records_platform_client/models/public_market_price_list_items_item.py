from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.public_market_price_list_items_item_source import PublicMarketPriceListItemsItemSource
from typing import cast
import datetime






T = TypeVar("T", bound="PublicMarketPriceListItemsItem")



@_attrs_define
class PublicMarketPriceListItemsItem:
    """ 
        Attributes:
            date (datetime.date): The day the price is of, as the source said.
            price (float): The price, exact (a JSON number, never rounded).
            currency (str): ISO-4217 currency code.
            price_at (datetime.datetime): When the price was, as the source said.
            source (PublicMarketPriceListItemsItemSource):
            fetched_at (str):
     """

    date: datetime.date
    price: float
    currency: str
    price_at: datetime.datetime
    source: PublicMarketPriceListItemsItemSource
    fetched_at: str





    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        price = self.price

        currency = self.currency

        price_at = self.price_at.isoformat()

        source = self.source.value

        fetched_at = self.fetched_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "date": date,
            "price": price,
            "currency": currency,
            "priceAt": price_at,
            "source": source,
            "fetchedAt": fetched_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))




        price = d.pop("price")

        currency = d.pop("currency")

        price_at = datetime.datetime.fromisoformat(d.pop("priceAt"))




        source = PublicMarketPriceListItemsItemSource(d.pop("source"))




        fetched_at = d.pop("fetchedAt")

        public_market_price_list_items_item = cls(
            date=date,
            price=price,
            currency=currency,
            price_at=price_at,
            source=source,
            fetched_at=fetched_at,
        )

        return public_market_price_list_items_item

