from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.board_event_event_type import BoardEventEventType
from ..models.board_event_status import BoardEventStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="BoardEvent")



@_attrs_define
class BoardEvent:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            portfolio_company_id (None | str | Unset): A portfolio company of your firm: a Company record of type Portfolio
                (checked when an item is made or moved to another company).
            title (None | str | Unset):
            event_type (BoardEventEventType | Unset):
            status (BoardEventStatus | Unset):  Default: BoardEventStatus.SCHEDULED.
            starts_at (datetime.datetime | None | Unset):
            ends_at (datetime.datetime | None | Unset):
            location (None | str | Unset):
            attendee_ids (list[str] | None | Unset):
            agenda (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    portfolio_company_id: None | str | Unset = UNSET
    title: None | str | Unset = UNSET
    event_type: BoardEventEventType | Unset = UNSET
    status: BoardEventStatus | Unset = BoardEventStatus.SCHEDULED
    starts_at: datetime.datetime | None | Unset = UNSET
    ends_at: datetime.datetime | None | Unset = UNSET
    location: None | str | Unset = UNSET
    attendee_ids: list[str] | None | Unset = UNSET
    agenda: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        portfolio_company_id: None | str | Unset
        if isinstance(self.portfolio_company_id, Unset):
            portfolio_company_id = UNSET
        else:
            portfolio_company_id = self.portfolio_company_id

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        event_type: str | Unset = UNSET
        if not isinstance(self.event_type, Unset):
            event_type = self.event_type.value


        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        starts_at: None | str | Unset
        if isinstance(self.starts_at, Unset):
            starts_at = UNSET
        elif isinstance(self.starts_at, datetime.datetime):
            starts_at = self.starts_at.isoformat()
        else:
            starts_at = self.starts_at

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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if portfolio_company_id is not UNSET:
            field_dict["portfolioCompanyId"] = portfolio_company_id
        if title is not UNSET:
            field_dict["title"] = title
        if event_type is not UNSET:
            field_dict["eventType"] = event_type
        if status is not UNSET:
            field_dict["status"] = status
        if starts_at is not UNSET:
            field_dict["startsAt"] = starts_at
        if ends_at is not UNSET:
            field_dict["endsAt"] = ends_at
        if location is not UNSET:
            field_dict["location"] = location
        if attendee_ids is not UNSET:
            field_dict["attendeeIds"] = attendee_ids
        if agenda is not UNSET:
            field_dict["agenda"] = agenda

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_portfolio_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        portfolio_company_id = _parse_portfolio_company_id(d.pop("portfolioCompanyId", UNSET))


        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        _event_type = d.pop("eventType", UNSET)
        event_type: BoardEventEventType | Unset
        if isinstance(_event_type,  Unset):
            event_type = UNSET
        else:
            event_type = BoardEventEventType(_event_type)




        _status = d.pop("status", UNSET)
        status: BoardEventStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = BoardEventStatus(_status)




        def _parse_starts_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                starts_at_type_0 = datetime.datetime.fromisoformat(data)



                return starts_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        starts_at = _parse_starts_at(d.pop("startsAt", UNSET))


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


        board_event = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            portfolio_company_id=portfolio_company_id,
            title=title,
            event_type=event_type,
            status=status,
            starts_at=starts_at,
            ends_at=ends_at,
            location=location,
            attendee_ids=attendee_ids,
            agenda=agenda,
        )

        return board_event

