"""Portal (spec 2.5, 4.2): who can sign in to the firm's portal (access grants), the portal's security
roles, and its settings. Roles and grants are kit resources; settings are one item per firm.

A grant names a Person record, a Company or Investor record as its subject (by `subjectKind`) and a
portal role of the firm: anything else is 400. Each grant moves its role's `grants` count in the same
transaction, so removing a role still named by a grant is 409 `role_in_use`, even when the grant
was made a moment before: the two writes meet on the role's version; a grant racing the role's
removal runs again and is 400 (`roleId`). A grant whose subject is an Investor moves the Investor's
usage count (`records.usage`) the same way, so the Investor is not deleted while a grant names it.

Who may open the firm's portal to outsiders is an administrator's call: every portal write needs the
permission `portal.manage` (the `admin` role's by default); reading needs `records.read`.

The settings are versioned as the other settings singletons are (`/fx/settings`, `/screening`): GET and
PUT answer the version as `ETag` ("0" until the first save), and a PUT whose `If-Match` names another
version is 412 `version_conflict`, by the write's own condition. Without `If-Match` the later save wins.
"""

from __future__ import annotations

from typing import Any

from kernel import errors
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Delete, Update, Write
from kernel.wire import Outcome
from kit.fields import Choice, Integer, Ref
from kit.resource import SINGLE, Items, ListFilter, Resource, declare
from portal_api import models
from records import usage
from records.usage import RecordUsage

router = Router()
PORTAL = "/api/v1/x/portal"
MANAGE = "portal.manage"
SUBJECT_TYPES = {"company": "Company", "investor": "Investor"}
GRANT_USE = usage.Use(usage.PORTAL_GRANTS)  # what a grant counts on an Investor subject


def role_in_use(grants: int) -> errors.ApiError:
    return errors.ApiError(409, "role_in_use", f"{grants} access grant(s) name this role: revoke them first.")


def _refuse_in_use(items: Items, role: dict[str, Any]) -> list[Write]:
    if role.get("grants", 0):
        raise role_in_use(role["grants"])
    return []


ROLES = Resource(
    name="portal-roles", path=f"{PORTAL}/roles", fields=models.PORTAL_ROLE,
    example=models.PORTAL_ROLE_EXAMPLE,
    state={"grants": Integer(default=0, description="How many access grants name the role.")},
    id_prefix="prol", noun="portal role", unique=("name",), item_param="id", on_delete=_refuse_in_use,
    write_permission=MANAGE,
)  # fmt: skip
GRANT = {
    "personId": Ref("Person"),
    "subjectKind": Choice(*SUBJECT_TYPES),
    "subjectId": Ref(type_field="subjectKind", types=SUBJECT_TYPES),
    "roleId": Ref(ROLES),
}


def _count_on_role(items: Items, values: dict[str, Any], grant_id: str) -> list[Write]:
    """The grant's role counts it (and an Investor subject's usage: the Investor is not deleted while
    named); the marker keeps one grant per person and subject; the subject is also stored under
    companyId or investorId, the list's filters."""
    role, uses = _role_and_usage(items, values)
    if role is None:  # removed since the kit's check, a moment ago
        raise invalid_input(
            "invalid_request", "body", [{"field": "roleId", "message": "no portal role with this id"}]
        )
    values[f"{values['subjectKind']}Id"] = values["subjectId"]
    count = Update(ROLES.partition(None), role["id"], role["version"], {"grants": role.get("grants", 0) + 1},
                   addressed=False)  # fmt: skip
    taken = errors.ApiError(409, "already_exists", "This person already has access to this subject.")
    marker = Create(f"{items.partition}#G", _grant_key(values), {"grantId": grant_id}, conflict=taken)
    return [count, marker, *(uses.moved(GRANT_USE, +1) if uses is not None else [])]


def _uncount(items: Items, grant: dict[str, Any]) -> list[Write]:
    role, uses = _role_and_usage(items, grant)
    writes: list[Write] = [Delete(f"{items.partition}#G", _grant_key(grant))]
    if role is not None:
        grants = max(0, int(role.get("grants", 0)) - 1)
        writes.append(
            Update(ROLES.partition(None), role["id"], role["version"], {"grants": grants}, addressed=False)
        )
    return writes + (uses.moved(GRANT_USE, -1) if uses is not None else [])


