"""records-admin, the operator tool: firms, people, roles and API tokens come to exist here, not via the API.

Works against whatever the environment points at: the local stack (AWS_ENDPOINT_URL), LocalStack or
real AWS, on the identity table named by IDENTITY_TABLE or --identity-table. create-firm also runs each
route family's firm seeders (the system forms, ...) on the data table named by DATA_TABLE or --data-table;
the families are found through template.yaml, never imported by name. One command is for the local
stack only: dev-id-token asks its development identity provider (DEV_IDP_URL, loopback only) for an id
token to sign in with.

Exit codes: 0 done; 2 the request cannot be done as asked (bad input, unknown firm, user or role, a
uniqueness rule); 1 anything unexpected. A user mistake gets one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
import traceback
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from kernel import api_tokens
from kernel.cursor import CursorCodec
from kernel.identity import ApiTokenRecord, Conflict, Firm, IdentityStore, Membership, Role, User
from kernel.ids import iso
from kernel.net import is_loopback_host
from kernel.policy import DEFAULT_ROLES, PERMISSIONS, SCOPES, unknown_permissions, unknown_scopes
from kernel.tenant_store import TenantStore
from local_stack.families import families

PROG = "records-admin"
ROLE_ID = re.compile(r"^[a-z][a-z0-9-]{1,39}$")
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
DAY = 24 * 3600
MAX_DAYS = api_tokens.MAX_LIFETIME_SECONDS // DAY
SHOWN_ONCE = "This secret is shown only once: store it now. Only its SHA-256 hash is kept."


class UsageError(Exception):
    """The request cannot be done as asked; the message tells the operator why (exit 2)."""


@dataclass(frozen=True)
class Outcome:
    document: Any  # printed as JSON with --json
    lines: list[str]  # printed otherwise
    warning: str | None = None  # always on stderr


Command = Callable[[IdentityStore, argparse.Namespace], Outcome]
Run = Callable[[argparse.Namespace], Outcome]
DEV_IDP_TIMEOUT_SECONDS = 5


def default_roles() -> list[Role]:
    return [Role(role_id, name, permissions) for role_id, (name, permissions) in DEFAULT_ROLES.items()]


# ---- JSON shapes -----------------------------------------------------------------------------------


def firm_json(firm: Firm) -> dict[str, Any]:
    return {"firmId": firm.firm_id, "name": firm.name, "createdAt": firm.created_at}


def user_json(user: User) -> dict[str, Any]:
    return {"userId": user.user_id, "email": user.email, "name": user.name, "createdAt": user.created_at}


def role_json(role: Role) -> dict[str, Any]:
    return {"roleId": role.role_id, "name": role.name, "permissions": sorted(role.permissions)}


def membership_json(membership: Membership) -> dict[str, Any]:
    return {
        "firmId": membership.firm_id,
        "userId": membership.user_id,
        "roleId": membership.role_id,
        "createdAt": membership.created_at,
    }


def token_json(token: ApiTokenRecord) -> dict[str, Any]:
    """What a listing may show: the display prefix, never the secret or its hash."""
    return {
        "tokenId": token.token_id,
        "firmId": token.firm_id,
        "userId": token.user_id,
        "scopes": sorted(token.scopes),
        "description": token.description,
        "displayPrefix": token.display_prefix,
        "createdAt": token.created_at,
        "expiresAt": token.expires_at,
        "revokedAt": token.revoked_at,
        "status": token_status(token),
    }


def token_status(token: ApiTokenRecord) -> str:
    if token.revoked_at is not None:
        return "revoked"
    return "active" if token.is_usable(time.time()) else "expired"


# ---- lookups that turn a missing thing into a clear message ------------------------------------------


def require_firm(identity: IdentityStore, firm_id: str) -> Firm:
    firm = identity.get_firm(firm_id)
    if firm is None:
        raise UsageError(f"no firm {firm_id}")
    return firm


def require_user(identity: IdentityStore, args: argparse.Namespace) -> User:
    if args.user:
        user = identity.get_user(args.user)
        if user is None:
            raise UsageError(f"no user {args.user}")
        return user
    user = identity.find_user_by_email(args.email)
    if user is None:
        raise UsageError(f"no user with email {args.email}")
    return user


def require_role(identity: IdentityStore, firm_id: str, role_id: str) -> Role:
    role = identity.get_role(firm_id, role_id)
    if role is None:
        known = ", ".join(sorted(r.role_id for r in identity.list_roles(firm_id)))
        raise UsageError(f"firm {firm_id} has no role {role_id} (roles: {known})")
    return role


# ---- commands ----------------------------------------------------------------------------------------


def create_firm(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    name = _non_blank(args.name, "--name")
    data_table = require_data_table(args.data_table)  # before any write: no firm without its seeding
    roles = default_roles()
    firm = identity.create_firm(name, roles)
    seeded = seed_firm(identity, data_table, firm.firm_id)
    role_ids = [role.role_id for role in roles]
    what = ", ".join(f"{count} {family} items" for family, count in seeded.items())
    return Outcome(
        {**firm_json(firm), "roles": role_ids, "seeded": seeded},
        [f"created firm {firm.firm_id} {firm.name!r} with roles {', '.join(role_ids)}; seeded {what}"],
    )


def require_data_table(option: str | None) -> str:
    table = option or os.environ.get("DATA_TABLE")
    if not table:
        raise UsageError(
            "no data table (each family seeds a new firm there): set DATA_TABLE or pass --data-table"
        )
    return table


def seed_firm(identity: IdentityStore, data_table: str, firm_id: str) -> dict[str, int]:
    """Every family's seeders (registered on its App) for the firm, on the identity table's endpoint;
    how many items each family put (0 when a run before had put them all)."""
    store = TenantStore(firm_id, data_table, _no_cursors, client=identity.client)
    now = int(time.time())
    return {family.name: family.app.seed_firm(store, now) for family in families() if family.app.seeders}


def _no_cursors() -> CursorCodec:
    raise RuntimeError("records-admin does not page through firm data")


def create_role(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    if not ROLE_ID.match(args.role_id):
        raise UsageError(f"bad role id {args.role_id!r}: 2 to 40 of a-z, 0-9 and '-', starting with a letter")
    unknown = unknown_permissions(args.permission)
    if unknown:
        raise UsageError(f"unknown permission {', '.join(unknown)} (known: {', '.join(PERMISSIONS)})")
    require_firm(identity, args.firm)
    role = identity.create_role(
        args.firm, Role(args.role_id, _non_blank(args.name, "--name"), frozenset(args.permission))
    )
    return Outcome(
        role_json(role),
        [f"created role {role.role_id} in {args.firm}: {', '.join(sorted(role.permissions))}"],
    )


def grant_permission(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    unknown = unknown_permissions(args.permission)
    if unknown:
        raise UsageError(f"unknown permission {', '.join(unknown)} (known: {', '.join(PERMISSIONS)})")
    require_firm(identity, args.firm)
    role = identity.grant_permissions(args.firm, args.role_id, args.permission)
    if role is None:
        raise UsageError(f"no role {args.role_id!r} in {args.firm}")
    return Outcome(
        role_json(role), [f"role {role.role_id} in {args.firm}: {', '.join(sorted(role.permissions))}"]
    )


def create_user(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    email = args.email.strip()
    if len(email) > 254 or not EMAIL.match(email):
        raise UsageError(f"bad email {args.email!r}")
    existing = identity.find_user_by_email(email)
    if existing is not None:
        raise UsageError(f"a user with email {existing.email} already exists: {existing.user_id}")
    user = identity.create_user(email, _non_blank(args.name, "--name"))
    return Outcome(user_json(user), [f"created user {user.user_id} {user.email}"])


def add_member(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    user = require_user(identity, args)
    require_role(identity, args.firm, args.role)
    membership = identity.add_membership(args.firm, user.user_id, args.role)
    return Outcome(membership_json(membership), [f"added {user.email} to {args.firm} as {args.role}"])


def remove_member(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    user = require_user(identity, args)
    membership = identity.get_membership(args.firm, user.user_id)
    if membership is None:
        raise UsageError(f"{user.email} is not a member of {args.firm}")
    identity.remove_membership(args.firm, user.user_id)
    return Outcome({"removed": membership_json(membership)}, [f"removed {user.email} from {args.firm}"])


def set_role(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    user = require_user(identity, args)
    require_role(identity, args.firm, args.role)
    if identity.get_membership(args.firm, user.user_id) is None:
        raise UsageError(f"{user.email} is not a member of {args.firm}")
    identity.set_member_role(args.firm, user.user_id, args.role)
    membership = identity.get_membership(args.firm, user.user_id)
    assert membership is not None
    return Outcome(membership_json(membership), [f"{user.email} is now {args.role} in {args.firm}"])


def trust_issuer(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    issuer = _non_blank(args.issuer, "--issuer")
    identity.trust_issuer(args.firm, issuer)
    return Outcome(
        {"firmId": args.firm, "issuers": identity.issuers_trusted_by(args.firm)},
        [f"{args.firm} accepts sign-ins from {issuer} (it must also be in the template's TrustedIssuers)"],
    )


def distrust_issuer(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    identity.distrust_issuer(args.firm, args.issuer)
    return Outcome(
        {"firmId": args.firm, "issuers": identity.issuers_trusted_by(args.firm)},
        [f"{args.firm} no longer accepts sign-ins from {args.issuer}; live sessions end when they expire"],
    )


def forget_subject(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    user = require_user(identity, args)
    identity.forget_subject(user.user_id, args.issuer)
    return Outcome(
        {"userId": user.user_id, "issuer": args.issuer, "forgotten": True},
        [f"the next sign-in of {user.email} with {args.issuer} pins its subject anew"],
    )


def issue_token(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    scopes = list(SCOPES) if args.all_scopes else args.scope
    unknown = unknown_scopes(scopes)
    if unknown:
        raise UsageError(f"unknown scope {', '.join(unknown)} (known: {', '.join(SCOPES)})")
    if not 1 <= args.expires_in_days <= MAX_DAYS:
        raise UsageError(f"--expires-in-days must be between 1 and {MAX_DAYS}")
    require_firm(identity, args.firm)
    user = require_user(identity, args)
    if identity.get_membership(args.firm, user.user_id) is None:
        raise UsageError(f"{user.email} is not a member of {args.firm}")
    secret, token = api_tokens.issue(
        identity,
        firm_id=args.firm,
        user_id=user.user_id,
        scopes=scopes,
        expires_at=int(time.time()) + args.expires_in_days * DAY,
        description=args.description,
    )
    lines = [
        f"issued {token.token_id} for {user.email} in {args.firm}, expires {iso(token.expires_at)}",
        f"scopes: {', '.join(sorted(token.scopes))}",
        secret,
    ]
    return Outcome({"token": token_json(token), "secret": secret}, lines, warning=SHOWN_ONCE)


def revoke_token(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    token = identity.revoke_api_token(args.firm, args.token_id)
    if token is None:
        raise UsageError(f"firm {args.firm} has no token {args.token_id}")
    return Outcome(token_json(token), [f"revoked {token.token_id} ({token.display_prefix}...)"])


def list_firms(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    firms = identity.list_firms()
    return Outcome({"items": [firm_json(f) for f in firms]}, [f"{f.firm_id}  {f.name}" for f in firms])


def list_users(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    users = identity.list_users()
    return Outcome(
        {"items": [user_json(u) for u in users]}, [f"{u.user_id}  {u.email}  {u.name}" for u in users]
    )


def list_roles(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    roles = identity.list_roles(args.firm)
    lines = [
        f"{r.role_id}  {r.name}  {', '.join(sorted(r.permissions)) or '(no permissions)'}" for r in roles
    ]
    return Outcome({"items": [role_json(r) for r in roles]}, lines)


def list_members(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    members = identity.members_of_firm(args.firm)
    items, lines = [], []
    for member in members:
        user = identity.get_user(member.user_id)
        email = user.email if user else "(user missing)"
        items.append({**membership_json(member), "email": email})
        lines.append(f"{member.user_id}  {email}  {member.role_id}")
    return Outcome({"items": items}, lines)


def list_tokens(identity: IdentityStore, args: argparse.Namespace) -> Outcome:
    require_firm(identity, args.firm)
    tokens = identity.api_tokens_of_firm(args.firm)
    lines = [
        f"{t.token_id}  {t.display_prefix}...  {token_status(t)}  user {t.user_id}  "
        f"expires {iso(t.expires_at)}  scopes: {', '.join(sorted(t.scopes))}"
        for t in tokens
    ]
    return Outcome({"items": [token_json(t) for t in tokens]}, lines)


def dev_id_token(args: argparse.Namespace) -> Outcome:
    """An id token from the local stack's development identity provider (never a real one)."""
    provider = args.provider or os.environ.get("DEV_IDP_URL")
    if not provider:
        raise UsageError(
            "no development identity provider: set DEV_IDP_URL (records-local prints it) or pass --provider"
        )
    url = f"{loopback_url(provider).rstrip('/')}/dev/id-token"
    body: dict[str, Any] = {"email": args.email, "emailVerified": not args.unverified}
    if args.name is not None:
        body["name"] = args.name
    request = urllib.request.Request(  # noqa: S310 (loopback http only: checked above)
        url, data=json.dumps(body).encode(), method="POST", headers={"Content-Type": "application/json"}
    )
    # No proxy (a loopback call must not leave the machine) and no redirect (it could lead elsewhere).
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), _NoRedirect())
    try:
        with opener.open(request, timeout=DEV_IDP_TIMEOUT_SECONDS) as response:
            document = json.loads(response.read())
    except urllib.error.HTTPError as error:
        raise UsageError(f"the identity provider at {provider} refused: {_provider_error(error)}") from None
    except (urllib.error.URLError, TimeoutError, ConnectionError) as error:
        reason = getattr(error, "reason", error)
        raise ProviderUnreachable(f"cannot reach {provider} ({reason}): is records-local running?") from None
    except ValueError:  # not JSON, or not even text
        raise ProviderUnreachable(f"{provider} did not answer JSON: is it the dev IdP?") from None
    token = document.get("idToken") if isinstance(document, dict) else None
    if not isinstance(token, str):
        raise ProviderUnreachable(f"{provider} answered without an idToken: is it the dev IdP?")
    return Outcome({"idToken": token}, [token])


