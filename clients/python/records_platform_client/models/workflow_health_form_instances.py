from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="WorkflowHealthFormInstances")



@_attrs_define
class WorkflowHealthFormInstances:
    """ 
        Attributes:
            waiting (int):
            not_started (int):
            in_progress (int):
            overdue (int):
            due_soon (int):
            no_due_date (int):
            complete (bool): false: more items are in this state than one page; the numbers cover a page.
            oldest_waiting_since (datetime.datetime | None | Unset): When the oldest of them was created.
     """

    waiting: int
    not_started: int
    in_progress: int
    overdue: int
    due_soon: int
    no_due_date: int
    complete: bool
    oldest_waiting_since: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        waiting = self.waiting

        not_started = self.not_started

        in_progress = self.in_progress

        overdue = self.overdue

        due_soon = self.due_soon

        no_due_date = self.no_due_date

        complete = self.complete

        oldest_waiting_since: None | str | Unset
        if isinstance(self.oldest_waiting_since, Unset):
            oldest_waiting_since = UNSET
        elif isinstance(self.oldest_waiting_since, datetime.datetime):
            oldest_waiting_since = self.oldest_waiting_since.isoformat()
        else:
            oldest_waiting_since = self.oldest_waiting_since


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "waiting": waiting,
            "notStarted": not_started,
            "inProgress": in_progress,
            "overdue": overdue,
            "dueSoon": due_soon,
            "noDueDate": no_due_date,
            "complete": complete,
        })
        if oldest_waiting_since is not UNSET:
            field_dict["oldestWaitingSince"] = oldest_waiting_since

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        waiting = d.pop("waiting")

        not_started = d.pop("notStarted")

        in_progress = d.pop("inProgress")

        overdue = d.pop("overdue")

        due_soon = d.pop("dueSoon")

        no_due_date = d.pop("noDueDate")

        complete = d.pop("complete")

        def _parse_oldest_waiting_since(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                oldest_waiting_since_type_0 = datetime.datetime.fromisoformat(data)



                return oldest_waiting_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        oldest_waiting_since = _parse_oldest_waiting_since(d.pop("oldestWaitingSince", UNSET))


        workflow_health_form_instances = cls(
            waiting=waiting,
            not_started=not_started,
            in_progress=in_progress,
            overdue=overdue,
            due_soon=due_soon,
            no_due_date=no_due_date,
            complete=complete,
            oldest_waiting_since=oldest_waiting_since,
        )

        return workflow_health_form_instances

