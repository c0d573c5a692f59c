"""The delivery queue (template.yaml: WebhookDeliveries): one message per attempt to make, read by the
delivery worker (webhooks_api.worker). A message names the firm, the endpoint and the delivery; the
worker reads the rest from the table, so a message repeated or redelivered does no harm (it claims the
attempt before making it).

A retry waits on the queue: SQS delays a message by at most 15 minutes, so a later attempt's message
says when it is due (`due`) and the worker sends it on again until then. Each message carries its
endpoint as `MessageGroupId`: on a standard queue SQS then serves the endpoints fairly (fair queues),
so one endpoint's backlog does not hold back another's."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from kernel import aws

BATCH = 10  # SendMessageBatch's most
MAX_DELAY_SECONDS = 900  # SQS's most


class Message(NamedTuple):
    firm_id: str
    endpoint_id: str
    delivery_id: str
    due: int = 0  # epoch seconds: not before

    def body(self) -> str:
        return json.dumps({"firmId": self.firm_id, "endpointId": self.endpoint_id,
                           "deliveryId": self.delivery_id, "due": self.due})  # fmt: skip

    @classmethod
    def read(cls, body: str) -> Message:
        data = json.loads(body)
        return cls(
            str(data["firmId"]), str(data["endpointId"]), str(data["deliveryId"]), int(data.get("due", 0))
        )


class DeliveryQueue:
    def __init__(self, url: str, client: Callable[[], Any] = lambda: aws.client("sqs")) -> None:
        self._url = url
        self._client = client

    @classmethod
    def from_environment(cls) -> DeliveryQueue:
        url = os.environ.get("WEBHOOK_QUEUE_URL", "")
        if not url:
            raise RuntimeError("WEBHOOK_QUEUE_URL is not set (template.yaml sets it)")
        return cls(url)

    def send(self, messages: Sequence[Message], now: float) -> None:
        """Each message, delayed until it is due (or as near as SQS allows); raises when SQS refuses any."""
        client = self._client()
        for start in range(0, len(messages), BATCH):
            entries = [
                {"Id": str(index), "MessageBody": message.body(), "MessageGroupId": message.endpoint_id,
                 "DelaySeconds": delay(message.due, now)}
                for index, message in enumerate(messages[start : start + BATCH])
            ]  # fmt: skip
            answer = client.send_message_batch(QueueUrl=self._url, Entries=entries)
            if answer.get("Failed"):
                raise RuntimeError(f"SQS refused {len(answer['Failed'])} webhook delivery messages")


def delay(due: int, now: float) -> int:
    return max(0, min(MAX_DELAY_SECONDS, int(due - now + 0.999)))
