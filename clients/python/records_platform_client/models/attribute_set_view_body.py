from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AttributeSetViewBody")



@_attrs_define
class AttributeSetViewBody:
    """ 
        Attributes:
            record_type (str):
            name (str):
            field_keys (list[str]):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: str
    name: str
    field_keys: list[str]
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        record_type = self.record_type

        name = self.name

        field_keys = self.field_keys



        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recordType": record_type,
            "name": name,
            "fieldKeys": field_keys,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record_type = d.pop("recordType")

        name = d.pop("name")

        field_keys = cast(list[str], d.pop("fieldKeys"))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        attribute_set_view_body = cls(
            record_type=record_type,
            name=name,
            field_keys=field_keys,
            expected_catalog_version=expected_catalog_version,
        )

        return attribute_set_view_body

