from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.projection_cells_cells_item import ProjectionCellsCellsItem





T = TypeVar("T", bound="ProjectionCells")



@_attrs_define
class ProjectionCells:
    """ 
        Attributes:
            model_id (str):
            version (int): The grid's version, also its ETag.
            updated_at (datetime.datetime):
            cells (list[ProjectionCellsCellsItem]): The cells that hold a value, by row then period, in the model's order.
     """

    model_id: str
    version: int
    updated_at: datetime.datetime
    cells: list[ProjectionCellsCellsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.projection_cells_cells_item import ProjectionCellsCellsItem # noqa: PLC0415
        model_id = self.model_id

        version = self.version

        updated_at = self.updated_at.isoformat()

        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "modelId": model_id,
            "version": version,
            "updatedAt": updated_at,
            "cells": cells,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.projection_cells_cells_item import ProjectionCellsCellsItem # noqa: PLC0415
        d = dict(src_dict)
        model_id = d.pop("modelId")

        version = d.pop("version")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = ProjectionCellsCellsItem.from_dict(cells_item_data)



            cells.append(cells_item)


        projection_cells = cls(
            model_id=model_id,
            version=version,
            updated_at=updated_at,
            cells=cells,
        )

        return projection_cells

