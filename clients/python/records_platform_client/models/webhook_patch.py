from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_patch_events_item import WebhookPatchEventsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookPatch")



@_attrs_define
class WebhookPatch:
    """ A JSON merge patch (RFC 7396): each key sent sets its field, null removes an optional one, an object is merged key
    by key; keys not sent keep their values. Also sent as application/merge-patch+json.

        Attributes:
            url (str | Unset): Where events are POSTed: https, a public host, no user name, query or fragment.
            events (list[WebhookPatchEventsItem] | Unset): The event types sent to it.
            record_types (list[str] | None | Unset): Only changes of these record types (none: every type). null: back to
                its default, [].
            description (None | str | Unset):
            enabled (bool | None | Unset): false pauses it: nothing is sent, and what happens meanwhile is not sent later
                (GET /changes has it). null: back to its default, true.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    url: str | Unset = UNSET
    events: list[WebhookPatchEventsItem] | Unset = UNSET
    record_types: list[str] | None | Unset = UNSET
    description: None | str | Unset = UNSET
    enabled: bool | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)



        record_types: list[str] | None | Unset
        if isinstance(self.record_types, Unset):
            record_types = UNSET
        elif isinstance(self.record_types, list):
            record_types = self.record_types


        else:
            record_types = self.record_types

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        enabled: bool | None | Unset
        if isinstance(self.enabled, Unset):
            enabled = UNSET
        else:
            enabled = self.enabled

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if url is not UNSET:
            field_dict["url"] = url
        if events is not UNSET:
            field_dict["events"] = events
        if record_types is not UNSET:
            field_dict["recordTypes"] = record_types
        if description is not UNSET:
            field_dict["description"] = description
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        _events = d.pop("events", UNSET)
        events: list[WebhookPatchEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = WebhookPatchEventsItem(events_item_data)



                events.append(events_item)


        def _parse_record_types(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                record_types_type_0 = cast(list[str], data)

                return record_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        record_types = _parse_record_types(d.pop("recordTypes", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_enabled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        enabled = _parse_enabled(d.pop("enabled", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        webhook_patch = cls(
            url=url,
            events=events,
            record_types=record_types,
            description=description,
            enabled=enabled,
            expected_catalog_version=expected_catalog_version,
        )

        return webhook_patch

