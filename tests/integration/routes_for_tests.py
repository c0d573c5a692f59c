"""Routes that exist for the tests only (registered here, never shipped): they exercise the pipeline
the way real families will, including lists, writes and failures."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from kernel import errors
from kernel.http import BodyModel, PageQuery, Request, Response
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
