"""The vocabulary of authorization: API-token scopes (spec 5.2), role permissions and default roles.

A scope limits what a token may do; a permission is what the person's role allows. A call needs both,
so a scope never adds a permission the person lacks.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from types import MappingProxyType

# Spec 5.2. Every scope of an area that is not its read scope includes the read scope.
SCOPES: tuple[str, ...] = (
    "records:read", "records:write",
    "fields:read", "fields:write",
    "views:read", "views:write",
    "automations:read", "automations:draft", "automations:publish",
    "forms:read", "forms:draft", "forms:publish",
    "agents:read", "agents:draft",
    "quick-actions:read", "quick-actions:write",
    "processes:read", "processes:write",
    "connectors:read", "connectors:draft", "connectors:activate",
    "imports:read", "imports:draft", "imports:apply",
    "finance:read", "finance:write",
    "portfolio:read",
    "webhooks:read", "webhooks:write",
)  # fmt: skip

# One permission per area (records split into read and write, the common read-only analyst role).
# docs/permissions.md lists them with what each allows; keep the two in step.
PERMISSIONS: MappingProxyType[str, str] = MappingProxyType(
    {
        "records.read": "Read records, search, changes, strategies, deal sources, dashboards, screens",
        "records.write": "Create and change records and the product screens' data",
        "fields.manage": "Define custom fields and attribute sets",
        "views.manage": "Create and change saved views",
        "automations.manage": "Save and publish automations",
        "forms.definition.manage": "Author form definitions: create, version, activate, deactivate",
        "agents.manage": "Create, update and archive agent profiles",
        "quick-actions.manage": "Change quick actions",
        "processes.manage": "Create and update processes",
        "admin.connectors.manage": "Author, publish and delete connectors to outside systems",
        "portal.manage": "Grant and revoke investor-portal access, change portal roles and settings",
        "imports.manage": "Create, dry-run and apply imports",
        "finance.read": "Read funds, commitments and portfolio value",
        "finance.manage": "Create funds, commitments and investments (never change or delete them)",
        "portfolio.read": "List and open portfolio companies",
        "compliance.restricted": "Read and change restricted lists and conflicts of interest",
        "admin.integrations.manage": "Set outside providers' credentials and settings",
        "admin.audit.read": "Read the firm's audit log (every write through the API)",
        "admin.webhooks.manage": "Add, change and delete webhook endpoints (they get every record change)",
    }
)

# What a person must hold to hand a scope on (an agent profile's scopes never exceed its author's): the
# area's read permission for its read scope, the area's managing permission for the others.
# fmt: off
GRANTING_PERMISSION: MappingProxyType[str, str] = MappingProxyType(
    {
        "records:read": "records.read",
        "records:write": "records.write",
        "fields:read": "records.read",
        "fields:write": "fields.manage",
        "views:read": "records.read",
        "views:write": "views.manage",
        "automations:read": "automations.manage",
        "automations:draft": "automations.manage",
        "automations:publish": "automations.manage",
        "forms:read": "forms.definition.manage",
        "forms:draft": "forms.definition.manage",
        "forms:publish": "forms.definition.manage",
        "agents:read": "records.read",
        "agents:draft": "agents.manage",
        "quick-actions:read": "records.read",
        "quick-actions:write": "quick-actions.manage",
        "processes:read": "records.read",
        "processes:write": "processes.manage",
        "connectors:read": "admin.connectors.manage",
        "connectors:draft": "admin.connectors.manage",
        "connectors:activate": "admin.connectors.manage",
        "imports:read": "imports.manage",
        "imports:draft": "imports.manage",
        "imports:apply": "imports.manage",
        "finance:read": "finance.read",
        "finance:write": "finance.manage",
        "portfolio:read": "portfolio.read",
        "webhooks:read": "admin.webhooks.manage",
        "webhooks:write": "admin.webhooks.manage",
    }
)
# fmt: on

_MEMBER_EXCLUDED = frozenset(
    {
        "admin.connectors.manage",
        "admin.integrations.manage",
        "admin.audit.read",
        "admin.webhooks.manage",
        "portal.manage",
        "compliance.restricted",
        "finance.manage",
    }
)
# Who may see the firm's restricted list and conflicts: administrators and the compliance officers.
_COMPLIANCE = frozenset({"records.read", "records.write", "compliance.restricted"})

# Who keeps the funds: their commitments and investments, and what the portfolio shows.
_FINANCE = frozenset({"records.read", "finance.read", "finance.manage", "portfolio.read"})

# Created with every firm by the operator tool; the API never edits roles (spec 1.6).
DEFAULT_ROLES: MappingProxyType[str, tuple[str, frozenset[str]]] = MappingProxyType(
    {
        "admin": ("Administrator", frozenset(PERMISSIONS)),
        "member": ("Member", frozenset(PERMISSIONS) - _MEMBER_EXCLUDED),
        "viewer": ("Viewer", frozenset({"records.read", "finance.read", "portfolio.read"})),
        "compliance": ("Compliance", _COMPLIANCE),
        "finance": ("Finance", _FINANCE),
    }
)


def scope_area(scope: str) -> str:
    return scope.partition(":")[0]


def expand_scopes(granted: Iterable[str]) -> frozenset[str]:
    """The scopes a token holds once each write scope brings its area's read scope."""
    return _expanded(frozenset(granted))


@cache  # tokens carry a handful of distinct scope sets: each is expanded once per container
def _expanded(granted: frozenset[str]) -> frozenset[str]:
    known = set(granted) & set(SCOPES)  # an unknown scope grants nothing, not even its area's read
    return frozenset(known | {f"{scope_area(scope)}:read" for scope in known})


def unknown_scopes(requested: Iterable[str]) -> list[str]:
    return sorted(set(requested) - set(SCOPES))


def unknown_permissions(requested: Iterable[str]) -> list[str]:
    return sorted(set(requested) - set(PERMISSIONS))
