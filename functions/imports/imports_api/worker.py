"""The import worker (template.yaml: ImportWorkerFunction): what the import queue delivers, one chunk of
an applied import per message (imports_api.queue), is written through the records service as the
person who applied the import, each change entry `via: "import"`.

Exactly once, however the work runs. Each row's writes go in one transaction with the row's result
item (imports_api.store), made only if it is new, and with the import's counters. So a worker that
dies mid-chunk leaves whole rows done and the rest not: the message comes back (SQS), the rows done
are read and skipped, and the rest are written. A message delivered twice, or the chunks queued again
by a second apply, find their rows done. Rows go several to a transaction (up to UNIT_OPERATIONS
operations); a transaction refused as a whole is tried again one row at a time, so one row's lost
race or error never holds back the others. A row refused on its own is planned once more against a
fresh read (a record changed meanwhile), then, refused again, kept as that row's error.

The last chunk to finish marks the import `applied`.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from catalog import firm
from imports_api import imports, plan, store
from kernel.errors import ApiError
from kernel.ids import iso
from kernel.ports import Ports
from kernel.services import Services
from kernel.unit_of_work import Actor, Commit, Require, Update, Write, commit
from records.layout import live_partition
from records.service import RecordService

UNIT_OPERATIONS = 90  # of a transaction's 100: the rest is the change sequence item
RESULTS_PAGE = 1000
Planned = tuple[plan.RowPlan, list[Write]]  # a row and its writes
APPLYING = frozenset({"records.write", "imports.manage"})
NOT_PERMITTED = {"field": "row", "message": "the person who applied the import may no longer write records"}


class ChunkWork:
    """One message's chunk, applied by one worker."""

    def __init__(self, services: Services, firm_id: str, import_id: str, index: int) -> None:
        self._services = services
        self._store = services.tenant_store(firm_id)
        self._import_id = import_id
        self._index = index
        self._item: dict[str, Any] = {}  # the import, as run() read it

    def run(self) -> dict[str, int]:
        """Applies what is left of the chunk; the counts of what this run wrote."""
        item = self._store.get(imports.IMPORTS.partition(None), self._import_id, consistent=True)
        if item is None or item["status"] != "applying":
            return {}  # gone, or applied already: a late or repeated message
        self._item = item
        chunk = self._store.get(store.parts(self._import_id), store.chunk_key(self._index), consistent=True)
        if chunk is None:
            return {}
        done = self._done_rows(chunk["first"], len(chunk["rows"]))
        catalog = firm.from_head(self._store.get(*firm.HEAD, consistent=True))
        rtype = catalog.record_type(item["recordType"])
        assert rtype is not None  # RECORD_TYPES are in every catalog
        planner = plan.Planner(self._store, rtype, item["columns"], item["mapping"], item.get("matchKey"))
        records = RecordService(self._store, catalog, item["appliedBy"], self._services.clock)
        left = [(number, cells) for number, cells in enumerate(chunk["rows"], start=chunk["first"])
                if number not in done]  # fmt: skip
        planned = planner.plan(left, chunk.get("repeats", {}))
        if not self._applier_may_still_write(str(item["appliedBy"])):
            planned = [plan.RowPlan(row.row, "error", {}, errors=(NOT_PERMITTED,)) for row in planned]
        written = self._apply(records, planner, chunk, planned)
        self._finish_if_last()
        return written

    # ---- rows

    def _apply(self, records: RecordService, planner: plan.Planner, chunk: Mapping[str, Any],
               planned: Sequence[plan.RowPlan]) -> dict[str, int]:  # fmt: skip
        counts = {name: 0 for name in store.COUNTS}
        stored = self._matched_records(records, planned)
        unit: list[Planned] = []
        size = 0
        for row in planned:
            writes = self._row_writes(records, row, stored)
            cost = _operations(writes)
            if unit and size + cost > UNIT_OPERATIONS:
                self._commit_unit(records, planner, chunk, unit, counts)
                unit, size = [], 0
            unit.append((row, writes))
            size += cost
        if unit:
            self._commit_unit(records, planner, chunk, unit, counts)
        return counts

    def _row_writes(self, records: RecordService, row: plan.RowPlan, stored: Mapping[str, dict[str, Any]]
                    ) -> list[Write]:  # fmt: skip
        """The row's record writes (none for an error row) and its result."""
        try:
            if row.outcome == "create":  # with its key's claim: a create of the key meanwhile refuses it
                change = records.create(self._rtype, row.values, claim=row.claim)
                return [*change.writes, self._result(row, "created", change.record["id"])]
            matched = stored.get(row.record_id or "")
            if row.outcome == "update" and matched is not None:
                change = records.patch(self._rtype, matched["id"], row.values, stored=matched)
                return [*change.writes, self._result(row, "updated", matched["id"])]
            if row.outcome == "update":
                return [
                    self._result(row, "error", errors=({"field": "id", "message": "the record is gone"},))
                ]
        except ApiError as refused:  # a check of the service's own (a reference to a deleted record, say)
            return [self._result(row, "error", errors=_problems(refused))]
        return [self._result(row, "error", errors=row.errors)]

    def _commit_unit(self, records: RecordService, planner: plan.Planner, chunk: Mapping[str, Any],
                     unit: list[Planned], counts: dict[str, int]) -> None:  # fmt: skip
        try:
            self._commit([writes for _, writes in unit], counts)
        except ApiError:
            if len(unit) == 1:
                self._again(records, planner, chunk, unit[0][0], counts)
                return
            for one in unit:  # one row's refusal must not hold back the others
                self._commit_unit(records, planner, chunk, [one], counts)

    def _again(self, records: RecordService, planner: plan.Planner, chunk: Mapping[str, Any],
               row: plan.RowPlan, counts: dict[str, int]) -> None:  # fmt: skip
        """A row refused alone: done by another run (skipped), or planned again on a fresh read; refused
        once more, it is kept as the row's error."""
        if self._done_rows(row.row, 1):
            return
        cells = chunk["rows"][row.row - chunk["first"]]
        fresh = planner.plan([(row.row, cells)], chunk.get("repeats", {}))[0]
        writes = self._row_writes(records, fresh, self._matched_records(records, [fresh]))
        try:
            self._commit([writes], counts)
        except ApiError as refused:
            if self._done_rows(row.row, 1):
                return
            self._commit([[self._result(fresh, "error", errors=_problems(refused))]], counts)

    def _commit(self, rows: Sequence[Sequence[Write]], counts: dict[str, int]) -> None:
        added = {name: 0 for name in store.COUNTS}
        for writes in rows:
            outcome = writes[-1].values["outcome"]  # type: ignore[union-attr]
            added["failed" if outcome == "error" else outcome] += 1
        commit(_once([*(w for writes in rows for w in writes), store.counted(self._import_id, added)]),
               self._context())  # fmt: skip
        for name, value in added.items():
            counts[name] += value

    def _result(self, row: plan.RowPlan, outcome: str, record_id: str | None = None,
                errors: Sequence[Mapping[str, str]] = ()) -> Write:  # fmt: skip
        shown: dict[str, Any] = {"row": row.row, "outcome": outcome}
        if record_id:
            shown["recordId"] = record_id
        if errors:
            shown["errors"] = [dict(problem) for problem in errors]
        return store.row_result(self._import_id, row.row, shown)

    # ---- reads

    def _applier_may_still_write(self, user_id: str) -> bool:
        """The person who applied the import is still a member whose role writes records and imports
        (as when they applied): the rows are written as them."""
        identity, firm_id = self._services.identity, self._store.firm_id
        membership = identity.get_membership(firm_id, user_id)
        role = identity.get_role(firm_id, membership.role_id) if membership else None
        return role is not None and role.permissions >= APPLYING

    @property
    def _rtype(self) -> str:
        return str(self._item["recordType"])

    def _done_rows(self, first: int, count: int) -> set[int]:
        bounds = (store.row_key(first), store.row_key(first + count - 1))
        page = self._store.query(store.results(self._import_id), between=bounds, limit=RESULTS_PAGE,
                                 consistent=True)  # fmt: skip
        return {int(entry["row"]) for entry in page.items}

    def _matched_records(
        self, records: RecordService, planned: Sequence[plan.RowPlan]
    ) -> dict[str, dict[str, Any]]:
        ids = sorted({row.record_id for row in planned if row.outcome == "update" and row.record_id})
        partition = live_partition(self._rtype)
        found = (
            self._store.get_many([(partition, record_id) for record_id in ids], consistent=True)
            if ids
            else {}
        )
        return {sort: dict(item) for (_, sort), item in found.items()}

    def _finish_if_last(self) -> None:
        """Marks the import applied once every row has its result (whichever chunk ends last)."""
        counts = self._store.get(store.PROGRESS, self._import_id, consistent=True)
        item = self._item
        if store.progress(counts, int(item["rows"]))["done"] < int(item["rows"]):
            return
        # What it wrote, on the item itself: the stream's record of this write tells it (a webhook)
        values = {"status": "applied", "completedAt": iso(int(self._services.clock())),
                  "updatedAt": int(self._services.clock()),
                  "progress": store.progress(counts, int(item["rows"]))}  # fmt: skip
        update = Update(imports.IMPORTS.partition(None), self._import_id, item["version"], values)
        with contextlib.suppress(ApiError):  # another chunk's worker marked it first
            commit([update], self._context())

    def _context(self) -> Commit:
        """Commits as the person who applied the import, each change entry via import."""
        actor = Actor(self._item["appliedBy"], "import")
        return Commit(self._store, actor, f"import-{self._import_id}", self._services.clock,
                      self._services.change_sequence)  # fmt: skip


