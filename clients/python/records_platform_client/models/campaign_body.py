from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.campaign_body_status import CampaignBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="CampaignBody")



@_attrs_define
class CampaignBody:
    """ 
        Attributes:
            name (str):
            investor_ids (list[str]): The audience: Investor records.
            status (CampaignBodyStatus): Draft or Scheduled when made; Sent and Cancelled are final.
            scheduled_at (datetime.datetime | None | Unset): When it goes out: required, and in the future, to schedule.
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    investor_ids: list[str]
    status: CampaignBodyStatus
    scheduled_at: datetime.datetime | None | Unset = UNSET
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        investor_ids = self.investor_ids



        status = self.status.value

        scheduled_at: None | str | Unset
        if isinstance(self.scheduled_at, Unset):
            scheduled_at = UNSET
        elif isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "investorIds": investor_ids,
            "status": status,
        })
        if scheduled_at is not UNSET:
            field_dict["scheduledAt"] = scheduled_at
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        investor_ids = cast(list[str], d.pop("investorIds"))


        status = CampaignBodyStatus(d.pop("status"))




        def _parse_scheduled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scheduled_at_type_0 = datetime.datetime.fromisoformat(data)



                return scheduled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduledAt", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        campaign_body = cls(
            name=name,
            investor_ids=investor_ids,
            status=status,
            scheduled_at=scheduled_at,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return campaign_body

