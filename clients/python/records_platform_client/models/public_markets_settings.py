from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.public_markets_settings_schedule import PublicMarketsSettingsSchedule
from ..models.public_markets_settings_source import PublicMarketsSettingsSource
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PublicMarketsSettings")



@_attrs_define
class PublicMarketsSettings:
    """ 
        Attributes:
            schedule (PublicMarketsSettingsSchedule):
            version (int): 0 until the first PUT.
            source (PublicMarketsSettingsSource | Unset): null: not set up yet.
            base_url (None | str | Unset):
            hour_utc (int | None | Unset):
            updated_at (None | str | Unset):
     """

    schedule: PublicMarketsSettingsSchedule
    version: int
    source: PublicMarketsSettingsSource | Unset = UNSET
    base_url: None | str | Unset = UNSET
    hour_utc: int | None | Unset = UNSET
    updated_at: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        schedule = self.schedule.value

        version = self.version

        source: str | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source.value


        base_url: None | str | Unset
        if isinstance(self.base_url, Unset):
            base_url = UNSET
        else:
            base_url = self.base_url

        hour_utc: int | None | Unset
        if isinstance(self.hour_utc, Unset):
            hour_utc = UNSET
        else:
            hour_utc = self.hour_utc

        updated_at: None | str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = self.updated_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "schedule": schedule,
            "version": version,
        })
        if source is not UNSET:
            field_dict["source"] = source
        if base_url is not UNSET:
            field_dict["baseUrl"] = base_url
        if hour_utc is not UNSET:
            field_dict["hourUtc"] = hour_utc
        if updated_at is not UNSET:
            field_dict["updatedAt"] = updated_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        schedule = PublicMarketsSettingsSchedule(d.pop("schedule"))




        version = d.pop("version")

        _source = d.pop("source", UNSET)
        source: PublicMarketsSettingsSource | Unset
        if isinstance(_source,  Unset):
            source = UNSET
        else:
            source = PublicMarketsSettingsSource(_source)




        def _parse_base_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        base_url = _parse_base_url(d.pop("baseUrl", UNSET))


        def _parse_hour_utc(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hour_utc = _parse_hour_utc(d.pop("hourUtc", UNSET))


        def _parse_updated_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        updated_at = _parse_updated_at(d.pop("updatedAt", UNSET))


        public_markets_settings = cls(
            schedule=schedule,
            version=version,
            source=source,
            base_url=base_url,
            hour_utc=hour_utc,
            updated_at=updated_at,
        )

        return public_markets_settings

