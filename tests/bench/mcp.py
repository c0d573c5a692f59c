"""The MCP endpoint beside the routes it runs (`make bench`, "MCP"): the AWS calls of one tools/call and
of the same request sent directly (moto), and the time of each with every port in memory.

A tool call is the route's own request, run by the route's family App behind the endpoint, so it should
make exactly the route's calls; the endpoint's own work is reading the JSON-RPC message and wrapping the
answer (its text, and its JSON as structured content).
"""

from __future__ import annotations

import itertools
import json
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any, NamedTuple

from kernel.pipeline import App
from tests.bench.stacks import _log_to_devnull, family, family_app, in_memory_app
from tests.support import Stack, api_event, call

MCP = "/api/v1/x/mcp"
REQUESTS = 300
ROUNDS = 9
_ids = itertools.count(1)
Counting = Callable[[], AbstractContextManager[Counter[str]]]


def tool_event(token: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    message = {"jsonrpc": "2.0", "id": next(_ids), "method": "tools/call",
               "params": {"name": name, "arguments": arguments}}  # fmt: skip
    return api_event("POST", MCP, token=token, body=message)


def mcp_app() -> App:
    app: App = family("mcp").module().create_app()  # every family's folder on the path, as in its artifact
    return app


def endpoint_with(app: App, apps: Callable[[str], App]) -> Any:
    """The MCP function's handler on `app`, running each family's routes on `apps(area)`."""
    from mcp_api.handler import McpEndpoint
    from mcp_api.server import FamilyApps

    app.ports.override(FamilyApps, FamilyApps(apps))
    _log_to_devnull(app)
    return McpEndpoint(app)


def aws_calls(stack: Stack, counting: Counting) -> Iterator[tuple[str, Counter[str], Counter[str]]]:
    """(request, the direct call's AWS calls, the tool call's) for a read, a list and a keyed create."""
    member = stack.member(stack.firm("Bench MCP"), "admin")
    token = stack.api_token(member, ["records:write"])
    direct = family_app(stack, "records")
    behind = family_app(stack, "records")  # the MCP function's own instance of the family
    endpoint = endpoint_with(stack.app(mcp_app()), lambda _: behind)
    company = {"name": "Bench", "companyType": "Prospect"}
    made = call(direct, "POST", "/api/v1/x/records/Company", token=token, body=company)
    record = made.body["result"]["id"]
    keys = itertools.count()
    cases: list[tuple[str, Callable[[], dict[str, Any]], Callable[[], dict[str, Any]]]] = [
        ("read a record", lambda: api_event("GET", f"/api/v1/x/records/Company/{record}", token=token),
         lambda: tool_event(token, "get_record", {"type": "Company", "id": record})),
        ("list records", lambda: api_event("GET", "/api/v1/x/records/Company", token=token, query="limit=50"),
         lambda: tool_event(token, "list_records", {"type": "Company", "limit": 50})),
        ("create with an idempotency key",
         lambda: api_event("POST", "/api/v1/x/records/Company", token=token, body=company,
                           headers={"Idempotency-Key": f"direct-{next(keys)}"}),
         lambda: tool_event(token, "create_record",
                            {"type": "Company", "body": company, "idempotencyKey": f"tool-{next(keys)}"})),
    ]  # fmt: skip
    for label, direct_event, tool in cases:
        direct.lambda_handler(direct_event(), None)  # warm: each container's caches, as calls fill them
        endpoint.lambda_handler(tool(), None)
        with counting() as direct_calls:
            answered = direct.lambda_handler(direct_event(), None)
        with counting() as tool_calls:
            through = endpoint.lambda_handler(tool(), None)
        assert answered["statusCode"] in (200, 201), answered
        assert through["statusCode"] == 200
        assert json.loads(through["body"])["result"]["isError"] is False, through["body"]
        yield label, direct_calls, tool_calls


# (family, path, its tool): a small answer (the caller) and the largest (the catalog, over 100 KB)
TIMED = (("auth", "/api/v1/auth/me", "get_me"), ("platform", "/api/v1/x/catalog", "get_catalog"))


class Timed(NamedTuple):
    path: str
    size: int  # the answer's bytes
    direct: float  # seconds per request: the route, sent directly
    pipeline: float  # the route's pipeline on the event a tool call hands it (the kernel's part)
    tool: float  # the whole tool call: the MCP framing around that pipeline


def kernel_time() -> Iterator[Timed]:
    """Each timed route sent directly, its pipeline on a tool call's event, and the whole tool call,
    in alternating rounds with every port in memory."""
    for area, path, tool_name in TIMED:
        create_app = family(area).module().create_app
        direct, token = in_memory_app(create_app())
        behind, _ = in_memory_app(create_app())
        _same_token(behind, direct)
        endpoint = endpoint_with(mcp_app(), lambda _, app=behind: app)  # type: ignore[misc]
        direct_event = api_event("GET", path, token=token)
        tool = tool_event(token, tool_name, {})
        size = len(direct.lambda_handler(json.loads(json.dumps(direct_event)), None)["body"])
        route_event = endpoint._tool_call(json.loads(json.dumps(tool)))[3]  # what the route is handed
        rounds: dict[str, list[float]] = {"direct": [], "pipeline": [], "tool": []}
        for _ in range(ROUNDS):
            rounds["direct"].append(_per_request(direct.lambda_handler, direct_event))
            rounds["pipeline"].append(_per_request(behind.lambda_handler, route_event))
            rounds["tool"].append(_per_request(endpoint.lambda_handler, tool))
        medians = {name: statistics.median(values) for name, values in rounds.items()}
        yield Timed(path, size, medians["direct"], medians["pipeline"], medians["tool"])


def _same_token(behind: App, platform: App) -> None:
    """Both apps read one in-memory table: the token made for one is the other's too."""
    from kernel.services import Services

    behind.ports.override(Services, platform.ports.get(Services))


def _per_request(handler: Callable[[dict[str, Any], Any], dict[str, Any]], event: dict[str, Any]) -> float:
    events = [json.loads(json.dumps(event)) for _ in range(REQUESTS)]
    started = time.perf_counter()
    for each in events:
        answer = handler(each, None)
        assert answer["statusCode"] == 200, answer
    return (time.perf_counter() - started) / REQUESTS
