"""Public markets (spec 2.5, 4.6) under moto: a listing needs ticker and exchange and a live Company of
the firm, one listing per ticker and exchange (also under a race), and the price feed's state as
stored before any price source is set (prices themselves: test_public_market_prices.py)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from integrations_api.handler import create_app
from kernel.pipeline import App
from records_api.handler import create_app as records_app
from tests.integration.race_support import in_order, together
from tests.integration.records_support import TickingClock
from tests.support import Result, Stack, call

__all__ = ["in_order"]
X = "/api/v1/x/public-markets"
LISTING = f"{X}/listing"
NOBODY = "pml_" + "0" * 26
HOSTILE_IDS = (NOBODY, "not-an-id", "pml_" + "A" * 26, "..%2F..%2Fx", "pml_x%23y")


@dataclass
class Firm:
    stack: Stack
    firm_id: str
    token: str
    app: App

    def call(self, method: str, path: str = LISTING, **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.app, method, path, **kwargs)

    def company(self, name: str = "Acme") -> str:
        return self.record("Company", name=name, companyType="Portfolio")

    def record(self, record_type: str, **values: Any) -> str:
        path = f"/api/v1/x/records/{record_type}"
        made = call(self.stack.app(records_app()), "POST", path, token=self.token, body=values)
        assert made.status == 201, made.body
        return str(made.body["result"]["id"])

    def listing(
        self, ticker: str = "ACME", exchange: str = "XNAS", company: str | None = None
    ) -> dict[str, Any]:
        made = self.call(
            "POST", body={"ticker": ticker, "exchange": exchange, "companyId": company or self.company()}
        )
        assert made.status == 201, made.body
        return dict(made.body)

    def status(self) -> dict[str, Any]:
        answer = self.call("GET", f"{X}/status")
        assert answer.status == 200, answer.body
        return dict(answer.body)

    def in_new_container(self) -> Firm:
        return Firm(self.stack, self.firm_id, self.token, self.stack.app(create_app()))


def firm_of(
    stack: Stack, role: str = "admin", scopes: list[str] | None = None, firm_id: str | None = None
) -> Firm:
    member = stack.member(firm_id or stack.firm(), role)
    return Firm(
        stack, member.firm_id, stack.api_token(member, scopes or ["records:write"]), stack.app(create_app())
    )


@pytest.fixture
def firm(stack: Stack) -> Firm:
    stack.clock = TickingClock()
    return firm_of(stack)


def fields_named(result: Result) -> list[str]:
    return [detail["field"] for detail in result.body["error"]["details"]]


# ---- listings ------------------------------------------------------------------------------------------


def test_a_listing_is_made_read_listed_and_deleted(firm: Firm) -> None:
    company = firm.company()
    made = firm.call("POST", body={"ticker": "brk.b", "exchange": "xnys", "companyId": company})
    assert (made.status, made.headers["ETag"], made.headers["Location"]) == (
        201,
        '"1"',
        f"{LISTING}/{made.body['id']}",
    )
    listing = made.body
    assert (listing["ticker"], listing["exchange"], listing["companyId"]) == ("BRK.B", "XNYS", company)
    assert (listing["lastPrice"], listing["priceCurrency"], listing["priceAt"]) == (None, None, None)
    got = firm.call("GET", f"{LISTING}/{listing['id']}")
    assert (got.status, got.body, got.headers["ETag"]) == (200, listing, '"1"')
    other = firm.listing("ACME", "XLON")
    assert [each["id"] for each in firm.call("GET").body["items"]] == [other["id"], listing["id"]]
    assert [each["id"] for each in firm.call("GET", query=f"companyId={company}").body["items"]] == [
        listing["id"]
    ]
    stale = firm.call("DELETE", f"{LISTING}/{listing['id']}", headers={"If-Match": '"9"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert firm.call("DELETE", f"{LISTING}/{listing['id']}").status == 200
    assert firm.call("GET", f"{LISTING}/{listing['id']}").code == "not_found"
    assert [each["id"] for each in firm.call("GET").body["items"]] == [other["id"]]


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ({"exchange": "XNAS"}, ["ticker"]),
        ({"ticker": "ACME"}, ["exchange"]),
        ({}, ["ticker", "exchange"]),
        ({"ticker": "ACME", "exchange": None}, ["exchange"]),
        ({"ticker": "", "exchange": "XNAS"}, ["ticker"]),
        ({"ticker": "ACME", "exchange": "NASDAQ"}, ["exchange"]),  # not a MIC
        ({"ticker": "AC ME", "exchange": "XNAS"}, ["ticker"]),
        ({"ticker": "ACME\u202e", "exchange": "XNAS"}, ["ticker"]),
        ({"ticker": "A" * 16, "exchange": "XNAS"}, ["ticker"]),
    ],
)
def test_a_listing_needs_both_ticker_and_exchange_named_when_missing(
    firm: Firm, body: dict[str, Any], named: list[str]
) -> None:
    refused = firm.call("POST", body={**body, "companyId": firm.company()})
    assert (refused.status, refused.code, fields_named(refused)) == (400, "invalid_request", named)
    assert firm.call("GET").body["items"] == []


def test_a_listing_links_a_live_company_of_the_firm(stack: Stack, firm: Firm) -> None:
    theirs = firm_of(stack).company()
    person = firm.record("Person", firstName="Pat", lastName="Lee")
    for company in (theirs, "rec_" + "0" * 26, person, "not-an-id"):
        refused = firm.call("POST", body={"ticker": "ACME", "exchange": "XNAS", "companyId": company})
        assert (refused.status, fields_named(refused)) == (400, ["companyId"]), company
    missing = firm.call("POST", body={"ticker": "ACME", "exchange": "XNAS"})
    assert fields_named(missing) == ["companyId"]
    assert firm.call("GET", query=f"companyId={theirs}").code == "not_found"
    assert firm.status()["trackedListings"] == 0


def test_one_listing_per_ticker_and_exchange_whatever_the_case(stack: Stack, firm: Firm) -> None:
    first = firm.listing("ACME", "XNAS")
    for ticker, exchange in (("ACME", "XNAS"), ("acme", "xnas"), ("Acme", "XNAS")):
        taken = firm.call("POST", body={"ticker": ticker, "exchange": exchange, "companyId": firm.company()})
        assert (taken.status, taken.code) == (409, "already_exists")
    firm.listing("ACME", "XLON")  # the same ticker on another exchange
    firm.listing("ACMF", "XNAS")
    firm_of(stack).listing("ACME", "XNAS")  # another firm's listings are its own
    assert firm.call("DELETE", f"{LISTING}/{first['id']}").status == 200
    firm.listing("ACME", "XNAS")  # free again once deleted
    assert firm.status()["trackedListings"] == 3


def test_two_listings_of_one_symbol_at_once_make_one(
    firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    company, second = firm.company(), firm.in_new_container()
    in_order("a", "b")
    body = {"ticker": "ACME", "exchange": "XNAS", "companyId": company}
    results = together(
        {"a": lambda: firm.call("POST", body=body), "b": lambda: second.call("POST", body=body)}
    )
    assert sorted((r.status, r.code) for r in results.values()) == [(201, None), (409, "already_exists")]
    assert len(firm.call("GET").body["items"]) == 1
    assert firm.status()["trackedListings"] == 1


def test_two_listings_at_once_are_both_counted(firm: Firm, in_order: Callable[[str, str], None]) -> None:
    company, second = firm.company(), firm.in_new_container()
    in_order("a", "b")
    results = together({
        "a": lambda: firm.call("POST", body={"ticker": "ACME", "exchange": "XNAS", "companyId": company}),
        "b": lambda: second.call("POST", body={"ticker": "ACME", "exchange": "XLON", "companyId": company}),
    })  # fmt: skip
    assert [r.status for r in results.values()] == [201, 201]
    assert firm.status()["trackedListings"] == 2


def test_a_listing_is_not_replaced(firm: Firm) -> None:
    listing = firm.listing()
    answer = firm.call("PUT", f"{LISTING}/{listing['id']}", body={"ticker": "X", "exchange": "XNAS"})
    assert (answer.status, answer.code, answer.headers["Allow"]) == (
        405,
        "method_not_allowed",
        "DELETE, GET, HEAD",
    )


def test_a_retried_create_is_replayed_and_stored_once(firm: Firm) -> None:
    body = {"ticker": "ACME", "exchange": "XNAS", "companyId": firm.company()}
    first = firm.call("POST", body=body, headers={"Idempotency-Key": "listing-1"})
    again = firm.call("POST", body=body, headers={"Idempotency-Key": "listing-1"})
    assert (first.status, again.status, again.body, again.headers["Idempotent-Replayed"]) == (
        201,
        201,
        first.body,
        "true",
    )
    assert firm.status()["trackedListings"] == 1


# ---- the price feed's state ---------------------------------------------------------------------------


def test_the_status_says_no_price_feed_is_connected_and_names_the_listings(firm: Firm) -> None:
    assert firm.status() == {"state": "not_connected", "source": None, "lastRunAt": None,
                             "lastPriceAt": None, "lastRun": None, "trackedListings": 0, "listings": [],
                             "more": False}  # fmt: skip
    first, second = firm.listing("ACME", "XNAS"), firm.listing("ACME", "XLON")
    status = firm.status()
    assert (status["state"], status["trackedListings"], status["lastPriceAt"], status["more"]) == (
        "not_connected", 2, None, False)  # fmt: skip
    assert status["listings"] == [
        {"id": listing["id"], "ticker": "ACME", "exchange": listing["exchange"],
         "companyId": listing["companyId"], "lastPrice": None, "priceCurrency": None, "priceAt": None}
        for listing in (second, first)
    ]  # fmt: skip
    firm.call("DELETE", f"{LISTING}/{first['id']}")
    assert firm.status()["trackedListings"] == 1


# ---- who may -----------------------------------------------------------------------------------------


def test_a_viewer_reads_but_does_not_write(stack: Stack, firm: Firm) -> None:
    listing = firm.listing()
    body = {"ticker": "NEW", "exchange": "XNAS", "companyId": listing["companyId"]}
    reader = firm_of(stack, "viewer", ["records:read"], firm.firm_id)
    assert reader.call("GET").status == reader.call("GET", f"{X}/status").status == 200
    assert reader.call("GET", f"{LISTING}/{listing['id']}").status == 200
    assert reader.call("POST", body=body).code == "scope_denied"
    assert reader.call("DELETE", f"{LISTING}/{listing['id']}").code == "scope_denied"
    viewer = firm_of(stack, "viewer", ["records:write"], firm.firm_id)
    assert viewer.call("POST", body=body).code == "permission_denied"
    assert viewer.call("DELETE", f"{LISTING}/{listing['id']}").code == "permission_denied"
    assert firm.status()["trackedListings"] == 1


def test_another_firm_s_listing_is_404_and_not_shown(stack: Stack, firm: Firm) -> None:
    listing = firm.listing()
    other = firm_of(stack)
    for method in ("GET", "DELETE"):
        assert other.call(method, f"{LISTING}/{listing['id']}").code == "not_found"
    assert other.call("GET").body["items"] == []
    assert other.status()["trackedListings"] == 0
    for listing_id in HOSTILE_IDS:
        assert firm.call("GET", f"{LISTING}/{listing_id}").code == "not_found"
        assert firm.call("DELETE", f"{LISTING}/{listing_id}").code == "not_found"
    assert firm.call("GET", f"{LISTING}/{listing['id']}").status == 200


def test_a_tenant_id_is_refused(firm: Firm) -> None:
    body = {"ticker": "ACME", "exchange": "XNAS", "companyId": firm.company(), "tenantId": "other"}
    assert firm.call("POST", body=body).status == 400
    assert firm.call("GET", f"{X}/status", query="tenantId=other").status == 400
    assert firm.call("GET", query="tenantId=other").status == 400
    assert firm.status()["trackedListings"] == 0


# ---- sweeps over every public-markets route ---------------------------------------------------------------


def market_routes(firm: Firm) -> list[Any]:
    routes = [route for route in firm.app.routes if route.path.startswith(X)]
    assert len(routes) == 9  # listing (4), status, settings (2), fetch, a listing's prices
    return routes


def test_every_write_route_refuses_a_read_token_a_viewer_a_tenant_id_and_a_huge_body(
    stack: Stack, firm: Firm
) -> None:
    reader = firm_of(stack, "admin", ["records:read"], firm.firm_id)
    viewer = firm_of(stack, "viewer", ["records:write"], firm.firm_id)
    huge = json.dumps({"ticker": "x" * 1_100_000})
    for route in (route for route in market_routes(firm) if route.method != "GET"):
        path = route.path.replace("{id}", NOBODY)
        assert reader.call(route.method, path, body={}).code == "scope_denied", route.path
        assert viewer.call(route.method, path, body={}).code == "permission_denied", route.path
        assert firm.call(route.method, path, body={"nested": [{"TenantId": "x"}]}).status == 400, route.path
        assert firm.call(route.method, path, raw_body=huge).status == 413, route.path
    assert firm.status()["trackedListings"] == 0


@pytest.mark.parametrize("text", ["x%23y", "%00", "a" * 300, "%E2%80%AE", "1e999", "NaN", "-1", "true"])
def test_hostile_list_parameters_are_400_or_404_never_a_failure(firm: Firm, text: str) -> None:
    firm.listing()
    for route in (
        route for route in market_routes(firm) if route.method == "GET" and route.query is not None
    ):
        for name in sorted(route.query.json_schema().get("properties", {})):
            answer = firm.call("GET", route.path, query=f"{name}={text}")
            assert answer.status in (200, 400, 404), (route.path, name, text, answer.body)
