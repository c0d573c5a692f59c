"""The kit's contract, run against the resources families declare (kit.resource.REGISTRY) and the kit
example of docs/guide/contributing.md: what a declared resource promises, whoever declared it. A new
declaration is covered without listing it here, and the suite follows its `operations`: a resource with
list and create only passes it unchanged, and the patch tests run on each resource that offers PATCH.

What a declaration owns alone runs on every resource: its routes, its example through a whole life
(its hooks with it), another firm seeing none of it. The cases that walk the kit's own code run on a
cover of the registry's features (`kit_features`, `COVER`): a feature no covered resource declares
brings its resource into the cover. Each case runs only where it applies, decided at collection.

Each test makes a fresh firm. An item is made as a client makes one (POST), or, for a resource nobody
creates over the API (a person's notifications), written as its writers beside the routes write it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

import pytest

from kernel import json_codec
from kernel.openapi import build_document
from kernel.parsing import Problems
from kernel.pipeline import App
from kernel.policy import SCOPES
from kernel.routing import Router, RouteSpec
from kernel.unit_of_work import Actor, Commit, commit
from kit.fields import Choice, Code, DateTime, Day, Fields, Json, ListOf, Ref, Refs, Text
from kit.patch import merge_patch
from kit.resource import (
    DEFAULT_OPERATIONS,
    REGISTRY,
    ByHand,
    Resource,
    body_of,
    creation_writes,
    declare,
    examples,
    unique_keys,
)
from local_stack.families import families
from tests.integration.records_support import TickingClock
from tests.kit_examples import EXAMPLES, example_app
from tests.support import FormValue, Member, Result, Stack, call

APPS: dict[str, Callable[[], App]] = {family.name: family.module().create_app for family in families()}


EXAMPLE_ROUTERS = {name: make()[1] for name, make in EXAMPLES.items()}  # declared before RESOURCES is read
EXAMPLE = EXAMPLES["site-visits"]()[0]


RESOURCES = {resource.name: resource for resource in REGISTRY}
PATCHED = sorted(name for name, resource in RESOURCES.items() if "patch" in resource.operations)
PARENT_VALUES = {
    "Company": {"name": "Parent Co", "companyType": "Portfolio"},
    "Deal": {"name": "Parent deal"},
    "Person": {"firstName": "Pat", "lastName": "Parent"},
    "Investor": {"name": "Parent LP"},
    "Lead": {"name": "Parent lead"},
}
NOBODY_RECORD = "rec_" + "0" * 26
HOSTILE_IDS = ("x_" + "0" * 26, "not-an-id", "..%2F..%2Fx", "a%23b")
ALL_SCOPES = list(SCOPES)  # every scope: whichever a resource declares, the caller holds it
METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")
ITEM_METHODS = {"GET": "get", "PUT": "replace", "PATCH": "patch", "DELETE": "delete"}  # at an item's path


@cache
def _family_serving(path: str) -> str:
    for name, make in APPS.items():
        if any(route.path == path for route in make().routes):
            return name
    raise AssertionError(f"no family serves {path}")


def app_of(resource: Resource) -> Callable[[], App]:
    if resource.name in EXAMPLE_ROUTERS:
        return lambda: example_app(EXAMPLE_ROUTERS[resource.name])
    return APPS[_family_serving(resource.path)]


@cache
def routes_of(name: str) -> tuple[RouteSpec, ...]:
    """The routes at a resource's two paths, from its family's App (made once)."""
    resource = RESOURCES[name]
    paths = (resource.path, resource.item_path)
    return tuple(route for route in app_of(resource)().routes if route.path.startswith(paths))


class Caller:
    """An admin of a fresh firm with every scope, calling the resource's family (and records)."""

    def __init__(self, stack: Stack, resource: Resource) -> None:
        self.stack = stack
        self.resource = resource
        self.made = 0
        self.member: Member = stack.member(stack.firm(), "admin")
        self.token = stack.api_token(self.member, ALL_SCOPES)
        self.app = stack.app(app_of(resource)())
        self.records = stack.app(APPS["records"]())
        self.parent_id = self.make(resource.parent) if resource.parent else None
        self.example = self.with_real_ids(self.create_example())

    def with_real_ids(self, body: dict[str, Any], resource: Resource | None = None) -> dict[str, Any]:
        """A body (of this resource, or another) with each id it references made in this firm."""
        made = dict(body)
        for key, reference in (resource or self.resource).references.items():
            if key not in made:
                continue
            target = reference.target_of(made)
            count = len(made[key]) if isinstance(made[key], list) else None
            made[key] = [self.make(target) for _ in range(count)] if count is not None else self.make(target)
        return made

    def make(self, target: str | Resource) -> str:
        """A record of a type, or an item of another resource, for a body to name."""
        if isinstance(target, str):
            return self.record(target)
        app = self.stack.app(app_of(target)())
        body = self.with_real_ids(examples(target)[0], target)
        self.made += 1  # another item of that resource: its unique values differ
        body |= _varied(target, body, self.made)
        made = call(app, "POST", target.path, token=self.token, body=body)
        assert made.status == 201, made.body
        item_id: str = made.body["id"]
        return item_id

    def record(self, record_type: str) -> str:
        made = call(self.records, "POST", f"/api/v1/x/records/{record_type}", token=self.token,
                    body=PARENT_VALUES[record_type])  # fmt: skip
        assert made.status == 201, made.body
        record_id: str = made.body["result"]["id"]
        return record_id

    def path(self, parent_id: str | None = None) -> str:
        return self.resource.path.replace("{id}", parent_id or self.parent_id or "")

    def item(self, item_id: str) -> str:
        return f"{self.path()}/{item_id}"

    def call(self, method: str, path: str, **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.app, method, path, **kwargs)

    def list_query(self, body: dict[str, Any]) -> str:
        """The query a list needs to show an item of this body: its required filters' values."""
        return "&".join(f"{f.name}={_first(body[f.stored_key])}" for f in self.resource.filters if f.required)

    def listed(self, body: dict[str, Any] | None = None, extra: str = "") -> list[str]:
        query = "&".join(part for part in (self.list_query(body or self.example), extra) if part)
        answer = self.call("GET", self.path(), query=query)
        assert answer.status == 200, answer.body
        # The resource's own items: a list may show others beside them (a framework's library metrics)
        return [
            each["id"]
            for each in answer.body["items"]
            if each["id"].startswith(f"{self.resource.id_prefix}_")
        ]

    def create(self, body: dict[str, Any] | None = None, **kwargs: Any) -> Result:
        body = self.example if body is None else body
        if self.takes_a_form:
            return self.call("POST", self.path(), form=as_form(body), **kwargs)
        return self.call("POST", self.path(), body=body, **kwargs)

    def create_example(self) -> dict[str, Any]:
        """A valid create body: the declaration's example, or the example of a hand-written create's
        own body (an import's, which brings its CSV beside what the item keeps)."""
        if "create" in self.resource.operations:
            body = self.create_route.body
            if isinstance(body, Fields) and body is not self.resource.body and body.example:
                return dict(body.example)
        return examples(self.resource)[0]

    def read(self, item_id: str) -> dict[str, Any]:
        """The item as it is: GET, or without a get route an empty patch, which answers it unchanged."""
        readable = "get" in self.resource.operations
        answer = self.call("GET" if readable else "PATCH", self.item(item_id), body=None if readable else {})
        assert answer.status == 200, answer.body
        return dict(answer.body)

    def patch(self, item_id: str, body: Any, **kwargs: Any) -> Result:
        return self.call("PATCH", self.item(item_id), body=body, **kwargs)

    @property
    def create_route(self) -> RouteSpec:
        return next(r for r in self.app.routes if r.method == "POST" and r.path == self.resource.path)

    @property
    def takes_a_form(self) -> bool:
        """The create is an upload (multipart/form-data): the body is sent as a form."""
        return self.create_route.upload is not None

    def new_item(self) -> dict[str, Any]:
        """An item, made over HTTP, or as its writers beside the API write one."""
        if "create" in self.resource.operations:
            made = self.create()
            assert made.status == 201, made.body
            item: dict[str, Any] = made.body
            return item
        services = self.stack.services()
        store = services.tenant_store(self.member.firm_id)
        owner = self.member.user_id if self.resource.per_person else self.parent_id
        item_id = f"{self.resource.id_prefix}_{'1' * 26}"
        values = self.resource.body.validate(self.example)
        writes = creation_writes(self.resource, self.resource.partition(owner), values, item_id=item_id,
                                 created_by=self.member.user_id, now=int(self.stack.clock()))  # fmt: skip
        commit(writes, Commit(store, Actor(self.member.user_id, "system"), "contract", services.clock,
                              services.change_sequence))  # fmt: skip
        got = self.call("GET", self.item(item_id))
        assert got.status == 200, got.body
        return dict(got.body)


