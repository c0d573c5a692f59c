"""What one automation run costs in AWS calls (at most 6), and that reading
everything up front in one BatchGetItem and writing in as few transactions as possible keeps every
guarantee: the run is recorded once, the publisher's current membership and role decide, a record
changed or deleted meanwhile, a catalog changed meanwhile, a redelivery racing the run.

The calls are counted as `make bench` counts them: a botocore hook on the stack's DynamoDB client,
which the runner's services use. Whatever happens "meanwhile" goes through another client, so it is
not counted and runs as another Lambda would.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import boto3
import pytest

from automations_api import runner as runner_module
from automations_api.routes import AUTOMATIONS
from automations_api.runner import Runner, lambda_handler
from kernel.ports import Ports
from kernel.services import Services
from records_api.handler import create_app as records_app
from tests.connector_support import Reply
from tests.integration.test_automation_schedules import fire_all, remind, weekly
from tests.integration.test_automations import Firm, call_step, connector, firm, on_deal_created, partner
from tests.support import Stack, call

__all__ = ["firm", "partner"]  # the fixtures, shared with test_automations
MOST_CALLS_PER_RUN = 6
X = "/api/v1/x"


@contextmanager
def counted(stack: Stack) -> Iterator[Counter[str]]:
    """Every DynamoDB operation the stack's client makes while the block runs, by name."""
    calls: Counter[str] = Counter()

    def count(model: Any, **_: Any) -> None:
        calls[model.name] += 1

    stack.dynamodb.meta.events.register("provide-client-params.dynamodb.*", count)
    try:
        yield calls
    finally:
        stack.dynamodb.meta.events.unregister("provide-client-params.dynamodb.*", count)


@contextmanager
def before_the_first_transaction(stack: Stack, meanwhile: Callable[[], None]) -> Iterator[None]:
    """Runs `meanwhile` once, right before the stack's client sends its first TransactWriteItems:
    between the run's reads and its write."""
    done: list[bool] = []

    def hook(**_: Any) -> None:
        if not done:
            done.append(True)
            meanwhile()

    stack.dynamodb.meta.events.register("before-call.dynamodb.TransactWriteItems", hook)
    try:
        yield
    finally:
        stack.dynamodb.meta.events.unregister("before-call.dynamodb.TransactWriteItems", hook)
    assert done, "no transaction was sent"


def elsewhere(stack: Stack) -> Services:
    """Services on a DynamoDB client of their own: another function's writes, not counted here."""
    return Services(stack.settings, clock=stack.clock, dynamodb=boto3.client("dynamodb"))


def other_records_app(stack: Stack) -> Any:
    app = records_app()
    app.ports.override(Services, elsewhere(stack))
    return app


def one_entry(firm: Firm) -> list[dict[str, Any]]:
    """The newest change entry as the stream delivers it (earlier ones, a run's own, are passed over)."""
    return firm.stream()[-1:]


def run_once(firm: Firm, batch: list[dict[str, Any]], runner: Runner | None = None) -> None:
    """The runner's Lambda entry, handed one batch (no second round for the run's own entries)."""
    assert lambda_handler({"Records": batch}, None, runner=runner or firm.runner) == {"batchItemFailures": []}


def stored_automation(firm: Firm, automation_id: str) -> dict[str, Any]:
    store = firm.stack.services().tenant_store(firm.member.firm_id)
    found = store.get(AUTOMATIONS.partition(None), automation_id, consistent=True)
    assert found is not None
    return found


def deal(firm: Firm, deal_id: str) -> dict[str, Any]:
    shown = firm.call("records", "GET", f"/records/Deal/{deal_id}")
    assert shown.status == 200, shown.body
    return dict(shown.body)


def automation_entries(firm: Firm, record_id: str) -> list[dict[str, Any]]:
    feed = firm.call("records", "GET", "/changes", query="limit=200").body["items"]
    return [e for e in feed if e["recordId"] == record_id and e["actor"].get("via") == "automation"]


# ---- the cost --------------------------------------------------------------------------------------


