"""API tokens a signed-in person issues for scripts: for the firm of their session, acting as them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from auth_api.models import IssuedToken, IssueTokenRequest, TokenList, TokenSummary
from kernel import api_tokens, aws, errors
from kernel.auth import Principal
from kernel.identity import ApiTokenRecord
from kernel.ids import iso
from kernel.services import Services

# The call's writes beside a token's (its audit log entry), given the token's id
Audited = Callable[[str], Sequence[aws.Operation]]


def issue(
    services: Services, caller: Principal, request: IssueTokenRequest, audited: Audited = lambda _: ()
) -> IssuedToken:
    """A new token of the caller's; `audited`: the call's audit log entry for the token's id, written
    with the token."""
    now = services.clock()
    expires_at = int(request.expires_at.timestamp())
    if expires_at <= now:
        raise _invalid_expiry("expiresAt must be in the future.")
    if expires_at > now + api_tokens.MAX_LIFETIME_SECONDS:
        raise _invalid_expiry("expiresAt may be at most a year away.")
    secret, record = api_tokens.issue(
        services.identity,
        firm_id=caller.firm_id,
        user_id=caller.user_id,
        scopes=request.scopes,
        expires_at=expires_at,
        description=request.description,
        clock=services.clock,
        also=audited,
    )
    return IssuedToken(secret=secret, **summary(record, now).model_dump())


def _invalid_expiry(message: str) -> errors.ApiError:
    return errors.invalid_request(message, [{"field": "expiresAt", "message": message}])


def list_own(services: Services, caller: Principal, limit: int, cursor: str | None) -> TokenList:
    """A page of the caller's tokens in this firm, newest first."""
    scope = f"tokens|{caller.firm_id}|{caller.user_id}"
    codec = services.cursor_codec()
    start = codec.decode(cursor, scope) if cursor else None
    tokens, next_start = services.identity.api_tokens_page(caller.firm_id, caller.user_id, limit, start)
    now = services.clock()
    return TokenList(
        items=[summary(token, now) for token in tokens],
        next_cursor=codec.encode(next_start, scope) if next_start else None,
    )


def revoke(services: Services, caller: Principal, token_id: str, audited: Audited = lambda _: ()) -> None:
    token = services.identity.get_api_token(caller.firm_id, token_id)
    if token is None or token.user_id != caller.user_id:  # another person's token is not there for you
        raise errors.not_found("No such API token.")
    services.identity.revoke_api_token(caller.firm_id, token_id, audited(token_id))


def summary(token: ApiTokenRecord, now: float) -> TokenSummary:
    status = "revoked" if token.revoked_at is not None else "expired" if token.expires_at <= now else "active"
    return TokenSummary(
        id=token.token_id,
        prefix=token.display_prefix,
        scopes=sorted(token.scopes),
        description=token.description,
        created_at=iso(token.created_at),
        expires_at=iso(token.expires_at),
        last_used_at=iso(token.last_used_at) if token.last_used_at else None,
        status=status,
    )
