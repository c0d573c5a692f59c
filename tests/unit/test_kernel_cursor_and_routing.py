"""Sealed list cursors, the firm-bound store's key rules, and the route registry (DESIGN.md 3, 4)."""

from __future__ import annotations

import base64
from typing import Any

import pytest

from kernel.cursor import CursorCodec
from kernel.errors import ApiError
from kernel.models import BodyModel, QueryModel
from kernel.request import Request
from kernel.routing import RouteClass, Router, RouteSpec, RouteTable
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Actor, ChangeSequence, Commit, Create, RecordChange, Update, commit

KEY = b"k" * 32
LAST_KEY = {"pk": {"S": "frm_a#REC#Company"}, "sk": {"S": "rec_01"}}
SCOPE = "frm_a|REC#Company||False"


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def assert_invalid_cursor(call: Any, *args: Any) -> None:
    with pytest.raises(ApiError) as caught:
        call(*args)
    assert caught.value.status == 400
    assert caught.value.code == "invalid_cursor"


# ---- CursorCodec -------------------------------------------------------------------------------


def test_cursor_round_trips_the_last_key() -> None:
    codec = CursorCodec(KEY)
    assert codec.decode(codec.encode(LAST_KEY, SCOPE), SCOPE) == LAST_KEY


def test_cursor_is_url_safe_text() -> None:
    cursor = CursorCodec(KEY).encode({"pk": {"S": "a+b/c?d=e&f"}, "sk": {"S": "~\u00e9"}}, SCOPE)
    assert set(cursor) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")


def test_cursor_with_any_flipped_byte_is_400_invalid_cursor() -> None:
    codec = CursorCodec(KEY)
    raw = bytearray(unb64(codec.encode(LAST_KEY, SCOPE)))
    for index in range(len(raw)):  # the nonce, the sealed key and the tag alike
        flipped = bytearray(raw)
        flipped[index] ^= 0x01
        assert_invalid_cursor(codec.decode, b64(bytes(flipped)), SCOPE)


def test_a_cursor_shows_nothing_of_the_key_and_a_plain_one_is_refused() -> None:
    codec = CursorCodec(KEY)
    sealed = unb64(codec.encode(LAST_KEY, SCOPE))
    assert b"frm_a" not in sealed
    assert b"rec_01" not in sealed
    plain = b64(b'{"pk":{"S":"frm_b#REC#Company"},"sk":{"S":"rec_01"}}')
    assert_invalid_cursor(codec.decode, plain, SCOPE)


def test_cursor_signed_with_another_key_is_400() -> None:
    cursor = CursorCodec(b"x" * 32).encode(LAST_KEY, SCOPE)
    assert_invalid_cursor(CursorCodec(KEY).decode, cursor, SCOPE)


@pytest.mark.parametrize(
    "cursor",
    ["", ".", "abc", "abc.", ".abc", "a.b.c", "!!!.???", "\u00e9t\u00e9.\u00e9t\u00e9", "x" * 5000 + ".abc"],
    ids=["empty", "dot", "no-dot", "no-mac", "no-payload", "three-parts", "symbols", "non-ascii", "huge"],
)
def test_garbage_cursor_is_400_invalid_cursor(cursor: str) -> None:
    assert_invalid_cursor(CursorCodec(KEY).decode, cursor, SCOPE)


@pytest.mark.parametrize(
    "other_scope",
    [
        "frm_b|REC#Company||False",
        "frm_a|REC#Person||False",
        "frm_a|REC#Company|2024|False",
        "frm_a|REC#Company||True",
    ],
    ids=["other-firm", "other-partition", "other-sort-prefix", "other-order"],
)
def test_cursor_for_another_list_is_400_invalid_cursor(other_scope: str) -> None:
    codec = CursorCodec(KEY)
    assert_invalid_cursor(codec.decode, codec.encode(LAST_KEY, SCOPE), other_scope)


# ---- TenantStore -------------------------------------------------------------------------------


