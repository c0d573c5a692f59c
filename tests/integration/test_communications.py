"""Communications (spec 4.6) under moto: the rules beyond the kit's contract. Campaign
statuses (a new campaign is Draft or Scheduled, a schedule is in the future, Sent and Cancelled are
final, a Sent campaign stays on file), a marketing list's subscribers (once per person, another firm's
list is 404), lists and templates not removed while a marketing campaign uses them, and email
template placeholders checked against the firm's catalog.

Races run two writers, each in its own App (another Lambda container), in a forced interleaving:
both read before either commits, then one commits first (tests.integration.race_support), so every
run is the same."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from communications_api import placeholders
from communications_api.handler import create_app
from kernel.pipeline import App
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, TickingClock, firm, new_firm, records_app
from tests.support import Result, Stack, call

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"
CAMPAIGNS, LISTS = f"{X}/campaigns", f"{X}/marketing-lists"
MARKETING, TEMPLATES = f"{X}/marketing-campaigns", f"{X}/email-templates"
LATER = "2027-02-01T09:00:00Z"  # after the tests' clock (tests.support.NOW: 2027-01-15T08:00Z)
EARLIER = "2027-01-01T09:00:00Z"
NOBODY = "rec_" + "0" * 26


@pytest.fixture
def comms(stack: Stack, records_app: App) -> App:
    """The family's App, on the ticking clock the records App set."""
    return stack.app(create_app())


def on(app: App, firm: Firm, method: str, path: str, **kwargs: Any) -> Result:
    return call(app, method, path, token=firm.token, **kwargs)


def made(answer: Result) -> dict[str, Any]:
    assert answer.status == 201, answer.body
    body: dict[str, Any] = answer.body
    return body


def listed(app: App, firm: Firm, path: str, query: str = "") -> list[str]:
    answer = on(app, firm, "GET", path, query=query)
    assert answer.status == 200, answer.body
    return [item["id"] for item in answer.body["items"]]


def fields_refused(answer: Result) -> list[str]:
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    return [detail["field"] for detail in answer.body["error"]["details"]]


def investor(firm: Firm, name: str = "Fund LP") -> str:
    return str(firm.create("Investor", name=name)["id"])


def person(firm: Firm, first: str = "Pat") -> str:
    return str(firm.create("Person", firstName=first, lastName="Lee")["id"])


def campaign_body(firm: Firm, **changes: Any) -> dict[str, Any]:
    return {"name": "Fund III final close", "investorIds": [investor(firm)], "status": "Draft", **changes}


def scheduled_body(firm: Firm, at: str, **changes: Any) -> dict[str, Any]:
    return campaign_body(firm, status="Scheduled", scheduledAt=at, **changes)


def marketing_list(comms: App, firm: Firm, name: str = "Newsletter") -> str:
    return str(made(on(comms, firm, "POST", LISTS, body={"name": name}))["id"])


def template_body(**changes: Any) -> dict[str, Any]:
    return {"name": "LP update", "subject": "{{Investor.name}}: Q3 update",
            "body": "Dear {{ Person.firstName }},\n\nThe report is attached.", "category": "investor_update",
            "recordTypes": ["Person", "Investor"], **changes}  # fmt: skip


def template(comms: App, firm: Firm, name: str = "LP update") -> str:
    return str(made(on(comms, firm, "POST", TEMPLATES, body=template_body(name=name)))["id"])


def nickname_field(firm: Firm) -> str:
    """A custom text field `nickname` on Person: its id."""
    body = {"recordType": "Person", "key": "nickname", "label": "Nickname", "fieldType": "text"}
    defined = firm.call("POST", "/custom-fields", body=body)
    assert defined.status == 201, defined.body
    return str(defined.body["result"]["id"])


def subscribers(list_id: str) -> str:
    return f"{LISTS}/{list_id}/subscribers"


# ---- investor-relations campaigns: status -----------------------------------------------------------------


