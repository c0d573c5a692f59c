"""Automations (spec 1.5, 3.3, 4.9): a draft tree saved on the kit (list, create, get, PUT, delete),
published by a Commit that pins the connectors it calls, paused and resumed, and its runs.

Publishing checks the draft again (the catalog, the firm's users and connectors may have moved since
it was saved), refuses a high-impact tree with 409 `publish_blocked` (the draft kept, `result` beside
the error: spec 3.3, 7; what counts as high-impact is `impact.blocked`), and needs every connector the
tree calls to be published, active and open to the publisher's role. It copies the draft onto
`published` with `pins` (connector key -> its id and `definitionRevision` now), who published it, and
joins the trigger's index (`gsi1`: AUTOTRIGGER#<recordType>), which is where the runner looks.

Resume makes the published tree live again as the caller: it passes the very checks of publish
(`live_checks`, one function for both) for the caller, who becomes its publisher (`publishedBy` and
the hidden `publisherRoleId` move in the write that makes it active). Its pins stay: a new revision of
a connector is taken by publishing again.

A firm's counters beside its automations, moved in the same transaction as the automation (two writes
at once: one retries on a fresh read, so a limit holds): the schedules held (at most MAX_SCHEDULES),
and the active automations with a record trigger (at most MAX_RECORD_TRIGGERED: each runs on every
change of its record type, and one change can start them all).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from automations_api import cron, impact, models, runs
from automations_api.schedules import Held, Schedules, live_cron
from automations_api.tree import RECORD_TRIGGERS, Firm, problems
from catalog import firm as firm_catalog
from catalog import taxonomy
from connectors.definition import CONNECTORS
from kernel import errors, json_codec
from kernel.auth import Principal, TokenKind
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import StaleRead, Update, Write
from kernel.wire import Outcome
from kit.fields import page_query
from kit.resource import Items, Resource, declare
from workspace.tasks import TASK_TYPES

router = Router()
MANAGE = "automations.manage"
TRIGGER_INDEX = "AUTOTRIGGER#"  # + record type: the published, active automations it starts
SCHEDULE_COUNT = "AUTOSCHEDULES"  # sk COUNT: how many schedules the firm's automations hold
MAX_SCHEDULES = 50
RECORD_TRIGGER_COUNT = "AUTORECORDTRIGGERS"  # sk COUNT: the firm's automations in the trigger index
MAX_RECORD_TRIGGERED = 20  # = runs.MAX_CHAIN_RUNS: one write can start every automation on its type
MAX_TREE_BYTES = 100_000  # as answers spell it (non-ASCII escaped)
PUBLISHER_ROLE = "publisherRoleId"  # hidden: the publisher's role when publishing (the runner's guess)
PUBLISHER_MEMBERSHIP = "publisherMembershipId"  # hidden: the membership that published (runs need it)


def firm_of(request: Request[Any, Any]) -> Firm:
    """The firm as a tree is checked against: its catalog, its members, its connectors by key (each
    read once), and whether the caller may be told about those connectors."""
    firm_id = request.caller.firm_id
    identity = request.services.identity
    return Firm(
        catalog=firm_catalog.load(request.store).catalog,
        is_member=lambda user_id: identity.get_membership(firm_id, user_id) is not None,
        connector=functools.cache(lambda key: connector_by_key(request, key)),
        task_types=lambda: taxonomy.keys(request.store, TASK_TYPES),
        describes_connectors=reads_connectors(request.caller),
    )


def reads_connectors(caller: Principal) -> bool:
    """What reading the connectors' routes asks (spec 5.2): the role's permission, and for an API
    token the `connectors:read` scope. Without it, a tree's problems and high-impact reasons do not
    describe the firm's connectors, operations or parameters."""
    if caller.token_kind is TokenKind.API_TOKEN and not caller.has_scope("connectors:read"):
        return False
    return CONNECTORS.read_permission in caller.permissions


def connector_by_key(request: Request[Any, Any], key: str) -> dict[str, Any] | None:
    page = request.store.query(
        CONNECTORS.partition(None), equals={"connectorKey": key}, limit=1, consistent=True
    )
    return page.items[0] if page.items else None


