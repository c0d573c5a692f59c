"""Calendar (spec 4.6) under moto: what the kit's contract suite does not cover. Meetings list
latest start first and take a range on startsAt read from a start-ordered index (a page costs one Query
of at most a page, however many meetings lie outside the range), filtered by company or deal; their
notes are versioned apart from the meeting and never outlive it; time blocks are seen by the firm and
changed only by their owner; booking types are settings with unique names."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from calendar_api.handler import create_app
from kernel.pipeline import App
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Member, Result, Stack, call

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"
MEETINGS = f"{X}/meetings"
TIME_BLOCKS = f"{X}/time-blocks"
BOOKING_TYPES = f"{X}/booking-types"
HOSTILE_IDS = ("mtg_" + "0" * 26, "not-an-id", "mtg_" + "A" * 26, "..%2F..%2Fx", "mtg_x%23y")


@pytest.fixture
def calendar(stack: Stack) -> App:
    return stack.app(create_app())


def on(calendar: App, firm: Firm, method: str, path: str, **kwargs: Any) -> Result:
    kwargs.setdefault("token", firm.token)
    return call(calendar, method, path, **kwargs)


def person(firm: Firm, last: str = "Doe") -> str:
    return str(firm.create("Person", firstName="Jane", lastName=last)["id"])


def company(firm: Firm, name: str = "Acme") -> str:
    return str(firm.create("Company", name=name, companyType="Portfolio")["id"])


def meeting_body(starts: str, ends: str, attendees: list[str], **more: Any) -> dict[str, Any]:
    return {"title": "Catch-up", "startsAt": starts, "endsAt": ends, "attendeeIds": attendees, **more}


def meeting(calendar: App, firm: Firm, starts: str, ends: str | None = None, **more: Any) -> dict[str, Any]:
    body = meeting_body(starts, ends or _hour_after(starts), more.pop("attendeeIds", []), **more)
    made = on(calendar, firm, "POST", MEETINGS, body=body)
    assert made.status == 201, made.body
    return dict(made.body)


def _hour_after(starts: str) -> str:
    day, _, time = starts.partition("T")
    return f"{day}T{int(time[:2]) + 1:02d}{time[2:]}"


def listed(calendar: App, firm: Firm, query: str = "") -> list[str]:
    answer = on(calendar, firm, "GET", MEETINGS, query=query)
    assert answer.status == 200, answer.body
    return [item["id"] for item in answer.body["items"]]


@contextmanager
def queries(client: Any) -> Iterator[list[dict[str, Any]]]:
    """Each DynamoDB call made meanwhile: its operation, and for a Query what it read (ScannedCount)."""
    seen: list[dict[str, Any]] = []

    def note(http_response: Any, parsed: dict[str, Any], model: Any, **_: Any) -> None:
        seen.append({"operation": model.name, "scanned": parsed.get("ScannedCount")})

    client.meta.events.register("after-call.dynamodb", note)
    try:
        yield seen
    finally:
        client.meta.events.unregister("after-call.dynamodb", note)


# ---- meetings: the list ------------------------------------------------------------------------------


def test_meetings_list_latest_start_first_and_same_starts_newest_first(firm: Firm, calendar: App) -> None:
    early = meeting(calendar, firm, "2025-03-04T09:00:00Z")["id"]
    late = meeting(calendar, firm, "2025-03-05T09:00:00Z")["id"]
    same_a = meeting(calendar, firm, "2025-03-04T12:00:00Z")["id"]
    same_b = meeting(calendar, firm, "2025-03-04T12:00:00Z")["id"]
    # Stored in UTC as "...T08:00:00.5Z" beside "...T08:00:00Z": ordered as instants, not as text.
    half_second = meeting(calendar, firm, "2025-03-04T09:00:00.5+01:00")["id"]
    on_the_second = meeting(calendar, firm, "2025-03-04T08:00:00Z")["id"]
    assert listed(calendar, firm) == [late, same_b, same_a, early, half_second, on_the_second]


def test_a_start_range_lists_the_meetings_starting_within_it(firm: Firm, calendar: App) -> None:
    at = {hour: meeting(calendar, firm, f"2025-03-04T{hour:02d}:00:00Z")["id"] for hour in range(8, 13)}
    window = "startsAt[gte]=2025-03-04T09:00:00Z&startsAt[lt]=2025-03-04T11:00:00Z"
    assert listed(calendar, firm, window) == [at[10], at[9]]
    closed = "startsAt[gt]=2025-03-04T09:00:00Z&startsAt[lte]=2025-03-04T11:00:00Z"
    assert listed(calendar, firm, closed) == [at[11], at[10]]
    assert listed(calendar, firm, "startsAt[gte]=2025-03-04T11:00:00Z") == [at[12], at[11]]
    assert listed(calendar, firm, "startsAt[lt]=2025-03-04T09:00:00Z") == [at[8]]
    # An offset names the same instant: 10:00+01:00 is 09:00Z.
    assert listed(calendar, firm, "startsAt[lte]=2025-03-04T10:00:00+01:00") == [at[9], at[8]]
    assert listed(calendar, firm, "startsAt[gte]=2025-03-05T00:00:00Z") == []
    assert (
        listed(calendar, firm, "startsAt[gte]=2025-03-04T12:00:00Z&startsAt[lt]=2025-03-04T09:00:00Z") == []
    )


def test_a_range_page_reads_one_query_of_at_most_a_page(firm: Firm, calendar: App, stack: Stack) -> None:
    """Many meetings after and before the window: the page reads from the window's end, a page at most."""
    for day in range(10, 30):
        meeting(calendar, firm, f"2025-03-{day}T09:00:00Z")
        meeting(calendar, firm, f"2024-03-{day}T09:00:00Z")
    inside = [meeting(calendar, firm, f"2025-01-0{day}T09:00:00Z")["id"] for day in (3, 2, 1)]
    with queries(stack.dynamodb) as seen:
        january = "startsAt[gte]=2025-01-01T00:00:00Z&startsAt[lt]=2025-02-01T00:00:00Z"
        answer = on(calendar, firm, "GET", MEETINGS, query=f"{january}&limit=5")
    assert (answer.status, [m["id"] for m in answer.body["items"]]) == (200, inside)
    assert answer.body["nextCursor"] is None
    read = [call for call in seen if call["operation"] == "Query"]
    assert len(read) == 1, seen
    assert read[0]["scanned"] <= 5, seen
    assert "Scan" not in [call["operation"] for call in seen]


