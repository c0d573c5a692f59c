"""`make bench`: cold-start imports, AWS calls per request, kernel overhead and a load run, in one run.

Figures are ratios against a baseline taken in the same run, because this machine is shared and noisy.
The route families are found through template.yaml: a new family is measured without listing it here.
"""

from __future__ import annotations

import itertools
import json
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
# The kernel's time per request: many short rounds, so a neighbour's burst of load lands on both sides.
REQUESTS = 100
ROUNDS = 51


def report_cold_start() -> None:
    """Each handler's cold start, import and first request, beside the baseline's (cold_start.py)."""
    from tests.bench import cold_start
    from tests.bench.stacks import moto_stack

    cold_start.compile_bytecode()
    with moto_stack() as stack:
        rows = cold_start.report(stack)
    print(
        f"\nCold start (import + first request), fresh process, alternating runs, median of {cold_start.RUNS}"
    )
    for row in rows:
        print(f"  {row}")


@contextmanager
def counted(client: Any, *more: Any) -> Iterator[Counter[str]]:
    """Every AWS call the clients (and the secrets client) make while the block runs, by operation."""
    from kernel import aws

    calls: Counter[str] = Counter()

    def count(event_name: str, **_: Any) -> None:
        calls[event_name.split(".", 1)[1]] += 1

    clients = (client, aws.secretsmanager(), *more)
    for each in clients:
        each.meta.events.register("before-call", count)
    try:
        yield calls
    finally:
        for each in clients:
            each.meta.events.unregister("before-call", count)


def _calls_line(label: str, calls: Counter[str]) -> str:
    detail = ", ".join(f"{name} {number}" for name, number in sorted(calls.items()))
    return f"  {label:<44} {sum(calls.values())}: {detail}"


def report_aws_calls() -> None:
    """The AWS calls of warm requests, under moto: a read, an idempotent create, its replay."""
    from tests.bench.stacks import catalog_event, family_app, forms_post_event, moto_stack

    with moto_stack() as stack:
        member = stack.member(stack.firm("Bench"), "admin")
        token = stack.api_token(member, ["records:read", "forms:draft"])
        session = stack.session_token(member)
        platform, forms = family_app(stack, "platform"), family_app(stack, "forms")
        rows = []
        for label, app, event in (
            ("GET /catalog, API token", platform, catalog_event(token)),
            ("GET /catalog, session token", platform, catalog_event(session)),
            ("POST /forms with Idempotency-Key, first", forms, forms_post_event(token, "k")),
            ("POST /forms with Idempotency-Key, replay", forms, forms_post_event(token, "k")),
        ):
            _warm(platform, forms, token, session)
            with counted(stack.dynamodb) as calls:
                response = app.lambda_handler(event, None)
            assert response["statusCode"] in (200, 201), response
            rows.append(_calls_line(label, calls))
    print("\nAWS calls of one warm request (moto, counted by a botocore hook)")
    print("\n".join(rows))


def _warm(platform: Any, forms: Any, token: str, session: str) -> None:
    """Fills the per-container caches (signing keys, roles, last use), as earlier requests would have."""
    from tests.bench.stacks import catalog_event, forms_post_event

    for app, event in ((platform, catalog_event(token)), (platform, catalog_event(session)),
                       (forms, forms_post_event(token, "warm-up"))):  # fmt: skip
        app.lambda_handler(event, None)


def report_kernel_overhead() -> None:
    """CPU time per request through the kernel with in-memory ports, beside a bare Powertools app doing
    the route's own work: a read (the same route and document) and an idempotent create (the same body
    parsed and validated by the same model, the same answer). Rounds alternate between the two, so a
    noisy neighbour slows both."""
    print(f"\nCPU per request, no AWS calls ({ROUNDS} alternating rounds, medians), beside bare Powertools")
    for label, kernel, baseline in (_catalog_read(), _form_create()):
        print(
            f"  {label:<49} bare {baseline * 1e6:6.1f} us, kernel {kernel * 1e6:6.1f} us  "
            f"{kernel / baseline:.2f}x"
        )