def as_form(body: dict[str, Any]) -> dict[str, FormValue]:
    """A body as a form: a file's description becomes a file part of that size, text stays text, and
    anything else is sent as its JSON text (which the field then refuses, as it would the JSON)."""
    form: dict[str, FormValue] = {}
    for key, value in body.items():
        if isinstance(value, dict) and "filename" in value:
            form[key] = (value["filename"], value["contentType"], b"x" * int(value["size"]))
        else:
            form[key] = value if isinstance(value, str) else json.dumps(value)
    return form


def _first(value: Any) -> Any:
    return value[0] if isinstance(value, list) else value


# ---- which resources each test runs on ------------------------------------------------------------
#
# A case that exercises the kit's code runs on a cover of its features: the fewest resources that,
# together, declare every feature any resource declares (kit_features), and the test examples. A
# feature a new declaration brings joins the cover by itself. What each declaration owns alone (its
# example, its hooks, its firm isolation, its routes) is checked on every resource.


def kit_features(resource: Resource) -> set[str]:
    """What a declaration asks of the kit: its operations, parent, references, filters, uniqueness,
    field types, hooks and flags, and what its create route takes (a form, a secret)."""
    found = {f"operation:{name}" for name in resource.operations}
    parent = resource.parent
    found.add(f"parent:{'none' if parent is None else 'item' if isinstance(parent, Resource) else 'record'}")
    flags = ("per_person", "archive", "soft_delete", "shown_once", "hidden", "feed_type", "rules", "state",
             "reads", "scopes", "classes", "check", "prepare", "on_delete", "after_delete")  # fmt: skip
    found |= {flag for flag in flags if getattr(resource, flag)}
    found |= {"unique:" + ("together" if isinstance(u, tuple) else "alone") for u in resource.unique}
    declared = {**resource.fields, **resource.state}
    for key, reference in resource.references.items():
        many = "many" if isinstance(declared[key], Refs) else "one"
        target = "item" if isinstance(reference.target, Resource) else "record"
        target = "typed" if reference.type_field else target
        found.add(f"reference:{many}:{target}" + (":state" if key in resource.state else ""))
    for list_filter in resource.filters:
        found.add("filter:" + ("required" if list_filter.required else "optional"))
        if list_filter.stored_key in resource.references:
            found.add("filter:names-a-reference")
        if isinstance(resource.fields.get(list_filter.stored_key), Choice):
            found.add("filter:on-a-choice")
    found |= {f"field:{type(kind).__name__}" + ("" if kind.required else ":optional")
              for kind in resource.fields.values()}  # fmt: skip
    found.add(f"route-class:{resource.route_class}")
    for route in routes_of(resource.name):
        found |= {"create:form"} if route.upload and route.method == "POST" else set()
        found |= {"create:secret-body"} if route.secret_body and route.method == "POST" else set()
    return found


