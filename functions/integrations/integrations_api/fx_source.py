"""Where FX rates come from: the sources a firm may choose, the one guarded GET a fetch makes, and
the source's answer read as hostile input into a `Sheet` of exact rates, or `FxFailure`.

Sources (a fixed list, docs/decisions.md):
- `ecb`: the European Central Bank's euro foreign exchange reference rates, the daily XML document
  at ECB_URL (about 30 currencies against the euro, published on TARGET business days around 16:00
  CET). Its address is fixed: the firm chooses nothing but the source.
- `json`: a JSON rates service in the Frankfurter / ECB-mirror shape at the firm's https `baseUrl`
  (`https://api.frankfurter.dev/v1`, or one the firm hosts): `GET <baseUrl>/latest` answers
  `{"base": "EUR", "date": "2025-03-04", "rates": {"USD": 1.0485, ...}}` (an `amount`, if any, is 1).
  The base URL meets the connectors' address rules (kernel.address_guard: https, no user name, no
  query, no fragment, a public host that is not this service), on save and again on every fetch.

The call goes through the Outbound port (resolve, check every address, pin, TLS against the name, no
redirects, no proxies) within SOURCE_LIMITS, or the port's own when they are tighter.

The answer, before anything of it is stored: a 2xx (a 30x is never followed), at most
MAX_SOURCE_BYTES, parsed strictly (JSON: kernel.json_codec, numbers exact, no NaN, no repeated key;
XML: no DOCTYPE or entity declaration, the ECB structure and nothing else), a date that exists and
is not after the fetch's day (UTC) plus one, every currency an ISO 4217 code at most once, every
rate a positive number of at most MAX_RATE_DIGITS significant digits within MIN_RATE..MAX_RATE.
One bad rate refuses the whole answer: a fetch stores all its rates or none.
"""

from __future__ import annotations

import copy
import datetime
import re
from collections.abc import Iterable, Mapping
from decimal import ROUND_HALF_EVEN, Context, Decimal, InvalidOperation
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from catalog.enums import CURRENCY_CODES
from connectors.calls import saved_target
from kernel import json_codec
from kernel.address_guard import Target, check_url
from kernel.aws import storable_number
from kernel.outbound import Answer, Limits, Outbound

SOURCES = {
    "ecb": "European Central Bank euro reference rates (daily XML, fixed address)",
    "json": "A JSON rates service in the Frankfurter shape at your https baseUrl (GET <baseUrl>/latest)",
}
ECB_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
ECB_NAMESPACE = "http://www.ecb.int/vocabulary/2002-08-01/eurofxref"
MAX_SOURCE_BYTES = 262_144  # 256 KiB: the ECB's daily file is under 2 KiB, a JSON latest under 4 KiB
MAX_CURRENCIES = 400  # ISO 4217 has fewer than 200 active codes
MAX_RATE_DIGITS = 20
MIN_RATE = Decimal("1e-9")
MAX_RATE = Decimal("1e9")
DERIVED_DIGITS = 12  # significant digits of a rate derived through the source's base (half-even)
SOURCE_LIMITS = Limits(
    connect_seconds=3.0, read_seconds=3.0, total_seconds=4.0, max_response_bytes=MAX_SOURCE_BYTES
)
USER_AGENT = "records-platform-fx/1"
_DECIMAL_TEXT = re.compile(r"^[0-9]{1,12}(?:\.[0-9]{1,20})?$")
_DAY = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
_DECLARATION = re.compile(rb"<!(?!--)")  # DOCTYPE, ENTITY, ELEMENT...: only comments may open with <!
_DIVIDE = Context(prec=DERIVED_DIGITS, rounding=ROUND_HALF_EVEN)


