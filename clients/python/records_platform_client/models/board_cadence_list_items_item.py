from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.board_cadence_list_items_item_frequency import BoardCadenceListItemsItemFrequency
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="BoardCadenceListItemsItem")



@_attrs_define
class BoardCadenceListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            portfolio_company_id (None | str | Unset): A portfolio company of your firm: a Company record of type Portfolio
                (checked when an item is made or moved to another company).
            name (None | str | Unset):
            frequency (BoardCadenceListItemsItemFrequency | Unset):
            first_meeting_on (datetime.date | None | Unset):
            ends_on (datetime.date | None | Unset): The last day a meeting of this cadence may fall on.
            attendee_ids (list[str] | None | Unset):
            notes (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    portfolio_company_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    frequency: BoardCadenceListItemsItemFrequency | Unset = UNSET
    first_meeting_on: datetime.date | None | Unset = UNSET
    ends_on: datetime.date | None | Unset = UNSET
    attendee_ids: list[str] | None | Unset = UNSET
    notes: None | str | Unset = UNSET





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

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        frequency: str | Unset = UNSET
        if not isinstance(self.frequency, Unset):
            frequency = self.frequency.value


        first_meeting_on: None | str | Unset
        if isinstance(self.first_meeting_on, Unset):
            first_meeting_on = UNSET
        elif isinstance(self.first_meeting_on, datetime.date):
            first_meeting_on = self.first_meeting_on.isoformat()
        else:
            first_meeting_on = self.first_meeting_on

        ends_on: None | str | Unset
        if isinstance(self.ends_on, Unset):
            ends_on = UNSET
        elif isinstance(self.ends_on, datetime.date):
            ends_on = self.ends_on.isoformat()
        else:
            ends_on = self.ends_on

        attendee_ids: list[str] | None | Unset
        if isinstance(self.attendee_ids, Unset):
            attendee_ids = UNSET
        elif isinstance(self.attendee_ids, list):
            attendee_ids = self.attendee_ids


        else:
            attendee_ids = self.attendee_ids

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes


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
        if name is not UNSET:
            field_dict["name"] = name
        if frequency is not UNSET:
            field_dict["frequency"] = frequency
        if first_meeting_on is not UNSET:
            field_dict["firstMeetingOn"] = first_meeting_on
        if ends_on is not UNSET:
            field_dict["endsOn"] = ends_on
        if attendee_ids is not UNSET:
            field_dict["attendeeIds"] = attendee_ids
        if notes is not UNSET:
            field_dict["notes"] = notes

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


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        _frequency = d.pop("frequency", UNSET)
        frequency: BoardCadenceListItemsItemFrequency | Unset
        if isinstance(_frequency,  Unset):
            frequency = UNSET
        else:
            frequency = BoardCadenceListItemsItemFrequency(_frequency)




        def _parse_first_meeting_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_meeting_on_type_0 = datetime.date.fromisoformat(data)



                return first_meeting_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        first_meeting_on = _parse_first_meeting_on(d.pop("firstMeetingOn", UNSET))


        def _parse_ends_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ends_on_type_0 = datetime.date.fromisoformat(data)



                return ends_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        ends_on = _parse_ends_on(d.pop("endsOn", UNSET))


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


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        board_cadence_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            portfolio_company_id=portfolio_company_id,
            name=name,
            frequency=frequency,
            first_meeting_on=first_meeting_on,
            ends_on=ends_on,
            attendee_ids=attendee_ids,
            notes=notes,
        )

        return board_cadence_list_items_item

