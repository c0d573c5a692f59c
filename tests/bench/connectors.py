"""Connectors in `make bench`: the AWS calls of each connector route, and what the guarded, pinned
outbound call costs beside a plain httpx call to the same HTTPS server (both open a new TLS
connection per call, as a Lambda container calling many firms' systems would)."""

from __future__ import annotations

import json
import ssl
import statistics
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx

from connectors.secrets import ConnectorSecrets
from kernel.address_guard import check_url
from kernel.outbound import Outbound
from tests.connector_support import (
    PARTNER_HOST,
    LoopbackBackend,
    StubResolver,
    outbound,
    partner_system,
)
from tests.support import Stack, api_event

ROUNDS = 11
CALLS = 20
SCOPES = ["connectors:draft", "connectors:activate"]
DEFINITION = {
    "connectorKey": "bench", "name": "Bench", "baseUrl": f"https://{PARTNER_HOST}", "auth": "bearer",
    "surfaces": "automations", "useRoleIds": ["admin"],
    "operations": [{"key": "ping", "label": "Ping", "method": "GET", "effect": "read", "path": "/ping",
                    "outputs": [{"name": "ok", "path": "$.ok"}]}],
}  # fmt: skip


def aws_calls(stack: Stack, app: Any, count: Callable[[], Any]) -> list[str]:
    """Each route once, warm (the signing keys and roles already cached), its AWS calls counted."""
    systems = partner_system()
    ca, system = next(systems)
    try:
        app.ports.override(Outbound, outbound(ca, LoopbackBackend(system.port), StubResolver()))
        app.ports.override(ConnectorSecrets, ConnectorSecrets("records-platform/bench"))
        member = stack.member(stack.firm("Connectors"), "admin")
        token = stack.api_token(member, SCOPES)
        _call(app, token, "GET", "")  # warms the caches
        made = _call(app, token, "POST", "", body={**DEFINITION, "connectorKey": "warm"})
        rows = []
        steps: list[tuple[str, str, str, dict[str, Any]]] = [
            ("POST /connectors", "POST", "", {"body": DEFINITION}),
            ("POST /connectors/{id}/secret", "POST", "/{id}/secret", {"body": {"secret": "bench-secret"}}),
            ("POST /connectors/{id}/test", "POST", "/{id}/test", {"body": {"operationKey": "ping"}}),
            ("POST /connectors/{id}/publish", "POST", "/{id}/publish", {"body": {}}),
            ("GET /connectors/{id}", "GET", "/{id}", {}),
        ]
        connector_id = made["id"]
        _call(app, token, "POST", f"/{connector_id}/secret", body={"secret": "warm"})
        for label, method, path, kwargs in steps:
            with count() as calls:
                answer = _call(app, token, method, path.replace("{id}", connector_id), **kwargs)
            if label == "POST /connectors":
                connector_id = answer["id"]
            rows.append(_line(label, calls))
        return rows
    finally:
        systems.close()


def _call(app: Any, token: str, method: str, path: str, **kwargs: Any) -> Any:
    response = app.lambda_handler(
        api_event(method, f"/api/v1/x/connectors{path}", token=token, **kwargs), None
    )
    assert response["statusCode"] in (200, 201), response
    return json.loads(response["body"])


def _line(label: str, calls: Counter[str]) -> str:
    detail = ", ".join(f"{name} {number}" for name, number in sorted(calls.items()))
    return f"{label:<44} {sum(calls.values())}: {detail}"


def outbound_overhead() -> list[str]:
    """Guarded and pinned (resolve, check every address, connect to it, TLS against the name) beside
    httpx.get with the same trust; CALLS calls per round, rounds alternating, medians."""
    systems = partner_system()
    ca, system = next(systems)
    try:
        guarded = outbound(ca, LoopbackBackend(system.port), StubResolver())
        target = check_url(f"https://{PARTNER_HOST}")
        context = ssl.create_default_context()
        ca.configure_trust(context)
        plain_url = f"https://127.0.0.1:{system.port}/ping"
        guarded_rounds, plain_rounds = [], []
        for _ in range(ROUNDS):
            guarded_rounds.append(_timed(lambda: guarded.call(target, "GET", "/ping", [], None)))
            plain_rounds.append(_timed(lambda: _plain_get(plain_url, context)))
        ratio = statistics.median(guarded_rounds) / statistics.median(plain_rounds)
        plain, pinned = statistics.median(plain_rounds) * 1000, statistics.median(guarded_rounds) * 1000
        return [
            f"plain httpx GET (new TLS connection)        {plain:7.2f} ms   1.00x",
            f"guarded, pinned Outbound.call               {pinned:7.2f} ms   {ratio:.2f}x",
        ]
    finally:
        systems.close()


def _plain_get(url: str, context: ssl.SSLContext) -> None:
    # The server's certificate is for the partner's name: send that name for SNI and the check, as
    # the pinned client does, so both do the same TLS work.
    with httpx.Client(verify=context, trust_env=False) as client:
        response = client.get(url, extensions={"sni_hostname": PARTNER_HOST})
        assert response.status_code == 200


