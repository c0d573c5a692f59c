from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ProcessListItemsItemStagesType0Item")



@_attrs_define
class ProcessListItemsItemStagesType0Item:
    """ 
        Attributes:
            key (str): The stage's key, unique in the process.
            name (str):
            owner_user_id (None | str | Unset): A member of the firm who owns the stage; default: who saves it.
            exit_criteria (list[str] | None | Unset): What must hold before a record leaves the stage.
     """

    key: str
    name: str
    owner_user_id: None | str | Unset = UNSET
    exit_criteria: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        name = self.name

        owner_user_id: None | str | Unset
        if isinstance(self.owner_user_id, Unset):
            owner_user_id = UNSET
        else:
            owner_user_id = self.owner_user_id

        exit_criteria: list[str] | None | Unset
        if isinstance(self.exit_criteria, Unset):
            exit_criteria = UNSET
        elif isinstance(self.exit_criteria, list):
            exit_criteria = self.exit_criteria


        else:
            exit_criteria = self.exit_criteria


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "name": name,
        })
        if owner_user_id is not UNSET:
            field_dict["ownerUserId"] = owner_user_id
        if exit_criteria is not UNSET:
            field_dict["exitCriteria"] = exit_criteria

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        name = d.pop("name")

        def _parse_owner_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_user_id = _parse_owner_user_id(d.pop("ownerUserId", UNSET))


        def _parse_exit_criteria(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                exit_criteria_type_0 = cast(list[str], data)

                return exit_criteria_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        exit_criteria = _parse_exit_criteria(d.pop("exitCriteria", UNSET))


        process_list_items_item_stages_type_0_item = cls(
            key=key,
            name=name,
            owner_user_id=owner_user_id,
            exit_criteria=exit_criteria,
        )

        return process_list_items_item_stages_type_0_item

