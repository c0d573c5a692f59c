from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mailbox_last_sync_outcome import MailboxLastSyncOutcome
from ..models.mailbox_provider import MailboxProvider
from ..models.mailbox_status import MailboxStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Mailbox")



@_attrs_define
class Mailbox:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            status (MailboxStatus): pending (no credential yet), connected, or disconnected (for good). Default:
                MailboxStatus.PENDING.
            secret_set (bool): A credential is stored (it is never shown). Default: False.
            messages_stored (int): Emails syncs stored in all. Default: 0.
            provider (MailboxProvider | Unset): The mail API: microsoft365: Microsoft 365 (Microsoft Graph); gmail: Google
                Gmail (Gmail API); generic: A JSON mail API at the mailbox's baseUrl.
            address (None | str | Unset): The mailbox's address (one connected or pending mailbox per address).
            base_url (None | str | Unset): The generic provider's https base URL (the connectors' address rules); none for
                the others.
            connected_at (datetime.datetime | None | Unset):
            disconnected_at (datetime.datetime | None | Unset):
            last_sync_at (datetime.datetime | None | Unset): When the last sync ran (null: never).
            last_sync_outcome (MailboxLastSyncOutcome | Unset):
            last_sync_failure (None | str | Unset): The last sync's failure.code.
            last_new_messages (int | None | Unset): Emails the last sync stored.
            credential_rejected_at (datetime.datetime | None | Unset): When the provider last refused the credential on a
                send (null: never, or a new credential was set since): its emails fail with mail_unauthorized until POST
                .../credential.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    status: MailboxStatus = MailboxStatus.PENDING
    secret_set: bool = False
    messages_stored: int = 0
    provider: MailboxProvider | Unset = UNSET
    address: None | str | Unset = UNSET
    base_url: None | str | Unset = UNSET
    connected_at: datetime.datetime | None | Unset = UNSET
    disconnected_at: datetime.datetime | None | Unset = UNSET
    last_sync_at: datetime.datetime | None | Unset = UNSET
    last_sync_outcome: MailboxLastSyncOutcome | Unset = UNSET
    last_sync_failure: None | str | Unset = UNSET
    last_new_messages: int | None | Unset = UNSET
    credential_rejected_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        status = self.status.value

        secret_set = self.secret_set

        messages_stored = self.messages_stored

        provider: str | Unset = UNSET
        if not isinstance(self.provider, Unset):
            provider = self.provider.value


        address: None | str | Unset
        if isinstance(self.address, Unset):
            address = UNSET
        else:
            address = self.address

        base_url: None | str | Unset
        if isinstance(self.base_url, Unset):
            base_url = UNSET
        else:
            base_url = self.base_url

        connected_at: None | str | Unset
        if isinstance(self.connected_at, Unset):
            connected_at = UNSET
        elif isinstance(self.connected_at, datetime.datetime):
            connected_at = self.connected_at.isoformat()
        else:
            connected_at = self.connected_at

        disconnected_at: None | str | Unset
        if isinstance(self.disconnected_at, Unset):
            disconnected_at = UNSET
        elif isinstance(self.disconnected_at, datetime.datetime):
            disconnected_at = self.disconnected_at.isoformat()
        else:
            disconnected_at = self.disconnected_at

        last_sync_at: None | str | Unset
        if isinstance(self.last_sync_at, Unset):
            last_sync_at = UNSET
        elif isinstance(self.last_sync_at, datetime.datetime):
            last_sync_at = self.last_sync_at.isoformat()
        else:
            last_sync_at = self.last_sync_at

        last_sync_outcome: str | Unset = UNSET
        if not isinstance(self.last_sync_outcome, Unset):
            last_sync_outcome = self.last_sync_outcome.value


        last_sync_failure: None | str | Unset
        if isinstance(self.last_sync_failure, Unset):
            last_sync_failure = UNSET
        else:
            last_sync_failure = self.last_sync_failure

        last_new_messages: int | None | Unset
        if isinstance(self.last_new_messages, Unset):
            last_new_messages = UNSET
        else:
            last_new_messages = self.last_new_messages

        credential_rejected_at: None | str | Unset
        if isinstance(self.credential_rejected_at, Unset):
            credential_rejected_at = UNSET
        elif isinstance(self.credential_rejected_at, datetime.datetime):
            credential_rejected_at = self.credential_rejected_at.isoformat()
        else:
            credential_rejected_at = self.credential_rejected_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "status": status,
            "secretSet": secret_set,
            "messagesStored": messages_stored,
        })
        if provider is not UNSET:
            field_dict["provider"] = provider
        if address is not UNSET:
            field_dict["address"] = address
        if base_url is not UNSET:
            field_dict["baseUrl"] = base_url
        if connected_at is not UNSET:
            field_dict["connectedAt"] = connected_at
        if disconnected_at is not UNSET:
            field_dict["disconnectedAt"] = disconnected_at
        if last_sync_at is not UNSET:
            field_dict["lastSyncAt"] = last_sync_at
        if last_sync_outcome is not UNSET:
            field_dict["lastSyncOutcome"] = last_sync_outcome
        if last_sync_failure is not UNSET:
            field_dict["lastSyncFailure"] = last_sync_failure
        if last_new_messages is not UNSET:
            field_dict["lastNewMessages"] = last_new_messages
        if credential_rejected_at is not UNSET:
            field_dict["credentialRejectedAt"] = credential_rejected_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        status = MailboxStatus(d.pop("status"))




        secret_set = d.pop("secretSet")

        messages_stored = d.pop("messagesStored")

        _provider = d.pop("provider", UNSET)
        provider: MailboxProvider | Unset
        if isinstance(_provider,  Unset):
            provider = UNSET
        else:
            provider = MailboxProvider(_provider)




        def _parse_address(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        address = _parse_address(d.pop("address", UNSET))


        def _parse_base_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        base_url = _parse_base_url(d.pop("baseUrl", UNSET))


        def _parse_connected_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                connected_at_type_0 = datetime.datetime.fromisoformat(data)



                return connected_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        connected_at = _parse_connected_at(d.pop("connectedAt", UNSET))


        def _parse_disconnected_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disconnected_at_type_0 = datetime.datetime.fromisoformat(data)



                return disconnected_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        disconnected_at = _parse_disconnected_at(d.pop("disconnectedAt", UNSET))


        def _parse_last_sync_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_sync_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_sync_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_sync_at = _parse_last_sync_at(d.pop("lastSyncAt", UNSET))


        _last_sync_outcome = d.pop("lastSyncOutcome", UNSET)
        last_sync_outcome: MailboxLastSyncOutcome | Unset
        if isinstance(_last_sync_outcome,  Unset):
            last_sync_outcome = UNSET
        else:
            last_sync_outcome = MailboxLastSyncOutcome(_last_sync_outcome)




        def _parse_last_sync_failure(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_sync_failure = _parse_last_sync_failure(d.pop("lastSyncFailure", UNSET))


        def _parse_last_new_messages(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_new_messages = _parse_last_new_messages(d.pop("lastNewMessages", UNSET))


        def _parse_credential_rejected_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                credential_rejected_at_type_0 = datetime.datetime.fromisoformat(data)



                return credential_rejected_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        credential_rejected_at = _parse_credential_rejected_at(d.pop("credentialRejectedAt", UNSET))


        mailbox = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            status=status,
            secret_set=secret_set,
            messages_stored=messages_stored,
            provider=provider,
            address=address,
            base_url=base_url,
            connected_at=connected_at,
            disconnected_at=disconnected_at,
            last_sync_at=last_sync_at,
            last_sync_outcome=last_sync_outcome,
            last_sync_failure=last_sync_failure,
            last_new_messages=last_new_messages,
            credential_rejected_at=credential_rejected_at,
        )

        return mailbox

