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

from collections.abc import Mapping
from typing import Any

from automations_api import impact, runs
from automations_api.models import Automation, AutomationBody, Run, RunList
from automations_api.tree import RECORD_TRIGGERS, Firm, problems
from catalog import firm as firm_catalog
from connectors.definition import CONNECTORS
from kernel import errors
from kernel.ids import iso
from kernel.models import PageQuery
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.resource import Items, Resource, declare

router = Router()
MANAGE = "automations.manage"
TRIGGER_INDEX = "AUTOTRIGGER#"  # + record type: the published, active automations it starts


def firm_of(request: Request[Any, Any]) -> Firm:
    """The firm as a tree is checked against: its catalog, its members, its connectors by key."""
    firm_id = request.caller.firm_id
    identity = request.services.identity
    return Firm(
        catalog=firm_catalog.load(request.store).catalog,
        is_member=lambda user_id: identity.get_membership(firm_id, user_id) is not None,
        connector=lambda key: connector_by_key(request, key),
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
    _check_runnable(tree)
    pins = {key: _pin(request, key, connector) for key, connector in connectors.items()}
    published = {"name": automation["name"], "tree": tree, "pins": pins,
                 "publishedBy": request.caller.user_id, "publishedAt": iso(request.now())}  # fmt: skip
    return _state(items, automation, {"status": "active", "published": published})


# Node kinds the runner cannot run yet: saved in drafts, refused on publish rather than failing later.
NOT_RUNNABLE = ("schedule", "createTask", "notifyUser")


def _check_runnable(tree: Mapping[str, Any]) -> None:
    kinds = [tree["trigger"]["kind"], *(step["kind"] for step in tree["steps"])]
    waiting = sorted({kind for kind in kinds if kind in NOT_RUNNABLE})
    if waiting:
        raise errors.ApiError(409, "node_not_runnable", f"The runner does not run {', '.join(waiting)} yet; "
                              "the draft is kept.", extra={"kinds": waiting})  # fmt: skip


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
    return _state(items, automation, {"status": status})


def _state(items: Items, automation: dict[str, Any], state: dict[str, Any]) -> Outcome:
    """The automation with `state`, in or out of its trigger's index."""
    return items.set_state(automation, state, stored=trigger_index({**automation, **state}))


def trigger_index(automation: Mapping[str, Any]) -> dict[str, Any]:
    """gsi1 keys of an active automation with a record trigger; None (out of the index) otherwise."""
    published = automation.get("published")
    trigger = published["tree"]["trigger"] if published else None
    if automation.get("status") != "active" or trigger is None or trigger["kind"] not in RECORD_TRIGGERS:
        return {"gsi1pk": None, "gsi1sk": None}
    return {"gsi1pk": f"{TRIGGER_INDEX}{trigger['config']['recordType']}", "gsi1sk": automation["id"]}


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
