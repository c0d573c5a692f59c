from enum import StrEnum

class TimeBlockBodyKind(StrEnum):
    BUSY = "Busy"
    FOCUS = "Focus"
    OUTOFOFFICE = "OutOfOffice"
    TRAVEL = "Travel"

    def __str__(self) -> str:
        return str(self.value)
