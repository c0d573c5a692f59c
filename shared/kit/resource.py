"""A resource, declared once, and the routes the kit makes of it.

    MEETINGS = Resource(
        name="meetings", path="/api/v1/x/meetings", id_prefix="mtg", noun="meeting",
        fields={"title": Text(), "startsAt": DateTime(), "endsAt": DateTime(),
                "attendeeIds": Refs("Person", most=50), "companyId": Ref("Company", required=False)},
        rules=(after("endsAt", "startsAt"),),
        filters=(ListFilter("companyId", required=True),),
        example={...},
    )
    declare(router, MEETINGS)

`operations` says which routes exist (list, create, get, replace, delete by default; `patch` where
it is named; archive adds archive and unarchive): the routes, the OpenAPI document, `Location`, the
`Allow` of a 405 and the contract suite all follow it. A patch (kit.patch) is a JSON merge patch of
the body, then checked and written exactly as a replace of the body it makes.

Storage, through the firm-bound store: one partition per collection (per parent record, or per person
for a per-person resource), so a list is one Query of it, newest first.

    pk <firm>#KIT#<name>[#<owner>]                   sk <item id>   the item: body values, state, id,
                                                                    version, createdAt, updatedAt, createdBy
    pk <firm>#KIT#<name>[#<owner>]#U                 sk <key>#<value>   a taken unique value
    pk <firm>#KIT#<name>[#<owner>]#BY#<filter>#<v>   sk <item id>   an index entry: the item's id (and the
                                                                    values other filters compare)
    pk <firm>#KIT#<name>[#<owner>]#D                 sk <item id>   a soft-deleted item, kept

A list filtered by a declared filter reads that filter's index partition (one Query, strongly
consistent) and then the page's items (one BatchGetItem): a filtered page costs O(page) reads however
many items the firm has. Index entries are written in the same transaction as their item.

References (`Ref`, `Refs` fields) must name live records of the firm (or items of another parentless
resource): checked in one batch read, each problem naming its item (`attendeeIds[2]`), and required
again by the transaction that commits the write, so a record deleted in between refuses it.

A child write touches its parent record (a new version, `updatedAt`) with a change entry naming the
collection (`changedFields: ["products"]`); the parent must be a live record of its type in the
caller's firm, else 404, the same answer whether it is unknown, deleted or another firm's.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, NamedTuple

from kernel import errors, json_codec, parsing, text
from kernel.form_data import Upload
from kernel.ids import iso, new_id
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import Handler, RouteClass, Router
from kernel.tenant_store import MAX_PAGE_SIZE, TenantStore
from kernel.unit_of_work import Create, Delete, Put, RecordChange, Require, Update, Write
from kernel.wire import Outcome
from kit.fields import (
    ITEM_ID,
    RECORD_ID,
    Boolean,
    Choice,
    Code,
    DateTime,
    Day,
    Fields,
    FieldType,
    Integer,
    ListOf,
    Ref,
    Refs,
    Rule,
    Text,
    page_query,
)
from kit.patch import MergePatch, merge_patch
from records.layout import children_partition, live_partition

Problems = list[dict[str, str]]
Check = Callable[[Request[Any, Any], Mapping[str, Any]], Problems]
# Behaviour beyond storing the body: (the request's items, the values to store, the item's id) ->
# more writes; it may change the values (a flag the body sends becomes what is stored).
Prepare = Callable[["Items", dict[str, Any], str], list[Write]]
# A hand-written patch's state beside the body: (the item as read, its new body) -> keys to set (None removes)
StateOf = Callable[[Mapping[str, Any], Mapping[str, Any]], Mapping[str, Any]]
SINGLE = "CURRENT"  # the sort key of a resource that holds one item per parent
REGISTRY: list[Resource] = []  # every declared resource, for the contract suite and OpenAPI checks
# What a declaration offers unless its `operations` say otherwise
DEFAULT_OPERATIONS = frozenset({"list", "create", "get", "replace", "delete"})
# Every operation the kit serves. PATCH is offered where a declaration names it: where people edit one
# field at a time (a task's status); elsewhere it would add a route, a tool and an action nobody needs.
OPERATIONS = DEFAULT_OPERATIONS | {"patch"}
# A transaction holds at most 100 operations; the kit's share of the worst write stays under this, the
# rest is the kernel's (change entries, the sequence, the stored answer) and a declaration's `prepare`.
KIT_OPERATIONS_BUDGET = 80
# As answers spell it (non-ASCII escaped, an upper bound of what DynamoDB stores): the item, and the
# answer an Idempotency-Key stores, stay inside an item's 400 KB with room for the state beside it.
MAX_BODY_JSON = 150_000
SYSTEM_VIEW = {
    "id": Text(max_length=40), "version": Integer(minimum=1), "createdAt": DateTime(),
    "updatedAt": DateTime(), "createdBy": Text(max_length=40),
}  # fmt: skip


class ListFilter(NamedTuple):
    """A list query parameter: equality on one of the item's values (`key`, default the parameter's
    name; a list value matches any of its elements). `required`: a list without it is 400."""

    name: str
    key: str | None = None
    required: bool = False
    description: str = ""

    @property
    def stored_key(self) -> str:
        return self.key or self.name


@dataclass(frozen=True, eq=False)
class Resource:
    name: str  # the collection: storage, and the parent's changedFields
    path: str  # the collection's path; a parent's record id is its {id}
    id_prefix: str
    noun: str
    fields: Mapping[str, FieldType]  # the body: what create and replace take (and patch, some of it)
    example: Mapping[str, Any]  # a valid body (ids are replaced by real ones in the contract suite)
    title: str = ""  # the OpenAPI schema's name (default: the noun in CamelCase)
    rules: tuple[Rule, ...] = ()  # cross-field rules of the body (kit.fields: after, required_if, ...)
    # State beside the body that the resource's own routes keep (a replace leaves it), with its default
    state: Mapping[str, FieldType] = field(default_factory=dict)
    # What {id} names: a record type, or an item of a parentless resource (a side letter's provisions)
    parent: str | Resource | None = None
    filters: tuple[ListFilter, ...] = ()
    # Body keys whose values no two siblings share; a tuple of keys: no two share them all together
    unique: tuple[str | tuple[str, ...], ...] = ()
    scope: str = "records"  # API tokens: <scope>:read for GET, <scope>:write otherwise
    # Role permissions; None: any member of the firm (a per-person resource: each person's own items)
    read_permission: str | None = "records.read"
    write_permission: str | None = "records.write"
    route_class: RouteClass = RouteClass.RECORD
    check: Check | None = None  # rules that read the firm (the catalog, its members)
    reads: tuple[tuple[str, str], ...] = ()  # items every call reads with the token (the route's reads)
    prepare: Prepare | None = None  # runs on create and replace, after the checks
    on_delete: Callable[[Items, dict[str, Any]], list[Write]] | None = None  # more writes, or a refusal
    # Tidying outside the table once a delete is in (a schedule, say): Outcome.after_commit
    after_delete: Callable[[Request[Any, Any], dict[str, Any]], None] | None = None
    operations: frozenset[str] = DEFAULT_OPERATIONS  # a subset of OPERATIONS
    item_param: str = "itemId"  # the item's id in its path: /products/{productId}
    item_description: str = ""  # what that id is, for the OpenAPI document (default: "The <noun>'s id.")
    # Per operation ("create", "delete", ...), an API-token scope or a route class other than the default
    scopes: Mapping[str, str] = field(default_factory=dict)
    classes: Mapping[str, RouteClass] = field(default_factory=dict)
    # A parentless resource whose writes the change feed shows, as entries of this record type
    feed_type: str | None = None
    hidden: tuple[str, ...] = ()  # stored keys a view never shows (bookkeeping of the resource's own)
    # The collection is the caller's own: its partition is per user, so nobody lists or opens another
    # person's items (no parent: the person is the partition's owner)
    per_person: bool = False
    archive: bool = False  # POST .../archive and .../unarchive; lists hide archived items unless asked
    soft_delete: bool = False  # DELETE keeps the item aside (never listed or found again)
    # Keys a hand-written create answers once (a credential): an Idempotency-Key's replay leaves them out
    shown_once: tuple[str, ...] = ()

    @property
    def item_path(self) -> str:
        return f"{self.path}/{{{self.item_param}}}"

    @property
    def parent_noun(self) -> str:
        """What the parent is called in answers: its record type, or the parent resource's noun."""
        return self.parent.noun if isinstance(self.parent, Resource) else str(self.parent)

    def partition(self, owner_id: str | None) -> str:
        """The collection's partition: under its parent record's id, or a per-person resource's user id."""
        return f"KIT#{self.name}" + (f"#{owner_id}" if owner_id else "")

    @property
    def schema_title(self) -> str:
        return self.title or "".join(word.capitalize() for word in re.split(r"[^A-Za-z0-9]+", self.noun))

    @cached_property
    def body(self) -> Fields:
        """The body schema create and replace validate (and the OpenAPI document shows)."""
        return Fields(f"{self.schema_title}Body", self.fields, self.rules, self.example)

    @cached_property
    def patch_body(self) -> MergePatch:
        """What a PATCH takes: some of the body's fields, merged into the stored body."""
        return MergePatch(f"{self.schema_title}Patch", self.fields, self.example)

    @cached_property
    def view_schema(self) -> Fields:
        """What an answer shows of an item (for the OpenAPI document; answers are not validated)."""
        shown = {key: kind.optional() for key, kind in self.fields.items() if key not in self.hidden}
        archived = {
            "archived": Boolean(description="Archived: listed only with ?archived=true."),
            "archivedAt": DateTime(required=False, description="When it was archived."),
        }
        return Fields(self.schema_title, {**SYSTEM_VIEW, **shown, **self.state,
                                          **(archived if self.archive else {})})  # fmt: skip

    @cached_property
    def list_schema(self) -> Fields:
        items = ListOf(of=_Described(self.view_schema), most=MAX_PAGE_SIZE, unique=False)
        cursor = Text(max_length=4096, required=False, description="The next page's cursor; null at the end.")
        return Fields(f"{self.schema_title}List", {"items": items, "nextCursor": cursor})

    @cached_property
    def list_query(self) -> Fields:
        """limit, cursor, the declared filters (typed as the values they compare) and `archived`."""
        filters = {f.name: _filter_type(self, f) for f in self.filters}
        archived = {"archived": Boolean(required=False, default=False,
                                        description="true: only the archived ones.")}  # fmt: skip
        return page_query(f"{self.schema_title}ListQuery", **filters, **(archived if self.archive else {}))

    @cached_property
    def references(self) -> dict[str, Ref]:
        """Stored key -> the reference it holds (a Refs field: its element): the body's, and the state's
        (a key the resource's `prepare` derives, such as a grant's `companyId`)."""
        found: dict[str, Ref] = {}
        for key, kind in {**self.fields, **self.state}.items():
            if isinstance(kind, Refs):
                found[key] = kind.of  # type: ignore[assignment]
            elif isinstance(kind, Ref):
                found[key] = kind
        return found

    @property
    def initial(self) -> dict[str, Any]:
        """The state a new item starts with."""
        start = {key: kind.default for key, kind in self.state.items()}
        return start | ({"archived": False} if self.archive else {})


