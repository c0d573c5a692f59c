"""A person's notifications: the body, the view, their storage as a per-person kit resource, and the
item the automation runner (`notifyUser`) writes. Nobody creates one over the API.

Each person's notifications are their own partition, so a list is one Query of it and nobody lists or
opens another person's (another person's id is a 404, like an unknown one):

    pk <firm>#KIT#notifications#<user id>   sk <notification id>   message, automationId?, recordType?,
                                                                   recordId?, userId, read, readAt,
                                                                   id, version, createdAt, updatedAt,
                                                                   purgeAt (kept 90 days: TTL)

`read` (false at first) and `readAt` are state beside the body that the notification's own route
keeps (POST .../read). Ids are time-ordered, so newest first is the partition read backwards.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import AfterValidator, ConfigDict, Field

from catalog.product import product_catalog
from kernel.models import ApiModel, BodyModel, PageQuery
from kit.fields import LongText, RecordId
from kit.resource import Resource

_USER_ID = re.compile(r"^usr_[0-9a-z]{26}$")
_AUTOMATION_ID = re.compile(r"^auto_[0-9a-z]{26}$")
INITIAL_STATE = {"read": False, "readAt": None}
KEPT_SECONDS = 90 * 24 * 3600  # then DynamoDB's TTL removes it (purgeAt): a schedule cannot fill a partition


def _automation_id(value: str) -> str:
    if not _AUTOMATION_ID.fullmatch(value):
        raise ValueError("an automation id (auto_...)")
    return value


def _record_type(value: str) -> str:
    if product_catalog().record_type(value) is None:
        raise ValueError("a record type of the catalog")
    return value


class NotificationBody(BodyModel):
    """What a notification says (the runner's values; there is no create route)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "message": "Acme's Q3 numbers arrived: please review them.",
        "automationId": "auto_01jd0000000000000000000001", "recordType": "Company",
        "recordId": "rec_01jd0000000000000000000002",
    }]})  # fmt: skip

    message: LongText
    automation_id: Annotated[str, AfterValidator(_automation_id)] | None = None
    record_type: Annotated[str, AfterValidator(_record_type)] | None = None
    record_id: RecordId | None = None


class Notification(ApiModel):
    id: str
    version: int
    user_id: str = Field(description="The person it is for: always the caller.")
    message: str
    automation_id: str | None = Field(default=None, description="The automation that sent it.")
    record_type: str | None = None
    record_id: str | None = None
    read: bool
    read_at: str | None = None
    created_at: str
    updated_at: str


class NotificationList(ApiModel):
    items: list[Notification]
    next_cursor: str | None = None


class NotificationQuery(PageQuery):
    read: bool | None = Field(default=None, description="true: only read ones; false: only unread ones.")


NOTIFICATIONS = Resource(
    name="notifications", path="/api/v1/x/workspace/notifications", body=NotificationBody,
    view=Notification, id_prefix="ntf", noun="notification", item_param="notificationId",
    per_person=True, initial=INITIAL_STATE, hidden=("purgeAt",),
    read_permission=None, write_permission=None,  # a person's own: any member, a viewer too
    # The list is the family's own (newest first, ?read=); nobody creates or replaces one over the API.
    operations=frozenset({"get", "delete"}),
)  # fmt: skip


def notification_item(
    user_id: str, values: Mapping[str, Any], *, notification_id: str, now: int
) -> dict[str, Any]:
    """The stored item of a new notification for `user_id`, to write with
    `Create(NOTIFICATIONS.partition(user_id), notification_id, notification_item(...))`: the same
    partition the routes read for that person. Values the body refuses (and a user id that is not
    one) raise ValueError (pydantic.ValidationError for the values)."""
    if not _USER_ID.fullmatch(user_id):
        raise ValueError(f"not a user id: {user_id!r}")
    body = NotificationBody.model_validate(dict(values))
    stored = body.model_dump(by_alias=True, mode="python", exclude_none=True)
    return {**INITIAL_STATE, **stored, "userId": user_id, "id": notification_id, "createdAt": now,
            "updatedAt": now, "purgeAt": now + KEPT_SECONDS}  # fmt: skip
