from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rss_feed_fetch_outcome import RssFeedFetchOutcome
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.rss_feed_fetch_failure_type_0 import RssFeedFetchFailureType0





T = TypeVar("T", bound="RssFeedFetch")



@_attrs_define
class RssFeedFetch:
    """ 
        Attributes:
            feed_id (str):
            fetched_at (datetime.datetime):
            outcome (RssFeedFetchOutcome):
            items_in_feed (int): Entries the feed holds (the first 100 are read).
            new_items (int): Items this fetch stored.
            not_yet_stored (int): New entries beyond this fetch's 40: the next fetch stores them.
            skipped (int): Entries without guid or link (never stored).
            status (int | None | Unset): The HTTP status the feed answered (null: no answer).
            duration_ms (int | None | Unset):
            failure (None | RssFeedFetchFailureType0 | Unset): Why nothing was stored: timeout, connect_failed, tls_failed,
                protocol_error, feed_redirected, feed_status, feed_too_large, feed_too_complex, feed_entities or feed_invalid.
     """

    feed_id: str
    fetched_at: datetime.datetime
    outcome: RssFeedFetchOutcome
    items_in_feed: int
    new_items: int
    not_yet_stored: int
    skipped: int
    status: int | None | Unset = UNSET
    duration_ms: int | None | Unset = UNSET
    failure: None | RssFeedFetchFailureType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rss_feed_fetch_failure_type_0 import RssFeedFetchFailureType0 # noqa: PLC0415
        feed_id = self.feed_id

        fetched_at = self.fetched_at.isoformat()

        outcome = self.outcome.value

        items_in_feed = self.items_in_feed

        new_items = self.new_items

        not_yet_stored = self.not_yet_stored

        skipped = self.skipped

        status: int | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

        duration_ms: int | None | Unset
        if isinstance(self.duration_ms, Unset):
            duration_ms = UNSET
        else:
            duration_ms = self.duration_ms

        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, RssFeedFetchFailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "feedId": feed_id,
            "fetchedAt": fetched_at,
            "outcome": outcome,
            "itemsInFeed": items_in_feed,
            "newItems": new_items,
            "notYetStored": not_yet_stored,
            "skipped": skipped,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if duration_ms is not UNSET:
            field_dict["durationMs"] = duration_ms
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rss_feed_fetch_failure_type_0 import RssFeedFetchFailureType0 # noqa: PLC0415
        d = dict(src_dict)
        feed_id = d.pop("feedId")

        fetched_at = datetime.datetime.fromisoformat(d.pop("fetchedAt"))




        outcome = RssFeedFetchOutcome(d.pop("outcome"))




        items_in_feed = d.pop("itemsInFeed")

        new_items = d.pop("newItems")

        not_yet_stored = d.pop("notYetStored")

        skipped = d.pop("skipped")

        def _parse_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        def _parse_duration_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_ms = _parse_duration_ms(d.pop("durationMs", UNSET))


        def _parse_failure(data: object) -> None | RssFeedFetchFailureType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = RssFeedFetchFailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RssFeedFetchFailureType0 | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        rss_feed_fetch = cls(
            feed_id=feed_id,
            fetched_at=fetched_at,
            outcome=outcome,
            items_in_feed=items_in_feed,
            new_items=new_items,
            not_yet_stored=not_yet_stored,
            skipped=skipped,
            status=status,
            duration_ms=duration_ms,
            failure=failure,
        )

        return rss_feed_fetch

