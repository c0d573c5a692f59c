from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChecklistTemplateBodyItemsItem")



@_attrs_define
class ChecklistTemplateBodyItemsItem:
    """ 
        Attributes:
            key (str):
            label (str):
            required (bool | None | Unset): Must be ticked to complete the list. Default: True.
            due_in_days (int | None | Unset): Due this many days after the checklist starts.
     """

    key: str
    label: str
    required: bool | None | Unset = True
    due_in_days: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        required: bool | None | Unset
        if isinstance(self.required, Unset):
            required = UNSET
        else:
            required = self.required

        due_in_days: int | None | Unset
        if isinstance(self.due_in_days, Unset):
            due_in_days = UNSET
        else:
            due_in_days = self.due_in_days


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
        })
        if required is not UNSET:
            field_dict["required"] = required
        if due_in_days is not UNSET:
            field_dict["dueInDays"] = due_in_days

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        def _parse_required(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        required = _parse_required(d.pop("required", UNSET))


        def _parse_due_in_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        due_in_days = _parse_due_in_days(d.pop("dueInDays", UNSET))


        checklist_template_body_items_item = cls(
            key=key,
            label=label,
            required=required,
            due_in_days=due_in_days,
        )

        return checklist_template_body_items_item

