from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.expert_body_hourly_rate_type_0 import ExpertBodyHourlyRateType0





T = TypeVar("T", bound="ExpertBody")



@_attrs_define
class ExpertBody:
    """ 
        Attributes:
            name (str):
            headline (None | str | Unset): Who the expert is, in one line.
            organization (None | str | Unset): Current (or last) employer.
            network (None | str | Unset): The expert network that introduced them.
            email (None | str | Unset):
            person_id (None | str | Unset): The expert's Person record, if the firm has one.
            expertise (list[str] | None | Unset): Keys of taxonomy group expertise.
            hourly_rate (ExpertBodyHourlyRateType0 | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    headline: None | str | Unset = UNSET
    organization: None | str | Unset = UNSET
    network: None | str | Unset = UNSET
    email: None | str | Unset = UNSET
    person_id: None | str | Unset = UNSET
    expertise: list[str] | None | Unset = UNSET
    hourly_rate: ExpertBodyHourlyRateType0 | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.expert_body_hourly_rate_type_0 import ExpertBodyHourlyRateType0 # noqa: PLC0415
        name = self.name

        headline: None | str | Unset
        if isinstance(self.headline, Unset):
            headline = UNSET
        else:
            headline = self.headline

        organization: None | str | Unset
        if isinstance(self.organization, Unset):
            organization = UNSET
        else:
            organization = self.organization

        network: None | str | Unset
        if isinstance(self.network, Unset):
            network = UNSET
        else:
            network = self.network

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        person_id: None | str | Unset
        if isinstance(self.person_id, Unset):
            person_id = UNSET
        else:
            person_id = self.person_id

        expertise: list[str] | None | Unset
        if isinstance(self.expertise, Unset):
            expertise = UNSET
        elif isinstance(self.expertise, list):
            expertise = self.expertise


        else:
            expertise = self.expertise

        hourly_rate: dict[str, Any] | None | Unset
        if isinstance(self.hourly_rate, Unset):
            hourly_rate = UNSET
        elif isinstance(self.hourly_rate, ExpertBodyHourlyRateType0):
            hourly_rate = self.hourly_rate.to_dict()
        else:
            hourly_rate = self.hourly_rate

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if headline is not UNSET:
            field_dict["headline"] = headline
        if organization is not UNSET:
            field_dict["organization"] = organization
        if network is not UNSET:
            field_dict["network"] = network
        if email is not UNSET:
            field_dict["email"] = email
        if person_id is not UNSET:
            field_dict["personId"] = person_id
        if expertise is not UNSET:
            field_dict["expertise"] = expertise
        if hourly_rate is not UNSET:
            field_dict["hourlyRate"] = hourly_rate
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.expert_body_hourly_rate_type_0 import ExpertBodyHourlyRateType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_headline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        headline = _parse_headline(d.pop("headline", UNSET))


        def _parse_organization(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        organization = _parse_organization(d.pop("organization", UNSET))


        def _parse_network(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        network = _parse_network(d.pop("network", UNSET))


        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        def _parse_person_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        person_id = _parse_person_id(d.pop("personId", UNSET))


        def _parse_expertise(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                expertise_type_0 = cast(list[str], data)

                return expertise_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        expertise = _parse_expertise(d.pop("expertise", UNSET))


        def _parse_hourly_rate(data: object) -> ExpertBodyHourlyRateType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hourly_rate_type_0 = ExpertBodyHourlyRateType0.from_dict(data)



                return hourly_rate_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExpertBodyHourlyRateType0 | None | Unset, data)

        hourly_rate = _parse_hourly_rate(d.pop("hourlyRate", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        expert_body = cls(
            name=name,
            headline=headline,
            organization=organization,
            network=network,
            email=email,
            person_id=person_id,
            expertise=expertise,
            hourly_rate=hourly_rate,
            expected_catalog_version=expected_catalog_version,
        )

        return expert_body

