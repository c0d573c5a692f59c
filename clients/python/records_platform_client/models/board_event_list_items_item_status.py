from enum import StrEnum

class BoardEventListItemsItemStatus(StrEnum):
    CANCELLED = "Cancelled"
    HELD = "Held"
    SCHEDULED = "Scheduled"

    def __str__(self) -> str:
        return str(self.value)
