from enum import StrEnum

class EsgFrameworkMetricPageItemsItemSource(StrEnum):
    FIRM = "firm"
    LIBRARY = "library"

    def __str__(self) -> str:
        return str(self.value)
