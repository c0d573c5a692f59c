from enum import StrEnum

class BoardEventStatus(StrEnum):
    CANCELLED = "Cancelled"
    HELD = "Held"
    SCHEDULED = "Scheduled"

    def __str__(self) -> str:
        return str(self.value)
