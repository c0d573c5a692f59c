"""Taxonomy (spec 2.5, 4.1) under moto: the first read seeds a group once, even when two read at
once; keys are unique; a delete takes the descendants; reorder names exactly one parent's children."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from catalog.taxonomy import DEFAULTS
from kernel.pipeline import App
from taxonomy_api.handler import create_app
from tests.support import Member, Result, Stack, call

GROUP = "/api/v1/x/taxonomy"


class Caller:
    def __init__(self, stack: Stack) -> None:
        self.stack = stack
        self.member: Member = stack.member(stack.firm(), "admin")
        self.token = stack.api_token(self.member, ["records:write"])
        self.app: App = stack.app(create_app())

    def call(self, method: str, path: str, app: App | None = None, **kwargs: Any) -> Result:
        return call(app or self.app, method, f"{GROUP}{path}", token=self.token, **kwargs)

    def keys(self, group: str) -> list[str]:
        return [item["key"] for item in self.call("GET", f"/{group}").body["items"]]


@pytest.fixture
def caller(stack: Stack) -> Caller:
    return Caller(stack)


def test_the_first_read_of_each_group_seeds_its_defaults(caller: Caller) -> None:
    for group, defaults in DEFAULTS.items():
        got = caller.call("GET", f"/{group}")
        assert got.status == 200
        assert sorted(item["key"] for item in got.body["items"]) == sorted(key for key, _, _ in defaults)
    sectors = caller.call("GET", "/sectors").body["items"]
    keys = [item["key"] for item in sectors]
    assert keys.index("software") < keys.index("saas")  # parents come before their children


def test_two_first_reads_at_once_seed_once(caller: Caller, stack: Stack) -> None:
    def read(_: int) -> int:
        return caller.call("GET", "/deal_types", app=stack.app(create_app())).status  # one container each

    with ThreadPoolExecutor(max_workers=5) as pool:
        assert list(pool.map(read, range(5))) == [200] * 5
    assert sorted(caller.keys("deal_types")) == sorted(key for key, _, _ in DEFAULTS["deal_types"])


def test_a_deleted_default_stays_deleted_and_an_unknown_group_is_404(caller: Caller) -> None:
    caller.call("GET", "/esg_pillar")
    assert caller.call("DELETE", "/esg_pillar/social").status == 200
    assert "social" not in caller.keys("esg_pillar")
    assert caller.call("GET", "/industries").status == 404
    assert caller.call("POST", "/industries", body={"key": "x", "label": "X"}).status == 404


def test_add_change_and_a_taken_key(caller: Caller) -> None:
    caller.call("GET", "/sectors")
    added = caller.call(
        "POST", "/sectors", body={"key": "climate_tech", "label": "Climate tech", "parentKey": "energy"}
    )
    assert added.status == 201
    expected = {"key": "climate_tech", "label": "Climate tech", "parentKey": "energy", "sortOrder": 0}
    assert added.body == {**expected, "description": None}
    taken = caller.call("POST", "/sectors", body={"key": "climate_tech", "label": "Again"})
    assert (taken.status, taken.code) == (409, "already_exists")
    changed = caller.call(
        "PUT", "/sectors/climate_tech", body={"label": "Climate", "description": "Decarbonisation"}
    )
    assert (changed.status, changed.body["parentKey"], changed.body["label"]) == (200, None, "Climate")
    assert caller.call("PUT", "/sectors/nope", body={"label": "X"}).status == 404


@pytest.mark.parametrize(
    "body",
    [
        {"key": "Has Space", "label": "X"},
        {"key": "ok", "label": "X", "parentKey": "missing"},
        {"key": "ok", "label": "   "},
        {"key": "ok", "label": "X", "sortOrder": -1},
        {"key": "reorder", "label": "X"},
    ],
)
def test_a_malformed_item_is_400_and_nothing_is_stored(caller: Caller, body: dict[str, Any]) -> None:
    caller.call("GET", "/sectors")
    before = caller.keys("sectors")
    assert caller.call("POST", "/sectors", body=body).status == 400
    assert caller.keys("sectors") == before


def test_an_item_cannot_move_under_its_own_descendant(caller: Caller) -> None:
    caller.call("GET", "/sectors")
    assert (
        caller.call("PUT", "/sectors/software", body={"label": "Software", "parentKey": "saas"}).status == 400
    )
    assert (
        caller.call("PUT", "/sectors/software", body={"label": "Software", "parentKey": "software"}).status
        == 400
    )


def test_a_delete_takes_the_item_and_all_its_descendants(caller: Caller) -> None:
    caller.call("GET", "/sectors")
    caller.call(
        "POST", "/sectors", body={"key": "vertical_saas", "label": "Vertical SaaS", "parentKey": "saas"}
    )
    removed = caller.call("DELETE", "/sectors/software")
    assert sorted(item["key"] for item in removed.body["items"]) == [
        "devtools",
        "saas",
        "software",
        "vertical_saas",
    ]
    assert not {"software", "saas", "devtools", "vertical_saas"} & set(caller.keys("sectors"))
    assert caller.call("DELETE", "/sectors/software").status == 404


def test_reorder_sets_the_order_of_exactly_one_parents_children(caller: Caller) -> None:
    caller.call("GET", "/geographies")
    europe = ["nordics", "uk", "dach"]
    assert caller.call("POST", "/geographies/reorder", body={"keys": europe}).status == 200
    keys = caller.keys("geographies")
    assert [k for k in keys if k in europe] == europe
    for refused in (
        ["uk", "dach"],
        ["uk", "dach", "nordics", "us"],
        ["uk", "dach", "nordics", "uk"],
        ["mars"],
    ):
        answer = caller.call("POST", "/geographies/reorder", body={"keys": refused})
        assert (answer.status, answer.body["error"]["details"][0]["field"]) == (400, "keys"), refused
    assert [k for k in caller.keys("geographies") if k in europe] == europe


def test_each_firm_has_its_own_taxonomy(stack: Stack, caller: Caller) -> None:
    caller.call("GET", "/kpi_category")
    caller.call("POST", "/kpi_category", body={"key": "nrr", "label": "Net revenue retention"})
    other = Caller(stack)
    assert "nrr" not in other.keys("kpi_category")
    assert other.call("PUT", "/kpi_category/nrr", body={"label": "Mine"}).status == 404


def test_the_reorder_path_takes_post_only(caller: Caller) -> None:
    answer = caller.call("PUT", "/sectors/reorder", body={"label": "X"})
    assert (answer.status, answer.headers["Allow"]) == (405, "POST")


def test_an_added_items_location_answers_the_item_to_the_same_caller(caller: Caller) -> None:
    added = caller.call("POST", "/sectors", body={"key": "climate_tech", "label": "Climate tech"})
    location = added.headers["Location"]
    assert location == f"{GROUP}/sectors/climate_tech"
    got = call(caller.app, "GET", location, token=caller.token)
    assert (got.status, got.body) == (200, added.body)


def test_one_item_of_a_group_never_seeded_is_its_default_and_another_firms_is_404(
    stack: Stack, caller: Caller
) -> None:
    key, label, _ = DEFAULTS["sectors"][0]
    got = caller.call("GET", f"/sectors/{key}")
    assert (got.status, got.body["key"], got.body["label"]) == (200, key, label)
    caller.call("POST", "/kpi_category", body={"key": "nrr", "label": "Net revenue retention"})
    assert Caller(stack).call("GET", "/kpi_category/nrr").status == 404
    assert caller.call("GET", "/sectors/not-there").status == 404
    assert caller.call("GET", "/no-group/x").status == 404
