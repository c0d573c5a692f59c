"""An attacker's probe of the kit (kit.resource, kit.fields): cross-firm and cross-person reach through
references, filters and cursors; hostile filter values and ids; index consistency through writes,
state changes, races and TTL; references re-checked at commit; field types at their edges.

Every test is named for the behaviour it expects. Some resources are the families' own (tasks,
notifications, portal grants, products); the rest are declared here, on the kit, to reach field types
and options no family declares yet (they are taken back out of the kit's registry at once, so the
contract suite and the template checks never see them).

Each defect it found (a 500 from a batch of more than 100 keys, unique values that overflowed or
collided in their marker, date-times and numbers beyond what Python or DynamoDB holds, bodies over an
item's size, index entries that outlived a TTL, a typed reference in state that a filter did not
check, control characters and IP literals let through) is fixed; these tests keep them fixed.
"""

from __future__ import annotations

import json
import threading
from typing import Any
from urllib.parse import urlencode

import pytest

from kernel import json_codec
from kernel.ids import new_id
from kernel.pipeline import App
from kernel.routing import Router
from kernel.unit_of_work import Actor, Commit, commit
from kit.fields import (
    Boolean,
    Choice,
    DateTime,
    Day,
    Email,
    Integer,
    Json,
    ListOf,
    Money,
    Object,
    Ref,
    Refs,
    Tags,
    Text,
    Url,
)
from kit.resource import REGISTRY, ListFilter, Resource, creation_writes, declare
from local_stack import moto_fidelity
from portal_api.handler import create_app as portal_app
from records.layout import live_partition
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Member, Result, Stack, api_event, call
from workspace.notifications import KEPT_SECONDS, NOTIFICATIONS, notification_writes
from workspace.tasks import TASKS
from workspace_api.handler import create_app as workspace_app

__all__ = ["firm", "records_app"]

TASKS_PATH = "/api/v1/x/workspace/tasks"
NOTES_PATH = "/api/v1/x/workspace/notifications"
NOBODY = "rec_" + "0" * 26

# ---- resources declared here, on the kit -----------------------------------------------------------

PROBE_PATH = "/api/v1/x/probe-things"
PROBE = Resource(
    name="probe-things",
    path=PROBE_PATH,
    id_prefix="prb",
    noun="probe thing",
    fields={
        "title": Text(max_length=200),
        "label": Text(max_length=200, required=False),
        "count": Integer(required=False),
        "flag": Boolean(required=False),
        "day": Day(required=False),
        "kind": Choice("a", "b", required=False),
        "tags": Tags(most=5, required=False),
        "at": DateTime(required=False),
        "price": Money(required=False),
        "link": Url(required=False),
        "email": Email(required=False),
        "extra": Json(required=False),
        "companyId": Ref("Company", required=False),
        "personIds": Refs("Person", most=3, required=False),
        "shape": Object(
            fields={"inner": ListOf(of=Object(fields={"n": Integer(minimum=0)}), most=3, unique=False)},
            required=False,
        ),
        "notes": ListOf(of=Text(max_length=20_000, multiline=True), most=50, unique=False, required=False),
    },
    filters=(
        ListFilter("label"),
        ListFilter("count"),
        ListFilter("flag"),
        ListFilter("day"),
        ListFilter("kind"),
        ListFilter("tags"),
        ListFilter("companyId"),
    ),
    unique=("title",),
    archive=True,
    soft_delete=True,
    example={"title": "Example"},
)
# A child of a Company that also names a Company (maybe its own parent).
CHILD_PATH = "/api/v1/x/probe-companies/{id}/links"
CHILD = Resource(
    name="probe-links",
    path=CHILD_PATH,
    parent="Company",
    id_prefix="plk",
    noun="probe link",
    fields={"title": Text(max_length=200), "otherId": Ref("Company")},
    example={"title": "Link", "otherId": "rec_01jd0000000000000000000001"},
)
_router = Router()
declare(_router, PROBE)
declare(_router, CHILD)
for _declared in (PROBE, CHILD):
    REGISTRY.remove(_declared)  # the contract suite and the template checks only know the families'


@pytest.fixture
def probe(stack: Stack, records_app: App) -> App:
    return stack.app(App([_router], service="probe"))


@pytest.fixture
def workspace(stack: Stack, records_app: App) -> App:
    return stack.app(workspace_app())


@pytest.fixture
def portal(stack: Stack, records_app: App) -> App:
    return stack.app(portal_app())


# ---- helpers ---------------------------------------------------------------------------------------


def listing(app: App, path: str, token: str, params: dict[str, str] | None = None) -> Result:
    """A GET with query parameters as API Gateway hands them over: decoded, any character in them."""
    params = params or {}
    event = api_event("GET", path, token=token, query=urlencode(params))
    if params:
        event["queryStringParameters"] = dict(params)
    response = app.lambda_handler(event, None)
    raw = response.get("body")
    return Result(response["statusCode"], response.get("headers", {}), json.loads(raw) if raw else None)


def ids(answer: Result) -> list[str]:
    assert answer.status == 200, answer.body
    return [item["id"] for item in answer.body["items"]]