def _timed(call: Callable[[], Any]) -> float:
    started = time.perf_counter()
    for _ in range(CALLS):
        call()
    return (time.perf_counter() - started) / CALLS


def automation_run_calls(stack: Stack, count: Callable[[], Any]) -> list[str]:
    """The AWS calls of one run: a stream record of a Deal's creation runs "set its stage"."""
    from automations_api.handler import create_app as automations_app
    from automations_api.runner import Runner, lambda_handler
    from kernel.ports import Ports
    from kernel.services import Services
    from records_api.handler import create_app as records_app

    member = stack.member(stack.firm("Runs"), "admin")
    token = stack.api_token(member, ["automations:publish", "automations:draft", "records:write"])
    automations, records = stack.app(automations_app()), stack.app(records_app())
    tree = {"trigger": {"kind": "recordCreated", "config": {"recordType": "Deal"}},
            "steps": [{"kind": "updateField", "config": {"field": "stage", "value": "Sourced"}}]}  # fmt: skip
    created = api_event("POST", "/api/v1/x/automations", token=token, body={"name": "Bench", "tree": tree})
    made = json.loads(automations.lambda_handler(created, None)["body"])
    publish = api_event("POST", f"/api/v1/x/automations/{made['id']}/publish", token=token, body={})
    automations.lambda_handler(publish, None)
    runner = Runner(Ports({Services: stack.services}))
    rows = []
    for label in ("first run in a container", "a later run"):
        records.lambda_handler(
            api_event("POST", "/api/v1/x/records/Deal", token=token, body={"name": label}), None
        )
        [entry] = _new_entries(stack, member.firm_id)
        with count() as calls:
            lambda_handler({"Records": [entry]}, None, runner=runner)
        rows.append(_line(f"one run ({label})", calls))
    with count() as calls:  # the stream delivers the last entry again: it ran, nothing is written
        lambda_handler({"Records": [entry]}, None, runner=runner)
    rows.append(_line("the same change entry redelivered", calls))
    return rows


def scheduled_run_calls(stack: Stack, count: Callable[..., Any]) -> list[str]:
    """The AWS calls of publishing a weekly reminder (its schedule put) and of one fired minute."""
    import boto3

    from automations_api.handler import create_app as automations_app
    from automations_api.runner import Runner, lambda_handler
    from automations_api.schedules import Schedules
    from kernel.ports import Ports
    from kernel.services import Services
    from local_stack.template import load_template, local_arns

    arns = local_arns(load_template(), "bench")
    scheduler = boto3.client("scheduler")
    schedules = Schedules("bench-AutomationSchedules", arns["AutomationRunnerFunction.Arn"],
                          arns["AutomationSchedulerRole.Arn"], client=scheduler)  # fmt: skip
    member = stack.member(stack.firm("Schedules"), "admin")
    token = stack.api_token(member, ["automations:publish", "automations:draft"])
    automations = stack.app(automations_app())
    automations.ports.override(Schedules, schedules)
    remind = {"kind": "notifyUser", "config": {"userId": member.user_id, "message": "Pipeline review"}}
    tree = {"trigger": {"kind": "schedule", "config": {"cron": "0 7 * * 1"}}, "steps": [remind]}
    created = api_event("POST", "/api/v1/x/automations", token=token, body={"name": "Weekly", "tree": tree})
    made = json.loads(automations.lambda_handler(created, None)["body"])
    publish = api_event("POST", f"/api/v1/x/automations/{made['id']}/publish", token=token, body={})
    with count(scheduler) as calls:
        automations.lambda_handler(publish, None)
    rows = [_line("POST publish (a schedule trigger: the schedule put)", calls)]
    runner = Runner(Ports({Services: stack.services, Schedules: lambda: schedules}))
    [summary] = scheduler.list_schedules(GroupName="bench-AutomationSchedules", NamePrefix=made["id"])[
        "Schedules"
    ]
    schedule = scheduler.get_schedule(GroupName="bench-AutomationSchedules", Name=summary["Name"])
    fired = {**json.loads(schedule["Target"]["Input"]), "scheduledAt": "2026-11-23T07:00:00Z"}
    with count(scheduler) as calls:
        lambda_handler(fired, None, runner=runner)
    rows.append(_line("one scheduled run (notify a member)", calls))
    return rows


_delivered: dict[str, int] = {}


def _new_entries(stack: Stack, firm_id: str) -> list[dict[str, Any]]:
    after = _delivered.get(firm_id, 0)
    items = stack.dynamodb.query(
        TableName=stack.settings.data_table, KeyConditionExpression="pk = :pk AND sk > :after",
        ExpressionAttributeValues={":pk": {"S": f"{firm_id}#CHANGES"}, ":after": {"S": f"E#{after:015d}"}},
    )["Items"]  # fmt: skip
    _delivered[firm_id] = int(items[-1]["sequence"]["N"])
    return [{"eventName": "INSERT", "dynamodb": {"Keys": {"pk": i["pk"], "sk": i["sk"]}, "NewImage": i,
             "SequenceNumber": i["sequence"]["N"]}} for i in items[-1:]]  # fmt: skip