def _operations(writes: Sequence[Write]) -> int:
    """What a row's writes cost in a transaction: each write, and a change entry for each record
    write (the kernel adds those)."""
    return sum(1 + (write.change is not None) for write in writes)


def _once(writes: Sequence[Write]) -> list[Write]:
    """DynamoDB takes one operation per item in a transaction: the catalog's guard, which each row's
    writes carry, goes in once."""
    seen: set[tuple[str, str]] = set()
    kept: list[Write] = []
    for write in writes:
        if isinstance(write, Require):
            if (write.partition, write.sort) in seen:
                continue
            seen.add((write.partition, write.sort))
        kept.append(write)
    return kept


def _problems(refused: ApiError) -> tuple[dict[str, str], ...]:
    details = (refused.extra or {}).get("details") or [{"field": "row", "message": refused.message}]
    return tuple({"field": str(p.get("field", "row"))[:100], "message": str(p.get("message", ""))[:200]}
                 for p in details[: plan.MAX_ERRORS])  # fmt: skip


# ---- the Lambda entry --------------------------------------------------------------------------------


@cache
def _ports() -> Ports:
    return Ports({Services: Services.from_environment})


def lambda_handler(event: Mapping[str, Any], context: Any, ports: Ports | None = None) -> dict[str, Any]:
    """An SQS batch: each message's chunk applied; the messages that failed are reported
    (ReportBatchItemFailures), so SQS delivers only those again."""
    services = (ports or _ports()).get(Services)
    failures = []
    for record in event.get("Records", []):
        try:
            message = json.loads(record["body"])
            ChunkWork(services, str(message["firmId"]), str(message["importId"]), int(message["chunk"])).run()
        except Exception:
            _log().exception(
                "an import chunk failed; SQS delivers it again", extra={"messageId": record.get("messageId")}
            )
            failures.append({"itemIdentifier": record["messageId"]})
    return {"batchItemFailures": failures}


@cache
def _log() -> Any:
    from aws_lambda_powertools import Logger

    return Logger(service="imports-worker")
