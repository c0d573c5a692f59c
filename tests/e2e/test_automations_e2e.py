"""An automation over real HTTP on the local stack, whose stream poller feeds the runner as Lambda's
event source mapping would: publish "when a Deal is created, set its stage", create a Deal, and
watch the run appear and the stage change."""

from __future__ import annotations

import time
from typing import Any

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
