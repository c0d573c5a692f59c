from enum import StrEnum

class EsgReportBodyStatus(StrEnum):
    DRAFT = "draft"
    FINAL = "final"

    def __str__(self) -> str:
        return str(self.value)
