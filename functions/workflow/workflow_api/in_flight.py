"""Work in flight, computed on each read (spec 4.6: /lifecycles, /conformance, /workflow-health) from
what the firm stores: its tasks (shared/workspace/tasks.py) and its form instances, the processes this
service keeps (a form sent to a person, waiting for its response). Nothing here is stored.

    task            open ──> done
    form instance   Sent ──> InProgress ──> Submitted

Bounded: every state is read as ONE page (PER_STATE items at most) of its status index, the kit's
index of the `status` filter: one Query, plus one batch read of those items when the answer needs
their fields. Open states are read oldest first (the longest waiting matter most), closed states
newest first (recent work says most about how the firm works now). A state with more than a page
answers `complete: false`: its numbers cover the page read. Days are UTC days.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Any, NamedTuple

from catalog.enums import RECORD_TYPES
from kernel import errors
from kernel.ids import iso
from kernel.tenant_store import TenantStore
from kit.resource import Resource, index_partition
from records.layout import live_partition
from workflow_api.filling import FORM_INSTANCES
from workflow_api.processes import PROCESSES
from workspace.tasks import TASKS

PER_STATE = 200  # items of one state an answer reads at most: one page of its index
DUE_SOON_DAYS = 7
RATE_PLACES = Decimal("0.0001")


class Work(NamedTuple):
    """One kind of work: where it is stored and the states it goes through."""

    kind: str
    resource: Resource
    open_states: tuple[str, ...]
    closed_state: str

    @property
    def states(self) -> tuple[str, ...]:
        return (*self.open_states, self.closed_state)

    def index_of(self, name: str, value: str) -> str:
        """The partition of the kit's index of filter `name` at `value`."""
        list_filter = next(f for f in self.resource.filters if f.name == name)
        return index_partition(self.resource.partition(None), list_filter, value)


TASK_WORK = Work("task", TASKS, ("open",), "done")
FORM_WORK = Work("formInstance", FORM_INSTANCES, ("Sent", "InProgress"), "Submitted")
WORK = (TASK_WORK, FORM_WORK)


class Page(NamedTuple):
    items: list[dict[str, Any]]
    complete: bool


def _entries(store: TenantStore, partition: str, *, oldest_first: bool) -> Page:
    found = store.query(partition, limit=PER_STATE, newest_first=not oldest_first, consistent=True)
    return Page(found.items, found.next_cursor is None)


def _state_items(store: TenantStore, work: Work, state: str) -> Page:
    """One page of the items in a state (one Query of its index, one batch read of the items)."""
    entries = _entries(store, work.index_of("status", state), oldest_first=state in work.open_states)
    keys = [(work.resource.partition(None), entry["id"]) for entry in entries.items]
    found = store.get_many(keys, consistent=True) if keys else {}
    # An item removed between the two reads is left out.
    return Page([found[key] for key in keys if key in found], entries.complete)


def _day(text: str) -> datetime.date:
    return datetime.date.fromisoformat(text[:10])


def _utc_day(epoch_seconds: int) -> datetime.date:
    return datetime.datetime.fromtimestamp(epoch_seconds, tz=datetime.UTC).date()


def _oldest(items: Iterable[Mapping[str, Any]]) -> str | None:
    created = [int(item["createdAt"]) for item in items]
    return iso(min(created)) if created else None


# ---- /lifecycles -----------------------------------------------------------------------------------


def require_live_record(store: TenantStore, record_id: str) -> None:
    """404 unless the id names a live record of the caller's firm (of any type), one batch read."""
    keys = [(live_partition(record_type), record_id) for record_type in RECORD_TYPES]
    if not store.get_many(keys, consistent=True):
        raise errors.not_found("recordId: no record with this id in your firm.")


def lifecycles(store: TenantStore, now: int, record_id: str | None) -> dict[str, Any]:
    """How many tasks and form instances are in each state: the firm's (a page of each state's index),
    or those about one record (a page of the record's index, whose entries carry the status)."""
    shown = []
    for work in WORK:
        if record_id is None:
            pages = {state: _entries(store, work.index_of("status", state), oldest_first=True)
                     for state in work.states}  # fmt: skip
            counts = {state: (len(page.items), page.complete) for state, page in pages.items()}
        else:
            page = _entries(store, work.index_of("recordId", record_id), oldest_first=True)
            counts = {state: (sum(1 for entry in page.items if entry.get("status") == state), page.complete)
                      for state in work.states}  # fmt: skip
        states = [{"state": state, "count": count, "complete": complete}
                  for state, (count, complete) in counts.items()]  # fmt: skip
        shown.append({"kind": work.kind, "states": states})
    return {"asOf": iso(now), "recordId": record_id, "lifecycles": shown}


