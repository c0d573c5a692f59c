"""Email leaves (spec 4.6 send and reply): each provider's request as its API documents it, sent by the
sender through its Lambda entry against fake Graph, Gmail and generic servers over TLS on loopback;
retries with backoff and Retry-After; exactly one send under a redelivered message and under two
workers racing; `unknown` after a crash and the person's retry; header injection refused; a
disconnected mailbox and a refused credential."""

from __future__ import annotations

import base64
import json
import os
import threading
from collections.abc import Callable
from email import message_from_bytes, policy
from typing import Any

import boto3
import pytest

from integrations_api import mail_sender
from integrations_api.mail_queue import MailMessage, SendQueue
from integrations_api.mail_sending import NotSent, Sent
from integrations_api.mailboxes import EMAILS, MAILBOXES
from kernel.outbound import Limits
from kernel.unit_of_work import Actor, ChangeSequence, Commit, Update, commit
from tests.connector_support import PARTNER_HOST, Reply, Seen
from tests.integration.race_support import in_order, together
from tests.mail_support import (
    EMAILS_PATH,
    GMAIL,
    GRAPH,
    SECRET,
    Mail,
    as_json,
    generic_message,
    graph_message,
    m,
    partners,
)

__all__ = ["in_order", "m", "partners"]
ACCEPTED = Reply(status=202, body=b"")


def sent_to(m: Mail, host: str) -> list[Seen]:
    return [seen for seen in m.systems[host].seen if seen.method == "POST"]


def body_of(seen: Seen) -> dict[str, Any]:
    return dict(json.loads(seen.body))


# ---- each provider's request ------------------------------------------------------------------------


