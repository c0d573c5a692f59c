"""Imports under moto: the imports App, calls on it, and the import queue drained through the worker
(as Lambda's SQS event source would hand it the messages)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import boto3

from imports_api import worker
from imports_api.handler import create_app as imports_app
from kernel.pipeline import App
from kernel.ports import Ports
from kernel.services import Services
from tests.integration.records_support import Firm
from tests.support import Result, Stack, call

X = "/api/v1/x"
IMPORT_SCOPES = ["imports:read", "imports:draft", "imports:apply", "records:write"]


def app(stack: Stack) -> App:
    return stack.app(imports_app())


def on(imports: App, firm: Firm, method: str, path: str, token: str | None = None, **kwargs: Any) -> Result:
    return call(imports, method, f"{X}{path}", token=token or firm.token, **kwargs)


def made(imports: App, firm: Firm, body: dict[str, Any], token: str | None = None) -> dict[str, Any]:
    answer = on(imports, firm, "POST", "/imports", token, body=body)
    assert answer.status == 201, answer.body
    return dict(answer.body)


def worker_ports(stack: Stack) -> Ports:
    return Ports({Services: stack.services})


def messages() -> list[dict[str, Any]]:
    """What the import queue holds now (received, so hidden until deleted or their timeout ends)."""
    sqs, url = boto3.client("sqs"), os.environ["IMPORT_QUEUE_URL"]
    found: list[dict[str, Any]] = []
    while batch := sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10).get("Messages", []):
        found += batch
    return found


def deliver(stack: Stack, received: list[dict[str, Any]], handler: Callable[..., Any] | None = None) -> int:
    """Hands each message to the worker (one per invocation, BatchSize 1) and deletes the ones it did
    not report failed; how many failed."""
    sqs, url = boto3.client("sqs"), os.environ["IMPORT_QUEUE_URL"]
    failed = 0
    for message in received:
        event = {"Records": [{"messageId": message["MessageId"], "body": message["Body"]}]}
        answer = (handler or worker.lambda_handler)(event, None, worker_ports(stack))
        if answer["batchItemFailures"]:  # back at once (Lambda: after the queue's visibility timeout)
            failed += 1
            sqs.change_message_visibility(
                QueueUrl=url, ReceiptHandle=message["ReceiptHandle"], VisibilityTimeout=0
            )
        else:
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return failed


def discard(received: list[dict[str, Any]]) -> None:
    sqs, url = boto3.client("sqs"), os.environ["IMPORT_QUEUE_URL"]
    for message in received:
        sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])


def drain(stack: Stack) -> None:
    """Every message the queue holds, applied."""
    assert deliver(stack, messages()) == 0
