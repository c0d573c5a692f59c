"""The request pipeline (DESIGN.md section 3), built once and run by every route of every family.

1 match the route · 2 authenticate · 3 authorize (token route, scope, permission) · 4 refuse tenantId ·
5 rate limit · 6 idempotency · 7 validate and run the handler · 8 respond with X-Request-Id and the
error envelope. Steps 5 and 6 are marked where they go.
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

from kernel import errors
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
from kernel.routing import Router, RouteSpec
from kernel.services import Services

JSON = "application/json"
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
            result = self._resolver.resolve(event, context)
        except Exception:
            self.logger.exception("unhandled error")
            result = self._error_result(errors.internal_error(), request_id)
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
            request_id = self._request_id
            try:
                response = self._run(route, path_params, request_id)
            except ApiError as error:
                response = _error_response(error, request_id)
            return _powertools_response(response)

        endpoint.__name__ = f"{route.method.lower()}_{route.handler.__name__}"
        return endpoint

    def _run(self, route: RouteSpec, path_params: dict[str, str], request_id: str) -> Response:
        event = self._resolver.current_event
        headers = event.headers or {}
        principal = None
        if route.authenticated:
            principal = self.services.authenticator.authenticate(headers.get("authorization"))
            self.logger.append_keys(
                firm_id=principal.firm_id, user_id=principal.user_id, token_kind=principal.token_kind.value
            )
            authorize(route, principal)
        elif presents_api_token(headers.get("authorization")) and not route.api_token_allowed:
            raise errors.token_route()  # spec 5.2.6 holds on public routes too: sign-in is not for tokens
        body = read_json_body(event.raw_event, headers)
        if route.rejects_tenant_id:
            reject_tenant_id(event.raw_query_string or "", body)
        # Step 5 (rate limit) and step 6 (idempotency) run here, once both land in the kernel.
        request = Request(
            route=route,
            request_id=request_id,
            headers=headers,
            path_params=path_params,
            services=self.services,
            principal=principal,
            query=validate_query(route, event.query_string_parameters),
            body=validate_body(route, body),
        )
        return _as_response(route.handler(request), route)

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
