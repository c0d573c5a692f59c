"""What makes a tree high-impact (spec 3.3): publishing or resuming it through the API is refused with
409 `publish_blocked`, and it is published in the designer instead (docs/decisions.md).

High-impact, exactly:
1. a `callConnector` step whose operation's effect is `destructive` (in the connector's published call,
   or its draft before the first publish);
2. a `schedule` trigger with any step that writes: `createRecord`, or a `callConnector` step whose
   operation's effect is `write` or `destructive`. A schedule runs with no person watching, again and
   again, so each such step can touch many records over time;
3. a `schedule` trigger that can fire more often than hourly (its minute field allows more than one
   minute) with a step that reaches another person: a `notifyUser` or a `createTask` whose user is
   not the publisher. The recipient cannot stop a schedule that is not theirs, and it would fill
   their notifications every few minutes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from automations_api import cron
from connectors.definition import operation as operation_of

WRITE_EFFECTS = ("write", "destructive")
PERSON_SETTING = {"notifyUser": "userId", "createTask": "assigneeUserId"}  # whom the step reaches


def connector_keys(tree: Mapping[str, Any]) -> list[str]:
    keys = [step["config"]["connectorKey"] for step in tree["steps"] if step["kind"] == "callConnector"]
    return sorted(set(keys))


def blocked(
    tree: Mapping[str, Any],
    connectors: Mapping[str, Mapping[str, Any] | None],
    publisher: str,
    *,
    describe_connectors: bool = True,
) -> list[str]:
    """Why the tree, made live by `publisher`, is high-impact (empty: it is not). Without
    `describe_connectors` (the caller may not read connectors) a connector step's reason does not say
    what the operation does."""
    trigger = tree["trigger"]
    scheduled = trigger["kind"] == "schedule"
    frequent = scheduled and cron.parse(trigger["config"]["cron"]).more_often_than_hourly()
    reasons = []
    for index, step in enumerate(tree["steps"]):
        effect = _effect(step, connectors)
        if effect == "destructive":
            reason = "calls a destructive connector operation"
        elif scheduled and (step["kind"] == "createRecord" or effect in WRITE_EFFECTS):
            reason = "writes on a schedule"
        elif frequent and _reaches_another(step, publisher):
            reason = "reaches another person on a schedule that runs more often than hourly"
        else:
            continue
        if effect is not None and not describe_connectors:
            reason = "calls a connector operation that is high-impact"
        reasons.append(f"steps[{index}] {reason}")
    return reasons


def _reaches_another(step: Mapping[str, Any], publisher: str) -> bool:
    setting = PERSON_SETTING.get(step["kind"])
    person = step["config"].get(setting) if setting else None
    return person is not None and person != publisher


def _effect(step: Mapping[str, Any], connectors: Mapping[str, Mapping[str, Any] | None]) -> str | None:
    if step["kind"] != "callConnector":
        return None
    connector = connectors.get(step["config"]["connectorKey"])
    if connector is None:
        return None
    found = operation_of(connector.get("published") or connector, step["config"]["operationKey"])
    return found["effect"] if found else None