def _catalog_read() -> tuple[str, float, float]:
    """GET /catalog with an API token (auth, the limit's count, the logs) beside the same document."""
    from tests.bench.stacks import bare_powertools_app, catalog_event, family, in_memory_app

    app, token = in_memory_app(family("platform").module().create_app())
    event = catalog_event(token)
    document = json.loads(app.lambda_handler(json.loads(json.dumps(event)), None)["body"])
    bare = bare_powertools_app(document)

    def events() -> list[dict[str, Any]]:
        return [json.loads(json.dumps(event)) for _ in range(REQUESTS)]

    kernel, baseline = _alternating(app.lambda_handler, bare.resolve, events, 200)
    return "GET /api/v1/x/catalog", kernel, baseline


def _form_create() -> tuple[str, float, float]:
    """POST /forms with a new Idempotency-Key each time (a first write: the key reserved, the form, its
    audit entry and the stored answer committed) beside a bare create that validates the same body."""
    from tests.bench.stacks import bare_powertools_create, family, forms_post_event, in_memory_app

    module = family("forms").module()  # puts the families' code on the path
    from forms_api import models

    app, token = in_memory_app(
        module.create_app(), scopes=("forms:draft",), permissions=("forms.definition.manage",)
    )
    answer = json.loads(app.lambda_handler(forms_post_event(token, "first"), None)["body"])
    bare = bare_powertools_create("/api/v1/x/forms", models.CreateFormRequest, answer)
    keys = itertools.count()

    def events() -> list[dict[str, Any]]:  # a new key each: every request is a first write
        return [forms_post_event(token, f"key-{next(keys)}") for _ in range(REQUESTS)]

    kernel, baseline = _alternating(app.lambda_handler, bare.resolve, events, 201)
    return "POST /api/v1/x/forms with a new Idempotency-Key", kernel, baseline


Handler = Callable[[dict[str, Any], Any], dict[str, Any]]


def _alternating(
    kernel: Handler, bare: Handler, events: Callable[[], list[dict[str, Any]]], status: int
) -> tuple[float, float]:
    """The medians of ROUNDS rounds of each, alternating, every round on events of its own."""
    kernel_rounds, bare_rounds = [], []
    for _ in range(ROUNDS):
        kernel_rounds.append(_per_request(kernel, events(), status))
        bare_rounds.append(_per_request(bare, events(), status))
    return statistics.median(kernel_rounds), statistics.median(bare_rounds)


def _per_request(handler: Handler, events: list[dict[str, Any]], status: int) -> float:
    """CPU time, not wall time: what another process takes of the machine is not counted."""
    started = time.thread_time()
    statuses = {handler(each, None)["statusCode"] for each in events}
    elapsed = time.thread_time() - started
    assert statuses == {status}, statuses  # an error path would measure the wrong thing
    return elapsed / len(events)


