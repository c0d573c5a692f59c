from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fx_rate_list_items_item_source import FxRateListItemsItemSource
from typing import cast
import datetime






T = TypeVar("T", bound="FxRateListItemsItem")



@_attrs_define
class FxRateListItemsItem:
    """ 
        Attributes:
            pair (str):
            base (str): ISO-4217 currency code.
            quote (str): ISO-4217 currency code.
            date (datetime.date): The rate's value day, as the source said.
            rate (float): How many quote one base buys, exact (a JSON number, never rounded).
            derived (bool): false: as the source quoted it; true: computed through the source's base currency, to 12
                significant digits.
            source (FxRateListItemsItemSource):
            fetched_at (str):
     """

    pair: str
    base: str
    quote: str
    date: datetime.date
    rate: float
    derived: bool
    source: FxRateListItemsItemSource
    fetched_at: str





    def to_dict(self) -> dict[str, Any]:
        pair = self.pair

        base = self.base

        quote = self.quote

        date = self.date.isoformat()

        rate = self.rate

        derived = self.derived

        source = self.source.value

        fetched_at = self.fetched_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pair": pair,
            "base": base,
            "quote": quote,
            "date": date,
            "rate": rate,
            "derived": derived,
            "source": source,
            "fetchedAt": fetched_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pair = d.pop("pair")

        base = d.pop("base")

        quote = d.pop("quote")

        date = datetime.date.fromisoformat(d.pop("date"))




        rate = d.pop("rate")

        derived = d.pop("derived")

        source = FxRateListItemsItemSource(d.pop("source"))




        fetched_at = d.pop("fetchedAt")

        fx_rate_list_items_item = cls(
            pair=pair,
            base=base,
            quote=quote,
            date=date,
            rate=rate,
            derived=derived,
            source=source,
            fetched_at=fetched_at,
        )

        return fx_rate_list_items_item

