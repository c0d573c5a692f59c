"""FX rates (spec 4.6) under moto: /fx/settings with its daily EventBridge Scheduler schedule, /fx/pairs
on the kit, /fx/rates read by one Query, and the fetch (POST /fx/fetch, and the worker the schedule
invokes) through the address guard to a rate source on loopback (tests/connector_support.py: never
the internet). Every hostile base URL and every hostile answer stores nothing."""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Context, Decimal
from typing import Any

import boto3
import pytest
import trustme

from integrations_api import fx
from integrations_api.fx_schedules import SCHEDULED_TIME, FxSchedules, Held
from integrations_api.fx_source import MAX_SOURCE_BYTES
from integrations_api.fx_worker import FxWorker, lambda_handler
from integrations_api.handler import create_app
from kernel import json_codec
from kernel.outbound import Outbound
from kernel.ports import Ports
from kernel.services import Services
from kernel.unit_of_work import Actor, Commit, Create, commit
from local_stack.scheduler import ScheduleTicker
from local_stack.template import load_template, local_arns
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
from tests.integration.records_support import TickingClock
from tests.support import NOW, Result, Stack, api_event
from tests.unit.test_address_guard import HOSTILE, SERVICE_HOSTS

X = "/api/v1/x/fx"
GROUP = "test-FxSchedules"
ECB_HOST = "www.ecb.europa.eu"
BASE_URL = f"https://{PARTNER_HOST}/v1"
TODAY = datetime.datetime.fromtimestamp(NOW, datetime.UTC).date().isoformat()  # 2027-01-15
JSON_SETTINGS = {"source": "json", "baseUrl": BASE_URL, "schedule": "off"}
_ARNS = local_arns(load_template(), "test")
# The schedules port as the template wires it (group, the worker as target, Scheduler's role, queue).
SCHEDULES = FxSchedules(
    GROUP, _ARNS["FxFetchFunction.Arn"], _ARNS["FxSchedulerRole.Arn"], _ARNS["FxFetchFailures.Arn"]
)
Partner = tuple[trustme.CA, PartnerSystem]


def sheet(rates: dict[str, Any], base: str = "EUR", date: str = TODAY, **more: Any) -> bytes:
    """A JSON source's answer (Frankfurter's shape), numbers written as given."""
    body = {"amount": 1.0, "base": base, "date": date, **more}
    text = json.dumps(body)[:-1] + ', "rates": {' + ", ".join(f'"{k}": {v}' for k, v in rates.items()) + "}}"
    return text.encode()


RATES = {"USD": "1.0485", "GBP": "0.83215", "JPY": "163.12"}


def ecb(rates: dict[str, str], day: str = TODAY) -> bytes:
    cubes = "".join(f"<Cube currency='{code}' rate='{rate}'/>" for code, rate in rates.items())
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/'
        '2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><gesmes:subject>Reference '
        "rates</gesmes:subject><gesmes:Sender><gesmes:name>European Central Bank</gesmes:name>"
        "</gesmes:Sender>"
        f"<Cube><Cube time='{day}'>{cubes}</Cube></Cube></gesmes:Envelope>"
    ).encode()


@pytest.fixture(scope="module")
def partner() -> Iterator[Partner]:
    yield from partner_system()


@dataclass
class Fx:
    """A firm's member calling the integrations family, the rate source it reaches, and the stack."""

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
        """The answer with its numbers exact (Decimal), as a client reading JSON exactly sees them."""
        kwargs.setdefault("token", self.token)
        response = self.app.lambda_handler(api_event(method, f"{X}{path}", **kwargs), None)
        raw = response.get("body")
        return Result(
            response["statusCode"], response.get("headers", {}), json_codec.loads(raw) if raw else None
        )

    def settings(self, body: dict[str, Any], **kwargs: Any) -> Result:
        return self.call("PUT", "/settings", body=body, **kwargs)

    def pair(self, base: str, quote: str) -> dict[str, Any]:
        made = self.call("POST", "/pairs", body={"base": base, "quote": quote})
        assert made.status == 201, made.body
        return dict(made.body)

    def serve(self, body: bytes, status: int = 200, content_type: str = "application/json") -> None:
        self.system.respond = lambda seen: Reply(
            status=status, body=body, headers={"Content-Type": content_type}
        )

    def fetch(self, **kwargs: Any) -> Result:
        return self.call("POST", "/fetch", **kwargs)

    def rates(self, pair: str, query: str = "") -> list[dict[str, Any]]:
        listed = self.call("GET", "/rates", query=f"pair={pair}" + (f"&{query}" if query else ""))
        assert listed.status == 200, listed.body
        return list(listed.body["items"])

    def stored_rates(self, *pairs: str) -> list[dict[str, Any]]:
        return [rate for pair in pairs for rate in self.rates(pair)]

    def worker(self) -> FxWorker:
        return FxWorker(
            Ports(
                {
                    Services: self.stack.services,
                    Outbound: lambda: self.app.ports.get(Outbound),
                    FxSchedules: lambda: SCHEDULES,
                }
            )
        )

    def seed_rate(self, pair: str, day: str, rate: str) -> None:
        services = self.stack.services()
        store = services.tenant_store(self.firm_id)
        values = {
            "pair": pair,
            "base": pair[:3],
            "quote": pair[3:],
            "date": day,
            "rate": Decimal(rate),
            "derived": False,
            "source": "json",
            "fetchedAt": int(NOW),
        }
        commit(
            [Create(fx.rate_partition(pair), day, values)],
            Commit(store, Actor(self.user_id, "system"), "seed", services.clock, services.change_sequence),
        )


