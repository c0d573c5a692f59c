"""Idempotency-Key on POST (spec 5.3): every numbered rule, through the kernel pipeline under moto.

The routes are the test-only ones of routes_for_tests; each counts its executions, so "the write ran once"
is shown by the counter and by the items in the data table, not inferred from a status.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pytest
from botocore.exceptions import EndpointConnectionError, ReadTimeoutError

from auth_api.handler import create_app as create_auth_app
from kernel import aws
from kernel.errors import ApiError
from kernel.ids import iso
from kernel.pipeline import App
from kernel.services import Services
from tests.integration import routes_for_tests as routes
from tests.integration.routes_for_tests import ORDERS, LambdaTimeout, executions, router
from tests.support import NOW, Member, MovableClock, Result, Stack, api_event, call

ORDERS_PATH = "/api/v1/x/test-orders"
ORDER = {"name": "Acme seed round", "amount": 250}
DAY = 24 * 3600


class FakeLambdaContext:
    """Only what the kernel asks of the Lambda context: how long this invocation may still run."""

    def __init__(self, remaining_ms: int) -> None:
        self.remaining_ms = remaining_ms

    def get_remaining_time_in_millis(self) -> int:
        return self.remaining_ms


@pytest.fixture(autouse=True)
def fresh_routes() -> Iterator[None]:
    routes.reset_controls()
    yield
    routes.controls.gate.set()  # never leave a handler thread waiting


@pytest.fixture
def clock(stack: Stack) -> MovableClock:
    clock = MovableClock()
    stack.clock = clock
    return clock


@pytest.fixture
def app(stack: Stack, clock: MovableClock) -> App:
    return stack.app([router])


@pytest.fixture
def admin(stack: Stack, clock: MovableClock) -> Member:
    return stack.member(stack.firm("Alpha Partners"), "admin")


@pytest.fixture
def token(stack: Stack, admin: Member) -> str:
    return stack.api_token(admin, ["records:write"], lifetime=3 * DAY)


@pytest.fixture
def session(stack: Stack, admin: Member) -> str:
    return stack.session_token(admin)


def post(
    app: App,
    token: str,
    key: str | None,
    path: str = ORDERS_PATH,
    body: Any = ORDER,
    headers: dict[str, str] | None = None,
    **kwargs: Any,
) -> Result:
    all_headers = dict(headers or {})
    if key is not None:
        all_headers["idempotency-key"] = key
    return call(app, "POST", path, token=token, body=body, headers=all_headers, **kwargs)


def orders(stack: Stack, firm_id: str) -> list[dict[str, Any]]:
    return stack.services().tenant_store(firm_id).query(ORDERS, limit=200).items


def record(stack: Stack, member: Member, key: str) -> dict[str, Any] | None:
    """The idempotency record in the control table, as the kernel documents its key."""
    digest = hashlib.sha256(key.encode()).hexdigest()
    item = stack.dynamodb.get_item(
        TableName=stack.settings.control_table,
        Key={
            "pk": {"S": f"IDEMPOTENCY#{member.firm_id}#{member.user_id}#{digest}"},
            "sk": {"S": "IDEMPOTENCY"},
        },
        ConsistentRead=True,
    ).get("Item")
    return aws.from_item(item) if item else None


def replayed(result: Result) -> bool:
    return result.headers.get("Idempotent-Replayed") == "true"


def assert_replay_of(replay: Result, original: Result) -> None:
    """The same answer, marked replayed; a refusal's envelope names the retry, as its X-Request-Id does."""
    assert replayed(replay)
    assert not replayed(original)
    assert replay.status == original.status
    if replay.code is not None:
        assert replay.body["error"]["requestId"] == replay.headers["X-Request-Id"]
        assert original.body["error"]["requestId"] == original.headers["X-Request-Id"]
        assert replay.headers["X-Request-Id"] != original.headers["X-Request-Id"]
        assert {**replay.body["error"], "requestId": ""} == {**original.body["error"], "requestId": ""}
    else:
        assert replay.body == original.body
    for name in ("Content-Type", "ETag", "Location"):
        assert replay.headers.get(name) == original.headers.get(name), name


def in_background(function: Callable[[], Result]) -> Future[Result]:
    executor = ThreadPoolExecutor(max_workers=1)
    future = executor.submit(function)
    executor.shutdown(wait=False)
    return future


# ---- 1. the key: its form, and whose it is -----------------------------------------------------------