class _Described(FieldType):
    """A schema used as a field type (a list's items), for the OpenAPI document only."""

    def __init__(self, fields_schema: Fields) -> None:
        super().__init__()
        self.fields_schema = fields_schema

    def check(self, value: Any) -> Any:
        return self.fields_schema.validate(value)

    def json_schema(self) -> dict[str, Any]:
        return self.fields_schema.json_schema()


def _filter_type(resource: Resource, list_filter: ListFilter) -> FieldType:
    """A filter's parameter type: the type of the key it compares (a list's element type)."""
    kind = {**resource.fields, **resource.state}[list_filter.stored_key]
    if isinstance(kind, ListOf):
        kind = kind.of
    described = f"Only items whose {list_filter.stored_key} is this." + (
        " Required." if list_filter.required else ""
    )
    made = copy.copy(kind)
    made.required, made.description, made.default = (
        list_filter.required,
        list_filter.description or described,
        None,
    )
    return made


# ---- declaring -----------------------------------------------------------------------------------


class ByHand(NamedTuple):
    """An operation a declaration names but a hand-written handler serves (a list ordered by a field,
    with range bounds, over an index the resource keeps itself). The route keeps what the declaration
    gives it (path, scope, permission, class, body, response); the handler, and the query and summary
    when given, are the hand-written ones. The contract suite still runs on the operation."""

    handler: Handler
    query: Any = None
    summary: str | None = None
    upload: Upload | None = None  # the body is a multipart/form-data form (a file's create)
    secret_body: bool = False  # the body may hold a secret: the kernel's rule for such bodies applies
    response: Any = None  # what the answer holds, when it shows more than the item
    body: Any = None  # what the body holds, when the operation takes more than the item stores


