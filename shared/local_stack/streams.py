"""The local stand-in for Lambda's DynamoDB stream event source mappings (template.yaml: an
AWS::Lambda::EventSourceMapping whose source is a table's stream): a thread reads each stream from the
moment the stack started, keeps the records the mapping's FilterCriteria let through, and invokes the
function with them in batches, as Lambda would. What the function reports failed is logged, not retried
(Lambda retries it).

One reader per table serves every mapping of its stream (each keeps its own filters and batch size), and
with moto in this process a table whose stream has not moved since the last read is not read at all:
the poller costs nothing while nothing is written.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from local_stack.template import TABLE, event_source_mappings

LOG = logging.getLogger("local_stack.streams")


@dataclass(frozen=True)
class StreamConsumer:
    function: str  # logical id of the function the mapping invokes
    table: str  # logical id of the table whose stream it reads
    patterns: tuple[dict[str, Any], ...]  # FilterCriteria patterns: a record passes if any matches
    batch_size: int


def stream_consumers(template: Mapping[str, Any]) -> list[StreamConsumer]:
    found = []
    for function, table, properties in event_source_mappings(template, TABLE):
        filters = (properties.get("FilterCriteria") or {}).get("Filters") or []
        patterns = tuple(json.loads(f["Pattern"]) for f in filters)
        found.append(StreamConsumer(function, table, patterns, int(properties.get("BatchSize", 100))))
    return found


def matches(pattern: Any, data: Any) -> bool:
    """The part of EventBridge-style pattern matching the template uses: nested keys, a list of
    allowed values, `{"prefix": ...}` and `{"suffix": ...}`."""
    if isinstance(pattern, dict):
        return isinstance(data, dict) and all(
            key in data and matches(value, data[key]) for key, value in pattern.items()
        )
    if isinstance(pattern, list):
        return any(_allowed(option, data) for option in pattern)
    return bool(pattern == data)


def _allowed(option: Any, value: Any) -> bool:
    if isinstance(option, dict) and "prefix" in option:
        return isinstance(value, str) and value.startswith(option["prefix"])
    if isinstance(option, dict) and "suffix" in option:
        return isinstance(value, str) and value.endswith(option["suffix"])
    return bool(option == value)


Position = Callable[[str], Hashable | None]
"""Where a table's stream stands (by table name), read without a call; None when it cannot be told."""

LIMIT = 1000  # records one GetRecords reads


class StreamPoller:
    """Reads the stream of every table some consumer maps and invokes the consumers' functions (one
    thread for all)."""

    def __init__(self, consumers: Sequence[StreamConsumer], tables: Mapping[str, str],
                 invoke: Callable[[str, dict[str, Any]], Any], interval: float = 0.3,
                 position: Position | None = None) -> None:  # fmt: skip
        import boto3

        self._consumers = consumers
        self._tables = tables
        self._invoke = invoke
        self._interval = interval
        self._position = position
        self._dynamodb = boto3.client("dynamodb")
        self._streams = boto3.client("dynamodbstreams")
        self._read_tables = list(dict.fromkeys(consumer.table for consumer in consumers))
        self._arns: dict[str, str] = {}  # table (logical id) -> its stream's ARN
        self._iterators: dict[tuple[str, str], str | None] = {}  # (table, shard) -> iterator
        self._seen: dict[str, Hashable] = {}  # table -> the stream's position when last read whole
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="stream-poller", daemon=True)

    def start(self) -> None:
        for table in self._read_tables:
            self._open(table, "LATEST")
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _arn(self, table: str) -> str:
        arn = self._arns.get(table)
        if arn is None:
            described = self._dynamodb.describe_table(TableName=self._tables[table])["Table"]
            arn = self._arns[table] = str(described["LatestStreamArn"])
        return arn

    def _open(self, table: str, position: str) -> None:
        """Iterators for the stream's shards not read yet: a shard that appears later is read whole."""
        arn = self._arn(table)
        for shard in self._streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"]:
            key = (table, shard["ShardId"])
            if key not in self._iterators:
                iterator = self._streams.get_shard_iterator(
                    StreamArn=arn, ShardId=shard["ShardId"], ShardIteratorType=position
                )["ShardIterator"]
                self._iterators[key] = iterator

    def _loop(self) -> None:
        while not self._stop.wait(self._interval):
            for table in self._read_tables:
                try:
                    self._read(table)
                except Exception:
                    self._arns.pop(table, None)  # a table made again has another stream
                    LOG.exception("reading the stream of %s failed", table)

    def _read(self, table: str) -> None:
        position = self._position(self._tables[table]) if self._position is not None else None
        if position is not None and self._seen.get(table) == position:
            return  # nothing written since the last read
        self._open(table, "TRIM_HORIZON")
        whole = True
        for key, iterator in list(self._iterators.items()):
            if key[0] != table or iterator is None:
                continue
            answer = self._streams.get_records(ShardIterator=iterator, Limit=LIMIT)
            self._iterators[key] = answer.get("NextShardIterator")
            whole = whole and len(answer["Records"]) < LIMIT
            for consumer in self._consumers:
                if consumer.table == table:
                    self._deliver(consumer, answer["Records"])
        if position is not None and whole:
            self._seen[table] = position

    def _deliver(self, consumer: StreamConsumer, read: list[dict[str, Any]]) -> None:
        """The records the consumer's filters let through, in its batches."""
        try:
            records = [
                r for r in read if not consumer.patterns or any(matches(p, r) for p in consumer.patterns)
            ]
            for start in range(0, len(records), consumer.batch_size):
                batch = records[start : start + consumer.batch_size]
                result = self._invoke(consumer.function, {"Records": [lambda_record(r) for r in batch]})
                failed = (result or {}).get("batchItemFailures") if isinstance(result, dict) else None
                if failed:
                    LOG.warning("%s reported %d failed stream records", consumer.function, len(failed))
        except Exception:
            LOG.exception("reading the stream for %s failed", consumer.function)


def lambda_record(record: Mapping[str, Any]) -> dict[str, Any]:
    """A stream record as Lambda hands it to a function (times as epoch seconds, JSON-ready)."""
    shown = json.loads(json.dumps(record, default=_epoch))
    shown["eventSource"] = "aws:dynamodb"
    return dict(shown)


def _epoch(value: Any) -> Any:
    timestamp = getattr(value, "timestamp", None)
    if callable(timestamp):
        return int(timestamp())
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
