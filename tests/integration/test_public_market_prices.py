"""Public-market prices (spec 4.6, "Price feed"; issue 39) under moto: /public-markets/settings with its
daily `prices` schedule, the fetch (POST /public-markets/fetch, and the worker the schedule invokes)
through the address guard to a fake Twelve Data and a fake json price service over TLS on loopback
(tests/connector_support.py: never the internet), /public-markets/status, and a listing's stored
prices. Each price is stored once per listing and day, exactly; every hostile answer stores nothing
for its listing."""

from __future__ import annotations

import datetime
import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Any
from urllib.parse import parse_qs, urlsplit

import boto3
import pytest
import trustme

from integrations_api import price_fetch, price_source
from integrations_api.fx_schedules import SCHEDULED_TIME, FxSchedules, Held
from integrations_api.fx_worker import FxWorker, lambda_handler
from integrations_api.handler import create_app
from integrations_api.price_fetch import price_partition
from integrations_api.price_source import MAX_ANSWER_BYTES
from integrations_api.secrets import IntegrationSecrets
from kernel import json_codec
from kernel.outbound import Outbound
from kernel.ports import Ports
from kernel.services import Services
from kernel.unit_of_work import Actor, Commit, Create, commit
from local_stack.template import load_template, local_arns
from records_api.handler import create_app as records_app
from tests.connector_support import (
    PARTNER_ADDRESS,
    PARTNER_HOST,
    LoopbackBackend,
    PartnerSystem,
    Reply,
    Seen,
    StubResolver,
    outbound,
)
from tests.integration.race_support import in_order, together
from tests.integration.records_support import TickingClock
from tests.support import NOW, Result, Stack, api_event, call
from tests.unit.test_address_guard import HOSTILE, SERVICE_HOSTS

__all__ = ["in_order"]
X = "/api/v1/x/public-markets"
TWELVE_DATA_HOST = "api.twelvedata.com"
BASE_URL = f"https://{PARTNER_HOST}/prices"
KEY = "td-Qx7-UNIQUE-key-5521"
TODAY = datetime.datetime.fromtimestamp(NOW, datetime.UTC).date().isoformat()  # 2027-01-15
YESTERDAY = "2027-01-14"
JSON_SETTINGS = {"source": "json", "baseUrl": BASE_URL, "schedule": "off"}
TWELVE_DATA = {"source": "twelvedata", "schedule": "off"}
GROUP = "test-FxSchedules"
_ARNS = local_arns(load_template(), "test")
SCHEDULES = FxSchedules(
    GROUP, _ARNS["FxFetchFunction.Arn"], _ARNS["FxSchedulerRole.Arn"], _ARNS["FxFetchFailures.Arn"]
)
NOBODY = "pml_" + "0" * 26


def market_midnight(day: str) -> int:
    """A daily bar's `timestamp` as Twelve Data gives it: the day's start in New York (05:00 UTC)."""
    return int(datetime.datetime.fromisoformat(f"{day}T05:00:00+00:00").timestamp())


def quote(symbol: str, close: Any, day: str = TODAY, **more: Any) -> dict[str, Any]:
    """A Twelve Data quote answer, in the shape of its documentation (prices as decimal text)."""
    return {
        "symbol": symbol,
        "name": f"{symbol} Inc",
        "exchange": "NASDAQ",
        "mic_code": "XNGS",
        "currency": "USD",
        "datetime": day,
        "timestamp": market_midnight(day),
        "open": "10.00000",
        "high": "13.00000",
        "low": "9.50000",
        "close": close,
        "volume": "1200345",
        "previous_close": "11.00000",
        "change": "1.34",
        "percent_change": "12.18",
        "is_market_open": False,
        "fifty_two_week": {"low": "5.00000", "high": "20.00000"},
    } | more


def error_body(code: int) -> bytes:
    """How Twelve Data answers an error: HTTP 200, the code in the body."""
    said = {"code": code, "message": "**apikey** parameter is incorrect", "status": "error"}
    return json.dumps(said).encode()


@dataclass
class Systems:
    ca: trustme.CA
    twelve_data: PartnerSystem
    json_service: PartnerSystem


@pytest.fixture(scope="module")
def systems() -> Iterator[Systems]:
    ca = trustme.CA()
    twelve_data, json_service = PartnerSystem(ca, host=TWELVE_DATA_HOST), PartnerSystem(ca)
    try:
        yield Systems(ca, twelve_data, json_service)
    finally:
        twelve_data.close()
        json_service.close()


def by_symbol(answers: dict[str, Any]) -> Callable[[Seen], Reply]:
    """Twelve Data answering each `symbol` asked: a quote, raw bytes or a whole Reply (404 otherwise)."""

    def respond(seen: Seen) -> Reply:
        asked = parse_qs(urlsplit(seen.path).query)
        answer = answers.get(asked.get("symbol", [""])[0])
        if isinstance(answer, Reply):
            return answer
        if isinstance(answer, bytes):
            return Reply(body=answer)
        return Reply(body=json.dumps(answer).encode() if answer is not None else error_body(404))

    return respond


def json_quotes(*quotes: dict[str, Any]) -> Callable[[Seen], Reply]:
    return lambda seen: Reply(body=json.dumps({"quotes": list(quotes)}).encode())


