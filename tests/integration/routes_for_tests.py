"""Routes that exist for the tests only (registered here, never shipped): they exercise the pipeline
the way real families will, including lists, writes and failures."""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

from pydantic import Field

from kernel import errors
from kernel.http import ApiModel, BodyModel, PageQuery, Request, Response
from kernel.ids import new_id
from kernel.routing import RouteClass, Router

router = Router()
PARTITION = "TESTITEM"


class ItemBody(BodyModel):
    name: str = Field(min_length=1)
    tags: list[str] = []
    details: dict[str, Any] | None = None


@router.get("/api/v1/x/test-items", summary="List", scope="records:read", permission="records.read",
            query=PageQuery)  # fmt: skip
def list_items(request: Request) -> dict[str, Any]:
    page = request.store.query(PARTITION, limit=request.query.limit, cursor=request.query.cursor)
    return {"items": page.items, "nextCursor": page.next_cursor}


@router.get("/api/v1/x/test-items/{item_id}", summary="Get", scope="records:read", permission="records.read")
def get_item(request: Request) -> dict[str, Any]:
    item = request.store.get(PARTITION, request.path_params["item_id"])
    if item is None:
        raise errors.not_found()
    return item


@router.post("/api/v1/x/test-items", route_class=RouteClass.RECORD, summary="Create", scope="records:write",
             permission="records.write", body=ItemBody, success_status=201)  # fmt: skip
def create_item(request: Request) -> Response:
    item = {"id": new_id("itm"), **request.body.model_dump()}
    request.store.put(PARTITION, item["id"], item, only_if_new=True)
    return Response(201, item)


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


# ---- idempotency and rate limits (issue 4) -------------------------------------------------------------
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
CREATE: dict[str, Any] = {**WRITE, "body": OrderBody, "success_status": 201}


def _write_order(request: Request) -> Response:
    """One item written through request.commit, so the idempotency completion joins its transaction."""
    body: OrderBody = request.body
    order = {"id": body.id or new_id("ord"), "name": body.name, "amount": body.amount}
    put = {"Put": {"Item": request.store.item(ORDERS, order["id"], order),
                   "ConditionExpression": "attribute_not_exists(pk)"}}  # fmt: skip
    headers = {"Location": f"/api/v1/x/test-orders/{order['id']}", "ETag": '"1"'}
    return request.commit([put], Response(201, order, headers))


@router.post("/api/v1/x/test-orders", summary="Create an order", **CREATE)
def create_order(request: Request) -> Response:
    _ran("orders")
    return _write_order(request)


@router.get("/api/v1/x/test-orders", summary="List orders", scope="records:read", permission="records.read")
def list_orders(request: Request) -> dict[str, Any]:
    _ran("list_orders")
    return {"items": request.store.query(ORDERS, limit=200).items}


@router.post("/api/v1/x/test-flaky-orders", summary="Raises the failures it is told, then writes", **CREATE)
def create_flaky_order(request: Request) -> Response:
    _ran("flaky")
    if controls.failures:
        raise controls.failures.pop(0)
    return _write_order(request)


@router.post("/api/v1/x/test-slow-orders", summary="Waits on the gate, then writes", **CREATE)
def create_slow_order(request: Request) -> Response:
    _ran("slow")
    controls.entered.set()
    controls.gate.wait(GATE_SECONDS)
    return _write_order(request)


@router.post("/api/v1/x/test-orders-then-crash", summary="Writes, then crashes", **CREATE)
def create_order_then_crash(request: Request) -> Response:
    _ran("then_crash")
    _write_order(request)
    raise RuntimeError("after the commit")


@router.post("/api/v1/x/test-model-orders", summary="Answers with a model in a Response", **CREATE)
def create_model_order(request: Request) -> Response:
    _ran("model")
    body: OrderBody = request.body
    return Response(201, OrderView(id=body.id or new_id("ord"), name=body.name, amount=body.amount))


@router.post("/api/v1/x/test-orders/{order_id}/missing", summary="Always 404", **WRITE)
def missing_order(request: Request) -> None:
    _ran("missing")
    raise errors.not_found(f"No order {request.path_params['order_id']}.")


@router.post("/api/v1/x/test-orders/{order_id}/close", summary="Always 409 order_closed", **WRITE)
def close_order(request: Request) -> None:
    _ran("close")
    raise errors.ApiError(409, "order_closed", f"Order {request.path_params['order_id']} is already closed.")


@router.post("/api/v1/x/test-orders/{order_id}/amend", summary="412 unless If-Match is v2", body=OrderBody,
             **WRITE)  # fmt: skip
def amend_order(request: Request) -> Response:
    _ran("amend")
    if request.headers.get("if-match") != '"2"':
        raise errors.ApiError(412, "version_conflict", "The order changed since you read it.")
    body: OrderBody = request.body
    amended = {"id": request.path_params["order_id"], "name": body.name, "amount": body.amount, "version": 3}
    return Response(200, amended, {"ETag": '"3"'})
