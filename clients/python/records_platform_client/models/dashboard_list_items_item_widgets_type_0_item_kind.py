from enum import StrEnum

class DashboardListItemsItemWidgetsType0ItemKind(StrEnum):
    BAR = "bar"
    COUNT = "count"
    LINE = "line"
    PIE = "pie"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