@dataclass
class Firm:
    """An administrator of a firm calling the integrations family, and the two price sources."""

    stack: Stack
    firm_id: str
    user_id: str
    token: str
    app: Any
    systems: Systems
    resolver: StubResolver

    def call(self, method: str, path: str = "", **kwargs: Any) -> Result:
        """The answer with its numbers exact (Decimal), as a client reading JSON exactly sees them."""
        kwargs.setdefault("token", self.token)
        target = path if path.startswith("/api/") else f"{X}{path}"
        response = self.app.lambda_handler(api_event(method, target, **kwargs), None)
        raw = response.get("body")
        body = json_codec.loads(raw) if raw else None
        return Result(response["statusCode"], response.get("headers", {}), body)

    def reach(self, system: PartnerSystem) -> LoopbackBackend:
        """Outbound calls go to this system (its name and the other's resolve to its public address)."""
        backend = LoopbackBackend(system.port)
        self.app.ports.override(Outbound, outbound(self.systems.ca, backend, self.resolver))
        return backend

    def listing(self, ticker: str = "ACME", exchange: str = "XNAS") -> dict[str, Any]:
        company = call(
            self.stack.app(records_app()),
            "POST",
            "/api/v1/x/records/Company",
            token=self.token,
            body={"name": f"{ticker} Holdings", "companyType": "Portfolio"},
        )
        assert company.status == 201, company.body
        body = {"ticker": ticker, "exchange": exchange, "companyId": company.body["result"]["id"]}
        made = self.call("POST", "/listing", body=body)
        assert made.status == 201, made.body
        return dict(made.body)

    def settings(self, body: dict[str, Any], **kwargs: Any) -> Result:
        return self.call("PUT", "/settings", body=body, **kwargs)

    def connect_twelve_data(self, key: str = KEY, provider: str = "twelvedata") -> str:
        made = self.call(
            "POST", "/api/v1/x/integrations", body={"provider": provider, "name": f"{provider} key"}
        )
        assert made.status == 201, made.body
        item = f"/api/v1/x/integrations/{made.body['id']}"
        assert self.call("POST", f"{item}/credential", body={"value": key}).status == 200
        assert self.call("POST", f"{item}/activate").status == 200
        return str(made.body["id"])

    def fetch(self, **kwargs: Any) -> Result:
        return self.call("POST", "/fetch", **kwargs)

    def report(self) -> dict[str, Any]:
        answer = self.fetch()
        assert answer.status == 200, answer.body
        return dict(answer.body)

    def prices(self, listing_id: str, query: str = "") -> list[dict[str, Any]]:
        listed = self.call("GET", f"/listings/{listing_id}/prices", query=query)
        assert listed.status == 200, listed.body
        return list(listed.body["items"])

    def status(self) -> dict[str, Any]:
        answer = self.call("GET", "/status")
        assert answer.status == 200, answer.body
        return dict(answer.body)

    def shown(self, listing_id: str) -> dict[str, Any]:
        return dict(self.call("GET", f"/listing/{listing_id}").body)

    def stored_prices(self, listing_id: str) -> list[dict[str, Any]]:
        """The price items as stored, read past the routes (a deleted listing's too)."""
        store = self.stack.services().tenant_store(self.firm_id)
        return store.query(price_partition(listing_id), consistent=True).items

    def worker(self) -> FxWorker:
        return FxWorker(
            Ports(
                {
                    Services: self.stack.services,
                    Outbound: lambda: self.app.ports.get(Outbound),
                    FxSchedules: lambda: SCHEDULES,
                    IntegrationSecrets: lambda: self.app.ports.get(IntegrationSecrets),
                }
            )
        )

    def seed_price(self, listing_id: str, day: str, price: str) -> None:
        services = self.stack.services()
        values = {
            "listingId": listing_id,
            "ticker": "ACME",
            "exchange": "XNAS",
            "date": day,
            "price": Decimal(price),
            "currency": "USD",
            "priceAt": f"{day}T00:00:00Z",
            "source": "json",
            "fetchedAt": int(NOW),
        }
        commit(
            [Create(price_partition(listing_id), day, values)],
            Commit(
                services.tenant_store(self.firm_id),
                Actor(self.user_id, "system"),
                "seed",
                services.clock,
                services.change_sequence,
            ),
        )


def firm_of(
    stack: Stack,
    systems: Systems,
    role: str = "admin",
    scopes: list[str] | None = None,
    firm_id: str | None = None,
) -> Firm:
    app = stack.app(create_app())
    app.ports.override(FxSchedules, SCHEDULES)
    app.ports.override(IntegrationSecrets, IntegrationSecrets("records-platform/test"))
    member = stack.member(firm_id or stack.firm(), role)
    token = stack.api_token(member, scopes or ["records:write"])
    resolver = StubResolver({TWELVE_DATA_HOST: [PARTNER_ADDRESS], PARTNER_HOST: [PARTNER_ADDRESS]})
    made = Firm(stack, member.firm_id, member.user_id, token, app, systems, resolver)
    made.reach(systems.twelve_data)
    return made


@pytest.fixture
def f(stack: Stack, systems: Systems) -> Firm:
    stack.clock = TickingClock()
    for system in (systems.twelve_data, systems.json_service):
        system.seen.clear()
        system.respond = lambda seen: Reply(status=500, body=b"{}")
    return firm_of(stack, systems)


def schedules_of(firm_id: str, kind: str = "prices") -> list[dict[str, Any]]:
    client = boto3.client("scheduler")
    found = client.list_schedules(GroupName=GROUP, NamePrefix=f"{kind}-{firm_id}-")["Schedules"]
    return [client.get_schedule(GroupName=GROUP, Name=summary["Name"]) for summary in found]


def fire(f: Firm, event: dict[str, Any], at: str = f"{TODAY}T22:00:00Z") -> Any:
    """What Scheduler sends the worker when the schedule fires (its Input, the time filled in)."""
    return lambda_handler({**event, "scheduledAt": at}, None, worker=f.worker())["report"]


def outcome_of(report: dict[str, Any], listing: dict[str, Any]) -> dict[str, Any]:
    (result,) = [each for each in report["results"] if each["listingId"] == listing["id"]]
    return dict(result)


# ---- /public-markets/settings ---------------------------------------------------------------------


