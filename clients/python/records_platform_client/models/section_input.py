from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.field_input import FieldInput





T = TypeVar("T", bound="SectionInput")



@_attrs_define
class SectionInput:
    """ 
        Attributes:
            key (str):
            label (str):
            fields (list[FieldInput]):
            description (str | Unset):  Default: ''.
     """

    key: str
    label: str
    fields: list[FieldInput]
    description: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        from ..models.field_input import FieldInput # noqa: PLC0415
        key = self.key

        label = self.label

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)



        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "fields": fields,
        })
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_input import FieldInput # noqa: PLC0415
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in (_fields):
            fields_item = FieldInput.from_dict(fields_item_data)



            fields.append(fields_item)


        description = d.pop("description", UNSET)

        section_input = cls(
            key=key,
            label=label,
            fields=fields,
            description=description,
        )

        return section_input