class ProviderUnreachable(Exception):
    """The identity provider is down or is not one (exit 1, like an unreachable AWS endpoint)."""


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None  # the 3xx then surfaces as an HTTPError


def loopback_url(url: str) -> str:
    """`url` when it is an http(s) URL on this machine (127.0.0.0/8, ::1, localhost); UsageError otherwise."""
    parts = urlsplit(url.strip())
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https") or not is_loopback_host(host):
        raise UsageError(
            f"provider {url!r}: only a development identity provider on loopback "
            "(http://127.0.0.1:PORT, localhost or [::1]) is accepted"
        )
    try:
        parts.port  # noqa: B018 (raises ValueError for a bad port)
    except ValueError:
        raise UsageError(f"provider {url!r}: bad port") from None
    return url.strip()


def _provider_error(error: urllib.error.HTTPError) -> str:
    try:
        document = json.loads(error.read())
        return f"{error.code} {document['error']['message']}"
    except (ValueError, KeyError, TypeError):
        return f"HTTP {error.code}"


def _non_blank(value: str, option: str) -> str:
    if not value.strip():
        raise UsageError(f"{option} must not be blank")
    return value.strip()


# ---- arguments ---------------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n")[0] if __doc__ else None)
    _global_options(parser, default=False)
    commands = parser.add_subparsers(dest="command_name", required=True, metavar="COMMAND")
    # Global options are accepted after the command too; SUPPRESS keeps the subparser from resetting them.
    common = argparse.ArgumentParser(add_help=False)
    _global_options(common, default=argparse.SUPPRESS)

    def local_command(name: str, run: Run, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, parents=[common], help=help_text, description=help_text)
        sub.set_defaults(run=run)
        return sub

    def command(name: str, run: Command, help_text: str) -> argparse.ArgumentParser:
        return local_command(name, _on_identity_table(run), help_text)

    sub = command(
        "create-firm", create_firm, "Create a firm with the default roles (admin, member, viewer), seeded."
    )
    sub.add_argument("--name", required=True)
    sub.add_argument("--data-table", default=None, help="families seed the firm there (default: $DATA_TABLE)")

    sub = command("create-role", create_role, "Create a role in a firm.")
    sub.add_argument("--firm", required=True)
    sub.add_argument("--role-id", required=True, help="slug: ^[a-z][a-z0-9-]{1,39}$")
    sub.add_argument("--name", required=True)
    sub.add_argument("--permission", action="append", required=True, help="repeat for each permission")

    sub = command(
        "grant-permission", grant_permission, "Add permissions to a firm's role (one a release adds, say)."
    )
    sub.add_argument("--firm", required=True)
    sub.add_argument("--role-id", required=True)
    sub.add_argument("--permission", action="append", required=True, help="repeat for each permission")

    sub = command("create-user", create_user, "Create a user.")
    sub.add_argument("--email", required=True)
    sub.add_argument("--name", required=True)

    sub = command("add-member", add_member, "Give a user a role in a firm.")
    _firm_and_user(sub)
    sub.add_argument("--role", required=True)

    sub = command("remove-member", remove_member, "Take a user out of a firm.")
    _firm_and_user(sub)

    sub = command("set-role", set_role, "Change a member's role; their tokens see it on the next call.")
    _firm_and_user(sub)
    sub.add_argument("--role", required=True)

    sub = command("trust-issuer", trust_issuer, "Let a firm accept sign-ins from an enterprise provider.")
    sub.add_argument("--firm", required=True)
    sub.add_argument("--issuer", required=True, help="the provider's `iss`, as in TrustedIssuers")

    sub = command(
        "distrust-issuer", distrust_issuer, "Stop a firm accepting an enterprise identity provider."
    )
    sub.add_argument("--firm", required=True)
    sub.add_argument("--issuer", required=True)

    sub = command(
        "forget-subject", forget_subject, "Unpin the account a provider gave a person (it was recreated)."
    )
    who = sub.add_mutually_exclusive_group(required=True)
    who.add_argument("--user", help="user id")
    who.add_argument("--email")
    sub.add_argument("--issuer", required=True)

    sub = command("issue-token", issue_token, "Issue an API token; its secret is printed once.")
    _firm_and_user(sub)
    scopes = sub.add_mutually_exclusive_group(required=True)
    scopes.add_argument("--scope", action="append", help="repeat for each scope")
    scopes.add_argument("--all-scopes", action="store_true")
    sub.add_argument("--expires-in-days", type=int, default=90, help=f"1 to {MAX_DAYS} (default 90)")
    sub.add_argument("--description", default="")

    sub = command("revoke-token", revoke_token, "Revoke an API token.")
    sub.add_argument("--firm", required=True)
    sub.add_argument("--token-id", required=True)

    command("list-firms", list_firms, "List firms.")
    command("list-users", list_users, "List users.")
    for name, run, what in (
        ("list-roles", list_roles, "roles"),
        ("list-members", list_members, "members"),
        ("list-tokens", list_tokens, "API tokens (never their secrets)"),
    ):
        command(name, run, f"List a firm's {what}.").add_argument("--firm", required=True)

    sub = local_command(
        "dev-id-token",
        dev_id_token,
        "Print an id token from the local stack's development identity provider (loopback only), "
        "to sign in with at POST /api/v1/auth/session.",
    )
    sub.add_argument("--email", required=True)
    sub.add_argument("--name", default=None, help="default: the part of the email before @")
    sub.add_argument("--unverified", action="store_true", help="email_verified: false in the token")
    sub.add_argument("--provider", default=None, help="the provider's URL (default: $DEV_IDP_URL)")
    return parser


