"""Mailboxes and the inbox (spec 4.6) under moto: connect (the credential to Secrets Manager only), test
and sync through the address guard to HTTPS partners on loopback (tests/connector_support.py: the
providers' real host names, resolved by a stub to a public address the test backend maps to loopback;
never the internet), each message stored once, hostile partner bodies stored nothing bad, disconnect,
send and reply queued, the inbox newest first with its filters, and every refusal a clear code."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
import trustme

from integrations_api.mailboxes import EMAILS, seen_partition
from kernel.outbound import Limits, Outbound
from kernel.services import Services
from tests.connector_support import PARTNER_ADDRESS, PARTNER_HOST, Reply, Seen, outbound
from tests.integration.race_support import in_order, together
from tests.mail_support import (
    ADDRESSES,
    BASE_URL,
    EMAILS_PATH,
    GMAIL,
    GRAPH,
    MAILBOXES_PATH,
    NOBODY,
    SECRET,
    Mail,
    Partners,
    as_json,
    exists,
    generic_message,
    graph_message,
    m,
    mail_for,
    partners,
    sm,
)
from tests.support import Stack
from tests.unit.test_address_guard import HOSTILE, SERVICE_HOSTS

__all__ = ["in_order", "m", "partners"]


# ---- connect ---------------------------------------------------------------------------------------


def test_connect_makes_a_pending_mailbox_and_the_credential_connects_it(m: Mail) -> None:
    made = m.mailboxes("POST", body={"provider": "microsoft365", "address": "deals@acme.example"})
    assert (made.status, made.body["status"], made.body["secretSet"]) == (201, "pending", False)
    assert made.headers["Location"] == f"{MAILBOXES_PATH}/{made.body['id']}"
    connected = m.mailboxes("POST", f"/{made.body['id']}/credential", body={"value": SECRET})
    assert (connected.status, connected.body["status"], connected.body["secretSet"]) == (
        200,
        "connected",
        True,
    )
    assert connected.headers["ETag"] == '"2"'
    got = m.mailboxes("GET", f"/{made.body['id']}").body
    assert (got["status"], got["secretSet"], got["connectedAt"] is not None) == ("connected", True, True)
    assert "secretVersion" not in got
    name = m.secret_name(made.body["id"])
    version = m.stored_mailbox(made.body["id"])["secretVersion"]
    assert sm().get_secret_value(SecretId=name, VersionId=version)["SecretString"] == SECRET
    assert [each["id"] for each in m.mailboxes("GET").body["items"]] == [made.body["id"]]
    m.never_shown()
    assert m.seen() == []  # connecting calls nobody


def test_connect_with_the_credential_connects_in_one_call_and_never_shows_it(m: Mail) -> None:
    body = {"provider": "gmail", "address": "ir@acme.example", "credential": SECRET}
    made = m.mailboxes("POST", body=body, headers={"Idempotency-Key": "connect-1"})
    assert (made.status, made.body["status"], made.body["secretSet"]) == (201, "connected", True), made.body
    assert "credential" not in made.body
    assert made.body["connectedAt"] is not None
    stored = m.stored_mailbox(made.body["id"])
    assert "credential" not in stored
    name = m.secret_name(made.body["id"])
    assert sm().get_secret_value(SecretId=name, VersionId=stored["secretVersion"])["SecretString"] == SECRET
    again = m.mailboxes("POST", body=body, headers={"Idempotency-Key": "connect-1"})
    assert (again.status, again.body) == (201, made.body)  # replayed: one mailbox, one secret
    assert [each["id"] for each in m.mailboxes("GET").body["items"]] == [made.body["id"]]
    m.never_shown()


def test_a_connect_refused_at_commit_leaves_no_secret(m: Mail) -> None:
    first = m.mailboxes("POST", body={"provider": "gmail", "address": "ir@acme.example"})
    taken = m.mailboxes(
        "POST", body={"provider": "gmail", "address": "IR@acme.example", "credential": SECRET}
    )
    assert (taken.status, taken.code) == (409, "already_exists")
    listed = sm().list_secrets(Filters=[{"Key": "name", "Values": [m.secret_name("")]}])["SecretList"]
    assert [each["Name"] for each in listed] == []
    assert [each["id"] for each in m.mailboxes("GET").body["items"]] == [first.body["id"]]
    m.never_shown()


@pytest.mark.parametrize(
    ("body", "field_name"),
    [
        ({"provider": "outlook", "address": "a@acme.example"}, "provider"),
        ({"provider": "gmail", "address": "not an address"}, "address"),
        ({"provider": "gmail", "address": "a@acme.example", "baseUrl": BASE_URL}, "baseUrl"),
        ({"provider": "generic", "address": "a@acme.example"}, "baseUrl"),
        ({"provider": "gmail", "address": "a@acme.example", "credential": "line\nbreak"}, "credential"),
        ({"provider": "gmail", "address": "a@acme.example", "credential": ""}, "credential"),
        ({"provider": "gmail"}, "address"),
    ],
)
def test_bad_connect_bodies_are_400_naming_the_field_and_store_nothing(
    m: Mail, body: dict[str, Any], field_name: str
) -> None:
    refused = m.mailboxes("POST", body=body)
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert field_name in [d["field"] for d in refused.body["error"]["details"]]
    assert m.mailboxes("GET").body["items"] == []


@pytest.mark.parametrize("value", ["", " padded", "line\nbreak", "x" * 8193, 42, None])
def test_a_credential_that_is_not_visible_ascii_is_400_without_echo(m: Mail, value: Any) -> None:
    made = m.mailboxes("POST", body={"provider": "gmail", "address": "a@acme.example"}).body
    refused = m.mailboxes("POST", f"/{made['id']}/credential", body={"value": value})
    assert (refused.status, refused.code) == (400, "invalid_request")
    if isinstance(value, str) and value.strip():
        assert value.strip()[:6] not in json.dumps(refused.body)
    assert not exists(m.secret_name(made["id"]))
    assert m.mailboxes("GET", f"/{made['id']}").body["status"] == "pending"


def test_one_mailbox_per_address_until_it_is_disconnected(m: Mail) -> None:
    first = m.connect("gmail", "Deals@Acme.example")
    taken = m.mailboxes("POST", body={"provider": "microsoft365", "address": "deals@acme.example"})
    assert (taken.status, taken.code) == (409, "already_exists")
    assert m.mailboxes("POST", f"/{first['id']}/disconnect").status == 200
    again = m.mailboxes("POST", body={"provider": "microsoft365", "address": "deals@acme.example"})
    assert again.status == 201, again.body


def test_every_hostile_base_url_is_refused_on_connect_with_the_guards_code(stack: Stack, m: Mail) -> None:
    services = stack.services()
    services.settings = stack.settings._replace(service_hosts=tuple(SERVICE_HOSTS))
    m.app.ports.override(Services, services)
    for n, (url, code) in enumerate(HOSTILE):
        refused = m.mailboxes(
            "POST", body={"provider": "generic", "address": f"a{n}@acme.example", "baseUrl": url}
        )
        assert (refused.status, refused.code) == (400, code), (url, refused.body)
        assert refused.body["error"]["details"][0]["field"] == "baseUrl"
    assert m.mailboxes("GET").body["items"] == []
    assert (m.backend.connected, m.seen()) == ([], [])


def test_a_name_resolving_to_a_refused_address_is_400_on_connect(m: Mail) -> None:
    m.resolver.answers[PARTNER_HOST] = [PARTNER_ADDRESS, "169.254.169.254"]
    refused = m.mailboxes(
        "POST", body={"provider": "generic", "address": "a@acme.example", "baseUrl": BASE_URL}
    )
    assert (refused.status, refused.code) == (400, "address_not_public")
    assert m.mailboxes("GET").body["items"] == []


def test_hostile_base_urls_stored_before_the_rules_grew_are_refused_at_every_call(m: Mail) -> None:
    mailbox = m.connect()
    for url, code in HOSTILE[:25]:
        if code == "host_is_service":
            continue
        m.set_base_url(mailbox["id"], url)
        for route in ("test", "sync"):
            refused = m.mailboxes("POST", f"/{mailbox['id']}/{route}")
            assert (refused.status, refused.code) == (400, code), (url, route, refused.body)
    m.set_base_url(mailbox["id"], BASE_URL)
    m.resolver.answers[PARTNER_HOST] = ["10.0.0.7"]  # DNS changed since the connect: checked again
    assert m.sync(mailbox["id"]).code == "address_not_public"
    assert (m.backend.connected, m.seen(), m.emails()) == ([], [], [])
    m.never_shown()


# ---- test ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("provider", "host", "path", "profile", "account"),
    [
        ("microsoft365", GRAPH, "/v1.0/me", {"mail": "deals@acme.example"}, "deals@acme.example"),
        ("gmail", GMAIL, "/gmail/v1/users/me/profile", {"emailAddress": "deals@acme.example"},
         "deals@acme.example"),
        ("generic", PARTNER_HOST, "/mail/v1/profile", {"address": "not-an-address\u202e"}, None),
    ],
)  # fmt: skip
def test_test_makes_one_guarded_call_with_the_bearer_token(
    m: Mail, provider: str, host: str, path: str, profile: dict[str, Any], account: str | None
) -> None:
    mailbox = m.connect(provider)
    m.serve(host, lambda seen: as_json({**profile, "secretEcho": SECRET, "raw": "x" * 5000}))
    report = m.mailboxes("POST", f"/{mailbox['id']}/test")
    assert report.status == 200, report.body
    assert (report.body["ok"], report.body["status"], report.body["account"], report.body["failure"]) == (
        True, 200, account, None)  # fmt: skip
    (seen,) = m.seen()
    assert (seen.method, seen.path, seen.headers["host"]) == ("GET", path, host)
    assert seen.headers["authorization"] == f"Bearer {SECRET}"
    assert m.backend.connected == [(ADDRESSES[host], 443)]
    assert "raw" not in json.dumps(report.body)
    m.never_shown()
    assert m.emails() == []


@pytest.mark.parametrize(
    ("reply", "code"),
    [
        (Reply(status=401, body=b'{"error": "InvalidAuthenticationToken"}'), "mail_unauthorized"),
        (Reply(status=503, body=b"busy"), "mail_status"),
        (Reply(status=302, body=b"", headers={"Location": "https://169.254.169.254/"}), "mail_redirected"),
        (Reply(body=b"<html>not json</html>"), "mail_invalid"),
        (Reply(body=b"[1, 2]"), "mail_invalid"),
    ],
)
def test_a_failed_test_is_a_report_with_a_code(m: Mail, reply: Reply, code: str) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: reply)
    report = m.mailboxes("POST", f"/{mailbox['id']}/test")
    assert (report.status, report.body["ok"], report.body["failure"]["code"]) == (200, False, code)
    assert len(m.seen()) == 1  # a redirect is never followed
    assert "InvalidAuthenticationToken" not in json.dumps(report.body)


def test_a_certificate_for_another_name_fails_tls(m: Mail) -> None:
    mailbox = m.connect()
    m.app.ports.override(Outbound, outbound(trustme.CA(), m.backend, m.resolver))
    report = m.mailboxes("POST", f"/{mailbox['id']}/test").body
    assert (report["ok"], report["failure"]["code"]) == (False, "tls_failed")


# ---- sync ------------------------------------------------------------------------------------------


def test_a_graph_sync_stores_each_message_once_newest_first(m: Mail) -> None:
    mailbox = m.connect("microsoft365")
    m.serve(GRAPH, lambda seen: as_json({"value": [graph_message(2, day=5), graph_message(1, day=3)]}))
    first = m.sync(mailbox["id"])
    assert first.status == 200, first.body
    assert {
        k: first.body[k] for k in ("outcome", "messagesRead", "newMessages", "notYetStored", "skipped")
    } == {"outcome": "stored", "messagesRead": 2, "newMessages": 2, "notYetStored": 0, "skipped": 0}
    (seen,) = m.seen()
    assert seen.path.startswith("/v1.0/me/mailFolders/inbox/messages?%24top=25")
    emails = m.emails()
    assert [each["providerMessageId"] for each in emails] == ["AAMk-2", "AAMk-1"]
    assert emails[0] | {"id": None, "createdAt": None, "updatedAt": None} == {
        "id": None, "createdAt": None, "updatedAt": None, "version": 1, "createdBy": m.user_id,
        "mailboxId": mailbox["id"], "direction": "inbound", "status": "received",
        "providerMessageId": "AAMk-2",
        "messageId": "<m2@target.example>", "from": "ceo@target.example", "to": ["deals@acme.example"],
        "cc": [], "subject": "Subject 2", "text": "Preview 2", "receivedAt": "2025-03-05T09:00:00Z",
    }  # fmt: skip
    assert m.call("GET", f"{EMAILS_PATH}/{emails[0]['id']}").body == emails[0]
    again = m.sync(mailbox["id"]).body
    assert (again["outcome"], again["messagesRead"], again["newMessages"]) == ("stored", 2, 0)
    m.serve(GRAPH, lambda seen: as_json({"value": [graph_message(3, day=1), graph_message(2, day=5)]}))
    assert m.sync(mailbox["id"]).body["newMessages"] == 1
    assert [each["providerMessageId"] for each in m.emails()] == ["AAMk-2", "AAMk-1", "AAMk-3"]  # by receipt
    got = m.mailboxes("GET", f"/{mailbox['id']}").body
    assert (got["messagesStored"], got["lastNewMessages"], got["lastSyncOutcome"]) == (3, 1, "stored")


def test_a_gmail_sync_reads_only_the_messages_not_stored_yet(m: Mail) -> None:
    mailbox = m.connect("gmail")

    def gmail(seen: Seen) -> Reply:
        if seen.path.startswith("/gmail/v1/users/me/messages?"):
            return as_json({"messages": [{"id": "m2"}, {"id": "m1"}, {"id": "m1"}, {"id": "bad id"}]})
        message_id = seen.path.split("/messages/")[1].split("?")[0]
        return as_json({"id": message_id, "snippet": f"Snippet {message_id}", "internalDate": "1741078800000",
                        "payload": {"headers": [
                            {"name": "From", "value": "CEO <ceo@target.example>"},
                            {"name": "To", "value": "Deals <deals@acme.example>, ir@acme.example"},
                            {"name": "Subject", "value": f"Hello {message_id}"}]}})  # fmt: skip

    m.serve(GMAIL, gmail)
    report = m.sync(mailbox["id"]).body
    assert (report["newMessages"], report["skipped"]) == (2, 2), report
    assert len(m.seen()) == 3  # the list, then one read per new message
    (first,) = [each for each in m.emails() if each["providerMessageId"] == "m1"]
    assert (first["from"], first["to"], first["subject"], first["text"]) == (
        "ceo@target.example",
        ["deals@acme.example", "ir@acme.example"],
        "Hello m1",
        "Snippet m1",
    )
    m.systems[GMAIL].seen.clear()
    assert m.sync(mailbox["id"]).body["newMessages"] == 0
    assert len(m.seen()) == 1  # only the list: nothing new to read


def test_hostile_messages_are_skipped_cut_or_stored_once(m: Mail) -> None:
    mailbox = m.connect()
    page = [
        generic_message(1, subject="S" * 100_000, text="<script>alert(1)</script>Hello\u202e\x07 there"),
        generic_message(2, **{"from": "not an address"}),
        generic_message(3, to=["ok@acme.example", "bad@@acme.example"]),
        generic_message(4, to=[f"r{n}@acme.example" for n in range(101)]),
        generic_message(5, id="x" * 201),
        generic_message(6, receivedAt="yesterday"),
        generic_message(7, id=["not", "a", "string"]),
        "not an object",
        generic_message(1, subject="duplicate in the same page"),
        generic_message(8, receivedAt="2999-01-01T00:00:00Z", messageId="<bad id with spaces>"),
    ]
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": page}))
    report = m.sync(mailbox["id"]).body
    assert (report["outcome"], report["messagesRead"], report["newMessages"], report["skipped"]) == (
        "stored", 10, 2, 7)  # fmt: skip
    emails = {each["providerMessageId"]: each for each in m.emails()}
    assert sorted(emails) == ["g-1", "g-8"]
    assert (len(emails["g-1"]["subject"]), emails["g-1"]["text"]) == (500, "Hello there")
    assert emails["g-8"]["receivedAt"] == report["syncedAt"]  # never after the sync
    assert "messageId" not in emails["g-8"]


@pytest.mark.parametrize(
    ("reply", "code"),
    [
        (Reply(body=b"{not json"), "mail_invalid"),
        (Reply(body=b'{"messages": {"id": "1"}}'), "mail_invalid"),
        (Reply(body=b"[" * 100_000), "mail_invalid"),
        (Reply(body=json.dumps({"messages": [generic_message(1)], "pad": "x" * 1_100_000}).encode()),
         "mail_too_large"),
        (Reply(status=403, body=b"{}"), "mail_unauthorized"),
        (Reply(status=301, body=b"", headers={"Location": "https://10.0.0.1/"}), "mail_redirected"),
    ],
)  # fmt: skip
def test_a_hostile_answer_stores_nothing_and_reports_why(m: Mail, reply: Reply, code: str) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: reply)
    report = m.sync(mailbox["id"])
    assert (report.status, report.body["outcome"], report.body["failure"]["code"]) == (200, "failed", code)
    assert (report.body["newMessages"], m.emails(), len(m.seen())) == (0, [], 1)
    got = m.mailboxes("GET", f"/{mailbox['id']}").body
    assert (got["lastSyncOutcome"], got["lastSyncFailure"], got["messagesStored"]) == ("failed", code, 0)


def test_a_slow_provider_is_a_timeout(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: Reply(delay=1.0))
    m.limit(Limits(connect_seconds=1, read_seconds=0.2, total_seconds=0.5))
    assert m.sync(mailbox["id"]).body["failure"]["code"] == "timeout"
    assert m.emails() == []


def test_a_sync_stores_at_most_twenty_the_newest_and_the_next_takes_the_rest(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(
        PARTNER_HOST, lambda seen: as_json({"messages": [generic_message(n, day=1 + n) for n in range(25)]})
    )
    first = m.sync(mailbox["id"]).body
    assert (first["newMessages"], first["notYetStored"]) == (20, 5)
    assert min(e["receivedAt"] for e in m.emails(query="limit=50")) == "2025-03-06T09:00:00Z"
    second = m.sync(mailbox["id"]).body
    assert (second["newMessages"], second["notYetStored"]) == (5, 0)
    assert len(m.emails(query="limit=50")) == 25


def test_two_syncs_at_once_store_each_message_once(
    stack: Stack, partners: Partners, m: Mail, in_order: Callable[[str, str], None]
) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": [generic_message(1), generic_message(2)]}))
    second = mail_for(stack, partners, firm_id=m.firm_id)  # another container, same firm
    second.token = m.token
    in_order("a", "b")
    results = together({"a": lambda: m.sync(mailbox["id"]), "b": lambda: second.sync(mailbox["id"])})
    assert (results["a"].status, results["a"].body["newMessages"]) == (200, 2)
    assert (results["b"].status, results["b"].code) == (409, "sync_conflict")
    assert len(m.emails()) == 2
    assert m.mailboxes("GET", f"/{mailbox['id']}").body["messagesStored"] == 2
    store = stack.services().tenant_store(m.firm_id)
    assert len(store.query(seen_partition(mailbox["id"]), limit=10, consistent=True).items) == 2


def test_a_retried_sync_is_replayed_and_calls_out_once(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": [generic_message(1)]}))
    first = m.sync(mailbox["id"], headers={"Idempotency-Key": "sync-1"})
    again = m.sync(mailbox["id"], headers={"Idempotency-Key": "sync-1"})
    assert (again.status, again.body, again.headers["Idempotent-Replayed"]) == (200, first.body, "true")
    assert (len(m.seen()), len(m.emails())) == (1, 1)


def test_a_pending_mailbox_cannot_test_sync_or_send(m: Mail) -> None:
    made = m.mailboxes("POST", body={"provider": "gmail", "address": "a@acme.example"}).body
    for route, body in (("test", None), ("sync", None), ("send", {"to": ["x@y.example"], "subject": "s",
                                                                   "text": "t"})):  # fmt: skip
        refused = m.mailboxes("POST", f"/{made['id']}/{route}", body=body)
        assert (refused.status, refused.code) == (409, "secret_not_set"), route
    assert (m.seen(), m.emails()) == ([], [])


# ---- disconnect ------------------------------------------------------------------------------------


def test_disconnect_deletes_the_secret_keeps_the_emails_and_refuses_what_follows(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": [generic_message(1)]}))
    assert m.sync(mailbox["id"]).body["newMessages"] == 1
    (email,) = m.emails()
    name = m.secret_name(mailbox["id"])
    assert exists(name)
    gone = m.mailboxes("POST", f"/{mailbox['id']}/disconnect")
    assert (gone.status, gone.body["status"], gone.body["secretSet"]) == (200, "disconnected", False)
    assert not exists(name)  # deleted at once, no recovery window
    assert "secretVersion" not in m.stored_mailbox(mailbox["id"])
    assert [each["id"] for each in m.emails(query=f"mailboxId={mailbox['id']}")] == [email["id"]]
    m.systems[PARTNER_HOST].seen.clear()
    send = {"to": ["x@target.example"], "subject": "s", "text": "t"}
    for route, body in (("test", None), ("sync", None), ("send", send), ("credential", {"value": SECRET}),
                        (f"messages/{email['id']}/reply", {"text": "t"})):  # fmt: skip
        refused = m.mailboxes("POST", f"/{mailbox['id']}/{route}", body=body)
        assert (refused.status, refused.code) == (409, "mailbox_disconnected"), route
    again = m.mailboxes("POST", f"/{mailbox['id']}/disconnect")
    assert (again.status, again.body["version"]) == (200, gone.body["version"])
    assert (m.seen(), not exists(name), len(m.emails())) == ([], True, 1)


# ---- send and reply --------------------------------------------------------------------------------


def test_send_queues_an_outbound_email_and_nothing_is_sent(m: Mail) -> None:
    mailbox = m.connect("microsoft365")
    company = m.record()
    body = {"to": ["ceo@target.example"], "cc": ["ir@acme.example"], "subject": "Next steps",
            "text": "Thank you.\nBest, Ada", "recordType": "Company", "recordId": company}  # fmt: skip
    sent = m.mailboxes("POST", f"/{mailbox['id']}/send", body=body, headers={"Idempotency-Key": "send-1"})
    assert sent.status == 201, sent.body
    email = sent.body
    assert (email["direction"], email["status"], email["from"], email["text"], email["recordId"]) == (
        "outbound", "queued", "deals@acme.example", "Thank you.\nBest, Ada", company)  # fmt: skip
    assert sent.headers["Location"] == f"{EMAILS_PATH}/{email['id']}"
    again = m.mailboxes("POST", f"/{mailbox['id']}/send", body=body, headers={"Idempotency-Key": "send-1"})
    assert (again.status, again.body, again.headers["Idempotent-Replayed"]) == (201, email, "true")
    assert [each["id"] for each in m.emails(query="status=queued")] == [email["id"]]
    assert [each["id"] for each in m.emails(query=f"recordId={company}")] == [email["id"]]
    assert m.seen() == []


@pytest.mark.parametrize(
    ("body", "field_name"),
    [
        ({"to": [], "subject": "s", "text": "t"}, "to"),
        ({"to": ["not an address"], "subject": "s", "text": "t"}, "to[0]"),
        ({"to": ["a@b.example", "a@b.example"], "subject": "s", "text": "t"}, "to[1]"),
        ({"to": ["a@b.example"], "cc": ["x\n@b.example"], "subject": "s", "text": "t"}, "cc[0]"),
        ({"to": ["a@b.example"], "subject": "s\r\nBcc: x@evil.example", "text": "t"}, "subject"),
        ({"to": ["a@b.example"], "subject": "s", "text": "t" * 20_001}, "text"),
        ({"to": [f"a{n}@b.example" for n in range(50)], "cc": [f"c{n}@b.example" for n in range(50)],
          "subject": "s", "text": "t", "recordType": "Company"}, "recordId"),
        ({"to": ["a@b.example"], "subject": "s", "text": "t", "recordType": "Company",
          "recordId": "rec_" + "0" * 26}, "recordId"),
        ({"to": ["a@b.example"], "subject": "s", "text": "t", "tenantId": "x"}, None),
    ],
)  # fmt: skip
def test_a_bad_send_is_400_and_stores_nothing(m: Mail, body: dict[str, Any], field_name: str | None) -> None:
    mailbox = m.connect()
    refused = m.mailboxes("POST", f"/{mailbox['id']}/send", body=body)
    assert refused.status == 400, refused.body
    if field_name is not None:
        assert field_name in [d["field"] for d in refused.body["error"]["details"]], refused.body
    assert m.emails() == []


def test_more_than_a_hundred_recipients_together_is_400(m: Mail) -> None:
    mailbox = m.connect()
    body = {"to": [f"a{n}@b.example" for n in range(50)], "cc": [f"c{n}@b.example" for n in range(50)],
            "subject": "s", "text": "t"}  # fmt: skip
    assert m.mailboxes("POST", f"/{mailbox['id']}/send", body=body).status == 201
    body["cc"] = [*body["cc"][:49], "c50@b.example", "c51@b.example"]
    refused = m.mailboxes("POST", f"/{mailbox['id']}/send", body=body)
    assert (refused.status, refused.code) == (400, "invalid_request")


def test_reply_answers_a_message_of_that_mailbox_only(m: Mail) -> None:
    mailbox = m.connect()
    other = m.connect("gmail", "ir@acme.example")
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": [generic_message(1, subject="Q3 numbers")]}))
    m.sync(mailbox["id"])
    (original,) = m.emails()
    reply = m.mailboxes("POST", f"/{mailbox['id']}/messages/{original['id']}/reply", body={"text": "Thanks."})
    assert reply.status == 201, reply.body
    assert (reply.body["to"], reply.body["subject"], reply.body["inReplyToId"], reply.body["status"]) == (
        ["ceo@target.example"], "Re: Q3 numbers", original["id"], "queued")  # fmt: skip
    for path in (f"/{other['id']}/messages/{original['id']}/reply",
                 f"/{mailbox['id']}/messages/eml_{'0' * 26}/reply",
                 f"/{mailbox['id']}/messages/..%2F{original['id']}/reply"):  # fmt: skip
        refused = m.mailboxes("POST", path, body={"text": "x"})
        assert (refused.status, refused.code) == (404, "not_found"), path
    assert len(m.emails()) == 2


# ---- the inbox -------------------------------------------------------------------------------------


def test_an_email_is_linked_to_a_live_record_and_listed_by_it(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": [generic_message(1), generic_message(2, day=2)]}))
    m.sync(mailbox["id"])
    newest, oldest = m.emails()
    person = m.record("Person", firstName="Pat", lastName="Lee")
    path = f"{EMAILS_PATH}/{oldest['id']}/link"
    linked = m.call(
        "PUT", path, body={"recordType": "Person", "recordId": person}, headers={"If-Match": '"1"'}
    )
    assert (linked.status, linked.body["recordId"], linked.headers["ETag"]) == (200, person, '"2"')
    assert [each["id"] for each in m.emails(query=f"recordId={person}")] == [oldest["id"]]
    both = m.emails(query=f"mailboxId={mailbox['id']}&recordId={person}")
    assert [each["id"] for each in both] == [oldest["id"]]
    stale = m.call("PUT", path, body={}, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    for body in ({"recordType": "Company", "recordId": person}, {"recordType": "Person"},
                 {"recordType": "Person", "recordId": "rec_" + "0" * 26}):  # fmt: skip
        refused = m.call("PUT", path, body=body)
        assert (refused.status, refused.code) == (400, "invalid_request"), body
    unlinked = m.call("PUT", path, body={})
    assert (unlinked.status, "recordId" in unlinked.body) == (200, False)
    assert m.emails(query=f"recordId={person}") == []
    assert [each["id"] for each in m.emails()] == [newest["id"], oldest["id"]]


def test_another_firms_mailboxes_and_emails_are_404_everywhere(
    stack: Stack, partners: Partners, m: Mail
) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": [generic_message(1)]}))
    m.sync(mailbox["id"])
    (email,) = m.emails()
    m.systems[PARTNER_HOST].seen.clear()
    theirs = mail_for(stack, partners)
    for method, path, body in (
        ("GET", f"{MAILBOXES_PATH}/{mailbox['id']}", None),
        ("POST", f"{MAILBOXES_PATH}/{mailbox['id']}/test", None),
        ("POST", f"{MAILBOXES_PATH}/{mailbox['id']}/sync", None),
        ("POST", f"{MAILBOXES_PATH}/{mailbox['id']}/credential", {"value": "theirs"}),
        ("POST", f"{MAILBOXES_PATH}/{mailbox['id']}/disconnect", None),
        (
            "POST",
            f"{MAILBOXES_PATH}/{mailbox['id']}/send",
            {"to": ["a@b.example"], "subject": "s", "text": "t"},
        ),
        ("POST", f"{MAILBOXES_PATH}/{mailbox['id']}/messages/{email['id']}/reply", {"text": "t"}),
        ("GET", f"{EMAILS_PATH}/{email['id']}", None),
        ("PUT", f"{EMAILS_PATH}/{email['id']}/link", {}),
        ("GET", f"{MAILBOXES_PATH}/{NOBODY}", None),
    ):
        answer = theirs.call(method, path, body=body)
        assert (answer.status, answer.code) == (404, "not_found"), (method, path, answer.body)
    listed = theirs.call("GET", EMAILS_PATH, query=f"mailboxId={mailbox['id']}")
    assert (listed.status, listed.code) == (404, "not_found")
    assert (theirs.emails(), theirs.mailboxes("GET").body["items"]) == ([], [])
    assert m.seen() == []
    assert m.mailboxes("GET", f"/{mailbox['id']}").body["status"] == "connected"
    assert exists(m.secret_name(mailbox["id"]))


def test_a_read_token_reads_but_does_not_write_and_a_viewer_is_403(
    stack: Stack, partners: Partners, m: Mail
) -> None:
    mailbox = m.connect()
    reader = mail_for(stack, partners, scopes=["records:read"], firm_id=m.firm_id)
    assert reader.call("GET", f"{MAILBOXES_PATH}/{mailbox['id']}").status == 200
    assert reader.call("GET", EMAILS_PATH).status == 200
    viewer = mail_for(stack, partners, role="viewer", firm_id=m.firm_id)
    for who, status, code in ((reader, 403, "scope_denied"), (viewer, 403, "permission_denied")):
        for route in ("test", "sync", "disconnect"):
            answer = who.call("POST", f"{MAILBOXES_PATH}/{mailbox['id']}/{route}")
            assert (answer.status, answer.code) == (status, code), route
    assert m.mailboxes("GET", f"/{mailbox['id']}").body["status"] == "connected"
    assert m.seen() == []


def test_the_lists_read_indexes_not_scans(stack: Stack, m: Mail) -> None:
    assert {f.name for f in EMAILS.filters} == {"mailboxId", "recordId", "status"}
    mailbox = m.connect()
    seen: list[str] = []
    stack.dynamodb.meta.events.register("before-call.dynamodb", lambda model, **_: seen.append(model.name))
    m.emails(query=f"mailboxId={mailbox['id']}")
    m.emails(query="status=queued")
    assert "Scan" not in seen
