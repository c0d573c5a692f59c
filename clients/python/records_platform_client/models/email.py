from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.email_direction import EmailDirection
from ..models.email_record_type import EmailRecordType
from ..models.email_status import EmailStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.email_failure_type_0 import EmailFailureType0





T = TypeVar("T", bound="Email")



@_attrs_define
class Email:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            mailbox_id (None | str | Unset): The mailbox it came to, or goes from.
            direction (EmailDirection | Unset):
            status (EmailStatus | Unset): received (inbound); outbound: queued (waiting for the sender, or for its next
                try), sending, then sent or failed (see failure), or unknown (the sender stopped before it recorded the
                provider's answer: it may have been sent; POST /emails/{id}/retry sends it again).
            provider_message_id (None | str | Unset): The provider's id of the message: of an inbound one; of a sent one
                when the provider answers one (Gmail, a generic server; Microsoft Graph answers none).
            provider_thread_id (None | str | Unset): Gmail's thread id of an inbound message (a reply joins it).
            message_id (None | str | Unset): The RFC 5322 Message-ID: an inbound message's, when the provider gave one; an
                outbound one's as this service wrote it (Gmail, generic; Microsoft Graph writes its own).
            from_ (None | str | Unset):
            to (list[str] | None | Unset):
            cc (list[str] | None | Unset):
            subject (None | str | Unset):
            text (None | str | Unset): Plain text: an inbound message's preview (2,000 characters at most), an outbound
                one's text.
            received_at (datetime.datetime | None | Unset): Inbound: when the provider received it.
            queued_at (datetime.datetime | None | Unset): Outbound: when it was queued.
            attempts (int | None | Unset): Outbound: the provider calls made for it so far.
            next_attempt_at (datetime.datetime | None | Unset): Queued again after a failure: tried then.
            sent_at (datetime.datetime | None | Unset): Outbound: when the provider accepted it.
            failed_at (datetime.datetime | None | Unset): Outbound: when it failed for good.
            failure (EmailFailureType0 | None | Unset): Outbound: why it failed, or the last try did (mailbox_disconnected,
                mail_unauthorized, mail_rejected, mail_redirected, mail_status, timeout, connect_failed, tls_failed,
                protocol_error, mail_invalid, secret_not_set, send_unknown, or an address refused now (the guard's code)).
            in_reply_to_id (None | str | Unset): A reply: the email it answers.
            record_type (EmailRecordType | Unset): With recordId: what it is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    mailbox_id: None | str | Unset = UNSET
    direction: EmailDirection | Unset = UNSET
    status: EmailStatus | Unset = UNSET
    provider_message_id: None | str | Unset = UNSET
    provider_thread_id: None | str | Unset = UNSET
    message_id: None | str | Unset = UNSET
    from_: None | str | Unset = UNSET
    to: list[str] | None | Unset = UNSET
    cc: list[str] | None | Unset = UNSET
    subject: None | str | Unset = UNSET
    text: None | str | Unset = UNSET
    received_at: datetime.datetime | None | Unset = UNSET
    queued_at: datetime.datetime | None | Unset = UNSET
    attempts: int | None | Unset = UNSET
    next_attempt_at: datetime.datetime | None | Unset = UNSET
    sent_at: datetime.datetime | None | Unset = UNSET
    failed_at: datetime.datetime | None | Unset = UNSET
    failure: EmailFailureType0 | None | Unset = UNSET
    in_reply_to_id: None | str | Unset = UNSET
    record_type: EmailRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.email_failure_type_0 import EmailFailureType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        mailbox_id: None | str | Unset
        if isinstance(self.mailbox_id, Unset):
            mailbox_id = UNSET
        else:
            mailbox_id = self.mailbox_id

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value


        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        provider_message_id: None | str | Unset
        if isinstance(self.provider_message_id, Unset):
            provider_message_id = UNSET
        else:
            provider_message_id = self.provider_message_id

        provider_thread_id: None | str | Unset
        if isinstance(self.provider_thread_id, Unset):
            provider_thread_id = UNSET
        else:
            provider_thread_id = self.provider_thread_id

        message_id: None | str | Unset
        if isinstance(self.message_id, Unset):
            message_id = UNSET
        else:
            message_id = self.message_id

        from_: None | str | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        else:
            from_ = self.from_

        to: list[str] | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, list):
            to = self.to


        else:
            to = self.to

        cc: list[str] | None | Unset
        if isinstance(self.cc, Unset):
            cc = UNSET
        elif isinstance(self.cc, list):
            cc = self.cc


        else:
            cc = self.cc

        subject: None | str | Unset
        if isinstance(self.subject, Unset):
            subject = UNSET
        else:
            subject = self.subject

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        received_at: None | str | Unset
        if isinstance(self.received_at, Unset):
            received_at = UNSET
        elif isinstance(self.received_at, datetime.datetime):
            received_at = self.received_at.isoformat()
        else:
            received_at = self.received_at

        queued_at: None | str | Unset
        if isinstance(self.queued_at, Unset):
            queued_at = UNSET
        elif isinstance(self.queued_at, datetime.datetime):
            queued_at = self.queued_at.isoformat()
        else:
            queued_at = self.queued_at

        attempts: int | None | Unset
        if isinstance(self.attempts, Unset):
            attempts = UNSET
        else:
            attempts = self.attempts

        next_attempt_at: None | str | Unset
        if isinstance(self.next_attempt_at, Unset):
            next_attempt_at = UNSET
        elif isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        sent_at: None | str | Unset
        if isinstance(self.sent_at, Unset):
            sent_at = UNSET
        elif isinstance(self.sent_at, datetime.datetime):
            sent_at = self.sent_at.isoformat()
        else:
            sent_at = self.sent_at

        failed_at: None | str | Unset
        if isinstance(self.failed_at, Unset):
            failed_at = UNSET
        elif isinstance(self.failed_at, datetime.datetime):
            failed_at = self.failed_at.isoformat()
        else:
            failed_at = self.failed_at

        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, EmailFailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure

        in_reply_to_id: None | str | Unset
        if isinstance(self.in_reply_to_id, Unset):
            in_reply_to_id = UNSET
        else:
            in_reply_to_id = self.in_reply_to_id

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if mailbox_id is not UNSET:
            field_dict["mailboxId"] = mailbox_id
        if direction is not UNSET:
            field_dict["direction"] = direction
        if status is not UNSET:
            field_dict["status"] = status
        if provider_message_id is not UNSET:
            field_dict["providerMessageId"] = provider_message_id
        if provider_thread_id is not UNSET:
            field_dict["providerThreadId"] = provider_thread_id
        if message_id is not UNSET:
            field_dict["messageId"] = message_id
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to
        if cc is not UNSET:
            field_dict["cc"] = cc
        if subject is not UNSET:
            field_dict["subject"] = subject
        if text is not UNSET:
            field_dict["text"] = text
        if received_at is not UNSET:
            field_dict["receivedAt"] = received_at
        if queued_at is not UNSET:
            field_dict["queuedAt"] = queued_at
        if attempts is not UNSET:
            field_dict["attempts"] = attempts
        if next_attempt_at is not UNSET:
            field_dict["nextAttemptAt"] = next_attempt_at
        if sent_at is not UNSET:
            field_dict["sentAt"] = sent_at
        if failed_at is not UNSET:
            field_dict["failedAt"] = failed_at
        if failure is not UNSET:
            field_dict["failure"] = failure
        if in_reply_to_id is not UNSET:
            field_dict["inReplyToId"] = in_reply_to_id
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_failure_type_0 import EmailFailureType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_mailbox_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        mailbox_id = _parse_mailbox_id(d.pop("mailboxId", UNSET))


        _direction = d.pop("direction", UNSET)
        direction: EmailDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = EmailDirection(_direction)




        _status = d.pop("status", UNSET)
        status: EmailStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = EmailStatus(_status)




        def _parse_provider_message_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        provider_message_id = _parse_provider_message_id(d.pop("providerMessageId", UNSET))


        def _parse_provider_thread_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        provider_thread_id = _parse_provider_thread_id(d.pop("providerThreadId", UNSET))


        def _parse_message_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message_id = _parse_message_id(d.pop("messageId", UNSET))


        def _parse_from_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))


        def _parse_to(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                to_type_0 = cast(list[str], data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        to = _parse_to(d.pop("to", UNSET))


        def _parse_cc(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cc_type_0 = cast(list[str], data)

                return cc_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        cc = _parse_cc(d.pop("cc", UNSET))


        def _parse_subject(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subject = _parse_subject(d.pop("subject", UNSET))


        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))


        def _parse_received_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                received_at_type_0 = datetime.datetime.fromisoformat(data)



                return received_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        received_at = _parse_received_at(d.pop("receivedAt", UNSET))


        def _parse_queued_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                queued_at_type_0 = datetime.datetime.fromisoformat(data)



                return queued_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        queued_at = _parse_queued_at(d.pop("queuedAt", UNSET))


        def _parse_attempts(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attempts = _parse_attempts(d.pop("attempts", UNSET))


        def _parse_next_attempt_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("nextAttemptAt", UNSET))


        def _parse_sent_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sent_at_type_0 = datetime.datetime.fromisoformat(data)



                return sent_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        sent_at = _parse_sent_at(d.pop("sentAt", UNSET))


        def _parse_failed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failed_at_type_0 = datetime.datetime.fromisoformat(data)



                return failed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        failed_at = _parse_failed_at(d.pop("failedAt", UNSET))


        def _parse_failure(data: object) -> EmailFailureType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = EmailFailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EmailFailureType0 | None | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        def _parse_in_reply_to_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        in_reply_to_id = _parse_in_reply_to_id(d.pop("inReplyToId", UNSET))


        _record_type = d.pop("recordType", UNSET)
        record_type: EmailRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = EmailRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        email = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            mailbox_id=mailbox_id,
            direction=direction,
            status=status,
            provider_message_id=provider_message_id,
            provider_thread_id=provider_thread_id,
            message_id=message_id,
            from_=from_,
            to=to,
            cc=cc,
            subject=subject,
            text=text,
            received_at=received_at,
            queued_at=queued_at,
            attempts=attempts,
            next_attempt_at=next_attempt_at,
            sent_at=sent_at,
            failed_at=failed_at,
            failure=failure,
            in_reply_to_id=in_reply_to_id,
            record_type=record_type,
            record_id=record_id,
        )

        return email