def fx_for(
    stack: Stack,
    partner: Partner,
    role: str = "admin",
    scopes: list[str] | None = None,
    firm_id: str | None = None,
) -> Fx:
    ca, system = partner
    backend, resolver = LoopbackBackend(system.port), StubResolver()
    app = stack.app(create_app())
    app.ports.override(Outbound, outbound(ca, backend, resolver))
    app.ports.override(FxSchedules, SCHEDULES)
    member = stack.member(firm_id or stack.firm(), role)
    token = stack.api_token(member, scopes or ["records:write"])
    return Fx(stack, member.firm_id, member.user_id, token, app, system, backend, resolver, ca)


@pytest.fixture
def f(stack: Stack, partner: Partner) -> Fx:
    stack.clock = TickingClock()
    _, system = partner
    system.seen.clear()
    system.respond = lambda seen: Reply(body=sheet(RATES))
    return fx_for(stack, partner)


def schedules_of(firm_id: str) -> list[dict[str, Any]]:
    """The firm's FX schedules, as Scheduler holds them."""
    client = boto3.client("scheduler")
    found = client.list_schedules(GroupName=GROUP, NamePrefix=f"fx-{firm_id}-")["Schedules"]
    return [client.get_schedule(GroupName=GROUP, Name=summary["Name"]) for summary in found]


def fire(f: Fx, event: dict[str, Any], at: str = f"{TODAY}T16:00:00Z") -> Any:
    """What Scheduler sends the worker when the schedule fires (its Input, the time filled in)."""
    return lambda_handler({**event, "scheduledAt": at}, None, worker=f.worker())["report"]


def derived(numerator: str, denominator: str) -> Decimal:
    return Context(prec=12, rounding=ROUND_HALF_EVEN).divide(Decimal(numerator), Decimal(denominator))


# ---- /fx/settings ----------------------------------------------------------------------------------


def test_settings_start_unset_and_a_put_sets_them_whole_with_a_version(f: Fx) -> None:
    empty = f.call("GET", "/settings")
    assert (empty.status, empty.headers["ETag"]) == (200, '"0"')
    assert empty.body == {
        "source": None,
        "baseUrl": None,
        "schedule": "off",
        "hourUtc": None,
        "version": 0,
        "updatedAt": None,
        "lastFetch": None,
    }
    put = f.settings({"source": "ecb", "schedule": "off"})
    assert (put.status, put.headers["ETag"], put.body["source"], put.body["version"]) == (
        200,
        '"1"',
        "ecb",
        1,
    )
    assert f.call("GET", "/settings").body == put.body
    moved = f.settings(JSON_SETTINGS, headers={"If-Match": '"1"'})
    assert (moved.status, moved.body["baseUrl"], moved.body["version"]) == (200, BASE_URL, 2)
    stale = f.settings({"source": "ecb", "schedule": "off"}, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    same = f.settings(JSON_SETTINGS)
    assert (same.status, same.body["version"]) == (200, 2)  # as it is: nothing written
    back = f.settings({"source": "ecb", "schedule": "off"})
    assert (back.body["source"], back.body["baseUrl"], back.body["version"]) == ("ecb", None, 3)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"schedule": "off"}, "source"),
        ({"source": "fixer", "schedule": "off"}, "source"),
        ({"source": "json", "schedule": "off"}, "baseUrl"),
        ({"source": "ecb", "baseUrl": BASE_URL, "schedule": "off"}, "baseUrl"),
        ({"source": "ecb"}, "schedule"),
        ({"source": "ecb", "schedule": "hourly"}, "schedule"),
        ({"source": "ecb", "schedule": "daily"}, "hourUtc"),
        ({"source": "ecb", "schedule": "daily", "hourUtc": 24}, "hourUtc"),
        ({"source": "ecb", "schedule": "daily", "hourUtc": "16"}, "hourUtc"),
        ({"source": "ecb", "schedule": "off", "hourUtc": 16}, "hourUtc"),
        ({"source": "ecb", "schedule": "off", "extra": 1}, "extra"),
    ],
)
def test_a_bad_settings_body_is_400_naming_the_field_and_nothing_is_stored(
    f: Fx, body: dict[str, Any], field: str
) -> None:
    refused = f.settings(body)
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert field in [detail["field"] for detail in refused.body["error"]["details"]]
    assert f.call("GET", "/settings").body["version"] == 0
    assert schedules_of(f.firm_id) == []


