"""The send queue (template.yaml: EmailSendQueue, dead letters in EmailSendDeadLetters), read by the
sender (integrations_api.mail_sender).

A message names the firm, the mailbox, the email and the email's `ticket`: the token of the one
queueing it is for (send, reply, a retry after a failure, POST /emails/{id}/retry). The sender acts
only on the message whose ticket the email holds, so a message repeated, redelivered, or left over
from an earlier queueing does nothing.

Two kinds: `send` (claim the email and send it) and `watch`, queued before each claim and delayed by
the claim's time-out: when it arrives and the email is still `sending` under that ticket, the worker
that claimed it died between the provider's answer and its own write, and the email becomes `unknown`
(never sent again on its own).

SQS delays a message by at most 15 minutes: a later retry's message says when it is due (`due`) and the
sender sends it on again until then.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any, NamedTuple

from kernel.aws import client as aws_client

MAX_DELAY_SECONDS = 900  # SQS's most


class MailMessage(NamedTuple):
    firm_id: str
    mailbox_id: str
    email_id: str
    ticket: str
    kind: str = "send"  # or "watch"
    due: int = 0  # epoch seconds: not before

    def body(self) -> str:
        return json.dumps({"firmId": self.firm_id, "mailboxId": self.mailbox_id, "emailId": self.email_id,
                           "ticket": self.ticket, "kind": self.kind, "due": self.due})  # fmt: skip

    @classmethod
    def read(cls, body: str) -> MailMessage:
        data = json.loads(body)
        kind = str(data.get("kind", "send"))
        if kind not in ("send", "watch"):
            raise ValueError(f"unknown message kind {kind!r}")
        return cls(str(data["firmId"]), str(data["mailboxId"]), str(data["emailId"]), str(data["ticket"]),
                   kind, int(data.get("due", 0)))  # fmt: skip


class SendQueue:
    """The port: one message at a time (a send is one email)."""

    def __init__(self, url: str, client: Callable[[], Any] = lambda: aws_client("sqs")) -> None:
        self._url = url
        self._client = client

    @classmethod
    def from_environment(cls) -> SendQueue:
        url = os.environ.get("EMAIL_SEND_QUEUE_URL", "")
        if not url:
            raise RuntimeError("EMAIL_SEND_QUEUE_URL is not set (template.yaml sets it)")
        return cls(url)

    def send(self, message: MailMessage, now: float) -> None:
        """Queues the message, delayed until it is due (or as near as SQS allows); raises when SQS refuses."""
        self._client().send_message(
            QueueUrl=self._url, MessageBody=message.body(), DelaySeconds=delay(message.due, now)
        )


def delay(due: int, now: float) -> int:
    return max(0, min(MAX_DELAY_SECONDS, int(due - now + 0.999)))
