"""Scopes, permissions and default roles (spec 5.2, 4.7, 4.8; DESIGN.md 3 step 3)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kernel.policy import (
    DEFAULT_ROLES,
    PERMISSIONS,
    SCOPES,
    expand_scopes,
    unknown_permissions,
    unknown_scopes,
)

# The specification sits beside the repository (../shared/spec) in the team's checkouts; a clone with
# nothing beside it skips the one test that reads it.
SPEC = Path(__file__).resolve().parents[3] / "shared" / "spec" / "records-platform-api.md"

# The scope table of spec 5.2, copied verbatim (first column), checked against the spec below.
SPEC_5_2_SCOPE_COLUMN = """
| records:read, records:write |
| fields:read, fields:write |
| views:read, views:write |
| automations:read, automations:draft, automations:publish |
| forms:read, forms:draft, forms:publish |
| agents:read, agents:draft |
| quick-actions:read, quick-actions:write |
| processes:read, processes:write |
| connectors:read, connectors:draft, connectors:activate |
| imports:read, imports:draft, imports:apply |
| finance:read, finance:write |
| portfolio:read |
"""


def scopes_of_table(text: str) -> list[str]:
    scopes: list[str] = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if cells and re.fullmatch(r"[a-z-]+:[a-z]+(, [a-z-]+:[a-z]+)*", cells[0]):
            scopes += cells[0].split(", ")
    return scopes


def spec_section(text: str, heading: str) -> str:
    start = text.index(heading)
    end = text.index("\n### ", start + len(heading))
    return text[start:end]


# ---- scopes ------------------------------------------------------------------------------------


def test_scopes_equal_the_spec_5_2_table() -> None:
    expected = scopes_of_table(SPEC_5_2_SCOPE_COLUMN)
    assert len(expected) == 27
    assert list(SCOPES) == expected + list(PRODUCT_SCOPES)


# Scopes of the product's own areas, which the spec does not describe (docs/decisions.md): webhooks.
PRODUCT_SCOPES = ("webhooks:read", "webhooks:write")


def test_copied_scope_table_matches_the_spec_file() -> None:
    if not SPEC.is_file():
        pytest.skip(f"no specification beside the repository (looked at {SPEC}): the copy above stands")
    section = spec_section(SPEC.read_text(encoding="utf-8"), "### 5.2 API tokens")
    assert scopes_of_table(section) == scopes_of_table(SPEC_5_2_SCOPE_COLUMN)


def test_scopes_are_unique() -> None:
    assert len(set(SCOPES)) == len(SCOPES)


def test_every_area_has_a_read_scope() -> None:
    areas = {scope.partition(":")[0] for scope in SCOPES}
    assert {f"{area}:read" for area in areas} <= set(SCOPES)


@pytest.mark.parametrize("scope", [scope for scope in SCOPES if not scope.endswith(":read")])
def test_write_scope_includes_its_read_scope(scope: str) -> None:
    area = scope.partition(":")[0]
    assert expand_scopes([scope]) == {scope, f"{area}:read"}


def test_read_scope_includes_nothing_more() -> None:
    assert expand_scopes(["records:read"]) == {"records:read"}


def test_draft_scope_includes_read() -> None:
    assert expand_scopes(["automations:draft"]) == {"automations:draft", "automations:read"}


def test_publish_scope_includes_read_but_not_draft() -> None:
    expanded = expand_scopes(["forms:publish"])
    assert "forms:read" in expanded
    assert "forms:draft" not in expanded


def test_write_scope_of_one_area_includes_no_other_area() -> None:
    assert expand_scopes(["records:write"]) == {"records:write", "records:read"}
    assert "finance:read" not in expand_scopes(["records:write"])


def test_unknown_scopes_are_dropped() -> None:
    assert expand_scopes(["bogus:write", "records:read", "admin"]) == {"records:read"}


def test_expand_scopes_of_nothing_is_nothing() -> None:
    assert expand_scopes([]) == frozenset()


@pytest.mark.parametrize("unknown", ["records:admin", "records"])
def test_unknown_scope_in_a_known_area_grants_no_read_scope(unknown: str) -> None:
    assert expand_scopes([unknown]) == frozenset()


def test_expand_scopes_of_a_one_shot_iterable_includes_the_read_scope() -> None:
    assert expand_scopes(iter(["records:write"])) == {"records:write", "records:read"}


def test_unknown_scopes_lists_only_unknown_ones_sorted() -> None:
    assert unknown_scopes(["records:read", "z:write", "a:read"]) == ["a:read", "z:write"]
    assert unknown_scopes(SCOPES) == []


# ---- permissions and default roles -------------------------------------------------------------


@pytest.mark.parametrize("permission", ["admin.connectors.manage", "forms.definition.manage"])
def test_spec_permission_names_exist(permission: str) -> None:
    assert permission in PERMISSIONS
    assert unknown_permissions([permission]) == []


def test_unknown_permissions_lists_only_unknown_ones() -> None:
    assert unknown_permissions(["records.read", "records.delete"]) == ["records.delete"]


def test_default_roles_are_admin_member_viewer_compliance_and_finance() -> None:
    assert set(DEFAULT_ROLES) == {"admin", "member", "viewer", "compliance", "finance"}


def test_only_admin_and_finance_write_funds() -> None:
    holders = {role for role, (_, permissions) in DEFAULT_ROLES.items() if "finance.manage" in permissions}
    assert holders == {"admin", "finance"}
    assert DEFAULT_ROLES["finance"][1] == {"records.read", "finance.read", "finance.manage", "portfolio.read"}


def test_only_admin_and_compliance_see_restricted_lists_and_conflicts() -> None:
    holders = {
        role for role, (_, permissions) in DEFAULT_ROLES.items() if "compliance.restricted" in permissions
    }
    assert holders == {"admin", "compliance"}
    assert DEFAULT_ROLES["compliance"][1] == {"records.read", "records.write", "compliance.restricted"}


def test_admin_has_every_permission() -> None:
    _, permissions = DEFAULT_ROLES["admin"]
    assert permissions == frozenset(PERMISSIONS)
    assert "admin.integrations.manage" in permissions


def test_member_lacks_connector_integration_webhook_portal_compliance_and_finance_administration() -> None:
    _, permissions = DEFAULT_ROLES["member"]
    assert "admin.connectors.manage" not in permissions
    excluded = {
        "admin.connectors.manage",
        "admin.integrations.manage",
        "admin.audit.read",
        "admin.webhooks.manage",
        "portal.manage",
        "compliance.restricted",
        "finance.manage",
    }
    assert permissions == frozenset(PERMISSIONS) - excluded
    assert "portal.manage" in DEFAULT_ROLES["admin"][1]


def test_member_may_author_forms() -> None:
    _, permissions = DEFAULT_ROLES["member"]
    assert "forms.definition.manage" in permissions


def test_viewer_has_no_write_permission() -> None:
    _, permissions = DEFAULT_ROLES["viewer"]
    assert permissions
    assert all(permission.endswith(".read") for permission in permissions)
    assert "records.write" not in permissions
    assert not any(permission.endswith(".manage") for permission in permissions)


def test_default_roles_hold_only_known_permissions() -> None:
    for _, permissions in DEFAULT_ROLES.values():
        assert unknown_permissions(permissions) == []


def test_permissions_have_descriptions() -> None:
    assert all(description.strip() for description in PERMISSIONS.values())


def test_every_scope_is_handed_on_by_a_permission_that_exists() -> None:
    from kernel.policy import GRANTING_PERMISSION, PERMISSIONS, SCOPES

    assert set(GRANTING_PERMISSION) == set(SCOPES)
    assert set(GRANTING_PERMISSION.values()) <= set(PERMISSIONS)