def test_settings_start_unset_and_a_put_sets_them_whole_with_a_version(f: Firm) -> None:
    empty = f.call("GET", "/settings")
    assert (empty.status, empty.headers["ETag"]) == (200, '"0"')
    assert empty.body == {
        "source": None,
        "baseUrl": None,
        "schedule": "off",
        "hourUtc": None,
        "version": 0,
        "updatedAt": None,
    }
    put = f.settings(TWELVE_DATA)
    assert (put.status, put.headers["ETag"], put.body["source"], put.body["version"]) == (
        200,
        '"1"',
        "twelvedata",
        1,
    )
    assert f.call("GET", "/settings").body == put.body
    moved = f.settings(JSON_SETTINGS, headers={"If-Match": '"1"'})
    assert (moved.status, moved.body["baseUrl"], moved.body["version"]) == (200, BASE_URL, 2)
    stale = f.settings(TWELVE_DATA, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert f.settings(JSON_SETTINGS).body["version"] == 2  # as it is: nothing written
    back = f.settings(TWELVE_DATA).body
    assert (back["source"], back["baseUrl"], back["version"]) == ("twelvedata", None, 3)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"schedule": "off"}, "source"),
        ({"source": "yahoo", "schedule": "off"}, "source"),
        ({"source": "json", "schedule": "off"}, "baseUrl"),
        ({"source": "twelvedata", "baseUrl": BASE_URL, "schedule": "off"}, "baseUrl"),
        ({"source": "twelvedata"}, "schedule"),
        ({"source": "twelvedata", "schedule": "weekly"}, "schedule"),
        ({"source": "twelvedata", "schedule": "daily"}, "hourUtc"),
        ({"source": "twelvedata", "schedule": "daily", "hourUtc": 24}, "hourUtc"),
        ({"source": "twelvedata", "schedule": "daily", "hourUtc": "22"}, "hourUtc"),
        ({"source": "twelvedata", "schedule": "off", "hourUtc": 22}, "hourUtc"),
        ({"source": "twelvedata", "schedule": "off", "apiKey": "x"}, "apiKey"),
    ],
)
def test_a_bad_settings_body_is_400_naming_the_field_and_nothing_is_stored(
    f: Firm, body: dict[str, Any], field: str
) -> None:
    refused = f.settings(body)
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert field in [detail["field"] for detail in refused.body["error"]["details"]]
    assert f.call("GET", "/settings").body["version"] == 0
    assert schedules_of(f.firm_id) == []


def test_every_hostile_base_url_is_refused_on_save_and_nothing_is_sent(stack: Stack, f: Firm) -> None:
    services = stack.services()
    services.settings = stack.settings._replace(service_hosts=tuple(SERVICE_HOSTS))
    f.app.ports.override(Services, services)
    for url, code in HOSTILE:
        answer = f.settings({"source": "json", "baseUrl": url, "schedule": "daily", "hourUtc": 6})
        assert (answer.status, answer.code) == (400, code), (url, answer.body)
        assert answer.body["error"]["details"][0]["field"] == "baseUrl"
    f.resolver.answers[PARTNER_HOST] = [PARTNER_ADDRESS, "169.254.169.254"]  # one address private
    assert f.settings(JSON_SETTINGS).code == "address_not_public"
    assert f.call("GET", "/settings").body["version"] == 0
    assert schedules_of(f.firm_id) == []
    assert (f.systems.json_service.seen, f.systems.twelve_data.seen) == ([], [])


def test_settings_and_the_fetch_are_an_administrators_and_prices_a_members(
    stack: Stack, systems: Systems, f: Firm
) -> None:
    listing = f.listing()
    for role in ("member", "viewer", "compliance"):
        other = firm_of(stack, systems, role=role, firm_id=f.firm_id)
        for method, path, body in (
            ("GET", "/settings", None),
            ("PUT", "/settings", TWELVE_DATA),
            ("POST", "/fetch", None),
        ):
            answer = other.call(method, path, body=body)
            assert (answer.status, answer.code) == (403, "permission_denied"), (role, method, path)
    member = firm_of(stack, systems, role="member", firm_id=f.firm_id)
    assert member.call("GET", f"/listings/{listing['id']}/prices").status == 200
    assert member.call("GET", "/status").status == 200
    reader = firm_of(stack, systems, scopes=["records:read"], firm_id=f.firm_id)
    assert reader.call("GET", "/settings").status == 200
    assert reader.settings(TWELVE_DATA).code == reader.fetch().code == "scope_denied"
    assert f.call("GET", "/settings").body["version"] == 0
    assert f.systems.twelve_data.seen == []


# ---- the schedule -----------------------------------------------------------------------------------


def test_a_daily_prices_schedule_is_put_moved_and_removed_with_the_settings(f: Firm) -> None:
    assert f.settings({**TWELVE_DATA, "schedule": "daily", "hourUtc": 22}).status == 200
    [found] = schedules_of(f.firm_id)
    assert (found["Name"], found["ScheduleExpression"], found["ScheduleExpressionTimezone"]) == (
        f"prices-{f.firm_id}-1-22",
        "cron(0 22 * * ? *)",
        "UTC",
    )
    assert found["Target"]["Arn"].endswith(":function:test-FxFetchFunction")
    assert json.loads(found["Target"]["Input"]) == {
        "source": "prices",
        "firmId": f.firm_id,
        "generation": 1,
        "hourUtc": 22,
        "scheduledAt": SCHEDULED_TIME,
    }
    assert schedules_of(f.firm_id, "fx") == []  # the FX settings hold none: the kinds are apart
    assert "held" not in f.call("GET", "/settings").body
    assert f.settings({**JSON_SETTINGS, "schedule": "daily", "hourUtc": 22}).status == 200  # the same hour
    assert [s["Name"] for s in schedules_of(f.firm_id)] == [f"prices-{f.firm_id}-1-22"]
    assert f.settings({**JSON_SETTINGS, "schedule": "daily", "hourUtc": 6}).status == 200
    assert [s["Name"] for s in schedules_of(f.firm_id)] == [f"prices-{f.firm_id}-3-6"]
    assert f.settings(JSON_SETTINGS).status == 200
    assert schedules_of(f.firm_id) == []


