"""Where public-market prices come from: the sources a firm may choose, the guarded GETs a fetch makes,
and each answer read as hostile input into a `Quote` per listing, or a `PriceFailure` saying why not.

Sources (a fixed list, docs/decisions.md):
- `twelvedata`: Twelve Data's quote endpoint, one call per listing at its fixed address,
  `GET https://api.twelvedata.com/quote?symbol=<ticker>&mic_code=<MIC>` with the header
  `Authorization: apikey <key>` (https://twelvedata.com/docs, "Authentication"; the endpoint:
  https://twelvedata.com/docs/llms/market-data/quote.md). The key is the credential of the firm's
  active `/integrations` item of provider `twelvedata`. The answer is a JSON object whose `close` is
  the latest price as decimal text, with `symbol`, `currency`, `datetime` (the bar's day, `yyyy-MM-dd`)
  and `timestamp` (the bar's start, Unix seconds). An error may come as HTTP 200 with
  `{"code": 401, "status": "error", "message": ...}`: Twelve Data's own client reads `status` and
  `code` of every answer, whatever its HTTP status (twelvedata/twelvedata-python,
  src/twelvedata/http_client.py). The answer's `mic_code` may name a segment of the market asked for
  (XNGS under XNAS), so only `symbol` must be the listing's. A price in a minor unit (`GBp` or `GBX`
  pence, `ZAc` cents, `ILA` agorot) is stored exactly in its major unit (divided by 100).
- `json`: the contract this service defines for a firm's own price service at its https `baseUrl`:
  `GET <baseUrl>/quotes?listings=XNAS:ACME,XLON:VOD` (MIC:ticker, at most QUOTES_PER_CALL a call, no
  credential) answers `{"quotes": [{"ticker": "ACME", "exchange": "XNAS", "price": "12.34",
  "currency": "USD", "asOf": "2026-11-27"}]}`: at most one quote per listing asked and none for
  another, `price` as decimal text, `currency` ISO 4217, `asOf` a day (`yyyy-MM-dd`) or an RFC 3339
  date-time. A listing it leaves out is `not_quoted`. The base URL meets the connectors' address
  rules (kernel.address_guard), on save and again on every fetch.

Every call goes through the Outbound port (resolve, check every address, pin, TLS against the name,
no redirects, no proxies) within SOURCE_LIMITS, or the port's own when they are tighter; CONCURRENCY
calls at once, and none starts after the fetch's deadline.

An answer, before anything of it is stored: a 2xx (a 30x is never followed), at most MAX_ANSWER_BYTES,
parsed strictly (kernel.json_codec: no NaN, no repeated key), the listing asked for, a price that is
decimal text (never a JSON number, so never a float) greater than 0 with at most PRICE_DIGITS
significant digits and at most 12 digits on either side of the point, a currency ISO 4217 knows, a
day that exists, no later than tomorrow (UTC) and no older than MAX_AGE_DAYS. What fails stores
nothing for its listing; the failure's message is this service's, never the source's text.
"""

from __future__ import annotations

import copy
import datetime
import re
import time
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from decimal import Decimal
from typing import Any, NamedTuple
from urllib.parse import quote

from catalog.enums import CURRENCY_CODES
from kernel import json_codec
from kernel.address_guard import Refused, Target, check_url
from kernel.aws import storable_number
from kernel.ids import iso
from kernel.outbound import Answer, CallFailed, Limits, Outbound
from kit.fields import parse_date_time

SOURCES = {
    "twelvedata": "Twelve Data's quote API (fixed address; the key of your active twelvedata integration)",
    "json": "A JSON price service at your https baseUrl (GET <baseUrl>/quotes?listings=MIC:TICKER,...)",
}
TWELVE_DATA_URL = "https://api.twelvedata.com"
MAX_ANSWER_BYTES = 65_536  # a Twelve Data quote is under 1 KiB; QUOTES_PER_CALL json quotes under 4 KiB
SOURCE_LIMITS = Limits(
    connect_seconds=2.0, read_seconds=2.0, total_seconds=3.0, max_response_bytes=MAX_ANSWER_BYTES
)
CONCURRENCY = 8
QUOTES_PER_CALL = 20
PRICE_DIGITS = 20
MAX_AGE_DAYS = 366
USER_AGENT = "records-platform-prices/1"
MINOR_UNITS = {"GBp": "GBP", "GBX": "GBP", "ZAc": "ZAR", "ILA": "ILS"}  # a hundredth of the major unit
_PRICE_TEXT = re.compile(r"^[0-9]{1,12}(?:\.[0-9]{1,12})?$")
_DAY_AND_TIME = re.compile(r"^([0-9]{4}-[0-9]{2}-[0-9]{2})(?: [0-9]{2}:[0-9]{2}:[0-9]{2})?$")
_DAY = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")


