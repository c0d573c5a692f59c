"""Workspace (spec 4.9; shapes in docs/decisions.md) under moto: tasks and the rules beyond their
body, their filters, a task the automation runner writes reading back like one made over HTTP, and a
person's notifications, which nobody else (in the firm or outside it) can list, open, read or remove."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from kernel.errors import ApiError
from kernel.ids import new_id
from kernel.parsing import Problems
from kernel.pipeline import App
from kernel.unit_of_work import Actor, Commit, Write, commit
from kit.resource import creation_writes, reference_requirements
from taxonomy_api.handler import create_app as taxonomy_app
from tests.integration.records_support import Firm, TickingClock, firm, new_firm, records_app
from tests.support import Member, Result, Stack, call
from workspace.notifications import NOTIFICATIONS, notification_writes
from workspace.tasks import TASKS
from workspace_api.handler import create_app

__all__ = ["firm", "records_app"]
TASKS_PATH = "/api/v1/x/workspace/tasks"
NOTIFICATIONS_PATH = "/api/v1/x/workspace/notifications"
HOSTILE_IDS = ("ntf_" + "0" * 26, "not-an-id", "ntf_" + "A" * 26, "..%2F..%2Fx", "ntf_x%23y")


@pytest.fixture
def workspace(stack: Stack) -> App:
    return stack.app(create_app())


@dataclass
class Person:
    """Another person of a firm, calling with their own API token."""

    member: Member
    token: str


def on(workspace: App, who: Firm | Person, method: str, path: str, **kwargs: Any) -> Result:
    return call(workspace, method, path, token=who.token, **kwargs)


def tasks(workspace: App, firm: Firm, query: str = "") -> list[dict[str, Any]]:
    listed = on(workspace, firm, "GET", TASKS_PATH, query=query)
    assert listed.status == 200, listed.body
    return list(listed.body["items"])


def write(stack: Stack, member: Member, writes: list[Write]) -> None:
    """Commits as the automation runner does: beside the API, as a person of the firm."""
    services = stack.services()
    store = services.tenant_store(member.firm_id)
    actor = Actor(member.user_id, "automation")
    commit(writes, Commit(store, actor, "test-run", services.clock, services.change_sequence))


# ---- tasks ---------------------------------------------------------------------------------------------


def test_a_task_is_created_read_listed_replaced_and_deleted(firm: Firm, workspace: App) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    body = {"title": "Call the CFO", "description": "Q3 runway", "assigneeUserId": firm.member.user_id,
            "dueDate": "2025-07-15", "taskType": "call", "recordType": "Company",
            "recordId": acme}  # fmt: skip
    made = on(workspace, firm, "POST", TASKS_PATH, body=body)
    assert made.status == 201, made.body
    task = made.body
    made_by = firm.member.user_id
    assert task == {**body, "status": "open", "id": task["id"], "version": 1, "createdBy": made_by,
                    "createdAt": task["createdAt"], "updatedAt": task["updatedAt"]}  # fmt: skip
    assert task["id"].startswith("task_")
    assert on(workspace, firm, "GET", f"{TASKS_PATH}/{task['id']}").body == task
    assert [t["id"] for t in tasks(workspace, firm)] == [task["id"]]
    done = {"title": "Call the CFO", "status": "done"}
    replaced = on(
        workspace, firm, "PUT", f"{TASKS_PATH}/{task['id']}", body=done, headers={"If-Match": '"1"'}
    )
    assert (replaced.status, replaced.body["status"], replaced.body["version"]) == (200, "done", 2)
    assert "recordId" not in replaced.body  # a replace: what the body leaves out is gone
    assert on(workspace, firm, "DELETE", f"{TASKS_PATH}/{task['id']}").status == 200
    assert on(workspace, firm, "GET", f"{TASKS_PATH}/{task['id']}").status == 404


def test_a_task_is_not_in_the_change_feed(firm: Firm, workspace: App) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    task = on(workspace, firm, "POST", TASKS_PATH, body={"title": "Review", "recordType": "Company",
                                                         "recordId": acme}).body  # fmt: skip
    feed = firm.call("GET", "/changes").body["items"]
    assert [entry["recordId"] for entry in feed] == [acme]  # the record is not touched either
    assert task["id"] not in str(feed)


def test_each_rule_beyond_the_body_is_400_and_nothing_is_stored(
    stack: Stack, firm: Firm, workspace: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    their_company = theirs.create("Company", name="Theirs", companyType="Portfolio")["id"]
    lead = firm.create("Lead", name="Gone lead")["id"]
    assert firm.call("DELETE", f"/records/Lead/{lead}").status == 200
    outsider = theirs.member.user_id  # a person, but not of this firm
    refusals = [
        ({"recordType": "Company", "recordId": their_company}, "recordId"),
        ({"recordType": "Lead", "recordId": lead}, "recordId"),
        ({"recordType": "Company", "recordId": "rec_" + "0" * 26}, "recordId"),
        ({"recordType": "Widget", "recordId": "rec_" + "0" * 26}, "recordType"),
        ({"recordType": "Company"}, "recordId"),
        ({"recordId": "rec_" + "0" * 26}, "recordType"),
        ({"recordId": "Company#rec_1"}, "recordId"),
        ({"assigneeUserId": outsider}, "assigneeUserId"),
        ({"assigneeUserId": "usr_" + "0" * 26}, "assigneeUserId"),
        ({"taskType": "not_a_type"}, "taskType"),
        ({"title": "   "}, "title"),
        ({"title": ""}, "title"),
        ({"title": "x" * 201}, "title"),
        ({"description": "x" * 5001}, "description"),
        ({"dueDate": "2025-02-30"}, "dueDate"),
        ({"dueDate": "15/07/2025"}, "dueDate"),
        ({"status": "closed"}, "status"),
        ({"priority": "high"}, "priority"),
    ]
    for change, field in refusals:
        refused = on(workspace, firm, "POST", TASKS_PATH, body={"title": "Task", **change})
        assert (refused.status, refused.code) == (400, "invalid_request"), (change, refused.body)
        assert field in [d["field"] for d in refused.body["error"]["details"]], (change, refused.body)
    same = [on(workspace, firm, "POST", TASKS_PATH, body={"title": "T", "recordType": t, "recordId": i})
            for t, i in (("Company", their_company), ("Company", "rec_" + "0" * 26))]  # fmt: skip
    assert same[0].body["error"]["details"] == same[1].body["error"]["details"]  # theirs reads as nobody's
    assert tasks(workspace, firm) == []


def test_a_task_type_is_a_key_the_firm_has_in_task_types_now(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    taxonomy = stack.app(taxonomy_app())
    assert on(workspace, firm, "POST", TASKS_PATH, body={"title": "A", "taskType": "call"}).status == 201
    assert call(taxonomy, "GET", "/api/v1/x/taxonomy/task_types", token=firm.token).status == 200  # seeds it
    added = call(taxonomy, "POST", "/api/v1/x/taxonomy/task_types", token=firm.token,
                 body={"key": "site_visit", "label": "Site visit"})  # fmt: skip
    assert added.status == 201, added.body
    assert call(taxonomy, "DELETE", "/api/v1/x/taxonomy/task_types/call", token=firm.token).status == 200
    assert (
        on(workspace, firm, "POST", TASKS_PATH, body={"title": "B", "taskType": "site_visit"}).status == 201
    )
    refused = on(workspace, firm, "POST", TASKS_PATH, body={"title": "C", "taskType": "call"})
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "taskType")


def test_a_replace_applies_the_same_rules(firm: Firm, workspace: App) -> None:
    task = on(workspace, firm, "POST", TASKS_PATH, body={"title": "Task"}).body
    refused = on(
        workspace, firm, "PUT", f"{TASKS_PATH}/{task['id']}", body={"title": "Task", "taskType": "nope"}
    )
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert on(workspace, firm, "GET", f"{TASKS_PATH}/{task['id']}").body == task


def test_tasks_are_filtered_by_assignee_status_and_record(stack: Stack, firm: Firm, workspace: App) -> None:
    colleague = stack.member(firm.member.firm_id, "member").user_id
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    mine = on(
        workspace,
        firm,
        "POST",
        TASKS_PATH,
        body={
            "title": "Mine",
            "assigneeUserId": firm.member.user_id,
            "recordType": "Company",
            "recordId": acme,
        },
    ).body
    theirs = on(workspace, firm, "POST", TASKS_PATH, body={"title": "Theirs", "assigneeUserId": colleague,
                                                           "status": "done"}).body  # fmt: skip
    loose = on(workspace, firm, "POST", TASKS_PATH, body={"title": "Nobody's"}).body

    def ids(query: str) -> list[str]:
        return [task["id"] for task in tasks(workspace, firm, query)]

    assert ids("") == [loose["id"], theirs["id"], mine["id"]]  # newest first
    assert ids(f"assigneeUserId={colleague}") == [theirs["id"]]
    assert ids("status=open") == [loose["id"], mine["id"]]
    assert ids("status=done") == [theirs["id"]]
    assert ids(f"recordId={acme}") == [mine["id"]]
    assert ids(f"status=done&assigneeUserId={firm.member.user_id}") == []


def test_a_task_the_runner_writes_reads_back_like_one_made_over_http(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    values = {"title": "Follow up", "assigneeUserId": firm.member.user_id, "dueDate": "2025-08-01",
              "taskType": "follow_up", "recordType": "Company", "recordId": acme}  # fmt: skip
    over_http = on(workspace, firm, "POST", TASKS_PATH, body=values).body
    task_id = new_id(TASKS.id_prefix, stack.clock)
    now = int(stack.clock())
    writes = creation_writes(TASKS, TASKS.partition(None), TASKS.body.validate(values), item_id=task_id,
                             created_by=firm.member.user_id, now=now)  # fmt: skip
    write(stack, firm.member, writes)
    by_runner = on(workspace, firm, "GET", f"{TASKS_PATH}/{task_id}")
    assert by_runner.status == 200
    assert by_runner.headers["ETag"] == '"1"'
    assert {**by_runner.body, "id": over_http["id"]} == over_http  # the same, to the status default
    assert [t["id"] for t in tasks(workspace, firm, "status=open")] == [task_id, over_http["id"]]
    done = on(workspace, firm, "PUT", f"{TASKS_PATH}/{task_id}", body={**values, "status": "done"},
              headers={"If-Match": '"1"'})  # fmt: skip
    assert (done.status, done.body["version"]) == (200, 2)


def test_a_task_naming_a_record_deleted_before_the_commit_is_refused(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    lead = firm.create("Lead", name="Soon gone")["id"]
    values = {"title": "Qualify", "recordType": "Lead", "recordId": lead}
    assert reference_requirements(TASKS, {"title": "No record"}) == []
    checked = TASKS.body.validate(values)  # checked while the lead is live
    assert firm.call("DELETE", f"/records/Lead/{lead}").status == 200
    task_id = new_id(TASKS.id_prefix, stack.clock)
    writes = creation_writes(TASKS, TASKS.partition(None), checked, item_id=task_id,
                             created_by=firm.member.user_id, now=int(stack.clock()))  # fmt: skip
    with pytest.raises(ApiError) as refused:
        write(stack, firm.member, writes)
    assert (refused.value.status, refused.value.code) == (400, "invalid_request")
    assert tasks(workspace, firm) == []


def test_the_task_fields_refuse_what_the_body_refuses() -> None:
    with pytest.raises(Problems) as blank:
        TASKS.body.validate({"title": " "})
    assert blank.value.problems == [{"field": "title", "message": "must not be blank"}]
    with pytest.raises(Problems) as unknown:
        TASKS.body.validate({"title": "T", "tenantId": "x"})
    assert unknown.value.problems == [{"field": "tenantId", "message": "not a field here"}]


# ---- notifications -------------------------------------------------------------------------------------


def notify(stack: Stack, member: Member, message: str, **values: Any) -> str:
    """A notification for `member`, written as the runner writes one."""
    notification_id = new_id(NOTIFICATIONS.id_prefix, stack.clock)
    writes = notification_writes(member.user_id, {"message": message, **values},
                                 notification_id=notification_id,
                                 created_by=member.user_id, now=int(stack.clock()))  # fmt: skip
    write(stack, member, writes)
    return notification_id


def person(
    stack: Stack, firm_id: str, role: str = "member", scopes: tuple[str, ...] = ("records:write",)
) -> Person:
    member = stack.member(firm_id, role)
    return Person(member, stack.api_token(member, scopes))


def notifications(workspace: App, caller: Firm | Person, query: str = "") -> list[dict[str, Any]]:
    listed = on(workspace, caller, "GET", NOTIFICATIONS_PATH, query=query)
    assert listed.status == 200, listed.body
    return list(listed.body["items"])


def test_a_person_sees_only_their_own_notifications_newest_first(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    bob = person(stack, firm.member.firm_id)
    acme = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    first = notify(stack, firm.member, "Deal moved", automationId="auto_" + "1" * 26)
    second = notify(stack, firm.member, "Acme changed", recordType="Company", recordId=acme)
    bobs = notify(stack, bob.member, "For Bob")
    mine = notifications(workspace, firm)
    assert [n["id"] for n in mine] == [second, first]
    assert mine[0] == {"id": second, "version": 1, "userId": firm.member.user_id, "message": "Acme changed",
                       "recordType": "Company", "recordId": acme, "read": False, "readAt": None,
                       "createdBy": firm.member.user_id, "createdAt": mine[0]["createdAt"],
                       "updatedAt": mine[0]["updatedAt"]}  # fmt: skip
    assert mine[1]["automationId"] == "auto_" + "1" * 26
    assert [n["id"] for n in notifications(workspace, bob)] == [bobs]
    got = on(workspace, firm, "GET", f"{NOTIFICATIONS_PATH}/{first}")
    assert (got.status, got.body, got.headers["ETag"]) == (200, mine[1], '"1"')
    for method, suffix in (("GET", ""), ("POST", "/read"), ("DELETE", "")):
        answer = on(
            workspace, bob, method, f"{NOTIFICATIONS_PATH}/{first}{suffix}", body={} if suffix else None
        )
        assert (answer.status, answer.code) == (404, "not_found"), (method, suffix)
    assert notifications(workspace, firm) == mine  # nothing Bob tried changed them


def test_a_person_with_no_notifications_lists_none(stack: Stack, firm: Firm, workspace: App) -> None:
    notify(stack, firm.member, "Not for Carol")
    carol = person(stack, firm.member.firm_id)
    listed = on(workspace, carol, "GET", NOTIFICATIONS_PATH)
    assert (listed.status, listed.body) == (200, {"items": [], "nextCursor": None})


def test_reading_a_notification_twice_writes_once(stack: Stack, firm: Firm, workspace: App) -> None:
    read_one, unread = notify(stack, firm.member, "One"), notify(stack, firm.member, "Two")
    first = on(workspace, firm, "POST", f"{NOTIFICATIONS_PATH}/{read_one}/read", body={})
    assert (first.status, first.body["read"], first.body["version"]) == (200, True, 2)
    assert first.headers["ETag"] == '"2"'
    assert first.body["readAt"] is not None
    assert isinstance(stack.clock, TickingClock)
    stack.clock.advance(60)
    again = on(workspace, firm, "POST", f"{NOTIFICATIONS_PATH}/{read_one}/read", body={})
    assert (again.status, again.body) == (200, first.body)  # readAt is when it was first read
    assert on(workspace, firm, "GET", f"{NOTIFICATIONS_PATH}/{read_one}").body == first.body
    assert [n["id"] for n in notifications(workspace, firm, "read=false")] == [unread]
    assert [n["id"] for n in notifications(workspace, firm, "read=true")] == [read_one]
    assert on(workspace, firm, "GET", NOTIFICATIONS_PATH, query="read=maybe").status == 400


def test_a_notification_can_be_removed_by_its_person(stack: Stack, firm: Firm, workspace: App) -> None:
    gone, kept = notify(stack, firm.member, "Gone"), notify(stack, firm.member, "Kept")
    removed = on(workspace, firm, "DELETE", f"{NOTIFICATIONS_PATH}/{gone}")
    assert (removed.status, removed.body["id"]) == (200, gone)
    assert on(workspace, firm, "GET", f"{NOTIFICATIONS_PATH}/{gone}").status == 404
    assert on(workspace, firm, "DELETE", f"{NOTIFICATIONS_PATH}/{gone}").status == 404
    assert [n["id"] for n in notifications(workspace, firm)] == [kept]


def test_another_firms_and_hostile_ids_are_404(
    stack: Stack, firm: Firm, workspace: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    their_notification = notify(stack, theirs.member, "Theirs")
    for notification_id in (their_notification, *HOSTILE_IDS):
        for method, suffix in (("GET", ""), ("POST", "/read"), ("DELETE", "")):
            answer = on(workspace, firm, method, f"{NOTIFICATIONS_PATH}/{notification_id}{suffix}",
                        body={} if suffix else None)  # fmt: skip
            assert (answer.status, answer.code) == (404, "not_found"), (notification_id, method, suffix)
    assert notifications(workspace, firm) == []
    assert [n["read"] for n in notifications(workspace, theirs)] == [False]


def test_nobody_creates_a_notification_over_the_api(firm: Firm, workspace: App) -> None:
    refused = on(workspace, firm, "POST", NOTIFICATIONS_PATH, body={"message": "Hi"})
    assert (refused.status, refused.code) == (405, "method_not_allowed")
    assert notifications(workspace, firm) == []


def test_reading_needs_records_write_and_listing_records_read_and_no_role_permission(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    reader = person(stack, firm.member.firm_id, scopes=("records:read",))
    notification_id = notify(stack, reader.member, "Hello")
    assert [n["id"] for n in notifications(workspace, reader)] == [notification_id]
    refused = on(workspace, reader, "POST", f"{NOTIFICATIONS_PATH}/{notification_id}/read", body={})
    assert (refused.status, refused.code) == (403, "scope_denied")
    viewer = person(stack, firm.member.firm_id, role="viewer")
    viewers = notify(stack, viewer.member, "For the viewer")
    assert [n["id"] for n in notifications(workspace, viewer)] == [viewers]
    read = on(workspace, viewer, "POST", f"{NOTIFICATIONS_PATH}/{viewers}/read", body={})
    assert (read.status, read.body["read"]) == (200, True)  # a viewer manages their own notifications
    assert on(workspace, viewer, "DELETE", f"{NOTIFICATIONS_PATH}/{viewers}").status == 200


def test_notification_writes_refuse_bad_values() -> None:
    user = "usr_" + "0" * 26
    for values in ({"message": "  "}, {"message": "x" * 5001}, {"message": "m", "recordType": "Widget"},
                   {"message": "Pipeline\x1b[2J review"},
                   {"message": "m", "automationId": "x#y"}, {"message": "m", "extra": 1}, {}):  # fmt: skip
        with pytest.raises(Problems):
            notification_writes(user, values, notification_id="ntf_" + "0" * 26, created_by=user, now=1)
    with pytest.raises(ValueError, match="not a user id"):
        notification_writes(
            "usr_1#x", {"message": "m"}, notification_id="ntf_" + "0" * 26, created_by=user, now=1
        )


def test_a_notification_is_kept_ninety_days_then_left_to_the_table_s_ttl(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    notification_id = notify(stack, firm.member, "Kept a while")
    stored = stack.dynamodb.get_item(
        TableName=stack.settings.data_table,
        Key={"pk": {"S": f"{firm.member.firm_id}#{NOTIFICATIONS.partition(firm.member.user_id)}"},
             "sk": {"S": notification_id}},
    )["Item"]  # fmt: skip
    assert int(stored["purgeAt"]["N"]) - int(stored["createdAt"]["N"]) == 90 * 24 * 3600
    [shown] = notifications(workspace, firm)
    assert "purgeAt" not in shown


# ---- pins and recent items: each person's own ----------------------------------------------------------


def test_pins_and_recent_items_are_each_persons_own(stack: Stack) -> None:
    from records_api.handler import create_app as records_app
    from tests.integration.records_support import TickingClock, new_firm
    from workspace_api.handler import create_app as workspace_app

    stack.clock = TickingClock()  # visits a moment apart, as a person makes them
    records = stack.app(records_app())
    me = new_firm(stack, records)
    deal = me.create("Deal", name="Acme")["id"]
    company = me.create("Company", name="Acme Co", companyType="Portfolio")["id"]
    workspace = stack.app(workspace_app())
    colleague = stack.member(me.member.firm_id, "member", email="colleague@example.com")
    theirs = stack.api_token(colleague, ["records:write"])

    def on(token: str, method: str, path: str, body: Any = None) -> Any:
        return call(workspace, method, f"/api/v1/x/workspace/{path}", token=token, body=body)

    pin = on(me.token, "POST", "pins", {"recordType": "Deal", "recordId": deal})
    assert pin.status == 201, pin.body
    assert on(me.token, "POST", "pins", {"recordType": "Deal", "recordId": deal}).code == "already_exists"
    assert on(theirs, "GET", "pins").body["items"] == []
    assert on(theirs, "GET", f"pins/{pin.body['id']}").status == 404
    assert on(theirs, "DELETE", f"pins/{pin.body['id']}").status == 404
    wrong = on(me.token, "POST", "pins", {"recordType": "Company", "recordId": deal})
    assert [d["field"] for d in wrong.body["error"]["details"]] == ["recordId"]
    for record_type, record_id in (("Deal", deal), ("Company", company), ("Deal", deal)):
        visit = on(me.token, "POST", "recent", {"recordType": record_type, "recordId": record_id})
        assert visit.status == 201, visit.body
    recent = on(me.token, "GET", "recent").body["items"]
    assert [item["recordId"] for item in recent] == [deal, company]  # a record again: to the top, once
    assert "purgeAt" not in recent[0]
    assert on(theirs, "GET", "recent").body["items"] == []
