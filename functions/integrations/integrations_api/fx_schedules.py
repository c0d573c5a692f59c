"""The schedules behind a firm's daily fetches: one EventBridge Scheduler schedule per firm and kind
whose settings say `"schedule": "daily"`, in the stage's fetch schedule group (template.yaml:
FxSchedules), invoking the fetch worker (integrations_api.fx_worker) every day at `hourUtc`:00 UTC.
The kind is what the schedule fetches: `fx` (the FX settings, integrations_api.fx) or `prices` (the
public-market price source, integrations_api.prices).

    name    <kind>-<firm id>-<generation>-<hourUtc>
    input   {"source": "<kind>", "firmId", "generation", "hourUtc",
             "scheduledAt": "<aws.scheduler.scheduled-time>"}      (Scheduler fills in the time)

The generation is the settings' version written by the PUT that made the schedule; the settings keep
`{hourUtc, generation}` of the schedule they hold (`held`, never shown). As with automations
(automations_api.schedules): the new schedule is put once the PUT's preconditions hold, right before
it commits, and the one it ends is deleted after it commits. A PUT that fails after its put leaves a
schedule of a generation the settings never held, a delete that fails leaves one they no longer hold:
when such a schedule fires, the worker deletes it (unless it is newer than the settings: its write may
yet commit) and fetches nothing. A new generation never reuses a name, so a late delete never removes
a newer schedule, and two PUTs that raced (each puts before its commit, one commits) leave two names:
the one the settings do not hold deletes only itself.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from functools import cached_property
from typing import Any, Literal, NamedTuple

from kernel import aws
from kit.fields import Choice, FieldType, Integer, required_if

SCHEDULED_TIME = "<aws.scheduler.scheduled-time>"
RETRIES = {"MaximumEventAgeInSeconds": 3600, "MaximumRetryAttempts": 3}
Kind = Literal["fx", "prices"]
KINDS: tuple[Kind, ...] = ("fx", "prices")


def schedule_fields(fetch_route: str) -> dict[str, FieldType]:
    """A kind's settings body says when it fetches: `schedule` and `hourUtc` (SCHEDULE_RULES)."""
    return {
        "schedule": Choice(
            "daily",
            "off",
            description=f"daily: fetched every day at hourUtc:00 UTC; off: only {fetch_route} fetches.",
        ),
        "hourUtc": Integer(
            minimum=0,
            maximum=23,
            required=False,
            description="With schedule daily: the hour (UTC) of the daily fetch.",
        ),
    }


SCHEDULE_VIEW: dict[str, FieldType] = {
    "schedule": Choice("daily", "off"),
    "hourUtc": Integer(minimum=0, maximum=23, required=False),
}


def _hour_only_when_daily(values: Mapping[str, Any]) -> list[dict[str, str]]:
    if values.get("schedule") == "off" and values.get("hourUtc") is not None:
        return [{"field": "hourUtc", "message": "only with schedule daily"}]
    return []


SCHEDULE_RULES = (required_if("hourUtc", schedule="daily"), _hour_only_when_daily)


class Held(NamedTuple):
    """The schedule a firm's settings (of one kind) hold, or held: its hour and generation."""

    hour: int
    generation: int

    @classmethod
    def of(cls, settings: Mapping[str, Any] | None) -> Held | None:
        held = (settings or {}).get("held")
        return cls(int(held["hourUtc"]), int(held["generation"])) if held else None

    def stored(self) -> dict[str, Any]:
        return {"hourUtc": self.hour, "generation": self.generation}

    def expression(self) -> str:
        return f"cron(0 {self.hour} * * ? *)"


def name(firm_id: str, held: Held, kind: Kind = "fx") -> str:
    return f"{kind}-{firm_id}-{held.generation}-{held.hour}"


class Move(NamedTuple):
    """What a settings PUT does to its schedule: the one the settings hold after it (None: off), the
    put to run right before the commit, the delete to run after it."""

    holds: Held | None
    before_commit: list[Callable[[], None]]
    after_commit: list[Callable[[], None]]


def move(
    schedules: FxSchedules, firm_id: str, kind: Kind, held: Held | None, daily_hour: int | None, version: int
) -> Move:
    """The schedule that follows a PUT writing `version` + 1 of settings that held `held`: the same one
    when the hour stays, a new generation when it moves, none when `daily_hour` is None (off)."""
    holds = None
    if daily_hour is not None:
        holds = held if held is not None and held.hour == daily_hour else Held(daily_hour, version + 1)
    put: list[Callable[[], None]] = []
    tidy: list[Callable[[], None]] = []
    if holds is not None and holds != held:
        new = holds
        put.append(lambda: schedules.put(firm_id, new, kind))
    if held is not None and holds != held:
        old = held
        tidy.append(lambda: schedules.delete(firm_id, old, kind))
    return Move(holds, put, tidy)


class FxSchedules:
    """The port to EventBridge Scheduler, for every kind of daily fetch (one group, one worker). The
    worker only deletes, so it needs no target."""

    def __init__(
        self,
        group: str,
        target_arn: str | None = None,
        role_arn: str | None = None,
        dead_letter_arn: str | None = None,
        client: Any = None,
    ) -> None:
        self._group = group
        self._target_arn = target_arn
        self._role_arn = role_arn
        self._dead_letter_arn = dead_letter_arn
        self._given_client = client

    @classmethod
    def from_environment(cls) -> FxSchedules:
        get = os.environ.get
        return cls(
            get("FX_SCHEDULE_GROUP", "default"),
            get("FX_SCHEDULE_TARGET_ARN"),
            get("FX_SCHEDULER_ROLE_ARN"),
            get("FX_SCHEDULE_DEAD_LETTER_ARN"),
        )

    @cached_property
    def _client(self) -> Any:
        return self._given_client if self._given_client is not None else aws.client("scheduler")

    def put(self, firm_id: str, held: Held, kind: Kind = "fx") -> None:
        """Makes sure the schedule exists (created, or updated to this target and role)."""
        if not (self._target_arn and self._role_arn):
            raise RuntimeError("FX_SCHEDULE_TARGET_ARN and FX_SCHEDULER_ROLE_ARN are needed to put schedules")
        request = self._request(firm_id, held, kind)
        try:
            self._client.create_schedule(**request)
        except self._client.exceptions.ConflictException:
            self._client.update_schedule(**request)

    def delete(self, firm_id: str, held: Held, kind: Kind = "fx") -> None:
        """Deletes the schedule; one already gone is fine."""
        try:
            self._client.delete_schedule(GroupName=self._group, Name=name(firm_id, held, kind))
        except self._client.exceptions.ResourceNotFoundException:
            return

    def _request(self, firm_id: str, held: Held, kind: Kind) -> dict[str, Any]:
        event = {
            "source": kind,
            "firmId": firm_id,
            "generation": held.generation,
            "hourUtc": held.hour,
            "scheduledAt": SCHEDULED_TIME,
        }
        target: dict[str, Any] = {
            "Arn": self._target_arn,
            "RoleArn": self._role_arn,
            "Input": json.dumps(event),
            "RetryPolicy": RETRIES,
        }
        if self._dead_letter_arn:
            target["DeadLetterConfig"] = {"Arn": self._dead_letter_arn}
        return {
            "GroupName": self._group,
            "Name": name(firm_id, held, kind),
            "ScheduleExpression": held.expression(),
            "ScheduleExpressionTimezone": "UTC",
            "FlexibleTimeWindow": {"Mode": "OFF"},
            "Target": target,
            "State": "ENABLED",
        }
