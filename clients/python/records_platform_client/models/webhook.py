from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_disabled_reason import WebhookDisabledReason
from ..models.webhook_events_type_0_item import WebhookEventsType0Item
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Webhook")



@_attrs_define
class Webhook:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            secret_set (bool): Always true: the secret is shown once, on create and on rotate-secret. Default: True.
            url (None | str | Unset): Where events are POSTed: https, a public host, no user name, query or fragment.
            events (list[WebhookEventsType0Item] | None | Unset): The event types sent to it.
            record_types (list[str] | None | Unset): Only changes of these record types (none: every type).
            description (None | str | Unset):
            enabled (bool | None | Unset): false pauses it: nothing is sent, and what happens meanwhile is not sent later
                (GET /changes has it). Default: True.
            disabled_reason (WebhookDisabledReason | Unset): Why the service paused it: it answered 410, or every delivery
                failed for 5 days. Turning it on again clears it.
            disabled_at (datetime.datetime | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    secret_set: bool = True
    url: None | str | Unset = UNSET
    events: list[WebhookEventsType0Item] | None | Unset = UNSET
    record_types: list[str] | None | Unset = UNSET
    description: None | str | Unset = UNSET
    enabled: bool | None | Unset = True
    disabled_reason: WebhookDisabledReason | Unset = UNSET
    disabled_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        secret_set = self.secret_set

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url

        events: list[str] | None | Unset
        if isinstance(self.events, Unset):
            events = UNSET
        elif isinstance(self.events, list):
            events = []
            for events_type_0_item_data in self.events:
                events_type_0_item = events_type_0_item_data.value
                events.append(events_type_0_item)


        else:
            events = self.events

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

        disabled_reason: str | Unset = UNSET
        if not isinstance(self.disabled_reason, Unset):
            disabled_reason = self.disabled_reason.value


        disabled_at: None | str | Unset
        if isinstance(self.disabled_at, Unset):
            disabled_at = UNSET
        elif isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "secretSet": secret_set,
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
        if disabled_reason is not UNSET:
            field_dict["disabledReason"] = disabled_reason
        if disabled_at is not UNSET:
            field_dict["disabledAt"] = disabled_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        secret_set = d.pop("secretSet")

        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        def _parse_events(data: object) -> list[WebhookEventsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                events_type_0 = []
                _events_type_0 = data
                for events_type_0_item_data in (_events_type_0):
                    events_type_0_item = WebhookEventsType0Item(events_type_0_item_data)



                    events_type_0.append(events_type_0_item)

                return events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WebhookEventsType0Item] | None | Unset, data)

        events = _parse_events(d.pop("events", UNSET))


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


        _disabled_reason = d.pop("disabledReason", UNSET)
        disabled_reason: WebhookDisabledReason | Unset
        if isinstance(_disabled_reason,  Unset):
            disabled_reason = UNSET
        else:
            disabled_reason = WebhookDisabledReason(_disabled_reason)




        def _parse_disabled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)



                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        disabled_at = _parse_disabled_at(d.pop("disabledAt", UNSET))


        webhook = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            secret_set=secret_set,
            url=url,
            events=events,
            record_types=record_types,
            description=description,
            enabled=enabled,
            disabled_reason=disabled_reason,
            disabled_at=disabled_at,
        )

        return webhook

