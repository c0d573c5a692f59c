"""Lines under an item of a parentless resource (a side letter's provisions, a KYC record's notes): the
kit's routes and storage, with the holder item where the kit has a parent record.

The kit's `parent=` names a record type (kit.resource.Items.parent reads the record's partition), so
a line whose holder is another kit item is declared here instead: `declare_lines(router, HOLDER, LINE)`
makes the routes the line's `operations` name, and `HolderItems` is the kit's Items with the holder
check in place of the record check. Everything else is the kit's: one partition per holder
(`KIT#<line>#<holder id>`), body checks, references, unique values, filters through an index,
versions, `If-Match`, idempotent creates, newest first.

The holder must be a live item of the caller's firm (404 otherwise, the same answer for an unknown
id, a deleted item or another firm's), read before the write and required again by its transaction,
so a line never lands under a holder deleted a moment before. A line's write leaves the holder's
version alone: its ETag follows its own fields. Lines are not records' children: the change feed does
not show them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from kernel import errors
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Require, Write
from kernel.wire import Outcome
from kit.fields import ITEM_ID
from kit.resource import Items, Resource

HOLDER_PARAM = "id"  # the holder's id in a line's path: /side-letters/{id}/provisions


class HolderItems(Items):
    """One request's view of the lines under one holder item (the path's {id})."""

    def __init__(self, holder: Resource, line: Resource, request: Request[Any, Any]) -> None:
        super().__init__(line, request)
        self._holder = holder

    def parent(self) -> dict[str, Any] | None:
        """The live holder item: 404 for an id that is unknown, deleted, another firm's or not an id."""
        holder_id = self.request.path_params.get(HOLDER_PARAM, "")
        found = (
            self.request.store.get(self._holder.partition(None), holder_id, consistent=True)
            if ITEM_ID.fullmatch(holder_id)
            else None
        )
        if found is None:
            raise self._holder_gone()
        return found

    def _touch(self, parent: Mapping[str, Any] | None, now: int) -> list[Write]:
        """The holder must still be there when the line's write commits (deleted meanwhile: 404)."""
        if parent is None:
            return []
        return [Require(self._holder.partition(None), parent["id"], self._holder_gone(), addressed=False)]

    def _holder_gone(self) -> errors.ApiError:
        return errors.not_found(f"No {self._holder.noun} with this id in your firm.")


def line_resource(holder: Resource, **declaration: Any) -> Resource:
    """A line's Resource: its path under the holder's, its storage per holder."""
    name, segment = declaration.pop("name"), declaration.pop("segment")
    return Resource(
        name=name, path=f"{holder.path}/{{{HOLDER_PARAM}}}/{segment}", parent=holder.name,
        read_permission=holder.read_permission, write_permission=holder.write_permission, **declaration,
    )  # fmt: skip


def declare_lines(router: Router, holder: Resource, line: Resource) -> None:
    """The line's routes on the family's router, as the kit's `declare` makes them for a record's child."""
    slug, noun, of_holder = line.name.replace("-", "_"), line.noun, f" of a {holder.noun}"
    holder_param = {HOLDER_PARAM: {"description": f"The {holder.noun}'s id."}}
    item = {**holder_param, line.item_param: {"description": f"The {noun}'s id."}}
    read: dict[str, Any] = {"scope": f"{line.scope}:read", "permission": line.read_permission, "body": None}
    write: dict[str, Any] = {"scope": f"{line.scope}:write", "permission": line.write_permission,
                             "route_class": RouteClass.RECORD, "response": line.view_schema,
                             "last_write_wins": True}  # fmt: skip
    has_get = "get" in line.operations
    routes: dict[str, tuple[Callable[[Callable[..., Any]], Any], Callable[[HolderItems], Any]]] = {
        "list": (router.get(line.path, summary=f"The {noun}s{of_holder}, newest first.", params=holder_param,
                            query=line.list_query, response=line.list_schema, **read), Items.page),
        "create": (router.post(line.path, summary=f"Add a {noun}{of_holder}.", success_status=201, etag=True,
                               body=line.body, query=None, location=has_get, params=holder_param, **write),
                   Items.create),
        "get": (router.get(line.item_path, summary=f"One {noun}{of_holder}, with its ETag.", etag=True,
                           query=None, response=line.view_schema, params=item, **read), _one),
        "replace": (router.put(line.item_path, summary=f"Replace a {noun}{of_holder} (every body key).",
                               etag=True, body=line.body, query=None, params=item, **write), Items.replace),
        "delete": (router.delete(line.item_path, summary=f"Remove a {noun}{of_holder}.", body=None,
                                 query=None, params=item, **write), Items.delete),
    }  # fmt: skip
    for operation, (register, run) in routes.items():
        if operation in line.operations:
            register(_bound(holder, line, run, f"{operation}_{slug}"))


def _one(items: HolderItems) -> Outcome:
    found = items.get()
    return Outcome(found, version=found["version"])


def _bound(
    holder: Resource, line: Resource, run: Callable[[HolderItems], Any], name: str
) -> Callable[[Request[Any, Any]], Any]:
    def handler(request: Request[Any, Any]) -> Any:
        return run(HolderItems(holder, line, request))

    handler.__name__ = handler.__qualname__ = name  # the operationId
    return handler
