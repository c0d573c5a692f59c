from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgScopePreviewBody")



@_attrs_define
class EsgScopePreviewBody:
    """ 
        Attributes:
            reporting_period_id (str):
            company_ids (list[str] | None | Unset): The companies to check; default the period's scope.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    reporting_period_id: str
    company_ids: list[str] | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        reporting_period_id = self.reporting_period_id

        company_ids: list[str] | None | Unset
        if isinstance(self.company_ids, Unset):
            company_ids = UNSET
        elif isinstance(self.company_ids, list):
            company_ids = self.company_ids


        else:
            company_ids = self.company_ids

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reportingPeriodId": reporting_period_id,
        })
        if company_ids is not UNSET:
            field_dict["companyIds"] = company_ids
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reporting_period_id = d.pop("reportingPeriodId")

        def _parse_company_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                company_ids_type_0 = cast(list[str], data)

                return company_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        company_ids = _parse_company_ids(d.pop("companyIds", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        esg_scope_preview_body = cls(
            reporting_period_id=reporting_period_id,
            company_ids=company_ids,
            expected_catalog_version=expected_catalog_version,
        )

        return esg_scope_preview_body

