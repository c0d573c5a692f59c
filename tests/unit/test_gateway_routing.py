"""The local gateway routes and builds events as API Gateway HTTP API (payload 2.0) does."""

from __future__ import annotations

import base64
import json
import re
import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from local_stack.gateway import (
    MAX_BODY_BYTES,
    Gateway,
    MalformedResult,
    Request,
    Route,
    Router,
    to_response,
)
from local_stack.http_front import FrontServer
from local_stack.template import functions, load_template

PETS = {
    "Exact": ["GET /pets/dog/1"],
    "Param": ["GET /pets/dog/{id}"],
    "Greedy": ["ANY /pets/{proxy+}"],
    "Default": ["$default"],
}


def route_of(router: Router, method: str, path: str) -> tuple[str, dict[str, str]] | None:
    match = router.select(method, path)
    return (match.route.route_key, match.path_parameters) if match else None


class Recorder:
    """Stands in for the functions: records each event and answers with a canned result."""

    def __init__(self, result: Any = None, error: Exception | None = None):
        self.events: list[tuple[str, dict[str, Any]]] = []
        self.result = {"statusCode": 200, "body": "ok"} if result is None else result
        self.error = error

    def __call__(self, target: str, event: dict[str, Any]) -> Any:
        self.events.append((target, event))
        if self.error:
            raise self.error
        return self.result


def gateway(routes: dict[str, list[str]] | None = None, **recorder: Any) -> tuple[Gateway, Recorder]:
    invoke = Recorder(**recorder)
    return Gateway(Router.from_route_keys(routes or PETS), invoke), invoke


def event_for(request: Request, routes: dict[str, list[str]] | None = None) -> dict[str, Any]:
    gw, invoke = gateway(routes)
    gw.handle(request)
    return invoke.events[-1][1]


# ---- precedence -------------------------------------------------------------------------------------


def test_exact_path_wins_over_parameter_and_greedy() -> None:
    assert route_of(Router.from_route_keys(PETS), "GET", "/pets/dog/1") == ("GET /pets/dog/1", {})


def test_parameter_wins_over_greedy_and_is_passed_as_path_parameter() -> None:
    assert route_of(Router.from_route_keys(PETS), "GET", "/pets/dog/2") == ("GET /pets/dog/{id}", {"id": "2"})


def test_greedy_takes_the_rest_of_the_path() -> None:
    router = Router.from_route_keys(PETS)
    assert route_of(router, "POST", "/pets/cat/1/toys") == ("ANY /pets/{proxy+}", {"proxy": "cat/1/toys"})


def test_greedy_needs_at_least_one_segment_so_its_parent_falls_to_default() -> None:
    assert route_of(Router.from_route_keys(PETS), "GET", "/pets") == ("$default", {})


def test_method_route_wins_over_any_on_the_same_path() -> None:
    router = Router.from_route_keys({"Get": ["GET /items"], "Any": ["ANY /items"]})
    assert route_of(router, "GET", "/items") == ("GET /items", {})
    assert route_of(router, "DELETE", "/items") == ("ANY /items", {})


def test_a_route_for_another_method_does_not_match() -> None:
    router = Router.from_route_keys({"Get": ["GET /items"], "Default": ["$default"]})
    assert route_of(router, "POST", "/items") == ("$default", {})


def test_any_route_without_greedy_wins_over_a_longer_greedy_route() -> None:
    router = Router.from_route_keys({"Param": ["ANY /a/{x}/c"], "Greedy": ["GET /a/b/{proxy+}"]})
    assert route_of(router, "GET", "/a/b/c") == ("ANY /a/{x}/c", {"x": "b"})


def test_literal_segment_wins_over_parameter_segment_by_segment() -> None:
    router = Router.from_route_keys({"Late": ["GET /a/{x}/c"], "Early": ["GET /a/b/{y}"]})
    assert route_of(router, "GET", "/a/b/c") == ("GET /a/b/{y}", {"y": "c"})


def test_longer_greedy_prefix_wins_over_shorter_one() -> None:
    router = Router.from_route_keys({"Short": ["ANY /{proxy+}"], "Long": ["ANY /api/{proxy+}"]})
    assert route_of(router, "GET", "/api/v1/x") == ("ANY /api/{proxy+}", {"proxy": "v1/x"})


