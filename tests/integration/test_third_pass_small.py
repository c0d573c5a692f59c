"""Issue 36, small items, under moto:

- 3: `/portal/settings` is a versioned singleton: GET and PUT answer its `ETag`, a stale `If-Match` is
  412 `version_conflict` and changes nothing (spec 4.2, 9.3).
- 6: a projection template may be deleted while models name it (spec 4.6): each model keeps its copy
  of the grid and can still be read, replaced, filled and deleted; a model is made only from a live
  template, however the two writes interleave.
- 11: send and reply keep each recipient once, compared without case: the first spelling, in the first
  list naming it (to, then cc); the 100-recipient limit counts the distinct recipients.
- 12: MCP: a message with `"id": null` is an Invalid Request (-32600) answered with id null, on the
  tool-call fast path and on the App path alike; a notification is one without an `id` member.

Races run two writers, each in its own App (another Lambda container), in a forced order: both read
before either commits, then one commits first (`CommitInOrder`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import mcp_types
import pytest

from integrations_api.mailboxes import EMAILS
from kernel.ids import iso, new_id
from kernel.pipeline import App
from kernel.unit_of_work import Actor, Commit, Create, commit
from kit.resource import index_writes, stored_item
from mcp_api.handler import McpEndpoint
from mcp_api.server import FamilyApps
from portal_api.handler import create_app as portal_app
from portfolio_api.handler import create_app as portfolio_app
from tests.integration.mcp_support import mcp_endpoint
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, firm, records_app
from tests.integration.test_integrations_mailboxes import Mail, m, partners
from tests.integration.test_mcp_attacks import PROSPECT, Recorder, names, post
from tests.support import Result, Stack, call

__all__ = ["firm", "in_order", "m", "partners", "records_app"]
X = "/api/v1/x"


def error_fields(answer: Result) -> list[str]:
    return [detail["field"] for detail in answer.body["error"]["details"]]


# ---- 3: portal settings, versioned ---------------------------------------------------------------------


@pytest.fixture
def portal(stack: Stack) -> App:
    return stack.app(portal_app())


def settings(portal: App, firm: Firm, method: str = "GET", **kwargs: Any) -> Result:
    return call(portal, method, f"{X}/portal/settings", token=firm.token, **kwargs)


def test_portal_settings_answer_their_version_as_etag_on_get_and_put(portal: App, firm: Firm) -> None:
    assert settings(portal, firm).headers["ETag"] == '"0"'  # never saved: the defaults, version 0
    first = settings(portal, firm, "PUT", body={"portalAddress": "investors.acme.example"})
    assert (first.status, first.headers["ETag"]) == (200, '"1"')
    assert settings(portal, firm).headers["ETag"] == '"1"'
    fresh = settings(
        portal, firm, "PUT", body={"guestVisibility": {"news": True}}, headers={"If-Match": '"1"'}
    )
    assert (fresh.status, fresh.headers["ETag"], fresh.body["guestVisibility"]["news"]) == (200, '"2"', True)
    assert settings(portal, firm).headers["ETag"] == '"2"'


def test_a_stale_if_match_on_portal_settings_is_412_and_changes_nothing(portal: App, firm: Firm) -> None:
    saved = settings(portal, firm, "PUT", body={"portalAddress": "investors.acme.example"})
    assert saved.status == 200, saved.body
    for stale in ('"99"', '"0"'):
        refused = settings(portal, firm, "PUT", body={"portalAddress": "other.acme.example"},
                           headers={"If-Match": stale})  # fmt: skip
        assert (refused.status, refused.code) == (412, "version_conflict"), stale
    kept = settings(portal, firm)
    assert (kept.body["portalAddress"], kept.headers["ETag"]) == ("investors.acme.example", '"1"')
    later = settings(portal, firm, "PUT", body={"portalAddress": "later.acme.example"})  # no If-Match
    assert (later.status, later.headers["ETag"]) == (200, '"2"')  # the later save wins


# ---- 6: projection templates may be deleted --------------------------------------------------------------

TEMPLATE = {
    "name": "SaaS plan",
    "rows": [{"key": "revenue", "label": "Revenue"}, {"key": "ebitda", "label": "EBITDA"}],
    "periods": ["FY2025", "FY2026"],
}


@pytest.fixture
def portfolio(stack: Stack, records_app: App) -> App:
    return stack.app(portfolio_app())


def on(app: App, firm: Firm, method: str, path: str, **kwargs: Any) -> Result:
    return call(app, method, f"{X}{path}", token=firm.token, **kwargs)


def made(app: App, firm: Firm, path: str, body: dict[str, Any]) -> dict[str, Any]:
    answer = on(app, firm, "POST", path, body=body)
    assert answer.status == 201, answer.body
    item: dict[str, Any] = answer.body
    return item


def model_body(template_id: str, company_id: str, name: str = "Base case") -> dict[str, Any]:
    return {"name": name, "companyId": company_id, "templateId": template_id, "currency": "EUR"}


def company(firm: Firm) -> str:
    return str(firm.create("Company", name="Acme", companyType="Portfolio")["id"])


def test_a_template_a_model_was_made_from_is_deleted_and_the_model_keeps_working(
    portfolio: App, firm: Firm
) -> None:
    template_id = made(portfolio, firm, "/projection-templates", TEMPLATE)["id"]
    acme = company(firm)
    model = made(portfolio, firm, "/projection-models", model_body(template_id, acme))
    cells = f"/projection-models/{model['id']}/cells"
    batch = [{"row": "revenue", "period": "FY2025", "value": 100}]
    assert on(portfolio, firm, "PUT", cells, body={"cells": batch}).status == 200
    deleted = on(portfolio, firm, "DELETE", f"/projection-templates/{template_id}")
    assert deleted.status == 200, deleted.body
    assert on(portfolio, firm, "GET", f"/projection-templates/{template_id}").status == 404
    got = on(portfolio, firm, "GET", f"/projection-models/{model['id']}")
    assert (got.status, got.body["templateId"], got.body["rows"], got.body["periods"]) == (
        200, template_id, TEMPLATE["rows"], TEMPLATE["periods"])  # fmt: skip
    renamed = on(portfolio, firm, "PUT", f"/projection-models/{model['id']}",
                 body=model_body(template_id, acme, "Renamed"), headers={"If-Match": '"1"'})  # fmt: skip
    assert (renamed.status, renamed.body["name"], renamed.headers["ETag"]) == (200, "Renamed", '"2"')
    assert renamed.body["rows"] == TEMPLATE["rows"]
    other = made(portfolio, firm, "/projection-templates", {**TEMPLATE, "name": "Other"})["id"]
    moved = on(portfolio, firm, "PUT", f"/projection-models/{model['id']}", body=model_body(other, acme))
    assert (moved.status, error_fields(moved)) == (400, ["templateId"])  # still its template, kept
    more = [{"row": "ebitda", "period": "FY2026", "value": 7}]
    filled = on(portfolio, firm, "PUT", cells, body={"cells": more})
    assert (filled.status, len(filled.body["cells"])) == (200, 2)
    listed = on(portfolio, firm, "GET", "/projection-models", query=f"companyId={acme}").body["items"]
    assert [(each["id"], each["name"]) for each in listed] == [(model["id"], "Renamed")]
    assert on(portfolio, firm, "DELETE", f"/projection-models/{model['id']}").status == 200
    assert on(portfolio, firm, "GET", cells).status == 404  # its grid went with it


def test_no_model_is_made_from_a_deleted_template(portfolio: App, firm: Firm) -> None:
    template_id = made(portfolio, firm, "/projection-templates", TEMPLATE)["id"]
    assert on(portfolio, firm, "DELETE", f"/projection-templates/{template_id}").status == 200
    refused = on(portfolio, firm, "POST", "/projection-models", body=model_body(template_id, company(firm)))
    assert (refused.status, error_fields(refused)) == (400, ["templateId"])


@pytest.mark.parametrize("first", ["delete", "model"])
def test_a_template_deleted_while_a_model_is_made_from_it(
    stack: Stack, portfolio: App, firm: Firm, in_order: Callable[[str, str], None], first: str
) -> None:
    """Delete first: the model is refused (its template is gone). Model first: both stand, and the
    model keeps working without its template."""
    template_id = made(portfolio, firm, "/projection-templates", TEMPLATE)["id"]
    acme = company(firm)
    in_order(first, "model" if first == "delete" else "delete")
    apps = {"delete": stack.app(portfolio_app()), "model": stack.app(portfolio_app())}
    got = together({
        "delete": lambda: on(apps["delete"], firm, "DELETE", f"/projection-templates/{template_id}"),
        "model": lambda: on(apps["model"], firm, "POST", "/projection-models",
                            body=model_body(template_id, acme)),
    })  # fmt: skip
    assert got["delete"].status == 200, got["delete"].body
    assert on(portfolio, firm, "GET", f"/projection-templates/{template_id}").status == 404
    models = on(portfolio, firm, "GET", "/projection-models", query=f"companyId={acme}").body["items"]
    if first == "delete":
        assert (got["model"].status, error_fields(got["model"])) == (400, ["templateId"])
        assert models == []
        return
    assert got["model"].status == 201, got["model"].body
    model_id = got["model"].body["id"]
    assert [each["id"] for each in models] == [model_id]
    renamed = on(portfolio, firm, "PUT", f"/projection-models/{model_id}",
                 body=model_body(template_id, acme, "After the race"))  # fmt: skip
    assert (renamed.status, renamed.body["rows"]) == (200, TEMPLATE["rows"])


# ---- 11: each recipient once ------------------------------------------------------------------------


def queued(m: Mail, path: str, body: dict[str, Any]) -> dict[str, Any]:
    answer = m.mailboxes("POST", path, body=body)
    assert answer.status == 201, answer.body
    stored = m.call("GET", f"{EMAILS.path}/{answer.body['id']}")
    assert (stored.body["to"], stored.body.get("cc")) == (answer.body["to"], answer.body.get("cc"))
    email: dict[str, Any] = answer.body
    return email


def test_send_keeps_each_recipient_once_first_spelling_first_list(m: Mail) -> None:
    mailbox = m.connect()
    body = {
        "to": ["Ada@Target.example", "bob@target.example", "ada@target.EXAMPLE"],
        "cc": ["BOB@target.example", "cleo@target.example", "Cleo@Target.Example", "ADA@TARGET.EXAMPLE"],
        "subject": "Next steps",
        "text": "Thank you.",
    }
    email = queued(m, f"/{mailbox['id']}/send", body)
    assert email["to"] == ["Ada@Target.example", "bob@target.example"]  # the first spelling
    assert email["cc"] == ["cleo@target.example"]  # who is in to is not in cc too
    everyone_in_to = queued(m, f"/{mailbox['id']}/send", {**body, "cc": ["BOB@TARGET.example"]})
    assert (everyone_in_to["to"], everyone_in_to["cc"]) == (["Ada@Target.example", "bob@target.example"], [])


def test_reply_keeps_each_recipient_once_first_spelling_first_list(m: Mail) -> None:
    mailbox = m.connect()
    sent = queued(m, f"/{mailbox['id']}/send", {"to": ["ceo@target.example"], "subject": "Q3", "text": "t"})
    reply = queued(m, f"/{mailbox['id']}/messages/{sent['id']}/reply", {
        "to": ["CFO@target.example", "cfo@TARGET.example"], "cc": ["cfo@target.example", "ir@target.example"],
        "text": "Adding our CFO.",
    })  # fmt: skip
    assert (reply["to"], reply["cc"]) == (["CFO@target.example"], ["ir@target.example"])
    default_to = queued(m, f"/{mailbox['id']}/messages/{sent['id']}/reply",
                        {"cc": ["CEO@Target.example"], "text": "Again."})  # fmt: skip
    assert (default_to["to"], default_to["cc"]) == (["ceo@target.example"], [])  # to: the original's


def outbound_email(m: Mail, mailbox_id: str, to: list[str]) -> str:
    """An outbound email as a sender leaves it (sent), to more recipients than a send body takes (to:
    50): what a reply's default `to` copies."""
    services = m.stack.services()
    now = int(services.clock())
    email_id = new_id("eml", services.clock)
    values = {"mailboxId": mailbox_id, "direction": "outbound", "status": "sent",
              "from": "deals@acme.example", "to": to, "subject": "Update", "text": "t",
              "queuedAt": iso(now)}  # fmt: skip
    item = stored_item(EMAILS, values, item_id=email_id, created_by=m.user_id, now=now)
    writes = [
        Create(EMAILS.partition(None), email_id, item),
        *index_writes(EMAILS, EMAILS.partition(None), None, item),
    ]
    store = services.tenant_store(m.firm_id)
    commit(
        writes, Commit(store, Actor(m.user_id, "system"), "test", services.clock, services.change_sequence)
    )
    return email_id


