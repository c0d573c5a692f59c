"""Where an automation's runs are kept, and how the routes show them.

    pk <firm>#AUTORUN#<automation id>     sk <run id>      the run: trigger, status, steps, times
    pk <firm>#AUTORUNKEY#<automation id>  sk <event key>   taken once per trigger event (exactly once)

A run id is `run_<started, ms>_<event key>`, so the partition lists newest first; the event key is the
change entry's id (`chg_...`) or the schedule's minute (`sch_...`). A run still `running` after the
longest a function may run has been cut short, and shows as `interrupted`.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from kernel.ids import iso
from kernel.request import Request

RUN_PARTITION = "AUTORUN#"
KEY_PARTITION = "AUTORUNKEY#"
LONGEST_RUN_SECONDS = 15 * 60
_RUN_ID = re.compile(r"^run_[0-9]{13}_(chg|sch)_[0-9]{15}$")


class Event(NamedTuple):
    """What started a run."""

    key: str  # chg_<sequence> or sch_<epoch minute>: one run per automation and key
    kind: str  # recordCreated, recordUpdated or schedule
    shown: dict[str, Any]  # the trigger as the run shows it
    record_type: str | None = None
    record_id: str | None = None
    changed_fields: tuple[str, ...] = ()
    depth: int = 0  # the chain depth of the write that triggered (0: not an automation's)
    origin: str | None = None  # the automation that made that write


def run_id(started_ms: int, event_key: str) -> str:
    return f"run_{started_ms:013d}_{event_key}"


def page(request: Request[Any, Any], automation_id: str, limit: int, cursor: str | None) -> dict[str, Any]:
    found = request.store.query(
        f"{RUN_PARTITION}{automation_id}", limit=limit, cursor=cursor, newest_first=True
    )
    now = request.now()
    return {"items": [view(item, now) for item in found.items], "nextCursor": found.next_cursor}


def get(request: Request[Any, Any], automation_id: str, run: str) -> dict[str, Any] | None:
    if not _RUN_ID.fullmatch(run):
        return None
    item = request.store.get(f"{RUN_PARTITION}{automation_id}", run, consistent=True)
    return view(item, request.now()) if item else None


def view(item: dict[str, Any], now: int) -> dict[str, Any]:
    status = item["status"]
    if status == "running" and now - int(item["startedAt"]) > LONGEST_RUN_SECONDS:
        status = "interrupted"
    return {
        "id": item["id"],
        "automationId": item["automationId"],
        "trigger": item["trigger"],
        "status": status,
        "reason": item.get("reason"),
        "steps": [_step(step) for step in item.get("steps", [])],
        "startedAt": iso(item["startedAt"]),
        "endedAt": iso(item["endedAt"]) if item.get("endedAt") else None,
    }


def _step(step: dict[str, Any]) -> dict[str, Any]:
    return {**step, "startedAt": iso(step["startedAt"]), "endedAt": iso(step["endedAt"])}
