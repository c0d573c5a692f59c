from enum import StrEnum

class EsgRequestMetricsItemValueType(StrEnum):
    BOOLEAN = "boolean"
    NUMBER = "number"
    PERCENT = "percent"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
