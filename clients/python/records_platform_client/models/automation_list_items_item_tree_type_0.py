from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.automation_list_items_item_tree_type_0_steps_type_0_item import AutomationListItemsItemTreeType0StepsType0Item
  from ..models.automation_list_items_item_tree_type_0_trigger import AutomationListItemsItemTreeType0Trigger





T = TypeVar("T", bound="AutomationListItemsItemTreeType0")



@_attrs_define
class AutomationListItemsItemTreeType0:
    """ 
        Attributes:
            trigger (AutomationListItemsItemTreeType0Trigger):
            steps (list[AutomationListItemsItemTreeType0StepsType0Item] | None | Unset):
     """

    trigger: AutomationListItemsItemTreeType0Trigger
    steps: list[AutomationListItemsItemTreeType0StepsType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.automation_list_items_item_tree_type_0_steps_type_0_item import AutomationListItemsItemTreeType0StepsType0Item # noqa: PLC0415
        from ..models.automation_list_items_item_tree_type_0_trigger import AutomationListItemsItemTreeType0Trigger # noqa: PLC0415
        trigger = self.trigger.to_dict()

        steps: list[dict[str, Any]] | None | Unset
        if isinstance(self.steps, Unset):
            steps = UNSET
        elif isinstance(self.steps, list):
            steps = []
            for steps_type_0_item_data in self.steps:
                steps_type_0_item = steps_type_0_item_data.to_dict()
                steps.append(steps_type_0_item)


        else:
            steps = self.steps


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "trigger": trigger,
        })
        if steps is not UNSET:
            field_dict["steps"] = steps

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.automation_list_items_item_tree_type_0_steps_type_0_item import AutomationListItemsItemTreeType0StepsType0Item # noqa: PLC0415
        from ..models.automation_list_items_item_tree_type_0_trigger import AutomationListItemsItemTreeType0Trigger # noqa: PLC0415
        d = dict(src_dict)
        trigger = AutomationListItemsItemTreeType0Trigger.from_dict(d.pop("trigger"))




        def _parse_steps(data: object) -> list[AutomationListItemsItemTreeType0StepsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                steps_type_0 = []
                _steps_type_0 = data
                for steps_type_0_item_data in (_steps_type_0):
                    steps_type_0_item = AutomationListItemsItemTreeType0StepsType0Item.from_dict(steps_type_0_item_data)



                    steps_type_0.append(steps_type_0_item)

                return steps_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AutomationListItemsItemTreeType0StepsType0Item] | None | Unset, data)

        steps = _parse_steps(d.pop("steps", UNSET))


        automation_list_items_item_tree_type_0 = cls(
            trigger=trigger,
            steps=steps,
        )

        return automation_list_items_item_tree_type_0

