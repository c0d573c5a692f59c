"""A KYC record's risk tier and its history: `PUT .../risk-tier` sets the tier (`riskTier`, state the
KYC record keeps beside its body, so the list filters by it and a replace of the record leaves it), and
records the change, who and when, in the same transaction:

    pk <firm>#KIT#kyc-risk-tiers#<kyc id>    sk <change id, time-ordered>    riskTier, previousTier,
                                                                             reason, changedBy, changedAt

The tier moves the KYC record's version, at the version read: two changes at once do not both act on
one read (the later runs again and records the tier it replaces), and If-Match names the record's
ETag. Setting the tier it already has changes nothing and records nothing (a PUT again is a PUT once).
"""

from __future__ import annotations

from typing import Any

from kernel.ids import iso, new_id
from kernel.unit_of_work import Create
from kernel.wire import Outcome
from kit.resource import Items

HISTORY_PARTITION = "KIT#kyc-risk-tiers"
CHANGE_ID_PREFIX = "kyrt"


def history_partition(kyc_id: str) -> str:
    return f"{HISTORY_PARTITION}#{kyc_id}"


def current_and_history(items: Items, limit: int, cursor: str | None) -> Outcome:
    """The tier (null before any) and a page of its changes, newest first; the ETag is the record's."""
    kyc = items.current()
    page = items.request.store.query(history_partition(kyc["id"]), newest_first=True, limit=limit,
                                     cursor=cursor, consistent=True)  # fmt: skip
    body = {"riskTier": kyc.get("riskTier"), "history": [_shown(change) for change in page.items],
            "nextCursor": page.next_cursor}  # fmt: skip
    return Outcome(body, version=kyc["version"])


def set_tier(items: Items, tier: str, reason: str | None) -> Outcome:
    """The change the tier is now at: the one this call records, or the latest when it is unchanged."""
    request, kyc = items.request, items.current()
    previous = kyc.get("riskTier")
    if previous == tier:
        latest = request.store.query(history_partition(kyc["id"]), newest_first=True, limit=1,
                                     consistent=True).items  # fmt: skip
        return Outcome(_shown(latest[0]) if latest else None, version=kyc["version"])
    change_id = new_id(CHANGE_ID_PREFIX, request.services.clock)
    change = {"id": change_id, "riskTier": tier, "previousTier": previous, "reason": reason,
              "changedBy": request.caller.user_id, "changedAt": request.now()}  # fmt: skip
    writes = [
        *items.state_write(kyc, {"riskTier": tier}),
        Create(history_partition(kyc["id"]), change_id, change),
    ]
    return Outcome(_shown(change), writes=writes, version=kyc["version"] + 1)


def _shown(change: dict[str, Any]) -> dict[str, Any]:
    keys = ("id", "riskTier", "previousTier", "reason", "changedBy")
    return {**{key: change.get(key) for key in keys}, "changedAt": iso(change["changedAt"])}
