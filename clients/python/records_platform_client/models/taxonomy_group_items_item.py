from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TaxonomyGroupItemsItem")



@_attrs_define
class TaxonomyGroupItemsItem:
    """ 
        Attributes:
            key (str):
            label (str):
            sort_order (int):
            parent_key (None | str | Unset): An item of the group, not this one nor under it; a tree is at most 8 levels
                deep.
            description (None | str | Unset):
     """

    key: str
    label: str
    sort_order: int
    parent_key: None | str | Unset = UNSET
    description: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        sort_order = self.sort_order

        parent_key: None | str | Unset
        if isinstance(self.parent_key, Unset):
            parent_key = UNSET
        else:
            parent_key = self.parent_key

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "sortOrder": sort_order,
        })
        if parent_key is not UNSET:
            field_dict["parentKey"] = parent_key
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        sort_order = d.pop("sortOrder")

        def _parse_parent_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        parent_key = _parse_parent_key(d.pop("parentKey", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        taxonomy_group_items_item = cls(
            key=key,
            label=label,
            sort_order=sort_order,
            parent_key=parent_key,
            description=description,
        )

        return taxonomy_group_items_item