def tree_problems(
    request: Request[Any, Any], tree: Mapping[str, Any], firm: Firm | None = None
) -> list[dict[str, str]]:
    """The tree against the firm, and its size: the item holds it twice once published (draft and
    published), and an answer that an Idempotency-Key stores holds both, inside DynamoDB's 400 KB."""
    if len(json_codec.dumps(tree, ascii_only=True)) > MAX_TREE_BYTES:
        return [{"field": "tree", "message": f"a tree holds at most {MAX_TREE_BYTES} bytes as JSON"}]
    return problems(tree, firm or firm_of(request))


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    return tree_problems(request, values["tree"])


AUTOMATIONS = Resource(
    name="automations", path="/api/v1/x/automations", fields=models.FIELDS, state=models.STATE,
    example=models.EXAMPLE, id_prefix="auto", noun="automation", item_param="id", scope="automations",
    read_permission=MANAGE, write_permission=MANAGE,
    scopes={"list": "automations:read", "get": "automations:read", "create": "automations:draft",
            "replace": "automations:draft", "delete": "automations:publish"},
    classes={"create": RouteClass.DRAFT, "replace": RouteClass.DRAFT},
    check=_check, hidden=("gsi1pk", "gsi1sk", "schedule", PUBLISHER_ROLE, PUBLISHER_MEMBERSHIP),
    on_delete=lambda items, automation: _uncount(items, automation),
    after_delete=lambda request, automation: _unschedule(request, automation),
)  # fmt: skip
declare(router, AUTOMATIONS)
ITEM = AUTOMATIONS.item_path


@router.post(f"{ITEM}/publish", route_class=RouteClass.COMMIT, scope="automations:publish", permission=MANAGE,
             response=AUTOMATIONS.view_schema, etag=True, last_write_wins=True, errors=(409,),
             summary=f"Make the draft current (body {{}}); high-impact: 409 publish_blocked; a firm runs at "
                     f"most {MAX_RECORD_TRIGGERED} record-triggered automations (409 record_trigger_limit) "
                     f"and {MAX_SCHEDULES} schedules.")  # fmt: skip
def publish_automation(request: Request) -> Outcome:
    items = Items(AUTOMATIONS, request)
    automation = items.current()
    tree = automation["tree"]
    pins = live_checks(request, automation["id"], tree, "draft")
    published = {"name": automation["name"], "tree": tree, "pins": pins,
                 "publishedBy": request.caller.user_id, "publishedAt": iso(request.now())}  # fmt: skip
    return _state(
        request, items, automation, {"status": "active", "published": published}, _publisher(request)
    )


def live_checks(
    request: Request[Any, Any], automation_id: str, tree: Mapping[str, Any], where: str
) -> dict[str, dict[str, Any]]:
    """Every check a tree passes before it runs as the caller, on publish and on resume alike: the
    tree against the firm now (400), not high-impact for this caller (409 `publish_blocked`), and each
    connector it calls published, active and open to the caller's role (409). The firm's limits are
    checked where the write is made (`_state`). Returns the pins a publish takes now."""
    firm = firm_of(request)
    found = tree_problems(request, tree, firm)
    if found:
        raise invalid_input("invalid_request", where, found)
    connectors = {key: firm.connector(key) for key in impact.connector_keys(tree)}
    reasons = impact.blocked(
        tree, connectors, request.caller.user_id, describe_connectors=firm.describes_connectors
    )
    if reasons:
        message = "This tree is high-impact: publish it in the designer. The draft is kept."
        result = {"id": automation_id, "code": "publish_blocked"}
        raise errors.ApiError(
            409, "publish_blocked", message, extra={"reasons": reasons}, beside={"result": result}
        )
    return {key: _pin(request, key, connector) for key, connector in connectors.items()}