def test_path_parameters_are_url_decoded() -> None:
    router = Router.from_route_keys({"F": ["GET /files/{name}"]})
    assert route_of(router, "GET", "/files/a%20b%2Fc") == ("GET /files/{name}", {"name": "a b/c"})


def test_no_route_and_no_default_is_api_gateways_404() -> None:
    gw, invoke = gateway({"Only": ["GET /only"]})
    response = gw.handle(Request("GET", "/elsewhere"))
    assert response.status == 404
    assert json.loads(response.body) == {"message": "Not Found"}
    assert invoke.events == []


def test_greedy_variable_must_be_the_last_segment() -> None:
    with pytest.raises(ValueError, match="last segment"):
        Route.parse("GET /a/{proxy+}/b", "F")


def test_a_route_declared_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="declared twice"):
        Router.from_route_keys({"A": ["GET /x"], "B": ["GET /x"]})


def test_template_routes_send_auth_paths_to_auth_and_the_rest_to_platform() -> None:
    router = Router.from_route_keys({spec.logical_id: spec.route_keys for spec in functions(load_template())})
    me = router.select("GET", "/api/v1/auth/me")
    catalog = router.select("GET", "/api/v1/x/catalog")
    unknown = router.select("GET", "/api/v1/x/no-such-route")
    assert me is not None
    assert catalog is not None
    assert unknown is not None
    assert (me.route.target, me.route.route_key, me.path_parameters) == (
        "AuthFunction",
        "ANY /api/v1/auth/{proxy+}",
        {"proxy": "me"},
    )
    assert (catalog.route.target, catalog.route.route_key) == ("PlatformFunction", "ANY /api/v1/x/catalog")
    assert (unknown.route.target, unknown.route.route_key) == ("PlatformFunction", "$default")


# ---- the event --------------------------------------------------------------------------------------


def test_event_has_payload_2_shape_with_route_key_and_raw_query() -> None:
    event = event_for(
        Request(
            "GET",
            "/pets/dog/7",
            "a=1&a=2&b=x%20y&empty=",
            headers=[("Host", "127.0.0.1:3000"), ("User-Agent", "pytest")],
            source_ip="127.0.0.9",
        )
    )
    assert event["version"] == "2.0"
    assert event["routeKey"] == "GET /pets/dog/{id}"
    assert event["rawPath"] == "/pets/dog/7"
    assert event["rawQueryString"] == "a=1&a=2&b=x%20y&empty="
    assert event["queryStringParameters"] == {"a": "1,2", "b": "x y", "empty": ""}
    assert event["pathParameters"] == {"id": "7"}
    assert event["isBase64Encoded"] is False
    assert "body" not in event
    context = event["requestContext"]
    assert context["routeKey"] == "GET /pets/dog/{id}"
    assert context["stage"] == "$default"
    assert context["domainName"] == "127.0.0.1"
    assert context["http"] == {
        "method": "GET",
        "path": "/pets/dog/7",
        "protocol": "HTTP/1.1",
        "sourceIp": "127.0.0.9",
        "userAgent": "pytest",
    }
    assert re.fullmatch(r"\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} \+0000", context["time"])
    assert isinstance(context["timeEpoch"], int)
    assert {"accountId", "apiId", "domainPrefix", "requestId"} <= set(context)


def test_event_omits_query_and_path_parameters_when_there_are_none() -> None:
    event = event_for(Request("GET", "/somewhere"))
    assert event["routeKey"] == "$default"
    assert event["rawQueryString"] == ""
    assert "queryStringParameters" not in event
    assert "pathParameters" not in event


def test_headers_are_lower_cased_and_repeats_joined_by_comma() -> None:
    event = event_for(
        Request("GET", "/x", headers=[("X-Multi", "one"), ("x-multi", "two"), ("Accept", "text/plain")])
    )
    assert event["headers"]["x-multi"] == "one,two"
    assert event["headers"]["accept"] == "text/plain"
    assert all(name == name.lower() for name in event["headers"])


