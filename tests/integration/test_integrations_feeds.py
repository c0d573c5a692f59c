"""RSS feeds (spec 4.6) under moto: the feed on the kit, the fetch through the address guard to an HTTPS
feed on loopback (tests/connector_support.py: never the internet), items stored once each, and every
hostile URL and hostile body answered without breaking the route."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import trustme

from integrations_api import feeds
from integrations_api.feed_reading import MAX_MARKUP
from integrations_api.handler import create_app
from kernel.outbound import Limits, Outbound
from kernel.services import Services
from kernel.unit_of_work import Actor, Commit, Update, commit
from records_api.handler import create_app as records_app
from tests.connector_support import (
    PARTNER_ADDRESS,
    PARTNER_HOST,
    LoopbackBackend,
    PartnerSystem,
    Reply,
    StubResolver,
    outbound,
    partner_system,
)
from tests.integration.race_support import in_order, together
from tests.integration.records_support import TickingClock
from tests.support import Result, Stack, call
from tests.unit.test_address_guard import HOSTILE, SERVICE_HOSTS

__all__ = ["in_order"]
PATH = "/api/v1/x/rss-feeds"
FEED_URL = f"https://{PARTNER_HOST}/news/feed/?topic=acme&lang=en"
NOBODY = "rss_" + "0" * 26
HOSTILE_IDS = (NOBODY, "not-an-id", "rss_" + "A" * 26, "..%2F..%2Fx", "rss_x%23y")
Partner = tuple[trustme.CA, PartnerSystem]


def rss(*items: str, title: str = "Acme news") -> bytes:
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel>'
        f"<title>{title}</title><link>https://news.example.com/</link>{''.join(items)}</channel></rss>"
    ).encode()


def entry(guid: str | None, title: str, day: int = 1, link: str | None = None, **more: str) -> str:
    parts = [f"<title>{title}</title>", f"<pubDate>Mon, {day:02d} Mar 2025 09:00:00 GMT</pubDate>"]
    if guid is not None:
        parts.append(f'<guid isPermaLink="false">{guid}</guid>')
    if link is not None:
        parts.append(f"<link>{link}</link>")
    parts += [f"<{name}>{value}</{name}>" for name, value in more.items()]
    return f"<item>{''.join(parts)}</item>"


@pytest.fixture(scope="module")
def partner() -> Iterator[Partner]:
    yield from partner_system()


@dataclass
class Feeds:
    """A firm's member calling the integrations family, the feed server it reaches, and the stack."""

    stack: Stack
    firm_id: str
    user_id: str
    token: str
    app: Any
    system: PartnerSystem
    backend: LoopbackBackend
    resolver: StubResolver
    ca: trustme.CA

    def call(self, method: str, path: str = "", **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.app, method, f"{PATH}{path}", **kwargs)

    def create(self, **changes: Any) -> dict[str, Any]:
        made = self.call("POST", body={"name": "Acme in the news", "url": FEED_URL, **changes})
        assert made.status == 201, made.body
        return dict(made.body)

    def serve(self, body: bytes, status: int = 200, content_type: str = "application/rss+xml") -> None:
        self.system.respond = lambda seen: Reply(
            status=status, body=body, headers={"Content-Type": content_type}
        )

    def fetch(self, feed_id: str, **kwargs: Any) -> Result:
        return self.call("POST", f"/{feed_id}/fetch", **kwargs)

    def items(self, feed_id: str, query: str = "") -> list[dict[str, Any]]:
        listed = self.call("GET", f"/{feed_id}/items", query=query)
        assert listed.status == 200, listed.body
        return list(listed.body["items"])

    def limit(self, limits: Limits) -> None:
        self.app.ports.override(Outbound, outbound(self.ca, self.backend, self.resolver, limits))

    def record(self, record_type: str = "Company", **values: Any) -> str:
        values = values or {"name": "Acme", "companyType": "Prospect"}
        path = f"/api/v1/x/records/{record_type}"
        made = call(self.stack.app(records_app()), "POST", path, token=self.token, body=values)
        assert made.status == 201, made.body
        return str(made.body["result"]["id"])

    def set_url(self, feed_id: str, url: str) -> None:
        """The URL as stored, past the save's checks: as if the guard's rules grew since it was saved."""
        services = self.stack.services()
        store = services.tenant_store(self.firm_id)
        current = store.get(feeds.RSS_FEEDS.partition(None), feed_id, consistent=True)
        assert current is not None
        writes = [Update(feeds.RSS_FEEDS.partition(None), feed_id, current["version"], {"url": url})]
        commit(writes, Commit(store, Actor(self.user_id, "system"), "test", services.clock,
                              services.change_sequence))  # fmt: skip


