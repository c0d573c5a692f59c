from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.lifecycles_lifecycles_item_states_item_state import LifecyclesLifecyclesItemStatesItemState






T = TypeVar("T", bound="LifecyclesLifecyclesItemStatesItem")



@_attrs_define
class LifecyclesLifecyclesItemStatesItem:
    """ 
        Attributes:
            state (LifecyclesLifecyclesItemStatesItemState):
            count (int):
            complete (bool): false: more items are in this state than one page; the numbers cover a page.
     """

    state: LifecyclesLifecyclesItemStatesItemState
    count: int
    complete: bool





    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        count = self.count

        complete = self.complete


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "count": count,
            "complete": complete,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = LifecyclesLifecyclesItemStatesItemState(d.pop("state"))




        count = d.pop("count")

        complete = d.pop("complete")

        lifecycles_lifecycles_item_states_item = cls(
            state=state,
            count=count,
            complete=complete,
        )

        return lifecycles_lifecycles_item_states_item

