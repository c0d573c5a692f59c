"""Taxonomy (spec 2.5, 4.1): the firm's sixteen groups of keyed items `{key, label, parentKey?,
sortOrder, description?}`, a tree per group (layout and defaults: catalog.taxonomy).

A group that was never seeded answers its defaults; its first write (or read) stores them with the
group's head (`TAXONOMY_SEEDED`/<group>). Every write to a group moves that head at the version it
read, so two writes to one group serialize: the second runs again on a fresh read, and two
re-parentings cannot make a cycle, nor can a child be added under a parent being deleted. The tree
walks keep a visited set all the same (a tree stored before the head existed may hold a cycle: its
items are listed after the tree, where they can be re-parented). A group is small (at most MAX_ITEMS,
MAX_DEPTH levels), so it is listed whole, in tree order by sortOrder. DELETE removes an item and its
descendants together; reorder sets the order of one parent's children and must name exactly them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from catalog.taxonomy import DEFAULTS, GROUPS, SEEDED, partition, sector_usage
from kernel import errors
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Delete, StaleRead, Update, Write
from kernel.wire import Outcome
from kit.fields import Fields, Integer, ListOf, Object, Text

router = Router()
GROUP = "/api/v1/x/taxonomy/{group}"
ITEM = f"{GROUP}/{{key}}"
MAX_ITEMS = 500
MAX_DELETED = 90  # a delete and its descendants commit in one transaction (100 operations at most)
MAX_DEPTH = 8  # levels of a tree: region > country > state > city leaves room to spare

# /taxonomy/{group}/reorder is the reorder route, not an item: `reorder` is no key.
KEY = Text(max_length=64, pattern=r"^(?!reorder$)[a-z0-9_-]{1,64}$",
           pattern_says="lower-case letters, digits, _ and -, at most 64 (not reorder)")  # fmt: skip
PARENT_KEY_SAYS = (
    f"An item of the group, not this one nor under it; a tree is at most {MAX_DEPTH} levels deep."
)
CHANGE = {
    "label": Text(max_length=200),
    "parentKey": Text(
        max_length=64,
        pattern=KEY.pattern,
        pattern_says=KEY.pattern_says,
        required=False,
        description=PARENT_KEY_SAYS,
    ),
    "sortOrder": Integer(minimum=0, maximum=1_000_000, required=False),
    "description": Text(min_length=0, max_length=20_000, multiline=True, required=False),
}
ITEM_BODY = Fields(
    "ItemBody",
    {"key": KEY, **CHANGE},
    example={"key": "climate_tech", "label": "Climate tech", "parentKey": "energy", "sortOrder": 3},
)
ITEM_CHANGE = Fields("ItemChange", CHANGE, example={"label": "Climate", "sortOrder": 1})
REORDER_BODY = Fields("ReorderBody", {"keys": ListOf(of=KEY, least=1, most=MAX_ITEMS, unique=False)},
                      example={"keys": ["saas", "devtools"]})  # fmt: skip
SHOWN = {"key": Text(max_length=64), **CHANGE, "sortOrder": Integer()}
TAXONOMY_ITEM = Fields("TaxonomyItem", SHOWN)
TAXONOMY_GROUP = Fields(
    "TaxonomyGroup",
    {"group": Text(max_length=64), "items": ListOf(of=Object(fields=SHOWN), most=MAX_ITEMS, unique=False),
     "nextCursor": Text(max_length=4096, required=False, description="Null: the group ends here.")},
)  # fmt: skip
# A group answers whole (at most MAX_ITEMS) unless ?limit= asks for pages of the tree order.
GROUP_QUERY = Fields("TaxonomyGroupQuery", {
    "limit": Integer(minimum=1, maximum=MAX_ITEMS, required=False,
                     description=f"Page size (default: the whole group, at most {MAX_ITEMS} items)."),
    "cursor": Text(max_length=4096, required=False, description="The nextCursor of the previous page."),
}, from_text=True)  # fmt: skip


def _group(request: Request[Any, Any]) -> str:
    group = request.path_params["group"]
    if group not in DEFAULTS:
        raise errors.not_found(f"No taxonomy group {group[:64]!r}; the groups are {', '.join(GROUPS)}.")
    return group


def _items(request: Request[Any, Any], group: str) -> list[dict[str, Any]]:
    page = request.store.query(partition(group), limit=MAX_ITEMS, consistent=True)
    return page.items


class Tree(NamedTuple):
    """A group as a write finds it: its items by key and its head's version (None: never seeded, the
    items are the defaults at version 0, not stored yet)."""

    group: str
    items: dict[str, dict[str, Any]]
    head_version: int | None


def _tree(request: Request[Any, Any], group: str) -> Tree:
    head = request.store.get(SEEDED, group, consistent=True)  # before the items: a write in between moves it
    stored = _items(request, group)
    if head is None and not stored:
        return Tree(group, {str(item["key"]): {**item, "version": 0} for item in _defaults(group)}, None)
    return Tree(group, {str(item["key"]): item for item in stored}, int(head["version"]) if head else 0)


def _defaults(group: str) -> list[dict[str, Any]]:
    return [
        {"key": key, "label": label, "parentKey": parent, "sortOrder": index}
        for index, (key, label, parent) in enumerate(DEFAULTS[group])
    ]


def _under_head(tree: Tree, writes: list[Write]) -> list[Write]:
    """The writes with the group's head moved at the version read; a group never seeded is seeded by
    them (its defaults stored, the ones they change as changed, the ones they delete not at all)."""
    if tree.head_version is not None:
        return [
            *writes,
            Update(SEEDED, tree.group, tree.head_version, {"group": tree.group}, addressed=False),
        ]
    lost = StaleRead(errors.write_conflict())  # seeded meanwhile: run again on what was stored
    group_partition = partition(tree.group)
    mine = {write.sort: write for write in writes if write.partition == group_partition}
    seeded: list[Write] = [Create(SEEDED, tree.group, {"group": tree.group}, conflict=lost)]
    for key, item in tree.items.items():
        write = mine.get(key)
        if write is None or isinstance(write, Update):
            values = {**item, **(write.set if write else {})}
            seeded.append(Create(group_partition, key, _stored(values), conflict=lost))
    return [*seeded, *(write for write in writes if not _on_default(write, tree, group_partition))]


def _on_default(write: Write, tree: Tree, group_partition: str) -> bool:
    """A change or delete of a default not stored yet (the seeding above does it)."""
    return (
        isinstance(write, (Update, Delete))
        and write.partition == group_partition
        and write.sort in tree.items
    )


def _stored(item: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in item.items() if value is not None and name != "version"}


def _shown(item: dict[str, Any]) -> dict[str, Any]:
    keys = ("key", "label", "parentKey", "sortOrder", "description")
    return {key: item.get(key) for key in keys}


def _in_tree_order(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Parents before their children, siblings by sortOrder then key; each item once."""
    children: dict[str | None, list[dict[str, Any]]] = {}
    for item in items:
        children.setdefault(item.get("parentKey"), []).append(item)
    ordered: list[dict[str, Any]] = []
    seen: set[str] = set()
    pending = sorted(children.get(None, []), key=_order, reverse=True)
    while pending:
        item = pending.pop()
        if item["key"] in seen:
            continue
        seen.add(item["key"])
        ordered.append(item)
        pending += sorted(children.get(item["key"], []), key=_order, reverse=True)
    # Items no root reaches (a cycle or a missing parent stored before writes serialized) come last,
    # so they can be seen and re-parented.
    return ordered + sorted((item for item in items if item["key"] not in seen), key=_order)