def test_the_worker_fetches_prices_when_the_schedule_fires_and_stores_each_once(f: Firm) -> None:
    acme = f.listing("ACME", "XNAS")
    f.connect_twelve_data()
    f.systems.twelve_data.respond = by_symbol({"ACME": quote("ACME", "148.78999")})
    assert f.settings({**TWELVE_DATA, "schedule": "daily", "hourUtc": 22}).status == 200
    [schedule] = schedules_of(f.firm_id)
    event = json.loads(schedule["Target"]["Input"])
    first = fire(f, event)
    assert (first["via"], first["stored"], first["alreadyStored"], first["failure"]) == (
        "schedule",
        1,
        0,
        None,
    )
    again = fire(f, event)  # Scheduler retried, or the next firing finds the same day
    assert (again["stored"], again["alreadyStored"]) == (0, 1)
    assert [(p["date"], p["price"]) for p in f.prices(acme["id"])] == [(TODAY, Decimal("148.78999"))]
    assert [seen.headers["authorization"] for seen in f.systems.twelve_data.seen] == [f"apikey {KEY}"] * 2
    last = f.status()["lastRun"]
    assert (last["via"], last["stored"], last["alreadyStored"]) == ("schedule", 0, 1)


def test_a_prices_schedule_the_settings_do_not_hold_is_deleted_when_it_fires_and_fetches_nothing(
    f: Firm,
) -> None:
    f.listing()
    f.connect_twelve_data()
    assert f.settings({**TWELVE_DATA, "schedule": "daily", "hourUtc": 22}).status == 200
    held = f"prices-{f.firm_id}-1-22"
    for stale in (Held(5, 0), Held(5, 1)):  # an older one a failed delete left; one of a PUT that lost
        SCHEDULES.put(f.firm_id, stale, "prices")
        event = {
            "source": "prices",
            "firmId": f.firm_id,
            "generation": stale.generation,
            "hourUtc": stale.hour,
        }
        assert fire(f, event) is None
        assert [s["Name"] for s in schedules_of(f.firm_id)] == [held]
    SCHEDULES.put(f.firm_id, Held(9, 7), "prices")  # of a PUT that may yet commit: kept
    assert fire(f, {"source": "prices", "firmId": f.firm_id, "generation": 7, "hourUtc": 9}) is None
    assert sorted(s["Name"] for s in schedules_of(f.firm_id)) == [held, f"prices-{f.firm_id}-7-9"]
    SCHEDULES.delete(f.firm_id, Held(9, 7), "prices")
    assert f.systems.twelve_data.seen == []


def test_at_schedule_time_a_source_no_longer_connected_is_the_runs_failure(f: Firm) -> None:
    listing = f.listing()
    integration = f.connect_twelve_data()
    assert f.settings({**TWELVE_DATA, "schedule": "daily", "hourUtc": 22}).status == 200
    assert f.call("POST", f"/api/v1/x/integrations/{integration}/deactivate").status == 200
    report = fire(f, {"source": "prices", "firmId": f.firm_id, "generation": 1, "hourUtc": 22})
    assert (report["failure"]["code"], report["stored"], report["notYetPriced"]) == (
        "price_source_not_connected",
        0,
        1,
    )
    assert f.systems.twelve_data.seen == []
    status = f.status()
    assert (status["lastRun"]["failure"]["code"], status["lastRunAt"], status["lastPriceAt"]) == (
        "price_source_not_connected",
        report["fetchedAt"],
        None,
    )
    assert f.prices(listing["id"]) == []


def test_an_event_of_another_kind_is_ignored(f: Firm) -> None:
    assert fire(f, {"source": "weather", "firmId": f.firm_id, "generation": 1, "hourUtc": 22}) is None


# ---- Twelve Data ------------------------------------------------------------------------------------


def test_twelve_data_is_asked_per_listing_as_its_api_documents_and_prices_are_stored_exactly(f: Firm) -> None:
    acme, vod = f.listing("ACME", "XNAS"), f.listing("BRK.B", "XNYS")
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = by_symbol(
        {"ACME": quote("ACME", "148.78999"), "BRK.B": quote("BRK.B", "412.50")}
    )
    report = f.report()
    assert {
        key: report[key]
        for key in (
            "via",
            "source",
            "listings",
            "asked",
            "stored",
            "alreadyStored",
            "failed",
            "notYetPriced",
            "failure",
        )
    } == {
        "via": "manual",
        "source": "twelvedata",
        "listings": 2,
        "asked": 2,
        "stored": 2,
        "alreadyStored": 0,
        "failed": 0,
        "notYetPriced": 0,
        "failure": None,
    }
    assert outcome_of(report, acme) == {
        "listingId": acme["id"],
        "ticker": "ACME",
        "exchange": "XNAS",
        "outcome": "stored",
        "date": TODAY,
        "price": Decimal("148.78999"),
        "currency": "USD",
        "priceAt": "2027-01-15T05:00:00Z",
        "failure": None,
    }
    asked = sorted(
        (seen.method, seen.path, seen.headers["host"], seen.headers["authorization"])
        for seen in f.systems.twelve_data.seen
    )
    assert asked == [
        ("GET", "/quote?symbol=ACME&mic_code=XNAS", TWELVE_DATA_HOST, f"apikey {KEY}"),
        ("GET", "/quote?symbol=BRK.B&mic_code=XNYS", TWELVE_DATA_HOST, f"apikey {KEY}"),
    ]
    [stored] = f.prices(acme["id"])
    assert stored == {
        "date": TODAY,
        "price": Decimal("148.78999"),
        "currency": "USD",
        "priceAt": "2027-01-15T05:00:00Z",
        "source": "twelvedata",
        "fetchedAt": report["fetchedAt"],
    }
    assert isinstance(stored["price"], Decimal)
    assert [p["price"] for p in f.prices(vod["id"])] == [Decimal("412.5")]
    shown = f.shown(acme["id"])
    assert (shown["lastPrice"], shown["priceCurrency"], shown["priceAt"]) == (
        Decimal("148.78999"),
        "USD",
        "2027-01-15T05:00:00Z",
    )
    status = f.status()
    assert (status["state"], status["source"], status["lastRunAt"], status["lastPriceAt"]) == (
        "connected",
        "twelvedata",
        report["fetchedAt"],
        "2027-01-15T05:00:00Z",
    )
    assert {(each["ticker"], each["lastPrice"]) for each in status["listings"]} == {
        ("ACME", Decimal("148.78999")),
        ("BRK.B", Decimal("412.5")),
    }
    for answered in (json.dumps(report, default=str), json.dumps(status, default=str)):
        assert KEY not in answered