@pytest.mark.parametrize(
    "key",
    ["", "k" * 256, "two words", "tab\there", "bell\x07", "nul\x00x", "new\nline", "zero\u200bwidth", "a,b"],
    ids=["empty", "256-chars", "space", "tab", "control", "nul", "newline", "format-char",
         "two-headers-joined"],
)  # fmt: skip
def test_malformed_key_is_400_idempotency_key_invalid_and_nothing_runs(
    stack: Stack, app: App, admin: Member, token: str, key: str
) -> None:
    result = post(app, token, key)
    assert (result.status, result.code) == (400, "idempotency_key_invalid")
    assert executions("orders") == 0
    assert orders(stack, admin.firm_id) == []
    assert record(stack, admin, key) is None


def test_key_of_255_characters_and_printable_punctuation_is_accepted(app: App, token: str) -> None:
    for key in ("k" * 255, "order-7f3a:retry_1/2026.01+x=="):
        first = post(app, token, key)
        assert first.status == 201, first.body
        assert_replay_of(post(app, token, key), first)
    assert executions("orders") == 2


def test_same_person_shares_keys_between_session_and_api_token(app: App, session: str, token: str) -> None:
    first = post(app, session, "shared-key")
    assert first.status == 201
    second = post(app, token, "shared-key")
    assert_replay_of(second, first)
    assert executions("orders") == 1


def test_another_person_in_the_same_firm_with_the_same_key_runs(
    stack: Stack, app: App, admin: Member, token: str
) -> None:
    colleague = stack.member(admin.firm_id, "admin")
    first = post(app, token, "same-key")
    second = post(app, stack.api_token(colleague, ["records:write"]), "same-key")
    assert (first.status, second.status) == (201, 201)
    assert not replayed(second)
    assert second.body["id"] != first.body["id"]
    assert executions("orders") == 2
    assert len(orders(stack, admin.firm_id)) == 2


def test_another_firm_with_the_same_key_runs(stack: Stack, app: App, admin: Member, token: str) -> None:
    other = stack.member(stack.firm("Beta Capital"), "admin")
    first = post(app, token, "same-key")
    second = post(app, stack.api_token(other, ["records:write"]), "same-key")
    assert (first.status, second.status) == (201, 201)
    assert not replayed(second)
    assert executions("orders") == 2
    assert len(orders(stack, admin.firm_id)) == 1
    assert len(orders(stack, other.firm_id)) == 1


def test_same_user_in_two_firms_does_not_share_keys(
    stack: Stack, app: App, admin: Member, token: str
) -> None:
    other_firm = stack.firm("Beta Capital")
    same_person_elsewhere = stack.member(other_firm, "admin", email=admin.email)
    assert same_person_elsewhere.user_id == admin.user_id
    first = post(app, token, "same-key")
    second = post(app, stack.api_token(same_person_elsewhere, ["records:write"]), "same-key")
    assert not replayed(second)
    assert (first.status, second.status) == (201, 201)
    assert len(orders(stack, other_firm)) == 1


# ---- 2. reserved before the handler; kept 24 hours ---------------------------------------------------


def test_key_is_reserved_in_the_control_table_before_the_handler_runs(
    stack: Stack, app: App, admin: Member, token: str
) -> None:
    running = in_background(
        lambda: post(stack.app([router]), token, "reserve-me", "/api/v1/x/test-slow-orders")
    )
    assert routes.controls.entered.wait(5)
    held = record(stack, admin, "reserve-me")
    assert held is not None
    assert held["state"] == "in_progress"
    assert "response" not in held
    assert held["expiresAt"] == NOW + DAY
    assert NOW < held["lockedUntil"] <= NOW + 60
    assert orders(stack, admin.firm_id) == []  # the reservation came first; the write has not happened
    routes.controls.gate.set()
    assert running.result(timeout=10).status == 201
    done = record(stack, admin, "reserve-me")
    assert done is not None
    assert done["state"] == "complete"
    assert "lockedUntil" not in done


def test_stored_response_is_replayed_for_24_hours_then_the_key_runs_again(
    stack: Stack, app: App, admin: Member, token: str, clock: MovableClock
) -> None:
    first = post(app, token, "day-key")
    assert first.status == 201
    clock.advance(DAY - 1)
    assert_replay_of(post(app, token, "day-key"), first)
    clock.advance(2)  # 24 h + 1 s after the first call
    old = record(stack, admin, "day-key")
    assert old is not None
    assert old["state"] == "complete"  # TTL has not deleted it: the code must treat it as absent
    again = post(app, token, "day-key")
    assert again.status == 201
    assert not replayed(again)
    assert again.body["id"] != first.body["id"]
    assert executions("orders") == 2
    assert len(orders(stack, admin.firm_id)) == 2


