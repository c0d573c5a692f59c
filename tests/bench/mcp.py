"""The MCP endpoint beside the routes it runs (`make bench`, "MCP"): the AWS calls of one tools/call and
of the same request sent directly (moto), and the time of each with every port in memory.

A tool call is the route's own request, run by the route's family App behind the endpoint, so it should
make exactly the route's calls; the endpoint's own work is reading the JSON-RPC message and wrapping the
answer (its text, and its JSON as structured content). Times are CPU time, so a busy machine
changes them less.
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
from tests.bench.stacks import FirmItems, _log_to_devnull, family, family_app, in_memory_app
from tests.support import NOW, Stack, api_event, call

MCP = "/api/v1/x/mcp"
# Many short rounds: on a busy machine, the median sets aside the rounds another process slowed
REQUESTS = 100
ROUNDS = 31
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


class Case(NamedTuple):
    area: str  # the route's family
    path: str
    tool: str
    custom_fields: int = 0  # in the firm's catalog: each adds about 250 bytes to GET /catalog


# A small answer (the caller), the product's catalog (about 19 KB), and a firm's catalog with 320
# custom fields (about 96 KB, as large as the answers the goal covers: up to 100 KB)
TIMED = (
    Case("auth", "/api/v1/auth/me", "get_me"),
    Case("platform", "/api/v1/x/catalog", "get_catalog"),
    Case("platform", "/api/v1/x/catalog", "get_catalog", custom_fields=320),
)


class Timed(NamedTuple):
    case: Case
    size: int  # the answer's bytes
    direct: float  # CPU seconds per request: the route, sent directly
    pipeline: float  # the route's pipeline on the event a tool call hands it (the kernel's part)
    tool: float  # the whole tool call: the MCP framing around that pipeline


def kernel_time() -> Iterator[Timed]:
    """Each timed route sent directly, its pipeline on a tool call's event, and the whole tool call,
    in alternating rounds with every port in memory."""
    for case in TIMED:
        create_app = family(case.area).module().create_app
        direct, token = in_memory_app(create_app(), _catalog_head(case.custom_fields))
        behind, _ = in_memory_app(create_app())
        _same_token(behind, direct)
        endpoint = endpoint_with(mcp_app(), lambda _, app=behind: app)  # type: ignore[misc]
        direct_event = api_event("GET", case.path, token=token)
        tool = tool_event(token, case.tool, {})
        size = len(direct.lambda_handler(json.loads(json.dumps(direct_event)), None)["body"])
        call = endpoint._tool_call(json.loads(json.dumps(tool)))
        assert call is not None, case
        route_event = call.event  # what the route is handed
        rounds: dict[str, list[float]] = {"direct": [], "pipeline": [], "tool": []}
        for _ in range(ROUNDS):
            rounds["direct"].append(_per_request(direct.lambda_handler, direct_event))
            rounds["pipeline"].append(_per_request(behind.lambda_handler, route_event))
            rounds["tool"].append(_per_request(endpoint.lambda_handler, tool))
        medians = {name: statistics.median(values) for name, values in rounds.items()}
        yield Timed(case, size, medians["direct"], medians["pipeline"], medians["tool"])


def _catalog_head(custom_fields: int) -> FirmItems:
    """The firm's catalog head holding that many custom fields (select fields of eight options, spread
    over the record types), as custom-field routes write it; none for none."""
    if not custom_fields:
        return {}
    from catalog.firm import HEAD, with_custom_fields
    from catalog.product import product_catalog

    types = [record_type.key for record_type in product_catalog().record_types]
    fields = [{"id": f"cfd_bench{number:05d}", "recordType": types[number % len(types)],
               "key": f"benchField{number}", "label": f"Bench field {number}", "fieldType": "select",
               "options": [f"Option {option}" for option in range(8)], "referenceType": None,
               "required": False, "createdAt": int(NOW), "updatedAt": int(NOW)}
              for number in range(custom_fields)]  # fmt: skip
    _, version = with_custom_fields(fields)
    return {HEAD: {"customFields": fields, "catalogVersion": version, "version": 1}}


def _same_token(behind: App, platform: App) -> None:
    """Both apps read one in-memory table: the token made for one is the other's too."""
    from kernel.services import Services

    behind.ports.override(Services, platform.ports.get(Services))


def _per_request(handler: Callable[[dict[str, Any], Any], dict[str, Any]], event: dict[str, Any]) -> float:
    """CPU seconds per request, this thread's: on a busy machine, wall time also counts the time it waits
    for a CPU, which is no request's cost."""
    events = [json.loads(json.dumps(event)) for _ in range(REQUESTS)]
    started = time.thread_time()
    for each in events:
        answer = handler(each, None)
        assert answer["statusCode"] == 200, answer
    return (time.thread_time() - started) / REQUESTS
