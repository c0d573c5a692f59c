from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mailbox_sync_outcome import MailboxSyncOutcome
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.mailbox_sync_failure_type_0 import MailboxSyncFailureType0





T = TypeVar("T", bound="MailboxSync")



@_attrs_define
class MailboxSync:
    """ 
        Attributes:
            mailbox_id (str):
            synced_at (datetime.datetime):
            outcome (MailboxSyncOutcome):
            messages_read (int): Messages listed (the newest 25).
            new_messages (int): Emails this sync stored.
            not_yet_stored (int): New messages beyond this sync's 20: the next takes them.
            skipped (int): Messages that were not well-formed (never stored).
            status (int | None | Unset): The HTTP status of the last call (null: no answer).
            duration_ms (int | None | Unset):
            failure (MailboxSyncFailureType0 | None | Unset): Why: timeout, connect_failed, tls_failed, protocol_error,
                mail_redirected, mail_unauthorized, mail_status, mail_too_large or mail_invalid.
     """

    mailbox_id: str
    synced_at: datetime.datetime
    outcome: MailboxSyncOutcome
    messages_read: int
    new_messages: int
    not_yet_stored: int
    skipped: int
    status: int | None | Unset = UNSET
    duration_ms: int | None | Unset = UNSET
    failure: MailboxSyncFailureType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.mailbox_sync_failure_type_0 import MailboxSyncFailureType0 # noqa: PLC0415
        mailbox_id = self.mailbox_id

        synced_at = self.synced_at.isoformat()

        outcome = self.outcome.value

        messages_read = self.messages_read

        new_messages = self.new_messages

        not_yet_stored = self.not_yet_stored

        skipped = self.skipped

        status: int | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

        duration_ms: int | None | Unset
        if isinstance(self.duration_ms, Unset):
            duration_ms = UNSET
        else:
            duration_ms = self.duration_ms

        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, MailboxSyncFailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mailboxId": mailbox_id,
            "syncedAt": synced_at,
            "outcome": outcome,
            "messagesRead": messages_read,
            "newMessages": new_messages,
            "notYetStored": not_yet_stored,
            "skipped": skipped,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if duration_ms is not UNSET:
            field_dict["durationMs"] = duration_ms
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mailbox_sync_failure_type_0 import MailboxSyncFailureType0 # noqa: PLC0415
        d = dict(src_dict)
        mailbox_id = d.pop("mailboxId")

        synced_at = datetime.datetime.fromisoformat(d.pop("syncedAt"))




        outcome = MailboxSyncOutcome(d.pop("outcome"))




        messages_read = d.pop("messagesRead")

        new_messages = d.pop("newMessages")

        not_yet_stored = d.pop("notYetStored")

        skipped = d.pop("skipped")

        def _parse_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        def _parse_duration_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_ms = _parse_duration_ms(d.pop("durationMs", UNSET))


        def _parse_failure(data: object) -> MailboxSyncFailureType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = MailboxSyncFailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MailboxSyncFailureType0 | None | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        mailbox_sync = cls(
            mailbox_id=mailbox_id,
            synced_at=synced_at,
            outcome=outcome,
            messages_read=messages_read,
            new_messages=new_messages,
            not_yet_stored=not_yet_stored,
            skipped=skipped,
            status=status,
            duration_ms=duration_ms,
            failure=failure,
        )

        return mailbox_sync

