"""Attacker's probes of email sending (send, reply, retry, the SQS sender) and public-market prices
(settings, fetch, a listing's prices), each asserting the SAFE behaviour: another firm's or malformed
ids are 404; hostile strings, addresses, sizes and keys are 400 and queue nothing; a read token or a
viewer is 403; one Idempotency-Key queues one message; a provider's hostile answer (a broken or huge
body, a 10k id, a redirect to the metadata address, an absurd Retry-After) never sends an email twice
nor shows the credential; what Gmail gets names exactly the stored recipients; a hostile quote stores
nothing and echoes none of the source's text; a refused base URL sends nothing; one firm never reaches
another's prices. A test under a `# Found by this probe:` comment failed before its fix.
"""

from __future__ import annotations

import base64
import datetime
import json
from collections.abc import Callable
from email import message_from_bytes, policy
from email.message import Message
from typing import Any

import pytest

from integrations_api.mail_queue import MailMessage
from integrations_api.mail_sending import MAX_RETRY_AFTER
from tests import mail_support
from tests.connector_support import PARTNER_ADDRESS, PARTNER_HOST, Reply, Seen
from tests.integration import test_public_market_prices as prices
from tests.integration.race_support import in_order, together
from tests.mail_support import EMAILS_PATH, GMAIL, MAILBOXES_PATH, SECRET, Mail, as_json, mail_for
from tests.support import Stack

f, systems, Firm = prices.f, prices.systems, prices.Firm
m, partners = mail_support.m, mail_support.partners
__all__ = ["f", "in_order", "m", "partners", "systems"]
SEND = {"to": ["ceo@target.example"], "subject": "Next steps", "text": "Thank you."}
OK = as_json({"id": "ok-1"}, status=201)


def posts(m: Mail, host: str = PARTNER_HOST) -> list[Seen]:
    return [seen for seen in m.systems[host].seen if seen.method == "POST"]


def post_send(m: Mail, mailbox_id: str, body: dict[str, Any], **kwargs: Any) -> Any:
    return m.mailboxes("POST", f"/{mailbox_id}/send", body=body, **kwargs)


def gmail_raw(m: Mail) -> bytes:
    [seen] = posts(m, GMAIL)
    return base64.urlsafe_b64decode(json.loads(seen.body)["raw"])


def parsed(raw: bytes) -> Message:
    return message_from_bytes(raw, policy=policy.SMTP)


def failed_email(m: Mail, address: str = "deals@acme.example") -> tuple[dict[str, Any], dict[str, Any]]:
    """A connected generic mailbox and an email of it that failed for good (a 400)."""
    mailbox = m.connect(address=address)
    m.serve(PARTNER_HOST, lambda seen: Reply(status=400))
    email = m.send(mailbox["id"])
    m.deliver()
    assert m.email(email["id"])["status"] == "failed"
    m.queue.messages.clear()
    return mailbox, email


# ---- ids: another firm's, the wrong kind, malformed -------------------------------------------------


def test_another_firms_ids_are_404_leak_nothing_and_queue_nothing(stack: Stack, m: Mail) -> None:
    mailbox, email = failed_email(m)
    theirs = mail_for(stack, (m.ca, m.systems))
    own = theirs.connect(address="ir@other.example")
    for method, path, body in (
        ("POST", f"{MAILBOXES_PATH}/{mailbox['id']}/send", SEND),
        ("POST", f"{MAILBOXES_PATH}/{mailbox['id']}/messages/{email['id']}/reply", {"text": "t"}),
        ("POST", f"{MAILBOXES_PATH}/{own['id']}/messages/{email['id']}/reply", {"text": "t"}),
        ("POST", f"{EMAILS_PATH}/{email['id']}/retry", None),
        ("GET", f"{EMAILS_PATH}/{email['id']}", None),
    ):
        answer = theirs.call(method, path, body=body)
        assert (answer.status, answer.code) == (404, "not_found"), (path, answer.body)
        assert "target.example" not in json.dumps(answer.body)
    linked = post_send(m, mailbox["id"], {**SEND, "recordType": "Company", "recordId": theirs.record()})
    assert (linked.status, linked.code) == (400, "invalid_request")  # a record of theirs: unknown here
    assert (theirs.queue.messages, m.queue.messages, theirs.emails()) == ([], [], [])
    assert m.email(email["id"])["status"] == "failed"


