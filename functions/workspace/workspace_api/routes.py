"""Workspace (spec 1.3, 4.9; shapes in docs/decisions.md): tasks and a person's notifications.

Tasks are a plain kit resource (workspace.tasks). Notifications are a per-person kit resource
(workspace.notifications): the kit gives get and delete; the list (newest first, `?read=`) and
marking one read are the routes below. Automations write both; nobody creates a notification here.
"""

from __future__ import annotations

from typing import Any

from kernel.ids import iso
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.resource import Items, declare
from workspace.notifications import NOTIFICATIONS, Notification, NotificationList, NotificationQuery
from workspace.tasks import TASKS

router = Router()
declare(router, TASKS)
declare(router, NOTIFICATIONS)


@router.get(NOTIFICATIONS.path, scope="records:read", permission=NOTIFICATIONS.read_permission,
            response=NotificationList,
            summary="Your notifications, newest first (?read=false: the unread ones).")  # fmt: skip
def list_notifications(request: Request[None, NotificationQuery]) -> dict[str, Any]:
    items = Items(NOTIFICATIONS, request)
    query = request.query
    equals = {} if query.read is None else {"read": query.read}
    page = request.store.query(
        items.partition, equals=equals, newest_first=True, limit=query.limit, cursor=query.cursor
    )
    return {"items": [items.view(item) for item in page.items], "nextCursor": page.next_cursor}


@router.post(f"{NOTIFICATIONS.item_path}/read", route_class=RouteClass.RECORD, scope="records:write",
             permission=NOTIFICATIONS.write_permission, response=Notification, etag=True,
             last_write_wins=True,
             summary="Mark one of your notifications read (again: nothing changes).")  # fmt: skip
def read_notification(request: Request) -> Outcome:
    items = Items(NOTIFICATIONS, request)
    # `read` decides whether anything is written; readAt is when it first became so.
    return items.set_state(items.current(), {"read": True}, stored={"readAt": iso(request.now())})
