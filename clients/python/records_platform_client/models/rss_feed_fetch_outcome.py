from enum import StrEnum

class RssFeedFetchOutcome(StrEnum):
    FAILED = "failed"
    STORED = "stored"

    def __str__(self) -> str:
        return str(self.value)
