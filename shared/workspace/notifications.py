"""A person's notifications: their fields, their storage as a per-person kit resource, and the item the
automation runner (`notifyUser`) writes. Nobody creates one over the API.

Each person's notifications are their own partition, so a list is one Query of it and nobody lists or
opens another person's (another person's id is a 404, like an unknown one):

    pk <firm>#KIT#notifications#<user id>              sk <notification id>   message, automationId?,
                                                       recordType?, recordId?, userId, read, readAt, id,
                                                       version, createdAt, updatedAt, purgeAt (90 days: TTL)
    pk <firm>#KIT#notifications#<user id>#BY#read#<v>  sk <notification id>   the index of ?read=

`read` (false at first) and `readAt` are state beside the body that the notification's own route
keeps (POST .../read). Ids are time-ordered, so newest first is the partition read backwards.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from catalog.enums import RECORD_TYPES
from kernel.unit_of_work import Write
from kit.fields import Boolean, Choice, Text
from kit.resource import ListFilter, Resource, creation_writes

_USER_ID = re.compile(r"^usr_[0-9a-z]{26}$")
KEPT_SECONDS = 90 * 24 * 3600  # then DynamoDB's TTL removes it (purgeAt): a schedule cannot fill a partition

FIELDS = {
    "message": Text(max_length=5000, multiline=True),
    "automationId": Text(max_length=31, required=False, pattern=r"^auto_[0-9a-z]{26}$",
                         pattern_says="an automation id (auto_...)",
                         description="The automation that sent it."),
    "recordType": Choice(*RECORD_TYPES, required=False),
    "recordId": Text(max_length=30, required=False, pattern=r"^rec_[0-9a-z]{26}$",
                     pattern_says="a record id"),
}  # fmt: skip
STATE = {
    "userId": Text(max_length=31, description="The person it is for: always the caller."),
    "read": Boolean(default=False, description="Marked read (POST .../read)."),
    "readAt": Text(max_length=40, required=False, description="When it was first marked read."),
}
EXAMPLE = {
    "message": "Acme's Q3 numbers arrived: please review them.",
    "automationId": "auto_01jd0000000000000000000001",
    "recordType": "Company", "recordId": "rec_01jd0000000000000000000002",
}  # fmt: skip

NOTIFICATIONS = Resource(
    name="notifications", path="/api/v1/x/workspace/notifications", fields=FIELDS, state=STATE,
    example=EXAMPLE,
    id_prefix="ntf", noun="notification", item_param="notificationId", per_person=True, hidden=("purgeAt",),
    filters=(ListFilter("read", description="true: only read ones; false: only unread ones."),),
    read_permission=None, write_permission=None,  # a person's own: any member, a viewer too
    # Nobody creates or replaces one over the API: automations write them (notification_writes).
    operations=frozenset({"list", "get", "delete"}),
)  # fmt: skip


def notification_writes(
    user_id: str, values: Mapping[str, Any], *, notification_id: str, created_by: str, now: int
) -> list[Write]:
    """The writes of a new notification for `user_id` (the item and its index entry), in the partition
    the routes read for that person; `created_by` is who sent it (an automation's publisher). Values
    the fields refuse (and a user id that is not one) raise ValueError (kernel.parsing.Problems for the
    values)."""
    if not _USER_ID.fullmatch(user_id):
        raise ValueError(f"not a user id: {user_id!r}")
    checked = NOTIFICATIONS.body.validate(dict(values))
    stored = {**checked, "userId": user_id, "purgeAt": now + KEPT_SECONDS}
    return creation_writes(NOTIFICATIONS, NOTIFICATIONS.partition(user_id), stored, item_id=notification_id,
                           created_by=created_by, now=now)  # fmt: skip
