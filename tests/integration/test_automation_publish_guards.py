"""What publish and resume guard, under moto: a frequent schedule
that reaches other people is high-impact; resume passes publish's checks for the caller, who becomes
the publisher; a connector step leaves out no required parameter and `dueInDays` is whole; a caller
who may not read connectors learns only that a connector step is invalid; a firm runs a bounded
number of record-triggered automations, also when two publishes race on two containers."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any

import pytest

from automations_api import cron, routes
from automations_api.handler import create_app
from automations_api.routes import AUTOMATIONS, PUBLISHER_ROLE, RECORD_TRIGGER_COUNT
from automations_api.schedules import Schedules
from tests.connector_support import PARTNER_HOST
from tests.integration.test_automation_schedules import schedules_of, weekly
from tests.integration.test_automations import (
    SCHEDULES,
    Firm,
    Partner,
    call_step,
    connector,
    create_task,
    firm,
    firm_for,
    on_deal_created,
    partner,
)
from tests.support import Result, Stack, call

__all__ = ["firm", "partner"]  # the fixtures, shared with test_automations
X = "/api/v1/x"
INVALID_STEP = [{"field": "tree.steps[0]", "message": "this step is invalid"}]
WHOLE_DAYS = {"field": "tree.steps[0].config.dueInDays", "message": "a whole number from 0 to 3650"}


def colleague(stack: Stack, partner: Partner, firm: Firm, role: str = "member") -> Firm:
    """Another person of the same firm, with the same token scopes."""
    return firm_for(stack, partner, role=role, firm_id=firm.member.firm_id)


def notify(person: Firm, message: str = "Look") -> dict[str, Any]:
    return {"kind": "notifyUser", "config": {"userId": person.member.user_id, "message": message}}


def stored(firm: Firm, automation: str) -> dict[str, Any]:
    """The automation's item as the runner reads it, hidden keys and all."""
    store = firm.stack.services().tenant_store(firm.member.firm_id)
    item = store.get(AUTOMATIONS.partition(None), automation, consistent=True)
    assert item is not None
    return item


def assert_blocked(refused: Result, automation: str) -> None:
    assert (refused.status, refused.code) == (409, "publish_blocked"), refused.body
    assert refused.body["result"] == {"id": automation, "code": "publish_blocked"}


# ---- item 3: a frequent schedule that reaches other people is high-impact ---------------------------


@pytest.mark.parametrize(
    ("text", "frequent"),
    [("* * * * *", True), ("0,30 * * * *", True), ("*/15 9-17 * * 1-5", True), ("0 * * * *", False),
     ("5 */2 * * *", False), ("0 7 * * 1", False)],
)  # fmt: skip
def test_more_often_than_hourly_is_two_minutes_in_an_hour(text: str, frequent: bool) -> None:
    assert cron.parse(text).more_often_than_hourly() is frequent


@pytest.mark.parametrize("every", ["* * * * *", "*/5 * * * *", "0,30 9 * * 1"])
def test_a_frequent_schedule_notifying_another_person_is_publish_blocked(
    stack: Stack, partner: Partner, firm: Firm, every: str
) -> None:
    member = colleague(stack, partner, firm)
    flood = weekly(every, [notify(firm, f"Ping {n}") for n in range(25)])
    made = member.auto("POST", body=flood).body
    refused = member.auto("POST", f"/{made['id']}/publish", body={})
    assert_blocked(refused, made["id"])
    assert refused.body["error"]["reasons"][0] == (
        "steps[0] reaches another person on a schedule that runs more often than hourly"
    )
    shown = member.auto("GET", f"/{made['id']}").body
    assert (shown["status"], shown["published"], shown["version"]) == ("draft", None, 1)
    assert schedules_of(made["id"]) == []


def test_an_hourly_schedule_or_one_reaching_only_the_publisher_publishes(
    stack: Stack, partner: Partner, firm: Firm
) -> None:
    member = colleague(stack, partner, firm)
    assert member.published(weekly("0 * * * *", [notify(firm)]))  # hourly: at most once an hour
    assert member.published(weekly("* * * * *", [notify(member)]))  # their own notifications


def test_resume_of_a_frequent_schedule_is_checked_for_whoever_resumes(
    stack: Stack, partner: Partner, firm: Firm
) -> None:
    member = colleague(stack, partner, firm)
    own_reminder = member.published(weekly("*/10 * * * *", [notify(member)]))
    assert member.auto("POST", f"/{own_reminder}/pause").status == 200
    refused = firm.auto("POST", f"/{own_reminder}/resume")  # it would notify the member, not the admin
    assert_blocked(refused, own_reminder)
    assert firm.auto("GET", f"/{own_reminder}").body["status"] == "paused"
    assert member.auto("POST", f"/{own_reminder}/resume").body["status"] == "active"


