from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component_measure_type_0_aggregate import ComponentMeasureType0Aggregate
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ComponentMeasureType0")



@_attrs_define
class ComponentMeasureType0:
    """ Charts and Metric: what each value shows.

        Attributes:
            aggregate (ComponentMeasureType0Aggregate):
            field (None | str | Unset): A column of the dataset; none to count records.
     """

    aggregate: ComponentMeasureType0Aggregate
    field: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        aggregate = self.aggregate.value

        field: None | str | Unset
        if isinstance(self.field, Unset):
            field = UNSET
        else:
            field = self.field


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "aggregate": aggregate,
        })
        if field is not UNSET:
            field_dict["field"] = field

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aggregate = ComponentMeasureType0Aggregate(d.pop("aggregate"))




        def _parse_field(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        field = _parse_field(d.pop("field", UNSET))


        component_measure_type_0 = cls(
            aggregate=aggregate,
            field=field,
        )

        return component_measure_type_0