def declare(router: Router, resource: Resource, by_hand: Mapping[str, ByHand] | None = None) -> None:
    """The resource's routes on the family's router (and in the kit's registry). `by_hand` names the
    operations a hand-written handler serves instead of the kit's."""
    _check_declaration(resource)
    by_hand = dict(by_hand or {})
    if unknown := set(by_hand) - resource.operations:
        raise ValueError(f"{resource.name}: by_hand names operations it does not declare: {sorted(unknown)}")
    if "patch" in resource.operations and "replace" in by_hand and "patch" not in by_hand:
        # The kit's patch writes the body as the kit's replace does: around what the hand-written one keeps
        raise ValueError(f"{resource.name}: replace is served by hand, so patch must be served by hand too")
    REGISTRY.append(resource)
    slug, noun = resource.name.replace("-", "_"), resource.noun
    a_noun = with_article(noun)
    of_parent = f" of a {resource.parent_noun}" if resource.parent else ""
    has_get = "get" in resource.operations
    parent = {"id": {"description": f"The {resource.parent_noun}'s id."}} if resource.parent else {}
    item = {**parent, resource.item_param: {"description": resource.item_description or f"The {noun}'s id."}}
    read = {"permission": resource.read_permission, "reads": resource.reads, "body": None, "params": item}
    write = {"permission": resource.write_permission, "reads": resource.reads, "last_write_wins": True,
             "response": resource.view_schema, "params": item}  # fmt: skip

    def scope(operation: str) -> str:
        default = f"{resource.scope}:{'read' if operation in ('list', 'get') else 'write'}"
        return resource.scopes.get(operation, default)

    def route_class(operation: str) -> RouteClass:
        return resource.classes.get(operation, resource.route_class)

    routes: dict[str, tuple[str, str, dict[str, Any], Callable[[Items], Any]]] = {
        "list": ("GET", resource.path, dict(summary=f"The {noun}s{of_parent}, newest first.",
                 scope=scope("list"), response=resource.list_schema, query=resource.list_query, **read),
                 Items.page),
        "create": ("POST", resource.path, dict(summary=f"Add {a_noun}{of_parent}.", success_status=201,
                   etag=True, scope=scope("create"), route_class=route_class("create"), body=resource.body,
                   query=None, location=has_get, **write), Items.create),
        "get": ("GET", resource.item_path, dict(summary=f"One {noun}{of_parent}, with its ETag.",
                scope=scope("get"), response=resource.view_schema, etag=True, query=None, **read), _get_item),
        "replace": ("PUT", resource.item_path, dict(summary=f"Replace {a_noun}{of_parent} (every body key).",
                    etag=True, scope=scope("replace"), route_class=route_class("replace"), body=resource.body,
                    query=None, **write), Items.replace),
        "patch": ("PATCH", resource.item_path, dict(summary=f"Change some fields of {a_noun}{of_parent} "
                  "(a JSON merge patch: null removes one).", etag=True, scope=scope("patch"),
                  route_class=route_class("patch"), body=resource.patch_body, query=None, **write),
                  Items.patch),
        "delete": ("DELETE", resource.item_path, dict(summary=f"Remove {a_noun}{of_parent}.",
                   scope=scope("delete"), route_class=route_class("delete"), body=None, query=None, **write),
                   Items.delete),
    }  # fmt: skip
    if resource.archive:
        for verb, archived in (("archive", True), ("unarchive", False)):
            summary = f"{verb.capitalize()} {a_noun}{of_parent} (lists show archived ones on ?archived=true)."
            archiving: dict[str, Any] = dict(
                summary=summary,
                etag=True,
                scope=scope(verb),
                route_class=route_class(verb),
                body=None,
                query=None,
                **write,
            )
            routes[verb] = ("POST", f"{resource.item_path}/{verb}", archiving, _archiving(archived))
    for operation, (method, path, options, run) in routes.items():
        if operation not in resource.operations and operation not in ("archive", "unarchive"):
            continue
        handler = _bound(resource, run, f"{operation}_{slug}")
        if served := by_hand.get(operation):
            handler = served.handler
            options |= {"summary": served.summary or options["summary"]}
            options |= {"query": served.query} if served.query is not None else {}
            options |= {"upload": served.upload} if served.upload is not None else {}
            options |= {"secret_body": True} if served.secret_body else {}
            options |= {"response": served.response} if served.response is not None else {}
            options |= {"body": served.body} if served.body is not None else {}
        if method == "GET":
            options.setdefault("route_class", RouteClass.QUERY)
        router.route(method, path, **options)(handler)


