"""The documents of the AWS managed policies SAM attaches to a function's role (they are public and
stable; the check refuses a role that carries one not listed here rather than guess what it allows)."""

from __future__ import annotations

from typing import Any

_LOGS = ["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"]


def _allow(*actions: str) -> dict[str, Any]:
    return {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": list(actions), "Resource": "*"}],
    }


AWS_MANAGED_POLICIES: dict[str, dict[str, Any]] = {
    # Every function: its log lines (Lambda's runtime writes them, no call of ours).
    "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole": _allow(*_LOGS),
    # Tracing: Active (the runtime's X-Ray segments).
    "arn:aws:iam::aws:policy/AWSXrayWriteOnlyAccess": _allow(
        "xray:PutTraceSegments",
        "xray:PutTelemetryRecords",
        "xray:GetSamplingRules",
        "xray:GetSamplingTargets",
        "xray:GetSamplingStatisticSummaries",
    ),
    # What SAM adds for an SQS or a DynamoDB event: reads of every queue and stream in the account.
    "arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole": _allow(
        "sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes", *_LOGS
    ),
    "arn:aws:iam::aws:policy/service-role/AWSLambdaDynamoDBExecutionRole": _allow(
        "dynamodb:DescribeStream",
        "dynamodb:GetRecords",
        "dynamodb:GetShardIterator",
        "dynamodb:ListStreams",
        *_LOGS,
    ),
}
