from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_request_list_items_item_history_type_0_item_from import EsgRequestListItemsItemHistoryType0ItemFrom
from ..models.esg_request_list_items_item_history_type_0_item_to import EsgRequestListItemsItemHistoryType0ItemTo
from typing import cast
import datetime






T = TypeVar("T", bound="EsgRequestListItemsItemHistoryType0Item")



@_attrs_define
class EsgRequestListItemsItemHistoryType0Item:
    """ 
        Attributes:
            action (str):
            from_ (EsgRequestListItemsItemHistoryType0ItemFrom):
            to (EsgRequestListItemsItemHistoryType0ItemTo):
            at (datetime.datetime):
            by (str):
     """

    action: str
    from_: EsgRequestListItemsItemHistoryType0ItemFrom
    to: EsgRequestListItemsItemHistoryType0ItemTo
    at: datetime.datetime
    by: str





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        from_ = self.from_.value

        to = self.to.value

        at = self.at.isoformat()

        by = self.by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "from": from_,
            "to": to,
            "at": at,
            "by": by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        from_ = EsgRequestListItemsItemHistoryType0ItemFrom(d.pop("from"))




        to = EsgRequestListItemsItemHistoryType0ItemTo(d.pop("to"))




        at = datetime.datetime.fromisoformat(d.pop("at"))




        by = d.pop("by")

        esg_request_list_items_item_history_type_0_item = cls(
            action=action,
            from_=from_,
            to=to,
            at=at,
            by=by,
        )

        return esg_request_list_items_item_history_type_0_item

