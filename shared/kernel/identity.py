"""The identity table: firms, users, roles, memberships and API tokens.

Key layout (pk / sk):
  FIRM#<firm>        FIRM              the firm
  FIRM#<firm>        ROLE#<role>       a role and its permissions
  FIRM#<firm>        MEMBER#<user>     a membership: the user's role in the firm
  FIRM#<firm>        APITOKEN#<id>     an API token as its owner lists it (holds the hash, never the secret)
  USER#<user>        USER              the user
  USER#<user>        MEMBERSHIP#<firm> the same membership, as the user's list of firms
  EMAIL#<email>      EMAIL             claims an email for one user
  APITOKEN#<sha256>  APITOKEN          an API token as authentication looks it up
  SESSION#<session>  SESSION           a signed-in session; `purgeAt` lets TTL remove it after it expires
  DIRECTORY          FIRM#<firm> / USER#<user>   operator listings (no Scan anywhere)
Items that describe one fact twice are written in one transaction.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kernel import aws
from kernel.ids import Clock, new_id, system_clock

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient

DIRECTORY = "DIRECTORY"


@dataclass(frozen=True)
class Firm:
    firm_id: str
    name: str
    created_at: int


@dataclass(frozen=True)
class User:
    user_id: str
    email: str
    name: str
    created_at: int


@dataclass(frozen=True)
class Role:
    role_id: str
    name: str
    permissions: frozenset[str]


@dataclass(frozen=True)
class Membership:
    firm_id: str
    user_id: str
    role_id: str
    created_at: int


@dataclass(frozen=True)
class ApiTokenRecord:
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

    def is_usable(self, now: float) -> bool:
        return self.revoked_at is None and now < self.expires_at


@dataclass(frozen=True)
class Session:
    session_id: str
    user_id: str
    firm_id: str
    created_at: int
    expires_at: int
    ended_at: int | None

    def is_live(self, now: float) -> bool:
        return self.ended_at is None and now < self.expires_at


SESSION_PURGE_DELAY = 24 * 3600  # kept a day past expiry, for the audit of a recent incident


class Conflict(Exception):
    """A uniqueness rule or a precondition of an identity write did not hold; nothing was written."""


def _firm_pk(firm_id: str) -> str:
    return f"FIRM#{firm_id}"


def _user_pk(user_id: str) -> str:
    return f"USER#{user_id}"


def _key(pk: str, sk: str) -> dict[str, Any]:
    return {"pk": {"S": pk}, "sk": {"S": sk}}


def normalize_email(email: str) -> str:
    return email.strip().lower()


class IdentityStore:
    """Reads for the request pipeline; writes for the operator tool and the sign-in routes."""

    def __init__(self, table: str, client: DynamoDBClient | None = None, clock: Clock = system_clock):
        self._table = table
        self._client = client
        self._clock = clock

    @property
    def client(self) -> DynamoDBClient:
        if self._client is None:
            self._client = aws.dynamodb()
        return self._client

    # ---- reads -------------------------------------------------------------------------------

    def _get(self, pk: str, sk: str, *, consistent: bool = False) -> dict[str, Any] | None:
        response = self.client.get_item(TableName=self._table, Key=_key(pk, sk), ConsistentRead=consistent)
        item = response.get("Item")
        return aws.from_item(item) if item else None

    def _query(self, pk: str, sk_prefix: str) -> Iterator[dict[str, Any]]:
        kwargs: dict[str, Any] = {
            "TableName": self._table,
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :prefix)",
            "ExpressionAttributeValues": {":pk": {"S": pk}, ":prefix": {"S": sk_prefix}},
        }
        while True:
            response = self.client.query(**kwargs)
            yield from (aws.from_item(item) for item in response.get("Items", []))
            if "LastEvaluatedKey" not in response:
                return
            kwargs["ExclusiveStartKey"] = response["LastEvaluatedKey"]

    def get_firm(self, firm_id: str) -> Firm | None:
        item = self._get(_firm_pk(firm_id), "FIRM")
        return _firm(item) if item else None

    def get_firms(self, firm_ids: Iterable[str]) -> list[Firm]:
        """Several firms in one round trip (BatchGetItem takes up to 100 keys)."""
        keys = [_key(_firm_pk(firm_id), "FIRM") for firm_id in dict.fromkeys(firm_ids)]
        firms: list[Firm] = []
        for start in range(0, len(keys), 100):
            request: dict[str, Any] = {self._table: {"Keys": keys[start : start + 100]}}
            while request:
                response = self.client.batch_get_item(RequestItems=request)
                firms += [_firm(aws.from_item(item)) for item in response["Responses"].get(self._table, [])]
                request = dict(response.get("UnprocessedKeys") or {})
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

    def list_roles(self, firm_id: str) -> list[Role]:
        return [_role(item) for item in self._query(_firm_pk(firm_id), "ROLE#")]

    def get_membership(self, firm_id: str, user_id: str) -> Membership | None:
        # Consistent: a removed membership must stop the very next call.
        item = self._get(_firm_pk(firm_id), f"MEMBER#{user_id}", consistent=True)
        return _membership(item) if item else None

    def memberships_of_user(self, user_id: str) -> list[Membership]:
        return [_membership(item) for item in self._query(_user_pk(user_id), "MEMBERSHIP#")]

    def members_of_firm(self, firm_id: str) -> list[Membership]:
        return [_membership(item) for item in self._query(_firm_pk(firm_id), "MEMBER#")]

    def find_api_token(self, token_hash: str) -> ApiTokenRecord | None:
        item = self._get(f"APITOKEN#{token_hash}", "APITOKEN", consistent=True)
        return _api_token(item) if item else None

    def get_api_token(self, firm_id: str, token_id: str) -> ApiTokenRecord | None:
        item = self._get(_firm_pk(firm_id), f"APITOKEN#{token_id}", consistent=True)
        return _api_token(item) if item else None

    def api_tokens_of_firm(self, firm_id: str) -> list[ApiTokenRecord]:
        return [_api_token(item) for item in self._query(_firm_pk(firm_id), "APITOKEN#")]

    def session_and_membership(
        self, session_id: str, firm_id: str, user_id: str
    ) -> tuple[Session | None, Membership | None]:
        """Both reads a session-token call needs, in one consistent round trip."""
        keys = [_key(f"SESSION#{session_id}", "SESSION"), _key(_firm_pk(firm_id), f"MEMBER#{user_id}")]
        items: list[dict[str, Any]] = []
        request: dict[str, Any] = {self._table: {"Keys": keys, "ConsistentRead": True}}
        while request:
            response = self.client.batch_get_item(RequestItems=request)
            items += [aws.from_item(item) for item in response["Responses"].get(self._table, [])]
            request = dict(response.get("UnprocessedKeys") or {})
        session = next((_session(i) for i in items if i["pk"].startswith("SESSION#")), None)
        membership = next((_membership(i) for i in items if i["pk"].startswith("FIRM#")), None)
        return session, membership

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
        membership = Membership(firm_id, user_id, role_id, int(self._clock()))
        values = {"firmId": firm_id, "userId": user_id, "roleId": role_id, "createdAt": membership.created_at}
        self._transact(
            [
                self._exists(_firm_pk(firm_id), "FIRM"),
                self._exists(_firm_pk(firm_id), f"ROLE#{role_id}"),
                self._exists(_user_pk(user_id), "USER"),
                self._put(_firm_pk(firm_id), f"MEMBER#{user_id}", values),
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
                    {
                        "Update": {
                            "TableName": self._table,
                            "Key": _key(pk, sk),
                            "UpdateExpression": "SET roleId = :role",
                            "ConditionExpression": "attribute_exists(pk)",
                            "ExpressionAttributeValues": {":role": {"S": role_id}},
                        }
                    }
                    for pk, sk in (
                        (_firm_pk(firm_id), f"MEMBER#{user_id}"),
                        (_user_pk(user_id), f"MEMBERSHIP#{firm_id}"),
                    )
                ),
            ]
        )

    def remove_membership(self, firm_id: str, user_id: str) -> None:
        """Removes both items of a membership; Conflict when the user is not a member."""
        self._transact(
            [
                {
                    "Delete": {
                        "TableName": self._table,
                        "Key": _key(pk, sk),
                        "ConditionExpression": "attribute_exists(pk)",
                    }
                }
                for pk, sk in (
                    (_firm_pk(firm_id), f"MEMBER#{user_id}"),
                    (_user_pk(user_id), f"MEMBERSHIP#{firm_id}"),
                )
            ]
        )

    def store_api_token(self, token: ApiTokenRecord, token_hash: str) -> None:
        values = _api_token_values(token)
        self._transact(
            [
                self._exists(_firm_pk(token.firm_id), f"MEMBER#{token.user_id}"),
                self._put(f"APITOKEN#{token_hash}", "APITOKEN", values),
                self._put(
                    _firm_pk(token.firm_id), f"APITOKEN#{token.token_id}", {**values, "hash": token_hash}
                ),
            ]
        )

    def revoke_api_token(self, firm_id: str, token_id: str) -> ApiTokenRecord | None:
        """Marks the token revoked in both of its items; None when the firm has no such token."""
        item = self._get(_firm_pk(firm_id), f"APITOKEN#{token_id}", consistent=True)
        if item is None:
            return None
        now = int(self._clock())
        update = "SET revokedAt = if_not_exists(revokedAt, :now)"
        self._transact(
            [
                {
                    "Update": {
                        "TableName": self._table,
                        "Key": _key(pk, sk),
                        "UpdateExpression": update,
                        "ConditionExpression": "attribute_exists(pk)",
                        "ExpressionAttributeValues": {":now": {"N": str(now)}},
                    }
                }
                for pk, sk in (
                    (_firm_pk(firm_id), f"APITOKEN#{token_id}"),
                    (f"APITOKEN#{item['hash']}", "APITOKEN"),
                )
            ]
        )
        return _api_token({**item, "revokedAt": item.get("revokedAt", now)})

    def create_session(self, user_id: str, firm_id: str, lifetime: int) -> Session:
        """A session for a current member of the firm (checked in the same write)."""
        now = int(self._clock())
        session = Session(new_id("ses", self._clock), user_id, firm_id, now, now + lifetime, None)
        values = {
            "sessionId": session.session_id,
            "userId": user_id,
            "firmId": firm_id,
            "createdAt": now,
            "expiresAt": session.expires_at,
            "purgeAt": session.expires_at + SESSION_PURGE_DELAY,
        }
        self._transact(
            [
                self._exists(_firm_pk(firm_id), f"MEMBER#{user_id}"),
                self._put(f"SESSION#{session.session_id}", "SESSION", values),
            ]
        )
        return session

    def end_session(self, session_id: str) -> None:
        now = int(self._clock())
        self.client.update_item(
            TableName=self._table,
            Key=_key(f"SESSION#{session_id}", "SESSION"),
            UpdateExpression="SET endedAt = if_not_exists(endedAt, :now)",
            ConditionExpression="attribute_exists(pk)",
            ExpressionAttributeValues={":now": {"N": str(now)}},
        )

    def record_api_token_use(self, firm_id: str, token_id: str, at: int) -> None:
        self.client.update_item(
            TableName=self._table,
            Key=_key(_firm_pk(firm_id), f"APITOKEN#{token_id}"),
            UpdateExpression="SET lastUsedAt = :at",
            ConditionExpression="attribute_exists(pk)",
            ExpressionAttributeValues={":at": {"N": str(at)}},
        )

    def api_tokens_of_user(self, firm_id: str, user_id: str) -> list[ApiTokenRecord]:
        return [token for token in self.api_tokens_of_firm(firm_id) if token.user_id == user_id]

    def _put(self, pk: str, sk: str, values: dict[str, Any]) -> dict[str, Any]:
        return {
            "Put": {
                "TableName": self._table,
                "Item": aws.to_item({"pk": pk, "sk": sk, **values}),
                "ConditionExpression": "attribute_not_exists(pk)",
            }
        }

    def _exists(self, pk: str, sk: str) -> dict[str, Any]:
        return {
            "ConditionCheck": {
                "TableName": self._table,
                "Key": _key(pk, sk),
                "ConditionExpression": "attribute_exists(pk)",
            }
        }

    def _transact(self, items: list[dict[str, Any]]) -> None:
        try:
            self.client.transact_write_items(TransactItems=items)  # type: ignore[arg-type]
        except self.client.exceptions.TransactionCanceledException as error:
            reasons = [r.get("Code", "") for r in error.response.get("CancellationReasons", [])]
            raise Conflict(_explain(items, reasons)) from error


def _explain(items: list[dict[str, Any]], reasons: list[str]) -> str:
    failed = []
    for item, reason in zip(items, reasons, strict=False):
        if reason == "ConditionalCheckFailed":
            kind, body = next(iter(item.items()))
            key = body.get("Key") or {k: body["Item"][k] for k in ("pk", "sk")}
            what = f"{key['pk']['S']} {key['sk']['S']}"
            failed.append(f"{what} already exists" if kind == "Put" else f"{what} does not exist")
    return "; ".join(failed) or "the write was refused: " + ", ".join(reasons)


def _firm(item: dict[str, Any]) -> Firm:
    return Firm(firm_id=item["firmId"], name=item["name"], created_at=item["createdAt"])


def _user(item: dict[str, Any]) -> User:
    return User(user_id=item["userId"], email=item["email"], name=item["name"], created_at=item["createdAt"])


def _role(item: dict[str, Any]) -> Role:
    return Role(role_id=item["roleId"], name=item["name"], permissions=frozenset(item.get("permissions", [])))


def _role_values(role: Role) -> dict[str, Any]:
    # Stored as a list: DynamoDB refuses an empty string set, and a role may have no permissions.
    return {"roleId": role.role_id, "name": role.name, "permissions": sorted(role.permissions)}


def _membership(item: dict[str, Any]) -> Membership:
    return Membership(
        firm_id=item["firmId"], user_id=item["userId"], role_id=item["roleId"], created_at=item["createdAt"]
    )


def _api_token(item: dict[str, Any]) -> ApiTokenRecord:
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
    )


def _session(item: dict[str, Any]) -> Session:
    return Session(
        session_id=item["sessionId"],
        user_id=item["userId"],
        firm_id=item["firmId"],
        created_at=item["createdAt"],
        expires_at=item["expiresAt"],
        ended_at=item.get("endedAt"),
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
    }
