from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookDeliveryAttemptsItem")



@_attrs_define
class WebhookDeliveryAttemptsItem:
    """ 
        Attributes:
            at (datetime.datetime):
            duration_ms (int):
            status (int | None | Unset): The HTTP status it answered.
            failure (None | str | Unset): Why no answer counted: timeout, connect_failed, tls_failed, protocol_error, or the
                address guard's code.
     """

    at: datetime.datetime
    duration_ms: int
    status: int | None | Unset = UNSET
    failure: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        duration_ms = self.duration_ms

        status: int | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

        failure: None | str | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "durationMs": duration_ms,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        duration_ms = d.pop("durationMs")

        def _parse_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        def _parse_failure(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        webhook_delivery_attempts_item = cls(
            at=at,
            duration_ms=duration_ms,
            status=status,
            failure=failure,
        )

        return webhook_delivery_attempts_item

