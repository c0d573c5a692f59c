"""One call, one audit log entry, however many transactions it commits (issue 36, item 7). A route
that commits in units (Request.commit_unit) writes each unit, then its answer's own writes: every
commit of the call puts the same entry, which ends saying what the call answered. A dry-run wrote two
(its units' and its answer's, a moment apart); the clock here ticks on every read, as time does."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from compliance_api.handler import create_app as compliance_app
from esg_api.handler import create_app as esg_app
from kernel.pipeline import App
from tests.integration.imports_support import IMPORT_SCOPES, app, discard, made, messages, on
from tests.integration.records_support import SCOPES, Firm, TickingClock, new_firm, records_app
from tests.integration.test_public_market_prices import (
    TWELVE_DATA,
    Systems,
    by_symbol,
    firm_of,
    quote,
    systems,
)
from tests.support import Result, Stack, call

__all__ = ["records_app", "systems"]
X = "/api/v1/x"
FUNCTIONS = Path(__file__).parents[2] / "functions"
UNIT_COMMIT = re.compile(r"\.commit_unit\(")
# Every family module that commits in units, and the test below that calls its routes
COVERED = {"imports/imports_api/imports.py", "esg/esg_api/issuing.py", "records/records_api/batch.py",
           "integrations/integrations_api/price_fetch.py"}  # fmt: skip


@pytest.fixture
def firm(stack: Stack, records_app: App) -> Firm:
    """A firm of the ticking clock (records_app sets it) whose token holds the records and imports scopes."""
    return new_firm(stack, records_app, scopes=[*SCOPES, *IMPORT_SCOPES])


def entries_of(stack: Stack, firm: Firm, answer: Result) -> list[dict[str, Any]]:
    """The audit log's entries of one call (by its X-Request-Id), as GET /audit-log shows them."""
    log = call(stack.app(compliance_app()), "GET", f"{X}/audit-log", token=firm.token, query="limit=200")
    assert log.status == 200, log.body
    return [entry for entry in log.body["items"] if entry["requestId"] == answer.headers["X-Request-Id"]]


def assert_one_entry(stack: Stack, firm: Firm, answer: Result, route: str, resource_id: str | None) -> None:
    entries = entries_of(stack, firm, answer)
    assert [(e["method"], e["route"], e["status"], e["resourceId"]) for e in entries] == [
        ("POST", route, answer.status, resource_id)
    ], entries


def test_a_dry_run_committed_in_units_writes_one_audit_entry(stack: Stack, firm: Firm) -> None:
    imports = app(stack)
    discard(messages())
    csv = "Company,Type\n" + "".join(f"Company {n},Prospect\n" for n in range(1_201))  # 7 chunks: 2 units
    body = {"recordType": "Company", "mapping": {"Company": "name", "Type": "companyType"}, "csv": csv}
    import_id = made(imports, firm, body)["id"]
    route = f"{X}/imports/{{id}}/dry-run"
    for _ in ("first", "again, replacing the first one's plan"):
        checked = on(imports, firm, "POST", f"/imports/{import_id}/dry-run")
        assert checked.status == 200, checked.body
        assert_one_entry(stack, firm, checked, route, import_id)


@pytest.mark.parametrize("picked", [False, True], ids=["issue-for-period", "issue-for-companies"])
def test_issuing_esg_requests_in_units_writes_one_audit_entry(stack: Stack, firm: Firm, picked: bool) -> None:
    esg = stack.app(esg_app())
    companies = [firm.create("Company", name=f"Held {n}", companyType="Portfolio")["id"] for n in range(17)]
    period = {"name": "FY2025", "startDate": "2025-01-01", "endDate": "2025-12-31", "frameworkIds": ["gri"]}
    made_period = call(esg, "POST", f"{X}/esg-periods", token=firm.token, body=period)
    assert made_period.status == 201, made_period.body
    body: dict[str, Any] = {"reportingPeriodId": made_period.body["id"], "dueDate": "2026-03-31"}
    path = f"{X}/esg-requests/issue-for-{'companies' if picked else 'period'}"
    issued = call(
        esg, "POST", path, token=firm.token, body=body | ({"companyIds": companies} if picked else {})
    )
    assert (issued.status, issued.body["created"]) == (200, 17), issued.body  # 17: units of 16 and 1
    assert_one_entry(stack, firm, issued, path, None)


def test_a_records_batch_committed_per_operation_writes_one_audit_entry(stack: Stack, firm: Firm) -> None:
    operations = [{"op": "create", "values": {"name": f"Lead {n}"}} for n in range(3)]
    path = f"{X}/records/Lead/batch"
    answer = firm.call("POST", path, body={"operations": operations})
    assert (answer.status, answer.body["counts"]["created"]) == (200, 3), answer.body
    assert_one_entry(stack, firm, answer, f"{X}/records/{{type}}/batch", "Lead")  # the path names the type


def test_a_price_fetch_committed_per_listing_writes_one_audit_entry(stack: Stack, systems: Systems) -> None:
    stack.clock = TickingClock()
    prices = firm_of(stack, systems)
    for ticker in ("ACME", "BETA"):
        prices.listing(ticker)
    prices.connect_twelve_data()
    assert prices.settings(TWELVE_DATA).status == 200
    systems.twelve_data.respond = by_symbol({"ACME": quote("ACME", "10.5"), "BETA": quote("BETA", "20.25")})
    fetched = prices.fetch()
    assert (fetched.status, fetched.body["stored"]) == (200, 2), fetched.body  # two units and the status
    assert_one_entry(stack, prices, fetched, f"{X}/public-markets/fetch", None)  # type: ignore[arg-type]


def test_every_module_that_commits_in_units_has_its_routes_tested_here() -> None:
    """A new bulk route commits in units: add a test of its one entry above, then name it here."""
    found = {str(path.relative_to(FUNCTIONS)) for path in FUNCTIONS.glob("*/*/*.py")
             if UNIT_COMMIT.search(path.read_text(encoding="utf-8"))}  # fmt: skip
    assert found == COVERED
