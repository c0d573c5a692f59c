"""Webhooks through the local stack: N Company records created over HTTP, and the stack's own stream
poller, dispatcher, delivery queue and worker sending N signed deliveries to a plain-http receiver on
loopback (allowed through LOCAL_OUTBOUND_ORIGINS). Deliveries a second (the first create to the last
delivery received), each delivery's latency (its create answered to its receipt), and the AWS calls of
the dispatcher and of the worker per delivery.

The stack runs in a fresh interpreter (`python -m tests.bench.webhooks`), in process there, as
records-local runs it: a botocore `before-call` hook on the default session (before any client exists)
sees every AWS call of that process, and counts the ones made from the dispatcher's or the worker's
code (their frames on the calling thread's stack), apart from the local stack's pollers, which stand in
for Lambda's event source mappings. The parent prints what the child measured; its own process keeps
no stack, no allowed origin and no hook.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

N = 100  # records created, deliveries measured
PATIENCE_SECONDS = 120
CHILD_SECONDS = 300
REPO = Path(__file__).resolve().parents[2]
# Variables of the developer's shell that would point the stack somewhere else (as load.py drops them).
_OUTSIDE = ("AWS_ENDPOINT_URL", "AWS_PROFILE", "AWS_DEFAULT_PROFILE", "PORT", "MOTO_PORT", "DEV_IDP_PORT",
            "DEV_IDP_URL", "IDENTITY_TABLE", "DATA_TABLE", "LOCAL_OUTBOUND_ORIGINS")  # fmt: skip
COUNTED = {"webhooks_api.dispatcher": "dispatcher", "webhooks_api.worker": "worker"}


def lines(module: str = "tests.bench.webhooks") -> list[str]:
    """Runs the measurement of `module` in a fresh interpreter; the lines it reports."""
    env = {k: v for k, v in os.environ.items() if k not in _OUTSIDE}
    env |= {"MOTO_PORT": "0", "DEV_IDP_PORT": "0", "POWERTOOLS_LOG_LEVEL": "WARNING"}
    done = subprocess.run(  # noqa: S603 (this interpreter, one of this project's bench modules)
        [sys.executable, "-m", module], cwd=REPO, env=env, capture_output=True, text=True,
        timeout=CHILD_SECONDS,
    )  # fmt: skip
    reported = [line for line in done.stdout.splitlines() if line.startswith('{"lines"')]
    if done.returncode != 0 or not reported:
        raise RuntimeError(f"the {module} bench failed ({done.returncode}):\n{done.stderr[-4000:]}")
    found: list[str] = json.loads(reported[-1])["lines"]
    return found


# ---- the child: a loopback receiver, the stack in process, the counting hook ---------------------------


@dataclass
class Receiver:
    """Answers 200 to every POST; keeps when each delivery id first arrived, and the record it named."""

    arrived: dict[str, tuple[float, str]] = field(default_factory=dict)  # webhook-id -> (monotonic, recordId)
    requests: int = 0
    changed: threading.Condition = field(default_factory=threading.Condition)

    def take(self, webhook_id: str, body: bytes) -> None:
        record_id = str(json.loads(body).get("data", {}).get("recordId", ""))
        with self.changed:
            self.requests += 1
            self.arrived.setdefault(webhook_id, (time.monotonic(), record_id))
            self.changed.notify_all()

    def wait_for(self, count: int) -> None:
        deadline = time.monotonic() + PATIENCE_SECONDS
        with self.changed:
            while len(self.arrived) < count:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise RuntimeError(f"{len(self.arrived)} of {count} deliveries in {PATIENCE_SECONDS} s")
                self.changed.wait(left)


def _receiver_server(receiver: Receiver) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            receiver.take(self.headers.get("webhook-id", ""), body)
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, name="bench-receiver", daemon=True).start()
    return server


class CallCounter:
    """Every AWS call of this process made from the code of the modules counted (by default the
    dispatcher's and the worker's), by function and operation (`dynamodb.Query`)."""

    def __init__(self, counted: dict[str, str] | None = None) -> None:
        self.counted = counted or COUNTED
        self.calls: dict[str, Counter[str]] = {name: Counter() for name in self.counted.values()}
        self._lock = threading.Lock()

    def __call__(self, event_name: str, **_: Any) -> None:
        frame = sys._getframe(1)
        while frame is not None:
            function = self.counted.get(frame.f_globals.get("__name__", ""))
            if function is not None:
                with self._lock:
                    self.calls[function][event_name.split(".", 1)[1]] += 1
                return
            frame = frame.f_back  # type: ignore[assignment]

    def reset(self) -> None:
        with self._lock:
            for counter in self.calls.values():
                counter.clear()

    def total(self) -> int:
        with self._lock:
            return sum(sum(counter.values()) for counter in self.calls.values())


def start_stack(counter: CallCounter) -> tuple[Any, list[Any]]:
    """records-local's start, in this process, after the hook is on the default session."""
    import boto3

    boto3.setup_default_session()
    assert boto3.DEFAULT_SESSION is not None
    boto3.DEFAULT_SESSION.events.register("before-call", counter)
    from local_stack import __main__ as records_local
    from local_stack.aws_endpoint import start_endpoint
    from local_stack.dev_identity_provider import start_provider

    running: list[Any] = []
    records_local.allow_outbound_origins(os.environ)
    endpoint = start_endpoint()
    running.append(endpoint)
    provider = start_provider()
    running.append(provider)
    args = records_local.parse_args(["--port", "0"])
    server, ready = records_local.start_stack(args, endpoint, provider, running)
    threading.Thread(target=server.serve_forever, name="http-front", daemon=True).start()

    class Front:
        def stop(self) -> None:
            server.shutdown()
            server.server_close()

    running.append(Front())
    return ready, running


