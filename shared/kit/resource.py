"""A resource, declared once, and the five routes the kit makes of it.

    PRODUCTS = Resource(
        name="products", path="/api/v1/x/companies/{id}/products", parent="Company",
        body=ProductBody, view=Product, id_prefix="prod", noun="product", unique=("name",),
    )
    declare(router, PRODUCTS)

Storage, through the firm-bound store: one partition per collection (per parent record when there is
one), so a list is one Query of it.

    pk <firm>#KIT#<name>[#<parent id>]      sk <item id>            the item: body values, id, version,
                                                                     createdAt, updatedAt, createdBy
    pk <firm>#KIT#<name>[#<parent id>]#U    sk <field>#<folded value>   a taken unique value

A per-person resource (`per_person=True`: a person's notifications) is the caller's own: its partition
is `KIT#<name>#<user id>` of the caller, so nobody lists or opens another person's items, and another
person's id is a 404 like an unknown one.

A child write touches its parent record (a new version, `updatedAt`) with a change entry naming the
collection (`changedFields: ["products"]`), so a feed reader sees it; the parent must be a live record
of its type in the caller's firm, else 404, the same answer whether it is unknown, deleted or another
firm's. Child writes let the later one win (spec 9.3) and honour If-Match on the item itself.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kernel import errors
from kernel.ids import iso, new_id
from kernel.models import PageQuery
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Delete, RecordChange, Require, Update, Write
from kernel.wire import Outcome
from records.layout import live_partition

if TYPE_CHECKING:
    from pydantic import BaseModel

Problems = list[dict[str, str]]
Check = Callable[[Request[Any, Any], Mapping[str, Any]], Problems]
# Behaviour beyond storing the body: (the request's items, the values to store, the item's id) ->
# more writes; it may change the values (a flag the body sends becomes what is stored).
Prepare = Callable[["Items", dict[str, Any], str], list[Write]]
_ID = re.compile(r"^[a-z]{2,5}_[0-9a-z]{26}$")
_RECORD_ID = re.compile(r"^rec_[0-9a-z]{26}$")
SINGLE = "CURRENT"  # the sort key of a resource that holds one item per parent
REGISTRY: list[Resource] = []  # every declared resource, for the contract suite and OpenAPI checks


@dataclass(frozen=True)
class ListFilter:
    """A list query parameter filtering by equality on one of the item's values."""

    name: str
    required: bool = False
    description: str = ""


@dataclass(frozen=True)
class Resource:
    name: str  # the collection: storage, and the parent's changedFields
    path: str  # the collection's path; a parent's record id is its {id}
    body: type[BaseModel]
    view: type[BaseModel]
    id_prefix: str
    noun: str
    parent: str | None = None  # the record type {id} names
    filters: tuple[ListFilter, ...] = ()
    unique: tuple[str, ...] = ()  # body keys (camelCase) whose values no two siblings share
    scope: str = "records"  # API tokens: <scope>:read for GET, <scope>:write otherwise
    # Role permissions; None: any member of the firm (a per-person resource: each person's own items)
    read_permission: str | None = "records.read"
    write_permission: str | None = "records.write"
    route_class: RouteClass = RouteClass.RECORD
    check: Check | None = None  # rules beyond the body model's (the catalog, say)
    # body key -> what its id names: a record type ("Person"), or another parentless resource
    references: Mapping[str, str | Resource] = field(default_factory=dict)
    # body key -> what the example's id must name for the contract suite to post it (beyond references)
    example_ids: Mapping[str, str | Resource] = field(default_factory=dict)
    reads: tuple[tuple[str, str], ...] = ()  # items every call reads with the token (the route's reads)
    prepare: Prepare | None = None  # runs on create and replace, after the checks
    on_delete: Callable[[Items, dict[str, Any]], list[Write]] | None = None  # more writes, or a refusal
    # Tidying outside the table once a delete is in (a schedule, say): Outcome.after_commit
    after_delete: Callable[[Request[Any, Any], dict[str, Any]], None] | None = None
    operations: frozenset[str] = field(default=frozenset({"list", "create", "get", "replace", "delete"}))
    item_param: str = "itemId"  # the item's id in its path: /products/{productId}
    # Per operation ("create", "delete", ...), an API-token scope or a route class other than the default
    scopes: Mapping[str, str] = field(default_factory=dict)
    classes: Mapping[str, RouteClass] = field(default_factory=dict)
    # A parentless resource whose writes the change feed shows, as entries of this record type
    feed_type: str | None = None
    hidden: tuple[str, ...] = ()  # stored keys a view never shows (bookkeeping of the resource's own)
    # State beside the body that the resource's own routes keep (a replace leaves it), as it starts
    initial: Mapping[str, Any] = field(default_factory=dict)
    # The collection is the caller's own: its partition is per user, so nobody lists or opens another
    # person's items (no parent: the person is the partition's owner)
    per_person: bool = False

    @property
    def item_path(self) -> str:
        return f"{self.path}/{{{self.item_param}}}"

    def partition(self, owner_id: str | None) -> str:
        """The collection's partition: under its parent record's id, or a per-person resource's user id."""
        return f"KIT#{self.name}" + (f"#{owner_id}" if owner_id else "")