@pytest.mark.parametrize(
    "hostile",
    ["..%2F..%2Fmailboxes", "mbx_" + "0" * 10_000, "eml_%E2%80%AE" + "0" * 25, "eml_" + "0" * 26 + "%00",
     "rec_" + "0" * 26],
)  # fmt: skip
def test_malformed_or_wrong_kind_ids_are_404_on_send_reply_and_retry(m: Mail, hostile: str) -> None:
    mailbox, email = failed_email(m)
    for path, body in (
        (f"{MAILBOXES_PATH}/{hostile}/send", SEND),
        (f"{MAILBOXES_PATH}/{hostile}/messages/{email['id']}/reply", {"text": "t"}),
        (f"{MAILBOXES_PATH}/{mailbox['id']}/messages/{hostile}/reply", {"text": "t"}),
        (f"{MAILBOXES_PATH}/{mailbox['id']}/messages/{mailbox['id']}/reply", {"text": "t"}),
        (f"{MAILBOXES_PATH}/{email['id']}/send", SEND),
        (f"{EMAILS_PATH}/{hostile}/retry", None),
        (f"{EMAILS_PATH}/{mailbox['id']}/retry", None),
    ):
        answer = m.call("POST", path, body=body)
        assert answer.status == 404, (path[:80], answer.status, answer.body)
        assert "0" * 200 not in json.dumps(answer.body)  # a long id is not echoed
    assert (m.queue.messages, len(m.emails())) == ([], 1)


def test_an_inbound_email_is_never_retried_and_a_reply_names_at_most_fifty(m: Mail) -> None:
    mailbox = m.connect()
    message = {"id": "g-1", "from": "ceo@target.example", "to": ["deals@acme.example"], "cc": [],
               "subject": "Q3", "text": "t", "receivedAt": "2025-03-01T09:00:00Z"}  # fmt: skip
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": [message]}))
    assert m.sync(mailbox["id"]).body["newMessages"] == 1
    [inbound] = m.emails()
    retried = m.call("POST", f"{EMAILS_PATH}/{inbound['id']}/retry")
    assert (retried.status, retried.code) == (409, "email_not_retryable")
    path = f"/{mailbox['id']}/messages/{inbound['id']}/reply"
    many = m.mailboxes("POST", path, body={"text": "t", "to": [f"a{n}@b.example" for n in range(51)]})
    assert (many.status, many.code) == (400, "invalid_request")
    assert (m.queue.messages, len(m.emails())) == ([], 1)


# ---- hostile strings, addresses, sizes and keys -----------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value"),
    [("subject", "Hello\u2028Bcc: everyone@target.example"), ("subject", "Hello\u0085Bcc: x@y.example"),
     ("subject", "Hello\x1cBcc: x"), ("subject", "Invoice \u202egpj.exe"), ("subject", "\u200b\ufeff"),
     ("text", "Hello\x00there"), ("text", "Wire to \u202e4321 NABI"), ("text", "\u00e9" * 20_001)],
)  # fmt: skip
def test_a_hostile_subject_or_text_is_400_and_nothing_is_queued(m: Mail, field: str, value: str) -> None:
    mailbox = m.connect()
    refused = post_send(m, mailbox["id"], {**SEND, field: value})
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert field in [detail["field"] for detail in refused.body["error"]["details"]]
    assert (m.queue.messages, m.emails()) == ([], [])


@pytest.mark.parametrize(
    "address",
    ['"Boss" <boss@acme.example>', "boss@acme.example (CEO)", "a@x.example,b@y.example", "a@x.example\u2028",
     "b\u00f6@x.example", "a@x.example\u202e", "a" * 65 + "@x.example",
     "a" * 64 + "@" + ".".join(["b" * 63] * 3) + ".example"],
)  # fmt: skip
def test_a_hostile_address_in_to_or_cc_is_400_and_nothing_is_queued(m: Mail, address: str) -> None:
    mailbox = m.connect()
    for body in ({**SEND, "to": [address]}, {**SEND, "cc": [address]}):
        refused = post_send(m, mailbox["id"], body)
        assert (refused.status, refused.code) == (400, "invalid_request"), (address, refused.body)
    assert (m.queue.messages, m.emails()) == ([], [])


