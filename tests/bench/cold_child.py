"""One cold start, in a fresh interpreter: import a handler module and serve one request, timed.

Run by tests/bench/cold_start.py as `python cold_child.py` with a JSON job on standard input. It
imports nothing of the project before the clock starts, and nothing of the test suite at all: the
DynamoDB it hands the kernel is the small in-memory table below, filled with the items the parent
made under moto, so the figure is Python's work alone (imports, building what the route needs, the
pipeline), as Lambda's init and first invoke are, without the network.

The job: {"mode": "handler" | "baseline", "module": "...", "event": {...}, "items": [[table, item]],
"environment": {...}}. Prints {"seconds": ..., "status": ...}.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any


class MemoryDynamoDB:
    """The calls the kernel makes, answered from a dict of wire items: reads as DynamoDB reads (a
    Query of one partition in sort order, with the kernel's key conditions), writes accepted."""

    def __init__(self, items: list[list[Any]]) -> None:
        self._tables: dict[str, dict[tuple[str, str], dict[str, Any]]] = {}
        for table, item in items:
            self._tables.setdefault(table, {})[(item["pk"]["S"], item["sk"]["S"])] = item

    def _table(self, name: str) -> dict[tuple[str, str], dict[str, Any]]:
        return self._tables.setdefault(name, {})

    def batch_get_item(self, RequestItems: dict[str, Any]) -> dict[str, Any]:
        responses = {}
        for table, request in RequestItems.items():
            rows = self._table(table)
            keys = [(key["pk"]["S"], key["sk"]["S"]) for key in request["Keys"]]
            responses[table] = [rows[key] for key in keys if key in rows]
        return {"Responses": responses, "UnprocessedKeys": {}}

    def get_item(self, TableName: str, Key: dict[str, Any], **_: Any) -> dict[str, Any]:
        item = self._table(TableName).get((Key["pk"]["S"], Key["sk"]["S"]))
        return {"Item": item} if item else {}

    def query(self, **request: Any) -> dict[str, Any]:
        values = request["ExpressionAttributeValues"]
        prefix = request.get("IndexName") or ""
        pk, condition = values[":pk"]["S"], request["KeyConditionExpression"]
        rows = [
            item
            for item in self._table(request["TableName"]).values()
            if item.get(f"{prefix}pk", {}).get("S") == pk and f"{prefix}sk" in item
        ]
        rows.sort(key=lambda item: item[f"{prefix}sk"]["S"], reverse=not request["ScanIndexForward"])
        if ":after" in values:
            rows = [item for item in rows if item[f"{prefix}sk"]["S"] > values[":after"]["S"]]
        if "begins_with" in condition:
            rows = [item for item in rows if item[f"{prefix}sk"]["S"].startswith(values[":prefix"]["S"])]
        limit = request.get("Limit") or len(rows)
        page = rows[:limit]
        last = {name: page[-1][name] for name in ("pk", "sk")} if len(rows) > limit else None
        return {
            "Items": page,
            "Count": len(page),
            "ScannedCount": len(page),
            **({"LastEvaluatedKey": last} if last else {}),
        }

    def update_item(self, **_: Any) -> dict[str, Any]:
        return {"Attributes": {"calls": {"N": "1"}}}

    def put_item(self, **_: Any) -> dict[str, Any]:
        return {}

    def delete_item(self, **_: Any) -> dict[str, Any]:
        return {}

    def transact_write_items(self, **_: Any) -> dict[str, Any]:
        return {}


def serve_with_handler(job: dict[str, Any], dynamodb: MemoryDynamoDB) -> tuple[float, int]:
    started = time.perf_counter()
    module = __import__(job["module"], fromlist=["app"])
    from kernel.services import Services
    from kernel.settings import get_settings
    from kernel.signing_keys import KeyringProvider

    app = module.app
    keyring = KeyringProvider(lambda: json.dumps({"kid": "k1", "secret": "x" * 48}), time.time)
    app.ports.override(Services, Services(get_settings(), dynamodb=dynamodb, keyring=keyring))  # type: ignore[arg-type]
    answer = module.lambda_handler(job["event"], None)  # the function's handler, as Lambda calls it
    seconds = time.perf_counter() - started
    if '"isError":true' in str(answer.get("body")):  # a tool call refused inside its 200: not the figure
        return seconds, 500
    return seconds, int(answer["statusCode"])


def serve_with_baseline(job: dict[str, Any]) -> tuple[float, int]:
    started = time.perf_counter()
    import boto3  # noqa: F401 - what every function imports
    from aws_lambda_powertools.event_handler import APIGatewayHttpResolver

    resolver = APIGatewayHttpResolver()
    resolver.route(job["event"]["rawPath"], ["GET"])(lambda: {"items": [], "nextCursor": None})
    answer = resolver.resolve(job["event"], None)
    return time.perf_counter() - started, int(answer["statusCode"])


def main() -> None:
    job = json.load(sys.stdin)
    os.environ.update(job.get("environment", {}))
    if job["mode"] == "baseline":
        seconds, status = serve_with_baseline(job)
    else:
        dynamodb = MemoryDynamoDB(job["items"])
        seconds, status = serve_with_handler(job, dynamodb)
    print(json.dumps({"seconds": seconds, "status": status}))


if __name__ == "__main__":
    main()
