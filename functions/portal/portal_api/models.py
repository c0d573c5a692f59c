"""Bodies of the portal (spec 2.5, 4.2), camelCase on the wire. The spec names the grant's fields;
a portal role's and the settings' fields are this service's (docs/decisions.md)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, ConfigDict, Field

from kernel.models import ApiModel, BodyModel
from kit.fields import RecordId, StoredItem, Text, Title

# What a portal role may let its people do (the role a grant names).
CAPABILITIES = (
    "documents.view",
    "reports.view",
    "financials.view",
    "updates.view",
    "forms.submit",
    "messages.send",
)
Capability = Literal[CAPABILITIES]  # type: ignore[valid-type]
_HOST = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+"


def _id(value: str) -> str:
    if not value.startswith("prol_") or len(value) != 31 or not value[5:].isalnum():
        raise ValueError("a portal role id (prol_...)")
    return value


RoleId = Annotated[str, AfterValidator(_id)]


class PortalRoleBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"name": "LP viewer", "description": "Limited partners",
         "capabilities": ["documents.view", "reports.view"]}
    ]})  # fmt: skip

    name: Title
    description: Text | None = None
    capabilities: list[Capability] = Field(default_factory=list, max_length=len(CAPABILITIES))


class PortalRole(StoredItem):
    name: str
    capabilities: list[str]
    grants: int = Field(default=0, description="How many access grants name the role.")


class GrantBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "personId": "rec_01jd0000000000000000000001", "subjectKind": "company",
        "subjectId": "rec_01jd0000000000000000000002", "roleId": "prol_01jd0000000000000000000003",
    }]})  # fmt: skip

    person_id: RecordId
    subject_kind: Literal["company", "investor"]
    subject_id: RecordId
    role_id: RoleId


class Grant(StoredItem):
    person_id: str
    subject_kind: str
    subject_id: str
    role_id: str


class GuestVisibility(BodyModel):
    """What a guest (a portal visitor without a grant) can see."""

    company_profiles: bool = False
    fund_overview: bool = False
    news: bool = False
    contact_form: bool = False


class PortalSettingsBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"portalAddress": "investors.demo-capital.example",
         "guestVisibility": {"news": True, "contactForm": True}}
    ]})  # fmt: skip

    portal_address: Annotated[str, Field(max_length=253, pattern=f"^{_HOST}$")] | None = None
    guest_visibility: GuestVisibility = Field(default_factory=GuestVisibility)


class PortalSettings(ApiModel):
    portal_address: str | None
    guest_visibility: dict[str, bool]
    updated_at: str | None
