from enum import StrEnum

class ConflictStatus(StrEnum):
    CLOSED = "Closed"
    IDENTIFIED = "Identified"
    MITIGATED = "Mitigated"
    UNDERREVIEW = "UnderReview"

    def __str__(self) -> str:
        return str(self.value)