# Found by this probe: an address whose local part held an RFC 2047 encoded word ("=?...?=") was
# decoded by the email package in Gmail's To header, so Gmail sent to recipients the stored email did
# not name (past the de-duplication and the 100-recipient cap). Now 400 naming `to`.
@pytest.mark.parametrize(
    "address",
    ["=?us-ascii?q?ceo?=@target.example",  # ceo@target.example again: a second copy past the de-duplication
     "=?utf-8?b?ZXZpbEBhdHRhY2tlci5leGFtcGxlLA==?=@x.example"],  # "evil@attacker.example,": hidden
)  # fmt: skip
def test_gmail_receives_exactly_the_recipients_the_email_stores(m: Mail, address: str) -> None:
    mailbox = m.connect("gmail")
    m.serve(GMAIL, lambda seen: as_json({"id": "g-1"}))
    sent = post_send(m, mailbox["id"], {**SEND, "to": ["ceo@target.example", address]})
    assert (sent.status, [d["field"] for d in sent.body["error"]["details"]]) == (400, ["to"]), sent.body
    assert (m.queue.messages, m.emails()) == ([], [])


def test_gmail_gets_the_text_as_the_body_never_as_headers(m: Mail) -> None:
    mailbox = m.connect("gmail")
    m.serve(GMAIL, lambda seen: as_json({"id": "g-2"}))
    text = "One\r\nBcc: all@target.example\r\n\r\nTo: x@evil.example\u2028next\n.\n" + "\U0001f30d" * 5000
    email = m.send(mailbox["id"], text=text)
    m.deliver()
    message = parsed(gmail_raw(m))
    assert message["Bcc"] is None
    assert [each.addr_spec for each in message["To"].addresses] == ["ceo@target.example"]
    assert message.get_content().replace("\r\n", "\n") == text.replace("\r\n", "\n") + "\n"
    assert m.email(email["id"])["status"] == "sent"


@pytest.mark.parametrize(
    "body",
    [{**SEND, "to": [f"a{n}@b.example" for n in range(51)]},
     {**SEND, "cc": [f"c{n}@b.example" for n in range(51)]},
     {**SEND, "to": "ceo@target.example"}, {**SEND, "to": [None]}],
)  # fmt: skip
def test_too_many_or_ill_typed_recipients_are_400(m: Mail, body: dict[str, Any]) -> None:
    mailbox = m.connect()
    refused = post_send(m, mailbox["id"], body)
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert (m.queue.messages, m.emails()) == ([], [])


def test_recipients_differing_only_in_case_get_one_copy_as_the_first_spelling(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: OK)
    email = m.send(mailbox["id"], to=["Ada@Target.example", "ada@target.example", "ADA@TARGET.EXAMPLE"],
                   cc=["ada@TARGET.example", "bob@target.example", "BOB@target.example"])  # fmt: skip
    assert (email["to"], email["cc"]) == (["Ada@Target.example"], ["bob@target.example"])
    m.deliver()
    sent = json.loads(posts(m)[0].body)
    assert (sent["to"], sent["cc"], len(posts(m))) == (["Ada@Target.example"], ["bob@target.example"], 1)


def test_a_body_over_the_apis_limit_is_413_and_nothing_is_queued(m: Mail) -> None:
    mailbox = m.connect()
    refused = post_send(m, mailbox["id"], {**SEND, "text": "x" * 1_200_000})
    assert (refused.status, refused.code) == (413, "payload_too_large")
    assert "x" * 100 not in json.dumps(refused.body)
    assert (m.queue.messages, m.emails()) == ([], [])


@pytest.mark.parametrize(
    ("route", "key"),
    [("send", "tenantId"), ("send", "from"), ("send", "bcc"), ("send", "ticket"), ("reply", "tenantId"),
     ("reply", "subject"), ("reply", "inReplyToId")],
)  # fmt: skip
def test_an_unknown_or_server_owned_key_is_400_and_nothing_is_queued(m: Mail, route: str, key: str) -> None:
    mailbox = m.connect()
    original = m.send(mailbox["id"])
    m.queue.messages.clear()
    path = f"/{mailbox['id']}/" + ("send" if route == "send" else f"messages/{original['id']}/reply")
    body = {**(SEND if route == "send" else {"text": "t"}), key: "x@y.example"}
    refused = m.mailboxes("POST", path, body=body)
    assert refused.status == 400, refused.body
    assert refused.code in ("invalid_request", "tenant_in_request")
    assert (m.queue.messages, len(m.emails())) == ([], 1)


# ---- who may, and idempotency -----------------------------------------------------------------------


