from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="MailboxCredential")



@_attrs_define
class MailboxCredential:
    """ 
        Attributes:
            value (str): The mailbox's access token (OAuth) or API token; write-only.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    value: str
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        value = self.value

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "value": value,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        value = d.pop("value")

        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        mailbox_credential = cls(
            value=value,
            expected_catalog_version=expected_catalog_version,
        )

        return mailbox_credential