def test_settings_and_the_fetch_are_an_administrators_and_pairs_and_rates_a_members(
    stack: Stack, partner: Partner, f: Fx
) -> None:
    for role in ("member", "viewer", "compliance"):
        other = fx_for(stack, partner, role=role, firm_id=f.firm_id)
        for method, path, body in (
            ("GET", "/settings", None),
            ("PUT", "/settings", JSON_SETTINGS),
            ("POST", "/fetch", None),
        ):
            answer = other.call(method, path, body=body)
            assert (answer.status, answer.code) == (403, "permission_denied"), (role, method, path)
    member = fx_for(stack, partner, role="member", firm_id=f.firm_id)
    assert member.call("POST", "/pairs", body={"base": "EUR", "quote": "USD"}).status == 201
    assert member.call("GET", "/rates", query="pair=EURUSD").status == 200
    reader = fx_for(stack, partner, scopes=["records:read"], firm_id=f.firm_id)
    assert reader.call("GET", "/settings").status == 200
    for method, path, body in (
        ("PUT", "/settings", JSON_SETTINGS),
        ("POST", "/fetch", None),
        ("POST", "/pairs", {"base": "EUR", "quote": "GBP"}),
    ):
        assert reader.call(method, path, body=body).code == "scope_denied"
    assert f.call("GET", "/settings").body["version"] == 0
    assert f.system.seen == []


def test_every_hostile_base_url_of_the_connectors_list_is_refused_and_nothing_is_sent(
    stack: Stack, f: Fx
) -> None:
    services = stack.services()
    services.settings = stack.settings._replace(service_hosts=tuple(SERVICE_HOSTS))
    f.app.ports.override(Services, services)
    for url, code in HOSTILE:
        answer = f.settings({"source": "json", "baseUrl": url, "schedule": "daily", "hourUtc": 6})
        assert (answer.status, answer.code) == (400, code), (url, answer.body)
        assert answer.body["error"]["details"][0]["field"] == "baseUrl"
        assert "169.254" not in answer.body["error"]["message"]
    assert f.call("GET", "/settings").body["version"] == 0
    assert schedules_of(f.firm_id) == []
    assert (f.backend.connected, f.system.seen) == ([], [])


@pytest.mark.parametrize(
    "answers", [["10.0.0.7"], [PARTNER_ADDRESS, "169.254.169.254"], ["::ffff:127.0.0.1"]]
)
def test_a_base_url_whose_name_resolves_to_a_refused_address_is_400_on_save(
    f: Fx, answers: list[str]
) -> None:
    f.resolver.answers[PARTNER_HOST] = answers
    refused = f.settings(JSON_SETTINGS)
    assert (refused.status, refused.code) == (400, "address_not_public")
    assert f.call("GET", "/settings").body["version"] == 0
    assert f.system.seen == []


# ---- the schedule ----------------------------------------------------------------------------------


def test_a_daily_schedule_is_put_moved_and_removed_with_the_settings(f: Fx) -> None:
    assert f.settings({"source": "ecb", "schedule": "daily", "hourUtc": 16}).status == 200
    [found] = schedules_of(f.firm_id)
    assert (found["Name"], found["ScheduleExpression"], found["ScheduleExpressionTimezone"]) == (
        f"fx-{f.firm_id}-1-16",
        "cron(0 16 * * ? *)",
        "UTC",
    )
    assert found["Target"]["Arn"].endswith(":function:test-FxFetchFunction")
    assert found["Target"]["RoleArn"].endswith(":role/test-FxSchedulerRole")
    assert found["Target"]["DeadLetterConfig"]["Arn"].endswith(":test-FxFetchFailures")
    assert json.loads(found["Target"]["Input"]) == {
        "source": "fx",
        "firmId": f.firm_id,
        "generation": 1,
        "hourUtc": 16,
        "scheduledAt": SCHEDULED_TIME,
    }
    assert "held" not in f.call("GET", "/settings").body  # bookkeeping, not shown
    assert f.settings({**JSON_SETTINGS, "schedule": "daily", "hourUtc": 16}).status == 200  # same hour
    assert [s["Name"] for s in schedules_of(f.firm_id)] == [f"fx-{f.firm_id}-1-16"]
    assert f.settings({**JSON_SETTINGS, "schedule": "daily", "hourUtc": 6}).status == 200
    [moved] = schedules_of(f.firm_id)
    assert (moved["Name"], moved["ScheduleExpression"]) == (f"fx-{f.firm_id}-3-6", "cron(0 6 * * ? *)")
    assert f.settings(JSON_SETTINGS).status == 200
    assert schedules_of(f.firm_id) == []