# Letters whose spoken name starts with a vowel sound: "an ESG report", "an FX pair", but "a KYC record"
_VOWEL_SOUNDING_LETTERS = frozenset("AEFHILMNORSX")


def with_article(noun: str) -> str:
    """ "a" or "an" before a noun as it is said: an initialism by its first letter's name."""
    first = noun.split()[0] if noun.strip() else noun
    if first.isupper() and len(first) > 1:
        vowel = first[0] in _VOWEL_SOUNDING_LETTERS
    else:  # "a user", "a unique key", "a one-off": a vowel letter said as a consonant
        word = first.lower()
        vowel = word[:1] in "aeiou" and not word.startswith(("uni", "use", "usu", "ura", "eu", "one"))
    return f"{'an' if vowel else 'a'} {noun}"


def _bound(resource: Resource, run: Callable[..., Any], name: str) -> Callable[[Request[Any, Any]], Any]:
    def handler(request: Request[Any, Any]) -> Any:
        return run(Items(resource, request))

    handler.__name__ = handler.__qualname__ = name  # the operationId
    return handler


def _get_item(items: Items) -> Outcome:
    item = items.get()
    return Outcome(item, version=item["version"])


def _archiving(archived: bool) -> Callable[[Items], Outcome]:
    def run(items: Items) -> Outcome:
        items.parent()
        at = iso(items.request.now()) if archived else None
        return items.set_state(items.current(), {"archived": archived}, stored={"archivedAt": at})

    return run


# ---- one request's view of a resource ------------------------------------------------------------


