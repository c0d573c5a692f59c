"""The request pipeline (DESIGN.md section 3), built once and run by every route of every family.

1 match the route · 2 authenticate · 5 rate limit (API tokens; counted right after authentication, so
every authenticated call counts and every answer carries the limit state) · 3 authorize (token route,
scope, permission) · 4 refuse tenantId · 6 idempotency (POST) · 7 validate and run the handler ·
8 respond with X-Request-Id, the RateLimit fields and the error envelope.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.event_handler import APIGatewayHttpResolver
from aws_lambda_powertools.event_handler import Response as PowertoolsResponse
from pydantic import BaseModel

from kernel import errors, idempotency
from kernel.auth import Principal, TokenKind, presents_api_token
from kernel.errors import ApiError
from kernel.http import (
    Request,
    Response,
    read_json_body,
    reject_tenant_id,
    to_json,
    validate_body,
    validate_query,
)
from kernel.idempotency import Reservation
from kernel.rate_limit import LimitState
from kernel.routing import Router, RouteSpec
from kernel.services import Services

JSON = "application/json"
DEFAULT_FUNCTION_TIMEOUT = 30.0  # seconds, when no Lambda context says how long is left
RESERVATION_MARGIN_SECONDS = 5.0
_LOG_KEYS = ("request_id", "route", "firm_id", "user_id", "token_kind")


def authorize(route: RouteSpec, principal: Principal) -> None:
    """Spec 5.2: an API token needs its route and scope; everyone needs the role permission."""
    if principal.token_kind is TokenKind.API_TOKEN:
        if not route.api_token_allowed:
            raise errors.token_route()
        if route.scope is not None and not principal.has_scope(route.scope):
            raise errors.scope_denied(route.scope)
    if route.permission is not None and route.permission not in principal.permissions:
        raise errors.permission_denied(route.permission)


class App:
    """One Lambda function: the routes of its family behind the kernel pipeline."""

    def __init__(
        self,
        routers: Sequence[Router],
        *,
        service: str,
        services: Callable[[], Services] = Services.from_environment,
    ) -> None:
        self.routes = [route for router in routers for route in router.routes]
        self._services_factory = services
        self._services: Services | None = None
        self.logger = Logger(service=service)
        self._resolver = APIGatewayHttpResolver()
        for route in self.routes:
            self._resolver.route(route.powertools_path, [route.method])(self._endpoint(route))
        self._resolver.not_found(self._no_route)
        # One request at a time per instance, as Lambda runs a container (the local stack keeps to it).
        self._request_id = ""
        self._context: Any = None
        self._limit_state: LimitState | None = None

    @property
    def services(self) -> Services:
        if self._services is None:  # first request, not import: cold start stays cheap
            self._services = self._services_factory()
        return self._services

    def lambda_handler(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        started = time.perf_counter()
        request_id = str(event.get("requestContext", {}).get("requestId") or uuid.uuid4())
        self.logger.append_keys(request_id=request_id, route=event.get("routeKey"))
        try:
            self._request_id = request_id
            self._context = context
            self._limit_state = None
            result = self._resolver.resolve(event, context)
        except Exception:
            self.logger.exception("unhandled error")
            result = self._error_result(errors.internal_error(), request_id)
            if self._limit_state is not None:  # the call was counted: say so, as on every other answer
                result["headers"].update(self._limit_state.headers())
        headers = result.setdefault("headers", {})
        headers["X-Request-Id"] = request_id
        headers.setdefault("Cache-Control", "no-store")
        self.logger.info(
            "request",
            extra={
                "method": event.get("requestContext", {}).get("http", {}).get("method"),
                "path": event.get("rawPath"),
                "status": result.get("statusCode"),
                "duration_ms": round((time.perf_counter() - started) * 1000, 2),
            },
        )
        self.logger.remove_keys(list(_LOG_KEYS))
        return result

    def _endpoint(self, route: RouteSpec) -> Callable[..., PowertoolsResponse[str]]:
        def endpoint(**path_params: str) -> PowertoolsResponse[str]:
            try:
                response = self._run(route, path_params)
            except ApiError as error:
                response = _error_response(error, self._request_id)
            if self._limit_state is not None:  # every counted API-token call shows where it stands
                response.headers = {**self._limit_state.headers(), **response.headers}
            return _powertools_response(response)

        endpoint.__name__ = f"{route.method.lower()}_{route.handler.__name__}"
        return endpoint

    def _run(self, route: RouteSpec, path_params: dict[str, str]) -> Response:
        event = self._resolver.current_event
        headers = event.headers or {}
        principal = None
        if route.authenticated:
            principal = self.services.authenticator.authenticate(headers.get("authorization"))
            self.logger.append_keys(
                firm_id=principal.firm_id, user_id=principal.user_id, token_kind=principal.token_kind.value
            )
            if principal.token_kind is TokenKind.API_TOKEN:  # step 5, first: every authenticated call counts
                self._limit_state = self.services.rate_limiter.consume(principal.token_id)
            authorize(route, principal)
        elif presents_api_token(headers.get("authorization")) and not route.api_token_allowed:
            raise errors.token_route()  # spec 5.2.6 holds on public routes too: sign-in is not for tokens
        body = read_json_body(event.raw_event, headers)
        if route.rejects_tenant_id:
            reject_tenant_id(event.raw_query_string or "", body)
        reservation = None
        if principal is not None and route.method == "POST":
            outcome = self._reserve(route, principal, headers, event.raw_query_string or "", body)
            if isinstance(outcome, Response):
                return outcome  # a replay: the handler does not run again
            reservation = outcome
        return self._handle(route, path_params, principal, headers, body, reservation)

    def _reserve(
        self, route: RouteSpec, principal: Principal, headers: dict[str, str], raw_query: str, body: Any
    ) -> Reservation | Response | None:
        """Step 6: with an Idempotency-Key, a replay, a 409, or the key reserved for this call."""
        key = idempotency.read_key(headers)
        if key is None:
            return None
        if not route.replayable:
            raise errors.ApiError(
                400,
                "idempotency_unsupported",
                "This route does not take Idempotency-Key: its answer holds a credential, never stored.",
            )
        request_fingerprint = idempotency.fingerprint(
            route.method, self._resolver.current_event.path, raw_query, body
        )
        return self.services.idempotency.begin(
            principal.firm_id, principal.user_id, key, request_fingerprint, self._lock_seconds()
        )

    def _handle(
        self,
        route: RouteSpec,
        path_params: dict[str, str],
        principal: Principal | None,
        headers: dict[str, str],
        body: Any,
        reservation: Reservation | None,
    ) -> Response:
        """Step 7 and the end of step 6: validate, run, then store or free the key."""
        request: Request | None = None
        try:
            request = Request(
                route=route,
                request_id=self._request_id,
                headers=headers,
                path_params=path_params,
                services=self.services,
                principal=principal,
                query=validate_query(route, self._resolver.current_event.query_string_parameters),
                body=validate_body(route, body),
                reservation=reservation,
            )
            response = _as_response(route.handler(request), route)
        except ApiError as error:
            response = _error_response(error, self._request_id)
        except Exception:
            committed = request is not None and request.committed
            if reservation is not None and not committed:
                self.services.idempotency.release(reservation)  # a 5xx frees the key (spec 5.3.8)
            raise  # after a commit the stored answer stands: a retry replays it, never writes twice
        if reservation is not None and not (request is not None and request.committed):
            if response.status == 412 or response.status >= 500:
                self.services.idempotency.release(reservation)  # spec 5.3.7 and 5.3.8
            else:
                self.services.idempotency.complete(reservation, response)  # rejections replay too (5.3.6)
        return response

    def _lock_seconds(self) -> float:
        """How long a reservation holds: the rest of this invocation, and a margin, so a call that dies
        with its Lambda never blocks the key for longer."""
        remaining = getattr(self._context, "get_remaining_time_in_millis", None)
        seconds = remaining() / 1000 if callable(remaining) else DEFAULT_FUNCTION_TIMEOUT
        return float(seconds) + RESERVATION_MARGIN_SECONDS

    def _no_route(self, _error: Exception) -> PowertoolsResponse[str]:
        event = self._resolver.current_event
        allowed = sorted({route.method for route in self.routes if route.matches(event.path)})
        error = (
            errors.method_not_allowed(allowed) if allowed else errors.not_found("No route matches this path.")
        )
        return _powertools_response(_error_response(error, self._request_id))

    def _error_result(self, error: ApiError, request_id: str) -> dict[str, Any]:
        return {
            "statusCode": error.status,
            "headers": {"Content-Type": JSON, **error.headers},
            "body": to_json(error.envelope(request_id)),
            "isBase64Encoded": False,
        }


def _as_response(result: Any, route: RouteSpec) -> Response:
    if isinstance(result, Response):
        return result
    if isinstance(result, BaseModel):
        return Response(route.success_status, result.model_dump(mode="json", by_alias=True))
    return Response(route.success_status, result)


def _error_response(error: ApiError, request_id: str) -> Response:
    return Response(error.status, error.envelope(request_id), dict(error.headers))


def _powertools_response(response: Response) -> PowertoolsResponse[str]:
    body = None if response.body is None else to_json(response.body)
    return PowertoolsResponse(
        status_code=response.status,
        content_type=JSON if body is not None else None,
        body=body,
        headers=response.headers,
    )