def make(app: App, firm: Firm, path: str, body: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    made = call(app, "POST", path, token=firm.token, body=body, **kwargs)
    assert made.status == 201, made.body
    return dict(made.body)


def write_as_runner(stack: Stack, member: Member, writes: list[Any]) -> None:
    services = stack.services()
    store = services.tenant_store(member.firm_id)
    commit(
        writes,
        Commit(store, Actor(member.user_id, "automation"), "probe", services.clock, services.change_sequence),
    )


def notify(stack: Stack, member: Member, message: str = "Hello") -> str:
    notification_id = new_id(NOTIFICATIONS.id_prefix, stack.clock)
    writes = notification_writes(
        member.user_id,
        {"message": message},
        notification_id=notification_id,
        created_by=member.user_id,
        now=int(stack.clock()),
    )
    write_as_runner(stack, member, writes)
    return notification_id


def raw_items(stack: Stack, firm_id: str, partition: str) -> list[dict[str, Any]]:
    """Every item of one of the firm's partitions, straight from the table (what no route shows)."""
    store = stack.services().tenant_store(firm_id)
    found, cursor = [], None
    while True:
        page = store.query(partition, limit=200, cursor=cursor, consistent=True)
        found += page.items
        if page.next_cursor is None:
            return found
        cursor = page.next_cursor


def delete_raw(stack: Stack, firm_id: str, partition: str, sort: str) -> None:
    store = stack.services().tenant_store(firm_id)
    stack.dynamodb.delete_item(
        TableName=store.table, Key={"pk": {"S": store.partition_key(partition)}, "sk": {"S": sort}}
    )


def other_member(stack: Stack, firm: Firm, role: str = "member") -> tuple[Member, str]:
    member = stack.member(firm.member.firm_id, role)
    return member, stack.api_token(member, ["records:write"])


def readme_site_visits() -> App:
    """The kit example of docs/guide/contributing.md (site visits), declared from its text on a router of its
    own here."""
    import re
    from pathlib import Path

    guide = Path(__file__).resolve().parents[2] / "docs" / "guide" / "contributing.md"
    text = guide.read_text(encoding="utf-8")
    block = re.search(r"<!-- kit-example -->\s*```python\n(.*?)```", text, re.S)
    assert block is not None
    namespace: dict[str, Any] = {}
    exec(compile(block.group(1).replace("declare(router, SITE_VISITS)", ""), str(guide), "exec"), namespace)  # noqa: S102
    resource, router = namespace["SITE_VISITS"], namespace["router"]
    saved = list(REGISTRY)
    REGISTRY[:] = [each for each in REGISTRY if each.name != resource.name]
    try:
        declare(router, resource)
    finally:
        REGISTRY[:] = saved
    return App([router], service="readme-example")


def company(firm: Firm, name: str = "Acme") -> str:
    return str(firm.create("Company", name=name, companyType="Portfolio")["id"])


def person(firm: Firm, last: str = "Doe") -> str:
    return str(firm.create("Person", firstName="Pat", lastName=last)["id"])


# =====================================================================================================
# 1. Filters: hostile values read only their own index partition
# =====================================================================================================

HOSTILE_LABELS = (
    "a#b",
    "a%23b",
    "a%2523b",
    "a",
    "a#",
    "#a",
    "a#BY#label#a",
    "a%",
    "%",
    "%25",
    "é",
    "e\u0301",
    "a b",
    "a+b",
    "a&b=c",
    "🙂" * 50,
)


def test_a_filter_value_with_a_hash_or_percent_reads_only_its_own_index(firm: Firm, probe: App) -> None:
    made = {
        label: make(probe, firm, PROBE_PATH, {"title": f"T {i}", "label": label})["id"]
        for i, label in enumerate(HOSTILE_LABELS)
    }
    for label, item_id in made.items():
        assert ids(listing(probe, PROBE_PATH, firm.token, {"label": label})) == [item_id], label


def test_a_filter_value_cannot_reach_another_filters_partition(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    open_task = make(workspace, firm, TASKS_PATH, {"title": "Open"})
    for value in ("x#BY#status#open", "open", "%23BY%23status%23open", "#BY#status#open"):
        assert ids(listing(workspace, TASKS_PATH, firm.token, {"assigneeUserId": value})) == [], value
    assert ids(listing(workspace, TASKS_PATH, firm.token, {"status": "open"})) == [open_task["id"]]


def test_a_filter_value_of_200_four_byte_characters_is_a_plain_empty_list(firm: Firm, probe: App) -> None:
    answer = listing(probe, PROBE_PATH, firm.token, {"label": "\U0001d1c0" * 200})
    assert (answer.status, answer.body["items"]) == (200, [])


def test_a_filter_value_too_long_is_400_and_not_echoed_whole(firm: Firm, probe: App) -> None:
    answer = listing(probe, PROBE_PATH, firm.token, {"label": "x" * 100_000})
    assert (answer.status, answer.code) == (400, "invalid_request")
    assert len(json.dumps(answer.body)) < 2_000


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("count", "1.0"),
        ("count", "1e3"),
        ("count", "0x10"),
        ("flag", "TRUE"),
        ("flag", "1"),
        ("day", "2025-02-30"),
        ("kind", "c"),
        ("companyId", "Company#rec_1"),
        ("label", ""),
        ("count", "9" * 39),
    ],
)
def test_a_filter_value_of_the_wrong_type_is_400_naming_it(
    firm: Firm, probe: App, name: str, value: str
) -> None:
    answer = listing(probe, PROBE_PATH, firm.token, {name: value})
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    assert answer.body["error"]["details"][0]["field"] == name


def test_each_filter_type_lists_what_it_names(firm: Firm, probe: App) -> None:
    acme = company(firm)
    item = make(
        probe,
        firm,
        PROBE_PATH,
        {
            "title": "All",
            "label": "L",
            "count": -7,
            "flag": False,
            "day": "2025-01-31",
            "kind": "b",
            "tags": ["x", "y#z"],
            "companyId": acme,
        },
    )
    make(probe, firm, PROBE_PATH, {"title": "Other", "label": "M", "count": 7, "flag": True, "kind": "a"})
    for params in (
        {"label": "L"},
        {"count": "-7"},
        {"count": "-07"},
        {"flag": "false"},
        {"day": "2025-01-31"},
        {"kind": "b"},
        {"tags": "y#z"},
        {"tags": "x", "count": "-7", "flag": "false"},
        {"companyId": acme},
        {"label": "L", "kind": "b", "companyId": acme},
    ):
        assert ids(listing(probe, PROBE_PATH, firm.token, params)) == [item["id"]], params


def test_a_whole_number_the_body_takes_can_be_asked_for_in_a_filter(firm: Firm, probe: App) -> None:
    big = 10**20
    item = make(probe, firm, PROBE_PATH, {"title": "Big", "count": big})
    assert ids(listing(probe, PROBE_PATH, firm.token, {"count": str(big)})) == [item["id"]]


def test_a_list_valued_filter_beside_another_filter_is_answered(firm: Firm, probe: App) -> None:
    answer = listing(probe, PROBE_PATH, firm.token, {"tags": "x", "label": "y"})
    assert answer.status == 200


# =====================================================================================================
# 2. Filters naming records: 404 for another firm's
# =====================================================================================================