class Items:
    """One request's view of a resource: its collection in the caller's firm (under its parent)."""

    def __init__(self, resource: Resource, request: Request[Any, Any]) -> None:
        self._resource = resource
        self._request = request
        self._parent_id = request.path_params.get("id") if resource.parent else None
        self._children_version = 0  # what parent() read of the parent's children counter
        self._partition = resource.partition(_owner(resource, request, self._parent_id))

    # ---- reads

    def page(self) -> dict[str, Any]:
        """A page of the collection, newest first: through a filter's index when one is given."""
        self.parent()
        query: dict[str, Any] = self._request.query
        given = [(f, query[f.name]) for f in self._resource.filters if query.get(f.name) is not None]
        for list_filter, value in given:
            self._require_named(list_filter, value)
        archived = {"archived": query["archived"]} if self._resource.archive else {}
        store, limit, cursor = self._request.store, query["limit"], query.get("cursor")
        if not given:
            found = store.query(self._partition, equals=archived, newest_first=True, limit=limit,
                                cursor=cursor, consistent=True)  # fmt: skip
            return {"items": [self.view(item) for item in found.items], "nextCursor": found.next_cursor}
        (first, value), rest = _index_order(self._resource, given)
        equals = {f.stored_key: other for f, other in rest} | archived
        entries = store.query(self._index_partition(first, value), equals=equals, newest_first=True,
                              limit=limit, cursor=cursor, consistent=True)  # fmt: skip
        keys = [(self._partition, entry["id"]) for entry in entries.items]
        read = store.get_many(keys, consistent=True) if keys else {}
        items = [self.view(read[key]) for key in keys if key in read]
        return {"items": items, "nextCursor": entries.next_cursor}

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
            if ITEM_ID.fullmatch(item_id)
            else None
        )
        if found is None:
            raise errors.not_found(f"No {self._resource.noun} with this id here.")
        return found

    def parent(self) -> dict[str, Any] | None:
        """The live parent record (and, read with it, the version of its children's counter), or the
        live parent item: 404 for one unknown, deleted or of another firm (the same answer)."""
        if self._resource.parent is None:
            return None
        if isinstance(self._resource.parent, Resource):
            return self._parent_item(self._resource.parent)
        parent_id = self._parent_id or ""
        if not RECORD_ID.fullmatch(parent_id):
            raise errors.not_found(f"No {self._resource.parent} with this id in your firm.")
        record_key = (live_partition(self._resource.parent), parent_id)
        children_key = (children_partition(self._resource.parent), parent_id)
        found = self._request.store.get_many([record_key, children_key], consistent=True)
        if record_key not in found:
            raise errors.not_found(f"No {self._resource.parent} with this id in your firm.")
        self._children_version = int(found.get(children_key, {}).get("version", 0))
        return dict(found[record_key])

    def _parent_item(self, holder: Resource) -> dict[str, Any]:
        parent_id = self._parent_id or ""
        found = (
            self._request.store.get(holder.partition(None), parent_id, consistent=True)
            if ITEM_ID.fullmatch(parent_id)
            else None
        )
        if found is None:
            raise errors.not_found(f"No {holder.noun} with this id in your firm.")
        return dict(found)

    # ---- writes

    def create(self, state: Mapping[str, Any] | None = None, item_id: str | None = None) -> Outcome:
        """The kit's create; `state`: what a hand-written create stores beside the body (a credential's
        version, once the body's secret is taken out of it); `item_id`: the id it chose (a secret named
        after the item is put before the commit)."""
        parent = self.parent()
        values = {**self._values(), **(state or {})}
        now = self._request.now()
        item_id = item_id or new_id(self._resource.id_prefix, self._request.services.clock)
        extra = self._prepare(values, item_id)
        writes = creation_writes(
            self._resource, self._partition, values, item_id=item_id,
            created_by=self._request.caller.user_id, now=now, change=self._change(item_id),
        )  # fmt: skip
        writes += [*extra, *self._touch(parent, now)]
        item = stored_item(self._resource, values, item_id=item_id, created_by=self._request.caller.user_id,
                           now=now)  # fmt: skip
        location = f"{self._request_path()}/{item_id}" if "get" in self._resource.operations else None
        return Outcome(self.view({**item, "version": 1}), writes=writes, version=1, location=location)

    def replace(self) -> Outcome:
        parent = self.parent()
        current = self.current()
        return self._rewritten(parent, current, self._values())

    def patch(self, state: StateOf | None = None) -> Outcome:
        """A JSON merge patch (RFC 7396) of the item's body, written as a replace of the body it makes:
        the same types, rules, references, uniqueness, `prepare`, index and parent writes. A patch that
        changes nothing (`{}`, or values the item holds) writes nothing: the item answers as it is, at
        its version (If-Match is still compared with it). `state`: what a hand-written patch changes
        beside the body, given the item and its new body (a paused item turned on loses its reason)."""
        parent = self.parent()
        current = self.current()
        stored = body_of(self._resource, current)
        merged = merge_patch(stored, self._request.body)
        # A body the patch leaves as it was is not judged again (today's rules may refuse an old value)
        values = stored if merged == stored else self._validated(merged)
        if values == stored:
            return Outcome(self.view(current), version=current["version"])
        values = self._checked(values)
        return self._rewritten(parent, current, values, state(current, values) if state else {})

    def _rewritten(self, parent: Mapping[str, Any] | None, current: Mapping[str, Any],
                   values: dict[str, Any], state: Mapping[str, Any] | None = None) -> Outcome:  # fmt: skip
        """The item holding `values` as its whole body, at the version read; what the resource's own
        routes keep beside the body stays (but for `state`, written with it)."""
        extra = self._prepare(values, current["id"])
        now = self._request.now()
        # Only the body's keys are replaced: what the resource's own routes keep beside them stays.
        cleared = {key: None for key in self._resource.fields if key in current and key not in values}
        values = {**values, **(state or {})}
        changed = tuple(sorted(key for key in {*cleared, *values} if current.get(key) != values.get(key)))
        removed = {*cleared, *(key for key, value in (state or {}).items() if value is None)}
        kept = {key: value for key, value in current.items() if key not in removed}
        after = {
            **kept,
            **{key: value for key, value in values.items() if key not in removed},
            "updatedAt": now,
        }
        update = {**cleared, **values, "updatedAt": now}
        writes: list[Write] = [
            Update(self._partition, current["id"], current["version"], update,
                   change=self._change(current["id"], changed)),
            *extra,
            *reference_requirements(self._resource, values),
            *unique_writes(self._resource, self._partition, current, values),
            *index_writes(self._resource, self._partition, current, after),
            *self._touch(parent, now),
        ]  # fmt: skip
        return Outcome(self.view({**after, "version": current["version"] + 1}), writes=writes,
                       version=current["version"] + 1)  # fmt: skip

    def delete(self) -> Outcome:
        parent = self.parent()
        current = self.current()
        writes: list[Write] = [
            Delete(self._partition, current["id"], current["version"], change=self._change(current["id"]))
        ]
        if self._resource.soft_delete:
            kept = {**current, "deletedAt": self._request.now(), "deletedBy": self._request.caller.user_id}
            writes.append(Create(f"{self._partition}#D", current["id"], kept))
        if self._resource.on_delete:
            writes += self._resource.on_delete(self, current)
        writes += unique_writes(self._resource, self._partition, current, {})
        writes += index_writes(self._resource, self._partition, current, None)
        writes += self._touch(parent, self._request.now())
        after = self._resource.after_delete
        tidy = [lambda: after(self._request, current)] if after else []
        return Outcome(self.view(current), writes=writes, after_commit=tidy)

    # ---- for hand-written routes beside the declaration

    @property
    def partition(self) -> str:
        return self._partition

    @property
    def request(self) -> Request[Any, Any]:
        return self._request

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
    ) -> list[Write]:
        """The writes of state the resource keeps beside its body (a connector's `active`): the item at
        the version read, with a change entry naming what moved when the feed shows the resource, and
        its index entries when a filter compares what moved."""
        changed = changed or tuple(sorted(key for key, value in state.items() if current.get(key) != value))
        values = {**state, "updatedAt": self._request.now()}
        change = self._change(current["id"], changed)
        item = Update(self._partition, current["id"], current["version"], values, change=change)
        after = {**current, **values}
        return [item, *index_writes(self._resource, self._partition, current, after)]

    def set_state(
        self, current: Mapping[str, Any], state: Mapping[str, Any], stored: Mapping[str, Any] | None = None
    ) -> Outcome:
        """The item with `state` applied (and `stored`: keys derived from it, an index entry say).
        Nothing is written when the state is already so (activating an active item)."""
        changed = tuple(sorted(key for key, value in state.items() if current.get(key) != value))
        if not changed:
            return Outcome(self.view(current), version=current["version"])
        writes = self.state_write(current, {**state, **(stored or {})}, changed)
        assert isinstance(writes[0], Update)
        after = {**current, **writes[0].set, "version": current["version"] + 1}
        return Outcome(self.view(after), writes=writes, version=after["version"])

    def touch(self, parent: Mapping[str, Any] | None) -> list[Write]:
        """The parent's new version and change entry, for a hand-written write beside the kit's."""
        return self._touch(parent, self._request.now())

    # ---- helpers

    def _change(self, item_id: str, changed: tuple[str, ...] = ()) -> RecordChange | None:
        """A change entry for a write of a resource the feed shows (a child's shows as its parent's)."""
        feed_type = self._resource.feed_type
        return RecordChange(feed_type, item_id, changed) if feed_type else None

    def _values(self) -> dict[str, Any]:
        return self._checked(dict(self._request.body))

    def _validated(self, body: Mapping[str, Any]) -> dict[str, Any]:
        """A body made by a patch, checked as a create's or a replace's is by the route (types, rules)."""
        try:
            return self._resource.body.validate(dict(body))
        except parsing.Problems as found:
            raise invalid_input("invalid_request", "body", found.problems) from None

    def _checked(self, values: dict[str, Any]) -> dict[str, Any]:
        """A valid body's checks against the firm: the declaration's own rules, its references (one
        batch read), its size as stored."""
        check = self._resource.check
        problems = check(self._request, values) if check else []
        problems += reference_problems(self._resource, self._request.store, values)
        if not problems and len(json_codec.dumps(values, ascii_only=True)) > MAX_BODY_JSON:
            message = f"a {self._resource.noun} holds at most {MAX_BODY_JSON:,} bytes as JSON"
            problems.append({"field": "body", "message": message})
        if problems:
            raise invalid_input("invalid_request", "body", problems)
        return values

    def _prepare(self, values: dict[str, Any], item_id: str) -> list[Write]:
        prepare = self._resource.prepare
        return prepare(self, values, item_id) if prepare else []

    def _index_partition(self, list_filter: ListFilter, value: Any) -> str:
        return index_partition(self._partition, list_filter, value)

    def _require_named(self, list_filter: ListFilter, value: Any) -> None:
        """A filter naming a record (or an item) names a live one of the firm: 404 otherwise, the same
        answer whether it is unknown, deleted or another firm's."""
        reference = self._resource.references.get(list_filter.stored_key)
        if reference is None:
            return
        candidates = _candidates(reference)
        found = self._request.store.get_many(
            [(partition, value) for partition, _ in candidates], consistent=True
        )
        if not found:
            names = " or ".join(noun for _, noun in candidates)
            raise errors.not_found(f"{list_filter.name}: no {names} with this id in your firm.")

    def _touch(self, parent: Mapping[str, Any] | None, now: int) -> list[Write]:
        """A child write: the parent's children counter moves at the version read (two child writes
        under one record meet there, so a rule across siblings holds), the record must still be live,
        and the feed shows an update of the record naming this collection. The record itself is not
        written: its version and ETag follow its own fields only."""
        if parent is None:
            return []
        record_type = self._resource.parent
        if isinstance(record_type, Resource):  # a line under an item: the item must still be there
            gone = errors.not_found(f"No {record_type.noun} with this id in your firm.")
            return [Require(record_type.partition(None), parent["id"], gone, addressed=False)]
        assert record_type is not None
        change = RecordChange(record_type, parent["id"], (self._resource.name,), kind="updated",
                              version=parent["version"])  # fmt: skip
        touched = {"updatedAt": now, "updatedBy": self._request.caller.user_id}
        gone = errors.not_found(f"No {record_type} with this id in your firm.")
        counter = Update(children_partition(record_type), parent["id"], self._children_version, touched,
                         change=change, addressed=False)  # fmt: skip
        return [counter, Require(live_partition(record_type), parent["id"], gone, addressed=False)]

    def _request_path(self) -> str:
        path = self._resource.path
        return path.replace("{id}", self._parent_id) if self._parent_id else path


