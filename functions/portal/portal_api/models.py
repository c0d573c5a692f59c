"""Bodies of the portal (spec 2.5, 4.2), as kit fields (camelCase on the wire). The spec names the
grant's fields; a portal role's and the settings' fields are this service's (docs/decisions.md)."""

from __future__ import annotations

from kit.fields import Boolean, Choice, Fields, ListOf, Object, Text

# What a portal role may let its people do (the role a grant names).
CAPABILITIES = (
    "documents.view",
    "reports.view",
    "financials.view",
    "updates.view",
    "forms.submit",
    "messages.send",
)
_HOST = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+"

PORTAL_ROLE = {
    "name": Text(max_length=200),
    "description": Text(min_length=0, max_length=20_000, multiline=True, required=False),
    # Each at most once: a repeat is 400 naming its place, never stored.
    "capabilities": ListOf(
        of=Choice(*CAPABILITIES), most=len(CAPABILITIES), unique=True, required=False, default=[]
    ),
}
PORTAL_ROLE_EXAMPLE = {"name": "LP viewer", "description": "Limited partners",
                       "capabilities": ["documents.view", "reports.view"]}  # fmt: skip
GRANT_EXAMPLE = {
    "personId": "rec_01jd0000000000000000000001", "subjectKind": "company",
    "subjectId": "rec_01jd0000000000000000000002", "roleId": "prol_01jd0000000000000000000003",
}  # fmt: skip

GUEST_VISIBILITY = {
    key: Boolean(required=False, default=False)
    for key in ("companyProfiles", "fundOverview", "news", "contactForm")
}
SETTINGS_BODY = Fields(
    "PortalSettingsBody",
    {
        "portalAddress": Text(max_length=253, required=False, pattern=f"^{_HOST}$",
                              pattern_says="a host name in lower case, e.g. investors.example.com"),
        "guestVisibility": Object(fields=GUEST_VISIBILITY, required=False,
                                  default=dict.fromkeys(GUEST_VISIBILITY, False),
                                  description="What a guest (a portal visitor without a grant) can see."),
    },
    example={"portalAddress": "investors.demo-capital.example",
             "guestVisibility": {"news": True, "contactForm": True}},
)  # fmt: skip
SETTINGS = Fields("PortalSettings", {
    "portalAddress": Text(max_length=253, required=False),
    "guestVisibility": Object(fields=GUEST_VISIBILITY),
    "updatedAt": Text(max_length=40, required=False),
})  # fmt: skip
