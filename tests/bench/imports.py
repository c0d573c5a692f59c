"""Imports: the worker's rows a second and AWS calls per row, for new records and for rows matched by
email that change each record (the keys' claims read in one batch per chunk: records.matching), beside
a POST /records of the same record in the same run (the ratio is what to read: moto's speed is not
DynamoDB's)."""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any

import boto3

from kernel.ports import Ports
from kernel.services import Services
from tests.bench.stacks import family_app
from tests.support import Stack, api_event

X = "/api/v1/x"
ROWS = 1_000
DIRECT = 100  # records made one call each, for the baseline
Counting = Callable[..., AbstractContextManager[Any]]


def lines(stack: Stack, counted: Counting) -> Iterator[str]:
    imports, records = family_app(stack, "imports"), family_app(stack, "records")
    member = stack.member(stack.firm("Bench imports"), "admin")
    token = stack.api_token(member, ["records:write", "imports:draft", "imports:apply"])
    started = time.perf_counter()
    for n in range(DIRECT):
        lead = {"name": f"D{n}", "contactEmail": f"d{n}@bench.example"}
        _answer(records, api_event("POST", f"{X}/records/Lead", token=token, body=lead))
    per_direct = (time.perf_counter() - started) / DIRECT
    from imports_api import worker  # on the path once family_app has put the families there

    ports = Ports({Services: stack.services})
    new = "".join(f"L{n},l{n}@bench.example\n" for n in range(ROWS))
    renamed = "".join(f"L{n} renamed,l{n}@bench.example\n" for n in range(ROWS))  # each matched row changes
    for label, match, rows in (
        ("new records", None, new),
        ("matched by email (updates)", "contactEmail", renamed),
    ):
        body = {"recordType": "Lead", "mapping": {"Name": "name", "Email": "contactEmail"},
                "csv": "Name,Email\n" + rows} | ({"matchKey": match} if match else {})  # fmt: skip
        made = _answer(imports, api_event("POST", f"{X}/imports", token=token, body=body))
        _answer(imports, api_event("POST", f"{X}/imports/{made['id']}/apply", token=token))
        messages = _received()
        with counted() as calls:
            started = time.perf_counter()
            for message in messages:
                event = {"Records": [{"messageId": message["MessageId"], "body": message["Body"]}]}
                assert worker.lambda_handler(event, None, ports)["batchItemFailures"] == []
            elapsed = time.perf_counter() - started
        ratio, per_row = elapsed / ROWS / per_direct, sum(calls.values()) / ROWS
        yield (f"{label:<28} {ROWS / elapsed:5.0f} rows/s (moto); a row takes {ratio:.2f}x a POST /records; "
               f"AWS calls per row {per_row:.2f} ({_top(calls)})")  # fmt: skip


def _received() -> list[dict[str, Any]]:
    sqs, url = boto3.client("sqs"), os.environ["IMPORT_QUEUE_URL"]
    found: list[dict[str, Any]] = []
    while batch := sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10).get("Messages", []):
        found += batch
        for message in batch:
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return found


def _top(calls: Counter[str]) -> str:
    return ", ".join(f"{name} {number / ROWS:.2f}" for name, number in calls.most_common(4))


def _answer(app: Any, event: dict[str, Any]) -> Any:
    response = app.lambda_handler(event, None)
    assert response["statusCode"] < 300, response.get("body")
    return json.loads(response["body"])