def test_a_read_token_and_a_viewer_cannot_send_reply_or_retry(stack: Stack, m: Mail) -> None:
    mailbox, email = failed_email(m)
    reader = mail_for(stack, (m.ca, m.systems), scopes=["records:read"], firm_id=m.firm_id)
    viewer = mail_for(stack, (m.ca, m.systems), role="viewer", firm_id=m.firm_id)
    for who, code in ((reader, "scope_denied"), (viewer, "permission_denied")):
        for path, body in (
            (f"{MAILBOXES_PATH}/{mailbox['id']}/send", SEND),
            (f"{MAILBOXES_PATH}/{mailbox['id']}/messages/{email['id']}/reply", {"text": "t"}),
            (f"{EMAILS_PATH}/{email['id']}/retry", None),
        ):
            answer = who.call("POST", path, body=body)
            assert (answer.status, answer.code) == (403, code), (code, path)
        assert who.queue.messages == []
    assert (m.queue.messages, len(m.emails()), m.email(email["id"])["status"]) == ([], 1, "failed")


def test_one_idempotency_key_queues_one_message_on_send_and_on_retry(m: Mail) -> None:
    mailbox = m.connect()
    key = {"Idempotency-Key": "probe-send-1"}
    first, again = (
        post_send(m, mailbox["id"], SEND, headers=key),
        post_send(m, mailbox["id"], SEND, headers=key),
    )
    assert (first.status, again.status, again.headers.get("Idempotent-Replayed")) == (201, 201, "true")
    assert again.body == first.body
    other = post_send(m, mailbox["id"], {**SEND, "subject": "Another"}, headers=key)
    assert 400 <= other.status < 500, other.body
    assert (len(m.queue.messages), len(m.emails())) == (1, 1)
    m.serve(PARTNER_HOST, lambda seen: OK)
    m.deliver()
    assert len(posts(m)) == 1
    _, email = failed_email(m, "ir@acme.example")  # and on retry: one message
    path = f"{EMAILS_PATH}/{email['id']}/retry"
    retried = [m.call("POST", path, headers={"Idempotency-Key": "probe-retry-1"}) for _ in range(2)]
    assert (retried[0].status, retried[1].status, retried[1].body) == (200, 200, retried[0].body)
    assert len([each for each in m.queue.messages if each.kind == "send"]) == 1


# ---- a provider answering hostile content to a send -------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [as_json({"id": "x" * 10_000}, status=201), Reply(body=b"not json at all"),
     Reply(body=b'{"id": "a\\r\\nb"}'), Reply(body=b'{"id": "' + b"a" * 70_000 + b'"}'),
     Reply(status=204, body=b""), Reply(body=b"[" * 50_000)],
)  # fmt: skip
def test_a_2xx_with_a_hostile_body_is_sent_once_without_a_bad_id(m: Mail, reply: Reply) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: reply)
    email = m.send(mailbox["id"])
    [message] = m.queue.messages
    assert m.deliver() == []
    done = m.email(email["id"])
    assert (done["status"], done.get("providerMessageId")) == ("sent", None)
    m.queue.messages += [message, message]  # redelivered: nothing more
    m.stack.clock.advance(86_400)
    m.deliver()
    assert len(posts(m)) == 1


@pytest.mark.parametrize("status", [302, 307])
def test_a_redirect_to_the_metadata_address_is_never_followed(m: Mail, status: int) -> None:
    mailbox = m.connect()
    where = "https://169.254.169.254/latest/meta-data/iam/security-credentials/"
    m.serve(PARTNER_HOST, lambda seen: Reply(status=status, body=b"", headers={"Location": where}))
    email = m.send(mailbox["id"])
    m.deliver()
    m.stack.clock.advance(86_400)
    m.deliver()
    done = m.email(email["id"])
    assert (done["status"], done["failure"]["code"]) == ("failed", "mail_redirected")
    assert "169.254" not in json.dumps(done)
    assert len(posts(m)) == 1
    assert {host for host, _ in m.backend.connected} == {PARTNER_ADDRESS}


