from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.public_markets_status_state import PublicMarketsStatusState
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.public_markets_status_last_run_type_0 import PublicMarketsStatusLastRunType0
  from ..models.public_markets_status_listings_item import PublicMarketsStatusListingsItem





T = TypeVar("T", bound="PublicMarketsStatus")



@_attrs_define
class PublicMarketsStatus:
    """ 
        Attributes:
            state (PublicMarketsStatusState): connected: the price settings name a source (PUT /public-markets/settings);
                not_connected: they do not, nothing fetches prices.
            tracked_listings (int): The firm's listings.
            listings (list[PublicMarketsStatusListingsItem]): Up to 200 listings, newest first, with their prices.
            more (bool): More listings than shown: GET /public-markets/listing lists them all.
            source (None | str | Unset): The price source (null: none).
            last_run_at (datetime.datetime | None | Unset): When the price feed last ran (null: never).
            last_price_at (datetime.datetime | None | Unset): The time of the newest price stored, as its source dated it
                (null: none).
            last_run (None | PublicMarketsStatusLastRunType0 | Unset): What the last fetch did (null: none yet).
     """

    state: PublicMarketsStatusState
    tracked_listings: int
    listings: list[PublicMarketsStatusListingsItem]
    more: bool
    source: None | str | Unset = UNSET
    last_run_at: datetime.datetime | None | Unset = UNSET
    last_price_at: datetime.datetime | None | Unset = UNSET
    last_run: None | PublicMarketsStatusLastRunType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.public_markets_status_last_run_type_0 import PublicMarketsStatusLastRunType0 # noqa: PLC0415
        from ..models.public_markets_status_listings_item import PublicMarketsStatusListingsItem # noqa: PLC0415
        state = self.state.value

        tracked_listings = self.tracked_listings

        listings = []
        for listings_item_data in self.listings:
            listings_item = listings_item_data.to_dict()
            listings.append(listings_item)



        more = self.more

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        last_run_at: None | str | Unset
        if isinstance(self.last_run_at, Unset):
            last_run_at = UNSET
        elif isinstance(self.last_run_at, datetime.datetime):
            last_run_at = self.last_run_at.isoformat()
        else:
            last_run_at = self.last_run_at

        last_price_at: None | str | Unset
        if isinstance(self.last_price_at, Unset):
            last_price_at = UNSET
        elif isinstance(self.last_price_at, datetime.datetime):
            last_price_at = self.last_price_at.isoformat()
        else:
            last_price_at = self.last_price_at

        last_run: dict[str, Any] | None | Unset
        if isinstance(self.last_run, Unset):
            last_run = UNSET
        elif isinstance(self.last_run, PublicMarketsStatusLastRunType0):
            last_run = self.last_run.to_dict()
        else:
            last_run = self.last_run


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "trackedListings": tracked_listings,
            "listings": listings,
            "more": more,
        })
        if source is not UNSET:
            field_dict["source"] = source
        if last_run_at is not UNSET:
            field_dict["lastRunAt"] = last_run_at
        if last_price_at is not UNSET:
            field_dict["lastPriceAt"] = last_price_at
        if last_run is not UNSET:
            field_dict["lastRun"] = last_run

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_markets_status_last_run_type_0 import PublicMarketsStatusLastRunType0 # noqa: PLC0415
        from ..models.public_markets_status_listings_item import PublicMarketsStatusListingsItem # noqa: PLC0415
        d = dict(src_dict)
        state = PublicMarketsStatusState(d.pop("state"))




        tracked_listings = d.pop("trackedListings")

        listings = []
        _listings = d.pop("listings")
        for listings_item_data in (_listings):
            listings_item = PublicMarketsStatusListingsItem.from_dict(listings_item_data)



            listings.append(listings_item)


        more = d.pop("more")

        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))


        def _parse_last_run_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_run_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_run_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_run_at = _parse_last_run_at(d.pop("lastRunAt", UNSET))


        def _parse_last_price_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_price_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_price_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_price_at = _parse_last_price_at(d.pop("lastPriceAt", UNSET))


        def _parse_last_run(data: object) -> None | PublicMarketsStatusLastRunType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_run_type_0 = PublicMarketsStatusLastRunType0.from_dict(data)



                return last_run_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicMarketsStatusLastRunType0 | Unset, data)

        last_run = _parse_last_run(d.pop("lastRun", UNSET))


        public_markets_status = cls(
            state=state,
            tracked_listings=tracked_listings,
            listings=listings,
            more=more,
            source=source,
            last_run_at=last_run_at,
            last_price_at=last_price_at,
            last_run=last_run,
        )

        return public_markets_status