def test_a_generic_mailbox_sends_the_documented_json_once_and_the_email_is_sent(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": "gen-42"}, status=201))
    email = m.send(mailbox["id"], cc=["cfo@target.example"], subject="Terms", text="Line one\nLine two")
    assert (email["status"], email["attempts"]) == ("queued", 0)
    assert "ticket" not in email
    assert [each["id"] for each in m.emails(query="status=queued")] == [email["id"]]
    assert m.deliver() == []
    [seen] = sent_to(m, PARTNER_HOST)
    assert seen.path == "/mail/v1/messages"
    assert seen.headers["authorization"] == f"Bearer {SECRET}"
    assert seen.headers["idempotency-key"] == email["id"]
    assert seen.headers["content-type"] == "application/json"
    assert body_of(seen) == {
        "id": email["id"], "messageId": f"<{email['id']}@acme.example>", "from": "deals@acme.example",
        "to": ["ceo@target.example"], "cc": ["cfo@target.example"], "subject": "Terms",
        "text": "Line one\nLine two", "inReplyTo": None,
    }  # fmt: skip
    done = m.email(email["id"])
    assert (done["status"], done["providerMessageId"], done["attempts"]) == ("sent", "gen-42", 1)
    assert done["sentAt"] is not None
    assert "failure" not in done
    assert [each["id"] for each in m.emails(query="status=sent")] == [email["id"]]
    assert m.emails(query="status=queued") == []
    m.never_shown()


def test_microsoft_graph_gets_send_mail_and_a_reply_to_a_graph_message_goes_to_its_reply(m: Mail) -> None:
    mailbox = m.connect(provider="microsoft365")
    m.serve(GRAPH, lambda seen: as_json({"value": [graph_message(1)]}))
    assert m.sync(mailbox["id"]).body["newMessages"] == 1
    [inbound] = m.emails(query="status=received")
    m.serve(GRAPH, lambda seen: ACCEPTED)
    email = m.send(mailbox["id"], to=["lp@fund.example"], subject="Quarterly letter", text="Dear LP")
    reply = m.mailboxes("POST", f"/{mailbox['id']}/messages/{inbound['id']}/reply", body={"text": "Thanks!"})
    assert reply.status == 201, reply.body
    assert "messageId" not in email  # Graph writes its own Message-ID
    assert m.deliver() == []
    by_path = {seen.path: body_of(seen) for seen in sent_to(m, GRAPH)}
    assert by_path == {
        "/v1.0/me/sendMail": {
            "message": {"subject": "Quarterly letter", "body": {"contentType": "Text", "content": "Dear LP"},
                        "toRecipients": [{"emailAddress": {"address": "lp@fund.example"}}],
                        "ccRecipients": []},
            "saveToSentItems": True,
        },
        "/v1.0/me/messages/AAMk-1/reply": {
            "message": {"toRecipients": [{"emailAddress": {"address": "ceo@target.example"}}],
                        "ccRecipients": []},
            "comment": "Thanks!",
        },
    }  # fmt: skip
    for each in (email, reply.body):
        done = m.email(each["id"])
        assert (done["status"], done.get("providerMessageId")) == ("sent", None)


def test_gmail_gets_an_rfc_5322_message_and_a_reply_joins_the_thread(m: Mail) -> None:
    mailbox = m.connect(provider="gmail")
    listed = {"messages": [{"id": "g-1", "threadId": "t-9"}]}
    message = {"id": "g-1", "threadId": "t-9", "internalDate": "1741078800000", "snippet": "Numbers",
               "payload": {"headers": [{"name": "From", "value": "CEO <ceo@target.example>"},
                                       {"name": "To", "value": "deals@acme.example"},
                                       {"name": "Subject", "value": "Q3 numbers"},
                                       {"name": "Message-ID", "value": "<q3@target.example>"}]}}  # fmt: skip
    m.serve(GMAIL, lambda seen: as_json(message if "/messages/g-1" in seen.path else listed))
    assert m.sync(mailbox["id"]).body["newMessages"] == 1
    [inbound] = m.emails(query="status=received")
    assert inbound["providerThreadId"] == "t-9"
    m.serve(GMAIL, lambda seen: as_json({"id": "sent-1", "threadId": "t-9", "labelIds": ["SENT"]}))
    body = {"text": "Thanks, received.\nAda", "cc": ["cfo@target.example"]}
    reply = m.mailboxes("POST", f"/{mailbox['id']}/messages/{inbound['id']}/reply", body=body).body
    assert m.deliver() == []
    [seen] = sent_to(m, GMAIL)
    assert seen.path == "/gmail/v1/users/me/messages/send"
    sent = body_of(seen)
    assert sent["threadId"] == "t-9"
    parsed = message_from_bytes(base64.urlsafe_b64decode(sent["raw"]), policy=policy.SMTP)
    assert (parsed["From"], parsed["To"], parsed["Cc"], parsed["Subject"]) == (
        "deals@acme.example", "ceo@target.example", "cfo@target.example", "Re: Q3 numbers")  # fmt: skip
    assert (parsed["In-Reply-To"], parsed["References"]) == ("<q3@target.example>", "<q3@target.example>")
    assert parsed["Message-ID"] == f"<{reply['id']}@acme.example>"
    assert parsed.get_content().replace("\r\n", "\n") == "Thanks, received.\nAda\n"
    done = m.email(reply["id"])
    assert (done["status"], done["providerMessageId"]) == ("sent", "sent-1")


def test_gmail_text_in_any_script_is_sent_as_utf_8(m: Mail) -> None:
    mailbox = m.connect(provider="gmail")
    m.serve(GMAIL, lambda seen: as_json({"id": "sent-2"}))
    m.send(mailbox["id"], subject="Über uns, 東京", text="Grüße aus Zürich 🌍")
    m.deliver()
    raw = base64.urlsafe_b64decode(body_of(sent_to(m, GMAIL)[0])["raw"])
    parsed = message_from_bytes(raw, policy=policy.SMTP)
    assert parsed["Subject"] == "Über uns, 東京"
    assert parsed.get_content().strip() == "Grüße aus Zürich 🌍"
    assert raw.isascii()  # encoded words and a transfer encoding, as mail servers take it


# ---- retries -----------------------------------------------------------------------------------------


def test_a_5xx_is_tried_again_after_the_backoff_then_sent(m: Mail) -> None:
    mailbox = m.connect()
    answers = iter([Reply(status=503, body=b"down"), as_json({"id": "ok-1"})])
    m.serve(PARTNER_HOST, lambda seen: next(answers))
    email = m.send(mailbox["id"])
    m.deliver()
    waiting = m.email(email["id"])
    assert (waiting["status"], waiting["attempts"]) == ("queued", 1)
    assert waiting["failure"]["code"] == "mail_status"
    assert "down" not in json.dumps(waiting)  # never the provider's body
    m.stack.clock.advance(mail_sender.BACKOFF_SECONDS[0] - 5)
    m.deliver()
    assert len(sent_to(m, PARTNER_HOST)) == 1  # not due yet
    m.stack.clock.advance(6)
    m.deliver()
    done = m.email(email["id"])
    assert (done["status"], done["attempts"], done["providerMessageId"]) == ("sent", 2, "ok-1")
    assert "failure" not in done
    assert "nextAttemptAt" not in done
    assert len(sent_to(m, PARTNER_HOST)) == 2


def test_a_429_waits_as_long_as_its_retry_after_says(m: Mail) -> None:
    mailbox = m.connect()
    limited = Reply(status=429, headers={"Content-Type": "application/json", "Retry-After": "400"})
    answers = iter([limited, as_json({"id": "ok-2"})])
    m.serve(PARTNER_HOST, lambda seen: next(answers))
    email = m.send(mailbox["id"])
    m.deliver()
    m.stack.clock.advance(399)
    m.deliver()
    assert m.email(email["id"])["status"] == "queued"
    m.stack.clock.advance(2)
    m.deliver()
    assert m.email(email["id"])["status"] == "sent"


def test_five_failing_tries_fail_the_email(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: Reply(status=500, body=b"boom"))
    email = m.send(mailbox["id"])
    for wait in (0, *mail_sender.BACKOFF_SECONDS):
        m.stack.clock.advance(wait)
        m.deliver()
    done = m.email(email["id"])
    assert (done["status"], done["attempts"], done["failure"]["code"]) == ("failed", 5, "mail_status")
    assert done["failedAt"] is not None
    assert len(sent_to(m, PARTNER_HOST)) == mail_sender.MAX_TRIES
    m.stack.clock.advance(86_400)
    m.deliver()
    assert len(sent_to(m, PARTNER_HOST)) == mail_sender.MAX_TRIES
    assert m.queue.messages == [] or all(each.kind == "watch" for each in m.queue.messages)


def test_a_timeout_is_tried_again(m: Mail) -> None:
    mailbox = m.connect()
    answers = iter([Reply(delay=1.5), as_json({"id": "ok-3"})])
    m.serve(PARTNER_HOST, lambda seen: next(answers))
    email = m.send(mailbox["id"])
    quick = m.sender(Limits(connect_seconds=1.0, read_seconds=0.5, total_seconds=1.0))
    m.deliver(sender=quick)
    assert (m.email(email["id"])["failure"]["code"], m.email(email["id"])["status"]) == ("timeout", "queued")
    m.stack.clock.advance(mail_sender.BACKOFF_SECONDS[0])
    m.deliver(sender=quick)
    assert m.email(email["id"])["status"] == "sent"


@pytest.mark.parametrize("status", [400, 404, 422])
def test_another_4xx_fails_at_once(m: Mail, status: int) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: Reply(status=status, body=b'{"error": "SECRET-DETAIL"}'))
    email = m.send(mailbox["id"])
    m.deliver()
    done = m.email(email["id"])
    assert (done["status"], done["failure"]["code"], done["attempts"]) == ("failed", "mail_rejected", 1)
    assert "SECRET-DETAIL" not in json.dumps(done)
    assert len(sent_to(m, PARTNER_HOST)) == 1


