from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ProjectionCellsCellsItem")



@_attrs_define
class ProjectionCellsCellsItem:
    """ 
        Attributes:
            row (str): A row key of the model.
            period (str):
            value (float | None | Unset): An exact number; null (or left out) clears the cell.
     """

    row: str
    period: str
    value: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        row = self.row

        period = self.period

        value: float | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "row": row,
            "period": period,
        })
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        period = d.pop("period")

        def _parse_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))


        projection_cells_cells_item = cls(
            row=row,
            period=period,
            value=value,
        )

        return projection_cells_cells_item