def test_a_range_is_paged_with_its_cursor(firm: Firm, calendar: App) -> None:
    made = [meeting(calendar, firm, f"2025-03-{day:02d}T09:00:00Z")["id"] for day in range(1, 8)]
    window = "startsAt[gte]=2025-03-02T00:00:00Z&startsAt[lt]=2025-03-07T00:00:00Z"
    first = on(calendar, firm, "GET", MEETINGS, query=f"{window}&limit=3")
    assert [m["id"] for m in first.body["items"]] == made[5:2:-1]
    second = on(calendar, firm, "GET", MEETINGS, query=f"{window}&limit=3&cursor={first.body['nextCursor']}")
    assert ([m["id"] for m in second.body["items"]], second.body["nextCursor"]) == (made[2:0:-1], None)
    other_window = f"startsAt[lt]=2025-03-06T00:00:00Z&limit=3&cursor={first.body['nextCursor']}"
    refused = on(calendar, firm, "GET", MEETINGS, query=other_window)
    assert (refused.status, refused.code) == (400, "invalid_cursor")


def test_company_and_deal_filters_list_theirs_and_take_a_range(firm: Firm, calendar: App) -> None:
    acme, beta = company(firm, "Acme"), company(firm, "Beta")
    deal = str(firm.create("Deal", name="Acme Series B", companyId=acme)["id"])
    with_deal = meeting(calendar, firm, "2025-03-04T09:00:00Z", companyId=acme, dealId=deal)["id"]
    acme_only = meeting(calendar, firm, "2025-03-05T09:00:00Z", companyId=acme)["id"]
    betas = meeting(calendar, firm, "2025-03-06T09:00:00Z", companyId=beta)["id"]
    meeting(calendar, firm, "2025-03-07T09:00:00Z")
    assert listed(calendar, firm, f"companyId={acme}") == [acme_only, with_deal]
    assert listed(calendar, firm, f"companyId={beta}") == [betas]
    assert listed(calendar, firm, f"dealId={deal}") == [with_deal]
    assert listed(calendar, firm, f"companyId={acme}&startsAt[gte]=2025-03-05T00:00:00Z") == [acme_only]
    both = on(calendar, firm, "GET", MEETINGS, query=f"companyId={acme}&dealId={deal}")
    assert (both.status, both.body["error"]["details"][0]["field"]) == (400, "dealId")