def measure() -> list[str]:
    import httpx

    receiver = Receiver()
    hooks = _receiver_server(receiver)
    origin = f"http://127.0.0.1:{hooks.server_address[1]}"
    os.environ["LOCAL_OUTBOUND_ORIGINS"] = origin
    counter = CallCounter()
    ready, running = start_stack(counter)
    try:
        token = {"Authorization": f"Bearer {ready.api_token}"}
        with httpx.Client(base_url=ready.api_url, headers=token, timeout=30) as client:
            hook = {"url": f"{origin}/hooks", "events": ["record.created"]}
            made = client.post("/api/v1/x/webhooks", json=hook)
            assert made.status_code == 201, made.text
            endpoint_id = made.json()["id"]

            def create(name: str) -> tuple[str, float]:
                body = {"name": name, "companyType": "Portfolio"}
                answer = client.post("/api/v1/x/records/Company", json=body)
                assert answer.status_code == 201, answer.text
                return str(answer.json()["result"]["id"]), time.monotonic()

            create("Warm-up Holdings")  # the dispatcher and the worker imported, the secret read once
            receiver.wait_for(1)
            _settled(client, endpoint_id, 1)
            counter.reset()
            first = time.monotonic()
            answered = dict(create(f"Bench Company {n}") for n in range(N))
            created = time.monotonic() - first
            receiver.wait_for(N + 1)
            last = max(at for at, _ in receiver.arrived.values())
            _settled(client, endpoint_id, N + 1)  # the worker's writes after each attempt, counted too
        arrivals = receiver.arrived.values()
        latencies = sorted(at - answered[record] for at, record in arrivals if record in answered)
        assert len(latencies) == N, f"{len(latencies)} of {N} creates delivered"
        assert receiver.requests == N + 1, f"{receiver.requests} requests for {N + 1} deliveries"
        calls = counter.calls
    finally:
        for part in reversed(running):
            part.stop()
        hooks.shutdown()
    seconds = last - first
    per = sum(sum(c.values()) for c in calls.values()) / N
    p95 = latencies[int(0.95 * (N - 1))]
    return [
        f"deliveries a second            {N / seconds:6.1f} ({N} Company creates over HTTP -> {N} deliveries"
        f" received: {seconds:.1f} s from the first create to the last receipt;"
        f" the creates alone {created:.1f} s)",
        f"create answered -> received     median {statistics.median(latencies) * 1000:.0f} ms, "
        f"p95 {p95 * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms",
        f"AWS calls per delivery          {per:.2f}: "
        + "; ".join(_per_delivery(name, counted) for name, counted in calls.items()),
    ]


def _settled(client: Any, endpoint_id: str, count: int) -> None:
    """Waits until the endpoint's `count` deliveries are all `delivered` (the worker's last write in)."""
    deadline = time.monotonic() + PATIENCE_SECONDS
    while time.monotonic() < deadline:
        listed = client.get(f"/api/v1/x/webhooks/{endpoint_id}/deliveries", params={"limit": "200"})
        assert listed.status_code == 200, listed.text
        items = listed.json()["items"]
        if len(items) == count and all(item["status"] == "delivered" for item in items):
            return
        time.sleep(0.2)
    raise RuntimeError(f"the {count} deliveries were not all delivered in {PATIENCE_SECONDS} s")


def _per_delivery(name: str, calls: Counter[str]) -> str:
    detail = ", ".join(f"{operation} {number / N:.2f}" for operation, number in sorted(calls.items()))
    return f"{name} {sum(calls.values()) / N:.2f} ({detail})"


if __name__ == "__main__":
    print(json.dumps({"lines": measure()}), flush=True)
