from enum import StrEnum

class PublicMarketsFetchResultsItemOutcome(StrEnum):
    ALREADY_STORED = "already_stored"
    FAILED = "failed"
    NOT_YET_PRICED = "not_yet_priced"
    STORED = "stored"

    def __str__(self) -> str:
        return str(self.value)
