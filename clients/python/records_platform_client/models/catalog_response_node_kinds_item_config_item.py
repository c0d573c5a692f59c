from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.catalog_response_node_kinds_item_config_item_type import CatalogResponseNodeKindsItemConfigItemType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CatalogResponseNodeKindsItemConfigItem")



@_attrs_define
class CatalogResponseNodeKindsItemConfigItem:
    """ 
        Attributes:
            key (str):
            label (str):
            type_ (CatalogResponseNodeKindsItemConfigItemType):
            description (str):
            required (bool | Unset):
            allowed_values (list[str] | None | Unset):
     """

    key: str
    label: str
    type_: CatalogResponseNodeKindsItemConfigItemType
    description: str
    required: bool | Unset = UNSET
    allowed_values: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        type_ = self.type_.value

        description = self.description

        required = self.required

        allowed_values: list[str] | None | Unset
        if isinstance(self.allowed_values, Unset):
            allowed_values = UNSET
        elif isinstance(self.allowed_values, list):
            allowed_values = self.allowed_values


        else:
            allowed_values = self.allowed_values


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "type": type_,
            "description": description,
        })
        if required is not UNSET:
            field_dict["required"] = required
        if allowed_values is not UNSET:
            field_dict["allowedValues"] = allowed_values

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        type_ = CatalogResponseNodeKindsItemConfigItemType(d.pop("type"))




        description = d.pop("description")

        required = d.pop("required", UNSET)

        def _parse_allowed_values(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                allowed_values_type_0 = cast(list[str], data)

                return allowed_values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        allowed_values = _parse_allowed_values(d.pop("allowedValues", UNSET))


        catalog_response_node_kinds_item_config_item = cls(
            key=key,
            label=label,
            type_=type_,
            description=description,
            required=required,
            allowed_values=allowed_values,
        )

        return catalog_response_node_kinds_item_config_item