@pytest.mark.parametrize(
    ("retry_after", "wait"),
    [("1000000000000", MAX_RETRY_AFTER), ("Fri, 31 Dec 9999 23:59:59 GMT", MAX_RETRY_AFTER), ("-5", 30),
     ("Wed, 21 Oct 2015 07:28:00 GMT", 30), ("\xb2\xb3", 30)],  # superscript digits: isdigit() is True
)  # fmt: skip
def test_a_hostile_retry_after_waits_backoff_to_cap(m: Mail, retry_after: str, wait: int) -> None:
    mailbox = m.connect()
    limited = Reply(status=429, headers={"Content-Type": "application/json", "Retry-After": retry_after})
    answers = iter([limited, OK])
    m.serve(PARTNER_HOST, lambda seen: next(answers))
    email = m.send(mailbox["id"])
    before = m.stack.clock()
    m.deliver()
    waiting = m.email(email["id"])
    assert (waiting["status"], waiting["failure"]["code"]) == ("queued", "mail_status")
    due = datetime.datetime.fromisoformat(waiting["nextAttemptAt"].replace("Z", "+00:00")).timestamp()
    assert wait - 1 <= due - before <= wait + 2
    m.stack.clock.advance(wait - 3)
    m.deliver()
    assert len(posts(m)) == 1
    m.stack.clock.advance(5)
    m.deliver()
    assert (m.email(email["id"])["status"], len(posts(m))) == ("sent", 2)


# ---- the credential is never shown ------------------------------------------------------------------


def echoing(status: int) -> Callable[[Seen], Reply]:
    """A provider answering the Authorization it got, in its body and its headers."""

    def respond(seen: Seen) -> Reply:
        said = seen.headers["authorization"]
        headers = {"Location": f"https://x.example/{said}", "X-Echo": said}
        return Reply(status=status, body=json.dumps({"error": said}).encode(), headers=headers)

    return respond


@pytest.mark.parametrize("status", [200, 302, 401, 500])
def test_a_provider_echoing_the_credential_never_gets_it_shown_or_logged(
    m: Mail, status: int, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, echoing(status))
    email = m.send(mailbox["id"])
    m.deliver()
    m.emails()
    m.mailboxes("GET", f"/{mailbox['id']}")
    m.call("POST", f"{EMAILS_PATH}/{email['id']}/retry")
    m.never_shown()
    assert SECRET not in json.dumps(m.stored_email(email["id"]), default=str)
    out, err = capfd.readouterr()
    assert SECRET not in out + err + caplog.text


# Found by this probe: a 2xx whose `id` was the credential itself (a provider echoing the token it
# got) was kept as providerMessageId and shown to any reader of emails. Now such an id is dropped.
def test_a_2xx_naming_the_credential_as_its_id_never_shows_it(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": seen.headers["authorization"].split(" ", 1)[1]}))
    email = m.send(mailbox["id"])
    m.deliver()
    assert m.email(email["id"])["status"] == "sent"
    m.emails()
    m.never_shown()


# ---- races and sequences: never sent twice ----------------------------------------------------------


def test_two_sends_at_once_send_two_emails_once_each(m: Mail, in_order: Callable[[str, str], None]) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: OK)
    in_order("a", "b")
    path = f"/{mailbox['id']}/send"
    results = together({name: (lambda: m.mailboxes("POST", path, body=SEND)) for name in ("a", "b")})
    assert [results[name].status for name in ("a", "b")] == [201, 201]
    m.deliver()
    for leftover in list(m.queue.messages):  # a message whose email never committed: dropped
        assert m.sender().on_message(leftover, m.stack.clock() - 61) is True
    sent_ids = sorted(json.loads(seen.body)["id"] for seen in posts(m))
    assert sent_ids == sorted(result.body["id"] for result in results.values())
    assert {each["status"] for each in m.emails()} == {"sent"}


@pytest.mark.parametrize("first", ["send", "disconnect"])
def test_send_racing_a_disconnect_never_reaches_the_provider(
    m: Mail, in_order: Callable[[str, str], None], first: str
) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: OK)
    in_order(first, "disconnect" if first == "send" else "send")
    item = f"/{mailbox['id']}"
    results = together({"send": lambda: m.mailboxes("POST", f"{item}/send", body=SEND),
                        "disconnect": lambda: m.mailboxes("POST", f"{item}/disconnect")})  # fmt: skip
    assert results["disconnect"].status == 200
    expected = (201, None) if first == "send" else (409, "mailbox_disconnected")
    assert (results["send"].status, results["send"].code) == expected
    m.deliver()
    for leftover in list(m.queue.messages):
        m.sender().on_message(leftover, m.stack.clock() - 61)
    assert posts(m) == []
    assert {each["status"] for each in m.emails()} <= {"failed"}


