from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mailbox_body_provider import MailboxBodyProvider
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MailboxBody")



@_attrs_define
class MailboxBody:
    """ 
        Attributes:
            provider (MailboxBodyProvider): The mail API: microsoft365: Microsoft 365 (Microsoft Graph); gmail: Google Gmail
                (Gmail API); generic: A JSON mail API at the mailbox's baseUrl.
            address (str): The mailbox's address (one connected or pending mailbox per address).
            base_url (None | str | Unset): The generic provider's https base URL (the connectors' address rules); none for
                the others.
            credential (None | str | Unset): The access or API token (write-only: to Secrets Manager, never stored here or
                answered); without it the mailbox is pending until POST .../credential.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    provider: MailboxBodyProvider
    address: str
    base_url: None | str | Unset = UNSET
    credential: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        provider = self.provider.value

        address = self.address

        base_url: None | str | Unset
        if isinstance(self.base_url, Unset):
            base_url = UNSET
        else:
            base_url = self.base_url

        credential: None | str | Unset
        if isinstance(self.credential, Unset):
            credential = UNSET
        else:
            credential = self.credential

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "provider": provider,
            "address": address,
        })
        if base_url is not UNSET:
            field_dict["baseUrl"] = base_url
        if credential is not UNSET:
            field_dict["credential"] = credential
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        provider = MailboxBodyProvider(d.pop("provider"))




        address = d.pop("address")

        def _parse_base_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        base_url = _parse_base_url(d.pop("baseUrl", UNSET))


        def _parse_credential(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        credential = _parse_credential(d.pop("credential", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        mailbox_body = cls(
            provider=provider,
            address=address,
            base_url=base_url,
            credential=credential,
            expected_catalog_version=expected_catalog_version,
        )

        return mailbox_body

