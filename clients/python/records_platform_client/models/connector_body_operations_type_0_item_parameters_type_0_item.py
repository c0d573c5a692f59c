from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.connector_body_operations_type_0_item_parameters_type_0_item_in import ConnectorBodyOperationsType0ItemParametersType0ItemIn
from ..models.connector_body_operations_type_0_item_parameters_type_0_item_value_type import ConnectorBodyOperationsType0ItemParametersType0ItemValueType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ConnectorBodyOperationsType0ItemParametersType0Item")



@_attrs_define
class ConnectorBodyOperationsType0ItemParametersType0Item:
    """ 
        Attributes:
            name (str):
            value_type (ConnectorBodyOperationsType0ItemParametersType0ItemValueType):
            in_ (ConnectorBodyOperationsType0ItemParametersType0ItemIn):
            required (bool | None | Unset):  Default: False.
     """

    name: str
    value_type: ConnectorBodyOperationsType0ItemParametersType0ItemValueType
    in_: ConnectorBodyOperationsType0ItemParametersType0ItemIn
    required: bool | None | Unset = False





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        value_type = self.value_type.value

        in_ = self.in_.value

        required: bool | None | Unset
        if isinstance(self.required, Unset):
            required = UNSET
        else:
            required = self.required


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "valueType": value_type,
            "in": in_,
        })
        if required is not UNSET:
            field_dict["required"] = required

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        value_type = ConnectorBodyOperationsType0ItemParametersType0ItemValueType(d.pop("valueType"))




        in_ = ConnectorBodyOperationsType0ItemParametersType0ItemIn(d.pop("in"))




        def _parse_required(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        required = _parse_required(d.pop("required", UNSET))


        connector_body_operations_type_0_item_parameters_type_0_item = cls(
            name=name,
            value_type=value_type,
            in_=in_,
            required=required,
        )

        return connector_body_operations_type_0_item_parameters_type_0_item

