"""The second hardening pass's highest findings, over real HTTP on the local stack."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest

from tests.e2e.test_connectors_e2e import admin_token
from tests.e2e.test_forms_e2e import demo_firm_token, ok
from tests.e2e.test_local_stack import LocalStack, bearer

pytestmark = pytest.mark.e2e

X = "/api/v1/x"


def test_two_reparentings_sent_at_once_never_make_a_taxonomy_cycle(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    token = bearer(demo_firm_token(local_stack, "cycles@demo-capital.example", "records:write"))
    group = f"{X}/taxonomy/geographies"
    for key in ("e2e_a", "e2e_b"):
        ok(client.post(group, headers=token, json={"key": key, "label": key}), 201)
    with ThreadPoolExecutor(2) as pool:
        first = pool.submit(
            client.put, f"{group}/e2e_a", headers=token, json={"label": "A", "parentKey": "e2e_b"}
        )
        second = pool.submit(
            client.put, f"{group}/e2e_b", headers=token, json={"label": "B", "parentKey": "e2e_a"}
        )
    assert sorted([first.result().status_code, second.result().status_code]) == [200, 400]
    items = {item["key"]: item for item in ok(client.get(group, headers=token))["items"]}
    assert {"e2e_a", "e2e_b"} <= set(items)
    removed = ok(client.delete(f"{group}/e2e_a", headers=token, timeout=10))
    assert "e2e_a" in [item["key"] for item in removed["items"]]


def _automation(client: httpx.Client, token: dict[str, str], name: str, cron: str, user: str) -> str:
    remind = {"kind": "notifyUser", "config": {"userId": user, "message": f"{name}: look at the pipeline"}}
    tree = {"trigger": {"kind": "schedule", "config": {"cron": cron}}, "steps": [remind]}
    automation: str = ok(
        client.post(f"{X}/automations", headers=token, json={"name": name, "tree": tree}), 201
    )["id"]
    return automation


def test_a_member_cannot_flood_another_person_s_notifications_with_a_schedule(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    boss = bearer(admin_token(local_stack, "flooded@demo-capital.example", "records:read"))
    boss_id = ok(client.get("/api/v1/auth/me", headers=boss))["user"]["id"]
    member = bearer(demo_firm_token(local_stack, "flooder@demo-capital.example",
                                    "automations:draft", "automations:publish", "records:read"))  # fmt: skip
    automation = _automation(client, member, "Every minute", "* * * * *", boss_id)
    blocked = client.post(f"{X}/automations/{automation}/publish", headers=member, json={})
    assert (blocked.status_code, blocked.json()["error"]["code"]) == (409, "publish_blocked")
    assert blocked.json()["result"] == {"id": automation, "code": "publish_blocked"}
    hourly = _automation(client, member, "Hourly", "0 * * * *", boss_id)
    assert ok(client.post(f"{X}/automations/{hourly}/publish", headers=member, json={}))["status"] == "active"


def test_resume_runs_the_publish_checks_for_whoever_resumes(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    scopes = ("automations:draft", "automations:publish", "records:read")
    boss = bearer(admin_token(local_stack, "resumer-boss@demo-capital.example", *scopes))
    boss_id = ok(client.get("/api/v1/auth/me", headers=boss))["user"]["id"]
    member = bearer(demo_firm_token(local_stack, "resumer@demo-capital.example", *scopes))
    member_id = ok(client.get("/api/v1/auth/me", headers=member))["user"]["id"]
    # Every five minutes, to its own publisher: not high-impact for the administrator who publishes it.
    own = _automation(client, boss, "My reminder", "*/5 * * * *", boss_id)
    ok(client.post(f"{X}/automations/{own}/publish", headers=boss, json={}))
    ok(client.post(f"{X}/automations/{own}/pause", headers=boss, json={}))
    refused = client.post(f"{X}/automations/{own}/resume", headers=member, json={})
    assert (refused.status_code, refused.json()["error"]["code"]) == (
        409,
        "publish_blocked",
    )  # it would notify the boss
    assert ok(client.get(f"{X}/automations/{own}", headers=boss))["status"] == "paused"
    # Hourly: the member may resume it, and becomes its publisher (its runs act as the member).
    hourly = _automation(client, boss, "Hourly reminder", "0 * * * *", boss_id)
    ok(client.post(f"{X}/automations/{hourly}/publish", headers=boss, json={}))
    ok(client.post(f"{X}/automations/{hourly}/pause", headers=boss, json={}))
    resumed = ok(client.post(f"{X}/automations/{hourly}/resume", headers=member, json={}))
    assert resumed["status"] == "active"
    assert resumed["published"]["publishedBy"] == member_id


def _settled_runs(
    client: httpx.Client, token: dict[str, str], automations: list[str]
) -> list[dict[str, Any]]:
    """Every run of the automations once no new one has appeared for two seconds (30 s at most)."""
    deadline, last, quiet_since = time.monotonic() + 30, -1, time.monotonic()
    while True:
        found = [
            run
            for a in automations
            for run in ok(client.get(f"{X}/automations/{a}/runs", headers=token))["items"]
        ]
        if len(found) != last:
            last, quiet_since = len(found), time.monotonic()
        if time.monotonic() - quiet_since > 2 or time.monotonic() > deadline:
            return found
        time.sleep(0.2)


def test_one_person_s_write_costs_its_chain_at_most_twenty_runs(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    token = bearer(demo_firm_token(local_stack, "chains@demo-capital.example",
                                   "automations:draft", "automations:publish", "records:write"))  # fmt: skip
    trigger = {"kind": "recordCreated", "config": {"recordType": "Lead"}}
    echo = {"kind": "createRecord", "config": {"recordType": "Lead", "values": {"name": "Echo"}}}
    automations = []
    for n in range(4):  # each creates a Lead: without a budget one write ran 4 + 12 + 36 = 52 times
        tree = {"trigger": trigger, "steps": [echo]}
        made = ok(
            client.post(f"{X}/automations", headers=token, json={"name": f"Echo {n}", "tree": tree}), 201
        )
        ok(client.post(f"{X}/automations/{made['id']}/publish", headers=token, json={}))
        automations.append(made["id"])
    ok(client.post(f"{X}/records/Lead", headers=token, json={"name": "One person's write"}), 201)
    runs = _settled_runs(client, token, automations)
    done = [run for run in runs if run["status"] == "done"]
    refused = [run for run in runs if run.get("reason") == "budget_exceeded"]
    assert len(done) == 20
    assert 1 <= len(refused) <= len(automations)
    for automation in automations:
        ok(client.post(f"{X}/automations/{automation}/pause", headers=token, json={}))
