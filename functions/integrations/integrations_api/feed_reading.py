"""Reading an RSS or Atom feed: its URL as the address guard judges it, one guarded GET, and the answer
turned into bounded plain-text items.

The URL (on save and again on every fetch): https, no user name or password, no fragment, a host on
the public internet that is not this service (kernel.address_guard, the rules of a connector's base
URL). Unlike a base URL it may carry a query (`https://news.google.com/rss/search?q=acme`): a feed
URL is a whole address, nothing is appended to it. Path and query are sent as written, percent-encoded
where they must be, a trailing slash kept.

The call: one GET through the Outbound port (resolve, check every address, pin, TLS against the name,
no redirects, no proxies), within FEED_LIMITS or the port's own when they are tighter: the function has
10 seconds, and parsing needs some of them.

The body, before the parser sees it:
- at most MAX_FEED_BYTES; a longer answer is `feed_too_large` (only that much was read);
- no XML entity declarations (`feed_entities`): feedparser drops nested ones and keeps plain ones, and
  a plain one referenced many times (a quadratic blow-up) still exhausts memory in its loose parser;
- at most MAX_MARKUP tags (`feed_too_complex`): parsing time grows with the markup, not the bytes.
Then feedparser reads it (expat first, its loose parser for broken XML). What it gives is never markup:
titles, summaries and authors become plain text (tags dropped, the content of script and style too,
entities decoded, control and bidirectional-override characters removed, white space collapsed) cut
to a fixed length; a link is kept only when it is an http or https URL.

An entry is identified by its guid (Atom: id), else its link; one with neither is skipped.
"""

from __future__ import annotations

import calendar
import contextlib
import copy
import hashlib
import io
import re
import threading
from collections.abc import Iterable, Mapping
from html.parser import HTMLParser
from typing import Any, NamedTuple
from urllib.parse import quote, urlsplit

from kernel import errors
from kernel.address_guard import MAX_URL, Refused, Target, check_url, resolve_checked
from kernel.outbound import Answer, Limits, Outbound

MAX_FEED_BYTES = 1_048_576  # 1 MiB: what is read of an answer; more is feed_too_large
MAX_MARKUP = 40_000  # tags ("<" and "&lt;") a body may hold: under a second of parsing on a laptop
MAX_ENTRIES = 100  # entries of a feed a fetch considers, in the feed's order
# The function has 10 s: at most 4 for the call, about 3 for parsing at the caps (512 MB of Lambda has
# a third of a vCPU), the rest for the reads and the transaction.
FEED_LIMITS = Limits(
    connect_seconds=3.0, read_seconds=3.0, total_seconds=4.0, max_response_bytes=MAX_FEED_BYTES
)
SAVE_LOOKUP_SECONDS = 2.0  # how long a save waits for the URL's name to resolve
USER_AGENT = "records-platform-feeds/1"
HEADERS = (
    ("User-Agent", USER_AGENT),
    ("Accept", "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1"),
    ("Accept-Encoding", "identity"),  # nothing to inflate: the cap holds for what is parsed
)
TITLE_CHARS, SUMMARY_CHARS, AUTHOR_CHARS, GUID_CHARS, LINK_CHARS = 500, 2_000, 200, 1_000, 2_048
_PATH_SAFE = "/%:@!$&'()*+,;=-._~"  # RFC 3986 pchar (and %): kept as written; anything else is encoded
_QUERY_SAFE = _PATH_SAFE + "?"
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_INVISIBLE = re.compile("[\u202a-\u202e\u2066-\u2069\u200b-\u200f\ufeff]")
_SPACE = re.compile(r"\s+")
_ENTITY_DECLARATION = re.compile(rb"<!\s*entity", re.IGNORECASE)


class FeedUrl(NamedTuple):
    """A feed URL the guard let through: where to connect, and the request target (ASCII)."""

    target: Target
    path: str


