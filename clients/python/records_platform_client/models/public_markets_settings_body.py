from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.public_markets_settings_body_schedule import PublicMarketsSettingsBodySchedule
from ..models.public_markets_settings_body_source import PublicMarketsSettingsBodySource
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PublicMarketsSettingsBody")



@_attrs_define
class PublicMarketsSettingsBody:
    """ 
        Attributes:
            source (PublicMarketsSettingsBodySource): Where prices come from: twelvedata: Twelve Data's quote API (fixed
                address; the key of your active twelvedata integration); json: A JSON price service at your https baseUrl (GET
                <baseUrl>/quotes?listings=MIC:TICKER,...).
            schedule (PublicMarketsSettingsBodySchedule): daily: fetched every day at hourUtc:00 UTC; off: only POST
                /public-markets/fetch fetches.
            base_url (None | str | Unset): The json source's https address (no query, no fragment, a public host); the fetch
                GETs <baseUrl>/quotes?listings=MIC:TICKER,...
            hour_utc (int | None | Unset): With schedule daily: the hour (UTC) of the daily fetch.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    source: PublicMarketsSettingsBodySource
    schedule: PublicMarketsSettingsBodySchedule
    base_url: None | str | Unset = UNSET
    hour_utc: int | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        schedule = self.schedule.value

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "source": source,
            "schedule": schedule,
        })
        if base_url is not UNSET:
            field_dict["baseUrl"] = base_url
        if hour_utc is not UNSET:
            field_dict["hourUtc"] = hour_utc
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = PublicMarketsSettingsBodySource(d.pop("source"))




        schedule = PublicMarketsSettingsBodySchedule(d.pop("schedule"))




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        public_markets_settings_body = cls(
            source=source,
            schedule=schedule,
            base_url=base_url,
            hour_utc=hour_utc,
            expected_catalog_version=expected_catalog_version,
        )

        return public_markets_settings_body