def _global_options(parser: argparse.ArgumentParser, default: Any) -> None:
    parser.add_argument("--json", action="store_true", default=default, help="one JSON document on stdout")
    parser.add_argument(
        "--identity-table", default=None if default is False else default, help="default: $IDENTITY_TABLE"
    )
    parser.add_argument(
        "--debug", action="store_true", default=default, help="tracebacks for unexpected errors"
    )


def _firm_and_user(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("--firm", required=True)
    who = sub.add_mutually_exclusive_group(required=True)
    who.add_argument("--user", help="user id")
    who.add_argument("--email")


# ---- running -----------------------------------------------------------------------------------------


def _on_identity_table(run: Command) -> Run:
    def run_on_identity_table(args: argparse.Namespace) -> Outcome:
        return run(identity_store(args.identity_table or os.environ.get("IDENTITY_TABLE")), args)

    return run_on_identity_table


def identity_store(table: str | None) -> IdentityStore:
    """An identity store on the endpoint of the environment (boto3 reads AWS_ENDPOINT_URL itself)."""
    import boto3
    from botocore.config import Config

    if not table:
        raise UsageError("no identity table: set IDENTITY_TABLE or pass --identity-table")
    config = Config(connect_timeout=3, read_timeout=10, retries={"mode": "standard", "max_attempts": 2})
    return IdentityStore(table, client=boto3.client("dynamodb", config=config))


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exit_:  # argparse has printed the usage error (2) or the help (0)
        return exit_.code if isinstance(exit_.code, int) else 2
    try:
        outcome = args.run(args)
    except (UsageError, Conflict, ValueError) as error:
        return _fail(2, str(error))
    except ProviderUnreachable as error:
        return _fail(1, str(error))
    except Exception as error:
        code, message = _explain(error)
        if args.debug:
            traceback.print_exc()
        return _fail(code, message)
    _print(outcome, as_json=args.json)
    return 0


def _explain(error: Exception) -> tuple[int, str]:
    """Exit code and one line for errors from AWS: configuration mistakes are 2, the rest 1."""
    from botocore.exceptions import ClientError, EndpointConnectionError, NoCredentialsError, NoRegionError

    if isinstance(error, NoRegionError):
        return 2, "no AWS region: set AWS_DEFAULT_REGION"
    if isinstance(error, NoCredentialsError):
        return 2, "no AWS credentials in the environment"
    if isinstance(error, EndpointConnectionError):
        return 1, f"cannot reach {error.kwargs.get('endpoint_url', 'the endpoint')}: is the stack running?"
    if (
        isinstance(error, ClientError)
        and error.response.get("Error", {}).get("Code") == "ResourceNotFoundException"
    ):
        return (
            2,
            "the identity table does not exist at this endpoint (check IDENTITY_TABLE and AWS_ENDPOINT_URL)",
        )
    return 1, f"unexpected error: {type(error).__name__}: {error} (--debug shows the traceback)"


def _fail(code: int, message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return code


def _print(outcome: Outcome, *, as_json: bool) -> None:
    if as_json:
        print(json.dumps(outcome.document, sort_keys=True))
    else:
        for line in outcome.lines:
            print(line)
    if outcome.warning:
        print(outcome.warning, file=sys.stderr)
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