# ---- item 4: resume passes publish's checks for the caller, who becomes the publisher --------------


def test_a_member_cannot_resume_an_automation_calling_an_admin_only_connector(
    stack: Stack, partner: Partner, firm: Firm
) -> None:
    firm.connector(connector(useRoleIds=["admin"]))
    automation = firm.published(on_deal_created([call_step()]))
    assert firm.auto("POST", f"/{automation}/pause").status == 200
    member = colleague(stack, partner, firm)
    refused = member.auto("POST", f"/{automation}/resume")
    assert (refused.status, refused.code) == (409, "connector_not_allowed")
    item = stored(firm, automation)
    assert (item["status"], item["published"]["publishedBy"], item[PUBLISHER_ROLE]) == (
        "paused", firm.member.user_id, "admin")  # fmt: skip
    firm.record("Deal", name="While paused")
    firm.deliver()
    assert firm.runs(automation) == []


def test_resume_makes_the_caller_the_publisher_and_runs_act_as_them(
    stack: Stack, partner: Partner, firm: Firm
) -> None:
    automation = firm.published(on_deal_created())
    assert firm.auto("POST", f"/{automation}/pause").status == 200
    before = stored(firm, automation)
    member = colleague(stack, partner, firm)
    resumed = member.auto("POST", f"/{automation}/resume")
    assert resumed.status == 200, resumed.body
    assert resumed.body["published"]["publishedBy"] == member.member.user_id
    after = stored(firm, automation)
    assert after["version"] == before["version"] + 1  # one write moved status and publisher together
    assert (after["status"], after[PUBLISHER_ROLE]) == ("active", "member")
    assert after["published"] == {**before["published"], "publishedBy": member.member.user_id}
    firm.record("Deal", name="Resumed by a member")
    firm.deliver()
    [run] = firm.runs(automation)
    assert run["status"] == "done", run
    actor = firm.call("records", "GET", "/changes", query="types=Deal").body["items"][-1]["actor"]
    assert (actor["userId"], actor["via"]) == (member.member.user_id, "automation")


def test_resume_checks_the_published_tree_against_the_firm_now(
    stack: Stack, partner: Partner, firm: Firm
) -> None:
    leaving = colleague(stack, partner, firm)
    automation = firm.published(on_deal_created([notify(leaving)]))
    assert firm.auto("POST", f"/{automation}/pause").status == 200
    stack.identity.remove_membership(firm.member.firm_id, leaving.member.user_id)
    refused = firm.auto("POST", f"/{automation}/resume")
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert refused.body["error"]["details"] == [
        {"field": "tree.steps[0].config.userId", "message": "not a user of your firm"}
    ]
    assert firm.auto("GET", f"/{automation}").body["status"] == "paused"


def test_resume_refuses_a_tree_that_became_high_impact(firm: Firm) -> None:
    connector_id = firm.connector(connector(effect="read"))
    automation = firm.published(on_deal_created([call_step()]))
    assert firm.auto("POST", f"/{automation}/pause").status == 200
    item = f"/connectors/{connector_id}"
    assert firm.call("connectors", "PUT", item, body=connector(effect="destructive")).status == 200
    assert firm.call("connectors", "POST", f"{item}/publish", body={}).status == 200
    assert_blocked(firm.auto("POST", f"/{automation}/resume"), automation)
    assert firm.auto("GET", f"/{automation}").body["status"] == "paused"


def test_resume_keeps_the_pins_of_the_publish(firm: Firm) -> None:
    connector_id = firm.connector(connector())
    automation = firm.published(on_deal_created([call_step()]))
    assert firm.auto("POST", f"/{automation}/pause").status == 200
    item = f"/connectors/{connector_id}"
    firm.call("connectors", "PUT", item, body=connector(baseUrl=f"https://{PARTNER_HOST}/v2"))
    assert firm.call("connectors", "POST", f"{item}/publish", body={}).status == 200
    resumed = firm.auto("POST", f"/{automation}/resume")
    assert resumed.status == 200, resumed.body
    assert resumed.body["published"]["pins"] == {
        "crm": {"connectorId": connector_id, "definitionRevision": 1}
    }


# ---- item 12: required parameters, whole days -------------------------------------------------------


def test_a_connector_step_without_its_required_parameters_is_refused(firm: Firm) -> None:
    firm.connector(connector())
    bare = {"kind": "callConnector", "config": {"connectorKey": "crm", "operationKey": "push"}}
    refused = firm.auto("POST", body=on_deal_created([bare]))
    assert (refused.status, refused.body["error"]["details"]) == (
        400, [{"field": "tree.steps[0].config.parameters.name", "message": "required"}])  # fmt: skip


