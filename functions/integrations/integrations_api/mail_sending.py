"""How an outbound email goes out through its mailbox's provider: the one request each provider's API
documents for it, and what the provider's answer means (integrations_api.mail_sender makes the call).

- `microsoft365` (Microsoft Graph): `POST /me/sendMail` with `{"message": {subject, body (Text),
  toRecipients, ccRecipients}, "saveToSentItems": true}`; Graph answers 202 and no id. A reply to a
  message that came from Graph is `POST /me/messages/{id}/reply` with `{"message": {toRecipients,
  ccRecipients}, "comment": text}`, so Graph threads it. Graph takes no `In-Reply-To` of ours (its
  internetMessageHeaders accept `x-` headers only), so a reply to any other message goes as sendMail
  with its "Re:" subject.
- `gmail` (Gmail API): `POST /gmail/v1/users/me/messages/send` with `{"raw": <the RFC 5322 message,
  base64url>}`, and on a reply `threadId` (when the original came from Gmail) with `In-Reply-To` and
  `References` naming the original's Message-ID, as Gmail asks for threading. Gmail answers the message
  (`id`, `threadId`). The message is built by the standard library's `email` package (policy SMTP),
  which refuses a header value holding a line break; the routes refuse CR, LF and NUL before that.
- `generic`: `POST {baseUrl}/messages` with the JSON body below and `Idempotency-Key: <email id>`, so
  a server that keeps keys sends a message once even when it is asked twice; any 2xx is sent (its
  `id`, when it answers one, is kept):
      {"id": "eml_...", "messageId": "<eml_...@acme.example>", "from": "...", "to": [...], "cc": [...],
       "subject": "...", "text": "...", "inReplyTo": "<Message-ID of the original>" | null}

Every provider gets `Authorization: Bearer <credential>`. The answer: 2xx sent; 401 or 403
`mail_unauthorized` (final: the mailbox needs a new credential); 429 and 5xx, a time-out, a refused
connection or a broken answer are worth another try (a 429's or 503's Retry-After is honoured, at most
MAX_RETRY_AFTER); a 30x (`mail_redirected`, never followed) or another 4xx (`mail_rejected`) is final.
A failure's message says what happened, never what the provider's body held.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Mapping
from email import message_from_bytes, policy
from email.message import EmailMessage
from email.utils import formatdate, getaddresses, parsedate_to_datetime
from typing import Any, NamedTuple
from urllib.parse import quote

from integrations_api import mail_providers
from kernel.address_guard import Target
from kernel.outbound import Answer, CallFailed

# SMTP's rules, but a header is folded only past RFC 5322's 998: a long Message-ID in In-Reply-To stays
# one token (folded at 78 it would be re-encoded, and the reply would not thread).
HEADERS_UNFOLDED = policy.SMTP.clone(max_line_length=998)
MAX_RETRY_AFTER = 3600  # seconds: a provider asking for longer is tried again after this
RETRIED_CALL_FAILURES = frozenset({"timeout", "connect_failed", "protocol_error"})


class Call(NamedTuple):
    path: str
    headers: list[tuple[str, str]]
    body: bytes


class Sent(NamedTuple):
    provider_message_id: str | None  # Gmail's and a generic server's; Graph answers none
    status: int


class NotSent(NamedTuple):
    code: str
    message: str
    retry: bool  # worth another try
    retry_after: int | None = None  # seconds the provider asked to wait
    status: int | None = None  # the HTTP status, when there was an answer


def call_for(provider: str, base: Target, secret: str, email: Mapping[str, Any], now: int) -> Call:
    """The provider's request for this email (ValueError when a header would not be well-formed)."""
    headers = [*mail_providers.headers(secret), ("Content-Type", "application/json")]
    if provider == "microsoft365":
        path, body = _graph(base, email)
    elif provider == "gmail":
        path, body = f"{base.path}/messages/send", _gmail(email, now)
    else:
        path, body = f"{base.path}/messages", _generic(email)
        headers.append(("Idempotency-Key", str(email["id"])))
    return Call(path, headers, json.dumps(body, ensure_ascii=False).encode("utf-8"))


