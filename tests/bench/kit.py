"""A kit resource's filtered list under moto: the items a page reads in a firm of 10,000 items beside a
firm of 100, for the README's example (a top-level resource with a required, indexed filter).

In both firms the filtered company has more items than a page holds, so a page is full in both; what
differs is everything else the firm holds. Reading through the filter's index, a page reads its index
entries and its items (one Query, one BatchGetItem) whatever the firm's size; a filter applied to the
whole collection would read all of it.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from kernel import aws
from kernel.pipeline import App
from kernel.unit_of_work import Create, Put, Write
from kit.resource import Resource, creation_writes
from records.layout import live_partition
from tests.bench.records import reads
from tests.support import Member, Stack, api_event

BIG, SMALL = 10_000, 100
PER_COMPANY = 50  # the big firm's items, spread over BIG / PER_COMPANY companies
PAGE = 50
ROUNDS = 15


def _wire(store: Any, write: Write) -> dict[str, Any]:
    assert isinstance(write, (Create, Put))
    return {**store.bind_indexes(write.values), "version": 1, "pk": store.partition_key(write.partition),
            "sk": write.sort}  # fmt: skip


def seed(stack: Stack, member: Member, resource: Resource, count: int, per_company: int) -> str:
    """`count` items written as the kit writes them (item and index entry), in batches of 25; the
    companies they name are live records. Returns the id of the first company (the one listed)."""
    store = stack.services().tenant_store(member.firm_id)
    companies = [f"rec_{n:026d}" for n in range(max(1, count // per_company))]
    items = [_wire(store, Create(live_partition("Company"), company, {"id": company, "name": company}))
             for company in companies]  # fmt: skip
    person = f"rec_{'p' * 26}"
    items.append(_wire(store, Create(live_partition("Person"), person, {"id": person})))
    now = int(stack.clock())
    for n in range(count):
        values = {"title": f"Visit {n}", "startsAt": "2025-03-04T08:00:00Z", "endsAt": "2025-03-04T10:00:00Z",
                  "companyId": companies[n // per_company], "attendeeIds": [person]}  # fmt: skip
        item_id = f"{resource.id_prefix}_{n:026d}"
        writes = creation_writes(resource, resource.partition(None), values, item_id=item_id,
                                 created_by=member.user_id, now=now)  # fmt: skip
        items += [_wire(store, write) for write in writes if isinstance(write, (Create, Put))]
    for start in range(0, len(items), 25):
        batch = [{"PutRequest": {"Item": aws.to_item(item)}} for item in items[start : start + 25]]
        stack.dynamodb.batch_write_item(RequestItems={store.table: batch})
    return companies[0]


def big_beside_small(stack: Stack, resource: Resource, app: App) -> list[str]:
    firms = {}
    for label, count, per_company in (("small", SMALL, SMALL), ("big", BIG, PER_COMPANY)):
        member = stack.member(stack.firm(label), "admin")
        company = seed(stack, member, resource, count, per_company)
        firms[label] = (stack.api_token(member, ["records:read"]), company)
    seconds: dict[str, list[float]] = {name: [] for name in firms}
    items_read: dict[str, int] = {}
    for _ in range(ROUNDS):
        for name, (token, company) in firms.items():  # alternating: a noisy neighbour slows both
            event = api_event("GET", resource.path, token=token, query=f"companyId={company}&limit={PAGE}")
            with reads(stack.dynamodb) as counted:
                started = time.perf_counter()
                answer = app.lambda_handler(event, None)
                seconds[name].append(time.perf_counter() - started)
            assert answer["statusCode"] == 200, answer
            items_read[name] = counted["itemsRead"]
    small, big = (statistics.median(seconds[name]) for name in ("small", "big"))
    read_small, read_big = items_read["small"], items_read["big"]
    return [
        f"{'filtered page (?companyId=, 50)':<34} items read {read_small:>4} vs {read_big:>4} "
        f"({read_big / max(read_small, 1):.2f}x); "
        f"time under moto {small * 1000:6.1f} vs {big * 1000:6.1f} ms ({big / small:.2f}x)"
    ]
