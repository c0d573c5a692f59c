"""FX rates (spec 4.6): `/fx/settings` (where rates come from, and when they are fetched), `/fx/pairs`
(the currency pairs the firm tracks) and `/fx/rates` (the rates stored, per pair and day), filled by a
fetch: `POST /fx/fetch` now, or the firm's daily schedule (integrations_api.fx_worker).

`/fx/settings`: one item per firm, an administrator's matter (`admin.integrations.manage`). `PUT` takes
the whole body: `source` (integrations_api.fx_source: `ecb`, or `json` with an https `baseUrl` that
meets the connectors' address rules), `schedule` (`daily` at `hourUtc`, or `off`). A PUT that makes or
moves the daily schedule puts one EventBridge Scheduler schedule for the firm (fx_schedules), and
deletes the one it ends. `GET` answers the settings and the last fetch.

`/fx/pairs`: a kit resource (list, create, get, delete), `base` and `quote` ISO 4217 codes, two
different ones, each pair once in a firm (409 `already_exists`), at most MAX_PAIRS. No PUT: a pair
that changes is another pair.

`/fx/rates?pair=EURUSD&from=&to=`: one Query of the pair's partition, by day, oldest first. A rate is
stored once per pair and value day: exactly as the source quoted it (`derived: false`), or computed
through the source's base currency to DERIVED_DIGITS significant digits (`derived: true`). A fetch
that finds a pair's rate of that day stored stores nothing for it (`alreadyStored`); a stored rate is
never overwritten. Removing a pair keeps its rates.

A fetch reads the settings, the pairs (at most MAX_PAIRS, oldest first) and the rates of the day the
source answers for, and commits the new rates, the last-fetch item and a check that the settings did
not change meanwhile in one transaction: all the rates of an answer or none. A fetch that fails (no
answer, a hostile one) stores no rate and answers a report with `failure.code`; the last-fetch item
keeps it. Two fetches at once: one stores, the other is 409 `fetch_conflict` and stores nothing.

Storage: `FX` / `SETTINGS` the settings, `FX` / `LAST_FETCH` what the last fetch did,
`FX#RATE#<pair>` / `<yyyy-MM-dd>` a rate. None of this is a record: no write shows in the change feed.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from connectors.calls import refused
from connectors.definition import service_hosts
from integrations_api import fx_source
from integrations_api.fx_schedules import (
    SCHEDULE_RULES,
    SCHEDULE_VIEW,
    FxSchedules,
    Held,
    move,
    schedule_fields,
)
from integrations_api.fx_source import FxFailure
from kernel import errors
from kernel.address_guard import Refused
from kernel.ids import iso
from kernel.outbound import CallFailed, Outbound
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Create, Put, Require, Update, Write
from kernel.wire import Outcome
from kit.fields import (
    Amount,
    Boolean,
    Choice,
    Currency,
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
from kit.resource import Items, Resource, declare

router = Router()
X = "/api/v1/x"
MANAGE = "admin.integrations.manage"
MAX_PAIRS = 50  # a fetch's rates and its two other writes fit one transaction of at most 100
PARTITION, SETTINGS, LAST_FETCH = "FX", "SETTINGS", "LAST_FETCH"
PAIR_PATTERN = r"^[A-Z]{6}$"
FAILURES = (
    "timeout, connect_failed, tls_failed, protocol_error (no answer); source_redirected, "
    "source_status, source_too_large, source_invalid, currency_invalid, rate_invalid, or an address "
    "refused now (the guard's code)"
)


def fetch_conflict() -> errors.ApiError:
    return errors.ApiError(
        409,
        "fetch_conflict",
        "The FX settings changed, or another fetch stored these "
        "rates, while this fetch ran; nothing was stored. Fetch again.",
    )


def rate_partition(pair: str) -> str:
    return f"FX#RATE#{pair}"


# ---- /fx/pairs -----------------------------------------------------------------------------------


def _two_currencies(values: Mapping[str, Any]) -> list[dict[str, str]]:
    if values.get("base") is not None and values.get("base") == values.get("quote"):
        return [{"field": "quote", "message": "another currency than base"}]
    return []


def _under_the_limit(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    tracked = request.store.query(PAIRS.partition(None), limit=MAX_PAIRS, consistent=True).items
    if len(tracked) >= MAX_PAIRS:
        raise errors.ApiError(
            409, "fx_pair_limit", f"Your firm tracks {MAX_PAIRS} pairs already: remove one first."
        )
    return []


def _named(items: Items, values: dict[str, Any], pair_id: str) -> list[Write]:
    values["pair"] = f"{values['base']}{values['quote']}"
    return []


PAIRS = Resource(
    name="fx-pairs",
    path=f"{X}/fx/pairs",
    id_prefix="fxp",
    noun="FX pair",
    title="FxPair",
    item_param="id",
    fields={
        "base": Currency(description="The currency one unit of which is priced (ISO 4217, upper case)."),
        "quote": Currency(description="The currency the price is in (ISO 4217, another than base)."),
    },
    state={
        "pair": Text(
            max_length=6,
            required=False,
            description="base and quote together, e.g. EURUSD: what GET /fx/rates?pair= takes.",
        )
    },
    rules=(_two_currencies,),
    unique=(("base", "quote"),),
    example={"base": "EUR", "quote": "USD"},
    check=_under_the_limit,
    prepare=_named,
    operations=frozenset({"list", "create", "get", "delete"}),  # no PUT: a pair that changes is another
)
declare(router, PAIRS)


def tracked_pairs(store: TenantStore) -> list[dict[str, Any]]:
    """The firm's pairs, oldest first, at most MAX_PAIRS (one Query)."""
    return store.query(PAIRS.partition(None), limit=MAX_PAIRS, consistent=True).items


