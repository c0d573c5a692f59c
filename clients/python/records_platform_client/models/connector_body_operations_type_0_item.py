from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.connector_body_operations_type_0_item_effect import ConnectorBodyOperationsType0ItemEffect
from ..models.connector_body_operations_type_0_item_method import ConnectorBodyOperationsType0ItemMethod
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.connector_body_operations_type_0_item_outputs_type_0_item import ConnectorBodyOperationsType0ItemOutputsType0Item
  from ..models.connector_body_operations_type_0_item_parameters_type_0_item import ConnectorBodyOperationsType0ItemParametersType0Item





T = TypeVar("T", bound="ConnectorBodyOperationsType0Item")



@_attrs_define
class ConnectorBodyOperationsType0Item:
    """ 
        Attributes:
            key (str):
            label (str):
            method (ConnectorBodyOperationsType0ItemMethod):
            effect (ConnectorBodyOperationsType0ItemEffect):
            path (str):
            description (None | str | Unset):
            parameters (list[ConnectorBodyOperationsType0ItemParametersType0Item] | None | Unset):
            outputs (list[ConnectorBodyOperationsType0ItemOutputsType0Item] | None | Unset):
     """

    key: str
    label: str
    method: ConnectorBodyOperationsType0ItemMethod
    effect: ConnectorBodyOperationsType0ItemEffect
    path: str
    description: None | str | Unset = UNSET
    parameters: list[ConnectorBodyOperationsType0ItemParametersType0Item] | None | Unset = UNSET
    outputs: list[ConnectorBodyOperationsType0ItemOutputsType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.connector_body_operations_type_0_item_outputs_type_0_item import ConnectorBodyOperationsType0ItemOutputsType0Item # noqa: PLC0415
        from ..models.connector_body_operations_type_0_item_parameters_type_0_item import ConnectorBodyOperationsType0ItemParametersType0Item # noqa: PLC0415
        key = self.key

        label = self.label

        method = self.method.value

        effect = self.effect.value

        path = self.path

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        parameters: list[dict[str, Any]] | None | Unset
        if isinstance(self.parameters, Unset):
            parameters = UNSET
        elif isinstance(self.parameters, list):
            parameters = []
            for parameters_type_0_item_data in self.parameters:
                parameters_type_0_item = parameters_type_0_item_data.to_dict()
                parameters.append(parameters_type_0_item)


        else:
            parameters = self.parameters

        outputs: list[dict[str, Any]] | None | Unset
        if isinstance(self.outputs, Unset):
            outputs = UNSET
        elif isinstance(self.outputs, list):
            outputs = []
            for outputs_type_0_item_data in self.outputs:
                outputs_type_0_item = outputs_type_0_item_data.to_dict()
                outputs.append(outputs_type_0_item)


        else:
            outputs = self.outputs


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "method": method,
            "effect": effect,
            "path": path,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if parameters is not UNSET:
            field_dict["parameters"] = parameters
        if outputs is not UNSET:
            field_dict["outputs"] = outputs

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connector_body_operations_type_0_item_outputs_type_0_item import ConnectorBodyOperationsType0ItemOutputsType0Item # noqa: PLC0415
        from ..models.connector_body_operations_type_0_item_parameters_type_0_item import ConnectorBodyOperationsType0ItemParametersType0Item # noqa: PLC0415
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        method = ConnectorBodyOperationsType0ItemMethod(d.pop("method"))




        effect = ConnectorBodyOperationsType0ItemEffect(d.pop("effect"))




        path = d.pop("path")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_parameters(data: object) -> list[ConnectorBodyOperationsType0ItemParametersType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                parameters_type_0 = []
                _parameters_type_0 = data
                for parameters_type_0_item_data in (_parameters_type_0):
                    parameters_type_0_item = ConnectorBodyOperationsType0ItemParametersType0Item.from_dict(parameters_type_0_item_data)



                    parameters_type_0.append(parameters_type_0_item)

                return parameters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ConnectorBodyOperationsType0ItemParametersType0Item] | None | Unset, data)

        parameters = _parse_parameters(d.pop("parameters", UNSET))


        def _parse_outputs(data: object) -> list[ConnectorBodyOperationsType0ItemOutputsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                outputs_type_0 = []
                _outputs_type_0 = data
                for outputs_type_0_item_data in (_outputs_type_0):
                    outputs_type_0_item = ConnectorBodyOperationsType0ItemOutputsType0Item.from_dict(outputs_type_0_item_data)



                    outputs_type_0.append(outputs_type_0_item)

                return outputs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ConnectorBodyOperationsType0ItemOutputsType0Item] | None | Unset, data)

        outputs = _parse_outputs(d.pop("outputs", UNSET))


        connector_body_operations_type_0_item = cls(
            key=key,
            label=label,
            method=method,
            effect=effect,
            path=path,
            description=description,
            parameters=parameters,
            outputs=outputs,
        )

        return connector_body_operations_type_0_item

