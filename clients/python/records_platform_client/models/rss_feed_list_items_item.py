from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rss_feed_list_items_item_last_fetch_outcome import RssFeedListItemsItemLastFetchOutcome
from ..models.rss_feed_list_items_item_record_type import RssFeedListItemsItemRecordType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RssFeedListItemsItem")



@_attrs_define
class RssFeedListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            items_stored (int): Items fetches stored in all. Default: 0.
            name (None | str | Unset):
            url (None | str | Unset): The feed's https address (a query is allowed, a fragment, user name or password is
                not); its host must be on the public internet.
            record_type (RssFeedListItemsItemRecordType | Unset): With recordId: the record it is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            last_fetched_at (datetime.datetime | None | Unset): When the last fetch ran (null: never).
            last_fetch_outcome (RssFeedListItemsItemLastFetchOutcome | Unset):
            last_fetch_failure (None | str | Unset): The last fetch's failure.code.
            last_new_items (int | None | Unset): Items the last fetch stored.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    items_stored: int = 0
    name: None | str | Unset = UNSET
    url: None | str | Unset = UNSET
    record_type: RssFeedListItemsItemRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    last_fetched_at: datetime.datetime | None | Unset = UNSET
    last_fetch_outcome: RssFeedListItemsItemLastFetchOutcome | Unset = UNSET
    last_fetch_failure: None | str | Unset = UNSET
    last_new_items: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        items_stored = self.items_stored

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        last_fetched_at: None | str | Unset
        if isinstance(self.last_fetched_at, Unset):
            last_fetched_at = UNSET
        elif isinstance(self.last_fetched_at, datetime.datetime):
            last_fetched_at = self.last_fetched_at.isoformat()
        else:
            last_fetched_at = self.last_fetched_at

        last_fetch_outcome: str | Unset = UNSET
        if not isinstance(self.last_fetch_outcome, Unset):
            last_fetch_outcome = self.last_fetch_outcome.value


        last_fetch_failure: None | str | Unset
        if isinstance(self.last_fetch_failure, Unset):
            last_fetch_failure = UNSET
        else:
            last_fetch_failure = self.last_fetch_failure

        last_new_items: int | None | Unset
        if isinstance(self.last_new_items, Unset):
            last_new_items = UNSET
        else:
            last_new_items = self.last_new_items


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "itemsStored": items_stored,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if url is not UNSET:
            field_dict["url"] = url
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if last_fetched_at is not UNSET:
            field_dict["lastFetchedAt"] = last_fetched_at
        if last_fetch_outcome is not UNSET:
            field_dict["lastFetchOutcome"] = last_fetch_outcome
        if last_fetch_failure is not UNSET:
            field_dict["lastFetchFailure"] = last_fetch_failure
        if last_new_items is not UNSET:
            field_dict["lastNewItems"] = last_new_items

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        items_stored = d.pop("itemsStored")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        _record_type = d.pop("recordType", UNSET)
        record_type: RssFeedListItemsItemRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = RssFeedListItemsItemRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        def _parse_last_fetched_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_fetched_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_fetched_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_fetched_at = _parse_last_fetched_at(d.pop("lastFetchedAt", UNSET))


        _last_fetch_outcome = d.pop("lastFetchOutcome", UNSET)
        last_fetch_outcome: RssFeedListItemsItemLastFetchOutcome | Unset
        if isinstance(_last_fetch_outcome,  Unset):
            last_fetch_outcome = UNSET
        else:
            last_fetch_outcome = RssFeedListItemsItemLastFetchOutcome(_last_fetch_outcome)




        def _parse_last_fetch_failure(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_fetch_failure = _parse_last_fetch_failure(d.pop("lastFetchFailure", UNSET))


        def _parse_last_new_items(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_new_items = _parse_last_new_items(d.pop("lastNewItems", UNSET))


        rss_feed_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            items_stored=items_stored,
            name=name,
            url=url,
            record_type=record_type,
            record_id=record_id,
            last_fetched_at=last_fetched_at,
            last_fetch_outcome=last_fetch_outcome,
            last_fetch_failure=last_fetch_failure,
            last_new_items=last_new_items,
        )

        return rss_feed_list_items_item

