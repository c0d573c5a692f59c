"""Shared set-up of the records tests: the records App on the session's stack, a fresh firm per test,
and a token holding every scope the family's routes name."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from kernel.pipeline import App
from records_api.handler import create_app
from tests.support import NOW, Member, Result, Stack, call

X = "/api/v1/x"
SCOPES = ["records:write", "fields:write", "views:write"]


@dataclass
class Firm:
    """One firm of the test: its member, an API token with every records scope, and the App."""

    app: App
    member: Member
    token: str
    container: Callable[[], App]  # a new App: another Lambda container of the same function

    def in_new_container(self) -> Firm:
        """The same member and token through another App: Lambda serves one request at a time per
        container, so requests in parallel are each their own container's."""
        return Firm(self.container(), self.member, self.token, self.container)

    def call(self, method: str, path: str, **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.app, method, path if path.startswith("/api/") else f"{X}{path}", **kwargs)

    def create(self, record_type: str, **values: Any) -> dict[str, Any]:
        created = self.call("POST", f"/records/{record_type}", body=values)
        assert created.status == 201, created.body
        result: dict[str, Any] = created.body["result"]
        return result


def new_firm(stack: Stack, app: App, role: str = "admin", scopes: list[str] | None = None) -> Firm:
    member = stack.member(stack.firm(), role)
    return Firm(app, member, stack.api_token(member, scopes or SCOPES), lambda: stack.app(create_app()))


class TickingClock:
    """Moves a millisecond each time it is read: records made one after another get ids (which are
    time-ordered) in the order they were made, as they would a moment apart in real use."""

    def __init__(self, now: float = NOW) -> None:
        self.now = now

    def __call__(self) -> float:
        self.now += 0.001
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def records_app(stack: Stack) -> App:
    stack.clock = TickingClock()
    return stack.app(create_app())


@pytest.fixture
def firm(stack: Stack, records_app: App) -> Firm:
    return new_firm(stack, records_app)