def declare(router: Router, resource: Resource) -> None:
    """The resource's routes on the family's router (and in the kit's registry)."""
    _check_declaration(resource)
    REGISTRY.append(resource)
    query = _list_query(resource)
    slug = resource.name.replace("-", "_")
    handlers = _handlers(resource)
    read = {"permission": resource.read_permission, "etag": True, "reads": resource.reads}
    write = {"permission": resource.write_permission, "reads": resource.reads, "last_write_wins": True,
             "response": resource.view}  # fmt: skip
    names = {"list": f"list_{slug}", "create": f"create_{slug}", "get": f"get_{slug}",
             "replace": f"replace_{slug}", "delete": f"delete_{slug}"}  # fmt: skip
    annotations = {
        "list": Request[None, query],  # type: ignore[valid-type]
        "create": Request[resource.body],  # type: ignore[name-defined]
        "get": Request,
        "replace": Request[resource.body],  # type: ignore[name-defined]
        "delete": Request,
    }
    for operation, handler in handlers.items():
        handler.__name__ = handler.__qualname__ = names[operation]
        handler.__annotations__ = {"request": annotations[operation], "return": Any}
    noun, parent = resource.noun, f" of a {resource.parent}" if resource.parent else ""
    scope, route_class = _scope_of(resource), resource.classes.get
    routes = {
        "list": lambda: router.get(resource.path, summary=f"The {noun}s{parent}.", scope=scope("list"),
                                   response=_list_model(resource), **{**read, "etag": False}),
        "get": lambda: router.get(resource.item_path, summary=f"One {noun}{parent}, with its ETag.",
                                  scope=scope("get"), response=resource.view, **read),
        "create": lambda: router.post(resource.path, summary=f"Add a {noun}{parent}.", success_status=201,
                                      etag=True, scope=scope("create"),
                                      route_class=route_class("create", resource.route_class), **write),
        "replace": lambda: router.put(resource.item_path, summary=f"Replace a {noun}{parent}.", etag=True,
                                      scope=scope("replace"),
                                      route_class=route_class("replace", resource.route_class), **write),
        "delete": lambda: router.delete(resource.item_path, summary=f"Remove a {noun}{parent}.",
                                        scope=scope("delete"),
                                        route_class=route_class("delete", resource.route_class), **write),
    }  # fmt: skip
    for operation in ("list", "create", "get", "replace", "delete"):
        if operation in resource.operations:
            routes[operation]()(handlers[operation])


def _scope_of(resource: Resource) -> Callable[[str], str]:
    """An operation's API-token scope: the declared one, else <scope>:read for reads, :write otherwise."""

    def scope(operation: str) -> str:
        default = f"{resource.scope}:{'read' if operation in ('list', 'get') else 'write'}"
        return resource.scopes.get(operation, default)

    return scope


def _handlers(resource: Resource) -> dict[str, Callable[[Request[Any, Any]], Any]]:
    def list_items(request: Request[Any, Any]) -> Any:
        return Items(resource, request).page()

    def create_item(request: Request[Any, Any]) -> Outcome:
        return Items(resource, request).create()

    def get_item(request: Request[Any, Any]) -> Outcome:
        item = Items(resource, request).get()
        return Outcome(item, version=item["version"])

    def replace_item(request: Request[Any, Any]) -> Outcome:
        return Items(resource, request).replace()

    def delete_item(request: Request[Any, Any]) -> Outcome:
        return Items(resource, request).delete()

    return {"list": list_items, "create": create_item, "get": get_item, "replace": replace_item,
            "delete": delete_item}  # fmt: skip


