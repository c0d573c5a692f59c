from enum import StrEnum

class MailboxListItemsItemLastSyncOutcome(StrEnum):
    FAILED = "failed"
    STORED = "stored"

    def __str__(self) -> str:
        return str(self.value)
