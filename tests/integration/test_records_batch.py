"""Records in bulk under moto (POST /records/{type}/batch): each operation as its single route, committed
on its own; a malformed body runs nothing; upsert by a key, exact under a race; an Idempotency-Key's
replay, and a retry after a crash mid-call that runs only what did not commit."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from records import duplicates
from records.service import RecordService
from tests.integration.records_support import Firm, firm, new_firm, records_app

__all__ = ["firm", "records_app"]  # fixtures
from tests.support import Stack

BATCH = "/records/{}/batch"


def batch(firm: Firm, record_type: str, *operations: dict[str, Any], **kwargs: Any) -> Any:
    return firm.call("POST", BATCH.format(record_type), body={"operations": list(operations)}, **kwargs)


def feed(firm: Firm) -> list[dict[str, Any]]:
    answer = firm.call("GET", "/changes", query="limit=500")
    assert answer.status == 200
    return list(answer.body["items"])


def listed(firm: Firm, record_type: str) -> list[dict[str, Any]]:
    answer = firm.call("GET", f"/records/{record_type}", query="limit=200")
    assert answer.status == 200
    return list(answer.body["items"])


def test_a_hundred_creates_in_one_call_each_committed_with_its_change_entry(firm: Firm) -> None:
    ops = [{"op": "create", "values": {"name": f"Co {n}", "companyType": "Portfolio"}} for n in range(100)]
    answer = batch(firm, "Company", *ops)
    assert answer.status == 200
    assert answer.body["counts"] == {"created": 100, "updated": 0, "deleted": 0, "failed": 0}
    assert [r["index"] for r in answer.body["results"]] == list(range(100))
    assert {r["status"] for r in answer.body["results"]} == {201}
    assert len(listed(firm, "Company")) == 100
    entries = feed(firm)
    assert [e["recordId"] for e in entries] == [r["result"]["id"] for r in answer.body["results"]]
    assert {e["kind"] for e in entries} == {"created"}


def test_mixed_operations_each_answer_as_their_single_route_and_one_failing_undoes_none(firm: Firm) -> None:
    lead = firm.create("Lead", name="Old lead")
    company = firm.create("Company", name="Acme", companyType="Portfolio")
    gone = firm.create("Lead", name="Gone")
    answer = batch(
        firm,
        "Lead",
        {"op": "create", "values": {"name": "New lead"}},
        {"op": "create", "values": {"name": "Bad", "contactEmail": "not an email"}},
        {"op": "update", "id": lead["id"], "values": {"name": "Renamed lead"}},
        {"op": "delete", "id": gone["id"]},
        {"op": "update", "id": company["id"], "values": {"name": "x"}},
    )
    assert answer.status == 200
    created, refused, updated, deleted, elsewhere = answer.body["results"]
    assert (created["status"], updated["status"], deleted["status"]) == (201, 200, 200)
    assert updated["result"]["name"] == "Renamed lead"
    assert (refused["status"], refused["error"]["code"]) == (400, "invalid_request")
    assert refused["error"]["details"][0]["field"] == "operations[1].values.contactEmail"
    assert "result" not in refused
    assert (elsewhere["status"], elsewhere["error"]["code"]) == (404, "not_found")
    assert answer.body["counts"] == {"created": 1, "updated": 1, "deleted": 1, "failed": 2}
    names = sorted(item["name"] for item in listed(firm, "Lead"))
    assert names == ["New lead", "Renamed lead"]


@pytest.mark.parametrize(
    ("operations", "field"),
    [
        ([{"op": "merge", "values": {}}], "operations[0].op"),
        ([{"op": "create"}], "operations[0].values"),
        ([{"op": "create", "id": "rec_" + "0" * 26, "values": {"name": "A"}}], "operations[0].id"),
        ([{"op": "update", "values": {"name": "A"}}], "operations[0].id"),
        ([{"op": "upsert", "values": {"name": "A"}}], "operations[0].matchKey"),
        ([{"op": "upsert", "matchKey": "description", "values": {"name": "A"}}], "operations[0].matchKey"),
        ([{"op": "upsert", "matchKey": "website", "values": {"name": "A"}}], "operations[0].values.website"),
        ([{"op": "create", "values": {"name": "A"}, "extra": 1}], "operations[0].extra"),
        ([{"op": "delete", "id": "rec_" + "1" * 26}, {"op": "update", "id": "rec_" + "1" * 26, "values": {}}],
         "operations[1].id"),
        ([{"op": "create", "values": {"name": f"C{n}"}} for n in range(101)], "operations"),
        ([], "operations"),
    ],
)  # fmt: skip
def test_a_malformed_body_is_400_naming_the_operation_and_nothing_runs(
    firm: Firm, operations: list[Any], field: str
) -> None:
    answer = firm.call("POST", BATCH.format("Company"), body={"operations": operations})
    assert (answer.status, answer.code) == (400, "invalid_request")
    assert field in {detail["field"] for detail in answer.body["error"]["details"]}
    assert listed(firm, "Company") == []
    assert feed(firm) == []


def test_tenant_id_and_a_stale_catalog_run_nothing(firm: Firm) -> None:
    create = {"op": "create", "values": {"name": "A", "companyType": "Portfolio"}}
    tenant = firm.call("POST", BATCH.format("Company"), body={"operations": [{**create, "tenantId": "x"}]})
    stale = firm.call("POST", BATCH.format("Company"), body={"operations": [create],
                                                             "expectedCatalogVersion": "stale"})  # fmt: skip
    assert tenant.status == 400
    assert (stale.status, stale.code) == (409, "catalog_conflict")
    assert listed(firm, "Company") == []


def test_upsert_updates_the_one_match_creates_on_none_and_refuses_two(firm: Firm) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio", website="https://www.acme.com/")
    firm.create("Company", name="Twin", companyType="Portfolio", website="https://twin.io")
    firm.create("Company", name="Twin B", companyType="Portfolio", website="http://TWIN.io/about")
    answer = batch(
        firm,
        "Company",
        {"op": "upsert", "matchKey": "website", "values": {"website": "https://acme.com", "city": "Lisbon"}},
        {"op": "upsert", "matchKey": "website", "values": {"website": "https://new.example", "name": "New",
                                                            "companyType": "Portfolio"}},
        {"op": "upsert", "matchKey": "website", "values": {"website": "https://twin.io/x", "name": "T"}},
        {"op": "upsert", "matchKey": "id", "values": {"id": acme["id"], "city": "Porto"}},
    )  # fmt: skip
    updated, created, ambiguous, by_id = answer.body["results"]
    assert (updated["status"], updated["result"]["id"], updated["result"]["city"]) == (
        200,
        acme["id"],
        "Lisbon",
    )
    assert (created["status"], created["result"]["name"]) == (201, "New")
    assert (ambiguous["status"], ambiguous["error"]["code"]) == (409, "ambiguous_match")
    assert (by_id["status"], by_id["result"]["city"]) == (200, "Porto")
    assert answer.body["counts"] == {"created": 1, "updated": 2, "deleted": 0, "failed": 1}


def test_ten_racing_upserts_of_one_email_make_one_record_and_nine_updates(firm: Firm) -> None:
    start = threading.Barrier(10)
    answers: list[Any] = []

    def upsert(n: int) -> None:
        racer = firm.in_new_container()
        start.wait()
        values = {"firstName": "Ada", "lastName": "Lovelace", "email": "Ada@Example.com", "title": f"v{n}"}
        op = {"op": "upsert", "matchKey": "email", "values": values}
        answers.append(batch(racer, "Person", op))

    threads = [threading.Thread(target=upsert, args=(n,)) for n in range(10)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    statuses = sorted(answer.body["results"][0]["status"] for answer in answers)
    assert statuses == [200] * 9 + [201]
    people = listed(firm, "Person")
    assert len(people) == 1
    assert {answer.body["results"][0]["result"]["id"] for answer in answers} == {people[0]["id"]}


def test_a_key_freed_by_a_change_can_be_claimed_again(firm: Firm) -> None:
    op = {
        "op": "upsert",
        "matchKey": "email",
        "values": {"firstName": "A", "lastName": "B", "email": "a@b.co"},
    }
    first = batch(firm, "Person", op).body["results"][0]["result"]
    assert firm.call("PATCH", f"/records/Person/{first['id']}", body={"email": "moved@b.co"}).status == 200
    again = batch(firm, "Person", op).body["results"][0]
    assert again["status"] == 201
    assert again["result"]["id"] != first["id"]


def test_a_stale_if_match_is_that_operations_412(firm: Firm) -> None:
    lead = firm.create("Lead", name="Lead")
    assert firm.call("PATCH", f"/records/Lead/{lead['id']}", body={"name": "Moved"}).status == 200
    stale_update = {"op": "update", "id": lead["id"], "ifMatch": '"1"', "values": {"name": "Mine"}}
    answer = batch(firm, "Lead", stale_update, {"op": "create", "values": {"name": "Other"}})
    stale, other = answer.body["results"]
    assert (stale["status"], stale["error"]["code"]) == (412, "version_conflict")
    assert other["status"] == 201
    current = batch(
        firm, "Lead", {"op": "update", "id": lead["id"], "ifMatch": "2", "values": {"name": "Mine"}}
    )
    assert current.body["results"][0]["result"]["name"] == "Mine"


def test_another_firms_ids_are_that_operations_404(stack: Stack, firm: Firm) -> None:
    other = new_firm(stack, firm.app)
    theirs = [other.create("Lead", name="Theirs")["id"] for _ in range(3)]
    update = {"op": "update", "id": theirs[0], "values": {"name": "Mine"}}
    upsert = {"op": "upsert", "matchKey": "id", "values": {"id": theirs[2], "name": "Mine"}}
    answer = batch(firm, "Lead", update, {"op": "delete", "id": theirs[1]}, upsert)
    refusals = [(r["status"], r["error"]["code"]) for r in answer.body["results"]]
    assert refusals == [(404, "not_found")] * 3
    assert {other.call("GET", f"/records/Lead/{lead}").body["name"] for lead in theirs} == {"Theirs"}


def test_a_replay_runs_nothing_and_answers_the_same(firm: Firm) -> None:
    ops = [{"op": "create", "values": {"name": f"L{n}"}} for n in range(3)]
    first = batch(firm, "Lead", *ops, headers={"Idempotency-Key": "sync-1"})
    again = batch(firm, "Lead", *ops, headers={"Idempotency-Key": "sync-1"})
    assert again.body == first.body
    assert again.headers["Idempotent-Replayed"] == "true"
    assert len(listed(firm, "Lead")) == 3


def test_a_crash_mid_call_then_a_retry_with_the_key_makes_nothing_twice(
    firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    ops = [{"op": "create", "values": {"name": f"L{n}"}} for n in range(6)]
    real_create = RecordService.create
    made = {"count": 0}

    def crashing(self: RecordService, record_type: str, values: Any, claim: str | None = None) -> Any:
        made["count"] += 1
        if made["count"] == 4:
            raise RuntimeError("the function died")
        return real_create(self, record_type, values, claim)

    monkeypatch.setattr(RecordService, "create", crashing)
    crashed = batch(firm, "Lead", *ops, headers={"Idempotency-Key": "sync-2"})
    assert crashed.status == 500
    assert len(listed(firm, "Lead")) == 3
    monkeypatch.setattr(RecordService, "create", real_create)
    retried = batch(firm, "Lead", *ops, headers={"Idempotency-Key": "sync-2"})
    assert retried.status == 200
    assert retried.body["counts"]["created"] == 6
    leads = listed(firm, "Lead")
    assert sorted(lead["name"] for lead in leads) == [f"L{n}" for n in range(6)]
    assert {r["result"]["id"] for r in retried.body["results"]} == {lead["id"] for lead in leads}
    assert len(feed(firm)) == 6


def test_scopes_and_permission_are_the_records_writes(stack: Stack, firm: Firm) -> None:
    reader = new_firm(stack, firm.app, scopes=["records:read"])
    viewer = new_firm(stack, firm.app, role="viewer")
    op = {"op": "create", "values": {"name": "A", "companyType": "Portfolio"}}
    assert batch(reader, "Company", op).code == "scope_denied"
    assert batch(viewer, "Company", op).code == "permission_denied"


# ---- matching through the key claims (a firm made with them: records.matching) ------------------------


@pytest.fixture
def seeded(stack: Stack, firm: Firm) -> Firm:
    firm.app.seed_firm(stack.services().tenant_store(firm.member.firm_id), int(stack.clock()))
    return firm


@pytest.fixture
def queries(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The duplicates index's Queries a call makes (the claims spare them)."""
    made: list[Any] = []
    real = duplicates.records_with_key

    def counted(*args: Any, **kwargs: Any) -> list[str]:
        made.append(args[2])
        return real(*args, **kwargs)

    monkeypatch.setattr(duplicates, "records_with_key", counted)
    return made


