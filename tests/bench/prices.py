"""Public-market prices in `make bench`, under moto in process: POST /public-markets/fetch of
MAX_LISTINGS_PER_FETCH (40) listings of a firm from a `json` source, a loopback HTTPS server reached
as a public name through the address guard (tests/connector_support.py) that quotes every listing
asked, in 2 calls of QUOTES_PER_CALL.

- AWS calls per listing priced (a botocore hook, by operation) of a fetch that stores every price,
  and of a second fetch the same day (every listing already_stored).
- The fetch's wall time beside its 2 source calls alone (price_source.ask_all with the same source,
  listings and Outbound), rounds alternating, medians: the ratio is the cost of storing. Each round is
  the next day, so every timed fetch stores 40 new prices.
"""

from __future__ import annotations

import datetime
import json
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any
from urllib.parse import parse_qs, urlsplit

from kernel.address_guard import check_url
from kernel.outbound import Outbound
from tests.bench.stacks import family_app
from tests.connector_support import (
    PARTNER_HOST,
    LoopbackBackend,
    Reply,
    Seen,
    StubResolver,
    outbound,
    partner_system,
)
from tests.support import NOW, Stack, api_event

X = "/api/v1/x"
BASE_URL = f"https://{PARTNER_HOST}/prices"
ROUNDS = 7
DAY = 86_400
Counting = Callable[[], AbstractContextManager[Counter[str]]]


class Clock:
    """A millisecond later at every read (listings' ids keep their order); `now` moved a day a round."""

    now = float(NOW)

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def lines(stack: Stack, counted: Counting) -> Iterator[str]:
    clock = stack.clock = Clock()
    app, records = family_app(stack, "integrations"), family_app(stack, "records")  # on the path now
    from integrations_api.price_fetch import FETCH_SECONDS, MAX_LISTINGS_PER_FETCH
    from integrations_api.price_source import Listing, Source, ask_all

    systems = partner_system()
    ca, system = next(systems)
    try:
        port = outbound(ca, LoopbackBackend(system.port), StubResolver())
        app.ports.override(Outbound, port)
        system.respond = lambda seen: _quotes(seen, clock.now)
        member = stack.member(stack.firm("Prices"), "admin")
        token = stack.api_token(member, ["records:write"], lifetime=100 * DAY)
        settings = {"source": "json", "baseUrl": BASE_URL, "schedule": "off"}
        _answer(app, token, "PUT", "/public-markets/settings", settings)  # warms the caches too
        n = MAX_LISTINGS_PER_FETCH
        made = [_listing(app, records, token, f"B{i:02d}") for i in range(n)]
        listings = [Listing(each["id"], each["ticker"], each["exchange"]) for each in made]
        source = Source("json", check_url(BASE_URL))

        yield f"AWS calls per listing priced (the fetch's calls / {n}; by operation)"
        for label, expected in (("a fetch, every price stored", "stored"),
                                ("again the same day, all already_stored", "alreadyStored")):  # fmt: skip
            system.seen.clear()
            with counted() as calls:
                report = _answer(app, token, "POST", "/public-markets/fetch")
            assert (report[expected], len(system.seen)) == (n, 2), (report, len(system.seen))
            yield _per_listing(label, calls, n)

        fetches, sources = [], []
        for round_ in range(ROUNDS):  # the next day: 40 new prices; which goes first alternates
            clock.now += DAY
            for way in ("fetch", "source") if round_ % 2 == 0 else ("source", "fetch"):
                started = time.perf_counter()
                if way == "fetch":
                    assert _answer(app, token, "POST", "/public-markets/fetch")["stored"] == n
                    fetches.append(time.perf_counter() - started)
                else:
                    answered = ask_all(
                        source, listings, port, int(clock.now), time.monotonic() + FETCH_SECONDS
                    )
                    sources.append(time.perf_counter() - started)
                    assert len(answered) == n, answered
        fetch, alone = statistics.median(fetches) * 1000, statistics.median(sources) * 1000
        yield (f"wall time for {n} listings (medians of {ROUNDS} alternating rounds): the 2 source calls "
               f"alone {alone:.1f} ms, the whole fetch {fetch:.1f} ms, {fetch / alone:.2f}x")  # fmt: skip
    finally:
        systems.close()


def _quotes(seen: Seen, now: float) -> Reply:
    """Every listing asked, quoted as of the clock's day."""
    day = datetime.datetime.fromtimestamp(now, datetime.UTC).date().isoformat()
    asked = parse_qs(urlsplit(seen.path).query)["listings"][0].split(",")
    quotes = [{"ticker": each.split(":")[1], "exchange": each.split(":")[0], "price": "12.34",
               "currency": "USD", "asOf": day} for each in asked]  # fmt: skip
    return Reply(body=json.dumps({"quotes": quotes}).encode())


def _listing(app: Any, records: Any, token: str, ticker: str) -> dict[str, Any]:
    company = _answer(
        records, token, "POST", "/records/Company", {"name": ticker, "companyType": "Portfolio"}
    )
    body = {"ticker": ticker, "exchange": "XNAS", "companyId": company["result"]["id"]}
    return dict(_answer(app, token, "POST", "/public-markets/listing", body))


def _per_listing(label: str, calls: Counter[str], n: int) -> str:
    detail = ", ".join(f"{name} {number / n:.2f}" for name, number in sorted(calls.items()))
    return f"  {label:<40} {sum(calls.values()) / n:5.2f} ({detail})"


def _answer(app: Any, token: str, method: str, path: str, body: Any = None) -> Any:
    response = app.lambda_handler(api_event(method, f"{X}{path}", token=token, body=body), None)
    assert response["statusCode"] < 300, response.get("body")
    return json.loads(response["body"])