def test_the_hundred_recipient_limit_counts_distinct_recipients(m: Mail) -> None:
    mailbox = m.connect()
    hundred = [f"lp{n}@fund.example" for n in range(100)]
    original = outbound_email(m, mailbox["id"], hundred)
    reply_path = f"/{mailbox['id']}/messages/{original}/reply"
    again = {"cc": ["LP0@fund.example", "lp1@FUND.example", "Lp2@Fund.Example"], "text": "To all of you."}
    reply = queued(m, reply_path, again)  # 103 addresses, 100 recipients
    assert (len(reply["to"]), reply["cc"]) == (100, [])
    one_more = m.mailboxes("POST", reply_path, body={"cc": ["new@fund.example"], "text": "And one more."})
    assert (one_more.status, error_fields(one_more)) == (400, ["cc"])  # 101 recipients


# ---- 12: MCP, id null -------------------------------------------------------------------------------------


@pytest.fixture
def endpoint(stack: Stack, records_app: App) -> McpEndpoint:
    return mcp_endpoint(stack)


@pytest.fixture
def recorded(endpoint: McpEndpoint) -> Recorder:
    recorder = Recorder(endpoint.app.ports.get(FamilyApps))
    endpoint.app.ports.override(FamilyApps, recorder)
    return recorder


