"""Sustained load on the local stack: 20,000 calls, and what records-local holds in memory meanwhile.

Every address is 127.0.0.1. CLIENTS keep-alive clients share TOKENS API tokens (so the rate limit,
300 calls a minute per token, is never what answers); a quarter of the calls create a form (each with
its own Idempotency-Key), a quarter list 50 forms, half read the catalog. The stack's resident memory
is read with `ps` every SAMPLE_EVERY calls; at the end it must be under LIMIT_MB, and SIGTERM must stop
the stack in seconds.
"""

from __future__ import annotations

import subprocess
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import httpx

from tests.bench.load import RunningStack, local_stack

REQUESTS = 20_000
CLIENTS = 4
TOKENS = 40
SAMPLE_EVERY = 2_000
LIMIT_MB = 1024


@dataclass
class MemoryReport:
    outcomes: Counter[str] = field(default_factory=Counter)
    resident_mb: list[tuple[int, int]] = field(default_factory=list)  # (calls so far, MB)
    seconds: float = 0.0
    stop_seconds: float = 0.0

    def lines(self) -> list[str]:
        sent = sum(self.outcomes.values())
        rate = sent / self.seconds
        rows = [f"calls sent {sent} in {self.seconds:.0f} s ({rate:.0f} calls/s) by {CLIENTS} clients"]
        rows += [f"  {name:<34} {count}" for name, count in sorted(self.outcomes.items())]
        samples = ", ".join(f"{mb} MB at {calls}" for calls, mb in self.resident_mb)
        rows.append(f"resident memory: {samples}")
        start, end = self.resident_mb[0][1], self.resident_mb[-1][1]
        verdict = "within" if end < LIMIT_MB else "OVER"
        rows.append(f"  end/start {end / start:.2f}x; {end} MB is {verdict} the {LIMIT_MB} MB limit")
        rows.append(f"stopped {self.stop_seconds:.1f} s after SIGTERM")
        return rows


def resident_mb(pid: int) -> int:
    """The process's resident set, in MB (`ps` reads it the same way on Linux and macOS)."""
    kilobytes = subprocess.run(  # noqa: S603 - a fixed command on our own child's pid
        ["ps", "-o", "rss=", "-p", str(pid)],  # noqa: S607 - ps from PATH, as a developer runs it
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return int(kilobytes) // 1024


def _tokens(running: RunningStack) -> list[str]:
    import os

    os.environ.update(running.ready["environment"])
    from kernel import api_tokens, aws
    from kernel.identity import IdentityStore

    aws.dynamodb.cache_clear()  # an earlier report's client names a stack that has stopped

    identity = IdentityStore(running.ready["environment"]["IDENTITY_TABLE"])
    expires = int(time.time()) + 3600
    return [
        api_tokens.issue(
            identity,
            firm_id=running.ready["firmId"],
            user_id=running.ready["userId"],
            scopes=["forms:draft", "forms:read"],
            expires_at=expires,
        )[0]
        for _ in range(TOKENS)
    ]


class _Caller:
    """One keep-alive client per thread, as a real client would hold its connection."""

    def __init__(self, api_url: str, tokens: list[str]) -> None:
        self._api_url = api_url
        self._tokens = tokens
        self._local = threading.local()

    def __call__(self, number: int) -> str:
        client = getattr(self._local, "client", None)
        if client is None:
            client = self._local.client = httpx.Client(base_url=self._api_url, timeout=60)
        headers = {"Authorization": f"Bearer {self._tokens[number % len(self._tokens)]}"}
        if number % 4 == 0:
            body = {"name": f"Sustained {number}", "ownerModule": "memory"}
            headers["Idempotency-Key"] = f"sustained-{number}"
            return _outcome("create", client.post("/api/v1/x/forms", json=body, headers=headers))
        if number % 4 == 1:
            return _outcome("list", client.get("/api/v1/x/forms", params={"limit": 50}, headers=headers))
        return _outcome("catalog", client.get("/api/v1/x/catalog", headers=headers))


def _outcome(kind: str, response: httpx.Response) -> str:
    code = "" if response.status_code < 400 else " " + response.json().get("error", {}).get("code", "")
    return f"{kind} {response.status_code}{code}"


def run() -> MemoryReport:
    report = MemoryReport()
    with local_stack() as running:
        call = _Caller(running.ready["apiUrl"], _tokens(running))
        report.resident_mb.append((0, resident_mb(running.pid)))
        started = time.monotonic()
        with ThreadPoolExecutor(max_workers=CLIENTS) as pool:
            for number, outcome in enumerate(pool.map(call, range(REQUESTS)), start=1):
                report.outcomes[outcome] += 1
                if number % SAMPLE_EVERY == 0:
                    report.resident_mb.append((number, resident_mb(running.pid)))
        report.seconds = time.monotonic() - started
    report.stop_seconds = running.stop_seconds
    return report


if __name__ == "__main__":
    print("\n".join(run().lines()))