def _order(item: dict[str, Any]) -> tuple[int, str]:
    return int(item.get("sortOrder", 0)), str(item["key"])


def _not_found(key: str) -> errors.ApiError:
    return errors.not_found(f"No taxonomy item {key!r} in this group.")


# ---- routes ------------------------------------------------------------------------------------------


@router.get(GROUP, scope="records:read", permission="records.read", response=TAXONOMY_GROUP,
            query=GROUP_QUERY, last_write_wins=True,
            summary="The group's items in tree order; the first read seeds defaults.")  # fmt: skip
def get_group(request: Request[None, dict[str, Any]]) -> Outcome:
    group = _group(request)
    items = _items(request, group)
    writes: list[Write] = []
    if not items and request.store.get(SEEDED, group, consistent=True) is None:
        items = _defaults(group)
        # A concurrent first read that seeded first makes this marker's condition fail: run again, read.
        marker = Create(SEEDED, group, {"group": group}, conflict=StaleRead(errors.write_conflict()))
        writes = [marker, *(Create(partition(group), str(item["key"]), item) for item in items)]
    return Outcome(_page(request, group, [_shown(i) for i in _in_tree_order(items)]), writes=writes)


def _page(
    request: Request[None, dict[str, Any]], group: str, ordered: list[dict[str, Any]]
) -> dict[str, Any]:
    """A page of the group in tree order: the whole group unless ?limit= asks for less. The cursor is
    the position reached, signed for this firm and group."""
    codec, scope = request.services.cursor_codec(), f"{request.caller.firm_id}|taxonomy|{group}"
    cursor = request.query.get("cursor")
    start = codec.decode(cursor, scope).get("offset") if cursor else 0
    if not isinstance(start, int) or start < 0:
        raise errors.invalid_cursor()
    end = start + (request.query.get("limit") or MAX_ITEMS)
    more = codec.encode({"offset": end}, scope) if end < len(ordered) else None
    return {"group": group, "items": ordered[start:end], "nextCursor": more}


