"""What a handler receives and returns, and the checks every body and query string pass first."""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic.alias_generators import to_camel

from kernel import errors
from kernel.tenant_store import WriteConflict

if TYPE_CHECKING:
    from kernel.auth import Principal
    from kernel.idempotency import Reservation
    from kernel.routing import RouteSpec
    from kernel.services import Services
    from kernel.tenant_store import TenantStore

# 1 MiB: far above any JSON document this API takes, far below API Gateway's 10 MB and Lambda's 6 MB.
MAX_BODY_BYTES = 1_048_576
NO_BODY: Any = object()


class BodyModel(BaseModel):
    """Base of request bodies: camelCase keys only; unknown keys and wrong JSON types are errors."""

    model_config = ConfigDict(extra="forbid", strict=True, alias_generator=to_camel)

    def problems(self) -> list[dict[str, str]]:
        """Rules the field types cannot state (say, keys unique across a list), each as {field, message}
        with a path like `sections[1].fields[0].key`. The kernel answers them like a field error."""
        return []


class QueryModel(BaseModel):
    """Base of query strings: values arrive as text, so numbers are parsed (not strict); no unknown keys."""

    model_config = ConfigDict(extra="forbid", alias_generator=to_camel)


class PageQuery(QueryModel):
    limit: int = Field(default=50, ge=1, le=200, description="Page size (default 50, at most 200).")
    cursor: str | None = Field(default=None, description="The nextCursor of the previous page.")


@dataclass
class Response:
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Request:
    route: RouteSpec
    request_id: str
    headers: Mapping[str, str]
    path_params: dict[str, str]
    services: Services
    principal: Principal | None = None
    query: Any = None  # the route's validated query model, or None
    body: Any = None  # the route's validated body model, or None
    reservation: Reservation | None = None  # the Idempotency-Key reserved for this request
    committed: bool = False  # the response is already stored with the writes

    @property
    def caller(self) -> Principal:
        if self.principal is None:
            raise RuntimeError(f"{self.route.path} is not an authenticated route")
        return self.principal

    def commit(self, operations: list[dict[str, Any]], response: Response) -> Response:
        """Writes the operations all or nothing and returns the response. With an Idempotency-Key, the
        response is stored in the same transaction, so a retry can never write twice or find a
        success that was not written."""
        kernel_items = []
        if self.reservation is not None:
            kernel_items.append(self.services.idempotency.completion(self.reservation, response))
        try:
            self.store.transact(operations, kernel_items)
        except WriteConflict as conflict:
            if "ConditionalCheckFailed" in conflict.kernel_reasons:  # the reservation was taken over
                raise errors.ApiError(
                    409, "idempotency_in_progress", "A request with this Idempotency-Key is still running."
                ) from None
            raise
        self.committed = self.reservation is not None
        return response

    @cached_property
    def store(self) -> TenantStore:
        """The data table bound to the caller's firm; the only way a handler reaches firm data."""
        return self.services.tenant_store(self.caller.firm_id)


def read_json_body(event: Mapping[str, Any], headers: Mapping[str, str]) -> Any:
    """The parsed JSON body, or NO_BODY when none was sent. 413, 415 and invalid_json happen here."""
    raw = event.get("body")
    if raw is None or raw == "":
        return NO_BODY
    if len(raw) > MAX_BODY_BYTES * 4 // 3 + 4:  # rejects before decoding a huge payload
        raise errors.payload_too_large(MAX_BODY_BYTES)
    try:
        data = base64.b64decode(raw, validate=True) if event.get("isBase64Encoded") else raw.encode()
    except (binascii.Error, ValueError):
        raise errors.invalid_json("the body could not be decoded") from None
    if len(data) > MAX_BODY_BYTES:
        raise errors.payload_too_large(MAX_BODY_BYTES)
    if not _is_json_media_type(headers.get("content-type", "")):
        raise errors.unsupported_media_type()
    return _parse_json(data)