def feature_cover(names: list[str]) -> list[str]:
    """The fewest resources declaring every feature, chosen greedily (the most new features first, ties
    by name): a stable choice for a given registry."""
    features = {name: kit_features(RESOURCES[name]) for name in sorted(names)}
    left, chosen = set().union(*features.values()), []
    while left:
        best = max(features, key=lambda name: (len(features[name] & left), [-ord(c) for c in name]))
        chosen.append(best)
        left -= features[best]
    return sorted(chosen)


EVERY = sorted(RESOURCES)
# The test examples (tests/kit_examples.py, the contributing guide's among them) exist to walk the kit
COVER = sorted(set(feature_cover(EVERY)) | set(EXAMPLE_ROUTERS))


def resources(where: Callable[[Resource], bool] = lambda _: True, among: list[str] = COVER) -> Any:
    """The `caller` parameters of a case: the resources among `among` it applies to."""
    return pytest.mark.parametrize("caller", [n for n in among if where(RESOURCES[n])], indirect=True)


def offers(*operations: str) -> Callable[[Resource], bool]:
    return lambda resource: set(operations) <= resource.operations


@pytest.fixture
def caller(request: pytest.FixtureRequest, stack: Stack) -> Caller:
    stack.clock = TickingClock()
    return Caller(stack, RESOURCES[request.param])


@pytest.fixture(params=PATCHED)
def patcher(request: pytest.FixtureRequest, stack: Stack) -> Caller:
    """A caller of a resource that offers PATCH (only those: the others have nothing of it to test)."""
    stack.clock = TickingClock()
    return Caller(stack, RESOURCES[request.param])


def operations_of(caller: Caller) -> frozenset[str]:
    return caller.resource.operations


def needs(caller: Caller, *operations: str) -> None:
    missing = [name for name in operations if name not in caller.resource.operations]
    if missing:
        pytest.skip(f"no {', '.join(missing)} route: nothing of it to test")


# ---- what every resource does ------------------------------------------------------------------


def test_the_readme_example_is_declared_as_written() -> None:
    assert EXAMPLE.path == "/api/v1/x/site-visits"
    assert isinstance(EXAMPLE.fields["attendeeIds"], ListOf)
    assert any(f.required for f in EXAMPLE.filters)
    assert EXAMPLE.rules, "the example shows a cross-field rule"


OPERATION_ROUTES = {"list": ("GET", False), "create": ("POST", False), "get": ("GET", True),
                    "replace": ("PUT", True), "patch": ("PATCH", True),
                    "delete": ("DELETE", True)}  # fmt: skip


@pytest.mark.parametrize("name", EVERY)
def test_each_declaration_serves_exactly_its_operations(name: str) -> None:
    """Read from the family's routes, no call made: the 405s of the next test then hold for every
    resource, since one router answers them all."""
    resource = RESOURCES[name]
    served = {(route.method, route.path) for route in routes_of(name)
              if route.path in (resource.path, resource.item_path)}  # fmt: skip
    declared = {(method, resource.item_path if at_item else resource.path)
                for method, at_item in map(OPERATION_ROUTES.__getitem__, resource.operations)}  # fmt: skip
    assert served == declared


def test_the_cover_declares_every_feature_of_the_registry() -> None:
    every = set().union(*(kit_features(resource) for resource in REGISTRY))
    covered = set().union(*(kit_features(RESOURCES[name]) for name in COVER))
    assert covered == every
    assert len(COVER) < len(EVERY)


@resources()
def test_routes_are_exactly_the_declared_operations(caller: Caller) -> None:
    """Every undeclared method on a path that exists is 405 naming the declared ones in Allow."""
    item = caller.new_item() if {"get", "create"} & operations_of(caller) else None
    ops = operations_of(caller)
    collection = {"GET": "list" in ops, "POST": "create" in ops}
    at_item = {method: operation in ops for method, operation in ITEM_METHODS.items()}
    for path, declared in ((caller.path(), collection), (caller.item(item["id"]) if item else None, at_item)):
        if path is None or not any(declared.values()):
            continue
        allowed = sorted({method for method, present in declared.items() if present} | (
            {"HEAD"} if declared.get("GET") else set()))  # fmt: skip
        for method in METHODS:
            if declared.get(method):
                continue
            answer = caller.call(method, path, body={} if method in ("POST", "PUT", "PATCH") else None)
            assert (answer.status, answer.code) == (405, "method_not_allowed"), (method, path, answer.body)
            assert sorted(answer.headers["Allow"].split(", ")) == allowed, (method, path)


@resources(offers("create"), among=EVERY)
def test_create_get_list_replace_and_delete(caller: Caller) -> None:
    """Every resource's own example and hooks (check, prepare, on_delete), round the whole life of an
    item, reading by key or by query only (never a Scan)."""
    with aws_calls(caller.stack.dynamodb) as seen:
        _create_get_list_replace_and_delete(caller)
    assert "Scan" not in seen


