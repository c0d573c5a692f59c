from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.catalog_response_node_kinds_item_category import CatalogResponseNodeKindsItemCategory
from typing import cast

if TYPE_CHECKING:
  from ..models.catalog_response_node_kinds_item_config_item import CatalogResponseNodeKindsItemConfigItem





T = TypeVar("T", bound="CatalogResponseNodeKindsItem")



@_attrs_define
class CatalogResponseNodeKindsItem:
    """ 
        Attributes:
            key (str):
            label (str):
            category (CatalogResponseNodeKindsItemCategory):
            description (str):
            config (list[CatalogResponseNodeKindsItemConfigItem]):
     """

    key: str
    label: str
    category: CatalogResponseNodeKindsItemCategory
    description: str
    config: list[CatalogResponseNodeKindsItemConfigItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalog_response_node_kinds_item_config_item import CatalogResponseNodeKindsItemConfigItem # noqa: PLC0415
        key = self.key

        label = self.label

        category = self.category.value

        description = self.description

        config = []
        for config_item_data in self.config:
            config_item = config_item_data.to_dict()
            config.append(config_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "category": category,
            "description": description,
            "config": config,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalog_response_node_kinds_item_config_item import CatalogResponseNodeKindsItemConfigItem # noqa: PLC0415
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        category = CatalogResponseNodeKindsItemCategory(d.pop("category"))




        description = d.pop("description")

        config = []
        _config = d.pop("config")
        for config_item_data in (_config):
            config_item = CatalogResponseNodeKindsItemConfigItem.from_dict(config_item_data)



            config.append(config_item)


        catalog_response_node_kinds_item = cls(
            key=key,
            label=label,
            category=category,
            description=description,
            config=config,
        )

        return catalog_response_node_kinds_item

