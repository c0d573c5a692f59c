"""What travels on the wire: the answer a handler gives (`Outcome`), the answer the pipeline sends
(`Response`), and the JSON encoder every answer goes through. No pydantic here: a route without
models never pays for it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import Enum
from typing import Any, NamedTuple

from kernel import json_codec
from kernel.unit_of_work import Write

NO_BODY: Any = object()  # the request had no body at all (not even `{}`)


class Document(NamedTuple):
    """An answer that is not JSON to encode: text of a media type (a page, a script), sent as it is, or
    bytes (compressed), sent base64-encoded as API Gateway takes a binary body."""

    content: str | bytes
    media_type: str


@dataclass
class Response:
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Outcome:
    """A handler's answer and the writes it needs; the pipeline commits the writes, then answers.

    `body` is a response model or JSON-ready data; `status` defaults to the route's success status;
    `version` is the addressed resource's version once the writes are done (the ETag); `location`
    names a created resource. Outside the table: `before_commit` makes what the writes will rely on
    (a schedule), once the preconditions (If-Match) hold, right before the commit (a failure stores
    nothing); `after_commit` tidies what they ended, once they are in (best effort: a failure is
    logged, the answer stands). `replay_body`: what an Idempotency-Key's replay answers instead of
    `body`, when the first answer holds a credential shown once (a webhook's signing secret)."""

    body: Any = None
    writes: Sequence[Write] = ()
    status: int | None = None
    version: int | None = None
    location: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    before_commit: Sequence[Callable[[], None]] = ()
    after_commit: Sequence[Callable[[], None]] = ()
    replay_body: Any = None


def to_json(value: Any) -> str:
    """Every answer's text: non-ASCII escaped, so it is valid UTF-8 whatever an answer echoes."""
    return json_codec.dumps(value, ascii_only=True, default=_encode)


def _encode(value: Any) -> Any:
    dump = getattr(value, "model_dump", None)  # a pydantic model, without importing pydantic
    if callable(dump):
        # Python mode keeps a Decimal a Decimal (JSON mode would make it a string); the codec writes
        # its digits.
        return dump(mode="python", by_alias=True)
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
