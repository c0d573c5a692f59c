"""Body parsing, tenantId refusal and validation of bodies and query strings (DESIGN.md 3 steps 4, 7),
through kernel.parsing."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from pydantic import BaseModel

from kernel import parsing
from kernel.errors import ApiError
from kernel.models import BodyModel, PageQuery, QueryModel
from kernel.parsing import MAX_BODY_BYTES, read_json_body, reject_tenant_id
from kernel.routing import RouteClass, RouteSpec
from kernel.wire import NO_BODY

JSON_HEADERS = {"content-type": "application/json"}


def event(body: str | None, *, base64_encoded: bool = False) -> dict[str, Any]:
    return {"body": body, "isBase64Encoded": base64_encoded}


def b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def api_error(call: Any, *args: Any) -> ApiError:
    with pytest.raises(ApiError) as caught:
        call(*args)
    return caught.value


# ---- read_json_body ----------------------------------------------------------------------------


@pytest.mark.parametrize("raw", [None, ""])
def test_no_body_is_no_body(raw: str | None) -> None:
    assert read_json_body(event(raw), {}) is NO_BODY


def test_missing_body_key_is_no_body() -> None:
    assert read_json_body({}, JSON_HEADERS) is NO_BODY


def test_json_body_is_parsed() -> None:
    assert read_json_body(event('{"name": "Acme", "n": [1, 2.5, null, true]}'), JSON_HEADERS) == {
        "name": "Acme",
        "n": [1, 2.5, None, True],
    }


def test_base64_encoded_json_body_is_parsed() -> None:
    raw = b64('{"name": "Café"}'.encode())
    assert read_json_body(event(raw, base64_encoded=True), JSON_HEADERS) == {"name": "Café"}


def test_body_of_exactly_the_limit_is_accepted() -> None:
    body = json.dumps("a" * (MAX_BODY_BYTES - 2))
    assert len(body.encode()) == MAX_BODY_BYTES
    assert read_json_body(event(body), JSON_HEADERS) == "a" * (MAX_BODY_BYTES - 2)


def test_body_above_the_limit_is_413() -> None:
    body = json.dumps("a" * (MAX_BODY_BYTES - 1))
    error = api_error(read_json_body, event(body), JSON_HEADERS)
    assert error.status == 413
    assert error.code == "payload_too_large"
    assert error.extra["limitBytes"] == MAX_BODY_BYTES


def test_body_above_the_limit_in_bytes_but_not_characters_is_413() -> None:
    body = json.dumps("é" * (MAX_BODY_BYTES // 2), ensure_ascii=False)
    assert len(body) < MAX_BODY_BYTES < len(body.encode())
    assert api_error(read_json_body, event(body), JSON_HEADERS).status == 413


def test_base64_body_decoding_to_one_byte_above_the_limit_is_413() -> None:
    raw = b64(json.dumps("a" * (MAX_BODY_BYTES - 1)).encode())
    assert api_error(read_json_body, event(raw, base64_encoded=True), JSON_HEADERS).status == 413


def test_huge_base64_body_is_413() -> None:
    raw = b64(b"[" + b"1," * MAX_BODY_BYTES + b"1]")
    assert api_error(read_json_body, event(raw, base64_encoded=True), JSON_HEADERS).status == 413


def test_base64_body_of_exactly_the_limit_is_accepted() -> None:
    raw = b64(json.dumps("a" * (MAX_BODY_BYTES - 2)).encode())
    assert read_json_body(event(raw, base64_encoded=True), JSON_HEADERS) == "a" * (MAX_BODY_BYTES - 2)


@pytest.mark.parametrize(
    "headers",
    [
        {"content-type": "text/plain"},
        {"content-type": "application/x-www-form-urlencoded"},
        {"content-type": "multipart/form-data; boundary=x"},
        {"content-type": "text/json"},
        {"content-type": ""},
        {},
    ],
    ids=["text-plain", "form", "multipart", "text-json", "empty", "missing"],
)
def test_body_that_is_not_declared_json_is_415(headers: dict[str, str]) -> None:
    error = api_error(read_json_body, event('{"a": 1}'), headers)
    assert error.status == 415
    assert error.code == "unsupported_media_type"


@pytest.mark.parametrize(
    "content_type",
    [
        "application/json",
        "application/json; charset=utf-8",
        "Application/JSON;charset=UTF-8",
        "application/merge-patch+json",
    ],
)
def test_json_media_types_are_accepted(content_type: str) -> None:
    assert read_json_body(event('{"a": 1}'), {"content-type": content_type}) == {"a": 1}


def test_no_body_needs_no_content_type() -> None:
    assert read_json_body(event(None), {"content-type": "text/plain"}) is NO_BODY


@pytest.mark.parametrize(
    "body",
    [
        "{",
        "{'a': 1}",
        '{"a": 1,}',
        "[1, 2",
        "   ",
        '{"a": 1} {"b": 2}',
        '{"a": 1, "a": 2}',
        '{"outer": [{"b": 1, "b": 1}]}',
        '{"n": NaN}',
        '{"n": Infinity}',
        "-Infinity",
        "[" * 100_000,
        "[" * 100_000 + "]" * 100_000,
        '{"a":' * 100_000 + "1" + "}" * 100_000,
        "1" * 5000,
    ],
    ids=[
        "unclosed",
        "single-quotes",
        "trailing-comma",
        "unclosed-list",
        "blank",
        "two-documents",
        "duplicate-key",
        "nested-duplicate-key",
        "nan",
        "infinity",
        "minus-infinity",
        "deep-open",
        "deep-closed",
        "deep-objects",
        "huge-integer",
    ],
)
def test_body_that_is_not_strict_json_is_400_invalid_json(body: str) -> None:
    error = api_error(read_json_body, event(body), JSON_HEADERS)
    assert error.status == 400
    assert error.code == "invalid_json"


def test_duplicate_key_message_names_the_key() -> None:
    error = api_error(read_json_body, event('{"limit": 1, "limit": 2}'), JSON_HEADERS)
    assert 'the key "limit" appears twice' in error.message
    quoted = api_error(read_json_body, event(r'{"a\"b\u0001": 1, "a\"b\u0001": 2}'), JSON_HEADERS)
    assert r'the key "a\"b\u0001" appears twice' in quoted.message


@pytest.mark.parametrize("raw", [b'{"a": "\xff"}', b'{"a": "\xc3"}', b"\xfe\xff{}"])
def test_base64_body_that_is_not_utf8_is_400_invalid_json(raw: bytes) -> None:
    error = api_error(read_json_body, event(b64(raw), base64_encoded=True), JSON_HEADERS)
    assert error.status == 400
    assert error.code == "invalid_json"


def test_body_flagged_base64_that_is_not_base64_is_400_invalid_json() -> None:
    error = api_error(read_json_body, event("{not base64}", base64_encoded=True), JSON_HEADERS)
    assert error.code == "invalid_json"


# ---- reject_tenant_id --------------------------------------------------------------------------


def assert_tenant_in_request(error: ApiError) -> None:
    assert error.status == 400
    assert error.code == "tenant_in_request"
    assert "the firm comes from the token" in error.message


@pytest.mark.parametrize(
    "query",
    [
        "tenantId=frm_b",
        "limit=5&tenantId=frm_b",
        "tenantId=",
        "tenantId",
        "TenantId=frm_b",
        "TENANTID=frm_b",
        "tenantid=frm_b",
        "tenant%49d=frm_b",
        "%74enant%49d=frm_b",
        "tenant%69d=frm_b",
    ],
)
def test_tenant_id_in_the_query_string_is_400(query: str) -> None:
    error = api_error(reject_tenant_id, query, NO_BODY)
    assert_tenant_in_request(error)
    assert "query string" in error.message


@pytest.mark.parametrize(
    "body",
    [
        {"tenantId": "frm_b"},
        {"name": "Acme", "TenantId": None},
        {"TENANTID": 1},
        {"a": {"b": {"tenantId": "frm_b"}}},
        {"a": [[[[[[{"b": [{"c": {"tenantId": "frm_b"}}]}]]]]]]},
        [{"x": 1}, [{"y": [{"tenantId": "frm_b"}]}]],
    ],
    ids=["top", "case-variant", "upper", "nested-object", "deep-in-lists", "top-level-list"],
)
def test_tenant_id_anywhere_in_the_body_is_400(body: Any) -> None:
    error = api_error(reject_tenant_id, "", body)
    assert_tenant_in_request(error)
    assert "body" in error.message


def test_tenant_id_deeper_than_the_recursion_limit_is_found() -> None:
    body: Any = {"tenantId": "frm_b"}
    for _ in range(5000):
        body = [{"next": body}]
    assert_tenant_in_request(api_error(reject_tenant_id, "", body))


@pytest.mark.parametrize(
    ("query", "body"),
    [
        ("q=tenantId", {"field": "tenantId"}),
        ("", ["tenantId", {"values": ["tenantId"]}]),
        ("tenant=frm_b&id=1", {"tenant": "x", "id": "y", "tenantIds": []}),
        ("", NO_BODY),
        ("", "tenantId"),
    ],
)
def test_tenant_id_as_a_value_or_part_of_a_longer_key_is_fine(query: str, body: Any) -> None:
    reject_tenant_id(query, body)


# ---- validate_body / validate_query ------------------------------------------------------------


class Item(BodyModel):
    name: str
    quantity: int = 1


class Order(BodyModel):
    reference: str
    items: list[Item]


class Filter(QueryModel):
    owner_module: str | None = None
    active: bool | None = None


def spec(*, body: type[BaseModel] | None = None, query: type[BaseModel] | None = None) -> RouteSpec:
    return RouteSpec(
        "POST",
        "/api/v1/x/orders",
        RouteClass.RECORD,
        "test",
        lambda request: None,
        body=body,
        query=query,
    )


def validate_body(route: RouteSpec, body: Any) -> Any:
    return parsing.validate_body(route.body, body, route.invalid_body_code)


def validate_query(route: RouteSpec, parameters: dict[str, str] | None) -> Any:
    return parsing.validate_query(route.query, parameters)


def invalid_request(call: Any, *args: Any) -> ApiError:
    error = api_error(call, *args)
    assert error.status == 400
    assert error.code == "invalid_request"
    return error


def fields(error: ApiError) -> list[str]:
    return [detail["field"] for detail in error.extra["details"]]


def test_valid_body_becomes_the_model() -> None:
    order = validate_body(spec(body=Order), {"reference": "r1", "items": [{"name": "bolt", "quantity": 3}]})
    assert order == Order(reference="r1", items=[Item(name="bolt", quantity=3)])


def test_extra_body_key_is_400_naming_the_key() -> None:
    error = invalid_request(validate_body, spec(body=Order), {"reference": "r1", "items": [], "note": "x"})
    assert fields(error) == ["note"]


def test_nested_extra_key_is_400_naming_its_path() -> None:
    body = {"reference": "r1", "items": [{"name": "a"}, {"name": "b", "colour": "red"}]}
    assert fields(invalid_request(validate_body, spec(body=Order), body)) == ["items[1].colour"]


def test_wrong_type_in_a_list_item_is_400_naming_its_path() -> None:
    body = {"reference": "r1", "items": [{"name": 7}]}
    error = invalid_request(validate_body, spec(body=Order), body)
    assert fields(error) == ["items[0].name"]
    assert "items[0].name" in error.message


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"reference": 1, "items": []}, "reference"),
        ({"reference": "r", "items": [{"name": "a", "quantity": "3"}]}, "items[0].quantity"),
        ({"reference": "r", "items": [{"name": "a", "quantity": 3.5}]}, "items[0].quantity"),
        ({"reference": "r", "items": [{"name": "a", "quantity": True}]}, "items[0].quantity"),
        ({"reference": "r", "items": {"0": {"name": "a"}}}, "items"),
        ({"items": []}, "reference"),
    ],
    ids=["int-for-str", "str-for-int", "float-for-int", "bool-for-int", "object-for-list", "missing"],
)
def test_body_values_are_not_coerced(body: dict[str, Any], field: str) -> None:
    assert fields(invalid_request(validate_body, spec(body=Order), body)) == [field]


@pytest.mark.parametrize("body", [[], "x", 1, None])
def test_body_that_is_not_an_object_is_400(body: Any) -> None:
    invalid_request(validate_body, spec(body=Order), body)


def test_route_with_a_body_model_needs_a_body() -> None:
    invalid_request(validate_body, spec(body=Order), NO_BODY)


@pytest.mark.parametrize("body", [NO_BODY, {}])
def test_route_without_a_body_model_accepts_no_body_or_an_empty_object(body: Any) -> None:
    assert validate_body(spec(), body) is None


@pytest.mark.parametrize("body", [{"a": 1}, [], None, "", 0, False, "{}"])
def test_route_without_a_body_model_refuses_any_other_body(body: Any) -> None:
    invalid_request(validate_body, spec(), body)


def test_route_without_a_query_model_refuses_any_query_parameter() -> None:
    error = invalid_request(validate_query, spec(), {"limit": "5", "debug": "1"})
    assert fields(error) == ["debug", "limit"]


@pytest.mark.parametrize("parameters", [None, {}])
def test_route_without_a_query_model_accepts_no_query(parameters: dict[str, str] | None) -> None:
    assert validate_query(spec(), parameters) is None


def test_query_values_are_parsed_from_text() -> None:
    query = validate_query(spec(query=Filter), {"ownerModule": "deals", "active": "true"})
    assert query == Filter.model_validate({"ownerModule": "deals", "active": True})


def test_unknown_query_parameter_is_400_naming_it() -> None:
    error = invalid_request(validate_query, spec(query=Filter), {"ownerModule": "deals", "sort": "x"})
    assert fields(error) == ["sort"]


def test_page_query_defaults_to_50_and_no_cursor() -> None:
    query = validate_query(spec(query=PageQuery), None)
    assert query == PageQuery(limit=50, cursor=None)


@pytest.mark.parametrize("limit", ["1", "200"])
def test_page_query_accepts_limits_from_1_to_200(limit: str) -> None:
    assert validate_query(spec(query=PageQuery), {"limit": limit}).limit == int(limit)


@pytest.mark.parametrize("limit", ["0", "201", "-1", "abc", "1.5", "", "1,2"])
def test_page_query_refuses_limits_outside_1_to_200(limit: str) -> None:
    assert fields(invalid_request(validate_query, spec(query=PageQuery), {"limit": limit})) == ["limit"]


def test_page_query_passes_the_cursor_through() -> None:
    assert validate_query(spec(query=PageQuery), {"cursor": "abc.def"}).cursor == "abc.def"


def test_a_route_may_name_its_own_invalid_body_code_for_field_errors_and_problems() -> None:
    class Pair(BodyModel):
        keys: list[str]

        def problems(self) -> list[dict[str, str]]:
            seen = set()
            return [
                {"field": f"keys[{i}]", "message": "duplicate"}
                for i, key in enumerate(self.keys)
                if key in seen or seen.add(key)  # type: ignore[func-returns-value]
            ]

    route = spec(body=Pair)._replace(invalid_body_code="form_invalid")
    for body in ({"keys": "x"}, {"keys": ["a", "a"]}, NO_BODY):
        with pytest.raises(ApiError) as caught:
            validate_body(route, body)
        assert (caught.value.status, caught.value.code) == (400, "form_invalid")
    with pytest.raises(ApiError) as caught:
        validate_body(route, {"keys": ["a", "b", "a"]})
    assert caught.value.extra["details"] == [{"field": "keys[2]", "message": "duplicate"}]
    assert "keys[2]: duplicate" in caught.value.message
