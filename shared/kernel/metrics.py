"""Per-route CloudWatch metrics: one Embedded Metric Format line per request, on stdout (no AWS call).

Requests, Errors4xx and Errors5xx (Count; the zeros are sent, so an error's Average is its rate) and
Latency (Milliseconds), by service and route template: never the raw path, whose ids would make a
metric per record, and nothing of the caller.

The line is the JSON Powertools' EphemeralMetrics.serialize_metric_set makes of this metric set (key
for key, in its order), written here: everything but the time and the values is the same on every
request of a route, so it is encoded once, and a request only fills in its numbers. Powertools'
add_metric and flush_metrics, then its serialize_metric_set alone, rebuilt and encoded the whole line
on every call: about 60 µs, then 15, against 2 (make bench). Its switch still silences the line, and
cold start pays only for this file: the Logger's import of `aws_lambda_powertools` already imports the
metrics package it lives in.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import TextIO

from aws_lambda_powertools.metrics.functions import is_metrics_disabled

DEFAULT_NAMESPACE = "RecordsPlatform"
NO_ROUTE = "none"  # the route dimension of a request no route matched (404, 405)
_METRICS = [
    {"Name": "Requests", "Unit": "Count"},
    {"Name": "Errors4xx", "Unit": "Count"},
    {"Name": "Errors5xx", "Unit": "Count"},
    {"Name": "Latency", "Unit": "Milliseconds"},
]
_COMPACT = json.JSONEncoder(separators=(",", ":"))


class RouteMetrics:
    """One App's metrics. Environment read once: a Lambda's does not change while it runs."""

    def __init__(self, service: str) -> None:
        namespace = os.environ.get("POWERTOOLS_METRICS_NAMESPACE") or DEFAULT_NAMESPACE
        definitions = [{"Namespace": namespace, "Dimensions": [["service", "route"]], "Metrics": _METRICS}]
        self._definitions = _COMPACT.encode(definitions)
        self._service = _COMPACT.encode(service)
        self._routes: dict[str, str] = {}  # a route's dimension, encoded (one per route of the App)
        # Powertools' own switch (POWERTOOLS_METRICS_DISABLED, or POWERTOOLS_DEV alone).
        self.disabled = is_metrics_disabled()
        self.stream: TextIO | None = None  # None: sys.stdout when writing, as print() (and capsys) see it

    def emit(self, route: str, status: int, latency_ms: float) -> None:
        if self.disabled:
            return
        encoded_route = self._routes.get(route) or self._routes.setdefault(route, _COMPACT.encode(route))
        line = (
            f'{{"_aws":{{"Timestamp":{int(time.time() * 1000)},"CloudWatchMetrics":{self._definitions}}},'
            f'"service":{self._service},"route":{encoded_route},"Requests":1,'
            f'"Errors4xx":{int(400 <= status < 500)},"Errors5xx":{int(status >= 500)},'
            f'"Latency":{float(latency_ms)!r}}}\n'
        )
        (self.stream or sys.stdout).write(line)
