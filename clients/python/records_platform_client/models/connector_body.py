from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.connector_body_auth import ConnectorBodyAuth
from ..models.connector_body_surfaces import ConnectorBodySurfaces
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.connector_body_operations_type_0_item import ConnectorBodyOperationsType0Item





T = TypeVar("T", bound="ConnectorBody")



@_attrs_define
class ConnectorBody:
    """ 
        Attributes:
            connector_key (str):
            name (str):
            base_url (str):
            auth (ConnectorBodyAuth):
            surfaces (ConnectorBodySurfaces):
            use_role_ids (list[str]): Roles of your firm who may run it.
            operations (list[ConnectorBodyOperationsType0Item] | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    connector_key: str
    name: str
    base_url: str
    auth: ConnectorBodyAuth
    surfaces: ConnectorBodySurfaces
    use_role_ids: list[str]
    operations: list[ConnectorBodyOperationsType0Item] | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.connector_body_operations_type_0_item import ConnectorBodyOperationsType0Item # noqa: PLC0415
        connector_key = self.connector_key

        name = self.name

        base_url = self.base_url

        auth = self.auth.value

        surfaces = self.surfaces.value

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "connectorKey": connector_key,
            "name": name,
            "baseUrl": base_url,
            "auth": auth,
            "surfaces": surfaces,
            "useRoleIds": use_role_ids,
        })
        if operations is not UNSET:
            field_dict["operations"] = operations
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connector_body_operations_type_0_item import ConnectorBodyOperationsType0Item # noqa: PLC0415
        d = dict(src_dict)
        connector_key = d.pop("connectorKey")

        name = d.pop("name")

        base_url = d.pop("baseUrl")

        auth = ConnectorBodyAuth(d.pop("auth"))




        surfaces = ConnectorBodySurfaces(d.pop("surfaces"))




        use_role_ids = cast(list[str], d.pop("useRoleIds"))


        def _parse_operations(data: object) -> list[ConnectorBodyOperationsType0Item] | None | Unset:
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
                    operations_type_0_item = ConnectorBodyOperationsType0Item.from_dict(operations_type_0_item_data)



                    operations_type_0.append(operations_type_0_item)

                return operations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ConnectorBodyOperationsType0Item] | None | Unset, data)

        operations = _parse_operations(d.pop("operations", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        connector_body = cls(
            connector_key=connector_key,
            name=name,
            base_url=base_url,
            auth=auth,
            surfaces=surfaces,
            use_role_ids=use_role_ids,
            operations=operations,
            expected_catalog_version=expected_catalog_version,
        )

        return connector_body

