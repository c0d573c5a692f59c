from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.test_body_parameters_type_0 import TestBodyParametersType0





T = TypeVar("T", bound="TestBody")



@_attrs_define
class TestBody:
    """ 
        Attributes:
            operation_key (str):
            parameters (None | TestBodyParametersType0 | Unset): Default: {}.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    operation_key: str
    parameters: None | TestBodyParametersType0 | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.test_body_parameters_type_0 import TestBodyParametersType0 # noqa: PLC0415
        operation_key = self.operation_key

        parameters: dict[str, Any] | None | Unset
        if isinstance(self.parameters, Unset):
            parameters = UNSET
        elif isinstance(self.parameters, TestBodyParametersType0):
            parameters = self.parameters.to_dict()
        else:
            parameters = self.parameters

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "operationKey": operation_key,
        })
        if parameters is not UNSET:
            field_dict["parameters"] = parameters
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.test_body_parameters_type_0 import TestBodyParametersType0 # noqa: PLC0415
        d = dict(src_dict)
        operation_key = d.pop("operationKey")

        def _parse_parameters(data: object) -> None | TestBodyParametersType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                parameters_type_0 = TestBodyParametersType0.from_dict(data)



                return parameters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TestBodyParametersType0 | Unset, data)

        parameters = _parse_parameters(d.pop("parameters", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        test_body = cls(
            operation_key=operation_key,
            parameters=parameters,
            expected_catalog_version=expected_catalog_version,
        )

        return test_body

