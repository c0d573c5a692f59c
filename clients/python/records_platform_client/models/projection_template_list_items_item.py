from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.projection_template_list_items_item_rows_type_0_item import ProjectionTemplateListItemsItemRowsType0Item





T = TypeVar("T", bound="ProjectionTemplateListItemsItem")



@_attrs_define
class ProjectionTemplateListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            description (None | str | Unset):
            rows (list[ProjectionTemplateListItemsItemRowsType0Item] | None | Unset): The model's lines, in order; keys
                differ.
            periods (list[str] | None | Unset): The model's columns, in order.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    rows: list[ProjectionTemplateListItemsItemRowsType0Item] | None | Unset = UNSET
    periods: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.projection_template_list_items_item_rows_type_0_item import ProjectionTemplateListItemsItemRowsType0Item # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        rows: list[dict[str, Any]] | None | Unset
        if isinstance(self.rows, Unset):
            rows = UNSET
        elif isinstance(self.rows, list):
            rows = []
            for rows_type_0_item_data in self.rows:
                rows_type_0_item = rows_type_0_item_data.to_dict()
                rows.append(rows_type_0_item)


        else:
            rows = self.rows

        periods: list[str] | None | Unset
        if isinstance(self.periods, Unset):
            periods = UNSET
        elif isinstance(self.periods, list):
            periods = self.periods


        else:
            periods = self.periods


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if rows is not UNSET:
            field_dict["rows"] = rows
        if periods is not UNSET:
            field_dict["periods"] = periods

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.projection_template_list_items_item_rows_type_0_item import ProjectionTemplateListItemsItemRowsType0Item # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_rows(data: object) -> list[ProjectionTemplateListItemsItemRowsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rows_type_0 = []
                _rows_type_0 = data
                for rows_type_0_item_data in (_rows_type_0):
                    rows_type_0_item = ProjectionTemplateListItemsItemRowsType0Item.from_dict(rows_type_0_item_data)



                    rows_type_0.append(rows_type_0_item)

                return rows_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ProjectionTemplateListItemsItemRowsType0Item] | None | Unset, data)

        rows = _parse_rows(d.pop("rows", UNSET))


        def _parse_periods(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                periods_type_0 = cast(list[str], data)

                return periods_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        periods = _parse_periods(d.pop("periods", UNSET))


        projection_template_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            description=description,
            rows=rows,
            periods=periods,
        )

        return projection_template_list_items_item

