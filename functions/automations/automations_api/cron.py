"""Five-field cron (minute hour day-of-month month day-of-week, UTC), as the catalog's `schedule`
trigger takes it: checked on save and publish, matched by the local scheduler, and written in
EventBridge Scheduler's six-field form for the deployed one.

Each field: `*`, a number, a range `a-b`, a step `*/n`, `a-b/n` or `a/n` (from a to the field's
end, as EventBridge reads it), or a comma list of those; ASCII digits only. Day of week runs 0-6
from Sunday (7 is Sunday too). Day of month and day of week cannot both be restricted: standard
cron ORs them, EventBridge cannot say that, so it is refused rather than run differently. A day of
month that no month of the cron has (31 in February) is refused: it would never run.
"""

from __future__ import annotations

import datetime
import re
from typing import NamedTuple

_FIELDS = (
    ("minute", 0, 59),
    ("hour", 0, 23),
    ("day of month", 1, 31),
    ("month", 1, 12),
    ("day of week", 0, 7),
)
_PART = re.compile(r"^(\*|[0-9]{1,2}(?:-[0-9]{1,2})?)(?:/([0-9]{1,2}))?$")
_LONGEST_MONTH = {2: 29, 4: 30, 6: 30, 9: 30, 11: 30}  # the others have 31 days


class CronError(ValueError):
    pass


class Cron(NamedTuple):
    text: str
    values: tuple[frozenset[int], ...]  # the allowed numbers of each field

    def matches(self, moment: datetime.datetime) -> bool:
        minute, hour, day, month, weekday = self.values
        sunday_first = (moment.weekday() + 1) % 7
        return (moment.minute in minute and moment.hour in hour and moment.day in day
                and moment.month in month and sunday_first in weekday)  # fmt: skip

    def more_often_than_hourly(self) -> bool:
        """Whether two firings can fall less than an hour apart: only when the minute field allows more
        than one minute (with one, consecutive firings are a whole hour or more apart)."""
        return len(self.values[0]) > 1

    def eventbridge(self) -> str:
        """`cron(m h dom mon dow year)`: one of the day fields is `?`; weekdays 1-7 from Sunday."""
        minute, hour, day, month, weekday = self.text.split()
        if weekday == "*":
            weekday = "?"
        else:
            day = "?"
            weekday = ",".join(str(n + 1) for n in sorted(self.values[4]))
        return f"cron({minute} {hour} {day} {month} {weekday} *)"


def parse(text: str) -> Cron:
    fields = text.split()
    if len(fields) != 5 or len(text) > 100:
        raise CronError("five fields separated by spaces: minute hour day-of-month month day-of-week")
    values = tuple(
        _field(part, name, low, high) for part, (name, low, high) in zip(fields, _FIELDS, strict=True)
    )
    weekdays = frozenset(0 if n == 7 else n for n in values[4])
    if fields[2] != "*" and fields[4] != "*":
        raise CronError("restrict day of month or day of week, not both")
    if not any(day <= _LONGEST_MONTH.get(month, 31) for day in values[2] for month in values[3]):
        raise CronError("no month of this cron has that day of month: it would never run")
    return Cron(" ".join(fields), (*values[:4], weekdays))


def _field(text: str, name: str, low: int, high: int) -> frozenset[int]:
    allowed: set[int] = set()
    for part in text.split(","):
        found = _PART.fullmatch(part)
        if not found:
            raise CronError(f"{name}: {part!r} is not *, a number, a range or a step")
        span, step = found[1], int(found[2] or 1)
        first, last = (low, high) if span == "*" else _range(span, high if found[2] else None)
        if not (low <= first <= last <= high) or step < 1:
            raise CronError(f"{name}: {part!r} is outside {low}-{high}")
        allowed.update(range(first, last + 1, step))
    return frozenset(allowed)


def _range(span: str, stepped_to: int | None) -> tuple[int, int]:
    """`a-b`, or `a`: alone it is itself; before a step (`a/n`) it runs to the field's end."""
    first, _, last = span.partition("-")
    return int(first), int(last or (stepped_to if stepped_to is not None else first))
