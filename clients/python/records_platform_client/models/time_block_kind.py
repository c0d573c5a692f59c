from enum import StrEnum

class TimeBlockKind(StrEnum):
    BUSY = "Busy"
    FOCUS = "Focus"
    OUTOFOFFICE = "OutOfOffice"
    TRAVEL = "Travel"

    def __str__(self) -> str:
        return str(self.value)
