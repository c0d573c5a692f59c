"""The local stand-in for EventBridge Scheduler: a thread that, at the start of each minute (UTC),
fires the schedules of the template's schedule groups whose cron matches that minute. Firing invokes
the target function with the schedule's Input, `<aws.scheduler.scheduled-time>` filled in, as
Scheduler would; what the function raises is logged (Scheduler would retry, then use the dead-letter
queue). `tick(moment)` fires one minute's schedules, so tests need not wait for the clock.

Scheduler's cron has six fields: minute hour day-of-month month day-of-week year, one of the two day
fields `?`, day of week 1-7 from Sunday. This matcher takes `*`, `?`, numbers, names (MON, JAN),
ranges, steps and lists; a schedule it cannot read (L, W, #, rate(), at()) is logged and skipped.
"""

from __future__ import annotations

import datetime
import json
import logging
import re
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

LOG = logging.getLogger("local_stack.scheduler")
SCHEDULED_TIME = "<aws.scheduler.scheduled-time>"
_CRON = re.compile(r"^cron\((.+)\)$")
_DAYS = ("SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT")
_MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
_NAMES = {name: index + 1 for names in (_DAYS, _MONTHS) for index, name in enumerate(names)}
_BOUNDS = ((0, 59), (0, 23), (1, 31), (1, 12), (1, 7), (1970, 2199))


class ScheduleTicker:
    def __init__(self, groups: Sequence[str], functions: Mapping[str, str],
                 invoke: Callable[[str, dict[str, Any]], Any]) -> None:  # fmt: skip
        """`functions`: function name (an ARN's last part) -> the logical id `invoke` takes."""
        import boto3

        self._groups = groups
        self._functions = functions
        self._invoke = invoke
        self._client = boto3.client("scheduler")
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="schedule-ticker", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _loop(self) -> None:
        while not self._stop.wait(60 - time.time() % 60):
            minute = datetime.datetime.now(datetime.UTC).replace(second=0, microsecond=0)
            try:
                self.tick(minute)
            except Exception:
                LOG.exception("firing the schedules of %s failed", minute.isoformat())

    def tick(self, moment: datetime.datetime) -> list[str]:
        """Fires the schedules due at this minute; their names."""
        fired = []
        for group in self._groups:
            for summary in self._schedules(group):
                schedule = self._client.get_schedule(GroupName=group, Name=summary["Name"])
                if schedule.get("State") == "ENABLED" and _due(schedule, moment):
                    self._fire(schedule, moment)
                    fired.append(str(schedule["Name"]))
        return fired

    def _schedules(self, group: str) -> list[dict[str, Any]]:
        pages = self._client.get_paginator("list_schedules").paginate(GroupName=group)
        return [summary for page in pages for summary in page["Schedules"]]

    def _fire(self, schedule: Mapping[str, Any], moment: datetime.datetime) -> None:
        target = schedule["Target"]
        function = self._functions.get(str(target["Arn"]).rpartition(":")[2])
        if function is None:
            LOG.warning(
                "schedule %s targets %s, not a function of the stack", schedule["Name"], target["Arn"]
            )
            return
        when = moment.strftime("%Y-%m-%dT%H:%M:%SZ")
        event = _json(str(target.get("Input") or "{}").replace(SCHEDULED_TIME, when))
        print(
            f"schedule {schedule['Name']} ({schedule['ScheduleExpression']}) -> {function}", file=sys.stderr
        )
        try:
            self._invoke(function, event)
        except Exception:
            LOG.exception("schedule %s: %s failed", schedule["Name"], function)


def _due(schedule: Mapping[str, Any], moment: datetime.datetime) -> bool:
    try:
        return matches(str(schedule["ScheduleExpression"]), moment)
    except ValueError as error:
        LOG.warning("schedule %s is skipped: %s", schedule["Name"], error)
        return False


def matches(expression: str, moment: datetime.datetime) -> bool:
    """Whether Scheduler's cron expression fires at this minute (UTC)."""
    found = _CRON.fullmatch(expression.strip())
    fields = found[1].split() if found else []
    if len(fields) != 6:
        raise ValueError(f"{expression!r} is not a six-field cron()")
    sunday_first = (moment.weekday() + 1) % 7 + 1
    values = (moment.minute, moment.hour, moment.day, moment.month, sunday_first, moment.year)
    # Every field is read (a list, not a short-circuit): one it cannot read is refused at any minute.
    allowed = [
        _field_allows(text, value, limits)
        for text, value, limits in zip(fields, values, _BOUNDS, strict=True)
    ]
    return all(allowed)


def _field_allows(text: str, value: int, bounds: tuple[int, int]) -> bool:
    if text in ("*", "?"):
        return True
    return any(_part_allows(part, value, bounds) for part in text.split(","))


def _part_allows(part: str, value: int, bounds: tuple[int, int]) -> bool:
    span, _, step = part.partition("/")
    low, high = bounds
    if span != "*":
        first, _, last = span.partition("-")
        low = _number(first)
        high = _number(last) if last else (bounds[1] if step else low)
    return low <= value <= high and (value - low) % int(step or 1) == 0


def _number(text: str) -> int:
    if text.upper() in _NAMES:
        return _NAMES[text.upper()]
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"{text!r} is not a number, a day or a month")
    return int(text)


def _json(text: str) -> dict[str, Any]:
    found = json.loads(text)
    return found if isinstance(found, dict) else {"input": found}