def feeds_for(stack: Stack, partner: Partner, role: str = "admin", scopes: list[str] | None = None,
              firm_id: str | None = None) -> Feeds:  # fmt: skip
    ca, system = partner
    backend, resolver = LoopbackBackend(system.port), StubResolver()
    app = stack.app(create_app())
    app.ports.override(Outbound, outbound(ca, backend, resolver))
    member = stack.member(firm_id or stack.firm(), role)
    token = stack.api_token(member, scopes or ["records:write"])
    return Feeds(stack, member.firm_id, member.user_id, token, app, system, backend, resolver, ca)


@pytest.fixture
def f(stack: Stack, partner: Partner) -> Feeds:
    stack.clock = TickingClock()  # items made one after another get ids (time-ordered) in that order
    _, system = partner
    system.seen.clear()
    system.respond = lambda seen: Reply(body=rss(entry("g1", "First")), headers={"Content-Type": "text/xml"})
    return feeds_for(stack, partner)


# ---- the feed on the kit ---------------------------------------------------------------------------


def test_a_feed_is_created_read_listed_replaced_and_deleted(f: Feeds) -> None:
    company = f.record()
    made = f.call(
        "POST", body={"name": "Acme", "url": FEED_URL, "recordType": "Company", "recordId": company}
    )
    assert (made.status, made.headers["ETag"], made.headers["Location"]) == (
        201,
        '"1"',
        f"{PATH}/{made.body['id']}",
    )
    feed = made.body
    assert (feed["itemsStored"], feed["lastFetchedAt"], feed["lastFetchOutcome"]) == (0, None, None)
    assert f.call("GET", f"/{feed['id']}").body == feed
    other = f.create(name="Other")
    assert [each["id"] for each in f.call("GET").body["items"]] == [other["id"], feed["id"]]
    assert [each["id"] for each in f.call("GET", query=f"recordId={company}").body["items"]] == [feed["id"]]
    replaced = f.call("PUT", f"/{feed['id']}", body={"name": "Acme (EN)", "url": FEED_URL},
                      headers={"If-Match": '"1"'})  # fmt: skip
    assert (replaced.status, replaced.body["name"], replaced.body.get("recordId")) == (200, "Acme (EN)", None)
    stale = f.call("PUT", f"/{feed['id']}", body={"name": "x", "url": FEED_URL}, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert f.call("DELETE", f"/{feed['id']}").status == 200
    for path in (f"/{feed['id']}", f"/{feed['id']}/items"):
        assert f.call("GET", path).code == "not_found"
    assert f.fetch(feed["id"]).code == "not_found"
    assert f.system.seen == []


def test_a_record_link_needs_both_halves_and_a_live_record_of_the_firm(stack: Stack, f: Feeds) -> None:
    half = f.call("POST", body={"name": "x", "url": FEED_URL, "recordType": "Company"})
    assert (half.status, [d["field"] for d in half.body["error"]["details"]]) == (400, ["recordId"])
    theirs = feeds_for(stack, (f.ca, f.system)).record()
    for record_id in (theirs, "rec_" + "0" * 26, f.record("Person", firstName="Pat", lastName="Lee")):
        refused = f.call(
            "POST", body={"name": "x", "url": FEED_URL, "recordType": "Company", "recordId": record_id}
        )
        assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "recordId")
    assert f.call("GET").body["items"] == []


