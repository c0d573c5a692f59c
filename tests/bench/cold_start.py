"""Cold start as Lambda charges it: a fresh process imports a handler and serves its first request.

Each handler's first request is a read with an API token (the family's list, or its one document),
made ready under moto: the firm, the token and the items the request reads are made there, then
handed to a fresh interpreter (tests/bench/cold_child.py) as an in-memory table, so the figure is
Python's work alone. The baseline is a fresh interpreter that imports boto3 and the Powertools
resolver and resolves one request. Runs alternate between the two, so a noisy neighbour slows both.
The project's bytecode is compiled first, as the deployment ships it (functions/Makefile,
shared/Makefile): the installed packages have theirs, and a figure that compiled only ours would
measure the compiler.

A family needs no line here: its first GET route without path parameters is its first request. A
family whose every GET names something (a parent record, a group) says which in FIRST_REQUESTS.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kernel.policy import SCOPES
from local_stack.families import Family, families
from tests.bench.stacks import family_app
from tests.support import Member, Stack, api_event, call

CHILD = Path(__file__).with_name("cold_child.py")
REPO = Path(__file__).resolve().parents[2]
RUNS = 15
# family -> (path of its first request, given a parent Company or Deal id when it needs one)
FIRST_REQUESTS: dict[str, Callable[[dict[str, str]], str]] = {
    "auth": lambda _: "/api/v1/auth/me",
    "companies": lambda made: f"/api/v1/x/companies/{made['Company']}/products",
    "deals": lambda made: f"/api/v1/x/deals/{made['Deal']}/terms",
    "records": lambda _: "/api/v1/x/records/Company",
    "taxonomy": lambda _: "/api/v1/x/taxonomy/sectors",
}
# family -> its first request, for a family whose first request is not a GET: an agent's first tool
# call, which reads the tool catalog and imports the tool's family
FIRST_EVENTS: dict[str, Callable[[str], dict[str, Any]]] = {
    "mcp": lambda token: api_event("POST", "/api/v1/x/mcp", token=token, body={
        "jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": {"name": "list_records", "arguments": {"type": "Company"}}}),
}  # fmt: skip
# Functions whose artifact holds every family's code (functions/Makefile, build-McpFunction)
SHIPS_EVERY_FAMILY = ("mcp",)
WRITE_SCOPES = [scope for scope in SCOPES if not scope.endswith(":read")]


def compile_bytecode() -> None:
    """The bytecode of shared/ and functions/, as `sam build` ships it (PYTHONDONTWRITEBYTECODE,
    set on some machines, would otherwise leave every run compiling)."""
    import compileall

    for folder in ("shared", "functions"):
        compileall.compile_dir(REPO / folder, quiet=1)


def first_paths(family: Family, made: dict[str, str]) -> list[str]:
    """The paths a family's first request may take: the one named here, else each GET without path
    parameters (the first that answers 200 is used: a list may require a filter)."""
    if family.name in FIRST_REQUESTS:
        return [FIRST_REQUESTS[family.name](made)]
    paths = [route.path for route in family.app.routes if route.method == "GET" and not route.path_parameters]
    if not paths:
        raise LookupError(f"{family.name}: no GET without path parameters; name its first request here")
    return paths


def _records(stack: Stack, member: Member, token: str) -> dict[str, str]:
    """A Company and a Deal, for the screens under them."""
    app = family_app(stack, "records")
    made = {}
    for record_type, values in (("Company", {"name": "Cold Co", "companyType": "Prospect"}),
                                ("Deal", {"name": "Cold deal"})):  # fmt: skip
        answer = call(app, "POST", f"/api/v1/x/records/{record_type}", token=token, body=values)
        assert answer.status == 201, answer.body
        made[record_type] = answer.body["result"]["id"]
    return made


def jobs(stack: Stack) -> dict[str, dict[str, Any]]:
    """Each handler's first request, with the items it will read, as jobs for cold_child.py."""
    member = stack.member(stack.firm("Cold"), "admin")
    token = stack.api_token(member, WRITE_SCOPES)
    made = _records(stack, member, token)
    found = families()
    requests = {}
    for family in found:
        if family.name in FIRST_EVENTS:
            requests[family.name] = (family, FIRST_EVENTS[family.name](token))
            continue
        app = family_app(stack, family.name)
        for path in first_paths(family, made):
            warm = call(app, "GET", path, token=token)  # seeds what it seeds
            if warm.status == 200:
                break
        assert warm.status == 200, (family.name, warm.body)
        requests[family.name] = (family, api_event("GET", path, token=token))
    items = _all_items(stack)
    environment = {name: value for name, value in os.environ.items() if name.endswith(("_TABLE", "_ID"))}
    shared = str(REPO / "shared")
    return {
        name: {
            "mode": "handler", "module": family.module_name, "event": event, "items": items,
            "environment": environment, "path": os.pathsep.join([shared, *_code_dirs(family, found)]),
        }
        for name, (family, event) in requests.items()
    }  # fmt: skip


