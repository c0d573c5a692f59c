from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component_list_items_item_kind import ComponentListItemsItemKind
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.component_list_items_item_measure_type_0 import ComponentListItemsItemMeasureType0





T = TypeVar("T", bound="ComponentListItemsItem")



@_attrs_define
class ComponentListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            kind (ComponentListItemsItemKind | Unset):
            dataset_id (None | str | Unset): The dataset it shows: a dataset of your firm.
            columns (list[str] | None | Unset): Table: the dataset's columns it shows, in order (none: all of them).
            group_by (None | str | Unset): Bar, Line, Pie: the column whose values are the bars, points, slices.
            measure (ComponentListItemsItemMeasureType0 | None | Unset): Charts and Metric: what each value shows.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    kind: ComponentListItemsItemKind | Unset = UNSET
    dataset_id: None | str | Unset = UNSET
    columns: list[str] | None | Unset = UNSET
    group_by: None | str | Unset = UNSET
    measure: ComponentListItemsItemMeasureType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.component_list_items_item_measure_type_0 import ComponentListItemsItemMeasureType0 # noqa: PLC0415
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

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        dataset_id: None | str | Unset
        if isinstance(self.dataset_id, Unset):
            dataset_id = UNSET
        else:
            dataset_id = self.dataset_id

        columns: list[str] | None | Unset
        if isinstance(self.columns, Unset):
            columns = UNSET
        elif isinstance(self.columns, list):
            columns = self.columns


        else:
            columns = self.columns

        group_by: None | str | Unset
        if isinstance(self.group_by, Unset):
            group_by = UNSET
        else:
            group_by = self.group_by

        measure: dict[str, Any] | None | Unset
        if isinstance(self.measure, Unset):
            measure = UNSET
        elif isinstance(self.measure, ComponentListItemsItemMeasureType0):
            measure = self.measure.to_dict()
        else:
            measure = self.measure


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
        if kind is not UNSET:
            field_dict["kind"] = kind
        if dataset_id is not UNSET:
            field_dict["datasetId"] = dataset_id
        if columns is not UNSET:
            field_dict["columns"] = columns
        if group_by is not UNSET:
            field_dict["groupBy"] = group_by
        if measure is not UNSET:
            field_dict["measure"] = measure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.component_list_items_item_measure_type_0 import ComponentListItemsItemMeasureType0 # noqa: PLC0415
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


        _kind = d.pop("kind", UNSET)
        kind: ComponentListItemsItemKind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = ComponentListItemsItemKind(_kind)




        def _parse_dataset_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dataset_id = _parse_dataset_id(d.pop("datasetId", UNSET))


        def _parse_columns(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                columns_type_0 = cast(list[str], data)

                return columns_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        columns = _parse_columns(d.pop("columns", UNSET))


        def _parse_group_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        group_by = _parse_group_by(d.pop("groupBy", UNSET))


        def _parse_measure(data: object) -> ComponentListItemsItemMeasureType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                measure_type_0 = ComponentListItemsItemMeasureType0.from_dict(data)



                return measure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComponentListItemsItemMeasureType0 | None | Unset, data)

        measure = _parse_measure(d.pop("measure", UNSET))


        component_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            kind=kind,
            dataset_id=dataset_id,
            columns=columns,
            group_by=group_by,
            measure=measure,
        )

        return component_list_items_item

