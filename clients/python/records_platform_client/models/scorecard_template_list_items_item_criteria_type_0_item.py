from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ScorecardTemplateListItemsItemCriteriaType0Item")



@_attrs_define
class ScorecardTemplateListItemsItemCriteriaType0Item:
    """ 
        Attributes:
            key (str): The criterion's key: scores name it.
            name (str):
            weight (float): Its share of the total in percent, two decimals.
            description (None | str | Unset):
     """

    key: str
    name: str
    weight: float
    description: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        name = self.name

        weight = self.weight

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "name": name,
            "weight": weight,
        })
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        name = d.pop("name")

        weight = d.pop("weight")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        scorecard_template_list_items_item_criteria_type_0_item = cls(
            key=key,
            name=name,
            weight=weight,
            description=description,
        )

        return scorecard_template_list_items_item_criteria_type_0_item

