"""The kit's contract, run against every resource any family declares (kit.resource.REGISTRY): what a
plain resource promises, whoever declared it. A new declaration is covered without listing it here."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from kernel.pipeline import App
from kit.resource import REGISTRY, Resource, examples
from local_stack.families import families
from tests.integration.records_support import TickingClock
from tests.support import Member, Result, Stack, call

APPS = {family.name: family.module() for family in families()}  # importing them fills the registry
RESOURCES = {resource.name: resource for resource in REGISTRY}
PARENT_VALUES = {
    "Company": {"name": "Parent Co", "companyType": "Portfolio"},
    "Deal": {"name": "Parent deal"},
    "Person": {"firstName": "Pat", "lastName": "Parent"},
    "Investor": {"name": "Parent LP"},
    "Lead": {"name": "Parent lead"},
}
NOBODY = f"{'x' * 4}_{'0' * 26}"  # the shape of an item id, of no item
ALL_SCOPES = [
    "records:write",
    "fields:write",
    "views:write",
    "connectors:draft",
    "connectors:activate",
    "automations:draft",
    "automations:publish",
]


def family_of(resource: Resource) -> str:
    for name, module in APPS.items():
        if any(route.path == resource.path for route in module.app.routes):
            return name
    raise AssertionError(f"no family serves {resource.path}")


class Caller:
    """A member of a fresh firm, with every scope, calling the resource's family and records."""

    def __init__(self, stack: Stack, resource: Resource) -> None:
        self.stack = stack
        self.resource = resource
        self.member: Member = stack.member(stack.firm(), "admin")
        self.token = stack.api_token(self.member, ALL_SCOPES)
        self.app: App = stack.app(APPS[family_of(resource)].create_app())
        self.records: App = stack.app(APPS["records"].create_app())
        self.parent_id = self.record(resource.parent) if resource.parent else None
        named = {**resource.references, **resource.example_ids}
        self.example = examples(resource)[0] | {key: self.make(kind) for key, kind in named.items()}

    def make(self, kind: str | Resource) -> str:
        """A record of a type, or an item of another resource, for the example to name."""
        if isinstance(kind, str):
            return self.record(kind)
        app = self.stack.app(APPS[family_of(kind)].create_app())
        made = call(app, "POST", kind.path, token=self.token, body=examples(kind)[0])
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

    def call(self, method: str, path: str, **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.app, method, path, **kwargs)

    def required_filters(self, body: dict[str, Any]) -> str:
        return "&".join(f"{f.name}={body[f.name]}" for f in self.resource.filters if f.required)

    def create(self, body: dict[str, Any] | None = None, **kwargs: Any) -> Result:
        return self.call("POST", self.path(), body=self.example if body is None else body, **kwargs)


def needs_create(caller: Caller) -> None:
    """A resource without a create route (its items are written beside the API: a person's
    notifications, by automations) gives the suite nothing to make: a test that needs an item skips,
    and test_a_resource_without_create_refuses_post_and_finds_nothing covers what remains."""
    if "create" not in caller.resource.operations:
        pytest.skip("no create route: the resource's own tests make its items")


@pytest.fixture(params=sorted(RESOURCES))
def caller(request: pytest.FixtureRequest, stack: Stack) -> Caller:
    stack.clock = TickingClock()
    return Caller(stack, RESOURCES[request.param])


def test_every_resource_has_an_example_body() -> None:
    assert RESOURCES, "no family declares a resource"
    assert [name for name, resource in RESOURCES.items() if not examples(resource)] == []


def test_create_get_list_replace_and_delete(caller: Caller) -> None:
    needs_create(caller)
    body = caller.example
    created = caller.create()
    assert created.status == 201, created.body
    item = created.body
    assert created.headers["ETag"] == '"1"'
    assert created.headers["Location"] == f"{caller.path()}/{item['id']}"
    got = caller.call("GET", f"{caller.path()}/{item['id']}")
    assert (got.status, got.body) == (200, item)
    listed = caller.call("GET", caller.path(), query=caller.required_filters(body))
    assert [each["id"] for each in listed.body["items"]] == [item["id"]]
    if "replace" in caller.resource.operations:
        replaced = caller.call("PUT", f"{caller.path()}/{item['id']}", body=body, headers={"If-Match": '"1"'})
        assert (replaced.status, replaced.body["version"]) == (200, 2)
        stale = caller.call("PUT", f"{caller.path()}/{item['id']}", body=body, headers={"If-Match": '"1"'})
        assert (stale.status, stale.code) == (412, "version_conflict")
    deleted = caller.call("DELETE", f"{caller.path()}/{item['id']}")
    if "delete" in caller.resource.operations:
        assert deleted.status == 200
        assert caller.call("GET", f"{caller.path()}/{item['id']}").status == 404
    else:
        assert (deleted.status, deleted.code) == (405, "method_not_allowed")


def test_another_firm_sees_nothing(caller: Caller, stack: Stack) -> None:
    needs_create(caller)
    item = caller.create().body
    other = Caller(stack, caller.resource)
    assert other.call("GET", f"{caller.path()}/{item['id']}").status == 404
    if "replace" in caller.resource.operations:
        assert other.call("PUT", f"{caller.path()}/{item['id']}", body=caller.example).status == 404
    if "delete" in caller.resource.operations:
        assert other.call("DELETE", f"{caller.path()}/{item['id']}").status == 404
    if caller.resource.parent:  # under its own parent, the other firm finds no such item either
        assert other.call("GET", f"{other.path()}/{item['id']}").status == 404


