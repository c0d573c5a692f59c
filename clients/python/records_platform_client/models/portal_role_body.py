from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.portal_role_body_capabilities_type_0_item import PortalRoleBodyCapabilitiesType0Item
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PortalRoleBody")



@_attrs_define
class PortalRoleBody:
    """ 
        Attributes:
            name (str):
            description (None | str | Unset):
            capabilities (list[PortalRoleBodyCapabilitiesType0Item] | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    description: None | str | Unset = UNSET
    capabilities: list[PortalRoleBodyCapabilitiesType0Item] | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        capabilities: list[str] | None | Unset
        if isinstance(self.capabilities, Unset):
            capabilities = UNSET
        elif isinstance(self.capabilities, list):
            capabilities = []
            for capabilities_type_0_item_data in self.capabilities:
                capabilities_type_0_item = capabilities_type_0_item_data.value
                capabilities.append(capabilities_type_0_item)


        else:
            capabilities = self.capabilities

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if capabilities is not UNSET:
            field_dict["capabilities"] = capabilities
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_capabilities(data: object) -> list[PortalRoleBodyCapabilitiesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                capabilities_type_0 = []
                _capabilities_type_0 = data
                for capabilities_type_0_item_data in (_capabilities_type_0):
                    capabilities_type_0_item = PortalRoleBodyCapabilitiesType0Item(capabilities_type_0_item_data)



                    capabilities_type_0.append(capabilities_type_0_item)

                return capabilities_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PortalRoleBodyCapabilitiesType0Item] | None | Unset, data)

        capabilities = _parse_capabilities(d.pop("capabilities", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        portal_role_body = cls(
            name=name,
            description=description,
            capabilities=capabilities,
            expected_catalog_version=expected_catalog_version,
        )

        return portal_role_body

