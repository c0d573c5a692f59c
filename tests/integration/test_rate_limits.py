"""API-token rate limit (spec 8): 300 calls a minute per token, with an injected clock.

The kernel counts a sliding minute: this clock minute's calls plus the previous minute's, weighted by
the part of it still inside the last 60 seconds (NOW is the start of a clock minute). A refused call's
Retry-After is the first whole second at which one more call fits.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from botocore.exceptions import ClientError, EndpointConnectionError

from kernel import rate_limit
from kernel.pipeline import App
from tests.integration import routes_for_tests as routes
from tests.integration.routes_for_tests import router
from tests.support import NOW, Member, MovableClock, Result, Stack, call

ITEMS = "/api/v1/x/test-items"
POLICY = '"default";q=300;w=60'
WRITE_OPERATIONS = {"PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems", "BatchWriteItem"}


@pytest.fixture(autouse=True)
def fresh_routes() -> None:
    routes.reset_controls()


@pytest.fixture
def clock(stack: Stack) -> MovableClock:
    clock = MovableClock()
    stack.clock = clock  # before any app is built: the services take the clock when they are made
    return clock


@pytest.fixture
def app(stack: Stack, clock: MovableClock) -> App:
    return stack.app([router])


@pytest.fixture
def admin(stack: Stack, clock: MovableClock) -> Member:
    return stack.member(stack.firm("Alpha Partners"), "admin")


@pytest.fixture
def token(stack: Stack, admin: Member) -> str:
    return stack.api_token(admin, ["records:write"])


class DynamoCalls:
    """Every DynamoDB operation the stack's client makes, with its parameters, as botocore sees it."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, params: dict[str, Any], model: Any, **_: Any) -> None:
        self.calls.append((model.name, dict(params)))

    def writes(self, table: str | None = None) -> list[str]:
        return [
            name
            for name, params in self.calls
            if name in WRITE_OPERATIONS and (table is None or params.get("TableName") == table)
        ]


@pytest.fixture
def dynamo_calls(stack: Stack) -> Iterator[DynamoCalls]:
    recorder = DynamoCalls()
    stack.dynamodb.meta.events.register("provide-client-params.dynamodb.*", recorder)
    yield recorder
    stack.dynamodb.meta.events.unregister("provide-client-params.dynamodb.*", recorder)


def limit_state(result: Result) -> tuple[int, int] | None:
    """(remaining, seconds) from the RateLimit field, after checking its policy; None without fields."""
    if "RateLimit" not in result.headers:
        assert "RateLimit-Policy" not in result.headers
        return None
    assert result.headers["RateLimit-Policy"] == POLICY
    match = re.fullmatch(r'"default";r=(\d+);t=(\d+)', result.headers["RateLimit"])
    assert match, result.headers["RateLimit"]
    return int(match[1]), int(match[2])


def assert_limited(result: Result, seconds_left: int) -> None:
    assert (result.status, result.code) == (429, "rate_limited")
    assert result.headers["Retry-After"] == str(seconds_left)
    assert limit_state(result) == (0, seconds_left)


# ---- 300 a minute ------------------------------------------------------------------------------------


def test_400_calls_in_one_minute_300_accepted_100_limited_with_retry_after(
    app: App, token: str, clock: MovableClock
) -> None:
    clock.now = NOW + 10  # 50 s left in this minute
    accepted = limited = 0
    for n in range(350):
        result = call(app, "GET", ITEMS, token=token)
        if n < 300:
            assert result.status == 200, (n, result.body)
            assert limit_state(result) == (299 - n, 50)
            accepted += 1
        else:
            # one more fits once this minute's 300 weigh 299: 0.2 s into the next minute (50.2 s)
            assert_limited(result, 51)
            limited += 1
    clock.now = NOW + 42.3  # 17.7 + 0.2 s to wait: Retry-After rounds up to whole seconds
    for _ in range(49):
        assert_limited(call(app, "GET", ITEMS, token=token), 18)
        limited += 1
    clock.now = NOW + 59.5
    assert_limited(call(app, "GET", ITEMS, token=token), 1)
    limited += 1
    assert (accepted, limited) == (300, 100)

    clock.now = NOW + 60  # the next minute: the previous 300 still weigh in full
    assert_limited(call(app, "GET", ITEMS, token=token), 1)
    clock.now = NOW + 61  # 59/60 of 300 = 295 carried: room for 5
    result = call(app, "GET", ITEMS, token=token)
    assert result.status == 200
    assert limit_state(result) == (4, 59)