def test_a_price_in_pence_is_stored_exactly_in_pounds(f: Firm) -> None:
    vod = f.listing("VOD", "XLON")
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = by_symbol({"VOD": quote("VOD", "71.86", currency="GBp")})
    assert f.report()["stored"] == 1
    [price] = f.prices(vod["id"])
    assert (price["price"], price["currency"]) == (Decimal("0.7186"), "GBP")


@pytest.mark.parametrize("connection", ["none", "inactive", "another_provider", "another_firm", "no_secret"])
def test_without_an_active_twelvedata_integration_the_fetch_is_409_and_nothing_is_sent(
    stack: Stack, systems: Systems, f: Firm, connection: str
) -> None:
    listing = f.listing()
    if connection == "inactive":
        integration = f.connect_twelve_data()
        assert f.call("POST", f"/api/v1/x/integrations/{integration}/deactivate").status == 200
    elif connection == "another_provider":
        f.connect_twelve_data(provider="pitchbook")
    elif connection == "another_firm":
        firm_of(stack, systems).connect_twelve_data()
    elif connection == "no_secret":
        integration = f.connect_twelve_data()
        boto3.client("secretsmanager").delete_secret(
            SecretId=f"records-platform/test/integrations/{f.firm_id}/{integration}",
            ForceDeleteWithoutRecovery=True,
        )
    assert f.settings(TWELVE_DATA).status == 200
    refused = f.fetch()
    assert (refused.status, refused.code) == (409, "price_source_not_connected")
    assert "/integrations" in refused.body["error"]["message"]
    assert f.systems.twelve_data.seen == []
    assert f.prices(listing["id"]) == []
    assert f.status()["lastRunAt"] is None


@pytest.mark.parametrize(
    ("answer", "code"),
    [
        (b"<html>not json</html>", "source_invalid"),
        (b"", "source_invalid"),
        (b"[1, 2]", "source_invalid"),
        (b'{"symbol": "ACME", "close": NaN}', "source_invalid"),
        (b'{"symbol": "ACME", "symbol": "ACME"}', "source_invalid"),
        (error_body(401), "source_unauthorized"),
        (error_body(403), "source_unauthorized"),
        (error_body(429), "source_rate_limited"),
        (error_body(400), "listing_not_found"),
        (error_body(500), "source_error"),
        (quote("ACME", "-148.78"), "price_invalid"),
        (quote("ACME", "0"), "price_invalid"),
        (quote("ACME", "0.0000"), "price_invalid"),
        (quote("ACME", 148.78), "price_invalid"),  # a JSON number: never read as a float
        (quote("ACME", "1.4878e2"), "price_invalid"),
        (quote("ACME", "NaN"), "price_invalid"),
        (quote("ACME", "Infinity"), "price_invalid"),
        (quote("ACME", "1234567890123"), "price_invalid"),  # 13 digits before the point
        (quote("ACME", "1.1234567890123"), "price_invalid"),  # 13 after it
        (quote("ACME", "123456789012.12345678901"), "price_invalid"),  # 23 significant digits
        (quote("ACME", " 148.78"), "price_invalid"),
        (quote("ACME", None), "price_invalid"),
        (quote("VOD", "148.78"), "wrong_listing"),
        (quote("ACME", "148.78") | {"symbol": None}, "wrong_listing"),
        (quote("ACME", "148.78", currency="usd"), "currency_invalid"),
        (quote("ACME", "148.78", currency="XBT"), "currency_invalid"),
        (quote("ACME", "148.78", currency=None), "currency_invalid"),
        (quote("ACME", "148.78") | {"datetime": "2027-02-30"}, "date_invalid"),
        (quote("ACME", "148.78") | {"datetime": "15/01/2027"}, "date_invalid"),
        (quote("ACME", "148.78", day="2027-01-20"), "date_invalid"),  # in the future
        (quote("ACME", "148.78", day="2020-01-15"), "date_invalid"),  # years old
        (quote("ACME", "148.78") | {"timestamp": market_midnight("2027-01-10")}, "date_invalid"),
        (quote("ACME", "148.78") | {"timestamp": True}, "date_invalid"),
        (quote("ACME", "148.78") | {"timestamp": "1800000000"}, "date_invalid"),
        (b"x" * (MAX_ANSWER_BYTES + 1), "source_too_large"),
        (
            Reply(status=302, body=b"", headers={"Location": "https://elsewhere.example/quote"}),
            "source_redirected",
        ),
        (Reply(status=401, body=error_body(401)), "source_unauthorized"),
        (Reply(status=429, body=b"{}", headers={"Retry-After": "60"}), "source_rate_limited"),
        (Reply(status=503, body=json.dumps(quote("ACME", "148.78")).encode()), "source_status"),
    ],
)
def test_a_hostile_twelve_data_answer_stores_nothing_for_its_listing(f: Firm, answer: Any, code: str) -> None:
    acme, other = f.listing("ACME", "XNAS"), f.listing("GOOD", "XNAS")
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = by_symbol({"ACME": answer, "GOOD": quote("GOOD", "10.5")})
    report = f.report()
    refused = outcome_of(report, acme)
    assert (refused["outcome"], refused["failure"]["code"], refused["price"]) == ("failed", code, None)
    assert "apikey" not in refused["failure"]["message"]  # this service's words, never the source's
    assert (report["stored"], report["failed"]) == (1, 1)
    assert f.prices(acme["id"]) == []
    assert f.shown(acme["id"])["lastPrice"] is None
    assert [p["price"] for p in f.prices(other["id"])] == [Decimal("10.5")]
    assert len([s for s in f.systems.twelve_data.seen if "ACME" in s.path]) == 1  # a redirect is not followed


