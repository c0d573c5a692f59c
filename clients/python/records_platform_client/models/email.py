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
            status (EmailStatus | Unset): received (inbound); queued (outbound, waiting for a sender), then sent or failed.
            provider_message_id (None | str | Unset): The provider's id of an inbound message.
            message_id (None | str | Unset): The RFC 5322 Message-ID, when the provider gave one.
            from_ (None | str | Unset):
            to (list[str] | None | Unset):
            cc (list[str] | None | Unset):
            subject (None | str | Unset):
            text (None | str | Unset): Plain text: an inbound message's preview (2,000 characters at most), an outbound
                one's text.
            received_at (datetime.datetime | None | Unset): Inbound: when the provider received it.
            queued_at (datetime.datetime | None | Unset): Outbound: when it was queued.
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
    message_id: None | str | Unset = UNSET
    from_: None | str | Unset = UNSET
    to: list[str] | None | Unset = UNSET
    cc: list[str] | None | Unset = UNSET
    subject: None | str | Unset = UNSET
    text: None | str | Unset = UNSET
    received_at: datetime.datetime | None | Unset = UNSET
    queued_at: datetime.datetime | None | Unset = UNSET
    in_reply_to_id: None | str | Unset = UNSET
    record_type: EmailRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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
        if in_reply_to_id is not UNSET:
            field_dict["inReplyToId"] = in_reply_to_id
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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
            message_id=message_id,
            from_=from_,
            to=to,
            cc=cc,
            subject=subject,
            text=text,
            received_at=received_at,
            queued_at=queued_at,
            in_reply_to_id=in_reply_to_id,
            record_type=record_type,
            record_id=record_id,
        )

        return email

