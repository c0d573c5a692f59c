from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_metric_pillar import EsgMetricPillar
from ..models.esg_metric_source import EsgMetricSource
from ..models.esg_metric_unit import EsgMetricUnit
from ..models.esg_metric_value_type import EsgMetricValueType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgMetric")



@_attrs_define
class EsgMetric:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            source (EsgMetricSource): The firm's own metric. Default: EsgMetricSource.FIRM.
            framework_id (None | str | Unset): A key of the taxonomy group esg_fw.
            pillar (EsgMetricPillar | Unset):
            name (None | str | Unset):
            code (None | str | Unset): The framework's own code, e.g. 305-1.
            unit (EsgMetricUnit | Unset):
            value_type (EsgMetricValueType | Unset): number and percent: exact JSON numbers; percent 0 to 100.
            description (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    source: EsgMetricSource = EsgMetricSource.FIRM
    framework_id: None | str | Unset = UNSET
    pillar: EsgMetricPillar | Unset = UNSET
    name: None | str | Unset = UNSET
    code: None | str | Unset = UNSET
    unit: EsgMetricUnit | Unset = UNSET
    value_type: EsgMetricValueType | Unset = UNSET
    description: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        source = self.source.value

        framework_id: None | str | Unset
        if isinstance(self.framework_id, Unset):
            framework_id = UNSET
        else:
            framework_id = self.framework_id

        pillar: str | Unset = UNSET
        if not isinstance(self.pillar, Unset):
            pillar = self.pillar.value


        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        unit: str | Unset = UNSET
        if not isinstance(self.unit, Unset):
            unit = self.unit.value


        value_type: str | Unset = UNSET
        if not isinstance(self.value_type, Unset):
            value_type = self.value_type.value


        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "source": source,
        })
        if framework_id is not UNSET:
            field_dict["frameworkId"] = framework_id
        if pillar is not UNSET:
            field_dict["pillar"] = pillar
        if name is not UNSET:
            field_dict["name"] = name
        if code is not UNSET:
            field_dict["code"] = code
        if unit is not UNSET:
            field_dict["unit"] = unit
        if value_type is not UNSET:
            field_dict["valueType"] = value_type
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        source = EsgMetricSource(d.pop("source"))




        def _parse_framework_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        framework_id = _parse_framework_id(d.pop("frameworkId", UNSET))


        _pillar = d.pop("pillar", UNSET)
        pillar: EsgMetricPillar | Unset
        if isinstance(_pillar,  Unset):
            pillar = UNSET
        else:
            pillar = EsgMetricPillar(_pillar)




        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))


        _unit = d.pop("unit", UNSET)
        unit: EsgMetricUnit | Unset
        if isinstance(_unit,  Unset):
            unit = UNSET
        else:
            unit = EsgMetricUnit(_unit)




        _value_type = d.pop("valueType", UNSET)
        value_type: EsgMetricValueType | Unset
        if isinstance(_value_type,  Unset):
            value_type = UNSET
        else:
            value_type = EsgMetricValueType(_value_type)




        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        esg_metric = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            source=source,
            framework_id=framework_id,
            pillar=pillar,
            name=name,
            code=code,
            unit=unit,
            value_type=value_type,
            description=description,
        )

        return esg_metric

