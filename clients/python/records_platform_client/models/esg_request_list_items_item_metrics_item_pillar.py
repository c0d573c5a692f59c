from enum import StrEnum

class EsgRequestListItemsItemMetricsItemPillar(StrEnum):
    ENVIRONMENTAL = "environmental"
    GOVERNANCE = "governance"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