# ---- never sent twice -------------------------------------------------------------------------------


def test_a_redelivered_message_sends_nothing_more(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": "once"}))
    email = m.send(mailbox["id"])
    [message] = m.queue.messages
    m.queue.messages.append(message)  # SQS delivers at least once
    m.deliver()
    m.queue.messages.append(message)  # and again, after it was sent
    m.deliver()
    assert len(sent_to(m, PARTNER_HOST)) == 1
    assert m.email(email["id"])["status"] == "sent"


def test_two_workers_racing_on_one_message_send_once(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: Reply(status=200, body=b'{"id": "raced"}', delay=0.3))
    email = m.send(mailbox["id"])
    [message] = m.queue.messages
    m.queue.messages.clear()
    start = threading.Barrier(4)
    sent_at = m.stack.clock()

    def one_worker() -> None:
        start.wait()
        record = {"messageId": f"x-{threading.get_ident()}", "body": message.body(),
                  "attributes": {"SentTimestamp": str(int(sent_at * 1000))}}  # fmt: skip
        mail_sender.lambda_handler({"Records": [record]}, None, sender=m.sender())

    workers = [threading.Thread(target=one_worker) for _ in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert len(sent_to(m, PARTNER_HOST)) == 1
    assert m.email(email["id"])["status"] == "sent"


class CrashingAfterTheCall(mail_sender.Sender):
    """A worker that dies between the provider's answer and its own write."""

    def _settle(self, *args: Any) -> None:
        raise RuntimeError("the function timed out")


def test_a_crash_after_the_call_leaves_unknown_and_only_a_person_sends_it_again(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": "maybe"}))
    email = m.send(mailbox["id"])
    failures = m.deliver(sender=m.sender(kind=CrashingAfterTheCall))
    assert len(failures) == 1  # the message comes back...
    m.deliver()
    assert m.email(email["id"])["status"] == "sending"  # ...and finds it claimed: nothing is sent again
    assert len(sent_to(m, PARTNER_HOST)) == 1
    m.stack.clock.advance(mail_sender.SENDING_TIMEOUT_SECONDS)
    m.deliver()
    unknown = m.email(email["id"])
    assert (unknown["status"], unknown["failure"]["code"]) == ("unknown", "send_unknown")
    assert [each["id"] for each in m.emails(query="status=unknown")] == [email["id"]]
    m.stack.clock.advance(86_400)
    m.deliver()
    assert len(sent_to(m, PARTNER_HOST)) == 1  # never again on its own
    retried = m.call("POST", f"{EMAILS_PATH}/{email['id']}/retry")
    assert (retried.status, retried.body["status"], retried.body["attempts"]) == (200, "queued", 0)
    m.deliver()
    assert m.email(email["id"])["status"] == "sent"
    assert len(sent_to(m, PARTNER_HOST)) == 2


def test_a_message_ahead_of_its_commit_comes_back_then_is_dropped(m: Mail) -> None:
    mailbox = m.connect()
    ghost = MailMessage(m.firm_id, mailbox["id"], "eml_" + "0" * 26, "t")
    sender = m.sender()
    assert sender.on_message(ghost, m.stack.clock()) is False
    assert sender.on_message(ghost, m.stack.clock() - mail_sender.UNSEEN_GRACE_SECONDS - 1) is True


def test_a_message_with_another_ticket_does_nothing(m: Mail) -> None:
    mailbox = m.connect()
    email = m.send(mailbox["id"])
    [message] = m.queue.messages
    assert m.sender().on_message(message._replace(ticket="stale"), m.stack.clock()) is True
    assert m.email(email["id"])["status"] == "queued"
    assert sent_to(m, PARTNER_HOST) == []


def test_a_queue_that_refuses_the_message_stores_no_email(m: Mail) -> None:
    mailbox = m.connect()

    class Refusing(SendQueue):
        def send(self, message: MailMessage, now: float) -> None:
            raise RuntimeError("SQS is unavailable")

    m.app.ports.override(SendQueue, Refusing("refusing"))
    body = {"to": ["ceo@target.example"], "subject": "s", "text": "t"}
    refused = m.mailboxes("POST", f"/{mailbox['id']}/send", body=body)
    assert refused.status >= 500
    assert m.emails() == []


# ---- what is refused ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("subject", "Hello\r\nBcc: everyone@target.example"),
        ("subject", "Hello\nBcc: everyone@target.example"),
        ("subject", "Hello\x00"),
        ("to", ["ceo@target.example\r\nBcc: everyone@target.example"]),
        ("to", ["Ceo <ceo@target.example>"]),
        ("cc", ["cfo@target.example\nBcc: x@y.example"]),
        ("text", "Hello\x00there"),
    ],
)
def test_a_header_injection_is_400_and_nothing_is_stored_or_queued(m: Mail, field: str, value: Any) -> None:
    mailbox = m.connect()
    body = {"to": ["ceo@target.example"], "subject": "s", "text": "t", field: value}
    refused = m.mailboxes("POST", f"/{mailbox['id']}/send", body=body)
    assert refused.status == 400, refused.body
    assert field in json.dumps(refused.body)
    assert m.emails() == []
    assert m.queue.messages == []


def test_a_mailbox_disconnected_before_its_email_went_sends_nothing(m: Mail) -> None:
    mailbox = m.connect()
    email = m.send(mailbox["id"])
    assert m.mailboxes("POST", f"/{mailbox['id']}/disconnect").status == 200
    m.deliver()
    done = m.email(email["id"])
    assert (done["status"], done["attempts"]) == ("failed", 0)
    assert done["failure"]["code"] == "mailbox_disconnected"
    assert sent_to(m, PARTNER_HOST) == []
    again = m.call("POST", f"{EMAILS_PATH}/{email['id']}/retry")
    assert (again.status, again.code) == (409, "mailbox_disconnected")


def test_a_refused_credential_fails_at_once_and_marks_the_mailbox_until_a_new_one(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: Reply(status=401, body=b"{}"))
    first = m.send(mailbox["id"])
    m.deliver()
    second = m.send(mailbox["id"], subject="Second")
    m.deliver()
    for each in (first, second):
        done = m.email(each["id"])
        assert (done["status"], done["failure"]["code"]) == ("failed", "mail_unauthorized")
    assert len(sent_to(m, PARTNER_HOST)) == 1  # the second failed without a call
    marked = m.mailboxes("GET", f"/{mailbox['id']}").body
    assert marked["credentialRejectedAt"] is not None
    renewed = m.mailboxes("POST", f"/{mailbox['id']}/credential", body={"value": SECRET + "-new"})
    assert (renewed.status, renewed.body["credentialRejectedAt"]) == (200, None)
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": "fine"}))
    assert m.call("POST", f"{EMAILS_PATH}/{second['id']}/retry").status == 200
    m.deliver()
    assert m.email(second["id"])["status"] == "sent"
    assert sent_to(m, PARTNER_HOST)[-1].headers["authorization"] == f"Bearer {SECRET}-new"
    m.never_shown()


def test_an_address_the_guard_refuses_now_fails_with_its_code_and_sends_nothing(m: Mail) -> None:
    mailbox = m.connect()
    m.set_base_url(mailbox["id"], "https://169.254.169.254/mail")
    email = m.send(mailbox["id"])
    m.deliver()
    done = m.email(email["id"])
    assert done["status"] == "failed"
    assert done["failure"]["code"] not in ("mail_status", "timeout", None)
    assert m.backend.connected == []


def test_retry_takes_only_a_failed_or_unknown_outbound_email_of_the_firm(stack: Any, m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": "sent"}))
    sent = m.send(mailbox["id"])
    m.deliver()
    queued = m.send(mailbox["id"])
    for email_id in (sent["id"], queued["id"]):
        refused = m.call("POST", f"{EMAILS_PATH}/{email_id}/retry")
        assert (refused.status, refused.code) == (409, "email_not_retryable")
    from tests.mail_support import mail_for

    other = mail_for(stack, (m.ca, m.systems))
    assert other.call("POST", f"{EMAILS_PATH}/{sent['id']}/retry").status == 404
    assert other.call("POST", f"{EMAILS_PATH}/eml_{'0' * 26}/retry").status == 404
    reader = mail_for(stack, (m.ca, m.systems), scopes=["records:read"], firm_id=m.firm_id)
    assert reader.call("POST", f"{EMAILS_PATH}/{sent['id']}/retry").status == 403


def test_a_link_while_the_email_waits_does_not_stop_it(m: Mail) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": "linked"}))
    email = m.send(mailbox["id"])
    company = m.record()
    link = {"recordType": "Company", "recordId": company}
    linked = m.call("PUT", f"{EMAILS_PATH}/{email['id']}/link", body=link)
    assert linked.status == 200, linked.body
    m.deliver()
    done = m.email(email["id"])
    assert (done["status"], done["recordId"]) == ("sent", company)


def test_the_sender_outcomes_are_typed() -> None:
    assert isinstance(Sent("x", 200), Sent)
    assert NotSent("mail_status", "m", True).retry is True
    assert MAILBOXES.name == "mailboxes"


def test_two_retries_at_once_queue_the_email_once(m: Mail, in_order: Callable[[str, str], None]) -> None:
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: Reply(status=400))
    email = m.send(mailbox["id"])
    m.deliver()
    assert m.email(email["id"])["status"] == "failed"
    m.queue.messages.clear()
    in_order("a", "b")
    path = f"{EMAILS_PATH}/{email['id']}/retry"
    results = together({"a": lambda: m.call("POST", path), "b": lambda: m.call("POST", path)})
    assert results["a"].status == 200
    assert (results["b"].status, results["b"].code) == (409, "email_not_retryable")
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": "once"}))
    m.deliver()
    assert m.email(email["id"])["status"] == "sent"
    assert len(sent_to(m, PARTNER_HOST)) == 2  # the failed try, then one send


def test_the_route_queues_on_sqs_and_the_sender_takes_it_from_there(m: Mail) -> None:
    """The deployed path on moto: the send route's SendMessage and the sender's calls, each checked
    against its function's role (tests/deploy/iam_check.py)."""
    mailbox = m.connect()
    m.serve(PARTNER_HOST, lambda seen: as_json({"id": "via-sqs"}))
    queue = SendQueue.from_environment()
    m.app.ports.override(SendQueue, queue)
    email = m.send(mailbox["id"])
    sqs = boto3.client("sqs", region_name="us-east-1")
    url = os.environ["EMAIL_SEND_QUEUE_URL"]
    received = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, AttributeNames=["All"])["Messages"]
    mine = [each for each in received if email["id"] in each["Body"]]
    assert len(mine) == 1
    record = {"messageId": mine[0]["MessageId"], "body": mine[0]["Body"], "attributes": mine[0]["Attributes"]}
    sender = m.sender(queue=queue)  # its watch message goes to SQS too
    assert mail_sender.lambda_handler({"Records": [record]}, None, sender=sender) == {"batchItemFailures": []}
    assert m.email(email["id"])["status"] == "sent"
    assert len(sent_to(m, PARTNER_HOST)) == 1


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("subject", "Re: =?utf-8?b?SGVsbG8=?="),
        ("cc", ["=?us-ascii?q?cfo?=@target.example"]),
    ],
)
def test_what_a_mail_program_would_show_otherwise_is_400(m: Mail, field: str, value: Any) -> None:
    """An encoded word is shown decoded (a subject) or can name other recipients (an address)."""
    mailbox = m.connect(provider="gmail")
    body = {"to": ["ceo@target.example"], "subject": "s", "text": "t", field: value}
    refused = m.mailboxes("POST", f"/{mailbox['id']}/send", body=body)
    assert (refused.status, [d["field"] for d in refused.body["error"]["details"]]) == (400, [field])
    assert (m.emails(), m.queue.messages) == ([], [])