def _is_json_media_type(content_type: str) -> bool:
    media_type = content_type.split(";", 1)[0].strip().lower()
    return media_type == "application/json" or (
        media_type.startswith("application/") and media_type.endswith("+json")
    )


class _DuplicateKeyError(ValueError):
    pass


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # A repeated key is ambiguous (which one wins?) and can hide a second value from checks.
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKeyError(key)
        result[key] = value
    return result


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _parse_json(data: bytes) -> Any:
    try:
        return json.loads(
            data.decode("utf-8"), object_pairs_hook=_no_duplicate_keys, parse_constant=_reject_constant
        )
    except UnicodeDecodeError:
        raise errors.invalid_json("it is not UTF-8") from None
    except json.JSONDecodeError as error:
        raise errors.invalid_json(f"{error.msg} at line {error.lineno} column {error.colno}") from None
    except _DuplicateKeyError as error:
        raise errors.invalid_json(f"the key '{error}' appears twice in one object") from None
    except ValueError as error:
        raise errors.invalid_json(str(error)) from None
    except RecursionError:
        raise errors.invalid_json("it is nested too deeply") from None


def reject_tenant_id(raw_query_string: str, body: Any) -> None:
    """Spec 1.1: the firm comes from the token, so a tenantId anywhere in the request is refused."""
    if any(_is_tenant_key(key) for key, _ in parse_qsl(raw_query_string, keep_blank_values=True)):
        raise errors.tenant_in_request("query string")
    if body is not NO_BODY and any(_is_tenant_key(key) for key in _object_keys(body)):
        raise errors.tenant_in_request("body")


def _is_tenant_key(key: str) -> bool:
    return key.lower() == "tenantid"


def _object_keys(document: Any) -> Iterator[str]:
    """Every object key at any depth, walked without recursion so no nesting can exhaust the stack."""
    pending = [document]
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            yield from node.keys()
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)


def validate_body(route: RouteSpec, body: Any) -> Any:
    code = route.invalid_body_code
    if route.body is None:
        if body is NO_BODY or body == {}:
            return None
        raise invalid_input(
            code, "body", [{"field": "body", "message": "this route takes no body: send none, or {}"}]
        )
    if body is NO_BODY:
        raise invalid_input(code, "body", [{"field": "body", "message": "a JSON body is required"}])
    model = _validate(route.body, body, "body", code)
    problems = model.problems() if isinstance(model, BodyModel) else []
    if problems:
        raise invalid_input(code, "body", problems)
    return model


def validate_query(route: RouteSpec, parameters: Mapping[str, str] | None) -> Any:
    parameters = dict(parameters or {})
    if route.query is None:
        if parameters:
            problems = [
                {"field": name, "message": "not a parameter of this route"} for name in sorted(parameters)
            ]
            raise invalid_input("invalid_request", "query", problems)
        return None
    return _validate(route.query, parameters, "query", "invalid_request")


def _validate(model: type[BaseModel], data: Any, where: str, code: str) -> BaseModel:
    try:
        return model.model_validate(data)
    except ValidationError as error:
        problems = [
            {"field": field_path(issue["loc"]) or where, "message": issue["msg"]}
            for issue in error.errors(include_url=False, include_input=False)
        ]
        raise invalid_input(code, where, problems) from None


def field_path(loc: Sequence[str | int]) -> str:
    """('sections', 1, 'fields', 0, 'fieldType') -> 'sections[1].fields[0].fieldType'."""
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def invalid_input(code: str, where: str, problems: list[dict[str, str]]) -> errors.ApiError:
    """400 with the route's code: the first problem in the message, every problem in `details`."""
    first = problems[0]
    more = f" (and {len(problems) - 1} more in details)" if len(problems) > 1 else ""
    message = f"The {where} is not valid: {first['field']}: {first['message']}{more}."
    return errors.ApiError(400, code, message, extra={"details": problems})


def to_json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, default=_encode)


def _encode(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True)
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


class ApiModel(BaseModel):
    """Base of response bodies: camelCase on the wire, snake_case in Python."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, serialize_by_alias=True)
