from enum import StrEnum

class EmailStatus(StrEnum):
    FAILED = "failed"
    QUEUED = "queued"
    RECEIVED = "received"
    SENDING = "sending"
    SENT = "sent"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
