"""The schedules behind `schedule` triggers: one EventBridge Scheduler schedule per published, active
automation, in the stage's schedule group, invoking the runner.

    name    <automation id>-<sha256(firm id, cron, generation)[:12]>
    input   {"source": "schedule", "firmId", "automationId", "cron", "generation",
             "scheduledAt": "<aws.scheduler.scheduled-time>"}      (Scheduler fills in the time)

A schedule's generation is the automation's version written by the publish or resume that made its
cron live; the automation keeps `{cron, generation}` of the schedule it holds (`schedule`, hidden).
The schedule is put once the write's preconditions hold, right before it commits, and the one the
write ends is deleted after it commits. A write that fails after its put leaves a schedule of a
generation it never held; a delete that fails leaves one it no longer holds. When such a schedule
fires, the runner deletes it, unless its generation is newer than the automation (its write may yet
commit). A new generation never reuses a name, so a late delete never removes a newer schedule.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from functools import cached_property
from typing import Any, NamedTuple

from kernel import aws

SCHEDULED_TIME = "<aws.scheduler.scheduled-time>"
RETRIES = {"MaximumEventAgeInSeconds": 3600, "MaximumRetryAttempts": 3}


class Schedules:
    """The port to EventBridge Scheduler. The runner only deletes, so it needs no target."""

    def __init__(self, group: str, target_arn: str | None = None, role_arn: str | None = None,
                 dead_letter_arn: str | None = None, client: Any = None) -> None:  # fmt: skip
        self._group = group
        self._target_arn = target_arn
        self._role_arn = role_arn
        self._dead_letter_arn = dead_letter_arn
        self._given_client = client

    @classmethod
    def from_environment(cls) -> Schedules:
        get = os.environ.get
        return cls(get("SCHEDULE_GROUP", "default"), get("SCHEDULE_TARGET_ARN"), get("SCHEDULER_ROLE_ARN"),
                   get("SCHEDULE_DEAD_LETTER_ARN"))  # fmt: skip

    @cached_property
    def _client(self) -> Any:
        return self._given_client if self._given_client is not None else aws.client("scheduler")

    def put(self, firm_id: str, automation_id: str, held: Held, expression: str) -> None:
        """Makes sure the schedule exists (created, or updated to this target and role)."""
        if not (self._target_arn and self._role_arn):
            raise RuntimeError("SCHEDULE_TARGET_ARN and SCHEDULER_ROLE_ARN are needed to put schedules")
        request = self._request(firm_id, automation_id, held, expression)
        try:
            self._client.create_schedule(**request)
        except self._client.exceptions.ConflictException:
            self._client.update_schedule(**request)

    def delete(self, firm_id: str, automation_id: str, held: Held) -> None:
        """Deletes the schedule; one already gone is fine."""
        try:
            self._client.delete_schedule(GroupName=self._group, Name=name(firm_id, automation_id, held))
        except self._client.exceptions.ResourceNotFoundException:
            return

    def _request(self, firm_id: str, automation_id: str, held: Held, expression: str) -> dict[str, Any]:
        event = {"source": "schedule", "firmId": firm_id, "automationId": automation_id, "cron": held.cron,
                 "generation": held.generation, "scheduledAt": SCHEDULED_TIME}  # fmt: skip
        target: dict[str, Any] = {"Arn": self._target_arn, "RoleArn": self._role_arn,
                                  "Input": json.dumps(event), "RetryPolicy": RETRIES}  # fmt: skip
        if self._dead_letter_arn:
            target["DeadLetterConfig"] = {"Arn": self._dead_letter_arn}
        return {
            "GroupName": self._group,
            "Name": name(firm_id, automation_id, held),
            "ScheduleExpression": expression,
            "ScheduleExpressionTimezone": "UTC",
            "FlexibleTimeWindow": {"Mode": "OFF"},
            "Target": target,
            "State": "ENABLED",
        }


class Held(NamedTuple):
    """A schedule an automation holds (or held): its cron and generation."""

    cron: str
    generation: int

    @classmethod
    def of(cls, automation: Mapping[str, Any] | None) -> Held | None:
        """The schedule the automation holds now, if any."""
        held = (automation or {}).get("schedule")
        return cls(str(held["cron"]), int(held["generation"])) if held else None

    def stored(self) -> dict[str, Any]:
        return {"cron": self.cron, "generation": self.generation}


def name(firm_id: str, automation_id: str, held: Held) -> str:
    digest = hashlib.sha256(f"{firm_id}\n{held.cron}\n{held.generation}".encode()).hexdigest()[:12]
    return f"{automation_id}-{digest}"


def live_cron(automation: Mapping[str, Any] | None) -> str | None:
    """The cron an automation runs on now: active, published, with a schedule trigger."""
    if automation is None or automation.get("status") != "active" or not automation.get("published"):
        return None
    trigger = automation["published"]["tree"]["trigger"]
    return str(trigger["config"]["cron"]) if trigger["kind"] == "schedule" else None
