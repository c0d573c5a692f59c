"""The route registry: every route declares, in one decorator, what the pipeline and /openapi need.

router = Router()

@router.post("/api/v1/x/forms", route_class=RouteClass.DRAFT, summary="Create a form", scope="forms:draft")
def create_form(request: Request[CreateFormRequest, None]) -> Outcome: ...

The body and query models are read from the handler's annotation (`Request[Body, Query]`), so they
are declared once, and typed for the handler; or given as `body=` / `query=` (a kit schema). They are
resolved on first use, not at import: with `from __future__ import annotations`, a family whose models
module is imported lazily (`kernel.lazy`) pays for pydantic only when a route that needs it runs. A
`response` may likewise be a dotted name in the handler's module (`"models.Form"`), resolved when the
OpenAPI document is built.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from kernel.policy import PERMISSIONS, SCOPES
from kernel.request import Request

if TYPE_CHECKING:
    from kernel.form_data import Upload  # the families whose routes take a form import it

PLATFORM_PREFIX = "/api/v1/x/"
_PARAM = re.compile(r"\{([A-Za-z][A-Za-z0-9_]*)\}")


class RouteClass(StrEnum):
    """Spec 1.5: what a successful call does."""

    QUERY = "Query"
    RECORD = "Record"
    DRAFT = "Draft"
    COMMIT = "Commit"


Handler = Callable[[Request[Any, Any]], Any]
ANNOTATED: Any = "from the handler's annotation"  # body or query: read from Request[Body, Query]


class RouteSpec(NamedTuple):
    method: str
    path: str  # OpenAPI style: /api/v1/x/forms/{id}
    route_class: RouteClass
    summary: str
    handler: Handler
    # The API-token scope; a tuple: any one of them (spec 4 and 5.2 name two for the form routes);
    # None = no extra scope (spec 5.2.5)
    scope: str | tuple[str, ...] | None = None
    permission: str | None = None  # the role permission; None = any member of the firm
    body: Any = None  # a pydantic model, a schema (kernel.parsing.Schema), ANNOTATED or None
    query: Any = None
    response: Any = None  # a pydantic model, a schema, or a dotted name in the handler's module
    success_status: int = 200
    authenticated: bool = True
    # False where the response carries a credential (a token's secret): it is never stored for replay.
    replayable: bool = True
    invalid_body_code: str = "invalid_request"  # a family may name its own (forms: form_invalid)
    etag: bool = False  # the answer carries the resource's version as ETag
    # Whether a stale If-Match is 412 here (the writes are computed from the addressed resource's
    # version); None: what the method and etag say (kernel.openapi.honours_if_match).
    if_match: bool | None = None
    errors: tuple[int, ...] = ()  # error statuses of the handler's own, beyond what the kernel derives
    # Without If-Match, a write that lost its race to another is run again on a fresh read, so the
    # later write wins (spec 9.3) instead of answering 409. Only for handlers that read, then write.
    last_write_wins: bool = False
    # Items of the caller's firm (partition, sort) that every call of the route reads: fetched with the
    # caller's token in the same round trip, strongly consistent (request.read gives them).
    reads: tuple[tuple[str, str], ...] = ()
    # The body holds a secret: the Idempotency-Key's fingerprint of it is keyed (HMAC with a key derived
    # from the signing keyring), so the control table holds no plain digest a guess could be tested on.
    secret_body: bool = False
    # A 201 answer carries Location, the path of what it made (False: nothing there can be read by id).
    location: bool = True
    # Path parameter -> what the OpenAPI document says of it beyond a string ({"description", "schema"})
    params: Mapping[str, Mapping[str, Any]] = {}
    # Keys the body may carry beside its own fields, checked by the kernel (kernel.body_guards); the
    # App sets them on its write routes.
    guards: tuple[Any, ...] = ()
    # The body is multipart/form-data within these limits (a file upload), never JSON
    upload: Upload | None = None
    # Other success statuses the handler may answer with no body (202: taken, nothing to answer)
    empty_answers: tuple[int, ...] = ()
    # The success answer's media type when it is not JSON (a page, a script: kernel.wire.Document)
    answers: str | None = None

    @property
    def api_token_allowed(self) -> bool:
        """Spec 5.2.6: API tokens reach /api/v1/x and GET /api/v1/auth/me, nothing else."""
        return self.path.startswith(PLATFORM_PREFIX) or (self.method, self.path) == ("GET", "/api/v1/auth/me")

    @property
    def rejects_tenant_id(self) -> bool:
        return self.path.startswith(PLATFORM_PREFIX)

    @property
    def scopes(self) -> tuple[str, ...]:
        """The scopes an API token may hold for this route, any one of them (none: no extra scope)."""
        return (self.scope,) if isinstance(self.scope, str) else tuple(self.scope or ())

    @property
    def path_parameters(self) -> list[str]:
        return _PARAM.findall(self.path)

    def body_model(self) -> Any:
        """What validates the body (None: the route takes none)."""
        return request_models(self.handler)[0] if self.body is ANNOTATED else self.body

    def query_model(self) -> Any:
        return request_models(self.handler)[1] if self.query is ANNOTATED else self.query

    def response_model(self) -> Any:
        """The answer's model: a dotted name is looked up in the handler's module."""
        if not isinstance(self.response, str):
            return self.response
        first, *rest = self.response.split(".")
        found = self.handler.__globals__[first]
        for name in rest:
            found = getattr(found, name)
        return found

    def match(self, path: str) -> dict[str, str] | None:
        """The path parameters when a request path fits this route's template (each parameter is one
        non-empty segment, taken as sent), else None."""
        found = _pattern(self.path).fullmatch(path)
        return found.groupdict() if found else None


@cache
def _pattern(template: str) -> re.Pattern[str]:
    parts = [
        f"(?P<{found[1]}>[^/]+)" if (found := _PARAM.fullmatch(segment)) else re.escape(segment)
        for segment in template.split("/")
    ]
    return re.compile("/".join(parts))


class RouteTable:
    """The routes of one App, as a request finds them: a path is the route's with the most literal
    segments that fits it (/taxonomy/{group}/reorder, not /taxonomy/{group}/{key}), and only that
    route's methods answer there (others are 405, and Allow names the same methods)."""

    def __init__(self, routes: Sequence[RouteSpec]) -> None:
        check_operation_names(routes)  # when the App is built: a clash never reaches a request
        # Indexes, so a request tries only the routes that can fit it: a parameter is one segment, so
        # a path fits only templates of as many segments; a path that is a template without parameters
        # fits that template's routes, and only those (any other has more parameters).
        self._by_segments: dict[int, list[RouteSpec]] = {}
        self._literal: dict[str, list[RouteSpec]] = {}
        for route in routes:
            self._by_segments.setdefault(route.path.count("/"), []).append(route)
            if not route.path_parameters:
                self._literal.setdefault(route.path, []).append(route)

    def find(self, method: str, path: str) -> tuple[RouteSpec, dict[str, str]] | None:
        return next(
            ((route, params) for route, params in self._fitting(path) if route.method == method), None
        )

    def methods(self, path: str) -> list[str]:
        """The methods routes of this path take (a 405 names them; none is a 404)."""
        return sorted({route.method for route, _ in self._fitting(path)})

    def _fitting(self, path: str) -> list[tuple[RouteSpec, dict[str, str]]]:
        literal = self._literal.get(path)
        if literal is not None:
            return [(route, {}) for route in literal]
        candidates = self._by_segments.get(path.count("/"), ())
        fits = [(route, params) for route in candidates if (params := route.match(path)) is not None]
        if not fits:
            return []
        fewest = min(len(params) for _, params in fits)
        return [(route, params) for route, params in fits if len(params) == fewest]