def test_a_filter_naming_no_live_record_of_the_firm_is_404(
    stack: Stack, firm: Firm, calendar: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    their_company = company(theirs)
    meeting(calendar, theirs, "2025-03-04T09:00:00Z", companyId=their_company)
    deal_as_company = str(firm.create("Deal", name="Not a company")["id"])
    for query in (f"companyId={their_company}", f"companyId={'rec_' + '0' * 26}", f"dealId={their_company}",
                  f"companyId={deal_as_company}"):  # fmt: skip
        answer = on(calendar, firm, "GET", MEETINGS, query=query)
        assert (answer.status, answer.code) == (404, "not_found"), query


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("startsAt[gte]=2025-03-04", "startsAt[gte]"),
        ("startsAt[lt]=2025-03-04T09:00:00", "startsAt[lt]"),
        ("startsAt[gt]=2025-02-30T09:00:00Z", "startsAt[gt]"),
        ("startsAt[gte]=2025-03-04T09:00:00Z&startsAt[gt]=2025-03-04T09:00:00Z", "startsAt[gt]"),
        ("startsAt[lte]=2025-03-04T09:00:00Z&startsAt[lt]=2025-03-05T09:00:00Z", "startsAt[lt]"),
        ("startsAt[ne]=2025-03-04T09:00:00Z", "startsAt[ne]"),
        ("companyId=Company%23rec_1", "companyId"),
        ("limit=0", "limit"),
    ],
)
def test_a_malformed_list_query_is_400_naming_the_parameter(
    firm: Firm, calendar: App, query: str, field: str
) -> None:
    answer = on(calendar, firm, "GET", MEETINGS, query=query)
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    assert field in [d["field"] for d in answer.body["error"]["details"]], answer.body


def test_a_replaced_meeting_moves_in_every_list_and_a_deleted_one_leaves_them(
    firm: Firm, calendar: App
) -> None:
    acme, beta = company(firm, "Acme"), company(firm, "Beta")
    moved = meeting(calendar, firm, "2025-03-04T09:00:00Z", companyId=acme)
    other = meeting(calendar, firm, "2025-03-05T09:00:00Z", companyId=acme)["id"]
    body = meeting_body("2025-03-06T09:00:00Z", "2025-03-06T10:00:00Z", [], companyId=beta)
    replaced = on(calendar, firm, "PUT", f"{MEETINGS}/{moved['id']}", body=body, headers={"If-Match": '"1"'})
    assert (replaced.status, replaced.body["startsAt"], replaced.body["version"]) == (
        200,
        body["startsAt"],
        2,
    )
    assert listed(calendar, firm) == [moved["id"], other]
    assert listed(calendar, firm, f"companyId={acme}") == [other]
    assert listed(calendar, firm, f"companyId={beta}") == [moved["id"]]
    assert listed(calendar, firm, "startsAt[lt]=2025-03-05T00:00:00Z") == []
    assert on(calendar, firm, "DELETE", f"{MEETINGS}/{moved['id']}").status == 200
    assert listed(calendar, firm) == [other]
    assert listed(calendar, firm, f"companyId={beta}") == []
    assert on(calendar, firm, "GET", f"{MEETINGS}/{moved['id']}/body").status == 404


