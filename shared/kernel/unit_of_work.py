"""The unit of work: the writes a handler wants, committed by the pipeline in ONE transaction.

A handler never writes. It returns its answer with a list of writes (DESIGN.md section 3, step 7):

    Create(partition, sort, values)          put if new; the item starts at version 1
    Update(partition, sort, version, set)    only if still at `version`; makes it version + 1
    Delete(partition, sort, version=None)    only if it exists (and is still at `version`, if given)
    Require(partition, sort, ...)            a condition on an item the call does not write
    Add(partition, sort, amounts)            adds to counters (no condition: concurrent adds all count)

The pipeline commits those writes, one change entry for each write that names a `RecordChange`, the
call's audit log entry (kernel.audit) and the Idempotency-Key's stored answer in one TransactWriteItems:
all or nothing. A condition that does not
hold becomes an answer: 412 `version_conflict` when the request's If-Match named the version, else the
write's own `conflict` (or the default below). Nothing here knows DynamoDB's wire format: `aws` does.

The change feed: entries live in the firm's `CHANGES` partition under `E#<sequence>`, numbered from the
firm's sequence item (`CHANGE_SEQUENCE` / `LAST`). Every transaction that appends entries also moves the
sequence item from the number it read to the last number it used, on the condition that nobody moved
it meanwhile. So numbers are given in commit order, without gaps: a reader that has seen entry n and
later asks for what follows n can never miss an entry that a slower writer committed later (it would
carry a higher number). The price is one hot item per firm, which suits a firm's write rate
(docs/decisions.md). A container remembers the last number it saw per firm and tries it first; a
stale guess fails the sequence condition, and the kernel reads the item and commits again.
"""

from __future__ import annotations

import contextlib
import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, NamedTuple

from kernel import audit, aws, errors
from kernel.aws import Attr
from kernel.errors import ApiError
from kernel.tenant_store import TenantStore

ChangeKind = Literal["created", "updated", "deleted"]
Via = Literal["api", "product", "automation", "import", "system"]

CHANGES = "CHANGES"  # the partition of a firm's change entries, one per record-level write
SEQUENCE = "CHANGE_SEQUENCE"  # the partition of the firm's sequence item (sort key LAST)
ENTRY_PREFIX = "E#"
VERSION = "version"
# Sequence races and DynamoDB's TransactionConflict are retried (with jittered backoff) for this long,
# then the answer is 503: well inside a function's timeout, and far beyond a firm's usual contention.
COMMIT_PATIENCE_SECONDS = 5.0
MAX_BACKOFF_SECONDS = 0.05


class RecordChange(NamedTuple):
    """Marks a write as a record-level change: one change entry is appended with it."""

    record_type: str
    record_id: str
    changed_fields: tuple[str, ...] = ()
    kind: ChangeKind | None = None  # by default from the write: created, updated or deleted
    # The record's version the entry shows, when the write carrying the entry is not the record's own
    # (a child's write under it); by default the version the write leaves
    version: int | None = None


class Create(NamedTuple):
    """Put if new. `conflict` answers when the item exists (default 409 already_exists)."""

    partition: str
    sort: str
    values: Mapping[str, Any]
    change: RecordChange | None = None
    conflict: ApiError | None = None


class Update(NamedTuple):
    """Update if still at `version`: SET `set` (None removes the attribute), version becomes + 1.
    Version 0 means "not there yet": the item is created at version 1 unless it exists meanwhile.
    `conflict` answers a lost race when the request sent no If-Match (default 409 write_conflict).
    `addressed=False`: an item beside the one addressed (a child's parent record), whose version an
    If-Match does not name."""

    partition: str
    sort: str
    version: int
    set: Mapping[str, Any]
    change: RecordChange | None = None
    conflict: ApiError | None = None
    addressed: bool = True


class Delete(NamedTuple):
    """Delete if it exists, and if `version` is given, only at that version (default answer 404).
    `must_exist=False`: delete whatever is there, if anything (an index entry kept beside its item,
    whose own write carries the condition). `addressed=False`: an item other than the one the request
    addresses (an entry a new one replaces), whose version an If-Match does not name."""

    partition: str
    sort: str
    version: int | None = None
    change: RecordChange | None = None
    conflict: ApiError | None = None
    must_exist: bool = True
    addressed: bool = True