# ---- what a write of an item stores --------------------------------------------------------------


def stored_item(
    resource: Resource, values: Mapping[str, Any], *, item_id: str, created_by: str, now: int
) -> dict[str, Any]:
    """An item as the kit's create stores it (at version 1): the resource's initial state, the body's
    values, its id, times and author."""
    return {**resource.initial, **values, "id": item_id, "createdAt": now, "updatedAt": now,
            "createdBy": created_by}  # fmt: skip


def creation_writes(
    resource: Resource,
    partition: str,
    values: Mapping[str, Any],
    *,
    item_id: str,
    created_by: str,
    now: int,
    change: RecordChange | None = None,
) -> list[Write]:
    """Everything a new item's write holds: the item, its index entries and unique values, and the
    requirement that what it references still lives. For the kit's create and for a writer beside the
    routes (the automation runner), so what it writes reads back like an item made over HTTP."""
    item = stored_item(resource, values, item_id=item_id, created_by=created_by, now=now)
    return [
        Create(partition, item_id, item, change=change),
        *reference_requirements(resource, values),
        *unique_writes(resource, partition, {}, values),
        *index_writes(resource, partition, None, item),
    ]


def reference_problems(resource: Resource, store: TenantStore, values: Mapping[str, Any]) -> Problems:
    """Each reference names a live record of its type (or item) in the caller's firm, all read in one
    batch; the problem reads the same whether the id is another firm's or nobody's."""
    named = list(_named(resource, values))
    if not named:
        return []
    found = store.get_many(list(dict.fromkeys(key for _, key, _ in named)), consistent=True)
    return [
        {"field": path, "message": f"no {noun} with this id"} for path, key, noun in named if key not in found
    ]