@router.post(GROUP, route_class=RouteClass.RECORD, scope="records:write", permission="records.write",
             response=TAXONOMY_ITEM, body=ITEM_BODY, success_status=201, errors=(409,), last_write_wins=True,
             summary="Add an item to the group (a taken key is 409).")  # fmt: skip
def add_item(request: Request[dict[str, Any]]) -> Outcome:
    tree = _tree(request, _group(request))
    items, body = tree.items, dict(request.body)
    taken = errors.ApiError(409, "already_exists", f"The group already has an item {body['key']!r}.")
    if body["key"] in items:
        raise taken
    if len(items) >= MAX_ITEMS:
        raise errors.invalid_request(f"A taxonomy group holds at most {MAX_ITEMS} items.")
    _check_parent(body.get("parentKey"), items, body["key"])
    siblings = [i for i in items.values() if i.get("parentKey") == body.get("parentKey")]
    body.setdefault("sortOrder", 1 + max((int(i.get("sortOrder", 0)) for i in siblings), default=-1))
    write = Create(partition(tree.group), body["key"], body, conflict=taken)
    location = f"/api/v1/x/taxonomy/{tree.group}/{body['key']}"
    return Outcome(_shown(body), writes=_under_head(tree, [write]), location=location)


@router.get(ITEM, scope="records:read", permission="records.read", response=TAXONOMY_ITEM,
            summary="One item of the group (where an added item's Location points).")  # fmt: skip
def get_item(request: Request) -> Outcome:
    tree, key = _tree(request, _group(request)), request.path_params["key"]
    item = tree.items.get(key)  # a group never seeded answers its defaults, as the group's GET does
    if item is None:
        raise _not_found(key)
    return Outcome(_shown(item))


@router.put(ITEM, route_class=RouteClass.RECORD, scope="records:write", permission="records.write",
            response=TAXONOMY_ITEM, body=ITEM_CHANGE, last_write_wins=True, if_match=True,
            summary="Change an item's label, parent, order.")  # fmt: skip
def change_item(request: Request[dict[str, Any]]) -> Outcome:
    tree, key = _tree(request, _group(request)), request.path_params["key"]
    items = tree.items
    current = items.get(key)
    if current is None:
        raise _not_found(key)
    body = {key: request.body.get(key) for key in CHANGE}
    _check_parent(body.get("parentKey"), items, key)
    body["sortOrder"] = current.get("sortOrder", 0) if body.get("sortOrder") is None else body["sortOrder"]
    write = Update(partition(tree.group), key, current["version"], body)
    return Outcome(_shown({**current, **body}), writes=_under_head(tree, [write]))


@router.delete(ITEM, route_class=RouteClass.RECORD, scope="records:write", permission="records.write",
               response=TAXONOMY_GROUP, last_write_wins=True, errors=(409,),
               summary="Remove an item and all its descendants (a sector in use is 409).")  # fmt: skip
def remove_item(request: Request) -> Outcome:
    tree, key = _tree(request, _group(request)), request.path_params["key"]
    group, items = tree.group, tree.items
    if key not in items:
        raise _not_found(key)
    removed = [items[k] for k in _descendants(key, items.values())]
    if len(removed) > MAX_DELETED:
        raise errors.invalid_request(f"At most {MAX_DELETED} items go in one delete: remove a branch first.")
    writes: list[Write] = [Delete(partition(group), item["key"], item["version"]) for item in removed]
    if group == "sectors":
        writes.append(_sectors_unused(request, [str(item["key"]) for item in removed]))
    return Outcome(
        {"group": group, "items": [_shown(item) for item in removed], "nextCursor": None},
        writes=_under_head(tree, writes),
    )


def _sectors_unused(request: Request[Any, Any], keys: list[str]) -> Update:
    """409 while a company's industry codes name one of the keys; else the usage item moved, so a
    company taking one of them meanwhile makes one of the two writes run again on a fresh read."""
    usage = sector_usage(request.store)
    in_use = usage.in_use(keys)
    if in_use:
        details = [
            {"field": key, "message": f"{_companies(count)} use it"} for key, count in sorted(in_use.items())
        ]
        raise errors.ApiError(
            409,
            "sector_in_use",
            f"Companies use {_listed(in_use)} as industry codes: change theirs first "
            "(PUT /companies/{id}/industry-codes); nothing was removed.",
            extra={"details": details},
        )
    return usage.write({key: count for key, count in usage.counts.items() if key not in keys})