def test_every_hostile_url_of_the_connectors_list_is_refused_on_save(stack: Stack, f: Feeds) -> None:
    """The connectors' list, with their codes. A feed URL is a whole address: a query is part of it (a
    search feed), so the list's query entries are saved; a fragment is still refused."""
    services = stack.services()
    services.settings = stack.settings._replace(service_hosts=tuple(SERVICE_HOSTS))
    f.app.ports.override(Services, services)
    saved_with_a_query = {"https://example.com?x=1", "https://example.com/?"}
    for url, code in HOSTILE:
        answer = f.call("POST", body={"name": "x", "url": url})
        if url in saved_with_a_query:
            assert answer.status == 201, (url, answer.body)
            continue
        assert (answer.status, answer.code) == (400, code), (url, answer.body)
        assert answer.body["error"]["details"][0]["field"] == "url"
        assert "169.254" not in answer.body["error"]["message"]
    assert len(f.call("GET").body["items"]) == len(saved_with_a_query)
    made = f.create()
    for url, code in HOSTILE[:20]:
        if url not in saved_with_a_query:
            assert f.call("PUT", f"/{made['id']}", body={"name": "x", "url": url}).code == code, url
    assert f.system.seen == []


@pytest.mark.parametrize(
    ("answers", "code"),
    [
        (["10.0.0.7"], "address_not_public"),
        ([PARTNER_ADDRESS, "169.254.169.254"], "address_not_public"),
        (["::ffff:127.0.0.1"], "address_not_public"),
    ],
)
def test_a_name_resolving_to_a_refused_address_is_400_on_save(
    f: Feeds, answers: list[str], code: str
) -> None:
    f.resolver.answers[PARTNER_HOST] = answers
    refused = f.call("POST", body={"name": "x", "url": FEED_URL})
    assert (refused.status, refused.code) == (400, code)
    assert f.system.seen == []


def test_hostile_urls_stored_before_the_rules_grew_are_refused_at_fetch_and_nothing_is_sent(f: Feeds) -> None:
    made = f.create()
    for url, code in HOSTILE:
        if code == "host_is_service" or "?" in url:
            continue  # the service's names are the deployment's (settings); queries are allowed
        f.set_url(made["id"], url)
        refused = f.fetch(made["id"])
        assert (refused.status, refused.code) == (400, code), (url, refused.body)
    f.set_url(made["id"], "https://api.test/feed")  # the host this request reached
    assert f.fetch(made["id"]).code == "host_is_service"
    assert (f.backend.connected, f.system.seen) == ([], [])
    assert f.call("GET", f"/{made['id']}").body["lastFetchedAt"] is None


@pytest.mark.parametrize(
    ("answers", "code"),
    [
        ([], "host_not_resolved"),
        ([PARTNER_ADDRESS, "10.0.0.7"], "address_not_public"),  # one refused address refuses the fetch
        (["169.254.169.254"], "address_not_public"),
        (["64:ff9b::a9fe:a9fe"], "address_not_public"),
    ],
)
def test_a_name_that_resolves_elsewhere_at_fetch_is_400_and_nothing_is_sent(
    f: Feeds, answers: list[str], code: str
) -> None:
    made = f.create()
    f.resolver.answers[PARTNER_HOST] = answers  # DNS changed since the save: the fetch checks again
    refused = f.fetch(made["id"])
    assert (refused.status, refused.code) == (400, code)
    assert (f.backend.connected, f.system.seen) == ([], [])
    assert f.items(made["id"]) == []


# ---- the fetch -------------------------------------------------------------------------------------


