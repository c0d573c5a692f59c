"""Automations (spec 1.5, 3.3, 4.9): a draft tree saved on the kit (list, create, get, PUT, delete),
published by a Commit that pins the connectors it calls, paused and resumed, and its runs.

Publishing checks the draft again (the catalog, the firm's users and connectors may have moved since
it was saved), refuses a high-impact tree with 409 `publish_blocked` (the draft kept, `result` beside
the error: spec 3.3, 7; what counts as high-impact is `impact.blocked`), and needs every connector the
tree calls to be published, active and open to the publisher's role. It copies the draft onto
`published` with `pins` (connector key -> its id and `definitionRevision` now), who published it, and
joins the trigger's index (`gsi1`: AUTOTRIGGER#<recordType>), which is where the runner looks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from automations_api import cron, impact, runs
from automations_api.models import Automation, AutomationBody, Run, RunList
from automations_api.schedules import Schedules, live_cron
from automations_api.tree import Firm, problems
from catalog import firm as firm_catalog
from catalog import taxonomy
from connectors.definition import CONNECTORS
from kernel import errors
from kernel.ids import iso
from kernel.models import PageQuery
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.resource import Items, Resource, declare
from workspace.tasks import TASK_TYPES

router = Router()
MANAGE = "automations.manage"
TRIGGER_INDEX = "AUTOTRIGGER#"  # + record type: the published, active automations it starts
SCHEDULE_INDEX = "AUTOSCHEDULES"  # the active automations with a schedule trigger
MAX_SCHEDULES = 50


def firm_of(request: Request[Any, Any]) -> Firm:
    """The firm as a tree is checked against: its catalog, its members, its connectors by key."""
    firm_id = request.caller.firm_id
    identity = request.services.identity
    return Firm(
        catalog=firm_catalog.load(request.store).catalog,
        is_member=lambda user_id: identity.get_membership(firm_id, user_id) is not None,
        connector=lambda key: connector_by_key(request, key),
        task_types=lambda: taxonomy.keys(request.store, TASK_TYPES),
    )


def connector_by_key(request: Request[Any, Any], key: str) -> dict[str, Any] | None:
    page = request.store.query(
        CONNECTORS.partition(None), equals={"connectorKey": key}, limit=1, consistent=True
    )
    return page.items[0] if page.items else None


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    return problems(values["tree"], firm_of(request))


AUTOMATIONS = Resource(
    name="automations", path="/api/v1/x/automations", body=AutomationBody, view=Automation,
    id_prefix="auto", noun="automation", item_param="id", scope="automations",
    read_permission=MANAGE, write_permission=MANAGE,
    scopes={"list": "automations:read", "get": "automations:read", "create": "automations:draft",
            "replace": "automations:draft", "delete": "automations:publish"},
    classes={"create": RouteClass.DRAFT, "replace": RouteClass.DRAFT},
    check=_check, initial={"status": "draft", "published": None}, hidden=("gsi1pk", "gsi1sk"),
    after_delete=lambda request, automation: _unschedule(request, automation),
)  # fmt: skip
declare(router, AUTOMATIONS)
ITEM = AUTOMATIONS.item_path


@router.post(f"{ITEM}/publish", route_class=RouteClass.COMMIT, scope="automations:publish", permission=MANAGE,
             response=Automation, etag=True, last_write_wins=True, errors=(409,),
             summary="Make the draft current (body {}); high-impact: 409 publish_blocked.")  # fmt: skip
def publish_automation(request: Request) -> Outcome:
    items = Items(AUTOMATIONS, request)
    automation = items.current()
    tree = automation["tree"]
    firm = firm_of(request)
    found = problems(tree, firm)
    if found:
        raise invalid_input("invalid_request", "draft", found)
    connectors = {key: firm.connector(key) for key in impact.connector_keys(tree)}
    reasons = impact.blocked(tree, connectors)
    if reasons:
        message = "This tree is high-impact: publish it in the designer. The draft is kept."
        result = {"id": automation["id"], "code": "publish_blocked"}
        raise errors.ApiError(
            409, "publish_blocked", message, extra={"reasons": reasons}, beside={"result": result}
        )
    pins = {key: _pin(request, key, connector) for key, connector in connectors.items()}
    published = {"name": automation["name"], "tree": tree, "pins": pins,
                 "publishedBy": request.caller.user_id, "publishedAt": iso(request.now())}  # fmt: skip
    return _state(request, items, automation, {"status": "active", "published": published})


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
             response=Automation, etag=True, last_write_wins=True, errors=(409,),
             summary="Stop running the published automation until resumed (the draft is kept).")  # fmt: skip
def pause_automation(request: Request) -> Outcome:
    return _set_status(request, "paused")


@router.post(f"{ITEM}/resume", route_class=RouteClass.COMMIT, scope="automations:publish", permission=MANAGE,
             response=Automation, etag=True, last_write_wins=True, errors=(409,),
             summary="Run the published automation again (the draft stays a draft).")  # fmt: skip
def resume_automation(request: Request) -> Outcome:
    return _set_status(request, "active")


def _set_status(request: Request[Any, Any], status: str) -> Outcome:
    """Pause or resume: only a published automation has a live call to stop or start."""
    items = Items(AUTOMATIONS, request)
    automation = items.current()
    if automation.get("published") is None:
        raise errors.ApiError(409, "automation_not_published", "Publish the automation first.")
    return _state(request, items, automation, {"status": status})


def _state(
    request: Request[Any, Any], items: Items, automation: dict[str, Any], state: dict[str, Any]
) -> Outcome:
    """The automation with `state`: in or out of its trigger's index, its schedule put before the
    write that makes it live and deleted after the write that ends it (schedules.py)."""
    after = {**automation, **state}
    before_cron, after_cron = live_cron(automation), live_cron(after)
    if after_cron is not None and before_cron is None:
        _check_schedule_limit(request, automation)
    outcome = items.set_state(automation, state, stored=trigger_index(after))
    if not outcome.writes:
        return outcome
    schedules, firm_id = request.port(Schedules), request.caller.firm_id
    if after_cron is not None:
        schedules.put(firm_id, automation["id"], after_cron, cron.parse(after_cron).eventbridge())
    if before_cron is not None and before_cron != after_cron:
        tidy = [lambda: schedules.delete(firm_id, automation["id"], before_cron)]
        return dataclasses.replace(outcome, after_commit=tidy)
    return outcome


def _unschedule(request: Request[Any, Any], automation: Mapping[str, Any]) -> None:
    cron_text = live_cron(automation)
    if cron_text is not None:
        request.port(Schedules).delete(request.caller.firm_id, automation["id"], cron_text)


def trigger_index(automation: Mapping[str, Any]) -> dict[str, Any]:
    """gsi1 keys of an active automation: under its record trigger's type (where the runner looks) or
    among the firm's schedules (where the schedule limit counts); None (out of the index) otherwise."""
    published = automation.get("published")
    trigger = published["tree"]["trigger"] if published else None
    if automation.get("status") != "active" or trigger is None:
        return {"gsi1pk": None, "gsi1sk": None}
    if trigger["kind"] == "schedule":
        return {"gsi1pk": SCHEDULE_INDEX, "gsi1sk": automation["id"]}
    return {"gsi1pk": f"{TRIGGER_INDEX}{trigger['config']['recordType']}", "gsi1sk": automation["id"]}


