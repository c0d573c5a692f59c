from enum import StrEnum

class EsgRequestMetricsItemPillar(StrEnum):
    ENVIRONMENTAL = "environmental"
    GOVERNANCE = "governance"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
