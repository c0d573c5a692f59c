from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.esg_issue_result_companies_item import EsgIssueResultCompaniesItem





T = TypeVar("T", bound="EsgIssueResult")



@_attrs_define
class EsgIssueResult:
    """ 
        Attributes:
            reporting_period_id (str):
            created (int): New requests, issued.
            issued (int): Requests that were drafts, now issued.
            existing (int): Companies that already had a request past draft: left as they are.
            complete (bool): false: more companies are in scope; call again to go on.
            companies (list[EsgIssueResultCompaniesItem]):
     """

    reporting_period_id: str
    created: int
    issued: int
    existing: int
    complete: bool
    companies: list[EsgIssueResultCompaniesItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_issue_result_companies_item import EsgIssueResultCompaniesItem # noqa: PLC0415
        reporting_period_id = self.reporting_period_id

        created = self.created

        issued = self.issued

        existing = self.existing

        complete = self.complete

        companies = []
        for companies_item_data in self.companies:
            companies_item = companies_item_data.to_dict()
            companies.append(companies_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reportingPeriodId": reporting_period_id,
            "created": created,
            "issued": issued,
            "existing": existing,
            "complete": complete,
            "companies": companies,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_issue_result_companies_item import EsgIssueResultCompaniesItem # noqa: PLC0415
        d = dict(src_dict)
        reporting_period_id = d.pop("reportingPeriodId")

        created = d.pop("created")

        issued = d.pop("issued")

        existing = d.pop("existing")

        complete = d.pop("complete")

        companies = []
        _companies = d.pop("companies")
        for companies_item_data in (_companies):
            companies_item = EsgIssueResultCompaniesItem.from_dict(companies_item_data)



            companies.append(companies_item)


        esg_issue_result = cls(
            reporting_period_id=reporting_period_id,
            created=created,
            issued=issued,
            existing=existing,
            complete=complete,
            companies=companies,
        )

        return esg_issue_result

