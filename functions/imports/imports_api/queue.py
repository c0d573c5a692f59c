"""The import queue (template.yaml: ImportQueue): one message per chunk of an applied import, read by
the import worker (imports_api.worker). A message says which firm, import and chunk; the worker reads
the rest from the table, so a message repeated or redelivered does no harm."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from typing import Any

from kernel import aws

BATCH = 10  # SendMessageBatch's most


class ImportQueue:
    def __init__(self, url: str, client: Callable[[], Any] = lambda: aws.client("sqs")) -> None:
        self._url = url
        self._client = client

    @classmethod
    def from_environment(cls) -> ImportQueue:
        url = os.environ.get("IMPORT_QUEUE_URL", "")
        if not url:
            raise RuntimeError("IMPORT_QUEUE_URL is not set (template.yaml sets it)")
        return cls(url)

    def send(self, firm_id: str, import_id: str, chunks: Sequence[int]) -> None:
        """A message per chunk; raises when SQS refuses any (the caller's answer is then a 5xx)."""
        client = self._client()
        for start in range(0, len(chunks), BATCH):
            entries = [
                {"Id": str(chunk), "MessageBody": json.dumps(message(firm_id, import_id, chunk))}
                for chunk in chunks[start : start + BATCH]
            ]
            answer = client.send_message_batch(QueueUrl=self._url, Entries=entries)
            if answer.get("Failed"):
                raise RuntimeError(f"SQS refused {len(answer['Failed'])} import messages")


def message(firm_id: str, import_id: str, chunk: int) -> dict[str, Any]:
    return {"firmId": firm_id, "importId": import_id, "chunk": chunk}
