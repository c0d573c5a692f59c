"""Public markets (spec 2.5, 4.6): the firm's listings and the state of the price feed.

`/public-markets/listing`: a listing is a security on an exchange, linked to a Company record of the
firm. `ticker` and `exchange` are both needed (400 naming the one missing), `companyId` is a live
Company of the firm (400 otherwise). One listing per ticker and exchange in a firm: another is 409
`already_exists` (compared without regard to case; both are stored upper case). Routes: list (newest
first, `?companyId=`), create, get, delete. There is no PUT: a listing that changes is another
listing (delete it, make the new one).

A listing is a kit declaration (list, create, get, delete), unique by ticker and exchange together
(`unique=(("ticker", "exchange"),)`: the marker is written in the listing's transaction and removed in
its delete's).

`/public-markets/status`: the price feed's state, as stored. `state` is `connected` once the price
settings name a source (`source`, integrations_api.prices), else `not_connected`. A fetch
(integrations_api.price_fetch: `POST /public-markets/fetch`, or the daily schedule) writes `lastRunAt`,
`lastPriceAt` (the newest price's time, only forward) and `lastRun` (what it did) on the status item,
and each listing's `lastPrice`, `priceCurrency` and `priceAt` (only forward); before any fetch they are
null. `trackedListings` counts the firm's listings (a counter each listing write moves in its own
transaction) and `listings` shows up to 200 of them, newest first (`more` says there are others: list
them with /public-markets/listing). A listing's stored prices: GET /public-markets/listings/{id}/prices.

None of this is a record: no write shows in the change feed.
"""

from __future__ import annotations

from typing import Any

from kernel.request import Request
from kernel.routing import Router
from kernel.unit_of_work import Update, Write
from kit.fields import Amount, Boolean, Choice, Currency, DateTime, Fields, Integer, ListOf, Object, Ref, Text
from kit.resource import Items, ListFilter, Resource, declare

router = Router()
X = "/api/v1/x"
STATUS_PARTITION, STATUS_SORT = "PUBLIC_MARKETS", "STATUS"
SETTINGS_SORT = "SETTINGS"  # the price source settings (integrations_api.prices), in the same partition
STATUS_LISTINGS = 200  # listings the status names (one page)

FIELDS = {
    "ticker": Text(max_length=15, pattern=r"^[A-Za-z0-9][A-Za-z0-9.\-]{0,14}$",
                   pattern_says="letters, digits, . and -, 15 at most (stored upper case)",
                   description="The symbol on its exchange, e.g. ACME or BRK.B (stored upper case)."),
    "exchange": Text(max_length=4, pattern=r"^[A-Za-z0-9]{4}$",
                     pattern_says="an ISO 10383 market identifier code (MIC) of 4 letters or digits, e.g. "
                                  "XNAS, XNYS, XLON",
                     description="The exchange's ISO 10383 market identifier code (MIC), e.g. XNAS, XLON."),
    "companyId": Ref("Company", description="The Company record of the firm that is listed."),
}  # fmt: skip
STATE = {
    "lastPrice": Amount(required=False, description="The last price the price feed stored (null: none)."),
    "priceCurrency": Currency(required=False),
    "priceAt": DateTime(required=False, description="When that price was (null: no price yet)."),
}
EXAMPLE = {"ticker": "ACME", "exchange": "XNAS", "companyId": "rec_01jd0000000000000000000001"}


def _upper_and_counted(items: Items, values: dict[str, Any], listing_id: str) -> list[Write]:
    """Ticker and exchange stored upper case; the status counter one up."""
    values["ticker"], values["exchange"] = values["ticker"].upper(), values["exchange"].upper()
    return [_count(items, +1)]


def _uncounted(items: Items, listing: dict[str, Any]) -> list[Write]:
    return [_count(items, -1)]


