"""What a run reads before its first step: ONE strongly consistent BatchGetItem over two tables.

    data table      the automation (unless just read), the event's run key (taken: the event ran
                    already), the firm's catalog head, the triggering record, the change sequence
                    when the tree writes records (its entries are numbered from it, not from this
                    container's guess, which the API's writes have usually passed), the chain's
                    budget, and what the publisher sent each person the tree notifies this minute
    identity table  the publisher's membership, the role it names, and the membership of each person
                    the tree names (notifyUser's recipient, createTask's assignee)

Two keys hang on items this same call reads, so they are guessed: the publisher from the automation
as the trigger index found it (a copy that may lag), the role from the one the publisher held when
publishing (`publisherRoleId`). The items read decide: a wrong guess costs one more read, never a
wrong answer. Whatever a write's condition rests on (the record's version, the catalog head's, the
sequence, the event key's absence) the transaction checks again when it commits.

The connector a step calls is not read here: its state is checked at the moment of the call, so
deactivating it stops the very next call (spec 3.1).
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from automations_api.routes import AUTOMATIONS, PUBLISHER_MEMBERSHIP, PUBLISHER_ROLE
from automations_api.runs import BUDGET_PARTITION, KEY_PARTITION, Budget, Event
from catalog import firm as firm_catalog
from catalog.firm import FirmCatalog
from kernel import aws
from kernel.identity import Membership, Role, membership_key, membership_of
from kernel.services import Services
from kernel.tenant_store import INDEXES, TenantStore
from kernel.unit_of_work import SEQUENCE
from records.layout import live_partition
from records.values import RECORD_ID
from workspace.notifications import USER_ID, Sent, sent_key

RECORD_STEPS = frozenset({"updateField", "createRecord"})
# Hidden beside `published`, once publish stores it: the membership the publisher published in. A run
# acts only for that membership, as an API token works only in the one it was issued in.
_SEQUENCE_KEY = (SEQUENCE, "LAST")
_KEY_ATTRIBUTES = frozenset({"pk", "sk", *(f"{index}{part}" for index in INDEXES for part in ("pk", "sk"))})
_MAX_USER_ID = 64  # as the tree check allows one
IdentityItems = Mapping[tuple[str, str], dict[str, Any] | None]  # each key asked: its item, or None


class Snapshot(NamedTuple):
    """The firm as a run starts, read in one round trip (more only when a guess was wrong)."""

    automation: dict[str, Any]
    membership: Membership | None  # the publisher's, now, if it is the one they published in
    role: Role | None  # the role that membership names, now
    catalog: FirmCatalog
    record: dict[str, Any] | None  # the triggering record's item; None: gone, or no such id
    members: Mapping[str, bool]  # each person the tree names: a member of the firm now?
    budget: Budget  # what the run's chain has spent
    sent: Mapping[str, Sent]  # what the publisher sent each person the tree notifies (when guessed right)


def read(
    services: Services, store: TenantStore, found: Mapping[str, Any], event: Event, *, fresh: bool
) -> Snapshot | None:
    """Everything a run of `found` (the automation as found; `fresh`: as just read consistently) for
    `event` needs up front. None: nothing to run, the automation being gone or this event's key taken
    (a run of it is recorded already)."""
    firm_id = store.firm_id
    published = found["published"]
    steps = published["tree"]["steps"]
    guessed_publisher, guessed_role = str(published["publishedBy"]), found.get(PUBLISHER_ROLE)
    people = named_people(steps)
    notified = {user: sent_key(user, guessed_publisher) for user in notified_people(steps, guessed_publisher)}
    budget_key = (BUDGET_PARTITION, event.chain)
    automation_key = (AUTOMATIONS.partition(None), str(found["id"]))
    run_key = (f"{KEY_PARTITION}{found['id']}", event.key)
    record_key = _record_key(event)
    data = [run_key, firm_catalog.HEAD, budget_key, *notified.values()]
    data += [] if fresh else [automation_key]
    data += [record_key] if record_key else []
    data += [_SEQUENCE_KEY] if any(step["kind"] in RECORD_STEPS for step in steps) else []
    identity = [membership_key(firm_id, user) for user in dict.fromkeys([guessed_publisher, *people])]
    identity += [_role_key(firm_id, str(guessed_role))] if guessed_role else []
    wire = {key: (store.partition_key(key[0]), key[1]) for key in data}
    items = aws.batch_get(store.client, [aws.Read(store.table, tuple(wire.values())),
                                         aws.Read(services.identity.table, tuple(identity))])  # fmt: skip

    def data_item(key: tuple[str, str]) -> dict[str, Any] | None:
        item = items.get((store.table, *wire[key])) if key in wire else None
        return {name: value for name, value in item.items() if name not in _KEY_ATTRIBUTES} if item else None

    automation = dict(found) if fresh else data_item(automation_key)
    if automation is None or not automation.get("published") or data_item(run_key) is not None:
        return None
    if _SEQUENCE_KEY in wire:
        sequence = data_item(_SEQUENCE_KEY)
        services.change_sequence.saw(firm_id, int(sequence["last"]) if sequence else 0)
    asked = {key: items.get((services.identity.table, *key)) for key in identity}  # None: not there
    membership = _publisher_membership(services, firm_id, automation, asked)
    return Snapshot(
        automation=automation,
        membership=membership,
        role=_role(services, firm_id, membership, asked) if membership else None,
        catalog=firm_catalog.from_head(data_item(firm_catalog.HEAD)),
        record=data_item(record_key) if record_key else None,
        members={user: asked[membership_key(firm_id, user)] is not None for user in people},
        budget=Budget.of(event.chain, data_item(budget_key)),
        # counted per sender: what was read is the publisher's only if the guess named them
        sent={user: Sent.of(data_item(key)) for user, key in notified.items()}
        if automation["published"]["publishedBy"] == guessed_publisher
        else {},
    )


def named_people(steps: Iterable[Mapping[str, Any]]) -> list[str]:
    """The people a tree's steps name (a notification's recipient, a task's assignee)."""
    named = (step["config"].get("userId" if step["kind"] == "notifyUser" else "assigneeUserId")
             for step in steps if step["kind"] in ("notifyUser", "createTask"))  # fmt: skip
    users = (user for user in named if isinstance(user, str) and 0 < len(user) <= _MAX_USER_ID)
    return list(dict.fromkeys(users))


