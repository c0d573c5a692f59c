"""RSS and Atom feeds a firm follows (spec 4.6): `/rss-feeds` on the kit (list, create, get, PUT,
delete), `POST /rss-feeds/{id}/fetch` and `GET /rss-feeds/{id}/items`.

A feed is a name, an https URL (integrations_api.feed_reading: the address guard's rules on save and
on every fetch) and, optionally, the record it is about (`recordType` with `recordId`, a live record
of the firm; lists filter on `recordId`).

A fetch is one guarded GET of the URL, read as a feed (integrations_api.feed_reading), and the new
entries stored as items, each once: by the SHA-256 of its guid (else its link), kept beside the items
as a marker the item's own write creates, so a second fetch stores nothing it stored before, also
when two fetches race (the later one is 409 `fetch_conflict` and stores nothing). A fetch stores at
most MAX_NEW_ITEMS new items, the newest; `notYetStored` counts the rest, which the next fetch takes.
Whatever happens, the answer is a report (`outcome` stored or failed, `failure.code` saying why) and
the feed keeps the last one (`lastFetchedAt`, `lastFetchOutcome`, `lastFetchFailure`, `lastNewItems`,
`itemsStored`): a fetch changes the feed's version. A URL the guard refuses is 400 with its code, and
nothing is sent.

Items are listed newest first, by when the entry says it was published (never later than the fetch;
the fetch's time when it says nothing). They are kept for ITEM_DAYS, then DynamoDB removes them (TTL);
a deleted feed's items are not readable any more and go the same way.

Storage: `FEED#<feed id>` / `<published, 12 digits>#<key>` an item; `FEED#<feed id>#SEEN` / `<key>` the
marker of an entry stored. None of this is a record: no write shows in the change feed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog.enums import RECORD_TYPES
from connectors.definition import service_hosts
from integrations_api import feed_reading
from integrations_api.feed_reading import Entry, FeedFailure
from kernel import errors
from kernel.address_guard import Refused
from kernel.ids import iso, new_id
from kernel.outbound import CallFailed, Outbound
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Update, Write
from kernel.wire import Outcome
from kit.fields import Choice, DateTime, Fields, Integer, ListOf, Object, Ref, Text, page_query, together
from kit.resource import Items, ListFilter, Resource, declare

router = Router()
X = "/api/v1/x"
MAX_NEW_ITEMS = 40  # two writes each, in one transaction of at most 100
ITEM_DAYS = 365
ITEM_KEYS = ("id", "feedId", "guid", "title", "link", "summary", "author", "publishedAt", "fetchedAt")


def fetch_conflict() -> errors.ApiError:
    return errors.ApiError(409, "fetch_conflict", "The feed changed while it was fetched (another fetch, an "
                           "edit or a delete); nothing was stored. Fetch again.")  # fmt: skip


def _url_passes_the_guard(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    """On save: the URL and what its name resolves to now (400 with the guard's code otherwise)."""
    feed_reading.check_on_save(values["url"], service_hosts(request), request.port(Outbound))
    return []


FIELDS = {
    "name": Text(max_length=200),
    "url": Text(max_length=2048, description=(
        "The feed's https address (a query is allowed, a fragment, user name or password is not); its "
        "host must be on the public internet.")),
    "recordType": Choice(*RECORD_TYPES, required=False, description="With recordId: the record it is about."),
    "recordId": Ref(type_field="recordType", required=False),
}  # fmt: skip
STATE = {
    "lastFetchedAt": DateTime(required=False, description="When the last fetch ran (null: never)."),
    "lastFetchOutcome": Choice("stored", "failed", required=False),
    "lastFetchFailure": Text(max_length=40, required=False, description="The last fetch's failure.code."),
    "lastNewItems": Integer(required=False, description="Items the last fetch stored."),
    "itemsStored": Integer(default=0, description="Items fetches stored in all."),
}
EXAMPLE = {
    "name": "Acme in the news", "url": "https://news.example.com/rss/search?q=acme",
    "recordType": "Company", "recordId": "rec_01jd0000000000000000000001",
}  # fmt: skip

RSS_FEEDS = Resource(
    name="rss-feeds", path=f"{X}/rss-feeds", id_prefix="rss", noun="RSS feed", title="RssFeed",
    item_param="id", fields=FIELDS, rules=(together("recordType", "recordId"),), state=STATE,
    example=EXAMPLE, filters=(ListFilter("recordId", description="Feeds about this record."),),
    check=_url_passes_the_guard,
)  # fmt: skip
declare(router, RSS_FEEDS)

ITEM = RSS_FEEDS.item_path
FEED_PARAM = {"id": {"description": "The RSS feed's id."}}

FEED_ITEM = Fields("RssFeedItem", {
    "id": Text(max_length=40),
    "feedId": Text(max_length=40),
    "guid": Text(max_length=feed_reading.GUID_CHARS, description="The entry's guid (Atom: id), else link."),
    "title": Text(max_length=feed_reading.TITLE_CHARS, required=False, description="Plain text."),
    "link": Text(max_length=feed_reading.LINK_CHARS, required=False, description="An http or https URL."),
    "summary": Text(max_length=feed_reading.SUMMARY_CHARS, required=False, description="Plain text."),
    "author": Text(max_length=feed_reading.AUTHOR_CHARS, required=False),
    "publishedAt": DateTime(required=False, description="As the entry says (never after fetchedAt)."),
    "fetchedAt": DateTime(),
})  # fmt: skip
FEED_ITEMS = Fields("RssFeedItemList", {
    "items": ListOf(of=Object(fields=FEED_ITEM.fields), most=200, unique=False),
    "nextCursor": Text(max_length=4096, required=False),
})  # fmt: skip
FETCH_REPORT = Fields("RssFeedFetch", {
    "feedId": Text(max_length=40),
    "fetchedAt": DateTime(),
    "outcome": Choice("stored", "failed"),
    "status": Integer(required=False, description="The HTTP status the feed answered (null: no answer)."),
    "durationMs": Integer(required=False),
    "itemsInFeed": Integer(description="Entries the feed holds (the first 100 are read)."),
    "newItems": Integer(description="Items this fetch stored."),
    "notYetStored": Integer(description="New entries beyond this fetch's 40: the next fetch stores them."),
    "skipped": Integer(description="Entries without guid or link (never stored)."),
    "failure": Object(required=False, fields={"code": Text(max_length=40), "message": Text(max_length=300)},
                      description="Why nothing was stored: timeout, connect_failed, tls_failed, "
                      "protocol_error, feed_redirected, feed_status, feed_too_large, feed_too_complex, "
                      "feed_entities or feed_invalid."),
})  # fmt: skip


def items_partition(feed_id: str) -> str:
    return f"FEED#{feed_id}"


def seen_partition(feed_id: str) -> str:
    return f"FEED#{feed_id}#SEEN"


@router.post(f"{ITEM}/fetch", route_class=RouteClass.RECORD, scope="records:write",
             permission="records.write", response=FETCH_REPORT, body=None, query=None, errors=(409,),
             params=FEED_PARAM,
             summary="Fetch the feed once (one guarded GET) and store its new items.")  # fmt: skip
def fetch_rss_feed(request: Request) -> Outcome:
    items = Items(RSS_FEEDS, request)
    feed = items.current()
    url = feed_reading.checked_url(feed["url"], service_hosts(request))  # the guard decides again
    outbound = feed_reading.bounded(request.port(Outbound))
    now = request.now()
    report: dict[str, Any] = {
        "feedId": feed["id"], "fetchedAt": iso(now), "outcome": "failed", "status": None, "durationMs": None,
        "itemsInFeed": 0, "newItems": 0, "notYetStored": 0, "skipped": 0, "failure": None,
    }  # fmt: skip
    try:
        answer = outbound.call(url.target, "GET", url.path, list(feed_reading.HEADERS), None)
    except Refused as error:
        raise feed_reading.refused(error) from None
    except CallFailed as failure:
        return _failed(items, feed, report, failure.code, failure.message)
    report |= {"status": answer.status, "durationMs": answer.duration_ms}
    try:
        body = feed_reading.body_of(answer, outbound.limits)
        read = feed_reading.read_feed(body, answer.content_type, feed["url"], now)
    except FeedFailure as failure:
        return _failed(items, feed, report, failure.code, failure.message)
    seen = seen_partition(feed["id"])
    keys = [(seen, entry.key) for entry in read.entries]
    known = request.store.get_many(keys, consistent=True) if keys else {}
    new = sorted((e for e in read.entries if (seen, e.key) not in known),
                 key=lambda e: now if e.published is None else e.published, reverse=True)  # fmt: skip
    stored = new[:MAX_NEW_ITEMS]
    writes: list[Write] = []
    for entry in stored:
        writes += _item_writes(request, feed["id"], entry, now)
    report |= {"outcome": "stored", "itemsInFeed": read.in_feed, "newItems": len(stored),
               "notYetStored": len(new) - len(stored), "skipped": read.skipped}  # fmt: skip
    state = {"lastFetchOutcome": "stored", "lastFetchFailure": None, "lastNewItems": len(stored),
             "itemsStored": int(feed.get("itemsStored") or 0) + len(stored)}  # fmt: skip
    return Outcome(report, writes=[*writes, _state_write(items, feed, now, state)])


@router.get(f"{ITEM}/items", scope="records:read", permission="records.read", response=FEED_ITEMS,
            query=page_query("RssFeedItemListQuery"), body=None, params=FEED_PARAM,
            summary="The feed's stored items, newest first.")  # fmt: skip
def list_rss_feed_items(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    feed = Items(RSS_FEEDS, request).current()
    query = request.query
    page = request.store.query(items_partition(feed["id"]), newest_first=True, limit=query["limit"],
                               cursor=query.get("cursor"), consistent=True)  # fmt: skip
    return {"items": [{key: item.get(key) for key in ITEM_KEYS} for item in page.items],
            "nextCursor": page.next_cursor}  # fmt: skip


def _item_writes(request: Request[Any, Any], feed_id: str, entry: Entry, now: int) -> list[Write]:
    """The item and its marker: a marker already there (a fetch that raced this one) refuses both."""
    published = now if entry.published is None else entry.published
    sort = f"{published:012d}#{entry.key[:24]}"
    purge_at = now + ITEM_DAYS * 86_400
    values = {
        "id": new_id("rssi", request.services.clock), "feedId": feed_id, "guid": entry.guid,
        "title": entry.title, "link": entry.link, "summary": entry.summary, "author": entry.author,
        "publishedAt": None if entry.published is None else iso(entry.published), "fetchedAt": iso(now),
        "purgeAt": purge_at,
    }  # fmt: skip
    stored = {key: value for key, value in values.items() if value is not None}
    return [
        Create(items_partition(feed_id), sort, stored, conflict=fetch_conflict()),
        Create(
            seen_partition(feed_id), entry.key, {"sort": sort, "purgeAt": purge_at}, conflict=fetch_conflict()
        ),
    ]


def _state_write(items: Items, feed: Mapping[str, Any], now: int, state: Mapping[str, Any]) -> Update:
    """The last fetch, on the feed, at the version read: an edit, a delete or another fetch meanwhile
    refuses the whole fetch (409 fetch_conflict)."""
    values = {**state, "lastFetchedAt": iso(now), "updatedAt": now}
    return Update(
        items.partition, feed["id"], feed["version"], values, conflict=fetch_conflict(), addressed=False
    )


def _failed(
    items: Items, feed: Mapping[str, Any], report: dict[str, Any], code: str, message: str
) -> Outcome:
    """A fetch that stored nothing: the report says why, and the feed keeps it as its last fetch."""
    report |= {"outcome": "failed", "failure": {"code": code, "message": message}}
    state = {"lastFetchOutcome": "failed", "lastFetchFailure": code, "lastNewItems": 0}
    return Outcome(report, writes=[_state_write(items, feed, items.request.now(), state)])
