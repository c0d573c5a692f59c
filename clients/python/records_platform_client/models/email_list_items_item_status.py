from enum import StrEnum

class EmailListItemsItemStatus(StrEnum):
    FAILED = "failed"
    QUEUED = "queued"
    RECEIVED = "received"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