class Items:
    """One request's view of a resource: its collection in the caller's firm (under its parent)."""

    def __init__(self, resource: Resource, request: Request[Any, Any]) -> None:
        self._resource = resource
        self._request = request
        self._parent_id = request.path_params.get("id") if resource.parent else None
        self._partition = resource.partition(_owner(resource, request, self._parent_id))

    # ---- reads

    def page(self) -> dict[str, Any]:
        self.parent()
        query = self._request.query
        extra = {f.name: getattr(query, _snake(f.name)) for f in self._resource.filters}
        equals = {name: value for name, value in extra.items() if value is not None}
        page = self._request.store.query(
            self._partition, equals=equals, limit=query.limit, cursor=query.cursor
        )
        return {"items": [self.view(item) for item in page.items], "nextCursor": page.next_cursor}

    def get(self) -> dict[str, Any]:
        self.parent()
        return self.view(self.current())

    def view(self, item: Mapping[str, Any]) -> dict[str, Any]:
        """The item as the resource's answers show it: without its hidden keys, with its initial state
        where none is stored (a None is not stored)."""
        shown = {key: value for key, value in item.items() if key not in self._resource.hidden}
        return view({**self._resource.initial, **shown})

    def current(self) -> dict[str, Any]:
        item_id = self._request.path_params[self._resource.item_param]
        found = (
            self._request.store.get(self._partition, item_id, consistent=True)
            if _ID.fullmatch(item_id)
            else None
        )
        if found is None:
            raise errors.not_found(f"No {self._resource.noun} with this id here.")
        return found

    def parent(self) -> dict[str, Any] | None:
        """The live parent record; 404 for one unknown, deleted or of another firm (the same answer)."""
        if self._resource.parent is None:
            return None
        parent_id = self._parent_id or ""
        record = (
            self._request.store.get(live_partition(self._resource.parent), parent_id, consistent=True)
            if _RECORD_ID.fullmatch(parent_id)
            else None
        )
        if record is None:
            raise errors.not_found(f"No {self._resource.parent} with this id in your firm.")
        return record

    # ---- writes

    def create(self) -> Outcome:
        parent = self.parent()
        values = self._values()
        now = self._request.now()
        item_id = new_id(self._resource.id_prefix, self._request.services.clock)
        extra = self._prepare(values, item_id)
        item = stored_item(
            self._resource, values, item_id=item_id, created_by=self._request.caller.user_id, now=now
        )
        writes: list[Write] = [Create(self._partition, item_id, item, change=self._change(item_id)), *extra]
        writes += self._reference_writes(values)
        writes += self._unique_writes({}, values)
        writes += self._touch(parent, now)
        location = f"{self._request_path()}/{item_id}"
        return Outcome(self.view({**item, "version": 1}), writes=writes, version=1, location=location)

    def replace(self) -> Outcome:
        parent = self.parent()
        current = self.current()
        values = self._values()
        extra = self._prepare(values, current["id"])
        now = self._request.now()
        # Only the body's keys are replaced: what the resource's own routes keep beside them stays.
        cleared = {key: None for key in _body_keys(self._resource) if key in current and key not in values}
        changed = tuple(sorted(key for key in {*cleared, *values} if current.get(key) != values.get(key)))
        update = {**cleared, **values, "updatedAt": now}
        writes: list[Write] = [
            Update(self._partition, current["id"], current["version"], update,
                   change=self._change(current["id"], changed)),
            *extra,
        ]  # fmt: skip
        writes += self._reference_writes(values)
        writes += self._unique_writes(current, values)
        writes += self._touch(parent, now)
        kept = {key: value for key, value in current.items() if key not in cleared}
        after = {**kept, **values, "updatedAt": now, "version": current["version"] + 1}
        return Outcome(self.view(after), writes=writes, version=after["version"])

    def delete(self) -> Outcome:
        parent = self.parent()
        current = self.current()
        writes: list[Write] = [
            Delete(self._partition, current["id"], current["version"], change=self._change(current["id"]))
        ]
        if self._resource.on_delete:
            writes += self._resource.on_delete(self, current)
        writes += self._unique_writes(current, {})
        writes += self._touch(parent, self._request.now())
        after = self._resource.after_delete
        tidy = [lambda: after(self._request, current)] if after else []
        return Outcome(self.view(current), writes=writes, after_commit=tidy)

    # ---- helpers

    def _change(self, item_id: str, changed: tuple[str, ...] = ()) -> RecordChange | None:
        """A change entry for a write of a resource the feed shows (a child's shows as its parent's)."""
        feed_type = self._resource.feed_type
        return RecordChange(feed_type, item_id, changed) if feed_type else None

    def _values(self) -> dict[str, Any]:
        values: dict[str, Any] = self._request.body.model_dump(
            by_alias=True, mode="python", exclude_none=True
        )
        check = self._resource.check
        problems = check(self._request, values) if check else []
        problems += self._missing_references(values)
        if problems:
            raise invalid_input("invalid_request", "body", problems)
        return values

    def _prepare(self, values: dict[str, Any], item_id: str) -> list[Write]:
        prepare = self._resource.prepare
        return prepare(self, values, item_id) if prepare else []

    def siblings(self) -> list[dict[str, Any]]:
        """Every item of the collection (for a `prepare` that keeps a rule across them; small
        collections only: one Query per page)."""
        items: list[dict[str, Any]] = []
        cursor: str | None = None
        while True:
            page = self._request.store.query(self._partition, limit=200, cursor=cursor, consistent=True)
            items += page.items
            if page.next_cursor is None:
                return items
            cursor = page.next_cursor

    @property
    def partition(self) -> str:
        return self._partition

    @property
    def request(self) -> Request[Any, Any]:
        return self._request

    def single(self) -> dict[str, Any] | None:
        """The one item of a resource that holds one item per parent (an IC decision, a code list)."""
        return self._request.store.get(self._partition, SINGLE, consistent=True)

    def put_single(self, values: Mapping[str, Any], parent: Mapping[str, Any] | None) -> list[Write]:
        """Writes that item whole, at the version read (0: the first), with the parent's touch. It has
        no ETag of its own, so If-Match does not name it."""
        current = self.single()
        version = current["version"] if current else 0
        return [Update(self._partition, SINGLE, version, values, addressed=False), *self.touch(parent)]

    def state_write(
        self, current: Mapping[str, Any], state: Mapping[str, Any], changed: tuple[str, ...] = ()
    ) -> Update:
        """The write of state the resource keeps beside its body (a connector's `active`): at the
        version read, with a change entry naming what moved when the feed shows the resource."""
        changed = changed or tuple(sorted(key for key, value in state.items() if current.get(key) != value))
        values = {**state, "updatedAt": self._request.now()}
        change = self._change(current["id"], changed)
        return Update(self._partition, current["id"], current["version"], values, change=change)

    def set_state(
        self, current: Mapping[str, Any], state: Mapping[str, Any], stored: Mapping[str, Any] | None = None
    ) -> Outcome:
        """The item with `state` applied (and `stored`: keys derived from it, an index entry say).
        Nothing is written when the state is already so (activating an active item)."""
        changed = tuple(sorted(key for key, value in state.items() if current.get(key) != value))
        if not changed:
            return Outcome(self.view(current), version=current["version"])
        write = self.state_write(current, {**state, **(stored or {})}, changed)
        after = {**current, **write.set, "version": current["version"] + 1}
        return Outcome(self.view(after), writes=[write], version=after["version"])

    def touch(self, parent: Mapping[str, Any] | None) -> list[Write]:
        """The parent's new version and change entry, for a hand-written write beside the kit's."""
        return self._touch(parent, self._request.now())

    def _missing_references(self, values: Mapping[str, Any]) -> Problems:
        """Each reference names a live record of its type in the caller's firm; the problem reads the
        same whether the id is another firm's or nobody's."""
        named = [(key, kind, values[key]) for key, kind in self._resource.references.items() if key in values]
        if not named:
            return []
        keys = [_referenced(kind, target) for _, kind, target in named]
        found = self._request.store.get_many(keys, consistent=True)
        return [
            {"field": key, "message": f"no {_noun(kind)} with this id"}
            for (key, kind, _), wire in zip(named, keys, strict=True)
            if wire not in found
        ]

    def _reference_writes(self, values: Mapping[str, Any]) -> list[Write]:
        """The referenced records must still exist when the write commits."""
        return [
            Require(*_referenced(kind, values[key]), invalid_input("invalid_request", "body", [
                {"field": key, "message": f"no {_noun(kind)} with this id"}
            ]), addressed=False)
            for key, kind in self._resource.references.items()
            if key in values
        ]  # fmt: skip

    def _unique_writes(self, before: Mapping[str, Any], after: Mapping[str, Any]) -> list[Write]:
        writes: list[Write] = []
        partition = f"{self._partition}#U"
        for key in self._resource.unique:
            old, new = _folded(before.get(key)), _folded(after.get(key))
            if old == new:
                continue
            if old is not None:
                writes.append(Delete(partition, f"{key}#{old}"))
            if new is not None:
                taken = errors.ApiError(
                    409,
                    "already_exists",
                    f"Another {self._resource.noun} here has this {key}: {after[key]!r}.",
                )
                writes.append(Create(partition, f"{key}#{new}", {"key": key}, conflict=taken))
        return writes

    def _touch(self, parent: Mapping[str, Any] | None, now: int) -> list[Write]:
        """The parent record's new version, with a change entry naming this collection."""
        if parent is None:
            return []
        record_type = self._resource.parent
        assert record_type is not None
        change = RecordChange(record_type, parent["id"], (self._resource.name,), kind="updated")
        touched = {"updatedAt": now, "updatedBy": self._request.caller.user_id}
        return [
            Update(
                live_partition(record_type),
                parent["id"],
                parent["version"],
                touched,
                change=change,
                addressed=False,
            )
        ]

    def _request_path(self) -> str:
        path = self._resource.path
        return path.replace("{id}", self._parent_id) if self._parent_id else path


