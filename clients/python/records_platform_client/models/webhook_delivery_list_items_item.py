from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_delivery_list_items_item_status import WebhookDeliveryListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.webhook_delivery_list_items_item_attempts_item import WebhookDeliveryListItemsItemAttemptsItem





T = TypeVar("T", bound="WebhookDeliveryListItemsItem")



@_attrs_define
class WebhookDeliveryListItemsItem:
    """ 
        Attributes:
            id (str): The webhook-id header's value, the same on every attempt.
            webhook_id (str):
            event_type (str):
            status (WebhookDeliveryListItemsItemStatus):
            attempts (list[WebhookDeliveryListItemsItemAttemptsItem]):
            created_at (datetime.datetime):
            next_attempt_at (datetime.datetime | None | Unset): When it is tried next (pending, retrying).
            failure (None | str | Unset): Why it failed for good: endpoint_gone, attempts_exhausted, endpoint_paused,
                endpoint_deleted.
     """

    id: str
    webhook_id: str
    event_type: str
    status: WebhookDeliveryListItemsItemStatus
    attempts: list[WebhookDeliveryListItemsItemAttemptsItem]
    created_at: datetime.datetime
    next_attempt_at: datetime.datetime | None | Unset = UNSET
    failure: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_delivery_list_items_item_attempts_item import WebhookDeliveryListItemsItemAttemptsItem # noqa: PLC0415
        id = self.id

        webhook_id = self.webhook_id

        event_type = self.event_type

        status = self.status.value

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)



        created_at = self.created_at.isoformat()

        next_attempt_at: None | str | Unset
        if isinstance(self.next_attempt_at, Unset):
            next_attempt_at = UNSET
        elif isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        failure: None | str | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "webhookId": webhook_id,
            "eventType": event_type,
            "status": status,
            "attempts": attempts,
            "createdAt": created_at,
        })
        if next_attempt_at is not UNSET:
            field_dict["nextAttemptAt"] = next_attempt_at
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery_list_items_item_attempts_item import WebhookDeliveryListItemsItemAttemptsItem # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        webhook_id = d.pop("webhookId")

        event_type = d.pop("eventType")

        status = WebhookDeliveryListItemsItemStatus(d.pop("status"))




        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = WebhookDeliveryListItemsItemAttemptsItem.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




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


        def _parse_failure(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        webhook_delivery_list_items_item = cls(
            id=id,
            webhook_id=webhook_id,
            event_type=event_type,
            status=status,
            attempts=attempts,
            created_at=created_at,
            next_attempt_at=next_attempt_at,
            failure=failure,
        )

        return webhook_delivery_list_items_item

