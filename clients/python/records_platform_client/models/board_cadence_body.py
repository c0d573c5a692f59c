from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.board_cadence_body_frequency import BoardCadenceBodyFrequency
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="BoardCadenceBody")



@_attrs_define
class BoardCadenceBody:
    """ 
        Attributes:
            portfolio_company_id (str): A portfolio company of your firm: a Company record of type Portfolio (checked when
                an item is made or moved to another company).
            name (str):
            frequency (BoardCadenceBodyFrequency):
            first_meeting_on (datetime.date):
            ends_on (datetime.date | None | Unset): The last day a meeting of this cadence may fall on.
            attendee_ids (list[str] | None | Unset):
            notes (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    portfolio_company_id: str
    name: str
    frequency: BoardCadenceBodyFrequency
    first_meeting_on: datetime.date
    ends_on: datetime.date | None | Unset = UNSET
    attendee_ids: list[str] | None | Unset = UNSET
    notes: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        portfolio_company_id = self.portfolio_company_id

        name = self.name

        frequency = self.frequency.value

        first_meeting_on = self.first_meeting_on.isoformat()

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "portfolioCompanyId": portfolio_company_id,
            "name": name,
            "frequency": frequency,
            "firstMeetingOn": first_meeting_on,
        })
        if ends_on is not UNSET:
            field_dict["endsOn"] = ends_on
        if attendee_ids is not UNSET:
            field_dict["attendeeIds"] = attendee_ids
        if notes is not UNSET:
            field_dict["notes"] = notes
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        portfolio_company_id = d.pop("portfolioCompanyId")

        name = d.pop("name")

        frequency = BoardCadenceBodyFrequency(d.pop("frequency"))




        first_meeting_on = datetime.date.fromisoformat(d.pop("firstMeetingOn"))




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        board_cadence_body = cls(
            portfolio_company_id=portfolio_company_id,
            name=name,
            frequency=frequency,
            first_meeting_on=first_meeting_on,
            ends_on=ends_on,
            attendee_ids=attendee_ids,
            notes=notes,
            expected_catalog_version=expected_catalog_version,
        )

        return board_cadence_body

