"""The derived blocks of template.yaml are what `make derived` writes from the rest of it."""

from __future__ import annotations

import copy

from local_stack import derived_template
from local_stack.template import REPO_TEMPLATE, load_template


def test_the_derived_blocks_of_template_yaml_are_current() -> None:
    written = derived_template.blocks_of(REPO_TEMPLATE.read_text(encoding="utf-8"))
    assert written == derived_template.rendered(load_template()), (
        "run `make derived` and commit template.yaml"
    )


def test_the_mcp_policy_holds_each_statement_a_family_adds_once_and_none_of_the_shared() -> None:
    template = load_template()
    statements = derived_template.mcp_statements(template)
    assert len(statements) == len({repr(s) for s in statements})
    pipeline = template["Resources"]["PipelinePolicy"]["Properties"]["PolicyDocument"]["Statement"]
    assert not any({k: v for k, v in s.items() if k != "Sid"} in statements for s in pipeline)
    connectors = template["Resources"]["ConnectorSecretsPolicy"]["Properties"]["PolicyDocument"]["Statement"]
    assert connectors[0] in statements


def test_a_policy_a_family_gains_reaches_the_mcp_policy() -> None:
    template = copy.deepcopy(load_template())
    grant = {"Effect": "Allow", "Action": "sns:Publish", "Resource": {"Ref": "AlarmTopic"}}
    template["Resources"]["ExtraPolicy"] = {
        "Type": "AWS::IAM::ManagedPolicy",
        "Properties": {"PolicyDocument": {"Version": "2012-10-17", "Statement": [grant]}},
    }
    template["Resources"]["DealsFunction"]["Properties"]["Policies"].append({"Ref": "ExtraPolicy"})
    assert grant in derived_template.mcp_statements(template)
    assert "sns:Publish, Resource: !Ref AlarmTopic" in derived_template.render_mcp_policy(template)


def test_every_function_queue_of_failures_and_table_has_its_alarms() -> None:
    template = load_template()
    alarms = dict(derived_template.alarms(template))
    functions = [lid for lid, r in template["Resources"].items() if r["Type"] == "AWS::Serverless::Function"]
    for function in functions:
        assert {f"{function}Errors", f"{function}Throttles"} <= set(alarms)
    assert {"ImportDeadLettersDepth", "AutomationRunnerFailuresDepth", "FxFetchFailuresDepth"} <= set(alarms)
    assert "ImportQueueDepth" not in alarms  # a work queue: messages in it are normal
    assert {"IdentityTableThrottles", "DataTableThrottles", "ControlTableThrottles", "HttpApi5xxRate"} <= set(
        alarms
    )
    assert all(a["AlarmActions"] == [{"Ref": "AlarmTopic"}] for a in alarms.values())


def test_the_flow_writer_quotes_what_yaml_would_read_otherwise() -> None:
    assert derived_template.flow({"a": "5xx", "b": "true", "c": "x: y", "d": "plain/path-1"}) == (
        '{ a: "5xx", b: "true", c: "x: y", d: plain/path-1 }'
    )
    assert derived_template.flow({"Fn::GetAtt": ["Q", "Arn"]}) == "!GetAtt Q.Arn"
