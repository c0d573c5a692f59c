"""The portfolio planner (spec 4.6): scenarios, a kit resource, and their slots (the investments a
scenario plans) under /planner/{id}/slots, hand-written beside it: the kit's parents are records, and
a scenario is not one.

    pk <firm>#KIT#planner                       sk <scenario id>   the scenario (the kit's)
    pk <firm>#KIT#planner#SLOTS                 sk <scenario id>   {slots: n}: how many slots it has
    pk <firm>#KIT#planner-slots#<scenario id>   sk <slot id>       a slot

Every slot create and delete moves its scenario's count at the version it read, and deleting a
scenario deletes its slots and moves the same count. So the two serialize on one item: a slot made
while its scenario is deleted is either deleted with it (the delete runs again on a fresh read) or
refused (404, the scenario is gone); no slot outlives its scenario. The count also holds a scenario
to MOST_SLOTS slots however many are made at once, which keeps its delete inside one transaction.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from kernel import errors
from kernel.ids import new_id
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.tenant_store import MAX_PAGE_SIZE, TenantStore
from kernel.unit_of_work import Delete, Require, Update, Write
from kernel.wire import Outcome
from kit.fields import ITEM_ID, page_query
from kit.resource import (
    Items,
    Resource,
    creation_writes,
    declare,
    reference_problems,
    reference_requirements,
    stored_item,
    view,
)
from portfolio_api import models

PLANNER = "/api/v1/x/planner"
MOST_SLOTS = 50  # slots of one scenario: its delete, one transaction, deletes them all
RELEASED_KEPT_SECONDS = 24 * 3600  # a deleted scenario's count: kept a day for a slow writer to lose to


class SlotCount(NamedTuple):
    """How many slots a scenario has, at the count item's version (0: none made yet)."""

    scenario_id: str
    slots: int
    version: int

    def moved(self, by: int) -> Update:
        return Update(COUNTS, self.scenario_id, self.version, {"slots": max(0, self.slots + by)},
                      addressed=False)  # fmt: skip


def _delete_slots(items: Items, scenario: dict[str, Any]) -> list[Write]:
    """A scenario's delete takes its slots with it, and moves their count at the version read: a slot
    made meanwhile makes the delete run again, and go too."""
    store, scenario_id = items.request.store, scenario["id"]
    count = _count_of(store.get(COUNTS, scenario_id, consistent=True), scenario_id)
    slots = store.query(SLOTS.partition(scenario_id), limit=MAX_PAGE_SIZE, consistent=True).items
    released = {"slots": 0, "purgeAt": items.request.now() + RELEASED_KEPT_SECONDS}
    return [
        *(Delete(SLOTS.partition(scenario_id), slot["id"], must_exist=False) for slot in slots),
        Update(COUNTS, scenario_id, count.version, released, addressed=False),
    ]


SCENARIOS = Resource(
    name="planner", path=PLANNER, id_prefix="plan", noun="planner scenario", title="PlannerScenario",
    fields=models.PLANNER_SCENARIO, example=models.PLANNER_SCENARIO_EXAMPLE, unique=("name",),
    item_param="id", on_delete=_delete_slots,
)  # fmt: skip
# Not declared: its routes are below (a kit parent is a record; a scenario is an item).
SLOTS = Resource(
    name="planner-slots", path=f"{PLANNER}/{{id}}/slots", id_prefix="slot", noun="planner slot",
    title="PlannerSlot", fields=models.PLANNER_SLOT, example=models.PLANNER_SLOT_EXAMPLE, item_param="slotId",
)  # fmt: skip
COUNTS = f"{SCENARIOS.partition(None)}#SLOTS"


def _count_of(item: dict[str, Any] | None, scenario_id: str) -> SlotCount:
    if item is None:
        return SlotCount(scenario_id, 0, 0)
    return SlotCount(scenario_id, int(item.get("slots", 0)), int(item["version"]))


def no_scenario() -> errors.ApiError:
    return errors.not_found("No planner scenario with this id in your firm.")


def no_slot() -> errors.ApiError:
    return errors.not_found("No planner slot with this id in this scenario.")


def slot_limit() -> errors.ApiError:
    return errors.ApiError(
        409, "slot_limit", f"A scenario holds at most {MOST_SLOTS} slots; delete one first."
    )


def _scenario_id(request: Request[Any, Any]) -> str:
    """The path's scenario id, when it can name one (a hostile string never reaches a key)."""
    scenario_id = request.path_params["id"]
    if not ITEM_ID.fullmatch(scenario_id):
        raise no_scenario()
    return scenario_id


def _slot(request: Request[Any, Any]) -> dict[str, Any]:
    """The addressed slot of the addressed scenario (a scenario's slots go with it: no scenario, no
    slot): 404 for one unknown, of another scenario or of another firm."""
    scenario_id, slot_id = _scenario_id(request), request.path_params["slotId"]
    found = (
        request.store.get(SLOTS.partition(scenario_id), slot_id, consistent=True)
        if ITEM_ID.fullmatch(slot_id)
        else None
    )
    if found is None:
        raise no_slot()
    return found


