"""The identity table: firms, users, roles, memberships and API tokens.

Key layout (pk / sk):
  FIRM#<firm>        FIRM              the firm
  FIRM#<firm>        ROLE#<role>       a role and its permissions
  FIRM#<firm>        MEMBER#<user>     a membership: the user's role in the firm, and its own id (a membership
                                       removed and made again is another membership: tokens of the old stop)
  FIRM#<firm>        APITOKEN#<id>     an API token as its owner lists it (holds the hash, never the secret)
  FIRM#<firm>        TRUSTS#<sha256>   the firm accepts sign-ins from this enterprise identity provider
  USER#<user>        USER              the user
  USER#<user>        MEMBERSHIP#<firm> the same membership, as the user's list of firms
  IDENTITY#<user>    ISSUER#<sha256>   the subject (`sub`) an identity provider gave this user, pinned
                                       at the first sign-in with it (a partition of its own: sign-in may
                                       put these and nothing else of a user's, template.yaml)
  EMAIL#<email>      EMAIL             claims an email for one user
  APITOKEN#<sha256>  APITOKEN          an API token as authentication looks it up
  SESSION#<session>  SESSION           a session: from a sign-in, or from switching firm (`originId` names the
                                       sign-in's session, which bounds its life); `purgeAt` lets TTL remove it
  DIRECTORY          FIRM#<firm> / USER#<user>   operator listings (no Scan anywhere)
Items that describe one fact twice are written in one transaction.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from kernel import aws
from kernel.aws import Attr
from kernel.ids import Clock, new_id, system_clock

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient

DIRECTORY = "DIRECTORY"


class Firm(NamedTuple):
    firm_id: str
    name: str
    created_at: int


class User(NamedTuple):
    user_id: str
    email: str
    name: str
    created_at: int


class Role(NamedTuple):
    role_id: str
    name: str
    permissions: frozenset[str]


class Membership(NamedTuple):
    firm_id: str
    user_id: str
    role_id: str
    created_at: int
    membership_id: str  # new each time the person is made a member: the tokens of an ended one stay ended


class ApiTokenRecord(NamedTuple):
    token_id: str
    firm_id: str
    user_id: str
    scopes: frozenset[str]
    description: str
    display_prefix: str
    created_at: int
    expires_at: int
    revoked_at: int | None
    last_used_at: int | None = None  # recorded at most every few minutes (kernel.auth)
    membership_id: str = ""  # the membership it was issued in: it works only while that one lasts

    def is_usable(self, now: float) -> bool:
        return self.revoked_at is None and now < self.expires_at


class Session(NamedTuple):
    session_id: str
    user_id: str
    firm_id: str
    created_at: int
    expires_at: int
    ended_at: int | None
    origin_id: str  # the sign-in's session (this one, for a sign-in): sign-out ends it and all it began
    membership_id: str
    issuer: str | None = None  # the identity provider of the sign-in, if any

    def is_live(self, now: float) -> bool:
        return self.ended_at is None and now < self.expires_at


SESSION_PURGE_DELAY = 24 * 3600  # kept a day past expiry, for the audit of a recent incident


class Conflict(Exception):
    """A uniqueness rule or a precondition of an identity write did not hold; nothing was written."""


def _firm_pk(firm_id: str) -> str:
    return f"FIRM#{firm_id}"


def _user_pk(user_id: str) -> str:
    return f"USER#{user_id}"


def _subject_key(user_id: str, issuer: str) -> tuple[str, str]:
    return f"IDENTITY#{user_id}", f"ISSUER#{_digest(issuer)}"


def api_token_key(token_hash: str) -> tuple[str, str]:
    return f"APITOKEN#{token_hash}", "APITOKEN"


def membership_key(firm_id: str, user_id: str) -> tuple[str, str]:
    return _firm_pk(firm_id), f"MEMBER#{user_id}"


def session_key(session_id: str) -> tuple[str, str]:
    return f"SESSION#{session_id}", "SESSION"


def normalize_email(email: str) -> str:
    return email.strip().lower()


_EXISTS = Attr("pk").exists()
_ABSENT = Attr("pk").not_exists()


class IdentityStore:
    """Reads for the request pipeline; writes for the operator tool and the sign-in routes."""

    def __init__(self, table: str, client: DynamoDBClient | None = None, clock: Clock = system_clock):
        self.table = table
        self._client = client
        self._clock = clock

    @property
    def client(self) -> DynamoDBClient:
        if self._client is None:
            self._client = aws.dynamodb()
        return self._client

    # ---- reads -------------------------------------------------------------------------------

    def _get(self, pk: str, sk: str, *, consistent: bool = False) -> dict[str, Any] | None:
        return aws.get(self.client, self.table, pk, sk, consistent=consistent)

    def _query(self, pk: str, sk_prefix: str) -> Iterator[dict[str, Any]]:
        yield from aws.query_all(self.client, self.table, pk, sort_prefix=sk_prefix)

    def page(
        self,
        pk: str,
        sk_prefix: str,
        *,
        limit: int,
        start: Mapping[str, Any] | None = None,
        keep: Callable[[dict[str, Any]], bool] | None = None,
        newest_first: bool = False,
    ) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        """Up to `limit` items of a partition (those `keep` keeps) in key order, and where the next page
        starts (a wire key) or None: reads on until the page is full, so it is never short mid-list."""
        items: list[dict[str, Any]] = []
        while True:
            batch, last = aws.query(
                self.client, self.table, pk, sort_prefix=sk_prefix, limit=limit, start=start,
                newest_first=newest_first, consistent=True,
            )  # fmt: skip
            for position, item in enumerate(batch):
                if keep is None or keep(item):
                    items.append(item)
                if len(items) == limit:
                    more = position < len(batch) - 1 or last is not None
                    return items, aws.key(item["pk"], item["sk"]) if more else None
            if last is None:
                return items, None
            start = last

    def get_firm(self, firm_id: str) -> Firm | None:
        item = self._get(_firm_pk(firm_id), "FIRM")
        return _firm(item) if item else None

    def get_firms(self, firm_ids: Iterable[str]) -> list[Firm]:
        """Several firms in one round trip per 100."""
        keys = [(_firm_pk(firm_id), "FIRM") for firm_id in dict.fromkeys(firm_ids)]
        firms: list[Firm] = []
        for start in range(0, len(keys), 100):
            found = aws.batch_get(
                self.client, [aws.Read(self.table, tuple(keys[start : start + 100]), False)]
            )
            firms += [_firm(item) for item in found.values()]
        return firms

    def get_user(self, user_id: str) -> User | None:
        item = self._get(_user_pk(user_id), "USER")
        return _user(item) if item else None

    def find_user_by_email(self, email: str) -> User | None:
        claim = self._get(f"EMAIL#{normalize_email(email)}", "EMAIL", consistent=True)
        return self.get_user(claim["userId"]) if claim else None

    def get_role(self, firm_id: str, role_id: str) -> Role | None:
        item = self._get(_firm_pk(firm_id), f"ROLE#{role_id}")
        return _role(item) if item else None

    def grant_permissions(self, firm_id: str, role_id: str, permissions: Iterable[str]) -> Role | None:
        """The role with `permissions` added (the operator's tool: the API never edits roles), or None
        when the firm has no such role. Written at the version read: two grants at once both hold."""
        while True:
            item = self._get(_firm_pk(firm_id), f"ROLE#{role_id}", consistent=True)
            if item is None:
                return None
            role = _role(item)
            granted = Role(role.role_id, role.name, role.permissions | frozenset(permissions))
            read = Attr("permissions").eq(item["permissions"])
            stored = {"pk": _firm_pk(firm_id), "sk": f"ROLE#{role_id}", **_role_values(granted)}
            try:
                aws.write(self.client, aws.put(self.table, stored, condition=read))
            except aws.ConditionFailed:
                continue  # changed meanwhile: read it again
            return granted

    def list_roles(self, firm_id: str) -> list[Role]:
        return [_role(item) for item in self._query(_firm_pk(firm_id), "ROLE#")]

    def get_membership(self, firm_id: str, user_id: str) -> Membership | None:
        # Consistent: a removed membership must stop the very next call.
        item = self._get(*membership_key(firm_id, user_id), consistent=True)
        return membership_of(item) if item else None

    def memberships_of_user(self, user_id: str) -> list[Membership]:
        return [membership_of(item) for item in self._query(_user_pk(user_id), "MEMBERSHIP#")]

    def members_of_firm(self, firm_id: str) -> list[Membership]:
        return [membership_of(item) for item in self._query(_firm_pk(firm_id), "MEMBER#")]

    def find_api_token(self, token_hash: str) -> ApiTokenRecord | None:
        item = self._get(*api_token_key(token_hash), consistent=True)
        return api_token_of(item) if item else None

    def get_api_token(self, firm_id: str, token_id: str) -> ApiTokenRecord | None:
        item = self._get(_firm_pk(firm_id), f"APITOKEN#{token_id}", consistent=True)
        return api_token_of(item) if item else None

    def api_tokens_of_firm(self, firm_id: str) -> list[ApiTokenRecord]:
        return [api_token_of(item) for item in self._query(_firm_pk(firm_id), "APITOKEN#")]

    def list_firms(self) -> list[Firm]:
        return [_firm(item) for item in self._query(DIRECTORY, "FIRM#")]

    def list_users(self) -> list[User]:
        return [_user(item) for item in self._query(DIRECTORY, "USER#")]

    # ---- writes ------------------------------------------------------------------------------

    def create_firm(self, name: str, roles: Iterable[Role]) -> Firm:
        firm = Firm(firm_id=new_id("frm", self._clock), name=name, created_at=int(self._clock()))
        firm_values = {"firmId": firm.firm_id, "name": name, "createdAt": firm.created_at}
        puts = [
            self._put(_firm_pk(firm.firm_id), "FIRM", firm_values),
            self._put(DIRECTORY, f"FIRM#{firm.firm_id}", firm_values),
        ]
        puts += [
            self._put(_firm_pk(firm.firm_id), f"ROLE#{role.role_id}", _role_values(role)) for role in roles
        ]
        self._transact(puts)
        return firm

    def create_role(self, firm_id: str, role: Role) -> Role:
        self._transact(
            [
                self._exists(_firm_pk(firm_id), "FIRM"),
                self._put(_firm_pk(firm_id), f"ROLE#{role.role_id}", _role_values(role)),
            ]
        )
        return role

    def create_user(self, email: str, name: str) -> User:
        user = User(
            user_id=new_id("usr", self._clock),
            email=normalize_email(email),
            name=name,
            created_at=int(self._clock()),
        )
        values = {"userId": user.user_id, "email": user.email, "name": name, "createdAt": user.created_at}
        self._transact(
            [
                self._put(f"EMAIL#{user.email}", "EMAIL", {"userId": user.user_id}),
                self._put(_user_pk(user.user_id), "USER", values),
                self._put(DIRECTORY, f"USER#{user.user_id}", values),
            ]
        )
        return user

    def add_membership(self, firm_id: str, user_id: str, role_id: str) -> Membership:
        membership = Membership(firm_id, user_id, role_id, int(self._clock()), new_id("mem", self._clock))
        values = {
            "firmId": firm_id,
            "userId": user_id,
            "roleId": role_id,
            "createdAt": membership.created_at,
            "membershipId": membership.membership_id,
        }
        self._transact(
            [
                self._exists(_firm_pk(firm_id), "FIRM"),
                self._exists(_firm_pk(firm_id), f"ROLE#{role_id}"),
                self._exists(_user_pk(user_id), "USER"),
                self._put(*membership_key(firm_id, user_id), values),
                self._put(_user_pk(user_id), f"MEMBERSHIP#{firm_id}", values),
            ]
        )
        return membership

    def set_member_role(self, firm_id: str, user_id: str, role_id: str) -> None:
        """Changes a member's role in both membership items; live tokens see it on their next call."""
        self._transact(
            [
                self._exists(_firm_pk(firm_id), f"ROLE#{role_id}"),
                *(
                    aws.update(self.table, pk, sk, set={"roleId": role_id}, condition=_EXISTS)
                    for pk, sk in (
                        membership_key(firm_id, user_id),
                        (_user_pk(user_id), f"MEMBERSHIP#{firm_id}"),
                    )
                ),
            ]
        )

    def remove_membership(self, firm_id: str, user_id: str) -> None:
        """Removes both items of a membership; Conflict when the user is not a member."""
        self._transact(
            [
                aws.delete(self.table, pk, sk, condition=_EXISTS)
                for pk, sk in (membership_key(firm_id, user_id), (_user_pk(user_id), f"MEMBERSHIP#{firm_id}"))
            ]
        )

    def store_api_token(
        self, token: ApiTokenRecord, token_hash: str, also: Sequence[aws.Operation] = ()
    ) -> None:
        """Both items of a new token, only while the membership it names is the current one; `also`:
        more of the call's writes in the same transaction (its audit log entry)."""
        values = _api_token_values(token)
        self._transact(
            [
                self._same_membership(token.firm_id, token.user_id, token.membership_id),
                self._put(*api_token_key(token_hash), values),
                self._put(
                    _firm_pk(token.firm_id), f"APITOKEN#{token.token_id}", {**values, "hash": token_hash}
                ),
                *also,
            ]
        )

    def revoke_api_token(
        self, firm_id: str, token_id: str, also: Sequence[aws.Operation] = ()
    ) -> ApiTokenRecord | None:
        """Marks the token revoked in both of its items; None when the firm has no such token."""
        item = self._get(_firm_pk(firm_id), f"APITOKEN#{token_id}", consistent=True)
        if item is None:
            return None
        now = int(self._clock())
        self._transact(
            [
                *(aws.update(self.table, pk, sk, set_if_absent={"revokedAt": now}, condition=_EXISTS)
                  for pk, sk in ((_firm_pk(firm_id), f"APITOKEN#{token_id}"), api_token_key(item["hash"]))),
                *also,
            ]
        )  # fmt: skip
        return api_token_of({**item, "revokedAt": item.get("revokedAt", now)})

    def create_session(
        self,
        membership: Membership,
        lifetime: int,
        *,
        origin: Session | None = None,
        issuer: str | None = None,
    ) -> Session:
        """A session for a current member of the firm (checked in the same write). Opened by switching
        firm (`origin`: the session switched from), it belongs to the same sign-in and ends no later."""
        now = int(self._clock())
        session_id = new_id("ses", self._clock)
        expires_at = now + lifetime
        if origin is not None:
            expires_at = min(expires_at, origin.expires_at)
        session = Session(
            session_id=session_id,
            user_id=membership.user_id,
            firm_id=membership.firm_id,
            created_at=now,
            expires_at=expires_at,
            ended_at=None,
            origin_id=origin.origin_id if origin is not None else session_id,
            membership_id=membership.membership_id,
            issuer=origin.issuer if origin is not None else issuer,
        )
        values = {
            "sessionId": session.session_id,
            "userId": session.user_id,
            "firmId": session.firm_id,
            "createdAt": now,
            "expiresAt": session.expires_at,
            "originId": session.origin_id,
            "membershipId": session.membership_id,
            "issuer": session.issuer,
            "purgeAt": session.expires_at + SESSION_PURGE_DELAY,
        }
        self._transact(
            [
                self._same_membership(membership.firm_id, membership.user_id, membership.membership_id),
                self._put(*session_key(session.session_id), values),
            ]
        )
        return session

    def get_session(self, session_id: str) -> Session | None:
        item = self._get(*session_key(session_id), consistent=True)
        return session_of(item) if item else None

    def end_session(self, session_id: str) -> None:
        """Ends a session; ending a sign-in's session ends every session switched to from it."""
        now = int(self._clock())
        operation = aws.update(
            self.table, *session_key(session_id), set_if_absent={"endedAt": now}, condition=_EXISTS
        )
        aws.write(self.client, operation)

    def record_api_token_use(self, firm_id: str, token_id: str, at: int) -> None:
        operation = aws.update(
            self.table, _firm_pk(firm_id), f"APITOKEN#{token_id}", set={"lastUsedAt": at}, condition=_EXISTS
        )
        aws.write(self.client, operation)

    def api_tokens_of_user(self, firm_id: str, user_id: str) -> list[ApiTokenRecord]:
        return [token for token in self.api_tokens_of_firm(firm_id) if token.user_id == user_id]

    def api_tokens_page(
        self, firm_id: str, user_id: str, limit: int, start: Mapping[str, Any] | None
    ) -> tuple[list[ApiTokenRecord], dict[str, Any] | None]:
        """A page of one person's tokens in a firm, newest first."""
        items, next_start = self.page(
            _firm_pk(firm_id), "APITOKEN#", limit=limit, start=start,
            keep=lambda item: item["userId"] == user_id, newest_first=True,
        )  # fmt: skip
        return [api_token_of(item) for item in items], next_start

    def memberships_page(
        self, user_id: str, limit: int, start: Mapping[str, Any] | None
    ) -> tuple[list[Membership], dict[str, Any] | None]:
        """A page of the firms a person belongs to, in the order of their ids (the order they were made)."""
        items, next_start = self.page(_user_pk(user_id), "MEMBERSHIP#", limit=limit, start=start)
        return [membership_of(item) for item in items], next_start

    def _put(self, pk: str, sk: str, values: dict[str, Any]) -> aws.Operation:
        return aws.put(self.table, {"pk": pk, "sk": sk, **values}, condition=_ABSENT)

    def _exists(self, pk: str, sk: str) -> aws.Operation:
        return aws.check(self.table, pk, sk, _EXISTS)

    def _same_membership(self, firm_id: str, user_id: str, membership_id: str) -> aws.Operation:
        return aws.check(
            self.table, *membership_key(firm_id, user_id), Attr("membershipId").eq(membership_id)
        )

    # ---- which identity providers a firm accepts, and whom a provider's subject is -----------------

    def trust_issuer(self, firm_id: str, issuer: str) -> None:
        """The firm accepts sign-ins from this enterprise identity provider (idempotent)."""
        item = {"pk": _firm_pk(firm_id), "sk": _trust_sk(issuer), "issuer": issuer, "firmId": firm_id}
        self._transact([self._exists(_firm_pk(firm_id), "FIRM"), aws.put(self.table, item)])

    def distrust_issuer(self, firm_id: str, issuer: str) -> None:
        aws.write(self.client, aws.delete(self.table, _firm_pk(firm_id), _trust_sk(issuer)))

    def issuers_trusted_by(self, firm_id: str) -> list[str]:
        return sorted(item["issuer"] for item in self._query(_firm_pk(firm_id), "TRUSTS#"))

    def firms_trusting(self, issuer: str, firm_ids: Iterable[str]) -> set[str]:
        """Of these firms, those that chose to accept this issuer (one round trip per 100)."""
        keys = [(_firm_pk(firm_id), _trust_sk(issuer)) for firm_id in dict.fromkeys(firm_ids)]
        trusting: set[str] = set()
        for start in range(0, len(keys), 100):
            found = aws.batch_get(self.client, [aws.Read(self.table, tuple(keys[start : start + 100]))])
            trusting |= {item["firmId"] for item in found.values()}
        return trusting

    def pin_subject(self, user_id: str, issuer: str, subject: str) -> str:
        """The subject this issuer is known to give this user: pinned now if it is the first sign-in with
        it, else the one pinned before (a different one means another account claims the email)."""
        pk, sk = _subject_key(user_id, issuer)
        item = {"pk": pk, "sk": sk, "issuer": issuer, "subject": subject}
        try:
            aws.write(self.client, aws.put(self.table, item, condition=_ABSENT))
        except aws.ConditionFailed:
            pinned = self._get(pk, sk, consistent=True)
            return str(pinned["subject"]) if pinned else subject
        return subject

    def forget_subject(self, user_id: str, issuer: str) -> None:
        """Unpins (the provider recreated the person's account): the next sign-in pins the new subject."""
        aws.write(self.client, aws.delete(self.table, *_subject_key(user_id, issuer)))

    def _transact(self, operations: list[aws.Operation]) -> None:
        try:
            aws.transact(self.client, operations)
        except aws.TransactionCancelled as cancelled:
            raise Conflict(_explain(operations, cancelled.reasons)) from None


def _explain(operations: list[aws.Operation], reasons: list[aws.Reason]) -> str:
    failed = []
    for operation, reason in zip(operations, reasons, strict=False):
        if reason.condition_failed:
            what = " ".join(operation.key)
            failed.append(f"{what} already exists" if operation.kind == "Put" else f"{what} does not exist")
    return "; ".join(failed) or "the write was refused: " + ", ".join(reason.code for reason in reasons)


def _firm(item: dict[str, Any]) -> Firm:
    return Firm(firm_id=item["firmId"], name=item["name"], created_at=item["createdAt"])


def _user(item: dict[str, Any]) -> User:
    return User(user_id=item["userId"], email=item["email"], name=item["name"], created_at=item["createdAt"])


def _role(item: dict[str, Any]) -> Role:
    return Role(role_id=item["roleId"], name=item["name"], permissions=frozenset(item.get("permissions", [])))


def _role_values(role: Role) -> dict[str, Any]:
    # Stored as a list: DynamoDB refuses an empty string set, and a role may have no permissions.
    return {"roleId": role.role_id, "name": role.name, "permissions": sorted(role.permissions)}


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _trust_sk(issuer: str) -> str:
    return f"TRUSTS#{_digest(issuer)}"


def membership_of(item: dict[str, Any]) -> Membership:
    return Membership(
        firm_id=item["firmId"],
        user_id=item["userId"],
        role_id=item["roleId"],
        created_at=item["createdAt"],
        membership_id=item.get("membershipId", ""),
    )


def api_token_of(item: dict[str, Any]) -> ApiTokenRecord:
    return ApiTokenRecord(
        token_id=item["tokenId"],
        firm_id=item["firmId"],
        user_id=item["userId"],
        scopes=frozenset(item.get("scopes", [])),
        description=item.get("description", ""),
        display_prefix=item["displayPrefix"],
        created_at=item["createdAt"],
        expires_at=item["expiresAt"],
        revoked_at=item.get("revokedAt"),
        last_used_at=item.get("lastUsedAt"),
        membership_id=item.get("membershipId", ""),
    )


def session_of(item: dict[str, Any]) -> Session:
    return Session(
        session_id=item["sessionId"],
        user_id=item["userId"],
        firm_id=item["firmId"],
        created_at=item["createdAt"],
        expires_at=item["expiresAt"],
        ended_at=item.get("endedAt"),
        origin_id=item.get("originId", item["sessionId"]),
        membership_id=item.get("membershipId", ""),
        issuer=item.get("issuer"),
    )


def _api_token_values(token: ApiTokenRecord) -> dict[str, Any]:
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
        "membershipId": token.membership_id,
    }
