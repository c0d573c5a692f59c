"""One price fetch for a firm: `POST /public-markets/fetch` (integrations_api.prices) and the firm's
daily `prices` schedule (integrations_api.fx_worker) both run `fetch`.

1. The settings name a source (else 409 `prices_not_configured`), the firm tracks a listing (else 409
   `prices_no_listings`). Twelve Data needs the key of an active `/integrations` item of provider
   `twelvedata` (the newest, if several): without one, 409 `price_source_not_connected`. A json
   source's base URL is checked again, and what its name resolves to now (address_guard.Refused,
   before anything is sent).
2. At most MAX_LISTINGS_PER_FETCH listings are asked for, stalest first (never priced, then the oldest
   `priceAt`), so fetches that follow one another reach every listing; the rest, and those whose call
   would start after FETCH_SECONDS, count as `notYetPriced`. The calls: price_source.ask_all.
3. Each quote is stored once per listing and day, as its own unit of work (Request.commit_unit, or
   the worker's commit): the price item `PRICE#<listing id>` / `<yyyy-MM-dd>`, created only if new,
   and the listing's `lastPrice`, `priceCurrency`, `priceAt`, updated at the version read, only when
   the price is newer than the one it shows (else the listing must merely still exist). A day already
   stored (read before, or stored by a fetch racing this one: the create's condition) is
   `already_stored` and nothing changes; a stored price is never overwritten. Units stand alone: a
   failure of one listing stores nothing for it and leaves the others.
4. The status item (`PUBLIC_MARKETS` / `STATUS`) takes `source`, `lastRunAt`, `lastPriceAt` (the newest
   price's time, only forward) and `lastRun` (the counts, the failure), at the version read.

The report names each listing asked and its outcome, with this service's failure codes (never the
source's text). None of this is a record: no write shows in the change feed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from integrations_api import price_source
from integrations_api.credentials import INTEGRATIONS
from integrations_api.markets import LISTINGS, STATUS_PARTITION, STATUS_SORT
from integrations_api.price_source import Listing, PriceFailure, Quote, Source
from integrations_api.secrets import IntegrationSecrets
from kernel import errors
from kernel.address_guard import Refused, resolve_checked
from kernel.ids import iso
from kernel.outbound import Outbound
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Create, Require, StaleRead, Update, Write

MAX_LISTINGS_PER_FETCH = 40  # calls of at most 3 s, CONCURRENCY at once, within FETCH_SECONDS
FETCH_SECONDS = 4.0  # no call starts later: the last ends 3 s after, well inside the 10 s timeout
WRITE_ATTEMPTS = 3  # a listing or status item that moved meanwhile is read again this often
LISTING_PAGE = 200
OUTCOMES = ("stored", "already_stored", "failed", "not_yet_priced")

_ALREADY_STORED = "price_already_stored"
_LISTING_MOVED = "listing_moved"
_LISTING_REMOVED = "listing_removed"


class Run(NamedTuple):
    """What one fetch works with: the firm's store and settings, the ports, when, and how it commits
    one unit of writes (a transaction of its own)."""

    store: TenantStore
    settings: Mapping[str, Any]
    outbound: Outbound
    secrets: IntegrationSecrets
    service_hosts: tuple[str, ...]
    now: int
    via: str  # manual, schedule
    commit_unit: Callable[[Sequence[Write]], None]


def price_partition(listing_id: str) -> str:
    return f"PRICE#{listing_id}"


def not_configured() -> errors.ApiError:
    return errors.ApiError(
        409, "prices_not_configured", "Set the price source first: PUT /public-markets/settings."
    )


def no_listings() -> errors.ApiError:
    return errors.ApiError(409, "prices_no_listings", "Track a listing first: POST /public-markets/listing.")


def not_connected(why: str) -> errors.ApiError:
    return errors.ApiError(
        409,
        "price_source_not_connected",
        f"{why} Connect Twelve Data in /integrations "
        "(provider twelvedata, its API key as the credential, activated).",
    )


def fetch(run: Run, *, refusal_raises: bool = True) -> dict[str, Any]:
    """The fetch's report. When the source's address is refused now, or Twelve Data is not connected,
    nothing is sent: address_guard.Refused or the 409 is raised, or with `refusal_raises=False` (the
    schedule) it is the report's `failure`."""
    started = time.monotonic()
    if not run.settings.get("source"):
        raise not_configured()
    listings = tracked_listings(run.store)
    if not listings:
        raise no_listings()
    report = _report(run, len(listings))
    try:
        source = _source(run)
    except (Refused, errors.ApiError) as error:
        if refusal_raises:
            raise
        return _finish(run, report, started, [], failure={"code": error.code, "message": error.message})
    ordered = sorted(listings, key=lambda listing: (listing.get("priceAt") or "", listing["id"]))
    asked = ordered[:MAX_LISTINGS_PER_FETCH]
    outcomes = price_source.ask_all(
        source, [_listing(each) for each in asked], run.outbound, run.now, started + FETCH_SECONDS
    )
    return _finish(run, report, started, _stored(run, source.name, asked, outcomes))