# ---- /fx/settings --------------------------------------------------------------------------------


def _base_url_only_for_json(values: Mapping[str, Any]) -> list[dict[str, str]]:
    if values.get("source") == "ecb" and values.get("baseUrl") is not None:
        return [{"field": "baseUrl", "message": "not taken by the ecb source (its address is fixed)"}]
    return []


SOURCE = Choice(
    *fx_source.SOURCES,
    description="Where rates come from: "
    + "; ".join(f"{key}: {label}" for key, label in fx_source.SOURCES.items())
    + ".",
)
SETTINGS_BODY = Fields(
    "FxSettingsBody",
    {
        "source": SOURCE,
        "baseUrl": Text(
            max_length=2048,
            required=False,
            description="The json source's https address (no "
            "query, no fragment, a public host); the fetch GETs <baseUrl>/latest.",
        ),
        **schedule_fields("POST /fx/fetch"),
    },
    rules=(
        required_if("baseUrl", source="json"),
        _base_url_only_for_json,
        *SCHEDULE_RULES,
    ),
    example={"source": "ecb", "schedule": "daily", "hourUtc": 16},
)
FAILURE = Object(
    fields={"code": Text(max_length=40), "message": Text(max_length=300)},
    required=False,
    description=f"Why nothing was stored: {FAILURES}.",
)
LAST_FETCH_VIEW = Object(
    required=False,
    description="What the last fetch did (null: none yet).",
    fields={
        "fetchedAt": Text(max_length=40),
        "via": Choice("manual", "schedule"),
        "outcome": Choice("stored", "failed"),
        "status": Integer(required=False, description="The HTTP status the source answered (null: none)."),
        "date": Day(required=False, description="The value day of the rates the source answered."),
        "stored": Integer(description="Rates it stored."),
        "failure": FAILURE,
    },
)
SETTINGS_VIEW = Fields(
    "FxSettings",
    {
        "source": Choice(*fx_source.SOURCES, required=False, description="null: not set up yet."),
        "baseUrl": Text(max_length=2048, required=False),
        **SCHEDULE_VIEW,
        "version": Integer(minimum=0, description="0 until the first PUT."),
        "updatedAt": Text(max_length=40, required=False),
        "lastFetch": LAST_FETCH_VIEW,
    },
)
SETTING_KEYS = ("source", "baseUrl", "schedule", "hourUtc")


