from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MeetingPatch")



@_attrs_define
class MeetingPatch:
    """ A JSON merge patch (RFC 7396): each key sent sets its field, null removes an optional one, an object is merged key
    by key; keys not sent keep their values. Also sent as application/merge-patch+json.

        Attributes:
            title (str | Unset):
            starts_at (datetime.datetime | Unset): RFC 3339 with its offset; stored and shown in UTC.
            ends_at (datetime.datetime | Unset): After startsAt.
            attendee_ids (list[str] | Unset): Person records attending, each once.
            company_id (None | str | Unset): The company the meeting is about.
            deal_id (None | str | Unset): The deal the meeting is about.
            location (None | str | Unset): A room, an address or a dial-in.
            meeting_url (None | str | Unset): The video call's link.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str | Unset = UNSET
    starts_at: datetime.datetime | Unset = UNSET
    ends_at: datetime.datetime | Unset = UNSET
    attendee_ids: list[str] | Unset = UNSET
    company_id: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    location: None | str | Unset = UNSET
    meeting_url: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        starts_at: str | Unset = UNSET
        if not isinstance(self.starts_at, Unset):
            starts_at = self.starts_at.isoformat()

        ends_at: str | Unset = UNSET
        if not isinstance(self.ends_at, Unset):
            ends_at = self.ends_at.isoformat()

        attendee_ids: list[str] | Unset = UNSET
        if not isinstance(self.attendee_ids, Unset):
            attendee_ids = self.attendee_ids



        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        meeting_url: None | str | Unset
        if isinstance(self.meeting_url, Unset):
            meeting_url = UNSET
        else:
            meeting_url = self.meeting_url

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if title is not UNSET:
            field_dict["title"] = title
        if starts_at is not UNSET:
            field_dict["startsAt"] = starts_at
        if ends_at is not UNSET:
            field_dict["endsAt"] = ends_at
        if attendee_ids is not UNSET:
            field_dict["attendeeIds"] = attendee_ids
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if location is not UNSET:
            field_dict["location"] = location
        if meeting_url is not UNSET:
            field_dict["meetingUrl"] = meeting_url
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title", UNSET)

        _starts_at = d.pop("startsAt", UNSET)
        starts_at: datetime.datetime | Unset
        if isinstance(_starts_at,  Unset):
            starts_at = UNSET
        else:
            starts_at = datetime.datetime.fromisoformat(_starts_at)




        _ends_at = d.pop("endsAt", UNSET)
        ends_at: datetime.datetime | Unset
        if isinstance(_ends_at,  Unset):
            ends_at = UNSET
        else:
            ends_at = datetime.datetime.fromisoformat(_ends_at)




        attendee_ids = cast(list[str], d.pop("attendeeIds", UNSET))


        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))


        def _parse_meeting_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        meeting_url = _parse_meeting_url(d.pop("meetingUrl", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        meeting_patch = cls(
            title=title,
            starts_at=starts_at,
            ends_at=ends_at,
            attendee_ids=attendee_ids,
            company_id=company_id,
            deal_id=deal_id,
            location=location,
            meeting_url=meeting_url,
            expected_catalog_version=expected_catalog_version,
        )

        return meeting_patch

