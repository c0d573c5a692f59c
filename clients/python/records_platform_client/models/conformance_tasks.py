from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ConformanceTasks")



@_attrs_define
class ConformanceTasks:
    """ 
        Attributes:
            finished (int):
            on_time (int):
            late (int):
            no_due_date (int):
            open_overdue (int):
            complete (bool): false: more items are in this state than one page; the numbers cover a page.
            on_time_rate (float | None | Unset): onTime / (onTime + late + openOverdue), exact to four places; null: none
                counted.
     """

    finished: int
    on_time: int
    late: int
    no_due_date: int
    open_overdue: int
    complete: bool
    on_time_rate: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        finished = self.finished

        on_time = self.on_time

        late = self.late

        no_due_date = self.no_due_date

        open_overdue = self.open_overdue

        complete = self.complete

        on_time_rate: float | None | Unset
        if isinstance(self.on_time_rate, Unset):
            on_time_rate = UNSET
        else:
            on_time_rate = self.on_time_rate


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "finished": finished,
            "onTime": on_time,
            "late": late,
            "noDueDate": no_due_date,
            "openOverdue": open_overdue,
            "complete": complete,
        })
        if on_time_rate is not UNSET:
            field_dict["onTimeRate"] = on_time_rate

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finished = d.pop("finished")

        on_time = d.pop("onTime")

        late = d.pop("late")

        no_due_date = d.pop("noDueDate")

        open_overdue = d.pop("openOverdue")

        complete = d.pop("complete")

        def _parse_on_time_rate(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        on_time_rate = _parse_on_time_rate(d.pop("onTimeRate", UNSET))


        conformance_tasks = cls(
            finished=finished,
            on_time=on_time,
            late=late,
            no_due_date=no_due_date,
            open_overdue=open_overdue,
            complete=complete,
            on_time_rate=on_time_rate,
        )

        return conformance_tasks

