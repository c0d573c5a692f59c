"""Schedule triggers under moto: publishing puts an EventBridge Scheduler schedule (before the write),
pause, a new cron and delete remove it (after the write), the runner runs a fired minute once, and a
schedule that outlived its cron is deleted when it fires."""

from __future__ import annotations

import datetime
import json
from typing import Any

import boto3
import pytest

from automations_api import routes, schedules
from automations_api.runner import lambda_handler
from automations_api.schedules import Schedules
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


def scheduled(firm: Firm, body: dict[str, Any] | None = None) -> str:
    firm.connector(connector(effect="read"))
    return firm.published(body or weekly())


def schedule_of(firm: Firm, automation: str, cron: str = "0 7 * * 1") -> dict[str, Any] | None:
    client = boto3.client("scheduler")
    try:
        found: dict[str, Any] = client.get_schedule(
            GroupName=GROUP, Name=schedules.name(firm.member.firm_id, automation, cron)
        )
    except client.exceptions.ResourceNotFoundException:
        return None
    return found


def fire(firm: Firm, automation: str, cron: str = "0 7 * * 1", at: datetime.datetime = MONDAY_7) -> None:
    """What Scheduler sends the runner when the schedule fires."""
    found = schedule_of(firm, automation, cron)
    event = json.loads(found["Target"]["Input"]) if found else {
        "source": "schedule", "firmId": firm.member.firm_id, "automationId": automation, "cron": cron,
        "scheduledAt": schedules.SCHEDULED_TIME,
    }  # fmt: skip
    event["scheduledAt"] = at.strftime("%Y-%m-%dT%H:%M:%SZ")
    assert lambda_handler(event, None, runner=firm.runner) == {}


def test_publish_puts_the_schedule_that_invokes_the_runner(firm: Firm) -> None:
    automation = scheduled(firm)
    found = schedule_of(firm, automation)
    assert found is not None
    assert found["ScheduleExpression"] == "cron(0 7 ? * 2 *)"
    assert found["ScheduleExpressionTimezone"] == "UTC"
    assert found["Target"]["Arn"].endswith(":function:test-AutomationRunnerFunction")
    assert found["Target"]["RoleArn"].endswith(":role/test-AutomationSchedulerRole")
    assert found["Target"]["DeadLetterConfig"]["Arn"].endswith(":test-AutomationRunnerFailures")
    assert json.loads(found["Target"]["Input"]) == {
        "source": "schedule", "firmId": firm.member.firm_id, "automationId": automation,
        "cron": "0 7 * * 1", "scheduledAt": "<aws.scheduler.scheduled-time>",
    }  # fmt: skip


def test_a_fired_minute_runs_once_as_the_publisher(firm: Firm) -> None:
    automation = scheduled(firm)
    fire(firm, automation)
    fire(firm, automation)  # Scheduler retried the same minute
    runs = firm.runs(automation)
    assert len(runs) == 1, runs
    assert runs[0]["status"] == "done", runs[0]
    assert runs[0]["trigger"] == {
        "kind": "schedule",
        "cron": "0 7 * * 1",
        "scheduledAt": "2026-11-23T07:00:00Z",
    }
    assert json.loads(firm.system.seen[-1].body) == {"name": "weekly"}
    fire(firm, automation, at=MONDAY_7 + datetime.timedelta(days=7))
    assert len(firm.runs(automation)) == 2


def test_pause_deletes_the_schedule_and_resume_puts_it_back(firm: Firm) -> None:
    automation = scheduled(firm)
    assert firm.auto("POST", f"/{automation}/pause", body={}).status == 200
    assert schedule_of(firm, automation) is None
    assert firm.auto("POST", f"/{automation}/resume", body={}).status == 200
    assert schedule_of(firm, automation) is not None


def test_a_new_cron_replaces_the_schedule_and_a_record_trigger_removes_it(firm: Firm) -> None:
    automation = scheduled(firm)
    assert firm.auto("PUT", f"/{automation}", body=weekly("30 6 * * *")).status == 200
    assert schedule_of(firm, automation) is not None  # the draft changed; the live cron did not
    assert firm.auto("POST", f"/{automation}/publish", body={}).status == 200
    assert schedule_of(firm, automation) is None
    assert schedule_of(firm, automation, "30 6 * * *")["ScheduleExpression"] == "cron(30 6 * * ? *)"
    deal_created = {"kind": "recordCreated", "config": {"recordType": "Deal"}}
    on_deals = {"name": "On deals", "tree": {"trigger": deal_created, "steps": []}}
    assert firm.auto("PUT", f"/{automation}", body=on_deals).status == 200
    assert firm.auto("POST", f"/{automation}/publish", body={}).status == 200
    assert schedule_of(firm, automation, "30 6 * * *") is None