class Put(NamedTuple):
    """Put whatever is there (an index entry kept beside its item, whose own write carries the
    condition that makes the call's writes right)."""

    partition: str
    sort: str
    values: Mapping[str, Any]
    change: None = None
    conflict: None = None
    version: None = None


class Add(NamedTuple):
    """Adds to counters on an item (made when absent), with no condition: two calls adding at once
    both count (a firm's storage in bytes). The item carries no version of the unit of work's (a
    counter named `version` may be added to, for a reader's later Update at the version it read).
    `set`: attributes set with the same write (who last added)."""

    partition: str
    sort: str
    amounts: Mapping[str, int]
    change: None = None
    conflict: None = None
    version: None = None
    set: Mapping[str, Any] | None = None


class Require(NamedTuple):
    """A condition on an item the call does not write: it exists (or, `exists=False`, does not), and
    is at `version` when given. `conflict` is the answer when it does not hold. `addressed=False`
    marks an item other than the one the request addresses (a firm's catalog head, say): If-Match
    does not name its version, and a lost condition is always `conflict`, never a 412."""

    partition: str
    sort: str
    conflict: ApiError
    exists: bool = True
    version: int | None = None
    change: None = None
    addressed: bool = True


Write = Create | Update | Delete | Require | Put | Add


def versioned_writes(writes: Sequence[Write]) -> list[int]:
    """The versions the writes were computed from: what an If-Match must name."""
    return [version for version in map(_addressed_version, writes) if version is not None]


def _addressed_version(write: Write) -> int | None:
    """The version the write was computed from, when it is the addressed resource's (If-Match names it)."""
    if isinstance(write, (Create, Put, Add)) or (
        isinstance(write, (Require, Update, Delete)) and not write.addressed
    ):
        return None
    return write.version


class Actor(NamedTuple):
    user_id: str
    via: Via
    # A write made by an automation run: which automation, and how deep in a chain of automations
    # (a run started by a person's write makes depth 1): the runner stops a chain at a fixed depth.
    automation_id: str | None = None
    depth: int = 0

    def entry(self) -> dict[str, Any]:
        """The actor as a change entry records it."""
        shown: dict[str, Any] = {"userId": self.user_id, "via": self.via}
        if self.automation_id is not None:
            shown |= {"automationId": self.automation_id, "depth": self.depth}
        return shown


class ChangeSequence:
    """The last sequence number this container saw per firm: a guess, checked by the transaction."""

    def __init__(self) -> None:
        self._last: dict[str, int] = {}
        self._lock = threading.Lock()

    def guess(self, firm_id: str) -> int | None:
        with self._lock:
            return self._last.get(firm_id)

    def saw(self, firm_id: str, number: int) -> None:
        with self._lock:
            self._last[firm_id] = max(number, self._last.get(firm_id, 0))


class Commit(NamedTuple):
    """Everything a commit needs beside the writes: where, who, when, and what the request asked."""

    store: TenantStore
    actor: Actor
    request_id: str
    clock: Callable[[], float]
    sequence: ChangeSequence
    if_match_sent: bool = False
    completion: aws.Operation | None = None  # the Idempotency-Key's stored answer
    audit: Mapping[str, Any] | None = None  # the audit log's entry of the call (kernel.audit), if it writes
    sleep: Callable[[float], None] = time.sleep
    patience: float = COMMIT_PATIENCE_SECONDS


class StaleRead(ApiError):
    """A write lost its race: the addressed item changed after the handler read it, and the request
    named no version (no If-Match). A route that lets the later write win runs its handler again on a
    fresh read; any other route answers it as is (its `conflict`, by default 409 write_conflict)."""

    def __init__(self, answer: ApiError) -> None:
        super().__init__(
            answer.status,
            answer.code,
            answer.message,
            extra=answer.extra,
            headers=answer.headers,
            beside=answer.beside,
        )


class ReservationLost(Exception):
    """The Idempotency-Key's reservation was taken over before the writes could commit."""