MESSAGE_CHARS = 300  # a failure's message, as the report's schema bounds it


class PriceFailure(Exception):
    """Nothing stored for a listing: `code` says why (the report's failure.code)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message[:MESSAGE_CHARS]


class Listing(NamedTuple):
    id: str
    ticker: str  # upper case, as stored
    exchange: str  # the MIC, upper case


class Quote(NamedTuple):
    """A listing's price as its source dated it."""

    day: str  # yyyy-MM-dd: the day the price is of (the storage key: one price per listing and day)
    price: int | Decimal  # exact, as DynamoDB keeps it
    currency: str  # ISO 4217
    price_at: str  # RFC 3339 UTC: when the price was, as the source says


class Source(NamedTuple):
    """Where a fetch's calls go: the source's name, its checked address, its key (twelvedata only)."""

    name: str
    target: Target
    api_key: str | None = None


Outcomes = dict[str, Quote | PriceFailure]  # listing id -> what its source said; absent: not asked in time


# ---- where ---------------------------------------------------------------------------------------


def target_of(settings: Mapping[str, Any], service_hosts: Iterable[str]) -> Target:
    """The address a fetch calls for these settings, checked again (address_guard.Refused, with the
    guard's code, when it is refused now)."""
    url = TWELVE_DATA_URL if settings["source"] == "twelvedata" else str(settings["baseUrl"])
    return check_url(url, service_hosts)


def within_limits(outbound: Outbound) -> Outbound:
    """The port with the sources' limits, or its own where they are tighter (a test's)."""
    made = copy.copy(outbound)
    theirs = outbound.limits
    made.limits = Limits(
        connect_seconds=min(SOURCE_LIMITS.connect_seconds, theirs.connect_seconds),
        read_seconds=min(SOURCE_LIMITS.read_seconds, theirs.read_seconds),
        total_seconds=min(SOURCE_LIMITS.total_seconds, theirs.total_seconds),
        max_response_bytes=min(SOURCE_LIMITS.max_response_bytes, theirs.max_response_bytes),
    )
    return made


def batches(source: Source, listings: Sequence[Listing]) -> list[list[Listing]]:
    """The listings of each call: one per Twelve Data call, QUOTES_PER_CALL per json call."""
    size = 1 if source.name == "twelvedata" else QUOTES_PER_CALL
    return [list(listings[start : start + size]) for start in range(0, len(listings), size)]


def path_of(source: Source, batch: Sequence[Listing]) -> str:
    if source.name == "twelvedata":
        (listing,) = batch
        symbol = quote(listing.ticker, safe=".-")
        return f"{source.target.path}/quote?symbol={symbol}&mic_code={listing.exchange}"
    named = ",".join(f"{listing.exchange}:{listing.ticker}" for listing in batch)
    return f"{source.target.path}/quotes?listings={quote(named, safe=':,.-')}"


def headers_of(source: Source) -> list[tuple[str, str]]:
    sent = [("User-Agent", USER_AGENT), ("Accept", "application/json"), ("Accept-Encoding", "identity")]
    if source.api_key is not None:
        sent.append(("Authorization", f"apikey {source.api_key}"))
    return sent


# ---- the calls -----------------------------------------------------------------------------------


def ask_all(
    source: Source, listings: Sequence[Listing], outbound: Outbound, now: int, deadline: float
) -> Outcomes:
    """Every listing's quote or failure, CONCURRENCY calls at once; a call that would start after
    `deadline` (time.monotonic) is not made, and its listings are left out."""
    port = within_limits(outbound)
    calls = batches(source, listings)
    outcomes: Outcomes = {}
    with ThreadPoolExecutor(max_workers=max(1, min(CONCURRENCY, len(calls)))) as pool:
        for answered in pool.map(lambda batch: _ask(source, batch, port, now, deadline), calls):
            outcomes |= answered
    return outcomes