# ---- /workflow-health ------------------------------------------------------------------------------


def _due_counts(items: list[dict[str, Any]], today: datetime.date) -> dict[str, int]:
    """Of open items: past their due day, due within DUE_SOON_DAYS (today included), with no due day."""
    soon = today + datetime.timedelta(days=DUE_SOON_DAYS)
    due = [_day(item["dueDate"]) for item in items if item.get("dueDate")]
    return {
        "overdue": sum(1 for day in due if day < today),
        "dueSoon": sum(1 for day in due if today <= day <= soon),
        "noDueDate": len(items) - len(due),
    }


def health(store: TenantStore, now: int) -> dict[str, Any]:
    """What is open now, and how late: open tasks, and form instances waiting for their response."""
    today = _utc_day(now)
    open_tasks = _state_items(store, TASK_WORK, "open")
    sent, started = (_state_items(store, FORM_WORK, state) for state in FORM_WORK.open_states)
    waiting = sent.items + started.items
    tasks = {
        "open": len(open_tasks.items),
        **_due_counts(open_tasks.items, today),
        "unassigned": sum(1 for task in open_tasks.items if not task.get("assigneeUserId")),
        "oldestOpenSince": _oldest(open_tasks.items),
        "complete": open_tasks.complete,
    }
    forms = {
        "waiting": len(waiting),
        "notStarted": len(sent.items),
        "inProgress": len(started.items),
        **_due_counts(waiting, today),
        "oldestWaitingSince": _oldest(waiting),
        "complete": sent.complete and started.complete,
    }
    return {"asOf": iso(now), "today": today.isoformat(), "tasks": tasks, "formInstances": forms,
            "processes": processes(store)}  # fmt: skip


def processes(store: TenantStore) -> dict[str, Any]:
    """The firm's processes (not archived) as both screens show them: how many, their stages, and the
    stages that say nothing of when work may leave them (no exit criteria). One page of the collection."""
    page = store.query(
        PROCESSES.partition(None), equals={"archived": False}, limit=PER_STATE, consistent=True
    )
    stages = [stage for process in page.items for stage in process.get("stages", [])]
    return {
        "active": len(page.items),
        "stages": len(stages),
        "stagesWithoutExitCriteria": sum(1 for stage in stages if not stage.get("exitCriteria")),
        "owners": len({stage["ownerUserId"] for stage in stages if stage.get("ownerUserId")}),
        "complete": page.next_cursor is None,
    }


# ---- /conformance ----------------------------------------------------------------------------------


def _conformance(
    finished: Page, finished_on: Any, still_open: list[Page], today: datetime.date
) -> dict[str, Any]:
    """Finished items against their due day (on time: finished on or before it), and open items past
    it. The rate is on time / (on time + late + open past due), exact to four places; null when no
    item has a due day that counts."""
    on_time = late = undated = 0
    for item in finished.items:
        if not item.get("dueDate"):
            undated += 1
        elif finished_on(item) <= _day(item["dueDate"]):
            on_time += 1
        else:
            late += 1
    open_items = [item for page in still_open for item in page.items]
    overdue = sum(1 for item in open_items if item.get("dueDate") and _day(item["dueDate"]) < today)
    counted = on_time + late + overdue
    rate = (Decimal(on_time) / Decimal(counted)).quantize(RATE_PLACES) if counted else None
    return {
        "finished": len(finished.items), "onTime": on_time, "late": late, "noDueDate": undated,
        "openOverdue": overdue, "onTimeRate": rate,
        "complete": finished.complete and all(page.complete for page in still_open),
    }  # fmt: skip


def conformance(store: TenantStore, now: int) -> dict[str, Any]:
    """How often work is finished by its due day: tasks (done on the day of their last change) and form
    instances (submitted on the day of their response's submission)."""
    today = _utc_day(now)
    tasks = _conformance(
        _state_items(store, TASK_WORK, "done"),
        lambda task: _utc_day(int(task["updatedAt"])),
        [_state_items(store, TASK_WORK, "open")],
        today,
    )
    forms = _conformance(
        _state_items(store, FORM_WORK, "Submitted"),
        lambda instance: _day(instance["submittedAt"]),
        [_state_items(store, FORM_WORK, state) for state in FORM_WORK.open_states],
        today,
    )
    return {"asOf": iso(now), "today": today.isoformat(), "tasks": tasks, "formInstances": forms,
            "processes": processes(store)}  # fmt: skip
