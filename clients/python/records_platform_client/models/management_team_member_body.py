from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ManagementTeamMemberBody")



@_attrs_define
class ManagementTeamMemberBody:
    """ 
        Attributes:
            portfolio_company_id (str): A portfolio company of your firm: a Company record of type Portfolio (checked when
                an item is made or moved to another company).
            person_id (str): The id of a Person.
            title (str):
            start_date (datetime.date):
            end_date (datetime.date | None | Unset): Left empty while the person is in post.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    portfolio_company_id: str
    person_id: str
    title: str
    start_date: datetime.date
    end_date: datetime.date | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        portfolio_company_id = self.portfolio_company_id

        person_id = self.person_id

        title = self.title

        start_date = self.start_date.isoformat()

        end_date: None | str | Unset
        if isinstance(self.end_date, Unset):
            end_date = UNSET
        elif isinstance(self.end_date, datetime.date):
            end_date = self.end_date.isoformat()
        else:
            end_date = self.end_date

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "portfolioCompanyId": portfolio_company_id,
            "personId": person_id,
            "title": title,
            "startDate": start_date,
        })
        if end_date is not UNSET:
            field_dict["endDate"] = end_date
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        portfolio_company_id = d.pop("portfolioCompanyId")

        person_id = d.pop("personId")

        title = d.pop("title")

        start_date = datetime.date.fromisoformat(d.pop("startDate"))




        def _parse_end_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_date_type_0 = datetime.date.fromisoformat(data)



                return end_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        end_date = _parse_end_date(d.pop("endDate", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        management_team_member_body = cls(
            portfolio_company_id=portfolio_company_id,
            person_id=person_id,
            title=title,
            start_date=start_date,
            end_date=end_date,
            expected_catalog_version=expected_catalog_version,
        )

        return management_team_member_body

