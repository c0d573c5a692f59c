from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RssFeedItemListItemsItem")



@_attrs_define
class RssFeedItemListItemsItem:
    """ 
        Attributes:
            id (str):
            feed_id (str):
            guid (str): The entry's guid (Atom: id), else link.
            fetched_at (datetime.datetime):
            title (None | str | Unset): Plain text.
            link (None | str | Unset): An http or https URL.
            summary (None | str | Unset): Plain text.
            author (None | str | Unset):
            published_at (datetime.datetime | None | Unset): As the entry says (never after fetchedAt).
     """

    id: str
    feed_id: str
    guid: str
    fetched_at: datetime.datetime
    title: None | str | Unset = UNSET
    link: None | str | Unset = UNSET
    summary: None | str | Unset = UNSET
    author: None | str | Unset = UNSET
    published_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        feed_id = self.feed_id

        guid = self.guid

        fetched_at = self.fetched_at.isoformat()

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        link: None | str | Unset
        if isinstance(self.link, Unset):
            link = UNSET
        else:
            link = self.link

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary

        author: None | str | Unset
        if isinstance(self.author, Unset):
            author = UNSET
        else:
            author = self.author

        published_at: None | str | Unset
        if isinstance(self.published_at, Unset):
            published_at = UNSET
        elif isinstance(self.published_at, datetime.datetime):
            published_at = self.published_at.isoformat()
        else:
            published_at = self.published_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "feedId": feed_id,
            "guid": guid,
            "fetchedAt": fetched_at,
        })
        if title is not UNSET:
            field_dict["title"] = title
        if link is not UNSET:
            field_dict["link"] = link
        if summary is not UNSET:
            field_dict["summary"] = summary
        if author is not UNSET:
            field_dict["author"] = author
        if published_at is not UNSET:
            field_dict["publishedAt"] = published_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        feed_id = d.pop("feedId")

        guid = d.pop("guid")

        fetched_at = datetime.datetime.fromisoformat(d.pop("fetchedAt"))




        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        def _parse_link(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        link = _parse_link(d.pop("link", UNSET))


        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        def _parse_author(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        author = _parse_author(d.pop("author", UNSET))


        def _parse_published_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                published_at_type_0 = datetime.datetime.fromisoformat(data)



                return published_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        published_at = _parse_published_at(d.pop("publishedAt", UNSET))


        rss_feed_item_list_items_item = cls(
            id=id,
            feed_id=feed_id,
            guid=guid,
            fetched_at=fetched_at,
            title=title,
            link=link,
            summary=summary,
            author=author,
            published_at=published_at,
        )

        return rss_feed_item_list_items_item