class FakeDynamoDB:
    """Answers Query with one item and a LastEvaluatedKey inside the queried partition; records the
    keys GetItem asks for and the transactions it is given (and commits nothing)."""

    def __init__(self) -> None:
        self.queries: list[dict[str, Any]] = []
        self.gets: list[dict[str, Any]] = []
        self.transactions: list[list[dict[str, Any]]] = []

    def get_item(self, **kwargs: Any) -> dict[str, Any]:
        self.gets.append(kwargs)
        return {}

    def transact_write_items(self, **kwargs: Any) -> dict[str, Any]:
        self.transactions.append(kwargs["TransactItems"])
        return {}

    def query(self, **kwargs: Any) -> dict[str, Any]:
        self.queries.append(kwargs)
        pk = kwargs["ExpressionAttributeValues"][":pk"]["S"]
        item = {"pk": {"S": pk}, "sk": {"S": "rec_01"}, "name": {"S": "Acme"}}
        return {"Items": [item], "LastEvaluatedKey": {"pk": {"S": pk}, "sk": {"S": "rec_01"}}}


def store(firm_id: str, client: FakeDynamoDB) -> TenantStore:
    codec = CursorCodec(KEY)
    return TenantStore(firm_id, "data", lambda: codec, client=client)  # type: ignore[arg-type]


@pytest.mark.parametrize("firm_id", ["frm#b", "#", "frm_a#", ""])
def test_tenant_store_refuses_a_firm_id_with_the_delimiter_or_empty(firm_id: str) -> None:
    with pytest.raises(ValueError, match="firm id"):
        TenantStore(firm_id, "data", lambda: CursorCodec(KEY))


def test_tenant_store_prefixes_every_key_with_the_firm() -> None:
    client = FakeDynamoDB()
    tenant = store("frm_a", client)
    assert tenant.partition_key("REC#Company") == "frm_a#REC#Company"
    assert tenant.get("REC#Company", "rec_01") is None
    assert client.gets[0]["Key"] == {"pk": {"S": "frm_a#REC#Company"}, "sk": {"S": "rec_01"}}
    assert tenant.owns("frm_a#REC#Company")
    assert not tenant.owns("frm_b#REC#Company")
    assert not tenant.owns("frm_ab#REC#Company")


def test_tenant_store_refuses_an_empty_partition() -> None:
    with pytest.raises(ValueError, match="partition"):
        store("frm_a", FakeDynamoDB()).partition_key("")


def test_tenant_store_refuses_a_partition_starting_with_the_delimiter() -> None:
    with pytest.raises(ValueError, match="partition"):
        store("frm_a", FakeDynamoDB()).partition_key("#REC")


def test_tenant_store_list_cursor_continues_the_same_list() -> None:
    client = FakeDynamoDB()
    tenant = store("frm_a", client)
    page = tenant.query("REC#Company")
    assert page.items == [{"name": "Acme"}]
    assert page.next_cursor
    tenant.query("REC#Company", cursor=page.next_cursor)
    assert client.queries[1]["ExclusiveStartKey"] == {"pk": {"S": "frm_a#REC#Company"}, "sk": {"S": "rec_01"}}


def test_tenant_store_refuses_a_cursor_from_another_firm() -> None:
    client = FakeDynamoDB()
    cursor = store("frm_a", client).query("REC#Company").next_cursor
    assert cursor
    with pytest.raises(ApiError) as caught:
        store("frm_b", client).query("REC#Company", cursor=cursor)
    assert caught.value.status == 400
    assert caught.value.code == "invalid_cursor"
    assert len(client.queries) == 1


@pytest.mark.parametrize(
    "other",
    [
        {"partition": "REC#Person"},
        {"partition": "REC#Company", "sort_prefix": "2024"},
        {"partition": "REC#Company", "newest_first": True},
    ],
    ids=["other-partition", "other-sort-prefix", "other-order"],
)
def test_tenant_store_refuses_a_cursor_from_another_list_of_the_same_firm(other: dict[str, Any]) -> None:
    client = FakeDynamoDB()
    tenant = store("frm_a", client)
    cursor = tenant.query("REC#Company").next_cursor
    with pytest.raises(ApiError) as caught:
        tenant.query(cursor=cursor, **other)
    assert caught.value.code == "invalid_cursor"
    assert len(client.queries) == 1


