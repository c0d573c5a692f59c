from enum import StrEnum

class EsgMetricSource(StrEnum):
    FIRM = "firm"

    def __str__(self) -> str:
        return str(self.value)