def test_delete_removes_the_schedule(firm: Firm) -> None:
    automation = scheduled(firm)
    assert firm.auto("DELETE", f"/{automation}").status == 200
    assert schedule_of(firm, automation) is None


def test_a_schedule_that_outlived_its_cron_is_deleted_when_it_fires(firm: Firm) -> None:
    automation = scheduled(firm)
    put = SCHEDULES.put  # a schedule left behind: put, then the write that made its cron live failed
    put(firm.member.firm_id, automation, "0 9 * * *", "cron(0 9 * * ? *)")
    fire(firm, automation, "0 9 * * *")
    assert schedule_of(firm, automation, "0 9 * * *") is None
    assert firm.runs(automation) == []
    assert schedule_of(firm, automation) is not None  # the live one stays


def test_a_paused_automation_s_schedule_firing_runs_nothing_and_is_deleted(firm: Firm) -> None:
    automation = scheduled(firm)
    SCHEDULES.delete = lambda *args: None  # type: ignore[method-assign]  # the delete after pause failed
    try:
        assert firm.auto("POST", f"/{automation}/pause", body={}).status == 200
    finally:
        del SCHEDULES.delete  # type: ignore[method-assign]
    assert schedule_of(firm, automation) is not None
    fire(firm, automation)
    assert firm.runs(automation) == []
    assert schedule_of(firm, automation) is None


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
    other = stack.firm()
    event = {"source": "schedule", "firmId": other, "automationId": automation, "cron": "0 7 * * 1",
             "scheduledAt": "2026-11-23T07:00:00Z"}  # fmt: skip
    assert lambda_handler(event, None, runner=firm.runner) == {}
    assert firm.runs(automation) == []
    assert schedule_of(firm, automation) is not None  # named for its own firm: untouched


@pytest.mark.parametrize("cron", ["* * * * *", "*/15 9-17 * * 1-5"])
def test_a_schedule_with_a_record_step_is_refused_before_anything_is_put(firm: Firm, cron: str) -> None:
    values = {"kind": "createRecord", "config": {"recordType": "Deal", "values": {"name": "Weekly"}}}
    made = firm.auto("POST", body=weekly(cron, [values])).body
    refused = firm.auto("POST", f"/{made['id']}/publish", body={})
    assert (refused.status, refused.code) == (409, "publish_blocked")
    assert schedule_of(firm, made["id"], cron) is None


def test_a_weekly_reminder_notifies_each_week_once(firm: Firm) -> None:
    remind = {
        "kind": "notifyUser",
        "config": {"userId": firm.member.user_id, "message": "Weekly pipeline review"},
    }
    automation = firm.published(weekly("0 7 * * 1", [remind]))  # not high-impact: it writes no record
    fire(firm, automation)
    fire(firm, automation)
    fire(firm, automation, at=MONDAY_7 + datetime.timedelta(days=7))
    shown = firm.call("workspace", "GET", "/workspace/notifications").body["items"]
    assert [item["message"] for item in shown] == ["Weekly pipeline review"] * 2
    assert {item["automationId"] for item in shown} == {automation}
    assert all(item.get("recordId") is None for item in shown)


def test_a_firm_runs_a_bounded_number_of_schedules(firm: Firm, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(routes, "MAX_SCHEDULES", 2)
    remind = {"kind": "notifyUser", "config": {"userId": firm.member.user_id, "message": "Tick"}}
    first, second = (firm.published(weekly(f"{minute} 7 * * 1", [remind])) for minute in (1, 2))
    third = firm.auto("POST", body=weekly("3 7 * * 1", [remind])).body["id"]
    refused = firm.auto("POST", f"/{third}/publish", body={})
    assert (refused.status, refused.code, refused.body["error"]["limit"]) == (409, "schedule_limit", 2)
    assert schedule_of(firm, third, "3 7 * * 1") is None
    assert firm.auto("POST", f"/{first}/publish", body={}).status == 200  # republishing a live one
    assert firm.auto("POST", f"/{second}/pause", body={}).status == 200
    assert firm.auto("POST", f"/{third}/publish", body={}).status == 200
    refused = firm.auto("POST", f"/{second}/resume", body={})
    assert (refused.status, refused.code) == (409, "schedule_limit")