def tracked_listings(store: TenantStore) -> list[dict[str, Any]]:
    """Every listing of the firm, oldest first (a Query page per LISTING_PAGE)."""
    listings: list[dict[str, Any]] = []
    cursor = None
    while True:
        page = store.query(LISTINGS.partition(None), limit=LISTING_PAGE, cursor=cursor, consistent=True)
        listings += page.items
        cursor = page.next_cursor
        if cursor is None:
            return listings


# ---- the source ----------------------------------------------------------------------------------


def _source(run: Run) -> Source:
    target = price_source.target_of(run.settings, run.service_hosts)
    if run.settings["source"] == "twelvedata":
        return Source("twelvedata", target, twelve_data_key(run.store, run.secrets))
    resolve_checked(target, run.outbound.resolver)  # the firm's own address: refused before any call
    return Source("json", target)


def twelve_data_key(store: TenantStore, secrets: IntegrationSecrets) -> str:
    """The credential of the firm's newest active twelvedata integration (read for the call only:
    never logged, stored or answered)."""
    found = store.query(
        INTEGRATIONS.partition(None),
        equals={"provider": "twelvedata", "active": True},
        newest_first=True,
        limit=1,
        consistent=True,
    ).items
    if not found or not found[0].get("secretVersion"):
        raise not_connected("No active twelvedata integration with a credential.")
    integration = found[0]
    name = secrets.integration_name(store.firm_id, integration["id"])
    key = secrets.read(name, str(integration["secretVersion"]))
    if key is None:
        raise not_connected("The twelvedata integration's credential was removed.")
    return key


def _listing(item: Mapping[str, Any]) -> Listing:
    return Listing(str(item["id"]), str(item["ticker"]), str(item["exchange"]))


# ---- storing -------------------------------------------------------------------------------------


def _stored(
    run: Run, source: str, asked: list[dict[str, Any]], outcomes: price_source.Outcomes
) -> list[dict[str, Any]]:
    """Each listing asked for, and what became of it."""
    quoted = {listing_id: quote for listing_id, quote in outcomes.items() if isinstance(quote, Quote)}
    keys = [(price_partition(listing_id), quote.day) for listing_id, quote in quoted.items()]
    known = run.store.get_many(keys, consistent=True) if keys else {}
    results = []
    for listing in asked:
        outcome = outcomes.get(listing["id"])
        if outcome is None:
            results.append(_result(listing, "not_yet_priced"))
        elif isinstance(outcome, PriceFailure):
            results.append(_result(listing, "failed", failure=outcome))
        elif (price_partition(listing["id"]), outcome.day) in known:
            results.append(_result(listing, "already_stored", outcome))
        else:
            stored = _store(run, source, listing, outcome)
            failure = stored if isinstance(stored, PriceFailure) else None
            results.append(_result(listing, "failed" if failure else str(stored), outcome, failure))
    return results


def _store(run: Run, source: str, listing: dict[str, Any], quote: Quote) -> str | PriceFailure:
    """Stores one listing's price of the day in a unit of its own: `stored`, `already_stored`, or why not."""
    current: dict[str, Any] | None = listing
    for _ in range(WRITE_ATTEMPTS):
        if current is None:
            return PriceFailure(_LISTING_REMOVED, "The listing was deleted while the fetch ran.")
        try:
            run.commit_unit(_price_writes(run, source, current, quote))
            return "stored"
        except errors.ApiError as error:
            if error.code == _ALREADY_STORED:
                return "already_stored"  # a fetch racing this one stored the day first
            if error.code not in (_LISTING_MOVED, _LISTING_REMOVED):
                raise
        current = run.store.get(LISTINGS.partition(None), listing["id"], consistent=True)
    return PriceFailure("write_conflict", "The listing kept changing while the fetch ran; fetch again.")


