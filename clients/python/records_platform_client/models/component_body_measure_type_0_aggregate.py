from enum import StrEnum

class ComponentBodyMeasureType0Aggregate(StrEnum):
    AVERAGE = "average"
    COUNT = "count"
    MAX = "max"
    MIN = "min"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