class FxFailure(Exception):
    """A fetch that stored nothing: `code` says why (the report's failure.code)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Call(NamedTuple):
    """Where a fetch connects, what it asks for, and what it accepts."""

    target: Target
    path: str
    accept: str


class Sheet(NamedTuple):
    """One answer of a source: how many units of each currency one `base` buys, on `date`."""

    base: str
    date: str  # yyyy-MM-dd, the rates' value date as the source says
    rates: Mapping[str, Decimal | int]

    def rate(self, base: str, quote: str) -> tuple[Decimal | int, bool] | None:
        """One `base` in `quote`, and whether it is derived (through the sheet's base) rather than
        quoted; None when the sheet has neither currency."""
        if base == self.base and quote in self.rates:
            return self.rates[quote], False
        if quote == self.base and base in self.rates:
            return storable_number(_DIVIDE.divide(Decimal(1), Decimal(self.rates[base]))), True
        if base in self.rates and quote in self.rates:
            divided = _DIVIDE.divide(Decimal(self.rates[quote]), Decimal(self.rates[base]))
            return storable_number(divided), True
        return None


# ---- where ---------------------------------------------------------------------------------------


def check_on_save(
    source: str, base_url: str | None, service_hosts: Iterable[str], outbound: Outbound
) -> None:
    """On PUT /fx/settings: a json source's base URL meets the connectors' rules, and what its name
    resolves to now passes the guard (a name that does not resolve yet is saved). 400 with the guard's
    code naming `baseUrl` otherwise."""
    if source == "json" and base_url is not None:
        saved_target(base_url, service_hosts, outbound)


def call_of(settings: Mapping[str, Any], service_hosts: Iterable[str]) -> Call:
    """The call a fetch makes for these settings, the address checked again (address_guard.Refused,
    with the guard's code, when it is refused now)."""
    if settings["source"] == "ecb":
        return Call(
            check_url(ECB_URL.split("/stats/")[0], service_hosts),
            urlsplit(ECB_URL).path,
            "application/xml, text/xml;q=0.9",
        )
    target = check_url(str(settings["baseUrl"]), service_hosts)
    return Call(target, f"{target.path}/latest", "application/json")


def bounded(outbound: Outbound) -> Outbound:
    """The port with the source's limits, or its own where they are tighter (a test's)."""
    made = copy.copy(outbound)
    theirs = outbound.limits
    made.limits = Limits(
        connect_seconds=min(SOURCE_LIMITS.connect_seconds, theirs.connect_seconds),
        read_seconds=min(SOURCE_LIMITS.read_seconds, theirs.read_seconds),
        total_seconds=min(SOURCE_LIMITS.total_seconds, theirs.total_seconds),
        max_response_bytes=min(SOURCE_LIMITS.max_response_bytes, theirs.max_response_bytes),
    )
    return made


def headers(call: Call) -> list[tuple[str, str]]:
    return [("User-Agent", USER_AGENT), ("Accept", call.accept), ("Accept-Encoding", "identity")]


# ---- the answer ----------------------------------------------------------------------------------


def body_of(answer: Answer, limits: Limits) -> bytes:
    """The source's bytes from a 2xx answer, or FxFailure."""
    if 300 <= answer.status < 400:
        raise FxFailure(
            "source_redirected",
            f"The source answered {answer.status}, a redirect (never "
            "followed): set the address it points to.",
        )
    if not 200 <= answer.status < 300:
        raise FxFailure("source_status", f"The source answered HTTP {answer.status}.")
    if answer.truncated and len(answer.body) >= limits.max_response_bytes:
        raise FxFailure(
            "source_too_large",
            f"The source's answer is larger than {limits.max_response_bytes:,} bytes; nothing was stored.",
        )
    if answer.truncated:
        raise FxFailure("timeout", "The source's answer did not arrive in time; nothing was stored.")
    return answer.body


def read_sheet(source: str, body: bytes, today: datetime.date) -> Sheet:
    """The answer as a Sheet, or FxFailure: nothing of an answer that fails is stored."""
    sheet = _read_ecb(body) if source == "ecb" else _read_json(body)
    _check_date(sheet.date, today)
    return sheet


def _read_json(body: bytes) -> Sheet:
    try:
        document = json_codec.loads(body)
    except json_codec.JsonError as error:
        raise FxFailure("source_invalid", f"The answer is not JSON ({error}).") from None
    if not isinstance(document, dict):
        raise FxFailure("source_invalid", 'The answer is not a JSON object {"base", "date", "rates"}.')
    base, day, rates = document.get("base"), document.get("date"), document.get("rates")
    if "amount" in document and (isinstance(document["amount"], bool) or document["amount"] != 1):
        raise FxFailure("source_invalid", "The answer's amount is not 1: its rates are not per unit.")
    if not isinstance(rates, dict) or not isinstance(day, str):
        raise FxFailure("source_invalid", 'The answer lacks "date" or a "rates" object.')
    base = _currency(base, "base")
    return Sheet(base, day, _rates(list(rates.items()), base, text=False))


def _read_ecb(body: bytes) -> Sheet:
    from xml.etree import ElementTree

    if _DECLARATION.search(body):
        raise FxFailure("source_invalid", "The answer declares a DOCTYPE or entities; it is not read.")
    try:
        root = ElementTree.fromstring(body)  # noqa: S314 - no DOCTYPE or entity can reach the parser
    except ElementTree.ParseError:
        raise FxFailure("source_invalid", "The answer is not the ECB's XML.") from None
    cube = f"{{{ECB_NAMESPACE}}}Cube"
    days = [element for element in root.iter(cube) if "time" in element.attrib]
    if len(days) != 1:
        raise FxFailure("source_invalid", "The answer is not the ECB's daily reference rates (one day).")
    (dated,) = days
    pairs = []
    for element in dated:
        if element.tag != cube or set(element.attrib) != {"currency", "rate"}:
            raise FxFailure("source_invalid", "The answer is not the ECB's XML: an unexpected element.")
        pairs.append((element.attrib["currency"], element.attrib["rate"]))
    return Sheet("EUR", dated.attrib["time"], _rates(pairs, "EUR", text=True))


def _rates(pairs: list[tuple[Any, Any]], base: str, *, text: bool) -> dict[str, Decimal | int]:
    """The rates by currency; `text`: written as decimal text (the ECB's XML), else JSON numbers."""
    if not pairs:
        raise FxFailure("source_invalid", "The answer holds no rates.")
    if len(pairs) > MAX_CURRENCIES:
        raise FxFailure("source_invalid", f"The answer holds more than {MAX_CURRENCIES} rates.")
    rates: dict[str, Decimal | int] = {}
    for code, value in pairs:
        currency = _currency(code, "rates")
        if currency == base or currency in rates:
            raise FxFailure("currency_invalid", f"The answer quotes {currency} twice, or against itself.")
        rates[currency] = _rate(currency, value, text)
    return rates


def _currency(code: Any, where: str) -> str:
    if not isinstance(code, str) or code not in CURRENCY_CODES:
        raise FxFailure(
            "currency_invalid", f"The answer's {where} names a currency that is not an ISO 4217 code."
        )
    return code


def _rate(currency: str, value: Any, text: bool) -> Decimal | int:
    """A rate as sent, exactly: a JSON number (never a string), or the ECB's decimal text; positive,
    bounded."""
    refused = FxFailure(
        "rate_invalid",
        f"The rate of {currency} is not a positive number from {MIN_RATE} "
        f"to {MAX_RATE} with at most {MAX_RATE_DIGITS} significant digits; nothing was "
        "stored.",
    )
    if text:
        if not isinstance(value, str) or not _DECIMAL_TEXT.fullmatch(value):
            raise refused
        value = Decimal(value)
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise refused
    try:
        number = Decimal(value)
        if not number.is_finite() or not MIN_RATE <= number <= MAX_RATE:
            raise refused
        exact = storable_number(number)
    except (ValueError, InvalidOperation, OverflowError):
        raise refused from None
    if len(Decimal(exact).as_tuple().digits) > MAX_RATE_DIGITS:
        raise refused
    return exact


def _check_date(day: str, today: datetime.date) -> None:
    try:
        date = datetime.date.fromisoformat(day) if _DAY.fullmatch(day) else None
    except ValueError:
        date = None
    if date is None:
        raise FxFailure("source_invalid", "The answer's date is not a day as yyyy-MM-dd.")
    if date > today + datetime.timedelta(days=1):
        raise FxFailure("source_invalid", "The answer's date is in the future.")
