from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component_body_kind import ComponentBodyKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.component_body_measure_type_0 import ComponentBodyMeasureType0





T = TypeVar("T", bound="ComponentBody")



@_attrs_define
class ComponentBody:
    """ 
        Attributes:
            name (str):
            kind (ComponentBodyKind):
            dataset_id (str): The dataset it shows: a dataset of your firm.
            columns (list[str] | None | Unset): Table: the dataset's columns it shows, in order (none: all of them).
            group_by (None | str | Unset): Bar, Line, Pie: the column whose values are the bars, points, slices.
            measure (ComponentBodyMeasureType0 | None | Unset): Charts and Metric: what each value shows.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    kind: ComponentBodyKind
    dataset_id: str
    columns: list[str] | None | Unset = UNSET
    group_by: None | str | Unset = UNSET
    measure: ComponentBodyMeasureType0 | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.component_body_measure_type_0 import ComponentBodyMeasureType0 # noqa: PLC0415
        name = self.name

        kind = self.kind.value

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
        elif isinstance(self.measure, ComponentBodyMeasureType0):
            measure = self.measure.to_dict()
        else:
            measure = self.measure

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "kind": kind,
            "datasetId": dataset_id,
        })
        if columns is not UNSET:
            field_dict["columns"] = columns
        if group_by is not UNSET:
            field_dict["groupBy"] = group_by
        if measure is not UNSET:
            field_dict["measure"] = measure
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.component_body_measure_type_0 import ComponentBodyMeasureType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        kind = ComponentBodyKind(d.pop("kind"))




        dataset_id = d.pop("datasetId")

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


        def _parse_measure(data: object) -> ComponentBodyMeasureType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                measure_type_0 = ComponentBodyMeasureType0.from_dict(data)



                return measure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComponentBodyMeasureType0 | None | Unset, data)

        measure = _parse_measure(d.pop("measure", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        component_body = cls(
            name=name,
            kind=kind,
            dataset_id=dataset_id,
            columns=columns,
            group_by=group_by,
            measure=measure,
            expected_catalog_version=expected_catalog_version,
        )

        return component_body