def test_a_retry_or_a_redelivery_while_the_sender_is_mid_call_changes_nothing(m: Mail) -> None:
    mailbox = m.connect()
    email = m.send(mailbox["id"])
    [message] = m.queue.messages
    meanwhile: list[Any] = []

    def respond(seen: Seen) -> Reply:
        meanwhile.append(m.call("POST", f"{EMAILS_PATH}/{email['id']}/retry"))
        meanwhile.append(m.sender().on_message(message, m.stack.clock()))  # SQS redelivers meanwhile
        return OK

    m.serve(PARTNER_HOST, respond)
    m.deliver()
    retry, redelivered = meanwhile
    assert (retry.status, retry.code, redelivered) == (409, "email_not_retryable", True)
    assert (m.email(email["id"])["status"], len(posts(m))) == ("sent", 1)


def test_whatever_the_queue_brings_again_each_try_calls_the_provider_once(m: Mail) -> None:
    mailbox = m.connect()
    history: list[MailMessage] = []
    keep = m.queue.send

    def recorded(message: MailMessage, now: float) -> None:
        history.append(message)
        keep(message, now)

    m.queue.send = recorded  # type: ignore[method-assign]
    answers = iter([Reply(status=503), OK, Reply(status=400), OK])
    m.serve(PARTNER_HOST, lambda seen: next(answers))
    first = m.send(mailbox["id"])
    m.deliver()
    m.stack.clock.advance(31)
    m.deliver()
    second = m.send(mailbox["id"], subject="Second")
    m.deliver()
    assert [m.email(each["id"])["status"] for each in (first, second)] == ["sent", "failed"]
    assert m.call("POST", f"{EMAILS_PATH}/{second['id']}/retry").status == 200
    m.queue.messages[:0] = list(reversed(history)) + history  # every message ever sent, twice, first
    for _ in range(5):
        m.stack.clock.advance(900)
        m.deliver(rounds=20)
    assert [m.email(each["id"])["status"] for each in (first, second)] == ["sent", "sent"]
    assert len(posts(m)) == 4  # 503, then sent; 400, then the person's retry
    m.queue.messages += history * 2
    m.stack.clock.advance(3600)
    m.deliver(rounds=20)
    assert len(posts(m)) == 4


# ---- Gmail threading with a hostile or long Message-ID ---------------------------------------------


def synced_gmail(m: Mail, message_id: str, subject: str = "Q3") -> tuple[dict[str, Any], dict[str, Any]]:
    mailbox = m.connect("gmail")
    listed = {"messages": [{"id": "g-1", "threadId": "t-9"}]}
    headers = {"From": "CEO <ceo@target.example>", "To": "deals@acme.example", "Subject": subject,
               "Message-ID": message_id}  # fmt: skip
    message = {"id": "g-1", "threadId": "t-9", "internalDate": "1741078800000", "snippet": "Numbers",
               "payload": {"headers": [{"name": k, "value": v} for k, v in headers.items()]}}  # fmt: skip
    m.serve(GMAIL, lambda seen: as_json(message if "/messages/g-1" in seen.path else listed))
    assert m.sync(mailbox["id"]).body["newMessages"] == 1
    [inbound] = m.emails(query="status=received")
    m.serve(GMAIL, lambda seen: as_json({"id": "sent-1", "threadId": "t-9"}))
    return mailbox, inbound


# Found by this probe: a reply's In-Reply-To and References are written by the email package with policy SMTP
# (78-character lines), so a Message-ID longer than a line (Exchange's are ~80) is rewritten as RFC
# 2047 encoded words, which a msg-id may not hold: the recipient's client cannot thread the reply.
def test_a_gmail_reply_to_a_long_message_id_keeps_it_verbatim(m: Mail) -> None:
    long_id = "<DM6PR11MB4074E8A1C1B0E5E4C5B3A0F6C9A22@DM6PR11MB4074.namprd11.prod.outlook.com>"
    mailbox, inbound = synced_gmail(m, long_id)
    assert inbound["messageId"] == long_id
    reply = m.mailboxes("POST", f"/{mailbox['id']}/messages/{inbound['id']}/reply", body={"text": "Thanks"})
    assert reply.status == 201, reply.body
    m.deliver()
    headers = gmail_raw(m).split(b"\r\n\r\n", 1)[0]
    assert headers.count(long_id.encode()) == 2, headers  # In-Reply-To and References, verbatim