def test_cookie_header_becomes_the_cookies_list() -> None:
    event = event_for(Request("GET", "/x", headers=[("Cookie", "a=1; b=2"), ("Cookie", "c=3")]))
    assert event["cookies"] == ["a=1", "b=2", "c=3"]
    assert "cookie" not in event["headers"]


def test_request_id_is_unique_per_request() -> None:
    gw, invoke = gateway()
    first, second = gw.handle(Request("GET", "/x")), gw.handle(Request("GET", "/x"))
    ids = [event["requestContext"]["requestId"] for _, event in invoke.events]
    assert ids[0] != ids[1]
    assert dict(first.headers)["apigw-requestid"] == ids[0]
    assert dict(second.headers)["apigw-requestid"] == ids[1]


def test_utf8_body_is_passed_as_text() -> None:
    event = event_for(Request("POST", "/x", body='{"name": "Zoë"}'.encode()))
    assert event["body"] == '{"name": "Zoë"}'
    assert event["isBase64Encoded"] is False


def test_non_utf8_body_is_base64_encoded() -> None:
    raw = b"\xff\xfe\x00binary"
    event = event_for(Request("POST", "/x", body=raw))
    assert event["isBase64Encoded"] is True
    assert base64.b64decode(event["body"]) == raw


# ---- the response -----------------------------------------------------------------------------------


def test_structured_result_becomes_status_headers_cookies_and_body() -> None:
    gw, _ = gateway(
        result={
            "statusCode": 201,
            "headers": {"Content-Type": "application/json", "X-Count": 3},
            "multiValueHeaders": {"X-Many": ["a", "b"]},
            "cookies": ["s=1; HttpOnly"],
            "body": '{"ok": true}',
        }
    )
    response = gw.handle(Request("POST", "/x"))
    assert response.status == 201
    assert ("Content-Type", "application/json") in response.headers
    assert ("X-Count", "3") in response.headers
    assert [v for k, v in response.headers if k == "X-Many"] == ["a", "b"]
    assert ("set-cookie", "s=1; HttpOnly") in response.headers
    assert response.body == b'{"ok": true}'


def test_base64_encoded_result_body_is_decoded() -> None:
    raw = b"\x89PNG\x00\xff"
    gw, _ = gateway(
        result={"statusCode": 200, "body": base64.b64encode(raw).decode(), "isBase64Encoded": True}
    )
    assert gw.handle(Request("GET", "/x")).body == raw


def test_result_without_status_code_is_a_200_json_body() -> None:
    gw, _ = gateway(result={"hello": "world"})
    response = gw.handle(Request("GET", "/x"))
    assert response.status == 200
    assert ("content-type", "application/json") in response.headers
    assert json.loads(response.body) == {"hello": "world"}


def test_handler_that_raises_is_500_internal_server_error_with_traceback_on_stderr(
    capsys: pytest.CaptureFixture[str],
) -> None:
    gw, _ = gateway(error=RuntimeError("boom in handler"))
    response = gw.handle(Request("GET", "/x"))
    assert response.status == 500
    assert json.loads(response.body) == {"message": "Internal Server Error"}
    assert b"boom" not in response.body
    err = capsys.readouterr().err
    assert "Traceback" in err
    assert "boom in handler" in err


def test_malformed_result_is_500() -> None:
    with pytest.raises(MalformedResult):
        to_response({"statusCode": "not-a-number", "body": "x"})
    gw, _ = gateway(result={"statusCode": 200, "body": {"not": "a string"}})
    assert gw.handle(Request("GET", "/x")).status == 500


def test_body_over_api_gateway_limit_is_413() -> None:
    gw, invoke = gateway()
    response = gw.handle(Request("POST", "/x", body=b"x" * (MAX_BODY_BYTES + 1)))
    assert response.status == 413
    assert json.loads(response.body) == {"message": "Request Entity Too Large"}
    assert invoke.events == []


# ---- the HTTP front ---------------------------------------------------------------------------------


