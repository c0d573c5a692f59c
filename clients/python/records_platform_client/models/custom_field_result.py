from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.custom_field_view import CustomFieldView





T = TypeVar("T", bound="CustomFieldResult")



@_attrs_define
class CustomFieldResult:
    """ 
        Attributes:
            result (CustomFieldView):
            catalog_version (str):
     """

    result: CustomFieldView
    catalog_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.custom_field_view import CustomFieldView # noqa: PLC0415
        result = self.result.to_dict()

        catalog_version = self.catalog_version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "result": result,
            "catalogVersion": catalog_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.custom_field_view import CustomFieldView # noqa: PLC0415
        d = dict(src_dict)
        result = CustomFieldView.from_dict(d.pop("result"))




        catalog_version = d.pop("catalogVersion")

        custom_field_result = cls(
            result=result,
            catalog_version=catalog_version,
        )


        custom_field_result.additional_properties = d
        return custom_field_result

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
