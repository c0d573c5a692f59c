"""Per-route CloudWatch metrics: one Embedded Metric Format line per request, on stdout (no AWS call).

Requests, Errors4xx and Errors5xx (Count; the zeros are sent, so an error's Average is its rate) and
Latency (Milliseconds), by service and route template: never the raw path, whose ids would make a
metric per record, and nothing of the caller.

Powertools serializes the line. EphemeralMetrics, not Metrics: Metrics keeps one metric set per
process, shared by every instance, and the local stack runs several functions' Apps side by side in
one process. The set is built in one piece rather than by add_metric and flush_metrics, whose checks
of four constant names and units cost more than the rest of the line (measured: about 60 µs a
request against 13). Cold start pays only for this file: importing `aws_lambda_powertools` for the
Logger already imports its metrics package.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any, TextIO

from aws_lambda_powertools.metrics import EphemeralMetrics, MetricUnit
from aws_lambda_powertools.metrics.functions import is_metrics_disabled

DEFAULT_NAMESPACE = "RecordsPlatform"
NO_ROUTE = "none"  # the route dimension of a request no route matched (404, 405)
_COUNT = MetricUnit.Count.value
_MILLISECONDS = MetricUnit.Milliseconds.value


class RouteMetrics:
    """One App's metrics. Environment read once: a Lambda's does not change while it runs."""

    def __init__(self, service: str) -> None:
        self._service = service
        namespace = os.environ.get("POWERTOOLS_METRICS_NAMESPACE") or DEFAULT_NAMESPACE
        self._emf = EphemeralMetrics(namespace=namespace, service=service)
        # Powertools' own switch (POWERTOOLS_METRICS_DISABLED, or POWERTOOLS_DEV alone).
        self.disabled = is_metrics_disabled()
        self.stream: TextIO | None = None  # None: sys.stdout when writing, as print() (and capsys) see it

    def emit(self, route: str, status: int, latency_ms: float) -> None:
        if self.disabled:
            return
        metrics: dict[str, Any] = {
            "Requests": {"Unit": _COUNT, "Value": 1},
            "Errors4xx": {"Unit": _COUNT, "Value": int(400 <= status < 500)},
            "Errors5xx": {"Unit": _COUNT, "Value": int(status >= 500)},
            "Latency": {"Unit": _MILLISECONDS, "Value": latency_ms},
        }
        line = self._emf.serialize_metric_set(
            metrics=metrics, dimensions={"service": self._service, "route": route}, metadata={}
        )
        (self.stream or sys.stdout).write(json.dumps(line, separators=(",", ":")) + "\n")
