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

Nobody can stop what others send them, so each sender may send each person at most MAX_PER_MINUTE a
minute, counted in one item per recipient and sender that every notification's transaction moves (a
versioned update: two runs sending at once cannot both take the last place; the loser reads it again):

    pk <firm>#NOTIFYSENT#<recipient>                   sk <sender>            minute, total, purgeAt
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from catalog.enums import RECORD_TYPES
from kernel.errors import ApiError
from kernel.unit_of_work import Update, Write
from kit.fields import Boolean, Choice, Text
from kit.resource import ListFilter, Resource, creation_writes

USER_ID = re.compile(r"^usr_[0-9a-z]{26}$")
KEPT_SECONDS = 90 * 24 * 3600  # then DynamoDB's TTL removes it (purgeAt): a schedule cannot fill a partition
# Per sender and recipient: more than a person reads in a minute, and few enough that nobody's list is
# buried (50 schedules of 25 steps sent one person 1,250 a minute). An automation's step beyond it fails.
MAX_PER_MINUTE = 10
SENT_PARTITION = "NOTIFYSENT#"  # + the recipient's id; sort key: the sender's id
_SENT_KEPT_SECONDS = 24 * 3600  # a count of a minute long past means nothing: TTL removes the item
# A notification's transaction that lost the count to another sent meanwhile: read it again, decide anew.
COUNTED_MEANWHILE = ApiError(409, "notification_counted_meanwhile", "Another one was counted meanwhile.")

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
    values). A sender commits them with `count_sent`'s write: the per-sender limit."""
    if not USER_ID.fullmatch(user_id):
        raise ValueError(f"not a user id: {user_id!r}")
    checked = NOTIFICATIONS.body.validate(dict(values))
    stored = {**checked, "userId": user_id, "purgeAt": now + KEPT_SECONDS}
    return creation_writes(NOTIFICATIONS, NOTIFICATIONS.partition(user_id), stored, item_id=notification_id,
                           created_by=created_by, now=now)  # fmt: skip


class NotificationLimit(Exception):
    """The sender sent the recipient MAX_PER_MINUTE notifications this minute already."""


class Sent(NamedTuple):
    """What one sender sent one person in a minute, as stored (version 0: nothing stored yet)."""

    minute: int = 0  # epoch minute
    total: int = 0
    version: int = 0

    @classmethod
    def of(cls, item: Mapping[str, Any] | None) -> Sent:
        return cls(int(item["minute"]), int(item["total"]), int(item["version"])) if item else cls()


def sent_key(recipient: str, sender: str) -> tuple[str, str]:
    """Where the count of what `sender` sent `recipient` lives (partition, sort key)."""
    for user_id in (recipient, sender):
        if not USER_ID.fullmatch(user_id):
            raise ValueError(f"not a user id: {user_id!r}")
    return f"{SENT_PARTITION}{recipient}", sender


def count_sent(recipient: str, sender: str, sent: Sent, *, now: int) -> tuple[Update, Sent]:
    """One more notification from `sender` to `recipient` now, counted from `sent` (as read): the write
    to commit with the notification, and the count it leaves. NotificationLimit beyond the limit."""
    minute = now // 60
    total = sent.total + 1 if sent.minute == minute else 1
    if total > MAX_PER_MINUTE:
        raise NotificationLimit
    values = {"minute": minute, "total": total, "purgeAt": now + _SENT_KEPT_SECONDS}
    write = Update(*sent_key(recipient, sender), sent.version, values, conflict=COUNTED_MEANWHILE,
                   addressed=False)  # fmt: skip
    return write, Sent(minute, total, sent.version + 1)
