from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_issue_result_companies_item_outcome import EsgIssueResultCompaniesItemOutcome
from ..models.esg_issue_result_companies_item_status import EsgIssueResultCompaniesItemStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgIssueResultCompaniesItem")



@_attrs_define
class EsgIssueResultCompaniesItem:
    """ 
        Attributes:
            company_id (str):
            outcome (EsgIssueResultCompaniesItemOutcome):
            request_id (None | str | Unset):
            status (EsgIssueResultCompaniesItemStatus | Unset):
     """

    company_id: str
    outcome: EsgIssueResultCompaniesItemOutcome
    request_id: None | str | Unset = UNSET
    status: EsgIssueResultCompaniesItemStatus | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        company_id = self.company_id

        outcome = self.outcome.value

        request_id: None | str | Unset
        if isinstance(self.request_id, Unset):
            request_id = UNSET
        else:
            request_id = self.request_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "companyId": company_id,
            "outcome": outcome,
        })
        if request_id is not UNSET:
            field_dict["requestId"] = request_id
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company_id = d.pop("companyId")

        outcome = EsgIssueResultCompaniesItemOutcome(d.pop("outcome"))




        def _parse_request_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        request_id = _parse_request_id(d.pop("requestId", UNSET))


        _status = d.pop("status", UNSET)
        status: EsgIssueResultCompaniesItemStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = EsgIssueResultCompaniesItemStatus(_status)




        esg_issue_result_companies_item = cls(
            company_id=company_id,
            outcome=outcome,
            request_id=request_id,
            status=status,
        )

        return esg_issue_result_companies_item

