from enum import StrEnum

class RssFeedListItemsItemLastFetchOutcome(StrEnum):
    FAILED = "failed"
    STORED = "stored"

    def __str__(self) -> str:
        return str(self.value)