def reference_requirements(resource: Resource, values: Mapping[str, Any]) -> list[Write]:
    """The referenced records must still exist when the write commits (one condition each)."""
    requirements: dict[tuple[str, str], Write] = {}
    for path, key, noun in _named(resource, values):
        refusal = invalid_input(
            "invalid_request", "body", [{"field": path, "message": f"no {noun} with this id"}]
        )
        requirements.setdefault(key, Require(*key, refusal, addressed=False))
    return list(requirements.values())


def _named(resource: Resource, values: Mapping[str, Any]) -> list[tuple[str, tuple[str, str], str]]:
    """(field path, where the named item lives, its noun) for every id the values reference."""
    named = []
    for key, reference in resource.references.items():
        value = values.get(key)
        if value is None:
            continue
        target = reference.target_of(values)
        if target is None:
            continue
        where, noun = _location(target)
        ids = (
            [(f"{key}[{i}]", each) for i, each in enumerate(value)]
            if isinstance(value, list)
            else [(key, value)]
        )
        named += [(path, (where, each), noun) for path, each in ids]
    return named


def _location(target: str | Resource) -> tuple[str, str]:
    """The partition a referenced record (or item of a parentless resource) lives in, and its noun."""
    if isinstance(target, Resource):
        return target.partition(None), target.noun
    return live_partition(target), target


def _candidates(reference: Ref) -> list[tuple[str, str]]:
    """Where an id a filter names may live: its type's partition, or each type a typed reference allows."""
    if reference.type_field is None:
        return [_location(reference.target)]
    from catalog.enums import RECORD_TYPES

    types = sorted(set(reference.types.values())) if reference.types else list(RECORD_TYPES)
    return [_location(record_type) for record_type in types]


def unique_writes(
    resource: Resource, partition: str, before: Mapping[str, Any], after: Mapping[str, Any]
) -> list[Write]:
    """The markers of unique values: a value (or set of values) taken by a sibling refuses the write (409)."""
    writes: list[Write] = []
    for unique in resource.unique:
        keys = unique_keys(unique)
        key = "+".join(keys)
        old, new = _folded_all(before, keys), _folded_all(after, keys)
        if old == new:
            continue
        if old is not None:
            writes.append(Delete(f"{partition}#U", f"{key}#{old}", must_exist=False))
        if new is not None:
            shown = " and ".join(f"this {name}: {after[name]!r}" for name in keys)
            taken = errors.ApiError(409, "already_exists", f"Another {resource.noun} here has {shown}.")
            writes.append(Create(f"{partition}#U", f"{key}#{new}", {"key": key}, conflict=taken))
    return writes


def unique_keys(unique: str | tuple[str, ...]) -> tuple[str, ...]:
    """The keys of one `unique` entry: one key, or a tuple of keys unique together."""
    return (unique,) if isinstance(unique, str) else unique


def _folded_all(values: Mapping[str, Any], keys: tuple[str, ...]) -> str | None:
    """The values of `keys` as compared together (None when one is absent: nothing to mark)."""
    parts = [values.get(key) for key in keys]
    if any(part is None for part in parts):
        return None
    return _folded("\n".join(text.folded(str(part)) for part in parts))  # one key: as _folded(value)


def index_partition(partition: str, list_filter: ListFilter, value: Any) -> str:
    return f"{partition}#BY#{list_filter.name}#{_encoded(value)}"


def index_writes(
    resource: Resource, partition: str, before: Mapping[str, Any] | None, after: Mapping[str, Any] | None
) -> list[Write]:
    """The index entries that change when an item goes from `before` to `after` (None: absent). An
    entry holds the item's id and what the other filters compare, so it is rewritten when that moves."""
    if not resource.filters:
        return []
    old, new = _entries(resource, partition, before), _entries(resource, partition, after)
    writes: list[Write] = [Delete(pk, sk, must_exist=False) for (pk, sk) in old if (pk, sk) not in new]
    writes += [Put(pk, sk, entry) for (pk, sk), entry in new.items() if old.get((pk, sk)) != entry]
    return writes


def _entries(
    resource: Resource, partition: str, item: Mapping[str, Any] | None
) -> dict[tuple[str, str], dict[str, Any]]:
    if item is None:
        return {}
    values = {f.stored_key: item.get(f.stored_key) for f in resource.filters}
    compared = {
        key: value for key, value in values.items() if value is not None and not isinstance(value, list)
    }
    entry = {
        "id": item["id"],
        **compared,
        **({"archived": bool(item.get("archived"))} if resource.archive else {}),
        **({"purgeAt": item["purgeAt"]} if item.get("purgeAt") is not None else {}),  # expires with it
    }
    entries = {}
    for list_filter in resource.filters:
        value = item.get(list_filter.stored_key)
        for each in value if isinstance(value, list) else [] if value is None else [value]:
            entries[(index_partition(partition, list_filter, each), item["id"])] = entry
    return entries


