"""The local stand-in for EventBridge Scheduler reads Scheduler's cron as Scheduler does: the cron a
schedule trigger is saved with, written in Scheduler's form, fires at exactly the same minutes."""

from __future__ import annotations

import datetime
import random

import pytest

from automations_api import cron
from local_stack.scheduler import matches

START = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)


@pytest.mark.parametrize(
    ("expression", "moment", "fires"),
    [
        ("cron(0 7 ? * 2 *)", datetime.datetime(2026, 11, 23, 7, 0, tzinfo=datetime.UTC), True),  # Monday
        ("cron(0 7 ? * 2 *)", datetime.datetime(2026, 11, 24, 7, 0, tzinfo=datetime.UTC), False),
        ("cron(0 7 ? * MON *)", datetime.datetime(2026, 11, 23, 7, 0, tzinfo=datetime.UTC), True),
        ("cron(*/15 9-17 * * ? *)", datetime.datetime(2026, 11, 23, 17, 45, tzinfo=datetime.UTC), True),
        ("cron(*/15 9-17 * * ? *)", datetime.datetime(2026, 11, 23, 18, 0, tzinfo=datetime.UTC), False),
        ("cron(0 0 1 JAN ? 2027)", datetime.datetime(2027, 1, 1, 0, 0, tzinfo=datetime.UTC), True),
        ("cron(0 0 1 JAN ? 2027)", datetime.datetime(2026, 1, 1, 0, 0, tzinfo=datetime.UTC), False),
        ("cron(5/20 * * * ? *)", datetime.datetime(2026, 11, 23, 3, 45, tzinfo=datetime.UTC), True),
    ],
)
def test_scheduler_cron_matches_its_minutes(expression: str, moment: datetime.datetime, fires: bool) -> None:
    assert matches(expression, moment) is fires


@pytest.mark.parametrize(
    "expression", ["rate(5 minutes)", "cron(0 7 * *)", "cron(0 7 L * ? *)", "at(2026-01-01T00:00:00)"]
)
def test_what_it_cannot_read_is_refused(expression: str) -> None:
    with pytest.raises(ValueError, match=r"six-field|not a number"):
        matches(expression, START)


def _random_cron(pick: random.Random) -> str:
    def field(low: int, high: int) -> str:
        choice = pick.randrange(5)
        if choice == 0:
            return "*"
        first = pick.randint(low, high)
        if choice == 1:
            return str(first)
        last = pick.randint(first, high)
        if choice == 2:
            return f"{first}-{last}"
        if choice == 3:
            return f"*/{pick.randint(1, 20)}" if pick.random() < 0.5 else f"{first}/{pick.randint(1, 20)}"
        return f"{first},{last}"

    weekday = field(0, 7) if pick.random() < 0.5 else "*"
    day = field(1, 31) if weekday == "*" else "*"
    return f"{field(0, 59)} {field(0, 23)} {day} {field(1, 12)} {weekday}"


def test_a_saved_cron_and_its_scheduler_form_fire_at_the_same_minutes() -> None:
    pick = random.Random(20261123)  # fixed: a failure reproduces
    for _ in range(150):
        try:
            saved = cron.parse(_random_cron(pick))
        except cron.CronError:
            continue  # a day no month of it has
        expression = saved.eventbridge()
        for _ in range(40):
            moment = START + datetime.timedelta(minutes=pick.randrange(60 * 24 * 366))
            assert matches(expression, moment) == saved.matches(moment), (saved.text, expression, moment)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("\uff10 \uff17 * * *", "not \\*, a number"),  # full-width digits: Scheduler reads ASCII only
        ("\u0663 * * * *", "not \\*, a number"),
        ("0 0 31 2 *", "never run"),
        ("0 0 30 2,4 *", None),  # April has a 30th
        ("0 0 29 2 *", None),  # leap years have
    ],
)
def test_a_cron_is_plain_ascii_and_can_run(text: str, refused: str | None) -> None:
    if refused is None:
        cron.parse(text)
        return
    with pytest.raises(cron.CronError, match=refused):
        cron.parse(text)


def test_a_start_and_a_step_run_to_the_field_s_end_as_scheduler_reads_them() -> None:
    saved = cron.parse("3/20 * * * *")
    assert sorted(saved.values[0]) == [3, 23, 43]
    moment = datetime.datetime(2026, 11, 23, 7, 23, tzinfo=datetime.UTC)
    assert saved.matches(moment)
    assert matches(saved.eventbridge(), moment)
