"""Schedule triggers under moto: publishing puts an EventBridge Scheduler schedule (once the write's
preconditions hold, before it commits); pause, a new cron and delete remove it (after the write); the
runner runs a fired minute once; a schedule the automation does not hold is deleted when it fires,
unless a write that holds it may yet commit. Races found by a probe are tests here."""

from __future__ import annotations

import datetime
import json
from typing import Any

import boto3
import pytest

from automations_api import routes
from automations_api.runner import lambda_handler
from automations_api.schedules import SCHEDULED_TIME, Held, Schedules
from tests.deploy.iam_check import another_party
from tests.integration.test_automations import SCHEDULES, Firm, call_step, connector, firm, partner
from tests.support import Stack

__all__ = ["firm", "partner"]  # the fixtures, shared with test_automations
GROUP = "test-AutomationSchedules"
MONDAY_7 = datetime.datetime(2026, 11, 23, 7, 0, tzinfo=datetime.UTC)  # a Monday


def weekly(cron: str = "0 7 * * 1", steps: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {
        "name": "Weekly pull",
        "tree": {
            "trigger": {"kind": "schedule", "config": {"cron": cron}},
            "steps": steps or [call_step(name="weekly")],
        },
    }


def remind(firm: Firm, message: str = "Tick") -> dict[str, Any]:
    return {"kind": "notifyUser", "config": {"userId": firm.member.user_id, "message": message}}


def scheduled(firm: Firm, body: dict[str, Any] | None = None) -> str:
    firm.connector(connector(effect="read"))
    return firm.published(body or weekly())


@another_party  # Scheduler reading its own schedules, even when a test fires them mid-request
def schedules_of(automation: str) -> list[dict[str, Any]]:
    """The automation's schedules in the group, as Scheduler holds them."""
    client = boto3.client("scheduler")
    found = client.list_schedules(GroupName=GROUP, NamePrefix=automation)["Schedules"]
    return [client.get_schedule(GroupName=GROUP, Name=summary["Name"]) for summary in found]


def inputs_of(automation: str) -> list[dict[str, Any]]:
    return [json.loads(schedule["Target"]["Input"]) for schedule in schedules_of(automation)]


def fire(firm: Firm, schedule: dict[str, Any], at: datetime.datetime = MONDAY_7) -> None:
    """What Scheduler sends the runner when the schedule fires (its Input, the time filled in)."""
    event = {**schedule, "scheduledAt": at.strftime("%Y-%m-%dT%H:%M:%SZ")}
    assert lambda_handler(event, None, runner=firm.runner) == {}


def fire_all(firm: Firm, automation: str, at: datetime.datetime = MONDAY_7) -> None:
    for event in inputs_of(automation):
        fire(firm, event, at)


def test_publish_puts_the_schedule_that_invokes_the_runner(firm: Firm) -> None:
    automation = scheduled(firm)
    [found] = schedules_of(automation)
    assert found["ScheduleExpression"] == "cron(0 7 ? * 2 *)"
    assert found["ScheduleExpressionTimezone"] == "UTC"
    assert found["Target"]["Arn"].endswith(":function:test-AutomationRunnerFunction")
    assert found["Target"]["RoleArn"].endswith(":role/test-AutomationSchedulerRole")
    assert found["Target"]["DeadLetterConfig"]["Arn"].endswith(":test-AutomationRunnerFailures")
    assert json.loads(found["Target"]["Input"]) == {
        "source": "schedule", "firmId": firm.member.firm_id, "automationId": automation,
        "cron": "0 7 * * 1", "generation": 2, "scheduledAt": SCHEDULED_TIME,
    }  # fmt: skip
    assert "schedule" not in firm.auto("GET", f"/{automation}").body  # bookkeeping, not shown


def test_a_fired_minute_runs_once_as_the_publisher(firm: Firm) -> None:
    automation = scheduled(firm)
    fire_all(firm, automation)
    fire_all(firm, automation)  # Scheduler retried the same minute
    runs = firm.runs(automation)
    assert len(runs) == 1, runs
    assert runs[0]["status"] == "done", runs[0]
    assert runs[0]["trigger"] == {
        "kind": "schedule",
        "cron": "0 7 * * 1",
        "scheduledAt": "2026-11-23T07:00:00Z",
    }
    assert json.loads(firm.system.seen[-1].body) == {"name": "weekly"}
    fire_all(firm, automation, at=MONDAY_7 + datetime.timedelta(days=7))
    assert len(firm.runs(automation)) == 2


def test_pause_deletes_the_schedule_and_resume_puts_a_new_one(firm: Firm) -> None:
    automation = scheduled(firm)
    [before] = inputs_of(automation)
    assert firm.auto("POST", f"/{automation}/pause", body={}).status == 200
    assert schedules_of(automation) == []
    assert firm.auto("POST", f"/{automation}/resume", body={}).status == 200
    [after] = inputs_of(automation)
    assert after["generation"] > before["generation"]
    fire(firm, before)  # a late firing of the old one runs nothing
    assert firm.runs(automation) == []


def test_a_new_cron_replaces_the_schedule_and_a_record_trigger_removes_it(firm: Firm) -> None:
    automation = scheduled(firm)
    assert firm.auto("PUT", f"/{automation}", body=weekly("30 6 * * *")).status == 200
    assert [i["cron"] for i in inputs_of(automation)] == ["0 7 * * 1"]  # the draft moved, not the cron
    assert firm.auto("POST", f"/{automation}/publish", body={}).status == 200
    [found] = schedules_of(automation)
    assert found["ScheduleExpression"] == "cron(30 6 * * ? *)"
    deal_created = {"kind": "recordCreated", "config": {"recordType": "Deal"}}
    on_deals = {"name": "On deals", "tree": {"trigger": deal_created, "steps": []}}
    assert firm.auto("PUT", f"/{automation}", body=on_deals).status == 200
    assert firm.auto("POST", f"/{automation}/publish", body={}).status == 200
    assert schedules_of(automation) == []


def test_delete_removes_the_schedule(firm: Firm) -> None:
    automation = scheduled(firm)
    assert firm.auto("DELETE", f"/{automation}").status == 200
    assert schedules_of(automation) == []


def test_a_schedule_the_automation_does_not_hold_is_deleted_when_it_fires(firm: Firm) -> None:
    automation = scheduled(firm)
    [held] = inputs_of(automation)
    # Left behind: put for a write (generation 1, long past) that did not commit.
    SCHEDULES.put(firm.member.firm_id, automation, Held("0 9 * * *", 1), "cron(0 9 * * ? *)")
    stale = next(event for event in inputs_of(automation) if event["cron"] == "0 9 * * *")
    fire(firm, stale)
    assert inputs_of(automation) == [held]
    assert firm.runs(automation) == []


def test_a_paused_automation_s_schedule_firing_runs_nothing_and_is_deleted(firm: Firm) -> None:
    automation = scheduled(firm)
    [held] = inputs_of(automation)
    SCHEDULES.delete = lambda *args: None  # type: ignore[method-assign]  # the delete after pause failed
    try:
        assert firm.auto("POST", f"/{automation}/pause", body={}).status == 200
    finally:
        del SCHEDULES.delete  # type: ignore[method-assign]
    fire(firm, held)
    assert firm.runs(automation) == []
    assert schedules_of(automation) == []


def test_pause_racing_resume_leaves_the_resumed_schedule(firm: Firm) -> None:
    automation = scheduled(firm)
    real_delete = SCHEDULES.delete

    def resume_first(*args: Any) -> None:  # resume reads "paused" before pause's late delete
        del SCHEDULES.delete  # type: ignore[method-assign]
        assert firm.auto("POST", f"/{automation}/resume", body={}).body["status"] == "active"
        real_delete(*args)

    SCHEDULES.delete = resume_first  # type: ignore[method-assign]
    assert firm.auto("POST", f"/{automation}/pause", body={}).status == 200
    assert firm.auto("GET", f"/{automation}").body["status"] == "active"
    fire_all(firm, automation)
    assert len(firm.runs(automation)) == 1


def test_a_firing_between_the_put_and_the_write_leaves_the_new_schedule(firm: Firm) -> None:
    automation = scheduled(firm)
    assert firm.auto("POST", f"/{automation}/pause", body={}).status == 200
    real_put = SCHEDULES.put

    def put_then_fire(*args: Any) -> None:
        real_put(*args)
        fire_all(firm, automation)  # the write that holds it has not committed yet

    SCHEDULES.put = put_then_fire  # type: ignore[method-assign]
    try:
        assert firm.auto("POST", f"/{automation}/resume", body={}).status == 200
    finally:
        del SCHEDULES.put  # type: ignore[method-assign]
    assert firm.runs(automation) == []  # not held yet: it ran nothing
    fire_all(firm, automation, at=MONDAY_7 + datetime.timedelta(days=7))
    assert len(firm.runs(automation)) == 1


def test_a_refused_publish_puts_no_schedule(firm: Firm) -> None:
    firm.connector(connector(effect="read"))
    automation = firm.auto("POST", body=weekly()).body["id"]
    stale = firm.auto("POST", f"/{automation}/publish", body={}, headers={"If-Match": '"999"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert schedules_of(automation) == []


class _Unreachable(Schedules):
    def put(self, *args: Any) -> None:
        raise RuntimeError("Scheduler is unreachable")


def test_publish_stores_nothing_when_the_schedule_cannot_be_put(firm: Firm) -> None:
    firm.connector(connector(effect="read"))
    automation = firm.auto("POST", body=weekly()).body["id"]
    firm.apps["automations"].ports.override(Schedules, _Unreachable(GROUP))
    refused = firm.auto("POST", f"/{automation}/publish", body={})
    assert refused.status == 500, refused.body
    shown = firm.auto("GET", f"/{automation}").body
    assert (shown["status"], shown["published"]) == ("draft", None)


def test_a_failed_delete_after_the_write_leaves_the_answer_standing(firm: Firm) -> None:
    automation = scheduled(firm)

    class DeleteFails(Schedules):
        def delete(self, *args: Any) -> None:
            raise RuntimeError("Scheduler is unreachable")

    firm.apps["automations"].ports.override(Schedules, DeleteFails(GROUP))
    paused = firm.auto("POST", f"/{automation}/pause", body={})
    assert (paused.status, paused.body["status"]) == (200, "paused")


def test_a_schedule_of_another_firm_s_automation_runs_nothing(stack: Stack, firm: Firm) -> None:
    automation = scheduled(firm)
    [held] = inputs_of(automation)
    fire(firm, {**held, "firmId": stack.firm()})
    assert firm.runs(automation) == []
    assert inputs_of(automation) == [held]  # named for its own firm: untouched


@pytest.mark.parametrize("cron", ["* * * * *", "*/15 9-17 * * 1-5"])
def test_a_schedule_with_a_record_step_is_refused_before_anything_is_put(firm: Firm, cron: str) -> None:
    values = {"kind": "createRecord", "config": {"recordType": "Deal", "values": {"name": "Weekly"}}}
    made = firm.auto("POST", body=weekly(cron, [values])).body
    refused = firm.auto("POST", f"/{made['id']}/publish", body={})
    assert (refused.status, refused.code) == (409, "publish_blocked")
    assert schedules_of(made["id"]) == []


def test_a_weekly_reminder_notifies_each_week_once(firm: Firm) -> None:
    automation = firm.published(weekly("0 7 * * 1", [remind(firm, "Weekly pipeline review")]))
    fire_all(firm, automation)
    fire_all(firm, automation)
    fire_all(firm, automation, at=MONDAY_7 + datetime.timedelta(days=7))
    shown = firm.call("workspace", "GET", "/workspace/notifications").body["items"]
    assert [item["message"] for item in shown] == ["Weekly pipeline review"] * 2
    assert {item["automationId"] for item in shown} == {automation}
    assert all(item.get("recordId") is None for item in shown)


def test_a_firm_holds_a_bounded_number_of_schedules(firm: Firm, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(routes, "MAX_SCHEDULES", 2)
    first, second = (firm.published(weekly(f"{minute} 7 * * 1", [remind(firm)])) for minute in (1, 2))
    third = firm.auto("POST", body=weekly("3 7 * * 1", [remind(firm)])).body["id"]
    refused = firm.auto("POST", f"/{third}/publish", body={})
    assert (refused.status, refused.code, refused.body["error"]["limit"]) == (409, "schedule_limit", 2)
    assert schedules_of(third) == []
    assert firm.auto("POST", f"/{first}/publish", body={}).status == 200  # republishing a held one
    assert firm.auto("POST", f"/{second}/pause", body={}).status == 200
    assert firm.auto("POST", f"/{third}/publish", body={}).status == 200
    refused = firm.auto("POST", f"/{second}/resume", body={})
    assert (refused.status, refused.code) == (409, "schedule_limit")
    assert firm.auto("DELETE", f"/{first}").status == 200  # a deleted one frees its place
    assert firm.auto("POST", f"/{second}/resume", body={}).status == 200


def test_a_tree_too_large_to_publish_is_refused_on_save(firm: Firm) -> None:
    steps = [remind(firm, "\u00e9" * 5000) for _ in range(25)]  # 750,000 bytes as answers spell it
    refused = firm.auto("POST", body=weekly("0 7 * * 1", steps))
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "tree")


def test_text_with_control_characters_is_refused_on_save(firm: Firm) -> None:
    refused = firm.auto("POST", body=weekly("0 7 * * 1", [remind(firm, "Pipeline\x1b[2J review")]))
    assert refused.status == 400
    assert refused.body["error"]["details"][0]["field"] == "tree.steps[0].config.message"
