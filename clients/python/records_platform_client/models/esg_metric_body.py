from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_metric_body_pillar import EsgMetricBodyPillar
from ..models.esg_metric_body_unit import EsgMetricBodyUnit
from ..models.esg_metric_body_value_type import EsgMetricBodyValueType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgMetricBody")



@_attrs_define
class EsgMetricBody:
    """ 
        Attributes:
            framework_id (str): A key of the taxonomy group esg_fw.
            pillar (EsgMetricBodyPillar):
            name (str):
            unit (EsgMetricBodyUnit):
            value_type (EsgMetricBodyValueType): number and percent: exact JSON numbers; percent 0 to 100.
            code (None | str | Unset): The framework's own code, e.g. 305-1.
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    framework_id: str
    pillar: EsgMetricBodyPillar
    name: str
    unit: EsgMetricBodyUnit
    value_type: EsgMetricBodyValueType
    code: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        framework_id = self.framework_id

        pillar = self.pillar.value

        name = self.name

        unit = self.unit.value

        value_type = self.value_type.value

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "frameworkId": framework_id,
            "pillar": pillar,
            "name": name,
            "unit": unit,
            "valueType": value_type,
        })
        if code is not UNSET:
            field_dict["code"] = code
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        framework_id = d.pop("frameworkId")

        pillar = EsgMetricBodyPillar(d.pop("pillar"))




        name = d.pop("name")

        unit = EsgMetricBodyUnit(d.pop("unit"))




        value_type = EsgMetricBodyValueType(d.pop("valueType"))




        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        esg_metric_body = cls(
            framework_id=framework_id,
            pillar=pillar,
            name=name,
            unit=unit,
            value_type=value_type,
            code=code,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return esg_metric_body