def commit(writes: Sequence[Write], context: Commit) -> None:
    """Commits the writes, their change entries and the completion together, or answers why not."""
    writes = _without_redundant_requirements(writes)
    if not writes:
        if context.completion is not None:
            _complete_alone(context)
        return
    changed = [write for write in writes if write.change is not None]
    deadline = time.monotonic() + context.patience
    attempt = 0
    while time.monotonic() < deadline:
        attempt += 1
        first = _first_number(context, bool(changed))
        operations = [_operation(context.store, write) for write in writes]
        if changed:
            operations += _entries(context, changed, first)
            operations.append(_sequence_move(context.store, first - 1, first - 1 + len(changed)))
        if context.audit is not None:  # no condition: it never refuses the call
            operations.append(audit.operation(context.store, context.audit))
        if context.completion is not None:
            operations.append(context.completion)
        if len(operations) > 100:
            raise ValueError(f"a unit of work holds at most 100 operations, not {len(operations)}")
        try:
            aws.transact(context.store.client, operations)
        except aws.TransactionCancelled as cancelled:
            _answer(writes, changed, context, cancelled.reasons)  # raises unless worth another try
            ceiling = min(MAX_BACKOFF_SECONDS, 0.002 * 2**attempt)
            context.sleep(random.uniform(0, ceiling))  # noqa: S311 - jitter against lockstep, not a secret
            continue
        if changed:
            context.sequence.saw(context.store.firm_id, first - 1 + len(changed))
        return
    raise errors.service_unavailable("Too many writes at once in this firm; retry in a moment.")


def committed(writes: Sequence[Write], context: Commit) -> bool:
    """Commits the writes, for a worker that read before it wrote: False when a condition lost (another
    writer moved, made or removed an item first), so it reads again or lets the other's write stand."""
    try:
        commit(writes, context)
    except errors.ApiError as error:
        if error.status in (404, 409, 412):
            return False
        raise
    return True


def _without_redundant_requirements(writes: Sequence[Write]) -> list[Write]:
    """DynamoDB takes one operation per item in a transaction. A requirement that the item exist adds
    nothing beside an update or a delete of it (they require it too), nor beside the same requirement
    (two references to one record, a record naming itself): such requirements are dropped."""
    covered = {(w.partition, w.sort) for w in writes if isinstance(w, (Update, Delete))}
    kept: list[Write] = []
    for write in writes:
        if isinstance(write, Require) and write.exists and write.version is None:
            key = (write.partition, write.sort)
            if key in covered:
                continue
            covered.add(key)
        kept.append(write)
    return kept


def _complete_alone(context: Commit) -> None:
    """Stores the answer of a call that wrote nothing. If the reservation expired and another call took
    the key over meanwhile, that call's answer stands: nothing was written here to protect."""
    assert context.completion is not None
    with contextlib.suppress(aws.ConditionFailed):
        aws.write(context.store.client, context.completion)


def _first_number(context: Commit, needed: bool) -> int:
    """The number the first new entry takes: one after the firm's last, as guessed or as read."""
    if not needed:
        return 0
    last = context.sequence.guess(context.store.firm_id)
    if last is None:
        last = _current_sequence(context)
        context.sequence.saw(context.store.firm_id, last)
    return last + 1


def _answer(
    writes: Sequence[Write], changed: Sequence[Write], context: Commit, reasons: Sequence[aws.Reason]
) -> None:
    """Raises the answer to a cancelled transaction; returns when trying again may succeed."""
    codes = [reason.code for reason in reasons]
    if any(code in ("ThrottlingError", "ProvisionedThroughputExceeded") for code in codes):
        raise errors.service_unavailable("The data store is busy; retry in a moment.")
    for write, reason in zip(writes, reasons, strict=False):
        if reason.condition_failed:
            raise _lost(write, context)
    tail = list(reasons[len(writes) :])
    if context.completion is not None and tail and tail[-1].condition_failed:
        raise ReservationLost
    sequence_index = len(changed) if changed else None
    if sequence_index is not None and tail[sequence_index].condition_failed:
        context.sequence.saw(context.store.firm_id, _current_sequence(context))
        return  # another writer took the next numbers: number again and retry
    if "TransactionConflict" in codes:
        return  # DynamoDB saw another transaction on one of the items: the conditions decide next time
    raise RuntimeError(f"transaction cancelled: {', '.join(codes)}")


def _current_sequence(context: Commit) -> int:
    item = context.store.get(SEQUENCE, "LAST", consistent=True)
    return int(item["last"]) if item else 0


def _lost(write: Write, context: Commit) -> ApiError:
    """The answer to a write whose condition did not hold. A versioned write (not a mere requirement)
    that lost without If-Match is a StaleRead: a last-write-wins route runs again on a fresh read."""
    if context.if_match_sent and _addressed_version(write) is not None:
        return errors.version_conflict()
    answer = write.conflict or _default_answer(write)
    if isinstance(write, (Update, Delete)) and write.version is not None:
        return StaleRead(answer)
    return answer