def _ask(source: Source, batch: list[Listing], port: Outbound, now: int, deadline: float) -> Outcomes:
    if time.monotonic() >= deadline:
        return {}
    try:
        answer = port.call(source.target, "GET", path_of(source, batch), headers_of(source), None)
        body = body_of(answer, port.limits)
        return read_answer(source.name, body, batch, now)
    except CallFailed as failure:
        return every(batch, PriceFailure(failure.code, failure.message))
    except Refused as error:  # what the name resolves to now is refused: nothing was sent
        return every(batch, PriceFailure(error.code, error.message))
    except PriceFailure as failure:
        return every(batch, failure)


def every(batch: Iterable[Listing], failure: PriceFailure) -> Outcomes:
    return {listing.id: failure for listing in batch}


# ---- the answer ----------------------------------------------------------------------------------


def body_of(answer: Answer, limits: Limits) -> bytes:
    """The source's bytes from a 2xx answer, or PriceFailure."""
    if 300 <= answer.status < 400:
        raise PriceFailure(
            "source_redirected",
            f"The source answered {answer.status}, a redirect (never "
            "followed): set the address it points to.",
        )
    if answer.status in (401, 403):
        raise _unauthorized()
    if answer.status == 429:
        raise _rate_limited()
    if not 200 <= answer.status < 300:
        raise PriceFailure("source_status", f"The source answered HTTP {answer.status}.")
    if answer.truncated and len(answer.body) >= limits.max_response_bytes:
        raise PriceFailure(
            "source_too_large",
            f"The source's answer is larger than {limits.max_response_bytes:,} bytes; nothing was stored.",
        )
    if answer.truncated:
        raise PriceFailure("timeout", "The source's answer did not arrive in time; nothing was stored.")
    return answer.body


def read_answer(source: str, body: bytes, batch: Sequence[Listing], now: int) -> Outcomes:
    """A 2xx answer's quotes by listing id: every listing of the call has a Quote or a PriceFailure."""
    document = _json_object(body)
    if source == "twelvedata":
        (listing,) = batch
        try:
            return {listing.id: _twelve_data_quote(document, listing, now)}
        except PriceFailure as failure:
            return {listing.id: failure}
    return _json_quotes(document, batch, now)


def _json_object(body: bytes) -> dict[str, Any]:
    try:
        document = json_codec.loads(body)
    except json_codec.JsonError:
        raise PriceFailure("source_invalid", "The answer is not well-formed JSON.") from None  # not its text
    if not isinstance(document, dict):
        raise PriceFailure("source_invalid", "The answer is not a JSON object.")
    return document


def _twelve_data_quote(document: Mapping[str, Any], listing: Listing, now: int) -> Quote:
    if document.get("status") == "error":
        raise _twelve_data_error(document.get("code"))
    symbol = document.get("symbol")
    if not isinstance(symbol, str) or symbol.upper() != listing.ticker:
        raise _wrong_listing()
    currency, minor = _twelve_data_currency(document.get("currency"))
    price = _price(document.get("close"), minor)
    day = _twelve_data_day(document.get("datetime"), now)
    return Quote(day, price, currency, _bar_start(document.get("timestamp"), day, now))


def _twelve_data_error(code: Any) -> PriceFailure:
    """Twelve Data's error, by its code alone (its message is not shown: it is the source's text)."""
    if code in (401, 403):
        return _unauthorized()
    if code == 429:
        return _rate_limited()
    if code in (400, 404):
        return PriceFailure("listing_not_found", "The source knows no such ticker on this market (MIC).")
    return PriceFailure("source_error", "The source answered an error; nothing was stored.")


def _twelve_data_currency(value: Any) -> tuple[str, bool]:
    """The ISO 4217 currency, and whether the price is in its hundredths (GBp: pence)."""
    if isinstance(value, str) and value in MINOR_UNITS:
        return MINOR_UNITS[value], True
    return _currency(value), False


def _twelve_data_day(value: Any, now: int) -> str:
    found = _DAY_AND_TIME.fullmatch(value) if isinstance(value, str) else None
    if found is None:
        raise _date_invalid()
    return _checked_day(found[1], now)


