from enum import StrEnum

class ListEsgReportsStatus(StrEnum):
    DRAFT = "draft"
    FINAL = "final"

    def __str__(self) -> str:
        return str(self.value)
