"""Sign-in and firm switching: an id token becomes a session for one firm the email belongs to."""

from __future__ import annotations

from aws_lambda_powertools import Logger

from auth_api.id_tokens import IdTokenVerifier, InvalidIdToken
from auth_api.models import FirmView, RoleView, SessionGrant, TenantView, UserView
from kernel import errors, session_tokens
from kernel.identity import Conflict, Membership, User
from kernel.services import Services

logger = Logger(child=True)


def no_membership() -> errors.ApiError:
    return errors.ApiError(403, "no_membership", "This email is not a member of that firm.")


def tenant_required(firms: list[FirmView]) -> errors.ApiError:
    return errors.ApiError(
        409,
        "tenant_required",
        "This email belongs to several firms: send one of them as tenantId.",
        extra={"tenants": [firm.model_dump(by_alias=True) for firm in firms]},
    )


def sign_in(
    services: Services, verifier: IdTokenVerifier, id_token: str, tenant_id: str | None
) -> SessionGrant:
    try:
        person = verifier.verify(id_token)
    except InvalidIdToken as error:
        logger.info("id token rejected", extra={"reason": str(error)})  # the reason is for us, not the caller
        raise errors.unauthenticated("The id token was not accepted.") from None
    user = services.identity.find_user_by_email(person.email)
    memberships = services.identity.memberships_of_user(user.user_id) if user else []
    if user is None or not memberships:
        raise no_membership()
    return open_session(services, user, _choose(services, memberships, tenant_id).firm_id)


def _choose(services: Services, memberships: list[Membership], tenant_id: str | None) -> Membership:
    if tenant_id is not None:
        chosen = next((m for m in memberships if m.firm_id == tenant_id), None)
        if chosen is None:
            raise no_membership()
        return chosen
    if len(memberships) > 1:
        firms = services.identity.get_firms(m.firm_id for m in memberships)
        raise tenant_required(
            sorted((FirmView(id=f.firm_id, name=f.name) for f in firms), key=lambda f: f.name)
        )
    return memberships[0]


def switch(services: Services, user_id: str, tenant_id: str) -> SessionGrant:
    """A new session for another firm of the same person; membership is checked now, not remembered."""
    user = services.identity.get_user(user_id)
    if user is None or services.identity.get_membership(tenant_id, user_id) is None:
        raise no_membership()
    return open_session(services, user, tenant_id)


def open_session(services: Services, user: User, firm_id: str) -> SessionGrant:
    try:
        session = services.identity.create_session(user.user_id, firm_id, session_tokens.LIFETIME_SECONDS)
    except Conflict:  # the membership ended between the check and the write
        raise no_membership() from None
    token = session_tokens.mint(
        services.keyring.get(),
        user_id=user.user_id,
        firm_id=firm_id,
        session_id=session.session_id,
        clock=services.clock,
    )
    firm = services.identity.get_firm(firm_id)
    return SessionGrant(
        access_token=token,
        expires_in=session_tokens.LIFETIME_SECONDS,
        user=UserView(id=user.user_id, email=user.email, name=user.name),
        firm=FirmView(id=firm_id, name=firm.name if firm else ""),
    )


def tenants(services: Services, user_id: str, current_firm_id: str) -> list[TenantView]:
    memberships = services.identity.memberships_of_user(user_id)
    firms = {firm.firm_id: firm for firm in services.identity.get_firms(m.firm_id for m in memberships)}
    views = []
    for membership in memberships:
        role = services.identity.get_role(membership.firm_id, membership.role_id)
        firm = firms.get(membership.firm_id)
        views.append(
            TenantView(
                firm=FirmView(id=membership.firm_id, name=firm.name if firm else ""),
                role=RoleView(id=membership.role_id, name=role.name if role else membership.role_id),
                current=membership.firm_id == current_firm_id,
            )
        )
    return sorted(views, key=lambda view: view.firm.name)