def test_expired_record_of_another_body_does_not_conflict(app: App, token: str, clock: MovableClock) -> None:
    assert post(app, token, "reused-key").status == 201
    clock.advance(DAY + 1)
    result = post(app, token, "reused-key", body={"name": "Another deal", "amount": 9})
    assert result.status == 201
    assert result.body["name"] == "Another deal"


# ---- 3. same request: the stored response, replayed --------------------------------------------------


def test_same_request_replays_status_body_and_headers_and_the_handler_ran_once(
    stack: Stack, app: App, admin: Member, token: str
) -> None:
    first = post(app, token, "replay-me")
    assert first.status == 201
    assert first.headers["ETag"] == '"1"'
    assert first.headers["Location"] == f"{ORDERS_PATH}/{first.body['id']}"
    for _ in range(3):
        replay = post(app, token, "replay-me")
        assert_replay_of(replay, first)
        assert replay.headers["Content-Type"] == "application/json"
    assert executions("orders") == 1
    assert [order["id"] for order in orders(stack, admin.firm_id)] == [first.body["id"]]


@pytest.mark.parametrize(
    "raw_body",
    ['{"amount":250,"name":"Acme seed round"}', '{\n  "name" : "Acme seed round",\n\t"amount": 250\n}\n'],
    ids=["key-order", "white-space"],
)
def test_body_is_compared_as_json_not_as_bytes(app: App, token: str, raw_body: str) -> None:
    first = post(app, token, "json-key", raw_body='{"name": "Acme seed round", "amount": 250}', body=None,
                 headers={"content-type": "application/json"})  # fmt: skip
    assert first.status == 201
    again = post(
        app, token, "json-key", raw_body=raw_body, body=None, headers={"content-type": "application/json"}
    )
    assert_replay_of(again, first)
    assert executions("orders") == 1


def test_query_parameters_in_another_order_are_the_same_request(app: App, token: str) -> None:
    path = "/api/v1/x/test-orders/ord_1/missing"
    first = post(app, token, "query-key", path, body=None, query="a=1&b=2")
    assert first.status == 400  # this route takes no query; the rejection is stored like any other
    assert_replay_of(post(app, token, "query-key", path, body=None, query="b=2&a=1"), first)


def test_if_match_is_not_part_of_the_match(app: App, token: str) -> None:
    first = post(app, token, "if-match-key", headers={"if-match": '"1"'})
    assert first.status == 201
    assert_replay_of(post(app, token, "if-match-key", headers={"if-match": '"7"'}), first)
    assert_replay_of(post(app, token, "if-match-key"), first)
    assert executions("orders") == 1


def test_replay_of_a_model_body_is_the_same_json(app: App, token: str) -> None:
    first = post(app, token, "model-key", "/api/v1/x/test-model-orders")
    assert first.status == 201
    assert isinstance(first.body, dict)
    assert_replay_of(post(app, token, "model-key", "/api/v1/x/test-model-orders"), first)


# ---- 4. same key, another request: 409 idempotency_conflict ------------------------------------------


@pytest.mark.parametrize(
    ("path", "body", "query"),
    [
        (ORDERS_PATH, {"name": "Acme seed round", "amount": 251}, ""),
        (ORDERS_PATH, {"name": "Acme seed round", "amount": 250, "id": "ord_x"}, ""),
        ("/api/v1/x/test-flaky-orders", ORDER, ""),
        (ORDERS_PATH, ORDER, "dryRun=true"),
    ],
    ids=["other-body", "extra-field", "other-route", "other-query"],
)
def test_same_key_for_another_request_is_409_idempotency_conflict(
    stack: Stack, app: App, admin: Member, token: str, path: str, body: Any, query: str
) -> None:
    first = post(app, token, "conflict-key")
    assert first.status == 201
    result = post(app, token, "conflict-key", path, body=body, query=query)
    assert (result.status, result.code) == (409, "idempotency_conflict")
    assert not replayed(result)
    assert executions("orders") + executions("flaky") == 1
    assert len(orders(stack, admin.firm_id)) == 1
    assert_replay_of(post(app, token, "conflict-key"), first)  # the stored answer still stands


