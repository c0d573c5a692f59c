"""Automations (spec 1.5, 3.1, 3.3, 4.9) under moto: trees checked against the catalog, publish with
pinned connector revisions and publish_blocked, and the runner fed the data table's new change entries
as the stream delivers them (exactly once, no self-trigger, a bounded chain, each failure reason)."""

from __future__ import annotations

import copy
import datetime
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import trustme

from automations_api.handler import create_app
from automations_api.runner import MAX_CHAIN_DEPTH, Runner, lambda_handler
from automations_api.schedules import Schedules
from connectors.secrets import ConnectorSecrets
from connectors_api.handler import create_app as connectors_app
from kernel.outbound import Outbound
from kernel.ports import Ports
from kernel.services import Services
from local_stack.template import load_template, local_arns
from records_api.handler import create_app as records_app
from tests.connector_support import (
    PARTNER_HOST,
    LoopbackBackend,
    PartnerSystem,
    Reply,
    StubResolver,
    outbound,
    partner_system,
)
from tests.integration.records_support import TickingClock
from tests.support import Member, Result, Stack, call
from workspace_api.handler import create_app as workspace_app

X = "/api/v1/x"
SCOPES = [
    "records:read",
    "automations:draft",
    "automations:publish",
    "records:write",
    "connectors:draft",
    "connectors:activate",
]
Partner = tuple[trustme.CA, PartnerSystem]


