"""One call of a connector operation: the request built from a definition and parameters, sent
through the kernel's safe outbound client, and the report of what happened, free of the secret.

Used by the connector test route (the draft) and by the automation runner (the published call).

How a call is built (docs/decisions.md): `{name}` placeholders of the operation's path are filled
from `in: path` parameters, each value percent-encoded whole (a value cannot add a segment, a query or
a host); `in: query` parameters make the query; `in: body` parameters make a JSON object body. The
secret goes in `Authorization: Bearer <secret>` (auth `bearer`) or `X-API-Key: <secret>` (`api_key`).
"""

from __future__ import annotations

import base64
import contextlib
import json
import re
import threading
from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Any, NamedTuple
from urllib.parse import quote, quote_plus, urlencode

from kernel import errors, json_codec
from kernel.address_guard import Refused, Resolver, Target, check_url, resolve_checked
from kernel.outbound import Answer, CallFailed, Outbound
from kernel.parsing import invalid_input

EXCERPT_CHARS = 2_000  # of the answer's body, in a report
MAX_OUTPUT_CHARS = 2_000  # an output longer than this (as JSON) is reported as null
MAX_PARAMETER_CHARS = 2_000
SECRET_MARK = "[secret]"  # noqa: S105 (what stands in for the secret in a report)
USER_AGENT = "records-platform-connector/1"
SAVE_LOOKUP_SECONDS = 2.0  # how long a save waits for the base URL's name to resolve
_STEP = re.compile(r"\.([A-Za-z_][A-Za-z0-9_-]*)|\[([0-9]+)\]")
_PLACEHOLDER = re.compile(r"\{([A-Za-z][A-Za-z0-9_-]*)\}")


class PreparedCall(NamedTuple):
    target: Target
    method: str
    path: str  # percent-encoded, with the query
    headers: list[tuple[str, str]]
    body: bytes | None
    shown_url: str  # for the report (no secret is ever in a URL)


def refused(error: Refused, field: str = "baseUrl") -> errors.ApiError:
    """A refused address as an answer: 400 with the guard's code, never the address that matched."""
    return errors.ApiError(400, error.code, error.message, extra={"details": [
        {"field": field, "message": error.message}
    ]})  # fmt: skip


def checked_target(base_url: str, service_hosts: Iterable[str], field: str = "baseUrl") -> Target:
    try:
        return check_url(base_url, service_hosts)
    except Refused as error:
        raise refused(error, field) from None


def saved_target(
    base_url: str,
    service_hosts: Iterable[str],
    outbound: Outbound,
    seconds: float = SAVE_LOOKUP_SECONDS,
    field: str = "baseUrl",
) -> Target:
    """On save (create, PUT, publish): the guard's rules for the URL, then for what its name resolves
    to now, judged as a literal is (400 with the guard's code). A name that does not resolve, or not
    within `seconds`, is saved: DNS can change, so every call resolves, checks and pins again, and
    fails closed there."""
    target = checked_target(base_url, service_hosts, field)
    if target.address is None:
        answers = _resolved_within(outbound.resolver, target, seconds)
        if answers:
            try:
                resolve_checked(target, lambda host, port: answers)
            except Refused as error:
                raise refused(error, field) from None
    return target


def _resolved_within(resolver: Resolver, target: Target, seconds: float) -> list[str]:
    """What the name resolves to, or nothing when the lookup fails or takes longer than `seconds`
    (it is left to end on its own thread; nothing waits for it)."""
    answers: list[str] = []

    def look_up() -> None:
        with contextlib.suppress(Exception):  # a failed lookup is a name that does not resolve now
            answers.extend(resolver(target.host, target.port))

    worker = threading.Thread(target=look_up, name="connector-save-lookup", daemon=True)
    worker.start()
    worker.join(seconds)
    return [] if worker.is_alive() else answers


def origin(target: Target) -> str:
    """Where a secret may go: the host and port of the base URL it was set for."""
    return f"{target.host}:{target.port}"


def origin_of(base_url: str) -> str | None:
    """The origin of a stored base URL, or None when the guard refuses it now (its rules grew)."""
    try:
        return origin(check_url(base_url))
    except Refused:
        return None


