"""The change feed (spec 4.9, 6) and search over records, under moto: resuming never misses or repeats a
change (10 concurrent writers and a polling reader), a failed transaction leaves nothing anywhere,
search matches words by prefix without case or accents, and nothing reads more than its page."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from botocore.exceptions import ClientError

from kernel.pipeline import App
from kernel.services import Services
from records_api.handler import create_app
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack

__all__ = ["firm", "records_app"]


def feed(firm: Firm, cursor: str | None = None, query: str = "") -> dict[str, Any]:
    parts = [query] if query else []
    if cursor:
        parts.append(f"cursor={cursor}")
    answer = firm.call("GET", "/changes", query="&".join(parts))
    assert answer.status == 200, answer.body
    body: dict[str, Any] = answer.body
    return body


# ---- the change feed ---------------------------------------------------------------------------------


def test_the_feed_lists_creates_updates_and_deletes_oldest_first_with_their_actor(firm: Firm) -> None:
    lead = firm.create("Lead", name="L")
    firm.call("PATCH", f"/records/Lead/{lead['id']}", body={"status": "Contacted"})
    firm.call("DELETE", f"/records/Lead/{lead['id']}")
    items = feed(firm)["items"]
    assert [(e["kind"], e["version"], e["changedFields"]) for e in items] == [
        ("created", 1, ["name"]), ("updated", 2, ["status"]), ("deleted", 3, []),
    ]  # fmt: skip
    assert {e["recordId"] for e in items} == {lead["id"]}
    assert all(e["actor"] == {"userId": firm.member.user_id, "via": "api"} for e in items)
    assert all(e["recordType"] == "Lead" and e["at"].endswith("Z") for e in items)
    assert len({e["id"] for e in items}) == 3


def test_a_session_writes_as_the_product(stack: Stack, records_app: App, firm: Firm) -> None:
    session = stack.session_token(firm.member)
    firm.call("POST", "/records/Lead", body={"name": "From the app"}, token=session)
    assert feed(firm)["items"][0]["actor"]["via"] == "product"


def test_the_cursor_is_never_null_and_resumes_after_what_was_read(firm: Firm) -> None:
    empty = feed(firm)
    assert empty["items"] == []
    assert empty["nextCursor"]
    firm.create("Lead", name="One")
    page = feed(firm, empty["nextCursor"])
    assert [e["kind"] for e in page["items"]] == ["created"]
    assert feed(firm, page["nextCursor"])["items"] == []
    firm.create("Lead", name="Two")
    assert [e["recordType"] for e in feed(firm, page["nextCursor"])["items"]] == ["Lead"]


def test_the_feed_pages_by_limit_and_filters_by_type(firm: Firm) -> None:
    for i in range(3):
        firm.create("Lead", name=f"L{i}")
        firm.create("Investor", name=f"I{i}")
    first = feed(firm, query="limit=2")
    second = feed(firm, first["nextCursor"], "limit=10")
    assert len(first["items"]) == 2
    assert len(second["items"]) == 4
    investors = feed(firm, query="types=Investor")["items"]
    assert [e["recordType"] for e in investors] == ["Investor"] * 3
    assert firm.call("GET", "/changes", query="types=Fund").status == 400


def test_a_cursor_of_another_firm_is_refused(stack: Stack, records_app: App, firm: Firm) -> None:
    cursor = feed(firm)["nextCursor"]
    other = new_firm(stack, records_app)
    assert other.call("GET", "/changes", query=f"cursor={cursor}").code == "invalid_cursor"
    assert firm.call("GET", "/changes", query="cursor=forged.cursor").code == "invalid_cursor"


def as_a_client(container: Firm, method: str, path: str, attempts: int = 5, **kwargs: Any) -> Result:
    """A call, sent again after a 503 as a client does (spec: retry shortly): ten writers in one firm on
    a loaded machine can keep one of them past the kernel's commit patience."""
    for attempt in range(1, attempts + 1):
        answer = container.call(method, path, **kwargs)
        if answer.status != 503 or attempt == attempts:
            return answer
        time.sleep(0.05 * attempt)
    raise AssertionError("unreachable")


