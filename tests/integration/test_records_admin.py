"""records-admin on template.yaml's identity table under moto: what an operator sees, what is stored."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest

from catalog.enums import RECORD_TYPES
from forms_api.system_forms import system_forms
from kernel.api_tokens import MAX_LIFETIME_SECONDS, hash_token, parse
from kernel.identity import Firm, IdentityStore
from kernel.policy import DEFAULT_ROLES, SCOPES
from records_admin.cli import main
from records_admin.demo import DEMO_EMAIL, DEMO_FIRM_NAME, ensure_demo_firm, issue_demo_token
from tests.support import Stack

Run = tuple[int, str, str]


@pytest.fixture
def admin(stack: Stack, capsys: pytest.CaptureFixture[str]) -> Any:
    """Runs records-admin with argv; returns (exit code, stdout, stderr)."""

    def run(*argv: str) -> Run:
        code = main(list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    return run


@pytest.fixture
def admin_json(admin: Any) -> Any:
    """Runs records-admin --json, expects success, returns the parsed document."""

    def run(*argv: str) -> Any:
        code, out, err = admin("--json", *argv)
        assert code == 0, err
        return json.loads(out)

    return run


def unique_email(email: str) -> str:
    """Tables are shared by the whole session: `ana@alpha.example` becomes `ana-<8 hex>@alpha.example`."""
    local, _, domain = email.partition("@")
    return f"{local}-{uuid.uuid4().hex[:8]}@{domain}"


def unique_name(name: str) -> str:
    return f"{name} {uuid.uuid4().hex[:8]}"


@pytest.fixture
def member(admin_json: Any) -> dict[str, str]:
    name = unique_name("Alpha Partners")
    firm = admin_json("create-firm", "--name", name)
    user = admin_json("create-user", "--email", unique_email("ana@alpha.example"), "--name", "Ana")
    admin_json("add-member", "--firm", firm["firmId"], "--user", user["userId"], "--role", "member")
    return {"firm": firm["firmId"], "firm_name": name, "user": user["userId"], "email": user["email"]}


def partition(stack: Stack, pk: str) -> list[dict[str, Any]]:
    """Every item of one partition of the identity table (a Query: the tables are the session's)."""
    pages = stack.dynamodb.get_paginator("query").paginate(
        TableName=stack.settings.identity_table,
        KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": pk}},
        ConsistentRead=True,
    )
    return [item for page in pages for item in page["Items"]]


def demo_firm_of(identity: IdentityStore, user_id: str) -> list[Firm]:
    """The firms named like the demo firm that the user is a member of."""
    firms = identity.get_firms(m.firm_id for m in identity.memberships_of_user(user_id))
    return [firm for firm in firms if firm.name == DEMO_FIRM_NAME]


# ---- firms, users, members, roles -------------------------------------------------------------------


def test_create_firm_stores_the_firm_with_the_default_roles(stack: Stack, admin_json: Any) -> None:
    firm = admin_json("create-firm", "--name", "Alpha Partners")
    assert firm["name"] == "Alpha Partners"
    assert firm["roles"] == ["admin", "member", "viewer", "compliance", "finance"]
    # a new firm gets every system form, and its key claims marked complete (records.matching)
    assert firm["seeded"] == {"forms": len(system_forms(0)), "records": len(RECORD_TYPES)}
    stored = {role.role_id: role for role in stack.identity.list_roles(firm["firmId"])}
    assert set(stored) == set(DEFAULT_ROLES)
    for role_id, (name, permissions) in DEFAULT_ROLES.items():
        assert (stored[role_id].name, stored[role_id].permissions) == (name, permissions)
    # Listed once among the firms (other tests' firms are there too).
    listed = [f for f in stack.identity.list_firms() if f.firm_id == firm["firmId"]]
    assert listed == [Firm(firm["firmId"], "Alpha Partners", firm["createdAt"])]


def test_create_user_then_add_member_by_email(stack: Stack, admin_json: Any) -> None:
    firm = admin_json("create-firm", "--name", "Alpha")
    suffix = uuid.uuid4().hex[:8]
    user = admin_json("create-user", "--email", f"  Bo-{suffix}@Alpha.Example ", "--name", "Bo")
    email = f"bo-{suffix}@alpha.example"
    assert user["email"] == email
    added = admin_json("add-member", "--firm", firm["firmId"], "--email", email, "--role", "viewer")
    assert added["roleId"] == "viewer"
    membership = stack.identity.get_membership(firm["firmId"], user["userId"])
    assert membership is not None
    assert membership.role_id == "viewer"
    members = admin_json("list-members", "--firm", firm["firmId"])["items"]
    assert [(m["userId"], m["email"], m["roleId"]) for m in members] == [(user["userId"], email, "viewer")]


def test_remove_member_ends_the_membership(stack: Stack, admin_json: Any, member: dict[str, str]) -> None:
    admin_json("remove-member", "--firm", member["firm"], "--email", member["email"])
    assert stack.identity.get_membership(member["firm"], member["user"]) is None
    assert stack.identity.memberships_of_user(member["user"]) == []


def test_create_role_stores_a_validated_role(stack: Stack, admin_json: Any, member: dict[str, str]) -> None:
    role = admin_json(
        "create-role", "--firm", member["firm"], "--role-id", "analyst", "--name", "Analyst",
        "--permission", "records.read", "--permission", "finance.read",
    )  # fmt: skip
    assert role == {"roleId": "analyst", "name": "Analyst", "permissions": ["finance.read", "records.read"]}
    stored = stack.identity.get_role(member["firm"], "analyst")
    assert stored is not None
    assert stored.permissions == {"records.read", "finance.read"}


def test_grant_permission_adds_one_to_an_existing_role(
    stack: Stack, admin: Any, admin_json: Any, member: dict[str, str]
) -> None:
    """A release that adds a permission (portal.manage) grants it to firms made before it."""
    admin_json("create-role", "--firm", member["firm"], "--role-id", "old-admin", "--name", "Admin, 2025",
               "--permission", "records.write")  # fmt: skip
    role = admin_json("grant-permission", "--firm", member["firm"], "--role-id", "old-admin",
                      "--permission", "portal.manage")  # fmt: skip
    assert role["permissions"] == ["portal.manage", "records.write"]
    stored = stack.identity.get_role(member["firm"], "old-admin")
    assert stored is not None
    assert stored.permissions == {"portal.manage", "records.write"}
    refusals = (
        (("--role-id", "nobody", "--permission", "portal.manage"), "no role"),
        (("--role-id", "old-admin", "--permission", "portal.rule"), "unknown permission"),
    )
    for argv, fragment in refusals:
        code, _, err = admin("grant-permission", "--firm", member["firm"], *argv)
        assert code != 0
        assert fragment in err


# ---- API tokens -------------------------------------------------------------------------------------


def test_issue_token_prints_the_secret_once_and_stores_only_its_hash(
    stack: Stack, admin: Any, member: dict[str, str]
) -> None:
    code, out, err = admin(
        "issue-token", "--firm", member["firm"], "--email", member["email"],
        "--scope", "records:read", "--scope", "fields:write", "--description", "nightly sync",
    )  # fmt: skip
    assert code == 0, err
    secret = next(word for word in out.split() if word.startswith("rpk_"))
    assert (out + err).count(secret) == 1
    assert "only once" in err
    parsed = parse(secret)  # rpk_<firm>.<user>.<43 random characters>
    assert parsed is not None
    assert (parsed.firm_id, parsed.user_id) == (member["firm"], member["user"])
    stored = stack.identity.find_api_token(hash_token(secret))
    assert stored is not None
    assert (stored.firm_id, stored.user_id) == (member["firm"], member["user"])
    assert stored.scopes == {"records:read", "fields:write"}
    assert stored.description == "nightly sync"
    assert 89 * 86400 < stored.expires_at - time.time() <= 90 * 86400  # the default lifetime
    # Every item of this token, its firm and its user: the hash is kept, the secret nowhere.
    mine = [
        item
        for pk in (f"FIRM#{member['firm']}", f"USER#{member['user']}", f"APITOKEN#{hash_token(secret)}")
        for item in partition(stack, pk)
    ]
    dumped = json.dumps(mine)
    assert secret not in dumped
    assert secret.rsplit(".", 1)[1] not in dumped  # not even its random part
    assert hash_token(secret) in dumped


def test_issue_token_json_and_all_scopes(stack: Stack, admin_json: Any, member: dict[str, str]) -> None:
    issued = admin_json(
        "issue-token", "--firm", member["firm"], "--user", member["user"], "--all-scopes",
        "--expires-in-days", "7",
    )  # fmt: skip
    parsed = parse(issued["secret"])
    assert parsed is not None
    assert (parsed.firm_id, parsed.user_id) == (member["firm"], member["user"])
    assert issued["token"]["scopes"] == sorted(SCOPES)
    assert issued["token"]["status"] == "active"
    assert issued["token"]["expiresAt"] - issued["token"]["createdAt"] == 7 * 86400
    assert stack.identity.find_api_token(hash_token(issued["secret"])) is not None


def test_list_tokens_never_shows_the_secret_or_its_hash(
    admin: Any, admin_json: Any, member: dict[str, str]
) -> None:
    issued = admin_json("issue-token", "--firm", member["firm"], "--user", member["user"], "--all-scopes")
    secret = issued["secret"]
    for argv in (
        ("list-tokens", "--firm", member["firm"]),
        ("--json", "list-tokens", "--firm", member["firm"]),
    ):
        code, out, _ = admin(*argv)
        assert code == 0
        assert secret not in out
        assert hash_token(secret) not in out
        assert f"rpk_...{secret.rsplit('.', 1)[1][:8]}" in out  # the display prefix, enough to recognise it
    items = admin_json("list-tokens", "--firm", member["firm"])["items"]
    assert [item["tokenId"] for item in items] == [issued["token"]["tokenId"]]
    assert not {"secret", "hash"} & set(items[0])


def test_revoke_token_marks_it_revoked(stack: Stack, admin_json: Any, member: dict[str, str]) -> None:
    issued = admin_json("issue-token", "--firm", member["firm"], "--user", member["user"], "--all-scopes")
    token_id = issued["token"]["tokenId"]
    revoked = admin_json("revoke-token", "--firm", member["firm"], "--token-id", token_id)
    assert revoked["status"] == "revoked"
    stored = stack.identity.find_api_token(hash_token(issued["secret"]))
    assert stored is not None
    assert stored.revoked_at is not None
    assert not stored.is_usable(time.time())
    assert admin_json("list-tokens", "--firm", member["firm"])["items"][0]["status"] == "revoked"


# ---- mistakes: exit 2, one line, nothing stored -----------------------------------------------------


def assert_refused(run: Run, *fragments: str) -> None:
    code, out, err = run
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in err


def test_unknown_scope_is_refused_and_no_token_is_stored(
    stack: Stack, admin: Any, member: dict[str, str]
) -> None:
    run = admin(
        "issue-token", "--firm", member["firm"], "--user", member["user"], "--scope", "records:delete"
    )
    assert_refused(run, "unknown scope", "records:delete")
    assert stack.identity.api_tokens_of_firm(member["firm"]) == []


def test_lifetime_beyond_the_kernel_maximum_is_refused(admin: Any, member: dict[str, str]) -> None:
    days = MAX_LIFETIME_SECONDS // 86400 + 1
    run = admin(
        "issue-token", "--firm", member["firm"], "--user", member["user"], "--all-scopes",
        "--expires-in-days", str(days),
    )  # fmt: skip
    assert_refused(run, "--expires-in-days")


def test_token_for_a_non_member_is_refused(admin: Any, admin_json: Any, member: dict[str, str]) -> None:
    outsider = admin_json("create-user", "--email", unique_email("out@else.example"), "--name", "Out")
    run = admin("issue-token", "--firm", member["firm"], "--user", outsider["userId"], "--all-scopes")
    assert_refused(run, "not a member")


@pytest.mark.parametrize("email", ["not-an-email", "a@b", "two@@at.example", "sp ace@x.example"])
def test_bad_email_is_refused(stack: Stack, admin: Any, email: str) -> None:
    assert_refused(admin("create-user", "--email", email, "--name", "X"), "bad email")
    assert stack.identity.find_user_by_email(email) is None
    assert partition(stack, f"EMAIL#{email.strip().lower()}") == []
    assert [u for u in stack.identity.list_users() if u.email == email.strip().lower()] == []


def test_duplicate_email_is_refused(admin: Any, member: dict[str, str]) -> None:
    assert_refused(
        admin("create-user", "--email", member["email"].upper(), "--name", "Ana 2"), "already exists"
    )


@pytest.mark.parametrize(
    "argv",
    [
        ("add-member", "--firm", "frm_missing", "--email", "{email}", "--role", "admin"),
        ("issue-token", "--firm", "frm_missing", "--email", "{email}", "--all-scopes"),
        ("list-tokens", "--firm", "frm_missing"),
        ("list-roles", "--firm", "frm_missing"),
        ("revoke-token", "--firm", "frm_missing", "--token-id", "tok_x"),
    ],
    ids=lambda argv: argv[0],
)
def test_unknown_firm_is_refused(admin: Any, member: dict[str, str], argv: tuple[str, ...]) -> None:
    argv = tuple(member["email"] if arg == "{email}" else arg for arg in argv)  # a user who exists
    assert_refused(admin(*argv), "no firm frm_missing")


def test_unknown_user_role_and_token_are_refused(admin: Any, member: dict[str, str]) -> None:
    firm = member["firm"]
    assert_refused(admin("add-member", "--firm", firm, "--user", "usr_nobody", "--role", "admin"), "no user")
    assert_refused(
        admin("add-member", "--firm", firm, "--email", unique_email("x@y.example"), "--role", "admin"),
        "no user",
    )
    assert_refused(
        admin("add-member", "--firm", firm, "--email", member["email"], "--role", "boss"), "no role boss"
    )
    assert_refused(admin("revoke-token", "--firm", firm, "--token-id", "tok_nope"), "no token tok_nope")


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (("--role-id", "Bad_Slug", "--name", "B", "--permission", "records.read"), "bad role id"),
        (("--role-id", "ok-role", "--name", "B", "--permission", "records.delete"), "unknown permission"),
        (("--role-id", "admin", "--name", "Again", "--permission", "records.read"), "already exists"),
    ],
    ids=["slug", "permission", "existing"],
)
def test_bad_roles_are_refused(
    admin: Any, member: dict[str, str], argv: tuple[str, ...], fragment: str
) -> None:
    assert_refused(admin("create-role", "--firm", member["firm"], *argv), fragment)


