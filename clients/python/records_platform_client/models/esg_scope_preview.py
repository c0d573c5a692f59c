from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.esg_scope_preview_companies_item import EsgScopePreviewCompaniesItem





T = TypeVar("T", bound="EsgScopePreview")



@_attrs_define
class EsgScopePreview:
    """ 
        Attributes:
            reporting_period_id (str | Unset):
            in_scope (int | Unset):
            would_create (int | Unset):
            would_issue (int | Unset):
            existing (int | Unset):
            complete (bool | Unset):
            companies (list[EsgScopePreviewCompaniesItem] | Unset):
     """

    reporting_period_id: str | Unset = UNSET
    in_scope: int | Unset = UNSET
    would_create: int | Unset = UNSET
    would_issue: int | Unset = UNSET
    existing: int | Unset = UNSET
    complete: bool | Unset = UNSET
    companies: list[EsgScopePreviewCompaniesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_scope_preview_companies_item import EsgScopePreviewCompaniesItem # noqa: PLC0415
        reporting_period_id = self.reporting_period_id

        in_scope = self.in_scope

        would_create = self.would_create

        would_issue = self.would_issue

        existing = self.existing

        complete = self.complete

        companies: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.companies, Unset):
            companies = []
            for companies_item_data in self.companies:
                companies_item = companies_item_data.to_dict()
                companies.append(companies_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if reporting_period_id is not UNSET:
            field_dict["reportingPeriodId"] = reporting_period_id
        if in_scope is not UNSET:
            field_dict["inScope"] = in_scope
        if would_create is not UNSET:
            field_dict["wouldCreate"] = would_create
        if would_issue is not UNSET:
            field_dict["wouldIssue"] = would_issue
        if existing is not UNSET:
            field_dict["existing"] = existing
        if complete is not UNSET:
            field_dict["complete"] = complete
        if companies is not UNSET:
            field_dict["companies"] = companies

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_scope_preview_companies_item import EsgScopePreviewCompaniesItem # noqa: PLC0415
        d = dict(src_dict)
        reporting_period_id = d.pop("reportingPeriodId", UNSET)

        in_scope = d.pop("inScope", UNSET)

        would_create = d.pop("wouldCreate", UNSET)

        would_issue = d.pop("wouldIssue", UNSET)

        existing = d.pop("existing", UNSET)

        complete = d.pop("complete", UNSET)

        _companies = d.pop("companies", UNSET)
        companies: list[EsgScopePreviewCompaniesItem] | Unset = UNSET
        if _companies is not UNSET:
            companies = []
            for companies_item_data in _companies:
                companies_item = EsgScopePreviewCompaniesItem.from_dict(companies_item_data)



                companies.append(companies_item)


        esg_scope_preview = cls(
            reporting_period_id=reporting_period_id,
            in_scope=in_scope,
            would_create=would_create,
            would_issue=would_issue,
            existing=existing,
            complete=complete,
            companies=companies,
        )


        esg_scope_preview.additional_properties = d
        return esg_scope_preview

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
