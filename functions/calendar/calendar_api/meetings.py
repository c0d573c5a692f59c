"""Meetings (spec 4.6): the kit stores them; this module keeps what a declaration cannot say, an index
ordered by start time and the meeting's notes, versioned apart from the meeting.

    pk <firm>#KIT#meetings                                 sk <meeting id>   the meeting (the kit's item)
    pk <firm>#KIT#meetings#STARTS                          sk <start key>    {id, startsAt}: every meeting
    pk <firm>#KIT#meetings#STARTS#companyId#<record id>    sk <start key>    the company's meetings
    pk <firm>#KIT#meetings#STARTS#dealId#<record id>       sk <start key>    the deal's meetings
    pk <firm>#KIT#meetings#BODY                            sk <meeting id>   the notes, their own version

A start key sorts latest start first (then newest meeting first): the start instant as fixed-width
text, and the id, each with its characters' order reversed. A list is one Query of one of these
partitions from a bound on startsAt (`startsAt[lt]` or `[lte]`: the Query's key condition), read until
the other bound (`[gte]` or `[gt]`): a page costs O(page) however many meetings the firm has. Entries
are written in the meeting's own transaction (`prepare`, `on_delete`), so a list never shows a
meeting that is not there, nor misses one that is.

The notes item is made with the meeting (version 1) and removed with it. Writing notes moves only
the notes' version: the meeting's ETag stays, and the notes' write requires the meeting to exist.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any

from kernel import errors
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.unit_of_work import Create, Delete, Put, Require, Update, Write
from kernel.wire import Outcome
from kit.fields import (
    ITEM_ID,
    DateTime,
    Fields,
    Integer,
    Ref,
    Refs,
    Text,
    Url,
    after,
    page_query,
    parse_date_time,
)
from kit.resource import DEFAULT_OPERATIONS, Items, Resource
from records.layout import live_partition

MAX_NOTES = 50_000  # characters: even at 4 UTF-8 bytes each, the notes item stays far under 400 KB
INDEXED = ("companyId", "dealId")  # the list filters, each with its own start-ordered partition
LOWER_BOUNDS, UPPER_BOUNDS = ("startsAt[gte]", "startsAt[gt]"), ("startsAt[lte]", "startsAt[lt]")
_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"  # every character of a start key's digits and ids
_REVERSED = str.maketrans(_ALPHABET, _ALPHABET[::-1])
_ABOVE_ANY_ID = "~"  # sorts after every character of an id

FIELDS = {
    "title": Text(max_length=200),
    "startsAt": DateTime(description="RFC 3339 with its offset; stored and shown in UTC."),
    "endsAt": DateTime(description="After startsAt."),
    "attendeeIds": Refs("Person", most=50, description="Person records attending, each once."),
    "companyId": Ref("Company", required=False, description="The company the meeting is about."),
    "dealId": Ref("Deal", required=False, description="The deal the meeting is about."),
    "location": Text(max_length=200, required=False, description="A room, an address or a dial-in."),
    "meetingUrl": Url(required=False, description="The video call's link."),
}
EXAMPLE = {
    "title": "Acme management presentation", "startsAt": "2025-03-04T09:00:00+01:00",
    "endsAt": "2025-03-04T10:30:00+01:00",
    "attendeeIds": ["rec_01jd0000000000000000000002", "rec_01jd0000000000000000000003"],
    "companyId": "rec_01jd0000000000000000000001", "dealId": "rec_01jd0000000000000000000004",
    "location": "Acme HQ, 1 King Street, London", "meetingUrl": "https://meet.example.com/acme-mp",
}  # fmt: skip

LIST_QUERY = page_query(
    "MeetingListQuery",
    companyId=Ref("Company", required=False, description="Only this company's meetings (a live Company)."),
    dealId=Ref("Deal", required=False, description="Only this deal's meetings (a live Deal)."),
    **{
        "startsAt[gte]": DateTime(required=False, description="Only meetings starting at or after this."),
        "startsAt[gt]": DateTime(required=False, description="Only meetings starting after this."),
        "startsAt[lte]": DateTime(required=False, description="Only meetings starting at or before this."),
        "startsAt[lt]": DateTime(required=False, description="Only meetings starting before this."),
    },
)
NOTES_BODY = Fields(
    "MeetingNotesBody",
    {"notes": Text(min_length=0, max_length=MAX_NOTES, multiline=True,
                   description="The meeting's notes, whole (an empty text clears them).")},
    example={"notes": "Management walked through the Q3 numbers.\nNext: data room access by Friday."},
)  # fmt: skip
NOTES_VIEW = Fields(
    "MeetingNotes",
    {
        "meetingId": Text(max_length=31),
        "notes": Text(min_length=0, max_length=MAX_NOTES, multiline=True),
        "version": Integer(minimum=0, description="The notes' own version (their ETag), not the meeting's."),
        "updatedAt": DateTime(
            required=False, description="When they were last written (made with the meeting)."
        ),
        "updatedBy": Text(max_length=31, required=False, description="Who wrote them last."),
    },
)


def _prepare(items: Items, values: dict[str, Any], meeting_id: str) -> list[Write]:
    """A create adds the meeting's index entries and its empty notes; a replace moves its entries."""
    request = items.request
    replacing = "id" in request.path_params
    before = items.current() if replacing else None
    writes = index_writes(before, {**values, "id": meeting_id})
    if not replacing:
        notes = {"meetingId": meeting_id, "notes": "", "updatedAt": request.now(),
                 "updatedBy": request.caller.user_id}  # fmt: skip
        writes.append(Create(notes_partition(), meeting_id, notes))
    return writes


