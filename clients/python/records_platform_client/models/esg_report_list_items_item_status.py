from enum import StrEnum

class EsgReportListItemsItemStatus(StrEnum):
    DRAFT = "draft"
    FINAL = "final"

    def __str__(self) -> str:
        return str(self.value)