def stored_item(
    resource: Resource, values: Mapping[str, Any], *, item_id: str, created_by: str, now: int
) -> dict[str, Any]:
    """An item as the kit's create stores it (at version 1): the resource's initial state, the body's
    values, its id, times and author. For a writer beside the routes (the automation runner), so what
    it writes reads back like an item made over HTTP."""
    return {**resource.initial, **values, "id": item_id, "createdAt": now, "updatedAt": now,
            "createdBy": created_by}  # fmt: skip


def _owner(resource: Resource, request: Request[Any, Any], parent_id: str | None) -> str | None:
    """Whose collection a request reaches: the caller's own (per person), else its parent's."""
    return request.caller.user_id if resource.per_person else parent_id


def _body_keys(resource: Resource) -> list[str]:
    """The keys a body of the resource may send, as stored (camelCase)."""
    return [info.alias or name for name, info in resource.body.model_fields.items()]


def _referenced(kind: str | Resource, target: str) -> tuple[str, str]:
    """Where a referenced record, or an item of a parentless resource, lives."""
    return (kind.partition(None), target) if isinstance(kind, Resource) else (live_partition(kind), target)


def _noun(kind: str | Resource) -> str:
    return kind.noun if isinstance(kind, Resource) else kind


def view(item: Mapping[str, Any]) -> dict[str, Any]:
    shown = {key: value for key, value in item.items() if key not in ("createdAt", "updatedAt")}
    return {**shown, "createdAt": iso(item["createdAt"]), "updatedAt": iso(item["updatedAt"])}


