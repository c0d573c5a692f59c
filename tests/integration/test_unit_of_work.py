"""The unit of work under moto: write intents, versions, all-or-nothing commits, and the change feed that a
reader resuming from a cursor can never skip (DESIGN.md section 4)."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

from kernel import errors
from kernel.errors import ApiError
from kernel.services import Services
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import (
    Actor,
    ChangeSequence,
    Commit,
    Create,
    Delete,
    RecordChange,
    Require,
    StaleRead,
    Update,
    Write,
    changes_after,
    commit,
    versioned_writes,
)
from tests.support import Stack

PARTITION = "THINGS"


def context(
    services: Services, firm_id: str, *, if_match_sent: bool = False, patience: float = 5.0
) -> Commit:
    return Commit(
        store=services.tenant_store(firm_id),
        actor=Actor("usr_writer", "api"),
        request_id="req-1",
        clock=services.clock,
        sequence=services.change_sequence,
        if_match_sent=if_match_sent,
        patience=patience,
    )


@pytest.fixture
def services(stack: Stack) -> Services:
    return stack.services()


@pytest.fixture
def firm(stack: Stack) -> str:
    return stack.firm()


def thing(store: TenantStore, thing_id: str) -> dict[str, Any] | None:
    return store.get(PARTITION, thing_id, consistent=True)


def refusal(writes: list[Write], ctx: Commit) -> ApiError:
    with pytest.raises(ApiError) as caught:
        commit(writes, ctx)
    return caught.value


def created(thing_id: str) -> RecordChange:
    return RecordChange("Company", thing_id, ("name",))


# ---- write intents and versions ------------------------------------------------------------------------


def test_a_created_item_starts_at_version_1_and_each_update_adds_one(services: Services, firm: str) -> None:
    ctx = context(services, firm)
    commit([Create(PARTITION, "t1", {"name": "Acme"})], ctx)
    assert thing(ctx.store, "t1") == {"name": "Acme", "version": 1}
    commit([Update(PARTITION, "t1", 1, {"name": "Acme Ltd", "city": "Leeds"})], ctx)
    commit([Update(PARTITION, "t1", 2, {"city": None})], ctx)  # None removes the attribute
    assert thing(ctx.store, "t1") == {"name": "Acme Ltd", "version": 3}


def test_an_update_of_a_stale_version_is_409_without_if_match_and_412_with_it(
    services: Services, firm: str
) -> None:
    ctx = context(services, firm)
    commit([Create(PARTITION, "t1", {"name": "Acme"})], ctx)
    commit([Update(PARTITION, "t1", 1, {"name": "Theirs"})], ctx)
    stale = [Update(PARTITION, "t1", 1, {"name": "Mine"})]
    assert refusal(stale, ctx).code == "write_conflict"
    assert refusal(stale, context(services, firm, if_match_sent=True)).code == "version_conflict"
    own = ApiError(409, "thing_changed", "Someone else changed it.")
    lost = refusal([Update(PARTITION, "t1", 1, {"name": "Mine"}, conflict=own)], ctx)
    assert isinstance(lost, StaleRead)  # a last-write-wins route runs again on it; others answer it
    assert (lost.status, lost.code, lost.message) == (409, "thing_changed", own.message)
    assert thing(ctx.store, "t1") == {"name": "Theirs", "version": 2}


def test_an_update_at_version_zero_creates_the_item_once(services: Services, firm: str) -> None:
    ctx = context(services, firm)
    commit([Update(PARTITION, "head", 0, {"name": "First"})], ctx)
    assert thing(ctx.store, "head") == {"name": "First", "version": 1}
    lost = refusal([Update(PARTITION, "head", 0, {"name": "Second"})], ctx)
    assert isinstance(lost, StaleRead)
    assert thing(ctx.store, "head") == {"name": "First", "version": 1}


def test_a_requirement_on_another_item_is_its_own_answer_even_with_if_match(
    services: Services, firm: str
) -> None:
    """A firm's catalog head guards a record write: its version is not the record's, so If-Match
    neither names it nor turns its failure into a 412."""
    ctx = context(services, firm, if_match_sent=True)
    commit([Create(PARTITION, "head", {}), Create(PARTITION, "rec", {})], ctx)
    changed = errors.ApiError(409, "catalog_conflict", "The catalog changed.")
    guard = Require(PARTITION, "head", changed, version=7, addressed=False)
    assert versioned_writes([guard, Update(PARTITION, "rec", 1, {"x": 1})]) == [1]
    assert refusal([Update(PARTITION, "rec", 1, {"x": 1}), guard], ctx) is changed
    assert thing(ctx.store, "rec") == {"version": 1}


def test_create_of_an_existing_item_delete_of_a_missing_one_and_a_failed_requirement_are_answers(
    services: Services, firm: str
) -> None:
    ctx = context(services, firm)
    commit([Create(PARTITION, "t1", {"name": "Acme"})], ctx)
    assert refusal([Create(PARTITION, "t1", {"name": "Again"})], ctx).code == "already_exists"
    assert refusal([Delete(PARTITION, "nope")], ctx).code == "not_found"
    gone = errors.not_found("No such parent.")
    assert refusal([Require(PARTITION, "nope", gone), Create(PARTITION, "t2", {})], ctx) is gone
    assert thing(ctx.store, "t2") is None
    commit([Create(PARTITION, "t3", {"name": "Child"})], ctx)
    commit([Require(PARTITION, "t1", gone, version=1), Delete(PARTITION, "t3", version=1)], ctx)
    assert thing(ctx.store, "t3") is None
    assert refusal([Require(PARTITION, "t1", gone, version=5), Create(PARTITION, "t4", {})], ctx) is gone


def test_a_commit_is_all_or_nothing_entries_and_sequence_included(services: Services, firm: str) -> None:
    ctx = context(services, firm)
    commit([Create(PARTITION, "t1", {"name": "Acme"}, change=created("t1"))], ctx)
    writes: list[Write] = [
        Create(PARTITION, "t2", {"name": "Beta"}, change=created("t2")),
        Update(PARTITION, "t1", 7, {"name": "Wrong version"}, change=created("t1")),
    ]
    assert refusal(writes, ctx).code == "write_conflict"
    assert thing(ctx.store, "t2") is None
    assert [entry["recordId"] for entry in changes_after(ctx.store, 0, 50)] == ["t1"]
    assert ctx.store.get("CHANGE_SEQUENCE", "LAST", consistent=True) == {"last": 1}


def test_writes_only_ever_touch_the_stores_own_firm(stack: Stack, services: Services) -> None:
    ours, theirs = stack.firm(), stack.firm()
    commit([Create(PARTITION, "t1", {"name": "Ours"}, change=created("t1"))], context(services, ours))
    assert thing(services.tenant_store(theirs), "t1") is None
    assert changes_after(services.tenant_store(theirs), 0, 50) == []


# ---- the change feed -----------------------------------------------------------------------------------


def test_each_record_level_write_appends_one_entry_numbered_in_commit_order(
    services: Services, firm: str
) -> None:
    ctx = context(services, firm)
    commit([Create(PARTITION, "t1", {"name": "Acme"}, change=created("t1"))], ctx)
    commit(
        [
            Update(PARTITION, "t1", 1, {"name": "Acme Ltd"}, change=RecordChange("Company", "t1", ("name",))),
            Create(
                PARTITION, "p1", {"firstName": "Ada"}, change=RecordChange("Person", "p1", ("firstName",))
            ),
            Create(PARTITION, "not-a-record", {"x": 1}),  # no RecordChange: no entry
        ],
        ctx,
    )
    commit([Delete(PARTITION, "p1", version=1, change=RecordChange("Person", "p1"))], ctx)
    entries = changes_after(ctx.store, 0, 50)
    assert [(e["sequence"], e["kind"], e["recordType"], e["recordId"], e["version"]) for e in entries] == [
        (1, "created", "Company", "t1", 1),
        (2, "updated", "Company", "t1", 2),
        (3, "created", "Person", "p1", 1),
        (4, "deleted", "Person", "p1", 2),
    ]
    assert entries[1]["changedFields"] == ["name"]
    assert entries[0]["actor"] == {"userId": "usr_writer", "via": "api"}
    assert entries[0]["requestId"] == "req-1"
    assert [e["sequence"] for e in changes_after(ctx.store, 2, 50)] == [3, 4]


def test_a_soft_delete_is_an_update_that_says_deleted(services: Services, firm: str) -> None:
    ctx = context(services, firm)
    commit([Create(PARTITION, "l1", {"name": "Lead"}, change=created("l1"))], ctx)
    soft = RecordChange("Lead", "l1", ("deleted",), kind="deleted")
    commit([Update(PARTITION, "l1", 1, {"deleted": True}, change=soft)], ctx)
    assert changes_after(ctx.store, 1, 50)[0]["kind"] == "deleted"


def test_a_stale_sequence_guess_of_another_container_is_read_again_and_numbering_stays_gapless(
    stack: Stack, firm: str
) -> None:
    first, second = stack.services(), stack.services()  # two warm containers, each with its own guess
    for index in range(6):
        services = first if index % 2 == 0 else second
        commit([Create(PARTITION, f"t{index}", {}, change=created(f"t{index}"))], context(services, firm))
    entries = changes_after(first.tenant_store(firm), 0, 50)
    assert [e["sequence"] for e in entries] == [1, 2, 3, 4, 5, 6]
    assert [e["recordId"] for e in entries] == [f"t{index}" for index in range(6)]


class AlwaysOvertaken:
    """A client on which another writer always takes the next sequence numbers first."""

    def __init__(self, client: Any, table: str, firm_id: str) -> None:
        self._client, self._table, self._firm = client, table, firm_id

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def transact_write_items(self, **kwargs: Any) -> Any:
        self._client.update_item(
            TableName=self._table,
            Key={"pk": {"S": f"{self._firm}#CHANGE_SEQUENCE"}, "sk": {"S": "LAST"}},
            UpdateExpression="ADD #last :one",
            ExpressionAttributeNames={"#last": "last"},
            ExpressionAttributeValues={":one": {"N": "1"}},
        )
        return self._client.transact_write_items(**kwargs)


def test_a_writer_overtaken_every_time_gives_up_with_503_and_writes_nothing(stack: Stack, firm: str) -> None:
    client = AlwaysOvertaken(stack.dynamodb, stack.settings.data_table, firm)
    services = Services(stack.settings, clock=stack.clock, dynamodb=client)  # type: ignore[arg-type]
    ctx = context(services, firm, patience=0.3)
    assert refusal([Create(PARTITION, "t1", {}, change=created("t1"))], ctx).code == "service_unavailable"
    assert thing(ctx.store, "t1") is None
    assert changes_after(ctx.store, 0, 50) == []


class SlowToCommit:
    """A client that waits a random moment before each transaction: writers that number their entries
    and then commit late, the case a feed built on timestamps or pre-assigned ids gets wrong."""

    def __init__(self, client: Any) -> None:
        self._client = client

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def transact_write_items(self, **kwargs: Any) -> Any:
        time.sleep(random.uniform(0, 0.004))
        return self._client.transact_write_items(**kwargs)


def test_a_polling_reader_sees_every_change_of_concurrent_writers_exactly_once(
    stack: Stack, firm: str
) -> None:
    writers, per_writer = 6, 10
    done = threading.Event()
    seen: list[dict[str, Any]] = []

    def write(writer: int) -> None:
        services = Services(stack.settings, clock=stack.clock, dynamodb=SlowToCommit(stack.dynamodb))  # type: ignore[arg-type]
        for index in range(per_writer):
            thing_id = f"w{writer}-{index}"
            # Patient: this test is about order under contention, not about how long a writer waits.
            ctx = context(services, firm, patience=30)
            commit([Create(PARTITION, thing_id, {}, change=created(thing_id))], ctx)

    def read(store: TenantStore, stop: Callable[[], bool]) -> None:
        cursor = 0
        while True:
            finished = stop()  # decided before the read, so the last read sees every commit
            page = changes_after(store, cursor, 7)
            seen.extend(page)
            cursor = page[-1]["sequence"] if page else cursor
            if finished and not page:
                return
            if not page:  # a poller waits a moment: a tight loop would starve the writers of the GIL
                time.sleep(0.005)

    reader = threading.Thread(target=read, args=(stack.services().tenant_store(firm), done.is_set))
    reader.start()
    threads = [threading.Thread(target=write, args=(writer,)) for writer in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    done.set()
    reader.join(timeout=60)

    numbers = [entry["sequence"] for entry in seen]
    assert numbers == list(range(1, writers * per_writer + 1))  # every entry, once, in order, no gap
    assert {entry["recordId"] for entry in seen} == {
        f"w{writer}-{index}" for writer in range(writers) for index in range(per_writer)
    }


def test_the_sequence_cache_only_ever_moves_forward() -> None:
    sequence = ChangeSequence()
    sequence.saw("frm_a", 5)
    sequence.saw("frm_a", 3)
    assert sequence.guess("frm_a") == 5
    assert sequence.guess("frm_b") is None
