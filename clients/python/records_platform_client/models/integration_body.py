from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.integration_body_provider import IntegrationBodyProvider
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="IntegrationBody")



@_attrs_define
class IntegrationBody:
    """ 
        Attributes:
            provider (IntegrationBodyProvider): The outside provider: salesforce: Salesforce (CRM); hubspot: HubSpot (CRM);
                dynamics365: Microsoft Dynamics 365 (CRM); datasite: Datasite (virtual data room); intralinks: Intralinks
                (virtual data room); ansarada: Ansarada (virtual data room); pitchbook: PitchBook (market data); refinitiv: LSEG
                Refinitiv (market data); preqin: Preqin (market data); capitaliq: S&P Capital IQ (market data); twelvedata:
                Twelve Data (market prices).
            name (str): What the firm calls this credential.
            notes (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    provider: IntegrationBodyProvider
    name: str
    notes: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        provider = self.provider.value

        name = self.name

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "provider": provider,
            "name": name,
        })
        if notes is not UNSET:
            field_dict["notes"] = notes
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        provider = IntegrationBodyProvider(d.pop("provider"))




        name = d.pop("name")

        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        integration_body = cls(
            provider=provider,
            name=name,
            notes=notes,
            expected_catalog_version=expected_catalog_version,
        )

        return integration_body