def _bar_start(value: Any, day: str, now: int) -> str:
    """`timestamp`: Unix seconds, within a day of `day` (the bar starts at the market's midnight)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= now + 86_400:
        raise _date_invalid()
    moment = datetime.datetime.fromtimestamp(value, datetime.UTC).date()
    if abs((moment - datetime.date.fromisoformat(day)).days) > 1:
        raise _date_invalid()
    return iso(value)


def _json_quotes(document: Mapping[str, Any], batch: Sequence[Listing], now: int) -> Outcomes:
    """The json contract's answer: a quote per listing asked, none for another, none twice."""
    quotes = document.get("quotes")
    if not isinstance(quotes, list) or len(quotes) > len(batch):
        raise PriceFailure(
            "source_invalid", f'The answer is not {{"quotes": [...]}} with at most {len(batch)} quotes.'
        )
    asked = {(listing.ticker, listing.exchange): listing for listing in batch}
    found: dict[str, dict[str, Any]] = {}
    for each in quotes:
        if not isinstance(each, dict):
            raise PriceFailure("source_invalid", "A quote is not a JSON object.")
        ticker, exchange = each.get("ticker"), each.get("exchange")
        named = isinstance(ticker, str) and isinstance(exchange, str)
        listing = asked.get((str(ticker), str(exchange))) if named else None
        if listing is None:
            raise _wrong_listing()
        if listing.id in found:
            raise PriceFailure("source_invalid", "The answer quotes one listing twice.")
        found[listing.id] = each
    outcomes: Outcomes = {}
    for listing in batch:
        each = found.get(listing.id)
        if each is None:
            outcomes[listing.id] = PriceFailure("not_quoted", "The source has no price for this listing.")
            continue
        try:
            outcomes[listing.id] = _json_quote(each, now)
        except PriceFailure as failure:
            outcomes[listing.id] = failure
    return outcomes


def _json_quote(each: Mapping[str, Any], now: int) -> Quote:
    price, currency = _price(each.get("price"), minor=False), _currency(each.get("currency"))
    as_of = each.get("asOf")
    if isinstance(as_of, str) and _DAY.fullmatch(as_of):
        day = _checked_day(as_of, now)
        return Quote(day, price, currency, f"{day}T00:00:00Z")
    try:
        moment = parse_date_time(as_of)
    except ValueError:
        raise _date_invalid() from None
    if moment.timestamp() > now + 86_400:
        raise _date_invalid()
    day = _checked_day(str(as_of)[:10], now)
    return Quote(day, price, currency, iso(int(moment.timestamp())))


def _price(value: Any, minor: bool) -> int | Decimal:
    """Decimal text, exactly: greater than 0, at most PRICE_DIGITS significant digits."""
    refused = PriceFailure(
        "price_invalid",
        "The price is not decimal text greater than 0 with at most "
        f"12 digits before and after the point ({PRICE_DIGITS} significant); nothing "
        "was stored.",
    )
    if not isinstance(value, str) or not _PRICE_TEXT.fullmatch(value):
        raise refused
    number = Decimal(value)
    if number <= 0:
        raise refused
    exact = storable_number(number.scaleb(-2) if minor else number)  # scaleb moves the point: exact
    if len(Decimal(exact).as_tuple().digits) > PRICE_DIGITS:
        raise refused
    return exact


def _currency(value: Any) -> str:
    if not isinstance(value, str) or value not in CURRENCY_CODES:
        raise PriceFailure("currency_invalid", "The answer's currency is not an ISO 4217 code.")
    return value


def _checked_day(text: str, now: int) -> str:
    try:
        day = datetime.date.fromisoformat(text)
    except ValueError:
        raise _date_invalid() from None
    today = datetime.datetime.fromtimestamp(now, datetime.UTC).date()
    if not today - datetime.timedelta(days=MAX_AGE_DAYS) <= day <= today + datetime.timedelta(days=1):
        raise _date_invalid()
    return day.isoformat()


def _date_invalid() -> PriceFailure:
    return PriceFailure(
        "date_invalid",
        f"The price's day is not a day (yyyy-MM-dd) from {MAX_AGE_DAYS} "
        "days ago to tomorrow, or its time does not fall on it.",
    )


def _wrong_listing() -> PriceFailure:
    return PriceFailure("wrong_listing", "The source answered for another listing than the one asked.")


def _unauthorized() -> PriceFailure:
    return PriceFailure(
        "source_unauthorized", "The source refused the credential: set a valid key on the integration."
    )


def _rate_limited() -> PriceFailure:
    return PriceFailure("source_rate_limited", "The source's rate limit was reached: fetch again later.")