def test_conflict_is_checked_while_the_first_call_still_runs(stack: Stack, token: str) -> None:
    slow = "/api/v1/x/test-slow-orders"
    running = in_background(lambda: post(stack.app([router]), token, "busy-key", slow))
    assert routes.controls.entered.wait(5)
    other = post(stack.app([router]), token, "busy-key", slow, body={"name": "Other", "amount": 1})
    assert (other.status, other.code) == (409, "idempotency_conflict")
    routes.controls.gate.set()
    assert running.result(timeout=10).status == 201


# ---- 5. in progress; a reservation left by a call that died ------------------------------------------


def test_second_call_while_the_first_runs_is_409_idempotency_in_progress(
    stack: Stack, admin: Member, token: str
) -> None:
    slow = "/api/v1/x/test-slow-orders"
    running = in_background(lambda: post(stack.app([router]), token, "busy-key", slow))
    assert routes.controls.entered.wait(5)
    second = post(stack.app([router]), token, "busy-key", slow)
    assert (second.status, second.code) == (409, "idempotency_in_progress")
    routes.controls.gate.set()
    first = running.result(timeout=10)
    assert first.status == 201
    assert_replay_of(post(stack.app([router]), token, "busy-key", slow), first)
    assert executions("slow") == 1
    assert len(orders(stack, admin.firm_id)) == 1


@pytest.mark.parametrize(
    ("context", "lock_seconds"),
    [(FakeLambdaContext(remaining_ms=3_000), 3 + 5), (None, 30 + 5)],
    ids=["lambda-context-3s-left", "no-context-default-timeout"],
)
def test_reservation_of_a_call_that_died_frees_itself_after_the_function_timeout(
    stack: Stack, app: App, admin: Member, token: str, clock: MovableClock, context: Any, lock_seconds: int
) -> None:
    routes.controls.failures.append(LambdaTimeout())
    event = api_event("POST", "/api/v1/x/test-flaky-orders", token=token, body=ORDER,
                      headers={"idempotency-key": "dead-key"})  # fmt: skip
    with pytest.raises(LambdaTimeout):
        app.lambda_handler(event, context)  # the runtime stops the call: no release, no completion
    left = record(stack, admin, "dead-key")
    assert left is not None
    assert (left["state"], left["lockedUntil"]) == ("in_progress", NOW + lock_seconds)

    fresh = stack.app([router])  # the next invocation may land in another container
    clock.advance(lock_seconds - 1)
    blocked = post(fresh, token, "dead-key", "/api/v1/x/test-flaky-orders")
    assert (blocked.status, blocked.code) == (409, "idempotency_in_progress")
    clock.advance(1)
    retried = post(fresh, token, "dead-key", "/api/v1/x/test-flaky-orders")
    assert retried.status == 201
    assert not replayed(retried)
    assert executions("flaky") == 2
    assert len(orders(stack, admin.firm_id)) == 1


def test_a_call_whose_reservation_was_taken_over_cannot_commit_a_second_write(
    stack: Stack, admin: Member, token: str, clock: MovableClock
) -> None:
    slow = "/api/v1/x/test-slow-orders"
    running = in_background(lambda: post(stack.app([router]), token, "late-key", slow))
    assert routes.controls.entered.wait(5)
    first_gate = routes.controls.gate  # the first call waits on this one
    clock.advance(30 + 5 + 1)  # the first call's lock ran out: to the kernel it is dead
    routes.controls.gate = threading.Event()
    routes.controls.gate.set()  # the second call runs straight through
    second = post(stack.app([router]), token, "late-key", slow)
    assert second.status == 201
    assert not replayed(second)
    first_gate.set()  # now the first call wakes up and tries to commit its own write
    first = running.result(timeout=10)
    assert (first.status, first.code) == (409, "idempotency_in_progress")
    assert executions("slow") == 2
    assert [order["id"] for order in orders(stack, admin.firm_id)] == [second.body["id"]]
    assert_replay_of(post(stack.app([router]), token, "late-key", slow), second)


# ---- 6. handler rejections are stored and replayed ---------------------------------------------------


