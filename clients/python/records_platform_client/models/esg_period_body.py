from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_period_body_scope_company_type import EsgPeriodBodyScopeCompanyType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgPeriodBody")



@_attrs_define
class EsgPeriodBody:
    """ 
        Attributes:
            name (str):
            start_date (datetime.date):
            end_date (datetime.date): After startDate.
            framework_ids (list[str]): Keys of the taxonomy group esg_fw (sfdr, tcfd, gri, sasb, un_sdg, ...).
            scope_company_type (EsgPeriodBodyScopeCompanyType | Unset): The period's scope: issue-for-period asks every
                Company record of this companyType; Portfolio (the default) asks the portfolio companies, those typed Portfolio
                and those a fund of the firm invested in. Default: EsgPeriodBodyScopeCompanyType.PORTFOLIO.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    start_date: datetime.date
    end_date: datetime.date
    framework_ids: list[str]
    scope_company_type: EsgPeriodBodyScopeCompanyType | Unset = EsgPeriodBodyScopeCompanyType.PORTFOLIO
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        start_date = self.start_date.isoformat()

        end_date = self.end_date.isoformat()

        framework_ids = self.framework_ids



        scope_company_type: str | Unset = UNSET
        if not isinstance(self.scope_company_type, Unset):
            scope_company_type = self.scope_company_type.value


        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "startDate": start_date,
            "endDate": end_date,
            "frameworkIds": framework_ids,
        })
        if scope_company_type is not UNSET:
            field_dict["scopeCompanyType"] = scope_company_type
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        start_date = datetime.date.fromisoformat(d.pop("startDate"))




        end_date = datetime.date.fromisoformat(d.pop("endDate"))




        framework_ids = cast(list[str], d.pop("frameworkIds"))


        _scope_company_type = d.pop("scopeCompanyType", UNSET)
        scope_company_type: EsgPeriodBodyScopeCompanyType | Unset
        if isinstance(_scope_company_type,  Unset):
            scope_company_type = UNSET
        else:
            scope_company_type = EsgPeriodBodyScopeCompanyType(_scope_company_type)




        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        esg_period_body = cls(
            name=name,
            start_date=start_date,
            end_date=end_date,
            framework_ids=framework_ids,
            scope_company_type=scope_company_type,
            expected_catalog_version=expected_catalog_version,
        )

        return esg_period_body