def test_a_source_that_does_not_answer_in_time_stores_nothing(f: Firm) -> None:
    acme = f.listing()
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.app.ports.override(
        Outbound,
        outbound(
            f.systems.ca,
            LoopbackBackend(f.systems.twelve_data.port),
            f.resolver,
            f.app.ports.get(Outbound).limits._replace(total_seconds=0.5),
        ),
    )
    f.systems.twelve_data.respond = lambda seen: Reply(
        body=json.dumps(quote("ACME", "1.5")).encode(), delay=1.0
    )
    report = f.report()
    assert outcome_of(report, acme)["failure"]["code"] == "timeout"
    assert f.prices(acme["id"]) == []


# ---- the json source --------------------------------------------------------------------------------


def test_the_json_source_is_asked_in_batches_as_its_contract_says(
    f: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(price_source, "QUOTES_PER_CALL", 2)
    acme, vod, sap = f.listing("ACME", "XNAS"), f.listing("VOD", "XLON"), f.listing("SAP", "XETR")
    f.reach(f.systems.json_service)
    assert f.settings(JSON_SETTINGS).status == 200

    def answer(seen: Seen) -> Reply:
        asked = parse_qs(urlsplit(seen.path).query)["listings"][0].split(",")
        table = {
            "XNAS:ACME": ("ACME", "XNAS", "12.34", "USD", TODAY),
            "XLON:VOD": ("VOD", "XLON", "0.7186", "GBP", "2027-01-15T16:35:00Z"),
            "XETR:SAP": ("SAP", "XETR", "101.100", "EUR", "2027-01-15T17:30:00+01:00"),
        }
        quotes = [
            dict(zip(("ticker", "exchange", "price", "currency", "asOf"), table[each], strict=True))
            for each in asked
        ]
        return Reply(body=json.dumps({"quotes": quotes}).encode())

    f.systems.json_service.respond = answer
    report = f.report()
    assert (report["source"], report["stored"], report["failed"]) == ("json", 3, 0)
    seen = f.systems.json_service.seen
    assert sorted(s.path for s in seen) == [
        "/prices/quotes?listings=XETR:SAP",
        "/prices/quotes?listings=XNAS:ACME,XLON:VOD",
    ]
    assert all(s.headers["host"] == PARTNER_HOST and "authorization" not in s.headers for s in seen)
    assert f.systems.twelve_data.seen == []
    assert [(p["date"], p["price"], p["priceAt"]) for p in f.prices(acme["id"])] == [
        (TODAY, Decimal("12.34"), f"{TODAY}T00:00:00Z")
    ]
    assert [(p["price"], p["priceAt"]) for p in f.prices(vod["id"])] == [
        (Decimal("0.7186"), "2027-01-15T16:35:00Z")
    ]
    assert [(p["date"], p["price"], p["priceAt"]) for p in f.prices(sap["id"])] == [
        (TODAY, Decimal("101.1"), "2027-01-15T16:30:00Z")
    ]


GOOD = {"ticker": "ACME", "exchange": "XNAS", "price": "12.34", "currency": "USD", "asOf": TODAY}


@pytest.mark.parametrize(
    ("answer", "code"),
    [
        (b"not json", "source_invalid"),
        (b'{"quotes": {"ACME": 1}}', "source_invalid"),
        (b'{"quotes": [1]}', "source_invalid"),
        (json.dumps({"quotes": [GOOD, GOOD]}).encode(), "source_invalid"),
        (json.dumps({"quotes": [GOOD, {**GOOD, "ticker": "VOD"}]}).encode(), "source_invalid"),  # too many
        (json.dumps({"quotes": [{**GOOD, "exchange": "XLON"}]}).encode(), "wrong_listing"),
        (json.dumps({"quotes": [{**GOOD, "ticker": "acme"}]}).encode(), "wrong_listing"),
        (json.dumps({"quotes": []}).encode(), "not_quoted"),
        (json.dumps({"quotes": [GOOD]}).replace('"12.34"', "12.34").encode(), "price_invalid"),  # a number
        (json.dumps({"quotes": [{**GOOD, "price": "-12.34"}]}).encode(), "price_invalid"),
        (json.dumps({"quotes": [{**GOOD, "price": "1e3"}]}).encode(), "price_invalid"),
        (json.dumps({"quotes": [{**GOOD, "currency": "US$"}]}).encode(), "currency_invalid"),
        (json.dumps({"quotes": [{**GOOD, "asOf": "2027-13-01"}]}).encode(), "date_invalid"),
        (json.dumps({"quotes": [{**GOOD, "asOf": "2027-01-15T10:00"}]}).encode(), "date_invalid"),
        (json.dumps({"quotes": [{**GOOD, "asOf": "2027-03-01"}]}).encode(), "date_invalid"),
    ],
)
def test_a_hostile_json_answer_stores_nothing(f: Firm, answer: bytes, code: str) -> None:
    acme = f.listing("ACME", "XNAS")
    f.reach(f.systems.json_service)
    assert f.settings(JSON_SETTINGS).status == 200
    f.systems.json_service.respond = lambda seen: Reply(body=answer)
    report = f.report()
    assert (outcome_of(report, acme)["failure"]["code"], report["stored"]) == (code, 0)
    assert f.prices(acme["id"]) == []
    assert f.shown(acme["id"])["lastPrice"] is None


def test_a_base_url_refused_at_fetch_is_400_and_nothing_is_sent(f: Firm) -> None:
    acme = f.listing()
    backend = f.reach(f.systems.json_service)
    assert f.settings(JSON_SETTINGS).status == 200
    f.resolver.answers[PARTNER_HOST] = [PARTNER_ADDRESS, "10.0.0.7"]  # DNS changed since the save
    refused = f.fetch()
    assert (refused.status, refused.code) == (400, "address_not_public")
    assert refused.body["error"]["details"][0]["field"] == "baseUrl"
    assert (backend.connected, f.systems.json_service.seen) == ([], [])
    assert (f.prices(acme["id"]), f.status()["lastRunAt"]) == ([], None)


# ---- once a day, exactly ----------------------------------------------------------------------------


def test_a_second_fetch_the_same_day_stores_nothing_new_and_never_moves_a_listing_back(f: Firm) -> None:
    acme = f.listing()
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = by_symbol({"ACME": quote("ACME", "148.78999")})
    assert f.report()["stored"] == 1
    f.systems.twelve_data.respond = by_symbol({"ACME": quote("ACME", "150.01")})  # a changed mind
    again = f.report()
    assert (again["stored"], again["alreadyStored"], outcome_of(again, acme)["outcome"]) == (
        0,
        1,
        "already_stored",
    )
    assert [p["price"] for p in f.prices(acme["id"])] == [Decimal("148.78999")]
    assert f.shown(acme["id"])["lastPrice"] == Decimal("148.78999")
    f.systems.twelve_data.respond = by_symbol({"ACME": quote("ACME", "147.5", day=YESTERDAY)})  # older
    assert f.report()["stored"] == 1
    assert [(p["date"], p["price"]) for p in f.prices(acme["id"])] == [
        (YESTERDAY, Decimal("147.5")),
        (TODAY, Decimal("148.78999")),
    ]
    shown = f.shown(acme["id"])
    assert (shown["lastPrice"], shown["priceAt"]) == (Decimal("148.78999"), "2027-01-15T05:00:00Z")
    assert f.status()["lastPriceAt"] == "2027-01-15T05:00:00Z"


def test_two_fetches_at_once_store_each_price_once(
    stack: Stack, systems: Systems, f: Firm, in_order: Callable[[str, str], None]
) -> None:
    acme = f.listing()
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = by_symbol({"ACME": quote("ACME", "148.78999")})
    second = firm_of(stack, systems, firm_id=f.firm_id)  # another container of the same firm
    in_order("a", "b")  # both read before either commits; a commits first
    results = together({"a": f.fetch, "b": second.fetch})
    assert [(r.status, r.body["stored"], r.body["alreadyStored"]) for r in (results["a"], results["b"])] == [
        (200, 1, 0),
        (200, 0, 1),
    ]
    assert len(f.systems.twelve_data.seen) == 2
    assert [p["price"] for p in f.prices(acme["id"])] == [Decimal("148.78999")]
    assert f.status()["lastRun"]["via"] == "manual"


def test_a_retried_fetch_is_replayed_and_calls_out_once(f: Firm) -> None:
    acme = f.listing()
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = by_symbol({"ACME": quote("ACME", "148.78999")})
    first = f.fetch(headers={"Idempotency-Key": "prices-2027-01-15"})
    again = f.fetch(headers={"Idempotency-Key": "prices-2027-01-15"})
    assert (again.status, again.body, again.headers["Idempotent-Replayed"]) == (200, first.body, "true")
    assert len(f.systems.twelve_data.seen) == 1
    assert len(f.prices(acme["id"])) == 1


def test_a_listing_deleted_while_the_fetch_runs_gets_no_price(
    stack: Stack, systems: Systems, f: Firm
) -> None:
    acme = f.listing()
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    colleague = firm_of(stack, systems, firm_id=f.firm_id)
    deleted = threading.Event()

    def delete_then_answer(seen: Seen) -> Reply:
        assert colleague.call("DELETE", f"/listing/{acme['id']}").status == 200
        deleted.set()
        return Reply(body=json.dumps(quote("ACME", "148.78999")).encode())

    f.systems.twelve_data.respond = delete_then_answer
    report = f.report()
    assert deleted.is_set()
    assert (outcome_of(report, acme)["failure"]["code"], report["stored"]) == ("listing_removed", 0)
    assert f.stored_prices(acme["id"]) == []


# ---- what one fetch asks for ------------------------------------------------------------------------


def test_a_fetch_needs_settings_and_a_listing(stack: Stack, systems: Systems, f: Firm) -> None:
    f.listing()
    assert (f.fetch().status, f.fetch().code) == (409, "prices_not_configured")
    listless = firm_of(stack, systems)
    assert listless.settings(TWELVE_DATA).status == 200
    assert listless.fetch().code == "prices_no_listings"
    assert f.systems.twelve_data.seen == []


def test_a_fetch_asks_for_at_most_its_cap_stalest_first_and_counts_the_rest(
    f: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(price_fetch, "MAX_LISTINGS_PER_FETCH", 2)
    first, second, third = f.listing("AAA"), f.listing("BBB"), f.listing("CCC")
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = by_symbol({s: quote(s, "1.5") for s in ("AAA", "BBB", "CCC")})
    report = f.report()
    assert (report["asked"], report["stored"], report["notYetPriced"]) == (2, 2, 1)
    assert [r["listingId"] for r in report["results"]] == [first["id"], second["id"]]
    later = f.report()  # the never-priced one first, then the stalest
    assert [(r["listingId"], r["outcome"]) for r in later["results"]] == [
        (third["id"], "stored"),
        (first["id"], "already_stored"),
    ]
    assert [len(f.prices(each["id"])) for each in (first, second, third)] == [1, 1, 1]


def test_no_call_starts_after_the_fetchs_time(f: Firm, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(price_source, "CONCURRENCY", 1)
    monkeypatch.setattr(price_fetch, "FETCH_SECONDS", 0.3)
    first, second = f.listing("AAA"), f.listing("BBB")
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = lambda seen: Reply(
        body=json.dumps(quote("AAA", "1.5")).encode(), delay=0.5
    )
    report = f.report()
    assert (report["asked"], report["stored"], report["notYetPriced"]) == (1, 1, 1)
    assert [(r["listingId"], r["outcome"]) for r in report["results"]] == [
        (first["id"], "stored"),
        (second["id"], "not_yet_priced"),
    ]
    assert len(f.systems.twelve_data.seen) == 1


# ---- /public-markets/status -------------------------------------------------------------------------


def test_the_status_is_connected_once_the_settings_name_a_source(f: Firm) -> None:
    f.listing()
    before = f.status()
    assert (before["state"], before["source"], before["lastRunAt"], before["lastRun"]) == (
        "not_connected",
        None,
        None,
        None,
    )
    assert f.settings(JSON_SETTINGS).status == 200
    assert (f.status()["state"], f.status()["source"]) == ("connected", "json")


# ---- a listing's prices -----------------------------------------------------------------------------


def test_a_listings_prices_are_listed_by_day_oldest_first_within_from_and_to_by_one_query(f: Firm) -> None:
    acme, other = f.listing("ACME"), f.listing("OTHR")
    days = ["2027-01-05", "2027-01-09", "2027-01-10", "2027-01-11", "2027-01-20"]
    for number, day in enumerate(days):
        f.seed_price(acme["id"], day, f"10.{number}")
    f.seed_price(other["id"], "2027-01-10", "99")
    assert [p["date"] for p in f.prices(acme["id"])] == days
    within = f.prices(acme["id"], "from=2027-01-09&to=2027-01-11")
    assert [(p["date"], p["price"]) for p in within] == [
        ("2027-01-09", Decimal("10.1")),
        ("2027-01-10", Decimal("10.2")),
        ("2027-01-11", Decimal("10.3")),
    ]
    assert [p["date"] for p in f.prices(acme["id"], "from=2027-01-10")] == days[2:]
    assert [p["date"] for p in f.prices(acme["id"], "to=2027-01-09")] == days[:2]
    assert f.prices(acme["id"], "from=2027-01-12&to=2027-01-19") == []
    path = f"/listings/{acme['id']}/prices"
    first = f.call("GET", path, query="from=2027-01-06&to=2027-01-19&limit=2").body
    rest = f.call(
        "GET", path, query=f"from=2027-01-06&to=2027-01-19&limit=2&cursor={first['nextCursor']}"
    ).body
    assert [p["date"] for p in first["items"] + rest["items"]] == days[1:4]
    assert rest["nextCursor"] is None
    seen: list[str] = []

    def note(model: Any, **_: Any) -> None:
        seen.append(model.name)

    f.stack.dynamodb.meta.events.register("before-call.dynamodb", note)
    try:
        f.prices(acme["id"], "from=2027-01-09&to=2027-01-11")
    finally:
        f.stack.dynamodb.meta.events.unregister("before-call.dynamodb", note)
    assert ("Scan" not in seen, seen.count("Query")) == (True, 1)


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("from=2027-13-01", "from"),
        ("from=yesterday", "from"),
        ("to=2027-02-30", "to"),
        ("from=2027-01-10&to=2027-01-09", "to"),
        ("limit=0", "limit"),
        ("limit=201", "limit"),
    ],
)
def test_a_bad_prices_query_is_400_naming_the_parameter(f: Firm, query: str, field: str) -> None:
    acme = f.listing()
    refused = f.call("GET", f"/listings/{acme['id']}/prices", query=query)
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert refused.body["error"]["details"][0]["field"] == field


def test_another_firms_or_an_unknown_listings_prices_are_404(stack: Stack, systems: Systems, f: Firm) -> None:
    acme = f.listing()
    f.seed_price(acme["id"], TODAY, "12.5")
    theirs = firm_of(stack, systems)
    assert theirs.call("GET", f"/listings/{acme['id']}/prices").code == "not_found"
    for hostile in (NOBODY, "not-an-id", "pml_" + "A" * 26, "..%2F..%2Fx", "pml_x%23y", acme["companyId"]):
        assert f.call("GET", f"/listings/{hostile}/prices").code == "not_found", hostile
    assert len(f.prices(acme["id"])) == 1
    assert f.call("DELETE", f"/listing/{acme['id']}").status == 200
    assert f.call("GET", f"/listings/{acme['id']}/prices").code == "not_found"


def test_a_fetch_never_prices_another_firms_listings(stack: Stack, systems: Systems, f: Firm) -> None:
    theirs = firm_of(stack, systems)
    their_listing = theirs.listing("ACME")
    mine = f.listing("MINE")
    f.connect_twelve_data()
    assert f.settings(TWELVE_DATA).status == 200
    f.systems.twelve_data.respond = by_symbol({"ACME": quote("ACME", "1.5"), "MINE": quote("MINE", "2.5")})
    report = f.report()
    assert [r["listingId"] for r in report["results"]] == [mine["id"]]
    assert ["symbol=MINE" in s.path for s in f.systems.twelve_data.seen] == [True]
    assert theirs.prices(their_listing["id"]) == []
    assert theirs.status()["lastRunAt"] is None
