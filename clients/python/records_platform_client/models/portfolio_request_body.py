from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.portfolio_request_body_status import PortfolioRequestBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="PortfolioRequestBody")



@_attrs_define
class PortfolioRequestBody:
    """ 
        Attributes:
            portfolio_company_id (str): A portfolio company of your firm: a Company record of type Portfolio (checked when
                an item is made or moved to another company).
            title (str):
            due_date (datetime.date):
            description (None | str | Unset):
            status (PortfolioRequestBodyStatus | Unset):  Default: PortfolioRequestBodyStatus.OPEN.
            contact_person_id (None | str | Unset): Who at the company is asked.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    portfolio_company_id: str
    title: str
    due_date: datetime.date
    description: None | str | Unset = UNSET
    status: PortfolioRequestBodyStatus | Unset = PortfolioRequestBodyStatus.OPEN
    contact_person_id: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        portfolio_company_id = self.portfolio_company_id

        title = self.title

        due_date = self.due_date.isoformat()

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        contact_person_id: None | str | Unset
        if isinstance(self.contact_person_id, Unset):
            contact_person_id = UNSET
        else:
            contact_person_id = self.contact_person_id

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "portfolioCompanyId": portfolio_company_id,
            "title": title,
            "dueDate": due_date,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status
        if contact_person_id is not UNSET:
            field_dict["contactPersonId"] = contact_person_id
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        portfolio_company_id = d.pop("portfolioCompanyId")

        title = d.pop("title")

        due_date = datetime.date.fromisoformat(d.pop("dueDate"))




        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        _status = d.pop("status", UNSET)
        status: PortfolioRequestBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = PortfolioRequestBodyStatus(_status)




        def _parse_contact_person_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        contact_person_id = _parse_contact_person_id(d.pop("contactPersonId", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        portfolio_request_body = cls(
            portfolio_company_id=portfolio_company_id,
            title=title,
            due_date=due_date,
            description=description,
            status=status,
            contact_person_id=contact_person_id,
            expected_catalog_version=expected_catalog_version,
        )

        return portfolio_request_body

