"""An automation over real HTTP on the local stack, whose stream poller feeds the runner as Lambda's
event source mapping would: publish "when a Deal is created, set its stage", create a Deal, and
watch the run appear and the stage change. A scheduled one gets its schedule on the stack's stand-in
for Scheduler (tests/integration/test_local_scheduler_ticker.py fires one)."""

from __future__ import annotations

import time
from typing import Any

import boto3
import httpx
import pytest

from tests.e2e.test_forms_e2e import demo_firm_token, ok
from tests.e2e.test_local_stack import LocalStack, bearer

pytestmark = pytest.mark.e2e
X = "/api/v1/x"


def test_a_published_automation_runs_when_its_trigger_fires(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    token = bearer(demo_firm_token(local_stack, "automator@demo-capital.example",
                                   "automations:draft", "automations:publish", "records:write"))  # fmt: skip
    set_stage = {"kind": "updateField", "config": {"field": "stage", "value": "Sourced"}}
    trigger = {"kind": "recordCreated", "config": {"recordType": "Deal"}}
    draft = {"name": "New deals start as sourced", "tree": {"trigger": trigger, "steps": [set_stage]}}
    automation = ok(client.post(f"{X}/automations", headers=token, json=draft), 201)["id"]
    published = ok(client.post(f"{X}/automations/{automation}/publish", headers=token, json={}))
    assert published["status"] == "active"

    deal = ok(client.post(f"{X}/records/Deal", headers=token, json={"name": "Watched deal"}), 201)["result"]
    runs = _runs_within(client, token, automation, seconds=10)
    assert runs[0]["status"] == "done", runs
    assert runs[0]["trigger"]["recordId"] == deal["id"]
    assert ok(client.get(f"{X}/records/Deal/{deal['id']}", headers=token))["stage"] == "Sourced"


def _runs_within(client: httpx.Client, token: dict[str, str], automation: str, seconds: float) -> list[Any]:
    deadline = time.monotonic() + seconds
    while True:
        runs = ok(client.get(f"{X}/automations/{automation}/runs", headers=token))["items"]
        if (runs and runs[0]["status"] != "running") or time.monotonic() > deadline:
            return list(runs)
        time.sleep(0.2)


def test_a_scheduled_automation_gets_its_schedule_on_the_stack_s_scheduler(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    token = bearer(demo_firm_token(local_stack, "scheduler@demo-capital.example",
                                   "automations:draft", "automations:publish", "records:read"))  # fmt: skip
    me = ok(client.get("/api/v1/auth/me", headers=token))["user"]["id"]
    remind = {"kind": "notifyUser", "config": {"userId": me, "message": "Pipeline review at 9"}}
    trigger = {"kind": "schedule", "config": {"cron": "0 7 * * 1"}}
    draft = {"name": "Pipeline review", "tree": {"trigger": trigger, "steps": [remind]}}
    automation = ok(client.post(f"{X}/automations", headers=token, json=draft), 201)["id"]
    ok(client.post(f"{X}/automations/{automation}/publish", headers=token, json={}))

    [schedule] = _schedules(local_stack, automation)
    assert schedule["ScheduleExpression"] == "cron(0 7 ? * 2 *)"
    assert schedule["Target"]["Arn"].endswith("-AutomationRunnerFunction")  # a function of the stack
    ok(client.post(f"{X}/automations/{automation}/pause", headers=token, json={}))
    assert _schedules(local_stack, automation) == []


def _schedules(stack: LocalStack, automation: str) -> list[dict[str, Any]]:
    """The automation's schedules in the stack's Scheduler (moto), read as an operator would."""
    environment = stack.environment
    scheduler = boto3.client(
        "scheduler",
        endpoint_url=environment["AWS_ENDPOINT_URL"],
        region_name=environment["AWS_DEFAULT_REGION"],
        aws_access_key_id=environment.get("AWS_ACCESS_KEY_ID", "testing"),
        aws_secret_access_key=environment.get("AWS_SECRET_ACCESS_KEY", "testing"),
    )
    found = scheduler.list_schedules(NamePrefix=automation)["Schedules"]
    return [scheduler.get_schedule(GroupName=s["GroupName"], Name=s["Name"]) for s in found]