def _on_delete(items: Items, meeting: dict[str, Any]) -> list[Write]:
    return [*index_writes(meeting, None), Delete(notes_partition(), meeting["id"], must_exist=False)]


MEETINGS = Resource(
    name="meetings", path="/api/v1/x/meetings", id_prefix="mtg", noun="meeting", fields=FIELDS,
    example=EXAMPLE, rules=(after("endsAt", "startsAt"),), item_param="id",
    item_description="The meeting's id (mtg_...).", prepare=_prepare, on_delete=_on_delete,
    operations=DEFAULT_OPERATIONS | {"patch"},  # moved, retitled, an attendee added: a field at a time
)  # fmt: skip


# ---- the start-ordered index -------------------------------------------------------------------------


def start_text(starts_at: str) -> str:
    """A startsAt as fixed-width UTC text (microseconds always written), which sorts as the instants do:
    the stored `...T08:00:00Z` would sort after `...T08:00:00.5Z`."""
    utc = parse_date_time(starts_at).astimezone(datetime.UTC)
    return utc.isoformat(timespec="microseconds")[:26]


def _start_key(start: str, meeting_id: str) -> str:
    """An entry's sort key: latest start first, then the newest meeting first."""
    return f"{start.translate(_REVERSED)}#{meeting_id.partition('_')[2].translate(_REVERSED)}"


def index_partition(filter_name: str | None = None, value: str | None = None) -> str:
    every = f"{MEETINGS.partition(None)}#STARTS"
    return every if filter_name is None else f"{every}#{filter_name}#{value}"


def _entries(meeting: Mapping[str, Any] | None) -> dict[tuple[str, str], dict[str, Any]]:
    if meeting is None:
        return {}
    start = start_text(meeting["startsAt"])
    sort = _start_key(start, meeting["id"])
    entry = {"id": meeting["id"], "startsAt": start}
    partitions = [index_partition()] + [
        index_partition(name, meeting[name]) for name in INDEXED if meeting.get(name) is not None
    ]
    return {(partition, sort): entry for partition in partitions}


def index_writes(before: Mapping[str, Any] | None, after: Mapping[str, Any] | None) -> list[Write]:
    """The entries that change when a meeting goes from `before` to `after` (None: absent)."""
    old, new = _entries(before), _entries(after)
    writes: list[Write] = [Delete(pk, sk, must_exist=False) for pk, sk in old if (pk, sk) not in new]
    return writes + [Put(pk, sk, entry) for (pk, sk), entry in new.items() if old.get((pk, sk)) != entry]