@pytest.mark.parametrize(("limit", "sent"), [(0, 1), (500, 200), (25, 25)])
def test_tenant_store_clamps_the_page_size(limit: int, sent: int) -> None:
    client = FakeDynamoDB()
    store("frm_a", client).query("REC#Company", limit=limit)
    assert client.queries[0]["Limit"] == sent


def commit_to(tenant: TenantStore, writes: list[Any]) -> None:
    sequence = ChangeSequence()
    sequence.saw(tenant.firm_id, 6)  # the firm's last change number, so nothing is read first
    context = Commit(tenant, Actor("usr_a", "api"), "req_1", lambda: 1_800_000_000.0, sequence)
    commit(writes, context)


def written_keys(transaction: list[dict[str, Any]]) -> list[str]:
    return [
        (operation.get("Key") or operation["Item"])["pk"]["S"]
        for item in transaction
        for operation in item.values()
    ]


def test_the_unit_of_work_writes_only_the_keys_of_the_stores_firm() -> None:
    client = FakeDynamoDB()
    tenant = store("frm_a", client)
    commit_to(
        tenant,
        [
            Create("REC#Company", "rec_01", {"name": "Acme"}, change=RecordChange("Company", "rec_01")),
            Update("REC#Company", "rec_02", 3, {"name": "Beta"}),
            Create("frm_b#REC#Company", "rec_03", {"name": "Not in firm b"}),  # a partition named like a key
        ],
    )
    (transaction,) = client.transactions
    assert written_keys(transaction) == [
        "frm_a#REC#Company",
        "frm_a#REC#Company",
        "frm_a#frm_b#REC#Company",
        "frm_a#CHANGES",
        "frm_a#CHANGE_SEQUENCE",
    ]
    assert all(tenant.owns(pk) for pk in written_keys(transaction))


def test_the_unit_of_work_refuses_a_partition_starting_with_the_delimiter() -> None:
    client = FakeDynamoDB()
    with pytest.raises(ValueError, match="partition"):
        commit_to(store("frm_a", client), [Create("#frm_b#REC#Company", "rec_01", {"name": "Acme"})])
    with pytest.raises(ValueError, match="partition"):
        commit_to(store("frm_a", client), [Update("#REC#Company", "rec_01", 1, {"name": "Acme"})])
    assert client.transactions == []


# ---- routing: RouteSpec.matches ----------------------------------------------------------------


def spec(method: str = "GET", path: str = "/api/v1/x/forms/{id}") -> RouteSpec:
    route_class = RouteClass.QUERY if method == "GET" else RouteClass.RECORD

    def handler(request: object) -> None: ...

    handler.__name__ = f"{method} {path}"  # an operation name of its own, as every route has
    return RouteSpec(method, path, route_class, "test", handler)


@pytest.mark.parametrize(
    ("template", "path"),
    [
        ("/api/v1/x/catalog", "/api/v1/x/catalog"),
        ("/api/v1/x/forms/{id}", "/api/v1/x/forms/frm_01"),
        ("/api/v1/x/forms/{id}/versions", "/api/v1/x/forms/frm_01/versions"),
        ("/api/v1/x/companies/{companyId}/notes/{noteId}", "/api/v1/x/companies/c1/notes/n1"),
    ],
)
def test_route_matches_paths_that_fit_its_template(template: str, path: str) -> None:
    assert spec(path=template).match(path) is not None


