"""Hostile and malformed requests get a clear 4xx in the error envelope, never a 500 or a bare answer
(findings of the adversarial probe: issue "Sign-in trust, token lifetimes and bad-input findings")."""

from __future__ import annotations

import json
from typing import Any

import pytest

from auth_api.handler import create_app as create_auth_app
from forms_api.handler import create_app
from kernel.json_codec import MAX_INTEGER_DIGITS
from kernel.parsing import MAX_DETAILS, MAX_ECHO
from tests.integration.routes_for_tests import router
from tests.support import Member, Result, Stack, api_event, call

FORMS = "/api/v1/x/forms"


@pytest.fixture
def admin(stack: Stack) -> Member:
    return stack.member(stack.firm(), "admin")


@pytest.fixture
def token(stack: Stack, admin: Member) -> str:
    return stack.api_token(admin, ["forms:publish", "forms:draft", "records:write"])


@pytest.fixture
def forms(stack: Stack) -> Any:
    return stack.app(create_app())


def raw_call(app: Any, raw_body: str, token: str, **headers: str) -> Result:
    return call(app, "POST", FORMS, token=token, raw_body=raw_body,
                headers={"content-type": "application/json", **headers})  # fmt: skip


def assert_enveloped(result: Result, status: int, code: str) -> None:
    """The answer a client can always read: the status, the code, X-Request-Id, and UTF-8 text."""
    assert (result.status, result.code) == (status, code)
    assert result.body["error"]["requestId"] == result.headers["X-Request-Id"]
    json.dumps(result.body, ensure_ascii=False).encode("utf-8")  # raises on an unencodable answer


def test_a_repeated_key_that_is_a_lone_surrogate_is_400_with_an_encodable_answer(
    forms: Any, token: str
) -> None:
    event = api_event("POST", FORMS, token=token, raw_body='{"\\ud800": 1, "\\ud800": 2}',
                      headers={"content-type": "application/json"})  # fmt: skip
    response = forms.lambda_handler(event, None)
    text = response["body"]
    text.encode("utf-8")  # the text the gateway sends: must be valid UTF-8 whatever it echoes
    body = json.loads(text)
    assert (response["statusCode"], body["error"]["code"]) == (400, "invalid_json")
    assert response["headers"]["X-Request-Id"] == body["error"]["requestId"]


def test_a_lone_surrogate_in_a_value_is_400_invalid_json_not_500(stack: Stack, admin: Member) -> None:
    session = stack.session_token(admin)
    auth = stack.app(create_auth_app())
    result = call(auth, "POST", "/api/v1/auth/tokens", token=session,
                  raw_body='{"scopes": ["\\ud800"], "expiresAt": "2027-01-01T00:00:00Z"}',
                  headers={"content-type": "application/json"})  # fmt: skip
    assert_enveloped(result, 400, "invalid_json")
    assert "lone surrogate" in result.body["error"]["message"]


def test_an_integer_over_the_digit_limit_is_answered_in_the_products_words(forms: Any, token: str) -> None:
    result = raw_call(forms, '{"name": ' + "9" * (MAX_INTEGER_DIGITS + 1) + "}", token)
    assert_enveloped(result, 400, "invalid_json")
    assert "digits" in result.body["error"]["message"]
    assert "set_int_max_str_digits" not in result.body["error"]["message"]


@pytest.mark.parametrize("value", ['a"b', "a\\b", "a`b", "a%22b"])
def test_a_path_value_with_a_quote_backslash_or_backtick_is_404_not_405(
    forms: Any, token: str, value: str
) -> None:
    result = call(forms, "GET", f"{FORMS}/{value}", token=token)
    assert_enveloped(result, 404, "not_found")


def test_thousands_of_unknown_query_parameters_give_a_small_answer(stack: Stack, admin: Member) -> None:
    app = stack.app([router])
    token = stack.api_token(admin, ["records:read"])
    query = "&".join(f"p{index}{'x' * 300}=1" for index in range(5000))
    result = call(app, "GET", "/api/v1/x/test-items/i1", token=token, query=query)
    assert_enveloped(result, 400, "invalid_request")
    details = result.body["error"]["details"]
    assert len(details) == MAX_DETAILS
    assert all(len(detail["field"]) <= MAX_ECHO for detail in details)
    assert "4999 more" in result.body["error"]["message"]
    assert len(json.dumps(result.body)) < 10_000


def test_head_on_a_get_route_is_served_as_get_without_a_body(stack: Stack, admin: Member) -> None:
    app = stack.app([router])
    token = stack.api_token(admin, ["records:read"])
    get = call(app, "GET", "/api/v1/x/test-items", token=token)
    head = call(app, "HEAD", "/api/v1/x/test-items", token=token)
    assert (get.status, head.status) == (200, 200)
    assert head.body is None
    assert head.headers["Content-Type"] == get.headers["Content-Type"]
    assert "RateLimit" in head.headers  # counted like the GET it is


def test_the_allow_header_names_head_wherever_get_is(stack: Stack, admin: Member) -> None:
    app = stack.app([router])
    result = call(app, "DELETE", "/api/v1/x/test-items", token=stack.api_token(admin, ["records:read"]))
    assert result.headers["Allow"] == "GET, HEAD, POST"