def prepare(
    definition: Mapping[str, Any],
    operation: Mapping[str, Any],
    parameters: Mapping[str, Any],
    secret: str | None,
    service_hosts: Iterable[str],
    secret_origin: str | None = None,
) -> PreparedCall:
    """The request for `operation` of `definition` with `parameters` (400 invalid_parameters when they
    do not fit its parameter schema), its address checked (400 with the guard's code). The secret goes
    only to the origin it was set for: a base URL edited since is 409 secret_origin_changed."""
    target = checked_target(definition["baseUrl"], service_hosts)
    if secret is not None and origin(target) != secret_origin:
        message = "The secret was set for another host: set it again for this base URL. Nothing was sent."
        raise errors.ApiError(409, "secret_origin_changed", message)
    texts = checked_parameters(operation, parameters)
    declared = {p["name"]: p["in"] for p in operation.get("parameters", [])}
    path = _PLACEHOLDER.sub(lambda found: quote(texts[found[1]], safe=""), operation["path"])
    query = urlencode([(name, texts[name]) for name in sorted(texts) if declared[name] == "query"])
    body_values = {name: parameters[name] for name in sorted(texts) if declared[name] == "body"}
    full_path = target.path + path + (f"?{query}" if query else "")
    headers = [("User-Agent", USER_AGENT), ("Accept", "application/json")]
    body = None
    if operation["method"] != "GET" and (body_values or operation["method"] in ("POST", "PUT", "PATCH")):
        body = json_codec.dumps(body_values).encode()
        headers.append(("Content-Type", "application/json"))
    if definition["auth"] == "bearer" and secret is not None:
        headers.append(("Authorization", f"Bearer {secret}"))
    elif definition["auth"] == "api_key" and secret is not None:
        headers.append(("X-API-Key", secret))
    port = "" if target.port == (443 if target.scheme == "https" else 80) else f":{target.port}"
    host = f"[{target.host}]" if ":" in target.host else target.host
    shown_url = f"{target.scheme}://{host}{port}{full_path}"  # http: a local stack's allowed origin only
    return PreparedCall(target, operation["method"], full_path, headers, body, shown_url)


def checked_parameters(operation: Mapping[str, Any], given: Mapping[str, Any]) -> dict[str, str]:
    """Each given parameter as the text it is sent as; 400 invalid_parameters for unknown, missing
    and mistyped ones."""
    texts, problems = parameter_problems(operation, given)
    if problems:
        raise invalid_input("invalid_parameters", "parameters", problems)
    return texts


def parameter_problems(
    operation: Mapping[str, Any], given: Mapping[str, Any], where: str = "parameters"
) -> tuple[dict[str, str], list[dict[str, str]]]:
    """The texts of the parameters that fit the operation's schema, and the problems of the others."""
    declared = {p["name"]: p for p in operation.get("parameters", [])}
    problems = [{"field": f"{where}.{name}", "message": "not a parameter of this operation"}
                for name in given if name not in declared]  # fmt: skip
    texts: dict[str, str] = {}
    for name, parameter in declared.items():
        field = f"{where}.{name}"
        if name not in given or given[name] is None:
            if parameter.get("required"):
                problems.append({"field": field, "message": "required"})
            continue
        text = _as_text(given[name], parameter["valueType"])
        if text is None:
            problems.append({"field": field, "message": f"must be a {parameter['valueType']}"})
        elif len(text) > MAX_PARAMETER_CHARS:
            problems.append({"field": field, "message": f"at most {MAX_PARAMETER_CHARS} characters"})
        elif parameter["in"] == "path" and text in ("", ".", ".."):
            problems.append({"field": field, "message": "a path value cannot be empty, . or .."})
        else:
            texts[name] = text
    return texts, problems


def _as_text(value: Any, value_type: str) -> str | None:
    if value_type == "string":
        return value if isinstance(value, str) else None
    if value_type == "boolean":
        return ("true" if value else "false") if isinstance(value, bool) else None
    if isinstance(value, bool) or not isinstance(value, (int, Decimal, float)):
        return None
    if value_type == "integer":
        whole = isinstance(value, int) or (isinstance(value, Decimal) and value == value.to_integral_value())
        return str(int(value)) if whole else None
    return format(value, "f") if isinstance(value, Decimal) else str(value)