@pytest.mark.parametrize("status", ["Sent", "Cancelled"])
def test_a_new_campaign_is_draft_or_scheduled(comms: App, firm: Firm, status: str) -> None:
    refused = on(comms, firm, "POST", CAMPAIGNS, body=campaign_body(firm, status=status))
    assert fields_refused(refused) == ["status"]
    assert listed(comms, firm, CAMPAIGNS) == []


def test_scheduling_needs_a_time_in_the_future(comms: App, firm: Firm) -> None:
    no_time = on(comms, firm, "POST", CAMPAIGNS, body=campaign_body(firm, status="Scheduled"))
    assert fields_refused(no_time) == ["scheduledAt"]
    past = on(comms, firm, "POST", CAMPAIGNS, body=scheduled_body(firm, EARLIER))
    assert fields_refused(past) == ["scheduledAt"]
    assert "future" in past.body["error"]["details"][0]["message"]
    assert listed(comms, firm, CAMPAIGNS) == []
    in_paris = scheduled_body(firm, "2027-02-01T10:00:00+01:00")
    scheduled = made(on(comms, firm, "POST", CAMPAIGNS, body=in_paris))
    assert (scheduled["status"], scheduled["scheduledAt"]) == ("Scheduled", LATER)


def test_a_scheduled_campaign_is_still_editable_once_its_time_has_passed(
    stack: Stack, comms: App, firm: Firm
) -> None:
    body = scheduled_body(firm, "2027-01-15T08:30:00Z")  # in half an hour
    campaign = made(on(comms, firm, "POST", CAMPAIGNS, body=body))
    assert isinstance(stack.clock, TickingClock)
    stack.clock.advance(45 * 60)  # the scheduled time has passed (the test's token lives an hour)
    renamed = on(comms, firm, "PUT", f"{CAMPAIGNS}/{campaign['id']}", body={**body, "name": "Renamed"})
    assert (renamed.status, renamed.body["name"]) == (200, "Renamed")
    moved = on(comms, firm, "PUT", f"{CAMPAIGNS}/{campaign['id']}",
               body={**body, "scheduledAt": "2027-01-15T08:40:00Z"})  # fmt: skip
    assert fields_refused(moved) == ["scheduledAt"]  # a new time is in the future, or refused


def test_a_sent_campaign_is_stamped_closed_and_kept(comms: App, firm: Firm) -> None:
    body = campaign_body(firm)
    campaign = made(on(comms, firm, "POST", CAMPAIGNS, body=body))
    assert campaign["sentAt"] is None
    path = f"{CAMPAIGNS}/{campaign['id']}"
    sent = on(comms, firm, "PUT", path, body={**body, "status": "Sent"}, headers={"If-Match": '"1"'})
    assert (sent.status, sent.body["status"], sent.body["sentAt"]) == (200, "Sent", "2027-01-15T08:00:00Z")
    for status in ("Draft", "Cancelled", "Sent"):
        refused = on(comms, firm, "PUT", path, body={**body, "status": status})
        assert (refused.status, refused.code) == (409, "campaign_closed"), status
    kept = on(comms, firm, "DELETE", path)
    assert (kept.status, kept.code) == (409, "campaign_sent")
    got = on(comms, firm, "GET", path)
    assert (got.status, got.body, got.headers["ETag"]) == (200, sent.body, '"2"')


def test_a_cancelled_campaign_cannot_change_but_can_be_removed(comms: App, firm: Firm) -> None:
    body = scheduled_body(firm, LATER)
    path = f"{CAMPAIGNS}/{made(on(comms, firm, 'POST', CAMPAIGNS, body=body))['id']}"
    assert on(comms, firm, "PUT", path, body={**body, "status": "Cancelled"}).status == 200
    refused = on(comms, firm, "PUT", path, body={**body, "status": "Scheduled"})
    assert (refused.status, refused.code) == (409, "campaign_closed")
    assert on(comms, firm, "DELETE", path).status == 200
    assert listed(comms, firm, CAMPAIGNS) == []