def test_a_reader_polling_while_ten_writers_commit_sees_every_change_exactly_once(firm: Firm) -> None:
    writers, per_writer = 10, 4
    done = threading.Event()
    seen: list[str] = []
    cursor: list[str | None] = [None]

    reading = firm.in_new_container()

    def poll_once() -> None:
        page = feed(reading, cursor[0], "limit=7")
        seen.extend(e["id"] for e in page["items"])
        cursor[0] = page["nextCursor"]

    def reader() -> None:  # as a client polls: again and again, not flat out (the token's 300 a minute)
        while not done.wait(0.02):
            poll_once()

    def writer(n: int) -> None:
        container = firm.in_new_container()
        for i in range(per_writer):
            key = {"Idempotency-Key": f"writer-{n}-{i}"}
            created = as_a_client(container, "POST", "/records/Lead", body={"name": f"W{n}-{i}"}, headers=key)
            assert created.status == 201, created.body
            lead = created.body["result"]
            patched = as_a_client(container, "PATCH", f"/records/Lead/{lead['id']}", body={"status": "New"})
            assert patched.status == 200, patched.body  # each change exists: a missing one is the reader's

    polling = threading.Thread(target=reader)
    polling.start()
    try:
        with ThreadPoolExecutor(max_workers=writers) as pool:
            list(pool.map(writer, range(writers)))
    finally:  # a failed writer stops the reader too, so no thread outlives the test
        done.set()
        polling.join()
    for _ in range(20):  # drain what committed after the reader's last page
        before = len(seen)
        poll_once()
        if len(seen) == before:
            break
    assert len(seen) == len(set(seen)) == writers * per_writer * 2
    assert seen == sorted(seen)  # ids follow commit order


class FailingTransactions:
    """The session's DynamoDB client, except that every transaction fails as if the process died
    between sending it and DynamoDB applying it."""

    def __init__(self, client: Any) -> None:
        self._client = client

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def transact_write_items(self, **_: Any) -> Any:
        raise ClientError(
            {"Error": {"Code": "InternalServerError", "Message": "injected"}}, "TransactWriteItems"
        )


def test_a_failed_transaction_leaves_no_record_no_entry_no_index(stack: Stack, firm: Firm) -> None:
    broken = create_app()
    broken.ports.override(
        Services, Services(stack.settings, clock=stack.clock, dynamodb=FailingTransactions(stack.dynamodb))
    )
    failing = Firm(broken, firm.member, firm.token, firm.container)
    answer = failing.call("POST", "/records/Lead", body={"name": "Ghost Lead"})
    assert answer.status >= 500
    assert firm.call("GET", "/records/Lead").body["items"] == []
    assert feed(firm)["items"] == []
    assert firm.call("GET", "/search", query="q=ghost").body["items"] == []


# ---- search ------------------------------------------------------------------------------------------


def test_search_matches_words_by_prefix_without_case_or_accents(firm: Firm) -> None:
    acme = firm.create("Company", name="Acmé Corp", companyType="Prospect", website="https://www.acmecorp.io")
    firm.create("Company", name="Other", companyType="Prospect")
    jane = firm.create("Person", firstName="Jane", lastName="Doe", email="jane.doe@acmecorp.io")
    assert [r["id"] for r in firm.call("GET", "/search", query="q=acm&types=Company").body["items"]] == [
        acme["id"]
    ]
    best = firm.call("GET", "/search", query="q=ACME corp").body["items"][0]
    assert best["id"] == acme["id"]
    assert [r["id"] for r in firm.call("GET", "/search", query="q=jane d").body["items"]] == [jane["id"]]
    found = {r["id"] for r in firm.call("GET", "/search", query="q=acmecorp").body["items"]}
    assert found == {acme["id"], jane["id"]}  # the website's domain, the email's
    assert firm.call("GET", "/search", query="q=zzz").body["items"] == []


