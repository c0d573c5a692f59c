from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuditLogItemsItemActor")



@_attrs_define
class AuditLogItemsItemActor:
    """ 
        Attributes:
            user_id (str):
            via (str): api, app or automation
            token_id (None | str | Unset):
     """

    user_id: str
    via: str
    token_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        via = self.via

        token_id: None | str | Unset
        if isinstance(self.token_id, Unset):
            token_id = UNSET
        else:
            token_id = self.token_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "userId": user_id,
            "via": via,
        })
        if token_id is not UNSET:
            field_dict["tokenId"] = token_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("userId")

        via = d.pop("via")

        def _parse_token_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token_id = _parse_token_id(d.pop("tokenId", UNSET))


        audit_log_items_item_actor = cls(
            user_id=user_id,
            via=via,
            token_id=token_id,
        )

        return audit_log_items_item_actor

