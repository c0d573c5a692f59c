"""Where an automation's runs are kept, and how the routes show them.

    pk <firm>#AUTORUN#<automation id>     sk <run id>      the run: trigger, status, steps, times, chain
    pk <firm>#AUTORUNKEY#<automation id>  sk <event key>   taken once per trigger event (exactly once)
    pk <firm>#AUTOBUDGET                  sk <chain>       what the chain spent: runs, writes, refused

A run id is `run_<started, ms>_<event key>`, so the partition lists newest first; the event key is the
change entry's id (`chg_...`) or the schedule's minute (`sch_...`). A run still `running` after the
longest a function may run has been cut short, and shows as `interrupted`.

A chain is every run one originating change starts, directly or through the writes of its runs: a
person's write (its change entry's id names the chain) or a schedule's firing (`<automation id>_sch_...`).
Each run records its chain; a run started by an automation's write takes the chain of the run that
wrote it (the change entry's `requestId` is that run's id). The chain's budget item counts its runs and
its writing steps, moved by a versioned update in each run's own transactions: concurrent runs of one
chain on parallel containers cannot pass it together (the loser reads it again and decides anew).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from kernel.errors import ApiError
from kernel.ids import iso
from kernel.request import Request
from kernel.unit_of_work import Update

RUN_PARTITION = "AUTORUN#"
KEY_PARTITION = "AUTORUNKEY#"
BUDGET_PARTITION = "AUTOBUDGET"
LONGEST_RUN_SECONDS = 15 * 60
# One person's write (or one schedule firing) may cost the shared runner and table at most this much,
# however many automations its writes start: the depth limit bounds a chain's length, these its width.
MAX_CHAIN_RUNS = 20
MAX_CHAIN_WRITES = 100  # writing steps: a record created or updated, a task, a notification
BUDGET_EXCEEDED = "budget_exceeded"
BUDGET_KEPT_SECONDS = 2 * 24 * 3600  # then TTL: longer than the stream keeps a chain's entries (24 h)
# A run's transaction that lost the budget item to another run of the chain: read it again, decide anew.
BUDGET_MOVED = ApiError(409, "automation_budget_moved", "Another run of the chain spent budget meanwhile.")
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
    written_by: str | None = None  # the automation that made that write
    chain: str = ""  # the originating change whose budget the run spends (see above)


class Budget(NamedTuple):
    """What a chain has spent, as read (version 0: nothing yet). `refused`: the automations whose
    refusal the chain has recorded; an automation's later refusals in the chain are not recorded, so a
    spent chain adds at most one run record per automation its writes start."""

    chain: str
    runs: int = 0
    writes: int = 0
    refused: tuple[str, ...] = ()
    version: int = 0

    @classmethod
    def of(cls, chain: str, item: Mapping[str, Any] | None) -> Budget:
        if item is None:
            return cls(chain)
        refused = tuple(str(automation) for automation in item.get("refused", ()))
        return cls(chain, int(item["runs"]), int(item["writes"]), refused, int(item["version"]))

    @property
    def runs_spent(self) -> bool:
        return self.runs >= MAX_CHAIN_RUNS

    def spend(self, runs: int, writes: int) -> Budget | None:
        """The budget with one more run and/or writing step; None when that is beyond it."""
        spent = self._replace(runs=self.runs + runs, writes=self.writes + writes)
        return None if spent.runs > MAX_CHAIN_RUNS or spent.writes > MAX_CHAIN_WRITES else spent

    def refuse(self, automation_id: str) -> Budget | None:
        """The budget recording the automation's refusal; None when one is recorded already."""
        if automation_id in self.refused:
            return None
        return self._replace(refused=(*self.refused, automation_id))

    def update(self, now: int) -> Update:
        """The write that stores this budget, on the condition that it is still at the version read."""
        values = {"runs": self.runs, "writes": self.writes, "refused": list(self.refused),
                  "purgeAt": now + BUDGET_KEPT_SECONDS}  # fmt: skip
        return Update(BUDGET_PARTITION, self.chain, self.version, values, conflict=BUDGET_MOVED,
                      addressed=False)  # fmt: skip


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
