from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.field_view import FieldView





T = TypeVar("T", bound="SectionView")



@_attrs_define
class SectionView:
    """ 
        Attributes:
            key (str):
            label (str):
            description (str):
            fields (list[FieldView]):
     """

    key: str
    label: str
    description: str
    fields: list[FieldView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.field_view import FieldView # noqa: PLC0415
        key = self.key

        label = self.label

        description = self.description

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key": key,
            "label": label,
            "description": description,
            "fields": fields,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_view import FieldView # noqa: PLC0415
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        description = d.pop("description")

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in (_fields):
            fields_item = FieldView.from_dict(fields_item_data)



            fields.append(fields_item)


        section_view = cls(
            key=key,
            label=label,
            description=description,
            fields=fields,
        )


        section_view.additional_properties = d
        return section_view

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
