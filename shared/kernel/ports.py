"""The one way code reaches the outside world: ports, registered on the App, overridden by tests.

A port is a type (the kernel's `Services`, a family's identity-token verifier, ...) with a factory
that builds it on first use, once per warm container. A handler asks `request.port(SomeType)`; a test
calls `app.ports.override(SomeType, fake)`. Nothing is patched.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

T = TypeVar("T")


class Ports:
    def __init__(self, factories: Mapping[type[Any], Callable[[], Any]] | None = None) -> None:
        self._factories: dict[type[Any], Callable[[], Any]] = dict(factories or {})
        self._built: dict[type[Any], Any] = {}
        self._lock = threading.Lock()

    def provide(self, port: type[T], factory: Callable[[], T]) -> None:
        """Registers how to build a port (a family does this when it makes its App)."""
        self._factories[port] = factory

    def provides(self, port: type[Any]) -> bool:
        return port in self._factories

    def override(self, port: type[T], instance: T) -> None:
        """Uses `instance` for the port from now on (tests)."""
        if port not in self._factories:
            raise KeyError(f"{port.__name__} is not a port of this app")
        with self._lock:
            self._built[port] = instance

    def get(self, port: type[T]) -> T:
        built: T | None = self._built.get(port)  # every call but the first: no lock for a read
        if built is not None:
            return built
        with self._lock:
            if port not in self._built:
                try:
                    factory = self._factories[port]
                except KeyError:
                    raise KeyError(f"{port.__name__} is not a port of this app") from None
                self._built[port] = factory()
            instance: T = self._built[port]
            return instance