class FeedFailure(Exception):
    """A fetch that stored nothing: `code` says why (the report's failure.code)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Entry(NamedTuple):
    """One entry as it is stored: bounded plain text."""

    key: str  # SHA-256 of the guid: what "stored once" compares
    guid: str
    title: str | None
    link: str | None
    summary: str | None
    author: str | None
    published: int | None  # epoch seconds, never after the fetch


class Feed(NamedTuple):
    entries: list[Entry]  # at most MAX_ENTRIES, each guid once, in the feed's order
    in_feed: int  # entries the document holds
    skipped: int  # of the entries considered: without guid or link


# ---- the URL --------------------------------------------------------------------------------------


def feed_url(url: str, service_hosts: Iterable[str]) -> FeedUrl:
    """The feed URL as the guard judges it, or Refused (with the guard's code)."""
    if len(url) > MAX_URL or any(ord(c) < 33 or c in "\\\x7f" for c in url):
        raise Refused(
            "url_invalid", "The URL is too long or holds spaces, control characters or backslashes."
        )
    if "#" in url:
        raise Refused("url_has_query", "A feed URL takes no fragment.")
    base, _, query = url.partition("?")
    target = check_url(base, service_hosts)  # scheme, userinfo, host, port: the connectors' rules
    path = quote(urlsplit(base).path, safe=_PATH_SAFE) or "/"
    return FeedUrl(target, path + (f"?{quote(query, safe=_QUERY_SAFE)}" if query else ""))


def refused(error: Refused) -> errors.ApiError:
    """A refused address: 400 with the guard's code, naming the field, never the address that matched."""
    return errors.ApiError(400, error.code, error.message,
                           extra={"details": [{"field": "url", "message": error.message}]})  # fmt: skip


def checked_url(url: str, service_hosts: Iterable[str]) -> FeedUrl:
    try:
        return feed_url(url, service_hosts)
    except Refused as error:
        raise refused(error) from None


def check_on_save(
    url: str, service_hosts: Iterable[str], outbound: Outbound, seconds: float = SAVE_LOOKUP_SECONDS
) -> None:
    """On create and PUT: the URL's rules, then what its name resolves to now (as connectors do). A name
    that does not resolve, or not within `seconds`, is saved: every fetch resolves and checks again."""
    checked = checked_url(url, service_hosts)
    if checked.target.address is not None:
        return
    answers: list[str] = []

    def look_up() -> None:
        with contextlib.suppress(Exception):  # a failed lookup is a name that does not resolve now
            answers.extend(outbound.resolver(checked.target.host, checked.target.port))

    worker = threading.Thread(target=look_up, name="feed-save-lookup", daemon=True)
    worker.start()
    worker.join(seconds)
    if answers and not worker.is_alive():
        try:
            resolve_checked(checked.target, lambda host, port: answers)
        except Refused as error:
            raise refused(error) from None


# ---- the call -------------------------------------------------------------------------------------


def bounded(outbound: Outbound) -> Outbound:
    """The port with the feed's limits, or its own where they are tighter (a test's)."""
    made = copy.copy(outbound)
    theirs = outbound.limits
    made.limits = Limits(
        connect_seconds=min(FEED_LIMITS.connect_seconds, theirs.connect_seconds),
        read_seconds=min(FEED_LIMITS.read_seconds, theirs.read_seconds),
        total_seconds=min(FEED_LIMITS.total_seconds, theirs.total_seconds),
        max_response_bytes=min(FEED_LIMITS.max_response_bytes, theirs.max_response_bytes),
    )
    return made


def body_of(answer: Answer, limits: Limits) -> bytes:
    """The feed's bytes from a 2xx answer, or FeedFailure."""
    if 300 <= answer.status < 400:
        message = f"The feed answered {answer.status}, a redirect (never followed): save where it points."
        raise FeedFailure("feed_redirected", message)
    if not 200 <= answer.status < 300:
        raise FeedFailure("feed_status", f"The feed answered HTTP {answer.status}.")
    if answer.truncated and len(answer.body) >= limits.max_response_bytes:
        raise FeedFailure("feed_too_large", f"The feed is larger than {limits.max_response_bytes:,} bytes; "
                          "nothing was stored.")  # fmt: skip
    if answer.truncated:
        raise FeedFailure("timeout", "The feed did not arrive in time; nothing was stored.")
    return answer.body


# ---- the body -------------------------------------------------------------------------------------


def read_feed(body: bytes, content_type: str, location: str, now: int) -> Feed:
    """The entries of an RSS or Atom document, or FeedFailure (nothing of it is stored then)."""
    import feedparser  # only the fetch route pays for it
    from feedparser.encodings import convert_to_utf8

    headers = {"content-type": content_type or "application/xml", "content-location": location}
    try:
        text: bytes = convert_to_utf8(headers, body, {})  # what the parser reads, whatever the encoding
    except Exception:  # any failure to read it is a body that is not a feed
        raise FeedFailure("feed_invalid", "The answer is not an RSS or Atom feed.") from None
    if _ENTITY_DECLARATION.search(text):
        raise FeedFailure("feed_entities", "The feed declares XML entities; such a feed is not read.")
    if text.count(b"<") + text.count(b"&lt;") > MAX_MARKUP:
        raise FeedFailure(
            "feed_too_complex", f"The feed holds more than {MAX_MARKUP:,} tags; it is not read."
        )
    try:
        parsed = feedparser.parse(io.BytesIO(text), response_headers={**headers, "content-type":
                                  "application/xml; charset=utf-8"}, sanitize_html=True)  # fmt: skip
        entries = list(parsed.get("entries") or [])
        version = parsed.get("version") or ""
    except Exception:  # a parser failure on a hostile body is a body that is not a feed
        raise FeedFailure("feed_invalid", "The answer is not an RSS or Atom feed.") from None
    if not version and not entries:
        raise FeedFailure("feed_invalid", "The answer is not an RSS or Atom feed.")
    read: list[Entry] = []
    seen: set[str] = set()
    skipped = 0
    for raw in entries[:MAX_ENTRIES]:
        entry = _entry(raw, now)
        if entry is None:
            skipped += 1
        elif entry.key not in seen:
            seen.add(entry.key)
            read.append(entry)
    return Feed(read, len(entries), skipped)


def _entry(raw: Mapping[str, Any], now: int) -> Entry | None:
    link = safe_link(raw.get("link"))
    guid = _cleaned(_text(raw.get("id")) or _text(raw.get("link")))
    if not guid:
        return None
    return Entry(
        key=hashlib.sha256(guid.encode("utf-8", "replace")).hexdigest(),
        guid=guid[:GUID_CHARS],
        title=plain(_text(raw.get("title")), TITLE_CHARS),
        link=link,
        summary=plain(_text(raw.get("summary")), SUMMARY_CHARS),
        author=plain(_text(raw.get("author")), AUTHOR_CHARS),
        published=_published(raw, now),
    )


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _published(raw: Mapping[str, Any], now: int) -> int | None:
    """When the entry says it was published (else updated), in epoch seconds, never after `now`."""
    moment = raw.get("published_parsed") or raw.get("updated_parsed")
    if moment is None:
        return None
    try:
        seconds = calendar.timegm(moment)
    except (TypeError, ValueError, OverflowError):
        return None
    return min(seconds, now) if seconds >= 0 else None


# ---- plain text -----------------------------------------------------------------------------------


class _TextOnly(HTMLParser):
    """The text of an HTML fragment: tags dropped, the content of script and style dropped with them,
    character references decoded."""

    _DROPPED = frozenset({"script", "style", "template", "noscript", "iframe", "object"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._inside = 0

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag in self._DROPPED:
            self._inside += 1
        elif tag in ("br", "p", "div", "li", "tr"):
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in self._DROPPED and self._inside:
            self._inside -= 1

    def handle_data(self, data: str) -> None:
        if not self._inside:
            self.parts.append(data)


def plain(value: str, limit: int) -> str | None:
    """`value` as one line of plain text of at most `limit` characters, or None when nothing is left."""
    if not value:
        return None
    value = value[: limit * 20]  # enough for the text of any markup around it, bounded all the same
    if "<" in value or "&" in value:
        parser = _TextOnly()
        try:
            parser.feed(value)
            parser.close()
            value = "".join(parser.parts)
        except Exception:  # markup it cannot read keeps nothing of it
            return None
    return _cleaned(value)[:limit].rstrip() or None


def _cleaned(value: str) -> str:
    """Control, line-separator and invisible direction characters gone; white space collapsed."""
    value = _INVISIBLE.sub("", _CONTROL.sub(" ", value))
    return _SPACE.sub(" ", value).strip()


def safe_link(value: Any) -> str | None:
    """An http or https URL with a host, without spaces or control characters, else None."""
    if not isinstance(value, str):
        return None
    link: str = value.strip()
    if not link or len(link) > LINK_CHARS or any(ord(c) < 33 or c in "\\\x7f" for c in link):
        return None
    if _INVISIBLE.search(link) or _CONTROL.search(link):
        return None
    try:
        parts = urlsplit(link)
        host = parts.hostname
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not host or parts.username or parts.password:
        return None
    return link