def websites(n: int) -> list[dict[str, Any]]:
    return [{"op": "upsert", "matchKey": "website",
             "values": {"name": f"Co {i}", "companyType": "Portfolio", "website": f"https://co{i}.example"}}
            for i in range(n)]  # fmt: skip


def test_a_made_firms_upserts_match_by_claims_alone_without_a_query(seeded: Firm, queries: list[Any]) -> None:
    created = batch(seeded, "Company", *websites(20))
    assert created.body["counts"]["created"] == 20
    updated = batch(seeded, "Company", *websites(20))
    assert updated.body["counts"] == {"created": 0, "updated": 20, "deleted": 0, "failed": 0}
    assert [r["result"]["id"] for r in updated.body["results"]] == [
        r["result"]["id"] for r in created.body["results"]
    ]
    assert queries == []


def test_a_key_two_records_hold_is_ambiguous_through_the_claims_too(seeded: Firm) -> None:
    for name in ("Twin A", "Twin B"):
        seeded.create("Company", name=name, companyType="Portfolio", website="https://twin.example")
    answer = batch(
        seeded,
        "Company",
        {"op": "upsert", "matchKey": "website", "values": {"website": "https://twin.example"}},
    )
    assert answer.body["results"][0]["error"]["code"] == "ambiguous_match"


