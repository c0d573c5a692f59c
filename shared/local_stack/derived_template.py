"""The blocks of template.yaml that follow from the rest of it, written by `make derived` and kept
current by a test (tests/unit/test_template_derived.py), so nobody keeps them in step by hand:

- McpToolsPolicy: every statement of the policies the route families attach beyond the three every
  family shares. The MCP function runs every family's routes, so it needs what they need; one policy
  keeps its role inside IAM's quota of managed policies per role (10), however many families there are.
- the alarms: each function's errors and throttles, each queue where failures land (its depth above
  0), the HTTP API's rate of 5xx answers, each table's throttled requests. All notify AlarmTopic.

Each block sits in template.yaml between `# BEGIN DERIVED <name>` and `# END DERIVED <name>` lines.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from local_stack.template import (
    EVENT_SOURCE_MAPPING,
    FUNCTION,
    QUEUE,
    REPO_TEMPLATE,
    TABLE,
    load_template,
    resources_of_type,
)

# What the MCP function references itself (every route family has them), not copied into its policy.
SHARED_POLICIES = ("PipelinePolicy", "DataReadPolicy", "DataWritePolicy")
MCP_FUNCTION = "McpFunction"
MCP_POLICY = "McpToolsPolicy"
ALARMS = "alarms"
_MARKERS = re.compile(r"^  # BEGIN DERIVED (\S+)\n.*?^  # END DERIVED \1\n", re.MULTILINE | re.DOTALL)
_PERIOD = 300  # five minutes: every alarm looks at one such period


# ---- the MCP function's policy -----------------------------------------------------------------------


def mcp_statements(template: Mapping[str, Any]) -> list[Any]:
    """Each statement of every policy a route family attaches (the shared ones aside), once, in the
    order the families and their policies come."""
    resources = template["Resources"]
    statements: list[Any] = []
    for logical_id, properties in resources_of_type(template, FUNCTION).items():
        if logical_id == MCP_FUNCTION or not _serves_routes(properties):
            continue
        for policy in properties.get("Policies", []):
            name = policy["Ref"]
            if name in SHARED_POLICIES:
                continue
            document = resources[name]["Properties"]["PolicyDocument"]
            for statement in _as_list(document["Statement"]):
                unnamed = {key: value for key, value in statement.items() if key != "Sid"}
                if unnamed not in statements:
                    statements.append(unnamed)
    return statements


def _serves_routes(properties: Mapping[str, Any]) -> bool:
    return any(event.get("Type") == "HttpApi" for event in (properties.get("Events") or {}).values())


def render_mcp_policy(template: Mapping[str, Any]) -> str:
    lines = [
        "  # The MCP function's grants beyond SHARED_POLICIES: what the route families' own policies allow",
        "  # (local_stack/derived_template.py; `make derived` writes it, a test keeps it current).",
        f"  {MCP_POLICY}:",
        "    Type: AWS::IAM::ManagedPolicy",
        "    Properties:",
        "      PolicyDocument:",
        '        Version: "2012-10-17"',
        "        Statement:",
    ]
    lines += [f"          - {flow(statement)}" for statement in mcp_statements(template)]
    return "\n".join(lines) + "\n"


# ---- alarms ------------------------------------------------------------------------------------------


def failure_queues(template: Mapping[str, Any]) -> list[str]:
    """Queues where what kept failing lands: a redrive policy's dead-letter queue, or an event source
    mapping's or an asynchronous invocation's on-failure destination."""
    named: list[str] = []
    for properties in resources_of_type(template, QUEUE).values():
        target = (properties.get("RedrivePolicy") or {}).get("deadLetterTargetArn")
        named.append(_get_att_target(target))
    for properties in resources_of_type(template, EVENT_SOURCE_MAPPING).values():
        named.append(_get_att_target(_on_failure(properties)))
    for properties in resources_of_type(template, FUNCTION).values():
        named.append(_get_att_target(_on_failure(properties.get("EventInvokeConfig") or {})))
    queues = resources_of_type(template, QUEUE)
    return [name for name in dict.fromkeys(named) if name in queues]


def _on_failure(properties: Mapping[str, Any]) -> Any:
    return ((properties.get("DestinationConfig") or {}).get("OnFailure") or {}).get("Destination")


def _get_att_target(value: Any) -> str:
    return str(value["Fn::GetAtt"][0]) if isinstance(value, dict) and "Fn::GetAtt" in value else ""


_FUNCTION_METRICS = {
    "Errors": "failed invocations (a crash or a time-out; an answered 500 counts in the API's 5xx)",
    "Throttles": "throttled invocations (the account's or the function's concurrency was used up)",
}


def alarms(template: Mapping[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(logical id, Properties) of each alarm."""
    for function in resources_of_type(template, FUNCTION):
        for metric, what in _FUNCTION_METRICS.items():
            yield (
                f"{function}{metric}",
                _alarm(
                    f"{function}: {what} in five minutes. Its log lines name its family (service).",
                    _metric("m", "AWS/Lambda", metric, {"FunctionName": {"Ref": function}}, "Sum"),
                    threshold=1,
                ),
            )
    for queue in failure_queues(template):
        depth = {"QueueName": {"Fn::GetAtt": [queue, "QueueName"]}}
        yield (
            f"{queue}Depth",
            _alarm(
                f"{queue} holds messages that kept failing: look into them, then send them again.",
                _metric("m", "AWS/SQS", "ApproximateNumberOfMessagesVisible", depth, "Maximum"),
                threshold=1,
            ),
        )
    api = {"ApiId": {"Ref": "HttpApi"}}
    yield (
        "HttpApi5xxRate",
        _alarm(
            "More than ApiErrorRatePercent of the API's answers in five minutes were 5xx (of at least 20): "
            "look at the functions' errors and log lines.",
            _metric("errors", "AWS/ApiGateway", "5xx", api),
            _metric("answers", "AWS/ApiGateway", "Count", api),
            _expression("rate", "5xx answers (%)", "IF(answers >= 20, 100 * errors / answers, 0)"),
            threshold={"Ref": "ApiErrorRatePercent"},
            comparison="GreaterThanThreshold",
        ),
    )
    for table in resources_of_type(template, TABLE):
        name = {"TableName": {"Ref": table}}
        yield (
            f"{table}Throttles",
            _alarm(
                f"{table}: requests DynamoDB throttled in five minutes (a hot partition, or the account's "
                "quota): look at the table's metrics by partition.",
                _metric("reads", "AWS/DynamoDB", "ReadThrottleEvents", name),
                _metric("writes", "AWS/DynamoDB", "WriteThrottleEvents", name),
                _expression("throttled", "throttled requests", "FILL(reads, 0) + FILL(writes, 0)"),
                threshold=1,
            ),
        )