def _default_answer(write: Write) -> ApiError:
    if isinstance(write, Create):
        return errors.already_exists()
    if isinstance(write, Delete):
        return errors.not_found()
    return errors.write_conflict()


def _operation(store: TenantStore, write: Write) -> aws.Operation:
    pk = store.partition_key(write.partition)
    table = store.table
    if isinstance(write, Create):
        item = {**store.bind_indexes(write.values), VERSION: 1, "pk": pk, "sk": write.sort}
        return aws.put(table, item, condition=Attr("pk").not_exists())
    if isinstance(write, Put):
        return aws.put(table, {**store.bind_indexes(write.values), "pk": pk, "sk": write.sort})
    if isinstance(write, Add):
        return aws.update(table, pk, write.sort, add=write.amounts, set=write.set)
    if isinstance(write, Delete) and not write.must_exist:
        return aws.delete(table, pk, write.sort)
    if isinstance(write, Update):
        changes = {**store.bind_indexes(write.set), VERSION: write.version + 1}
        at_version = Attr("pk").not_exists() if write.version == 0 else Attr(VERSION).eq(write.version)
        return aws.update(table, pk, write.sort, set=changes, condition=at_version)
    condition: aws.ConditionBase = (
        Attr("pk").exists() if not isinstance(write, Require) or write.exists else Attr("pk").not_exists()
    )
    if write.version is not None:
        condition = condition & Attr(VERSION).eq(write.version)
    if isinstance(write, Delete):
        return aws.delete(table, pk, write.sort, condition=condition)
    return aws.check(table, pk, write.sort, condition)


def _entries(context: Commit, changed: Sequence[Write], first: int) -> list[aws.Operation]:
    at = int(context.clock())
    operations = []
    for number, write in enumerate(changed, start=first):
        change = write.change
        assert change is not None
        entry = {
            "pk": context.store.partition_key(CHANGES),
            "sk": entry_sort_key(number),
            "sequence": number,
            "kind": change.kind or _kind(write),
            "recordType": change.record_type,
            "recordId": change.record_id,
            "version": change.version if change.version is not None else _version_after(write),
            "changedFields": list(change.changed_fields),
            "at": at,
            "actor": context.actor.entry(),
            "requestId": context.request_id,
        }
        operations.append(aws.put(context.store.table, entry, condition=Attr("pk").not_exists()))
    return operations


def entry_sort_key(number: int) -> str:
    return f"{ENTRY_PREFIX}{number:015d}"


CHANGE_ID_PREFIX = "chg_"


def change_id(entry: Mapping[str, Any]) -> str:
    """The id a change entry is shown by (GET /changes, automations' runs, webhooks): its number."""
    return f"{CHANGE_ID_PREFIX}{int(entry['sequence']):015d}"


def change_number(shown_id: str) -> int:
    """The number of the entry a change id names (as change_id writes it)."""
    return int(shown_id.removeprefix(CHANGE_ID_PREFIX))


def changes_after(store: TenantStore, number: int, limit: int) -> list[dict[str, Any]]:
    """The firm's change entries numbered above `number`, oldest first: what a feed reader that has
    seen entry `number` asks for next. Strongly consistent, so a committed entry is never missed."""
    return store.query(CHANGES, after=entry_sort_key(number), limit=limit, consistent=True).items


def _kind(write: Write) -> ChangeKind:
    return "created" if isinstance(write, Create) else "deleted" if isinstance(write, Delete) else "updated"


def _version_after(write: Write) -> int | None:
    if isinstance(write, Create):
        return 1
    return None if write.version is None else write.version + 1


def _sequence_move(store: TenantStore, seen: int, last: int) -> aws.Operation:
    condition = Attr("pk").not_exists() if seen == 0 else Attr("last").eq(seen)
    return aws.update(
        store.table, store.partition_key(SEQUENCE), "LAST", set={"last": last}, condition=condition
    )


def seed(store: TenantStore, writes: Sequence[Create]) -> int:
    """Puts each item that is not there yet, one at a time (firm seeding: running it again completes a
    seeding that was cut short and never overwrites what the firm changed). Returns how many were put."""
    put = 0
    for write in writes:
        try:
            aws.write(store.client, _operation(store, write))
            put += 1
        except aws.ConditionFailed:
            continue
    return put
