from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ImportListItemsItemDryRunType0")



@_attrs_define
class ImportListItemsItemDryRunType0:
    """ The latest dry-run's counts; null before the first.

        Attributes:
            create (int): Rows that would make a new record.
            update (int): Rows that would update the record their key matches.
            error (int): Rows with errors (they would not be applied).
            checked_at (datetime.datetime):
            generation (str): The dry-run's id (its rows' plans carry it).
     """

    create: int
    update: int
    error: int
    checked_at: datetime.datetime
    generation: str





    def to_dict(self) -> dict[str, Any]:
        create = self.create

        update = self.update

        error = self.error

        checked_at = self.checked_at.isoformat()

        generation = self.generation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "create": create,
            "update": update,
            "error": error,
            "checkedAt": checked_at,
            "generation": generation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        create = d.pop("create")

        update = d.pop("update")

        error = d.pop("error")

        checked_at = datetime.datetime.fromisoformat(d.pop("checkedAt"))




        generation = d.pop("generation")

        import_list_items_item_dry_run_type_0 = cls(
            create=create,
            update=update,
            error=error,
            checked_at=checked_at,
            generation=generation,
        )

        return import_list_items_item_dry_run_type_0

