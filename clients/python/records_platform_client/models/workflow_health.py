from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.workflow_health_form_instances import WorkflowHealthFormInstances
  from ..models.workflow_health_processes import WorkflowHealthProcesses
  from ..models.workflow_health_tasks import WorkflowHealthTasks





T = TypeVar("T", bound="WorkflowHealth")



@_attrs_define
class WorkflowHealth:
    """ 
        Attributes:
            as_of (datetime.datetime):
            today (datetime.date): The UTC day due dates are compared with.
            tasks (WorkflowHealthTasks):
            form_instances (WorkflowHealthFormInstances):
            processes (WorkflowHealthProcesses): The firm's processes (/processes, not archived): stages, and those with no
                exit criteria.
     """

    as_of: datetime.datetime
    today: datetime.date
    tasks: WorkflowHealthTasks
    form_instances: WorkflowHealthFormInstances
    processes: WorkflowHealthProcesses





    def to_dict(self) -> dict[str, Any]:
        from ..models.workflow_health_form_instances import WorkflowHealthFormInstances # noqa: PLC0415
        from ..models.workflow_health_processes import WorkflowHealthProcesses # noqa: PLC0415
        from ..models.workflow_health_tasks import WorkflowHealthTasks # noqa: PLC0415
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
        from ..models.workflow_health_form_instances import WorkflowHealthFormInstances # noqa: PLC0415
        from ..models.workflow_health_processes import WorkflowHealthProcesses # noqa: PLC0415
        from ..models.workflow_health_tasks import WorkflowHealthTasks # noqa: PLC0415
        d = dict(src_dict)
        as_of = datetime.datetime.fromisoformat(d.pop("asOf"))




        today = datetime.date.fromisoformat(d.pop("today"))




        tasks = WorkflowHealthTasks.from_dict(d.pop("tasks"))




        form_instances = WorkflowHealthFormInstances.from_dict(d.pop("formInstances"))




        processes = WorkflowHealthProcesses.from_dict(d.pop("processes"))




        workflow_health = cls(
            as_of=as_of,
            today=today,
            tasks=tasks,
            form_instances=form_instances,
            processes=processes,
        )

        return workflow_health

