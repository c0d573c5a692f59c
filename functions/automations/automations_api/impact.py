"""What makes a tree high-impact (spec 3.3): publishing it through the API is refused with 409
`publish_blocked`, and it is published in the designer instead (docs/decisions.md).

High-impact, exactly:
1. a `callConnector` step whose operation's effect is `destructive` (in the connector's published call,
   or its draft before the first publish);
2. a `schedule` trigger with any step that writes: `createRecord`, or a `callConnector` step whose
   operation's effect is `write` or `destructive`. A schedule runs with no person watching, again and
   again, so each such step can touch many records over time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from connectors.definition import operation as operation_of

WRITE_EFFECTS = ("write", "destructive")


def connector_keys(tree: Mapping[str, Any]) -> list[str]:
    keys = [step["config"]["connectorKey"] for step in tree["steps"] if step["kind"] == "callConnector"]
    return sorted(set(keys))


def blocked(tree: Mapping[str, Any], connectors: Mapping[str, Mapping[str, Any] | None]) -> list[str]:
    """Why the tree is high-impact (empty: it is not)."""
    scheduled = tree["trigger"]["kind"] == "schedule"
    reasons = []
    for index, step in enumerate(tree["steps"]):
        effect = _effect(step, connectors)
        if effect == "destructive":
            reasons.append(f"steps[{index}] calls a destructive connector operation")
        elif scheduled and (step["kind"] == "createRecord" or effect in WRITE_EFFECTS):
            reasons.append(f"steps[{index}] writes on a schedule")
    return reasons


def _effect(step: Mapping[str, Any], connectors: Mapping[str, Mapping[str, Any] | None]) -> str | None:
    if step["kind"] != "callConnector":
        return None
    connector = connectors.get(step["config"]["connectorKey"])
    if connector is None:
        return None
    found = operation_of(connector.get("published") or connector, step["config"]["operationKey"])
    return found["effect"] if found else None