def outcome_of(answer: Answer, now: float) -> Sent | NotSent:
    status = answer.status
    if 200 <= status < 300:
        return Sent(_answered_id(answer), status)
    if status in (401, 403):
        return NotSent(
            "mail_unauthorized", f"The provider refused the credential (HTTP {status}).", False, status=status
        )
    if status == 429 or status >= 500:
        said = f"The provider answered HTTP {status}."
        return NotSent("mail_status", said, True, retry_after(answer.retry_after, now), status)
    if 300 <= status < 400:
        return NotSent(
            "mail_redirected",
            f"The provider answered {status}, a redirect (never followed).",
            False,
            status=status,
        )
    return NotSent(
        "mail_rejected", f"The provider refused the message (HTTP {status}).", False, status=status
    )


def call_failed(failure: CallFailed) -> NotSent:
    return NotSent(failure.code, failure.message, failure.code in RETRIED_CALL_FAILURES)


def retry_after(value: str | None, now: float) -> int | None:
    """Retry-After as seconds from now (delay-seconds or an HTTP date), within 0..MAX_RETRY_AFTER."""
    if value is None or len(value) > 64:
        return None
    text = value.strip()
    if text.isascii() and text.isdigit():
        return min(int(text), MAX_RETRY_AFTER)
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        return None
    return max(0, min(int(when.timestamp() - now), MAX_RETRY_AFTER))


# ---- the providers' bodies --------------------------------------------------------------------------


def _graph(base: Target, email: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    recipients = {
        "toRecipients": _graph_addresses(email["to"]),
        "ccRecipients": _graph_addresses(email.get("cc") or []),
    }
    original = (email.get("replying") or {}).get("providerMessageId")
    if original:
        path = f"{base.path}/me/messages/{quote(original, safe='')}/reply"
        return path, {"message": recipients, "comment": email.get("text") or ""}
    message = {
        "subject": email.get("subject") or "",
        "body": {"contentType": "Text", "content": email.get("text") or ""},
        **recipients,
    }
    return f"{base.path}/me/sendMail", {"message": message, "saveToSentItems": True}


def _graph_addresses(addresses: list[str]) -> list[dict[str, Any]]:
    return [{"emailAddress": {"address": address}} for address in addresses]


def _gmail(email: Mapping[str, Any], now: int) -> dict[str, Any]:
    raw = base64.urlsafe_b64encode(rfc5322(email, now)).decode("ascii")
    thread = (email.get("replying") or {}).get("threadId")
    return {"raw": raw, "threadId": thread} if thread else {"raw": raw}


def rfc5322(email: Mapping[str, Any], now: int) -> bytes:
    """The message as a mail server takes it: plain text (UTF-8), the threading headers on a reply."""
    message = EmailMessage(policy=HEADERS_UNFOLDED)
    message["From"] = email["from"]
    message["To"] = ", ".join(email["to"])
    if email.get("cc"):
        message["Cc"] = ", ".join(email["cc"])
    message["Subject"] = email.get("subject") or ""
    message["Date"] = formatdate(now, usegmt=True)
    message["Message-ID"] = email["messageId"]
    answered = (email.get("replying") or {}).get("messageId")
    if answered:
        message["In-Reply-To"] = answered
        message["References"] = answered
    message.set_content(email.get("text") or "", cte="quoted-printable")  # 7-bit safe on any relay
    raw = message.as_bytes()
    if not _reads_back(raw, email):
        raise ValueError("the message does not read back as stored")
    return raw


def _reads_back(raw: bytes, email: Mapping[str, Any]) -> bool:
    """Whether a mail program reading the message finds the sender, recipients and subject stored, and
    no others (an address or subject a header parser reads differently is never sent)."""
    parsed = message_from_bytes(raw, policy=policy.SMTP)
    headers = ("From", "To", "Cc")
    seen = {name: [pair[1] for pair in getaddresses(parsed.get_all(name, []))] for name in headers}
    stored = {"From": [email["from"]], "To": list(email["to"]), "Cc": list(email.get("cc") or [])}
    return seen == stored and str(parsed["Subject"] or "") == (email.get("subject") or "")


def _generic(email: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "id": email["id"],
        "messageId": email.get("messageId"),
        "from": email["from"],
        "to": email["to"],
        "cc": email.get("cc") or [],
        "subject": email.get("subject") or "",
        "text": email.get("text") or "",
        "inReplyTo": (email.get("replying") or {}).get("messageId"),
    }


def _answered_id(answer: Answer) -> str | None:
    """The id a 2xx answer names (Gmail, a generic server), when it is a well-formed one."""
    if answer.truncated or not answer.body:
        return None
    try:
        parsed = json.loads(answer.body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    found = parsed.get("id") if isinstance(parsed, dict) else None
    return found if isinstance(found, str) and mail_providers.well_formed_id(found) else None
