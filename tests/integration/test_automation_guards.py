"""Automation guards at run time: what bounds an automation at run time (moto).

Item 2: one originating change (a person's write, a schedule's firing) gives its whole chain a budget
of runs and writing steps, moved in the runs' own transactions, so a fan-out of automations starting
each other stops there, and two runs of one chain on two containers cannot both take its last place.
Item 3: a sender notifies one person at most MAX_PER_MINUTE times a minute, counted in the
notification's transaction. Item 5: a run acts only for the membership its publisher published in,
while their role may run automations. Item 6: a connector no longer offered to automations (its
published `surfaces`) is not called.
"""

from __future__ import annotations

import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import boto3
import pytest
import trustme

from automations_api import runs
from automations_api.routes import AUTOMATIONS
from automations_api.runner import Runner, lambda_handler
from kernel.identity import Role
from kernel.ports import Ports
from kernel.services import Services
from tests.integration.test_automation_run_cost import MOST_CALLS_PER_RUN, counted
from tests.integration.test_automations import (
    SCOPES,
    Firm,
    call_step,
    connector,
    firm,
    firm_for,
    on_deal_created,
    partner,
)
from tests.support import Member, Stack
from workspace import notifications

__all__ = ["firm", "partner"]  # the fixtures, shared with test_automations


def on_created(record_type: str, *steps: dict[str, Any], name: str = "Guarded") -> dict[str, Any]:
    trigger = {"kind": "recordCreated", "config": {"recordType": record_type}}
    return {"name": name, "tree": {"trigger": trigger, "steps": list(steps)}}


def create(record_type: str, name: str = "Made by an automation") -> dict[str, Any]:
    return {"kind": "createRecord", "config": {"recordType": record_type, "values": {"name": name}}}


def notify(user_id: str, message: str = "A deal came in") -> dict[str, Any]:
    return {"kind": "notifyUser", "config": {"userId": user_id, "message": message}}


def statuses(firm: Firm, automation: str) -> Counter[tuple[str, str | None]]:
    return Counter((run["status"], run["reason"]) for run in firm.runs(automation))


def automation_writes(firm: Firm) -> list[dict[str, Any]]:
    feed = firm.call("records", "GET", "/changes", query="limit=500").body["items"]
    return [entry for entry in feed if entry["actor"].get("via") == "automation"]


def notifications_of(firm: Firm, member: Member) -> list[dict[str, Any]]:
    token = firm.stack.api_token(member, ["records:read"])
    listed = firm.call("workspace", "GET", "/workspace/notifications", token=token, query="limit=200")
    assert listed.status == 200, listed.body
    return list(listed.body["items"])


def stored_automation_key(firm: Firm, automation: str) -> dict[str, Any]:
    return {"pk": {"S": f"{firm.member.firm_id}#{AUTOMATIONS.partition(None)}"}, "sk": {"S": automation}}


def second_container(firm: Firm) -> tuple[Runner, Any]:
    """A runner on a DynamoDB client of its own: another Lambda container, and the client it calls."""
    client = boto3.client("dynamodb")
    services = Services(firm.stack.settings, clock=firm.stack.clock, dynamodb=client)
    return Runner(Ports({Services: lambda: services})), client


def at_once(firm: Firm, first: list[dict[str, Any]], second: list[dict[str, Any]]) -> None:
    """The two batches on two containers at once, each container's first transaction held until both
    have read what they decide on (neither has committed)."""
    other, other_client = second_container(firm)
    both_read = threading.Barrier(2, timeout=10)
    held: set[int] = set()

    def hold(**_: Any) -> None:
        if threading.get_ident() not in held:
            held.add(threading.get_ident())
            both_read.wait()

    clients = (firm.stack.dynamodb, other_client)
    for client in clients:
        client.meta.events.register("before-call.dynamodb.TransactWriteItems", hold)
    try:
        with ThreadPoolExecutor(2) as pool:
            answers = [pool.submit(lambda_handler, {"Records": batch}, None, runner)
                       for batch, runner in ((first, firm.runner), (second, other))]  # fmt: skip
        assert [answer.result() for answer in answers] == [{"batchItemFailures": []}] * 2
    finally:
        for client in clients:
            client.meta.events.unregister("before-call.dynamodb.TransactWriteItems", hold)
    assert len(held) == 2, "both containers reached their transaction"


# ---- item 2: a chain's budget -------------------------------------------------------------------