def test_a_put_refused_by_if_match_puts_no_schedule(f: Fx) -> None:
    assert f.settings({"source": "ecb", "schedule": "off"}).status == 200
    stale = f.settings({"source": "ecb", "schedule": "daily", "hourUtc": 7}, headers={"If-Match": '"0"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert schedules_of(f.firm_id) == []
    assert f.call("GET", "/settings").body["schedule"] == "off"


def test_the_local_stacks_ticker_fires_the_fx_schedule_at_its_hour(f: Fx) -> None:
    assert f.settings({**JSON_SETTINGS, "schedule": "daily", "hourUtc": 16}).status == 200
    invoked: list[tuple[str, dict[str, Any]]] = []
    ticker = ScheduleTicker(
        [GROUP], {"test-FxFetchFunction": "FxFetchFunction"}, lambda *c: invoked.append(c)
    )
    mine = [(function, event) for function, event in invoked if event.get("firmId") == f.firm_id]
    ticker.tick(datetime.datetime(2027, 1, 15, 15, 0, tzinfo=datetime.UTC))
    assert [event for _, event in invoked if event.get("firmId") == f.firm_id] == []
    ticker.tick(datetime.datetime(2027, 1, 15, 16, 0, tzinfo=datetime.UTC))
    mine = [(function, event) for function, event in invoked if event.get("firmId") == f.firm_id]
    assert mine == [
        (
            "FxFetchFunction",
            {
                "source": "fx",
                "firmId": f.firm_id,
                "generation": 1,
                "hourUtc": 16,
                "scheduledAt": "2027-01-15T16:00:00Z",
            },
        )
    ]


def test_the_worker_stores_each_rate_once_when_the_schedule_fires(f: Fx) -> None:
    f.pair("EUR", "USD")
    f.pair("USD", "JPY")
    assert f.settings({**JSON_SETTINGS, "schedule": "daily", "hourUtc": 16}).status == 200
    [schedule] = schedules_of(f.firm_id)
    event = json.loads(schedule["Target"]["Input"])
    first = fire(f, event)
    assert (first["outcome"], first["via"], first["stored"], first["alreadyStored"]) == (
        "stored",
        "schedule",
        2,
        0,
    )
    again = fire(f, event)  # Scheduler retried, or the next day's source still says the same day
    assert (again["outcome"], again["stored"], again["alreadyStored"]) == ("stored", 0, 2)
    assert len(f.system.seen) == 2
    assert [(r["date"], r["rate"]) for r in f.rates("EURUSD")] == [(TODAY, Decimal("1.0485"))]
    assert len(f.rates("USDJPY")) == 1
    last = f.call("GET", "/settings").body["lastFetch"]
    assert (last["via"], last["outcome"], last["stored"], last["date"]) == ("schedule", "stored", 0, TODAY)


def test_a_schedule_the_settings_do_not_hold_is_deleted_when_it_fires_and_fetches_nothing(f: Fx) -> None:
    f.pair("EUR", "USD")
    assert f.settings({**JSON_SETTINGS, "schedule": "daily", "hourUtc": 16}).status == 200
    held = f"fx-{f.firm_id}-1-16"
    for stale in (
        Held(5, 0),
        Held(5, 1),
    ):  # an older one a failed delete left; one of a PUT that lost its race
        SCHEDULES.put(f.firm_id, stale)
        event = {"source": "fx", "firmId": f.firm_id, "generation": stale.generation, "hourUtc": stale.hour}
        assert fire(f, event) is None
        assert [s["Name"] for s in schedules_of(f.firm_id)] == [held]
    newer = Held(9, 7)  # of a PUT that may yet commit: kept
    SCHEDULES.put(f.firm_id, newer)
    assert fire(f, {"source": "fx", "firmId": f.firm_id, "generation": 7, "hourUtc": 9}) is None
    assert sorted(s["Name"] for s in schedules_of(f.firm_id)) == [held, f"fx-{f.firm_id}-7-9"]
    SCHEDULES.delete(f.firm_id, newer)
    assert (f.system.seen, f.stored_rates("EURUSD")) == ([], [])


def test_at_schedule_time_a_refused_address_is_the_fetchs_failure_and_nothing_is_sent(f: Fx) -> None:
    f.pair("EUR", "USD")
    assert f.settings({**JSON_SETTINGS, "schedule": "daily", "hourUtc": 16}).status == 200
    f.resolver.answers[PARTNER_HOST] = ["10.0.0.7"]  # DNS changed since the save
    report = fire(f, {"source": "fx", "firmId": f.firm_id, "generation": 1, "hourUtc": 16})
    assert (report["outcome"], report["failure"]["code"], report["stored"]) == (
        "failed",
        "address_not_public",
        0,
    )
    assert (f.backend.connected, f.system.seen, f.stored_rates("EURUSD")) == ([], [], [])
    assert f.call("GET", "/settings").body["lastFetch"]["failure"]["code"] == "address_not_public"


# ---- /fx/pairs -------------------------------------------------------------------------------------


def test_a_pair_is_created_read_listed_and_deleted(f: Fx) -> None:
    made = f.call("POST", "/pairs", body={"base": "EUR", "quote": "USD"})
    assert (made.status, made.headers["ETag"], made.headers["Location"]) == (
        201,
        '"1"',
        f"{X}/pairs/{made.body['id']}",
    )
    assert (made.body["base"], made.body["quote"], made.body["pair"]) == ("EUR", "USD", "EURUSD")
    assert f.call("GET", f"/pairs/{made.body['id']}").body == made.body
    other = f.pair("USD", "EUR")  # the other way round is another pair
    assert [p["id"] for p in f.call("GET", "/pairs").body["items"]] == [other["id"], made.body["id"]]
    assert f.call("PUT", f"/pairs/{made.body['id']}", body={"base": "EUR", "quote": "GBP"}).status == 405
    assert f.call("DELETE", f"/pairs/{made.body['id']}").status == 200
    assert f.call("GET", f"/pairs/{made.body['id']}").code == "not_found"
    assert f.pair("EUR", "USD")["pair"] == "EURUSD"  # free again once deleted


def test_a_pair_is_tracked_once_in_a_firm(f: Fx) -> None:
    f.pair("EUR", "USD")
    again = f.call("POST", "/pairs", body={"base": "EUR", "quote": "USD"})
    assert (again.status, again.code) == (409, "already_exists")
    assert len(f.call("GET", "/pairs").body["items"]) == 1


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"base": "eur", "quote": "USD"}, "base"),
        ({"base": "XBT", "quote": "USD"}, "base"),
        ({"base": "EURO", "quote": "USD"}, "base"),
        ({"base": 978, "quote": "USD"}, "base"),
        ({"base": "EUR"}, "quote"),
        ({"base": "EUR", "quote": "EUR"}, "quote"),
        ({"base": "EUR", "quote": "USD", "pair": "EURUSD"}, "pair"),
    ],
)
def test_a_bad_pair_is_400_naming_the_field_and_nothing_is_stored(
    f: Fx, body: dict[str, Any], field: str
) -> None:
    refused = f.call("POST", "/pairs", body=body)
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert refused.body["error"]["details"][0]["field"] == field
    assert f.call("GET", "/pairs").body["items"] == []


