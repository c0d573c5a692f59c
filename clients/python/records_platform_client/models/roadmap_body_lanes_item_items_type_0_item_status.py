from enum import StrEnum

class RoadmapBodyLanesItemItemsType0ItemStatus(StrEnum):
    ATRISK = "AtRisk"
    DONE = "Done"
    DROPPED = "Dropped"
    INPROGRESS = "InProgress"
    PLANNED = "Planned"

    def __str__(self) -> str:
        return str(self.value)
