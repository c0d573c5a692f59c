from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.catalog_response_record_types_item_fields_item import CatalogResponseRecordTypesItemFieldsItem





T = TypeVar("T", bound="CatalogResponseRecordTypesItem")



@_attrs_define
class CatalogResponseRecordTypesItem:
    """ 
        Attributes:
            key (str):
            label (str):
            plural_label (str):
            fields (list[CatalogResponseRecordTypesItemFieldsItem]):
     """

    key: str
    label: str
    plural_label: str
    fields: list[CatalogResponseRecordTypesItemFieldsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalog_response_record_types_item_fields_item import CatalogResponseRecordTypesItemFieldsItem # noqa: PLC0415
        key = self.key

        label = self.label

        plural_label = self.plural_label

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "pluralLabel": plural_label,
            "fields": fields,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalog_response_record_types_item_fields_item import CatalogResponseRecordTypesItemFieldsItem # noqa: PLC0415
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        plural_label = d.pop("pluralLabel")

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in (_fields):
            fields_item = CatalogResponseRecordTypesItemFieldsItem.from_dict(fields_item_data)



            fields.append(fields_item)


        catalog_response_record_types_item = cls(
            key=key,
            label=label,
            plural_label=plural_label,
            fields=fields,
        )

        return catalog_response_record_types_item

