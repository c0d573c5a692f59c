"""`GET /audit-log` (spec 4.6): every write through the API in the caller's firm, newest first, read-only.
Administrators only by default (`admin.audit.read`). The entries are written by the kernel in each
write's own transaction (kernel.audit); this route reads them.

Filters: `actorId` (a person), `resourceId` (what was written), `from` and `to` (RFC 3339, both
included). Each filter is one Query: the log's partition, or the index by actor or by resource, with
the time range as a key condition. With both `actorId` and `resourceId`, the resource's index is read
and the actor compared on it, so a page may be short (its cursor goes on).
"""

from __future__ import annotations

from typing import Any

from kernel import audit
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import Router
from kit.fields import DateTime, Fields, Integer, ListOf, Object, Text, page_query, parse_date_time

router = Router()
ACTOR_ID = r"^usr_[0-9a-z]{26}$"
FAR_FUTURE_MS = 10**13 - 1

QUERY = page_query(
    "AuditLogQuery",
    actorId=Text(
        max_length=30,
        pattern=ACTOR_ID,
        pattern_says="a person's id (usr_...)",
        required=False,
        description="Only this person's writes.",
    ),
    resourceId=Text(max_length=200, required=False, description="Only writes of this resource (its id)."),
    **{
        "from": DateTime(required=False, description="Only writes at or after this moment."),
        "to": DateTime(required=False, description="Only writes at or before this moment."),
    },
)
ENTRY = Object(
    fields={
        "at": DateTime(description="When it was written (UTC, milliseconds)."),
        "actor": Object(
            fields={
                "userId": Text(max_length=40),
                "tokenId": Text(max_length=40, required=False),
                "via": Text(max_length=20, description="api, app or automation"),
            }
        ),
        "method": Text(max_length=10),
        "route": Text(max_length=300),
        "path": Text(max_length=2000),
        "resourceId": Text(max_length=200, required=False),
        "requestId": Text(max_length=200),
        "status": Integer(),
    }
)
PAGE = Fields(
    "AuditLog",
    {
        "items": ListOf(of=ENTRY, most=200, unique=False),
        "nextCursor": Text(max_length=4096, required=False),
    },
)


@router.get(
    "/api/v1/x/audit-log",
    scope="records:read",
    permission="admin.audit.read",
    query=QUERY,
    body=None,
    response=PAGE,
    summary="Every write through the API in this firm, newest first.",
)
def list_audit_log(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    query = request.query
    low, high = _range(query.get("from"), query.get("to"))
    actor, resource = query.get("actorId"), query.get("resourceId")
    partition, index, equals = audit.AUDIT, None, {}
    if resource is not None:
        partition, index = audit.BY_RESOURCE + resource, "gsi2"
        equals = {} if actor is None else {"gsi1pk": request.store.partition_key(audit.BY_ACTOR + actor)}
    elif actor is not None:
        partition, index = audit.BY_ACTOR + actor, "gsi1"
    page = request.store.query(
        partition,
        index=index,
        between=(low, high),
        equals=equals,
        newest_first=True,
        limit=query["limit"],
        cursor=query.get("cursor"),
        consistent=index is None,
    )
    return {"items": [_shown(item) for item in page.items], "nextCursor": page.next_cursor}


def _range(start: str | None, end: str | None) -> tuple[str, str]:
    """The sort keys from `from` to `to`, both included ('~' sorts after every request id)."""
    low = 0 if start is None else _ms(start)
    high = FAR_FUTURE_MS if end is None else _ms(end)
    if low > high:
        problem = {"field": "from", "message": "must not be after `to`"}
        raise invalid_input("invalid_request", "query", [problem])
    return f"{low:013d}", f"{high:013d}~"


def _ms(moment: str) -> int:
    return int(parse_date_time(moment).timestamp() * 1000)


def _shown(item: dict[str, Any]) -> dict[str, Any]:
    shown = {key: item.get(key) for key in audit.ENTRY_KEYS}
    at = int(item["at"])
    shown["at"] = f"{iso(at // 1000)[:-1]}.{at % 1000:03d}Z"
    return shown