def read_settings(store: TenantStore) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The settings (empty: never set) and the last fetch, in one round trip."""
    keys = [(PARTITION, SETTINGS), (PARTITION, LAST_FETCH)]
    found = store.get_many(keys, consistent=True)
    return dict(found.get(keys[0]) or {}), found.get(keys[1])


def settings_view(settings: Mapping[str, Any], last: Mapping[str, Any] | None) -> dict[str, Any]:
    updated = settings.get("updatedAt")
    return {
        "source": settings.get("source"),
        "baseUrl": settings.get("baseUrl"),
        "schedule": settings.get("schedule", "off"),
        "hourUtc": settings.get("hourUtc"),
        "version": int(settings.get("version", 0)),
        "updatedAt": iso(updated) if updated else None,
        "lastFetch": None
        if last is None
        else {
            "fetchedAt": iso(last["fetchedAt"]),
            "via": last["via"],
            "outcome": last["outcome"],
            "status": last.get("status"),
            "date": last.get("date"),
            "stored": int(last.get("stored", 0)),
            "failure": last.get("failure"),
        },
    }


@router.get(
    f"{X}/fx/settings",
    scope="records:read",
    permission=MANAGE,
    response=SETTINGS_VIEW,
    etag=True,
    body=None,
    query=None,
    summary="The FX settings (source, schedule) and what the last fetch did.",
)
def get_fx_settings(request: Request) -> Outcome:
    settings, last = read_settings(request.store)
    return Outcome(settings_view(settings, last), version=int(settings.get("version", 0)))


@router.put(
    f"{X}/fx/settings",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission=MANAGE,
    response=SETTINGS_VIEW,
    body=SETTINGS_BODY,
    query=None,
    etag=True,
    last_write_wins=True,
    summary="Set the FX source and schedule (the whole body); the daily schedule follows.",
)
def put_fx_settings(request: Request[dict[str, Any]]) -> Outcome:
    body = request.body
    values: dict[str, Any] = {key: body.get(key) for key in SETTING_KEYS}
    fx_source.check_on_save(
        body["source"], body.get("baseUrl"), service_hosts(request), request.port(Outbound)
    )
    settings, last = read_settings(request.store)
    version = int(settings.get("version", 0))
    if settings and all(settings.get(key) == value for key, value in values.items()):
        return Outcome(settings_view(settings, last), version=version)  # as it is: nothing is written
    daily_hour = int(values["hourUtc"]) if values["schedule"] == "daily" else None
    schedules, firm_id = request.port(FxSchedules), request.caller.firm_id
    schedule = move(schedules, firm_id, "fx", Held.of(settings), daily_hour, version)
    stored = {
        **values,
        "held": None if schedule.holds is None else schedule.holds.stored(),
        "updatedAt": request.now(),
        "updatedBy": request.caller.user_id,
    }
    answer = settings_view({**settings, **stored, "version": version + 1}, last)
    return Outcome(
        answer,
        writes=[Update(PARTITION, SETTINGS, version, stored)],
        version=version + 1,
        before_commit=schedule.before_commit,
        after_commit=schedule.after_commit,
    )


# ---- the fetch -----------------------------------------------------------------------------------

FETCH_REPORT = Fields(
    "FxFetch",
    {
        "fetchedAt": Text(max_length=40),
        "via": Choice("manual", "schedule"),
        "source": Choice(*fx_source.SOURCES),
        "outcome": Choice("stored", "failed"),
        "status": Integer(
            required=False, description="The HTTP status the source answered (null: no answer)."
        ),
        "durationMs": Integer(required=False),
        "date": Day(required=False, description="The value day of the rates the source answered."),
        "pairs": Integer(description="The pairs the fetch looked for."),
        "stored": Integer(description="Rates this fetch stored."),
        "alreadyStored": Integer(
            description="Pairs whose rate of that day was stored before (left as it is)."
        ),
        "notQuoted": ListOf(
            of=Text(max_length=6),
            most=MAX_PAIRS,
            description="Pairs the source has no rate for (neither currency is quoted, nor its base).",
        ),
        "failure": FAILURE,
    },
)


class Fetched(NamedTuple):
    """A fetch's report, and what it writes (all of it, or nothing)."""

    report: dict[str, Any]
    writes: list[Write]


