"""The mail providers a mailbox connects to (spec 4.6), as a fixed list, and how their answers are read.

Each provider is a real HTTPS mail API at an address this module fixes:
- `microsoft365`: Microsoft Graph, `https://graph.microsoft.com/v1.0` (the signed-in user's mailbox);
- `gmail`: the Gmail API, `https://gmail.googleapis.com/gmail/v1/users/me`;
- `generic`: a JSON mail API at the mailbox's own `baseUrl`, which meets the connectors' address rules
  (kernel.address_guard: https, no user name, query or fragment, a public host that is not this
  service), on connect and again on every call.
No other setting names a host. The credential (an OAuth access token or an API token) goes as
`Authorization: Bearer <token>`, to the provider's host only (a mailbox's provider and baseUrl are fixed
when it is connected).

Every call goes through the kernel's Outbound port (resolve, check every address, pin, TLS against the
name, no redirects, no proxies, bounded in time and bytes). What comes back is hostile input: at most
MAX_MAIL_BYTES are read (more is `mail_too_large`, nothing stored), the body must be a JSON object of
the provider's shape (else `mail_invalid`), and each message is read field by field: an id of at most
ID_CHARS visible ASCII characters, a well-formed sender, each recipient well-formed (at most
MAX_RECIPIENTS of them), a time that reads; a message that fails any of these is skipped (counted,
never stored). Texts become one line of plain text (tags dropped, control and direction characters
removed) cut to SUBJECT_CHARS / PREVIEW_CHARS. Within one page a message id counts once.

The generic provider's contract (documented in docs/guide/integrations.md):
    GET {baseUrl}/profile   -> {"address": "deals@acme.example"}
    GET {baseUrl}/messages  -> {"messages": [{"id", "messageId"?, "from", "to": [...], "cc": [...],
                                "subject"?, "text"?, "receivedAt" (RFC 3339)}]}, newest first
"""

from __future__ import annotations

import calendar
import copy
import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from email.utils import getaddresses
from typing import Any, NamedTuple
from urllib.parse import quote, urlencode

from integrations_api.feed_reading import plain
from kernel.address_guard import Target, check_url
from kernel.outbound import Answer, Limits, Outbound
from kit.fields import Email, parse_date_time

MAX_MAIL_BYTES = 1_048_576  # of one answer; more is mail_too_large
PAGE_SIZE = 25  # messages a sync asks for (the newest)
MAX_MESSAGE_GETS = 10  # Gmail: messages a sync reads one by one after its list
SYNC_SECONDS = 6.0  # all of a sync's calls together (the function has 10 s)
MAIL_LIMITS = Limits(
    connect_seconds=3.0, read_seconds=3.0, total_seconds=4.0, max_response_bytes=MAX_MAIL_BYTES
)
ID_CHARS = 200
MESSAGE_ID_CHARS = 998  # an RFC 5322 line
SUBJECT_CHARS = 500
PREVIEW_CHARS = 2_000
HEADER_CHARS = 8_000  # an address header (Gmail) longer than this skips the message
MAX_RECIPIENTS = 100  # to and cc together
USER_AGENT = "records-platform-mail/1"
_ID = re.compile(r"^[\x21-\x7e]{1,200}$")
_MESSAGE_ID = re.compile(r"^[\x21-\x7e]{1,998}$")
_EMAIL = Email()


class MailProvider(NamedTuple):
    key: str
    label: str
    base_url: str | None  # None: the mailbox's own baseUrl


PROVIDERS: dict[str, MailProvider] = {
    "microsoft365": MailProvider("microsoft365", "Microsoft 365 (Microsoft Graph)", "https://graph.microsoft.com/v1.0"),
    "gmail": MailProvider("gmail", "Google Gmail (Gmail API)", "https://gmail.googleapis.com/gmail/v1/users/me"),
    "generic": MailProvider("generic", "A JSON mail API at the mailbox's baseUrl", None),
}  # fmt: skip


def well_formed_id(value: str) -> bool:
    """A provider's message id as this service keeps it: 1 to ID_CHARS visible ASCII characters."""
    return bool(_ID.fullmatch(value))


def described() -> str:
    return "; ".join(f"{key}: {provider.label}" for key, provider in PROVIDERS.items())


