from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.field_view_fieldtype import FieldViewFieldtype






T = TypeVar("T", bound="FieldView")



@_attrs_define
class FieldView:
    """ 
        Attributes:
            key (str):
            label (str):
            field_type (FieldViewFieldtype):
            required (bool):
            description (str):
     """

    key: str
    label: str
    field_type: FieldViewFieldtype
    required: bool
    description: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        field_type = self.field_type.value

        required = self.required

        description = self.description


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key": key,
            "label": label,
            "fieldType": field_type,
            "required": required,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        field_type = FieldViewFieldtype(d.pop("fieldType"))




        required = d.pop("required")

        description = d.pop("description")

        field_view = cls(
            key=key,
            label=label,
            field_type=field_type,
            required=required,
            description=description,
        )


        field_view.additional_properties = d
        return field_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