def not_configured() -> errors.ApiError:
    return errors.ApiError(409, "fx_not_configured", "Set the FX source first: PUT /fx/settings.")


def no_pairs() -> errors.ApiError:
    return errors.ApiError(409, "fx_no_pairs", "Track a pair first: POST /fx/pairs.")


def fetch(
    store: TenantStore,
    settings: Mapping[str, Any],
    outbound: Outbound,
    hosts: Iterable[str],
    now: int,
    via: str,
    *,
    refusal_raises: bool = True,
) -> Fetched:
    """One fetch for the firm: one guarded GET of the source, its answer read, the new rates. When the
    source's address is refused now, nothing is sent: address_guard.Refused is raised, or with
    `refusal_raises=False` (the schedule) it is the fetch's failure. fx_not_configured / fx_no_pairs
    when there is nothing to fetch."""
    if not settings.get("source"):
        raise not_configured()
    pairs = tracked_pairs(store)
    if not pairs:
        raise no_pairs()
    report: dict[str, Any] = {
        "fetchedAt": iso(now),
        "via": via,
        "source": settings["source"],
        "outcome": "failed",
        "status": None,
        "durationMs": None,
        "date": None,
        "pairs": len(pairs),
        "stored": 0,
        "alreadyStored": 0,
        "notQuoted": [],
        "failure": None,
    }
    try:
        call = fx_source.call_of(settings, hosts)
    except Refused as error:
        if refusal_raises:
            raise
        return failed(report, now, error.code, error.message)
    port = fx_source.bounded(outbound)
    try:
        answer = port.call(call.target, "GET", call.path, fx_source.headers(call), None)
    except CallFailed as failure:
        return failed(report, now, failure.code, failure.message)
    except Refused as error:  # what the name resolves to now is refused: nothing was sent
        if refusal_raises:
            raise
        return failed(report, now, error.code, error.message)
    report |= {"status": answer.status, "durationMs": answer.duration_ms}
    today = datetime.datetime.fromtimestamp(now, datetime.UTC).date()
    try:
        sheet = fx_source.read_sheet(settings["source"], fx_source.body_of(answer, port.limits), today)
    except FxFailure as failure:
        return failed(report, now, failure.code, failure.message)
    quoted, not_quoted = [], []
    for pair in pairs:
        found = sheet.rate(pair["base"], pair["quote"])
        if found is None:
            not_quoted.append(pair["pair"])
        else:
            quoted.append((pair, *found))
    keys = [(rate_partition(pair["pair"]), sheet.date) for pair, _, _ in quoted]
    known = store.get_many(keys, consistent=True) if keys else {}
    writes: list[Write] = []
    for pair, rate, derived in quoted:
        if (rate_partition(pair["pair"]), sheet.date) in known:
            continue
        values = {
            "pair": pair["pair"],
            "base": pair["base"],
            "quote": pair["quote"],
            "date": sheet.date,
            "rate": rate,
            "derived": derived,
            "source": settings["source"],
            "fetchedAt": now,
        }
        writes.append(Create(rate_partition(pair["pair"]), sheet.date, values, conflict=fetch_conflict()))
    report |= {
        "outcome": "stored",
        "date": sheet.date,
        "stored": len(writes),
        "alreadyStored": len(quoted) - len(writes),
        "notQuoted": not_quoted,
    }
    unchanged = Require(
        PARTITION, SETTINGS, fetch_conflict(), version=int(settings["version"]), addressed=False
    )
    return Fetched(report, [*writes, unchanged, _last_fetch(report, now)])


def failed(report: dict[str, Any], now: int, code: str, message: str) -> Fetched:
    """A fetch that stored no rate: the report says why, and the last-fetch item keeps it."""
    report |= {"outcome": "failed", "failure": {"code": code, "message": message}}
    return Fetched(report, [_last_fetch(report, now)])