@pytest.mark.parametrize(
    ("template", "path"),
    [
        ("/api/v1/x/forms/{id}", "/api/v1/x/forms"),
        ("/api/v1/x/forms/{id}", "/api/v1/x/forms/a/b"),
        ("/api/v1/x/forms/{id}", "/api/v1/x/forms/"),
        ("/api/v1/x/forms/{id}/versions", "/api/v1/x/forms//versions"),
        ("/api/v1/x/forms/{id}/versions", "/api/v1/x/forms/a/version"),
        ("/api/v1/x/catalog", "/api/v1/x/catalog/"),
        ("/api/v1/x/catalog", "/api/v1/x/Catalog"),
        ("/api/v1/x/forms/{id}", "/api/v1/x/automations/a1"),
    ],
)
def test_route_does_not_match_other_shapes_or_empty_segments(template: str, path: str) -> None:
    assert spec(path=template).match(path) is None


def test_path_parameters_are_named_and_taken_as_sent() -> None:
    route = spec(path="/api/v1/x/companies/{companyId}/notes/{noteId}")
    assert route.path_parameters == ["companyId", "noteId"]
    assert route.match('/api/v1/x/companies/c1/notes/a%23b"c') == {"companyId": "c1", "noteId": 'a%23b"c'}


def test_a_literal_segment_wins_over_a_parameter_and_other_methods_make_a_405() -> None:
    table = RouteTable([spec(path="/api/v1/x/forms/{id}"), spec(path="/api/v1/x/forms/mine"), spec("POST")])
    found = table.find("GET", "/api/v1/x/forms/mine")
    assert found is not None
    assert (found[0].path, found[1]) == ("/api/v1/x/forms/mine", {})
    assert table.find("GET", "/api/v1/x/forms/frm_1") is not None
    assert table.find("DELETE", "/api/v1/x/forms/frm_1") is None
    assert table.methods("/api/v1/x/forms/frm_1") == ["GET", "POST"]
    assert table.methods("/api/v1/x/ledgers") == []


def test_a_path_a_literal_route_fits_answers_only_that_routes_methods() -> None:
    """/taxonomy/{group}/reorder takes POST; PUT there is 405, not an item named "reorder"."""
    table = RouteTable([spec("POST", "/api/v1/x/taxonomy/{group}/reorder"),
                        spec("PUT", "/api/v1/x/taxonomy/{group}/{key}")])  # fmt: skip
    assert table.methods("/api/v1/x/taxonomy/sectors/reorder") == ["POST"]
    assert table.find("PUT", "/api/v1/x/taxonomy/sectors/reorder") is None
    assert table.find("PUT", "/api/v1/x/taxonomy/sectors/saas") is not None


# ---- routing: declaration errors ---------------------------------------------------------------


def handler(request: Request) -> None:
    return None


def declare(router: Router, method: str, path: str, **options: Any) -> None:
    options.setdefault("route_class", RouteClass.QUERY if method.upper() == "GET" else RouteClass.RECORD)
    options.setdefault("summary", "test")
    router.route(method, path, **options)(handler)


@pytest.mark.parametrize("route_class", [RouteClass.RECORD, RouteClass.DRAFT, RouteClass.COMMIT])
def test_get_route_that_is_not_a_query_is_refused_at_declaration(route_class: RouteClass) -> None:
    with pytest.raises(ValueError, match="Query"):
        declare(Router(), "GET", "/api/v1/x/things", route_class=route_class)


def test_unknown_scope_is_refused_at_declaration() -> None:
    with pytest.raises(ValueError, match="unknown scope"):
        declare(Router(), "GET", "/api/v1/x/things", scope="things:read")


def test_unknown_permission_is_refused_at_declaration() -> None:
    with pytest.raises(ValueError, match="unknown permission"):
        declare(Router(), "GET", "/api/v1/x/things", permission="things.manage")


@pytest.mark.parametrize("path", ["/health", "/api/v2/x/things", "/api/v1x/things", "api/v1/x/things", "/"])
def test_path_outside_api_v1_is_refused_at_declaration(path: str) -> None:
    with pytest.raises(ValueError, match="/api/v1"):
        declare(Router(), "GET", path)