def test_a_reply_to_a_sender_whose_address_holds_an_encoded_word_is_refused(m: Mail) -> None:
    mailbox = m.connect()
    sender = "=?us-ascii?q?x?=@target.example"
    m.serve(PARTNER_HOST, lambda seen: as_json({"messages": [generic_message(1, **{"from": sender})]}))
    assert m.sync(mailbox["id"]).body["newMessages"] == 1
    [inbound] = m.emails()
    refused = m.mailboxes("POST", f"/{mailbox['id']}/messages/{inbound['id']}/reply", body={"text": "Hi"})
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert m.queue.messages == []


def test_a_message_that_would_not_read_back_as_stored_is_never_sent(m: Mail) -> None:
    """The sender's own check, behind the routes': what a header parser reads must be what is stored."""
    mailbox = m.connect(provider="gmail")
    m.serve(GMAIL, lambda seen: as_json({"id": "never"}))
    email = m.send(mailbox["id"])
    store = m.stack.services().tenant_store(m.firm_id)
    stored = m.stored_email(email["id"])
    hostile = {"to": ["ceo@target.example", "=?us-ascii?q?evil?=@attacker.example"]}
    commit([Update(EMAILS.partition(None), email["id"], stored["version"], hostile)],
           Commit(store, Actor("system", "system"), "test", m.stack.clock, ChangeSequence()))  # fmt: skip
    m.deliver()
    done = m.email(email["id"])
    assert (done["status"], done["failure"]["code"]) == ("failed", "mail_invalid")
    assert sent_to(m, GMAIL) == []