def _count(items: Items, step: int) -> Update:
    """The firm's listing counter, moved at the version read: a write that raced another is run again
    on a fresh read (the routes let the later write win)."""
    status = items.request.store.get(STATUS_PARTITION, STATUS_SORT, consistent=True) or {}
    count = max(0, int(status.get("trackedListings", 0)) + step)
    return Update(STATUS_PARTITION, STATUS_SORT, int(status.get("version", 0)), {"trackedListings": count},
                  addressed=False)  # fmt: skip


LISTINGS = Resource(
    name="public-market-listings", path=f"{X}/public-markets/listing", id_prefix="pml",
    noun="public-market listing", title="PublicMarketListing", item_param="id", fields=FIELDS, state=STATE,
    example=EXAMPLE, filters=(ListFilter("companyId", description="The listings of this Company."),),
    unique=(("ticker", "exchange"),), prepare=_upper_and_counted, on_delete=_uncounted,
    operations=frozenset({"list", "create", "get", "delete"}),  # no PUT: a listing that changes is another
)  # fmt: skip
declare(router, LISTINGS)

# ---- the price feed's state ------------------------------------------------------------------------

LISTED = Object(fields={
    "id": Text(max_length=40), "ticker": FIELDS["ticker"], "exchange": FIELDS["exchange"],
    "companyId": FIELDS["companyId"], **{key: kind for key, kind in STATE.items()},
})  # fmt: skip
LAST_RUN = Object(required=False, description="What the last fetch did (null: none yet).", fields={
    "at": DateTime(), "via": Choice("manual", "schedule"),
    **{key: Integer(minimum=0) for key in ("asked", "stored", "alreadyStored", "failed", "notYetPriced")},
    "failure": Object(fields={"code": Text(max_length=40), "message": Text(max_length=300)}, required=False,
                      description="Why the whole fetch sent nothing (null: it asked)."),
})  # fmt: skip
STATUS = Fields("PublicMarketsStatus", {
    "state": Choice("not_connected", "connected",
                    description="connected: the price settings name a source (PUT /public-markets/settings); "
                                "not_connected: they do not, nothing fetches prices."),
    "source": Text(max_length=100, required=False, description="The price source (null: none)."),
    "lastRunAt": DateTime(required=False, description="When the price feed last ran (null: never)."),
    "lastPriceAt": DateTime(required=False, description="The time of the newest price stored, as its "
                                                        "source dated it (null: none)."),
    "lastRun": LAST_RUN,
    "trackedListings": Integer(minimum=0, description="The firm's listings."),
    "listings": ListOf(of=LISTED, most=STATUS_LISTINGS, unique=False,
                       description=f"Up to {STATUS_LISTINGS} listings, newest first, with their prices."),
    "more": Boolean(description="More listings than shown: GET /public-markets/listing lists them all."),
})  # fmt: skip
LISTED_KEYS = ("id", "ticker", "exchange", "companyId", *STATE)


@router.get(f"{X}/public-markets/status", scope="records:read", permission="records.read", response=STATUS,
            query=None, body=None,
            summary="The price feed's state: the listings tracked and when prices last came.")  # fmt: skip
def public_markets_status(request: Request) -> dict[str, Any]:
    keys = [(STATUS_PARTITION, STATUS_SORT), (STATUS_PARTITION, SETTINGS_SORT)]
    found = request.store.get_many(keys, consistent=True)
    status, source = found.get(keys[0]) or {}, (found.get(keys[1]) or {}).get("source")
    page = request.store.query(LISTINGS.partition(None), newest_first=True, limit=STATUS_LISTINGS,
                               consistent=True)  # fmt: skip
    return {
        "state": "connected" if source else "not_connected",
        "source": source,
        "lastRunAt": status.get("lastRunAt"),
        "lastPriceAt": status.get("lastPriceAt"),
        "lastRun": status.get("lastRun"),
        "trackedListings": int(status.get("trackedListings", 0)),
        "listings": [{key: listing.get(key) for key in LISTED_KEYS} for listing in page.items],
        "more": page.next_cursor is not None,
    }
