"""Load on the local stack over loopback: several clients, tokens and Idempotency-Keys at once.

Bounded in count (about 1,100 calls) and time (LOAD_SECONDS); every address is 127.0.0.1. Each key
is sent three times (retries, from either of its person's two tokens) while other clients run; one
more token floods the catalog beyond its 300 calls a minute. Afterwards the forms are counted: one per
accepted key, none twice.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

BIN = Path(sys.executable).parent
PERSONS = 3
KEYS_PER_PERSON = 40
SENDS_PER_KEY = 3
CLIENTS = 6
FLOOD_CALLS = 330
LOAD_SECONDS = 120
START_SECONDS = 60
STOP_SECONDS = 30


@dataclass
class LoadReport:
    outcomes: Counter[str] = field(default_factory=Counter)
    accepted_keys: set[tuple[int, str]] = field(default_factory=set)
    forms_written: int = 0
    duplicated_forms: int = 0
    seconds: float = 0.0

    def lines(self) -> list[str]:
        sent = sum(self.outcomes.values())
        rows = [
            f"calls sent {sent} in {self.seconds:.1f} s by {CLIENTS} clients and {PERSONS * 2 + 1} tokens"
        ]
        rows += [f"  {name:<34} {count}" for name, count in sorted(self.outcomes.items())]
        rows.append(f"forms written {self.forms_written} for {len(self.accepted_keys)} accepted keys; "
                    f"written twice: {self.duplicated_forms}")  # fmt: skip
        return rows


@dataclass
class RunningStack:
    ready: dict[str, Any]  # the ready line records-local printed
    pid: int
    stop_seconds: float = 0.0  # from SIGTERM to exit, once the stack has stopped


@contextmanager
def local_stack() -> Iterator[RunningStack]:
    """records-local on free loopback ports, as the e2e tests start it."""
    import json
    import tempfile

    outside = {"AWS_ENDPOINT_URL", "PORT", "MOTO_PORT", "DEV_IDP_PORT", "DEV_IDP_URL", "IDENTITY_TABLE"}
    env = {k: v for k, v in os.environ.items() if k not in outside}
    env |= {"MOTO_PORT": "0", "DEV_IDP_PORT": "0", "POWERTOOLS_LOG_LEVEL": "WARNING"}
    with tempfile.TemporaryFile() as out:
        process = subprocess.Popen(  # noqa: S603 - our own console script
            [str(BIN / "records-local"), "--json", "--port", "0"],
            stdout=out,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        running = None
        try:
            deadline = time.monotonic() + START_SECONDS
            while running is None and time.monotonic() < deadline:
                out.seek(0)
                lines = [line for line in out.read().decode().splitlines() if line.startswith("{")]
                if lines:
                    running = RunningStack(json.loads(lines[0]), process.pid)
                elif process.poll() is not None:
                    raise RuntimeError("records-local exited before it was ready")
                else:
                    time.sleep(0.2)
            if running is None:
                raise RuntimeError("records-local was not ready in time")
            yield running
        finally:
            stopping = time.monotonic()
            process.terminate()
            process.wait(timeout=STOP_SECONDS)
            if running is not None:
                running.stop_seconds = time.monotonic() - stopping


def _tokens(ready: dict[str, Any]) -> tuple[list[list[str]], str]:
    """Two API tokens for each of PERSONS new members of the demo firm, and one for the flood."""
    os.environ.update(ready["environment"])
    from kernel import api_tokens
    from kernel.identity import IdentityStore

    identity = IdentityStore(ready["environment"]["IDENTITY_TABLE"])
    firm_id, expires = ready["firmId"], int(time.time()) + 3600
    people: list[list[str]] = []
    for index in range(PERSONS):
        user = identity.create_user(f"load{index}-{os.getpid()}@demo-capital.example", f"Load {index}")
        identity.add_membership(firm_id, user.user_id, "member")
        people.append([
            api_tokens.issue(identity, firm_id=firm_id, user_id=user.user_id,
                             scopes=["forms:draft", "forms:read"], expires_at=expires)[0]
            for _ in range(2)
        ])  # fmt: skip
    flood = api_tokens.issue(
        identity, firm_id=firm_id, user_id=ready["userId"], scopes=["forms:read"], expires_at=expires
    )[0]
    return people, flood


def _plan(people: list[list[str]]) -> list[tuple[int, str, str]]:
    """(person, token, key) for every send: each key three times, shuffled among everything else."""
    rng = random.Random(7)
    sends = [
        (person, rng.choice(tokens), f"load-{person}-{number}")
        for person, tokens in enumerate(people)
        for number in range(KEYS_PER_PERSON)
        for _ in range(SENDS_PER_KEY)
    ]
    rng.shuffle(sends)
    return sends


def _create(api_url: str, send: tuple[int, str, str]) -> tuple[int, str, str]:
    person, token, key = send
    body = {"name": f"{key} by person {person}", "ownerModule": "load"}
    headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": key}
    response = httpx.post(f"{api_url}/api/v1/x/forms", json=body, headers=headers, timeout=30)
    return person, key, _outcome(response)


def _outcome(response: httpx.Response) -> str:
    if response.status_code < 300:
        return (
            "201 replayed" if response.headers.get("idempotent-replayed") else f"{response.status_code} ran"
        )
    code = response.json().get("error", {}).get("code", "")
    return f"{response.status_code} {code}"


def _flood(api_url: str, token: str) -> list[str]:
    """FLOOD_CALLS catalog reads from one token, begun at the top of a minute so they share a window
    (the catalog is another function than forms, so the flood does not queue behind the creates)."""
    time.sleep(60 - time.time() % 60 if time.time() % 60 > 30 else 0)
    with httpx.Client(base_url=api_url, timeout=30, headers={"Authorization": f"Bearer {token}"}) as client:
        return [_outcome(client.get("/api/v1/x/catalog")) for _ in range(FLOOD_CALLS)]


def _count_forms(api_url: str, token: str) -> Counter[str]:
    names: Counter[str] = Counter()
    cursor = None
    with httpx.Client(base_url=api_url, timeout=30, headers={"Authorization": f"Bearer {token}"}) as client:
        while True:
            params = {"limit": 200, "ownerModule": "load", **({"cursor": cursor} if cursor else {})}
            page = client.get("/api/v1/x/forms", params=params).json()
            names.update(item["name"] for item in page["items"])
            cursor = page["nextCursor"]
            if not cursor:
                return names


def run() -> LoadReport:
    report = LoadReport()
    with local_stack() as running:
        people, flood_token = _tokens(running.ready)
        api_url = running.ready["apiUrl"]
        started = time.monotonic()
        with ThreadPoolExecutor(max_workers=CLIENTS) as pool:
            flood = pool.submit(_flood, api_url, flood_token)
            for person, key, outcome in pool.map(lambda send: _create(api_url, send), _plan(people)):
                report.outcomes[outcome] += 1
                if outcome.startswith("2"):
                    report.accepted_keys.add((person, key))
                if time.monotonic() - started > LOAD_SECONDS:
                    raise RuntimeError("the load run went past its time limit")
            report.outcomes.update(f"flood: {outcome}" for outcome in flood.result())
        report.seconds = time.monotonic() - started
        names = _count_forms(api_url, people[0][0])
    report.forms_written = sum(names.values())
    report.duplicated_forms = sum(count - 1 for count in names.values() if count > 1)
    return report


if __name__ == "__main__":
    print("\n".join(run().lines()))