def test_a_claim_naming_a_record_that_lost_the_key_still_finds_the_one_that_holds_it(seeded: Firm) -> None:
    first = seeded.create("Company", name="First", companyType="Portfolio", website="https://shared.example")
    second = seeded.create(
        "Company", name="Second", companyType="Portfolio", website="https://shared.example"
    )
    moved = seeded.call(
        "PATCH", f"/records/Company/{second['id']}", body={"website": "https://elsewhere.example"}
    )
    assert moved.status == 200  # the claim still names Second, with one holder: First
    values = {"website": "https://shared.example", "city": "Oslo"}
    answer = batch(seeded, "Company", {"op": "upsert", "matchKey": "website", "values": values})
    result = answer.body["results"][0]
    assert (result["status"], result["result"]["id"], result["result"]["city"]) == (200, first["id"], "Oslo")


def test_a_made_firms_racing_upserts_still_make_one_record(seeded: Firm) -> None:
    start = threading.Barrier(6)
    answers: list[Any] = []

    def upsert() -> None:
        racer = seeded.in_new_container()
        start.wait()
        answers.append(batch(racer, "Company", *websites(1)))

    threads = [threading.Thread(target=upsert) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answer.body["results"][0]["status"] for answer in answers) == [200] * 5 + [201]
    assert len(listed(seeded, "Company")) == 1