def test_a_fetch_stores_each_item_once_and_says_how_many_were_new(f: Feeds) -> None:
    f.serve(
        rss(
            entry("g1", "Acme raises Series B", day=3, link="https://news.example.com/b"),
            entry(
                "g2",
                "Acme hires a CFO",
                day=5,
                link="https://news.example.com/cfo",
                description="The new CFO &lt;b&gt;starts&lt;/b&gt; in April.",
                author="desk@news.example.com",
            ),
        )
    )
    made = f.create()
    first = f.fetch(made["id"])
    assert first.status == 200, first.body
    assert {key: first.body[key] for key in ("outcome", "status", "itemsInFeed", "newItems", "notYetStored",
                                             "skipped", "failure")} == {
        "outcome": "stored", "status": 200, "itemsInFeed": 2, "newItems": 2, "notYetStored": 0, "skipped": 0,
        "failure": None}  # fmt: skip
    seen = f.system.seen[0]
    assert (seen.method, seen.path) == ("GET", "/news/feed/?topic=acme&lang=en")  # as written, query kept
    assert (seen.headers["host"], seen.headers["accept-encoding"]) == (PARTNER_HOST, "identity")
    assert f.backend.connected == [(PARTNER_ADDRESS, 443)]
    items = f.items(made["id"])
    assert [item["guid"] for item in items] == ["g2", "g1"]  # newest first, by the entry's date
    assert items[0] | {"id": None} == {
        "id": None, "feedId": made["id"], "guid": "g2", "title": "Acme hires a CFO",
        "link": "https://news.example.com/cfo", "summary": "The new CFO starts in April.",
        "author": "desk@news.example.com", "publishedAt": "2025-03-05T09:00:00Z",
        "fetchedAt": first.body["fetchedAt"],
    }  # fmt: skip
    again = f.fetch(made["id"])
    assert (again.body["outcome"], again.body["itemsInFeed"], again.body["newItems"]) == ("stored", 2, 0)
    assert len(f.items(made["id"])) == 2
    f.serve(
        rss(entry("g3", "Acme signs a deal", day=7), entry("g1", "Acme raises Series B (updated)", day=3))
    )
    third = f.fetch(made["id"])
    assert (third.body["newItems"], [item["guid"] for item in f.items(made["id"])]) == (1, ["g3", "g2", "g1"])
    feed = f.call("GET", f"/{made['id']}").body
    assert (feed["itemsStored"], feed["lastNewItems"], feed["lastFetchOutcome"], feed["version"]) == (
        3,
        1,
        "stored",
        4,
    )
    assert feed["lastFetchedAt"] == third.body["fetchedAt"]


def test_an_item_without_guid_is_known_by_its_link_and_one_with_neither_is_skipped(f: Feeds) -> None:
    f.serve(
        rss(
            entry(None, "By link", link="https://news.example.com/a"),
            entry(None, "Neither"),
            entry("same", "Twice"),
            entry("same", "Twice again"),
        )
    )
    made = f.create()
    report = f.fetch(made["id"]).body
    assert (report["itemsInFeed"], report["newItems"], report["skipped"]) == (4, 2, 1)
    assert sorted(item["guid"] for item in f.items(made["id"])) == ["https://news.example.com/a", "same"]
    assert f.fetch(made["id"]).body["newItems"] == 0


def test_atom_feeds_are_read_too(f: Feeds) -> None:
    atom = (
        b'<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>'
        b"<id>urn:feed</id><updated>2025-03-01T00:00:00Z</updated>"
        b"<entry><id>urn:e1</id><title>Atom one</title>"
        b'<link href="https://news.example.com/1"/><updated>2025-03-02T10:00:00Z</updated></entry></feed>'
    )
    f.serve(atom, content_type="application/atom+xml")
    made = f.create()
    assert f.fetch(made["id"]).body["newItems"] == 1
    (item,) = f.items(made["id"])
    assert (item["guid"], item["title"], item["link"], item["publishedAt"]) == (
        "urn:e1", "Atom one", "https://news.example.com/1", "2025-03-02T10:00:00Z")  # fmt: skip


def test_a_fetch_stores_at_most_forty_new_items_the_newest_and_the_next_takes_the_rest(f: Feeds) -> None:
    f.serve(rss(*(entry(f"g{n}", f"Item {n}", day=1 + n % 28) for n in range(55))))
    made = f.create()
    first = f.fetch(made["id"]).body
    assert (first["itemsInFeed"], first["newItems"], first["notYetStored"]) == (55, 40, 15)
    second = f.fetch(made["id"]).body
    assert (second["newItems"], second["notYetStored"]) == (15, 0)
    page = f.call("GET", f"/{made['id']}/items", query="limit=50").body
    rest = f.call("GET", f"/{made['id']}/items", query=f"limit=50&cursor={page['nextCursor']}").body
    items = page["items"] + rest["items"]
    assert (len(items), rest["nextCursor"]) == (55, None)
    dates = [item["publishedAt"] for item in items]
    assert dates == sorted(dates, reverse=True)


def test_a_future_date_is_read_as_the_fetch_time(f: Feeds) -> None:
    f.serve(
        rss("<item><guid>soon</guid><title>x</title><pubDate>Fri, 01 Jan 2100 00:00:00 GMT</pubDate></item>")
    )
    made = f.create()
    fetched = f.fetch(made["id"]).body
    assert f.items(made["id"])[0]["publishedAt"] == fetched["fetchedAt"]