def _alarm(
    description: str,
    *metrics: dict[str, Any],
    threshold: Any,
    comparison: str = "GreaterThanOrEqualToThreshold",
) -> dict[str, Any]:
    """One period of five minutes; the last metric (alone, or an expression of the others) is judged."""
    *inputs, judged = metrics
    return {
        "AlarmDescription": description,
        "Metrics": [*inputs, {**judged, "ReturnData": True}],
        "EvaluationPeriods": 1,
        "Threshold": threshold,
        "ComparisonOperator": comparison,
        "TreatMissingData": "notBreaching",
        "AlarmActions": [{"Ref": "AlarmTopic"}],
        "OKActions": [{"Ref": "AlarmTopic"}],
    }


def _expression(metric_id: str, label: str, expression: str) -> dict[str, Any]:
    return {"Id": metric_id, "Label": label, "Expression": expression, "ReturnData": False}


def _metric(
    metric_id: str, namespace: str, name: str, dimensions: Mapping[str, Any], stat: str = "Sum"
) -> dict[str, Any]:
    return {
        "Id": metric_id,
        "ReturnData": False,
        "MetricStat": {
            "Metric": {
                "Namespace": namespace,
                "MetricName": name,
                "Dimensions": [{"Name": key, "Value": value} for key, value in dimensions.items()],
            },
            "Period": _PERIOD,
            "Stat": stat,
        },
    }


def render_alarms(template: Mapping[str, Any]) -> str:
    lines = [
        "  # One alarm per function's errors and throttles, per queue where failures land, for the API's",
        "  # 5xx rate and per table's throttles (local_stack/derived_template.py: `make derived`).",
    ]
    for logical_id, properties in alarms(template):
        lines.append(f"  {logical_id}: {{ Type: AWS::CloudWatch::Alarm, Properties: {flow(properties)} }}")
    return "\n".join(lines) + "\n"


# ---- YAML in flow style, with CloudFormation's short tags --------------------------------------------


def flow(value: Any) -> str:
    """A value as one line of YAML flow style; intrinsics as short tags (!Ref, !GetAtt, !Sub)."""
    if isinstance(value, dict):
        if set(value) == {"Ref"}:
            return f"!Ref {value['Ref']}"
        if set(value) == {"Fn::GetAtt"}:
            return f"!GetAtt {'.'.join(value['Fn::GetAtt'])}"
        if set(value) == {"Fn::Sub"} and isinstance(value["Fn::Sub"], str):
            return f"!Sub {json.dumps(value['Fn::Sub'])}"
        return "{ " + ", ".join(f"{_scalar(key)}: {flow(item)}" for key, item in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(flow(item) for item in value) + "]"
    return _scalar(value)


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    text = str(value)
    plain = re.fullmatch(r"[A-Za-z][A-Za-z0-9_:./*-]*", text) and text.lower() not in (
        "true",
        "false",
        "null",
    )
    return text if plain and ": " not in text else json.dumps(text)


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


# ---- the file ----------------------------------------------------------------------------------------


def rendered(template: Mapping[str, Any]) -> dict[str, str]:
    return {MCP_POLICY: render_mcp_policy(template), ALARMS: render_alarms(template)}


def blocks_of(text: str) -> dict[str, str]:
    """Each derived block of the template's text (the lines between its markers)."""
    return {found[1]: _inside(found[0]) for found in _MARKERS.finditer(text)}


def _inside(block: str) -> str:
    return "".join(block.splitlines(keepends=True)[1:-1])


def rewrite(text: str, blocks: Mapping[str, str]) -> str:
    def replaced(found: re.Match[str]) -> str:
        name = found[1]
        return f"  # BEGIN DERIVED {name}\n{blocks[name]}  # END DERIVED {name}\n"

    return _MARKERS.sub(replaced, text)


def main(argv: Iterable[str] = ()) -> int:
    path = Path(next(iter(argv), REPO_TEMPLATE))
    text = path.read_text(encoding="utf-8")
    missing = set(rendered(load_template(path))) - set(blocks_of(text))
    if missing:
        print(f"{path}: no BEGIN/END DERIVED markers for {', '.join(sorted(missing))}", file=sys.stderr)
        return 1
    path.write_text(rewrite(text, rendered(load_template(path))), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
