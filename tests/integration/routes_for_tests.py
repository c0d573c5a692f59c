"""Routes that exist for the tests only (registered here, never shipped): they exercise the pipeline
the way real families will, including lists, writes and failures."""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

from pydantic import Field

from kernel import errors
from kernel.ids import new_id
from kernel.models import ApiModel, BodyModel, PageQuery
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Update
from kernel.wire import Outcome

router = Router()
PARTITION = "TESTITEM"


class ItemBody(BodyModel):
    name: str = Field(min_length=1)
    tags: list[str] = []
    details: dict[str, Any] | None = None


@router.get("/api/v1/x/test-items", summary="List", scope="records:read", permission="records.read")
def list_items(request: Request[None, PageQuery]) -> dict[str, Any]:
    page = request.store.query(PARTITION, limit=request.query.limit, cursor=request.query.cursor)
    return {"items": page.items, "nextCursor": page.next_cursor}


@router.get("/api/v1/x/test-items/{item_id}", summary="Get", scope="records:read", permission="records.read")
def get_item(request: Request) -> dict[str, Any]:
    item = request.store.get(PARTITION, request.path_params["item_id"])
    if item is None:
        raise errors.not_found()
    return item


@router.post("/api/v1/x/test-items", route_class=RouteClass.RECORD, summary="Create", scope="records:write",
             permission="records.write", success_status=201)  # fmt: skip
def create_item(request: Request[ItemBody]) -> Outcome:
    item = {"id": new_id("itm"), **request.body.model_dump()}
    return Outcome(item, writes=[Create(PARTITION, item["id"], item)])


class BulkBody(BodyModel):
    names: list[str] = Field(min_length=1, max_length=10)


@router.post("/api/v1/x/test-items/bulk", route_class=RouteClass.RECORD, summary="One unit per name",
             scope="records:write", permission="records.write")  # fmt: skip
def create_items_in_units(request: Request[BulkBody]) -> dict[str, Any]:
    """Each name its own unit (Request.commit_unit), keyed by the name: a name taken refuses its unit."""
    for name in request.body.names:
        request.commit_unit([Create(PARTITION, f"bulk-{name}", {"id": f"bulk-{name}", "name": name})])
    return {"made": request.body.names}


@router.post("/api/v1/x/test-items/{item_id}/touch", route_class=RouteClass.RECORD, summary="No body",
             scope="records:write", permission="records.write")  # fmt: skip
def touch_item(request: Request) -> dict[str, Any]:
    return {"touched": request.path_params["item_id"]}


@router.get("/api/v1/auth/test-session-only", summary="An auth route other than /me")
def session_only(request: Request) -> dict[str, str]:
    return {"user": request.caller.user_id}


@router.get("/api/v1/x/test-boom", summary="Fails")
def boom(request: Request) -> None:
    raise RuntimeError("arn:aws:dynamodb:us-east-1:123456789012:table/identity-secret exploded")


# ---- idempotency and rate limits -------------------------------------------------------------
# Each route below counts its executions, so a test can prove that a write ran once (or not at all).

ORDERS = "TESTORDER"
GATE_SECONDS = 10.0
EXECUTIONS: Counter[str] = Counter()
_EXECUTIONS_LOCK = threading.Lock()


class LambdaTimeout(BaseException):
    """Stands for the runtime killing the invocation: nothing after it runs, not even `except Exception`."""


class Controls:
    """What a test tells the routes: failures to raise, and a gate the slow handler waits on."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.failures: list[BaseException] = []
        self.entered = threading.Event()  # set once the slow handler runs
        self.gate = threading.Event()  # the slow handler waits for it (GATE_SECONDS at most)


controls = Controls()


def reset_controls() -> None:
    controls.reset()
    with _EXECUTIONS_LOCK:
        EXECUTIONS.clear()


def executions(name: str) -> int:
    with _EXECUTIONS_LOCK:
        return EXECUTIONS[name]


def _ran(name: str) -> None:
    with _EXECUTIONS_LOCK:
        EXECUTIONS[name] += 1


class OrderBody(BodyModel):
    name: str = Field(min_length=1)
    amount: int
    id: str | None = Field(default=None, pattern=r"^ord_[a-z0-9]+$")


class OrderView(ApiModel):
    id: str
    name: str
    amount: int


WRITE: dict[str, Any] = {
    "route_class": RouteClass.RECORD,
    "scope": "records:write",
    "permission": "records.write",
}
CREATE: dict[str, Any] = {**WRITE, "success_status": 201}


def _write_order(request: Request[OrderBody]) -> Outcome:
    """One item to create: the kernel commits it with the idempotency completion, in one transaction."""
    body = request.body
    order = {"id": body.id or new_id("ord"), "name": body.name, "amount": body.amount}
    location = f"/api/v1/x/test-orders/{order['id']}"
    created = {**order, "version": 1}  # as stored: the kernel gives a new item version 1
    return Outcome(created, writes=[Create(ORDERS, order["id"], order)], version=1, location=location)


@router.post("/api/v1/x/test-orders", summary="Create an order", **CREATE)
def create_order(request: Request[OrderBody]) -> Outcome:
    _ran("orders")
    return _write_order(request)


@router.get("/api/v1/x/test-orders", summary="List orders", scope="records:read", permission="records.read")
def list_orders(request: Request) -> dict[str, Any]:
    _ran("list_orders")
    return {"items": request.store.query(ORDERS, limit=200).items}


@router.post("/api/v1/x/test-flaky-orders", summary="Raises the failures it is told, then writes", **CREATE)
def create_flaky_order(request: Request[OrderBody]) -> Outcome:
    _ran("flaky")
    if controls.failures:
        raise controls.failures.pop(0)
    return _write_order(request)


@router.post("/api/v1/x/test-slow-orders", summary="Waits on the gate, then writes", **CREATE)
def create_slow_order(request: Request[OrderBody]) -> Outcome:
    _ran("slow")
    controls.entered.set()
    controls.gate.wait(GATE_SECONDS)
    return _write_order(request)


@router.post("/api/v1/x/test-model-orders", summary="Answers with a model", **CREATE)
def create_model_order(request: Request[OrderBody]) -> OrderView:
    _ran("model")
    body = request.body
    return OrderView(id=body.id or new_id("ord"), name=body.name, amount=body.amount)


@router.post("/api/v1/x/test-orders/{order_id}/missing", summary="Always 404", **WRITE)
def missing_order(request: Request) -> None:
    _ran("missing")
    raise errors.not_found(f"No order {request.path_params['order_id']}.")


@router.post("/api/v1/x/test-orders/{order_id}/close", summary="Always 409 order_closed", **WRITE)
def close_order(request: Request) -> None:
    _ran("close")
    raise errors.ApiError(409, "order_closed", f"Order {request.path_params['order_id']} is already closed.")


@router.post(
    "/api/v1/x/test-orders/{order_id}/amend",
    summary="Change an order (If-Match applies)",
    if_match=True,
    **WRITE,
)
def amend_order(request: Request[OrderBody]) -> Outcome:
    """An update of the version read: a stale If-Match is the kernel's 412, a lost race its 409."""
    _ran("amend")
    order_id = request.path_params["order_id"]
    current = request.store.get(ORDERS, order_id, consistent=True)
    if current is None:
        raise errors.not_found(f"No order {order_id}.")
    changes = {"name": request.body.name, "amount": request.body.amount}
    version = current["version"]
    amended = {**current, **changes, "version": version + 1}
    return Outcome(amended, writes=[Update(ORDERS, order_id, version, changes)], version=version + 1)
