"""`make bench`: cold-start imports, AWS calls per request, and kernel overhead, measured in one run.

Figures are ratios against a baseline taken in the same run, because this machine is shared and noisy.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
FAMILIES = {"auth": "auth_api.handler", "forms": "forms_api.handler", "platform": "platform_api.handler"}
BASELINE = "import boto3; from aws_lambda_powertools.event_handler import APIGatewayHttpResolver"
RUNS = 5
REQUESTS = 2000


def import_seconds(statement: str) -> float:
    """Median wall time of `statement` in a fresh interpreter, like a Lambda cold start's init phase."""
    folders = ("shared", "functions/auth", "functions/forms", "functions/platform")
    path = os.pathsep.join(str(REPO / folder) for folder in folders)
    code = f"import time; t=time.perf_counter(); {statement}; print(time.perf_counter()-t)"
    env = {**os.environ, "PYTHONPATH": path, "PYTHONDONTWRITEBYTECODE": "1"}
    samples = []
    for _ in range(RUNS):
        out = subprocess.run(  # noqa: S603 - our own interpreter and code
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
        samples.append(float(out.stdout.strip()))
    return statistics.median(samples)


def report_imports() -> None:
    baseline = import_seconds(BASELINE)
    print(f"\nImport time, fresh process, median of {RUNS}")
    print(f"  baseline (boto3 + Powertools resolver)  {baseline * 1000:7.1f} ms   1.00x")
    for family, module in FAMILIES.items():
        seconds = import_seconds(f"import {module}")
        print(f"  {family + ' handler':<40} {seconds * 1000:7.1f} ms   {seconds / baseline:.2f}x")


def report_aws_calls() -> None:
    """Counts the AWS calls of one warm GET /api/v1/x/catalog with an API token, under moto."""
    from kernel import aws
    from tests.bench.stacks import catalog_event, moto_stack

    with moto_stack() as (stack, app, token):
        calls: Counter[str] = Counter()

        def count(event_name: str, **_: Any) -> None:
            calls[event_name.split(".", 1)[1]] += 1

        for client in (stack.dynamodb, aws.secretsmanager()):
            client.meta.events.register("before-call", count)
        app.lambda_handler(catalog_event(token), None)  # cold: fetches keys, fills caches
        calls.clear()
        response = app.lambda_handler(catalog_event(token), None)
        assert response["statusCode"] == 200, response
    print("\nAWS calls of one warm GET /api/v1/x/catalog with an API token")
    for name, number in sorted(calls.items()):
        print(f"  {name:<40} {number}")
    print(f"  {'total':<40} {sum(calls.values())}")


def report_idempotent_post_calls() -> None:
    """The AWS calls of one POST /api/v1/x/forms with an Idempotency-Key and an API token, then its replay."""
    from kernel import aws
    from tests.bench.stacks import forms_post_event, moto_forms_stack

    with moto_forms_stack() as (stack, app, token):
        calls: Counter[str] = Counter()

        def count(event_name: str, **_: Any) -> None:
            calls[event_name.split(".", 1)[1]] += 1

        for client in (stack.dynamodb, aws.secretsmanager()):
            client.meta.events.register("before-call", count)
        app.lambda_handler(forms_post_event(token, "warm-up"), None)  # fills the per-container caches
        rows = []
        for label in ("first call", "replay"):
            calls.clear()
            response = app.lambda_handler(forms_post_event(token, "bench-key"), None)
            assert response["statusCode"] == 201, response
            rows.append((label, dict(calls)))
    print("\nAWS calls of one POST /api/v1/x/forms with an API token and an Idempotency-Key")
    for label, counted in rows:
        detail = ", ".join(f"{name} {number}" for name, number in sorted(counted.items()))
        print(f"  {label:<12} {sum(counted.values())}: {detail}")


def report_load() -> None:
    from tests.bench import load

    print("\nLoad on the local stack (loopback only, bounded)")
    for line in load.run().lines():
        print(f"  {line}")


def report_kernel_overhead() -> None:
    """Time per request through the kernel with in-memory ports, beside a bare Powertools resolve."""
    from tests.bench.stacks import bare_powertools_app, catalog_event, in_memory_app

    app, token = in_memory_app()
    bare = bare_powertools_app()
    event = catalog_event(token)
    for handler in (app.lambda_handler, bare.resolve):  # warm both
        handler(json.loads(json.dumps(event)), None)
    kernel = _per_request(app.lambda_handler, event)
    baseline = _per_request(bare.resolve, event)
    print(f"\nPer request, no AWS calls, {REQUESTS} requests of GET /api/v1/x/catalog")
    print(f"  bare Powertools resolve                  {baseline * 1e6:7.1f} us   1.00x")
    print(f"  kernel pipeline (auth, policy, logs)     {kernel * 1e6:7.1f} us   {kernel / baseline:.2f}x")


def _per_request(handler: Any, event: dict[str, Any]) -> float:
    events = [json.loads(json.dumps(event)) for _ in range(REQUESTS)]
    started = time.perf_counter()
    statuses = {handler(each, None)["statusCode"] for each in events}
    elapsed = time.perf_counter() - started
    assert statuses == {200}, statuses  # an error path would measure the wrong thing
    return elapsed / REQUESTS


def main() -> None:
    report_imports()
    report_aws_calls()
    report_idempotent_post_calls()
    report_kernel_overhead()
    report_load()


if __name__ == "__main__":
    main()
