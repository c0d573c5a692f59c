"""Records in bulk (POST /records/{type}/batch) under moto: 100 Company creates in one batch call beside
100 single POST /records/Company of the same values (records a second, and the ratio: moto's speed is
not DynamoDB's), and the AWS calls per operation of a batch of creates, of updates, and of upserts by
website that all match a record (updates) or none (creates).

Each round's firms are new: the singles and the batch write into empty firms of their own, the same
values, so neither finds a partition the other filled.
"""

from __future__ import annotations

import json
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any

from kernel.pipeline import App
from tests.bench.stacks import family_app
from tests.support import Stack, api_event

X = "/api/v1/x"
N = 100  # operations of a batch (its most), and single calls of the baseline
ROUNDS = 3
Counting = Callable[..., AbstractContextManager[Counter[str]]]


def _company(n: int) -> dict[str, Any]:
    return {"name": f"Bench Co {n}", "companyType": "Portfolio", "website": f"https://co{n}.bench.example"}


def lines(stack: Stack, counted: Counting) -> Iterator[str]:
    app = family_app(stack, "records")
    rates: dict[str, list[float]] = {"singles": [], "batch": []}
    calls: dict[str, Counter[str]] = {}
    made: list[dict[str, Any]] = []
    for round_ in range(ROUNDS):  # alternating which goes first: a noisy neighbour slows both
        tokens = {way: _token(stack, app, f"Bench {way} {round_}") for way in rates}
        for way in ("singles", "batch") if round_ % 2 == 0 else ("batch", "singles"):
            with counted() as calls[way]:
                started = time.perf_counter()
                if way == "singles":
                    for n in range(N):
                        _answer(app, tokens[way], "POST", "/records/Company", _company(n))
                else:
                    creates = [{"op": "create", "values": _company(n)} for n in range(N)]
                    made = _batch(app, tokens[way], creates, "created")
                rates[way].append(N / (time.perf_counter() - started))
    batch = tokens["batch"]  # the last round's batch firm: its 100 records are updated and upserted
    single_rate, batch_rate = (statistics.median(rates[way]) for way in ("singles", "batch"))
    yield (f"{N} creates in one batch call {batch_rate:5.0f} records/s; {N} single POST /records/Company "
           f"{single_rate:5.0f} records/s; batch / singles {batch_rate / single_rate:.2f}x "
           f"(medians of {ROUNDS} alternating rounds, each in new firms)")  # fmt: skip
    yield "AWS calls per operation (the call's AWS calls / its operations; the breakdown is the call's)"
    yield _calls_line(f"{N} single POST /records/Company (for scale)", calls["singles"])
    yield _calls_line(f"batch of {N} creates", calls["batch"])

    ids = [result["result"]["id"] for result in made]
    updates = [{"op": "update", "id": ids[n], "values": {"city": "Lisbon"}} for n in range(N)]
    moved = [{"website": _company(n)["website"], "city": "Porto"} for n in range(N)]
    matching = [{"op": "upsert", "matchKey": "website", "values": values} for values in moved]
    new = [{"op": "upsert", "matchKey": "website", "values": _company(N + n)} for n in range(N)]
    for label, operations, expected in (
        (f"batch of {N} updates", updates, "updated"),
        (f"batch of {N} upserts by website, all match", matching, "updated"),
        (f"batch of {N} upserts by website, none match", new, "created"),
    ):
        with counted() as calls[label]:
            _batch(app, batch, operations, expected)
        yield _calls_line(label, calls[label])


def _token(stack: Stack, app: App, firm: str) -> str:
    """A new firm, seeded as records-admin create-firm seeds one (its key claims complete)."""
    firm_id = stack.firm(firm)
    app.seed_firm(stack.services().tenant_store(firm_id), int(stack.clock()))
    token = stack.api_token(stack.member(firm_id, "admin"), ["records:read", "records:write"])
    _answer(app, token, "GET", "/records/Company")  # warms the role and signing-key caches
    return token


def _batch(app: App, token: str, operations: list[dict[str, Any]], expected: str) -> list[dict[str, Any]]:
    answer = _answer(app, token, "POST", "/records/Company/batch", {"operations": operations})
    assert answer["counts"][expected] == len(operations), answer["counts"]  # every one ran as expected
    return list(answer["results"])


def _calls_line(label: str, calls: Counter[str]) -> str:
    detail = ", ".join(f"{name} {number}" for name, number in sorted(calls.items()))
    return f"  {label:<44} {sum(calls.values()) / N:5.2f} per operation ({detail})"


def _answer(app: App, token: str, method: str, path: str, body: Any = None) -> Any:
    response = app.lambda_handler(api_event(method, f"{X}{path}", token=token, body=body), None)
    assert response["statusCode"] < 300, response.get("body")
    return json.loads(response["body"])