def page(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    """A page of meetings, latest start first, from the index partition of the filter given."""
    query = request.query
    named = [(name, query[name]) for name in INDEXED if query.get(name) is not None]
    if len(named) > 1:
        problem = {"field": "dealId", "message": "filter by companyId or by dealId, not both"}
        raise invalid_input("invalid_request", "query", [problem])
    upper, lower = _bound(query, UPPER_BOUNDS), _bound(query, LOWER_BOUNDS)
    if named:
        _require_live(request, *named[0])
    after = None
    if upper is not None:  # the entries at the bound itself sort right after `<start>#`
        name, start = upper
        after = f"{start.translate(_REVERSED)}#{'' if name.endswith('[lte]') else _ABOVE_ANY_ID}"
    partition = index_partition(*named[0]) if named else index_partition()
    found = request.store.query(
        partition, after=after, limit=query["limit"], cursor=query.get("cursor"), consistent=True
    )
    entries = found.items
    within = [entry for entry in entries if lower is None or _not_before(entry["startsAt"], lower)]
    keys = [(MEETINGS.partition(None), entry["id"]) for entry in within]
    read = request.store.get_many(keys, consistent=True) if keys else {}
    items = Items(MEETINGS, request)
    shown = [items.view(read[key]) for key in keys if key in read]
    # Entries come in start order: one before the lower bound ends the list.
    return {"items": shown, "nextCursor": found.next_cursor if len(within) == len(entries) else None}


def _bound(query: Mapping[str, Any], names: tuple[str, str]) -> tuple[str, str] | None:
    """The one bound of a side (its parameter, its start text); 400 when both operators are given."""
    given = [(name, start_text(query[name])) for name in names if query.get(name) is not None]
    if len(given) > 1:
        problem = {"field": given[1][0], "message": f"give {names[0]} or {names[1]}, not both"}
        raise invalid_input("invalid_request", "query", [problem])
    return given[0] if given else None


def _not_before(start: str, lower: tuple[str, str]) -> bool:
    name, bound = lower
    return start >= bound if name.endswith("[gte]") else start > bound


def _require_live(request: Request[Any, Any], name: str, record_id: str) -> None:
    """A filter names a live record of the firm: 404 otherwise, the same for another firm's."""
    record_type = "Company" if name == "companyId" else "Deal"
    if request.store.get(live_partition(record_type), record_id, consistent=True) is None:
        raise errors.not_found(f"{name}: no {record_type} with this id in your firm.")


# ---- the notes --------------------------------------------------------------------------------------


def notes_partition() -> str:
    return f"{MEETINGS.partition(None)}#BODY"


def _meeting_and_notes(request: Request[Any, Any]) -> dict[str, Any] | None:
    """The meeting's notes as stored (None when none are stored); 404 when there is no such meeting."""
    meeting_id = request.path_params["id"]
    meeting_key, notes_key = (MEETINGS.partition(None), meeting_id), (notes_partition(), meeting_id)
    found = (
        request.store.get_many([meeting_key, notes_key], consistent=True)
        if ITEM_ID.fullmatch(meeting_id)
        else {}
    )
    if meeting_key not in found:
        raise errors.not_found("No meeting with this id here.")
    return found.get(notes_key)


def _shown(meeting_id: str, notes: Mapping[str, Any] | None) -> dict[str, Any]:
    if notes is None:  # a meeting written beside the routes, without its notes item
        return {"meetingId": meeting_id, "notes": "", "version": 0, "updatedAt": None, "updatedBy": None}
    return {"meetingId": meeting_id, "notes": notes["notes"], "version": notes["version"],
            "updatedAt": iso(notes["updatedAt"]), "updatedBy": notes["updatedBy"]}  # fmt: skip


def read_notes(request: Request[Any, Any]) -> Outcome:
    notes = _meeting_and_notes(request)
    shown = _shown(request.path_params["id"], notes)
    return Outcome(shown, version=shown["version"] or None)


def write_notes(request: Request[dict[str, Any]]) -> Outcome:
    """The notes replaced whole, at the version read (If-Match names it: 412 when stale); the meeting
    must still exist when they commit, and its own version does not move."""
    meeting_id = request.path_params["id"]
    current = _meeting_and_notes(request)
    version = int(current["version"]) if current else 0
    now = request.now()
    notes = {"meetingId": meeting_id, "notes": request.body["notes"], "updatedAt": now,
             "updatedBy": request.caller.user_id}  # fmt: skip
    gone = errors.not_found("No meeting with this id here.")
    writes: list[Write] = [
        Update(notes_partition(), meeting_id, version, notes),
        Require(MEETINGS.partition(None), meeting_id, gone, addressed=False),
    ]
    return Outcome(_shown(meeting_id, {**notes, "version": version + 1}), writes=writes, version=version + 1)