def test_a_scheduled_or_sent_campaign_has_an_audience(comms: App, firm: Firm) -> None:
    empty = {"name": "Nobody yet", "investorIds": [], "status": "Draft"}
    draft = made(on(comms, firm, "POST", CAMPAIGNS, body=empty))
    refused = on(comms, firm, "PUT", f"{CAMPAIGNS}/{draft['id']}", body={**empty, "status": "Sent"})
    assert fields_refused(refused) == ["investorIds"]
    scheduled = on(comms, firm, "POST", CAMPAIGNS, body=scheduled_body(firm, LATER, investorIds=[]))
    assert fields_refused(scheduled) == ["investorIds"]


def test_the_audience_is_investors_of_the_firm(stack: Stack, comms: App, firm: Firm) -> None:
    theirs = investor(new_firm(stack, firm.app))
    for audience in ([theirs], [NOBODY], [person(firm)]):
        refused = on(comms, firm, "POST", CAMPAIGNS, body=campaign_body(firm, investorIds=audience))
        assert fields_refused(refused) == ["investorIds[0]"], audience
    assert listed(comms, firm, CAMPAIGNS) == []


def test_campaigns_list_by_status(comms: App, firm: Firm) -> None:
    draft = made(on(comms, firm, "POST", CAMPAIGNS, body=campaign_body(firm)))
    scheduled = made(on(comms, firm, "POST", CAMPAIGNS, body=scheduled_body(firm, LATER)))
    assert listed(comms, firm, CAMPAIGNS, "status=Scheduled") == [scheduled["id"]]
    assert listed(comms, firm, CAMPAIGNS, "status=Draft") == [draft["id"]]
    assert fields_refused(on(comms, firm, "GET", CAMPAIGNS, query="status=Lost")) == ["status"]