def _code_dirs(family: Family, found: list[Family]) -> list[str]:
    """What the function's artifact holds: its family's folder or, for the MCP function, one folder
    with every family's packages side by side, as build-McpFunction copies them (a folder per family
    on sys.path would make every import look in each)."""
    if family.name not in SHIPS_EVERY_FAMILY:
        return [str(family.code_dir)]
    artifact = Path(tempfile.mkdtemp(prefix=f"{family.name}-artifact-"))
    for each in found:
        for entry in each.code_dir.iterdir():
            if entry.name not in ("__pycache__", "Makefile"):
                (artifact / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    return [str(artifact)]


def _all_items(stack: Stack) -> list[list[Any]]:
    settings = stack.settings
    items = []
    for table in (settings.identity_table, settings.data_table, settings.control_table):
        pages = stack.dynamodb.get_paginator("scan").paginate(
            TableName=table
        )  # the bench's setup, not the product
        items += [[table, item] for page in pages for item in page["Items"]]
    return items


def run_child(job: dict[str, Any]) -> tuple[float, int]:
    environment = {**os.environ, "PYTHONPATH": job.get("path", ""), "POWERTOOLS_LOG_LEVEL": "WARNING"}
    environment["POWERTOOLS_METRICS_DISABLED"] = "false"  # the first request's metrics line, as in Lambda
    done = subprocess.run(  # noqa: S603 - our own interpreter and script
        [sys.executable, "-P", str(CHILD)], input=json.dumps(job), env=environment,
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        raise RuntimeError(f"cold start of {job.get('module', 'the baseline')} failed:\n{done.stderr}")
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    return float(answer["seconds"]), int(answer["status"])


def report(stack: Stack) -> list[str]:
    handler_jobs = jobs(stack)
    events = (job["event"] for job in handler_jobs.values())
    gets = (event for event in events if event["requestContext"]["http"]["method"] == "GET")
    baseline = {"mode": "baseline", "event": next(gets)}
    every = {"baseline": baseline, **handler_jobs}
    for job in every.values():
        run_child(job)  # compiles and caches the bytecode, as a deployment that ships it would have
    samples: dict[str, list[float]] = {name: [] for name in every}
    for _ in range(RUNS):
        for name, job in every.items():
            seconds, status = run_child(job)
            assert status == 200, (name, status)
            samples[name].append(seconds)
    medians = {name: statistics.median(values) for name, values in samples.items()}
    base = medians.pop("baseline")
    rows = [f"{'baseline (boto3 + Powertools resolver, one request)':<52} {base * 1000:7.1f} ms   1.00x"]
    for name, seconds in medians.items():
        event = handler_jobs[name]["event"]
        request = f"{event['requestContext']['http']['method']} {event['rawPath']}"
        rows.append(f"{name + ' handler':<22} {seconds * 1000:7.1f} ms   {seconds / base:.2f}x   ({request})")
    return rows