def _create_get_list_replace_and_delete(caller: Caller) -> None:
    created = caller.create()
    assert created.status == 201, created.body
    item = created.body
    assert created.headers["ETag"] == '"1"'
    if "get" in operations_of(caller):
        assert created.headers["Location"] == caller.item(item["id"])
        got = caller.call("GET", caller.item(item["id"]))
        # A create that answers more than the item (an upload's form) shows the item as GET does
        shown = {key: value for key, value in item.items() if key in caller.resource.view_schema.fields}
        assert (got.status, got.body, got.headers["ETag"]) == (200, shown, '"1"')
    else:
        assert "Location" not in created.headers  # nothing there to read
    if "list" in operations_of(caller):
        assert caller.listed() == [item["id"]]
    if "replace" in operations_of(caller):
        replaced = caller.call(
            "PUT", caller.item(item["id"]), body=caller.example, headers={"If-Match": '"1"'}
        )
        assert (replaced.status, replaced.body["version"], replaced.headers["ETag"]) == (200, 2, '"2"')
        stale = caller.call("PUT", caller.item(item["id"]), body=caller.example, headers={"If-Match": '"1"'})
        assert (stale.status, stale.code) == (412, "version_conflict")
    if "delete" in operations_of(caller):
        stale = caller.call("DELETE", caller.item(item["id"]), headers={"If-Match": '"99"'})
        assert (stale.status, stale.code) == (412, "version_conflict")
        assert caller.call("DELETE", caller.item(item["id"])).status == 200
        assert caller.call("GET", caller.item(item["id"])).status in (404, 405)
        if "list" in operations_of(caller):
            assert caller.listed() == []


@resources(offers("list", "create"))
def test_a_list_is_newest_first(caller: Caller) -> None:
    first, second = caller.new_item(), caller.create(_unique_variant(caller, 2))
    assert second.status == 201, second.body
    assert caller.listed() == [second.body["id"], first["id"]]


@resources(among=EVERY)
def test_another_firm_sees_nothing(caller: Caller, stack: Stack) -> None:
    item = caller.new_item()
    other = Caller(stack, caller.resource)
    for method, body in (("GET", None), ("PUT", other.example), ("PATCH", _one_key(other.example)),
                         ("DELETE", None)):  # fmt: skip
        answer = other.call(method, caller.item(item["id"]), body=body)
        assert answer.status in (404, 405), (method, answer.body)
        if answer.status == 404:
            assert answer.code == "not_found"
    if caller.resource.parent:  # under its own parent, the other firm finds no such item either
        assert other.call("GET", f"{other.path()}/{item['id']}").status in (404, 405)
    if "list" in operations_of(caller):
        assert item["id"] not in other.listed()
    if "get" in operations_of(caller):
        assert caller.call("GET", caller.item(item["id"])).status == 200  # untouched


@resources(offers("get"))
def test_hostile_item_ids_are_404(caller: Caller) -> None:
    for item_id in HOSTILE_IDS:
        answer = caller.call("GET", f"{caller.path()}/{item_id}")
        assert (answer.status, answer.code) == (404, "not_found"), item_id
        if "patch" in operations_of(caller):
            patched = caller.call("PATCH", f"{caller.path()}/{item_id}", body=_one_key(caller.example))
            assert (patched.status, patched.code) == (404, "not_found"), item_id


@resources(lambda resource: resource.parent is not None)
def test_an_unknown_parent_is_404_like_another_firms(caller: Caller, stack: Stack) -> None:
    parent = caller.resource.parent
    assert parent is not None
    theirs = Caller(stack, caller.resource).parent_id
    nobody = f"{parent.id_prefix}_{'0' * 26}" if isinstance(parent, Resource) else NOBODY_RECORD
    for parent_id in (nobody, theirs, "not-an-id"):
        for method, kwargs in (
            ("GET", {"query": caller.list_query(caller.example)}),
            ("POST", {"body": caller.example}),
        ):
            answer = caller.call(method, caller.path(parent_id), **kwargs)
            if answer.status == 405:
                continue
            assert (answer.status, answer.code) == (404, "not_found"), (parent_id, method, answer.body)


@resources(offers("create"))
def test_an_invalid_body_is_400_naming_each_field_and_nothing_is_stored(caller: Caller) -> None:
    refused = caller.create({**caller.example, "notAField": 1})
    assert (refused.status, refused.code) == (400, "invalid_request")
    # A body that may hold a secret never echoes a key it does not declare (it may be a mistyped secret)
    unknown = "body" if caller.create_route.secret_body else "notAField"
    assert [d["field"] for d in refused.body["error"]["details"]] == [unknown]
    missing = caller.create({})
    required = [key for key, kind in caller.resource.fields.items() if kind.required]
    # With no required field, what an empty body misses is what the cross-field rules say of nothing
    expected = required[:20] or [problem["field"] for rule in caller.resource.rules for problem in rule({})]
    assert missing.status == 400
    assert [d["field"] for d in missing.body["error"]["details"]] == expected
    for key in caller.resource.fields:
        wrong = caller.create({**caller.example, key: {"not": "this"}})
        assert wrong.status == 400, key
        assert key in [d["field"].split(".")[0].split("[")[0] for d in wrong.body["error"]["details"]], key
    if "list" in operations_of(caller):
        assert caller.listed() == []


