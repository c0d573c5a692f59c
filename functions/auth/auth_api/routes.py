"""Auth routes (/api/v1/auth): sign-in, sessions, firm switching, API tokens, and who is calling.

API tokens reach only GET /me here (the kernel answers 403 token_route to the rest): a token can
never issue another token or switch firm.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from auth_api.id_tokens import IdTokenVerifier, parse_trusted_issuers
from kernel import audit, aws, errors
from kernel.auth import TokenKind
from kernel.identity import Firm
from kernel.ids import iso
from kernel.lazy import lazy_module
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.fields import page_query

if TYPE_CHECKING:
    from auth_api import models, sign_in, token_service
else:  # pydantic and the sign-in code: loaded by the first route that needs them (GET /me does not)
    models = lazy_module("auth_api.models")
    sign_in = lazy_module("auth_api.sign_in")
    token_service = lazy_module("auth_api.token_service")

router = Router()


def _audited(request: Request[Any, Any], status: int) -> Callable[[str], list[aws.Operation]]:
    """The audit log entry of a token's write (kept in the identity table, so not by the unit of work):
    in the same transaction as the token's items."""
    store = request.services.tenant_store(request.caller.firm_id)
    return lambda token_id: [audit.operation(store, request.audit_entry(status, {"id": token_id}))]


PAGE = page_query()


def configured_verifier() -> IdTokenVerifier:
    """The IdTokenVerifier port: trusted issuers are configuration (TRUSTED_ISSUERS, from the
    template), read once per container."""
    return IdTokenVerifier(parse_trusted_issuers(os.environ.get("TRUSTED_ISSUERS", "")))


@router.post("/api/v1/auth/session", route_class=RouteClass.RECORD, authenticated=False,
             summary="Sign in: exchange an id token for a session token of one firm.",
             response="models.SessionGrant")  # fmt: skip
def create_session(request: Request[models.SessionRequest]) -> models.SessionGrant:
    body = request.body
    return sign_in.sign_in(request.services, request.port(IdTokenVerifier), body.id_token, body.tenant_id)


@router.delete("/api/v1/auth/session", route_class=RouteClass.RECORD, success_status=204,
               if_match=False,  # a session has no version a client holds
               summary="Sign out: end this sign-in and every session switched to from it.")  # fmt: skip
def end_session(request: Request) -> Outcome:
    sign_in.sign_out(request.services, request.caller)
    return Outcome(status=204)


@router.get("/api/v1/auth/tenants", summary="The firms this person can open, with the role in each.",
            response="models.TenantList", query=PAGE)  # fmt: skip
def list_tenants(request: Request[None, dict[str, Any]]) -> models.TenantList:
    query = request.query
    return sign_in.tenants(request.services, request.caller, query["limit"], query.get("cursor"))


@router.post("/api/v1/auth/switch-tenant", route_class=RouteClass.RECORD, replayable=False,
             summary="A new session token for another firm this person belongs to.",
             response="models.SessionGrant")  # fmt: skip
def switch_tenant(request: Request[models.SwitchTenantRequest]) -> models.SessionGrant:
    verifier = request.port(IdTokenVerifier)
    return sign_in.switch(request.services, verifier, request.caller, request.body.tenant_id)


@router.post("/api/v1/auth/tokens", route_class=RouteClass.RECORD, success_status=201, replayable=False,
             location=False,  # a token is listed, never read alone
             summary="Issue an API token for this firm, acting as you; the secret is shown once.",
             response="models.IssuedToken")  # fmt: skip
def issue_token(request: Request[models.IssueTokenRequest]) -> models.IssuedToken:
    return token_service.issue(request.services, request.caller, request.body, _audited(request, 201))


@router.get("/api/v1/auth/tokens", summary="Your API tokens in this firm, without secrets.",
            response="models.TokenList", query=PAGE)  # fmt: skip
def list_tokens(request: Request[None, dict[str, Any]]) -> models.TokenList:
    query = request.query
    return token_service.list_own(request.services, request.caller, query["limit"], query.get("cursor"))


@router.delete("/api/v1/auth/tokens/{token_id}", route_class=RouteClass.RECORD, success_status=204,
               if_match=False,  # a token is revoked whatever it is
               summary="Revoke one of your API tokens; the next call with it is 401.")  # fmt: skip
def revoke_token(request: Request) -> Outcome:
    token_service.revoke(request.services, request.caller, request.path_params["token_id"],
                         _audited(request, 204))  # fmt: skip
    return Outcome(status=204)


@router.get("/api/v1/auth/me", summary="The user, the firm, the memberships and the token of this call.",
            response="models.MeResponse", errors=(404,))  # fmt: skip
def get_me(request: Request) -> dict[str, Any]:
    caller = request.caller
    identity = request.services.identity
    user = identity.get_user(caller.user_id)
    if user is None:  # the membership exists but the user item does not: the identity table is broken
        raise errors.not_found("The user of this token no longer exists.")
    is_api_token = caller.token_kind is TokenKind.API_TOKEN
    memberships = identity.memberships_of_user(caller.user_id)
    if is_api_token:  # spec 5.1: the memberships on this token, which acts in one firm only
        memberships = [m for m in memberships if m.firm_id == caller.firm_id]
    firms = {firm.firm_id: firm for firm in identity.get_firms([m.firm_id for m in memberships])}
    role = identity.get_role(caller.firm_id, caller.role_id)
    firm_id = caller.firm_id
    return {
        "user": {"id": user.user_id, "email": user.email, "name": user.name},
        "firm": _firm_view(firms, caller.firm_id),
        "role": {"id": caller.role_id, "name": role.name if role else caller.role_id},
        "permissions": sorted(caller.permissions),
        "token": {
            "kind": caller.token_kind.value,
            "id": caller.token_id,
            "scopes": sorted(caller.scopes) if is_api_token else None,
            "expiresAt": iso(caller.token_expires_at),
        },
        "memberships": [
            {"firm": _firm_view(firms, m.firm_id), "roleId": m.role_id, "current": m.firm_id == firm_id}
            for m in memberships
        ],
    }


def _firm_view(firms: dict[str, Firm], firm_id: str) -> dict[str, str]:
    firm = firms.get(firm_id)
    return {"id": firm_id, "name": firm.name if firm else ""}