def test_a_burst_either_side_of_a_minute_boundary_gets_300_not_600(
    app: App, token: str, clock: MovableClock
) -> None:
    clock.now = NOW + 59
    assert [call(app, "GET", ITEMS, token=token).status for _ in range(300)] == [200] * 300
    clock.now = NOW + 60
    second_burst = [call(app, "GET", ITEMS, token=token).status for _ in range(300)]
    assert second_burst == [429] * 300
    clock.now = NOW + 90  # half of the previous minute is still inside the last 60 s: 150 carried
    later = [call(app, "GET", ITEMS, token=token).status for _ in range(151)]
    assert later == [200] * 150 + [429]


def test_retry_after_is_honest_a_call_after_it_is_accepted(app: App, token: str, clock: MovableClock) -> None:
    clock.now = NOW + 33.4
    for _ in range(300):
        call(app, "GET", ITEMS, token=token)
    limited = call(app, "GET", ITEMS, token=token)
    wait = int(limited.headers["Retry-After"])
    assert wait == 27  # 26.6 s to the minute's end, then 0.2 s for its weight to fall under 300
    clock.now += wait - 1
    assert call(app, "GET", ITEMS, token=token).status == 429
    clock.now += 1
    assert call(app, "GET", ITEMS, token=token).status == 200


def test_retry_after_within_the_minute_as_the_previous_minute_fades(
    app: App, token: str, clock: MovableClock
) -> None:
    clock.now = NOW + 30
    for _ in range(240):
        call(app, "GET", ITEMS, token=token)
    clock.now = NOW + 70  # 240 * 50/60 = 200 carried: room for 100
    assert [call(app, "GET", ITEMS, token=token).status for _ in range(100)] == [200] * 100
    refused = call(app, "GET", ITEMS, token=token)
    wait = int(refused.headers["Retry-After"])
    assert wait == 1  # 240 * 49/60 = 196 carried a second later: room again, in this same minute
    clock.now += wait
    assert call(app, "GET", ITEMS, token=token).status == 200


def test_ratelimit_fields_on_every_api_token_response_and_remaining_counts_down(
    stack: Stack, app: App, admin: Member
) -> None:
    reader = stack.api_token(admin, ["records:read"])
    answers = [
        call(app, "GET", ITEMS, token=reader),  # 200
        call(app, "GET", f"{ITEMS}/itm_missing", token=reader),  # 404 from the handler
        call(app, "POST", ITEMS, token=reader, body={"name": "x"}),  # 403 scope_denied
        call(app, "GET", ITEMS, token=reader, query="limt=5"),  # 400 invalid_request
    ]
    assert [(r.status, r.code) for r in answers] == [
        (200, None),
        (404, "not_found"),
        (403, "scope_denied"),
        (400, "invalid_request"),
    ]
    assert [limit_state(r) for r in answers] == [(299, 60), (298, 60), (297, 60), (296, 60)]


def test_idempotent_replay_carries_the_ratelimit_fields_too(app: App, token: str) -> None:
    body = {"name": "Acme", "amount": 1}
    headers = {"idempotency-key": "k-1"}
    first = call(app, "POST", "/api/v1/x/test-orders", token=token, body=body, headers=headers)
    replay = call(app, "POST", "/api/v1/x/test-orders", token=token, body=body, headers=headers)
    assert replay.headers["Idempotent-Replayed"] == "true"
    assert [limit_state(first), limit_state(replay)] == [(299, 60), (298, 60)]


def test_500_to_an_api_token_still_carries_the_ratelimit_fields(app: App, token: str) -> None:
    call(app, "GET", ITEMS, token=token)
    result = call(app, "GET", "/api/v1/x/test-boom", token=token)
    assert (result.status, result.code) == (500, "internal_error")
    assert limit_state(result) == (298, 60)


def test_session_tokens_are_not_counted(
    stack: Stack, app: App, admin: Member, dynamo_calls: DynamoCalls
) -> None:
    session = stack.session_token(admin)
    for _ in range(400):
        result = call(app, "GET", ITEMS, token=session)
        assert result.status == 200
        assert limit_state(result) is None
    assert dynamo_calls.writes(stack.settings.control_table) == []


