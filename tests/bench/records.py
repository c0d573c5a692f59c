"""Records under moto: the AWS calls of a record create, a list page, a search and a feed page, and
what a list page and a search cost in a firm of 10,000 records beside one of 100.

DynamoDB bills a Query by the items it reads, so "items read" (the Query's ScannedCount, summed, plus
the items a BatchGetItem returns) is the cost that carries over to AWS. Time is measured too, but
under moto: moto sorts a partition's items for every Query (local_stack.moto_fidelity spares it the
rest of the table), where DynamoDB reads only the page, so moto's time grows with the partition.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from catalog import firm as firm_catalog
from kernel import aws
from kernel.pipeline import App
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Create
from tests.support import Member, Stack, api_event

BIG, SMALL = 10_000, 100
ROUNDS = 15
WORDS = ("Acme", "Northwind", "Contoso", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay")
SCOPES = ["records:write"]


def _name(n: int) -> str:
    return f"{WORDS[n % len(WORDS)]} {WORDS[(n // 8) % len(WORDS)]} Holdings {n}"


def seed(stack: Stack, member: Member, count: int) -> None:
    """`count` Companies written as the records service would write them (items, indexes), in batches
    of 25: the layout is the product's, only the loading is quicker than one request per record."""
    from records.service import RecordService

    store = stack.services().tenant_store(member.firm_id)
    service = RecordService(store, firm_catalog.load(store), member.user_id, stack.clock)
    items: list[dict[str, Any]] = []
    for n in range(count):
        change = service.create("Company", {"name": _name(n), "companyType": "Prospect", "status": "Active"})
        items += [_item(store, write) for write in change.writes if isinstance(write, Create)]
    for start in range(0, len(items), 25):
        requests = [{"PutRequest": {"Item": aws.to_item(item)}} for item in items[start : start + 25]]
        stack.dynamodb.batch_write_item(RequestItems={store.table: requests})


def _item(store: TenantStore, write: Create) -> dict[str, Any]:
    return {**store.bind_indexes(write.values), "version": 1, "pk": store.partition_key(write.partition),
            "sk": write.sort}  # fmt: skip


@contextmanager
def reads(client: Any) -> Iterator[Counter[str]]:
    """AWS calls by operation, and `itemsRead`: what the Queries scanned and the BatchGetItems returned."""
    counted: Counter[str] = Counter()

    def before(event_name: str, **_: Any) -> None:
        counted[event_name.rsplit(".", 1)[-1]] += 1

    def after(event_name: str, parsed: dict[str, Any], **_: Any) -> None:
        operation = event_name.rsplit(".", 1)[-1]
        if operation == "Query":
            counted["itemsRead"] += parsed.get("ScannedCount", 0)
        elif operation == "BatchGetItem":
            counted["itemsRead"] += sum(len(found) for found in parsed.get("Responses", {}).values())

    client.meta.events.register("before-call.dynamodb", before)
    client.meta.events.register("after-call.dynamodb", after)
    try:
        yield counted
    finally:
        client.meta.events.unregister("before-call.dynamodb", before)
        client.meta.events.unregister("after-call.dynamodb", after)


def _call(app: App, token: str, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
    response = app.lambda_handler(api_event(method, f"/api/v1/x{path}", token=token, **kwargs), None)
    assert response["statusCode"] in (200, 201), response
    return response


def aws_calls(stack: Stack, app: App) -> list[str]:
    member = stack.member(stack.firm("Calls"), "admin")
    token = stack.api_token(member, SCOPES)
    acme = {"name": "Acme", "companyType": "Prospect"}
    key = {"Idempotency-Key": "bench-1"}
    _call(app, token, "GET", "/records/Company")  # warms the role and signing-key caches
    rows = []
    for label, method, path, kwargs in (
        ("POST /records/Company, Idempotency-Key", "POST", "/records/Company",
         {"body": acme, "headers": key}),
        ("  its replay", "POST", "/records/Company", {"body": acme, "headers": key}),
        ("GET /records/Company (a page)", "GET", "/records/Company", {}),
        ("GET /search?q=acme", "GET", "/search", {"query": "q=acme"}),
        ("GET /dedupe?entityType=Company (a page)", "GET", "/dedupe", {"query": "entityType=Company"}),
        ("GET /changes (a page)", "GET", "/changes", {}),
    ):  # fmt: skip
        with reads(stack.dynamodb) as counted:
            _call(app, token, method, path, **kwargs)
        calls = {name: n for name, n in counted.items() if name != "itemsRead"}
        detail = ", ".join(f"{name} {n}" for name, n in sorted(calls.items()))
        rows.append(f"{label:<44} {sum(calls.values())}: {detail}")
    return rows


def big_beside_small(stack: Stack, app: App) -> list[str]:
    firms = {}
    for label, count in (("small", SMALL), ("big", BIG)):
        member = stack.member(stack.firm(label), "admin")
        seed(stack, member, count)
        firms[label] = stack.api_token(member, SCOPES)
    rows = []
    for label, path, query in (
        ("list page (50, newest first)", "/records/Company", ""),
        ("list page sorted by name", "/records/Company", "sort=name"),
        ("list page, status=Active", "/records/Company", "status=Active"),
        ("search q=acme north", "/search", "q=acme north"),
    ):
        seconds: dict[str, list[float]] = {name: [] for name in firms}
        items_read: dict[str, int] = {}
        for _ in range(ROUNDS):
            for name, token in firms.items():  # alternating: a noisy neighbour slows both
                with reads(stack.dynamodb) as counted:
                    started = time.perf_counter()
                    _call(app, token, "GET", path, query=query)
                    seconds[name].append(time.perf_counter() - started)
                items_read[name] = counted["itemsRead"]
        small, big = (statistics.median(seconds[name]) for name in ("small", "big"))
        rows.append(
            f"{label:<30} items read {items_read['small']:>4} vs {items_read['big']:>4} "
            f"({items_read['big'] / max(items_read['small'], 1):.2f}x); "
            f"time under moto {small * 1000:6.1f} vs {big * 1000:6.1f} ms ({big / small:.2f}x)"
        )
    return rows