def test_a_firm_tracks_at_most_max_pairs(f: Fx, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fx, "MAX_PAIRS", 2)
    f.pair("EUR", "USD")
    f.pair("EUR", "GBP")
    over = f.call("POST", "/pairs", body={"base": "EUR", "quote": "JPY"})
    assert (over.status, over.code) == (409, "fx_pair_limit")
    assert len(f.call("GET", "/pairs").body["items"]) == 2


def test_another_firms_pairs_and_rates_are_not_there(stack: Stack, partner: Partner, f: Fx) -> None:
    mine = f.pair("EUR", "USD")
    f.seed_rate("EURUSD", TODAY, "1.0485")
    theirs = fx_for(stack, partner)
    for method in ("GET", "DELETE"):
        assert theirs.call(method, f"/pairs/{mine['id']}").code == "not_found"
    assert theirs.call("GET", "/pairs").body["items"] == []
    assert theirs.rates("EURUSD") == []
    assert [p["id"] for p in f.call("GET", "/pairs").body["items"]] == [mine["id"]]
    for hostile in ("fxp_" + "0" * 26, "not-an-id", "..%2F..%2Fx", "fxp_x%23y"):
        assert f.call("GET", f"/pairs/{hostile}").code == "not_found"


# ---- the fetch -------------------------------------------------------------------------------------


def test_a_fetch_stores_quoted_and_derived_rates_exactly(f: Fx) -> None:
    for base, quote in (("EUR", "USD"), ("EUR", "GBP"), ("USD", "JPY"), ("GBP", "EUR"), ("CHF", "SEK")):
        f.pair(base, quote)
    assert f.settings(JSON_SETTINGS).status == 200
    report = f.fetch()
    assert report.status == 200, report.body
    assert {
        key: report.body[key]
        for key in (
            "outcome",
            "via",
            "source",
            "status",
            "date",
            "pairs",
            "stored",
            "alreadyStored",
            "notQuoted",
            "failure",
        )
    } == {
        "outcome": "stored",
        "via": "manual",
        "source": "json",
        "status": 200,
        "date": TODAY,
        "pairs": 5,
        "stored": 4,
        "alreadyStored": 0,
        "notQuoted": ["CHFSEK"],
        "failure": None,
    }
    seen = f.system.seen[0]
    assert (seen.method, seen.path, seen.headers["host"], seen.headers["accept-encoding"]) == (
        "GET",
        "/v1/latest",
        PARTNER_HOST,
        "identity",
    )
    assert f.backend.connected == [(PARTNER_ADDRESS, 443)]
    [eurusd] = f.rates("EURUSD")
    assert eurusd == {
        "pair": "EURUSD",
        "base": "EUR",
        "quote": "USD",
        "date": TODAY,
        "rate": Decimal("1.0485"),
        "derived": False,
        "source": "json",
        "fetchedAt": report.body["fetchedAt"],
    }
    [usdjpy] = f.rates("USDJPY")
    assert (usdjpy["rate"], usdjpy["derived"]) == (derived("163.12", "1.0485"), True)
    [gbpeur] = f.rates("GBPEUR")
    assert (gbpeur["rate"], gbpeur["derived"]) == (derived("1", "0.83215"), True)
    assert f.rates("CHFSEK") == []
    last = f.call("GET", "/settings").body["lastFetch"]
    assert (last["outcome"], last["stored"], last["status"], last["via"]) == ("stored", 4, 200, "manual")


