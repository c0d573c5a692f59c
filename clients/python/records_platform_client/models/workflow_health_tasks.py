from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="WorkflowHealthTasks")



@_attrs_define
class WorkflowHealthTasks:
    """ 
        Attributes:
            open_ (int):
            overdue (int):
            due_soon (int):
            no_due_date (int):
            unassigned (int):
            complete (bool): false: more items are in this state than one page; the numbers cover a page.
            oldest_open_since (datetime.datetime | None | Unset): When the oldest of them was created.
     """

    open_: int
    overdue: int
    due_soon: int
    no_due_date: int
    unassigned: int
    complete: bool
    oldest_open_since: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        open_ = self.open_

        overdue = self.overdue

        due_soon = self.due_soon

        no_due_date = self.no_due_date

        unassigned = self.unassigned

        complete = self.complete

        oldest_open_since: None | str | Unset
        if isinstance(self.oldest_open_since, Unset):
            oldest_open_since = UNSET
        elif isinstance(self.oldest_open_since, datetime.datetime):
            oldest_open_since = self.oldest_open_since.isoformat()
        else:
            oldest_open_since = self.oldest_open_since


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "open": open_,
            "overdue": overdue,
            "dueSoon": due_soon,
            "noDueDate": no_due_date,
            "unassigned": unassigned,
            "complete": complete,
        })
        if oldest_open_since is not UNSET:
            field_dict["oldestOpenSince"] = oldest_open_since

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        open_ = d.pop("open")

        overdue = d.pop("overdue")

        due_soon = d.pop("dueSoon")

        no_due_date = d.pop("noDueDate")

        unassigned = d.pop("unassigned")

        complete = d.pop("complete")

        def _parse_oldest_open_since(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                oldest_open_since_type_0 = datetime.datetime.fromisoformat(data)



                return oldest_open_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        oldest_open_since = _parse_oldest_open_since(d.pop("oldestOpenSince", UNSET))


        workflow_health_tasks = cls(
            open_=open_,
            overdue=overdue,
            due_soon=due_soon,
            no_due_date=no_due_date,
            unassigned=unassigned,
            complete=complete,
            oldest_open_since=oldest_open_since,
        )

        return workflow_health_tasks

