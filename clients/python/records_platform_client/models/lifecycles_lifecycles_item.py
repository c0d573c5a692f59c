from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.lifecycles_lifecycles_item_kind import LifecyclesLifecyclesItemKind
from typing import cast

if TYPE_CHECKING:
  from ..models.lifecycles_lifecycles_item_states_item import LifecyclesLifecyclesItemStatesItem





T = TypeVar("T", bound="LifecyclesLifecyclesItem")



@_attrs_define
class LifecyclesLifecyclesItem:
    """ 
        Attributes:
            kind (LifecyclesLifecyclesItemKind):
            states (list[LifecyclesLifecyclesItemStatesItem]):
     """

    kind: LifecyclesLifecyclesItemKind
    states: list[LifecyclesLifecyclesItemStatesItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.lifecycles_lifecycles_item_states_item import LifecyclesLifecyclesItemStatesItem # noqa: PLC0415
        kind = self.kind.value

        states = []
        for states_item_data in self.states:
            states_item = states_item_data.to_dict()
            states.append(states_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "states": states,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lifecycles_lifecycles_item_states_item import LifecyclesLifecyclesItemStatesItem # noqa: PLC0415
        d = dict(src_dict)
        kind = LifecyclesLifecyclesItemKind(d.pop("kind"))




        states = []
        _states = d.pop("states")
        for states_item_data in (_states):
            states_item = LifecyclesLifecyclesItemStatesItem.from_dict(states_item_data)



            states.append(states_item)


        lifecycles_lifecycles_item = cls(
            kind=kind,
            states=states,
        )

        return lifecycles_lifecycles_item

