from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mailbox_send_record_type import MailboxSendRecordType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MailboxSend")



@_attrs_define
class MailboxSend:
    """ 
        Attributes:
            to (list[str]): 1 to 50 addresses, each once.
            subject (str):
            text (str): Plain text.
            cc (list[str] | None | Unset): Addresses, each once, 50 at most.
            record_type (MailboxSendRecordType | Unset): With recordId: the record it is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    to: list[str]
    subject: str
    text: str
    cc: list[str] | None | Unset = UNSET
    record_type: MailboxSendRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        to = self.to



        subject = self.subject

        text = self.text

        cc: list[str] | None | Unset
        if isinstance(self.cc, Unset):
            cc = UNSET
        elif isinstance(self.cc, list):
            cc = self.cc


        else:
            cc = self.cc

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
            "subject": subject,
            "text": text,
        })
        if cc is not UNSET:
            field_dict["cc"] = cc
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = cast(list[str], d.pop("to"))


        subject = d.pop("subject")

        text = d.pop("text")

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


        _record_type = d.pop("recordType", UNSET)
        record_type: MailboxSendRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = MailboxSendRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        mailbox_send = cls(
            to=to,
            subject=subject,
            text=text,
            cc=cc,
            record_type=record_type,
            record_id=record_id,
            expected_catalog_version=expected_catalog_version,
        )

        return mailbox_send

