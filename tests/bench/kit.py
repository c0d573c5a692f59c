"""A kit resource's filtered list under moto: the items a page reads in a firm of 10,000 items beside a
firm of 100, for the kit example of docs/guide/contributing.md (a top-level resource with a required,
indexed filter).

In both firms the filtered company has more items than a page holds, so a page is full in both; what
differs is everything else the firm holds. Reading through the filter's index, a page reads its index
entries and its items (one Query, one BatchGetItem) whatever the firm's size; a filter applied to the
whole collection would read all of it.
"""

from __future__ import annotations

import json
import statistics
import time
from typing import Any

from kernel import aws, json_codec
from kernel.pipeline import App
from kernel.unit_of_work import Create, Put, Write
from kit.fields import Ref
from kit.resource import ListFilter, Resource, creation_writes
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


def _parent_type(resource: Resource, list_filter: ListFilter) -> str:
    """The record type a filter names (a `Ref` to a record type)."""
    kind = {**resource.fields, **resource.state}[list_filter.stored_key]
    assert isinstance(kind, Ref), f"{list_filter.name} names no record"
    assert isinstance(kind.target, str), f"{list_filter.name} names no record type"
    return kind.target


def seed(
    stack: Stack, member: Member, resource: Resource, list_filter: ListFilter, count: int, per_parent: int
) -> str:
    """`count` items written as the kit writes them (item and index entries), in batches of 25: the
    resource's example with the filter's key naming one of count / per_parent live records. Returns the
    id of the first of those records (the one listed)."""
    store = stack.services().tenant_store(member.firm_id)
    record_type = _parent_type(resource, list_filter)
    parents = [f"rec_{n:026d}" for n in range(max(1, count // per_parent))]
    items = [_wire(store, Create(live_partition(record_type), parent, {"id": parent, "name": parent}))
             for parent in parents]  # fmt: skip
    now = int(stack.clock())
    # The example as a create stores it: parsed as a request body is (exact numbers), checked, defaulted.
    example = resource.body.validate(json_codec.loads(json.dumps(resource.example)))
    for n in range(count):
        values = {**example, list_filter.stored_key: parents[n // per_parent]}
        item_id = f"{resource.id_prefix}_{n:026d}"
        writes = creation_writes(resource, resource.partition(None), values, item_id=item_id,
                                 created_by=member.user_id, now=now)  # fmt: skip
        items += [_wire(store, write) for write in writes if isinstance(write, (Create, Put))]
    for start in range(0, len(items), 25):
        batch = [{"PutRequest": {"Item": aws.to_item(item)}} for item in items[start : start + 25]]
        stack.dynamodb.batch_write_item(RequestItems={store.table: batch})
    return parents[0]


def record_filter(resource: Resource) -> ListFilter:
    """The filter a screen lists by: the first required one naming a record, else the first naming one."""
    naming = [
        f
        for f in resource.filters
        if isinstance({**resource.fields, **resource.state}.get(f.stored_key), Ref)
    ]
    return next((f for f in naming if f.required), naming[0])


def big_beside_small(stack: Stack, resource: Resource, app: App) -> list[str]:
    list_filter = record_filter(resource)
    firms = {}
    for label, count, per_parent in (("small", SMALL, SMALL), ("big", BIG, PER_COMPANY)):
        member = stack.member(stack.firm(f"{resource.name}-{label}"), "admin")
        parent = seed(stack, member, resource, list_filter, count, per_parent)
        firms[label] = (stack.api_token(member, ["records:read"]), parent)
    seconds: dict[str, list[float]] = {name: [] for name in firms}
    items_read: dict[str, int] = {}
    for _ in range(ROUNDS):
        for name, (token, parent) in firms.items():  # alternating: a noisy neighbour slows both
            query = f"{list_filter.name}={parent}&limit={PAGE}"
            event = api_event("GET", resource.path, token=token, query=query)
            with reads(stack.dynamodb) as counted:
                started = time.perf_counter()
                answer = app.lambda_handler(event, None)
                seconds[name].append(time.perf_counter() - started)
            assert answer["statusCode"] == 200, answer
            assert len(json.loads(answer["body"])["items"]) == PAGE, "a full page in both firms"
            items_read[name] = counted["itemsRead"]
    small, big = (statistics.median(seconds[name]) for name in ("small", "big"))
    read_small, read_big = items_read["small"], items_read["big"]
    label = f"{resource.path.removeprefix('/api/v1/x')}?{list_filter.name}="
    return [
        f"{label:<44} items read {read_small:>4} vs {read_big:>4} ({read_big / max(read_small, 1):.2f}x); "
        f"time under moto {small * 1000:6.1f} vs {big * 1000:6.1f} ms ({big / small:.2f}x)"
    ]
