"""The schedule behind a firm's FX settings: one EventBridge Scheduler schedule per firm whose settings
say `"schedule": "daily"`, in the stage's FX schedule group, invoking the FX fetch worker
(integrations_api.fx_worker) every day at `hourUtc`:00 UTC.

    name    fx-<firm id>-<generation>-<hourUtc>
    input   {"source": "fx", "firmId", "generation", "hourUtc",
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
from collections.abc import Mapping
from functools import cached_property
from typing import Any, NamedTuple

from kernel import aws

SCHEDULED_TIME = "<aws.scheduler.scheduled-time>"
RETRIES = {"MaximumEventAgeInSeconds": 3600, "MaximumRetryAttempts": 3}


class Held(NamedTuple):
    """The schedule a firm's FX settings hold (or held): its hour and generation."""

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


def name(firm_id: str, held: Held) -> str:
    return f"fx-{firm_id}-{held.generation}-{held.hour}"


class FxSchedules:
    """The port to EventBridge Scheduler. The worker only deletes, so it needs no target."""

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

    def put(self, firm_id: str, held: Held) -> None:
        """Makes sure the schedule exists (created, or updated to this target and role)."""
        if not (self._target_arn and self._role_arn):
            raise RuntimeError("FX_SCHEDULE_TARGET_ARN and FX_SCHEDULER_ROLE_ARN are needed to put schedules")
        request = self._request(firm_id, held)
        try:
            self._client.create_schedule(**request)
        except self._client.exceptions.ConflictException:
            self._client.update_schedule(**request)

    def delete(self, firm_id: str, held: Held) -> None:
        """Deletes the schedule; one already gone is fine."""
        try:
            self._client.delete_schedule(GroupName=self._group, Name=name(firm_id, held))
        except self._client.exceptions.ResourceNotFoundException:
            return

    def _request(self, firm_id: str, held: Held) -> dict[str, Any]:
        event = {
            "source": "fx",
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
            "Name": name(firm_id, held),
            "ScheduleExpression": held.expression(),
            "ScheduleExpressionTimezone": "UTC",
            "FlexibleTimeWindow": {"Mode": "OFF"},
            "Target": target,
            "State": "ENABLED",
        }
