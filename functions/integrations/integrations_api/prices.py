"""Public-market prices (spec 4.6, "Price feed"): `/public-markets/settings` (where prices come from,
and when they are fetched), `POST /public-markets/fetch` (fetch now) and
`/public-markets/listings/{id}/prices` (a listing's stored prices, by day). The firm's listings and
the feed's state are integrations_api.markets; the fetch is integrations_api.price_fetch, its sources
integrations_api.price_source; the daily schedule runs it from integrations_api.fx_worker.

`/public-markets/settings`: one item per firm, an administrator's matter (`admin.integrations.manage`).
`PUT` takes the whole body: `source` (`twelvedata`, whose key is the credential of the firm's active
`/integrations` item of provider `twelvedata`; or `json` with an https `baseUrl` that meets the
connectors' address rules, checked on save and on every fetch), `schedule` (`daily` at `hourUtc`, or
`off`). A PUT that makes or moves the daily schedule puts one EventBridge Scheduler schedule of kind
`prices` for the firm (fx_schedules), and deletes the one it ends. `GET` answers the settings.

`GET /public-markets/listings/{id}/prices?from=&to=`: one Query of the listing's price partition, by
day, oldest first; another firm's or an unknown listing is 404. Deleting a listing keeps its prices
stored, but they are no longer reached (a listing made again has a new id).

Storage: `PUBLIC_MARKETS` / `SETTINGS` the settings, `PRICE#<listing id>` / `<yyyy-MM-dd>` a price.
None of this is a record: no write shows in the change feed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from connectors.calls import refused, saved_target
from connectors.definition import service_hosts
from integrations_api import price_fetch, price_source
from integrations_api.fx_schedules import (
    SCHEDULE_RULES,
    SCHEDULE_VIEW,
    FxSchedules,
    Held,
    move,
    schedule_fields,
)
from integrations_api.markets import LISTINGS, SETTINGS_SORT, STATUS_PARTITION
from integrations_api.price_fetch import MAX_LISTINGS_PER_FETCH, OUTCOMES, Run, price_partition
from integrations_api.secrets import IntegrationSecrets
from kernel import errors
from kernel.address_guard import Refused
from kernel.ids import iso
from kernel.outbound import Outbound
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Update
from kernel.wire import Outcome
from kit.fields import (
    ITEM_ID,
    Amount,
    Choice,
    Currency,
    DateTime,
    Day,
    Fields,
    Integer,
    ListOf,
    Object,
    Text,
    after,
    page_query,
    required_if,
)

router = Router()
X = "/api/v1/x/public-markets"
MANAGE = "admin.integrations.manage"
SETTING_KEYS = ("source", "baseUrl", "schedule", "hourUtc")
FAILURES = (
    "per listing: timeout, connect_failed, tls_failed, protocol_error (no answer); source_redirected, "
    "source_status, source_unauthorized, source_rate_limited, source_too_large, source_invalid, "
    "source_error, listing_not_found, not_quoted, wrong_listing, price_invalid, currency_invalid, "
    "date_invalid, listing_removed, write_conflict, or an address refused now (the guard's code); for "
    "the whole fetch of a schedule: price_source_not_connected, or the guard's code"
)

# ---- /public-markets/settings --------------------------------------------------------------------


def _base_url_only_for_json(values: Mapping[str, Any]) -> list[dict[str, str]]:
    if values.get("source") == "twelvedata" and values.get("baseUrl") is not None:
        return [{"field": "baseUrl", "message": "not taken by the twelvedata source (its address is fixed)"}]
    return []


SOURCES_SAID = "; ".join(f"{key}: {label}" for key, label in price_source.SOURCES.items())
SETTINGS_BODY = Fields(
    "PublicMarketsSettingsBody",
    {
        "source": Choice(*price_source.SOURCES, description=f"Where prices come from: {SOURCES_SAID}."),
        "baseUrl": Text(
            max_length=2048,
            required=False,
            description="The json source's https address (no query, no fragment, a public host); "
            "the fetch GETs <baseUrl>/quotes?listings=MIC:TICKER,...",
        ),
        **schedule_fields("POST /public-markets/fetch"),
    },
    rules=(
        required_if("baseUrl", source="json"),
        _base_url_only_for_json,
        *SCHEDULE_RULES,
    ),
    example={"source": "twelvedata", "schedule": "daily", "hourUtc": 22},
)
SETTINGS_VIEW = Fields(
    "PublicMarketsSettings",
    {
        "source": Choice(*price_source.SOURCES, required=False, description="null: not set up yet."),
        "baseUrl": Text(max_length=2048, required=False),
        **SCHEDULE_VIEW,
        "version": Integer(minimum=0, description="0 until the first PUT."),
        "updatedAt": Text(max_length=40, required=False),
    },
)


def read_settings(store: TenantStore) -> dict[str, Any]:
    """The settings (empty: never set)."""
    return store.get(STATUS_PARTITION, SETTINGS_SORT, consistent=True) or {}


def settings_view(settings: Mapping[str, Any]) -> dict[str, Any]:
    updated = settings.get("updatedAt")
    return {
        "source": settings.get("source"),
        "baseUrl": settings.get("baseUrl"),
        "schedule": settings.get("schedule", "off"),
        "hourUtc": settings.get("hourUtc"),
        "version": int(settings.get("version", 0)),
        "updatedAt": iso(updated) if updated else None,
    }


@router.get(
    f"{X}/settings",
    scope="records:read",
    permission=MANAGE,
    response=SETTINGS_VIEW,
    etag=True,
    body=None,
    query=None,
    summary="The price source settings (source, schedule).",
)
def get_public_markets_settings(request: Request) -> Outcome:
    settings = read_settings(request.store)
    return Outcome(settings_view(settings), version=int(settings.get("version", 0)))


@router.put(
    f"{X}/settings",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission=MANAGE,
    response=SETTINGS_VIEW,
    body=SETTINGS_BODY,
    query=None,
    etag=True,
    last_write_wins=True,
    summary="Set the price source and schedule (the whole body); the daily schedule follows.",
)
def put_public_markets_settings(request: Request[dict[str, Any]]) -> Outcome:
    body = request.body
    values: dict[str, Any] = {key: body.get(key) for key in SETTING_KEYS}
    if values["source"] == "json":  # 400 with the guard's code naming baseUrl (a name not resolving: saved)
        saved_target(str(values["baseUrl"]), service_hosts(request), request.port(Outbound))
    settings = read_settings(request.store)
    version = int(settings.get("version", 0))
    if settings and all(settings.get(key) == value for key, value in values.items()):
        return Outcome(settings_view(settings), version=version)  # as it is: nothing is written
    daily_hour = int(values["hourUtc"]) if values["schedule"] == "daily" else None
    schedule = move(
        request.port(FxSchedules), request.caller.firm_id, "prices", Held.of(settings), daily_hour, version
    )
    stored = {
        **values,
        "held": None if schedule.holds is None else schedule.holds.stored(),
        "updatedAt": request.now(),
        "updatedBy": request.caller.user_id,
    }
    return Outcome(
        settings_view({**settings, **stored, "version": version + 1}),
        writes=[Update(STATUS_PARTITION, SETTINGS_SORT, version, stored)],
        version=version + 1,
        before_commit=schedule.before_commit,
        after_commit=schedule.after_commit,
    )


# ---- the fetch -----------------------------------------------------------------------------------

FAILURE = Object(
    fields={"code": Text(max_length=40), "message": Text(max_length=300)},
    required=False,
    description=f"Why nothing was stored: {FAILURES}.",
)
RESULT = Object(
    fields={
        "listingId": Text(max_length=40),
        "ticker": Text(max_length=15),
        "exchange": Text(max_length=4),
        "outcome": Choice(
            *OUTCOMES,
            description="stored; already_stored (that day's price was stored before, "
            "kept as it is); failed (see failure); not_yet_priced (the fetch's time ran out).",
        ),
        "date": Day(required=False, description="The day the price is of, as the source says."),
        "price": Amount(required=False, description="The price the source answered, exact."),
        "currency": Currency(required=False),
        "priceAt": DateTime(required=False, description="When the price was, as the source says."),
        "failure": FAILURE,
    }
)
FETCH_REPORT = Fields(
    "PublicMarketsFetch",
    {
        "fetchedAt": Text(max_length=40),
        "via": Choice("manual", "schedule"),
        "source": Choice(*price_source.SOURCES),
        "durationMs": Integer(minimum=0),
        "listings": Integer(minimum=0, description="The listings the firm tracks."),
        "asked": Integer(
            minimum=0,
            description=f"Listings the source was asked for (at most "
            f"{MAX_LISTINGS_PER_FETCH}, the longest without a price first).",
        ),
        "stored": Integer(minimum=0, description="Prices this fetch stored."),
        "alreadyStored": Integer(
            minimum=0, description="Listings whose price of that day was stored before."
        ),
        "failed": Integer(minimum=0, description="Listings the source gave no usable price for."),
        "notYetPriced": Integer(minimum=0, description="Listings not asked for this time: fetch again."),
        "failure": Object(
            fields={"code": Text(max_length=40), "message": Text(max_length=300)},
            required=False,
            description="Why the whole fetch sent nothing (a schedule's run; a manual fetch answers "
            "400 or 409 instead).",
        ),
        "results": ListOf(
            of=RESULT,
            most=MAX_LISTINGS_PER_FETCH,
            unique=False,
            description="Each listing asked for, stalest first, with its outcome.",
        ),
    },
)


@router.post(
    f"{X}/fetch",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission=MANAGE,
    response=FETCH_REPORT,
    body=None,
    query=None,
    errors=(409,),
    location=False,
    summary="Fetch the latest price of the tracked listings now; each stored once a day.",
)
def fetch_public_market_prices(request: Request) -> dict[str, Any]:
    run = Run(
        request.store,
        read_settings(request.store),
        request.port(Outbound),
        request.port(IntegrationSecrets),
        service_hosts(request),
        request.now(),
        "manual",
        request.commit_unit,
    )
    try:
        return price_fetch.fetch(run)
    except Refused as error:
        raise refused(error) from None


# ---- /public-markets/listings/{id}/prices --------------------------------------------------------

PRICES_QUERY = page_query(
    "PublicMarketPriceListQuery",
    **{
        "from": Day(required=False, description="The first day (yyyy-MM-dd), included."),
        "to": Day(required=False, description="The last day (yyyy-MM-dd), included."),
    },
)
PRICES_QUERY.rules = (after("to", "from", inclusive=True),)
PRICE = Object(
    fields={
        "date": Day(description="The day the price is of, as the source said."),
        "price": Amount(description="The price, exact (a JSON number, never rounded)."),
        "currency": Currency(),
        "priceAt": DateTime(description="When the price was, as the source said."),
        "source": Choice(*price_source.SOURCES),
        "fetchedAt": Text(max_length=40),
    }
)
PRICE_LIST = Fields(
    "PublicMarketPriceList",
    {
        "items": ListOf(of=PRICE, most=200, unique=False, description="Oldest first, one per day."),
        "nextCursor": Text(max_length=4096, required=False),
    },
)
PRICE_KEYS = ("date", "price", "currency", "priceAt", "source")


@router.get(
    f"{X}/listings/{{id}}/prices",
    scope="records:read",
    permission="records.read",
    response=PRICE_LIST,
    query=PRICES_QUERY,
    body=None,
    params={"id": {"description": "The listing's id (GET /public-markets/listing)."}},
    summary="A listing's stored prices, by day, oldest first (from and to included).",
)
def list_listing_prices(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    listing_id, query = request.path_params["id"], request.query
    listing = (
        request.store.get(LISTINGS.partition(None), listing_id, consistent=True)
        if ITEM_ID.fullmatch(listing_id)
        else None
    )
    if listing is None:
        raise errors.not_found("No public-market listing with this id here.")
    start, end = query.get("from"), query.get("to")
    # Days sort as text: the greatest text below `start` ("2025-03-1/" below "2025-03-10") keeps it in.
    below = None if start is None else start[:-1] + chr(ord(start[-1]) - 1)
    page = request.store.query(
        price_partition(listing_id),
        after=below,
        limit=query["limit"],
        cursor=query.get("cursor"),
        consistent=True,
    )
    items = [item for item in page.items if end is None or item["date"] <= end]
    next_cursor = page.next_cursor if len(items) == len(page.items) else None  # past `to`: the end
    shown = [
        {key: item.get(key) for key in PRICE_KEYS} | {"fetchedAt": iso(item["fetchedAt"])} for item in items
    ]
    return {"items": shown, "nextCursor": next_cursor}
