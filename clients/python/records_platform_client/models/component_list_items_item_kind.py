from enum import StrEnum

class ComponentListItemsItemKind(StrEnum):
    BAR = "Bar"
    LINE = "Line"
    METRIC = "Metric"
    PIE = "Pie"
    TABLE = "Table"

    def __str__(self) -> str:
        return str(self.value)
