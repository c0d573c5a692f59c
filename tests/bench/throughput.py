"""Throughput of the local stack: calls a second from CLIENTS keep-alive clients beside one client.

Every address is 127.0.0.1. The mix is memory.py's (a quarter create a form, each with its own
Idempotency-Key, a quarter list 50 forms, half read the catalog), on TOKENS API tokens so the rate
limit never answers. One client runs first (SINGLE calls), then CLIENTS clients (CALLS calls): the
ratio of the two rates shows what the concurrency gives. Every answer must be a success.

records-local is one Python process: its calls a second are at most one core over its CPU time per
call, so that time is printed too (read from the process, as `ps` reads it). On a busy machine the
stack gets less than a core, and calls a second fall with it while CPU per call holds: compare runs
taken in the same conditions.
"""

from __future__ import annotations

import os
import subprocess
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from tests.bench.load import local_stack
from tests.bench.memory import TOKENS, _Caller, _tokens

CLIENTS = 4
CALLS = 2_000
SINGLE = 500
WARM_UP = 40  # a few calls of each kind first: the handlers import on their first request


@dataclass
class Rate:
    calls: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0  # the stack process's, meanwhile

    @property
    def per_second(self) -> float:
        return self.calls / self.seconds if self.seconds else 0.0

    def line(self, clients: int) -> str:
        who = f"{clients} client{'s' if clients > 1 else ''}"
        cpu = 1000 * self.cpu_seconds / self.calls if self.calls else 0.0
        core = 100 * self.cpu_seconds / self.seconds if self.seconds else 0.0
        return (f"{who:<10} {self.per_second:6.1f} calls/s ({self.calls} calls); the stack's CPU "
                f"{cpu:.1f} ms a call, {core:.0f}% of a core")  # fmt: skip


@dataclass
class ThroughputReport:
    single: Rate = field(default_factory=Rate)  # one client
    concurrent: Rate = field(default_factory=Rate)  # CLIENTS clients
    outcomes: Counter[str] = field(default_factory=Counter)

    def lines(self) -> list[str]:
        ratio = self.concurrent.per_second / self.single.per_second if self.single.per_second else 0.0
        outcomes = ", ".join(f"{name} {count}" for name, count in sorted(self.outcomes.items()))
        return [
            self.single.line(1),
            f"{self.concurrent.line(CLIENTS)}; {ratio:.2f}x one client",
            f"answers: {outcomes}",
        ]


def cpu_seconds(pid: int) -> float:
    """The process's CPU time so far (user and system): /proc where there is one, else `ps`."""
    stat = Path(f"/proc/{pid}/stat")
    if stat.exists():
        fields = stat.read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    shown = subprocess.run(  # noqa: S603 - a fixed command on our own child's pid
        ["ps", "-o", "time=", "-p", str(pid)],  # noqa: S607 - ps from PATH, as a developer runs it
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    days, _, clock = shown.rpartition("-")
    seconds = 0.0
    for part in clock.split(":"):
        seconds = seconds * 60 + float(part)
    return seconds + 86_400 * int(days or 0)


def _rate(call: _Caller, pid: int, first: int, count: int, clients: int, outcomes: Counter[str]) -> Rate:
    cpu, started = cpu_seconds(pid), time.monotonic()
    with ThreadPoolExecutor(max_workers=clients) as pool:
        outcomes.update(pool.map(call, range(first, first + count)))
    return Rate(count, time.monotonic() - started, cpu_seconds(pid) - cpu)


def run() -> ThroughputReport:
    report = ThroughputReport()
    with local_stack() as running:
        tokens = _tokens(running)
        assert len(tokens) == TOKENS
        warm: Counter[str] = Counter()
        _rate(_Caller(running.ready["apiUrl"], tokens), running.pid, 10_000_000, WARM_UP, 1, warm)
        call = _Caller(running.ready["apiUrl"], tokens)
        report.single = _rate(call, running.pid, 0, SINGLE, 1, report.outcomes)
        call = _Caller(running.ready["apiUrl"], tokens)
        report.concurrent = _rate(call, running.pid, SINGLE, CALLS, CLIENTS, report.outcomes)
    failed = {outcome for outcome in report.outcomes | warm if not outcome.split()[1].startswith("2")}
    if failed:
        raise RuntimeError(f"the throughput run had failures: {sorted(failed)}")
    return report


if __name__ == "__main__":
    print("\n".join(run().lines()))
