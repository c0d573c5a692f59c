"""The local stack's schedule ticker under moto: at a minute, it invokes each due schedule's target
function with the schedule's Input and its time filled in, as EventBridge Scheduler would."""

from __future__ import annotations

import datetime
from typing import Any

from automations_api import schedules
from automations_api.schedules import Held
from local_stack.scheduler import ScheduleTicker
from tests.integration.test_automations import SCHEDULES
from tests.support import Stack

RUNNER = "test-AutomationRunnerFunction"


def test_due_schedules_invoke_their_function_with_the_time_filled_in(stack: Stack) -> None:
    firm = stack.firm()
    held = Held("0 7 * * 1", 2)
    SCHEDULES.put(firm, "auto_ticker", held, "cron(0 7 ? * 2 *)")
    invoked: list[tuple[str, dict[str, Any]]] = []
    ticker = ScheduleTicker(
        ["test-AutomationSchedules"], {RUNNER: "AutomationRunnerFunction"}, lambda *call: invoked.append(call)
    )
    mine = lambda: [event for _, event in invoked if event.get("firmId") == firm]  # noqa: E731

    ticker.tick(datetime.datetime(2026, 11, 24, 7, 0, tzinfo=datetime.UTC))  # a Tuesday
    assert mine() == []
    fired = ticker.tick(datetime.datetime(2026, 11, 23, 7, 0, tzinfo=datetime.UTC))  # a Monday
    assert schedules.name(firm, "auto_ticker", held) in fired
    expected = {"source": "schedule", "firmId": firm, "automationId": "auto_ticker", "cron": "0 7 * * 1",
                "generation": 2, "scheduledAt": "2026-11-23T07:00:00Z"}  # fmt: skip
    assert mine() == [expected]
    assert {function for function, _ in invoked} == {"AutomationRunnerFunction"}
    SCHEDULES.delete(firm, "auto_ticker", held)
