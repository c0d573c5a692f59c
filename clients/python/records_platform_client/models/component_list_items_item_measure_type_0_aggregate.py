from enum import StrEnum

class ComponentListItemsItemMeasureType0Aggregate(StrEnum):
    AVERAGE = "average"
    COUNT = "count"
    MAX = "max"
    MIN = "min"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
