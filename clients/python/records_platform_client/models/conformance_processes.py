from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ConformanceProcesses")



@_attrs_define
class ConformanceProcesses:
    """ The firm's processes (/processes, not archived): stages, and those with no exit criteria.

        Attributes:
            active (int):
            stages (int):
            stages_without_exit_criteria (int):
            owners (int):
            complete (bool): false: more items are in this state than one page; the numbers cover a page.
     """

    active: int
    stages: int
    stages_without_exit_criteria: int
    owners: int
    complete: bool





    def to_dict(self) -> dict[str, Any]:
        active = self.active

        stages = self.stages

        stages_without_exit_criteria = self.stages_without_exit_criteria

        owners = self.owners

        complete = self.complete


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "stages": stages,
            "stagesWithoutExitCriteria": stages_without_exit_criteria,
            "owners": owners,
            "complete": complete,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        stages = d.pop("stages")

        stages_without_exit_criteria = d.pop("stagesWithoutExitCriteria")

        owners = d.pop("owners")

        complete = d.pop("complete")

        conformance_processes = cls(
            active=active,
            stages=stages,
            stages_without_exit_criteria=stages_without_exit_criteria,
            owners=owners,
            complete=complete,
        )

        return conformance_processes