def _index_order(
    resource: Resource, given: list[tuple[ListFilter, Any]]
) -> tuple[tuple[ListFilter, Any], list[tuple[ListFilter, Any]]]:
    """Which given filter's index the page reads: a list-valued key's (its entries carry no lists to
    compare), else the first declared. The others are compared on the entries."""
    listed = [pair for pair in given if isinstance(_value_type(resource, pair[0]), ListOf)]
    if len(listed) > 1:
        message = f"filter by one of {', '.join(f.name for f, _ in listed)} at a time"
        raise invalid_input("invalid_request", "query", [{"field": listed[1][0].name, "message": message}])
    first = listed[0] if listed else given[0]
    return first, [pair for pair in given if pair is not first]


def _value_type(resource: Resource, list_filter: ListFilter) -> FieldType:
    return {**resource.fields, **resource.state}[list_filter.stored_key]


def _encoded(value: Any) -> str:
    """A value as key text, one to one: % and # escaped (# delimits), booleans as true/false."""
    shown = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return shown.replace("%", "%25").replace("#", "%23")


def _folded(value: Any) -> str | None:
    """A unique value as compared (`kernel.text.folded`: case, width, invisible characters and
    surrounding space), as a fixed-size key: its SHA-256, so a value of any length and alphabet fits a
    sort key and no two values share one."""
    if value is None:
        return None
    return hashlib.sha256(text.folded(str(value)).encode()).hexdigest()


def _owner(resource: Resource, request: Request[Any, Any], parent_id: str | None) -> str | None:
    """Whose collection a request reaches: the caller's own (per person), else its parent's."""
    return request.caller.user_id if resource.per_person else parent_id


def body_of(resource: Resource, item: Mapping[str, Any]) -> dict[str, Any]:
    """The body an item holds: its values of the declared fields (what a replace would send)."""
    return {key: item[key] for key in resource.fields if item.get(key) is not None}


def view(item: Mapping[str, Any]) -> dict[str, Any]:
    shown = {key: value for key, value in item.items() if key not in ("createdAt", "updatedAt")}
    return {**shown, "createdAt": iso(item["createdAt"]), "updatedAt": iso(item["updatedAt"])}


# ---- declaration checks --------------------------------------------------------------------------

_FILTERABLE = (Text, Ref, Boolean, Integer, Choice, Day, Code)


def _check_declaration(resource: Resource) -> None:
    """Mistakes in a declaration fail at import, in tests."""
    name = resource.name
    if resource.parent is not None and "{id}" not in resource.path:
        raise ValueError(f"{resource.path}: a child resource's path names its parent as {{id}}")
    if resource.per_person and resource.parent is not None:
        raise ValueError(f"{name}: a per-person resource has no parent record")
    holder = resource.parent
    if isinstance(holder, Resource) and (
        holder.parent is not None
        or holder.per_person
        or not resource.path.startswith(f"{holder.path}/{{id}}/")
    ):
        raise ValueError(f"{name}: a parent item is of a parentless resource, and the path is under "
                         f"{holder.path}/{{id}}/")  # fmt: skip
    if not re.fullmatch(r"[a-z]{2,5}", resource.id_prefix):
        raise ValueError(f"{name}: id prefixes are 2 to 5 lower-case letters")
    if any(declared.name == name for declared in REGISTRY):
        raise ValueError(f"resource {name} is declared twice")
    unknown = resource.operations - OPERATIONS
    if unknown:
        raise ValueError(f"{name}: unknown operations {sorted(unknown)}")
    resource.body.validate(json_codec.loads(json.dumps(resource.example)))  # the example is a valid body
    stored = {**resource.fields, **resource.state}
    for list_filter in resource.filters:
        kind = stored.get(list_filter.stored_key)
        element = kind.of if isinstance(kind, ListOf) else kind
        if not isinstance(element, _FILTERABLE) or (isinstance(element, Text) and element.max_length > 200):
            raise ValueError(f"{name}: filter {list_filter.name} compares {list_filter.stored_key}, which is "
                             "not a short text, choice, code, id, boolean or whole number")  # fmt: skip
    for key in (key for unique in resource.unique for key in unique_keys(unique)):
        if key not in resource.fields:
            raise ValueError(f"{name}: unique key {key} is not a body field")
    budget = _worst_write(resource)
    if budget > KIT_OPERATIONS_BUDGET:
        raise ValueError(f"{name}: its worst write takes {budget} operations, more than a transaction holds "
                         f"beside the kernel's ({KIT_OPERATIONS_BUDGET}): lower a `most`")  # fmt: skip


def _worst_write(resource: Resource) -> int:
    """Operations of a replace that changes everything: the item, each reference's requirement, each
    unique value's two markers, each index entry removed and put, the parent."""

    def count(kind: FieldType) -> int:
        return kind.most if isinstance(kind, ListOf) else 1

    stored = {**resource.fields, **resource.state}
    references = sum(count(stored[key]) for key in resource.references)
    indexes = sum(2 * count(stored[f.stored_key]) for f in resource.filters)
    return 1 + references + 2 * len(resource.unique) + indexes + (1 if resource.parent else 0)


def examples(resource: Resource) -> Sequence[dict[str, Any]]:
    """The body examples of a resource: a valid body for the contract suite and the OpenAPI document."""
    return [dict(resource.example)]


def find(
    resource: Resource, request: Request[Any, Any], item_id: str, parent_id: str | None = None
) -> dict[str, Any] | None:
    """One item of a resource in the caller's firm (a per-person resource's: the caller's own), for a
    hand-written route beside the kit's."""
    if not ITEM_ID.fullmatch(item_id):
        return None
    found = request.store.get(
        resource.partition(_owner(resource, request, parent_id)), item_id, consistent=True
    )
    return Items(resource, request).view(found) if found else None
