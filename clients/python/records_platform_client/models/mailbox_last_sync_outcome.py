from enum import StrEnum

class MailboxLastSyncOutcome(StrEnum):
    FAILED = "failed"
    STORED = "stored"

    def __str__(self) -> str:
        return str(self.value)
