"""Auth routes: who is calling, for which firm, with what."""

from __future__ import annotations

from kernel import errors
from kernel.auth import TokenKind
from kernel.http import ApiModel, Request
from kernel.identity import Firm
from kernel.ids import iso
from kernel.routing import Router

router = Router()


class UserView(ApiModel):
    id: str
    email: str
    name: str


class FirmView(ApiModel):
    id: str
    name: str


class RoleView(ApiModel):
    id: str
    name: str


class MembershipView(ApiModel):
    firm: FirmView
    role_id: str
    current: bool


class TokenView(ApiModel):
    kind: str
    id: str
    scopes: list[str] | None
    expires_at: str


class MeResponse(ApiModel):
    user: UserView
    firm: FirmView
    role: RoleView
    permissions: list[str]
    token: TokenView
    memberships: list[MembershipView]


@router.get("/api/v1/auth/me", summary="The user, the firm, the memberships and the token of this call.",
            response=MeResponse)  # fmt: skip
def get_me(request: Request) -> MeResponse:
    caller = request.caller
    identity = request.services.identity
    user = identity.get_user(caller.user_id)
    if user is None:  # the membership exists but the user item does not: the identity table is broken
        raise errors.not_found("The user of this token no longer exists.")
    memberships = identity.memberships_of_user(caller.user_id)
    firms = {firm.firm_id: firm for firm in identity.get_firms([m.firm_id for m in memberships])}
    role = identity.get_role(caller.firm_id, caller.role_id)
    token = _token_view(request)
    return MeResponse(
        user=UserView(id=user.user_id, email=user.email, name=user.name),
        firm=_firm_view(firms, caller.firm_id),
        role=RoleView(id=caller.role_id, name=role.name if role else caller.role_id),
        permissions=sorted(caller.permissions),
        token=token,
        memberships=[
            MembershipView(
                firm=_firm_view(firms, m.firm_id), role_id=m.role_id, current=m.firm_id == caller.firm_id
            )
            for m in memberships
        ],
    )


def _firm_view(firms: dict[str, Firm], firm_id: str) -> FirmView:
    firm = firms.get(firm_id)
    return FirmView(id=firm_id, name=firm.name if firm else "")


def _token_view(request: Request) -> TokenView:
    caller = request.caller
    is_api_token = caller.token_kind is TokenKind.API_TOKEN
    return TokenView(
        kind=caller.token_kind.value,
        id=caller.token_id,
        scopes=sorted(caller.scopes) if is_api_token else None,
        expires_at=iso(caller.token_expires_at),
    )