@pytest.fixture
def front() -> Iterator[tuple[FrontServer, Recorder]]:
    gw, invoke = gateway(result={"statusCode": 200, "headers": {"content-type": "text/plain"}, "body": "hi"})
    server = FrontServer(0, gw)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server, invoke
    server.shutdown()
    server.server_close()
    thread.join()


def raw_http(server: FrontServer, request: bytes) -> bytes:
    with socket.create_connection(server.server_address[:2], timeout=5) as connection:
        connection.sendall(request)
        chunks = []
        while chunk := connection.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def test_http_front_refuses_a_declared_body_over_10_mb_without_reading_it(
    front: tuple[FrontServer, Recorder],
) -> None:
    server, invoke = front
    answer = raw_http(
        server, f"POST /x HTTP/1.1\r\nHost: t\r\nContent-Length: {MAX_BODY_BYTES + 1}\r\n\r\n".encode()
    )
    assert answer.startswith(b"HTTP/1.1 413")
    assert answer.endswith(b'{"message":"Request Entity Too Large"}')
    assert invoke.events == []


def test_http_front_passes_method_path_query_and_chunked_body(front: tuple[FrontServer, Recorder]) -> None:
    server, invoke = front
    answer = raw_http(
        server,
        b"PATCH /pets/dog/3?q=1 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
        b"5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n",
    )
    assert answer.startswith(b"HTTP/1.1 200")
    assert answer.endswith(b"hi")
    target, event = invoke.events[-1]
    assert target == "Greedy"
    assert (event["requestContext"]["http"]["method"], event["rawPath"]) == ("PATCH", "/pets/dog/3")
    assert event["rawQueryString"] == "q=1"
    assert event["body"] == "hello world"


@pytest.mark.parametrize("method", ["TRACE", "PROPFIND", "FOO"])
def test_http_front_passes_every_method_to_the_gateway(
    front: tuple[FrontServer, Recorder], method: str
) -> None:
    """API Gateway hands any method to an ANY or $default route; the kernel decides what it means."""
    server, invoke = front
    answer = raw_http(server, f"{method} /pets/dog HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n".encode())
    assert answer.startswith(b"HTTP/1.1 200")
    assert invoke.events[-1][1]["requestContext"]["http"]["method"] == method


def test_http_front_refuses_over_100_headers_in_the_error_envelope(
    front: tuple[FrontServer, Recorder],
) -> None:
    server, invoke = front
    headers = "".join(f"X-Extra-{number}: {number}\r\n" for number in range(101))
    answer = raw_http(server, f"GET /pets/dog HTTP/1.1\r\nHost: t\r\n{headers}\r\n".encode())
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 431")
    request_id = next(
        line.split(b": ", 1)[1].decode()
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"x-request-id")
    )
    assert json.loads(body) == {
        "error": {
            "code": "request_header_fields_too_large",
            "message": "Too many headers.",
            "requestId": request_id,
        }
    }
    assert invoke.events == []


def test_http_front_refuses_a_malformed_request_line_in_the_error_envelope(
    front: tuple[FrontServer, Recorder],
) -> None:
    server, _ = front
    head, _, body = raw_http(server, b"GET /pets dog HTTP/1.1 extra\r\n\r\n").partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400")
    assert json.loads(body)["error"]["code"] == "bad_request"


@pytest.mark.parametrize("value", ["clé-1", "ключ-1"])
def test_http_front_reads_header_values_as_utf8(front: tuple[FrontServer, Recorder], value: str) -> None:
    server, invoke = front
    request = f"GET /pets/dog HTTP/1.1\r\nHost: t\r\nIdempotency-Key: {value}\r\nConnection: close\r\n\r\n"
    assert raw_http(server, request.encode("utf-8")).startswith(b"HTTP/1.1 200")
    assert invoke.events[-1][1]["headers"]["idempotency-key"] == value


def test_http_front_replaces_bytes_that_are_not_utf8(front: tuple[FrontServer, Recorder]) -> None:
    server, invoke = front
    raw_http(server, b"GET /pets/dog HTTP/1.1\r\nHost: t\r\nX-Note: a\xffb\r\nConnection: close\r\n\r\n")
    assert invoke.events[-1][1]["headers"]["x-note"] == "a\ufffdb"