def test_search_ranks_a_whole_word_match_of_the_name_first(firm: Firm) -> None:
    firm.create("Company", name="Northwind Traders", companyType="Prospect")
    exact = firm.create("Company", name="North", companyType="Prospect")
    results = firm.call("GET", "/search", query="q=north").body["items"]
    assert results[0]["id"] == exact["id"]
    assert len(results) == 2


def test_search_follows_a_patch_and_leaves_out_other_types(firm: Firm) -> None:
    lead = firm.create("Lead", name="Orion")
    firm.call("PATCH", f"/records/Lead/{lead['id']}", body={"name": "Vega"})
    assert firm.call("GET", "/search", query="q=orion").body["items"] == []
    assert [r["name"] for r in firm.call("GET", "/search", query="q=veg").body["items"]] == ["Vega"]
    assert firm.call("GET", "/search", query="q=vega&types=Company,Person").body["items"] == []


@pytest.mark.parametrize("query", ["q=", "q= !?", "q=a&types=Fund", "q=a&limit=51", "types=Lead"])
def test_a_search_without_a_word_or_with_an_unknown_type_is_400(firm: Firm, query: str) -> None:
    assert firm.call("GET", "/search", query=query).status == 400


# ---- cost --------------------------------------------------------------------------------------------


class CallCounter:
    """Counts the DynamoDB operations the session's client sends (botocore's before-call event)."""

    def __init__(self, client: Any) -> None:
        self.operations: list[str] = []
        client.meta.events.register("before-call.dynamodb", self._count)
        self._client = client

    def _count(self, model: Any, **_: Any) -> None:
        self.operations.append(model.name)

    def close(self) -> None:
        self._client.meta.events.unregister("before-call.dynamodb", self._count)


def test_no_route_scans_and_a_page_costs_the_same_in_a_big_firm(stack: Stack, firm: Firm) -> None:
    for i in range(30):
        firm.create("Company", name=f"Company {i}", companyType="Prospect", status="Active")
    counter = CallCounter(stack.dynamodb)
    try:
        for query in ("limit=5", "limit=5&sort=name", "limit=5&sort=-updatedAt", "limit=5&status=Active"):
            counter.operations.clear()
            assert firm.call("GET", "/records/Company", query=query).status == 200
            assert counter.operations.count("Query") == 1, (query, counter.operations)
        counter.operations.clear()
        firm.call("GET", "/search", query="q=company")
        firm.call("GET", "/changes", query="limit=5")
        assert "Scan" not in counter.operations
        assert counter.operations.count("Query") <= 4
    finally:
        counter.close()


def test_a_feed_filtered_by_type_reads_in_big_batches(firm: Firm, stack: Stack) -> None:
    for i in range(30):
        firm.create("Lead", name=f"L{i}")
    firm.create("Investor", name="Only one")
    queries: list[str] = []

    def note(model: Any, **_: Any) -> None:
        queries.append(model.name)

    stack.dynamodb.meta.events.register("before-call.dynamodb.Query", note)
    try:
        page = feed(firm, query="types=Investor&limit=1")
    finally:
        stack.dynamodb.meta.events.unregister("before-call.dynamodb.Query", note)
    assert [entry["recordType"] for entry in page["items"]] == ["Investor"]
    assert len(queries) <= 2


def test_a_search_whose_longest_word_is_crowded_out_tries_the_next(firm: Firm, stack: Stack) -> None:
    from catalog import firm as firm_catalog
    from kernel.unit_of_work import Actor, ChangeSequence, Commit, commit
    from records.service import RecordService

    store = stack.services().tenant_store(firm.member.firm_id)
    context = Commit(store, Actor(firm.member.user_id, "api"), "seed", stack.clock, ChangeSequence())
    for i in range(210):  # more records sharing "bulk" than one search reads entries of it
        service = RecordService(store, firm_catalog.load(store), firm.member.user_id, stack.clock)
        commit(service.create("Lead", {"name": f"bulk {i}"}).writes, context)
    found = firm.call("GET", "/search", query="q=bulk 209").body["items"]
    assert [lead["name"] for lead in found] == ["bulk 209"]