def _check_schedule_limit(request: Request[Any, Any], automation: Mapping[str, Any]) -> None:
    """A firm runs at most MAX_SCHEDULES schedules: each one invokes the runner on its own. The index
    may lag a moment, so two publishes at the same instant can pass one over the limit."""
    live = request.store.query(SCHEDULE_INDEX, index="gsi1", limit=MAX_SCHEDULES + 1).items
    others = [item for item in live if item["id"] != automation["id"]]
    if len(others) >= MAX_SCHEDULES:
        message = f"Your firm runs {MAX_SCHEDULES} scheduled automations already: pause one first."
        raise errors.ApiError(409, "schedule_limit", message, extra={"limit": MAX_SCHEDULES})


@router.get(f"{ITEM}/runs", scope="automations:read", permission=MANAGE, response=RunList,
            summary="The automation's runs, newest first: trigger, each step's outcome, times.")  # fmt: skip
def list_runs(request: Request[None, PageQuery]) -> dict[str, Any]:
    automation = Items(AUTOMATIONS, request).current()
    return runs.page(request, automation["id"], request.query.limit, request.query.cursor)


@router.get(f"{ITEM}/runs/{{runId}}", scope="automations:read", permission=MANAGE, response=Run,
            summary="One run of the automation.")  # fmt: skip
def get_run(request: Request) -> dict[str, Any]:
    automation = Items(AUTOMATIONS, request).current()
    found = runs.get(request, automation["id"], request.path_params["runId"])
    if found is None:
        raise errors.not_found("No run with this id for this automation.")
    return found