def _checked(request: Request[dict[str, Any], Any]) -> dict[str, Any]:
    """The body's values, once the company and deal it names are live records of the firm."""
    values = dict(request.body)
    problems = reference_problems(SLOTS, request.store, values)
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    return values


def _scenario_and_count(store: TenantStore, scenario_id: str) -> SlotCount:
    """The scenario's slot count, read with the scenario (404 when there is no scenario)."""
    scenario_key, count_key = (SCENARIOS.partition(None), scenario_id), (COUNTS, scenario_id)
    found = store.get_many([scenario_key, count_key], consistent=True)
    if scenario_key not in found:
        raise no_scenario()
    return _count_of(found.get(count_key), scenario_id)


# ---- the slot routes ----------------------------------------------------------------------------------


def list_planner_slots(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    scenario_id = _scenario_id(request)
    if request.store.get(SCENARIOS.partition(None), scenario_id, consistent=True) is None:
        raise no_scenario()
    query = request.query
    page = request.store.query(SLOTS.partition(scenario_id), newest_first=True, limit=query["limit"],
                               cursor=query.get("cursor"), consistent=True)  # fmt: skip
    return {"items": [view(item) for item in page.items], "nextCursor": page.next_cursor}


def create_planner_slot(request: Request[dict[str, Any], None]) -> Outcome:
    scenario_id = _scenario_id(request)
    count = _scenario_and_count(request.store, scenario_id)
    if count.slots >= MOST_SLOTS:
        raise slot_limit()
    values = _checked(request)
    now, user_id = request.now(), request.caller.user_id
    slot_id = new_id(SLOTS.id_prefix, request.services.clock)
    writes = [
        *creation_writes(SLOTS, SLOTS.partition(scenario_id), values, item_id=slot_id, created_by=user_id,
                         now=now),
        count.moved(+1),
        Require(SCENARIOS.partition(None), scenario_id, no_scenario(), addressed=False),
    ]  # fmt: skip
    item = stored_item(SLOTS, values, item_id=slot_id, created_by=user_id, now=now)
    return Outcome(view({**item, "version": 1}), writes=writes, version=1,
                   location=f"{PLANNER}/{scenario_id}/slots/{slot_id}")  # fmt: skip


def get_planner_slot(request: Request[None, None]) -> Outcome:
    slot = _slot(request)
    return Outcome(view(slot), version=slot["version"])


def replace_planner_slot(request: Request[dict[str, Any], None]) -> Outcome:
    """Every body key is replaced; a key the body leaves out is cleared. A slot that its scenario's
    delete removed meanwhile fails its version condition: run again, it is 404."""
    current = _slot(request)
    values = _checked(request)
    now = request.now()
    cleared = {key: None for key in SLOTS.fields if key in current and key not in values}
    update = {**cleared, **values, "updatedAt": now}
    kept = {key: value for key, value in current.items() if key not in cleared}
    after = {**kept, **values, "updatedAt": now, "version": current["version"] + 1}
    partition = SLOTS.partition(_scenario_id(request))
    writes = [Update(partition, current["id"], current["version"], update),
              *reference_requirements(SLOTS, values)]  # fmt: skip
    return Outcome(view(after), writes=writes, version=after["version"])


def delete_planner_slot(request: Request[None, None]) -> Outcome:
    current = _slot(request)
    scenario_id = _scenario_id(request)
    count = _count_of(request.store.get(COUNTS, scenario_id, consistent=True), scenario_id)
    writes: list[Write] = [Delete(SLOTS.partition(scenario_id), current["id"], current["version"]),
                           count.moved(-1)]  # fmt: skip
    return Outcome(view(current), writes=writes)


def install(router: Router) -> None:
    """The scenarios (kit) and the slot routes, on the family's router."""
    declare(router, SCENARIOS)
    item_path = f"{SLOTS.path}/{{slotId}}"
    params = {
        "id": {"description": "The planner scenario's id."},
        "slotId": {"description": "The slot's id."},
    }
    read = {"scope": "records:read", "permission": "records.read", "params": params}
    write = {"scope": "records:write", "permission": "records.write", "route_class": RouteClass.RECORD,
             "params": params, "last_write_wins": True, "response": SLOTS.view_schema}  # fmt: skip
    router.get(SLOTS.path, summary="The scenario's slots, newest first.", response=SLOTS.list_schema,
               query=page_query("PlannerSlotListQuery"), body=None, **read)(list_planner_slots)  # fmt: skip
    router.post(SLOTS.path, summary=f"Add a slot to the scenario ({MOST_SLOTS} at most).", etag=True,
                success_status=201, body=SLOTS.body, query=None, errors=(409,),
                **write)(create_planner_slot)  # fmt: skip
    router.get(item_path, summary="One slot of the scenario, with its ETag.", response=SLOTS.view_schema,
               etag=True, body=None, query=None, **read)(get_planner_slot)  # fmt: skip
    router.put(item_path, summary="Replace a slot (every body key).", etag=True, body=SLOTS.body, query=None,
               **write)(replace_planner_slot)  # fmt: skip
    router.delete(item_path, summary="Remove a slot.", body=None, query=None, **write)(delete_planner_slot)
