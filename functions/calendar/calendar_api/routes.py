"""The calendar family's routes (spec 4.6): kit declarations, and hand-written routes beside them for
what a declaration cannot say.

- Meetings (calendar_api.meetings): the kit's create, get, replace and delete; the list is hand-written
  (a range on startsAt, read from an index ordered by start time); the notes are their own item with
  their own version (GET/PUT /meetings/{id}/body).
- Time blocks: a member's blocked time. The firm sees everyone's (to plan around it); only the member
  who blocked it replaces or removes it: anyone else is 403 `not_owner`.
- Booking types: the firm's booking settings (list, create, replace, delete).
"""

from __future__ import annotations

from typing import Any

from calendar_api import meetings
from calendar_api.meetings import MEETINGS
from kernel import errors
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Write
from kernel.wire import Outcome
from kit.fields import Boolean, Choice, DateTime, Integer, Text, after
from kit.resource import ByHand, Items, ListFilter, Resource, declare

router = Router()
X = "/api/v1/x"
USER_ID = r"^usr_[0-9a-z]{26}$"


# ---- meetings ----------------------------------------------------------------------------------------


def list_meetings(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    return meetings.page(request)


LIST_MEETINGS = ByHand(
    list_meetings, query=meetings.LIST_QUERY,
    summary="The meetings, latest start first; startsAt[gte|gt|lte|lt] bound the start time, companyId or "
            "dealId narrow them.",
)  # fmt: skip
declare(router, MEETINGS, by_hand={"list": LIST_MEETINGS})

NOTES = f"{MEETINGS.item_path}/body"
MEETING_ID = {"id": {"description": "The meeting's id (mtg_...)."}}


@router.get(NOTES, scope="records:read", permission="records.read", response=meetings.NOTES_VIEW,
            etag=True, query=None, params=MEETING_ID,
            summary="The meeting's notes, with their own ETag (not the meeting's).")  # fmt: skip
def get_meeting_notes(request: Request) -> Outcome:
    return meetings.read_notes(request)


@router.put(NOTES, route_class=RouteClass.RECORD, scope="records:write", permission="records.write",
            body=meetings.NOTES_BODY, response=meetings.NOTES_VIEW, etag=True, last_write_wins=True,
            query=None, params=MEETING_ID,
            summary="Replace the meeting's notes (If-Match: their ETag); the meeting's stays.")  # fmt: skip
def replace_meeting_notes(request: Request[dict[str, Any]]) -> Outcome:
    return meetings.write_notes(request)


# ---- time blocks: the firm sees them, their owner changes them --------------------------------------


def not_owner() -> errors.ApiError:
    return errors.ApiError(403, "not_owner", "Only the member whose time this is may change it.")


def _owned(items: Items, values: dict[str, Any], block_id: str) -> list[Write]:
    """A new block is the caller's; a replace is its owner's only (the owner never changes)."""
    caller = items.request.caller.user_id
    if "id" not in items.request.path_params:
        values["userId"] = caller
        return []
    owner = items.current()["userId"]
    if owner != caller:
        raise not_owner()
    values["userId"] = owner
    return []


def _removed_by_owner(items: Items, block: dict[str, Any]) -> list[Write]:
    if block["userId"] != items.request.caller.user_id:
        raise not_owner()
    return []


TIME_BLOCKS = Resource(
    name="time-blocks", path=f"{X}/time-blocks", id_prefix="tblk", noun="time block", item_param="id",
    fields={
        "startsAt": DateTime(description="RFC 3339 with its offset; stored and shown in UTC."),
        "endsAt": DateTime(description="After startsAt."),
        "kind": Choice("Busy", "OutOfOffice", "Focus", "Travel", required=False, default="Busy"),
        "label": Text(max_length=100, required=False,
                      description="A short label; the whole firm sees it, so keep private details out."),
    },
    state={"userId": Text(max_length=31, pattern=USER_ID, pattern_says="a user id (usr_...)",
                          description="The member whose time it is: who blocked it.")},
    rules=(after("endsAt", "startsAt"),),
    filters=(ListFilter("userId", description="Only this member's blocked time."),),
    example={"startsAt": "2025-03-04T13:00:00Z", "endsAt": "2025-03-04T15:00:00Z", "kind": "Focus",
             "label": "IC memo writing"},
    prepare=_owned, on_delete=_removed_by_owner,
)  # fmt: skip
declare(router, TIME_BLOCKS)


# ---- booking types: settings ------------------------------------------------------------------------

BOOKING_TYPES = Resource(
    name="booking-types", path=f"{X}/booking-types", id_prefix="bkty", noun="booking type", item_param="id",
    fields={
        "name": Text(max_length=100),
        "durationMinutes": Integer(minimum=5, maximum=480),
        "locationType": Choice("Video", "Phone", "InPerson"),
        "bufferMinutes": Integer(minimum=0, maximum=240, required=False, default=0,
                                 description="Kept free after each booking."),
        "minimumNoticeHours": Integer(minimum=0, maximum=720, required=False, default=0,
                                      description="How long before its start a booking may be made."),
        "description": Text(max_length=2000, multiline=True, required=False),
        "active": Boolean(required=False, default=True, description="false: not offered for booking."),
    },
    unique=("name",),
    example={"name": "Founder intro call", "durationMinutes": 30, "locationType": "Video",
             "bufferMinutes": 10, "minimumNoticeHours": 24,
             "description": "A first call with a founder about their raise.", "active": True},
    operations=frozenset({"list", "create", "replace", "delete"}),  # settings: spec 4.6 names no GET of one
)  # fmt: skip
declare(router, BOOKING_TYPES)
