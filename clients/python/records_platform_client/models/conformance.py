from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.conformance_form_instances import ConformanceFormInstances
  from ..models.conformance_processes import ConformanceProcesses
  from ..models.conformance_tasks import ConformanceTasks





T = TypeVar("T", bound="Conformance")



@_attrs_define
class Conformance:
    """ 
        Attributes:
            as_of (datetime.datetime):
            today (datetime.date): The UTC day due dates are compared with.
            tasks (ConformanceTasks):
            form_instances (ConformanceFormInstances):
            processes (ConformanceProcesses): The firm's processes (/processes, not archived): stages, and those with no
                exit criteria.
     """

    as_of: datetime.datetime
    today: datetime.date
    tasks: ConformanceTasks
    form_instances: ConformanceFormInstances
    processes: ConformanceProcesses





    def to_dict(self) -> dict[str, Any]:
        from ..models.conformance_form_instances import ConformanceFormInstances # noqa: PLC0415
        from ..models.conformance_processes import ConformanceProcesses # noqa: PLC0415
        from ..models.conformance_tasks import ConformanceTasks # noqa: PLC0415
        as_of = self.as_of.isoformat()

        today = self.today.isoformat()

        tasks = self.tasks.to_dict()

        form_instances = self.form_instances.to_dict()

        processes = self.processes.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asOf": as_of,
            "today": today,
            "tasks": tasks,
            "formInstances": form_instances,
            "processes": processes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.conformance_form_instances import ConformanceFormInstances # noqa: PLC0415
        from ..models.conformance_processes import ConformanceProcesses # noqa: PLC0415
        from ..models.conformance_tasks import ConformanceTasks # noqa: PLC0415
        d = dict(src_dict)
        as_of = datetime.datetime.fromisoformat(d.pop("asOf"))




        today = datetime.date.fromisoformat(d.pop("today"))




        tasks = ConformanceTasks.from_dict(d.pop("tasks"))




        form_instances = ConformanceFormInstances.from_dict(d.pop("formInstances"))




        processes = ConformanceProcesses.from_dict(d.pop("processes"))




        conformance = cls(
            as_of=as_of,
            today=today,
            tasks=tasks,
            form_instances=form_instances,
            processes=processes,
        )

        return conformance