def _publisher(request: Request[Any, Any]) -> dict[str, Any]:
    """The membership that publishes (a run acts only while it lasts: a person removed and made a
    member again does not revive their old automations) and the runner's guess of the role to read
    beside it (reads.py; the membership read decides, so a role changed since costs one more read)."""
    return {PUBLISHER_ROLE: request.caller.role_id, PUBLISHER_MEMBERSHIP: request.caller.membership_id}


def _pin(request: Request[Any, Any], key: str, connector: Mapping[str, Any] | None) -> dict[str, Any]:
    """The connector's published revision, once it may be called by this person's automations."""
    assert connector is not None  # the tree check found it
    published = connector.get("published")
    if published is None:
        raise errors.ApiError(409, "connector_not_published", f"Connector {key!r} has no published call yet.")
    if not connector.get("active"):
        raise errors.ApiError(409, "connector_inactive", f"Connector {key!r} is deactivated.")
    if request.caller.role_id not in published["useRoleIds"]:
        raise errors.ApiError(409, "connector_not_allowed", f"Your role may not run connector {key!r}.")
    return {"connectorId": connector["id"], "definitionRevision": connector["definitionRevision"]}


@router.post(f"{ITEM}/pause", route_class=RouteClass.COMMIT, scope="automations:publish", permission=MANAGE,
             response=AUTOMATIONS.view_schema, etag=True, last_write_wins=True, errors=(409,),
             summary="Stop running the published automation until resumed (the draft is kept).")  # fmt: skip
def pause_automation(request: Request) -> Outcome:
    items = Items(AUTOMATIONS, request)
    return _state(request, items, _published(items), {"status": "paused"})


@router.post(f"{ITEM}/resume", route_class=RouteClass.COMMIT, scope="automations:publish", permission=MANAGE,
             response=AUTOMATIONS.view_schema, etag=True, last_write_wins=True, errors=(409,),
             summary="Run the published automation again as you: publish's checks for you, and you become "
                     "its publisher (the draft stays a draft).")  # fmt: skip
def resume_automation(request: Request) -> Outcome:
    """The published tree live again as the caller, once it passes publish's checks for them; its
    pins stay (publish again to take a connector's new revision)."""
    items = Items(AUTOMATIONS, request)
    automation = _published(items)
    published = automation["published"]
    live_checks(request, automation["id"], published["tree"], "published tree")
    resumed = {**published, "publishedBy": request.caller.user_id}
    return _state(request, items, automation, {"status": "active", "published": resumed}, _publisher(request))


def _published(items: Items) -> dict[str, Any]:
    """Only a published automation has a live call to stop or start."""
    automation = items.current()
    if automation.get("published") is None:
        raise errors.ApiError(409, "automation_not_published", "Publish the automation first.")
    return automation


def _state(
    request: Request[Any, Any],
    items: Items,
    automation: dict[str, Any],
    state: dict[str, Any],
    remembered: Mapping[str, Any] | None = None,
) -> Outcome:
    """The automation with `state` (and `remembered`, hidden bookkeeping): in or out of its trigger's
    index, counted by the firm's counters, its schedule put before the write that makes it live and
    the one it ends deleted after (schedules.py)."""
    after = {**automation, **state}
    live = live_cron(after)
    holds = Held(live, automation["version"] + 1) if live else None  # a new generation each write
    stored = {**trigger_index(after), "schedule": holds.stored() if holds else None, **(remembered or {})}
    outcome = items.set_state(automation, state, stored=stored)
    if not outcome.writes:
        return outcome
    held = Held.of(automation)
    schedules, firm_id, automation_id = request.port(Schedules), request.caller.firm_id, automation["id"]
    counted = _recount(items, automation, {**after, **stored})
    put = (
        [lambda: schedules.put(firm_id, automation_id, holds, cron.parse(holds.cron).eventbridge())]
        if holds
        else []
    )
    tidy = [lambda: schedules.delete(firm_id, automation_id, held)] if held else []
    return dataclasses.replace(
        outcome, writes=[*outcome.writes, *counted], before_commit=put, after_commit=tidy
    )


def _unschedule(request: Request[Any, Any], automation: Mapping[str, Any]) -> None:
    held = Held.of(automation)
    if held is not None:
        request.port(Schedules).delete(request.caller.firm_id, automation["id"], held)


