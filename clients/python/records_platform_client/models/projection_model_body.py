from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ProjectionModelBody")



@_attrs_define
class ProjectionModelBody:
    """ 
        Attributes:
            name (str):
            company_id (str): The company the model projects.
            template_id (str): The template whose rows and periods the model copies; it cannot change.
            currency (str): ISO-4217 currency code.
            notes (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    company_id: str
    template_id: str
    currency: str
    notes: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        company_id = self.company_id

        template_id = self.template_id

        currency = self.currency

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "companyId": company_id,
            "templateId": template_id,
            "currency": currency,
        })
        if notes is not UNSET:
            field_dict["notes"] = notes
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        company_id = d.pop("companyId")

        template_id = d.pop("templateId")

        currency = d.pop("currency")

        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        projection_model_body = cls(
            name=name,
            company_id=company_id,
            template_id=template_id,
            currency=currency,
            notes=notes,
            expected_catalog_version=expected_catalog_version,
        )

        return projection_model_body

