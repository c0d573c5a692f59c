"""Each request's CloudWatch metrics line (EMF, kernel.metrics): one per request, by service and route
template, with nothing of the caller in it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kernel.pipeline import App
from tests.integration.routes_for_tests import router
from tests.support import Member, Stack, api_event

ITEM_ID = "itm_metricsPathValue7"  # a path value: it must never reach the metrics line
METRICS = [
    {"Name": "Requests", "Unit": "Count"},
    {"Name": "Errors4xx", "Unit": "Count"},
    {"Name": "Errors5xx", "Unit": "Count"},
    {"Name": "Latency", "Unit": "Milliseconds"},
]


@pytest.fixture
def app(stack: Stack, monkeypatch: pytest.MonkeyPatch) -> App:
    for name in ("POWERTOOLS_METRICS_NAMESPACE", "POWERTOOLS_METRICS_DISABLED", "POWERTOOLS_DEV"):
        monkeypatch.delenv(name, raising=False)
    return stack.app(App([router], service="records"))


@pytest.fixture
def member(stack: Stack) -> Member:
    return stack.member(stack.firm("Metrics Partners"), "admin")


@pytest.fixture
def token(stack: Stack, member: Member) -> str:
    return stack.api_token(member, ["records:write"])


def handle(app: App, event: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The status of one request, and the one metrics line it wrote (told apart from log lines by
    its `_aws` key)."""
    capsys.readouterr()
    status = app.lambda_handler(event, None)["statusCode"]
    [line] = [raw for raw in capsys.readouterr().out.splitlines() if "_aws" in _json_object(raw)]
    return status, line


def _json_object(raw: str) -> dict[str, Any]:
    try:
        parsed = json.loads(raw)
    except ValueError:
        return {}
    return parsed if isinstance(parsed, dict) else {}


def assert_metrics(line: str, route: str, errors_4xx: int, errors_5xx: int) -> dict[str, Any]:
    emf: dict[str, Any] = json.loads(line)
    assert emf["_aws"]["CloudWatchMetrics"] == [
        {"Namespace": "RecordsPlatform", "Dimensions": [["service", "route"]], "Metrics": METRICS}
    ]
    assert isinstance(emf["_aws"]["Timestamp"], int)
    assert set(emf) == {"_aws", "service", "route", "Requests", "Errors4xx", "Errors5xx", "Latency"}
    assert (emf["service"], emf["route"]) == ("records", route)
    assert (emf["Requests"], emf["Errors4xx"], emf["Errors5xx"]) == (1, errors_4xx, errors_5xx)
    assert isinstance(emf["Latency"], float)
    assert emf["Latency"] >= 0
    return emf


def assert_nothing_of_the_caller(line: str, event: dict[str, Any], member: Member, token: str) -> None:
    request_id = event["requestContext"]["requestId"]
    for value in (member.firm_id, member.user_id, token, token.rsplit(".", 1)[-1], ITEM_ID, request_id):
        assert value not in line


def test_a_200_counts_one_request_by_route_template_with_the_access_log_duration(
    app: App, member: Member, token: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    logged: list[dict[str, Any]] = []
    monkeypatch.setattr(app._access_log, "write", logged.append)
    event = api_event("POST", f"/api/v1/x/test-items/{ITEM_ID}/touch", token=token)
    status, line = handle(app, event, capsys)
    assert status == 200
    emf = assert_metrics(line, "POST /api/v1/x/test-items/{item_id}/touch", 0, 0)
    [access] = logged
    assert emf["Latency"] == access["duration_ms"]
    assert access["firm_id"] == member.firm_id  # the access log knows the caller; the metrics do not
    assert_nothing_of_the_caller(line, event, member, token)


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [("GET", f"/api/v1/x/no-such-area/{ITEM_ID}", 404), ("DELETE", "/api/v1/x/test-items", 405)],
    ids=["404", "405"],
)
def test_a_request_no_route_matches_is_counted_under_none(
    app: App,
    member: Member,
    token: str,
    capsys: pytest.CaptureFixture[str],
    method: str,
    path: str,
    status: int,
) -> None:
    handle(app, api_event("GET", "/api/v1/x/test-items", token=token), capsys)  # the route is not kept
    event = api_event(method, path, token=token)
    answered, line = handle(app, event, capsys)
    assert answered == status
    assert_metrics(line, "none", 1, 0)
    assert_nothing_of_the_caller(line, event, member, token)


def test_a_refusal_by_the_routes_handler_keeps_the_routes_template(
    app: App, member: Member, token: str, capsys: pytest.CaptureFixture[str]
) -> None:
    event = api_event("GET", f"/api/v1/x/test-items/{ITEM_ID}", token=token)
    status, line = handle(app, event, capsys)
    assert status == 404
    assert_metrics(line, "GET /api/v1/x/test-items/{item_id}", 1, 0)
    assert_nothing_of_the_caller(line, event, member, token)


def test_a_validation_error_is_a_4xx_of_its_route(
    app: App, member: Member, token: str, capsys: pytest.CaptureFixture[str]
) -> None:
    event = api_event("POST", "/api/v1/x/test-items", token=token, body={"name": "", "tags": [ITEM_ID]})
    status, line = handle(app, event, capsys)
    assert status == 400
    assert_metrics(line, "POST /api/v1/x/test-items", 1, 0)
    assert_nothing_of_the_caller(line, event, member, token)


def test_an_unhandled_error_is_a_5xx_of_its_route_and_still_writes_its_line(
    app: App, member: Member, token: str, capsys: pytest.CaptureFixture[str]
) -> None:
    event = api_event("GET", "/api/v1/x/test-boom", token=token)
    status, line = handle(app, event, capsys)
    assert status == 500
    assert_metrics(line, "GET /api/v1/x/test-boom", 0, 1)
    assert_nothing_of_the_caller(line, event, member, token)


def test_the_namespace_comes_from_the_environment(
    stack: Stack, token: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", "RecordsPlatform/Staging")
    monkeypatch.delenv("POWERTOOLS_METRICS_DISABLED", raising=False)
    app = stack.app(App([router], service="records"))
    _, line = handle(app, api_event("GET", "/api/v1/x/test-items", token=token), capsys)
    assert json.loads(line)["_aws"]["CloudWatchMetrics"][0]["Namespace"] == "RecordsPlatform/Staging"


def test_powertools_metrics_disabled_silences_the_line(
    stack: Stack, token: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("POWERTOOLS_METRICS_DISABLED", "true")
    app = stack.app(App([router], service="records"))
    capsys.readouterr()
    answer = app.lambda_handler(api_event("GET", "/api/v1/x/test-items", token=token), None)
    assert answer["statusCode"] == 200
    assert "_aws" not in capsys.readouterr().out