def test_a_retried_fetch_is_replayed_and_calls_out_once(f: Feeds) -> None:
    made = f.create()
    first = f.fetch(made["id"], headers={"Idempotency-Key": "fetch-1"})
    again = f.fetch(made["id"], headers={"Idempotency-Key": "fetch-1"})
    assert (again.status, again.body, again.headers["Idempotent-Replayed"]) == (200, first.body, "true")
    assert len(f.system.seen) == 1


def test_two_fetches_at_once_store_each_item_once(stack: Stack, partner: Partner, f: Feeds,
                                                  in_order: Callable[[str, str], None]) -> None:  # fmt: skip
    made = f.create()
    second = Feeds(**{**f.__dict__, "app": stack.app(create_app())})  # another container
    second.app.ports.override(Outbound, outbound(f.ca, f.backend, f.resolver))
    in_order("a", "b")
    results = together({"a": lambda: f.fetch(made["id"]), "b": lambda: second.fetch(made["id"])})
    assert (results["a"].status, results["a"].body["newItems"]) == (200, 1)
    assert (results["b"].status, results["b"].code) == (409, "fetch_conflict")
    assert len(f.items(made["id"])) == 1
    assert f.call("GET", f"/{made['id']}").body["itemsStored"] == 1


def test_an_edit_during_a_fetch_refuses_the_fetch(stack: Stack, f: Feeds) -> None:
    made = f.create()
    editor = stack.app(create_app())

    def edit_then_answer(seen: Any) -> Reply:
        call(editor, "PUT", f"{PATH}/{made['id']}", token=f.token, body={"name": "Renamed", "url": FEED_URL})
        return Reply(body=rss(entry("g1", "First")))

    f.system.respond = edit_then_answer
    refused = f.fetch(made["id"])
    assert (refused.status, refused.code) == (409, "fetch_conflict")
    assert f.items(made["id"]) == []
    assert f.call("GET", f"/{made['id']}").body["name"] == "Renamed"


# ---- what the outside system answers ----------------------------------------------------------------


def failed(f: Feeds, code: str) -> dict[str, Any]:
    made = f.create()
    report = f.fetch(made["id"])
    assert report.status == 200, report.body
    assert (report.body["outcome"], report.body["failure"]["code"], report.body["newItems"]) == (
        "failed",
        code,
        0,
    )
    assert f.items(made["id"]) == []
    feed = f.call("GET", f"/{made['id']}").body
    assert (feed["lastFetchOutcome"], feed["lastFetchFailure"], feed["itemsStored"]) == ("failed", code, 0)
    return dict(report.body)


def test_a_feed_beyond_the_size_cap_is_refused_as_too_large(f: Feeds) -> None:
    f.limit(Limits(max_response_bytes=10_000))
    f.serve(rss(*(entry(f"g{n}", "x" * 200) for n in range(100))))
    assert failed(f, "feed_too_large")["status"] == 200


def test_the_default_cap_is_one_mebibyte(f: Feeds) -> None:
    f.serve(rss(entry("g1", "big", description="y" * 1_100_000)))
    failed(f, "feed_too_large")


def test_a_redirect_is_reported_not_followed(f: Feeds) -> None:
    f.system.respond = lambda seen: Reply(
        status=301, body=b"", headers={"Location": "https://169.254.169.254/"}
    )
    report = failed(f, "feed_redirected")
    assert (report["status"], len(f.system.seen)) == (301, 1)


def test_an_error_status_is_reported(f: Feeds) -> None:
    f.serve(b"oops", status=503, content_type="text/plain")
    assert failed(f, "feed_status")["status"] == 503


def test_a_slow_feed_is_a_timeout(f: Feeds) -> None:
    f.system.respond = lambda seen: Reply(delay=1.0)
    f.limit(Limits(connect_seconds=1, read_seconds=0.2, total_seconds=0.5))
    assert failed(f, "timeout")["status"] is None


def test_a_certificate_for_another_name_fails_tls(f: Feeds) -> None:
    f.app.ports.override(Outbound, outbound(trustme.CA(), f.backend, f.resolver))
    failed(f, "tls_failed")
    assert f.system.seen == []


