from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.booking_type_list_items_item_location_type import BookingTypeListItemsItemLocationType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="BookingTypeListItemsItem")



@_attrs_define
class BookingTypeListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            duration_minutes (int | None | Unset):
            location_type (BookingTypeListItemsItemLocationType | Unset):
            buffer_minutes (int | None | Unset): Kept free after each booking. Default: 0.
            minimum_notice_hours (int | None | Unset): How long before its start a booking may be made. Default: 0.
            description (None | str | Unset):
            active (bool | None | Unset): false: not offered for booking. Default: True.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    duration_minutes: int | None | Unset = UNSET
    location_type: BookingTypeListItemsItemLocationType | Unset = UNSET
    buffer_minutes: int | None | Unset = 0
    minimum_notice_hours: int | None | Unset = 0
    description: None | str | Unset = UNSET
    active: bool | None | Unset = True





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        duration_minutes: int | None | Unset
        if isinstance(self.duration_minutes, Unset):
            duration_minutes = UNSET
        else:
            duration_minutes = self.duration_minutes

        location_type: str | Unset = UNSET
        if not isinstance(self.location_type, Unset):
            location_type = self.location_type.value


        buffer_minutes: int | None | Unset
        if isinstance(self.buffer_minutes, Unset):
            buffer_minutes = UNSET
        else:
            buffer_minutes = self.buffer_minutes

        minimum_notice_hours: int | None | Unset
        if isinstance(self.minimum_notice_hours, Unset):
            minimum_notice_hours = UNSET
        else:
            minimum_notice_hours = self.minimum_notice_hours

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        active: bool | None | Unset
        if isinstance(self.active, Unset):
            active = UNSET
        else:
            active = self.active


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if duration_minutes is not UNSET:
            field_dict["durationMinutes"] = duration_minutes
        if location_type is not UNSET:
            field_dict["locationType"] = location_type
        if buffer_minutes is not UNSET:
            field_dict["bufferMinutes"] = buffer_minutes
        if minimum_notice_hours is not UNSET:
            field_dict["minimumNoticeHours"] = minimum_notice_hours
        if description is not UNSET:
            field_dict["description"] = description
        if active is not UNSET:
            field_dict["active"] = active

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_duration_minutes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_minutes = _parse_duration_minutes(d.pop("durationMinutes", UNSET))


        _location_type = d.pop("locationType", UNSET)
        location_type: BookingTypeListItemsItemLocationType | Unset
        if isinstance(_location_type,  Unset):
            location_type = UNSET
        else:
            location_type = BookingTypeListItemsItemLocationType(_location_type)




        def _parse_buffer_minutes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        buffer_minutes = _parse_buffer_minutes(d.pop("bufferMinutes", UNSET))


        def _parse_minimum_notice_hours(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum_notice_hours = _parse_minimum_notice_hours(d.pop("minimumNoticeHours", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_active(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        active = _parse_active(d.pop("active", UNSET))


        booking_type_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            duration_minutes=duration_minutes,
            location_type=location_type,
            buffer_minutes=buffer_minutes,
            minimum_notice_hours=minimum_notice_hours,
            description=description,
            active=active,
        )

        return booking_type_list_items_item

