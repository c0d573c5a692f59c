from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_request_list_items_item_metrics_item_pillar import EsgRequestListItemsItemMetricsItemPillar
from ..models.esg_request_list_items_item_metrics_item_unit import EsgRequestListItemsItemMetricsItemUnit
from ..models.esg_request_list_items_item_metrics_item_value_type import EsgRequestListItemsItemMetricsItemValueType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgRequestListItemsItemMetricsItem")



@_attrs_define
class EsgRequestListItemsItemMetricsItem:
    """ 
        Attributes:
            metric_id (str):
            name (str):
            pillar (EsgRequestListItemsItemMetricsItemPillar):
            unit (EsgRequestListItemsItemMetricsItemUnit):
            value_type (EsgRequestListItemsItemMetricsItemValueType):
            framework_id (None | str | Unset):
            code (None | str | Unset):
     """

    metric_id: str
    name: str
    pillar: EsgRequestListItemsItemMetricsItemPillar
    unit: EsgRequestListItemsItemMetricsItemUnit
    value_type: EsgRequestListItemsItemMetricsItemValueType
    framework_id: None | str | Unset = UNSET
    code: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        metric_id = self.metric_id

        name = self.name

        pillar = self.pillar.value

        unit = self.unit.value

        value_type = self.value_type.value

        framework_id: None | str | Unset
        if isinstance(self.framework_id, Unset):
            framework_id = UNSET
        else:
            framework_id = self.framework_id

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "metricId": metric_id,
            "name": name,
            "pillar": pillar,
            "unit": unit,
            "valueType": value_type,
        })
        if framework_id is not UNSET:
            field_dict["frameworkId"] = framework_id
        if code is not UNSET:
            field_dict["code"] = code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        metric_id = d.pop("metricId")

        name = d.pop("name")

        pillar = EsgRequestListItemsItemMetricsItemPillar(d.pop("pillar"))




        unit = EsgRequestListItemsItemMetricsItemUnit(d.pop("unit"))




        value_type = EsgRequestListItemsItemMetricsItemValueType(d.pop("valueType"))




        def _parse_framework_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        framework_id = _parse_framework_id(d.pop("frameworkId", UNSET))


        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))


        esg_request_list_items_item_metrics_item = cls(
            metric_id=metric_id,
            name=name,
            pillar=pillar,
            unit=unit,
            value_type=value_type,
            framework_id=framework_id,
            code=code,
        )

        return esg_request_list_items_item_metrics_item

