from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ShortlistItemOrder")



@_attrs_define
class ShortlistItemOrder:
    """ 
        Attributes:
            item_ids (list[str]): Every shortlist item's id, each once, in the new order.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    item_ids: list[str]
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        item_ids = self.item_ids



        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "itemIds": item_ids,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item_ids = cast(list[str], d.pop("itemIds"))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        shortlist_item_order = cls(
            item_ids=item_ids,
            expected_catalog_version=expected_catalog_version,
        )

        return shortlist_item_order