def test_a_second_fetch_the_same_day_stores_nothing_new_and_never_overwrites(f: Fx) -> None:
    f.pair("EUR", "USD")
    assert f.settings(JSON_SETTINGS).status == 200
    assert f.fetch().body["stored"] == 1
    f.serve(sheet({**RATES, "USD": "1.0999"}))  # the source changed its mind about the same day
    again = f.fetch().body
    assert (again["outcome"], again["stored"], again["alreadyStored"]) == ("stored", 0, 1)
    assert [r["rate"] for r in f.rates("EURUSD")] == [Decimal("1.0485")]
    f.serve(sheet({"USD": "1.05"}, date="2027-01-16"))  # the next day's rates
    assert f.fetch().body["stored"] == 1
    assert [(r["date"], r["rate"]) for r in f.rates("EURUSD")] == [
        (TODAY, Decimal("1.0485")),
        ("2027-01-16", Decimal("1.05")),
    ]


def test_the_ecb_source_is_read_from_its_fixed_address(stack: Stack, f: Fx) -> None:
    ecb_system = PartnerSystem(f.ca, host=ECB_HOST)
    try:
        backend = LoopbackBackend(ecb_system.port)
        f.app.ports.override(Outbound, outbound(f.ca, backend, StubResolver({ECB_HOST: [PARTNER_ADDRESS]})))
        ecb_system.respond = lambda seen: Reply(
            body=ecb({"USD": "1.0485", "GBP": "0.83215"}), headers={"Content-Type": "text/xml"}
        )
        f.pair("EUR", "USD")
        f.pair("USD", "GBP")
        assert f.settings({"source": "ecb", "schedule": "off"}).status == 200
        report = f.fetch().body
        assert (report["outcome"], report["stored"], report["date"]) == ("stored", 2, TODAY), report
        assert [(s.method, s.path, s.headers["host"]) for s in ecb_system.seen] == [
            ("GET", "/stats/eurofxref/eurofxref-daily.xml", ECB_HOST)
        ]
        assert [(r["rate"], r["derived"], r["source"]) for r in f.rates("EURUSD")] == [
            (Decimal("1.0485"), False, "ecb")
        ]
        assert [r["rate"] for r in f.rates("USDGBP")] == [derived("0.83215", "1.0485")]
        assert f.system.seen == []
    finally:
        ecb_system.close()


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b"<html>not json</html>", "source_invalid"),
        (b"", "source_invalid"),
        (b"[1, 2]", "source_invalid"),
        (b'{"base": "EUR", "date": "2027-01-15", "rates": {"USD": NaN}}', "source_invalid"),
        (b'{"base": "EUR", "date": "2027-01-15", "rates": {"USD": Infinity}}', "source_invalid"),
        (b'{"base": "EUR", "date": "2027-01-15", "rates": {"USD": 1.1, "USD": 1.2}}', "source_invalid"),
        (b'{"base": "EUR", "date": "2027-01-15", "rates": [1.1]}', "source_invalid"),
        (b'{"base": "EUR", "rates": {"USD": 1.1}}', "source_invalid"),
        (sheet({"USD": "1.1"}, amount=100), "source_invalid"),
        (sheet({"USD": "1.1"}, date="2027-02-30"), "source_invalid"),
        (sheet({"USD": "1.1"}, date="2027-02-01"), "source_invalid"),  # in the future
        (sheet({"USD": "1.1"}, date="15/01/2027"), "source_invalid"),
        (sheet({}), "source_invalid"),
        (sheet({"USD": "-1.0485"}), "rate_invalid"),
        (sheet({"USD": "0"}), "rate_invalid"),
        (sheet({"USD": '"1.0485"'}), "rate_invalid"),
        (sheet({"USD": "true"}), "rate_invalid"),
        (sheet({"USD": "null"}), "rate_invalid"),
        (sheet({"USD": "1e400"}), "rate_invalid"),
        (sheet({"USD": "1e-30"}), "rate_invalid"),
        (sheet({"USD": "12345678901"}), "rate_invalid"),
        (sheet({"USD": "1.04850000000000000000000000001"}), "rate_invalid"),
        (sheet({"USD": "1.0485", "GBP": "-0.83"}), "rate_invalid"),  # one bad rate: none stored
        (sheet({"US$": "1.0485"}), "currency_invalid"),
        (sheet({"usd": "1.0485"}), "currency_invalid"),
        (sheet({"XBT": "0.00001"}), "currency_invalid"),
        (sheet({"USD": "1.0485", "EUR": "1"}), "currency_invalid"),
        (sheet({"USD": "1.0485"}, base="EURO"), "currency_invalid"),
        (sheet({"USD": "1.0485"}, base=None), "currency_invalid"),
        (b"x" * (MAX_SOURCE_BYTES + 1), "source_too_large"),
    ],
)
def test_a_hostile_answer_stores_nothing_and_says_why(f: Fx, body: bytes, code: str) -> None:
    f.pair("EUR", "USD")
    f.pair("EUR", "GBP")
    assert f.settings(JSON_SETTINGS).status == 200
    f.serve(body)
    report = f.fetch()
    assert report.status == 200, report.body
    assert (report.body["outcome"], report.body["failure"]["code"], report.body["stored"]) == (
        "failed",
        code,
        0,
    )
    assert f.stored_rates("EURUSD", "EURGBP") == []
    last = f.call("GET", "/settings").body["lastFetch"]
    assert (last["outcome"], last["failure"]["code"], last["stored"]) == ("failed", code, 0)


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>', "source_invalid"),
        (  # a well-formed ECB document whose rate comes through an entity: refused for the declaration
            ecb({"USD": "&r;"}).replace(b"?>\n", b'?>\n<!DOCTYPE e [<!ENTITY r "1.0485">]>'),
            "source_invalid",
        ),
        (b"<not-closed>", "source_invalid"),
        (
            ecb({"USD": "1.0485"}).replace(b"</Cube></Cube>", b"</Cube><Cube time='2027-01-14'/></Cube>"),
            "source_invalid",
        ),
        (ecb({"USD": "abc"}), "rate_invalid"),
        (ecb({"USD": "-1.0485"}), "rate_invalid"),
        (ecb({"USD": "NaN"}), "rate_invalid"),
        (ecb({"usd": "1.0485"}), "currency_invalid"),
        (ecb({"USD": "1.0485", "EUR": "1"}), "currency_invalid"),
        (sheet(RATES), "source_invalid"),  # JSON where the ECB's XML belongs
    ],
)
def test_a_hostile_ecb_answer_stores_nothing(f: Fx, body: bytes, code: str) -> None:
    ecb_system = PartnerSystem(f.ca, host=ECB_HOST)
    try:
        f.app.ports.override(
            Outbound,
            outbound(f.ca, LoopbackBackend(ecb_system.port), StubResolver({ECB_HOST: [PARTNER_ADDRESS]})),
        )
        ecb_system.respond = lambda seen: Reply(body=body, headers={"Content-Type": "text/xml"})
        f.pair("EUR", "USD")
        assert f.settings({"source": "ecb", "schedule": "off"}).status == 200
        report = f.fetch().body
        assert (report["outcome"], report["failure"]["code"]) == ("failed", code), report
        assert f.rates("EURUSD") == []
    finally:
        ecb_system.close()