def _role_and_usage(items: Items, grant: dict[str, Any]) -> tuple[dict[str, Any] | None, RecordUsage | None]:
    """The grant's role and, when its subject is an Investor, the Investor's usage: one read. Both are
    moved at the version read here, so a role or an Investor deleted meanwhile refuses the grant."""
    role_key = (ROLES.partition(None), grant["roleId"])
    subject_type = SUBJECT_TYPES[grant["subjectKind"]]
    usage_key = usage.key(subject_type, grant["subjectId"]) if subject_type in usage.TRACKED_TYPES else None
    found = items.request.store.get_many([role_key, *([usage_key] if usage_key else [])], consistent=True)
    if usage_key is None:
        return found.get(role_key), None
    return found.get(role_key), usage.of_item(subject_type, grant["subjectId"], found.get(usage_key))


def _grant_key(grant: dict[str, Any]) -> str:
    return f"{grant['personId']}#{grant['subjectKind']}#{grant['subjectId']}"


ACCESS = Resource(
    name="portal-access", path=f"{PORTAL}/access", fields=GRANT, example=models.GRANT_EXAMPLE,
    state={"companyId": Ref("Company", required=False), "investorId": Ref("Investor", required=False)},
    id_prefix="pacc", noun="access grant", title="Grant", item_param="id",
    operations=frozenset({"list", "create", "get", "delete"}),
    filters=(ListFilter("personId"), ListFilter("companyId"), ListFilter("investorId")),
    prepare=_count_on_role, on_delete=_uncount, write_permission=MANAGE,
)  # fmt: skip

declare(router, ROLES)
declare(router, ACCESS)

# ---- settings: one item per firm ---------------------------------------------------------------------

# Not declared: one item per firm, read and written by the two routes below.
SETTINGS = Resource(
    name="portal-settings", path=f"{PORTAL}/settings", fields=models.SETTINGS_BODY.fields,
    example=dict(models.SETTINGS_BODY.example or {}), id_prefix="pset", noun="portal settings",
)  # fmt: skip
DEFAULT_SETTINGS = {
    "portalAddress": None,
    "guestVisibility": {"companyProfiles": False, "fundOverview": False, "news": False, "contactForm": False},
    "updatedAt": None,
}


def _settings(item: dict[str, Any] | None) -> dict[str, Any]:
    if item is None:
        return dict(DEFAULT_SETTINGS)
    return {"portalAddress": item.get("portalAddress"), "guestVisibility": item["guestVisibility"],
            "updatedAt": iso(item["updatedAt"])}  # fmt: skip


def _version(item: dict[str, Any] | None) -> int:
    """The settings' version: 0 until the first save."""
    return int(item["version"]) if item else 0


@router.get(SETTINGS.path, scope="records:read", permission="records.read", response=models.SETTINGS,
            etag=True,
            summary="The portal address and what a guest can see (defaults until saved).")  # fmt: skip
def get_settings(request: Request) -> Outcome:
    item = Items(SETTINGS, request).single()
    return Outcome(_settings(item), version=_version(item))


@router.put(SETTINGS.path, route_class=RouteClass.RECORD, scope="records:write",
            permission=MANAGE, response=models.SETTINGS, body=models.SETTINGS_BODY, etag=True,
            last_write_wins=True, summary="Save the portal address and the guest visibility.")  # fmt: skip
def save_settings(request: Request[dict[str, Any]]) -> Outcome:
    items = Items(SETTINGS, request)
    version = _version(items.single())
    values = {"portalAddress": None, **request.body, "updatedAt": request.now()}
    # The settings are what the route addresses (not Items.put_single's item beside a parent), so the
    # write's version is the one If-Match names: a stale one is 412 before anything is written.
    write = Update(items.partition, SINGLE, version, values)
    return Outcome(_settings(values), writes=[write], version=version + 1)
