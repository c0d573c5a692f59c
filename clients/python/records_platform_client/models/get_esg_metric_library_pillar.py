from enum import StrEnum

class GetEsgMetricLibraryPillar(StrEnum):
    ENVIRONMENTAL = "environmental"
    GOVERNANCE = "governance"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