class MailFailure(Exception):
    """A call that gave nothing to store: `code` says why (the report's failure.code)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Message(NamedTuple):
    """One message as it is stored: checked, bounded plain text."""

    key: str  # SHA-256 of the provider's id: what "stored once" compares
    provider_id: str
    message_id: str | None  # the RFC 5322 Message-ID, when the provider gives one
    sender: str
    to: list[str]
    cc: list[str]
    subject: str | None
    preview: str | None
    received: int  # epoch seconds, never after the sync
    thread_id: str | None = None  # Gmail's thread, which a reply joins


class Page(NamedTuple):
    messages: list[Message]  # each id once, in the provider's order
    read: int  # messages the answer held (the first PAGE_SIZE considered)
    skipped: int  # of those: not well-formed, never stored


# ---- where a call goes ------------------------------------------------------------------------------


def target(provider: str, base_url: str | None, service_hosts: Iterable[str]) -> Target:
    """The provider's fixed address, or the mailbox's baseUrl, as the guard judges it now (Refused)."""
    fixed = PROVIDERS[provider].base_url
    return check_url(fixed or base_url or "", service_hosts)


def headers(secret: str) -> list[tuple[str, str]]:
    return [("User-Agent", USER_AGENT), ("Accept", "application/json"), ("Accept-Encoding", "identity"),
            ("Authorization", f"Bearer {secret}")]  # fmt: skip


def profile_path(provider: str, base: Target) -> str:
    return base.path + {"microsoft365": "/me", "gmail": "/profile", "generic": "/profile"}[provider]


def list_path(provider: str, base: Target) -> str:
    if provider == "microsoft365":
        query = urlencode(
            {
                "$top": PAGE_SIZE,
                "$orderby": "receivedDateTime desc",
                "$select": (
                    "id,internetMessageId,subject,bodyPreview,receivedDateTime,from,toRecipients,ccRecipients"
                ),
            }
        )
        return f"{base.path}/me/mailFolders/inbox/messages?{query}"
    if provider == "gmail":
        return f"{base.path}/messages?{urlencode({'maxResults': PAGE_SIZE, 'labelIds': 'INBOX'})}"
    return f"{base.path}/messages"


def gmail_message_path(base: Target, message_id: str) -> str:
    wanted = [("format", "metadata")] + [("metadataHeaders", name) for name in ("From", "To", "Cc", "Subject",
                                                                                 "Message-ID")]  # fmt: skip
    return f"{base.path}/messages/{quote(message_id, safe='')}?{urlencode(wanted)}"


def bounded(outbound: Outbound, seconds_left: float) -> Outbound:
    """The port with the mail limits (or its own where tighter), within what is left of the sync."""
    made = copy.copy(outbound)
    theirs = outbound.limits
    made.limits = Limits(
        connect_seconds=min(MAIL_LIMITS.connect_seconds, theirs.connect_seconds, seconds_left),
        read_seconds=min(MAIL_LIMITS.read_seconds, theirs.read_seconds, seconds_left),
        total_seconds=min(MAIL_LIMITS.total_seconds, theirs.total_seconds, seconds_left),
        max_response_bytes=min(MAIL_LIMITS.max_response_bytes, theirs.max_response_bytes),
    )
    return made


# ---- what comes back --------------------------------------------------------------------------------


def json_of(answer: Answer, limits: Limits) -> dict[str, Any]:
    """The JSON object of a 2xx answer, or MailFailure. Never says what the body held."""
    if 300 <= answer.status < 400:
        raise MailFailure(
            "mail_redirected", f"The provider answered {answer.status}, a redirect (never followed)."
        )
    if answer.status in (401, 403):
        raise MailFailure("mail_unauthorized", f"The provider refused the credential (HTTP {answer.status}).")
    if not 200 <= answer.status < 300:
        raise MailFailure("mail_status", f"The provider answered HTTP {answer.status}.")
    if answer.truncated and len(answer.body) >= limits.max_response_bytes:
        raise MailFailure("mail_too_large", f"The answer is larger than {limits.max_response_bytes:,} bytes; "
                          "nothing was stored.")  # fmt: skip
    if answer.truncated:
        raise MailFailure("timeout", "The answer did not arrive in time; nothing was stored.")
    try:
        parsed = json.loads(answer.body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise MailFailure("mail_invalid", "The answer is not JSON.") from None
    if not isinstance(parsed, dict):
        raise MailFailure("mail_invalid", "The answer is not a JSON object.")
    return parsed


def account_of(provider: str, body: Mapping[str, Any]) -> str | None:
    """The address the provider says the credential opens, when it is a well-formed one."""
    key = {"microsoft365": "mail", "gmail": "emailAddress", "generic": "address"}[provider]
    found = body.get(key)
    if provider == "microsoft365" and not _address(found):
        found = body.get("userPrincipalName")
    return found if _address(found) else None


def page_of(provider: str, body: Mapping[str, Any], now: int) -> Page:
    """The messages of a Graph or generic answer (MailFailure when it is not of that shape)."""
    listed = body.get("value" if provider == "microsoft365" else "messages")
    if not isinstance(listed, list):
        raise MailFailure("mail_invalid", "The answer holds no list of messages.")
    reader = _graph_message if provider == "microsoft365" else _generic_message
    return _page([reader(raw, now) if isinstance(raw, dict) else None for raw in listed[:PAGE_SIZE]],
                 len(listed))  # fmt: skip


def gmail_ids(body: Mapping[str, Any]) -> tuple[list[str], int]:
    """The message ids of a Gmail list answer, each once, well-formed ones only, and how many it held."""
    listed = body.get("messages", [])
    if not isinstance(listed, list):
        raise MailFailure("mail_invalid", "The answer holds no list of messages.")
    ids: list[str] = []
    for raw in listed[:PAGE_SIZE]:
        found = raw.get("id") if isinstance(raw, dict) else None
        if isinstance(found, str) and _ID.fullmatch(found) and found not in ids:
            ids.append(found)
    return ids, len(listed)


def gmail_message(body: Mapping[str, Any], now: int) -> Message | None:
    """One Gmail message (format=metadata), or None when it is not well-formed."""
    payload = body.get("payload")
    raw_headers = payload.get("headers") if isinstance(payload, dict) else None
    if not isinstance(raw_headers, list):
        return None
    named: dict[str, str] = {}
    for header in raw_headers[:200]:
        if not isinstance(header, dict) or not isinstance(header.get("name"), str):
            return None
        value = header.get("value")
        if not isinstance(value, str) or len(value) > HEADER_CHARS:
            return None
        named.setdefault(header["name"].lower(), value)
    senders = _header_addresses(named.get("from", ""))
    to, cc = _header_addresses(named.get("to", "")), _header_addresses(named.get("cc", ""))
    if senders is None or len(senders) != 1 or to is None or cc is None:
        return None
    internal = body.get("internalDate")
    received = None
    if isinstance(internal, str) and internal.isascii() and internal.isdigit() and len(internal) < 16:
        received = int(internal) // 1000  # milliseconds since the epoch, as text
    message = _message(body.get("id"), named.get("message-id"), senders[0], to, cc, named.get("subject"),
                       body.get("snippet"), received, now)  # fmt: skip
    thread = body.get("threadId")
    if message is None or not (isinstance(thread, str) and well_formed_id(thread)):
        return message
    return message._replace(thread_id=thread)


# ---- one message ------------------------------------------------------------------------------------


def _graph_message(raw: Mapping[str, Any], now: int) -> Message | None:
    def address(entry: Any) -> Any:
        inner = entry.get("emailAddress") if isinstance(entry, dict) else None
        return inner.get("address") if isinstance(inner, dict) else None

    to, cc = raw.get("toRecipients", []), raw.get("ccRecipients", [])
    if not isinstance(to, list) or not isinstance(cc, list) or len(to) + len(cc) > MAX_RECIPIENTS:
        return None
    return _message(raw.get("id"), raw.get("internetMessageId"), address(raw.get("from")),
                    [address(each) for each in to], [address(each) for each in cc], raw.get("subject"),
                    raw.get("bodyPreview"), _when(raw.get("receivedDateTime")), now)  # fmt: skip


def _generic_message(raw: Mapping[str, Any], now: int) -> Message | None:
    to, cc = raw.get("to", []), raw.get("cc", [])
    if not isinstance(to, list) or not isinstance(cc, list) or len(to) + len(cc) > MAX_RECIPIENTS:
        return None
    return _message(raw.get("id"), raw.get("messageId"), raw.get("from"), to, cc, raw.get("subject"),
                    raw.get("text"), _when(raw.get("receivedAt")), now)  # fmt: skip


def _message(provider_id: Any, message_id: Any, sender: Any, to: list[Any], cc: list[Any], subject: Any,
             preview: Any, received: int | None, now: int) -> Message | None:  # fmt: skip
    """A message whose every part is well-formed, or None (skipped)."""
    if not isinstance(provider_id, str) or not _ID.fullmatch(provider_id):
        return None
    if not _address(sender) or not all(_address(each) for each in [*to, *cc]):
        return None
    if len(to) + len(cc) > MAX_RECIPIENTS or received is None or received < 0:
        return None
    if message_id is not None and not (isinstance(message_id, str) and _MESSAGE_ID.fullmatch(message_id)):
        message_id = None  # a provider's optional header that does not read is left out, not trusted
    return Message(
        key=hashlib.sha256(provider_id.encode("ascii")).hexdigest(),
        provider_id=provider_id,
        message_id=message_id,
        sender=sender,
        to=list(dict.fromkeys(to)),
        cc=list(dict.fromkeys(cc)),
        subject=plain(subject, SUBJECT_CHARS) if isinstance(subject, str) else None,
        preview=plain(preview, PREVIEW_CHARS) if isinstance(preview, str) else None,
        received=min(received, now),
    )


def _page(read: list[Message | None], held: int) -> Page:
    messages: list[Message] = []
    seen: set[str] = set()
    skipped = 0
    for message in read:
        if message is None:
            skipped += 1
        elif message.key not in seen:
            seen.add(message.key)
            messages.append(message)
    return Page(messages, held, skipped)


def _address(value: Any) -> bool:
    try:
        _EMAIL.check(value)
    except ValueError:
        return False
    return True


def _header_addresses(value: str) -> list[str] | None:
    """The addresses of an RFC 5322 address header, or None when one does not read."""
    if not value.strip():
        return []
    if "\n" in value or "\r" in value or value.count(",") >= MAX_RECIPIENTS:
        return None
    pairs = getaddresses([value])
    addresses = [address for _, address in pairs]
    return addresses if addresses and all(_address(each) for each in addresses) else None


def _when(value: Any) -> int | None:
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        return calendar.timegm(parse_date_time(value).utctimetuple())
    except (ValueError, OverflowError):
        return None
