from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.agent_profile_scopes_type_0_item import AgentProfileScopesType0Item
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="AgentProfile")



@_attrs_define
class AgentProfile:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            archived (bool): Archived: listed only with ?archived=true.
            name (None | str | Unset):
            description (None | str | Unset):
            instructions (None | str | Unset): What the agent is told.
            scopes (list[AgentProfileScopesType0Item] | None | Unset): The API scopes the agent may use: each one its author
                holds.
            connector_ids (list[str] | None | Unset): Connectors it may call: surfaces assistant or both.
            archived_at (datetime.datetime | None | Unset): When it was archived.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    archived: bool
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    instructions: None | str | Unset = UNSET
    scopes: list[AgentProfileScopesType0Item] | None | Unset = UNSET
    connector_ids: list[str] | None | Unset = UNSET
    archived_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        archived = self.archived

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        instructions: None | str | Unset
        if isinstance(self.instructions, Unset):
            instructions = UNSET
        else:
            instructions = self.instructions

        scopes: list[str] | None | Unset
        if isinstance(self.scopes, Unset):
            scopes = UNSET
        elif isinstance(self.scopes, list):
            scopes = []
            for scopes_type_0_item_data in self.scopes:
                scopes_type_0_item = scopes_type_0_item_data.value
                scopes.append(scopes_type_0_item)


        else:
            scopes = self.scopes

        connector_ids: list[str] | None | Unset
        if isinstance(self.connector_ids, Unset):
            connector_ids = UNSET
        elif isinstance(self.connector_ids, list):
            connector_ids = self.connector_ids


        else:
            connector_ids = self.connector_ids

        archived_at: None | str | Unset
        if isinstance(self.archived_at, Unset):
            archived_at = UNSET
        elif isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "archived": archived,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if instructions is not UNSET:
            field_dict["instructions"] = instructions
        if scopes is not UNSET:
            field_dict["scopes"] = scopes
        if connector_ids is not UNSET:
            field_dict["connectorIds"] = connector_ids
        if archived_at is not UNSET:
            field_dict["archivedAt"] = archived_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        archived = d.pop("archived")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_instructions(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        instructions = _parse_instructions(d.pop("instructions", UNSET))


        def _parse_scopes(data: object) -> list[AgentProfileScopesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scopes_type_0 = []
                _scopes_type_0 = data
                for scopes_type_0_item_data in (_scopes_type_0):
                    scopes_type_0_item = AgentProfileScopesType0Item(scopes_type_0_item_data)



                    scopes_type_0.append(scopes_type_0_item)

                return scopes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AgentProfileScopesType0Item] | None | Unset, data)

        scopes = _parse_scopes(d.pop("scopes", UNSET))


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


        def _parse_archived_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                archived_at_type_0 = datetime.datetime.fromisoformat(data)



                return archived_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        archived_at = _parse_archived_at(d.pop("archivedAt", UNSET))


        agent_profile = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            archived=archived,
            name=name,
            description=description,
            instructions=instructions,
            scopes=scopes,
            connector_ids=connector_ids,
            archived_at=archived_at,
        )

        return agent_profile