def test_a_required_path_parameter_added_since_the_save_is_refused_at_publish(firm: Firm) -> None:
    no_parameters = {"key": "push", "label": "Push", "method": "POST", "effect": "read", "path": "/deals"}
    connector_id = firm.connector(connector(operations=[no_parameters]))
    bare = {"kind": "callConnector", "config": {"connectorKey": "crm", "operationKey": "push"}}
    automation = firm.auto("POST", body=on_deal_created([bare])).body["id"]
    deal_id = {"name": "dealId", "valueType": "string", "required": True, "in": "path"}
    by_id = {**no_parameters, "path": "/deals/{dealId}", "parameters": [deal_id]}
    item = f"/connectors/{connector_id}"
    assert firm.call("connectors", "PUT", item, body=connector(operations=[by_id])).status == 200
    assert firm.call("connectors", "POST", f"{item}/publish", body={}).status == 200
    refused = firm.auto("POST", f"/{automation}/publish", body={})
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert refused.body["error"]["details"][0]["field"] == "tree.steps[0].config.parameters.dealId"
    assert firm.auto("GET", f"/{automation}").body["status"] == "draft"


@pytest.mark.parametrize("days", [1.5, 0.25])
def test_due_in_days_is_a_whole_number(firm: Firm, days: Any) -> None:
    step = create_task(assigneeUserId=firm.member.user_id, dueInDays=days)
    refused = firm.auto("POST", body=on_deal_created([step]))
    assert (refused.status, refused.body["error"]["details"]) == (400, [WHOLE_DAYS])


# ---- item 13: no connector detail for a caller who may not read connectors --------------------------


def test_a_member_learns_only_that_a_connector_step_is_invalid(
    stack: Stack, partner: Partner, firm: Firm
) -> None:
    firm.connector(connector(useRoleIds=["admin", "member"]))
    member = colleague(stack, partner, firm)
    probes = [
        {"kind": "callConnector", "config": {"connectorKey": "payroll", "operationKey": "export"}},
        {"kind": "callConnector", "config": {"connectorKey": "crm", "operationKey": "export"}},
        call_step(secretParameter="x"),
        call_step(name=7),
        {"kind": "callConnector", "config": {"connectorKey": "crm", "operationKey": "push", "extra": 1}},
    ]
    for probe in probes:
        refused = member.auto("POST", body=on_deal_created([probe]))
        assert (refused.status, refused.body["error"]["details"]) == (400, INVALID_STEP), refused.body
        message = refused.body["error"]["message"]
        assert message == "The body is not valid: tree.steps[0]: this step is invalid."
    assert member.auto("POST", body=on_deal_created([call_step()])).status == 201


def test_a_token_without_connectors_read_gets_no_connector_detail(firm: Firm) -> None:
    firm.connector(connector())
    unknown = {"kind": "callConnector", "config": {"connectorKey": "payroll", "operationKey": "export"}}
    drafter = firm.stack.api_token(firm.member, ["automations:draft"])
    refused = firm.auto("POST", body=on_deal_created([unknown]), token=drafter)
    assert refused.body["error"]["details"] == INVALID_STEP
    for token in (firm.token, firm.stack.session_token(firm.member)):  # connectors:read, or a session
        detailed = firm.auto("POST", body=on_deal_created([unknown]), token=token)
        fields = [problem["field"] for problem in detailed.body["error"]["details"]]
        assert fields == ["tree.steps[0].config.connectorKey"]


def test_other_steps_keep_their_problems_for_a_member(stack: Stack, partner: Partner, firm: Firm) -> None:
    member = colleague(stack, partner, firm)
    refused = member.auto("POST", body=on_deal_created([create_task(dueInDays=2.5)]))
    assert refused.body["error"]["details"] == [WHOLE_DAYS]


def test_a_member_s_publish_blocked_reason_does_not_say_what_the_operation_does(
    stack: Stack, partner: Partner, firm: Firm
) -> None:
    firm.connector(connector(effect="destructive", useRoleIds=["admin", "member"]))
    member = colleague(stack, partner, firm)
    made = member.auto("POST", body=on_deal_created([call_step()])).body
    refused = member.auto("POST", f"/{made['id']}/publish", body={})
    assert_blocked(refused, made["id"])
    assert refused.body["error"]["reasons"] == ["steps[0] calls a connector operation that is high-impact"]
    shown_to_admin = firm.auto("POST", f"/{made['id']}/publish", body={}).body["error"]["reasons"]
    assert shown_to_admin == ["steps[0] calls a destructive connector operation"]


# ---- item 2: a bounded number of active record-triggered automations per firm ---------------------


