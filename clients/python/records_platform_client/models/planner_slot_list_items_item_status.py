from enum import StrEnum

class PlannerSlotListItemsItemStatus(StrEnum):
    COMMITTED = "Committed"
    DEPLOYED = "Deployed"
    DROPPED = "Dropped"
    PLANNED = "Planned"

    def __str__(self) -> str:
        return str(self.value)
