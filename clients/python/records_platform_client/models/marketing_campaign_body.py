from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.marketing_campaign_body_status import MarketingCampaignBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MarketingCampaignBody")



@_attrs_define
class MarketingCampaignBody:
    """ 
        Attributes:
            name (str):
            list_id (str): The marketing list it goes to.
            template_id (str): The email template it sends.
            status (MarketingCampaignBodyStatus): Draft or Scheduled when made; Sent and Cancelled are final.
            scheduled_at (datetime.datetime | None | Unset): When it goes out: required, and in the future, to schedule.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    list_id: str
    template_id: str
    status: MarketingCampaignBodyStatus
    scheduled_at: datetime.datetime | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        list_id = self.list_id

        template_id = self.template_id

        status = self.status.value

        scheduled_at: None | str | Unset
        if isinstance(self.scheduled_at, Unset):
            scheduled_at = UNSET
        elif isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "listId": list_id,
            "templateId": template_id,
            "status": status,
        })
        if scheduled_at is not UNSET:
            field_dict["scheduledAt"] = scheduled_at
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        list_id = d.pop("listId")

        template_id = d.pop("templateId")

        status = MarketingCampaignBodyStatus(d.pop("status"))




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        marketing_campaign_body = cls(
            name=name,
            list_id=list_id,
            template_id=template_id,
            status=status,
            scheduled_at=scheduled_at,
            expected_catalog_version=expected_catalog_version,
        )

        return marketing_campaign_body