def on_deal_created(steps: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {
        "name": "New deals start as sourced",
        "tree": {"trigger": {"kind": "recordCreated", "config": {"recordType": "Deal"}},
                 "steps": steps if steps is not None else [
                     {"kind": "updateField", "config": {"field": "stage", "value": "Sourced"}}]},
    }  # fmt: skip


def connector(effect: str = "read", **changes: Any) -> dict[str, Any]:
    definition = {
        "connectorKey": "crm", "name": "CRM", "baseUrl": f"https://{PARTNER_HOST}", "auth": "none",
        "surfaces": "automations", "useRoleIds": ["admin"],
        "operations": [{"key": "push", "label": "Push", "method": "POST", "effect": effect, "path": "/deals",
                        "parameters": [{"name": "name", "valueType": "string", "required": True,
                                        "in": "body"}],
                        "outputs": [{"name": "remoteId", "path": "$.id"}]}],
    }  # fmt: skip
    return {**definition, **changes}


def call_step(**parameters: Any) -> dict[str, Any]:
    config = {
        "connectorKey": "crm",
        "operationKey": "push",
        "parameters": parameters or {"name": "{{record.name}}"},
    }
    return {"kind": "callConnector", "config": config}


@pytest.fixture(scope="module")
def partner() -> Iterator[Partner]:
    yield from partner_system()


@dataclass
class Firm:
    stack: Stack
    member: Member
    token: str
    apps: dict[str, Any]
    runner: Runner
    system: PartnerSystem
    delivered: int = 0  # the last change entry handed to the runner
    runs_started: list[str] = field(default_factory=list)

    def call(self, app: str, method: str, path: str, **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.apps[app], method, f"{X}{path}", **kwargs)

    def auto(self, method: str, path: str = "", **kwargs: Any) -> Result:
        return self.call("automations", method, f"/automations{path}", **kwargs)

    def published(self, body: dict[str, Any]) -> str:
        made = self.auto("POST", body=body)
        assert made.status == 201, made.body
        done = self.auto("POST", f"/{made.body['id']}/publish", body={})
        assert done.status == 200, done.body
        return str(made.body["id"])

    def record(self, record_type: str, **values: Any) -> dict[str, Any]:
        made = self.call("records", "POST", f"/records/{record_type}", body=values)
        assert made.status == 201, made.body
        return dict(made.body["result"])

    def connector(self, body: dict[str, Any]) -> str:
        made = self.call("connectors", "POST", "/connectors", body=body)
        assert made.status == 201, made.body
        assert (
            self.call("connectors", "POST", f"/connectors/{made.body['id']}/publish", body={}).status == 200
        )
        return str(made.body["id"])

    def stream(self) -> list[dict[str, Any]]:
        """The change entries written since the last delivery, as the stream's records carry them."""
        table = self.stack.settings.data_table
        found = self.stack.dynamodb.query(
            TableName=table, KeyConditionExpression="pk = :pk AND sk > :after",
            ExpressionAttributeValues={":pk": {"S": f"{self.member.firm_id}#CHANGES"},
                                       ":after": {"S": f"E#{self.delivered:015d}"}},
        )["Items"]  # fmt: skip
        if found:
            self.delivered = int(found[-1]["sequence"]["N"])
        return [_stream_record(item) for item in found]

    def deliver(self, records: list[dict[str, Any]] | None = None, rounds: int = 10) -> dict[str, Any]:
        """Hands new entries to the runner's Lambda entry until no run writes more (a chain runs out)."""
        failures: list[dict[str, str]] = []
        for _ in range(rounds):
            batch = records if records is not None else self.stream()
            if not batch:
                break
            failures += lambda_handler({"Records": batch}, None, runner=self.runner)["batchItemFailures"]
            records = None
        return {"batchItemFailures": failures}

    def runs(self, automation_id: str) -> list[dict[str, Any]]:
        listed = self.auto("GET", f"/{automation_id}/runs")
        assert listed.status == 200, listed.body
        return list(listed.body["items"])


def _stream_record(item: dict[str, Any]) -> dict[str, Any]:
    keys = {"pk": item["pk"], "sk": item["sk"]}
    return {
        "eventName": "INSERT",
        "dynamodb": {"Keys": keys, "NewImage": item, "SequenceNumber": item["sequence"]["N"]},
    }


# The schedules port as the template wires it (group, the runner as target, Scheduler's role).
_ARNS = local_arns(load_template(), "test")
SCHEDULES = Schedules(
    "test-AutomationSchedules",
    _ARNS["AutomationRunnerFunction.Arn"],
    _ARNS["AutomationSchedulerRole.Arn"],
    _ARNS["AutomationRunnerFailures.Arn"],
)


def firm_for(stack: Stack, partner: Partner, role: str = "admin", firm_id: str | None = None) -> Firm:
    ca, system = partner
    stack.clock = TickingClock()
    member = stack.member(firm_id or stack.firm(), role)
    token = stack.api_token(member, SCOPES)
    secrets = ConnectorSecrets("records-platform/test")
    reach = outbound(ca, LoopbackBackend(system.port), StubResolver())
    apps = {"automations": stack.app(create_app()), "records": stack.app(records_app()),
            "connectors": stack.app(connectors_app()), "workspace": stack.app(workspace_app())}  # fmt: skip
    apps["connectors"].ports.override(Outbound, reach)
    apps["connectors"].ports.override(ConnectorSecrets, secrets)
    apps["automations"].ports.override(Schedules, SCHEDULES)
    ports = Ports({Services: stack.services, Outbound: lambda: reach, ConnectorSecrets: lambda: secrets,
                   Schedules: lambda: SCHEDULES})  # fmt: skip
    return Firm(stack, member, token, apps, Runner(ports), system)


@pytest.fixture
def firm(stack: Stack, partner: Partner) -> Firm:
    partner[1].seen.clear()
    partner[1].respond = lambda seen: Reply(body=json.dumps({"id": "remote-7"}).encode())
    return firm_for(stack, partner)


# ---- drafts ----------------------------------------------------------------------------------------


def test_a_draft_is_saved_and_shown_beside_nothing_published(firm: Firm) -> None:
    made = firm.auto("POST", body=on_deal_created())
    assert made.status == 201, made.body
    assert (made.body["status"], made.body["published"]) == ("draft", None)
    assert "gsi1pk" not in made.body
    assert firm.auto("GET").body["items"][0]["id"] == made.body["id"]


def _tree(trigger: dict[str, Any], *steps: dict[str, Any]) -> dict[str, Any]:
    return {"name": "Bad", "tree": {"trigger": trigger, "steps": list(steps)}}


DEAL = {"kind": "recordCreated", "config": {"recordType": "Deal"}}
SCHEDULE = {"kind": "schedule", "config": {"cron": "0 7 * * 1"}}


@pytest.mark.parametrize(
    ("body", "where"),
    [
        (_tree({"kind": "recordDeleted", "config": {"recordType": "Deal"}}), "tree.trigger.kind"),
        (_tree({"kind": "updateField", "config": {}}), "tree.trigger.kind"),
        (_tree(DEAL, {"kind": "recordCreated", "config": {"recordType": "Deal"}}), "tree.steps[0].kind"),
        (
            _tree({"kind": "recordCreated", "config": {"recordType": "Fund"}}),
            "tree.trigger.config.recordType",
        ),
        (_tree({"kind": "recordCreated", "config": {}}), "tree.trigger.config.recordType"),
        (_tree({"kind": "recordCreated", "config": {"recordType": "Deal", "x": 1}}), "tree.trigger.config.x"),
        (
            _tree(DEAL, {"kind": "updateField", "config": {"field": "nope", "value": 1}}),
            "tree.steps[0].config.field",
        ),
        (
            _tree(DEAL, {"kind": "updateField", "config": {"field": "stage", "value": "Nope"}}),
            "tree.steps[0].config.value",
        ),
        (_tree(DEAL, {"kind": "fieldChanged", "config": {"field": "stage"}}), "tree.steps[0].kind"),
        (
            _tree(SCHEDULE, {"kind": "updateField", "config": {"field": "stage", "value": "Sourced"}}),
            "tree.steps[0].kind",
        ),
        (_tree({"kind": "schedule", "config": {"cron": "61 * * * *"}}), "tree.trigger.config.cron"),
        (_tree({"kind": "schedule", "config": {"cron": "0 7 1 * 1"}}), "tree.trigger.config.cron"),
        (
            _tree(DEAL, {"kind": "notifyUser", "config": {"userId": "usr_nobody", "message": "Hi"}}),
            "tree.steps[0].config.userId",
        ),
        (
            _tree(
                DEAL, {"kind": "createRecord", "config": {"recordType": "Company", "values": {"name": "X"}}}
            ),
            "tree.steps[0].config.values.companyType",
        ),
        (_tree(DEAL, call_step()), "tree.steps[0].config.connectorKey"),
    ],
)
def test_a_tree_outside_the_catalog_is_400_with_where(firm: Firm, body: dict[str, Any], where: str) -> None:
    refused = firm.auto("POST", body=body)
    assert refused.status == 400, refused.body
    assert where in [d["field"] for d in refused.body["error"]["details"]]
    assert firm.auto("GET").body["items"] == []


def test_connector_steps_are_checked_against_the_connector(firm: Firm) -> None:
    firm.connector(connector())
    for step, where in (
        (
            {"kind": "callConnector", "config": {"connectorKey": "crm", "operationKey": "pull"}},
            "operationKey",
        ),
        (call_step(name=7), "parameters.name"),
        (call_step(name="x", extra="y"), "parameters.extra"),
        (call_step(name="{{record.nope}}"), "parameters.name"),
    ):
        refused = firm.auto("POST", body=on_deal_created([step]))
        assert refused.status == 400, refused.body
        assert any(d["field"].endswith(where) for d in refused.body["error"]["details"]), refused.body
    assert firm.auto("POST", body=on_deal_created([call_step()])).status == 201


def test_put_saves_a_new_draft_and_leaves_the_published_tree(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    again = on_deal_created([{"kind": "updateField", "config": {"field": "stage", "value": "Screening"}}])
    saved = firm.auto("PUT", f"/{automation}", body=again)
    assert saved.status == 200, saved.body
    assert saved.body["tree"]["steps"][0]["config"]["value"] == "Screening"
    assert saved.body["published"]["tree"]["steps"][0]["config"]["value"] == "Sourced"
    assert saved.body["status"] == "active"


# ---- publish ---------------------------------------------------------------------------------------


def test_publish_pins_the_connector_revision(firm: Firm) -> None:
    connector_id = firm.connector(connector())
    automation = firm.published(on_deal_created([call_step()]))
    shown = firm.auto("GET", f"/{automation}").body
    assert shown["published"]["pins"] == {"crm": {"connectorId": connector_id, "definitionRevision": 1}}
    assert shown["published"]["publishedBy"] == firm.member.user_id


@pytest.mark.parametrize(
    ("body", "effect"),
    [
        (on_deal_created([call_step()]), "destructive"),
        (
            _tree(
                SCHEDULE,
                {"kind": "createRecord", "config": {"recordType": "Lead", "values": {"name": "Weekly"}}},
            ),
            "read",
        ),
        (_tree(SCHEDULE, call_step(name="weekly")), "write"),
    ],
)
def test_a_high_impact_tree_is_publish_blocked_and_the_draft_kept(
    firm: Firm, body: dict[str, Any], effect: str
) -> None:
    firm.connector(connector(effect))
    made = firm.auto("POST", body=body).body
    blocked = firm.auto("POST", f"/{made['id']}/publish", body={})
    assert (blocked.status, blocked.code) == (409, "publish_blocked")
    assert blocked.body["result"] == {"id": made["id"], "code": "publish_blocked"}
    after = firm.auto("GET", f"/{made['id']}").body
    assert (after["status"], after["published"], after["tree"], after["version"]) == (
        "draft",
        None,
        made["tree"],
        1,
    )


def test_publish_needs_the_connector_published_active_and_open_to_the_role(firm: Firm) -> None:
    made = firm.call("connectors", "POST", "/connectors", body=connector()).body
    automation = firm.auto("POST", body=on_deal_created([call_step()])).body["id"]
    assert firm.auto("POST", f"/{automation}/publish", body={}).code == "connector_not_published"
    firm.call("connectors", "POST", f"/connectors/{made['id']}/publish", body={})
    firm.call("connectors", "POST", f"/connectors/{made['id']}/deactivate")
    assert firm.auto("POST", f"/{automation}/publish", body={}).code == "connector_inactive"
    firm.call("connectors", "PUT", f"/connectors/{made['id']}", body=connector(useRoleIds=["member"]))
    firm.call("connectors", "POST", f"/connectors/{made['id']}/publish", body={})  # stays deactivated
    firm.call("connectors", "POST", f"/connectors/{made['id']}/activate")
    assert firm.auto("POST", f"/{automation}/publish", body={}).code == "connector_not_allowed"


def test_scopes_and_another_firm(stack: Stack, partner: Partner, firm: Firm) -> None:
    automation = firm.auto("POST", body=on_deal_created()).body["id"]
    drafter = stack.api_token(firm.member, ["automations:draft"])
    assert firm.auto("POST", f"/{automation}/publish", body={}, token=drafter).code == "scope_denied"
    other = firm_for(stack, partner)
    for method, path in (("GET", ""), ("PUT", ""), ("DELETE", ""), ("POST", "/publish"), ("GET", "/runs")):
        sent = on_deal_created() if method == "PUT" else ({} if method == "POST" else None)
        assert other.auto(method, f"/{automation}{path}", body=sent).status == 404


# ---- the runner ------------------------------------------------------------------------------------


def test_when_a_deal_is_created_its_stage_is_set(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    deal = firm.record("Deal", name="Acme A")
    assert firm.deliver() == {"batchItemFailures": []}
    shown = firm.call("records", "GET", f"/records/Deal/{deal['id']}").body
    assert shown["stage"] == "Sourced"
    [run] = firm.runs(automation)
    assert (run["status"], [s["outcome"] for s in run["steps"]]) == ("done", ["done"])
    assert run["trigger"]["recordId"] == deal["id"]
    assert firm.auto("GET", f"/{automation}/runs/{run['id']}").body == run
    feed = firm.call("records", "GET", "/changes", query="types=Deal").body["items"]
    expected = {"userId": firm.member.user_id, "via": "automation", "automationId": automation, "depth": 1}
    assert feed[-1]["actor"] == expected


def test_a_redelivered_event_runs_once(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    firm.record("Deal", name="Twice")
    batch = firm.stream()
    firm.deliver(batch)
    firm.deliver(copy.deepcopy(batch))
    assert len(firm.runs(automation)) == 1


def test_an_automation_s_own_write_does_not_start_it_again(firm: Firm) -> None:
    tree = _tree({"kind": "recordUpdated", "config": {"recordType": "Deal"}},
                 {"kind": "updateField", "config": {"field": "stage", "value": "Screening"}})  # fmt: skip
    automation = firm.published(tree)
    deal = firm.record("Deal", name="Loop")
    firm.call("records", "PATCH", f"/records/Deal/{deal['id']}", body={"name": "Loop 2"})
    firm.deliver()
    assert len(firm.runs(automation)) == 1


def test_a_chain_of_automations_stops_at_the_fixed_depth(firm: Firm) -> None:
    chain = [("Deal", "Lead"), ("Lead", "Investor"), ("Investor", "Person"), ("Person", "Lead")]
    values = {
        "Lead": {"name": "Chained"},
        "Investor": {"name": "Chained"},
        "Person": {"firstName": "C", "lastName": "D"},
    }
    automations = [
        firm.published(
            _tree(
                {"kind": "recordCreated", "config": {"recordType": source}},
                {"kind": "createRecord", "config": {"recordType": target, "values": values[target]}},
            )
        )
        for source, target in chain
    ]
    firm.record("Deal", name="Start")
    firm.deliver()
    ran = [len(firm.runs(automation)) for automation in automations]
    assert ran == [1] * MAX_CHAIN_DEPTH + [0] * (len(chain) - MAX_CHAIN_DEPTH)


def test_a_condition_that_does_not_hold_stops_the_run(firm: Firm) -> None:
    only_special = {"kind": "fieldEquals", "config": {"field": "name", "value": "Special"}}
    tree = on_deal_created(
        [only_special, {"kind": "updateField", "config": {"field": "stage", "value": "Sourced"}}]
    )
    automation = firm.published(tree)
    deal = firm.record("Deal", name="Ordinary")
    firm.deliver()
    [run] = firm.runs(automation)
    assert (run["status"], [s["outcome"] for s in run["steps"]]) == ("stopped", ["skipped"])
    assert firm.call("records", "GET", f"/records/Deal/{deal['id']}").body.get("stage") != "Sourced"


def test_a_connector_step_calls_the_published_connector_with_the_record(firm: Firm) -> None:
    firm.connector(connector())
    automation = firm.published(on_deal_created([call_step()]))
    firm.record("Deal", name="Remote deal")
    firm.deliver()
    [run] = firm.runs(automation)
    assert run["status"] == "done", run
    assert run["steps"][0]["detail"] == {"status": 200, "outputs": {"remoteId": "remote-7"}}
    assert json.loads(firm.system.seen[-1].body) == {"name": "Remote deal"}


@pytest.mark.parametrize("change", ["deactivate", "revision", "role"])
def test_a_connector_step_fails_with_the_reason(firm: Firm, change: str) -> None:
    connector_id = firm.connector(connector())
    automation = firm.published(on_deal_created([call_step()]))
    item = f"/connectors/{connector_id}"
    if change == "deactivate":
        firm.call("connectors", "POST", f"{item}/deactivate")
    else:
        edited = (
            connector(baseUrl=f"https://{PARTNER_HOST}/v2")
            if change == "revision"
            else connector(useRoleIds=["member"])
        )
        firm.call("connectors", "PUT", item, body=edited)
        firm.call("connectors", "POST", f"{item}/publish", body={})
    firm.record("Deal", name="Blocked")
    firm.deliver()
    [run] = firm.runs(automation)
    reason = {"deactivate": "connector_inactive", "revision": "connector_revision_changed",
              "role": "connector_not_allowed"}[change]  # fmt: skip
    assert (run["status"], run["steps"][0]["reason"]) == ("failed", reason)
    assert firm.system.seen == []


def test_a_run_acts_within_the_publisher_s_current_role(stack: Stack, firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    colleague = firm_for(stack, (trustme.CA(), firm.system), firm_id=firm.member.firm_id)
    stack.identity.set_member_role(firm.member.firm_id, firm.member.user_id, "viewer")
    colleague.record("Deal", name="Made by a colleague")
    colleague.deliver()
    stack.identity.remove_membership(firm.member.firm_id, firm.member.user_id)
    colleague.delivered = firm.delivered
    colleague.record("Deal", name="After leaving")
    colleague.deliver()
    after_leaving, as_viewer = colleague.runs(automation)
    assert (after_leaving["status"], after_leaving["reason"]) == ("failed", "publisher_not_member")
    assert (as_viewer["status"], as_viewer["reason"]) == ("failed", "publisher_not_permitted")


def test_pause_stops_runs_resume_starts_them_and_delete_removes_it(firm: Firm) -> None:
    automation = firm.published(on_deal_created())
    assert firm.auto("POST", f"/{automation}/pause").body["status"] == "paused"
    firm.record("Deal", name="While paused")
    firm.deliver()
    assert firm.runs(automation) == []
    assert firm.auto("POST", f"/{automation}/resume").body["status"] == "active"
    firm.record("Deal", name="Resumed")
    firm.deliver()
    assert len(firm.runs(automation)) == 1
    assert firm.auto("DELETE", f"/{automation}").status == 200
    firm.record("Deal", name="After delete")
    assert firm.deliver() == {"batchItemFailures": []}
    assert firm.auto("GET", f"/{automation}").status == 404


def test_a_stream_record_that_fails_is_reported_alone(firm: Firm) -> None:
    firm.published(on_deal_created())
    firm.record("Deal", name="Good")
    good = firm.stream()
    broken = copy.deepcopy(good[-1])
    del broken["dynamodb"]["NewImage"]["kind"]
    broken["dynamodb"]["SequenceNumber"] = "999"
    assert firm.deliver([broken, *good]) == {"batchItemFailures": [{"itemIdentifier": "999"}]}


def create_task(**config: Any) -> dict[str, Any]:
    return {"kind": "createTask", "config": {"title": "Review the new deal", **config}}


def test_create_task_makes_a_task_about_the_record(firm: Firm) -> None:
    steps = [create_task(assigneeUserId=firm.member.user_id, dueInDays=3, taskType="call")]
    automation = firm.published(on_deal_created(steps))
    deal = firm.record("Deal", name="Needs a review")
    firm.deliver()
    [run] = firm.runs(automation)
    assert run["status"] == "done", run
    listed = firm.call("workspace", "GET", "/workspace/tasks", query=f"recordId={deal['id']}").body["items"]
    assert [task["id"] for task in listed] == [run["steps"][0]["detail"]["taskId"]]
    due = datetime.datetime.fromtimestamp(firm.stack.clock(), datetime.UTC).date() + datetime.timedelta(
        days=3
    )
    assert {key: listed[0][key] for key in ("title", "assigneeUserId", "taskType", "recordType", "dueDate",
                                            "status", "createdBy")} == {
        "title": "Review the new deal", "assigneeUserId": firm.member.user_id, "taskType": "call",
        "recordType": "Deal", "dueDate": due.isoformat(), "status": "open", "createdBy": firm.member.user_id,
    }  # fmt: skip


def test_a_task_type_outside_the_taxonomy_is_refused_on_save(firm: Firm) -> None:
    refused = firm.auto("POST", body=on_deal_created([create_task(taskType="no_such_type")]))
    assert refused.status == 400
    assert refused.body["error"]["details"][0]["field"] == "tree.steps[0].config.taskType"


def test_a_task_whose_assignee_left_fails_and_stores_nothing(stack: Stack, firm: Firm) -> None:
    colleague = stack.member(firm.member.firm_id, "member")
    automation = firm.published(on_deal_created([create_task(assigneeUserId=colleague.user_id)]))
    stack.identity.remove_membership(firm.member.firm_id, colleague.user_id)
    deal = firm.record("Deal", name="Nobody to do it")
    firm.deliver()
    [run] = firm.runs(automation)
    assert (run["status"], run["steps"][0]["reason"]) == ("failed", "invalid_task")
    assert run["steps"][0]["detail"]["problems"][0]["field"] == "assigneeUserId"
    assert (
        firm.call("workspace", "GET", "/workspace/tasks", query=f"recordId={deal['id']}").body["items"] == []
    )


def test_notify_user_sends_the_person_a_notification_only_they_see(stack: Stack, firm: Firm) -> None:
    colleague = stack.member(firm.member.firm_id, "member")
    notify = {"kind": "notifyUser", "config": {"userId": colleague.user_id, "message": "A deal came in"}}
    automation = firm.published(on_deal_created([notify]))
    deal = firm.record("Deal", name="Worth a look")
    firm.deliver()
    [run] = firm.runs(automation)
    assert run["status"] == "done", run
    theirs = stack.api_token(colleague, ["records:read"])
    [shown] = firm.call("workspace", "GET", "/workspace/notifications", token=theirs).body["items"]
    assert (shown["message"], shown["automationId"], shown["recordId"], shown["read"]) == (
        "A deal came in", automation, deal["id"], False)  # fmt: skip
    assert shown["id"] == run["steps"][0]["detail"]["notificationId"]
    assert firm.call("workspace", "GET", "/workspace/notifications").body["items"] == []  # the publisher's


def test_notifying_someone_who_left_fails_with_the_reason(stack: Stack, firm: Firm) -> None:
    colleague = stack.member(firm.member.firm_id, "member")
    notify = {"kind": "notifyUser", "config": {"userId": colleague.user_id, "message": "Hello"}}
    automation = firm.published(on_deal_created([notify]))
    stack.identity.remove_membership(firm.member.firm_id, colleague.user_id)
    firm.record("Deal", name="Too late")
    firm.deliver()
    [run] = firm.runs(automation)
    assert (run["status"], run["steps"][0]["reason"]) == ("failed", "user_not_member")
