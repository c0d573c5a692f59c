from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FormSummary")



@_attrs_define
class FormSummary:
    """ A definition as a list shows it (spec 2.2: without the version keys and sections).

        Attributes:
            id (str):
            name (str):
            description (None | str):
            owner_module (None | str):
            category (None | str):
            is_system_definition (bool):
            active (bool):
            created_at (str):
            updated_at (str):
     """

    id: str
    name: str
    description: None | str
    owner_module: None | str
    category: None | str
    is_system_definition: bool
    active: bool
    created_at: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description: None | str
        description = self.description

        owner_module: None | str
        owner_module = self.owner_module

        category: None | str
        category = self.category

        is_system_definition = self.is_system_definition

        active = self.active

        created_at = self.created_at

        updated_at = self.updated_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "description": description,
            "ownerModule": owner_module,
            "category": category,
            "isSystemDefinition": is_system_definition,
            "active": active,
            "createdAt": created_at,
            "updatedAt": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_owner_module(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_module = _parse_owner_module(d.pop("ownerModule"))


        def _parse_category(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        category = _parse_category(d.pop("category"))


        is_system_definition = d.pop("isSystemDefinition")

        active = d.pop("active")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        form_summary = cls(
            id=id,
            name=name,
            description=description,
            owner_module=owner_module,
            category=category,
            is_system_definition=is_system_definition,
            active=active,
            created_at=created_at,
            updated_at=updated_at,
        )


        form_summary.additional_properties = d
        return form_summary

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