def test_each_token_has_its_own_budget(stack: Stack, app: App, admin: Member, token: str) -> None:
    second = stack.api_token(admin, ["records:read"])  # same person, another token
    colleague = stack.api_token(stack.member(admin.firm_id, "admin"), ["records:read"])
    for _ in range(300):
        assert call(app, "GET", ITEMS, token=token).status == 200
    assert_limited(call(app, "GET", ITEMS, token=token), 61)
    for other in (second, colleague):
        result = call(app, "GET", ITEMS, token=other)
        assert result.status == 200
        assert limit_state(result) == (299, 60)
    assert_limited(call(app, "GET", ITEMS, token=token), 61)


# ---- a flood costs no writes -------------------------------------------------------------------------


def test_a_token_over_its_limit_costs_no_dynamodb_write_until_room_returns(
    stack: Stack, app: App, token: str, clock: MovableClock, dynamo_calls: DynamoCalls
) -> None:
    """The counter is read with the token (one BatchGetItem): a token found over is refused by that
    read, in every container, with no write."""
    control = stack.settings.control_table
    for _ in range(300):
        assert call(app, "GET", ITEMS, token=token).status == 200
    assert dynamo_calls.writes(control) == ["UpdateItem"] * 300
    before = len(dynamo_calls.writes())
    clock.now = NOW + 30
    for _ in range(100):
        assert call(app, "GET", ITEMS, token=token).status == 429
    assert len(dynamo_calls.writes()) == before  # no write at all, on any table
    other_container = stack.app([router])  # another container knows nothing, and reads the same
    assert call(other_container, "GET", ITEMS, token=token).status == 429
    assert len(dynamo_calls.writes(control)) == 300

    clock.now = NOW + 60  # the previous minute's 300 still weigh in full: refused by the read
    assert call(app, "GET", ITEMS, token=token).status == 429
    assert len(dynamo_calls.writes(control)) == 300
    clock.now = NOW + 61
    assert call(app, "GET", ITEMS, token=token).status == 200
    assert len(dynamo_calls.writes(control)) == 301


# ---- control table unreachable: fail open ------------------------------------------------------------


class WarningLines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@pytest.fixture
def warnings_logged() -> Iterator[list[str]]:
    handler = WarningLines()
    kernel_logger = logging.getLogger(rate_limit.logger.name)
    kernel_logger.addHandler(handler)
    yield handler.messages
    kernel_logger.removeHandler(handler)


def connection_lost() -> Exception:
    return EndpointConnectionError(endpoint_url="https://dynamodb.us-east-1.amazonaws.com")


def throttled() -> Exception:
    error = {"Error": {"Code": "ProvisionedThroughputExceededException", "Message": "slow down"}}
    return ClientError(error, "UpdateItem")  # type: ignore[arg-type]


@pytest.mark.parametrize("failure", [connection_lost, throttled], ids=["unreachable", "throttled"])
def test_control_table_unreachable_fails_open_without_fields_and_logs_a_warning(
    stack: Stack, app: App, token: str, warnings_logged: list[str], failure: Callable[[], Exception]
) -> None:
    control = stack.settings.control_table
    failed: list[str] = []

    def control_table_down(params: dict[str, Any], **_: Any) -> None:
        if params.get("TableName") == control:  # the counter only: identity and data tables still work
            failed.append(params["TableName"])
            raise failure()

    stack.dynamodb.meta.events.register("provide-client-params.dynamodb.UpdateItem", control_table_down)
    try:
        result = call(app, "GET", ITEMS, token=token)
    finally:
        stack.dynamodb.meta.events.unregister("provide-client-params.dynamodb.UpdateItem", control_table_down)
    assert failed == [control]
    assert result.status == 200
    assert limit_state(result) is None
    assert any("rate-limit" in message and "allowed" in message for message in warnings_logged)

    back = call(app, "GET", ITEMS, token=token)  # counting resumes when the table is back
    assert limit_state(back) == (299, 60)


def test_a_404_to_a_token_over_its_limit_stays_404_and_shows_when_to_retry(
    app: App, token: str, clock: MovableClock, dynamo_calls: DynamoCalls
) -> None:
    for _ in range(300):
        call(app, "GET", ITEMS, token=token)
    writes = len(dynamo_calls.writes())
    result = call(app, "GET", "/api/v1/x/no-such-thing", token=token)
    assert (result.status, result.code) == (404, "not_found")
    assert limit_state(result) == (0, 61)  # where it stands: the same wait a 429 would give
    assert "Retry-After" not in result.headers
    assert len(dynamo_calls.writes()) == writes
