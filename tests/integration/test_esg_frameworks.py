"""`GET /esg-metrics?frameworkId=` (spec 4.3, "Metrics of one framework", issue 36) under moto: the
framework's metrics are the library's and the firm's own, each marked by `source`; another firm's
never show; a framework nobody has is 404, one the firm added to its taxonomy lists its own metrics;
pages and the pillar filter go through both parts."""

from __future__ import annotations

from typing import Any

import pytest

from kernel.pipeline import App
from taxonomy_api.handler import create_app as taxonomy_app
from tests.integration.records_support import firm, new_firm, records_app
from tests.integration.test_esg import Esg, esg, on
from tests.support import Stack, call

__all__ = ["esg", "firm", "on", "records_app"]
TAXONOMY = "/api/v1/x/taxonomy/esg_fw"


def own_metric(on: Esg, framework: str, name: str, pillar: str = "environmental") -> dict[str, Any]:
    body = {"frameworkId": framework, "pillar": pillar, "name": name, "unit": "tCO2e", "valueType": "number"}
    made = on.call("POST", "/esg-metrics", body=body)
    assert made.status == 201, made.body
    return dict(made.body)


def library_ids(on: Esg, query: str) -> list[str]:
    """The ids GET /esg-metrics/library shows for a framework (and pillar), in its order of pillars."""
    library = on.call("GET", "/esg-metrics/library", query=query).body["frameworks"]
    return [
        metric["id"]
        for framework in library
        for pillar in framework["pillars"]
        for metric in pillar["metrics"]
    ]


def listed(on: Esg, query: str) -> list[dict[str, Any]]:
    answer = on.call("GET", "/esg-metrics", query=f"{query}&limit=200")
    assert answer.status == 200, answer.body
    assert answer.body["nextCursor"] is None
    return list(answer.body["items"])


def every_page(on: Esg, query: str, limit: int) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    cursor = ""
    for _ in range(50):
        page = on.call("GET", "/esg-metrics", query=f"{query}&limit={limit}{cursor}")
        assert page.status == 200, page.body
        assert len(page.body["items"]) <= limit
        items += page.body["items"]
        if page.body["nextCursor"] is None:
            return items
        cursor = f"&cursor={page.body['nextCursor']}"
    raise AssertionError("the pages never end")


def test_a_framework_lists_the_librarys_metrics_then_the_firms_own_each_marked_by_source(
    on: Esg, stack: Stack, esg: App
) -> None:
    mine = own_metric(on, "sfdr", "Scope 1 of leased assets")
    stranger = Esg(esg, new_firm(stack, on.firm.app))
    theirs = own_metric(stranger, "sfdr", "Their metric")
    items = listed(on, "frameworkId=sfdr")
    library = library_ids(on, "frameworkId=sfdr")
    assert len(library) == 20  # the SFDR metrics the issue counted in the library
    assert [item["id"] for item in items] == [*library, mine["id"]]
    assert [item["source"] for item in items] == ["library"] * 20 + ["firm"]
    assert theirs["id"] not in [item["id"] for item in items]
    scope1 = next(item for item in items if item["id"] == "lib_ghg_scope1")
    assert (scope1["frameworkId"], scope1["code"], scope1["unit"]) == ("sfdr", "PAI 1", "tCO2e")
    own = items[-1]
    assert (own["frameworkId"], own["name"], own["version"]) == ("sfdr", "Scope 1 of leased assets", 1)
    assert [item["id"] for item in listed(stranger, "frameworkId=sfdr")] == [*library, theirs["id"]]


def test_a_firm_metric_says_it_is_the_firms_wherever_it_is_shown(on: Esg) -> None:
    made = own_metric(on, "gri", "Refrigerant leakage")
    assert made["source"] == "firm"
    assert on.call("GET", f"/esg-metrics/{made['id']}").body["source"] == "firm"
    body = {
        "frameworkId": "gri",
        "pillar": "social",
        "name": "Volunteer days",
        "unit": "count",
        "valueType": "number",
    }
    replaced = on.call("PUT", f"/esg-metrics/{made['id']}", body=body)
    assert (replaced.status, replaced.body["source"]) == (200, "firm")


@pytest.mark.parametrize("framework", ["nope", "sfdr2", "un_sdgs"])
def test_an_unknown_framework_is_404_not_an_empty_list(on: Esg, framework: str) -> None:
    answer = on.call("GET", "/esg-metrics", query=f"frameworkId={framework}")
    assert (answer.status, answer.code) == (404, "not_found")
    assert "frameworkId" in answer.body["error"]["message"]


def test_a_framework_the_firm_added_lists_its_own_metrics_and_stays_known_while_one_names_it(
    on: Esg, esg: App, stack: Stack
) -> None:
    taxonomy = stack.app(taxonomy_app())
    added = call(
        taxonomy, "POST", TAXONOMY, token=on.firm.token, body={"key": "internal", "label": "Internal"}
    )
    assert added.status == 201, added.body
    assert listed(on, "frameworkId=internal") == []  # known, with no metrics yet: an empty 200
    made = own_metric(on, "internal", "Site audits", pillar="governance")
    assert [(item["id"], item["source"]) for item in listed(on, "frameworkId=internal")] == [
        (made["id"], "firm")
    ]
    assert call(taxonomy, "DELETE", f"{TAXONOMY}/internal", token=on.firm.token).status == 200
    assert [item["id"] for item in listed(on, "frameworkId=internal")] == [made["id"]]
    stranger = Esg(esg, new_firm(stack, on.firm.app))
    assert stranger.call("GET", "/esg-metrics", query="frameworkId=internal").status == 404


def test_pages_go_through_the_library_then_the_firms_metrics_once_each(on: Esg) -> None:
    own = [own_metric(on, "sfdr", f"Own {n}")["id"] for n in range(3)]
    whole = [item["id"] for item in listed(on, "frameworkId=sfdr")]
    assert whole == [*library_ids(on, "frameworkId=sfdr"), *own[::-1]]  # the firm's own newest first
    for limit in (1, 7, 20, 21, 23):  # page ends inside, at and across the library's end
        assert [item["id"] for item in every_page(on, "frameworkId=sfdr", limit)] == whole, limit


def test_the_pillar_filter_applies_to_the_librarys_and_the_firms_metrics(on: Esg) -> None:
    social = own_metric(on, "sfdr", "Living wage gap", pillar="social")
    own_metric(on, "sfdr", "Leased fleet emissions", pillar="environmental")
    items = listed(on, "frameworkId=sfdr&pillar=social")
    assert {item["pillar"] for item in items} == {"social"}
    assert [item["id"] for item in items] == [
        *library_ids(on, "frameworkId=sfdr&pillar=social"),
        social["id"],
    ]


def test_a_cursor_of_another_framework_or_pillar_is_400(on: Esg) -> None:
    page = on.call("GET", "/esg-metrics", query="frameworkId=sfdr&limit=5").body
    cursor = page["nextCursor"]
    assert cursor is not None
    for query in ("frameworkId=gri", "frameworkId=sfdr&pillar=social"):
        answer = on.call("GET", "/esg-metrics", query=f"{query}&cursor={cursor}")
        assert (answer.status, answer.code) == (400, "invalid_cursor"), query