def test_four_automations_on_lead_run_twenty_times_in_all_not_fifty_two(firm: Firm) -> None:
    """Each creates a Lead: without a budget a person's Lead ran 4 + 12 + 36 = 52 runs."""
    automations = [firm.published(on_created("Lead", create("Lead"), name=f"Echo {n}")) for n in range(4)]
    firm.record("Lead", name="One person's write")
    assert firm.deliver() == {"batchItemFailures": []}
    shown = {automation: statuses(firm, automation) for automation in automations}
    assert sum(counts[("done", None)] for counts in shown.values()) == runs.MAX_CHAIN_RUNS
    # every automation the spent chain went on to start shows it once, and no more
    assert [counts[("failed", "budget_exceeded")] for counts in shown.values()] == [1, 1, 1, 1]
    assert sum(sum(counts.values()) for counts in shown.values()) == runs.MAX_CHAIN_RUNS + 4
    assert len(automation_writes(firm)) == runs.MAX_CHAIN_RUNS
    firm.record("Lead", name="Another write: a chain of its own")
    firm.deliver()
    assert sum(statuses(firm, automation)[("done", None)] for automation in automations) == 2 * 20


def test_a_chain_writes_at_most_one_hundred_times_and_the_run_passing_it_fails(firm: Firm) -> None:
    leads = firm.published(on_created("Deal", *[create("Lead")] * 25, name="25 leads per deal"))
    investors = firm.published(on_created("Lead", *[create("Investor")] * 10, name="10 investors per lead"))
    firm.record("Deal", name="One person's write")
    assert firm.deliver() == {"batchItemFailures": []}
    assert len(automation_writes(firm)) == runs.MAX_CHAIN_WRITES  # 25 leads, then 75 investors
    assert statuses(firm, leads) == Counter({("done", None): 1})
    assert statuses(firm, investors) == Counter({("done", None): 7, ("failed", "budget_exceeded"): 2})
    cut_short, refused = [run for run in firm.runs(investors) if run["status"] == "failed"][::-1]
    assert [step["outcome"] for step in cut_short["steps"]] == ["done"] * 5 + ["failed"]
    assert cut_short["steps"][-1]["reason"] == "budget_exceeded"
    assert [(step["outcome"], step["reason"]) for step in refused["steps"]] == [("failed", "budget_exceeded")]


