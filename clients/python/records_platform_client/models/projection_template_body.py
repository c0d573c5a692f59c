from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.projection_template_body_rows_item import ProjectionTemplateBodyRowsItem





T = TypeVar("T", bound="ProjectionTemplateBody")



@_attrs_define
class ProjectionTemplateBody:
    """ 
        Attributes:
            name (str):
            rows (list[ProjectionTemplateBodyRowsItem]): The model's lines, in order; keys differ.
            periods (list[str]): The model's columns, in order.
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    rows: list[ProjectionTemplateBodyRowsItem]
    periods: list[str]
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.projection_template_body_rows_item import ProjectionTemplateBodyRowsItem # noqa: PLC0415
        name = self.name

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        periods = self.periods



        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "rows": rows,
            "periods": periods,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.projection_template_body_rows_item import ProjectionTemplateBodyRowsItem # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = ProjectionTemplateBodyRowsItem.from_dict(rows_item_data)



            rows.append(rows_item)


        periods = cast(list[str], d.pop("periods"))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        projection_template_body = cls(
            name=name,
            rows=rows,
            periods=periods,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return projection_template_body

