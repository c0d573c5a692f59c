from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.portfolio_request_status import PortfolioRequestStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="PortfolioRequest")



@_attrs_define
class PortfolioRequest:
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
            description (None | str | Unset):
            due_date (datetime.date | None | Unset):
            status (PortfolioRequestStatus | Unset):  Default: PortfolioRequestStatus.OPEN.
            contact_person_id (None | str | Unset): Who at the company is asked.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    portfolio_company_id: None | str | Unset = UNSET
    title: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    due_date: datetime.date | None | Unset = UNSET
    status: PortfolioRequestStatus | Unset = PortfolioRequestStatus.OPEN
    contact_person_id: None | str | Unset = UNSET





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

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        due_date: None | str | Unset
        if isinstance(self.due_date, Unset):
            due_date = UNSET
        elif isinstance(self.due_date, datetime.date):
            due_date = self.due_date.isoformat()
        else:
            due_date = self.due_date

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        contact_person_id: None | str | Unset
        if isinstance(self.contact_person_id, Unset):
            contact_person_id = UNSET
        else:
            contact_person_id = self.contact_person_id


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
        if description is not UNSET:
            field_dict["description"] = description
        if due_date is not UNSET:
            field_dict["dueDate"] = due_date
        if status is not UNSET:
            field_dict["status"] = status
        if contact_person_id is not UNSET:
            field_dict["contactPersonId"] = contact_person_id

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


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_due_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                due_date_type_0 = datetime.date.fromisoformat(data)



                return due_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        due_date = _parse_due_date(d.pop("dueDate", UNSET))


        _status = d.pop("status", UNSET)
        status: PortfolioRequestStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = PortfolioRequestStatus(_status)




        def _parse_contact_person_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        contact_person_id = _parse_contact_person_id(d.pop("contactPersonId", UNSET))


        portfolio_request = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            portfolio_company_id=portfolio_company_id,
            title=title,
            description=description,
            due_date=due_date,
            status=status,
            contact_person_id=contact_person_id,
        )

        return portfolio_request