def test_two_runs_of_one_chain_at_once_cannot_both_take_its_last_run(
    firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(runs, "MAX_CHAIN_RUNS", 2)  # the deal's run, and one more
    firm.published(on_created("Deal", create("Lead", "First"), create("Lead", "Second")))
    tag = {"kind": "updateField", "config": {"field": "source", "value": "Automation"}}
    tagging = firm.published(on_created("Lead", tag))
    firm.record("Deal", name="Fans out")
    firm.deliver(firm.stream(), rounds=1)
    first, second = firm.stream()  # the two leads the deal's run made: one chain
    at_once(firm, [first], [second])
    assert statuses(firm, tagging) == Counter({("done", None): 1, ("failed", "budget_exceeded"): 1})
    assert len([entry for entry in automation_writes(firm) if entry["changedFields"] == ["source"]]) == 1


def test_a_run_started_by_an_automation_s_write_costs_one_read_more_for_its_chain(firm: Firm) -> None:
    firm.published(on_created("Deal", create("Lead")))
    tagging = firm.published(
        on_created("Lead", {"kind": "updateField", "config": {"field": "source", "value": "Automation"}})
    )
    firm.record("Deal", name="Chained")
    firm.deliver(firm.stream(), rounds=1)
    [lead] = firm.stream()
    with counted(firm.stack) as calls:
        assert lambda_handler({"Records": [lead]}, None, runner=firm.runner) == {"batchItemFailures": []}
    assert calls == Counter({"Query": 1, "GetItem": 1, "BatchGetItem": 1, "TransactWriteItems": 1}), calls
    assert sum(calls.values()) <= MOST_CALLS_PER_RUN
    assert statuses(firm, tagging) == Counter({("done", None): 1})


# ---- item 3: notifications per sender, recipient and minute ---------------------------------------


def test_a_sender_notifies_a_person_at_most_ten_times_a_minute(stack: Stack, firm: Firm) -> None:
    recipient = stack.member(firm.member.firm_id, "member")
    limit, clock = notifications.MAX_PER_MINUTE, stack.clock  # the clock the firm's runner reads
    automation = firm.published(on_deal_created([notify(recipient.user_id)] * (limit + 1)))
    firm.record("Deal", name="Floods")
    firm.deliver()
    [run] = firm.runs(automation)
    assert run["status"] == "failed"
    assert [step["outcome"] for step in run["steps"]] == ["done"] * limit + ["failed"]
    assert run["steps"][-1]["reason"] == "notification_limit"
    assert run["steps"][-1]["detail"] == {"userId": recipient.user_id, "limit": limit}
    assert len(notifications_of(firm, recipient)) == limit  # nothing for the step over it
    # another sender is counted apart: one member's flood does not silence the others
    colleague = firm_for(stack, (trustme.CA(), firm.system), firm_id=firm.member.firm_id)
    colleague.delivered = firm.delivered
    theirs = colleague.published(on_created("Lead", notify(recipient.user_id, "From a colleague")))
    colleague.record("Lead", name="Same minute")
    colleague.deliver()
    assert [run["status"] for run in colleague.runs(theirs)] == ["done"]
    firm.delivered = colleague.delivered
    clock.advance(60)  # type: ignore[attr-defined]
    firm.record("Deal", name="The next minute")
    firm.deliver()
    assert len(notifications_of(firm, recipient)) == 2 * limit + 1


def test_two_runs_notifying_one_person_at_once_cannot_pass_the_limit(
    stack: Stack, firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(notifications, "MAX_PER_MINUTE", 1)
    recipient = stack.member(firm.member.firm_id, "member")
    automation = firm.published(on_deal_created([notify(recipient.user_id)]))
    firm.record("Deal", name="First")
    firm.record("Deal", name="Second")
    first, second = firm.stream()
    at_once(firm, [first], [second])
    [one, other] = firm.runs(automation)
    outcomes = sorted((run["status"], run["steps"][0].get("reason")) for run in (one, other))
    assert outcomes == [("done", None), ("failed", "notification_limit")]
    assert len(notifications_of(firm, recipient)) == 1


# ---- item 5: the publisher's authority, now ------------------------------------------------------


def test_a_publisher_demoted_to_viewer_no_longer_sends_notifications(stack: Stack, firm: Firm) -> None:
    recipient = stack.member(firm.member.firm_id, "member")
    automation = firm.published(on_deal_created([notify(recipient.user_id)]))
    stack.identity.set_member_role(firm.member.firm_id, firm.member.user_id, "viewer")
    _colleague_records(stack, firm, "Deal")  # the publisher, a viewer now, writes nothing
    firm.deliver()
    stack.identity.set_member_role(firm.member.firm_id, firm.member.user_id, "admin")  # to read the runs
    [run] = firm.runs(automation)
    assert (run["status"], run["reason"], run["steps"]) == ("failed", "publisher_not_permitted", [])
    assert notifications_of(firm, recipient) == []


def test_a_publisher_removed_and_added_again_does_not_run_their_old_automations(
    stack: Stack, firm: Firm
) -> None:
    recipient = stack.member(firm.member.firm_id, "member")
    automation = firm.published(on_deal_created([notify(recipient.user_id)]))
    stack.identity.remove_membership(firm.member.firm_id, firm.member.user_id)
    stack.clock.advance(5)  # type: ignore[attr-defined]
    stack.identity.add_membership(firm.member.firm_id, firm.member.user_id, "admin")
    firm.token = stack.api_token(firm.member, SCOPES)  # the old token ended with the old membership
    deal = firm.record("Deal", name="Back again")
    firm.deliver()
    [run] = firm.runs(automation)
    assert (run["status"], run["reason"]) == ("failed", "publisher_not_member")
    assert notifications_of(firm, recipient) == []
    assert firm.call("records", "GET", f"/records/Deal/{deal['id']}").body["version"] == 1


def test_a_remembered_membership_decides_even_within_the_second(stack: Stack, firm: Firm) -> None:
    recipient = stack.member(firm.member.firm_id, "member")
    automation = firm.published(on_deal_created([notify(recipient.user_id)]))
    remember = lambda membership_id: stack.dynamodb.update_item(  # noqa: E731
        TableName=stack.settings.data_table, Key=stored_automation_key(firm, automation),
        UpdateExpression="SET publisherMembershipId = :m",
        ExpressionAttributeValues={":m": {"S": membership_id}},
    )  # fmt: skip
    membership = stack.identity.get_membership(firm.member.firm_id, firm.member.user_id)
    assert membership is not None
    remember(membership.membership_id)
    firm.record("Deal", name="Published in this membership")
    firm.deliver()
    stack.identity.remove_membership(firm.member.firm_id, firm.member.user_id)
    stack.identity.add_membership(firm.member.firm_id, firm.member.user_id, "admin")  # the same second
    firm.token = stack.api_token(firm.member, SCOPES)
    firm.record("Deal", name="In a new membership")
    firm.deliver()
    newest, first = firm.runs(automation)
    assert (first["status"], newest["status"], newest["reason"]) == ("done", "failed", "publisher_not_member")
    assert len(notifications_of(firm, recipient)) == 1


def test_a_role_that_runs_automations_without_records_write_fails_a_writing_step(
    stack: Stack, firm: Firm
) -> None:
    automation = firm.published(on_deal_created())
    analyst = Role("analyst", "Analyst", frozenset({"records.read", "automations.manage"}))
    stack.identity.create_role(firm.member.firm_id, analyst)
    stack.identity.set_member_role(firm.member.firm_id, firm.member.user_id, "analyst")
    _colleague_records(stack, firm, "Deal")
    firm.deliver()
    stack.identity.set_member_role(firm.member.firm_id, firm.member.user_id, "admin")
    [run] = firm.runs(automation)
    assert (run["status"], run["reason"], run["steps"][0]["reason"]) == ("failed", None, "permission_denied")


def _colleague_records(stack: Stack, firm: Firm, record_type: str) -> None:
    """A colleague's write (the publisher may no longer write), the firm's runner to deliver it."""
    colleague = stack.member(firm.member.firm_id, "member")
    token = stack.api_token(colleague, ["records:write"])
    made = firm.call(
        "records", "POST", f"/records/{record_type}", body={"name": "By a colleague"}, token=token
    )
    assert made.status == 201, made.body


# ---- item 6: a connector's surfaces, at every run -------------------------------------------------


@pytest.mark.parametrize(("surfaces", "outcome"), [("assistant", "failed"), ("both", "done")])
def test_a_connector_moved_to_the_assistant_is_no_longer_called(
    firm: Firm, surfaces: str, outcome: str
) -> None:
    connector_id = firm.connector(connector())
    automation = firm.published(on_deal_created([call_step()]))
    item = f"/connectors/{connector_id}"
    assert firm.call("connectors", "PUT", item, body=connector(surfaces=surfaces)).status == 200
    assert firm.call("connectors", "POST", f"{item}/publish", body={}).status == 200
    firm.record("Deal", name="Remote deal")
    firm.deliver()
    [run] = firm.runs(automation)
    assert (run["status"], run["steps"][0]["outcome"]) == (outcome, outcome)
    if outcome == "failed":
        assert run["steps"][0]["reason"] == "connector_not_offered"
        assert firm.system.seen == []
    else:
        assert len(firm.system.seen) == 1


def test_an_automation_resumed_by_a_newer_member_runs_as_them(stack: Stack, firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    assert firm.auto("POST", f"/{automation}/pause").status == 200
    stack.clock.advance(5)  # type: ignore[attr-defined]
    newer = stack.member(firm.member.firm_id, "admin")  # joined after the first publish
    firm.token = stack.api_token(newer, SCOPES)
    assert firm.auto("POST", f"/{automation}/resume").status == 200
    firm.record("Deal", name="After resume")
    firm.deliver()
    [run] = firm.runs(automation)
    assert run["status"] == "done", run


def test_publish_remembers_the_membership_so_a_removal_within_the_second_is_caught(
    stack: Stack, firm: Firm
) -> None:
    recipient = stack.member(firm.member.firm_id, "member")
    automation = firm.published(on_deal_created([notify(recipient.user_id)]))
    stack.identity.remove_membership(firm.member.firm_id, firm.member.user_id)
    stack.identity.add_membership(firm.member.firm_id, firm.member.user_id, "admin")  # same second
    firm.token = stack.api_token(firm.member, SCOPES)
    firm.record("Deal", name="Back at once")
    firm.deliver()
    [run] = firm.runs(automation)
    assert (run["status"], run["reason"]) == ("failed", "publisher_not_member")
    assert notifications_of(firm, recipient) == []