def test_missing_identity_table_is_a_clear_error(admin: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("IDENTITY_TABLE")
    assert_refused(admin("list-firms"), "IDENTITY_TABLE")


def test_identity_table_option_overrides_the_environment(
    stack: Stack, admin: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("IDENTITY_TABLE", "no-such-table")
    assert_refused(admin("list-firms"), "does not exist")
    code, _, _ = admin("list-firms", "--identity-table", stack.settings.identity_table)
    assert code == 0


# ---- output -----------------------------------------------------------------------------------------


def test_every_listing_prints_one_json_document(admin: Any, member: dict[str, str]) -> None:
    for argv in (
        ("list-firms",),
        ("list-users",),
        ("list-roles", "--firm", member["firm"]),
        ("list-members", "--firm", member["firm"]),
        ("list-tokens", "--firm", member["firm"]),
    ):
        code, out, _ = admin("--json", *argv)
        assert code == 0
        assert isinstance(json.loads(out)["items"], list)


def test_human_output_is_short_lines(admin: Any, member: dict[str, str]) -> None:
    code, out, _ = admin("list-firms")
    assert code == 0
    # One line per firm (other tests' firms are listed too); this test's firm is one of them, alone.
    mine = [line for line in out.splitlines() if member["firm"] in line]
    assert mine == [f"{member['firm']}  {member['firm_name']}"]


# ---- the demo firm of the local stack ---------------------------------------------------------------


def test_demo_firm_is_created_once_then_reused(stack: Stack) -> None:
    # Another test of this session may have made the demo firm already: then the first call reuses it.
    user_before = stack.identity.find_user_by_email(DEMO_EMAIL)
    firms_before = demo_firm_of(stack.identity, user_before.user_id) if user_before else []
    first = ensure_demo_firm(stack.identity)
    second = ensure_demo_firm(stack.identity)
    assert first.created == (firms_before == [])
    if firms_before:
        assert [first.firm] == firms_before
        assert first.user == user_before
    assert not second.created
    assert (second.firm, second.user) == (first.firm, first.user)
    assert first.user.email == DEMO_EMAIL
    membership = stack.identity.get_membership(first.firm.firm_id, first.user.user_id)
    assert membership is not None
    assert membership.role_id == "admin"
    assert demo_firm_of(stack.identity, first.user.user_id) == [first.firm]  # one demo firm, never two


def test_demo_token_has_every_scope_for_30_days(stack: Stack) -> None:
    demo = ensure_demo_firm(stack.identity)  # made here, or by an earlier test of the session: either will do
    secret = issue_demo_token(stack.identity, demo, clock=lambda: 1_800_000_000.0)
    stored = stack.identity.find_api_token(hash_token(secret))
    assert stored is not None
    assert (stored.firm_id, stored.user_id) == (demo.firm.firm_id, demo.user.user_id)
    assert stored.scopes == set(SCOPES)
    assert stored.expires_at == 1_800_000_000 + 30 * 86400


def test_set_role_changes_the_members_role(member: dict[str, str], admin_json: Any, stack: Stack) -> None:
    changed = admin_json("set-role", "--firm", member["firm"], "--user", member["user"], "--role", "viewer")
    assert changed["roleId"] == "viewer"
    membership = stack.identity.get_membership(member["firm"], member["user"])
    assert membership is not None
    assert membership.role_id == "viewer"
    assert [m.role_id for m in stack.identity.memberships_of_user(member["user"])] == ["viewer"]


def test_set_role_to_an_unknown_role_is_exit_2_and_changes_nothing(
    member: dict[str, str], admin: Any, stack: Stack
) -> None:
    code, _, err = admin("set-role", "--firm", member["firm"], "--user", member["user"], "--role", "owner")
    assert code == 2
    assert "owner" in err
    membership = stack.identity.get_membership(member["firm"], member["user"])
    assert membership is not None
    assert membership.role_id == "member"