@pytest.mark.parametrize(
    ("reply", "code"),
    [
        (
            Reply(status=302, body=b"", headers={"Location": "https://elsewhere.example/latest"}),
            "source_redirected",
        ),
        (Reply(status=500, body=sheet(RATES)), "source_status"),
        (Reply(status=404, body=b"{}"), "source_status"),
    ],
)
def test_an_answer_that_is_not_a_2xx_stores_nothing(f: Fx, reply: Reply, code: str) -> None:
    f.pair("EUR", "USD")
    assert f.settings(JSON_SETTINGS).status == 200
    f.system.respond = lambda seen: reply
    report = f.fetch().body
    assert (report["outcome"], report["failure"]["code"], report["status"]) == ("failed", code, reply.status)
    assert len(f.system.seen) == 1  # the redirect was not followed
    assert f.rates("EURUSD") == []


def test_a_base_url_refused_at_fetch_is_400_and_nothing_is_sent(f: Fx) -> None:
    f.pair("EUR", "USD")
    assert f.settings(JSON_SETTINGS).status == 200
    f.resolver.answers[PARTNER_HOST] = [PARTNER_ADDRESS, "10.0.0.7"]  # DNS changed since the save
    refused = f.fetch()
    assert (refused.status, refused.code) == (400, "address_not_public")
    assert refused.body["error"]["details"][0]["field"] == "baseUrl"
    assert (f.backend.connected, f.system.seen) == ([], [])
    assert f.call("GET", "/settings").body["lastFetch"] is None


def test_a_fetch_needs_settings_and_a_pair(f: Fx) -> None:
    f.pair("EUR", "USD")
    assert (f.fetch().status, f.fetch().code) == (409, "fx_not_configured")
    pairless = fx_for(f.stack, (f.ca, f.system))
    assert pairless.settings(JSON_SETTINGS).status == 200
    assert pairless.fetch().code == "fx_no_pairs"
    assert f.system.seen == []


