from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WorkflowConfigStagesType0Item")



@_attrs_define
class WorkflowConfigStagesType0Item:
    """ 
        Attributes:
            key (str):
            label (str):
            target_days (int | None | Unset): How many days a record should take in this stage.
     """

    key: str
    label: str
    target_days: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        target_days: int | None | Unset
        if isinstance(self.target_days, Unset):
            target_days = UNSET
        else:
            target_days = self.target_days


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
        })
        if target_days is not UNSET:
            field_dict["targetDays"] = target_days

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        def _parse_target_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target_days = _parse_target_days(d.pop("targetDays", UNSET))


        workflow_config_stages_type_0_item = cls(
            key=key,
            label=label,
            target_days=target_days,
        )

        return workflow_config_stages_type_0_item

