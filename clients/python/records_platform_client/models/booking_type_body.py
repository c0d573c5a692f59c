from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.booking_type_body_location_type import BookingTypeBodyLocationType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BookingTypeBody")



@_attrs_define
class BookingTypeBody:
    """ 
        Attributes:
            name (str):
            duration_minutes (int):
            location_type (BookingTypeBodyLocationType):
            buffer_minutes (int | None | Unset): Kept free after each booking. Default: 0.
            minimum_notice_hours (int | None | Unset): How long before its start a booking may be made. Default: 0.
            description (None | str | Unset):
            active (bool | None | Unset): false: not offered for booking. Default: True.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    duration_minutes: int
    location_type: BookingTypeBodyLocationType
    buffer_minutes: int | None | Unset = 0
    minimum_notice_hours: int | None | Unset = 0
    description: None | str | Unset = UNSET
    active: bool | None | Unset = True
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        duration_minutes = self.duration_minutes

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "durationMinutes": duration_minutes,
            "locationType": location_type,
        })
        if buffer_minutes is not UNSET:
            field_dict["bufferMinutes"] = buffer_minutes
        if minimum_notice_hours is not UNSET:
            field_dict["minimumNoticeHours"] = minimum_notice_hours
        if description is not UNSET:
            field_dict["description"] = description
        if active is not UNSET:
            field_dict["active"] = active
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        duration_minutes = d.pop("durationMinutes")

        location_type = BookingTypeBodyLocationType(d.pop("locationType"))




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        booking_type_body = cls(
            name=name,
            duration_minutes=duration_minutes,
            location_type=location_type,
            buffer_minutes=buffer_minutes,
            minimum_notice_hours=minimum_notice_hours,
            description=description,
            active=active,
            expected_catalog_version=expected_catalog_version,
        )

        return booking_type_body

