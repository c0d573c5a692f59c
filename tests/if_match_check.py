"""Whether each route honours If-Match, from what it does while the suites run, against what the OpenAPI
document declares (so generated clients and MCP tools offer `ifMatch` where it works, and only there).

The kernel refuses a stale If-Match when the answer's writes were computed from the addressed
resource's version (kernel.unit_of_work.versioned_writes), or, writing nothing, when the answer names
a version. Every answer a route gives is seen here (the kernel's `_response`, which takes the route and
its outcome). A route that honours If-Match without declaring it fails the test that ran it; a route
that declares it and, however often it ran, never honoured it is named when the session ends.
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kernel import openapi, pipeline
from kernel.routing import RouteSpec
from kernel.unit_of_work import versioned_writes


def honours(route: RouteSpec, outcome: Any) -> bool:
    if route.method == "GET":
        return False
    if outcome.writes:
        return bool(versioned_writes(outcome.writes))
    return outcome.version is not None


@dataclass
class IfMatchCheck:
    undeclared: list[str] = field(default_factory=list)  # "METHOD path" that honoured without declaring
    ran: Counter[str] = field(default_factory=Counter)  # declaring routes: answers seen
    honoured: Counter[str] = field(default_factory=Counter)  # declaring routes: answers that honoured
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def install(self) -> None:
        answer = pipeline._response
        check = self

        def observed(route: RouteSpec, outcome: Any) -> Any:
            check.see(route, outcome)
            return answer(route, outcome)

        pipeline._response = observed

    def see(self, route: RouteSpec, outcome: Any) -> None:
        name = f"{route.method} {route.path}"
        did = honours(route, outcome)
        with self._lock:
            if openapi.honours_if_match(route):
                self.ran[name] += 1
                self.honoured[name] += did
            elif did:
                self.undeclared.append(name)

    def take(self) -> list[str]:
        with self._lock:
            taken, self.undeclared = self.undeclared, []
        return sorted(set(taken))

    def never_honoured(self) -> list[str]:
        return sorted(name for name, count in self.ran.items() if count and not self.honoured[name])
