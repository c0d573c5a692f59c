from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.expert_hourly_rate_type_0 import ExpertHourlyRateType0





T = TypeVar("T", bound="Expert")



@_attrs_define
class Expert:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            headline (None | str | Unset): Who the expert is, in one line.
            organization (None | str | Unset): Current (or last) employer.
            network (None | str | Unset): The expert network that introduced them.
            email (None | str | Unset):
            person_id (None | str | Unset): The expert's Person record, if the firm has one.
            expertise (list[str] | None | Unset): Keys of taxonomy group expertise.
            hourly_rate (ExpertHourlyRateType0 | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    headline: None | str | Unset = UNSET
    organization: None | str | Unset = UNSET
    network: None | str | Unset = UNSET
    email: None | str | Unset = UNSET
    person_id: None | str | Unset = UNSET
    expertise: list[str] | None | Unset = UNSET
    hourly_rate: ExpertHourlyRateType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.expert_hourly_rate_type_0 import ExpertHourlyRateType0 # noqa: PLC0415
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
        elif isinstance(self.hourly_rate, ExpertHourlyRateType0):
            hourly_rate = self.hourly_rate.to_dict()
        else:
            hourly_rate = self.hourly_rate


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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.expert_hourly_rate_type_0 import ExpertHourlyRateType0 # noqa: PLC0415
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


        def _parse_hourly_rate(data: object) -> ExpertHourlyRateType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hourly_rate_type_0 = ExpertHourlyRateType0.from_dict(data)



                return hourly_rate_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExpertHourlyRateType0 | None | Unset, data)

        hourly_rate = _parse_hourly_rate(d.pop("hourlyRate", UNSET))


        expert = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            headline=headline,
            organization=organization,
            network=network,
            email=email,
            person_id=person_id,
            expertise=expertise,
            hourly_rate=hourly_rate,
        )

        return expert

