from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.projection_cells_body_cells_item import ProjectionCellsBodyCellsItem





T = TypeVar("T", bound="ProjectionCellsBody")



@_attrs_define
class ProjectionCellsBody:
    """ 
        Attributes:
            cells (list[ProjectionCellsBodyCellsItem]): Cells to set (a value) or clear (null); the others stay.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    cells: list[ProjectionCellsBodyCellsItem]
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.projection_cells_body_cells_item import ProjectionCellsBodyCellsItem # noqa: PLC0415
        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)



        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cells": cells,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.projection_cells_body_cells_item import ProjectionCellsBodyCellsItem # noqa: PLC0415
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = ProjectionCellsBodyCellsItem.from_dict(cells_item_data)



            cells.append(cells_item)


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        projection_cells_body = cls(
            cells=cells,
            expected_catalog_version=expected_catalog_version,
        )

        return projection_cells_body

