"""Every error the API answers with: one exception type, one envelope, stable codes."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """An error with an HTTP status and a stable code; rendered as the error envelope."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        extra: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
        beside: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.extra = extra or {}  # more keys of the error object
        self.headers = headers or {}
        self.beside = beside or {}  # keys beside the error object (publish_blocked's `result`, spec 7)

    def envelope(self, request_id: str) -> dict[str, Any]:
        error = {"code": self.code, "message": self.message, "requestId": request_id, **self.extra}
        return {"error": error, **self.beside}


def unauthenticated(message: str = "A valid bearer token is required.") -> ApiError:
    # RFC 6750: tell the client which scheme we expect, never why its token failed.
    return ApiError(401, "unauthenticated", message, headers={"WWW-Authenticate": 'Bearer realm="api"'})


def token_route() -> ApiError:
    return ApiError(
        403,
        "token_route",
        "API tokens can call /api/v1/x routes and GET /api/v1/auth/me only; sign in for this route.",
    )


def scope_denied(scope: str) -> ApiError:
    """`scope`: the one the route needs, or its alternatives ("forms:read or records:read")."""
    return ApiError(403, "scope_denied", f"This API token lacks the scope '{scope}'.", extra={"scope": scope})


def permission_denied(permission: str) -> ApiError:
    return ApiError(
        403,
        "permission_denied",
        f"Your role lacks the permission '{permission}'.",
        extra={"permission": permission},
    )


def tenant_in_request(where: str) -> ApiError:
    return ApiError(
        400,
        "tenant_in_request",
        f"'tenantId' is not accepted in the {where}: the firm comes from the token.",
    )


def not_found(message: str = "No such resource.") -> ApiError:
    return ApiError(404, "not_found", message)


def method_not_allowed(allowed: list[str]) -> ApiError:
    return ApiError(
        405,
        "method_not_allowed",
        f"This path accepts {', '.join(allowed)}.",
        headers={"Allow": ", ".join(allowed)},
    )


def unsupported_media_type() -> ApiError:
    return ApiError(415, "unsupported_media_type", "Send the body as application/json.")


def payload_too_large(limit: int) -> ApiError:
    return ApiError(413, "payload_too_large", f"The body exceeds {limit} bytes.", extra={"limitBytes": limit})


def invalid_json(detail: str) -> ApiError:
    return ApiError(400, "invalid_json", f"The body is not valid JSON: {detail}.")


def invalid_request(message: str, details: list[dict[str, str]] | None = None) -> ApiError:
    return ApiError(400, "invalid_request", message, extra={"details": details or []})


def invalid_cursor() -> ApiError:
    return ApiError(400, "invalid_cursor", "The cursor is not one this list issued; start again without it.")


def internal_error() -> ApiError:
    return ApiError(500, "internal_error", "Something went wrong on our side; it has been logged.")


def version_conflict() -> ApiError:
    return ApiError(
        412,
        "version_conflict",
        "If-Match names a version that is no longer current; nothing was written. Read it and retry.",
    )


def write_conflict() -> ApiError:
    return ApiError(
        409,
        "write_conflict",
        "Another request changed this at the same time; nothing was written. Read it and retry.",
    )


def already_exists() -> ApiError:
    return ApiError(409, "already_exists", "This already exists; nothing was written.")


def service_unavailable(message: str) -> ApiError:
    return ApiError(503, "service_unavailable", message, headers={"Retry-After": "1"})
