from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MetricMappingBody")



@_attrs_define
class MetricMappingBody:
    """ 
        Attributes:
            source_metric_id (str): A metric id: lib_... or esgm_...
            target_metric_id (str): A metric id: lib_... or esgm_...
            factor (float | None | Unset): target value = source value x factor (exact); default 1. Default: 1.0.
            note (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    source_metric_id: str
    target_metric_id: str
    factor: float | None | Unset = 1.0
    note: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        source_metric_id = self.source_metric_id

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sourceMetricId": source_metric_id,
            "targetMetricId": target_metric_id,
        })
        if factor is not UNSET:
            field_dict["factor"] = factor
        if note is not UNSET:
            field_dict["note"] = note
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source_metric_id = d.pop("sourceMetricId")

        target_metric_id = d.pop("targetMetricId")

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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        metric_mapping_body = cls(
            source_metric_id=source_metric_id,
            target_metric_id=target_metric_id,
            factor=factor,
            note=note,
            expected_catalog_version=expected_catalog_version,
        )

        return metric_mapping_body