@pytest.mark.parametrize(
    ("path", "body", "status", "code", "counter"),
    [
        ("/api/v1/x/test-orders/ord_1/missing", None, 404, "not_found", "missing"),
        ("/api/v1/x/test-orders/ord_1/close", None, 409, "order_closed", "close"),
        (ORDERS_PATH, {"name": "Acme", "amount": "ten"}, 400, "invalid_request", "orders"),
    ],
    ids=["404", "409-handler-code", "400-body-validation"],
)
def test_handler_rejection_is_stored_and_replayed_without_running_again(
    stack: Stack,
    app: App,
    admin: Member,
    token: str,
    path: str,
    body: Any,
    status: int,
    code: str,
    counter: str,
) -> None:
    first = post(app, token, "rejected-key", path, body=body)
    assert (first.status, first.code) == (status, code)
    ran = executions(counter)
    replay = post(app, token, "rejected-key", path, body=body)
    assert_replay_of(replay, first)
    assert replay.code == code
    assert executions(counter) == ran
    stored = record(stack, admin, "rejected-key")
    assert stored is not None
    assert stored["state"] == "complete"


# ---- 7. a 412 is not stored --------------------------------------------------------------------------


def order_at_version_2(app: App, token: str) -> str:
    """ord_1, created and changed once: version 2. Returns the path that changes it again."""
    assert post(app, token, None, body={**ORDER, "id": "ord_1"}).status == 201
    path = "/api/v1/x/test-orders/ord_1/amend"
    assert post(app, token, None, path).headers["ETag"] == '"2"'
    return path


