from enum import StrEnum

class ExpertEngagementListItemsItemStatus(StrEnum):
    CANCELLED = "Cancelled"
    COMPLETED = "Completed"
    SCHEDULED = "Scheduled"

    def __str__(self) -> str:
        return str(self.value)