def on_leads() -> dict[str, Any]:
    lead_created = {"kind": "recordCreated", "config": {"recordType": "Lead"}}
    return {"name": "On leads", "tree": {"trigger": lead_created, "steps": []}}


def counted(firm: Firm) -> int | None:
    store = firm.stack.services().tenant_store(firm.member.firm_id)
    item = store.get(RECORD_TRIGGER_COUNT, "COUNT", consistent=True)
    return int(item["count"]) if item else None


def test_a_firm_runs_a_bounded_number_of_record_triggered_automations(
    firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(routes, "MAX_RECORD_TRIGGERED", 2)
    first, second = firm.published(on_leads()), firm.published(on_deal_created())
    third = firm.auto("POST", body=on_leads()).body["id"]  # a draft is not counted
    refused = firm.auto("POST", f"/{third}/publish", body={})
    assert (refused.status, refused.code, refused.body["error"]["limit"]) == (409, "record_trigger_limit", 2)
    assert firm.auto("GET", f"/{third}").body["status"] == "draft"
    assert firm.published(weekly("0 7 * * 1", [notify(firm)]))  # a schedule is counted apart
    assert firm.auto("POST", f"/{first}/publish", body={}).status == 200  # republishing a counted one
    assert firm.auto("POST", f"/{second}/pause").status == 200
    assert firm.auto("POST", f"/{third}/publish", body={}).status == 200
    refused = firm.auto("POST", f"/{second}/resume")
    assert (refused.status, refused.code) == (409, "record_trigger_limit")
    assert firm.auto("DELETE", f"/{first}").status == 200  # a deleted one frees its place
    assert firm.auto("POST", f"/{second}/resume").status == 200
    assert counted(firm) == 2


def test_a_switch_between_record_trigger_and_schedule_moves_the_count(
    firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(routes, "MAX_RECORD_TRIGGERED", 1)
    automation = firm.published(on_leads())
    assert counted(firm) == 1
    assert firm.auto("PUT", f"/{automation}", body=weekly("0 7 * * 1", [notify(firm)])).status == 200
    assert firm.auto("POST", f"/{automation}/publish", body={}).status == 200
    assert counted(firm) == 0
    assert firm.published(on_deal_created())


def test_automations_active_before_the_counter_are_counted(
    firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, _ = firm.published(on_leads()), firm.published(on_deal_created())
    table, store = firm.stack.settings.data_table, firm.stack.services().tenant_store(firm.member.firm_id)
    key = {"pk": {"S": store.partition_key(RECORD_TRIGGER_COUNT)}, "sk": {"S": "COUNT"}}
    firm.stack.dynamodb.delete_item(TableName=table, Key=key)  # as a firm published before it had one
    monkeypatch.setattr(routes, "MAX_RECORD_TRIGGERED", 2)
    third = firm.auto("POST", body=on_leads()).body["id"]
    assert firm.auto("POST", f"/{third}/publish", body={}).code == "record_trigger_limit"
    assert firm.auto("POST", f"/{first}/pause").status == 200
    assert counted(firm) == 1


def at_once(*calls: Callable[[], Result]) -> list[Result]:
    with ThreadPoolExecutor(len(calls)) as pool:
        futures = [pool.submit(each) for each in calls]
    return [future.result() for future in futures]


def test_two_publishes_at_once_on_two_containers_cannot_pass_the_limit(
    firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(routes, "MAX_RECORD_TRIGGERED", 2)
    firm.published(on_leads())  # one place left
    racing = [firm.auto("POST", body=on_leads()).body["id"] for _ in range(2)]
    both_read = threading.Barrier(2, timeout=10)
    waited: set[int] = set()
    real_moved = routes._moved

    def read_then_wait(*args: Any) -> Any:
        writes = real_moved(*args)  # the counter as read before either publish commits
        if writes and threading.get_ident() not in waited:
            waited.add(threading.get_ident())
            both_read.wait()
        return writes

    monkeypatch.setattr(routes, "_moved", read_then_wait)
    second_container = firm.stack.app(create_app())
    second_container.ports.override(Schedules, SCHEDULES)
    path = f"{X}/automations/{{}}/publish"
    answers = at_once(
        partial(call, firm.apps["automations"], "POST", path.format(racing[0]), body={}, token=firm.token),
        partial(call, second_container, "POST", path.format(racing[1]), body={}, token=firm.token),
    )
    assert sorted((answer.status, answer.code) for answer in answers) == [
        (200, None), (409, "record_trigger_limit")]  # fmt: skip
    assert len(waited) == 2  # both read the counter before either committed
    assert counted(firm) == 2
    statuses = sorted(firm.auto("GET", f"/{automation}").body["status"] for automation in racing)
    assert statuses == ["active", "draft"]
