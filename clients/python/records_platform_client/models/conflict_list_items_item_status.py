from enum import StrEnum

class ConflictListItemsItemStatus(StrEnum):
    CLOSED = "Closed"
    IDENTIFIED = "Identified"
    MITIGATED = "Mitigated"
    UNDERREVIEW = "UnderReview"

    def __str__(self) -> str:
        return str(self.value)