def _uncount(items: Items, automation: dict[str, Any]) -> list[Write]:
    return _recount(items, automation, None)


def trigger_index(automation: Mapping[str, Any]) -> dict[str, Any]:
    """gsi1 keys of an active automation with a record trigger; None (out of the index) otherwise."""
    published = automation.get("published")
    trigger = published["tree"]["trigger"] if published else None
    if automation.get("status") != "active" or trigger is None or trigger["kind"] not in RECORD_TRIGGERS:
        return {"gsi1pk": None, "gsi1sk": None}
    return {"gsi1pk": f"{TRIGGER_INDEX}{trigger['config']['recordType']}", "gsi1sk": automation["id"]}


class Counter(NamedTuple):
    """A count of the firm's automations kept in one item (sk COUNT) beside them."""

    partition: str
    counts: Callable[[Mapping[str, Any]], bool]  # whether an automation, as stored, is counted
    code: str  # the 409 beyond the limit
    refusal: str  # its message, of {limit}


SCHEDULES_HELD = Counter(
    SCHEDULE_COUNT, lambda automation: Held.of(automation) is not None, "schedule_limit",
    "Your firm runs {limit} scheduled automations already: pause one first.",
)  # fmt: skip
RECORD_TRIGGERED = Counter(
    RECORD_TRIGGER_COUNT, lambda automation: trigger_index(automation)["gsi1pk"] is not None,
    "record_trigger_limit", "Your firm runs {limit} automations on record changes already: pause one first.",
)  # fmt: skip


def _recount(items: Items, before: Mapping[str, Any], after: Mapping[str, Any] | None) -> list[Write]:
    """The firm's counters moved by a write of one automation (`after` None: deleted), each within
    its limit (read now: tests lower them). Schedules: each invokes the runner on its own, and
    Scheduler's quota is per account. Record triggers: each change of a record type starts them all."""
    limits = ((SCHEDULES_HELD, MAX_SCHEDULES), (RECORD_TRIGGERED, MAX_RECORD_TRIGGERED))
    writes: list[Write] = []
    for counter, limit in limits:
        delta = (after is not None and counter.counts(after)) - counter.counts(before)
        writes += _moved(items, counter, delta, limit)
    return writes


def _moved(items: Items, counter: Counter, delta: int, limit: int) -> list[Write]:
    """The counter moved by `delta` at the version read, so two writes at once cannot both pass the
    limit: the second retries on a fresh read. A firm without the item yet counts its automations
    once (a consistent read of them all), so automations published before the counter are counted."""
    if delta == 0:
        return []
    found = items.request.store.get(counter.partition, "COUNT", consistent=True)
    count = int(found["count"]) if found else sum(map(counter.counts, items.siblings()))
    count += delta
    if delta > 0 and count > limit:
        raise errors.ApiError(409, counter.code, counter.refusal.format(limit=limit), extra={"limit": limit})
    lost = StaleRead(errors.write_conflict())
    version = int(found["version"]) if found else 0
    return [Update(counter.partition, "COUNT", version, {"count": max(count, 0)}, conflict=lost,
                   addressed=False)]  # fmt: skip


@router.get(f"{ITEM}/runs", scope="automations:read", permission=MANAGE, response=models.RUN_LIST,
            query=page_query(),
            summary="The automation's runs, newest first: trigger, each step's outcome, times.")  # fmt: skip
def list_runs(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    automation = Items(AUTOMATIONS, request).current()
    return runs.page(request, automation["id"], request.query["limit"], request.query.get("cursor"))


@router.get(f"{ITEM}/runs/{{runId}}", scope="automations:read", permission=MANAGE, response=models.RUN,
            summary="One run of the automation.")  # fmt: skip
def get_run(request: Request) -> dict[str, Any]:
    automation = Items(AUTOMATIONS, request).current()
    found = runs.get(request, automation["id"], request.path_params["runId"])
    if found is None:
        raise errors.not_found("No run with this id for this automation.")
    return found