def _folded(value: Any) -> str | None:
    if value is None:
        return None
    text = unicodedata.normalize("NFKC", str(value)).casefold().strip()
    return text.replace("#", "%23")[:200]


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def _list_query(resource: Resource) -> type[PageQuery]:
    """PageQuery with the resource's filters; a required one must be given (400 otherwise)."""
    from pydantic import Field, create_model

    fields: dict[str, Any] = {
        _snake(f.name): (
            str if f.required else str | None,
            Field(... if f.required else None, alias=f.name, max_length=200, description=f.description),
        )
        for f in resource.filters
    }
    model: type[PageQuery] = create_model(f"{resource.view.__name__}ListQuery", __base__=PageQuery, **fields)
    return model


def _list_model(resource: Resource) -> type[BaseModel]:
    from pydantic import create_model

    from kernel.models import ApiModel

    return create_model(
        f"{resource.view.__name__}List",
        __base__=ApiModel,
        items=(list[resource.view], ...),  # type: ignore[name-defined]
        next_cursor=(str | None, None),
    )


def _check_declaration(resource: Resource) -> None:
    """Mistakes in a declaration fail at import, in tests."""
    if resource.parent is not None and "{id}" not in resource.path:
        raise ValueError(f"{resource.path}: a child resource's path names its parent as {{id}}")
    if resource.per_person and resource.parent is not None:
        raise ValueError(f"{resource.name}: a per-person resource has no parent record")
    if not re.fullmatch(r"[a-z]{2,5}", resource.id_prefix):
        raise ValueError(f"{resource.name}: id prefixes are 2 to 5 lower-case letters")
    if any(r.name == resource.name for r in REGISTRY):
        raise ValueError(f"resource {resource.name} is declared twice")


def examples(resource: Resource) -> Sequence[dict[str, Any]]:
    """The body examples of a resource (a test requires one): a valid body for the contract suite."""
    found: Sequence[dict[str, Any]] = resource.body.model_json_schema().get("examples", [])
    return found


def find(
    resource: Resource, request: Request[Any, Any], item_id: str, parent_id: str | None = None
) -> dict[str, Any] | None:
    """One item of a resource in the caller's firm (a per-person resource's: the caller's own), for a
    hand-written route beside the kit's."""
    if not _ID.fullmatch(item_id):
        return None
    found = request.store.get(
        resource.partition(_owner(resource, request, parent_id)), item_id, consistent=True
    )
    return Items(resource, request).view(found) if found else None
