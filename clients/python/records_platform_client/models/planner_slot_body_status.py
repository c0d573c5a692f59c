from enum import StrEnum

class PlannerSlotBodyStatus(StrEnum):
    COMMITTED = "Committed"
    DEPLOYED = "Deployed"
    DROPPED = "Dropped"
    PLANNED = "Planned"

    def __str__(self) -> str:
        return str(self.value)
