"""An import of 5,000 rows applied exactly once (issue 26): sent twice, its worker killed mid-chunk
(after a transaction landed and before one did), its messages delivered again. No row is written twice,
none is lost, and the counts are exact."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from imports_api import worker
from kernel.pipeline import App
from kernel.unit_of_work import Commit, Write
from tests.integration.imports_support import IMPORT_SCOPES, app, deliver, discard, messages, on
from tests.integration.records_support import SCOPES, Firm, new_firm, records_app
from tests.support import Stack

__all__ = ["records_app"]
ROWS = int(__import__("os").environ.get("IMPORT_ROWS", "5000"))
EXISTING = 40  # leads the file matches (by email): updated, not made again


class WorkerDied(Exception):
    """The worker's process ending mid-chunk (the message is not deleted: SQS delivers it again)."""


def dying_commit(real: Callable[[Sequence[Write], Commit], None], after: set[int], before: set[int]) -> Any:
    """`commit`, with the worker dying right after its nth transaction lands (n in `after`) or right
    before (n in `before`)."""
    calls = 0

    def commit(writes: Sequence[Write], context: Commit) -> None:
        nonlocal calls
        calls += 1
        if calls in before:
            raise WorkerDied
        real(writes, context)
        if calls in after:
            raise WorkerDied

    return commit


@pytest.fixture
def firm(stack: Stack, records_app: App) -> Firm:
    discard(messages())
    return new_firm(stack, records_app, scopes=[*SCOPES, *IMPORT_SCOPES])


def all_leads(firm: Firm) -> list[dict[str, Any]]:
    leads: list[dict[str, Any]] = []
    cursor = ""
    while True:
        page = firm.call("GET", "/records/Lead", query=f"limit=200{cursor}").body
        leads += page["items"]
        if not page.get("nextCursor"):
            return leads
        cursor = f"&cursor={page['nextCursor']}"


def test_five_thousand_rows_sent_twice_with_a_worker_killed_mid_chunk_are_each_applied_once(
    stack: Stack, firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    imports = app(stack)
    existing = [firm.create("Lead", name=f"Old {n}")["id"] for n in range(EXISTING)]
    ids = existing + [""] * (ROWS - EXISTING)  # a row with no id makes a new record
    # Short rows: each row's writes are the record, one search word, one duplicates key, its change
    # entry and its result (moto takes a millisecond or two per operation).
    csv = "Id,Name\n" + "".join(f"{ids[n]},L{n}\n" for n in range(ROWS))
    mapping = {"Id": "id", "Name": "name"}
    body = {"recordType": "Lead", "mapping": mapping, "matchKey": "id", "csv": csv}
    created = on(imports, firm, "POST", "/imports", body=body)
    assert created.status == 201, created.body
    import_id, chunks = created.body["id"], created.body["chunks"]
    plan = on(imports, firm, "POST", f"/imports/{import_id}/dry-run").body["dryRun"]
    assert (plan["create"], plan["update"], plan["error"]) == (ROWS - EXISTING, EXISTING, 0)

    assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202
    queued = messages()
    assert len(queued) == chunks
    # The worker dies right after its 3rd transaction landed, and right before its 30th.
    monkeypatch.setattr(worker, "commit", dying_commit(worker.commit, after={3}, before={30}))
    assert deliver(stack, queued) == 2
    monkeypatch.undo()
    midway = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert midway["status"] == "applying"
    assert 0 < midway["progress"]["done"] < ROWS

    assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202  # sent again: resumes
    again = messages()  # every chunk queued again, and the two that failed back from SQS
    assert len(again) == chunks + 2
    assert deliver(stack, again) == 0

    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert shown["status"] == "applied"
    assert shown["progress"] == {"created": ROWS - EXISTING, "updated": EXISTING, "failed": 0, "done": ROWS,
                                 "rows": ROWS}  # fmt: skip
    leads = all_leads(firm)
    assert len(leads) == ROWS  # none lost, none made twice
    assert sorted(lead["name"] for lead in leads) == sorted(f"L{n}" for n in range(ROWS))
    updated = [lead for lead in leads if lead["id"] in existing]
    assert len(updated) == EXISTING
    assert all(lead["version"] == 2 for lead in updated)  # updated once
    assert all(lead["version"] == 1 for lead in leads if lead["id"] not in existing)
    errors = on(imports, firm, "GET", f"/imports/{import_id}/rows", query="outcome=error").body
    assert errors["items"] == []


def test_two_imports_applying_one_key_at_once_make_one_record(stack: Stack, records_app: App) -> None:
    """Both plan a create for the same email (neither finds a record); each create claims the key, so
    the second's is refused, planned again on a fresh read, and updates what the first made."""
    firm = new_firm(stack, records_app, scopes=[*SCOPES, *IMPORT_SCOPES])
    imports = app(stack)
    ids = []
    for title in ("First", "Second"):
        csv = f"Name,Email,Title\nAda Lovelace,ada@example.com,{title}\n"
        body = {"recordType": "Lead", "mapping": {"Name": "name", "Email": "contactEmail", "Title": "source"},
                "matchKey": "contactEmail", "csv": csv}  # fmt: skip
        made = on(imports, firm, "POST", "/imports", body=body)
        assert made.status == 201, made.body
        ids.append(made.body["id"])
    for import_id in ids:  # both planned before either writes: each finds no Ada
        assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202
    received = messages()
    start = threading.Barrier(len(received))

    def one(message: dict[str, Any]) -> None:
        start.wait()
        deliver(stack, [message])

    threads = [threading.Thread(target=one, args=(message,)) for message in received]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    leads = firm.call("GET", "/records/Lead").body["items"]
    assert len(leads) == 1
    progress = [on(imports, firm, "GET", f"/imports/{import_id}").body["progress"] for import_id in ids]
    assert sorted((p["created"], p["updated"]) for p in progress) == [(0, 1), (1, 0)]
