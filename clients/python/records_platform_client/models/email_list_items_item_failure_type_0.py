from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EmailListItemsItemFailureType0")



@_attrs_define
class EmailListItemsItemFailureType0:
    """ Outbound: why it failed, or the last try did (mailbox_disconnected, mail_unauthorized, mail_rejected,
    mail_redirected, mail_status, timeout, connect_failed, tls_failed, protocol_error, mail_invalid, secret_not_set,
    send_unknown, or an address refused now (the guard's code)).

        Attributes:
            code (str):
            message (str):
     """

    code: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        email_list_items_item_failure_type_0 = cls(
            code=code,
            message=message,
        )

        return email_list_items_item_failure_type_0

