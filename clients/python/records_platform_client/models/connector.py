from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.connector_auth import ConnectorAuth
from ..models.connector_surfaces import ConnectorSurfaces
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.connector_operations_type_0_item import ConnectorOperationsType0Item
  from ..models.connector_published_type_0 import ConnectorPublishedType0





T = TypeVar("T", bound="Connector")



@_attrs_define
class Connector:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            active (bool): Whether the published call is on. Default: False.
            definition_revision (int): Rises on publish when the call changed (0: never published). Default: 0.
            secret_set (bool): The published call's secret is set (before the first publish: the one publish carries).
                Default: False.
            draft_secret_set (bool): A secret is kept for a host the draft named other than the published call's; publishing
                that host makes it live. Default: False.
            connector_key (None | str | Unset):
            name (None | str | Unset):
            base_url (None | str | Unset):
            auth (ConnectorAuth | Unset):
            surfaces (ConnectorSurfaces | Unset):
            use_role_ids (list[str] | None | Unset): Roles of your firm who may run it.
            operations (list[ConnectorOperationsType0Item] | None | Unset):
            published (ConnectorPublishedType0 | None | Unset): The published call (the draft as last published).
            published_at (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    active: bool = False
    definition_revision: int = 0
    secret_set: bool = False
    draft_secret_set: bool = False
    connector_key: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    base_url: None | str | Unset = UNSET
    auth: ConnectorAuth | Unset = UNSET
    surfaces: ConnectorSurfaces | Unset = UNSET
    use_role_ids: list[str] | None | Unset = UNSET
    operations: list[ConnectorOperationsType0Item] | None | Unset = UNSET
    published: ConnectorPublishedType0 | None | Unset = UNSET
    published_at: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.connector_operations_type_0_item import ConnectorOperationsType0Item # noqa: PLC0415
        from ..models.connector_published_type_0 import ConnectorPublishedType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        active = self.active

        definition_revision = self.definition_revision

        secret_set = self.secret_set

        draft_secret_set = self.draft_secret_set

        connector_key: None | str | Unset
        if isinstance(self.connector_key, Unset):
            connector_key = UNSET
        else:
            connector_key = self.connector_key

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        base_url: None | str | Unset
        if isinstance(self.base_url, Unset):
            base_url = UNSET
        else:
            base_url = self.base_url

        auth: str | Unset = UNSET
        if not isinstance(self.auth, Unset):
            auth = self.auth.value


        surfaces: str | Unset = UNSET
        if not isinstance(self.surfaces, Unset):
            surfaces = self.surfaces.value


        use_role_ids: list[str] | None | Unset
        if isinstance(self.use_role_ids, Unset):
            use_role_ids = UNSET
        elif isinstance(self.use_role_ids, list):
            use_role_ids = self.use_role_ids


        else:
            use_role_ids = self.use_role_ids

        operations: list[dict[str, Any]] | None | Unset
        if isinstance(self.operations, Unset):
            operations = UNSET
        elif isinstance(self.operations, list):
            operations = []
            for operations_type_0_item_data in self.operations:
                operations_type_0_item = operations_type_0_item_data.to_dict()
                operations.append(operations_type_0_item)


        else:
            operations = self.operations

        published: dict[str, Any] | None | Unset
        if isinstance(self.published, Unset):
            published = UNSET
        elif isinstance(self.published, ConnectorPublishedType0):
            published = self.published.to_dict()
        else:
            published = self.published

        published_at: None | str | Unset
        if isinstance(self.published_at, Unset):
            published_at = UNSET
        else:
            published_at = self.published_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "active": active,
            "definitionRevision": definition_revision,
            "secretSet": secret_set,
            "draftSecretSet": draft_secret_set,
        })
        if connector_key is not UNSET:
            field_dict["connectorKey"] = connector_key
        if name is not UNSET:
            field_dict["name"] = name
        if base_url is not UNSET:
            field_dict["baseUrl"] = base_url
        if auth is not UNSET:
            field_dict["auth"] = auth
        if surfaces is not UNSET:
            field_dict["surfaces"] = surfaces
        if use_role_ids is not UNSET:
            field_dict["useRoleIds"] = use_role_ids
        if operations is not UNSET:
            field_dict["operations"] = operations
        if published is not UNSET:
            field_dict["published"] = published
        if published_at is not UNSET:
            field_dict["publishedAt"] = published_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connector_operations_type_0_item import ConnectorOperationsType0Item # noqa: PLC0415
        from ..models.connector_published_type_0 import ConnectorPublishedType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        active = d.pop("active")

        definition_revision = d.pop("definitionRevision")

        secret_set = d.pop("secretSet")

        draft_secret_set = d.pop("draftSecretSet")

        def _parse_connector_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        connector_key = _parse_connector_key(d.pop("connectorKey", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_base_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        base_url = _parse_base_url(d.pop("baseUrl", UNSET))


        _auth = d.pop("auth", UNSET)
        auth: ConnectorAuth | Unset
        if isinstance(_auth,  Unset):
            auth = UNSET
        else:
            auth = ConnectorAuth(_auth)




        _surfaces = d.pop("surfaces", UNSET)
        surfaces: ConnectorSurfaces | Unset
        if isinstance(_surfaces,  Unset):
            surfaces = UNSET
        else:
            surfaces = ConnectorSurfaces(_surfaces)




        def _parse_use_role_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                use_role_ids_type_0 = cast(list[str], data)

                return use_role_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        use_role_ids = _parse_use_role_ids(d.pop("useRoleIds", UNSET))


        def _parse_operations(data: object) -> list[ConnectorOperationsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                operations_type_0 = []
                _operations_type_0 = data
                for operations_type_0_item_data in (_operations_type_0):
                    operations_type_0_item = ConnectorOperationsType0Item.from_dict(operations_type_0_item_data)



                    operations_type_0.append(operations_type_0_item)

                return operations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ConnectorOperationsType0Item] | None | Unset, data)

        operations = _parse_operations(d.pop("operations", UNSET))


        def _parse_published(data: object) -> ConnectorPublishedType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                published_type_0 = ConnectorPublishedType0.from_dict(data)



                return published_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConnectorPublishedType0 | None | Unset, data)

        published = _parse_published(d.pop("published", UNSET))


        def _parse_published_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        published_at = _parse_published_at(d.pop("publishedAt", UNSET))


        connector = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            active=active,
            definition_revision=definition_revision,
            secret_set=secret_set,
            draft_secret_set=draft_secret_set,
            connector_key=connector_key,
            name=name,
            base_url=base_url,
            auth=auth,
            surfaces=surfaces,
            use_role_ids=use_role_ids,
            operations=operations,
            published=published,
            published_at=published_at,
        )

        return connector

