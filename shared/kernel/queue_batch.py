"""An SQS batch as a queue worker's Lambda takes it (ReportBatchItemFailures): each message on its own
thread, so one slow outside call holds up none of the others, and the ones to see again reported failed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

# A message's body and when SQS first took it (SentTimestamp, in seconds) -> handled (False: again)
OnMessage = Callable[[str, float], bool]


def handle_batch(
    event: Mapping[str, Any], on_message: OnMessage, logger: Callable[[], Any]
) -> dict[str, Any]:
    """The batch's answer to the event source mapping. A message whose handling raises is logged with
    its id (by the worker's own `logger`, made on first use) and comes back, as one handled False does."""
    records = list(event.get("Records", []))
    if not records:
        return {"batchItemFailures": []}

    def handled(record: Mapping[str, Any]) -> bool:
        try:
            sent_at = int(record.get("attributes", {}).get("SentTimestamp", 0)) / 1000
            return on_message(record["body"], sent_at)
        except Exception:
            message_id = record.get("messageId")
            logger().exception("a message failed; it comes back", extra={"messageId": message_id})
            return False

    with ThreadPoolExecutor(max_workers=len(records)) as pool:
        done = list(pool.map(handled, records))
    failed = [record["messageId"] for record, ok in zip(records, done, strict=True) if not ok]
    return {"batchItemFailures": [{"itemIdentifier": message_id} for message_id in failed]}