def test_a_meeting_is_refused_whole_for_bad_values_and_nothing_is_stored(firm: Firm, calendar: App) -> None:
    jane, deal = person(firm), str(firm.create("Deal", name="A deal")["id"])
    good = meeting_body("2025-03-04T09:00:00Z", "2025-03-04T10:00:00Z", [jane])
    refusals = [
        ({"endsAt": "2025-03-04T09:00:00Z"}, "endsAt"),
        ({"endsAt": "2025-03-04T08:00:00Z"}, "endsAt"),
        ({"startsAt": "2025-03-04 09:00"}, "startsAt"),
        ({"attendeeIds": [jane, jane]}, "attendeeIds[1]"),
        ({"attendeeIds": [deal]}, "attendeeIds[0]"),
        ({"companyId": deal}, "companyId"),
        ({"dealId": jane}, "dealId"),
        ({"meetingUrl": "http://meet.example.com/x"}, "meetingUrl"),
        ({"title": "Board\x1b[2J"}, "title"),
        ({"notes": "inline notes"}, "notes"),
        ({"tenantId": "frm_1"}, None),
    ]
    for change, field in refusals:
        refused = on(calendar, firm, "POST", MEETINGS, body={**good, **change})
        assert refused.status == 400, (change, refused.body)
        if field is not None:
            assert field in [d["field"] for d in refused.body["error"]["details"]], (change, refused.body)
    assert listed(calendar, firm) == []


# ---- meetings: the notes -------------------------------------------------------------------------------