@pytest.mark.parametrize("method", ["HEAD", "OPTIONS", "TRACE", "CONNECT"])
def test_unsupported_method_is_refused_at_declaration(method: str) -> None:
    with pytest.raises(ValueError, match="method"):
        declare(Router(), method, "/api/v1/x/things", route_class=RouteClass.QUERY)


def test_the_same_method_and_path_twice_is_refused() -> None:
    router = Router()
    declare(router, "GET", "/api/v1/x/things")
    with pytest.raises(ValueError, match="twice"):
        declare(router, "get", "/api/v1/x/things")
    assert len(router.routes) == 1


def test_the_same_path_with_another_method_is_fine() -> None:
    router = Router()
    declare(router, "GET", "/api/v1/x/things")
    declare(router, "POST", "/api/v1/x/things")
    assert [(r.method, r.path) for r in router.routes] == [
        ("GET", "/api/v1/x/things"),
        ("POST", "/api/v1/x/things"),
    ]


def test_router_helpers_record_the_declaration() -> None:
    router = Router()
    router.get("/api/v1/x/forms/{id}", summary="One form", permission="forms.definition.manage")(handler)
    router.post(
        "/api/v1/x/forms/{id}/activate",
        route_class=RouteClass.COMMIT,
        summary="Activate",
        scope="forms:publish",
        permission="forms.definition.manage",
    )(handler)
    get, post = router.routes
    assert (get.method, get.route_class, get.scope) == ("GET", RouteClass.QUERY, None)
    assert (post.method, post.route_class, post.scope) == ("POST", RouteClass.COMMIT, "forms:publish")
    assert post.permission == "forms.definition.manage"
    assert post.handler is handler


class ThingBody(BodyModel):
    name: str


class ThingQuery(QueryModel):
    colour: str | None = None


def test_the_router_reads_the_body_and_query_models_from_the_handler_annotation() -> None:
    router = Router()

    @router.post("/api/v1/x/things", route_class=RouteClass.RECORD, summary="Create")
    def create(request: Request[ThingBody]) -> None: ...

    @router.get("/api/v1/x/things", summary="List")
    def list_(request: Request[None, ThingQuery]) -> None: ...

    @router.get("/api/v1/x/things/{id}", summary="One")
    def one(request: Request) -> None: ...

    models = [(r.body_model(), r.query_model()) for r in router.routes]
    assert models == [(ThingBody, None), (None, ThingQuery), (None, None)]


def test_a_handler_whose_parameter_is_not_a_request_is_refused_at_declaration() -> None:
    def untyped(request: Any) -> None: ...

    with pytest.raises(ValueError, match=r"Request\[Body, Query\]"):
        Router().get("/api/v1/x/things", summary="List")(untyped)


# ---- routing: what a path allows ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path", "allowed"),
    [
        ("GET", "/api/v1/x/catalog", True),
        ("POST", "/api/v1/x/records/{type}", True),
        ("DELETE", "/api/v1/x/connectors/{id}", True),
        ("GET", "/api/v1/auth/me", True),
        ("POST", "/api/v1/auth/me", False),
        ("POST", "/api/v1/auth/session", False),
        ("GET", "/api/v1/auth/tenants", False),
        ("POST", "/api/v1/auth/switch-tenant", False),
        ("GET", "/api/v1/xyz", False),
    ],
)
def test_api_token_allowed_per_path(method: str, path: str, allowed: bool) -> None:
    assert spec(method, path).api_token_allowed is allowed


@pytest.mark.parametrize(
    ("path", "rejects"),
    [
        ("/api/v1/x/catalog", True),
        ("/api/v1/x/records/{type}", True),
        ("/api/v1/auth/session", False),
        ("/api/v1/auth/switch-tenant", False),
        ("/api/v1/xyz", False),
    ],
)
def test_rejects_tenant_id_only_on_platform_paths(path: str, rejects: bool) -> None:
    assert spec("POST", path).rejects_tenant_id is rejects