def test_412_is_not_stored_and_the_same_key_runs_with_a_new_if_match(
    stack: Stack, app: App, admin: Member, token: str
) -> None:
    path = order_at_version_2(app, token)
    stale = post(app, token, "amend-key", path, headers={"if-match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert record(stack, admin, "amend-key") is None
    fresh = post(app, token, "amend-key", path, headers={"if-match": '"2"'})
    assert fresh.status == 200
    assert not replayed(fresh)
    assert fresh.headers["ETag"] == '"3"'
    assert executions("amend") == 3  # the change to version 2, the 412, the fresh call


# ---- 8. a 5xx frees the key --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("failure", "status", "code"),
    [
        (RuntimeError("database exploded"), 500, "internal_error"),
        (ApiError(503, "upstream_unavailable", "The upstream is down."), 503, "upstream_unavailable"),
    ],
    ids=["unhandled-500", "handler-503"],
)
def test_5xx_deletes_the_reservation_and_the_same_key_runs_again(
    stack: Stack, app: App, admin: Member, token: str, failure: BaseException, status: int, code: str
) -> None:
    routes.controls.failures.append(failure)
    failed = post(app, token, "flaky-key", "/api/v1/x/test-flaky-orders")
    assert (failed.status, failed.code) == (status, code)
    assert record(stack, admin, "flaky-key") is None
    assert orders(stack, admin.firm_id) == []
    retried = post(app, token, "flaky-key", "/api/v1/x/test-flaky-orders")
    assert retried.status == 201
    assert not replayed(retried)
    assert executions("flaky") == 2
    assert len(orders(stack, admin.firm_id)) == 1


# ---- 9. a stored success is replayed whatever the If-Match -------------------------------------------


def test_stored_success_is_replayed_even_with_a_stale_if_match(app: App, token: str) -> None:
    path = order_at_version_2(app, token)
    first = post(app, token, "amend-key", path, headers={"if-match": '"2"'})
    assert first.status == 200
    for if_match in ('"1"', '"2"', '"99"', None):
        headers = {"if-match": if_match} if if_match else {}
        replay = post(app, token, "amend-key", path, headers=headers)
        assert_replay_of(replay, first)  # not the 412 this If-Match would now get
    assert executions("amend") == 2  # the change to version 2, then one run for the key


# ---- authentication and authorization come first -----------------------------------------------------


def test_replay_needs_a_valid_token_a_revoked_one_gets_401(
    stack: Stack, app: App, admin: Member, token: str, session: str
) -> None:
    first = post(app, token, "revoked-key")
    assert first.status == 201
    token_id = stack.identity.api_tokens_of_firm(admin.firm_id)[-1].token_id
    stack.identity.revoke_api_token(admin.firm_id, token_id)
    retry = post(app, token, "revoked-key")
    assert (retry.status, retry.code) == (401, "unauthenticated")
    assert not replayed(retry)
    assert first.body["id"] not in json.dumps(retry.body)
    assert_replay_of(post(app, session, "revoked-key"), first)  # the stored answer is still the person's


def test_replay_needs_the_scope_again(stack: Stack, app: App, admin: Member, token: str) -> None:
    first = post(app, token, "scoped-key")
    assert first.status == 201
    reader = stack.api_token(admin, ["records:read"])
    result = post(app, reader, "scoped-key")
    assert (result.status, result.code) == (403, "scope_denied")
    assert not replayed(result)


def test_403_is_not_stored_the_same_key_with_a_proper_token_runs(
    stack: Stack, app: App, admin: Member, token: str
) -> None:
    reader = stack.api_token(admin, ["records:read"])
    denied = post(app, reader, "denied-key")
    assert (denied.status, denied.code) == (403, "scope_denied")
    assert record(stack, admin, "denied-key") is None
    result = post(app, token, "denied-key")
    assert result.status == 201
    assert not replayed(result)
    assert executions("orders") == 1


def test_401_is_not_stored(stack: Stack, app: App, admin: Member, token: str) -> None:
    rejected = post(app, "rpk_" + "A" * 43, "unauth-key")
    assert rejected.status == 401
    result = post(app, token, "unauth-key")
    assert result.status == 201
    assert not replayed(result)


def test_429_is_not_stored_the_same_key_runs_after_retry_after(
    stack: Stack, app: App, admin: Member, token: str, clock: MovableClock
) -> None:
    for _ in range(300):
        assert call(app, "GET", ORDERS_PATH, token=token).status == 200
    limited = post(app, token, "limited-key")
    assert (limited.status, limited.code) == (429, "rate_limited")
    assert record(stack, admin, "limited-key") is None
    clock.advance(int(limited.headers["Retry-After"]))
    result = post(app, token, "limited-key")
    assert result.status == 201
    assert not replayed(result)
    assert executions("orders") == 1


# ---- the write and the completion commit together ----------------------------------------------------


def test_success_commits_the_write_and_the_completion_in_one_transaction(
    stack: Stack, app: App, admin: Member, session: str
) -> None:
    calls: list[tuple[str, dict[str, Any]]] = []

    def seen(params: dict[str, Any], model: Any, **_: Any) -> None:
        calls.append((model.name, params))

    stack.dynamodb.meta.events.register("provide-client-params.dynamodb.*", seen)
    try:
        result = post(app, session, "tx-key")  # a session token: no rate-limit counter in the way
    finally:
        stack.dynamodb.meta.events.unregister("provide-client-params.dynamodb.*", seen)
    assert result.status == 201
    writes = [(name, params) for name, params in calls if name in WRITE_OPERATIONS]
    assert [name for name, _ in writes] == ["PutItem", "TransactWriteItems"]  # reserve, then one commit
    transaction = writes[1][1]["TransactItems"]
    # the order, its audit log entry, the key's completion
    assert [next(iter(item)) for item in transaction] == ["Put", "Put", "Update"]
    assert transaction[1]["Put"]["Item"]["pk"]["S"] == f"{admin.firm_id}#AUDIT"
    assert transaction[2]["Update"]["TableName"] == stack.settings.control_table

    assert orders(stack, admin.firm_id) == [result.body]
    done = record(stack, admin, "tx-key")
    assert done is not None
    assert done["state"] == "complete"
    stored = json.loads(done["response"])
    assert (stored["status"], stored["body"]) == (201, result.body)


WRITE_OPERATIONS = {"PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems", "BatchWriteItem"}


def test_a_write_whose_condition_fails_is_409_stored_and_replayed_and_writes_nothing(
    stack: Stack, app: App, admin: Member, token: str
) -> None:
    body = {**ORDER, "id": "ord_taken"}
    existing = post(app, token, None, body=body).body
    result = post(app, token, "taken-key", body=body)
    assert (result.status, result.code) == (409, "already_exists")  # the put-if-new lost: a refusal
    assert orders(stack, admin.firm_id) == [existing]
    done = record(stack, admin, "taken-key")
    assert done is not None
    assert done["state"] == "complete"  # spec 5.3.6: a refusal is stored
    again = post(app, token, "taken-key", body=body)
    assert_replay_of(again, result)
    assert executions("orders") == 2


class CommitThenTimeOut:
    """A DynamoDB client whose transactions that write firm data reach DynamoDB and commit, but whose
    answer is lost on the way back (a read timeout): the caller cannot know the commit happened."""

    def __init__(self, client: Any, data_table: str) -> None:
        self._client = client
        self._data_table = data_table

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def transact_write_items(self, **kwargs: Any) -> Any:
        answer = self._client.transact_write_items(**kwargs)
        if any(
            next(iter(item.values()))["TableName"] == self._data_table for item in kwargs["TransactItems"]
        ):
            raise ReadTimeoutError(endpoint_url="https://dynamodb.us-east-1.amazonaws.com")
        return answer


def test_a_commit_whose_answer_is_lost_keeps_its_stored_answer_and_is_never_written_twice(
    stack: Stack, admin: Member, token: str
) -> None:
    app = stack.app([router])
    app.ports.override(
        Services,
        Services(
            stack.settings,
            clock=stack.clock,
            dynamodb=CommitThenTimeOut(stack.dynamodb, stack.settings.data_table),
        ),
    )  # type: ignore[arg-type]
    first = post(app, token, "crash-key")
    assert (first.status, first.code) == (503, "service_unavailable")  # the caller may retry
    assert len(orders(stack, admin.firm_id)) == 1
    retry = post(stack.app([router]), token, "crash-key")
    assert len(orders(stack, admin.firm_id)) == 1  # the write must not run twice
    assert replayed(retry)
    assert retry.status == 201


# ---- routes that take no key, methods that ignore it, the control table down -------------------------


def test_token_issue_and_switch_tenant_refuse_a_key_400_idempotency_unsupported(
    stack: Stack, admin: Member, session: str
) -> None:
    auth = stack.app(create_auth_app())
    issue = {"scopes": ["records:read"], "expiresAt": iso(NOW + DAY)}
    other_firm = stack.firm("Beta Capital")
    stack.member(other_firm, "admin", email=admin.email)
    for path, body in [
        ("/api/v1/auth/tokens", issue),
        ("/api/v1/auth/switch-tenant", {"tenantId": other_firm}),
    ]:
        refused = post(auth, session, "cred-key", path, body=body)
        assert (refused.status, refused.code) == (400, "idempotency_unsupported"), path
        assert "accessToken" not in json.dumps(refused.body)
    assert stack.identity.api_tokens_of_firm(admin.firm_id) == []
    assert record(stack, admin, "cred-key") is None
    # Without a key both routes work: the 400 above was the key, not the request.
    assert post(auth, session, None, "/api/v1/auth/tokens", body=issue).status == 201
    assert (
        post(auth, session, None, "/api/v1/auth/switch-tenant", body={"tenantId": other_firm}).status == 200
    )


def test_key_on_a_get_is_ignored(stack: Stack, app: App, admin: Member, token: str) -> None:
    for key in ("has space", "get-key", "get-key"):
        result = call(app, "GET", ORDERS_PATH, token=token, headers={"idempotency-key": key})
        assert result.status == 200
        assert "Idempotent-Replayed" not in result.headers
    assert executions("list_orders") == 3
    assert record(stack, admin, "get-key") is None


class ControlTableDown:
    """A DynamoDB client whose writes to the control table fail as if the network were down (alone or
    in a transaction); reads and the other tables work."""

    WRITES = ("put_item", "update_item", "delete_item", "transact_write_items")

    def __init__(self, client: Any, table: str) -> None:
        self._client = client
        self._table = table

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._client, name)
        if name not in self.WRITES:
            return attribute

        def unreachable(**kwargs: Any) -> Any:
            tables = {kwargs.get("TableName")} | {
                next(iter(item.values()))["TableName"] for item in kwargs.get("TransactItems", [])
            }
            if self._table in tables:
                raise EndpointConnectionError(endpoint_url="https://dynamodb.us-east-1.amazonaws.com")
            return attribute(**kwargs)

        return unreachable


def test_control_table_unreachable_is_503_service_unavailable_with_retry_after(
    stack: Stack, admin: Member, token: str
) -> None:
    broken = ControlTableDown(stack.dynamodb, stack.settings.control_table)
    app = stack.app([router])
    app.ports.override(Services, Services(stack.settings, clock=stack.clock, dynamodb=broken))  # type: ignore[arg-type]
    result = post(app, token, "down-key")
    assert (result.status, result.code) == (503, "service_unavailable")
    assert int(result.headers["Retry-After"]) >= 1
    assert executions("orders") == 0
    assert orders(stack, admin.firm_id) == []
    assert post(app, token, None).status == 201  # without a key the call does not need the table
