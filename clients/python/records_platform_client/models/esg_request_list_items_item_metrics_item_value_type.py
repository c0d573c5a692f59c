from enum import StrEnum

class EsgRequestListItemsItemMetricsItemValueType(StrEnum):
    BOOLEAN = "boolean"
    NUMBER = "number"
    PERCENT = "percent"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