class TickingClock:
    """A millisecond later at every read: records made in a row keep their order (ids are time-ordered)."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def report_records() -> None:
    """Records: calls per request, and a firm of 10,000 records beside one of 100."""
    from tests.bench import records
    from tests.bench.stacks import family_app, moto_stack

    with moto_stack() as stack:
        stack.clock = TickingClock()
        app = family_app(stack, "records")
        print("\nRecords: AWS calls of one warm request (moto, counted by a botocore hook)")
        for row in records.aws_calls(stack, app):
            print(f"  {row}")
        print(
            f"\nRecords: a firm of {records.BIG:,} beside one of {records.SMALL}"
            f" (medians of {records.ROUNDS})"
        )
        for row in records.big_beside_small(stack, app):
            print(f"  {row}")


# Resources of the sidebar families whose lists need a record filter: a screen's page, read through the
# filter's index whatever the firm holds beside it.
FILTERED_PAGES = (("portfolio", "board-events"), ("research", "comparable-sets"), ("research", "scorecards"))


def report_kit() -> None:
    """A kit resource's filtered page: items read in a firm of 10,000 beside one of 100 (the kit example
    of docs/guide/contributing.md, and the sidebar resources whose lists need a record filter)."""
    from kit.resource import REGISTRY
    from tests.bench import kit
    from tests.bench.stacks import family_app, moto_stack
    from tests.kit_examples import example_app, readme_example

    resource, router = readme_example()
    with moto_stack() as stack:
        stack.clock = TickingClock()
        print(f"\nKit: a filtered page, a firm of {kit.BIG:,} items beside one of {kit.SMALL} "
              f"(medians of {kit.ROUNDS})")  # fmt: skip
        for row in kit.big_beside_small(stack, resource, stack.app(example_app(router))):
            print(f"  {row} (the contributing guide's kit example)")
        for family, name in FILTERED_PAGES:
            app = family_app(stack, family)
            declared = next(each for each in REGISTRY if each.name == name)
            for row in kit.big_beside_small(stack, declared, app):
                print(f"  {row}")


def report_connectors() -> None:
    """Connectors: AWS calls per route, and the guarded outbound call beside a plain one."""
    from tests.bench import connectors
    from tests.bench.stacks import family_app, moto_stack

    with moto_stack() as stack:
        app = family_app(stack, "connectors")
        print("\nConnectors: AWS calls of one warm request (moto; the test call reaches a loopback server)")
        for row in connectors.aws_calls(stack, app, lambda: counted(stack.dynamodb)):
            print(f"  {row}")
        print("\nAutomations: AWS calls of one run (a Deal created -> set its stage)")
        for row in connectors.automation_run_calls(stack, lambda: counted(stack.dynamodb)):
            print(f"  {row}")
        print("\nAutomations: AWS calls of a schedule trigger (Scheduler calls counted too)")
        for row in connectors.scheduled_run_calls(stack, lambda *more: counted(stack.dynamodb, *more)):
            print(f"  {row}")
    print(
        f"\nConnectors: one outside call, {connectors.CALLS} per round, medians of {connectors.ROUNDS} rounds"
    )
    for row in connectors.outbound_overhead():
        print(f"  {row}")


def report_documents() -> None:
    """Documents: AWS calls (DynamoDB and S3) of an upload and of a download answer."""
    from tests.bench import documents
    from tests.bench.stacks import moto_stack

    with moto_stack() as stack:
        print("\nDocuments: AWS calls of one warm request (moto; S3 calls counted too)")
        for label, calls in documents.aws_calls(stack, lambda *more: counted(stack.dynamodb, *more)):
            print(_calls_line(label, calls))


def report_esg() -> None:
    """ESG: AWS calls of a bulk issue (units of writes) and of an analytics read (a counter)."""
    from tests.bench import esg
    from tests.bench.stacks import moto_stack

    with moto_stack() as stack:
        stack.clock = TickingClock()
        print("\nESG: AWS calls of one warm request (moto)")
        for label, calls in esg.aws_calls(stack, lambda: counted(stack.dynamodb)):
            print(_calls_line(label, calls))


def report_imports() -> None:
    """Imports: the worker's rows a second and AWS calls per row."""
    from tests.bench import imports
    from tests.bench.stacks import moto_stack

    with moto_stack() as stack:
        stack.clock = TickingClock()
        print(f"\nImports: the worker applying {imports.ROWS:,} rows (moto; ratios against POST /records)")
        for line in imports.lines(stack, lambda: counted(stack.dynamodb)):
            print(f"  {line}")


def report_batch() -> None:
    """Records in bulk: a batch call's records a second beside single calls, and AWS calls per operation."""
    from tests.bench import batch
    from tests.bench.stacks import moto_stack

    with moto_stack() as stack:
        stack.clock = TickingClock()
        print(f"\nRecords in bulk: POST /records/Company/batch of {batch.N} operations (moto, new firms)")
        for line in batch.lines(stack, lambda: counted(stack.dynamodb)):
            print(f"  {line}")