def test_in_a_firm_older_than_claims_a_key_an_older_record_holds_is_still_ambiguous(
    firm: Firm, queries: list[Any]
) -> None:
    """Without the firm's COMPLETE mark a claim may not count an older holder: the Query decides."""
    firm.create("Company", name="Old", companyType="Portfolio", website="https://old.example")
    claims = f"{firm.member.firm_id}#MATCH#Company"
    firm_table = firm.app.services.settings.data_table
    firm.app.services.dynamodb().delete_item(  # as a record written before claims were kept
        TableName=firm_table, Key={"pk": {"S": claims}, "sk": {"S": "domain#old.example#"}}
    )
    firm.create("Company", name="New", companyType="Portfolio", website="https://old.example")
    answer = batch(
        firm, "Company", {"op": "upsert", "matchKey": "website", "values": {"website": "https://old.example"}}
    )
    assert answer.body["results"][0]["error"]["code"] == "ambiguous_match"
    assert len(queries) == 1


def test_a_delete_of_a_type_no_route_deletes_is_that_operations_405(firm: Firm) -> None:
    company = firm.create("Company", name="Keep", companyType="Portfolio")
    answer = batch(firm, "Company", {"op": "delete", "id": company["id"]})
    assert answer.body["results"][0]["status"] == 405
    assert len(listed(firm, "Company")) == 1