def test_a_gmail_reply_to_an_encoded_word_message_id_and_subject_injects_no_header(m: Mail) -> None:
    hostile = "=?utf-8?q?x=0D=0ABcc:=20everyone@target.example?="
    mailbox, inbound = synced_gmail(m, hostile, subject="Hi\u2028Bcc: everyone@target.example\u0085x")
    reply = m.mailboxes("POST", f"/{mailbox['id']}/messages/{inbound['id']}/reply", body={"text": "Thanks"})
    assert reply.status == 201, reply.body
    m.deliver()
    message = parsed(gmail_raw(m))
    assert (message["Bcc"], message["Cc"]) == (None, None)
    assert [each.addr_spec for each in message["To"].addresses] == ["ceo@target.example"]
    assert m.email(reply.body["id"])["status"] == "sent"


# ---- prices: hostile quote answers ------------------------------------------------------------------

SOURCE_TEXT = "IGNORE-PREVIOUS-<script>alert(1)</script>-" + "A" * 400


# Found by this probe: price_source._json_object puts json_codec's message in the failure; for a repeated key
# that message quotes the key, so the source's own text (here 450 characters) is answered in the fetch
# report, against "the failure's message is this service's, never the source's text", and past the
# report's documented 300 characters.
@pytest.mark.parametrize("source", ["json", "twelvedata"])
def test_a_repeated_key_answer_echoes_none_of_the_sources_text(f: Firm, source: str) -> None:
    acme = f.listing()
    body = f'{{"quotes": [], "symbol": "ACME", "{SOURCE_TEXT}": 1, "{SOURCE_TEXT}": 2}}'.encode()
    if source == "json":
        f.reach(f.systems.json_service)
        assert f.settings(prices.JSON_SETTINGS).status == 200
        f.systems.json_service.respond = lambda seen: Reply(body=body)
    else:
        f.connect_twelve_data()
        assert f.settings(prices.TWELVE_DATA).status == 200
        f.systems.twelve_data.respond = lambda seen: Reply(body=body)
    report = f.report()
    failure = prices.outcome_of(report, acme)["failure"]
    assert failure["code"] == "source_invalid"
    assert "IGNORE-PREVIOUS" not in json.dumps(report)
    assert len(failure["message"]) <= 300
    assert f.prices(acme["id"]) == []


@pytest.mark.parametrize(
    ("change", "code"),
    [({"asOf": None}, "date_invalid"), ({"asOf": "2027-01-15T10:00:00+25:00"}, "date_invalid"),
     ({"asOf": "\uff12027-01-15"}, "date_invalid"), ({"asOf": "2027-01-17T00:00:00Z"}, "date_invalid"),
     ({"price": "\uff11\uff12.34"}, "price_invalid"), ({"price": "12.34\n"}, "price_invalid"),
     ({"currency": "USD\u200b"}, "currency_invalid"),
     ({"currency": "GBp"}, "currency_invalid"),  # a minor unit is Twelve Data's, not this contract's
     ({"ticker": "\uff21\uff23\uff2d\uff25"}, "wrong_listing")],
)  # fmt: skip
def test_a_hostile_json_quote_value_stores_nothing(f: Firm, change: dict[str, Any], code: str) -> None:
    acme = f.listing("ACME", "XNAS")
    f.reach(f.systems.json_service)
    assert f.settings(prices.JSON_SETTINGS).status == 200
    answer = json.dumps({"quotes": [{**prices.GOOD, **change}]}).encode()
    f.systems.json_service.respond = lambda seen: Reply(body=answer)
    report = f.report()
    assert (prices.outcome_of(report, acme)["failure"]["code"], report["stored"]) == (code, 0)
    assert (f.prices(acme["id"]), f.shown(acme["id"])["lastPrice"]) == ([], None)


@pytest.mark.parametrize(
    ("change", "code"),
    [({"symbol": "ACME\u0000"}, "wrong_listing"), ({"close": "\u0661\u0662.5"}, "price_invalid"),
     ({"timestamp": 10**30}, "date_invalid"), ({"status": "error", "code": prices.KEY}, "source_error")],
)  # fmt: skip
def test_a_hostile_twelve_data_value_stores_nothing_and_never_shows_the_key(
    f: Firm, change: dict[str, Any], code: str
) -> None:
    acme = f.listing("ACME", "XNAS")
    f.connect_twelve_data()
    assert f.settings(prices.TWELVE_DATA).status == 200
    answer = prices.quote("ACME", "12.5") | change | {"message": prices.KEY}
    f.systems.twelve_data.respond = prices.by_symbol({"ACME": answer})
    report = f.report()
    assert (prices.outcome_of(report, acme)["failure"]["code"], report["stored"]) == (code, 0)
    assert f.prices(acme["id"]) == []
    assert prices.KEY not in json.dumps(report) + json.dumps(f.status(), default=str)