@pytest.mark.parametrize("method", ["get", "Get", "TRACE", "FOO"])
def test_an_unknown_or_lower_case_method_is_405(stack: Stack, admin: Member, method: str) -> None:
    """HTTP methods are case-sensitive (RFC 9110 9.1): `get` is not GET."""
    app = stack.app([router])
    result = call(app, method, "/api/v1/x/test-items", token=stack.api_token(admin, ["records:read"]))
    assert_enveloped(result, 405, "method_not_allowed")


def test_a_path_without_a_route_shows_an_api_token_where_it_stands_without_counting(
    stack: Stack, admin: Member
) -> None:
    """404 and 405 for a path this function has no route for carry the RateLimit fields of a valid API
    token, but no route ran, so nothing is counted (docs/guide/limits-and-errors.md, Retries)."""
    app = stack.app([router])
    token = stack.api_token(admin, ["records:read"])
    assert (
        call(app, "GET", "/api/v1/x/test-items", token=token)
        .headers["RateLimit"]
        .startswith('"default";r=299;')
    )
    for method, path in (("GET", "/api/v1/x/no-such-thing"), ("DELETE", "/api/v1/x/test-items")):
        result = call(app, method, path, token=token)
        assert result.status in (404, 405)
        assert result.headers["RateLimit-Policy"] == '"default";q=300;w=60'
        assert result.headers["RateLimit"].startswith('"default";r=299;')  # shown, not counted
    counted = call(app, "GET", "/api/v1/x/test-items", token=token)
    assert counted.headers["RateLimit"].startswith('"default";r=298;')


@pytest.mark.parametrize("who", ["session", "unknown api token", "none"])
def test_a_path_without_a_route_shows_no_ratelimit_fields_to_anyone_else(
    stack: Stack, admin: Member, who: str
) -> None:
    app = stack.app([router])
    tokens = {
        "session": stack.session_token(admin),
        "unknown api token": stack.api_token(admin, ["records:read"])[:-4] + "AAAA",
        "none": None,
    }
    result = call(app, "GET", "/api/v1/x/no-such-thing", token=tokens[who])
    assert result.status == 404
    assert "RateLimit" not in result.headers
    assert "RateLimit-Policy" not in result.headers


def test_a_malformed_if_match_with_an_idempotency_key_is_not_stored(forms: Any, token: str) -> None:
    form_id = call(forms, "POST", FORMS, token=token, body={"name": "Review"}).body["id"]
    path = f"{FORMS}/{form_id}/activate"
    bad = call(forms, "POST", path, token=token, headers={"idempotency-key": "k1", "if-match": "bad"})
    assert_enveloped(bad, 400, "invalid_request")
    good = call(forms, "POST", path, token=token, headers={"idempotency-key": "k1", "if-match": '"1"'})
    assert good.status == 200
    assert "Idempotent-Replayed" not in good.headers


@pytest.mark.parametrize("name", ["\u0000", "\u200b", " \u2028 ", "a\u0007b"])
def test_a_form_name_nobody_can_see_is_400(forms: Any, token: str, name: str) -> None:
    result = call(forms, "POST", FORMS, token=token, body={"name": name})
    assert_enveloped(result, 400, "form_invalid")


@pytest.mark.parametrize(
    ("method", "suffix", "scope"),
    [("GET", "", "forms:read or records:read"), ("POST", "", "forms:draft or records:write"),
     ("POST", "/f1/activate", "forms:publish or records:write")],
)  # fmt: skip
def test_a_token_of_another_area_on_a_form_route_is_told_both_scopes_that_would_do(
    stack: Stack, admin: Member, forms: Any, method: str, suffix: str, scope: str
) -> None:
    """Forms take spec 5.2's forms scopes or spec 4's records scopes (docs/decisions.md)."""
    token = stack.api_token(admin, ["views:write"])
    body = {"name": "x"} if method == "POST" and not suffix else None
    result = call(forms, method, f"{FORMS}{suffix}", token=token, body=body)
    assert_enveloped(result, 403, "scope_denied")
    assert result.body["error"]["scope"] == scope
    assert scope in result.body["error"]["message"]


def test_a_records_write_token_may_use_the_form_routes_as_spec_4_says(
    stack: Stack, admin: Member, forms: Any
) -> None:
    token = stack.api_token(admin, ["records:write"])
    made = call(forms, "POST", FORMS, token=token, body={"name": "From section 4"})
    assert made.status == 201, made.body
    assert call(forms, "GET", f"{FORMS}/{made.body['id']}", token=token).status == 200
    assert call(forms, "POST", f"{FORMS}/{made.body['id']}/activate", token=token).status == 200
    reader = stack.api_token(admin, ["records:read"])
    assert call(forms, "GET", FORMS, token=reader).status == 200
    refused = call(forms, "POST", FORMS, token=reader, body={"name": "x"})
    assert (refused.status, refused.body["error"]["scope"]) == (403, "forms:draft or records:write")
