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





T = TypeVar("T", bound="CreateFormRequest")



@_attrs_define
class CreateFormRequest:
    """ 
        Attributes:
            name (str):
            description (None | str | Unset):
            owner_module (None | str | Unset):
            category (None | str | Unset):
            is_system_definition (bool | Unset): Only the product ships system definitions: true is form_invalid. Default:
                False.
            sections (list[SectionInput] | None | Unset): When given, the first version (number 1).
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    description: None | str | Unset = UNSET
    owner_module: None | str | Unset = UNSET
    category: None | str | Unset = UNSET
    is_system_definition: bool | Unset = False
    sections: list[SectionInput] | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.section_input import SectionInput # noqa: PLC0415
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        owner_module: None | str | Unset
        if isinstance(self.owner_module, Unset):
            owner_module = UNSET
        else:
            owner_module = self.owner_module

        category: None | str | Unset
        if isinstance(self.category, Unset):
            category = UNSET
        else:
            category = self.category

        is_system_definition = self.is_system_definition

        sections: list[dict[str, Any]] | None | Unset
        if isinstance(self.sections, Unset):
            sections = UNSET
        elif isinstance(self.sections, list):
            sections = []
            for sections_type_0_item_data in self.sections:
                sections_type_0_item = sections_type_0_item_data.to_dict()
                sections.append(sections_type_0_item)


        else:
            sections = self.sections

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if owner_module is not UNSET:
            field_dict["ownerModule"] = owner_module
        if category is not UNSET:
            field_dict["category"] = category
        if is_system_definition is not UNSET:
            field_dict["isSystemDefinition"] = is_system_definition
        if sections is not UNSET:
            field_dict["sections"] = sections
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.section_input import SectionInput # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_owner_module(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_module = _parse_owner_module(d.pop("ownerModule", UNSET))


        def _parse_category(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        category = _parse_category(d.pop("category", UNSET))


        is_system_definition = d.pop("isSystemDefinition", UNSET)

        def _parse_sections(data: object) -> list[SectionInput] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sections_type_0 = []
                _sections_type_0 = data
                for sections_type_0_item_data in (_sections_type_0):
                    sections_type_0_item = SectionInput.from_dict(sections_type_0_item_data)



                    sections_type_0.append(sections_type_0_item)

                return sections_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SectionInput] | None | Unset, data)

        sections = _parse_sections(d.pop("sections", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        create_form_request = cls(
            name=name,
            description=description,
            owner_module=owner_module,
            category=category,
            is_system_definition=is_system_definition,
            sections=sections,
            expected_catalog_version=expected_catalog_version,
        )

        return create_form_request

