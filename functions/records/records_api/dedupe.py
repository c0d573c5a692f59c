"""GET /api/v1/x/dedupe?entityType= (spec 4.6): groups of likely duplicate records of one type, those
sharing a normalized name, email address or website domain, read through the duplicates index that
every record write keeps (records.duplicates), never a Scan. Scope `records:read`, permission
`records.read`.

Each group is `{reason, value, records, more}`: `reason` is name, email or domain, `value` the
normalized key, `records` at least two (oldest first, at most 100; `more` says there are others). A
record sharing two keys with others is in two groups. The records are read again here, so a record
deleted or changed since its index entry was read is left out, and a group left with one is dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from catalog import firm
from kernel.lazy import lazy_module
from kernel.request import Request
from kernel.routing import Router
from kit.fields import Choice, page_query
from records import duplicates
from records.service import RecordService
from records_api.routes import CATALOG, READ, X

if TYPE_CHECKING:
    from records_api import models
else:
    models = lazy_module("records_api.models")

router = Router()

DEDUPE_QUERY = page_query(
    "DedupeQuery",
    entityType=Choice(*duplicates.TYPES, description="The record type whose duplicates to list."),
)


@router.get(f"{X}/dedupe", reads=CATALOG, scope="records:read", permission=READ,
            response="models.DuplicateGroupList", query=DEDUPE_QUERY,
            summary="Groups of likely duplicates of a type: same name, email or website domain.")  # fmt: skip
def list_duplicates(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    query = request.query
    record_type = query["entityType"]
    catalog = firm.from_head(request.read(*firm.HEAD))
    service = RecordService(request.store, catalog, request.caller.user_id, request.services.clock)
    service.record_type(record_type)  # in the firm's catalog (404 otherwise, as for /records/{type})
    reader = duplicates.DuplicateGroups(request.store, request.services.cursor_codec(), record_type)
    groups, cursor = reader.page(query["limit"], query.get("cursor"))
    live = {record_id: service.view(record_type, item) for record_id, item in reader.records(groups).items()}
    keys = {record_id: duplicates.record_keys(record_type, record) for record_id, record in live.items()}
    items = []
    for group in groups:
        # Only records still live that still have the key (a write may land between the two reads)
        members = [live[record_id] for record_id in group.record_ids if group.key in keys.get(record_id, ())]
        if len(members) >= 2:
            records = [_summary(record_type, record) for record in members]
            items.append(
                {"reason": group.key.reason, "value": group.key.value, "records": records, "more": group.more}
            )
    return {"items": items, "nextCursor": cursor}


def _summary(record_type: str, record: dict[str, Any]) -> dict[str, Any]:
    """What a person needs to tell the records apart: id, a display name, the values compared."""
    names = [record.get(key) for key in duplicates.NAME_FIELDS[record_type]]
    shown: dict[str, Any] = {
        "id": record["id"],
        "name": " ".join(name for name in names if isinstance(name, str)),
    }
    for fields in (duplicates.NAME_FIELDS, duplicates.EMAIL_FIELDS, duplicates.WEBSITE_FIELDS):
        for key in fields.get(record_type, ()):
            if key != "name" and record.get(key) is not None:
                shown[key] = record[key]
    shown["createdAt"] = record["createdAt"]
    shown["updatedAt"] = record["updatedAt"]
    return shown
