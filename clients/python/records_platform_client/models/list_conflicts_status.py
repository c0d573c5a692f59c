from enum import StrEnum

class ListConflictsStatus(StrEnum):
    CLOSED = "Closed"
    IDENTIFIED = "Identified"
    MITIGATED = "Mitigated"
    UNDERREVIEW = "UnderReview"

    def __str__(self) -> str:
        return str(self.value)
