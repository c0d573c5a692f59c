from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.section_input import SectionInput





T = TypeVar("T", bound="AddVersionRequest")



@_attrs_define
class AddVersionRequest:
    """ 
        Attributes:
            sections (list[SectionInput]):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    sections: list[SectionInput]
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.section_input import SectionInput # noqa: PLC0415
        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sections": sections,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.section_input import SectionInput # noqa: PLC0415
        d = dict(src_dict)
        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = SectionInput.from_dict(sections_item_data)



            sections.append(sections_item)


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        add_version_request = cls(
            sections=sections,
            expected_catalog_version=expected_catalog_version,
        )

        return add_version_request