def test_a_retried_fetch_is_replayed_and_calls_out_once(f: Fx) -> None:
    f.pair("EUR", "USD")
    assert f.settings(JSON_SETTINGS).status == 200
    first = f.fetch(headers={"Idempotency-Key": "fx-2027-01-15"})
    again = f.fetch(headers={"Idempotency-Key": "fx-2027-01-15"})
    assert (again.status, again.body, again.headers["Idempotent-Replayed"]) == (200, first.body, "true")
    assert len(f.system.seen) == 1
    assert len(f.rates("EURUSD")) == 1
    other = f.call("POST", "/pairs", body={"base": "EUR", "quote": "GBP"}, headers={"Idempotency-Key": "p-1"})
    replayed = f.call(
        "POST", "/pairs", body={"base": "EUR", "quote": "GBP"}, headers={"Idempotency-Key": "p-1"}
    )
    assert (replayed.status, replayed.body["id"], replayed.headers["Idempotent-Replayed"]) == (
        201,
        other.body["id"],
        "true",
    )
    assert len(f.call("GET", "/pairs").body["items"]) == 2


def test_a_settings_change_during_a_fetch_refuses_the_fetch(stack: Stack, f: Fx) -> None:
    f.pair("EUR", "USD")
    assert f.settings(JSON_SETTINGS).status == 200
    editor = fx_for(stack, (f.ca, f.system), firm_id=f.firm_id)

    def change_then_answer(seen: Any) -> Reply:
        assert editor.settings({**JSON_SETTINGS, "baseUrl": f"https://{PARTNER_HOST}/v2"}).status == 200
        return Reply(body=sheet(RATES))

    f.system.respond = change_then_answer
    refused = f.fetch()
    assert (refused.status, refused.code) == (409, "fetch_conflict")
    assert f.rates("EURUSD") == []
    assert f.call("GET", "/settings").body["baseUrl"] == f"https://{PARTNER_HOST}/v2"


# ---- /fx/rates -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("", "pair"),
        ("pair=", "pair"),
        ("pair=eurusd", "pair"),
        ("pair=EUR", "pair"),
        ("pair=EURXBT", "pair"),
        ("pair=EURUSDX", "pair"),
        ("pair=EURUSD&from=2027-13-01", "from"),
        ("pair=EURUSD&from=yesterday", "from"),
        ("pair=EURUSD&to=2027-02-30", "to"),
        ("pair=EURUSD&from=2027-01-10&to=2027-01-09", "to"),
        ("pair=EURUSD&limit=0", "limit"),
    ],
)
def test_a_bad_rates_query_is_400_naming_the_parameter(f: Fx, query: str, field: str) -> None:
    refused = f.call("GET", "/rates", query=query)
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert refused.body["error"]["details"][0]["field"] == field


def test_rates_are_listed_by_day_oldest_first_within_from_and_to_by_one_query(f: Fx) -> None:
    days = ["2027-01-05", "2027-01-09", "2027-01-10", "2027-01-11", "2027-01-20"]
    for number, day in enumerate(days):
        f.seed_rate("EURUSD", day, f"1.0{number}")
    f.seed_rate("EURGBP", "2027-01-10", "0.83")
    assert [r["date"] for r in f.rates("EURUSD")] == days
    within = f.rates("EURUSD", "from=2027-01-09&to=2027-01-11")
    assert [(r["date"], r["rate"]) for r in within] == [
        ("2027-01-09", Decimal("1.01")),
        ("2027-01-10", Decimal("1.02")),
        ("2027-01-11", Decimal("1.03")),
    ]
    assert [r["date"] for r in f.rates("EURUSD", "from=2027-01-10")] == days[2:]
    assert [r["date"] for r in f.rates("EURUSD", "to=2027-01-09")] == days[:2]
    assert [r["date"] for r in f.rates("EURUSD", "from=2027-01-10&to=2027-01-10")] == ["2027-01-10"]
    assert f.rates("EURUSD", "from=2027-01-12&to=2027-01-19") == []
    first = f.call("GET", "/rates", query="pair=EURUSD&from=2027-01-06&to=2027-01-19&limit=2").body
    rest = f.call(
        "GET",
        "/rates",
        query=f"pair=EURUSD&from=2027-01-06&to=2027-01-19&limit=2&cursor={first['nextCursor']}",
    ).body
    assert [r["date"] for r in first["items"] + rest["items"]] == days[1:4]
    assert rest["nextCursor"] is None
    seen: list[str] = []

    def note(model: Any, **_: Any) -> None:
        seen.append(model.name)

    f.stack.dynamodb.meta.events.register("before-call.dynamodb", note)
    try:
        f.rates("EURUSD", "from=2027-01-09&to=2027-01-11")
    finally:
        f.stack.dynamodb.meta.events.unregister("before-call.dynamodb", note)
    assert "Scan" not in seen
    assert seen.count("Query") == 1
