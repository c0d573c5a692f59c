from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.public_markets_fetch_source import PublicMarketsFetchSource
from ..models.public_markets_fetch_via import PublicMarketsFetchVia
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.public_markets_fetch_failure_type_0 import PublicMarketsFetchFailureType0
  from ..models.public_markets_fetch_results_item import PublicMarketsFetchResultsItem





T = TypeVar("T", bound="PublicMarketsFetch")



@_attrs_define
class PublicMarketsFetch:
    """ 
        Attributes:
            fetched_at (str):
            via (PublicMarketsFetchVia):
            source (PublicMarketsFetchSource):
            duration_ms (int):
            listings (int): The listings the firm tracks.
            asked (int): Listings the source was asked for (at most 40, the longest without a price first).
            stored (int): Prices this fetch stored.
            already_stored (int): Listings whose price of that day was stored before.
            failed (int): Listings the source gave no usable price for.
            not_yet_priced (int): Listings not asked for this time: fetch again.
            results (list[PublicMarketsFetchResultsItem]): Each listing asked for, stalest first, with its outcome.
            failure (None | PublicMarketsFetchFailureType0 | Unset): Why the whole fetch sent nothing (a schedule's run; a
                manual fetch answers 400 or 409 instead).
     """

    fetched_at: str
    via: PublicMarketsFetchVia
    source: PublicMarketsFetchSource
    duration_ms: int
    listings: int
    asked: int
    stored: int
    already_stored: int
    failed: int
    not_yet_priced: int
    results: list[PublicMarketsFetchResultsItem]
    failure: None | PublicMarketsFetchFailureType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.public_markets_fetch_failure_type_0 import PublicMarketsFetchFailureType0 # noqa: PLC0415
        from ..models.public_markets_fetch_results_item import PublicMarketsFetchResultsItem # noqa: PLC0415
        fetched_at = self.fetched_at

        via = self.via.value

        source = self.source.value

        duration_ms = self.duration_ms

        listings = self.listings

        asked = self.asked

        stored = self.stored

        already_stored = self.already_stored

        failed = self.failed

        not_yet_priced = self.not_yet_priced

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, PublicMarketsFetchFailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fetchedAt": fetched_at,
            "via": via,
            "source": source,
            "durationMs": duration_ms,
            "listings": listings,
            "asked": asked,
            "stored": stored,
            "alreadyStored": already_stored,
            "failed": failed,
            "notYetPriced": not_yet_priced,
            "results": results,
        })
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_markets_fetch_failure_type_0 import PublicMarketsFetchFailureType0 # noqa: PLC0415
        from ..models.public_markets_fetch_results_item import PublicMarketsFetchResultsItem # noqa: PLC0415
        d = dict(src_dict)
        fetched_at = d.pop("fetchedAt")

        via = PublicMarketsFetchVia(d.pop("via"))




        source = PublicMarketsFetchSource(d.pop("source"))




        duration_ms = d.pop("durationMs")

        listings = d.pop("listings")

        asked = d.pop("asked")

        stored = d.pop("stored")

        already_stored = d.pop("alreadyStored")

        failed = d.pop("failed")

        not_yet_priced = d.pop("notYetPriced")

        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = PublicMarketsFetchResultsItem.from_dict(results_item_data)



            results.append(results_item)


        def _parse_failure(data: object) -> None | PublicMarketsFetchFailureType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = PublicMarketsFetchFailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicMarketsFetchFailureType0 | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        public_markets_fetch = cls(
            fetched_at=fetched_at,
            via=via,
            source=source,
            duration_ms=duration_ms,
            listings=listings,
            asked=asked,
            stored=stored,
            already_stored=already_stored,
            failed=failed,
            not_yet_priced=not_yet_priced,
            results=results,
            failure=failure,
        )

        return public_markets_fetch

