from enum import StrEnum

class ListEmailsStatus(StrEnum):
    FAILED = "failed"
    QUEUED = "queued"
    RECEIVED = "received"
    SENDING = "sending"
    SENT = "sent"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