# ---- prices: the address guard ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    ["https://api.partner.example/prices\r\nHost: evil.example", "https://api.partner.example/pri\u2028ces",
     "https://api.partner.example/prices\x00", "https://api.partner.example/" + "p" * 2100],
)  # fmt: skip
def test_a_base_url_the_rules_refuse_is_400_on_save_and_nothing_is_sent(f: Firm, url: str) -> None:
    backend = f.reach(f.systems.json_service)
    refused = f.settings({"source": "json", "baseUrl": url, "schedule": "off"})
    assert refused.status == 400, refused.body
    assert f.call("GET", "/settings").body["version"] == 0
    assert (backend.connected, f.systems.json_service.seen) == ([], [])


def test_a_base_url_refused_when_the_schedule_fires_is_the_runs_failure_and_sends_nothing(f: Firm) -> None:
    acme = f.listing()
    backend = f.reach(f.systems.json_service)
    f.systems.json_service.respond = lambda seen: Reply(body=json.dumps({"quotes": [prices.GOOD]}).encode())
    assert f.settings({**prices.JSON_SETTINGS, "schedule": "daily", "hourUtc": 22}).status == 200
    [schedule] = prices.schedules_of(f.firm_id)
    f.resolver.answers[PARTNER_HOST] = ["169.254.169.254"]  # DNS moved since the save
    report = prices.fire(f, json.loads(schedule["Target"]["Input"]))
    assert report["failure"]["code"] == "address_not_public"
    assert (report["stored"], backend.connected, f.systems.json_service.seen) == (0, [], [])
    assert f.prices(acme["id"]) == []


# ---- prices: one firm never reaches another's; hostile ids and queries -------------------------------


def test_a_firm_never_sees_or_moves_another_firms_prices(stack: Stack, f: Firm) -> None:
    acme = f.listing("ACME")
    for day, price in (("2027-01-13", "1.5"), ("2027-01-14", "2.5"), (prices.TODAY, "3.5")):
        f.seed_price(acme["id"], day, price)
    theirs = prices.firm_of(stack, f.systems)
    their_acme = theirs.listing("ACME")
    theirs.reach(theirs.systems.json_service)
    assert theirs.settings(prices.JSON_SETTINGS).status == 200
    good = json.dumps({"quotes": [prices.GOOD]}).encode()
    theirs.systems.json_service.respond = lambda seen: Reply(body=good)
    assert theirs.report()["stored"] == 1
    assert [str(p["price"]) for p in theirs.prices(their_acme["id"])] == [prices.GOOD["price"]]
    assert (len(f.prices(acme["id"])), f.shown(acme["id"])["lastPrice"]) == (3, None)
    for query in ("", "from=2027-01-01&to=2027-12-31", "limit=1"):
        answer = theirs.call("GET", f"/listings/{acme['id']}/prices", query=query)
        assert (answer.status, answer.code) == (404, "not_found")
    cursor = f.call("GET", f"/listings/{acme['id']}/prices", query="limit=1").body["nextCursor"]
    for who, listing in ((theirs, their_acme), (f, f.listing("OTHR"))):  # another firm's, another listing's
        stolen = who.call("GET", f"/listings/{listing['id']}/prices", query=f"limit=1&cursor={cursor}")
        assert (stolen.status, "2.5" in json.dumps(stolen.body, default=str)) == (400, False)
    for hostile in ("pml_" + "0" * 10_000, "pml_%E2%80%AE" + "0" * 25, "pml_" + "0" * 26 + "%00"):
        answer = f.call("GET", f"/listings/{hostile}/prices")
        assert (answer.status, answer.code) == (404, "not_found"), answer.body
        assert "0" * 200 not in json.dumps(answer.body)


@pytest.mark.parametrize(
    "query",
    ["from=2027-01-10T00:00:00Z", "from=%EF%BC%92027-01-10", "from=2027-01-10%00", "from=0000-01-01",
     "cursor=garbage", "limit=1e2"],
)  # fmt: skip
def test_a_hostile_prices_query_is_400_never_a_500(f: Firm, query: str) -> None:
    acme = f.listing()
    f.seed_price(acme["id"], prices.TODAY, "12.5")
    answer = f.call("GET", f"/listings/{acme['id']}/prices", query=query)
    assert answer.status == 400, answer.body
    assert answer.code in ("invalid_request", "invalid_cursor")