def test_sending_and_cancelling_at_once_leaves_one_of_them(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    """Both read the campaign Scheduled; the send commits first. The cancel, run again on a fresh
    read, finds it Sent and is refused: a campaign is never both sent and then cancelled."""
    body = scheduled_body(firm, LATER)
    path = f"{CAMPAIGNS}/{made(on(stack.app(create_app()), firm, 'POST', CAMPAIGNS, body=body))['id']}"
    sender, canceller = stack.app(create_app()), stack.app(create_app())
    in_order("send", "cancel")
    got = together({
        "send": lambda: on(sender, firm, "PUT", path, body={**body, "status": "Sent"}),
        "cancel": lambda: on(canceller, firm, "PUT", path, body={**body, "status": "Cancelled"}),
    })  # fmt: skip
    assert (got["send"].status, got["cancel"].status, got["cancel"].code) == (200, 409, "campaign_closed")
    assert on(sender, firm, "GET", path).body["status"] == "Sent"


# ---- marketing lists and their subscribers --------------------------------------------------------------


def test_a_person_subscribes_once(comms: App, firm: Firm) -> None:
    list_id, pat = marketing_list(comms, firm), person(firm)
    added = on(comms, firm, "POST", subscribers(list_id), body={"personId": pat})
    subscription = made(added)
    assert (subscription["personId"], subscription["listId"]) == (pat, list_id)
    assert (added.headers["ETag"], added.headers["Location"]) == ('"1"', f"{subscribers(list_id)}/{pat}")
    twice = on(comms, firm, "POST", subscribers(list_id), body={"personId": pat})
    assert (twice.status, twice.code) == (409, "already_exists")
    assert listed(comms, firm, subscribers(list_id)) == [subscription["id"]]
    got = on(comms, firm, "GET", f"{subscribers(list_id)}/{pat}")
    assert (got.status, got.body) == (200, subscription)
    elsewhere = marketing_list(comms, firm, "Events")  # one subscription per list, not per firm
    made(on(comms, firm, "POST", subscribers(elsewhere), body={"personId": pat}))


def test_unsubscribing_removes_the_subscription_and_the_person_may_return(comms: App, firm: Firm) -> None:
    list_id, pat = marketing_list(comms, firm), person(firm)
    made(on(comms, firm, "POST", subscribers(list_id), body={"personId": pat}))
    one = f"{subscribers(list_id)}/{pat}"
    stale = on(comms, firm, "DELETE", one, headers={"If-Match": '"2"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert on(comms, firm, "DELETE", one, headers={"If-Match": '"1"'}).status == 200
    for method in ("GET", "DELETE"):
        gone = on(comms, firm, method, one)
        assert (gone.status, gone.code) == (404, "not_found"), method
    assert listed(comms, firm, subscribers(list_id)) == []
    made(on(comms, firm, "POST", subscribers(list_id), body={"personId": pat}))


def test_subscribers_are_listed_newest_first_in_pages(comms: App, firm: Firm) -> None:
    list_id = marketing_list(comms, firm)
    ids = [made(on(comms, firm, "POST", subscribers(list_id), body={"personId": person(firm, name)}))["id"]
           for name in ("Ann", "Bo", "Cy")]  # fmt: skip
    first = on(comms, firm, "GET", subscribers(list_id), query="limit=2")
    assert [item["id"] for item in first.body["items"]] == ids[:0:-1]
    rest = on(comms, firm, "GET", subscribers(list_id), query=f"limit=2&cursor={first.body['nextCursor']}")
    assert ([item["id"] for item in rest.body["items"]], rest.body["nextCursor"]) == ([ids[0]], None)


def test_a_subscriber_is_a_person_of_the_firm(stack: Stack, comms: App, firm: Firm) -> None:
    list_id = marketing_list(comms, firm)
    theirs = person(new_firm(stack, firm.app))
    for person_id in (theirs, NOBODY, investor(firm), "not-an-id", None):
        refused = on(comms, firm, "POST", subscribers(list_id), body={"personId": person_id})
        assert fields_refused(refused) == ["personId"], person_id
    smuggled = on(comms, firm, "POST", subscribers(list_id), body={"personId": person(firm), "tenantId": "x"})
    assert smuggled.status == 400
    assert listed(comms, firm, subscribers(list_id)) == []


def test_another_firms_list_is_404_on_every_subscriber_route(stack: Stack, comms: App, firm: Firm) -> None:
    list_id, pat = marketing_list(comms, firm), person(firm)
    made(on(comms, firm, "POST", subscribers(list_id), body={"personId": pat}))
    other = new_firm(stack, firm.app)
    for method, path, body in (("GET", subscribers(list_id), None),
                               ("POST", subscribers(list_id), {"personId": person(other)}),
                               ("GET", f"{subscribers(list_id)}/{pat}", None),
                               ("DELETE", f"{subscribers(list_id)}/{pat}", None)):  # fmt: skip
        answer = on(comms, other, method, path, body=body)
        assert (answer.status, answer.code) == (404, "not_found"), (method, path)
    assert len(listed(comms, firm, subscribers(list_id))) == 1


@pytest.mark.parametrize("hostile", ["mlst_" + "0" * 26, "not-an-id", "..%2F..%2Fx", "mlst_x%23y"])
def test_hostile_list_and_person_ids_are_404(comms: App, firm: Firm, hostile: str) -> None:
    assert on(comms, firm, "GET", subscribers(hostile)).code == "not_found"
    list_id = marketing_list(comms, firm)
    for method in ("GET", "DELETE"):
        answer = on(comms, firm, method, f"{subscribers(list_id)}/{hostile}")
        assert (answer.status, answer.code) == (404, "not_found"), method


def test_a_removed_list_takes_its_subscribers_with_it(comms: App, firm: Firm) -> None:
    list_id, pat = marketing_list(comms, firm), person(firm)
    made(on(comms, firm, "POST", subscribers(list_id), body={"personId": pat}))
    assert on(comms, firm, "DELETE", f"{LISTS}/{list_id}").status == 200
    for method, path in (("GET", subscribers(list_id)), ("GET", f"{subscribers(list_id)}/{pat}")):
        assert on(comms, firm, method, path).status == 404, path
    added = on(comms, firm, "POST", subscribers(list_id), body={"personId": pat})
    assert (added.status, added.code) == (404, "not_found")


def test_a_retried_subscribe_is_replayed_not_refused(comms: App, firm: Firm) -> None:
    list_id, pat = marketing_list(comms, firm), person(firm)
    key = {"Idempotency-Key": "subscribe-pat"}
    first = on(comms, firm, "POST", subscribers(list_id), body={"personId": pat}, headers=key)
    again = on(comms, firm, "POST", subscribers(list_id), body={"personId": pat}, headers=key)
    assert (first.status, again.status, again.body) == (201, 201, first.body)
    assert again.headers["Idempotent-Replayed"] == "true"


def test_one_person_subscribed_twice_at_once_is_stored_once(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    list_id, pat = marketing_list(stack.app(create_app()), firm), person(firm)
    one, two = stack.app(create_app()), stack.app(create_app())
    in_order("one", "two")
    got = together({
        "one": lambda: on(one, firm, "POST", subscribers(list_id), body={"personId": pat}),
        "two": lambda: on(two, firm, "POST", subscribers(list_id), body={"personId": pat}),
    })  # fmt: skip
    assert (got["one"].status, got["two"].status, got["two"].code) == (201, 409, "already_exists")
    assert listed(one, firm, subscribers(list_id)) == [got["one"].body["id"]]


@pytest.mark.parametrize("first", ["subscribe", "remove"])
def test_a_subscriber_added_while_the_list_is_removed_is_never_listed(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    list_id, pat = marketing_list(stack.app(create_app()), firm), person(firm)
    adding, removing = stack.app(create_app()), stack.app(create_app())
    in_order(first, "remove" if first == "subscribe" else "subscribe")
    got = together({
        "subscribe": lambda: on(adding, firm, "POST", subscribers(list_id), body={"personId": pat}),
        "remove": lambda: on(removing, firm, "DELETE", f"{LISTS}/{list_id}"),
    })  # fmt: skip
    assert got["remove"].status == 200
    assert got["subscribe"].status == (201 if first == "subscribe" else 404), got["subscribe"].body
    assert on(adding, firm, "GET", subscribers(list_id)).status == 404


# ---- marketing campaigns: the lists and templates they use ------------------------------------------------


def marketing_body(list_id: str, template_id: str, **changes: Any) -> dict[str, Any]:
    return {"name": "March newsletter", "listId": list_id, "templateId": template_id, "status": "Draft",
            **changes}  # fmt: skip


def test_a_list_or_template_a_campaign_uses_is_not_removed(comms: App, firm: Firm) -> None:
    list_id, template_id = marketing_list(comms, firm), template(comms, firm)
    campaign = made(on(comms, firm, "POST", MARKETING, body=marketing_body(list_id, template_id)))
    for path, code in (
        (f"{LISTS}/{list_id}", "list_in_use"),
        (f"{TEMPLATES}/{template_id}", "template_in_use"),
    ):
        refused = on(comms, firm, "DELETE", path)
        assert (refused.status, refused.code) == (409, code)
        assert on(comms, firm, "GET", path).body["marketingCampaigns"] == 1
    assert on(comms, firm, "DELETE", f"{MARKETING}/{campaign['id']}").status == 200
    for path in (f"{LISTS}/{list_id}", f"{TEMPLATES}/{template_id}"):
        assert on(comms, firm, "GET", path).body["marketingCampaigns"] == 0
        assert on(comms, firm, "DELETE", path).status == 200


def test_a_campaign_moved_to_another_list_frees_the_first(comms: App, firm: Firm) -> None:
    first, second, template_id = marketing_list(comms, firm, "A"), marketing_list(comms, firm, "B"), template(
        comms, firm)  # fmt: skip
    body = marketing_body(first, template_id)
    campaign = made(on(comms, firm, "POST", MARKETING, body=body))
    moved = on(comms, firm, "PUT", f"{MARKETING}/{campaign['id']}", body={**body, "listId": second})
    assert moved.status == 200, moved.body
    renamed = on(comms, firm, "PUT", f"{MARKETING}/{campaign['id']}",
                 body={**body, "listId": second, "name": "April"})  # fmt: skip
    assert renamed.status == 200  # the same list: counted once
    assert on(comms, firm, "GET", f"{LISTS}/{second}").body["marketingCampaigns"] == 1
    assert on(comms, firm, "DELETE", f"{LISTS}/{second}").code == "list_in_use"
    assert on(comms, firm, "DELETE", f"{LISTS}/{first}").status == 200
    assert listed(comms, firm, MARKETING, f"listId={second}") == [campaign["id"]]


def test_a_marketing_campaign_follows_the_campaign_statuses(comms: App, firm: Firm) -> None:
    body = marketing_body(marketing_list(comms, firm), template(comms, firm))
    assert fields_refused(on(comms, firm, "POST", MARKETING, body={**body, "status": "Sent"})) == ["status"]
    path = f"{MARKETING}/{made(on(comms, firm, 'POST', MARKETING, body=body))['id']}"
    sent = on(comms, firm, "PUT", path, body={**body, "status": "Sent"})
    assert (sent.status, sent.body["sentAt"]) == (200, "2027-01-15T08:00:00Z")
    assert on(comms, firm, "PUT", path, body=body).code == "campaign_closed"
    assert on(comms, firm, "DELETE", path).code == "campaign_sent"
    assert on(comms, firm, "DELETE", f"{LISTS}/{body['listId']}").code == "list_in_use"  # kept on file


def test_a_list_archived_out_of_sight_keeps_its_campaigns(comms: App, firm: Firm) -> None:
    list_id = marketing_list(comms, firm)
    made(on(comms, firm, "POST", MARKETING, body=marketing_body(list_id, template(comms, firm))))
    assert on(comms, firm, "POST", f"{LISTS}/{list_id}/archive").status == 200
    assert listed(comms, firm, LISTS) == []
    assert listed(comms, firm, LISTS, "archived=true") == [list_id]


def test_two_campaigns_made_at_once_on_one_list_are_both_counted(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    setup = stack.app(create_app())
    list_id, template_id = marketing_list(setup, firm), template(setup, firm)
    one, two = stack.app(create_app()), stack.app(create_app())
    in_order("one", "two")
    got = together({
        "one": lambda: on(one, firm, "POST", MARKETING, body=marketing_body(list_id, template_id)),
        "two": lambda: on(two, firm, "POST", MARKETING, body=marketing_body(list_id, template_id)),
    })  # fmt: skip
    assert (got["one"].status, got["two"].status) == (201, 201)
    for path in (f"{LISTS}/{list_id}", f"{TEMPLATES}/{template_id}"):
        assert on(setup, firm, "GET", path).body["marketingCampaigns"] == 2, path


@pytest.mark.parametrize("first", ["campaign", "remove"])
def test_a_campaign_made_while_its_list_is_removed_never_names_a_removed_list(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    """Both read the list before either commits: without the count at the list's version, the
    removal could not see the campaign committed just before it."""
    setup = stack.app(create_app())
    list_id, template_id = marketing_list(setup, firm), template(setup, firm)
    making, removing = stack.app(create_app()), stack.app(create_app())
    in_order(first, "remove" if first == "campaign" else "campaign")
    got = together({
        "campaign": lambda: on(making, firm, "POST", MARKETING, body=marketing_body(list_id, template_id)),
        "remove": lambda: on(removing, firm, "DELETE", f"{LISTS}/{list_id}"),
    })  # fmt: skip
    outcome = {name: (answer.status, answer.code) for name, answer in got.items()}
    if first == "campaign":
        assert outcome == {"campaign": (201, None), "remove": (409, "list_in_use")}, outcome
        assert on(setup, firm, "GET", f"{LISTS}/{list_id}").body["marketingCampaigns"] == 1
    else:
        assert outcome == {"campaign": (400, "invalid_request"), "remove": (200, None)}, outcome
        assert got["campaign"].body["error"]["details"][0]["field"] == "listId"
        assert listed(setup, firm, MARKETING) == []


# ---- email templates: placeholders and category ---------------------------------------------------------


def test_placeholders_are_found_in_subject_and_body(comms: App, firm: Firm) -> None:
    created = made(on(comms, firm, "POST", TEMPLATES, body=template_body()))
    assert created["placeholders"] == ["Investor.name", "Person.firstName"]
    plain = made(on(comms, firm, "POST", TEMPLATES,
                    body={"name": "Plain", "subject": "Hello", "body": "No merge fields {here}.",
                          "category": "outreach"}))  # fmt: skip
    assert (plain["placeholders"], plain["recordTypes"]) == ([], [])


@pytest.mark.parametrize(
    ("field", "text", "said"),
    [
        ("body", "Dear {{Person.fristName}},", "Person has no field fristName"),
        ("body", "Re {{Deal.name}}", "Deal is not one of the template's recordTypes"),
        ("body", "Dear {{firstName}},", "a placeholder is {{RecordType.field}}"),
        ("body", "Dear {{Person.firstName,\nbye", "without its"),
        ("body", "Dear {{}},", "a placeholder is {{RecordType.field}}"),
        ("subject", "{{Investor.aum.amount}} update", "a placeholder is {{RecordType.field}}"),
        ("subject", "{{{Investor.name}}}", "without its"),
    ],
)
def test_a_placeholder_naming_no_field_is_400_naming_where(
    comms: App, firm: Firm, field: str, text: str, said: str
) -> None:
    refused = on(comms, firm, "POST", TEMPLATES, body=template_body(**{field: text}))
    assert fields_refused(refused) == [field]
    assert said in refused.body["error"]["details"][0]["message"]
    assert listed(comms, firm, TEMPLATES) == []


def test_a_placeholder_may_name_a_custom_field(comms: App, firm: Firm) -> None:
    nickname_field(firm)
    created = made(on(comms, firm, "POST", TEMPLATES, body=template_body(body="Hi {{Person.nickname}}!")))
    assert created["placeholders"] == ["Investor.name", "Person.nickname"]


def test_a_custom_field_removed_while_a_template_names_it_refuses_the_template(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    field_id = nickname_field(firm)
    naming_it = template_body(body="Hi {{Person.nickname}}")
    writer, remover = stack.app(create_app()), firm.in_new_container()
    in_order("remove", "template")
    got = together({
        "template": lambda: on(writer, firm, "POST", TEMPLATES, body=naming_it),
        "remove": lambda: remover.call("DELETE", f"/custom-fields/{field_id}"),
    })  # fmt: skip
    assert got["remove"].status == 200, got["remove"].body
    assert (got["template"].status, got["template"].code) == (409, "catalog_conflict")
    assert listed(writer, firm, TEMPLATES) == []


def test_a_template_write_may_carry_the_catalog_version_it_read(comms: App, firm: Firm) -> None:
    nickname_field(firm)
    version = firm.call("GET", "/custom-fields").body["catalogVersion"]
    stale = on(comms, firm, "POST", TEMPLATES, body={**template_body(), "expectedCatalogVersion": "cv_old"})
    assert (stale.status, stale.code) == (409, "catalog_conflict")
    current = on(comms, firm, "POST", TEMPLATES, body={**template_body(), "expectedCatalogVersion": version})
    assert current.status == 201, current.body  # its own condition on the catalog, and the client's: one


def test_a_template_holds_at_most_100_distinct_placeholders() -> None:
    names = " ".join(f"{{{{Person.field{n}}}}}" for n in range(101))
    assert placeholders.too_many([names, ""])[0]["field"] == "body"
    assert placeholders.too_many([names.rsplit(" ", 1)[0], "{{Person.field0}}"]) == []


def test_a_category_is_a_key_of_the_taxonomy_group(comms: App, firm: Firm) -> None:
    refused = on(comms, firm, "POST", TEMPLATES, body=template_body(category="gossip"))
    assert fields_refused(refused) == ["category"]
    made(on(comms, firm, "POST", TEMPLATES, body=template_body(category="onboarding")))
    assert len(listed(comms, firm, TEMPLATES, "category=onboarding")) == 1


def test_a_template_name_is_taken_once(comms: App, firm: Firm) -> None:
    template(comms, firm, "Welcome")
    taken = on(comms, firm, "POST", TEMPLATES, body=template_body(name="welcome "))
    assert (taken.status, taken.code) == (409, "already_exists")