@pytest.mark.parametrize(
    "body",
    [
        b"",
        b"\x00\xff" * 4000,
        b'{"items": [{"title": "json"}]}',
        b"<html><head><title>Not a feed</title></head><body><p>Hello</p></body></html>",
        b"plain text, no markup at all",
    ],
)
def test_a_body_that_is_not_a_feed_is_feed_invalid(f: Feeds, body: bytes) -> None:
    f.serve(body, content_type="text/html")
    failed(f, "feed_invalid")


LAUGHS = (b'<?xml version="1.0"?>\n<!DOCTYPE rss [\n<!ENTITY lol "lol">\n'
          + b"".join(b'<!ENTITY lol%d "%s">\n' % (i, (b"&lol%d;" % (i - 1) if i > 1 else b"&lol;") * 10)
                     for i in range(1, 10))
          + b']>\n<rss version="2.0"><channel><title>&lol9;</title><item><guid>g</guid><title>&lol9;</title>'
          b"</item></channel></rss>")  # fmt: skip
QUADRATIC = (b'<?xml version="1.0"?>\n<!DOCTYPE rss [\n<!ENTITY a "' + b"A" * 300_000 + b'">\n]>\n'
             b'<rss version="2.0"><channel><item><guid>g</guid><title>' + b"&a;" * 100_000
             + b"</title></item></channel></rss>")  # fmt: skip
EXTERNAL = (
    b'<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
    b'<rss version="2.0"><channel><item><guid>g</guid><title>&x;</title></item></channel></rss>'
)


@pytest.mark.parametrize(
    "body",
    [
        LAUGHS,
        LAUGHS.replace(b"\n<!ENTITY", b"<!ENTITY"),  # on one line: feedparser's own filter misses these
        QUADRATIC,  # one plain entity, many references: feedparser alone runs out of memory on it
        EXTERNAL,
    ],
)
def test_entity_declarations_are_refused_before_parsing(f: Feeds, body: bytes) -> None:
    f.serve(body, content_type="application/xml")
    failed(f, "feed_entities")


def test_the_entity_check_reads_the_feed_in_its_own_encoding(f: Feeds) -> None:
    f.serve(LAUGHS.decode().encode("utf-16"), content_type="application/xml; charset=utf-16")
    failed(f, "feed_entities")


def test_a_feed_with_too_much_markup_is_refused_before_parsing(f: Feeds) -> None:
    f.serve(
        b'<rss version="2.0"><channel><item><guid>g</guid><title>' + b"<a>" * MAX_MARKUP,
        content_type="text/xml",
    )
    failed(f, "feed_too_complex")


def test_markup_and_control_characters_never_reach_the_stored_text(f: Feeds) -> None:
    title = "&lt;script&gt;alert(1)&lt;/script&gt;Deal \u202eclosed &amp; signed\t\n now"
    summary = (
        '&lt;p onclick="x()"&gt;Hi&lt;style&gt;p{}&lt;/style&gt;'
        "&lt;iframe src=x&gt;&lt;/iframe&gt; there&lt;/p&gt;"
    )
    f.serve(rss(
        entry("g1", title, link="javascript:alert(1)", description=summary),
        entry("g2", "<![CDATA[<script>alert(2)</script><b>Two</b>]]>", link="https://news.example.com/\u202e"),
        entry("g3", "L" * 10_000, link="data:text/html,hi"),
        entry("g4\u200b", "&#x7f;", link=" https://news.example.com/four "),
    ))  # fmt: skip
    made = f.create()
    assert f.fetch(made["id"]).body["newItems"] == 4
    items = {item["guid"]: item for item in f.items(made["id"])}
    assert (items["g1"]["title"], items["g1"]["link"], items["g1"]["summary"]) == (
        "Deal closed & signed now",
        None,
        "Hi there",
    )
    assert (items["g2"]["title"], items["g2"]["link"]) == ("Two", None)
    assert (len(items["g3"]["title"]), items["g3"]["link"]) == (500, None)
    assert (items["g4"]["title"], items["g4"]["link"]) == (None, "https://news.example.com/four")
    shown = json.dumps(list(items.values()))
    assert "<" not in shown
    assert "\\u202e" not in shown


def test_control_characters_in_broken_xml_are_stripped(f: Feeds) -> None:
    """Raw control characters are not XML: expat gives up and feedparser's loose parser reads it."""
    f.serve(
        rss(entry("g1", "Bell\x07 and\x1b[31m escape\x00"), entry("g2\x01", "x")), content_type="text/xml"
    )
    made = f.create()
    assert f.fetch(made["id"]).body["outcome"] == "stored"
    items = {item["guid"]: item for item in f.items(made["id"])}
    assert (set(items), items["g1"]["title"]) == ({"g1", "g2"}, "Bell and [31m escape")


