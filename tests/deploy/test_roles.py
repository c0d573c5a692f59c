"""The roles of the SAM-transformed template, for what the suites' recorded calls cannot show: the calls
Lambda and Scheduler make with a role (reading an event source, leaving a failure in its queue, invoking
a schedule's target), grants on every resource, and who may touch which secret and identity item."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from tests.deploy.aws_calls import Call
from tests.deploy.iam_check import IamCheck
from tests.deploy.iam_policy import Policy, Request
from tests.deploy.stack_roles import KEY_ID, REGION, Resolver, roles, secret_arn, transformed_template

STACK = "roles"
KEY_ARN = f"arn:aws:kms:{REGION}:123456789012:key/{KEY_ID}"
RUNTIME_ACTIONS = ("logs:", "xray:")  # what Lambda's runtime does with the role, on "*" by design


@pytest.fixture(scope="module")
def template() -> dict[str, Any]:
    return transformed_template()


@pytest.fixture(scope="module")
def check() -> IamCheck:
    return IamCheck(STACK)


def _resources(template: Mapping[str, Any], kind: str) -> dict[str, Mapping[str, Any]]:
    return {lid: r["Properties"] for lid, r in template["Resources"].items() if r["Type"] == kind}


def _function_of(template: Mapping[str, Any], function_ref: Any) -> str:
    return str(function_ref["Ref"])


def _denied(check: IamCheck, function: str, requests: list[Request]) -> list[str]:
    return [
        f"{function}: {r.action} on {r.resource}" for r in requests if not check.decide(function, r).allowed
    ]


def _via(service: str, *actions: str) -> list[Request]:
    via = {"kms:viaservice": (f"{service}.{REGION}.amazonaws.com",)}
    return [Request(f"kms:{action}", KEY_ARN, via) for action in actions]


def _send(queue_arn: str) -> list[Request]:
    return [Request("sqs:SendMessage", queue_arn), *_via("sqs", "GenerateDataKey", "Decrypt")]


def test_no_role_may_act_on_every_resource_beyond_what_the_runtime_writes(template: dict[str, Any]) -> None:
    """SAM's SQS and DynamoDB events attach reads of every queue and stream of the account; the
    template declares its event source mappings itself, with grants on their own queue and stream."""
    wide = []
    for name, role in roles(STACK, template).items():
        for statement in role.statements:
            resources = (
                statement["Resource"] if isinstance(statement["Resource"], list) else [statement["Resource"]]
            )
            actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
            if "*" in resources:
                wide += [f"{name}: {a}" for a in actions if not a.startswith(RUNTIME_ACTIONS)]
    assert wide == []


def test_lambda_reads_each_event_source_with_its_functions_role(
    template: dict[str, Any], check: IamCheck
) -> None:
    resolver = Resolver(template, STACK)
    denied = []
    for mapping in _resources(template, "AWS::Lambda::EventSourceMapping").values():
        function, source = (
            _function_of(template, mapping["FunctionName"]),
            resolver.resolve(mapping["EventSourceArn"]),
        )
        if ":sqs:" in source:
            actions = ("ReceiveMessage", "DeleteMessage", "GetQueueAttributes", "ChangeMessageVisibility")
            requests = [Request(f"sqs:{a}", source) for a in actions] + _via("sqs", "Decrypt")
        else:
            actions = ("DescribeStream", "GetRecords", "GetShardIterator", "ListStreams")
            requests = [Request(f"dynamodb:{a}", source) for a in actions]
        failures = ((mapping.get("DestinationConfig") or {}).get("OnFailure") or {}).get("Destination")
        if failures:
            requests += _send(resolver.resolve(failures))
        denied += _denied(check, function, requests)
    assert len(_resources(template, "AWS::Lambda::EventSourceMapping")) == 5
    assert denied == []


def test_a_function_leaves_what_kept_failing_in_its_failure_queue(
    template: dict[str, Any], check: IamCheck
) -> None:
    resolver = Resolver(template, STACK)
    configs = _resources(template, "AWS::Lambda::EventInvokeConfig").values()
    denied = [
        denial
        for config in configs
        for denial in _denied(check, _function_of(template, config["FunctionName"]),
                              _send(resolver.resolve(config["DestinationConfig"]["OnFailure"]["Destination"])))
    ]  # fmt: skip
    assert len(list(configs)) == 2
    assert denied == []


def test_scheduler_may_invoke_each_schedules_target_and_keep_what_it_could_not_deliver(
    template: dict[str, Any],
) -> None:
    """Each function that makes schedules names, in its environment, the role Scheduler acts as, the
    target and the dead-letter queue: that role must allow both."""
    resolver = Resolver(template, STACK)
    by_arn = {resolver.attribute(name, "Arn"): role for name, role in roles(STACK, template).items()}
    seen = 0
    for function in _resources(template, "AWS::Lambda::Function").values():
        variables = resolver.resolve((function.get("Environment") or {}).get("Variables", {}))
        for name, role_arn in variables.items():
            if not name.endswith("SCHEDULER_ROLE_ARN"):
                continue
            prefix = name.removesuffix("SCHEDULER_ROLE_ARN")
            policy = Policy(by_arn[role_arn].statements)
            requests = [Request("lambda:InvokeFunction", variables[f"{prefix}SCHEDULE_TARGET_ARN"]),
                        *_send(variables[f"{prefix}SCHEDULE_DEAD_LETTER_ARN"])]  # fmt: skip
            assert [r.action for r in requests if not policy.decide(r).allowed] == [], name
            seen += 1
    assert seen >= 2  # automations and FX, each in its own family and in the MCP function


def test_connector_secrets_are_written_by_the_connectors_routes_and_read_by_the_runner(
    check: IamCheck,
) -> None:
    name = "records-platform/dev/connectors/frm_1/con_1"
    writes = {
        function
        for function in check.roles
        if not check.evaluate(function, Call("secretsmanager", "PutSecretValue", {"SecretId": name}))
    }
    check.take()
    reads = {
        function
        for function in check.roles
        if not check.evaluate(
            function, Call("secretsmanager", "GetSecretValue", {"SecretId": secret_arn(name)})
        )
    }
    check.take()
    assert writes == {"ConnectorsFunction", "McpFunction"}
    assert reads == {"ConnectorsFunction", "McpFunction", "AutomationRunnerFunction"}


def _pin(pk: str, **extra: str) -> Call:
    item = {"pk": {"S": pk}, "sk": {"S": "ISSUER#abc"}, "issuer": {"S": "i"}, "subject": {"S": "s"}}
    item |= {name: {"S": value} for name, value in extra.items()}
    return Call("dynamodb", "PutItem", {"TableName": f"{STACK}-IdentityTable", "Item": item,
                                        "ConditionExpression": "attribute_not_exists(#n0)",
                                        "ExpressionAttributeNames": {"#n0": "pk"}})  # fmt: skip


def test_sign_in_may_pin_a_subject_and_put_nothing_else_of_a_user(check: IamCheck) -> None:
    assert check.evaluate("AuthFunction", _pin("IDENTITY#usr_1")) == []
    overwrite = check.evaluate("AuthFunction", _pin("USER#usr_1"))  # what main did: every sign-in a 500
    extra = check.evaluate("AuthFunction", _pin("IDENTITY#usr_1", email="x@y.example"))
    check.take()
    assert [d.request.action for d in overwrite if d.request] == ["dynamodb:PutItem"]
    assert "dynamodb:leadingkeys=['USER#usr_1']" in str(overwrite[0])
    assert [d.request.action for d in extra if d.request] == ["dynamodb:PutItem"]
