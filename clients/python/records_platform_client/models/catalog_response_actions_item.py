from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.catalog_response_actions_item_class import CatalogResponseActionsItemClass
from ..models.catalog_response_actions_item_method import CatalogResponseActionsItemMethod






T = TypeVar("T", bound="CatalogResponseActionsItem")



@_attrs_define
class CatalogResponseActionsItem:
    """ 
        Attributes:
            key (str):
            label (str):
            record_type (str):
            description (str):
            class_ (CatalogResponseActionsItemClass):
            method (CatalogResponseActionsItemMethod):
            path (str):
     """

    key: str
    label: str
    record_type: str
    description: str
    class_: CatalogResponseActionsItemClass
    method: CatalogResponseActionsItemMethod
    path: str





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        record_type = self.record_type

        description = self.description

        class_ = self.class_.value

        method = self.method.value

        path = self.path


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "recordType": record_type,
            "description": description,
            "class": class_,
            "method": method,
            "path": path,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        record_type = d.pop("recordType")

        description = d.pop("description")

        class_ = CatalogResponseActionsItemClass(d.pop("class"))




        method = CatalogResponseActionsItemMethod(d.pop("method"))




        path = d.pop("path")

        catalog_response_actions_item = cls(
            key=key,
            label=label,
            record_type=record_type,
            description=description,
            class_=class_,
            method=method,
            path=path,
        )

        return catalog_response_actions_item

