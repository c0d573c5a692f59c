from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MetricMapping")



@_attrs_define
class MetricMapping:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            source_metric_id (None | str | Unset): A metric id: lib_... or esgm_...
            target_metric_id (None | str | Unset): A metric id: lib_... or esgm_...
            factor (float | None | Unset): target value = source value x factor (exact); default 1. Default: 1.0.
            note (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    source_metric_id: None | str | Unset = UNSET
    target_metric_id: None | str | Unset = UNSET
    factor: float | None | Unset = 1.0
    note: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        source_metric_id: None | str | Unset
        if isinstance(self.source_metric_id, Unset):
            source_metric_id = UNSET
        else:
            source_metric_id = self.source_metric_id

        target_metric_id: None | str | Unset
        if isinstance(self.target_metric_id, Unset):
            target_metric_id = UNSET
        else:
            target_metric_id = self.target_metric_id

        factor: float | None | Unset
        if isinstance(self.factor, Unset):
            factor = UNSET
        else:
            factor = self.factor

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if source_metric_id is not UNSET:
            field_dict["sourceMetricId"] = source_metric_id
        if target_metric_id is not UNSET:
            field_dict["targetMetricId"] = target_metric_id
        if factor is not UNSET:
            field_dict["factor"] = factor
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_source_metric_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_metric_id = _parse_source_metric_id(d.pop("sourceMetricId", UNSET))


        def _parse_target_metric_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_metric_id = _parse_target_metric_id(d.pop("targetMetricId", UNSET))


        def _parse_factor(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        factor = _parse_factor(d.pop("factor", UNSET))


        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        metric_mapping = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            source_metric_id=source_metric_id,
            target_metric_id=target_metric_id,
            factor=factor,
            note=note,
        )

        return metric_mapping

