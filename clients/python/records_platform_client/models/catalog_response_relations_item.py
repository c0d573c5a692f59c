from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.catalog_response_relations_item_cardinality import CatalogResponseRelationsItemCardinality






T = TypeVar("T", bound="CatalogResponseRelationsItem")



@_attrs_define
class CatalogResponseRelationsItem:
    """ 
        Attributes:
            key (str):
            label (str):
            from_type (str):
            to_type (str):
            cardinality (CatalogResponseRelationsItemCardinality):
     """

    key: str
    label: str
    from_type: str
    to_type: str
    cardinality: CatalogResponseRelationsItemCardinality





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        from_type = self.from_type

        to_type = self.to_type

        cardinality = self.cardinality.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "fromType": from_type,
            "toType": to_type,
            "cardinality": cardinality,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        from_type = d.pop("fromType")

        to_type = d.pop("toType")

        cardinality = CatalogResponseRelationsItemCardinality(d.pop("cardinality"))




        catalog_response_relations_item = cls(
            key=key,
            label=label,
            from_type=from_type,
            to_type=to_type,
            cardinality=cardinality,
        )

        return catalog_response_relations_item