def test_one_run_costs_at_most_six_aws_calls_reading_once(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    for name in ("first run in a container", "a later run, after the API moved the change sequence"):
        made = firm.record("Deal", name=name)
        batch = one_entry(firm)
        with counted(firm.stack) as calls:
            run_once(firm, batch)
        assert sum(calls.values()) <= MOST_CALLS_PER_RUN, (name, calls)
        assert (calls["BatchGetItem"], calls["GetItem"]) == (1, 0), (name, calls)  # read in one call
        assert calls["TransactWriteItems"] == 1, (name, calls)  # recorded with its write and its end
        assert deal(firm, made["id"])["stage"] == "Sourced"
    assert [run["status"] for run in firm.runs(automation)] == ["done", "done"]


def test_the_run_s_one_transaction_records_it_done_with_its_step_and_the_feed_entry(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    made = firm.record("Deal", name="Acme")
    run_once(firm, one_entry(firm))
    [run] = firm.runs(automation)
    assert (run["status"], run["reason"], [s["outcome"] for s in run["steps"]]) == ("done", None, ["done"])
    assert run["steps"][0]["detail"] == {"recordId": made["id"]}
    [entry] = automation_entries(firm, made["id"])
    assert (entry["kind"], entry["changedFields"], entry["version"]) == ("updated", ["stage"], 2)
    assert entry["actor"] == {"userId": firm.member.user_id, "via": "automation", "automationId": automation,
                              "depth": 1}  # fmt: skip


def test_a_redelivered_event_costs_two_calls_and_writes_nothing(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    firm.record("Deal", name="Twice")
    batch = one_entry(firm)
    run_once(firm, batch)
    with counted(firm.stack) as calls:
        run_once(firm, batch)
    assert calls == Counter({"Query": 1, "BatchGetItem": 1})  # the key read up front says it ran
    assert len(firm.runs(automation)) == 1


def test_a_scheduled_run_costs_at_most_six_aws_calls(firm: Firm) -> None:
    automation = firm.published(weekly("0 7 * * 1", [remind(firm, "Pipeline review")]))
    with counted(firm.stack) as calls:
        fire_all(firm, automation)
    # the automation's own read decides whether the schedule is held, before anything else is read
    assert calls == Counter({"GetItem": 1, "BatchGetItem": 1, "TransactWriteItems": 1}), calls
    [run] = firm.runs(automation)
    assert run["status"] == "done", run


def test_a_stopping_condition_costs_one_transaction_and_writes_no_record(firm: Firm) -> None:
    only_special = {"kind": "fieldEquals", "config": {"field": "name", "value": "Special"}}
    automation = firm.published(on_deal_created([only_special, *on_deal_created()["tree"]["steps"]]))
    made = firm.record("Deal", name="Ordinary")
    with counted(firm.stack) as calls:
        run_once(firm, one_entry(firm))
    assert calls["TransactWriteItems"] == 1, calls
    assert sum(calls.values()) <= MOST_CALLS_PER_RUN, calls
    [run] = firm.runs(automation)
    assert (run["status"], [s["outcome"] for s in run["steps"]]) == ("stopped", ["skipped"])
    assert deal(firm, made["id"])["version"] == 1
    assert automation_entries(firm, made["id"]) == []


# ---- the publisher, as they are now ----------------------------------------------------------------


def test_a_role_changed_since_publishing_costs_one_more_read_and_decides(stack: Stack, firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    made = firm.record("Deal", name="Now a viewer's")
    stack.identity.set_member_role(firm.member.firm_id, firm.member.user_id, "viewer")
    with counted(stack) as calls:
        run_once(firm, one_entry(firm))
    assert calls["GetItem"] == 1, calls  # the viewer role
    assert sum(calls.values()) <= MOST_CALLS_PER_RUN, calls
    stack.identity.set_member_role(firm.member.firm_id, firm.member.user_id, "admin")  # to read the runs
    [run] = firm.runs(automation)
    # a viewer may not run automations at all: the run ends before its steps
    assert (run["status"], run["reason"], run["steps"]) == ("failed", "publisher_not_permitted", [])
    assert "stage" not in deal(firm, made["id"])


def test_an_automation_published_before_the_role_was_remembered_still_runs(stack: Stack, firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    key = {"pk": {"S": f"{firm.member.firm_id}#{AUTOMATIONS.partition(None)}"}, "sk": {"S": automation}}
    stack.dynamodb.update_item(TableName=stack.settings.data_table, Key=key, UpdateExpression="REMOVE #r",
                               ExpressionAttributeNames={"#r": "publisherRoleId"})  # fmt: skip
    made = firm.record("Deal", name="Older automation")
    with counted(stack) as calls:
        run_once(firm, one_entry(firm))
    assert calls["GetItem"] == 1, calls  # the role, alone
    assert sum(calls.values()) <= MOST_CALLS_PER_RUN, calls
    assert deal(firm, made["id"])["stage"] == "Sourced"


def test_the_publisher_s_role_is_remembered_out_of_sight(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    assert stored_automation(firm, automation)["publisherRoleId"] == "admin"
    assert "publisherRoleId" not in firm.auto("GET", f"/{automation}").body


def test_a_lagging_index_copy_naming_someone_else_runs_as_the_current_publisher(
    stack: Stack, firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    automation = firm.published(on_deal_created())
    gone = stack.member(firm.member.firm_id, "viewer")
    stack.identity.remove_membership(firm.member.firm_id, gone.user_id)
    lagging = stored_automation(firm, automation)
    lagging |= {
        "published": {**lagging["published"], "publishedBy": gone.user_id},
        "publisherRoleId": "viewer",
    }
    monkeypatch.setattr(runner_module, "_triggered", lambda store, record_type: [lagging])
    made = firm.record("Deal", name="Index lags")
    run_once(firm, one_entry(firm))
    [run] = firm.runs(automation)
    assert run["status"] == "done", run
    assert deal(firm, made["id"])["stage"] == "Sourced"
    assert automation_entries(firm, made["id"])[0]["actor"]["userId"] == firm.member.user_id


def test_a_lagging_index_copy_never_lends_a_run_its_old_publisher(
    stack: Stack, firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Republished by a colleague who then left: the run fails as theirs, not runs as the first's."""
    automation = firm.published(on_deal_created())
    lagging = stored_automation(firm, automation)
    colleague = stack.member(firm.member.firm_id, "admin")
    theirs = stack.api_token(colleague, ["automations:publish"])
    assert firm.auto("POST", f"/{automation}/publish", body={}, token=theirs).status == 200
    stack.identity.remove_membership(firm.member.firm_id, colleague.user_id)
    monkeypatch.setattr(runner_module, "_triggered", lambda store, record_type: [lagging])
    made = firm.record("Deal", name="Whose run")
    run_once(firm, one_entry(firm))
    [run] = firm.runs(automation)
    assert (run["status"], run["reason"]) == ("failed", "publisher_not_member")
    assert "stage" not in deal(firm, made["id"])


# ---- meanwhile: between the up-front read and the write ---------------------------------------------


def test_a_record_changed_meanwhile_is_read_again_and_both_changes_stand(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    made = firm.record("Deal", name="Before")
    rename = lambda: call(other_records_app(firm.stack), "PATCH", f"{X}/records/Deal/{made['id']}",  # noqa: E731
                          token=firm.token, body={"name": "Renamed meanwhile"})  # fmt: skip
    with before_the_first_transaction(firm.stack, rename):
        run_once(firm, one_entry(firm))
    shown = deal(firm, made["id"])
    assert (shown["name"], shown["stage"], shown["version"]) == ("Renamed meanwhile", "Sourced", 3)
    [run] = firm.runs(automation)
    assert (run["status"], [s["outcome"] for s in run["steps"]]) == ("done", ["done"])


def test_a_record_deleted_meanwhile_fails_the_step_and_stays_deleted(firm: Firm) -> None:
    steps = [{"kind": "updateField", "config": {"field": "source", "value": "Automation"}}]
    tree = {"trigger": {"kind": "recordCreated", "config": {"recordType": "Lead"}}, "steps": steps}
    automation = firm.published({"name": "Tag new leads", "tree": tree})
    made = firm.record("Lead", name="Short-lived")
    remove = lambda: call(other_records_app(firm.stack), "DELETE", f"{X}/records/Lead/{made['id']}",  # noqa: E731
                          token=firm.token)  # fmt: skip
    with before_the_first_transaction(firm.stack, remove):
        run_once(firm, one_entry(firm))
    [run] = firm.runs(automation)
    assert (run["status"], run["steps"][0]["reason"]) == ("failed", "not_found")
    assert firm.call("records", "GET", f"/records/Lead/{made['id']}").status == 404


def test_a_catalog_changed_meanwhile_is_catalog_conflict_and_nothing_is_written(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    made = firm.record("Deal", name="Under the old catalog")
    fields_token = firm.stack.api_token(firm.member, ["fields:write"])
    field = {"recordType": "Deal", "key": "vintage", "label": "Vintage", "fieldType": "text"}
    define = lambda: call(other_records_app(firm.stack), "POST", f"{X}/custom-fields",  # noqa: E731
                          token=fields_token, body=field)  # fmt: skip
    with before_the_first_transaction(firm.stack, define):
        run_once(firm, one_entry(firm))
    [run] = firm.runs(automation)
    assert (run["status"], run["steps"][0]["reason"]) == ("failed", "catalog_conflict")
    assert deal(firm, made["id"])["version"] == 1
    assert automation_entries(firm, made["id"]) == []


def test_a_redelivery_that_runs_the_event_meanwhile_leaves_one_run_and_one_write(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    made = firm.record("Deal", name="Raced")
    batch = one_entry(firm)
    other = Runner(Ports({Services: lambda: elsewhere(firm.stack)}))
    with before_the_first_transaction(firm.stack, lambda: run_once(firm, batch, runner=other)):
        run_once(firm, batch)
    [run] = firm.runs(automation)
    assert run["status"] == "done", run
    assert deal(firm, made["id"])["version"] == 2
    assert len(automation_entries(firm, made["id"])) == 1


def test_a_connector_step_takes_the_event_s_key_before_calling_out(firm: Firm) -> None:
    firm.connector(connector())
    automation = firm.published(on_deal_created([call_step()]))
    keys = f"{firm.member.firm_id}#AUTORUNKEY#{automation}"
    other_client = boto3.client("dynamodb")
    taken_when_called: list[int] = []

    def respond(_: Any) -> Reply:
        found = other_client.query(
            TableName=firm.stack.settings.data_table, KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": {"S": keys}}, ConsistentRead=True,
        )  # fmt: skip
        taken_when_called.append(found["Count"])
        return Reply(body=b'{"id": "remote-1"}')

    firm.system.respond = respond
    firm.record("Deal", name="Calls out")
    batch = one_entry(firm)
    run_once(firm, batch)
    run_once(firm, batch)  # redelivered: no second call
    assert taken_when_called == [1]
    [run] = firm.runs(automation)
    assert run["status"] == "done", run
