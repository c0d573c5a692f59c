from enum import StrEnum

class AmlCaseListItemsItemStatus(StrEnum):
    CLOSED = "Closed"
    ESCALATED = "Escalated"
    INVESTIGATING = "Investigating"
    OPEN = "Open"
    REPORTED = "Reported"

    def __str__(self) -> str:
        return str(self.value)