def test_notes_have_their_own_version_and_leave_the_meeting_s_alone(firm: Firm, calendar: App) -> None:
    made = meeting(calendar, firm, "2025-03-04T09:00:00Z")
    notes = f"{MEETINGS}/{made['id']}/body"
    first = on(calendar, firm, "GET", notes)
    assert (first.status, first.headers["ETag"]) == (200, '"1"')
    assert first.body == {"meetingId": made["id"], "notes": "", "version": 1, "updatedAt": made["createdAt"],
                          "updatedBy": firm.member.user_id}  # fmt: skip
    text = "Revenue up 12%.\n\tNext: the data room — by Friday. 🚀"
    written = on(calendar, firm, "PUT", notes, body={"notes": text}, headers={"If-Match": '"1"'})
    assert (written.status, written.headers["ETag"], written.body["notes"]) == (200, '"2"', text)
    stale = on(calendar, firm, "PUT", notes, body={"notes": "lost"}, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert on(calendar, firm, "GET", notes).body["notes"] == text
    got = on(calendar, firm, "GET", f"{MEETINGS}/{made['id']}")
    assert (got.body["version"], got.headers["ETag"]) == (1, '"1"')  # the meeting did not move
    body = meeting_body("2025-03-04T09:00:00Z", "2025-03-04T11:00:00Z", [])
    assert on(calendar, firm, "PUT", f"{MEETINGS}/{made['id']}", body=body,
              headers={"If-Match": '"1"'}).status == 200  # fmt: skip
    after = on(calendar, firm, "GET", notes)
    assert (after.body["notes"], after.headers["ETag"]) == (text, '"2"')  # nor the notes with the meeting
    cleared = on(calendar, firm, "PUT", notes, body={"notes": ""})
    assert (cleared.status, cleared.body["notes"], cleared.body["version"]) == (200, "", 3)


def test_bad_notes_are_400_and_leave_the_notes_as_they_were(firm: Firm, calendar: App) -> None:
    notes = f"{MEETINGS}/{meeting(calendar, firm, '2025-03-04T09:00:00Z')['id']}/body"
    assert on(calendar, firm, "PUT", notes, body={"notes": "Kept"}).status == 200
    refusals = ({"notes": "x" * 50_001}, {"notes": 12}, {}, {"notes": "a\x00b"},
                {"notes": "x", "title": "y"}, {"notes": "bidi \u202e override"})  # fmt: skip
    for body in refusals:
        refused = on(calendar, firm, "PUT", notes, body=body)
        assert (refused.status, refused.code) == (400, "invalid_request"), body
    assert on(calendar, firm, "PUT", notes, body={"notes": "x" * 50_000}).status == 200
    assert on(calendar, firm, "GET", notes).body["version"] == 3


def test_notes_of_another_firm_s_or_no_meeting_are_404(
    stack: Stack, firm: Firm, calendar: App, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    their_meeting = meeting(calendar, theirs, "2025-03-04T09:00:00Z")["id"]
    for meeting_id in (their_meeting, *HOSTILE_IDS):
        for method, body in (("GET", None), ("PUT", {"notes": "mine now"})):
            answer = on(calendar, firm, method, f"{MEETINGS}/{meeting_id}/body", body=body)
            assert (answer.status, answer.code) == (404, "not_found"), (meeting_id, method)
    assert on(calendar, theirs, "GET", f"{MEETINGS}/{their_meeting}/body").body["notes"] == ""


def test_notes_need_records_write_and_a_viewer_reads_them(stack: Stack, firm: Firm, calendar: App) -> None:
    notes = f"{MEETINGS}/{meeting(calendar, firm, '2025-03-04T09:00:00Z')['id']}/body"
    reader = stack.member(firm.member.firm_id, "member")
    read_only = stack.api_token(reader, ["records:read"])
    assert call(calendar, "GET", notes, token=read_only).status == 200
    refused = call(calendar, "PUT", notes, token=read_only, body={"notes": "x"})
    assert (refused.status, refused.code) == (403, "scope_denied")
    viewer = stack.api_token(stack.member(firm.member.firm_id, "viewer"), ["records:write"])
    assert call(calendar, "GET", notes, token=viewer).status == 200
    denied = call(calendar, "PUT", notes, token=viewer, body={"notes": "x"})
    assert (denied.status, denied.code) == (403, "permission_denied")


@pytest.mark.parametrize("first", ["notes", "delete"])
def test_notes_written_while_their_meeting_is_deleted_never_outlive_it(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    made = meeting(stack.app(create_app()), firm, "2025-03-04T09:00:00Z")["id"]
    writing, deleting = stack.app(create_app()), stack.app(create_app())
    in_order(first, "delete" if first == "notes" else "notes")
    got = together({
        "notes": lambda: on(writing, firm, "PUT", f"{MEETINGS}/{made}/body", body={"notes": "Late"}),
        "delete": lambda: on(deleting, firm, "DELETE", f"{MEETINGS}/{made}"),
    })  # fmt: skip
    outcome = {name: (result.status, result.code) for name, result in got.items()}
    expected_notes = (200, None) if first == "notes" else (404, "not_found")
    assert outcome == {"notes": expected_notes, "delete": (200, None)}, outcome
    stored = stack.dynamodb.get_item(TableName=stack.settings.data_table, ConsistentRead=True,
                                     Key={"pk": {"S": f"{firm.member.firm_id}#KIT#meetings#BODY"},
                                          "sk": {"S": made}})  # fmt: skip
    assert "Item" not in stored  # no notes left behind


def test_two_replaces_moving_one_meeting_at_once_leave_it_listed_once(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    made = meeting(stack.app(create_app()), firm, "2025-03-04T09:00:00Z")["id"]
    first_app, second_app = stack.app(create_app()), stack.app(create_app())
    in_order("monday", "friday")
    got = together({
        "monday": lambda: on(first_app, firm, "PUT", f"{MEETINGS}/{made}",
                             body=meeting_body("2025-03-03T09:00:00Z", "2025-03-03T10:00:00Z", [])),
        "friday": lambda: on(second_app, firm, "PUT", f"{MEETINGS}/{made}",
                             body=meeting_body("2025-03-07T09:00:00Z", "2025-03-07T10:00:00Z", [])),
    })  # fmt: skip
    assert (got["monday"].status, got["friday"].status) == (200, 200)  # the later one ran again, and won
    calendar = stack.app(create_app())
    assert on(calendar, firm, "GET", f"{MEETINGS}/{made}").body["startsAt"] == "2025-03-07T09:00:00Z"
    assert listed(calendar, firm) == [made]
    assert listed(calendar, firm, "startsAt[lt]=2025-03-05T00:00:00Z") == []
    assert listed(calendar, firm, "startsAt[gte]=2025-03-05T00:00:00Z") == [made]


# ---- time blocks ---------------------------------------------------------------------------------------


def colleague(stack: Stack, firm: Firm, role: str = "member") -> tuple[Member, str]:
    member = stack.member(firm.member.firm_id, role)
    return member, stack.api_token(member, ["records:write"])


def test_a_time_block_is_seen_by_the_firm_and_changed_only_by_its_owner(
    stack: Stack, firm: Firm, calendar: App
) -> None:
    block = {"startsAt": "2025-03-04T13:00:00Z", "endsAt": "2025-03-04T15:00:00Z", "label": "Focus time"}
    made = on(calendar, firm, "POST", TIME_BLOCKS, body=block)
    assert made.status == 201, made.body
    mine = made.body
    assert (mine["userId"], mine["kind"]) == (firm.member.user_id, "Busy")
    bob, bob_token = colleague(stack, firm)
    item = f"{TIME_BLOCKS}/{mine['id']}"
    assert call(calendar, "GET", item, token=bob_token).body == mine  # Bob plans around it
    assert [b["id"] for b in call(calendar, "GET", TIME_BLOCKS, token=bob_token).body["items"]] == [
        mine["id"]
    ]
    for method, body in (("PUT", {**block, "label": "Bob's now"}), ("DELETE", None)):
        refused = call(calendar, method, item, token=bob_token, body=body, headers={"If-Match": '"1"'})
        assert (refused.status, refused.code) == (403, "not_owner"), (method, refused.body)
    assert on(calendar, firm, "GET", item).body == mine  # untouched
    bobs = call(calendar, "POST", TIME_BLOCKS, token=bob_token, body={**block, "kind": "Travel"}).body
    assert bobs["userId"] == bob.user_id
    of_bob = on(calendar, firm, "GET", TIME_BLOCKS, query=f"userId={bob.user_id}").body["items"]
    assert [b["id"] for b in of_bob] == [bobs["id"]]
    changed = on(
        calendar, firm, "PUT", item, body={**block, "kind": "OutOfOffice"}, headers={"If-Match": '"1"'}
    )
    assert (changed.status, changed.body["kind"], changed.body["userId"]) == (
        200,
        "OutOfOffice",
        mine["userId"],
    )
    assert on(calendar, firm, "DELETE", item).status == 200
    assert on(calendar, firm, "GET", item).status == 404


def test_an_administrator_cannot_change_another_member_s_time_block(
    stack: Stack, firm: Firm, calendar: App
) -> None:
    _, member_token = colleague(stack, firm)
    block = {"startsAt": "2025-03-04T13:00:00Z", "endsAt": "2025-03-04T15:00:00Z"}
    theirs = call(calendar, "POST", TIME_BLOCKS, token=member_token, body=block).body
    assert on(calendar, firm, "DELETE", f"{TIME_BLOCKS}/{theirs['id']}").code == "not_owner"  # firm is admin


def test_a_time_block_s_owner_is_the_caller_never_the_body(firm: Firm, calendar: App, stack: Stack) -> None:
    other, _ = colleague(stack, firm)
    block = {"startsAt": "2025-03-04T13:00:00Z", "endsAt": "2025-03-04T15:00:00Z"}
    refusals = (({"userId": other.user_id}, "userId"), ({"endsAt": "2025-03-04T13:00:00Z"}, "endsAt"),
                ({"kind": "Holiday"}, "kind"), ({"label": "x" * 101}, "label"))  # fmt: skip
    for change, field in refusals:
        refused = on(calendar, firm, "POST", TIME_BLOCKS, body={**block, **change})
        assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, field), change
    assert on(calendar, firm, "GET", TIME_BLOCKS).body["items"] == []
    bad_filter = on(calendar, firm, "GET", TIME_BLOCKS, query="userId=usr_1%23x")
    assert (bad_filter.status, bad_filter.code) == (400, "invalid_request")


def test_another_firm_s_time_block_is_404(stack: Stack, firm: Firm, calendar: App, records_app: App) -> None:
    theirs = new_firm(stack, records_app)
    block = {"startsAt": "2025-03-04T13:00:00Z", "endsAt": "2025-03-04T15:00:00Z"}
    their_block = on(calendar, theirs, "POST", TIME_BLOCKS, body=block).body["id"]
    for method, body in (("GET", None), ("PUT", block), ("DELETE", None)):
        answer = on(calendar, firm, method, f"{TIME_BLOCKS}/{their_block}", body=body)
        assert (answer.status, answer.code) == (404, "not_found"), method
    assert on(calendar, firm, "GET", TIME_BLOCKS, query=f"userId={theirs.member.user_id}").body["items"] == []


# ---- booking types ---------------------------------------------------------------------------------------


def test_booking_types_are_settings_with_unique_names_and_bounded_durations(
    firm: Firm, calendar: App
) -> None:
    intro = {"name": "Intro call", "durationMinutes": 30, "locationType": "Video"}
    made = on(calendar, firm, "POST", BOOKING_TYPES, body=intro)
    assert made.status == 201, made.body
    assert {k: made.body[k] for k in ("bufferMinutes", "minimumNoticeHours", "active")} == {
        "bufferMinutes": 0, "minimumNoticeHours": 0, "active": True
    }  # fmt: skip
    assert "Location" not in made.headers
    taken = on(calendar, firm, "POST", BOOKING_TYPES,
               body={"name": " INTRO CALL ", "durationMinutes": 60, "locationType": "Phone"})  # fmt: skip
    assert (taken.status, taken.code) == (409, "already_exists")
    for change in ({"durationMinutes": 4}, {"durationMinutes": 481}, {"bufferMinutes": -1},
                   {"locationType": "Zoom"}, {"minimumNoticeHours": 721}):  # fmt: skip
        deep_dive = {"name": "Deep dive", "durationMinutes": 90, "locationType": "InPerson", **change}
        refused = on(calendar, firm, "POST", BOOKING_TYPES, body=deep_dive)
        assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, next(iter(change)))
    item = f"{BOOKING_TYPES}/{made.body['id']}"
    assert on(calendar, firm, "GET", item).status == 405
    paused = {**intro, "durationMinutes": 45, "active": False}
    off = on(calendar, firm, "PUT", item, headers={"If-Match": '"1"'}, body=paused)
    assert (off.status, off.body["active"], off.body["durationMinutes"]) == (200, False, 45)
    assert [b["id"] for b in on(calendar, firm, "GET", BOOKING_TYPES).body["items"]] == [made.body["id"]]
    assert on(calendar, firm, "DELETE", item).status == 200
    assert on(calendar, firm, "POST", BOOKING_TYPES, body=intro).status == 201  # its name is free again