def assert_invalid_request_with_id_null(answer: Any) -> None:
    assert answer.status == 200, answer.text
    mcp_types.JSONRPCError.model_validate(answer.body)
    assert (answer.body["id"], answer.body["error"]["code"]) == (None, -32600)
    assert "notification has no id" in answer.body["error"]["message"]


def test_a_tool_call_with_id_null_is_an_invalid_request_and_runs_nothing(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm
) -> None:
    """The fast path (McpEndpoint, before any pipeline) does not dispatch it; the MCP route answers."""
    arguments = {"type": "Company", "body": PROSPECT}
    sent = {"jsonrpc": "2.0", "id": None, "method": "tools/call",
            "params": {"name": "create_record", "arguments": arguments}}  # fmt: skip
    assert_invalid_request_with_id_null(post(endpoint, firm.token, sent))
    assert recorded.events == []
    assert names(firm) == []


@pytest.mark.parametrize("method", ["ping", "tools/list", "notifications/initialized"])
def test_any_other_message_with_id_null_is_an_invalid_request(
    endpoint: McpEndpoint, firm: Firm, method: str
) -> None:
    """The App path: the MCP route's own answer (a notification's method with an id is no notification)."""
    assert_invalid_request_with_id_null(
        post(endpoint, firm.token, {"jsonrpc": "2.0", "id": None, "method": method})
    )


def test_a_message_without_an_id_member_is_still_a_notification(
    endpoint: McpEndpoint, recorded: Recorder, firm: Firm
) -> None:
    for sent in (
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "method": "tools/call",
         "params": {"name": "create_record", "arguments": {"type": "Company", "body": PROSPECT}}},
    ):  # fmt: skip
        answer = post(endpoint, firm.token, sent)
        assert (answer.status, answer.text) == (202, "")
    assert recorded.events == []
    assert names(firm) == []
