"""Twenty identical POSTs with one Idempotency-Key at once (proof under load): the write runs once.

Each thread has its own App, as each Lambda container runs one request at a time; they share the tables.
moto's conditional writes are made atomic, as AWS's are, by local_stack.moto_fidelity (tests/conftest.py).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from kernel.pipeline import App
from tests.integration import routes_for_tests as routes
from tests.integration.routes_for_tests import ORDERS, executions, router
from tests.support import Member, Result, Stack, call

CALLERS = 20
BODY = {"name": "Acme seed round", "amount": 250}
HEADERS = {"idempotency-key": "one-key-for-all"}


@pytest.fixture(autouse=True)
def fresh_routes() -> Iterator[None]:
    routes.reset_controls()
    yield
    routes.controls.gate.set()


@pytest.fixture
def admin(stack: Stack) -> Member:
    return stack.member(stack.firm("Alpha Partners"), "admin")


@pytest.fixture
def token(stack: Stack, admin: Member) -> str:
    return stack.api_token(admin, ["records:write"])


def all_at_once(stack: Stack, token: str, path: str) -> list[Result]:
    apps: list[App] = [stack.app([router]) for _ in range(CALLERS)]  # one container per caller
    start = threading.Barrier(CALLERS, timeout=5)

    def one(app: App) -> Result:
        start.wait()
        return call(app, "POST", path, token=token, body=BODY, headers=HEADERS)

    with ThreadPoolExecutor(max_workers=CALLERS) as pool:
        futures = [pool.submit(one, app) for app in apps]
        return [future.result(timeout=15) for future in futures]


def orders(stack: Stack, firm_id: str) -> list[dict[str, Any]]:
    return stack.services().tenant_store(firm_id).query(ORDERS, limit=200).items


def replayed(result: Result) -> bool:
    return result.headers.get("Idempotent-Replayed") == "true"


def test_twenty_identical_posts_at_once_write_exactly_once(stack: Stack, admin: Member, token: str) -> None:
    started = time.monotonic()
    results = all_at_once(stack, token, "/api/v1/x/test-orders")

    assert executions("orders") == 1
    stored = orders(stack, admin.firm_id)
    assert len(stored) == 1
    originals = [r for r in results if r.status == 201 and not replayed(r)]
    assert len(originals) == 1
    original = originals[0]
    assert original.body == stored[0]
    for result in results:
        if result is original:
            continue
        if result.status == 409:
            assert result.code == "idempotency_in_progress"
        else:
            assert replayed(result), (result.status, result.body)
            assert (result.status, result.body) == (201, original.body)
            assert result.headers["Location"] == original.headers["Location"]
    assert time.monotonic() - started < 10


def test_twenty_posts_while_the_first_is_still_running_all_get_409_in_progress(
    stack: Stack, admin: Member, token: str
) -> None:
    """The handler holds until the other nineteen have answered, so every overlap is certain."""
    path = "/api/v1/x/test-slow-orders"
    apps = [stack.app([router]) for _ in range(CALLERS)]
    start = threading.Barrier(CALLERS, timeout=5)
    answered = threading.Semaphore(0)

    def one(app: App) -> Result:
        start.wait()
        result = call(app, "POST", path, token=token, body=BODY, headers=HEADERS)
        answered.release()
        return result

    with ThreadPoolExecutor(max_workers=CALLERS) as pool:
        futures = [pool.submit(one, app) for app in apps]
        waited = [answered.acquire(timeout=5) for _ in range(CALLERS - 1)]
        routes.controls.gate.set()  # let the one runner finish (or, if the kernel let two run, both)
        results = [future.result(timeout=15) for future in futures]

    assert all(waited), "fewer than 19 calls answered while the first was held"
    assert executions("slow") == 1
    assert len(orders(stack, admin.firm_id)) == 1
    codes = sorted((r.status, r.code) for r in results)
    assert codes == [(201, None)] + [(409, "idempotency_in_progress")] * (CALLERS - 1)
    original = next(r for r in results if r.status == 201)
    replay = call(stack.app([router]), "POST", path, token=token, body=BODY, headers=HEADERS)
    assert replayed(replay)
    assert (replay.status, replay.body) == (201, original.body)
