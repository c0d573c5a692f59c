"""Keys any write body under /api/v1/x may carry beside its own fields (spec 9.2's
`expectedCatalogVersion`): a precondition on the firm's data, checked by the kernel, not a field.

A family hands its guards to its App. On a POST, PUT or PATCH whose JSON object body carries a guard's
key, the kernel takes the key out before the route's own model validates the rest, asks the guard to
check it (a refusal is its error, nothing written), and commits the handler's writes under the
condition the guard answers, so a change that lands between the check and the commit refuses the
write too. A route whose own body model declares the key keeps it and checks it itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, Protocol

from kernel.routing import RouteSpec
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Require

GUARDED_METHODS = frozenset({"POST", "PUT", "PATCH"})


class BodyGuard(Protocol):
    key: str

    def schema(self) -> dict[str, Any]:
        """The key's JSON schema, as the OpenAPI document shows it in every guarded body."""
        ...

    def check(self, value: Any, store: TenantStore) -> Require:
        """Raises the ApiError that refuses the call; else the condition its writes commit under."""
        ...


def guards_route(route: RouteSpec) -> bool:
    return route.authenticated and route.rejects_tenant_id and route.method in GUARDED_METHODS


def take_guarded_keys(
    route: RouteSpec, guards: tuple[BodyGuard, ...], body: Any
) -> tuple[Any, dict[BodyGuard, Any]]:
    """The body without the guards' keys, and what each guard present was sent."""
    if not guards or not isinstance(body, Mapping) or not guards_route(route):
        return body, {}
    sent = {
        guard: body[guard.key] for guard in guards if guard.key in body and not declares(route, guard.key)
    }
    if not sent:
        return body, {}
    taken = {guard.key for guard in sent}
    return {name: value for name, value in body.items() if name not in taken}, sent


def declares(route: RouteSpec, key: str) -> bool:
    """Whether the route's own body model takes `key` (then the handler checks it)."""
    return _declares(route.handler, route.method, route.path, key, route.body_model())


@cache
def _declares(handler: Any, method: str, path: str, key: str, model: Any) -> bool:
    """Cached per route (the model is hashable: a class or a schema object)."""
    if model is None:
        return False
    fields = getattr(model, "model_fields", None)  # a pydantic model, without importing pydantic
    if fields is not None:
        return any(key in (name, field.alias) for name, field in fields.items())
    return key in model.json_schema().get("properties", {})