def _price_writes(run: Run, source: str, listing: Mapping[str, Any], quote: Quote) -> list[Write]:
    values = {
        "listingId": listing["id"],
        "ticker": listing["ticker"],
        "exchange": listing["exchange"],
        "date": quote.day,
        "price": quote.price,
        "currency": quote.currency,
        "priceAt": quote.price_at,
        "source": source,
        "fetchedAt": run.now,
    }
    already = errors.ApiError(409, _ALREADY_STORED, "This listing's price of that day is stored.")
    price = Create(price_partition(listing["id"]), quote.day, values, conflict=already)
    partition = LISTINGS.partition(None)
    if quote.price_at <= (listing.get("priceAt") or ""):  # RFC 3339 UTC texts of one form sort as times
        removed = errors.ApiError(404, _LISTING_REMOVED, "The listing was deleted.")
        return [price, Require(partition, listing["id"], removed, addressed=False)]
    moved = errors.ApiError(409, _LISTING_MOVED, "The listing changed meanwhile.")
    shown = {
        "lastPrice": quote.price,
        "priceCurrency": quote.currency,
        "priceAt": quote.price_at,
        "updatedAt": run.now,
    }
    return [
        price,
        Update(partition, listing["id"], int(listing["version"]), shown, conflict=moved, addressed=False),
    ]


def _result(
    listing: Mapping[str, Any], outcome: str, quote: Quote | None = None, failure: PriceFailure | None = None
) -> dict[str, Any]:
    return {
        "listingId": listing["id"],
        "ticker": listing["ticker"],
        "exchange": listing["exchange"],
        "outcome": outcome,
        "date": None if quote is None else quote.day,
        "price": None if quote is None else quote.price,
        "currency": None if quote is None else quote.currency,
        "priceAt": None if quote is None else quote.price_at,
        "failure": None if failure is None else {"code": failure.code, "message": failure.message},
    }


# ---- the report and the status -------------------------------------------------------------------


def _report(run: Run, tracked: int) -> dict[str, Any]:
    return {
        "fetchedAt": iso(run.now),
        "via": run.via,
        "source": run.settings["source"],
        "durationMs": 0,
        "listings": tracked,
        "asked": 0,
        "stored": 0,
        "alreadyStored": 0,
        "failed": 0,
        "notYetPriced": tracked,
        "failure": None,
        "results": [],
    }


def _finish(
    run: Run,
    report: dict[str, Any],
    started: float,
    results: list[dict[str, Any]],
    failure: dict[str, str] | None = None,
) -> dict[str, Any]:
    def count(outcome: str) -> int:
        return sum(1 for result in results if result["outcome"] == outcome)

    priced = len(results) - count("not_yet_priced")
    report |= {
        "asked": priced,
        "stored": count("stored"),
        "alreadyStored": count("already_stored"),
        "failed": count("failed"),
        "notYetPriced": report["listings"] - priced,
        "failure": failure,
        "results": results,
    }
    newest = max((r["priceAt"] for r in results if r["outcome"] == "stored"), default=None)
    _record_run(run, report, newest)
    report["durationMs"] = int((time.monotonic() - started) * 1000)
    return report


def _record_run(run: Run, report: Mapping[str, Any], newest_price_at: str | None) -> None:
    """The status item's last run and newest price, only forward, at the version read (a listing's
    create moves it too: read again on a lost race)."""
    last_run = {
        key: report[key] for key in ("via", "asked", "stored", "alreadyStored", "failed", "notYetPriced")
    }
    if report["failure"] is not None:
        last_run["failure"] = report["failure"]
    for _ in range(WRITE_ATTEMPTS):
        status = run.store.get(STATUS_PARTITION, STATUS_SORT, consistent=True) or {}
        times = {"lastRunAt": report["fetchedAt"], "lastPriceAt": newest_price_at}
        newer = {key: value for key, value in times.items() if value and value >= (status.get(key) or "")}
        values = {"source": report["source"], "lastRun": last_run | {"at": report["fetchedAt"]}, **newer}
        moved = errors.ApiError(409, "status_moved", "The price feed's state changed meanwhile.")
        try:
            run.commit_unit(
                [
                    Update(
                        STATUS_PARTITION,
                        STATUS_SORT,
                        int(status.get("version", 0)),
                        values,
                        conflict=moved,
                        addressed=False,
                    )
                ]
            )
            return
        except StaleRead:
            continue
    raise errors.service_unavailable("The price feed's state is busy; the prices stand. Fetch again.")
