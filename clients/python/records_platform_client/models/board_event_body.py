from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.board_event_body_event_type import BoardEventBodyEventType
from ..models.board_event_body_status import BoardEventBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="BoardEventBody")



@_attrs_define
class BoardEventBody:
    """ 
        Attributes:
            portfolio_company_id (str): A portfolio company of your firm: a Company record of type Portfolio (checked when
                an item is made or moved to another company).
            title (str):
            event_type (BoardEventBodyEventType):
            starts_at (datetime.datetime):
            status (BoardEventBodyStatus | Unset):  Default: BoardEventBodyStatus.SCHEDULED.
            ends_at (datetime.datetime | None | Unset):
            location (None | str | Unset):
            attendee_ids (list[str] | None | Unset):
            agenda (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    portfolio_company_id: str
    title: str
    event_type: BoardEventBodyEventType
    starts_at: datetime.datetime
    status: BoardEventBodyStatus | Unset = BoardEventBodyStatus.SCHEDULED
    ends_at: datetime.datetime | None | Unset = UNSET
    location: None | str | Unset = UNSET
    attendee_ids: list[str] | None | Unset = UNSET
    agenda: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        portfolio_company_id = self.portfolio_company_id

        title = self.title

        event_type = self.event_type.value

        starts_at = self.starts_at.isoformat()

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        ends_at: None | str | Unset
        if isinstance(self.ends_at, Unset):
            ends_at = UNSET
        elif isinstance(self.ends_at, datetime.datetime):
            ends_at = self.ends_at.isoformat()
        else:
            ends_at = self.ends_at

        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        attendee_ids: list[str] | None | Unset
        if isinstance(self.attendee_ids, Unset):
            attendee_ids = UNSET
        elif isinstance(self.attendee_ids, list):
            attendee_ids = self.attendee_ids


        else:
            attendee_ids = self.attendee_ids

        agenda: None | str | Unset
        if isinstance(self.agenda, Unset):
            agenda = UNSET
        else:
            agenda = self.agenda

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "portfolioCompanyId": portfolio_company_id,
            "title": title,
            "eventType": event_type,
            "startsAt": starts_at,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if ends_at is not UNSET:
            field_dict["endsAt"] = ends_at
        if location is not UNSET:
            field_dict["location"] = location
        if attendee_ids is not UNSET:
            field_dict["attendeeIds"] = attendee_ids
        if agenda is not UNSET:
            field_dict["agenda"] = agenda
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        portfolio_company_id = d.pop("portfolioCompanyId")

        title = d.pop("title")

        event_type = BoardEventBodyEventType(d.pop("eventType"))




        starts_at = datetime.datetime.fromisoformat(d.pop("startsAt"))




        _status = d.pop("status", UNSET)
        status: BoardEventBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = BoardEventBodyStatus(_status)




        def _parse_ends_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ends_at_type_0 = datetime.datetime.fromisoformat(data)



                return ends_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        ends_at = _parse_ends_at(d.pop("endsAt", UNSET))


        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))


        def _parse_attendee_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                attendee_ids_type_0 = cast(list[str], data)

                return attendee_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        attendee_ids = _parse_attendee_ids(d.pop("attendeeIds", UNSET))


        def _parse_agenda(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        agenda = _parse_agenda(d.pop("agenda", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        board_event_body = cls(
            portfolio_company_id=portfolio_company_id,
            title=title,
            event_type=event_type,
            starts_at=starts_at,
            status=status,
            ends_at=ends_at,
            location=location,
            attendee_ids=attendee_ids,
            agenda=agenda,
            expected_catalog_version=expected_catalog_version,
        )

        return board_event_body

