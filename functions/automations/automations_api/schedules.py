"""The schedules behind `schedule` triggers: one EventBridge Scheduler schedule per published, active
automation and cron, in the stage's schedule group, invoking the runner.

    name    <automation id>-<sha256(firm id, cron)[:12]>
    input   {"source": "schedule", "firmId", "automationId", "cron",
             "scheduledAt": "<aws.scheduler.scheduled-time>"}      (Scheduler fills in the time)

A schedule is put before the write that makes its cron live, and deleted after the write that ends
it. Either call may fail on its own, so a schedule can outlive its cron, never the other way round:
when such a schedule fires, the runner finds no active automation with that cron and deletes it.
The name holds the cron, so publishing a new cron puts a second schedule beside the first until the
write is in; the old one is deleted after.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from functools import cached_property
from typing import Any

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
        if self._given_client is not None:
            return self._given_client
        import boto3

        return boto3.client("scheduler")

    def put(self, firm_id: str, automation_id: str, cron: str, expression: str) -> None:
        """Makes sure the schedule exists (created, or updated to this target and role)."""
        if not (self._target_arn and self._role_arn):
            raise RuntimeError("SCHEDULE_TARGET_ARN and SCHEDULER_ROLE_ARN are needed to put schedules")
        request = self._request(firm_id, automation_id, cron, expression)
        try:
            self._client.create_schedule(**request)
        except self._client.exceptions.ConflictException:
            self._client.update_schedule(**request)

    def delete(self, firm_id: str, automation_id: str, cron: str) -> None:
        """Deletes the schedule; one already gone is fine."""
        try:
            self._client.delete_schedule(GroupName=self._group, Name=name(firm_id, automation_id, cron))
        except self._client.exceptions.ResourceNotFoundException:
            return

    def _request(self, firm_id: str, automation_id: str, cron: str, expression: str) -> dict[str, Any]:
        event = {"source": "schedule", "firmId": firm_id, "automationId": automation_id, "cron": cron,
                 "scheduledAt": SCHEDULED_TIME}  # fmt: skip
        target: dict[str, Any] = {"Arn": self._target_arn, "RoleArn": self._role_arn,
                                  "Input": json.dumps(event), "RetryPolicy": RETRIES}  # fmt: skip
        if self._dead_letter_arn:
            target["DeadLetterConfig"] = {"Arn": self._dead_letter_arn}
        return {
            "GroupName": self._group,
            "Name": name(firm_id, automation_id, cron),
            "ScheduleExpression": expression,
            "ScheduleExpressionTimezone": "UTC",
            "FlexibleTimeWindow": {"Mode": "OFF"},
            "Target": target,
            "State": "ENABLED",
        }


def name(firm_id: str, automation_id: str, cron: str) -> str:
    digest = hashlib.sha256(f"{firm_id}\n{cron}".encode()).hexdigest()[:12]
    return f"{automation_id}-{digest}"


def live_cron(automation: Mapping[str, Any] | None) -> str | None:
    """The cron an automation runs on now: active, published, with a schedule trigger."""
    if automation is None or automation.get("status") != "active" or not automation.get("published"):
        return None
    trigger = automation["published"]["tree"]["trigger"]
    return str(trigger["config"]["cron"]) if trigger["kind"] == "schedule" else None