def check_operation_names(routes: Sequence[RouteSpec]) -> None:
    """Each route's operation name (its OpenAPI operationId and MCP tool name: the handler function's
    name; a kit resource's `<operation>_<resource name>`) is taken once. ValueError names the name and
    both routes."""
    first: dict[str, RouteSpec] = {}
    for route in routes:
        name = route.handler.__name__
        taken = first.setdefault(name, route)
        if taken is not route:
            raise ValueError(
                f"the operation name {name!r} is taken twice: by {taken.method} {taken.path} and by "
                f"{route.method} {route.path} (a route is named after its handler function, a kit "
                "operation `<operation>_<resource name>`): rename one"
            )


class Router:
    """Collects one family's routes; the family's handler module turns them into an App."""

    def __init__(self) -> None:
        self.routes: list[RouteSpec] = []

    def route(
        self,
        method: str,
        path: str,
        *,
        route_class: RouteClass,
        summary: str,
        scope: str | tuple[str, ...] | None = None,
        permission: str | None = None,
        response: Any = None,
        body: Any = ANNOTATED,
        query: Any = ANNOTATED,
        success_status: int = 200,
        authenticated: bool = True,
        replayable: bool = True,
        invalid_body_code: str = "invalid_request",
        etag: bool = False,
        if_match: bool | None = None,
        errors: tuple[int, ...] = (),
        last_write_wins: bool = False,
        reads: tuple[tuple[str, str], ...] = (),
        secret_body: bool = False,
        location: bool = True,
        params: Mapping[str, Mapping[str, Any]] | None = None,
        upload: Upload | None = None,
        empty_answers: tuple[int, ...] = (),
        answers: str | None = None,
    ) -> Callable[[Handler], Handler]:
        method = method.upper()
        _check_declaration(method, path, route_class, scope, permission)
        if body is not ANNOTATED or query is not ANNOTATED:  # given here: the annotation says nothing
            body, query = (None if body is ANNOTATED else body), (None if query is ANNOTATED else query)

        def register(handler: Handler) -> Handler:
            if body is ANNOTATED:
                _check_annotation(handler)
            spec = RouteSpec(
                method=method,
                path=path,
                route_class=route_class,
                summary=summary,
                handler=handler,
                scope=scope,
                permission=permission,
                body=body,
                query=query,
                response=response,
                success_status=success_status,
                authenticated=authenticated,
                replayable=replayable,
                invalid_body_code=invalid_body_code,
                etag=etag,
                if_match=if_match,
                errors=errors,
                last_write_wins=last_write_wins,
                reads=reads,
                secret_body=secret_body,
                location=location,
                params=params or {},
                upload=upload,
                empty_answers=empty_answers,
                answers=answers,
            )
            if any((r.method, r.path) == (method, path) for r in self.routes):
                raise ValueError(f"{method} {path} is declared twice")
            self.routes.append(spec)
            return handler

        return register

    def get(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("GET", path, route_class=RouteClass.QUERY, **options)

    def post(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("POST", path, **options)

    def put(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("PUT", path, **options)

    def patch(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("PATCH", path, **options)

    def delete(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("DELETE", path, **options)


def _check_annotation(handler: Handler) -> None:
    """At declaration, without evaluating it (it may name a module loaded later): the one parameter is
    annotated Request[...]."""
    parameter = next(iter(handler.__code__.co_varnames[: handler.__code__.co_argcount]), None)
    annotation = handler.__annotations__.get(parameter or "")
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    if typing.get_origin(annotation) is not Request and not str(text).startswith("Request"):
        raise ValueError(f"{handler.__name__}: its one parameter must be annotated Request[Body, Query]")


@cache
def request_models(handler: Handler) -> tuple[Any, Any]:
    """(body model, query model) from the handler's `request: Request[Body, Query]` annotation, read
    once, on first use."""
    parameter = next(iter(handler.__code__.co_varnames[: handler.__code__.co_argcount]), None)
    annotation = typing.get_type_hints(handler).get(parameter or "")
    if annotation is not Request and typing.get_origin(annotation) is not Request:
        raise ValueError(f"{handler.__name__}: its one parameter must be annotated Request[Body, Query]")
    body, query = (*typing.get_args(annotation), None, None)[:2]
    return (None if body is type(None) else body), (None if query is type(None) else query)


def _check_declaration(
    method: str,
    path: str,
    route_class: RouteClass,
    scope: str | tuple[str, ...] | None,
    permission: str | None,
) -> None:
    """Mistakes in a declaration fail at import, in tests, never at request time."""
    if method not in ("GET", "POST", "PUT", "PATCH", "DELETE"):
        raise ValueError(f"unsupported method {method}")
    if not path.startswith("/api/v1/"):
        raise ValueError(f"{path}: routes live under /api/v1")
    if method == "GET" and route_class is not RouteClass.QUERY:
        raise ValueError(f"GET {path} must be a Query route")
    for each in (scope,) if isinstance(scope, str) else scope or ():
        if each not in SCOPES:
            raise ValueError(f"{path}: unknown scope {each}")
    if permission is not None and permission not in PERMISSIONS:
        raise ValueError(f"{path}: unknown permission {permission}")
