"""Email through the local stack: N emails sent over HTTP from a `generic` mailbox whose baseUrl is a
plain-http receiver on loopback (allowed through LOCAL_OUTBOUND_ORIGINS), and the stack's own send
queue and sender delivering them. Emails a second (the first send to the last receipt), each email's
latency (its send answered to its receipt), and the sender's AWS calls per email, counted as the
webhooks bench counts its worker's (tests/bench/webhooks.py, whose stack start and counter this uses).

Runs in a fresh interpreter (`python -m tests.bench.mail`); the parent prints what the child measured.
"""

from __future__ import annotations

import json
import os
import statistics
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from tests.bench.webhooks import CallCounter, start_stack

N = 100  # emails sent and measured
PATIENCE_SECONDS = 120
COUNTED = {"integrations_api.mail_sender": "sender"}


def lines() -> list[str]:
    from tests.bench import webhooks

    return webhooks.lines("tests.bench.mail")


@dataclass
class Inbox:
    """Answers 201 with an id to every POST; keeps when each email id first arrived."""

    arrived: dict[str, float] = field(default_factory=dict)  # email id -> monotonic
    requests: int = 0
    changed: threading.Condition = field(default_factory=threading.Condition)

    def take(self, email_id: str) -> None:
        with self.changed:
            self.requests += 1
            self.arrived.setdefault(email_id, time.monotonic())
            self.changed.notify_all()

    def wait_for(self, count: int) -> None:
        deadline = time.monotonic() + PATIENCE_SECONDS
        with self.changed:
            while len(self.arrived) < count:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise RuntimeError(f"{len(self.arrived)} of {count} emails in {PATIENCE_SECONDS} s")
                self.changed.wait(left)


def _inbox_server(inbox: Inbox) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            inbox.take(str(json.loads(body).get("id", "")))
            answer = b'{"id": "bench"}'
            self.send_response(201)
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, name="bench-inbox", daemon=True).start()
    return server


def measure() -> list[str]:
    import httpx

    inbox = Inbox()
    server = _inbox_server(inbox)
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    os.environ["LOCAL_OUTBOUND_ORIGINS"] = origin
    counter = CallCounter(COUNTED)
    ready, running = start_stack(counter)
    try:
        token = {"Authorization": f"Bearer {ready.api_token}"}
        with httpx.Client(base_url=ready.api_url, headers=token, timeout=30) as client:
            body = {"provider": "generic", "address": "bench@local.example", "baseUrl": f"{origin}/mail",
                    "credential": "bench-token"}  # fmt: skip
            made = client.post("/api/v1/x/mailboxes", json=body)
            assert made.status_code == 201, made.text
            send_path = f"/api/v1/x/mailboxes/{made.json()['id']}/send"

            def send(n: int) -> tuple[str, float]:
                message = {"to": ["lp@fund.example"], "subject": f"Letter {n}", "text": "Dear LP,\nRegards"}
                answer = client.post(send_path, json=message)
                assert answer.status_code == 201, answer.text
                return str(answer.json()["id"]), time.monotonic()

            warm, _ = send(-1)  # the sender imported, the credential read once
            inbox.wait_for(1)
            _settled(client, [warm])
            counter.reset()
            first = time.monotonic()
            answered = dict(send(n) for n in range(N))
            sent = time.monotonic() - first
            inbox.wait_for(N + 1)
            last = max(inbox.arrived.values())
            _settled(client, list(answered))
        latencies = sorted(inbox.arrived[email_id] - at for email_id, at in answered.items())
        assert inbox.requests == N + 1, f"{inbox.requests} requests for {N + 1} emails"
        calls = counter.calls["sender"]
    finally:
        for part in reversed(running):
            part.stop()
        server.shutdown()
    seconds = last - first
    p95 = latencies[int(0.95 * (N - 1))]
    return [
        f"emails a second                {N / seconds:6.1f} ({N} sends over HTTP -> {N} received:"
        f" {seconds:.1f} s from the first send to the last receipt; the sends alone {sent:.1f} s)",
        f"send answered -> received       median {statistics.median(latencies) * 1000:.0f} ms, "
        f"p95 {p95 * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms",
        f"sender's AWS calls per email    {_per_email(calls)}",
    ]


def _settled(client: Any, email_ids: list[str]) -> None:
    """Waits until every email is `sent` (the sender's last write in)."""
    deadline = time.monotonic() + PATIENCE_SECONDS
    waiting = list(email_ids)
    while waiting and time.monotonic() < deadline:
        shown = client.get(f"/api/v1/x/emails/{waiting[0]}")
        assert shown.status_code == 200, shown.text
        if shown.json()["status"] == "sent":
            waiting.pop(0)
        else:
            time.sleep(0.1)
    if waiting:
        raise RuntimeError(f"{len(waiting)} emails not sent in {PATIENCE_SECONDS} s")


def _per_email(calls: Counter[str]) -> str:
    detail = ", ".join(f"{operation} {number / N:.2f}" for operation, number in sorted(calls.items()))
    return f"{sum(calls.values()) / N:.2f} ({detail})"


if __name__ == "__main__":
    print(json.dumps({"lines": measure()}), flush=True)