def test_a_filter_naming_another_firms_company_is_404(
    stack: Stack, firm: Firm, probe: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    their_company = company(theirs)
    make(probe, theirs, PROBE_PATH, {"title": "Theirs", "companyId": their_company})
    answer = listing(probe, PROBE_PATH, firm.token, {"companyId": their_company})
    assert (answer.status, answer.code) == (404, "not_found")


def test_a_task_filter_naming_another_firms_record_is_404(
    stack: Stack, firm: Firm, workspace: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    their_company = company(theirs)
    make(workspace, theirs, TASKS_PATH, {"title": "T", "recordType": "Company", "recordId": their_company})
    answer = listing(workspace, TASKS_PATH, firm.token, {"recordId": their_company})
    assert (answer.status, answer.code) == (404, "not_found")


def test_a_portal_grant_filter_naming_another_firms_company_is_404_like_the_readme_says(
    stack: Stack, firm: Firm, portal: App, records_app: App
) -> None:
    """docs/guide/contributing.md: "a filter naming a record is 404 for one that is not a live record of the
    firm". The grants' companyId and investorId filters compare state the kit keeps (typed Ref), not body
    fields."""
    theirs = new_firm(stack, records_app)
    their_company = company(theirs)
    for name in ("companyId", "investorId", "personId"):
        answer = listing(portal, "/api/v1/x/portal/access", firm.token, {name: their_company})
        assert (answer.status, answer.code) == (404, "not_found"), (name, answer.body)


# =====================================================================================================
# 3. Cursors: bound to their list
# =====================================================================================================


def _two_pages(app: App, path: str, token: str, params: dict[str, str]) -> str:
    first = listing(app, path, token, {**params, "limit": "1"})
    assert first.status == 200, first.body
    assert first.body["nextCursor"], first.body
    return str(first.body["nextCursor"])


def test_a_cursor_of_one_filter_value_is_refused_on_another(firm: Firm, probe: App) -> None:
    for i in range(2):
        make(probe, firm, PROBE_PATH, {"title": f"A{i}", "label": "a", "kind": "a"})
        make(probe, firm, PROBE_PATH, {"title": f"B{i}", "label": "b", "kind": "a"})
    cursor = _two_pages(probe, PROBE_PATH, firm.token, {"label": "a"})
    assert ids(listing(probe, PROBE_PATH, firm.token, {"label": "a", "cursor": cursor}))  # its own list
    for params in (
        {"label": "b"},
        {},
        {"kind": "a"},
        {"label": "a", "kind": "a"},
        {"label": "a", "archived": "true"},
    ):
        answer = listing(probe, PROBE_PATH, firm.token, {**params, "cursor": cursor})
        assert (answer.status, answer.code) == (400, "invalid_cursor"), params


def test_a_cursor_of_one_firm_is_refused_in_another(
    stack: Stack, firm: Firm, probe: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    for who in (firm, theirs):
        for i in range(2):
            make(probe, who, PROBE_PATH, {"title": f"T{i}", "label": "same"})
    cursor = _two_pages(probe, PROBE_PATH, theirs.token, {"label": "same"})
    answer = listing(probe, PROBE_PATH, firm.token, {"label": "same", "cursor": cursor})
    assert (answer.status, answer.code) == (400, "invalid_cursor")


def test_a_cursor_of_one_persons_notifications_is_refused_for_another(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    bob, bob_token = other_member(stack, firm)
    for _ in range(2):
        notify(stack, firm.member)
        notify(stack, bob)
    for params in ({}, {"read": "false"}):
        cursor = _two_pages(workspace, NOTES_PATH, firm.token, params)
        answer = listing(workspace, NOTES_PATH, bob_token, {**params, "cursor": cursor})
        assert (answer.status, answer.code) == (400, "invalid_cursor"), params


@pytest.mark.parametrize("cursor", ["", ".", "a.b.c", "é.é", "x" * 4097, "AAAA.AAAA", "%23.%23"])
def test_a_forged_cursor_is_400(firm: Firm, probe: App, cursor: str) -> None:
    answer = listing(probe, PROBE_PATH, firm.token, {"label": "a", "cursor": cursor})
    assert answer.status == 400, answer.body
    assert answer.code in ("invalid_cursor", "invalid_request"), answer.body


# =====================================================================================================
# 4. Per person: another person's notifications
# =====================================================================================================


def test_another_persons_notification_is_404_for_read_get_and_delete_and_stays_unread(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    _bob, bob_token = other_member(stack, firm)
    mine = notify(stack, firm.member)
    for method, suffix in (("POST", "/read"), ("GET", ""), ("DELETE", "")):
        answer = call(
            workspace,
            method,
            f"{NOTES_PATH}/{mine}{suffix}",
            token=bob_token,
            body={} if method == "POST" else None,
        )
        assert (answer.status, answer.code) == (404, "not_found")
    assert ids(listing(workspace, NOTES_PATH, bob_token, {"read": "false"})) == []
    assert ids(listing(workspace, NOTES_PATH, firm.token, {"read": "false"})) == [mine]


def test_the_same_notification_id_in_two_persons_partitions_stays_each_ones_own(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    bob, bob_token = other_member(stack, firm)
    shared_id = new_id(NOTIFICATIONS.id_prefix, stack.clock)
    for who, message in ((firm.member, "For me"), (bob, "For Bob")):
        write_as_runner(
            stack,
            who,
            notification_writes(
                who.user_id,
                {"message": message},
                notification_id=shared_id,
                created_by=who.user_id,
                now=int(stack.clock()),
            ),
        )
    read = call(workspace, "POST", f"{NOTES_PATH}/{shared_id}/read", token=bob_token, body={})
    assert (read.status, read.body["message"]) == (200, "For Bob")
    assert ids(listing(workspace, NOTES_PATH, firm.token, {"read": "false"})) == [shared_id]
    assert ids(listing(workspace, NOTES_PATH, bob_token, {"read": "true"})) == [shared_id]
    assert call(workspace, "GET", f"{NOTES_PATH}/{shared_id}", token=firm.token).body["read"] is False


# =====================================================================================================
# 5. Index consistency through create, replace, state changes and delete
# =====================================================================================================


def _index_rows(
    stack: Stack, firm: Firm, partition: str, filters: dict[str, list[str]]
) -> dict[str, list[str]]:
    """The ids each index partition holds, straight from the table."""
    from kit.resource import index_partition

    found = {}
    resource = {"KIT#tasks": TASKS, "KIT#probe-things": PROBE}.get(partition, NOTIFICATIONS)
    by_name = {f.name: f for f in resource.filters}
    for name, values in filters.items():
        for value in values:
            rows = raw_items(stack, firm.member.firm_id, index_partition(partition, by_name[name], value))
            found[f"{name}={value}"] = [row["id"] for row in rows]
    return found


def test_a_task_moves_between_filtered_lists_as_it_is_replaced_and_leaves_them_when_deleted(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    bob, _ = other_member(stack, firm)
    me = firm.member.user_id
    acme, beta = company(firm, "Acme"), company(firm, "Beta")
    task = make(
        workspace,
        firm,
        TASKS_PATH,
        {"title": "T", "assigneeUserId": me, "recordType": "Company", "recordId": acme},
    )
    path = f"{TASKS_PATH}/{task['id']}"

    def listed(**params: str) -> list[str]:
        return ids(listing(workspace, TASKS_PATH, firm.token, params))

    moved = call(
        workspace,
        "PUT",
        path,
        token=firm.token,
        body={
            "title": "T",
            "assigneeUserId": bob.user_id,
            "status": "done",
            "recordType": "Company",
            "recordId": beta,
        },
    )
    assert moved.status == 200, moved.body
    assert listed(assigneeUserId=me) == []
    assert listed(recordId=acme) == []
    assert listed(status="open") == []
    assert listed(assigneeUserId=bob.user_id) == [task["id"]]
    assert listed(status="done", assigneeUserId=bob.user_id) == [task["id"]]
    assert listed(status="done", recordId=beta) == [task["id"]]
    assert listed(status="open", assigneeUserId=bob.user_id) == []
    cleared = call(workspace, "PUT", path, token=firm.token, body={"title": "T"})
    assert cleared.status == 200, cleared.body
    assert listed(assigneeUserId=bob.user_id) == []
    assert listed(recordId=beta) == []
    assert listed(status="open") == [task["id"]]
    assert call(workspace, "DELETE", path, token=firm.token).status == 200
    rows = _index_rows(
        stack,
        firm,
        "KIT#tasks",
        {"assigneeUserId": [me, bob.user_id], "status": ["open", "done"], "recordId": [acme, beta]},
    )
    assert all(found == [] for found in rows.values()), rows


def test_reading_a_notification_moves_its_index_entry_and_deleting_it_removes_it(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    first, second = notify(stack, firm.member), notify(stack, firm.member)
    assert call(workspace, "POST", f"{NOTES_PATH}/{first}/read", token=firm.token, body={}).status == 200
    assert ids(listing(workspace, NOTES_PATH, firm.token, {"read": "false"})) == [second]
    assert ids(listing(workspace, NOTES_PATH, firm.token, {"read": "true"})) == [first]
    assert call(workspace, "DELETE", f"{NOTES_PATH}/{first}", token=firm.token).status == 200
    assert ids(listing(workspace, NOTES_PATH, firm.token, {"read": "true"})) == []
    partition = NOTIFICATIONS.partition(firm.member.user_id)
    rows = _index_rows(stack, firm, partition, {"read": ["true", "false"]})
    assert rows == {"read=true": [], "read=false": [second]}


def test_a_notification_that_expires_takes_its_index_entry_with_it(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    """Notifications are kept 90 days (purgeAt, DynamoDB's TTL) "so a schedule cannot fill a partition";
    the entry of ?read= beside each must expire with it, or the index partition fills instead."""
    expired = notify(stack, firm.member, "Old")
    moto_fidelity.purge(stack.clock() + KEPT_SECONDS + 1, [stack.settings.data_table])
    assert call(workspace, "GET", f"{NOTES_PATH}/{expired}", token=firm.token).status == 404  # TTL took it
    rows = _index_rows(stack, firm, NOTIFICATIONS.partition(firm.member.user_id), {"read": ["false"]})
    assert rows == {"read=false": []}, "the index entry outlived its notification"


def test_an_unread_list_is_not_an_empty_page_behind_expired_notifications(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    kept = notify(stack, firm.member, "Kept")
    long_ago = int(stack.clock()) - KEPT_SECONDS - 60  # written 90 days and a minute ago, newer ids
    for _ in range(3):
        write_as_runner(
            stack,
            firm.member,
            notification_writes(
                firm.member.user_id,
                {"message": "Gone"},
                notification_id=new_id("ntf", stack.clock),
                created_by=firm.member.user_id,
                now=long_ago,
            ),
        )
    moto_fidelity.purge(stack.clock(), [stack.settings.data_table])  # DynamoDB's TTL, as AWS runs it
    assert ids(listing(workspace, NOTES_PATH, firm.token)) == [kept]  # the partition: right
    first = listing(workspace, NOTES_PATH, firm.token, {"read": "false", "limit": "2"})
    assert first.status == 200, first.body
    assert [n["id"] for n in first.body["items"]] == [kept], first.body  # not an empty page with a cursor


def test_archiving_moves_an_item_out_of_filtered_lists_and_back(firm: Firm, probe: App) -> None:
    item = make(probe, firm, PROBE_PATH, {"title": "Arch", "label": "L", "tags": ["t"]})
    path = f"{PROBE_PATH}/{item['id']}"
    assert call(probe, "POST", f"{path}/archive", token=firm.token).status == 200
    for params in ({"label": "L"}, {"tags": "t"}, {}):
        assert ids(listing(probe, PROBE_PATH, firm.token, params)) == [], params
        assert ids(listing(probe, PROBE_PATH, firm.token, {**params, "archived": "true"})) == [item["id"]]
    replaced = call(probe, "PUT", path, token=firm.token, body={"title": "Arch", "label": "M"})
    assert (replaced.status, replaced.body["archived"]) == (200, True)  # a replace keeps the state
    assert ids(listing(probe, PROBE_PATH, firm.token, {"label": "M"})) == []
    assert ids(listing(probe, PROBE_PATH, firm.token, {"label": "M", "archived": "true"})) == [item["id"]]
    back = call(probe, "POST", f"{path}/unarchive", token=firm.token)
    assert (back.status, back.body["archived"], back.body.get("archivedAt")) == (200, False, None)
    assert ids(listing(probe, PROBE_PATH, firm.token, {"label": "M"})) == [item["id"]]
    assert ids(listing(probe, PROBE_PATH, firm.token, {"label": "L"})) == []


def test_a_soft_deleted_item_is_in_no_list_and_frees_its_unique_value(
    stack: Stack, firm: Firm, probe: App
) -> None:
    item = make(probe, firm, PROBE_PATH, {"title": "Once", "label": "L", "tags": ["t"]})
    assert call(probe, "DELETE", f"{PROBE_PATH}/{item['id']}", token=firm.token).status == 200
    for params in ({"label": "L"}, {"tags": "t"}, {}, {"archived": "true"}):
        assert ids(listing(probe, PROBE_PATH, firm.token, params)) == [], params
    assert call(probe, "GET", f"{PROBE_PATH}/{item['id']}", token=firm.token).status == 404
    assert call(probe, "DELETE", f"{PROBE_PATH}/{item['id']}", token=firm.token).status == 404
    assert call(probe, "POST", f"{PROBE_PATH}/{item['id']}/archive", token=firm.token).status == 404
    again = make(probe, firm, PROBE_PATH, {"title": "ONCE "})  # folded: the same title, free again
    assert again["id"] != item["id"]
    kept = raw_items(stack, firm.member.firm_id, "KIT#probe-things#D")
    assert [row["id"] for row in kept] == [item["id"]]


def test_replacing_one_tag_keeps_the_other_tags_entries(firm: Firm, probe: App) -> None:
    item = make(probe, firm, PROBE_PATH, {"title": "Tags", "tags": ["a", "b"]})
    path = f"{PROBE_PATH}/{item['id']}"
    assert (
        call(probe, "PUT", path, token=firm.token, body={"title": "Tags", "tags": ["b", "c"]}).status == 200
    )
    assert ids(listing(probe, PROBE_PATH, firm.token, {"tags": "a"})) == []
    assert ids(listing(probe, PROBE_PATH, firm.token, {"tags": "b"})) == [item["id"]]
    assert ids(listing(probe, PROBE_PATH, firm.token, {"tags": "c"})) == [item["id"]]


def test_a_filtered_page_of_more_than_a_hundred_items_is_answered(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    """`limit` goes to 200; the page's items are read in one BatchGetItem, which takes at most 100 keys."""
    now = int(stack.clock())
    writes: list[Any] = []
    for n in range(101):
        values = TASKS.body.validate({"title": f"Task {n}"})
        writes += creation_writes(
            TASKS,
            TASKS.partition(None),
            values,
            item_id=new_id("task", stack.clock),
            created_by=firm.member.user_id,
            now=now,
        )
        if len(writes) >= 80:
            write_as_runner(stack, firm.member, writes)
            writes = []
    write_as_runner(stack, firm.member, writes)
    assert len(ids(listing(workspace, TASKS_PATH, firm.token, {"limit": "200"}))) == 101  # unfiltered: fine
    answer = listing(workspace, TASKS_PATH, firm.token, {"status": "open", "limit": "200"})
    assert answer.status == 200, answer.body
    assert len(answer.body["items"]) == 101


# =====================================================================================================
# 6. Races
# =====================================================================================================


def _race(*runs: Any) -> list[Any]:
    results: list[Any] = [None] * len(runs)
    barrier = threading.Barrier(len(runs))

    def run(index: int) -> None:
        barrier.wait()
        results[index] = runs[index]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(runs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_replaces_racing_on_one_task_leave_one_index_entry_per_filter(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    people = [other_member(stack, firm)[0].user_id for _ in range(4)]
    task = make(workspace, firm, TASKS_PATH, {"title": "Race"})
    path = f"{TASKS_PATH}/{task['id']}"

    def replace(user_id: str, status: str) -> Any:
        app = stack.app(workspace_app())  # each its own container
        return lambda: call(
            app,
            "PUT",
            path,
            token=firm.token,
            body={"title": "Race", "assigneeUserId": user_id, "status": status},
        )

    results = _race(*(replace(user, ("open", "done")[i % 2]) for i, user in enumerate(people)))
    assert all(result.status in (200, 409) for result in results), [r.body for r in results]
    final = call(workspace, "GET", path, token=firm.token).body
    rows = _index_rows(stack, firm, "KIT#tasks", {"assigneeUserId": people, "status": ["open", "done"]})
    expected = {f"assigneeUserId={u}": ([task["id"]] if u == final["assigneeUserId"] else []) for u in people}
    expected |= {f"status={s}": ([task["id"]] if s == final["status"] else []) for s in ("open", "done")}
    assert rows == expected


def test_a_delete_racing_a_replace_leaves_no_index_entry(stack: Stack, firm: Firm, workspace: App) -> None:
    bob, _ = other_member(stack, firm)
    task = make(workspace, firm, TASKS_PATH, {"title": "Race", "assigneeUserId": firm.member.user_id})
    path = f"{TASKS_PATH}/{task['id']}"
    apps = [stack.app(workspace_app()) for _ in range(2)]
    results = _race(
        lambda: call(
            apps[0], "PUT", path, token=firm.token, body={"title": "R", "assigneeUserId": bob.user_id}
        ),
        lambda: call(apps[1], "DELETE", path, token=firm.token),
    )
    assert sorted(r.status for r in results) in ([200, 200], [200, 404], [200, 409]), [
        r.body for r in results
    ]
    if call(workspace, "GET", path, token=firm.token).status == 404:
        rows = _index_rows(
            stack,
            firm,
            "KIT#tasks",
            {"assigneeUserId": [firm.member.user_id, bob.user_id], "status": ["open"]},
        )
        assert all(found == [] for found in rows.values()), rows


def test_two_creates_racing_for_one_unique_title_store_one(stack: Stack, firm: Firm, probe: App) -> None:
    apps = [stack.app(App([_router], service="probe")) for _ in range(3)]
    results = _race(
        *(
            lambda app=app: call(
                app, "POST", PROBE_PATH, token=firm.token, body={"title": "Only one", "label": "L"}
            )
            for app in apps
        )
    )
    assert sorted(r.status for r in results) == [201, 409, 409], [r.body for r in results]
    assert len(ids(listing(probe, PROBE_PATH, firm.token, {"label": "L"}))) == 1


# =====================================================================================================
# 7. References: another firm's, deleted before the commit, many with duplicates, none, too many
# =====================================================================================================


def test_references_to_another_firms_or_nobodys_records_are_400_naming_each_item(
    stack: Stack, firm: Firm, probe: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    mine, their_person = person(firm), person(theirs)
    refused = call(
        probe,
        "POST",
        PROBE_PATH,
        token=firm.token,
        body={"title": "R", "personIds": [mine, their_person, NOBODY], "companyId": company(theirs)},
    )
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert sorted(d["field"] for d in refused.body["error"]["details"]) == [
        "companyId",
        "personIds[1]",
        "personIds[2]",
    ]
    as_theirs = [d["message"] for d in refused.body["error"]["details"] if d["field"] == "personIds[1]"]
    as_nobodys = [d["message"] for d in refused.body["error"]["details"] if d["field"] == "personIds[2]"]
    assert as_theirs == as_nobodys


def test_a_reference_of_the_wrong_type_is_400(firm: Firm, probe: App, workspace: App) -> None:
    acme = company(firm)
    assert (
        call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": "W", "personIds": [acme]}).status
        == 400
    )
    wrong = call(
        workspace,
        "POST",
        TASKS_PATH,
        token=firm.token,
        body={"title": "W", "recordType": "Person", "recordId": acme},
    )
    assert (wrong.status, wrong.body["error"]["details"][0]["field"]) == (400, "recordId")


@pytest.mark.parametrize(("people", "field"), [(2, "personIds[1]"), (4, "personIds")])
def test_many_references_with_a_repeat_or_beyond_most_are_400(
    firm: Firm, probe: App, people: int, field: str
) -> None:
    named = [person(firm, f"P{i}") for i in range(min(people, 3))]
    body_ids = [named[0], named[0]] if people == 2 else [*named, named[0]]
    refused = call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": "M", "personIds": body_ids})
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert field in [d["field"] for d in refused.body["error"]["details"]]


def test_many_references_may_be_none(firm: Firm, probe: App) -> None:
    made = make(probe, firm, PROBE_PATH, {"title": "None", "personIds": []})
    assert made["personIds"] == []


@pytest.mark.parametrize(
    "value", [None, 7, "rec_" + "A" * 26, ["x"], {"id": NOBODY}, "Company#" + NOBODY, ""]
)
def test_a_null_or_misshapen_id_in_many_references_is_400_naming_its_index(
    firm: Firm, probe: App, value: Any
) -> None:
    refused = call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": "N", "personIds": [value]})
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert [d["field"] for d in refused.body["error"]["details"]] == ["personIds[0]"]


def test_a_record_deleted_between_the_check_and_the_commit_refuses_the_write(
    stack: Stack, firm: Firm, probe: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    import kit.resource as kit_resource

    doomed = person(firm, "Doomed")
    checked = kit_resource.reference_problems

    def check_then_delete(*args: Any, **kwargs: Any) -> Any:
        found = checked(*args, **kwargs)
        delete_raw(stack, firm.member.firm_id, live_partition("Person"), doomed)  # another request's delete
        return found

    monkeypatch.setattr(kit_resource, "reference_problems", check_then_delete)
    refused = call(
        probe,
        "POST",
        PROBE_PATH,
        token=firm.token,
        body={"title": "Late", "label": "late", "personIds": [doomed]},
    )
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert refused.body["error"]["details"] == [
        {"field": "personIds[0]", "message": "no Person with this id"}
    ]
    monkeypatch.undo()
    assert ids(listing(probe, PROBE_PATH, firm.token)) == []
    assert ids(listing(probe, PROBE_PATH, firm.token, {"label": "late"})) == []


def test_a_record_deleted_between_the_check_and_a_replace_refuses_it(
    stack: Stack, firm: Firm, workspace: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    import kit.resource as kit_resource

    acme = company(firm)
    task = make(workspace, firm, TASKS_PATH, {"title": "T"})
    checked = kit_resource.reference_problems

    def check_then_delete(*args: Any, **kwargs: Any) -> Any:
        found = checked(*args, **kwargs)
        delete_raw(stack, firm.member.firm_id, live_partition("Company"), acme)
        return found

    monkeypatch.setattr(kit_resource, "reference_problems", check_then_delete)
    refused = call(
        workspace,
        "PUT",
        f"{TASKS_PATH}/{task['id']}",
        token=firm.token,
        body={"title": "T", "recordType": "Company", "recordId": acme},
    )
    monkeypatch.undo()
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert call(workspace, "GET", f"{TASKS_PATH}/{task['id']}", token=firm.token).body["version"] == 1


def test_a_child_naming_its_own_parent_is_written_once(firm: Firm, probe: App) -> None:
    acme, beta = company(firm, "Acme"), company(firm, "Beta")
    for other in (acme, beta):
        made = call(
            probe,
            "POST",
            CHILD_PATH.replace("{id}", acme),
            token=firm.token,
            body={"title": "Self", "otherId": other},
        )
        assert made.status == 201, made.body


def test_a_grant_naming_another_firms_role_is_400(
    stack: Stack, firm: Firm, portal: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    their_role = make(portal, theirs, "/api/v1/x/portal/roles", {"name": "Theirs"})["id"]
    body = {
        "personId": person(firm),
        "subjectKind": "company",
        "subjectId": company(firm),
        "roleId": their_role,
    }
    refused = call(portal, "POST", "/api/v1/x/portal/access", token=firm.token, body=body)
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "roleId")
    assert call(portal, "GET", f"/api/v1/x/portal/roles/{their_role}", token=theirs.token).body["grants"] == 0


def test_a_grant_whose_subject_is_an_investor_id_given_as_a_company_is_400(firm: Firm, portal: App) -> None:
    role = make(portal, firm, "/api/v1/x/portal/roles", {"name": "R"})["id"]
    lp = firm.create("Investor", name="LP")["id"]
    body = {"personId": person(firm), "subjectKind": "company", "subjectId": lp, "roleId": role}
    refused = call(portal, "POST", "/api/v1/x/portal/access", token=firm.token, body=body)
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "subjectId")


def test_a_deleted_grant_leaves_no_index_entry(stack: Stack, firm: Firm, portal: App) -> None:
    role = make(portal, firm, "/api/v1/x/portal/roles", {"name": "R"})["id"]
    who, acme = person(firm), company(firm)
    grant = make(
        portal,
        firm,
        "/api/v1/x/portal/access",
        {"personId": who, "subjectKind": "company", "subjectId": acme, "roleId": role},
    )
    path = "/api/v1/x/portal/access"
    for params in ({"personId": who}, {"companyId": acme}, {"personId": who, "companyId": acme}):
        assert ids(listing(portal, path, firm.token, params)) == [grant["id"]], params
    assert listing(portal, path, firm.token, {"investorId": acme}).status == 404  # a Company is no Investor
    assert call(portal, "DELETE", f"{path}/{grant['id']}", token=firm.token).status == 200
    for params in ({"personId": who}, {"companyId": acme}):
        assert ids(listing(portal, path, firm.token, params)) == [], params
    assert call(portal, "DELETE", f"/api/v1/x/portal/roles/{role}", token=firm.token).status == 200


# =====================================================================================================
# 8. Unique values: folded, one to one, inside a key's size
# =====================================================================================================


def test_two_titles_that_differ_after_a_hundred_percent_signs_are_both_allowed(
    firm: Firm, probe: App
) -> None:
    """`_folded` encodes (% becomes %25) and then cuts at 300 characters: 100 '%' fill the cut."""
    make(probe, firm, PROBE_PATH, {"title": "%" * 100 + " first"})
    second = call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": "%" * 100 + " second"})
    assert second.status == 201, second.body


def test_two_long_titles_that_differ_only_at_the_end_are_both_allowed(firm: Firm, probe: App) -> None:
    """U+FDFA folds (NFKC) to 18 characters: 17 of them fill the 300 kept, whatever follows."""
    make(probe, firm, PROBE_PATH, {"title": "\ufdfa" * 17 + " one"})
    second = call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": "\ufdfa" * 17 + " two"})
    assert second.status == 201, second.body


def test_a_product_name_that_folds_to_astral_characters_is_stored_or_refused_never_a_500(
    firm: Firm, stack: Stack
) -> None:
    """U+1D1C0 folds (NFKC) to three 4-byte characters: 100 of them (100 characters, inside the name's
    200) make a unique marker's sort key of 6 + 1,200 bytes, over DynamoDB's 1,024."""
    from companies_api.handler import create_app as companies_app

    companies = stack.app(companies_app())
    acme = company(firm)
    answer = call(
        companies,
        "POST",
        f"/api/v1/x/companies/{acme}/products",
        token=firm.token,
        body={"name": "\U0001d1c0" * 100, "status": "Live"},
    )
    assert answer.status in (201, 400), answer.body


def test_a_portal_role_name_that_folds_to_astral_characters_is_never_a_500(firm: Firm, portal: App) -> None:
    answer = call(
        portal, "POST", "/api/v1/x/portal/roles", token=firm.token, body={"name": "\U0001d1c0" * 100}
    )
    assert answer.status in (201, 400), answer.body


def test_unique_titles_fold_case_width_and_space(firm: Firm, probe: App) -> None:
    make(probe, firm, PROBE_PATH, {"title": "Straße"})
    for same in ("STRASSE", " strasse ", "\uff33\uff54\uff52\uff41\uff53\uff53\uff45"):
        taken = call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": same})
        assert (taken.status, taken.code) == (409, "already_exists"), same


def test_replacing_a_title_frees_the_old_one(firm: Firm, probe: App) -> None:
    item = make(probe, firm, PROBE_PATH, {"title": "Old"})
    assert (
        call(probe, "PUT", f"{PROBE_PATH}/{item['id']}", token=firm.token, body={"title": "New"}).status
        == 200
    )
    make(probe, firm, PROBE_PATH, {"title": "old"})
    taken = call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": "NEW"})
    assert (taken.status, taken.code) == (409, "already_exists")


# =====================================================================================================
# 9. Field types at their edges: a 400 naming the field, never a 500, never a huge echo
# =====================================================================================================


def post_exact(app: App, token: str, path: str, body: Any) -> Result:
    """A POST whose body may hold exact numbers (Decimal), written as the JSON codec writes them."""
    event = api_event(
        "POST",
        path,
        token=token,
        raw_body=json_codec.dumps(body),
        headers={"content-type": "application/json"},
    )
    response = app.lambda_handler(event, None)
    raw = response.get("body")
    return Result(response["statusCode"], response.get("headers", {}), json_codec.loads(raw) if raw else None)


def _refused(app: App, firm: Firm, body: dict[str, Any], field: str) -> Result:
    answer = post_exact(app, firm.token, PROBE_PATH, {"title": "Edge", **body})
    assert (answer.status, answer.code) == (400, "invalid_request"), (body, answer.status, answer.body)
    assert field in [d["field"] for d in answer.body["error"]["details"]], answer.body
    return answer


@pytest.mark.parametrize(
    ("sent", "stored"),
    [
        ("2025-03-01T09:30:00+01:00", "2025-03-01T08:30:00Z"),
        ("2025-03-01t09:30:00z", "2025-03-01T09:30:00Z"),
        ("2025-03-01T00:30:00+14:00", "2025-02-28T10:30:00Z"),
        ("2025-03-01T23:30:00-12:00", "2025-03-02T11:30:00Z"),
        ("2025-03-01T09:30:00.1Z", "2025-03-01T09:30:00.100000Z"),
        ("2025-03-01T09:30:00.123456-00:00", "2025-03-01T09:30:00.123456Z"),
        ("2024-02-29T12:00:00Z", "2024-02-29T12:00:00Z"),
        ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00Z"),
        ("9999-12-31T23:59:59Z", "9999-12-31T23:59:59Z"),
    ],
)
def test_a_date_time_is_stored_in_utc(firm: Firm, probe: App, sent: str, stored: str) -> None:
    assert make(probe, firm, PROBE_PATH, {"title": sent, "at": sent})["at"] == stored


@pytest.mark.parametrize(
    "sent",
    [
        "0001-01-01T00:00:00+01:00",  # the instant is before year 1 in UTC
        "9999-12-31T23:59:59-01:00",  # the instant is after year 9999 in UTC
        "0000-01-01T00:00:00Z",
        "2025-12-31T23:59:60Z",  # a leap second
        "2025-02-29T12:00:00Z",
        "2025-03-01T24:00:00Z",
        "2025-03-01T09:30:00+24:00",
        "2025-03-01T09:30:00+23:60",
        "2025-03-01T09:30:00.1234567Z",
        "2025-03-01T09:30:00",  # no offset
        "2025-03-01 09:30:00Z",
        "2025-03-01T09:30Z",
        "\uff12\uff10\uff12\uff15-03-01T09:30:00Z",
        "2025-03-01T09:30:00Z\n",
        "+2025-03-01T09:30:00Z",
    ],
)
def test_a_date_time_out_of_range_or_misshapen_is_400(firm: Firm, probe: App, sent: str) -> None:
    _refused(probe, firm, {"at": sent}, "at")


def test_the_readme_site_visit_with_a_start_before_year_one_in_utc_is_400(stack: Stack, firm: Firm) -> None:
    visits = stack.app(readme_site_visits())
    acme = company(firm)
    body = {
        "title": "Tour",
        "startsAt": "0001-01-01T00:30:00+01:00",
        "endsAt": "2025-03-04T11:30:00+01:00",
        "companyId": acme,
        "attendeeIds": [],
    }
    answer = call(visits, "POST", "/api/v1/x/site-visits", token=firm.token, body=body)
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body


def test_the_readme_site_visit_compares_instants_across_offsets(stack: Stack, firm: Firm) -> None:
    visits = stack.app(readme_site_visits())
    acme = company(firm)
    body = {
        "title": "Tour",
        "startsAt": "2025-03-04T09:00:00+01:00",
        "endsAt": "2025-03-04T08:30:00Z",
        "companyId": acme,
        "attendeeIds": [],
    }
    made = call(visits, "POST", "/api/v1/x/site-visits", token=firm.token, body=body)
    assert made.status == 201, made.body  # 08:30Z is after 08:00Z
    earlier = {**body, "endsAt": "2025-03-04T07:59:59.999999Z"}
    refused = call(visits, "POST", "/api/v1/x/site-visits", token=firm.token, body=earlier)
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "endsAt")


@pytest.mark.parametrize(
    "count",
    [10**38 + 1, -(10**38 + 1), 2**200, int("9" * 4000)],
    ids=["1e38+1", "-(1e38+1)", "2^200", "4000 nines"],
)
def test_a_whole_number_beyond_what_the_store_holds_is_400(firm: Firm, probe: App, count: int) -> None:
    _refused(probe, firm, {"count": count}, "count")


@pytest.mark.parametrize(
    "count", [10**38, -(10**38), 10**40, 10**125], ids=["1e38", "-1e38", "1e40", "1e125"]
)
def test_a_whole_number_the_store_holds_exactly_is_stored_not_a_500(
    firm: Firm, probe: App, count: int
) -> None:
    """One significant digit: DynamoDB holds it exactly (38 digits, magnitude to 1e125)."""
    answer = post_exact(probe, firm.token, PROBE_PATH, {"title": "Exact", "count": count})
    assert answer.status in (201, 400), (answer.status, answer.body)
    if answer.status == 201:
        assert answer.body["count"] == count


@pytest.mark.parametrize(
    "value",
    [
        json_codec.loads("1e400"),
        json_codec.loads("1e-400"),
        json_codec.loads("0.123456789012345678901234567890123456789"),
        json_codec.loads("123456789012345678901234567890123456789012"),
    ],
)
def test_a_number_inside_json_beyond_what_the_store_holds_is_400(firm: Firm, probe: App, value: Any) -> None:
    _refused(probe, firm, {"extra": {"n": value}}, "extra.n")


def test_json_nested_deeper_than_the_store_holds_is_400(firm: Firm, probe: App) -> None:
    """DynamoDB holds documents 32 levels deep; the JSON codec takes 100 (moto does not check)."""
    deep: Any = "bottom"
    for _ in range(40):
        deep = {"d": deep}
    _refused(probe, firm, {"extra": deep}, "extra")


def test_json_with_an_empty_key_or_nulls_inside_is_stored_as_sent(firm: Firm, probe: App) -> None:
    value = {"": 1, "n": None, "l": [None, {"x": None}], "b": True, "s": "#%23"}
    made = make(probe, firm, PROBE_PATH, {"title": "J", "extra": value})
    got = call(probe, "GET", f"{PROBE_PATH}/{made['id']}", token=firm.token).body
    assert got["extra"] == value


def test_a_body_over_what_an_item_holds_is_a_4xx_not_a_500(firm: Firm, probe: App) -> None:
    """25 notes of 20,000 characters: a 500 KB body, inside the 1 MiB limit, beyond a 400 KB item."""
    answer = call(
        probe, "POST", PROBE_PATH, token=firm.token, body={"title": "Big", "notes": ["n" * 20_000] * 25}
    )
    assert 400 <= answer.status < 500, (answer.status, answer.body)


def test_a_body_of_many_unknown_huge_keys_answers_small(firm: Firm, probe: App) -> None:
    body = {"title": "K", **{f"{i}" + "k" * 5_000: 1 for i in range(150)}}
    answer = call(probe, "POST", PROBE_PATH, token=firm.token, body=body)
    assert (answer.status, answer.code) == (400, "invalid_request")
    assert len(json.dumps(answer.body)) < 10_000


def test_a_huge_hostile_title_is_not_echoed_whole(firm: Firm, probe: App) -> None:
    answer = _refused(probe, firm, {"title": "<script>" * 100_000}, "title")
    assert len(json.dumps(answer.body)) < 2_000


def test_a_unique_conflict_does_not_echo_more_than_the_field_holds(firm: Firm, probe: App) -> None:
    make(probe, firm, PROBE_PATH, {"title": "x" * 200})
    taken = call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": "X" * 200})
    assert (taken.status, taken.code) == (409, "already_exists")
    assert len(taken.body["error"]["message"]) < 400


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"count": True}, "count"),
        ({"count": "1"}, "count"),
        ({"count": json_codec.loads("1.0")}, "count"),
        ({"flag": 1}, "flag"),
        ({"flag": "true"}, "flag"),
        ({"label": 5}, "label"),
        ({"label": ["a"]}, "label"),
        ({"title": None}, "title"),
        ({"title": True}, "title"),
        ({"kind": None, "title": {"a": 1}}, "title"),
        ({"tags": "a"}, "tags"),
        ({"tags": [None]}, "tags[0]"),
        ({"tags": ["a", "a"]}, "tags[1]"),
        ({"tags": ["x"] * 6}, "tags"),
        ({"day": "2025-1-01"}, "day"),
        ({"day": 20250101}, "day"),
        ({"shape": {"inner": [{"n": -1}]}}, "shape.inner[0].n"),
        ({"shape": {"inner": [None]}}, "shape.inner[0]"),
        ({"shape": {"inner": [{}]}}, "shape.inner[0].n"),
        ({"shape": {"inner": [{"n": 1, "m": 2}]}}, "shape.inner[0].m"),
        ({"shape": []}, "shape"),
        ({"extra": []}, "extra"),
        ({"extra": {str(i): i for i in range(31)}}, "extra"),
        ({"extra": {"k" * 65: 1}}, "extra." + "k" * 64),
    ],
)
def test_a_value_of_the_wrong_json_type_is_400_naming_its_path(
    firm: Firm, probe: App, body: dict[str, Any], field: str
) -> None:
    _refused(probe, firm, body, field)


@pytest.mark.parametrize(
    ("price", "field"),
    [
        ({"amount": True, "currency": "EUR"}, "price.amount"),
        ({"amount": "1", "currency": "EUR"}, "price.amount"),
        ({"amount": None, "currency": "EUR"}, "price.amount"),
        ({"amount": 1, "currency": "eur"}, "price.currency"),
        ({"amount": 1, "currency": "XYZ"}, "price.currency"),
        ({"amount": 1}, "price.currency"),
        ({"amount": 1, "currency": "EUR", "rate": 2}, "price.rate"),
        ([1, "EUR"], "price"),
        ("1 EUR", "price"),
        ({"amount": json_codec.loads("1e400"), "currency": "EUR"}, "price.amount"),
        ({"amount": json_codec.loads("1." + "1" * 40), "currency": "EUR"}, "price.amount"),
    ],
)
def test_money_that_is_not_an_exact_amount_and_a_currency_is_400(
    firm: Firm, probe: App, price: Any, field: str
) -> None:
    _refused(probe, firm, {"price": price}, field)


def test_money_is_stored_exactly(firm: Firm, probe: App) -> None:
    price = {"amount": json_codec.loads("1234567890.123456789"), "currency": "EUR"}
    made = call(
        probe, "POST", PROBE_PATH, token=firm.token, body={"title": "M"}, headers={}
    )  # a plain body first, to compare the answers' digits below
    assert made.status == 201
    event = api_event(
        "POST",
        PROBE_PATH,
        token=firm.token,
        raw_body='{"title": "Money", "price": {"amount": 1234567890.123456789, "currency": "EUR"}}',
        headers={"content-type": "application/json"},
    )
    raw = probe.lambda_handler(event, None)["body"]
    assert '"amount":1234567890.123456789' in raw.replace(" ", ""), raw
    assert price["amount"] == json_codec.loads(raw)["price"]["amount"]


@pytest.mark.parametrize(
    "link",
    [
        "http://example.com",
        "https://user:pw@example.com/",
        "https://user@example.com/",
        "https://example",
        "https://exa mple.com",
        "https://example.com:99999/",
        "javascript:alert(1)",
        "https:///path",
        "https://[::1]/",
        "https://exämple.com/",
        "https://example.com/\x00",
    ],
)
def test_a_url_that_is_not_https_to_a_host_name_is_400(firm: Firm, probe: App, link: str) -> None:
    _refused(probe, firm, {"link": link}, "link")


@pytest.mark.parametrize(
    "link",
    [
        "https://127.0.0.1/",
        "https://169.254.169.254/latest/meta-data/",
        "https://10.0.0.1/",
        "https://0.0.0.0/",
        "https://2130706433.0/",
    ],
)
def test_a_url_naming_an_ip_address_is_not_a_host_name(firm: Firm, probe: App, link: str) -> None:
    """Url's own words: "an https URL with a host name"; an address in dotted digits is none."""
    _refused(probe, firm, {"link": link}, "link")


@pytest.mark.parametrize(
    "email",
    [
        "a@b",
        "@example.com",
        "a@example..com",
        "a b@example.com",
        "a@-example.com",
        "a@example.com\n",
        "x" * 65 + "@example.com",
        "a@" + "b" * 250 + ".com",
        "a@exämple.com",
        "<a@example.com>",
    ],
)
def test_an_email_that_is_not_an_address_is_400(firm: Firm, probe: App, email: str) -> None:
    _refused(probe, firm, {"email": email}, "email")


@pytest.mark.parametrize(
    "raw",
    [
        "null",
        "[]",
        '"text"',
        "1",
        '{"title": "a", "title": "b"}',
        '{"title": NaN}',
        '{"title": "\\ud800"}',
        "[" * 10_000 + "]" * 10_000,
    ],
)
def test_a_body_that_is_not_one_json_object_of_fields_is_400(firm: Firm, probe: App, raw: str) -> None:
    event = api_event(
        "POST", PROBE_PATH, token=firm.token, raw_body=raw, headers={"content-type": "application/json"}
    )
    response = probe.lambda_handler(event, None)
    assert response["statusCode"] == 400, response
    assert json.loads(response["body"])["error"]["code"] in ("invalid_json", "invalid_request")


def test_an_item_id_in_the_path_that_is_not_one_is_404_on_every_route(firm: Firm, probe: App) -> None:
    for item_id in (
        "prb_x%23y",
        "prb_" + "0" * 26 + "#",
        "PRB_" + "0" * 26,
        "prb_" + "0" * 300,
        "%00",
        "prb_" + "0" * 25 + "é",
    ):
        for method, suffix in (("GET", ""), ("PUT", ""), ("DELETE", ""), ("POST", "/archive")):
            body = {"title": "x"} if method == "PUT" else None
            answer = call(probe, method, f"{PROBE_PATH}/{item_id}{suffix}", token=firm.token, body=body)
            assert (answer.status, answer.code) == (404, "not_found"), (item_id, method, answer.body)


# =====================================================================================================
# 10. More of the same: replace, nulls, types of a filter's record, If-Match on state routes
# =====================================================================================================


def test_a_replace_naming_another_firms_record_is_400_and_changes_nothing(
    stack: Stack, firm: Firm, workspace: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    task = make(workspace, firm, TASKS_PATH, {"title": "T"})
    refused = call(
        workspace,
        "PUT",
        f"{TASKS_PATH}/{task['id']}",
        token=firm.token,
        body={"title": "T", "recordType": "Company", "recordId": company(theirs)},
    )
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "recordId")
    assert call(workspace, "GET", f"{TASKS_PATH}/{task['id']}", token=firm.token).body == task


def test_a_replace_sending_null_for_a_filtered_value_takes_it_out_of_that_filter(
    firm: Firm, probe: App
) -> None:
    item = make(probe, firm, PROBE_PATH, {"title": "N", "label": "L", "kind": "a", "tags": ["t"]})
    path = f"{PROBE_PATH}/{item['id']}"
    replaced = call(
        probe, "PUT", path, token=firm.token, body={"title": "N", "label": None, "kind": "a", "tags": None}
    )
    assert replaced.status == 200, replaced.body
    assert "label" not in replaced.body
    assert "tags" not in replaced.body
    assert ids(listing(probe, PROBE_PATH, firm.token, {"label": "L"})) == []
    assert ids(listing(probe, PROBE_PATH, firm.token, {"tags": "t"})) == []
    assert ids(listing(probe, PROBE_PATH, firm.token, {"kind": "a"})) == [item["id"]]


def test_a_filter_naming_a_record_of_another_type_is_404(firm: Firm, probe: App) -> None:
    someone = person(firm)
    answer = listing(probe, PROBE_PATH, firm.token, {"companyId": someone})
    assert (answer.status, answer.code) == (404, "not_found")


def test_a_stale_if_match_on_archive_is_412_and_writes_nothing(firm: Firm, probe: App) -> None:
    item = make(probe, firm, PROBE_PATH, {"title": "IfMatch", "label": "L"})
    path = f"{PROBE_PATH}/{item['id']}"
    assert call(probe, "PUT", path, token=firm.token, body={"title": "IfMatch", "label": "L"}).status == 200
    stale = call(probe, "POST", f"{path}/archive", token=firm.token, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert ids(listing(probe, PROBE_PATH, firm.token, {"label": "L"})) == [item["id"]]


def test_a_notification_read_with_a_stale_if_match_is_412_and_stays_unread(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    first = notify(stack, firm.member)
    stale = call(
        workspace,
        "POST",
        f"{NOTES_PATH}/{first}/read",
        token=firm.token,
        body={},
        headers={"If-Match": '"7"'},
    )
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert ids(listing(workspace, NOTES_PATH, firm.token, {"read": "false"})) == [first]


def test_a_viewer_reads_their_own_notification_but_never_lists_tasks(
    stack: Stack, firm: Firm, workspace: App
) -> None:
    viewer, token = other_member(stack, firm, role="viewer")
    mine = notify(stack, viewer)
    assert call(workspace, "POST", f"{NOTES_PATH}/{mine}/read", token=token, body={}).status == 200
    assert ids(listing(workspace, NOTES_PATH, token, {"read": "true"})) == [mine]
    refused = call(workspace, "POST", TASKS_PATH, token=token, body={"title": "No"})
    assert refused.status == 403


@pytest.mark.parametrize("value", [10**40, -(10**38), 10**125], ids=["1e40", "-1e38", "1e125"])
def test_an_automation_step_setting_a_whole_number_of_one_significant_digit_is_never_a_500(
    stack: Stack, firm: Firm, value: int
) -> None:
    """The tree check takes the number (1 significant digit: DynamoDB holds it exactly); the Json config
    keeps the int as sent, and the item codec cannot write an int of more than 38 digits."""
    from automations_api.handler import create_app as automations_app

    app = stack.app(automations_app())
    token = stack.api_token(firm.member, ["automations:draft", "automations:read"])
    body = {
        "name": "Big",
        "tree": {
            "trigger": {"kind": "recordCreated", "config": {"recordType": "Deal"}},
            "steps": [{"kind": "updateField", "config": {"field": "amount", "value": value}}],
        },
    }
    answer = post_exact(app, token, "/api/v1/x/automations", body)
    assert answer.status in (201, 400), (answer.status, answer.body)


def test_a_portal_role_deleted_between_the_check_and_the_grant_refuses_it_with_a_400(
    stack: Stack, firm: Firm, portal: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The kit checks roleId, then runs `prepare` (which reads the role again to count the grant), then
    commits with the role required: a role removed in between must be the reference's 400."""
    import kit.resource as kit_resource

    role = make(portal, firm, "/api/v1/x/portal/roles", {"name": "Soon gone"})["id"]
    body = {"personId": person(firm), "subjectKind": "company", "subjectId": company(firm), "roleId": role}
    checked = kit_resource.reference_problems

    def check_then_delete(*args: Any, **kwargs: Any) -> Any:
        found = checked(*args, **kwargs)
        delete_raw(stack, firm.member.firm_id, "KIT#portal-roles", role)  # another request's DELETE
        return found

    monkeypatch.setattr(kit_resource, "reference_problems", check_then_delete)
    answer = call(portal, "POST", "/api/v1/x/portal/access", token=firm.token, body=body)
    monkeypatch.undo()
    assert (answer.status, answer.code) == (400, "invalid_request"), (answer.status, answer.body)


@pytest.mark.parametrize(
    "title",
    ["a\x7fb", "a\x85b", "a\u2028b", "a\u2029b", "a\x9bb"],
    ids=["DEL", "NEL", "LINE SEPARATOR", "PARAGRAPH SEPARATOR", "CSI"],
)
def test_a_one_line_text_refuses_every_control_character_and_line_break(
    firm: Firm, probe: App, title: str
) -> None:
    """Text: "no control characters (line breaks and tabs only when multiline)"."""
    _refused(probe, firm, {"title": title}, "title")


def test_a_multiline_text_keeps_newlines_and_tabs(firm: Firm, probe: App) -> None:
    made = make(probe, firm, PROBE_PATH, {"title": "Lines", "notes": ["one\ntwo\tthree"]})
    assert made["notes"] == ["one\ntwo\tthree"]


def test_a_multiline_text_takes_windows_line_breaks(firm: Firm, probe: App) -> None:
    """A text area's CRLF: Text checks "\r" beside "\n" as a line break a one-line text refuses, yet
    has_control_characters refuses "\r" in a multiline one too."""
    made = call(probe, "POST", PROBE_PATH, token=firm.token, body={"title": "CRLF", "notes": ["one\r\ntwo"]})
    assert made.status == 201, made.body