def notified_people(steps: Iterable[Mapping[str, Any]], sender: str) -> list[str]:
    """The people the tree's notifyUser steps name, whose count from `sender` a run reads up front."""
    named = (step["config"].get("userId") for step in steps if step["kind"] == "notifyUser")
    users = [user for user in named if isinstance(user, str) and USER_ID.fullmatch(user)]
    return list(dict.fromkeys(users)) if USER_ID.fullmatch(sender) else []


def _record_key(event: Event) -> tuple[str, str] | None:
    """Where the triggering record lives; None for a schedule, or an id no record can have."""
    if event.record_type is None or not RECORD_ID.fullmatch(event.record_id or ""):
        return None
    return live_partition(event.record_type), str(event.record_id)


def _publisher_membership(
    services: Services, firm_id: str, automation: Mapping[str, Any], asked: IdentityItems
) -> Membership | None:
    """The membership of whoever published the automation as it is now (one more read only when the
    copy the run was found by named someone else)."""
    publisher = str(automation["published"]["publishedBy"])
    key = membership_key(firm_id, publisher)
    if key not in asked:
        membership = services.identity.get_membership(firm_id, publisher)
    else:
        item = asked[key]
        membership = membership_of(item) if item else None
    return membership if membership is not None and published_in(membership, automation) else None


def published_in(membership: Membership, automation: Mapping[str, Any]) -> bool:
    """Whether the membership is the one the automation was published in. A person removed and made a
    member again has a new membership, for which their old automations do not act."""
    remembered = automation.get(PUBLISHER_MEMBERSHIP)
    if remembered:
        return membership.membership_id == str(remembered)
    # Published before the membership was remembered: the one published in had begun by then.
    published_at = str(automation["published"]["publishedAt"]).replace("Z", "+00:00")
    return membership.created_at <= datetime.datetime.fromisoformat(published_at).timestamp()


def _role(services: Services, firm_id: str, membership: Membership, asked: IdentityItems) -> Role | None:
    """The role the membership names now (one more read only when the guess was another role)."""
    key = _role_key(firm_id, membership.role_id)
    if key not in asked:
        return services.identity.get_role(firm_id, membership.role_id)
    item = asked[key]
    return Role(item["roleId"], item["name"], frozenset(item.get("permissions", []))) if item else None


def _role_key(firm_id: str, role_id: str) -> tuple[str, str]:
    """kernel.identity's layout (FIRM#<firm> / ROLE#<role>), which names no role key of its own."""
    return membership_key(firm_id, "")[0], f"ROLE#{role_id}"
