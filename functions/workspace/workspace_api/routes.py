"""Workspace (spec 1.3, 4.9; shapes in docs/decisions.md): tasks, a person's notifications, pinned
records and recent items (workspace.recents: each person's own).

Tasks are a plain kit resource (workspace.tasks). Notifications are a per-person kit resource
(workspace.notifications): the kit gives the list (newest first, `?read=`), get and delete; marking one
read is the route below. Automations write both; nobody creates a notification here.
"""

from __future__ import annotations

from kernel.ids import iso
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.resource import ByHand, Items, declare
from workspace.notifications import NOTIFICATIONS
from workspace.recents import PINS, RECENTS, record_visit
from workspace.tasks import TASKS

router = Router()
declare(router, TASKS)
declare(router, NOTIFICATIONS)
declare(router, PINS)
record_visit.__name__ = record_visit.__qualname__ = "create_recent_items"
VISIT = "Record a visit to a record: it goes to the top of your recent items (once: its earlier entry goes)."
declare(router, RECENTS, by_hand={"create": ByHand(record_visit, summary=VISIT)})


@router.post(f"{NOTIFICATIONS.item_path}/read", route_class=RouteClass.RECORD, scope="records:write",
             permission=NOTIFICATIONS.write_permission, response=NOTIFICATIONS.view_schema, etag=True,
             last_write_wins=True, body=None,
             summary="Mark one of your notifications read (again: nothing changes).")  # fmt: skip
def read_notification(request: Request) -> Outcome:
    items = Items(NOTIFICATIONS, request)
    # `read` decides whether anything is written; readAt is when it first became so.
    return items.set_state(items.current(), {"read": True}, stored={"readAt": iso(request.now())})
