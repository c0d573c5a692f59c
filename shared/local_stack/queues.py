"""The local stand-in for Lambda's SQS event source mappings (template.yaml: an
AWS::Lambda::EventSourceMapping whose source is a queue): a thread receives each queue's messages and
invokes the function with them in batches, as Lambda would, deleting the ones it did not report failed
(ReportBatchItemFailures). A failed message comes back after RETRY_SECONDS rather than the queue's
visibility timeout (minutes, sized for Lambda's timeout), so a local retry is seen at once; SQS still
counts its receives for the redrive policy. With moto in this process, a queue with no message to
receive is not asked: the poller costs nothing while the queues are empty.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from local_stack.template import QUEUE, event_source_mappings

LOG = logging.getLogger("local_stack.queues")
RETRY_SECONDS = 1


@dataclass(frozen=True)
class QueueConsumer:
    function: str  # logical id of the function the mapping invokes
    queue: str  # logical id of the queue it reads
    batch_size: int


def queue_consumers(template: Mapping[str, Any]) -> list[QueueConsumer]:
    return [
        QueueConsumer(function, source, int(properties.get("BatchSize", 10)))
        for function, source, properties in event_source_mappings(template, QUEUE)
    ]


Waiting = Callable[[str], bool | None]
"""Whether a queue (by URL) holds a message to receive, told without a call; None when it cannot be told."""


class QueuePoller:
    """Receives every consumer's queue and invokes its function (one thread for all)."""

    def __init__(self, consumers: Sequence[QueueConsumer], urls: Mapping[str, str],
                 invoke: Callable[[str, dict[str, Any]], Any], interval: float = 0.2,
                 waiting: Waiting | None = None) -> None:  # fmt: skip
        import boto3

        self._consumers = consumers
        self._urls = urls
        self._invoke = invoke
        self._interval = interval
        self._waiting = waiting
        self._sqs = boto3.client("sqs")
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="queue-poller", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _loop(self) -> None:
        while not self._stop.wait(self._interval):
            for consumer in self._consumers:
                try:
                    while self.poll(consumer) and not self._stop.is_set():
                        pass
                except Exception:
                    LOG.exception("reading the queue of %s failed", consumer.function)

    def poll(self, consumer: QueueConsumer) -> int:
        """One batch received and handed over; how many messages it held."""
        url = self._urls[consumer.queue]
        if self._waiting is not None and self._waiting(url) is False:
            return 0
        received = self._sqs.receive_message(
            QueueUrl=url, MaxNumberOfMessages=min(consumer.batch_size, 10), AttributeNames=["All"]
        ).get("Messages", [])
        if not received:
            return 0
        records = [lambda_record(message, url) for message in received]
        result = self._invoke(consumer.function, {"Records": records})
        failed = {f["itemIdentifier"] for f in (result or {}).get("batchItemFailures", [])}
        for message in received:
            if message["MessageId"] in failed:
                self._sqs.change_message_visibility(
                    QueueUrl=url, ReceiptHandle=message["ReceiptHandle"], VisibilityTimeout=RETRY_SECONDS
                )
            else:
                self._sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
        return len(received)


def lambda_record(message: Mapping[str, Any], url: str) -> dict[str, Any]:
    account, name = url.rstrip("/").split("/")[-2:]
    return {
        "messageId": message["MessageId"],
        "receiptHandle": message["ReceiptHandle"],
        "body": message["Body"],
        "attributes": message.get("Attributes", {}),
        "messageAttributes": {},
        "md5OfBody": message.get("MD5OfBody", ""),
        "eventSource": "aws:sqs",
        "eventSourceARN": f"arn:aws:sqs:us-east-1:{account}:{name}",
        "awsRegion": "us-east-1",
    }
