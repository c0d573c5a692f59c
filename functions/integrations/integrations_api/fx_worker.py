"""The fetch worker: what a firm's daily fetch schedules invoke (integrations_api.fx_schedules), with
`{"source": "fx" | "prices", "firmId", "generation", "hourUtc", "scheduledAt"}`. Its own function in
template.yaml (FxFetchFunction): no API in front, EventBridge Scheduler its only caller. `source` says
what to fetch: the firm's FX rates or its listings' prices.

Either fetch runs only when the firm's settings of that kind still hold the schedule that fired. A
schedule they do not hold (a PUT that moved or ended it, whose delete failed, or never committed) is
deleted, unless it is newer than the settings (its PUT may yet commit), and nothing is fetched.

`fx`: as `POST /fx/fetch` does (integrations_api.fx.fetch: one guarded GET, the answer read as hostile
input, all the new rates of the answer or none). A retried or repeated firing stores nothing new: each
rate is stored once per pair and day. A fetch that lost a race (another fetch stored the rates, or the
settings changed) is read and run again once; what still fails is raised, so Lambda retries it and
then leaves the event in the failures queue (template.yaml: FxFetchFailures).

`prices`: as `POST /public-markets/fetch` does (integrations_api.price_fetch: the listings' quotes
through the guarded port, each price stored once per listing and day in a unit of its own), with the
Twelve Data key read from Secrets Manager (the firm's active twelvedata integration). A retried firing
stores nothing new. A source not connected, or an address refused now, is the run's failure, kept on
the price feed's status (`lastRun`); a failure of the data store is raised, as for FX.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Mapping
from functools import cache
from typing import Any

from integrations_api import fx, price_fetch, prices
from integrations_api.fx_schedules import KINDS, FxSchedules, Held, Kind
from integrations_api.secrets import IntegrationSecrets
from kernel.errors import ApiError
from kernel.outbound import Outbound
from kernel.ports import Ports
from kernel.services import Services
from kernel.unit_of_work import Actor, Commit, commit

ATTEMPTS = 2  # a fetch that lost its race is read and run once more


class FxWorker:
    def __init__(self, ports: Ports) -> None:
        self._ports = ports

    def on_schedule(self, firm_id: str, fired: Held, scheduled_at: int) -> dict[str, Any] | None:
        """The fetch's report, or None when the firm's settings do not hold the schedule that fired (or
        there is nothing to fetch)."""
        services = self._ports.get(Services)
        store = services.tenant_store(firm_id)
        for attempt in range(ATTEMPTS):
            settings, _ = fx.read_settings(store)
            if not self._still_held(firm_id, "fx", fired, settings):
                return None
            now = int(services.clock())
            try:
                fetched = fx.fetch(
                    store,
                    settings,
                    self._ports.get(Outbound),
                    services.settings.service_hosts,
                    now,
                    "schedule",
                    refusal_raises=False,
                )
            except ApiError as error:  # fx_not_configured, fx_no_pairs: nothing to fetch
                _log().info("nothing to fetch", extra={"firmId": firm_id, "code": error.code})
                return None
            actor = Actor(str(settings.get("updatedBy") or "system"), "system")
            context = Commit(
                store, actor, f"fx-{firm_id}-{scheduled_at}", services.clock, services.change_sequence
            )
            try:
                commit(fetched.writes, context)
            except ApiError as error:
                if error.code == "fetch_conflict" and attempt + 1 < ATTEMPTS:
                    continue
                raise
            report = fetched.report
            _log().info(
                "fx fetch",
                extra={
                    "firmId": firm_id,
                    "outcome": report["outcome"],
                    "stored": report["stored"],
                    "failure": report["failure"],
                },
            )
            return report
        return None  # unreachable: the last attempt returns or raises

    def on_price_schedule(self, firm_id: str, fired: Held, scheduled_at: int) -> dict[str, Any] | None:
        """The price fetch's report, or None when the firm's price settings do not hold the schedule
        that fired (or it tracks no listing)."""
        services = self._ports.get(Services)
        store = services.tenant_store(firm_id)
        settings = prices.read_settings(store)
        if not self._still_held(firm_id, "prices", fired, settings):
            return None
        actor = Actor(str(settings.get("updatedBy") or "system"), "system")
        context = Commit(
            store, actor, f"prices-{firm_id}-{scheduled_at}", services.clock, services.change_sequence
        )
        run = price_fetch.Run(
            store,
            settings,
            self._ports.get(Outbound),
            self._ports.get(IntegrationSecrets),
            tuple(services.settings.service_hosts),
            int(services.clock()),
            "schedule",
            lambda writes: commit(writes, context),
        )
        try:
            report = price_fetch.fetch(run, refusal_raises=False)
        except ApiError as error:  # prices_no_listings: nothing to fetch
            _log().info("nothing to fetch", extra={"firmId": firm_id, "code": error.code})
            return None
        said = {key: report[key] for key in ("stored", "alreadyStored", "failed", "failure")}
        _log().info("price fetch", extra={"firmId": firm_id, **said})
        return report

    def _still_held(self, firm_id: str, kind: Kind, fired: Held, settings: dict[str, Any]) -> bool:
        """Whether the settings hold the schedule that fired; one they do not is deleted, unless it is
        newer than them (its PUT may yet commit)."""
        if Held.of(settings) == fired:
            return True
        if not settings or fired.generation <= int(settings.get("version", 0)):
            self._ports.get(FxSchedules).delete(firm_id, fired, kind)
        return False


@cache
def _worker() -> FxWorker:
    return FxWorker(
        Ports(
            {
                Services: Services.from_environment,
                Outbound: Outbound,
                FxSchedules: FxSchedules.from_environment,
                IntegrationSecrets: IntegrationSecrets.from_environment,
            }
        )
    )


def lambda_handler(event: Mapping[str, Any], context: Any, worker: FxWorker | None = None) -> dict[str, Any]:
    """A schedule's event: `{"report": <the fetch's report, or null when nothing was fetched>}`."""
    worker = worker or _worker()
    kind = event.get("source")
    if kind not in KINDS:
        _log().warning("not a fetch schedule's event; ignored")
        return {"report": None}
    fired = Held(int(event["hourUtc"]), int(event["generation"]))
    run = worker.on_schedule if kind == "fx" else worker.on_price_schedule
    return {"report": run(str(event["firmId"]), fired, _epoch(event.get("scheduledAt")))}


def _epoch(scheduled_at: Any) -> int:
    """The schedule's time: Scheduler's ISO text (`2026-11-23T07:00:00Z`), else now."""
    if isinstance(scheduled_at, str) and scheduled_at:
        return int(datetime.datetime.fromisoformat(scheduled_at.replace("Z", "+00:00")).timestamp())
    return int(time.time())


@cache
def _log() -> Any:
    from aws_lambda_powertools import Logger

    return Logger(service="integrations-fx-worker")
