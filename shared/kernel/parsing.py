"""Request parsing and validation: the body's size, type and JSON, the refused `tenantId`, and the
route's declared body and query models. Every fault is a 400-class answer with a stable code.

A route's body or query is described by a pydantic model, or by any schema with `validate(data)`
(the values, or `Problems` naming each field) and `json_schema()`: the kit's field types are such
schemas, so a kit route never imports pydantic."""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import parse_qsl

from kernel import errors, json_codec
from kernel.wire import NO_BODY

if TYPE_CHECKING:
    from pydantic import BaseModel


class Problems(ValueError):
    """What a schema found wrong: one {field, message} per problem, the field as a path."""

    def __init__(self, problems: list[dict[str, str]]) -> None:
        super().__init__(problems[0]["message"] if problems else "invalid")
        self.problems = problems


class Schema(Protocol):
    """A body or query description other than a pydantic model."""

    name: str

    def validate(self, data: Any) -> Any: ...

    def json_schema(self) -> dict[str, Any]: ...


# 1 MiB: far above any JSON document this API takes, far below API Gateway's 10 MB and Lambda's 6 MB.
MAX_BODY_BYTES = 1_048_576


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
    try:
        return json_codec.loads(data)
    except json_codec.JsonError as error:
        raise errors.invalid_json(str(error)) from None


def _is_json_media_type(content_type: str) -> bool:
    media_type = content_type.split(";", 1)[0].strip().lower()
    return media_type == "application/json" or (
        media_type.startswith("application/") and media_type.endswith("+json")
    )


def reject_tenant_id(raw_query_string: str, body: Any) -> None:
    """Spec 1.1: the firm comes from the token, so a tenantId anywhere in the request is refused."""
    if raw_query_string and any(
        _is_tenant_key(key) for key, _ in parse_qsl(raw_query_string, keep_blank_values=True)
    ):
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


def validate_body(model: type[BaseModel] | Schema | None, body: Any, code: str, echo: bool = True) -> Any:
    """The body as the route's model; None for a route without one (which takes no body, or `{}`)."""
    if model is None:
        if body is NO_BODY or body == {}:
            return None
        raise invalid_input(
            code, "body", [{"field": "body", "message": "this route takes no body: send none, or {}"}]
        )
    if body is NO_BODY:
        raise invalid_input(code, "body", [{"field": "body", "message": "a JSON body is required"}])
    validated = _validate(model, body, "body", code, echo)
    problems: list[dict[str, str]] = getattr(validated, "problems", list)()
    if problems:
        raise invalid_input(code, "body", problems)
    return validated


def validate_query(
    model: type[BaseModel] | Schema | None,
    parameters: Mapping[str, str] | None,
    *,
    repeated: Sequence[str] = (),
) -> Any:
    """The query as the route's model. A name sent twice is refused unless the model declares it
    multi-valued (`multi_valued`, a set of names)."""
    once_only = [name for name in repeated if name not in getattr(model, "multi_valued", ())]
    if once_only:
        problems = [{"field": name, "message": "given more than once: send it once"} for name in once_only]
        raise invalid_input("invalid_request", "query", problems)
    parameters = dict(parameters or {})
    if model is None:
        if parameters:
            problems = [
                {"field": name, "message": "not a parameter of this route"} for name in sorted(parameters)
            ]
            raise invalid_input("invalid_request", "query", problems)
        return None
    return _validate(model, parameters, "query", "invalid_request")


def _validate(model: type[BaseModel] | Schema, data: Any, where: str, code: str, echo: bool = True) -> Any:
    """`echo=False` (a body that holds a secret): a key the model does not declare is not named, since
    a client may have sent the secret as a key."""
    if not is_pydantic(model):
        try:
            return model.validate(data)
        except Problems as found:
            declared = set(getattr(model, "fields", ()))
            shown = [{**problem, "field": _shown_path(problem["field"], where, declared, echo)}
                     for problem in found.problems]  # fmt: skip
            raise invalid_input(code, where, shown) from None
    from pydantic import ValidationError

    try:
        return model.model_validate(data)  # type: ignore[union-attr]
    except ValidationError as error:
        declared = {info.alias or name for name, info in model.model_fields.items()}  # type: ignore[union-attr]
        problems = [
            {"field": _shown_field(issue["loc"], where, declared, echo), "message": issue["msg"]}
            for issue in error.errors(include_url=False, include_input=False)
        ]
        raise invalid_input(code, where, problems) from None


_FIRST_KEY = re.compile(r"(?=[.\[])")  # splits a.b[1] before each . and [, so [0] is the body key


def is_pydantic(model: Any) -> bool:
    """A pydantic model class (told without importing pydantic)."""
    return isinstance(model, type) and hasattr(model, "model_validate")


def _shown_field(loc: Sequence[str | int], where: str, declared: set[str], echo: bool) -> str:
    if not echo and (not loc or loc[0] not in declared):
        return where
    return field_path(loc) or where


def _shown_path(path: str, where: str, declared: set[str], echo: bool) -> str:
    """A schema's problem path (`a.b[1]`), or only where it is when its key must not be echoed."""
    return where if not echo and _FIRST_KEY.split(path)[0] not in declared else path


def field_path(loc: Sequence[str | int]) -> str:
    """('sections', 1, 'fields', 0, 'fieldType') -> 'sections[1].fields[0].fieldType'."""
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


MAX_DETAILS = 20  # an error echoes at most this many problems...
MAX_ECHO = 200  # ...and at most this many characters of any name or message it repeats


def invalid_input(code: str, where: str, problems: list[dict[str, str]]) -> errors.ApiError:
    """400 with the route's code: the first problem in the message, the first MAX_DETAILS in `details`.
    What a request sent is echoed cut short, so a hostile request cannot make a huge answer."""
    shown = [{name: _cut(text) for name, text in problem.items()} for problem in problems[:MAX_DETAILS]]
    first = shown[0]
    more = ""
    if len(problems) > MAX_DETAILS:
        more = f" (and {len(problems) - 1} more; details lists the first {MAX_DETAILS})"
    elif len(problems) > 1:
        more = f" (and {len(problems) - 1} more in details)"
    message = f"The {where} is not valid: {first['field']}: {first['message']}{more}."
    return errors.ApiError(400, code, message, extra={"details": shown})


def _cut(text: str) -> str:
    return text if len(text) <= MAX_ECHO else text[: MAX_ECHO - 3] + "..."