# ---- who may -----------------------------------------------------------------------------------------


def test_a_viewer_reads_but_does_not_write_or_fetch(stack: Stack, partner: Partner, f: Feeds) -> None:
    made = f.create()
    viewer = feeds_for(stack, partner, role="viewer", firm_id=f.firm_id, scopes=["records:read"])
    assert viewer.call("GET", f"/{made['id']}").status == 200
    assert viewer.call("GET", f"/{made['id']}/items").status == 200
    assert viewer.fetch(made["id"]).code == "scope_denied"
    writer_viewer = feeds_for(stack, partner, role="viewer", firm_id=f.firm_id, scopes=["records:write"])
    assert writer_viewer.fetch(made["id"]).code == "permission_denied"
    assert writer_viewer.call("POST", body={"name": "x", "url": FEED_URL}).code == "permission_denied"
    assert f.system.seen == []


def test_another_firm_s_feed_is_404_on_every_route(stack: Stack, partner: Partner, f: Feeds) -> None:
    made = f.create()
    other = feeds_for(stack, partner)
    item = f"/{made['id']}"
    for method, path, sent in (("GET", item, None), ("PUT", item, {"name": "x", "url": FEED_URL}),
                               ("DELETE", item, None), ("POST", f"{item}/fetch", None),
                               ("GET", f"{item}/items", None)):  # fmt: skip
        assert other.call(method, path, body=sent).code == "not_found", (method, path)
    for feed_id in HOSTILE_IDS:
        assert f.fetch(feed_id).code == "not_found"
        assert f.call("GET", f"/{feed_id}/items").code == "not_found"
    assert f.system.seen == []
    assert f.call("GET", item).body["version"] == 1


def test_a_tenant_id_is_refused(f: Feeds) -> None:
    assert f.call("POST", body={"name": "x", "url": FEED_URL, "tenantId": "other"}).status == 400
    made = f.create()
    assert f.call("GET", f"/{made['id']}/items", query="tenantId=other").status == 400
    assert f.fetch(made["id"], query="tenantId=other").status == 400
    assert f.system.seen == []


# ---- sweeps over every feed route ----------------------------------------------------------------------


def feed_routes(f: Feeds) -> list[Any]:
    routes = [route for route in f.app.routes if route.path.startswith(PATH)]
    assert len(routes) == 7
    return routes


def filled(path: str) -> str:
    return path.replace("{id}", NOBODY)


def test_every_write_route_refuses_a_read_token_a_viewer_a_tenant_id_and_a_huge_body(
    stack: Stack, partner: Partner, f: Feeds
) -> None:
    reader = feeds_for(stack, partner, scopes=["records:read"], firm_id=f.firm_id)
    viewer = feeds_for(stack, partner, role="viewer", firm_id=f.firm_id)
    huge = json.dumps({"name": "x" * 1_100_000})
    for route in (route for route in feed_routes(f) if route.method != "GET"):
        path = filled(route.path).removeprefix(PATH)
        assert reader.call(route.method, path, body={}).code == "scope_denied", route.path
        assert viewer.call(route.method, path, body={}).code == "permission_denied", route.path
        assert f.call(route.method, path, body={"nested": [{"TenantId": "x"}]}).status == 400, route.path
        assert f.call(route.method, path, raw_body=huge).status == 413, route.path
    assert f.system.seen == []


@pytest.mark.parametrize("text", ["x%23y", "%00", "a" * 300, "%E2%80%AE", "1e999", "NaN", "-1", "true"])
def test_hostile_list_parameters_are_400_or_404_never_a_failure(f: Feeds, text: str) -> None:
    made = f.create()
    for route in (route for route in feed_routes(f) if route.method == "GET" and route.query is not None):
        path = route.path.replace("{id}", made["id"]).removeprefix(PATH)
        for name in sorted(route.query.json_schema().get("properties", {})):
            answer = f.call("GET", path, query=f"{name}={text}")
            assert answer.status in (200, 400, 404), (route.path, name, text, answer.body)
