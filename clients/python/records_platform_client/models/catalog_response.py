from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.catalog_response_actions_item import CatalogResponseActionsItem
  from ..models.catalog_response_node_kinds_item import CatalogResponseNodeKindsItem
  from ..models.catalog_response_record_types_item import CatalogResponseRecordTypesItem
  from ..models.catalog_response_relations_item import CatalogResponseRelationsItem





T = TypeVar("T", bound="CatalogResponse")



@_attrs_define
class CatalogResponse:
    """ 
        Attributes:
            catalog_version (str): The catalog's fingerprint (also its ETag).
            record_types (list[CatalogResponseRecordTypesItem]):
            relations (list[CatalogResponseRelationsItem]):
            actions (list[CatalogResponseActionsItem]):
            node_kinds (list[CatalogResponseNodeKindsItem]):
     """

    catalog_version: str
    record_types: list[CatalogResponseRecordTypesItem]
    relations: list[CatalogResponseRelationsItem]
    actions: list[CatalogResponseActionsItem]
    node_kinds: list[CatalogResponseNodeKindsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalog_response_actions_item import CatalogResponseActionsItem # noqa: PLC0415
        from ..models.catalog_response_node_kinds_item import CatalogResponseNodeKindsItem # noqa: PLC0415
        from ..models.catalog_response_record_types_item import CatalogResponseRecordTypesItem # noqa: PLC0415
        from ..models.catalog_response_relations_item import CatalogResponseRelationsItem # noqa: PLC0415
        catalog_version = self.catalog_version

        record_types = []
        for record_types_item_data in self.record_types:
            record_types_item = record_types_item_data.to_dict()
            record_types.append(record_types_item)



        relations = []
        for relations_item_data in self.relations:
            relations_item = relations_item_data.to_dict()
            relations.append(relations_item)



        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        node_kinds = []
        for node_kinds_item_data in self.node_kinds:
            node_kinds_item = node_kinds_item_data.to_dict()
            node_kinds.append(node_kinds_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "catalogVersion": catalog_version,
            "recordTypes": record_types,
            "relations": relations,
            "actions": actions,
            "nodeKinds": node_kinds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalog_response_actions_item import CatalogResponseActionsItem # noqa: PLC0415
        from ..models.catalog_response_node_kinds_item import CatalogResponseNodeKindsItem # noqa: PLC0415
        from ..models.catalog_response_record_types_item import CatalogResponseRecordTypesItem # noqa: PLC0415
        from ..models.catalog_response_relations_item import CatalogResponseRelationsItem # noqa: PLC0415
        d = dict(src_dict)
        catalog_version = d.pop("catalogVersion")

        record_types = []
        _record_types = d.pop("recordTypes")
        for record_types_item_data in (_record_types):
            record_types_item = CatalogResponseRecordTypesItem.from_dict(record_types_item_data)



            record_types.append(record_types_item)


        relations = []
        _relations = d.pop("relations")
        for relations_item_data in (_relations):
            relations_item = CatalogResponseRelationsItem.from_dict(relations_item_data)



            relations.append(relations_item)


        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = CatalogResponseActionsItem.from_dict(actions_item_data)



            actions.append(actions_item)


        node_kinds = []
        _node_kinds = d.pop("nodeKinds")
        for node_kinds_item_data in (_node_kinds):
            node_kinds_item = CatalogResponseNodeKindsItem.from_dict(node_kinds_item_data)



            node_kinds.append(node_kinds_item)


        catalog_response = cls(
            catalog_version=catalog_version,
            record_types=record_types,
            relations=relations,
            actions=actions,
            node_kinds=node_kinds,
        )

        return catalog_response

