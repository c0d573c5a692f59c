from enum import StrEnum

class PlannerSlotStatus(StrEnum):
    COMMITTED = "Committed"
    DEPLOYED = "Deployed"
    DROPPED = "Dropped"
    PLANNED = "Planned"

    def __str__(self) -> str:
        return str(self.value)
