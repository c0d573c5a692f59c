from enum import StrEnum

class ListEmailsStatus(StrEnum):
    FAILED = "failed"
    QUEUED = "queued"
    RECEIVED = "received"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