def send(
    outbound: Outbound, call: PreparedCall, operation: Mapping[str, Any], secret: str | None
) -> dict[str, Any]:
    """Sends the call once and reports what happened, with every trace of the secret taken out.
    A refused address raises (400, nothing sent); a call without an answer is a `failed` report."""
    redactor = Redactor(secret)
    shown = {"method": call.method, "url": redactor.text(call.shown_url)}
    try:
        answer = outbound.call(call.target, call.method, call.path, call.headers, call.body)
    except Refused as error:
        raise refused(error) from None
    except CallFailed as failure:
        return {"operationKey": operation["key"], "request": shown, "outcome": "failed",
                "failure": {"code": failure.code, "message": failure.message}}  # fmt: skip
    return {"operationKey": operation["key"], "request": shown, "outcome": "answered",
            **_answer_report(answer, operation, redactor)}  # fmt: skip


def _answer_report(answer: Answer, operation: Mapping[str, Any], redactor: Redactor) -> dict[str, Any]:
    text = answer.body.decode("utf-8", errors="replace")
    excerpt, cut = redactor.bounded(text, EXCERPT_CHARS, truncated=answer.truncated)
    document = _json(text) if not answer.truncated else None
    outputs = {o["name"]: _output(document, o["path"], redactor) for o in operation.get("outputs", [])}
    return {
        "status": answer.status,
        "durationMs": answer.duration_ms,
        "contentType": redactor.bounded(answer.content_type, 200)[0],
        "outputs": outputs,
        "bodyExcerpt": excerpt,
        "bodyTruncated": cut,
        "redirectLocation": redactor.bounded(answer.location, 2000)[0] if answer.location else None,
    }


def _json(text: str) -> Any:
    try:
        return json_codec.loads(text.encode())
    except json_codec.JsonError:
        return None


def _output(document: Any, path: str, redactor: Redactor) -> Any:
    """The value at `$.a.b[0]`, or None; a value that holds the secret is reported as the mark."""
    node = document
    for name, index in _STEP.findall(path[1:]):
        if name and isinstance(node, dict):
            node = node.get(name)
        elif index and isinstance(node, list) and int(index) < len(node):
            node = node[int(index)]
        else:
            return None
    encoded = json_codec.dumps(node)
    if redactor.text(encoded) != encoded:
        return SECRET_MARK
    return node if len(encoded) <= MAX_OUTPUT_CHARS else None


class Redactor:
    """Takes the secret out of what a report shows, in every spelling an answer may echo: as sent,
    JSON-escaped (also with `\\/` and HTML-safe escapes), URL-encoded, hex, and base64 at each
    alignment (so `base64("user:" + secret)` is caught too), without regard to case. Built once per
    call: its pattern serves the excerpt, the headers and every output."""

    def __init__(self, secret: str | None) -> None:
        forms = _forms(secret) if secret else []
        self._pattern = re.compile("|".join(map(re.escape, forms)), re.IGNORECASE) if forms else None
        self._tail = max(map(len, forms), default=0)

    def text(self, text: str) -> str:
        return self._pattern.sub(SECRET_MARK, text) if self._pattern else text

    def bounded(self, text: str, limit: int, truncated: bool = False) -> tuple[str, bool]:
        """At most `limit` characters, the secret taken out first. A text that had to be cut loses as
        many characters as the longest spelling of the secret, whatever they are: no tail begins an
        echo of it, and the length of the answer says nothing about it."""
        redacted = self.text(text)
        if len(redacted) <= limit and not truncated:
            return redacted, False
        return redacted[: max(0, min(len(redacted), limit) - self._tail)], True


def _forms(secret: str) -> list[str]:
    escaped = json.dumps(secret)[1:-1]
    html_safe = escaped.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
    plain_base64 = base64.b64encode(secret.encode()).decode().rstrip("=")
    forms = {secret, escaped, escaped.replace("/", "\\/"), html_safe, quote(secret, safe=""),
             quote_plus(secret), secret.encode().hex(), plain_base64}  # fmt: skip
    for pad in range(3):
        encoded = base64.b64encode(b"\0" * pad + secret.encode()).decode()
        core = encoded[4 if pad else 0 : len(encoded) - 4]  # the characters the neighbours cannot change
        forms |= {core, core.replace("+", "-").replace("/", "_")}
    return sorted((form for form in forms if len(form) >= 4), key=len, reverse=True)
