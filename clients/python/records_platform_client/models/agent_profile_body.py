from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.agent_profile_body_scopes_item import AgentProfileBodyScopesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AgentProfileBody")



@_attrs_define
class AgentProfileBody:
    """ 
        Attributes:
            name (str):
            instructions (str): What the agent is told.
            scopes (list[AgentProfileBodyScopesItem]): The API scopes the agent may use: each one its author holds.
            description (None | str | Unset):
            connector_ids (list[str] | None | Unset): Connectors it may call: surfaces assistant or both.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    instructions: str
    scopes: list[AgentProfileBodyScopesItem]
    description: None | str | Unset = UNSET
    connector_ids: list[str] | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        instructions = self.instructions

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        connector_ids: list[str] | None | Unset
        if isinstance(self.connector_ids, Unset):
            connector_ids = UNSET
        elif isinstance(self.connector_ids, list):
            connector_ids = self.connector_ids


        else:
            connector_ids = self.connector_ids

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "instructions": instructions,
            "scopes": scopes,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if connector_ids is not UNSET:
            field_dict["connectorIds"] = connector_ids
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        instructions = d.pop("instructions")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = AgentProfileBodyScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_connector_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                connector_ids_type_0 = cast(list[str], data)

                return connector_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        connector_ids = _parse_connector_ids(d.pop("connectorIds", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        agent_profile_body = cls(
            name=name,
            instructions=instructions,
            scopes=scopes,
            description=description,
            connector_ids=connector_ids,
            expected_catalog_version=expected_catalog_version,
        )

        return agent_profile_body