def test_an_unknown_parent_is_404_like_another_firms(caller: Caller, stack: Stack) -> None:
    if caller.resource.parent is None:
        pytest.skip("a resource without a parent record")
    nobody = "rec_" + "0" * 26
    theirs = Caller(stack, caller.resource).parent_id
    for parent_id in (nobody, theirs, "not-an-id"):
        for method, kwargs in (("GET", {}), ("POST", {"body": caller.example})):
            answer = caller.call(method, caller.path(parent_id), **kwargs)
            assert (answer.status, answer.code) == (404, "not_found"), (parent_id, method, answer.body)


def test_an_invalid_body_is_400_with_details_and_nothing_is_stored(caller: Caller) -> None:
    needs_create(caller)
    body = {**caller.example, "notAField": 1}
    refused = caller.create(body)
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert refused.body["error"]["details"]
    assert caller.create({}).status == 400
    listed = caller.call("GET", caller.path(), query=caller.required_filters(caller.example))
    assert listed.body["items"] == []


def test_a_required_list_filter_is_400_when_missing(caller: Caller) -> None:
    if not any(f.required for f in caller.resource.filters):
        pytest.skip("no required filter")
    assert caller.call("GET", caller.path()).status == 400


def test_a_retried_create_is_replayed_and_stored_once(caller: Caller) -> None:
    needs_create(caller)
    first = caller.create(headers={"Idempotency-Key": "kit-contract-1"})
    again = caller.create(headers={"Idempotency-Key": "kit-contract-1"})
    assert first.status == again.status == 201
    assert again.body == first.body
    listed = caller.call("GET", caller.path(), query=caller.required_filters(caller.example))
    assert len(listed.body["items"]) == 1


def test_a_child_write_is_an_update_of_its_parent_in_the_feed(caller: Caller) -> None:
    if caller.resource.parent is None:
        pytest.skip("a resource without a parent record")
    needs_create(caller)
    caller.create()
    feed = call(caller.records, "GET", "/api/v1/x/changes", token=caller.token).body["items"]
    last = feed[-1]
    assert (last["kind"], last["recordId"], last["changedFields"]) == (
        "updated",
        caller.parent_id,
        [caller.resource.name],
    )


def test_a_resource_without_create_refuses_post_and_finds_nothing(caller: Caller) -> None:
    if "create" in caller.resource.operations:
        pytest.skip("the resource has a create route: the tests above make its items")
    refused = caller.create()
    assert (refused.status, refused.code) == (405, "method_not_allowed")
    listed = caller.call("GET", caller.path(), query=caller.required_filters(caller.example))
    assert (listed.status, listed.body["items"]) == (200, [])
    for item_id in (NOBODY, "not-an-id", "..%2F..%2Fx"):
        for method in ("GET", "DELETE"):
            if method.lower() in caller.resource.operations:
                answer = caller.call(method, f"{caller.path()}/{item_id}")
                assert (answer.status, answer.code) == (404, "not_found"), (method, item_id)


@contextmanager
def operations(client: Any) -> Iterator[list[str]]:
    seen: list[str] = []

    def note(model: Any, **_: Any) -> None:
        seen.append(model.name)

    client.meta.events.register("before-call.dynamodb", note)
    try:
        yield seen
    finally:
        client.meta.events.unregister("before-call.dynamodb", note)


def test_no_operation_scans_and_a_list_is_one_query(caller: Caller, stack: Stack) -> None:
    with operations(stack.dynamodb) as seen:
        item_id = caller.create().body["id"] if "create" in caller.resource.operations else NOBODY
        caller.call("GET", f"{caller.path()}/{item_id}")
        if "replace" in caller.resource.operations:
            caller.call("PUT", f"{caller.path()}/{item_id}", body=caller.example)
    with operations(stack.dynamodb) as listing:
        caller.call("GET", caller.path(), query=caller.required_filters(caller.example))
    assert "Scan" not in seen + listing
    assert listing.count("Query") == 1


def test_a_required_filter_is_enforced_for_a_resource_that_declares_one(stack: Stack) -> None:
    """No product resource requires a filter yet; the kit's rule is shown on one declared here."""
    from kernel.routing import Router
    from kit.resource import ListFilter, declare
    from portal_api.models import PortalRole, PortalRoleBody

    router = Router()
    scoped = Resource(name="kit-contract-scoped", path="/api/v1/x/kit-contract/scoped", body=PortalRoleBody,
                      view=PortalRole, id_prefix="kcs", noun="scoped item",
                      filters=(ListFilter("name", required=True),))  # fmt: skip
    declare(router, scoped)
    try:
        app = stack.app(App([router], service="kit-contract"))
        member = stack.member(stack.firm(), "admin")
        token = stack.api_token(member, ALL_SCOPES)
        made = call(app, "POST", scoped.path, token=token, body={"name": "Alpha"})
        assert made.status == 201
        missing = call(app, "GET", scoped.path, token=token)
        assert (missing.status, missing.body["error"]["details"][0]["field"]) == (400, "name")
        found = call(app, "GET", scoped.path, token=token, query="name=Alpha")
        assert [item["id"] for item in found.body["items"]] == [made.body["id"]]
        assert call(app, "GET", scoped.path, token=token, query="name=Beta").body["items"] == []
    finally:
        REGISTRY.remove(scoped)
