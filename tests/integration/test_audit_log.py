"""The audit log (spec 4.6) under moto: every write through the API, record or not, has its entry,
written in the write's own transaction; refusals, reads and replays have none; the log is read-only,
newest first, filtered by actor, resource and time, for administrators of the firm only."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from auth_api.handler import create_app as auth_app
from compliance_api.handler import create_app as compliance_app
from documents_api.handler import create_app as documents_app
from records_api.handler import create_app as records_app
from tests.integration.records_support import TickingClock
from tests.integration.test_automations import Firm as AutomationFirm
from tests.integration.test_automations import firm, on_deal_created, partner
from tests.support import Member, Result, Stack, call

__all__ = ["firm", "partner"]  # the automations' fixtures
X = "/api/v1/x"
LOG = f"{X}/audit-log"


class Firm:
    def __init__(self, stack: Stack) -> None:
        self.stack = stack
        self.admin: Member = stack.member(stack.firm(), "admin")
        self.token = stack.api_token(self.admin, ["records:write"])
        self.records, self.compliance = stack.app(records_app()), stack.app(compliance_app())

    def company(self, name: str = "Acme", token: str | None = None) -> Result:
        return call(
            self.records,
            "POST",
            f"{X}/records/Company",
            token=token or self.token,
            body={"name": name, "companyType": "Portfolio"},
        )

    def log(self, query: str = "", token: str | None = None) -> Result:
        return call(self.compliance, "GET", LOG, token=token or self.token, query=query)

    def entries(self, query: str = "") -> list[dict[str, Any]]:
        answer = self.log(query)
        assert answer.status == 200, answer.body
        items: list[dict[str, Any]] = answer.body["items"]
        return items


def in_a_day(stack: Stack) -> str:
    return datetime.fromtimestamp(stack.clock() + 86_400, tz=UTC).isoformat()


@pytest.fixture
def f(stack: Stack) -> Firm:
    stack.clock = TickingClock()
    return Firm(stack)


def test_a_record_write_has_one_entry_naming_who_what_and_when(f: Firm) -> None:
    made = f.company()
    record_id = made.body["result"]["id"]
    [entry] = f.entries()
    assert entry == {
        "at": entry["at"],
        "actor": {"userId": f.admin.user_id, "tokenId": entry["actor"]["tokenId"], "via": "api"},
        "method": "POST",
        "route": f"{X}/records/{{type}}",
        "path": f"{X}/records/Company",
        "resourceId": record_id,
        "requestId": made.headers["X-Request-Id"],
        "status": 201,
    }
    assert entry["actor"]["tokenId"].startswith("tok_")
    assert datetime.fromisoformat(entry["at"]) <= datetime.now(UTC).replace(year=2100)


def test_refusals_reads_and_replays_write_no_entry(f: Firm) -> None:
    made = f.company()
    record_id = made.body["result"]["id"]
    f.company(name="")  # 400
    call(f.records, "GET", f"{X}/records/Company/{record_id}", token=f.token)
    stale = call(
        f.records,
        "PATCH",
        f"{X}/records/Company/{record_id}",
        token=f.token,
        body={"name": "Acme II"},
        headers={"If-Match": '"7"'},
    )
    assert stale.status == 412
    for _ in range(2):
        call(
            f.records,
            "POST",
            f"{X}/records/Company",
            token=f.token,
            headers={"Idempotency-Key": "once"},
            body={"name": "Once", "companyType": "Portfolio"},
        )
    assert [e["status"] for e in f.entries()] == [201, 201]


def test_a_session_writes_via_app_and_api_tokens_issued_and_revoked_are_logged(f: Firm) -> None:
    session = f.stack.session_token(f.admin)
    auth = f.stack.app(auth_app())
    issued = call(
        auth,
        "POST",
        "/api/v1/auth/tokens",
        token=session,
        body={"scopes": ["records:read"], "description": "nightly sync", "expiresAt": in_a_day(f.stack)},
    )
    assert issued.status == 201, issued.body
    assert call(auth, "DELETE", f"/api/v1/auth/tokens/{issued.body['id']}", token=session).status == 204
    f.company(token=session)
    newest, revoked, made = f.entries()
    assert (newest["actor"]["via"], newest["method"], newest["status"]) == ("app", "POST", 201)
    assert (revoked["method"], revoked["route"], revoked["resourceId"], revoked["status"]) == (
        "DELETE",
        "/api/v1/auth/tokens/{token_id}",
        issued.body["id"],
        204,
    )
    assert (made["route"], made["resourceId"], made["status"]) == (
        "/api/v1/auth/tokens",
        issued.body["id"],
        201,
    )
    assert {e["actor"]["via"] for e in (revoked, made)} == {"app"}


def test_documents_and_settings_writes_are_logged(f: Firm) -> None:
    company = f.company().body["result"]["id"]
    documents = f.stack.app(documents_app())
    uploaded = call(
        documents,
        "POST",
        f"{X}/documents",
        token=f.token,
        form={"entityType": "Company", "entityId": company, "file": ("a.txt", "text/plain", b"hi")},
    )
    assert uploaded.status == 201, uploaded.body
    assert (
        call(documents, "PUT", f"{X}/usage/ai/limits", token=f.token, body={"monthlyCredits": 9}).status
        == 200
    )
    assert call(documents, "DELETE", f"{X}/documents/{uploaded.body['id']}", token=f.token).status == 200
    routes = [(e["method"], e["route"], e["resourceId"]) for e in f.entries()]
    assert routes == [
        ("DELETE", f"{X}/documents/{{id}}", uploaded.body["id"]),
        ("PUT", f"{X}/usage/ai/limits", None),
        ("POST", f"{X}/documents", uploaded.body["id"]),
        ("POST", f"{X}/records/{{type}}", company),
    ]


def test_the_log_filters_by_actor_resource_and_time_newest_first_with_pages(f: Firm) -> None:
    other = f.stack.member(f.admin.firm_id, "member")
    other_token = f.stack.api_token(other, ["records:write"])
    mine = [f.company(f"Mine {n}").body["result"]["id"] for n in range(3)]
    theirs = f.company("Theirs", token=other_token).body["result"]["id"]
    call(f.records, "PATCH", f"{X}/records/Company/{mine[0]}", token=other_token, body={"name": "X"})
    everything = f.entries()
    assert [e["resourceId"] for e in everything] == [mine[0], theirs, *mine[::-1]]
    assert [e["resourceId"] for e in f.entries(f"actorId={other.user_id}")] == [mine[0], theirs]
    assert [e["method"] for e in f.entries(f"resourceId={mine[0]}")] == ["PATCH", "POST"]
    both = f.entries(f"resourceId={mine[0]}&actorId={f.admin.user_id}")
    assert [e["method"] for e in both] == ["POST"]
    middle = everything[2]["at"]
    assert [e["at"] for e in f.entries(f"from={middle}&to={middle}")] == [middle]
    assert [e["at"] for e in f.entries(f"to={middle}")] == [e["at"] for e in everything[2:]]
    first = f.log("limit=2")
    second = f.log(f"limit=2&cursor={first.body['nextCursor']}")
    assert [e["requestId"] for e in first.body["items"] + second.body["items"]] == [
        e["requestId"] for e in everything[:4]
    ]


def test_bad_filters_are_400_naming_them(f: Firm) -> None:
    for query, field in (
        ("from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z", "from"),
        ("actorId=nobody", "actorId"),
        ("from=yesterday", "from"),
        ("limit=0", "limit"),
        ("cursor=forged", "cursor"),
        ("resourceId=" + "x" * 201, "resourceId"),
    ):
        refused = f.log(query)
        assert refused.status == 400, (query, refused.body)
        assert field in refused.body["error"]["message"] + str(refused.body["error"].get("details")), query


def test_only_administrators_read_the_log_and_only_their_firms(f: Firm, stack: Stack) -> None:
    f.company()
    member = stack.member(f.admin.firm_id, "member")
    refused = f.log(token=stack.api_token(member, ["records:read"]))
    assert (refused.status, refused.code) == (403, "permission_denied")
    elsewhere = Firm(stack)
    elsewhere.company("Theirs")
    assert len(elsewhere.entries()) == 1
    assert len(f.entries()) == 1
    assert f.entries(f"actorId={elsewhere.admin.user_id}") == []
    for method in ("POST", "PUT", "DELETE"):
        assert call(f.compliance, method, LOG, token=f.token, body={}).status == 405


def test_an_automation_s_write_to_a_record_is_logged_via_automation(firm: AutomationFirm) -> None:
    from tests.integration.test_automation_run_cost import one_entry, run_once

    automation = firm.published(on_deal_created())
    made = firm.record("Deal", name="Acme")
    run_once(firm, one_entry(firm))
    store = firm.stack.services().tenant_store(firm.member.firm_id)
    newest = store.query("AUDIT", newest_first=True, limit=1, consistent=True).items[0]
    assert (newest["actor"]["via"], newest["actor"]["userId"], newest["method"]) == (
        "automation",
        firm.member.user_id,
        "RUN",
    )
    assert newest["resourceId"] == made["id"]
    assert automation in newest["path"]


def test_the_entry_is_put_in_the_write_s_own_transaction(f: Firm, stack: Stack) -> None:
    transactions: list[list[str]] = []

    def note(params: dict[str, Any], model: Any, **_: Any) -> None:
        if model.name == "TransactWriteItems":
            puts = [each["Put"]["Item"]["pk"]["S"] for each in params["TransactItems"] if "Put" in each]
            transactions.append(puts)

    stack.dynamodb.meta.events.register("provide-client-params.dynamodb.*", note)
    try:
        f.company()
    finally:
        stack.dynamodb.meta.events.unregister("provide-client-params.dynamodb.*", note)
    [written] = [puts for puts in transactions if any(pk.endswith("#AUDIT") for pk in puts)]
    assert any(pk.endswith("#REC#Company") for pk in written), written  # the record itself
