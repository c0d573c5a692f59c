from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.field_input_fieldtype import FieldInputFieldtype
from ..types import UNSET, Unset






T = TypeVar("T", bound="FieldInput")



@_attrs_define
class FieldInput:
    """ 
        Attributes:
            key (str):
            label (str):
            field_type (FieldInputFieldtype):
            required (bool | Unset):  Default: False.
            description (str | Unset):  Default: ''.
     """

    key: str
    label: str
    field_type: FieldInputFieldtype
    required: bool | Unset = False
    description: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        field_type = self.field_type.value

        required = self.required

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "fieldType": field_type,
        })
        if required is not UNSET:
            field_dict["required"] = required
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        field_type = FieldInputFieldtype(d.pop("fieldType"))




        required = d.pop("required", UNSET)

        description = d.pop("description", UNSET)

        field_input = cls(
            key=key,
            label=label,
            field_type=field_type,
            required=required,
            description=description,
        )

        return field_input

