"""A person's pinned records and recent items (spec 1.3 workspace): per-person kit resources, so nobody
lists, opens or changes another person's (their partitions are per user).

Pins: list, create (a record once: 409 `already_exists`), get, delete. Recent items: `POST` records a
visit to a record; a record visited again moves to the top (its earlier entry goes in the same
transaction, found through the recordId index), and entries expire after KEPT_SECONDS (TTL).
"""

from __future__ import annotations

from typing import Any

from catalog.enums import RECORD_TYPES
from kernel.request import Request
from kernel.unit_of_work import Delete, Write
from kernel.wire import Outcome
from kit.fields import Choice, Ref, Text
from kit.resource import Items, ListFilter, Resource, index_partition, index_writes

KEPT_SECONDS = 30 * 24 * 3600
RECORD = {
    "recordType": Choice(*RECORD_TYPES),
    "recordId": Ref(type_field="recordType", description="A live record of that type."),
}
PINS = Resource(
    name="pins",
    path="/api/v1/x/workspace/pins",
    id_prefix="pin",
    noun="pinned record",
    title="Pin",
    fields={**RECORD, "note": Text(max_length=200, required=False)},
    example={
        "recordType": "Company",
        "recordId": "rec_01jd0000000000000000000001",
        "note": "Board next week",
    },
    item_param="pinId",
    per_person=True,
    unique=("recordId",),
    read_permission=None,
    write_permission=None,
    filters=(ListFilter("recordType"),),
    operations=frozenset({"list", "create", "get", "delete"}),
)
RECENTS = Resource(
    name="recent-items",
    path="/api/v1/x/workspace/recent",
    id_prefix="rcnt",
    noun="recent item",
    title="RecentItem",
    fields=RECORD,
    example={"recordType": "Deal", "recordId": "rec_01jd0000000000000000000001"},
    item_param="recentId",
    per_person=True,
    read_permission=None,
    write_permission=None,
    hidden=("purgeAt",),
    filters=(ListFilter("recordId", description="This record's entry, if visited lately."),),
    operations=frozenset({"list", "create"}),
)
BY_RECORD = RECENTS.filters[0]


def record_visit(request: Request[dict[str, Any]]) -> Outcome:
    """A visit: a new entry at the top, the record's earlier entry (if any) gone in the same commit."""
    items = Items(RECENTS, request)
    earlier = request.store.query(
        index_partition(items.partition, BY_RECORD, request.body["recordId"]), limit=5, consistent=True
    ).items
    keys = [(items.partition, entry["id"]) for entry in earlier]
    found = request.store.get_many(keys, consistent=True) if keys else {}
    gone: list[Write] = []
    for entry in found.values():  # at the version read: a visit at the same time makes this one run again
        gone += [
            Delete(items.partition, entry["id"], entry["version"], addressed=False),  # not If-Match's
            *index_writes(RECENTS, items.partition, entry, None),
        ]
    made = items.create({"purgeAt": request.now() + KEPT_SECONDS})
    return Outcome(made.body, writes=[*gone, *made.writes], version=made.version, location=made.location)
