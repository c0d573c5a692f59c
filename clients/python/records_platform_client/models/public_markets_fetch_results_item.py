from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.public_markets_fetch_results_item_outcome import PublicMarketsFetchResultsItemOutcome
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.public_markets_fetch_results_item_failure_type_0 import PublicMarketsFetchResultsItemFailureType0





T = TypeVar("T", bound="PublicMarketsFetchResultsItem")



@_attrs_define
class PublicMarketsFetchResultsItem:
    """ 
        Attributes:
            listing_id (str):
            ticker (str):
            exchange (str):
            outcome (PublicMarketsFetchResultsItemOutcome): stored; already_stored (that day's price was stored before, kept
                as it is); failed (see failure); not_yet_priced (the fetch's time ran out).
            date (datetime.date | None | Unset): The day the price is of, as the source says.
            price (float | None | Unset): The price the source answered, exact.
            currency (None | str | Unset): ISO-4217 currency code.
            price_at (datetime.datetime | None | Unset): When the price was, as the source says.
            failure (None | PublicMarketsFetchResultsItemFailureType0 | Unset): Why nothing was stored: per listing:
                timeout, connect_failed, tls_failed, protocol_error (no answer); source_redirected, source_status,
                source_unauthorized, source_rate_limited, source_too_large, source_invalid, source_error, listing_not_found,
                not_quoted, wrong_listing, price_invalid, currency_invalid, date_invalid, listing_removed, write_conflict, or an
                address refused now (the guard's code); for the whole fetch of a schedule: price_source_not_connected, or the
                guard's code.
     """

    listing_id: str
    ticker: str
    exchange: str
    outcome: PublicMarketsFetchResultsItemOutcome
    date: datetime.date | None | Unset = UNSET
    price: float | None | Unset = UNSET
    currency: None | str | Unset = UNSET
    price_at: datetime.datetime | None | Unset = UNSET
    failure: None | PublicMarketsFetchResultsItemFailureType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.public_markets_fetch_results_item_failure_type_0 import PublicMarketsFetchResultsItemFailureType0 # noqa: PLC0415
        listing_id = self.listing_id

        ticker = self.ticker

        exchange = self.exchange

        outcome = self.outcome.value

        date: None | str | Unset
        if isinstance(self.date, Unset):
            date = UNSET
        elif isinstance(self.date, datetime.date):
            date = self.date.isoformat()
        else:
            date = self.date

        price: float | None | Unset
        if isinstance(self.price, Unset):
            price = UNSET
        else:
            price = self.price

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        price_at: None | str | Unset
        if isinstance(self.price_at, Unset):
            price_at = UNSET
        elif isinstance(self.price_at, datetime.datetime):
            price_at = self.price_at.isoformat()
        else:
            price_at = self.price_at

        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, PublicMarketsFetchResultsItemFailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "listingId": listing_id,
            "ticker": ticker,
            "exchange": exchange,
            "outcome": outcome,
        })
        if date is not UNSET:
            field_dict["date"] = date
        if price is not UNSET:
            field_dict["price"] = price
        if currency is not UNSET:
            field_dict["currency"] = currency
        if price_at is not UNSET:
            field_dict["priceAt"] = price_at
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_markets_fetch_results_item_failure_type_0 import PublicMarketsFetchResultsItemFailureType0 # noqa: PLC0415
        d = dict(src_dict)
        listing_id = d.pop("listingId")

        ticker = d.pop("ticker")

        exchange = d.pop("exchange")

        outcome = PublicMarketsFetchResultsItemOutcome(d.pop("outcome"))




        def _parse_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_type_0 = datetime.date.fromisoformat(data)



                return date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        date = _parse_date(d.pop("date", UNSET))


        def _parse_price(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        price = _parse_price(d.pop("price", UNSET))


        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))


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


        def _parse_failure(data: object) -> None | PublicMarketsFetchResultsItemFailureType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = PublicMarketsFetchResultsItemFailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicMarketsFetchResultsItemFailureType0 | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        public_markets_fetch_results_item = cls(
            listing_id=listing_id,
            ticker=ticker,
            exchange=exchange,
            outcome=outcome,
            date=date,
            price=price,
            currency=currency,
            price_at=price_at,
            failure=failure,
        )

        return public_markets_fetch_results_item

