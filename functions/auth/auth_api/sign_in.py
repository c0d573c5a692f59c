"""Sign-in and firm switching: an id token becomes a session for one firm the email belongs to."""

from __future__ import annotations

from aws_lambda_powertools import Logger

from auth_api.id_tokens import IdTokenVerifier, InvalidIdToken, VerifiedIdentity
from auth_api.models import FirmView, RoleView, SessionGrant, TenantList, TenantView, UserView
from kernel import errors, session_tokens
from kernel.auth import Principal
from kernel.identity import Conflict, Membership, Session, User
from kernel.services import Services

logger = Logger(child=True)


def no_membership() -> errors.ApiError:
    return errors.ApiError(
        403, "no_membership", "This email is not a member of a firm that accepts this sign-in."
    )


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
    """A session for one firm that has the email as a member and accepts the token's issuer."""
    try:
        person = verifier.verify(id_token)
    except InvalidIdToken as error:
        logger.info("id token rejected", extra={"reason": str(error)})  # the reason is for us, not the caller
        raise errors.unauthenticated("The id token was not accepted.") from None
    user = services.identity.find_user_by_email(person.email)
    memberships = services.identity.memberships_of_user(user.user_id) if user else []
    memberships = _accepting(services, person, memberships)
    if user is None or not memberships:
        raise no_membership()
    if services.identity.pin_subject(user.user_id, person.issuer, person.subject) != person.subject:
        # Another account at the same provider claims this email: the person it was pinned to is
        # who the email means here (records-admin forget-subject, when a provider recreates an account).
        logger.warning("id token of a second subject for a pinned email", extra={"issuer": person.issuer})
        raise errors.unauthenticated("The id token was not accepted.")
    return open_session(services, user, _choose(services, memberships, tenant_id), issuer=person.issuer)


def _accepting(
    services: Services, person: VerifiedIdentity, memberships: list[Membership]
) -> list[Membership]:
    """The memberships of firms that accept the token's issuer: every firm accepts a consumer provider
    (it verifies the email); an enterprise provider only where the template or the firm chose it."""
    if person.kind == "consumer":
        return memberships
    chose = services.identity.firms_trusting(person.issuer, [m.firm_id for m in memberships])
    return [m for m in memberships if m.firm_id in person.firms or m.firm_id in chose]


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


def switch(services: Services, verifier: IdTokenVerifier, caller: Principal, tenant_id: str) -> SessionGrant:
    """A session for another firm of the same person, within the same sign-in: it ends when the
    sign-in does (or sooner), and the firm must accept the identity provider the person signed in with."""
    session = services.identity.get_session(caller.token_id)
    user = services.identity.get_user(caller.user_id)
    membership = services.identity.get_membership(tenant_id, caller.user_id)
    if session is None or user is None or membership is None:
        raise no_membership()
    if session.issuer is not None and not _accepts(services, verifier, session.issuer, tenant_id):
        raise no_membership()
    return open_session(services, user, membership, origin=session)


def _accepts(services: Services, verifier: IdTokenVerifier, issuer: str, firm_id: str) -> bool:
    trusted = verifier.trusted(issuer)
    if trusted is None:  # no longer configured at all
        return False
    if trusted.kind == "consumer" or firm_id in trusted.firms:
        return True
    return firm_id in services.identity.firms_trusting(issuer, [firm_id])


def open_session(
    services: Services,
    user: User,
    membership: Membership,
    *,
    origin: Session | None = None,
    issuer: str | None = None,
) -> SessionGrant:
    try:
        session = services.identity.create_session(
            membership, session_tokens.LIFETIME_SECONDS, origin=origin, issuer=issuer
        )
    except Conflict:  # the membership ended between the check and the write
        raise no_membership() from None
    token = session_tokens.mint(
        services.keyring.get(),
        user_id=user.user_id,
        firm_id=membership.firm_id,
        session_id=session.session_id,
        origin_id=session.origin_id,
        expires_at=session.expires_at,
        clock=services.clock,
    )
    firm = services.identity.get_firm(membership.firm_id)
    return SessionGrant(
        access_token=token,
        expires_in=max(0, session.expires_at - int(services.clock())),
        user=UserView(id=user.user_id, email=user.email, name=user.name),
        firm=FirmView(id=membership.firm_id, name=firm.name if firm else ""),
    )


def sign_out(services: Services, caller: Principal) -> None:
    """Ends the sign-in this session belongs to, and with it every session switched to from it."""
    session = services.identity.get_session(caller.token_id)
    if session is None:
        return
    services.identity.end_session(session.origin_id)
    if session.origin_id != session.session_id:
        services.identity.end_session(session.session_id)


def tenants(services: Services, caller: Principal, limit: int, cursor: str | None) -> TenantList:
    """A page of the firms this person can open, with the role in each."""
    scope = f"tenants|{caller.user_id}"
    codec = services.cursor_codec()
    start = codec.decode(cursor, scope) if cursor else None
    memberships, next_start = services.identity.memberships_page(caller.user_id, limit, start)
    firms = {firm.firm_id: firm for firm in services.identity.get_firms(m.firm_id for m in memberships)}
    views = []
    for membership in memberships:
        role = services.identity.get_role(membership.firm_id, membership.role_id)
        firm = firms.get(membership.firm_id)
        views.append(
            TenantView(
                firm=FirmView(id=membership.firm_id, name=firm.name if firm else ""),
                role=RoleView(id=membership.role_id, name=role.name if role else membership.role_id),
                current=membership.firm_id == caller.firm_id,
            )
        )
    return TenantList(items=views, next_cursor=codec.encode(next_start, scope) if next_start else None)
