"""Test helpers: API Gateway v2 events as the gateway sends them, and a seeded stack under moto."""

from __future__ import annotations

import base64
import json
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kernel import api_tokens, session_tokens
from kernel.identity import IdentityStore, Role
from kernel.ids import Clock
from kernel.outbound import Outbound
from kernel.pipeline import App
from kernel.policy import DEFAULT_ROLES
from kernel.routing import Router
from kernel.services import Services
from kernel.settings import Settings

NOW = 1_800_000_000.0
SESSION_STACK = "test"  # the stack name of the session's template.yaml resources under moto
SESSION_STAGE = "test"  # and its Stage parameter (secrets are named records-platform/<Stage>/...)


def api_event(
    method: str,
    path: str,
    *,
    token: str | None = None,
    body: Any = None,
    raw_body: str | None = None,
    headers: dict[str, str] | None = None,
    query: str = "",
    base64_body: bool = False,
    form: Mapping[str, FormValue] | None = None,
) -> dict[str, Any]:
    all_headers = {"host": "api.test", "user-agent": "pytest"}
    if token is not None:
        all_headers["authorization"] = f"Bearer {token}"
    if body is not None:
        raw_body = json.dumps(body)
        all_headers["content-type"] = "application/json"
    if form is not None:  # as API Gateway sends a binary body: base64
        content_type, data = multipart(form)
        raw_body, base64_body = base64.b64encode(data).decode(), False
        all_headers["content-type"] = content_type
    all_headers.update({k.lower(): v for k, v in (headers or {}).items()})
    if raw_body is not None and base64_body:
        raw_body = base64.b64encode(raw_body.encode()).decode()
    event: dict[str, Any] = {
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": path,
        "rawQueryString": query,
        "headers": all_headers,
        "requestContext": {
            "http": {"method": method, "path": path, "protocol": "HTTP/1.1", "sourceIp": "127.0.0.1"},
            "requestId": uuid.uuid4().hex,
            "routeKey": "$default",
            "stage": "$default",
        },
        "isBase64Encoded": base64_body or form is not None,
    }
    if query:
        pairs = [part.split("=", 1) for part in query.split("&")]
        event["queryStringParameters"] = {k: (v[0] if v else "") for k, *v in pairs}
    if raw_body is not None:
        event["body"] = raw_body
    return event


# A text field, or a file part: (file name, content type, bytes)
FormValue = str | tuple[str, str, bytes]
BOUNDARY = "----records-platform-test-boundary-7d1e"


def multipart(form: Mapping[str, FormValue], boundary: str = BOUNDARY) -> tuple[str, bytes]:
    """A multipart/form-data body as a browser or curl -F sends it: (Content-Type, body)."""
    parts = []
    for name, value in form.items():
        if isinstance(value, str):
            head = f'Content-Disposition: form-data; name="{name}"\r\n\r\n'
            parts.append(f"--{boundary}\r\n{head}".encode() + value.encode() + b"\r\n")
        else:
            filename, content_type, data = value
            head = (f'Content-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                    f"Content-Type: {content_type}\r\n\r\n")  # fmt: skip
            parts.append(f"--{boundary}\r\n{head}".encode() + data + b"\r\n")
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    return f"multipart/form-data; boundary={boundary}", body


def no_lookups(host: str, port: int) -> list[str]:
    """A resolver that knows no name: a base URL's host saves as not resolving yet."""
    return []


def raw_items(table_name: str, partition_prefix: str = "") -> list[dict[str, Any]]:
    """The items of a table under moto, as DynamoDB JSON, in the partitions whose key starts with the
    prefix (a firm's: `<firm id>#`): a test's look behind the store, read from moto's backend. A Scan
    would serialise, and filter, every item of the session's table, every earlier test's included."""
    from moto.core import DEFAULT_ACCOUNT_ID
    from moto.dynamodb.models import dynamodb_backends

    table = dynamodb_backends[DEFAULT_ACCOUNT_ID]["us-east-1"].get_table(table_name)
    found = []
    for hash_key, partition in list(table.items.items()):
        if not str(hash_key.value).startswith(partition_prefix):
            continue
        for item in list(partition.values()) if isinstance(partition, dict) else [partition]:
            found.append(item.to_json()["Attributes"])
    return found


@dataclass
class Result:
    status: int
    headers: dict[str, str]
    body: Any

    @property
    def code(self) -> str | None:
        return (self.body or {}).get("error", {}).get("code") if isinstance(self.body, dict) else None


def call(app: App, method: str, path: str, **kwargs: Any) -> Result:
    response = app.lambda_handler(api_event(method, path, **kwargs), None)
    raw = response.get("body")
    return Result(response["statusCode"], response.get("headers", {}), json.loads(raw) if raw else None)


class MovableClock:
    """Stack.clock, moved by the test: the kernel reads it for locks, retention, windows and expiry."""

    def __init__(self, now: float = NOW) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class Member:
    firm_id: str
    user_id: str
    email: str


@dataclass(frozen=True)
class SessionAws:
    """The session's moto: the settings naming its tables, and a client on it."""

    settings: Settings
    dynamodb: Any


@dataclass
class Stack:
    """The tables and secret of template.yaml under moto, with helpers to seed firms and tokens."""

    settings: Settings
    dynamodb: Any
    clock: Clock = lambda: NOW

    @property
    def identity(self) -> IdentityStore:
        return IdentityStore(self.settings.identity_table, client=self.dynamodb, clock=self.clock)

    def services(self) -> Services:
        return Services(self.settings, clock=self.clock, dynamodb=self.dynamodb)

    def app(self, target: Sequence[Router] | App) -> App:
        """An App on this stack: of the given routers, or a family's own (`create_app()`)."""
        app = target if isinstance(target, App) else App(target, service="test")
        app.ports.override(Services, self.services())
        if app.ports.provides(Outbound):  # no test asks the machine's DNS; one that needs names gives its own
            app.ports.override(Outbound, Outbound(resolver=no_lookups))
        return app

    def firm(self, name: str = "Firm") -> str:
        roles = [Role(role_id, label, perms) for role_id, (label, perms) in DEFAULT_ROLES.items()]
        return self.identity.create_firm(name, roles).firm_id

    def member(self, firm_id: str, role: str = "admin", email: str | None = None) -> Member:
        email = email or f"{uuid.uuid4().hex[:8]}@firm.example"
        user = self.identity.find_user_by_email(email) or self.identity.create_user(
            email, email.split("@")[0]
        )
        self.identity.add_membership(firm_id, user.user_id, role)
        return Member(firm_id, user.user_id, email)

    def api_token(self, member: Member, scopes: Sequence[str], lifetime: int = 3600) -> str:
        secret, _ = api_tokens.issue(
            self.identity,
            firm_id=member.firm_id,
            user_id=member.user_id,
            scopes=scopes,
            expires_at=int(self.clock()) + lifetime,
            clock=self.clock,
        )
        return secret

    def session_token(self, member: Member, clock: Callable[[], float] | None = None) -> str:
        """A session as sign-in creates it: the session item, and a token naming it."""
        membership = self.identity.get_membership(member.firm_id, member.user_id)
        assert membership is not None, "not a member"
        session = self.identity.create_session(membership, session_tokens.LIFETIME_SECONDS)
        return session_tokens.mint(
            self.services().keyring.get(),
            user_id=member.user_id,
            firm_id=member.firm_id,
            session_id=session.session_id,
            clock=clock or self.clock,
        )