@resources(lambda resource: "create" in resource.operations and bool(resource.references))
def test_a_reference_to_nothing_or_another_firms_record_is_400_naming_it(
    caller: Caller, stack: Stack
) -> None:
    theirs = Caller(stack, caller.resource).example
    for key in caller.resource.references:
        if key not in caller.example:
            continue
        many = isinstance(caller.example[key], list)
        for foreign in (theirs[key], [NOBODY_RECORD] if many else NOBODY_RECORD):
            if isinstance(foreign, list) and not foreign:
                continue
            body = {**caller.example, key: foreign}
            refused = caller.create(body)
            assert (refused.status, refused.code) == (400, "invalid_request"), (key, refused.body)
            named = f"{key}[0]" if many else key
            assert named in [d["field"] for d in refused.body["error"]["details"]], refused.body
    if "list" in operations_of(caller):
        assert caller.listed() == []


@resources(lambda resource: "list" in resource.operations and any(f.required for f in resource.filters))
def test_a_required_list_filter_is_400_when_missing(caller: Caller) -> None:
    required = [f.name for f in caller.resource.filters if f.required]
    missing = caller.call("GET", caller.path())
    assert (missing.status, missing.code) == (400, "invalid_request")
    assert [d["field"] for d in missing.body["error"]["details"]] == required


@resources(lambda resource: "list" in resource.operations and any(f.stored_key in resource.references
                                                                   for f in resource.filters))  # fmt: skip
def test_a_filter_naming_no_live_record_is_404(caller: Caller, stack: Stack) -> None:
    naming = [f for f in caller.resource.filters if f.stored_key in caller.resource.references]
    theirs = Caller(stack, caller.resource)
    for list_filter in naming:
        reference: Ref = caller.resource.references[list_filter.stored_key]
        foreign = _first(theirs.example.get(list_filter.stored_key)) if reference.type_field is None else None
        for value in (NOBODY_RECORD, foreign):
            if value is None:
                continue
            query = "&".join(p for p in (_without(caller.list_query(caller.example), list_filter.name),
                                         f"{list_filter.name}={value}") if p)  # fmt: skip
            answer = caller.call("GET", caller.path(), query=query)
            assert (answer.status, answer.code) == (404, "not_found"), (list_filter.name, answer.body)


@resources(lambda resource: "list" in resource.operations and bool(resource.filters))
def test_each_filter_lists_what_it_names(caller: Caller) -> None:
    item = caller.new_item()
    for list_filter in caller.resource.filters:
        value = item.get(list_filter.stored_key)
        if value is None or value == []:
            continue
        rest = _without(caller.list_query(caller.example), list_filter.name)
        query = "&".join(p for p in (rest, f"{list_filter.name}={_text(_first(value))}") if p)
        listed = caller.call("GET", caller.path(), query=query)
        own = [
            each["id"]
            for each in listed.body["items"]
            if each["id"].startswith(f"{caller.resource.id_prefix}_")
        ]
        assert own == [item["id"]], (list_filter.name, listed.body)


@resources(offers("create"))
def test_a_retried_create_is_replayed_and_stored_once(caller: Caller) -> None:
    first = caller.create(headers={"Idempotency-Key": "kit-contract-1"})
    again = caller.create(headers={"Idempotency-Key": "kit-contract-1"})
    assert first.status == again.status == 201
    once = caller.resource.shown_once  # a credential is answered once: the replay leaves it out
    assert again.body == {key: value for key, value in first.body.items() if key not in once}
    assert all(key in first.body for key in once)
    assert again.headers["Idempotent-Replayed"] == "true"
    if "list" in operations_of(caller):
        assert caller.listed() == [first.body["id"]]


@resources(lambda resource: resource.parent is not None and "create" in resource.operations)
def test_a_child_write_is_an_update_of_its_parent_in_the_feed(caller: Caller) -> None:
    caller.create()
    feed = call(caller.records, "GET", "/api/v1/x/changes", token=caller.token).body["items"]
    if isinstance(caller.resource.parent, Resource):  # a line under an item: no record changed
        assert all(entry["recordId"] != caller.parent_id for entry in feed)
        return
    last = feed[-1]
    assert (last["kind"], last["recordId"], last["changedFields"]) == (
        "updated",
        caller.parent_id,
        [caller.resource.name],
    )


@resources(lambda resource: resource.archive)
def test_archive_hides_an_item_from_lists_until_unarchived(caller: Caller) -> None:
    item = caller.new_item()
    archived = caller.call("POST", f"{caller.item(item['id'])}/archive", headers={"If-Match": '"1"'})
    assert (archived.status, archived.body["archived"]) == (200, True)
    assert caller.listed() == []
    assert caller.listed(extra="archived=true") == [item["id"]]
    back = caller.call("POST", f"{caller.item(item['id'])}/unarchive")
    assert (back.status, back.body["archived"]) == (200, False)
    assert caller.listed() == [item["id"]]


# ---- PATCH: a JSON merge patch of the body (kit.patch), on each resource that offers it -----------

MERGE_PATCH = {"Content-Type": "application/merge-patch+json"}


def test_a_patch_sets_the_fields_it_sends_and_keeps_the_rest(patcher: Caller) -> None:
    before = patcher.read(patcher.new_item()["id"])
    key, value = _a_change(patcher)
    patched = patcher.patch(before["id"], {key: value}, headers={**MERGE_PATCH, "If-Match": '"1"'})
    assert (patched.status, patched.headers["ETag"], patched.body["version"]) == (200, '"2"', 2), patched.body
    assert _unversioned(patched.body) == {**_unversioned(before), key: value}
    assert patcher.read(before["id"]) == patched.body