def _last_fetch(report: Mapping[str, Any], now: int) -> Put:
    kept = {
        "fetchedAt": now,
        "via": report["via"],
        "outcome": report["outcome"],
        "status": report["status"],
        "date": report["date"],
        "stored": report["stored"],
        "failure": report["failure"],
    }
    return Put(PARTITION, LAST_FETCH, {key: value for key, value in kept.items() if value is not None})


@router.post(
    f"{X}/fx/fetch",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission=MANAGE,
    response=FETCH_REPORT,
    body=None,
    query=None,
    errors=(409,),
    location=False,
    summary="Fetch the rates of the tracked pairs now (one guarded GET of the source).",
)
def fetch_fx_rates(request: Request) -> Outcome:
    settings, _ = read_settings(request.store)
    try:
        fetched = fetch(
            request.store, settings, request.port(Outbound), service_hosts(request), request.now(), "manual"
        )
    except Refused as error:
        raise refused(error) from None
    return Outcome(fetched.report, writes=fetched.writes)


# ---- /fx/rates -----------------------------------------------------------------------------------


def _pair_of_currencies(values: Mapping[str, Any]) -> list[dict[str, str]]:
    pair = values.get("pair")
    if pair is None:
        return []
    codes = Currency()
    for code in (pair[:3], pair[3:]):
        try:
            codes.check(code)
        except ValueError:
            return [{"field": "pair", "message": "two ISO 4217 codes together, e.g. EURUSD"}]
    return []


RATES_QUERY = page_query(
    "FxRateListQuery",
    pair=Text(
        max_length=6,
        pattern=PAIR_PATTERN,
        pattern_says="two ISO 4217 codes together, e.g. EURUSD",
        description="The pair: base and quote together, e.g. EURUSD. Required.",
    ),
    **{
        "from": Day(required=False, description="The first day (yyyy-MM-dd), included."),
        "to": Day(required=False, description="The last day (yyyy-MM-dd), included."),
    },
)
RATES_QUERY.rules = (_pair_of_currencies, after("to", "from", inclusive=True))
RATE = Object(
    fields={
        "pair": Text(max_length=6),
        "base": Currency(),
        "quote": Currency(),
        "date": Day(description="The rate's value day, as the source said."),
        "rate": Amount(description="How many quote one base buys, exact (a JSON number, never rounded)."),
        "derived": Boolean(
            description="false: as the source quoted it; true: computed through the source's "
            f"base currency, to {fx_source.DERIVED_DIGITS} significant digits."
        ),
        "source": Choice(*fx_source.SOURCES),
        "fetchedAt": Text(max_length=40),
    }
)
RATE_LIST = Fields(
    "FxRateList",
    {
        "items": ListOf(of=RATE, most=200, unique=False, description="Oldest first, one per day."),
        "nextCursor": Text(max_length=4096, required=False),
    },
)
RATE_KEYS = ("pair", "base", "quote", "date", "rate", "derived", "source")


@router.get(
    f"{X}/fx/rates",
    scope="records:read",
    permission="records.read",
    response=RATE_LIST,
    query=RATES_QUERY,
    body=None,
    summary="The stored rates of one pair, by day, oldest first (from and to included).",
)
def list_fx_rates(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    query = request.query
    start, end = query.get("from"), query.get("to")
    # Days sort as text: the greatest text below `start` ("2025-03-1/" below "2025-03-10") keeps it in.
    below = None if start is None else start[:-1] + chr(ord(start[-1]) - 1)
    page = request.store.query(
        rate_partition(query["pair"]),
        after=below,
        limit=query["limit"],
        cursor=query.get("cursor"),
        consistent=True,
    )
    items = [item for item in page.items if end is None or item["date"] <= end]
    next_cursor = page.next_cursor if len(items) == len(page.items) else None  # past `to`: the end
    shown = [
        {key: item.get(key) for key in RATE_KEYS} | {"fetchedAt": iso(item["fetchedAt"])} for item in items
    ]
    return {"items": shown, "nextCursor": next_cursor}