def _listed(in_use: dict[str, int]) -> str:
    return ", ".join(f"{key!r} ({_companies(count)})" for key, count in sorted(in_use.items()))


def _companies(count: int) -> str:
    return "1 company" if count == 1 else f"{count} companies"


@router.post(f"{GROUP}/reorder", route_class=RouteClass.RECORD, scope="records:write",
             permission="records.write", response=TAXONOMY_GROUP, body=REORDER_BODY, last_write_wins=True,
             summary="Order one parent's children: keys must be exactly those siblings.")  # fmt: skip
def reorder(request: Request[dict[str, Any]]) -> Outcome:
    tree = _tree(request, _group(request))
    group, items = tree.group, tree.items
    keys = request.body["keys"]
    unknown = [k for k in keys if k not in items]
    if unknown:
        raise _reorder_refused(f"not items of this group: {', '.join(unknown[:10])}")
    parents = {items[k].get("parentKey") for k in keys}
    if len(parents) != 1:
        raise _reorder_refused("the keys have different parents: order one parent's children at a time")
    (parent,) = parents
    siblings = {k for k, item in items.items() if item.get("parentKey") == parent}
    if set(keys) != siblings or len(keys) != len(siblings):
        missing = sorted(siblings - set(keys))
        raise _reorder_refused(f"name every sibling once; missing: {', '.join(missing[:10]) or 'none'}")
    writes: list[Write] = [  # the group is addressed (its head orders the writes), not each sibling
        Update(partition(group), key, items[key]["version"], {"sortOrder": index}, addressed=False)
        for index, key in enumerate(keys)
        if items[key].get("sortOrder") != index
    ]
    ordered = [_shown({**items[key], "sortOrder": index}) for index, key in enumerate(keys)]
    return Outcome({"group": group, "items": ordered, "nextCursor": None}, writes=_under_head(tree, writes))


def _reorder_refused(message: str) -> errors.ApiError:
    return errors.invalid_request(
        f"The body is not valid: keys: {message}.", [{"field": "keys", "message": message}]
    )


def _check_parent(parent: str | None, items: dict[str, dict[str, Any]], key: str) -> None:
    """The parent is an item of the group, not the item itself or one of its descendants, and the
    item's branch stays within MAX_DEPTH levels under it."""
    if parent is None:
        return
    if parent not in items:
        raise _parent_refused(f"no item {parent!r} in this group", "not an item of this group")
    if parent in _descendants(key, items.values()):
        raise _parent_refused("an item cannot sit under itself or its descendants", "would make a cycle")
    if _depth(parent, items) + _height(key, items.values()) > MAX_DEPTH:
        raise _parent_refused(f"a tree is at most {MAX_DEPTH} levels deep", f"deeper than {MAX_DEPTH} levels")


def _parent_refused(message: str, detail: str) -> errors.ApiError:
    return errors.invalid_request(
        f"The body is not valid: parentKey: {message}.", [{"field": "parentKey", "message": detail}]
    )


def _children(items: Iterable[dict[str, Any]]) -> dict[str, list[str]]:
    children: dict[str, list[str]] = {}
    for item in items:
        if item.get("parentKey") is not None:
            children.setdefault(item["parentKey"], []).append(item["key"])
    return children


def _descendants(key: str, items: Iterable[dict[str, Any]]) -> list[str]:
    """The key and every key under it, each once (a stored cycle ends the walk, never loops it)."""
    children = _children(items)
    found: list[str] = []
    seen: set[str] = set()
    pending = [key]
    while pending:
        current = pending.pop()
        if current in seen:
            continue
        seen.add(current)
        found.append(current)
        pending += children.get(current, [])
    return found


def _depth(key: str, items: dict[str, dict[str, Any]]) -> int:
    """Levels from the root down to `key` (a root is level 1)."""
    depth, seen = 0, set()
    current: str | None = key
    while current is not None and current in items and current not in seen:
        seen.add(current)
        depth += 1
        current = items[current].get("parentKey")
    return depth


def _height(key: str, items: Iterable[dict[str, Any]]) -> int:
    """Levels of the branch under `key`, `key` included (a leaf is 1)."""
    children = _children(items)
    height, level, seen = 0, [key], set()
    while level:
        seen.update(level)
        height += 1
        level = [child for current in level for child in children.get(current, []) if child not in seen]
    return height