def report_mcp() -> None:
    """MCP: a tools/call beside the same request sent directly, in AWS calls and in time."""
    from tests.bench import mcp
    from tests.bench.stacks import moto_stack

    with moto_stack() as stack:
        stack.clock = TickingClock()
        print("\nMCP: AWS calls of one warm tools/call beside the same request sent directly (moto)")
        for label, direct, tool in mcp.aws_calls(stack, lambda: counted(stack.dynamodb)):
            print(_calls_line(f"{label}, direct", direct))
            print(_calls_line(f"{label}, tools/call", tool))
    print(f"\nMCP: CPU per request, no AWS calls ({mcp.ROUNDS} rounds, medians), a tool beside its route")
    for timed in mcp.kernel_time():
        fields = f", {timed.case.custom_fields} custom fields" if timed.case.custom_fields else ""
        print(
            f"  GET {timed.case.path}{fields} ({timed.size / 1024:.1f} KB answer): "
            f"direct {timed.direct * 1e6:.1f} us; "
            f"its pipeline on a tool call's event {timed.pipeline * 1e6:.1f} us, "
            f"{timed.pipeline / timed.direct:.2f}x; the whole tool call {timed.tool * 1e6:.1f} us, "
            f"{timed.tool / timed.direct:.2f}x"
        )


def report_webhooks() -> None:
    """Webhooks: deliveries a second through the local stack and the AWS calls per delivery."""
    from tests.bench import webhooks

    print(f"\nWebhooks through the local stack: {webhooks.N} deliveries to a loopback receiver")
    for line in webhooks.lines():
        print(f"  {line}")


def report_mail() -> None:
    """Email: emails a second through the local stack's send queue and sender, its AWS calls per email."""
    from tests.bench import mail

    print(f"\nEmail through the local stack: {mail.N} emails from a generic mailbox to a loopback server")
    for line in mail.lines():
        print(f"  {line}")


def report_prices() -> None:
    """Public-market prices: AWS calls per listing of a fetch, and its time beside its source calls."""
    from tests.bench import prices
    from tests.bench.stacks import moto_stack

    with moto_stack() as stack:
        print("\nPublic-market prices: POST /public-markets/fetch of 40 listings, a json source (moto)")
        for line in prices.lines(stack, lambda: counted(stack.dynamodb)):
            print(f"  {line}")


def report_reference() -> None:
    """The API reference page: what a first visit costs in bytes and in a container's time."""
    from tests.bench import reference

    visit = f"a first visit ({len(reference.VISIT)} answers), medians of {reference.ROUNDS}"
    print(f"\nThe API reference page: {visit}")
    for line in reference.lines():
        print(f"  {line}")


def report_load() -> None:
    from tests.bench import load

    print("\nLoad on the local stack (loopback only, bounded)")
    for line in load.run().lines():
        print(f"  {line}")


def report_memory() -> None:
    from tests.bench import memory

    print(f"\nSustained load on the local stack: {memory.REQUESTS:,} calls (several minutes)")
    for line in memory.run().lines():
        print(f"  {line}")


def report_throughput() -> None:
    from tests.bench import throughput

    print(
        f"\nThroughput of the local stack: {throughput.CLIENTS} keep-alive clients beside one, memory's mix"
    )
    for line in throughput.run().lines():
        print(f"  {line}")


def main() -> None:
    report_cold_start()
    report_aws_calls()
    report_kernel_overhead()
    report_records()
    report_kit()
    report_connectors()
    report_documents()
    report_esg()
    report_imports()
    report_batch()
    report_mcp()
    report_webhooks()
    report_mail()
    report_reference()
    report_prices()
    report_load()
    report_throughput()
    report_memory()


if __name__ == "__main__":
    main()