def test_null_removes_an_optional_field_and_a_default_comes_back(patcher: Caller) -> None:
    item = patcher.read(patcher.new_item()["id"])
    fields, removable = patcher.resource.fields, _removable(patcher.resource, item)
    plain = next((key for key in removable if fields[key].default is None), None)
    defaulted = next((key for key in removable if fields[key].default is not None), None)
    if plain is None and defaulted is None:
        pytest.skip("no optional field whose removal alone leaves a valid body")
    version = item["version"]
    for key in (each for each in (plain, defaulted) if each is not None):
        patched = patcher.patch(item["id"], {key: None})
        version += 1
        assert (patched.status, patched.body["version"]) == (200, version), (key, patched.body)
        assert patched.body.get(key) == fields[key].default, key
        assert patcher.read(item["id"]).get(key) == fields[key].default, key


def test_a_patch_that_changes_nothing_writes_nothing(patcher: Caller) -> None:
    """`{}`, or values the item holds: the item as it is, at its version, nothing written (its
    updatedAt stays); If-Match is still compared with that version."""
    item = patcher.read(patcher.new_item()["id"])
    key, _ = _a_change(patcher)
    for body in ({}, {key: item[key]}):
        same = patcher.patch(item["id"], body)
        assert (same.status, same.headers["ETag"], same.body) == (200, '"1"', item), body
    stale = patcher.patch(item["id"], {}, headers={"If-Match": '"9"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert patcher.read(item["id"]) == item


def test_a_patch_refuses_what_no_body_may_hold_and_writes_nothing(patcher: Caller) -> None:
    item = patcher.read(patcher.new_item()["id"])
    fields = patcher.resource.fields
    for key in [key for key, kind in fields.items() if kind.required]:
        refused = patcher.patch(item["id"], {key: None})
        assert (refused.status, refused.code) == (400, "invalid_request"), key
        assert [d["field"] for d in refused.body["error"]["details"]] == [key]
    unknown = patcher.patch(item["id"], {"notAField": 1})
    assert [d["field"] for d in unknown.body["error"]["details"]] == ["notAField"]
    for key, kind in fields.items():
        if isinstance(kind, Json):  # any object merges into any object: nothing wrong to send
            continue
        wrong = patcher.patch(item["id"], {key: {"not": "this"}})
        assert wrong.status == 400, key
        assert key in [d["field"].split(".")[0].split("[")[0] for d in wrong.body["error"]["details"]], key
    assert patcher.read(item["id"]) == item


def test_a_patch_is_checked_as_the_whole_body_it_makes(patcher: Caller) -> None:
    """Each probing patch (a field removed, a date moved far back) answers as the body it makes is
    judged by the declaration (types, cross-field rules): 400 naming the same fields, nothing written."""
    item_id = patcher.new_item()["id"]
    for patch in _probing_patches(patcher.resource, patcher.read(item_id)):
        before = patcher.read(item_id)
        merged = merge_patch(_body(patcher.resource, before), patch)
        try:
            patcher.resource.body.validate(merged)
            refused = None
        except Problems as found:
            refused = [problem["field"] for problem in found.problems]
        answer = patcher.patch(item_id, patch)
        if refused is None:
            assert answer.status == 200, (patch, answer.body)
            continue
        assert answer.status == 400, (patch, answer.body)
        assert [d["field"] for d in answer.body["error"]["details"]] == refused, patch
        assert patcher.read(item_id) == before


def test_an_object_field_is_merged_key_by_key(patcher: Caller) -> None:
    item = patcher.read(patcher.new_item()["id"])
    objects = [key for key in patcher.resource.fields if isinstance(item.get(key), dict)]
    if not objects:
        pytest.skip("no object-valued field")
    for key in objects:
        stored = patcher.read(item["id"])
        kept = patcher.patch(item["id"], {key: {}})  # merged: nothing changes
        assert (kept.status, kept.body[key], kept.body["version"]) == (200, stored[key], stored["version"])
        number = next((sub for sub, value in stored[key].items() if isinstance(value, (int, float))), None)
        if number is not None:
            moved = patcher.patch(item["id"], {key: {number: stored[key][number] + 1}})
            assert moved.status == 200, moved.body
            assert moved.body[key] == {**stored[key], number: stored[key][number] + 1}
        first = next(iter(stored[key]))
        merged = merge_patch(_body(patcher.resource, patcher.read(item["id"])), {key: {first: None}})
        removed = patcher.patch(item["id"], {key: {first: None}})
        try:
            patcher.resource.body.validate(merged)
        except Problems:
            assert (removed.status, removed.body["error"]["details"][0]["field"]) == (400, f"{key}.{first}")
        else:
            assert (removed.status, first in removed.body[key]) == (200, False)


def test_a_stale_if_match_is_412_and_the_later_patch_wins_without_one(patcher: Caller) -> None:
    item = patcher.read(patcher.new_item()["id"])
    key, value = _a_change(patcher)
    stale = patcher.patch(item["id"], {key: value}, headers={"If-Match": '"9"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert patcher.read(item["id"]) == item
    later = patcher.patch(item["id"], {key: value})
    assert (later.status, later.body["version"], later.body[key]) == (200, 2, value)


def test_a_patch_naming_nothing_or_another_firms_record_is_400_naming_it(
    patcher: Caller, stack: Stack
) -> None:
    references = [key for key in patcher.resource.references if key in patcher.example]
    if not references:
        pytest.skip("the resource references nothing")
    item = patcher.read(patcher.new_item()["id"])
    theirs = Caller(stack, patcher.resource).example
    for key in references:
        many = isinstance(patcher.example[key], list)
        for foreign in (theirs[key], [NOBODY_RECORD] if many else NOBODY_RECORD):
            if foreign == []:
                continue
            refused = patcher.patch(item["id"], {key: foreign})
            assert (refused.status, refused.code) == (400, "invalid_request"), (key, refused.body)
            assert (f"{key}[0]" if many else key) in [d["field"] for d in refused.body["error"]["details"]]
    assert patcher.read(item["id"]) == item


def test_a_patch_is_not_replayed_and_sent_again_changes_nothing(patcher: Caller) -> None:
    """PATCH takes no Idempotency-Key (spec 5.3: POST): a retry runs again, and a merge patch applied
    twice leaves what it left once, so the retry writes nothing."""
    item = patcher.new_item()
    key, value = _a_change(patcher)
    first, again = (patcher.patch(item["id"], {key: value}, headers={"Idempotency-Key": "kit-patch-1"})
                    for _ in range(2))  # fmt: skip
    assert (first.status, again.status, "Idempotent-Replayed" in again.headers) == (200, 200, False)
    assert (first.body["version"], again.body) == (2, first.body)


def test_a_patch_moves_unique_values(patcher: Caller) -> None:
    needs(patcher, "create")
    single = [key for key in patcher.resource.unique if isinstance(key, str)]
    if not single:
        pytest.skip("no value unique on its own")
    first, second = patcher.new_item(), patcher.create(_unique_variant(patcher, 2)).body
    for key in single:
        taken = patcher.patch(first["id"], {key: second[key]})
        assert (taken.status, taken.code) == (409, "already_exists"), taken.body
        assert patcher.patch(first["id"], {key: f"{first[key]} renamed"}).status == 200
        freed = patcher.patch(second["id"], {key: first[key]})  # the first's old value is free again
        assert freed.status == 200, freed.body


def test_a_patch_moves_the_item_between_filtered_lists(patcher: Caller) -> None:
    needs(patcher, "list")
    fields = patcher.resource.fields
    choices = [f for f in patcher.resource.filters if isinstance(fields.get(f.stored_key), Choice)]
    if not choices:
        pytest.skip("no filter on a choice")
    item = patcher.read(patcher.new_item()["id"])
    for list_filter in choices:
        kind, old = fields[list_filter.stored_key], item[list_filter.stored_key]
        assert isinstance(kind, Choice)
        new = next(value for value in kind.values if value != old)
        assert patcher.patch(item["id"], {list_filter.stored_key: new}).status == 200
        assert item["id"] not in patcher.listed(extra=f"{list_filter.name}={old}")
        assert item["id"] in patcher.listed(extra=f"{list_filter.name}={new}")


def test_an_archived_item_is_patched_and_stays_archived(patcher: Caller) -> None:
    if not patcher.resource.archive:
        pytest.skip("the resource does not archive")
    item = patcher.new_item()
    archived = patcher.call("POST", f"{patcher.item(item['id'])}/archive").body
    key, value = _a_change(patcher)
    patched = patcher.patch(item["id"], {key: value})
    assert (patched.status, patched.body["version"], patched.body[key]) == (200, 3, value)
    assert (patched.body["archived"], patched.body["archivedAt"]) == (True, archived["archivedAt"])
    if "list" in operations_of(patcher):
        assert patcher.listed() == []
        assert patcher.listed(extra="archived=true") == [item["id"]]


@pytest.mark.parametrize("name", PATCHED)
def test_a_patch_is_documented_with_its_own_body_if_match_and_412(name: str) -> None:
    resource = RESOURCES[name]
    route = next(r for r in app_of(resource)().routes if (r.method, r.path) == ("PATCH", resource.item_path))
    document = build_document([route], title="kit", version="1")
    operation = document["paths"][resource.item_path]["patch"]
    assert operation["operationId"] == f"patch_{name.replace('-', '_')}"
    body = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    schema = document["components"]["schemas"][body.rpartition("/")[2]]
    assert (schema.get("required"), schema["additionalProperties"]) == (None, False)
    guarded = {guard.key for guard in route.guards}  # kernel.body_guards: expectedCatalogVersion
    assert set(schema["properties"]) - guarded == set(resource.fields)
    nullable = {key for key, shown in schema["properties"].items() if _takes_null(shown)}
    assert nullable == {key for key, kind in resource.fields.items() if not kind.required}
    assert {"$ref": "#/components/parameters/If-Match"} in operation["parameters"]
    assert {"$ref": "#/components/parameters/Idempotency-Key"} not in operation["parameters"]
    assert "412" in operation["responses"]


def test_a_patch_of_a_child_is_an_update_of_its_parent_in_the_feed(stack: Stack) -> None:
    """No family's child resource offers PATCH yet: one declared here (and taken back out of the
    registry at once) shows a patch touching its parent record as a replace does."""
    router = Router()
    lines = Resource(
        name="kit-patch-lines", path="/api/v1/x/companies/{id}/kit-patch-lines", parent="Company",
        id_prefix="kpl", noun="line", fields={"text": Text(), "note": Text(required=False)},
        example={"text": "One", "note": "Two"}, operations=DEFAULT_OPERATIONS | {"patch"},
    )  # fmt: skip
    try:
        declare(router, lines)
    finally:
        REGISTRY[:] = [resource for resource in REGISTRY if resource is not lines]
    token = stack.api_token(stack.member(stack.firm(), "admin"), ALL_SCOPES)
    app, records = stack.app(example_app(router)), stack.app(APPS["records"]())
    company = call(records, "POST", "/api/v1/x/records/Company", token=token, body=PARENT_VALUES["Company"])
    company_id = company.body["result"]["id"]
    path = lines.path.replace("{id}", company_id)
    made = call(app, "POST", path, token=token, body=lines.example).body
    patched = call(app, "PATCH", f"{path}/{made['id']}", token=token, body={"note": None})
    assert (patched.status, patched.body["version"], "note" in patched.body) == (200, 2, False)
    feed = call(records, "GET", "/api/v1/x/changes", token=token).body["items"]
    touched = [(entry["kind"], entry["recordId"], entry["changedFields"]) for entry in feed[-2:]]
    assert touched == [("updated", company_id, ["kit-patch-lines"])] * 2


def test_a_kit_patch_beside_a_hand_written_replace_is_refused_at_declaration() -> None:
    lines = Resource(name="kit-patch-by-hand", path="/api/v1/x/kit-patch-by-hand", id_prefix="kpbh",
                     noun="thing", fields={"text": Text()}, example={"text": "One"},
                     operations=DEFAULT_OPERATIONS | {"patch"})  # fmt: skip
    replaced_by_hand = ByHand(lambda request: None)
    with pytest.raises(ValueError, match="patch must be served by hand too"):
        declare(Router(), lines, by_hand={"replace": replaced_by_hand})
    assert all(resource is not lines for resource in REGISTRY)


@contextmanager
def aws_calls(client: Any) -> Iterator[list[str]]:
    seen: list[str] = []

    def note(model: Any, **_: Any) -> None:
        seen.append(model.name)

    client.meta.events.register("before-call.dynamodb", note)
    try:
        yield seen
    finally:
        client.meta.events.unregister("before-call.dynamodb", note)


@resources()
def test_no_operation_scans_and_a_page_is_one_query(caller: Caller, stack: Stack) -> None:
    with aws_calls(stack.dynamodb) as seen:
        item = caller.new_item()
        caller.call("GET", caller.item(item["id"]))
        if "replace" in operations_of(caller):
            caller.call("PUT", caller.item(item["id"]), body=caller.example)
        if "patch" in operations_of(caller):
            caller.call("PATCH", caller.item(item["id"]), body=_one_key(caller.example))
    assert "Scan" not in seen
    if "list" not in operations_of(caller):
        return
    with aws_calls(stack.dynamodb) as listing:
        caller.listed()
    assert "Scan" not in listing
    assert listing.count("Query") == 1  # the collection's partition, or a filter's index


def _unique_variant(caller: Caller, n: int) -> dict[str, Any]:
    """The example naming records of its own, with its unique values changed: a second item."""
    body = caller.with_real_ids(caller.create_example())
    body |= _varied(caller.resource, body, n)
    if caller.resource.filters:  # listed beside the first: the same values of the required filters
        body |= {f.stored_key: caller.example[f.stored_key] for f in caller.resource.filters if f.required}
    return body


def _varied(resource: Resource, body: dict[str, Any], n: int) -> dict[str, Any]:
    """Values that make a second item's unique ones differ: each unique key, or the first key of a set
    unique together, with `n` appended, or another code of its list (a currency); a reference is
    already another record."""
    varied = {}
    for unique in resource.unique:
        keys = [key for key in unique_keys(unique) if key not in resource.references]
        if keys and len(keys) == len(unique_keys(unique)):
            kind = resource.fields[keys[0]]
            if isinstance(kind, Code):
                varied[keys[0]] = sorted(kind.codes - {body[key] for key in keys})[n]
            else:
                varied[keys[0]] = f"{body[keys[0]]}{n}"
    return varied


def _one_key(body: dict[str, Any]) -> dict[str, Any]:
    return dict(list(body.items())[:1])


def _a_change(caller: Caller) -> tuple[str, Any]:
    """A field of the example and another valid value for it: the text edited, or another choice."""
    for key, value in caller.example.items():
        kind = caller.resource.fields[key]
        if isinstance(kind, Text) and kind.pattern is None and isinstance(value, str):
            return key, f"{value[: kind.max_length - 9]} (edited)"
        if isinstance(kind, Choice) and len(kind.values) > 1:
            return key, next(other for other in kind.values if other != value)
    pytest.skip("no text or choice in the example to change")


def _body(resource: Resource, item: dict[str, Any]) -> dict[str, Any]:
    """The body an answer shows, its numbers as the kit reads them (exact, never a float)."""
    as_sent: dict[str, Any] = json_codec.loads(json.dumps(item))
    return body_of(resource, as_sent)


def _unversioned(item: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in item.items() if key not in ("version", "updatedAt")}


def _removable(resource: Resource, item: dict[str, Any]) -> list[str]:
    """The optional fields the item holds (other than at their default) whose removal alone leaves a
    body the declaration takes."""
    body, found = _body(resource, item), []
    for key, kind in resource.fields.items():
        if kind.required or body.get(key) in (None, kind.default):
            continue
        try:
            resource.body.validate({name: value for name, value in body.items() if name != key})
        except Problems:
            continue
        found.append(key)
    return found


def _probing_patches(resource: Resource, item: dict[str, Any]) -> list[dict[str, Any]]:
    """Patches that test the body a patch makes against the declaration: each optional field removed,
    each date and date-time moved far back (before any other it must follow)."""
    patches: list[dict[str, Any]] = []
    for key, kind in resource.fields.items():
        if not kind.required and item.get(key) is not None:
            patches.append({key: None})
        if isinstance(kind, DateTime):
            patches.append({key: "1900-01-01T00:00:00Z"})
        elif isinstance(kind, Day):
            patches.append({key: "1900-01-01"})
    return patches


def _takes_null(schema: dict[str, Any]) -> bool:
    kind = schema.get("type")
    return (isinstance(kind, list) and "null" in kind) or {"type": "null"} in schema.get("anyOf", [])


def _without(query: str, name: str) -> str:
    return "&".join(part for part in query.split("&") if part and not part.startswith(f"{name}="))


def _text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)
