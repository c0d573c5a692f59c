"""The kit's contract, run against every resource any family declares (kit.resource.REGISTRY) and the
README's example: what a declared resource promises, whoever declared it. A new declaration is covered
without listing it here, and the suite follows its `operations`: a resource with list and create only
passes it unchanged.

Each test makes a fresh firm. An item is made as a client makes one (POST), or, for a resource nobody
creates over the API (a person's notifications), written as its writers beside the routes write it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from kernel.pipeline import App
from kernel.policy import SCOPES
from kernel.routing import RouteSpec
from kernel.unit_of_work import Actor, Commit, commit
from kit.fields import Code, Fields, ListOf, Ref
from kit.resource import REGISTRY, Resource, creation_writes, examples, unique_keys
from local_stack.families import families
from tests.integration.records_support import TickingClock
from tests.kit_examples import EXAMPLES, example_app
from tests.support import FormValue, Member, Result, Stack, call

APPS: dict[str, Callable[[], App]] = {family.name: family.module().create_app for family in families()}


EXAMPLE_ROUTERS = {name: make()[1] for name, make in EXAMPLES.items()}  # declared before RESOURCES is read
EXAMPLE = EXAMPLES["site-visits"]()[0]


RESOURCES = {resource.name: resource for resource in REGISTRY}
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


def app_of(resource: Resource) -> Callable[[], App]:
    if resource.name in EXAMPLE_ROUTERS:
        return lambda: example_app(EXAMPLE_ROUTERS[resource.name])
    for make in APPS.values():
        if any(route.path == resource.path for route in make().routes):
            return make
    raise AssertionError(f"no family serves {resource.path}")


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
        return [each["id"] for each in answer.body["items"]]

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


@pytest.fixture(params=sorted(RESOURCES))
def caller(request: pytest.FixtureRequest, stack: Stack) -> Caller:
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


def test_routes_are_exactly_the_declared_operations(caller: Caller) -> None:
    """Every undeclared method on a path that exists is 405 naming the declared ones in Allow."""
    item = caller.new_item() if {"get", "create"} & operations_of(caller) else None
    ops = operations_of(caller)
    collection = {"GET": "list" in ops, "POST": "create" in ops}
    at_item = {"GET": "get" in ops, "PUT": "replace" in ops, "DELETE": "delete" in ops}
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


def test_create_get_list_replace_and_delete(caller: Caller) -> None:
    needs(caller, "create")
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


def test_a_list_is_newest_first(caller: Caller) -> None:
    needs(caller, "list", "create")
    first, second = caller.new_item(), caller.create(_unique_variant(caller, 2))
    assert second.status == 201, second.body
    assert caller.listed() == [second.body["id"], first["id"]]


def test_another_firm_sees_nothing(caller: Caller, stack: Stack) -> None:
    item = caller.new_item()
    other = Caller(stack, caller.resource)
    for method, body in (("GET", None), ("PUT", other.example), ("DELETE", None)):
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


def test_hostile_item_ids_are_404(caller: Caller) -> None:
    needs(caller, "get")
    for item_id in HOSTILE_IDS:
        answer = caller.call("GET", f"{caller.path()}/{item_id}")
        assert (answer.status, answer.code) == (404, "not_found"), item_id


def test_an_unknown_parent_is_404_like_another_firms(caller: Caller, stack: Stack) -> None:
    parent = caller.resource.parent
    if parent is None:
        pytest.skip("a resource without a parent")
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


def test_an_invalid_body_is_400_naming_each_field_and_nothing_is_stored(caller: Caller) -> None:
    needs(caller, "create")
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


def test_a_reference_to_nothing_or_another_firms_record_is_400_naming_it(
    caller: Caller, stack: Stack
) -> None:
    needs(caller, "create")
    if not caller.resource.references:
        pytest.skip("the resource references nothing")
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


def test_a_required_list_filter_is_400_when_missing(caller: Caller) -> None:
    needs(caller, "list")
    required = [f.name for f in caller.resource.filters if f.required]
    if not required:
        pytest.skip("no required filter")
    missing = caller.call("GET", caller.path())
    assert (missing.status, missing.code) == (400, "invalid_request")
    assert [d["field"] for d in missing.body["error"]["details"]] == required


def test_a_filter_naming_no_live_record_is_404(caller: Caller, stack: Stack) -> None:
    needs(caller, "list")
    naming = [f for f in caller.resource.filters if f.stored_key in caller.resource.references]
    if not naming:
        pytest.skip("no filter names a record")
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


def test_each_filter_lists_what_it_names(caller: Caller) -> None:
    needs(caller, "list")
    if not caller.resource.filters:
        pytest.skip("no filters")
    item = caller.new_item()
    for list_filter in caller.resource.filters:
        value = item.get(list_filter.stored_key)
        if value is None or value == []:
            continue
        rest = _without(caller.list_query(caller.example), list_filter.name)
        query = "&".join(p for p in (rest, f"{list_filter.name}={_text(_first(value))}") if p)
        listed = caller.call("GET", caller.path(), query=query)
        assert [each["id"] for each in listed.body["items"]] == [item["id"]], (list_filter.name, listed.body)


def test_a_retried_create_is_replayed_and_stored_once(caller: Caller) -> None:
    needs(caller, "create")
    first = caller.create(headers={"Idempotency-Key": "kit-contract-1"})
    again = caller.create(headers={"Idempotency-Key": "kit-contract-1"})
    assert first.status == again.status == 201
    assert again.body == first.body
    assert again.headers["Idempotent-Replayed"] == "true"
    if "list" in operations_of(caller):
        assert caller.listed() == [first.body["id"]]


def test_a_child_write_is_an_update_of_its_parent_in_the_feed(caller: Caller) -> None:
    if caller.resource.parent is None:
        pytest.skip("a resource without a parent")
    needs(caller, "create")
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


def test_archive_hides_an_item_from_lists_until_unarchived(caller: Caller) -> None:
    if not caller.resource.archive:
        pytest.skip("the resource does not archive")
    item = caller.new_item()
    archived = caller.call("POST", f"{caller.item(item['id'])}/archive", headers={"If-Match": '"1"'})
    assert (archived.status, archived.body["archived"]) == (200, True)
    assert caller.listed() == []
    assert caller.listed(extra="archived=true") == [item["id"]]
    back = caller.call("POST", f"{caller.item(item['id'])}/unarchive")
    assert (back.status, back.body["archived"]) == (200, False)
    assert caller.listed() == [item["id"]]


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


def test_no_operation_scans_and_a_page_is_one_query(caller: Caller, stack: Stack) -> None:
    with aws_calls(stack.dynamodb) as seen:
        item = caller.new_item()
        caller.call("GET", caller.item(item["id"]))
        if "replace" in operations_of(caller):
            caller.call("PUT", caller.item(item["id"]), body=caller.example)
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


def _without(query: str, name: str) -> str:
    return "&".join(part for part in query.split("&") if part and not part.startswith(f"{name}="))


def _text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)
