from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.mailbox_test_failure_type_0 import MailboxTestFailureType0





T = TypeVar("T", bound="MailboxTest")



@_attrs_define
class MailboxTest:
    """ 
        Attributes:
            mailbox_id (str):
            tested_at (datetime.datetime):
            ok (bool): The provider answered the profile call with the mailbox's credential.
            status (int | None | Unset): The HTTP status the provider answered (null: no answer).
            duration_ms (int | None | Unset):
            account (None | str | Unset): The address the provider says the credential opens.
            failure (MailboxTestFailureType0 | None | Unset): Why: timeout, connect_failed, tls_failed, protocol_error,
                mail_redirected, mail_unauthorized, mail_status, mail_too_large or mail_invalid.
     """

    mailbox_id: str
    tested_at: datetime.datetime
    ok: bool
    status: int | None | Unset = UNSET
    duration_ms: int | None | Unset = UNSET
    account: None | str | Unset = UNSET
    failure: MailboxTestFailureType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.mailbox_test_failure_type_0 import MailboxTestFailureType0 # noqa: PLC0415
        mailbox_id = self.mailbox_id

        tested_at = self.tested_at.isoformat()

        ok = self.ok

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

        account: None | str | Unset
        if isinstance(self.account, Unset):
            account = UNSET
        else:
            account = self.account

        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, MailboxTestFailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mailboxId": mailbox_id,
            "testedAt": tested_at,
            "ok": ok,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if duration_ms is not UNSET:
            field_dict["durationMs"] = duration_ms
        if account is not UNSET:
            field_dict["account"] = account
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mailbox_test_failure_type_0 import MailboxTestFailureType0 # noqa: PLC0415
        d = dict(src_dict)
        mailbox_id = d.pop("mailboxId")

        tested_at = datetime.datetime.fromisoformat(d.pop("testedAt"))




        ok = d.pop("ok")

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


        def _parse_account(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account = _parse_account(d.pop("account", UNSET))


        def _parse_failure(data: object) -> MailboxTestFailureType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = MailboxTestFailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MailboxTestFailureType0 | None | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        mailbox_test = cls(
            mailbox_id=mailbox_id,
            tested_at=tested_at,
            ok=ok,
            status=status,
            duration_ms=duration_ms,
            account=account,
            failure=failure,
        )

        return mailbox_test

