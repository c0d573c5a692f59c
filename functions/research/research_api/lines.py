"""Lines under an item of a parentless kit resource: an expert's engagements, a shortlist's items, a
comparable set's comparables (`/<collection>/{id}/<lines>`).

The kit's `parent=` names a record type: it checks a live record and moves the record's children
counter. A parent that is itself a kit item has neither, so these routes are hand-written beside the
kit's declarations, with the kit's pieces: a line's body is a kit `Resource` (never declared), its
references are checked and required again at commit as the kit's are, and answers show a line as the
kit shows an item (`Items.view`).

Storage, beside the kit's:

    pk <firm>#KIT#<lines>#<parent id>   sk <line id>     a line (its parent's id under `parent_key`)
    pk <firm>#KIT#<lines>#H             sk <parent id>   the parent's head: how many lines it holds,
                                                          their order (ordered lines) and the
                                                          distinct keys taken (a record on a list)

Every line write requires the parent item and moves the head at the version it read, so the writes
under one parent serialize: two lines naming one record cannot both land, the limit holds against
concurrent creates, a reorder names every line there is, and the parent's delete (which requires or
moves the head too) neither leaves a line behind nor misses one made a moment before. The parent's
own version and ETag follow its fields only. Lines are no record's children: the change feed does not
show them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from kernel import errors
from kernel.ids import new_id
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Delete, Require, StaleRead, Update, Write
from kernel.wire import Outcome
from kit.fields import ITEM_ID, Fields, ListOf, Text, page_query
from kit.resource import (
    Items,
    Resource,
    creation_writes,
    reference_problems,
    reference_requirements,
    stored_item,
)

PARENT_PARAM = "id"  # the parent item's id in a line's path: /experts/{id}/engagements


@dataclass(frozen=True, eq=False)
class Lines:
    """Lines under the items of `parent` (a declared parentless resource whose item_param is "id").
    `line` gives their body, noun, id prefix, path (under the parent's item path) and item parameter."""

    parent: Resource
    line: Resource
    parent_key: str  # each line shows its parent's id under this key ("expertId")
    most: int | None = None  # lines one parent holds at most (None: no limit)
    full_code: str = ""  # the 409's code when the parent holds `most` already
    ordered: bool = False  # listed in the order the client sets (POST .../reorder); a new line goes last
    # What no two lines of one parent share (a record's id), or None: a second is 409 already_exists
    distinct: Callable[[Mapping[str, Any]], str | None] | None = None
    taken_message: str = ""
    # Set: the parent is not deleted while it holds lines (this 409, given how many). None: its lines
    # go with it, in the delete's transaction (so `most` must keep them within one).
    in_use: Callable[[int], errors.ApiError] | None = None

    def __post_init__(self) -> None:
        if self.parent.item_param != PARENT_PARAM or self.parent.parent is not None:
            raise ValueError(
                f"{self.line.name}: the parent is a parentless resource whose item_param is 'id'"
            )
        if not self.line.path.startswith(f"{self.parent.item_path}/"):
            raise ValueError(f"{self.line.name}: a line's path is under its parent's item path")
        if (self.ordered or self.in_use is None) and (self.most is None or self.most > 75):
            raise ValueError(f"{self.line.name}: ordered lines and lines deleted with their parent are "
                             "at most 75 to a parent (one transaction, one page)")  # fmt: skip

    @property
    def head_partition(self) -> str:
        return f"{self.line.partition(None)}#H"

    def partition(self, parent_id: str) -> str:
        return self.line.partition(parent_id)

    def key_of(self, values: Mapping[str, Any]) -> str | None:
        return self.distinct(values) if self.distinct else None


class Head(NamedTuple):
    """What one parent's lines share, at the version read (0: no line was ever written)."""

    version: int = 0
    held: int = 0  # how many lines
    order: tuple[str, ...] = ()
    taken: Mapping[str, str] = {}  # distinct key -> the line holding it

    @classmethod
    def of(cls, item: Mapping[str, Any] | None) -> Head:
        if item is None:
            return cls()
        return cls(int(item["version"]), int(item.get("count", 0)), tuple(item.get("order", ())),
                   dict(item.get("taken", {})))  # fmt: skip


class Under:
    """One request's lines under the parent its path names: the parent, a live item of the caller's
    firm (404 otherwise: unknown, deleted, another firm's or no id at all, the same answer), its head,
    and the line the path names, all in one read."""

    def __init__(self, lines: Lines, request: Request[Any, Any], line_id: str | None = None) -> None:
        self.lines, self.request = lines, request
        parent_id = request.path_params[PARENT_PARAM]
        if not ITEM_ID.fullmatch(parent_id):
            raise self.parent_gone()
        self.partition = lines.partition(parent_id)
        parent_key, head_key = (lines.parent.partition(None), parent_id), (lines.head_partition, parent_id)
        line_key = (self.partition, line_id) if line_id is not None and ITEM_ID.fullmatch(line_id) else None
        found = request.store.get_many([parent_key, head_key, *([line_key] if line_key else [])],
                                       consistent=True)  # fmt: skip
        if parent_key not in found:
            raise self.parent_gone()
        self.parent: dict[str, Any] = found[parent_key]
        self.head = Head.of(found.get(head_key))
        self.line: dict[str, Any] | None = found.get(line_key) if line_key else None

    @property
    def parent_id(self) -> str:
        return str(self.parent["id"])

    def parent_gone(self) -> errors.ApiError:
        return errors.not_found(f"No {self.lines.parent.noun} with this id in your firm.")

    def current(self) -> dict[str, Any]:
        if self.line is None:
            raise errors.not_found(f"No {self.lines.line.noun} with this id here.")
        return self.line

    def view(self, item: Mapping[str, Any]) -> dict[str, Any]:
        shown: dict[str, Any] = Items(self.lines.line, self.request).view(item)
        if self.lines.ordered:
            shown["rank"] = self.head.order.index(item["id"]) + 1
        return shown

    def checked(self) -> dict[str, Any]:
        """The body's values, with references naming live records (400 naming each that does not)."""
        values: dict[str, Any] = dict(self.request.body)
        check = self.lines.line.check
        problems = check(self.request, values) if check else []
        problems += reference_problems(self.lines.line, self.request.store, values)
        if problems:
            raise invalid_input("invalid_request", "body", problems)
        return values

    def parent_lives(self) -> Require:
        """The parent is still there when the write commits (deleted meanwhile: 404)."""
        return Require(self.lines.parent.partition(None), self.parent_id, self.parent_gone(), addressed=False)

    def head_write(self, count: int, order: tuple[str, ...], taken: Mapping[str, str]) -> Update:
        """The head at the version read: a line write that lost to another runs again on a fresh read."""
        values: dict[str, Any] = {"count": count}
        values |= {"order": list(order)} if self.lines.ordered else {}
        values |= {"taken": dict(taken)} if self.lines.distinct else {}
        return Update(self.lines.head_partition, self.parent_id, self.head.version, values, addressed=False)

    def taken(self) -> errors.ApiError:
        return errors.ApiError(409, "already_exists", self.lines.taken_message)


# ---- the routes ---------------------------------------------------------------------------------------


def page(lines: Lines, request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    """Newest first; ordered lines in their order, a page of it (the cursor: the position reached,
    sealed for this firm and parent)."""
    under, query, store = Under(lines, request), request.query, request.store
    if not lines.ordered:
        found = store.query(under.partition, newest_first=True, limit=query["limit"],
                            cursor=query.get("cursor"), consistent=True)  # fmt: skip
        return {"items": [under.view(item) for item in found.items], "nextCursor": found.next_cursor}
    codec = request.services.cursor_codec()
    scope = f"{request.caller.firm_id}|{lines.line.name}|{under.parent_id}"
    start = codec.decode(query["cursor"], scope).get("offset") if query.get("cursor") else 0
    if not isinstance(start, int) or isinstance(start, bool) or start < 0:
        raise errors.invalid_cursor()
    end = start + query["limit"]
    more = codec.encode({"offset": end}, scope) if end < len(under.head.order) else None
    return {"items": _in_order(under, under.head.order[start:end]), "nextCursor": more}


def get(lines: Lines, request: Request[Any, Any]) -> Outcome:
    under = Under(lines, request, request.path_params[lines.line.item_param])
    line = under.current()
    return Outcome(under.view(line), version=line["version"])


def create(lines: Lines, request: Request[dict[str, Any]]) -> Outcome:
    under = Under(lines, request)
    values, head = under.checked(), under.head
    if lines.most is not None and head.held >= lines.most:
        message = f"A {lines.parent.noun} holds at most {lines.most} {lines.line.noun}s: remove one first."
        raise errors.ApiError(409, lines.full_code, message, extra={"limit": lines.most})
    key = lines.key_of(values)
    if key is not None and key in head.taken:
        raise under.taken()
    line_id = new_id(lines.line.id_prefix, request.services.clock)
    values[lines.parent_key] = under.parent_id
    now, author = request.now(), request.caller.user_id
    order = (*head.order, line_id) if lines.ordered else ()
    taken = {**head.taken, key: line_id} if key is not None else head.taken
    writes: list[Write] = [
        under.parent_lives(),
        *creation_writes(lines.line, under.partition, values, item_id=line_id, created_by=author, now=now),
        under.head_write(head.held + 1, order, taken),
    ]
    item = {**stored_item(lines.line, values, item_id=line_id, created_by=author, now=now), "version": 1}
    under.head = head._replace(order=order)  # the new line's rank
    location = f"{lines.line.path.replace('{id}', under.parent_id)}/{line_id}"
    return Outcome(under.view(item), writes=writes, version=1, location=location)


def replace(lines: Lines, request: Request[dict[str, Any]]) -> Outcome:
    """Every body key is replaced (one left out is cleared); the line's parent stays its parent."""
    under = Under(lines, request, request.path_params[lines.line.item_param])
    current, values, head = under.current(), under.checked(), under.head
    line_id, now = current["id"], request.now()
    cleared = {key: None for key in lines.line.fields if key in current and key not in values}
    update = {**cleared, **values, "updatedAt": now}
    writes: list[Write] = [
        Update(under.partition, line_id, current["version"], update),
        under.parent_lives(),
        *reference_requirements(lines.line, values),
    ]
    before, after = lines.key_of(current), lines.key_of(values)
    if after != before:
        if after is not None and head.taken.get(after, line_id) != line_id:
            raise under.taken()
        taken = {key: held for key, held in head.taken.items() if held != line_id}
        writes.append(under.head_write(head.held, head.order, taken | ({after: line_id} if after else {})))
    kept = {key: value for key, value in current.items() if key not in cleared}
    return Outcome(under.view({**kept, **values, "updatedAt": now, "version": current["version"] + 1}),
                   writes=writes, version=current["version"] + 1)  # fmt: skip


def delete(lines: Lines, request: Request[Any, Any]) -> Outcome:
    under = Under(lines, request, request.path_params[lines.line.item_param])
    current, head = under.current(), under.head
    line_id = current["id"]
    shown = under.view(current)
    order = tuple(each for each in head.order if each != line_id)
    taken = {key: held for key, held in head.taken.items() if held != line_id}
    writes: list[Write] = [
        Delete(under.partition, line_id, current["version"]),
        under.parent_lives(),
        under.head_write(max(head.held - 1, 0), order, taken),
    ]
    return Outcome(shown, writes=writes)


def reorder(lines: Lines, request: Request[dict[str, Any]]) -> Outcome:
    """The lines in the order given: every line of the parent, each once (400 naming what is not)."""
    under = Under(lines, request)
    wanted: list[str] = request.body["itemIds"]
    problems, seen = [], set()
    noun = lines.line.noun
    for index, line_id in enumerate(wanted):
        if line_id not in under.head.order:
            problems.append(
                {"field": f"itemIds[{index}]", "message": f"not a {noun} of this {lines.parent.noun}"}
            )
        elif line_id in seen:
            problems.append({"field": f"itemIds[{index}]", "message": "named twice"})
        seen.add(line_id)
    missing = [line_id for line_id in under.head.order if line_id not in seen]
    if missing and not problems:
        problems.append(
            {"field": "itemIds", "message": f"name every {noun} once; missing: {', '.join(missing[:10])}"}
        )
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    order = tuple(wanted)
    writes: list[Write] = []
    if order != under.head.order:
        writes = [under.parent_lives(), under.head_write(under.head.held, order, under.head.taken)]
    under.head = under.head._replace(order=order)
    return Outcome({"items": _in_order(under, order), "nextCursor": None}, writes=writes)


def _in_order(under: Under, line_ids: tuple[str, ...]) -> list[dict[str, Any]]:
    keys = [(under.partition, line_id) for line_id in line_ids]
    found = under.request.store.get_many(keys, consistent=True) if keys else {}
    return [under.view(found[key]) for key in keys if key in found]


# ---- the parent's delete ----------------------------------------------------------------------------


def on_parent_delete(lines: Lines, items: Items, parent: Mapping[str, Any]) -> list[Write]:
    """The parent's delete (its resource's `on_delete`): refused while it holds lines (`in_use`), or
    taking its lines with it. Either way it meets the head at the version read, so a line written
    meanwhile is seen: a refusal, or one more line deleted on the fresh read."""
    store, parent_id = items.request.store, str(parent["id"])
    head = Head.of(store.get(lines.head_partition, parent_id, consistent=True))
    if lines.in_use is not None:
        if head.held:
            raise lines.in_use(head.held)
        return [_head_unchanged(lines, parent_id, head, lines.in_use(1))]
    partition = lines.partition(parent_id)
    held = _all(items, partition)
    writes: list[Write] = [Delete(partition, line["id"], must_exist=False) for line in held]
    if head.version == 0:
        return [*writes, _head_unchanged(lines, parent_id, head, StaleRead(errors.write_conflict()))]
    emptied = {"count": 0, "order": [], "taken": {}}  # kept, empty: what a late line write meets
    return [*writes, Update(lines.head_partition, parent_id, head.version, emptied, addressed=False)]


def _head_unchanged(lines: Lines, parent_id: str, head: Head, conflict: errors.ApiError) -> Require:
    if head.version == 0:
        return Require(lines.head_partition, parent_id, conflict, exists=False, addressed=False)
    return Require(lines.head_partition, parent_id, conflict, version=head.version, addressed=False)


def _all(items: Items, partition: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    cursor: str | None = None
    while True:
        page_of = items.request.store.query(partition, limit=200, cursor=cursor, consistent=True)
        found += page_of.items
        if page_of.next_cursor is None:
            return found
        cursor = page_of.next_cursor


def declare_lines(router: Router, lines: Lines) -> None:
    """The lines' routes on the family's router, as the kit's `declare` makes an item's: list, create,
    get, replace, delete (and reorder, for ordered lines)."""
    line, parent = lines.line, lines.parent
    slug, noun, of_parent = line.name.replace("-", "_"), line.noun, f" of a {parent.noun}"
    parent_param = {PARENT_PARAM: {"description": f"The {parent.noun}'s id."}}
    item = {**parent_param, line.item_param: {"description": f"The {noun}'s id."}}
    read: dict[str, Any] = {"scope": f"{line.scope}:read", "permission": line.read_permission, "body": None}
    write: dict[str, Any] = {"scope": f"{line.scope}:write", "permission": line.write_permission,
                             "route_class": RouteClass.RECORD, "last_write_wins": True}  # fmt: skip
    listed = "in their order" if lines.ordered else "newest first"
    errors_of_create = (409,) if lines.most is not None or lines.distinct else ()
    routes: list[tuple[Callable[[Callable[..., Any]], Any], Callable[..., Any], str]] = [
        (router.get(line.path, summary=f"The {noun}s{of_parent}, {listed}.", query=page_query(),
                    response=line.list_schema, params=parent_param, **read), page, "list"),
        (router.post(line.path, summary=f"Add a {noun}{of_parent}.", success_status=201, etag=True,
                     body=line.body, query=None, response=line.view_schema, errors=errors_of_create,
                     params=parent_param, **write), create, "create"),
        (router.get(line.item_path, summary=f"One {noun}{of_parent}, with its ETag.", etag=True, query=None,
                    response=line.view_schema, params=item, **read), get, "get"),
        (router.put(line.item_path, summary=f"Replace a {noun}{of_parent} (every body key).", etag=True,
                    body=line.body, query=None, response=line.view_schema, errors=errors_of_create,
                    params=item, **write), replace, "replace"),
        (router.delete(line.item_path, summary=f"Remove a {noun}{of_parent}.", body=None, query=None,
                       response=line.view_schema, params=item, **write), delete, "delete"),
    ]  # fmt: skip
    if lines.ordered:
        assert lines.most is not None
        body = Fields(f"{line.schema_title}Order", {
            "itemIds": ListOf(of=Text(max_length=40), most=lines.most, unique=False,
                              description=f"Every {noun}'s id, each once, in the new order."),
        }, example={"itemIds": [f"{line.id_prefix}_01jd0000000000000000000001",
                                f"{line.id_prefix}_01jd0000000000000000000002"]})  # fmt: skip
        summary = f"Order the {noun}s{of_parent}: name each once."
        register = router.post(f"{line.path}/reorder", summary=summary, body=body, query=None,
                               response=line.list_schema, params=parent_param, **write)  # fmt: skip
        routes.append((register, reorder, "reorder"))
    for register, run, operation in routes:
        register(_bound(lines, run, f"{operation}_{slug}"))


def _bound(lines: Lines, run: Callable[[Lines, Request[Any, Any]], Any], name: str) -> Callable[..., Any]:
    def handler(request: Request[Any, Any]) -> Any:
        return run(lines, request)

    handler.__name__ = handler.__qualname__ = name  # the operationId
    return handler
