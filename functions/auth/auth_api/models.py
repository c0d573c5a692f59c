"""Request and response bodies of the auth family (camelCase on the wire)."""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import AwareDatetime, BeforeValidator, Field, field_validator
from pydantic_core import PydanticCustomError

from kernel.models import ApiModel, BodyModel, ScopeName
from kernel.policy import unknown_scopes


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


class SessionRequest(BodyModel):
    model_config = {
        "json_schema_extra": {
            "examples": [{"idToken": "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJodHRwczovL2lkcC5leGFtcGxlIn0.c2ln"}]
        }
    }

    id_token: str = Field(min_length=1, max_length=16_384, description="An id token from a trusted provider.")
    tenant_id: str | None = Field(default=None, description="The firm to open, when the email has several.")


class SwitchTenantRequest(BodyModel):
    model_config = {"json_schema_extra": {"examples": [{"tenantId": "frm_01jd7m3k2q8w4r6t9y0p5n1b3c"}]}}

    tenant_id: str = Field(min_length=1, max_length=64)


class SessionGrant(ApiModel):
    access_token: str
    token_type: Literal["Bearer"] = "Bearer"  # noqa: S105 - the scheme name, not a secret
    expires_in: int
    user: UserView
    firm: FirmView


class TenantView(ApiModel):
    firm: FirmView
    role: RoleView
    current: bool


class TenantList(ApiModel):
    items: list[TenantView]
    next_cursor: str | None = None


class MembershipView(ApiModel):
    firm: FirmView
    role_id: str
    current: bool


class TokenView(ApiModel):
    kind: str
    id: str
    scopes: list[ScopeName] | None
    expires_at: str


class MeResponse(ApiModel):
    user: UserView
    firm: FirmView
    role: RoleView
    permissions: list[str]
    token: TokenView
    memberships: list[MembershipView]


_RFC3339 = re.compile(
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,9})?([Zz]|[+-][0-9]{2}:[0-9]{2})"
)


def _rfc3339_text(value: object) -> object:
    """Only RFC 3339 text with a zone: a number of seconds, or a time without a zone, is refused."""
    if not isinstance(value, str) or not _RFC3339.fullmatch(value):
        raise PydanticCustomError(
            "rfc3339", "must be an RFC 3339 time with a zone, e.g. 2027-06-30T00:00:00Z"
        )
    return value


class IssueTokenRequest(BodyModel):
    model_config = {
        "json_schema_extra": {
            "examples": [
                {
                    "scopes": ["records:read", "forms:read"],
                    "description": "Nightly export to the data warehouse",
                    "expiresAt": "2027-06-30T00:00:00Z",
                }
            ]
        }
    }

    scopes: list[ScopeName] = Field(min_length=1, max_length=64)
    description: str = Field(default="", max_length=200)
    expires_at: Annotated[AwareDatetime, BeforeValidator(_rfc3339_text)] = Field(
        strict=False,
        description="RFC 3339 time with a zone, at most a year away.",
        examples=["2027-06-30T00:00:00Z"],
    )

    @field_validator("scopes")
    @classmethod
    def _known_scopes(cls, scopes: list[str]) -> list[str]:
        unknown = unknown_scopes(scopes)
        if unknown:
            raise ValueError(f"unknown scopes: {', '.join(unknown)}")
        return scopes


class TokenSummary(ApiModel):
    id: str
    prefix: str
    scopes: list[ScopeName]
    description: str
    created_at: str
    expires_at: str
    last_used_at: str | None
    status: Literal["active", "expired", "revoked"]


class IssuedToken(TokenSummary):
    secret: str = Field(description="Shown once, never again.")


class TokenList(ApiModel):
    items: list[TokenSummary]
    next_cursor: str | None = None
