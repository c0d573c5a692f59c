"""Hardening, second pass: what an adversarial probe of the newest routes found, each
held by a test that fails without its fix. The races run two writers at once on two containers."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any

import pytest

from catalog.taxonomy import DEFAULTS, partition
from kernel.pipeline import App
from taxonomy_api.handler import create_app as taxonomy_app
from taxonomy_api.routes import MAX_DEPTH
from tests.support import Member, Result, Stack, call

X = "/api/v1/x"
TAXONOMY = f"{X}/taxonomy"


class Firm:
    def __init__(self, stack: Stack) -> None:
        self.stack = stack
        self.member: Member = stack.member(stack.firm(), "admin")
        self.token = stack.api_token(self.member, ["records:read", "records:write"])

    def call(self, app: App, method: str, path: str, **kwargs: Any) -> Result:
        return call(app, method, path, token=self.token, **kwargs)


@pytest.fixture
def firm(stack: Stack) -> Firm:
    return Firm(stack)


def keys(firm: Firm, app: App, group: str) -> list[str]:
    return [item["key"] for item in firm.call(app, "GET", f"{TAXONOMY}/{group}").body["items"]]


def at_once(*calls: Callable[[], Result]) -> list[Result]:
    with ThreadPoolExecutor(len(calls)) as pool:
        futures = [pool.submit(each) for each in calls]
    return [future.result() for future in futures]


# ---- 1. taxonomy: no cycle, no orphan, no endless walk -----------------------------------------------


def test_two_concurrent_reparentings_never_make_a_cycle(stack: Stack, firm: Firm) -> None:
    first, second = stack.app(taxonomy_app()), stack.app(taxonomy_app())
    group = f"{TAXONOMY}/geographies"
    for round_ in range(8):
        a, b = f"a{round_}", f"b{round_}"
        for key in (a, b):
            assert firm.call(first, "POST", group, body={"key": key, "label": key}).status == 201
        moved = at_once(
            partial(firm.call, first, "PUT", f"{group}/{a}", body={"label": a, "parentKey": b}),
            partial(firm.call, second, "PUT", f"{group}/{b}", body={"label": b, "parentKey": a}),
        )
        statuses = sorted(result.status for result in moved)
        assert statuses == [200, 400], [result.body for result in moved]  # the second saw the first
        items = {item["key"]: item for item in firm.call(first, "GET", group).body["items"]}
        assert {a, b} <= set(items)
        assert not (items[a]["parentKey"] == b and items[b]["parentKey"] == a)


def store_cycle(stack: Stack, firm_id: str, group: str, pair: tuple[str, str]) -> None:
    """Two items naming each other as parent, as a tree saved before writes serialized could hold."""
    store = stack.services().tenant_store(firm_id)
    first, second = pair
    for key, parent in ((first, second), (second, first)):
        stack.dynamodb.put_item(
            TableName=stack.settings.data_table,
            Item={"pk": {"S": store.partition_key(partition(group))}, "sk": {"S": key}, "key": {"S": key},
                  "label": {"S": key}, "parentKey": {"S": parent}, "sortOrder": {"N": "0"},
                  "version": {"N": "1"}},
        )  # fmt: skip


def test_a_stored_cycle_is_listed_and_deletable_and_no_walk_loops(stack: Stack, firm: Firm) -> None:
    taxonomy = stack.app(taxonomy_app())
    group = f"{TAXONOMY}/geographies"
    assert firm.call(taxonomy, "GET", group).status == 200  # seeded
    store_cycle(stack, firm.member.firm_id, "geographies", ("loop_a", "loop_b"))
    listed = keys(firm, taxonomy, "geographies")
    assert listed[-2:] == ["loop_a", "loop_b"]  # after the tree, where they can be seen
    fixed = firm.call(taxonomy, "PUT", f"{group}/loop_a", body={"label": "A"})  # parentKey null: a root
    assert fixed.status == 200
    removed = firm.call(taxonomy, "DELETE", f"{group}/loop_b")
    assert [item["key"] for item in removed.body["items"]] == ["loop_b"]
    store_cycle(stack, firm.member.firm_id, "geographies", ("loop_c", "loop_d"))
    removed = firm.call(taxonomy, "DELETE", f"{group}/loop_c")  # takes the other member of its cycle
    assert sorted(item["key"] for item in removed.body["items"]) == ["loop_c", "loop_d"]


def test_a_child_added_while_its_parent_is_deleted_is_never_an_invisible_orphan(
    stack: Stack, firm: Firm
) -> None:
    first, second = stack.app(taxonomy_app()), stack.app(taxonomy_app())
    group = f"{TAXONOMY}/expertise"
    for round_ in range(8):
        parent, child = f"p{round_}", f"c{round_}"
        assert firm.call(first, "POST", group, body={"key": parent, "label": parent}).status == 201
        added, deleted = at_once(
            partial(
                firm.call, first, "POST", group, body={"key": child, "label": child, "parentKey": parent}
            ),
            partial(firm.call, second, "DELETE", f"{group}/{parent}"),
        )
        assert deleted.status == 200
        listed = keys(firm, first, "expertise")
        assert parent not in listed
        assert child not in listed  # deleted with its parent, or refused for want of one
        assert added.status in (201, 400)
        if added.status == 201:  # it came first, so the delete took it along
            assert child in [item["key"] for item in deleted.body["items"]]
        assert firm.call(first, "POST", group, body={"key": child, "label": child}).status == 201  # key free


def test_a_tree_is_at_most_max_depth_levels_deep(stack: Stack, firm: Firm) -> None:
    taxonomy = stack.app(taxonomy_app())
    group = f"{TAXONOMY}/expertise"
    parent = None
    for level in range(1, MAX_DEPTH + 1):
        body = {"key": f"l{level}", "label": f"Level {level}", "parentKey": parent}
        assert firm.call(taxonomy, "POST", group, body=body).status == 201
        parent = f"l{level}"
    too_deep = firm.call(taxonomy, "POST", group, body={"key": "deeper", "label": "x", "parentKey": parent})
    assert (too_deep.status, too_deep.code) == (400, "invalid_request")
    assert too_deep.body["error"]["details"][0]["field"] == "parentKey"
    assert firm.call(taxonomy, "POST", group, body={"key": "top", "label": "Top"}).status == 201
    moved = firm.call(taxonomy, "PUT", f"{group}/l1", body={"label": "Level 1", "parentKey": "top"})
    assert moved.status == 400  # the whole branch would sit one level lower


# ---- 9. a write before the first read keeps the defaults ---------------------------------------------


@pytest.mark.parametrize("write", ["add", "change", "delete", "reorder"])
def test_a_write_to_a_group_before_its_first_read_keeps_its_defaults(
    stack: Stack, firm: Firm, write: str
) -> None:
    taxonomy = stack.app(taxonomy_app())
    defaults = [key for key, _, _ in DEFAULTS["deal_types"]]
    group = f"{TAXONOMY}/deal_types"
    first, *rest = defaults
    answer = {
        "add": lambda: firm.call(taxonomy, "POST", group, body={"key": "continuation", "label": "Secondary"}),
        "change": lambda: firm.call(taxonomy, "PUT", f"{group}/{first}", body={"label": "Renamed"}),
        "delete": lambda: firm.call(taxonomy, "DELETE", f"{group}/{first}"),
        "reorder": lambda: firm.call(
            taxonomy, "POST", f"{group}/reorder", body={"keys": list(reversed(defaults))}
        ),
    }[write]()
    assert answer.status in (200, 201), answer.body
    items = {item["key"]: item for item in firm.call(taxonomy, "GET", group).body["items"]}
    expected = {
        "add": {*defaults, "continuation"},
        "change": set(defaults),
        "delete": set(rest),
        "reorder": set(defaults),
    }[write]
    assert set(items) == expected
    if write == "change":
        assert items[first]["label"] == "Renamed"
    if write == "reorder":
        assert [key for key in items] == list(reversed(defaults))


# ---- 10. no controls, bidi overrides or invisible-only text in any text field ------------------------


def new_company(stack: Stack, firm: Firm) -> str:
    from records_api.handler import create_app as records_app

    made = firm.call(stack.app(records_app()), "POST", f"{X}/records/Company",
                     body={"name": "Acme", "companyType": "Prospect"})  # fmt: skip
    company: str = made.body["result"]["id"]
    return company


@pytest.mark.parametrize(
    ("field", "value"),
    [("content", "board\u0000pack"), ("content", "board\u001b[2Jpack"), ("content", "bell\u0007"),
     ("content", "\u0000" * 20_000), ("title", "Q3 \u202eedoc"), ("title", "Q3\u007f"),
     ("title", "\u200b"), ("title", "\u200b\ufeff \u2060"), ("title", "two\tcolumns"),
     ("content", "a\u2066isolate\u2069")],
    ids=["nul", "escape", "bell", "20000-nuls", "rlo", "del", "zwsp-only", "invisibles-only", "tab-in-title",
         "bidi-isolate"],
)  # fmt: skip
def test_a_kit_text_refuses_controls_bidi_overrides_and_invisible_only_text(
    stack: Stack, firm: Firm, field: str, value: str
) -> None:
    from companies_api.handler import create_app as companies_app

    companies = stack.app(companies_app())
    updates = f"{X}/companies/{new_company(stack, firm)}/updates"
    body = {"title": "Q3 board pack", "content": "Revenue up.", field: value}
    refused = firm.call(companies, "POST", updates, body=body)
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert refused.body["error"]["details"][0]["field"] == field
    assert firm.call(companies, "GET", updates).body["items"] == []


def test_long_text_keeps_tabs_and_line_breaks_and_any_visible_script(stack: Stack, firm: Firm) -> None:
    from companies_api.handler import create_app as companies_app

    companies = stack.app(companies_app())
    updates = f"{X}/companies/{new_company(stack, firm)}/updates"
    scripts = "\u0645\u0631\u062d\u0628\u0627 \u05e9\u05dc\u05d5\u05dd \u4f60\u597d"  # Arabic, Hebrew, Han
    content = f"Revenue\tup 12%\r\n{scripts} \u200dfamily\u200e"
    made = firm.call(companies, "POST", updates, body={"title": "Q3 — résumé", "content": content})
    assert made.status == 201, made.body
    assert made.body["content"] == content


@pytest.mark.parametrize("value", ["\u202eevil", "\u200b", "a\u0000b"])
def test_a_record_text_field_and_a_form_label_refuse_them_too(stack: Stack, firm: Firm, value: str) -> None:
    from forms_api.handler import create_app as forms_app
    from records_api.handler import create_app as records_app

    records = stack.app(records_app())
    refused = firm.call(records, "POST", f"{X}/records/Lead", body={"name": "Lead", "notes": value})
    assert refused.status == 400
    token = stack.api_token(firm.member, ["forms:draft"])
    form = call(stack.app(forms_app()), "POST", f"{X}/forms", token=token, body={"name": value})
    assert form.status == 400


# ---- 11. a query parameter sent twice is refused, not joined into a value nobody sent ----------------


@pytest.mark.parametrize(
    ("family", "path", "query"),
    [("workspace", "/workspace/tasks", "status=open&status=done"),
     ("records", "/records/Company", "city=Lisbon&city=Porto"),
     ("records", "/records/Company", "limit=5&limit=5"),
     ("taxonomy", "/taxonomy/sectors", "limit=1&cursor=a&limit=2")],
)  # fmt: skip
def test_a_query_parameter_sent_twice_is_400_naming_it(
    stack: Stack, firm: Firm, family: str, path: str, query: str
) -> None:
    from importlib import import_module

    api = stack.app(import_module(f"{family}_api.handler").create_app())
    refused = firm.call(api, "GET", f"{X}{path}", query=query)
    assert (refused.status, refused.code) == (400, "invalid_request")
    name = query.split("=", 1)[0]
    assert refused.body["error"]["details"] == [
        {"field": name, "message": "given more than once: send it once"}
    ]
