"""The Model Context Protocol's JSON-RPC messages, as this stateless server reads and answers them.

Revision 2025-11-25 (the newest reached through `initialize`) over Streamable HTTP: one JSON-RPC
message per POST, a request answered with one JSON object, a notification or a response with 202
and no body, no session and no server-sent events (GET is 405). A client that probes `server/discover`
(revision 2026-07-28) is told the method is not found, which every SDK takes as "initialize instead".

The official SDK's wire types (`mcp_types`) are the contract: the tests validate every message this
module makes against them. They are not imported here: building their two hundred pydantic models
costs 0.35 s of every cold start (docs/decisions.md, "MCP: the wire types").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

PROTOCOL_VERSION = "2025-11-25"
SUPPORTED_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26")
VERSION_HEADER = "mcp-protocol-version"

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
RESOURCE_NOT_FOUND = -32002

RequestId = str | int


class ProtocolError(Exception):
    """A JSON-RPC error answer: the message could not be served as a request of this protocol."""

    def __init__(self, code: int, message: str, data: Any = None, api_code: str = "invalid_message") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data
        self.api_code = api_code  # the API's error code, when the message is refused with HTTP 400


class NullRequestId(ProtocolError):
    """A request whose `id` is null. JSON-RPC 2.0 (section 4.1) makes a notification a request without
    an `id` member; with one, an answer is due, and null is not an id this revision allows (MCP: a
    string or an integer). So it is an Invalid Request, answered as a JSON-RPC error whose id is null
    (JSON-RPC 2.0, section 5: null when the id cannot be told), never taken as a notification."""

    def __init__(self) -> None:
        super().__init__(
            INVALID_REQUEST,
            "id must be a string or an integer. A notification has no id member at all; null is not an id.",
        )


@dataclass(frozen=True)
class Message:
    """One JSON-RPC message from the client. `id` is None for a notification (a message without an `id`
    member: no answer is due); a response to a server request (this server sends none) is only taken."""

    method: str | None
    id: RequestId | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_request(self) -> bool:
        return self.method is not None and self.id is not None


def read_message(body: Any) -> Message:
    """The message a POST carries. A batch (a JSON array) is not part of this revision."""
    if not isinstance(body, dict) or body.get("jsonrpc") != "2.0":
        raise ProtocolError(INVALID_REQUEST, 'Send one JSON-RPC 2.0 message (an object with jsonrpc: "2.0").')
    if "id" in body and body["id"] is None and "method" in body:
        raise NullRequestId
    request_id = body.get("id")
    if request_id is not None and (isinstance(request_id, bool) or not isinstance(request_id, str | int)):
        raise ProtocolError(INVALID_REQUEST, "id must be a string or an integer.")
    method = body.get("method")
    if method is None:  # a response or an error from the client
        if request_id is None or ("result" not in body and "error" not in body):
            raise ProtocolError(INVALID_REQUEST, "A message needs a method, or a result or error to an id.")
        return Message(None, request_id)
    if not isinstance(method, str) or not method:
        raise ProtocolError(INVALID_REQUEST, "method must be a non-empty string.")
    params = body.get("params", {})
    if params is None:
        params = {}
    if not isinstance(params, dict):
        raise ProtocolError(INVALID_PARAMS, "params must be an object.")
    return Message(method, request_id, params)


def answer(request_id: RequestId | None, result: Mapping[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "result": dict(result)}


def refusal(request_id: RequestId | None, error: ProtocolError) -> dict[str, Any]:
    body: dict[str, Any] = {"code": error.code, "message": error.message}
    if error.data is not None:
        body["data"] = error.data
    return {"jsonrpc": "2.0", "id": request_id, "error": body}


def negotiated(offered: Any) -> str:
    """The revision to speak: the client's when this server speaks it, else the newest (the client
    then decides whether it can go on)."""
    return offered if isinstance(offered, str) and offered in SUPPORTED_VERSIONS else PROTOCOL_VERSION


def check_version_header(headers: Mapping[str, str]) -> None:
    """After initialize the client names its revision in a header; one this server does not speak is
    refused (Streamable HTTP: 400)."""
    sent = headers.get(VERSION_HEADER)
    if sent is not None and sent not in SUPPORTED_VERSIONS:
        raise ProtocolError(
            INVALID_REQUEST,
            f"MCP-Protocol-Version {sent[:40]!r} is not spoken here.",
            {"supported": list(SUPPORTED_VERSIONS)},
            api_code="unsupported_protocol_version",
        )
